//! `index_select::<A>(&indices)` and `gather::<A>(&index)`: copies that look elements up by
//! position along one axis.

use crate::error::{InOp, OrPanic, ShapeError};
use crate::kernel;
use crate::layout::Layout;
use crate::shape::const_fmt::{fail, ConstStr};
use crate::shape::{axis_index, is_named_dyn, ReplaceAxis, SameRank, SelectAxis, Shape};
use crate::tensor::Derivation;
use crate::{Record, Tensor};
use core::marker::PhantomData;

/// The compile-time check of `gather::<A>` from shape `S` with an index of shape `I`: on every
/// axis but `A` where both are static, the index must not be larger, and where both are named
/// run-time dims, the names must be the same. A const assertion (`cargo build`, not `cargo
/// check`).
pub(crate) struct GatherCheck<S, I, const A: usize>(PhantomData<(S, I)>);

impl<S: Shape, I: Shape, const A: usize> GatherCheck<S, I, A> {
    const AXIS: usize = axis_index(A, S::RANK);

    /// The first axis where the index is larger than the input, if the types say so.
    const TOO_LARGE: Option<usize> = {
        let mut found = None;
        let mut d = 0;
        while d < S::RANK && d < I::RANK {
            if d != Self::AXIS {
                if let (Some(n), Some(m)) = (S::STATIC_DIMS[d], I::STATIC_DIMS[d]) {
                    if m > n && found.is_none() {
                        found = Some(d);
                    }
                }
            }
            d += 1;
        }
        found
    };

    /// The first axis but `A` where the index and the input have different named run-time dims
    /// (`Dyn<Seq>` against `Dyn<Batch>`): the result would put one under the other's name.
    const NAMES_DIFFER: Option<usize> = {
        let mut found = None;
        let mut d = 0;
        while d < S::RANK && d < I::RANK {
            let (input, index) = (S::DIM_NAMES[d], I::DIM_NAMES[d]);
            if d != Self::AXIS
                && found.is_none()
                && is_named_dyn(input)
                && is_named_dyn(index)
                && !same(input, index)
            {
                found = Some(d);
            }
            d += 1;
        }
        found
    };

    pub(crate) const OK: () = if Self::TOO_LARGE.is_some() {
        fail(Self::MESSAGE.as_str());
    } else if Self::NAMES_DIFFER.is_some() {
        fail(Self::NAMES_MESSAGE.as_str());
    };

    const NAMES_MESSAGE: ConstStr = {
        let d = match Self::NAMES_DIFFER {
            Some(d) => d,
            None => 0,
        };
        ConstStr::new()
            .push("gather(): the index shape ")
            .shape(I::DIM_NAMES)
            .push(" has `")
            .push(I::DIM_NAMES[d])
            .push("` at axis ")
            .num(d)
            .push(" where the input shape ")
            .shape(S::DIM_NAMES)
            .push(" has `")
            .push(S::DIM_NAMES[d])
            .push("`: named run-time dims must have the same name")
    };

    const MESSAGE: ConstStr = {
        let d = match Self::TOO_LARGE {
            Some(d) => d,
            None => 0,
        };
        ConstStr::new()
            .push("gather(): the index shape ")
            .shape(I::DIM_NAMES)
            .push(" is larger than the input shape ")
            .shape(S::DIM_NAMES)
            .push(" at axis ")
            .num(d)
            .push(", which is not the gathered axis ")
            .num(Self::AXIS)
    };
}

/// `a == b`, in a `const`.
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

impl<T: Copy + Send + Sync, S, R: Record<T>> Tensor<T, S, R> {
    /// The entries of axis `A` at `indices`, in their order (repeats allowed): PyTorch's
    /// `x.index_select(A, indices)`. Axis `A` of the result is the index tensor's dim. A copy.
    ///
    /// Panics with the message of [`try_index_select`](Self::try_index_select) when an index
    /// is out of range.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<i32, shape![3, 2]>::from_vec(vec![1, 2, 3, 4, 5, 6]).unwrap();
    /// let picks = Tensor::<usize, shape![4]>::from_vec(vec![2, 0, 2, 1]).unwrap();
    /// let rows: Tensor<i32, shape![4, 2]> = x.index_select::<0, _>(&picks);
    /// assert_eq!(rows.to_vec(), [5, 6, 1, 2, 5, 6, 3, 4]);
    /// ```
    #[track_caller]
    pub fn index_select<const A: usize, I>(
        &self,
        indices: &Tensor<usize, (I,)>,
    ) -> Tensor<T, <S as ReplaceAxis<A, I>>::Output, R>
    where
        S: ReplaceAxis<A, I>,
    {
        self.try_index_select::<A, I>(indices).or_panic()
    }

    /// [`index_select`](Self::index_select), with an `Err` naming the axis, the index and the
    /// size when an index is out of range.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<i32, shape![3, 2]>::zeros();
    /// let picks = Tensor::<usize, shape![2]>::from_vec(vec![1, 2]).unwrap();
    /// assert_eq!(
    ///     x.try_index_select::<1, _>(&picks).unwrap_err().to_string(),
    ///     "index_select(): index 2 is out of range for dimension 1 of size 2 (dims [3, 2])"
    /// );
    /// ```
    pub fn try_index_select<const A: usize, I>(
        &self,
        indices: &Tensor<usize, (I,)>,
    ) -> Result<Tensor<T, <S as ReplaceAxis<A, I>>::Output, R>, ShapeError>
    where
        S: ReplaceAxis<A, I>,
    {
        let axis = <S as ReplaceAxis<A, I>>::INDEX;
        let layout = self.layout();
        let (dims, strides) = (layout.dims(), layout.strides());
        if let Some(index) = indices.find_stored(|i| i >= dims[axis]) {
            return Err(ShapeError::IndexOutOfRange {
                op: "index_select",
                dims: dims.to_vec(),
                axis,
                index,
            });
        }
        let mut out_dims = dims.to_vec();
        out_dims[axis] = indices.numel();
        let out_layout = Layout::contiguous(&out_dims)?;
        // The input seen with the output's dims, not moving along `axis`; the indices seen
        // with the output's dims, moving only along `axis`.
        let mut base_strides = strides.to_vec();
        base_strides[axis] = 0;
        let base = Layout::strided(&out_dims, &base_strides, layout.offset());
        // Read in place, with their own stride (0 where broadcast): never copied.
        let mut pick_strides = vec![0; out_dims.len()];
        pick_strides[axis] = indices.strides()[0];
        let picks_spread = Layout::strided(&out_dims, &pick_strides, indices.layout().offset());
        let storage = kernel::gather(
            &out_dims,
            self.operand_through(&base, &out_dims),
            strides[axis],
            indices.operand_through(&picks_spread, &out_dims),
        );
        let value = Tensor::from_parts(storage.in_op("index_select")?, out_layout);
        Ok(R::derive(&[self.record()], value, |_, _| {
            Derivation::Scatter {
                dims: dims.to_vec(),
                axis,
                index: indices.clone().retype(),
                spread: true,
            }
        }))
    }

    /// For every position of `index`, the input's element at that position with its
    /// coordinate along axis `A` replaced by the index's value: PyTorch's
    /// `torch.gather(x, A, index)`. The result has the index's shape. A copy.
    ///
    /// The index must have the input's rank (a compile error otherwise) and must not be larger
    /// than the input on any other axis: a build failure when both dims are static (a const
    /// assertion, `cargo build`, not `cargo check`), a run-time check otherwise. Named run-time
    /// dims on those axes must have the same name (the same kind of build failure). Panics with
    /// the message of [`try_gather`](Self::try_gather) when a run-time check fails or a value
    /// is out of range.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor, LAST};
    /// let x = Tensor::<i32, shape![2, 3]>::from_vec(vec![10, 11, 12, 20, 21, 22]).unwrap();
    /// let index = Tensor::<usize, shape![2, 2]>::from_vec(vec![2, 0, 1, 1]).unwrap();
    /// let picked = x.gather::<LAST, _>(&index); // Tensor<i32, shape![2, 2]>
    /// assert_eq!(picked.to_vec(), [12, 10, 21, 21]);
    /// ```
    // `I`'s bound sits on the line of the method's name so that rustc's "required by a bound"
    // note for an index of another rank quotes that one line (not the name, then the bound).
    #[track_caller]
    pub fn gather<const A: usize, I: Shape + SameRank<S>>(
        &self,
        index: &Tensor<usize, I>,
    ) -> Tensor<T, I, R>
    where
        S: Shape + SelectAxis<A>,
    {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = GatherCheck::<S, I, A>::OK;
        self.gather_unchecked::<A, I>(index).or_panic()
    }

    /// [`gather`](Self::gather), with an `Err` when the index is larger than the input on an
    /// axis other than `A`, or a value is not below the size of axis `A`.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<i32, shape![2, 3]>::zeros();
    /// let index = Tensor::<usize, shape![1, 2]>::from_vec(vec![0, 5]).unwrap();
    /// assert_eq!(
    ///     x.try_gather::<1, _>(&index).unwrap_err().to_string(),
    ///     "gather(): index 5 is out of range for dimension 1 of size 3 (dims [2, 3])"
    /// );
    /// ```
    pub fn try_gather<const A: usize, I: Shape + SameRank<S>>(
        &self,
        index: &Tensor<usize, I>,
    ) -> Result<Tensor<T, I, R>, ShapeError>
    where
        S: Shape + SelectAxis<A>,
    {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = GatherCheck::<S, I, A>::OK;
        self.gather_unchecked::<A, I>(index)
    }

    /// `try_gather` without the build-time check, which each public form evaluates itself so
    /// that the error names the caller's line.
    pub(crate) fn gather_unchecked<const A: usize, I>(
        &self,
        index: &Tensor<usize, I>,
    ) -> Result<Tensor<T, I, R>, ShapeError>
    where
        S: SelectAxis<A>,
    {
        let axis = <S as SelectAxis<A>>::INDEX;
        let layout = self.layout();
        let (dims, strides) = (layout.dims(), layout.strides());
        let out_dims = index.dims();
        let larger = (0..dims.len()).any(|d| d != axis && out_dims[d] > dims[d]);
        if larger {
            return Err(ShapeError::GatherShape {
                dims: dims.to_vec(),
                index_dims: out_dims.to_vec(),
                axis,
            });
        }
        if let Some(value) = index.find_stored(|i| i >= dims[axis]) {
            return Err(ShapeError::IndexOutOfRange {
                op: "gather",
                dims: dims.to_vec(),
                axis,
                index: value,
            });
        }
        let mut base_strides = strides.to_vec();
        base_strides[axis] = 0;
        let base = Layout::strided(out_dims, &base_strides, layout.offset());
        let storage = kernel::gather(
            out_dims,
            self.operand_through(&base, out_dims),
            strides[axis],
            index.operand(out_dims),
        );
        let value = Tensor::from_parts(
            storage.in_op("gather")?,
            Layout::contiguous(out_dims).expect("the index's dims fit"),
        );
        Ok(R::derive(&[self.record()], value, |_, _| {
            Derivation::Scatter {
                dims: dims.to_vec(),
                axis,
                index: index.clone().retype(),
                spread: false,
            }
        }))
    }
}

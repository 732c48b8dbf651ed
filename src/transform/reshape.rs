//! `reshape::<S>()` (a view when the strides allow, else a copy) and `view::<S>()` (never a
//! copy), with at most one inferred `Dyn` axis, like PyTorch's `-1`.

use super::view_strides::view_strides;
use crate::error::OrPanic;
use crate::error::{InOp, ShapeError};
use crate::kernel;
use crate::layout::{numel_of, Layout};
use crate::shape::const_fmt::{fail, ConstStr};
use crate::shape::Shape;
use crate::tensor::Derivation;
use crate::{Record, Tensor};
use core::marker::PhantomData;

/// Compile-time checks of a reshape from `S1` to `S2`, evaluated when the call is
/// monomorphised (so by `cargo build`, not `cargo check`).
pub(crate) struct ReshapeCheck<S1, S2>(PhantomData<(S1, S2)>);

impl<S1: Shape, S2: Shape> ReshapeCheck<S1, S2> {
    const COUNTS_MESSAGE: ConstStr = match (S1::NUMEL, S2::NUMEL) {
        (Some(a), Some(b)) => ConstStr::new()
            .push("reshape: element counts differ: ")
            .num(a)
            .push(" vs ")
            .num(b)
            .push(" (`")
            .shape(S1::DIM_NAMES)
            .push("` into `")
            .shape(S2::DIM_NAMES)
            .push("`)"),
        _ => ConstStr::new(),
    };

    const INFERRED_MESSAGE: ConstStr = ConstStr::new()
        .push("reshape: the target `")
        .shape(S2::DIM_NAMES)
        .push("` has ")
        .num(dyn_count(S2::STATIC_DIMS))
        .push(" `Dyn` axes, but only one can be inferred (like PyTorch's -1); give the dims with `try_reshape_with_dims`");

    /// Fails the build when both shapes are static and their element counts differ, or when
    /// the target has more than one `Dyn` axis.
    pub(crate) const CHECK: () = {
        if let (Some(a), Some(b)) = (S1::NUMEL, S2::NUMEL) {
            if a != b {
                fail(Self::COUNTS_MESSAGE.as_str());
            }
        }
        if dyn_count(S2::STATIC_DIMS) > 1 {
            fail(Self::INFERRED_MESSAGE.as_str());
        }
    };
}

const fn dyn_count(dims: &[Option<usize>]) -> usize {
    let mut count = 0;
    let mut i = 0;
    while i < dims.len() {
        if dims[i].is_none() {
            count += 1;
        }
        i += 1;
    }
    count
}

/// The run-time dims of the target `S2` for a source of `from` dims: its static sizes, and the
/// one `Dyn` axis (if any) inferred from the element count.
pub(crate) fn target_dims<S2: Shape>(
    op: &'static str,
    from: &[usize],
) -> Result<Vec<usize>, ShapeError> {
    let numel: usize = from.iter().product();
    let error = |reason: String| ShapeError::Transform {
        op,
        from: from.to_vec(),
        to: S2::describe(),
        reason,
    };
    let mut dims: Vec<usize> = S2::STATIC_DIMS.iter().map(|d| d.unwrap_or(1)).collect();
    let unknown: Vec<usize> = (0..dims.len())
        .filter(|&i| S2::STATIC_DIMS[i].is_none())
        .collect();
    let known = numel_of(&dims)?;
    let dims = match unknown.as_slice() {
        [] if known != numel => Err(error(format!("element counts differ: {numel} vs {known}"))),
        [] => Ok(dims),
        [axis] if known == 0 && numel == 0 => Err(error(format!(
            "the other axes hold no elements, so `{}` axis {axis} could be any size",
            S2::DIM_NAMES[*axis]
        ))),
        [axis] if known == 0 || !numel.is_multiple_of(known) => Err(error(format!(
            "{numel} elements cannot fill `{}` axis {axis} times the other axes' {known}",
            S2::DIM_NAMES[*axis]
        ))),
        [axis] => {
            dims[*axis] = numel / known;
            Ok(dims)
        }
        more => Err(error(format!(
            "{} `Dyn` axes, but only one can be inferred",
            more.len()
        ))),
    }?;
    S2::check_dims(&dims)?;
    Ok(dims)
}

impl<T, S: Shape, R: Record<T>> Tensor<T, S, R> {
    /// The same elements in row-major order as the shape `S2`, without copying, or an `Err`
    /// when the strides do not allow that (then [`reshape`](Self::reshape) copies).
    ///
    /// A `Dyn` axis of `S2` is inferred from the element count, like PyTorch's `-1`; at most
    /// one may be (more fail the build: use [`view_with_dims`](Self::view_with_dims)). When
    /// both shapes are static, different element counts fail the build with
    /// "reshape: element counts differ: 24 vs 25". This is a const assertion, evaluated by
    /// `cargo build` and `cargo test`, **not by `cargo check`** (or rust-analyzer). With `Dyn`
    /// axes the count is checked at run time.
    ///
    /// # Views share storage
    ///
    /// A view, from this method or from [`unsqueeze`](Self::unsqueeze),
    /// [`squeeze`](Self::squeeze), [`broadcast_to`](Self::broadcast_to),
    /// [`permute`](Self::permute), [`transpose`](Self::transpose), [`t`](Self::t) or a
    /// [`reshape`](Self::reshape) that needs no copy, is an ordinary `Tensor` that shares its
    /// source's storage (a reference-counted buffer) with its own dims, strides and offset. One type for owned
    /// tensors and views means every op takes both, in any mix; there is no lifetime to write and
    /// nothing for the borrow checker to object to, and a view can outlive its source's
    /// variable. The cost is that writes do not alias: `+=` on a view (or on its source) first
    /// copies the shared storage (copy on write), so the other never sees it. In PyTorch,
    /// `x.t().add_(1)` changes `x`; here it changes only the view.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<i32, shape![2, 3]>::from_vec(vec![1, 2, 3, 4, 5, 6]).unwrap();
    /// let v = x.view::<shape![3, 2]>().unwrap();
    /// assert_eq!(v.to_vec(), [1, 2, 3, 4, 5, 6]);
    /// let inferred = x.view::<shape![dyn, 2]>().unwrap();
    /// assert_eq!(inferred.dims(), &[3, 2]);
    /// // A transposed layout cannot be flattened without a copy.
    /// let err = x.t().view::<shape![6]>().unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "cannot view dims [3, 2] into (D<6>,): its strides [1, 3] do not allow it without a copy; use reshape"
    /// );
    /// ```
    pub fn view<S2: Shape>(&self) -> Result<Tensor<T, S2, R>, ShapeError> {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = ReshapeCheck::<S, S2>::CHECK;
        self.view_unchecked::<S2>()
    }

    /// `view` without the compile-time check, which each public caller evaluates itself so
    /// that a build error names the caller's line once.
    pub(crate) fn view_unchecked<S2: Shape>(&self) -> Result<Tensor<T, S2, R>, ShapeError> {
        let dims = target_dims::<S2>("view", self.dims())?;
        self.view_dims("view", &dims)
    }

    /// [`view`](Self::view) with the target's run-time dims given: any number of `Dyn` axes.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<u8, shape![dyn]>::from_shape_vec(&[6], vec![0, 1, 2, 3, 4, 5]).unwrap();
    /// let v = x.view_with_dims::<shape![dyn, dyn]>(&[2, 3]).unwrap();
    /// assert_eq!(v.get(&[1, 0]), Some(&3));
    /// assert!(x.view_with_dims::<shape![dyn, dyn]>(&[4, 2]).is_err());
    /// ```
    pub fn view_with_dims<S2: Shape>(
        &self,
        dims: &[usize],
    ) -> Result<Tensor<T, S2, R>, ShapeError> {
        self.check_reshape_dims::<S2>("view", dims)?;
        self.view_dims("view", dims)
    }

    fn check_reshape_dims<S2: Shape>(
        &self,
        op: &'static str,
        dims: &[usize],
    ) -> Result<(), ShapeError> {
        S2::check_dims(dims)?;
        let (from, to) = (self.numel(), numel_of(dims)?);
        if from != to {
            return Err(ShapeError::Transform {
                op,
                from: self.dims().to_vec(),
                to: format!("{dims:?}"),
                reason: format!("element counts differ: {from} vs {to}"),
            });
        }
        Ok(())
    }

    /// A view of `dims` (same element count, already checked against `S2`).
    fn view_dims<S2: Shape>(
        &self,
        op: &'static str,
        dims: &[usize],
    ) -> Result<Tensor<T, S2, R>, ShapeError> {
        let layout = self.layout();
        match view_strides(layout.dims(), layout.strides(), dims) {
            Some(strides) => {
                let value = self.with_layout(Layout::strided(dims, &strides, layout.offset()));
                Ok(self.derive_view(value, || Derivation::Reshape {
                    dims: self.dims().to_vec(),
                }))
            }
            None => Err(ShapeError::Transform {
                op,
                from: layout.dims().to_vec(),
                to: S2::describe(),
                reason: format!(
                    "its strides {:?} do not allow it without a copy; use reshape",
                    layout.strides()
                ),
            }),
        }
    }
}

impl<T: Copy + Send + Sync, S: Shape, R: Record<T>> Tensor<T, S, R> {
    /// The same elements in row-major order as the shape `S2`: a view when the strides allow
    /// it (see [`view`](Self::view)), otherwise a contiguous copy. PyTorch's `reshape`.
    ///
    /// A `Dyn` axis of `S2` is inferred from the element count, like PyTorch's `-1`; at most
    /// one may be (more fail the build: use [`try_reshape_with_dims`](Self::try_reshape_with_dims)).
    /// When both shapes are static, different element counts fail the build with
    /// "reshape: element counts differ: 24 vs 25". This is a const assertion, evaluated by
    /// `cargo build` and `cargo test`, **not by `cargo check`** (or rust-analyzer). With `Dyn`
    /// axes the count is checked at run time: this panics, [`try_reshape`](Self::try_reshape)
    /// returns an `Err`.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<i32, shape![2, 3]>::from_vec(vec![1, 2, 3, 4, 5, 6]).unwrap();
    /// let flat: Tensor<i32, shape![6]> = x.t().reshape(); // transposed: copies
    /// assert_eq!(flat.to_vec(), [1, 4, 2, 5, 3, 6]);
    /// let batch = x.reshape::<shape![dyn, 3, 1]>(); // contiguous: a view, Dyn inferred as 2
    /// assert_eq!(batch.dims(), &[2, 3, 1]);
    /// ```
    #[track_caller]
    pub fn reshape<S2: Shape>(&self) -> Tensor<T, S2, R> {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = ReshapeCheck::<S, S2>::CHECK;
        self.reshape_inferred::<S2>().or_panic()
    }

    /// [`reshape`](Self::reshape), with an `Err` instead of a panic when the run-time element
    /// count does not fit `S2`.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![dyn, 3]>::zeros_with_dims(&[5, 3]).unwrap();
    /// assert_eq!(x.try_reshape::<shape![dyn, 5]>().unwrap().dims(), &[3, 5]);
    /// assert_eq!(
    ///     x.try_reshape::<shape![dyn, 4]>().unwrap_err().to_string(),
    ///     "cannot reshape dims [5, 3] into (Dyn, D<4>): 15 elements cannot fill `Dyn` axis 0 times the other axes' 4"
    /// );
    /// ```
    pub fn try_reshape<S2: Shape>(&self) -> Result<Tensor<T, S2, R>, ShapeError> {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = ReshapeCheck::<S, S2>::CHECK;
        self.reshape_inferred::<S2>()
    }

    /// `try_reshape` without the compile-time check, which each public caller evaluates
    /// itself so that a build error names the caller's line once.
    pub(crate) fn reshape_inferred<S2: Shape>(&self) -> Result<Tensor<T, S2, R>, ShapeError> {
        let dims = target_dims::<S2>("reshape", self.dims())?;
        self.reshape_dims("reshape", &dims)
    }

    /// [`reshape`](Self::reshape) with the target's run-time dims given: any number of `Dyn`
    /// axes.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<i32, shape![4, 3]>::from_fn(|i| (3 * i[0] + i[1]) as i32);
    /// let y = x.t().try_reshape_with_dims::<shape![dyn, dyn]>(&[2, 6]).unwrap();
    /// assert_eq!(y.to_vec(), [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11]);
    /// ```
    pub fn try_reshape_with_dims<S2: Shape>(
        &self,
        dims: &[usize],
    ) -> Result<Tensor<T, S2, R>, ShapeError> {
        self.check_reshape_dims::<S2>("reshape", dims)?;
        self.reshape_dims("reshape", dims)
    }

    /// A view of `dims` if the strides allow, else a contiguous copy, or an `Err` of op `op`
    /// when the copy cannot be allocated.
    pub(crate) fn reshape_dims<S2: Shape>(
        &self,
        op: &'static str,
        dims: &[usize],
    ) -> Result<Tensor<T, S2, R>, ShapeError> {
        match self.view_dims(op, dims) {
            Ok(view) => Ok(view),
            Err(_) => {
                let own = self.dims();
                let storage = kernel::map(own, self.operand(own), core::convert::identity);
                let layout = Layout::contiguous(dims).expect("same element count as the source");
                let value = Tensor::from_parts(storage.in_op(op)?, layout);
                Ok(self.derive_view(value, || Derivation::Reshape { dims: own.to_vec() }))
            }
        }
    }
}

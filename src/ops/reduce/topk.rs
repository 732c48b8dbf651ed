//! `topk::<K, A>` (the axis becomes `D<K>`) and `kthvalue::<A>(k)` (the axis is dropped).
//!
//! Order: values compare by `PartialOrd` with NaN above every number (as PyTorch's sort and
//! topk), and equal values by index, smaller first, so results are deterministic. Each line
//! along the axis is selected with `select_nth_unstable_by`, then its first `K` are sorted.

use super::{removed, split_at_axis};
use crate::error::OrPanic;
use crate::error::{AllocError, InOp, ShapeError};
use crate::kernel::{self, Buffer};
use crate::layout::Layout;
use crate::shape::const_fmt::{fail, ConstStr};
use crate::shape::{axis_index, Shape};
use crate::shape::{ReduceAxis, TopKAxis};
use crate::{Element, Tensor};
use core::cmp::Ordering;

/// `topk`'s results: the values and their indices along the axis, both of shape `O`.
type ValuesAndIndices<T, O> = (Tensor<T, O>, Tensor<usize, O>);

/// The compile-time check of `topk::<K, A>` on shape `S`: `K` must not exceed a static axis.
///
/// A const assertion evaluated when the call is compiled (`cargo build`, not `cargo check`),
/// so it can print `K`, the axis and the shape in decimal, which a trait bound cannot compare:
/// stable Rust has no `K <= N` in where clauses.
struct TopKCheck<S, const K: usize, const A: usize>(core::marker::PhantomData<S>);

impl<S: Shape, const K: usize, const A: usize> TopKCheck<S, K, A> {
    /// The axis number `A` stands for ([`LAST`](crate::LAST) resolved).
    const AXIS: usize = axis_index(A, S::RANK);

    const OK: () = {
        if let Some(n) = S::STATIC_DIMS[Self::AXIS] {
            if K > n {
                fail(Self::TOO_LARGE.as_str());
            }
        }
    };

    const PREFIX: ConstStr = ConstStr::new()
        .push("topk::<")
        .num(K)
        .push(", ")
        .num(Self::AXIS)
        .push(">(): ");

    const TOO_LARGE: ConstStr = Self::PREFIX
        .push("K = ")
        .num(K)
        .push(" exceeds axis ")
        .num(Self::AXIS)
        .push(" of shape ")
        .shape(S::DIM_NAMES)
        .push(", which is ")
        .push(S::DIM_NAMES[Self::AXIS]);
}

/// PyTorch's sort order for `topk`/`kthvalue`: by value with NaN above every number.
#[inline]
#[allow(clippy::eq_op)]
fn total_cmp<T: PartialOrd>(a: &T, b: &T) -> Ordering {
    a.partial_cmp(b).unwrap_or_else(|| (a != a).cmp(&(b != b)))
}

/// The `k` first of `line` (value, index) pairs in the order of `largest`, sorted.
fn select_first<T: PartialOrd + Copy>(line: &mut [(T, usize)], k: usize, largest: bool) {
    let order = |a: &(T, usize), b: &(T, usize)| {
        let by_value = total_cmp(&a.0, &b.0);
        let by_value = if largest {
            by_value.reverse()
        } else {
            by_value
        };
        by_value.then(a.1.cmp(&b.1))
    };
    if k == 0 {
        return;
    }
    if k < line.len() {
        line.select_nth_unstable_by(k - 1, order);
    }
    line[..k].sort_unstable_by(order);
}

/// For each line along the middle axis of the row-major `data` of dims `[outer, len, inner]`,
/// the first `k` of its (value, index) pairs in the order of `largest`, as `[outer, k, inner]`
/// buffers of values and indices, or an `Err` when they cannot be allocated. Outside the
/// shape-generic methods, so that the per-line closure, and the kernel running it, is compiled
/// once per element type.
fn select_lines<T: Element + PartialOrd>(
    data: &[T],
    (outer, len, inner): (usize, usize, usize),
    k: usize,
    largest: bool,
) -> Result<(Vec<T>, Vec<usize>), AllocError> {
    let mut values = kernel::vec_filled(outer * k * inner, T::zero())?;
    let mut indices = kernel::vec_filled(outer * k * inner, 0usize)?;
    if values.is_empty() {
        // No result, so no lines to select: an empty tensor's `outer * inner` lines can be far
        // more than memory holds.
        return Ok((values, indices));
    }
    // Each line is selected on its own (in parallel when large), then scattered.
    let lines = kernel::map_indices(outer * inner, len, |line| {
        let (o, j) = (line / inner, line % inner);
        let mut pairs: Vec<(T, usize)> = (0..len)
            .map(|i| (data[(o * len + i) * inner + j], i))
            .collect();
        select_first(&mut pairs, k, largest);
        pairs.truncate(k);
        pairs
    });
    for (line, pairs) in lines.into_iter().enumerate() {
        let (o, j) = (line / inner, line % inner);
        for (t, (v, i)) in pairs.into_iter().enumerate() {
            values[(o * k + t) * inner + j] = v;
            indices[(o * k + t) * inner + j] = i;
        }
    }
    Ok((values, indices))
}

impl<T: Element + PartialOrd, S> Tensor<T, S> {
    /// For each line along `axis`, the first `k` of its (value, index) pairs in the order of
    /// `largest`, as `[outer, k, inner]` buffers of values and indices.
    fn select_along(
        &self,
        axis: usize,
        k: usize,
        largest: bool,
        op: &'static str,
    ) -> Result<(Vec<T>, Vec<usize>), ShapeError> {
        let dims = self.dims();
        let (outer, len, inner) = split_at_axis(dims, axis);
        if k > len {
            return Err(ShapeError::KOutOfRange {
                op,
                k,
                dims: dims.to_vec(),
                axis,
            });
        }
        self.with_contiguous(op, |data| {
            select_lines(data, (outer, len, inner), k, largest)
        })?
        .in_op(op)
    }

    /// The `K` largest (`largest = true`) or smallest elements along axis `A`, with their
    /// indices, as `torch.topk(x, K, dim=A, largest, sorted=True)`. Axis `A` becomes `D<K>`.
    ///
    /// Order: the values come sorted, largest first (or smallest first); NaN counts as larger
    /// than every number, as in PyTorch; equal values keep their index order, smaller index
    /// first (PyTorch leaves this order unspecified).
    ///
    /// `K` is checked when the call is compiled (`cargo build`, not `cargo check`): more than
    /// a static axis `D<N>` has is a build error that prints `K` and `N`. On a `Dyn` axis it
    /// is checked at run time: this panics like [`try_topk`](Self::try_topk). `K = 1` gives
    /// the axis `D<1>`, which does not broadcast (`max_keepdim` gives `One`, which does).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<i32, shape![2, 4]>::from_vec(vec![3, 1, 4, 1, 5, 9, 2, 6]).unwrap();
    /// let (values, indices) = t.topk::<2, 1>(true); // Tensor<_, shape![2, 2]>
    /// assert_eq!(values.to_vec(), [4, 3, 9, 6]);
    /// assert_eq!(indices.to_vec(), [2, 0, 1, 3]);
    /// let (low, at) = t.topk::<3, 1>(false);
    /// assert_eq!(low.to_vec(), [1, 1, 3, 2, 5, 6]);
    /// assert_eq!(at.to_vec(), [1, 3, 0, 2, 0, 3]);
    /// ```
    #[track_caller]
    pub fn topk<const K: usize, const A: usize>(
        &self,
        largest: bool,
    ) -> ValuesAndIndices<T, <S as TopKAxis<K, A>>::Output>
    where
        S: Shape + TopKAxis<K, A>,
    {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = TopKCheck::<S, K, A>::OK;
        self.topk_unchecked::<K, A>(largest).or_panic()
    }

    /// [`topk`](Self::topk), or an `Err` when a `Dyn` axis has fewer than `K` elements.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<f32, shape![dyn]>::from_shape_vec(&[3], vec![0.5, f32::NAN, 2.0]).unwrap();
    /// let (v, i) = t.try_topk::<2, 0>(true).unwrap();
    /// assert!(v.to_vec()[0].is_nan());
    /// assert_eq!((v.to_vec()[1], i.to_vec()), (2.0, vec![1, 2]));
    /// assert_eq!(
    ///     t.try_topk::<4, 0>(true).unwrap_err().to_string(),
    ///     "topk(): k (4) is out of range for dimension 0 of size 3 (dims [3])"
    /// );
    /// ```
    pub fn try_topk<const K: usize, const A: usize>(
        &self,
        largest: bool,
    ) -> Result<ValuesAndIndices<T, <S as TopKAxis<K, A>>::Output>, ShapeError>
    where
        S: Shape + TopKAxis<K, A>,
    {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = TopKCheck::<S, K, A>::OK;
        self.topk_unchecked::<K, A>(largest)
    }

    /// `try_topk` without the build-time check, which each public form evaluates itself so
    /// that the error names the caller's line.
    fn topk_unchecked<const K: usize, const A: usize>(
        &self,
        largest: bool,
    ) -> Result<ValuesAndIndices<T, <S as TopKAxis<K, A>>::Output>, ShapeError>
    where
        S: Shape + TopKAxis<K, A>,
    {
        let axis = axis_index(A, self.rank());
        let (values, indices) = self.select_along(axis, K, largest, "topk")?;
        let mut dims = self.dims().to_vec();
        dims[axis] = K;
        let layout = Layout::contiguous(&dims).expect("no more elements than the input");
        Ok((
            Tensor::from_parts(Buffer::try_from_vec(values).in_op("topk")?, layout),
            Tensor::from_parts(Buffer::try_from_vec(indices).in_op("topk")?, layout),
        ))
    }

    /// The `k`-th smallest element (`k` from 1) along axis `A`, and its index, with the axis
    /// dropped: `torch.kthvalue(x, k, dim=A)`.
    ///
    /// Order as [`topk`](Self::topk) with `largest = false`: NaN above every number, equal
    /// values by index, so the index returned is that of the `k`-th pair in (value, index)
    /// order. Panics like [`try_kthvalue`](Self::try_kthvalue) when `k` is 0 or larger than
    /// the axis.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<i32, shape![2, 3]>::from_vec(vec![3, 1, 2, 7, 7, 5]).unwrap();
    /// let (values, indices) = t.kthvalue::<1>(2); // Tensor<_, shape![2]>
    /// assert_eq!(values.to_vec(), [2, 7]);
    /// assert_eq!(indices.to_vec(), [2, 0]);
    /// ```
    #[allow(clippy::type_complexity)]
    #[track_caller]
    pub fn kthvalue<const A: usize>(
        &self,
        k: usize,
    ) -> (
        Tensor<T, <S as ReduceAxis<A>>::Removed>,
        Tensor<usize, <S as ReduceAxis<A>>::Removed>,
    )
    where
        S: ReduceAxis<A>,
    {
        self.try_kthvalue::<A>(k).or_panic()
    }

    /// [`kthvalue`](Self::kthvalue), or an `Err` when `k` is 0 or larger than the axis.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<f64, shape![3]>::from_vec(vec![0.5, -1.0, 2.0]).unwrap();
    /// let (v, i) = t.try_kthvalue::<0>(1).unwrap();
    /// assert_eq!((v.to_vec(), i.to_vec()), (vec![-1.0], vec![1]));
    /// assert_eq!(
    ///     t.try_kthvalue::<0>(4).unwrap_err().to_string(),
    ///     "kthvalue(): k (4) is out of range for dimension 0 of size 3 (dims [3])"
    /// );
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn try_kthvalue<const A: usize>(
        &self,
        k: usize,
    ) -> Result<
        (
            Tensor<T, <S as ReduceAxis<A>>::Removed>,
            Tensor<usize, <S as ReduceAxis<A>>::Removed>,
        ),
        ShapeError,
    >
    where
        S: ReduceAxis<A>,
    {
        let dims = self.dims();
        let axis = axis_index(A, dims.len());
        if k == 0 || k > dims[axis] {
            return Err(ShapeError::KOutOfRange {
                op: "kthvalue",
                k,
                dims: dims.to_vec(),
                axis,
            });
        }
        let (values, indices) = self.select_along(axis, k, false, "kthvalue")?;
        let (outer, _, inner) = split_at_axis(dims, axis);
        let pick = |o: usize, j: usize| (o * k + k - 1) * inner + j;
        let mut kth_values = kernel::vec_with_capacity(outer * inner).in_op("kthvalue")?;
        let mut kth_indices = kernel::vec_with_capacity(outer * inner).in_op("kthvalue")?;
        for o in 0..outer {
            for j in 0..inner {
                kth_values.push(values[pick(o, j)]);
                kth_indices.push(indices[pick(o, j)]);
            }
        }
        Ok((
            removed(
                Buffer::try_from_vec(kth_values).in_op("kthvalue")?,
                dims,
                axis,
            ),
            removed(
                Buffer::try_from_vec(kth_indices).in_op("kthvalue")?,
                dims,
                axis,
            ),
        ))
    }
}

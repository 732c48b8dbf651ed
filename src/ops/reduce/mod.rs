//! Reductions: over one const-generic axis (`sum::<1>()`), over the whole tensor
//! (`sum_all()`), `topk` and `kthvalue`.
//!
//! The folds are defined here as `kernel::Reducer`s; the kernel (`kernel::reduce`) runs them
//! with vectorized inner loops and rayon. Inputs that are not contiguous (broadcast or permuted
//! views) are first copied to a contiguous buffer by the elementwise kernel.

mod all;
mod axis;
mod moments;
mod topk;

use super::unary_math::{max_nan, min_nan};
use crate::error::{InOp, OrPanic, ShapeError};
use crate::float::FloatElement;
use crate::kernel::Buffer;
use crate::kernel::{self, Reducer};
use crate::layout::Layout;
use crate::tensor::{saved, Derivation, Reducing};
use crate::{Element, Record, Tensor};

/// How a reduction treats an empty axis.
#[derive(Clone, Copy)]
pub(crate) enum Empty<O> {
    /// The result of reducing no elements (0 for `sum`, 1 for `prod`, NaN for `mean`).
    Value(O),
    /// No identity: an empty axis is an error (`max`, `argmin`, ...).
    Error(&'static str),
}

impl<T, S, R: Record<T>> Tensor<T, S, R> {
    /// The reduction `storage` over `axis` as the result, the axis kept as 1 when `keep`,
    /// with `self`'s record; `kind` names its gradient.
    #[track_caller]
    pub(crate) fn reduced_as<S2>(
        &self,
        storage: Buffer<T>,
        axis: usize,
        keep: bool,
        kind: Reducing<T>,
    ) -> Tensor<T, S2, R> {
        let value = match keep {
            true => kept(storage, self.dims(), axis),
            false => removed(storage, self.dims(), axis),
        };
        self.derive_reduced(value, Some(axis), !keep, kind)
    }

    #[track_caller]
    fn derive_reduced<S2>(
        &self,
        value: Tensor<T, S2>,
        axis: Option<usize>,
        removed: bool,
        kind: Reducing<T>,
    ) -> Tensor<T, S2, R> {
        R::derive(&[self.record()], value, |_, y| {
            let reads = kind.reads_values();
            Derivation::Reduced {
                dims: self.dims().to_vec(),
                axis,
                removed,
                x: reads.then(|| saved(self)),
                y: reads.then(|| saved(y)),
                kind,
            }
        })
    }
}

impl<T: Copy + Send + Sync, S, R: Record<T>> Tensor<T, S, R> {
    /// `value`, the reduction of every element, as a rank-0 tensor with `self`'s record.
    #[track_caller]
    pub(crate) fn reduced_all_as(&self, value: T, kind: Reducing<T>) -> Tensor<T, (), R> {
        let value = Tensor::full_with_dims(&[], value).or_panic();
        self.derive_reduced(value, None, true, kind)
    }
}

impl<T: Copy + Send + Sync, S, Rec> Tensor<T, S, Rec> {
    /// Calls `f` with the elements as one row-major slice, copying them first if the layout is
    /// not contiguous; an `Err` of op `op` when that copy cannot be allocated (a broadcast
    /// view's copy can be far larger than its storage).
    pub(crate) fn with_contiguous<R>(
        &self,
        op: &'static str,
        f: impl FnOnce(&[T]) -> R,
    ) -> Result<R, ShapeError> {
        match self.as_slice() {
            Some(slice) => Ok(f(slice)),
            None => {
                let dims = self.dims();
                let copy = kernel::map(dims, self.operand(dims), core::convert::identity);
                Ok(f(&copy.in_op(op)?))
            }
        }
    }

    /// The fold `r` over `axis`, as a row-major buffer of the other axes' dims, or an `Err` of
    /// op `op` when a buffer cannot be allocated.
    pub(crate) fn reduce_axis_storage<R>(
        &self,
        op: &'static str,
        axis: usize,
        r: &R,
        empty: Empty<R::Out>,
    ) -> Result<Buffer<R::Out>, ShapeError>
    where
        R: Reducer<T>,
        R::Out: Clone,
    {
        let dims = self.dims();
        let (outer, len, inner) = split_at_axis(dims, axis);
        if len == 0 {
            return match empty {
                // No element, but `outer * inner` outputs: as many as a broadcast view's dims
                // say, which may be more than memory holds.
                Empty::Value(v) => kernel::full_buffer(outer * inner, v).in_op(op),
                Empty::Error(op) => Err(ShapeError::EmptyReduction {
                    op,
                    dims: dims.to_vec(),
                    axis: Some(axis),
                }),
            };
        }
        self.with_contiguous(op, |data| kernel::reduce(data, outer, len, inner, r))?
            .in_op(op)
    }

    /// The fold `r` over every element, in row-major order (indices are flat indices), or an
    /// `Err` of op `op` when a buffer cannot be allocated.
    pub(crate) fn reduce_all<R>(
        &self,
        op: &'static str,
        r: &R,
        empty: Empty<R::Out>,
    ) -> Result<R::Out, ShapeError>
    where
        R: Reducer<T>,
        R::Out: Clone,
    {
        let numel = self.numel();
        if numel == 0 {
            return match empty {
                Empty::Value(v) => Ok(v),
                Empty::Error(op) => Err(ShapeError::EmptyReduction {
                    op,
                    dims: self.dims().to_vec(),
                    axis: None,
                }),
            };
        }
        let out = self
            .with_contiguous(op, |data| kernel::reduce(data, 1, numel, 1, r))?
            .in_op(op)?;
        Ok(out[0].clone())
    }
}

/// `dims` as `[outer, dims[axis], inner]`.
pub(crate) fn split_at_axis(dims: &[usize], axis: usize) -> (usize, usize, usize) {
    let outer = dims[..axis].iter().product();
    let inner = dims[axis + 1..].iter().product();
    (outer, dims[axis], inner)
}

/// A reduced tensor whose type drops the axis: `storage` holds `dims` without `axis`.
pub(crate) fn removed<O, S>(storage: Buffer<O>, dims: &[usize], axis: usize) -> Tensor<O, S> {
    let mut out = dims.to_vec();
    out.remove(axis);
    Tensor::from_parts(
        storage,
        Layout::contiguous(&out).expect("fewer elements than the input"),
    )
}

/// A reduced tensor whose type keeps the axis as `One`.
pub(crate) fn kept<O, S>(storage: Buffer<O>, dims: &[usize], axis: usize) -> Tensor<O, S> {
    let mut out = dims.to_vec();
    out[axis] = 1;
    Tensor::from_parts(
        storage,
        Layout::contiguous(&out).expect("fewer elements than the input"),
    )
}

/// `sum`: wrapping for integers.
pub(crate) struct Sum;
impl<T: Element> Reducer<T> for Sum {
    type Acc = T::Accumulator;
    type Out = T;
    #[inline(always)]
    fn init(&self, _: T, _: usize) -> T::Accumulator {
        num_traits::Zero::zero()
    }
    #[inline(always)]
    fn step(&self, acc: T::Accumulator, x: T, _: usize) -> T::Accumulator {
        acc.add_elem(x.to_accumulator())
    }
    #[inline(always)]
    fn merge(&self, a: T::Accumulator, b: T::Accumulator) -> T::Accumulator {
        a.add_elem(b)
    }
    #[inline(always)]
    fn finish(&self, acc: T::Accumulator, _: usize) -> T {
        T::from_accumulator(acc)
    }
}

/// `prod`: wrapping for integers.
pub(crate) struct Prod;
impl<T: Element> Reducer<T> for Prod {
    type Acc = T::Accumulator;
    type Out = T;
    #[inline(always)]
    fn init(&self, _: T, _: usize) -> T::Accumulator {
        num_traits::One::one()
    }
    #[inline(always)]
    fn step(&self, acc: T::Accumulator, x: T, _: usize) -> T::Accumulator {
        acc.mul_elem(x.to_accumulator())
    }
    #[inline(always)]
    fn merge(&self, a: T::Accumulator, b: T::Accumulator) -> T::Accumulator {
        a.mul_elem(b)
    }
    #[inline(always)]
    fn finish(&self, acc: T::Accumulator, _: usize) -> T {
        T::from_accumulator(acc)
    }
}

/// `mean`: the sum divided by the axis length.
pub(crate) struct Mean;
impl<T: FloatElement> Reducer<T> for Mean {
    type Acc = T::Accumulator;
    type Out = T;
    #[inline(always)]
    fn init(&self, _: T, _: usize) -> T::Accumulator {
        num_traits::Zero::zero()
    }
    #[inline(always)]
    fn step(&self, acc: T::Accumulator, x: T, _: usize) -> T::Accumulator {
        acc + x.to_accumulator()
    }
    #[inline(always)]
    fn merge(&self, a: T::Accumulator, b: T::Accumulator) -> T::Accumulator {
        a + b
    }
    #[inline(always)]
    fn finish(&self, acc: T::Accumulator, len: usize) -> T {
        let len: T::Accumulator =
            num_traits::NumCast::from(len).expect("a float holds any length, perhaps rounded");
        T::from_accumulator(acc / len)
    }
}

/// `max` (`MAX = true`) or `min` of the values; NaN propagates.
pub(crate) struct Extreme<const MAX: bool>;
impl<T: Element + PartialOrd, const MAX: bool> Reducer<T> for Extreme<MAX> {
    type Acc = T;
    type Out = T;
    #[inline(always)]
    fn init(&self, first: T, _: usize) -> T {
        first
    }
    #[inline(always)]
    fn step(&self, acc: T, x: T, _: usize) -> T {
        if MAX {
            max_nan(x, acc)
        } else {
            min_nan(x, acc)
        }
    }
    #[inline(always)]
    fn merge(&self, a: T, b: T) -> T {
        self.step(a, b, 0)
    }
    #[inline(always)]
    fn finish(&self, acc: T, _: usize) -> T {
        acc
    }
}

/// `argmax` (`MAX = true`) or `argmin`: the index of the first NaN if there is one, else of
/// the first extreme value.
pub(crate) struct ArgExtreme<const MAX: bool>;
impl<const MAX: bool> ArgExtreme<MAX> {
    #[inline(always)]
    #[allow(clippy::eq_op)] // `x != x` is the NaN test for any PartialOrd element
    fn better<T: PartialOrd>(x: &T, i: usize, best: &T, j: usize) -> bool {
        if best != best {
            x != x && i < j
        } else if x != x {
            true
        } else if MAX {
            x > best || (x == best && i < j)
        } else {
            x < best || (x == best && i < j)
        }
    }
}
impl<T: Element + PartialOrd, const MAX: bool> Reducer<T> for ArgExtreme<MAX> {
    type Acc = (T, usize);
    type Out = usize;
    #[inline(always)]
    fn init(&self, first: T, index: usize) -> (T, usize) {
        (first, index)
    }
    #[inline(always)]
    fn step(&self, acc: (T, usize), x: T, index: usize) -> (T, usize) {
        if Self::better(&x, index, &acc.0, acc.1) {
            (x, index)
        } else {
            acc
        }
    }
    #[inline(always)]
    fn merge(&self, a: (T, usize), b: (T, usize)) -> (T, usize) {
        self.step(a, b.0, b.1)
    }
    #[inline(always)]
    fn finish(&self, acc: (T, usize), _: usize) -> usize {
        acc.1
    }
}

/// The vector norm of order `p`.
#[derive(Clone, Copy)]
pub(crate) enum Norm<T> {
    /// `p = 0`: the number of non-zero elements.
    Zero,
    /// `p = 1`: the sum of absolute values.
    One,
    /// `p = 2`: the square root of the sum of squares.
    Two,
    /// `p = inf`: the largest absolute value.
    Inf,
    /// `p = -inf`: the smallest absolute value.
    NegInf,
    /// Any other `p`: `(sum |x|^p)^(1/p)`.
    P(T),
}

impl<T: FloatElement> Norm<T> {
    pub(crate) fn new(p: T) -> Self {
        if p == T::zero() {
            Norm::Zero
        } else if p == T::one() {
            Norm::One
        } else if p == T::one() + T::one() {
            Norm::Two
        } else if p == T::infinity() {
            Norm::Inf
        } else if p == T::neg_infinity() {
            Norm::NegInf
        } else {
            Norm::P(p)
        }
    }

    /// An empty axis: 0, except the infinity norms, which have no identity (PyTorch errors).
    pub(crate) fn empty(self) -> Empty<T> {
        match self {
            Norm::Inf | Norm::NegInf => Empty::Error("norm"),
            _ => Empty::Value(T::zero()),
        }
    }
}

use num_traits::Float;

impl<T: FloatElement> Reducer<T> for Norm<T> {
    type Acc = T::Accumulator;
    type Out = T;
    #[inline(always)]
    fn init(&self, first: T, _: usize) -> T::Accumulator {
        match self {
            Norm::Inf | Norm::NegInf => Float::abs(first.to_accumulator()),
            _ => num_traits::Zero::zero(),
        }
    }
    #[inline(always)]
    fn step(&self, acc: T::Accumulator, x: T, _: usize) -> T::Accumulator {
        let x = x.to_accumulator();
        let (zero, one) = (num_traits::Zero::zero(), num_traits::One::one());
        match *self {
            Norm::Zero => acc + if x != zero { one } else { zero },
            Norm::One => acc + Float::abs(x),
            Norm::Two => acc + x * x,
            Norm::Inf => max_nan(Float::abs(x), acc),
            Norm::NegInf => min_nan(Float::abs(x), acc),
            Norm::P(p) => acc + Float::powf(Float::abs(x), p.to_accumulator()),
        }
    }
    #[inline(always)]
    fn merge(&self, a: T::Accumulator, b: T::Accumulator) -> T::Accumulator {
        match self {
            Norm::Inf => max_nan(a, b),
            Norm::NegInf => min_nan(a, b),
            _ => a + b,
        }
    }
    #[inline(always)]
    fn finish(&self, acc: T::Accumulator, _: usize) -> T {
        T::from_accumulator(match *self {
            Norm::Two => Float::sqrt(acc),
            Norm::P(p) => Float::powf(acc, Float::recip(p.to_accumulator())),
            _ => acc,
        })
    }
}

//! `softmax`, `log_softmax`, `logsumexp` and `logsumexp_keepdim` over a const axis `A`, fused
//! and numerically stable (`kernel::softmax`).

use super::reduce::split_at_axis;
use crate::error::{InOp, OrPanic, ShapeError};
use crate::float::FloatElement;
use crate::kernel::{self, Softmax};
use crate::layout::Layout;
use crate::shape::ReduceAxis;
use crate::tensor::{saved, Derivation, Reducing};
use crate::{Record, Tensor};

/// Shapes with an axis `A`, for `softmax::<A>()` and `log_softmax::<A>()`, whose result has
/// the input's shape: `Output` is always `Self`. Implemented exactly when
/// [`ReduceAxis<A>`](crate::shape::ReduceAxis) is, so generic code bounds on that (or on
/// [`Axis<A>`](crate::shape::Axis)).
///
/// The methods name `Output` in their result rather than bounding on `ReduceAxis<A>` in a
/// where clause: an axis out of range is then reported without rustc's "required by a bound"
/// note, as for the reductions.
///
/// ```
/// use typed_tensor::{shape, Tensor};
/// let p: Tensor<f32, shape![2, 3]> = Tensor::<f32, shape![2, 3]>::zeros().softmax::<0>();
/// ```
pub trait SoftmaxAxis<const A: usize> {
    /// `Self`.
    type Output;
}

impl<S, R, K, const A: usize> SoftmaxAxis<A> for S
where
    S: ReduceAxis<A, Removed = R, Kept = K>,
{
    type Output = S;
}

/// The index of axis `A` in a shape of `rank` axes ([`LAST`](crate::LAST) is the last one),
/// which the bound has checked to be in range. The one place where the softmax family turns
/// its axis parameter into an index.
#[inline(always)]
fn axis_index<S: SoftmaxAxis<A>, const A: usize>(rank: usize) -> usize {
    crate::shape::axis_index(A, rank)
}

impl<T: FloatElement, S, R: Record<T>> Tensor<T, S, R> {
    /// `exp(x) / sum(exp(x))` along axis `A` (`torch.softmax(x, dim=A)`), same shape.
    ///
    /// Computed as `exp(x - max) / sum(exp(x - max))`, fused: never overflows for large finite
    /// inputs, reads the input from memory once (the last axis) or twice (other axes), and
    /// matches the composed form (`max_keepdim`, `-`, `exp`, `sum_keepdim`, `/`) within 1e-6
    /// relative. As PyTorch: a NaN or `+inf` along the axis, or an axis of only `-inf`, makes
    /// that line NaN; `-inf` elements of an otherwise finite line get 0. An axis out of range
    /// is a compile error naming the axis and the shape. Panics with
    /// [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory)'s text when the result (or
    /// a copy of a view that is not contiguous) cannot be allocated.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let logits = Tensor::<f32, shape![2, 3]>::from_vec(vec![1.0, 2.0, 3.0, 1e4, 1e4, -1e4]).unwrap();
    /// let p = logits.softmax::<1>();
    /// let want = [0.09003057, 0.24472847, 0.66524096, 0.5, 0.5, 0.0];
    /// for (got, want) in p.to_vec().iter().zip(want) {
    ///     assert!((got - want).abs() <= 1e-6 * want, "{got} vs {want}");
    /// }
    /// ```
    #[track_caller]
    pub fn softmax<const A: usize>(&self) -> Tensor<T, <S as SoftmaxAxis<A>>::Output, R>
    where
        S: SoftmaxAxis<A>,
    {
        self.derive_softmax::<A, _>("softmax", Softmax::Exp)
    }

    /// `x - logsumexp(x)` along axis `A` (`torch.log_softmax(x, dim=A)`), same shape.
    ///
    /// Computed as `(x - max) - ln(sum(exp(x - max)))` in one fused pass (two for axes other
    /// than the last): finite for any finite input, where `softmax(x).ln()` gives `-inf` once
    /// a probability underflows. Special values, and the panic when memory cannot be had, as
    /// [`softmax`](Self::softmax).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2, 2]>::from_vec(vec![0.0, 0.0, 1e4, -1e4]).unwrap();
    /// let l = x.log_softmax::<1>().to_vec();
    /// assert!((l[0] - (-std::f64::consts::LN_2)).abs() < 1e-15);
    /// assert_eq!((l[2], l[3]), (0.0, -2e4));
    /// ```
    #[track_caller]
    pub fn log_softmax<const A: usize>(&self) -> Tensor<T, <S as SoftmaxAxis<A>>::Output, R>
    where
        S: SoftmaxAxis<A>,
    {
        self.derive_softmax::<A, _>("log_softmax", Softmax::Log)
    }

    /// `kind` over axis `A`, with `self`'s record: the rule reads the output.
    #[track_caller]
    fn derive_softmax<const A: usize, S2>(
        &self,
        op: &'static str,
        kind: Softmax,
    ) -> Tensor<T, S2, R>
    where
        S: SoftmaxAxis<A>,
    {
        let axis = axis_index::<S, A>(self.dims().len());
        let value = self.plain().softmax_kind(op, axis, kind);
        R::derive(&[self.record()], value, |_, y| Derivation::Softmax {
            axis,
            log: matches!(kind, Softmax::Log),
            y: saved(y),
        })
    }

    /// `ln(sum(exp(x)))` along axis `A`, which the result drops (`torch.logsumexp(x, dim=A)`).
    ///
    /// Computed as `max + ln(sum(exp(x - max)))`, so it is finite for any finite input. As
    /// PyTorch: NaN along the axis gives NaN, a `+inf` gives `+inf`, an axis of only `-inf`
    /// gives `-inf`, and an empty axis gives `-inf` (the log of an empty sum). Panics as
    /// [`softmax`](Self::softmax) does when memory cannot be had.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![2, 2]>::from_vec(vec![1e4, 1e4, -1e4, f32::NEG_INFINITY]).unwrap();
    /// let l: Tensor<f32, shape![2]> = x.logsumexp::<1>();
    /// assert_eq!(l.to_vec(), [1e4 + std::f32::consts::LN_2, -1e4]);
    /// let empty = Tensor::<f32, shape![3, 0]>::zeros();
    /// assert_eq!(empty.logsumexp::<1>().to_vec(), [f32::NEG_INFINITY; 3]);
    /// ```
    #[track_caller]
    pub fn logsumexp<const A: usize>(&self) -> Tensor<T, <S as ReduceAxis<A>>::Removed, R>
    where
        S: ReduceAxis<A>,
    {
        let axis = axis_index::<S, A>(self.dims().len());
        let storage = self.plain().logsumexp_storage(axis);
        self.reduced_as(storage, axis, false, Reducing::LogSumExp)
    }

    /// [`logsumexp`](Self::logsumexp) along axis `A`, kept as a `One` axis (`keepdim=True`).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2, 3]>::from_vec(vec![0.0, 0.0, 0.0, 1.0, 2.0, 3.0]).unwrap();
    /// let l: Tensor<f64, shape![1, 3]> = x.logsumexp_keepdim::<0>();
    /// let want = [(1f64 + 1f64.exp()).ln(), (1f64 + 2f64.exp()).ln(), (1f64 + 3f64.exp()).ln()];
    /// for (got, want) in l.to_vec().iter().zip(want) {
    ///     assert!((got - want).abs() < 1e-14, "{got} vs {want}");
    /// }
    /// ```
    #[track_caller]
    pub fn logsumexp_keepdim<const A: usize>(&self) -> Tensor<T, <S as ReduceAxis<A>>::Kept, R>
    where
        S: ReduceAxis<A>,
    {
        let axis = axis_index::<S, A>(self.dims().len());
        let storage = self.plain().logsumexp_storage(axis);
        self.reduced_as(storage, axis, true, Reducing::LogSumExp)
    }
}

impl<T: FloatElement, S> Tensor<T, S> {
    /// `softmax` or `log_softmax` (`op`) along `axis`; panics with the error of `op` when a
    /// buffer cannot be allocated.
    #[track_caller]
    fn softmax_kind<S2>(&self, op: &'static str, axis: usize, kind: Softmax) -> Tensor<T, S2> {
        self.try_softmax_kind(op, axis, kind).or_panic()
    }

    /// [`log_softmax`](Self::log_softmax), or an `Err` when a buffer cannot be allocated: for
    /// the losses, whose `try_` forms return it.
    pub(crate) fn try_log_softmax<const A: usize>(
        &self,
    ) -> Result<Tensor<T, <S as SoftmaxAxis<A>>::Output>, ShapeError>
    where
        S: SoftmaxAxis<A>,
    {
        let axis = axis_index::<S, A>(self.dims().len());
        self.try_softmax_kind("log_softmax", axis, Softmax::Log)
    }

    /// [`softmax`](Self::softmax), or an `Err` when a buffer cannot be allocated: for the
    /// class losses' gradient, whose `try_` forms return it.
    pub(crate) fn try_softmax<const A: usize>(
        &self,
    ) -> Result<Tensor<T, <S as SoftmaxAxis<A>>::Output>, ShapeError>
    where
        S: SoftmaxAxis<A>,
    {
        let axis = axis_index::<S, A>(self.dims().len());
        self.try_softmax_kind("softmax", axis, Softmax::Exp)
    }

    /// `softmax` or `log_softmax` (`op`) along `axis`, or the `Err` of `op` when a buffer
    /// cannot be allocated.
    fn try_softmax_kind<S2>(
        &self,
        op: &'static str,
        axis: usize,
        kind: Softmax,
    ) -> Result<Tensor<T, S2>, ShapeError> {
        let dims = self.dims();
        let storage = self
            .with_contiguous(op, |data| T::softmax(data, split_at_axis(dims, axis), kind))?
            .in_op(op)?;
        Ok(Tensor::from_parts(
            storage,
            Layout::contiguous(dims).expect("dims of an existing tensor fit"),
        ))
    }

    #[track_caller]
    fn logsumexp_storage(&self, axis: usize) -> kernel::Buffer<T> {
        let dims = self.dims();
        self.with_contiguous("logsumexp", |data| {
            T::logsumexp(data, split_at_axis(dims, axis))
        })
        .and_then(|storage| storage.in_op("logsumexp"))
        .or_panic()
    }
}

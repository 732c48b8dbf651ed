//! The shared body of every broadcasting binary op, with owned-buffer reuse.

use crate::error::{InOp, ShapeError};
use crate::kernel::{Arith, Operand};
use crate::layout::{broadcast_layout, Layout};
use crate::shape::{Broadcast, BroadcastWith};
use crate::{Element, Tensor};

/// An operand of a binary op: a borrowed tensor, or an owned one whose buffer may become the
/// result.
///
/// A trait over `Tensor` and `&Tensor` rather than an enum of the two: the borrowed case is
/// resolved at compile time, so `&a + &b` carries no reuse test and never moves a
/// tensor-sized enum, a copy that costs a small op a large share of its time.
pub(crate) trait Operand2<T, S>: Sized {
    /// The operand's dims.
    fn dims(&self) -> &[usize];

    /// The operand as a kernel input broadcast to `out_dims`.
    fn operand(&self, out_dims: &[usize]) -> Operand<'_, T>;

    /// `self[i] = op(self[i], other[i])` in this operand's own buffer, when it is owned,
    /// unique and contiguous and `other(self.dims())` gives the other operand (`None` when
    /// this operand's dims are not the result's); otherwise `Err(self)`, untouched. For a
    /// borrowed operand `other` is never called.
    fn reuse_as_output<'o>(
        self,
        other: impl FnOnce(&[usize]) -> Option<Operand<'o, T>>,
        op: Arith,
    ) -> Result<Tensor<T, S>, Self>
    where
        T: 'o;
}

impl<T: Element, S> Operand2<T, S> for Tensor<T, S> {
    #[inline(always)]
    fn dims(&self) -> &[usize] {
        Tensor::dims(self)
    }

    #[inline(always)]
    fn operand(&self, out_dims: &[usize]) -> Operand<'_, T> {
        Tensor::operand(self, out_dims)
    }

    #[inline]
    fn reuse_as_output<'o>(
        mut self,
        other: impl FnOnce(&[usize]) -> Option<Operand<'o, T>>,
        op: Arith,
    ) -> Result<Tensor<T, S>, Self>
    where
        T: 'o,
    {
        match other(self.dims()) {
            Some(other) if self.assign_arith_if_unique(other, op) => Ok(self),
            _ => Err(self),
        }
    }
}

impl<T, S, R> Operand2<T, S> for &Tensor<T, S, R> {
    #[inline(always)]
    fn dims(&self) -> &[usize] {
        Tensor::dims(self)
    }

    #[inline(always)]
    fn operand(&self, out_dims: &[usize]) -> Operand<'_, T> {
        Tensor::operand(self, out_dims)
    }

    #[inline(always)]
    fn reuse_as_output<'o>(
        self,
        _other: impl FnOnce(&[usize]) -> Option<Operand<'o, T>>,
        _op: Arith,
    ) -> Result<Tensor<T, S>, Self>
    where
        T: 'o,
    {
        Err(self)
    }
}

/// The layout of `lhs` and `rhs` broadcast together, or the error naming both shapes.
#[inline]
pub(crate) fn output_layout<T, S1: BroadcastWith<S2>, S2, R1, R2>(
    lhs: &Tensor<T, S1, R1>,
    rhs: &Tensor<T, S2, R2>,
) -> Result<Layout, ShapeError> {
    typed_broadcast_layout(S1::STRICT_AXES, lhs.dims(), rhs.dims())
        .map_err(ShapeError::naming_dims::<S1, S2>)
}

/// The broadcast of run-time `lhs` and `rhs` dims, where the result axes in the `strict` mask
/// (`BroadcastWith::STRICT_AXES`) must come out 1.
///
/// NumPy's rule lets any size 1 broadcast; the types let only `One` do so. The two differ in
/// one case, a static `D<1>` axis against a `Dyn` that is not 1: the type says `D<1>`, so the
/// run-time size must be 1 too, and the error names the axis as any broadcast error does.
#[inline]
pub(crate) fn typed_broadcast_layout(
    strict: u16,
    lhs: &[usize],
    rhs: &[usize],
) -> Result<Layout, ShapeError> {
    let layout = broadcast_layout(lhs, rhs)?;
    let misfit = match strict {
        0 => None,
        _ => (0..layout.dims().len()).find(|&i| strict & (1 << i) != 0 && layout.dims()[i] != 1),
    };
    match misfit {
        Some(axis) => Err(ShapeError::Broadcast {
            lhs: lhs.to_vec(),
            rhs: rhs.to_vec(),
            axis,
            dim: None,
        }),
        None => Ok(layout),
    }
}

/// `op` applied elementwise to the broadcast of `lhs` and `rhs`, whose layout `out_layout`
/// the caller has computed with [`output_layout`].
///
/// An owned operand whose dims are the result's and whose storage is unique and contiguous
/// becomes the result in place, so chains of owned ops allocate nothing. An `Err` when a new
/// output cannot be allocated.
#[inline(always)]
pub(crate) fn zip_broadcast<T, S1, S2>(
    lhs: impl Operand2<T, S1>,
    rhs: impl Operand2<T, S2>,
    out_layout: &Layout,
    op: Arith,
) -> Result<Tensor<T, Broadcast<S1, S2>>, ShapeError>
where
    T: Element,
    S1: BroadcastWith<S2>,
{
    let out_dims = out_layout.dims();
    // Each operand's partner, seen with the output's dims, when the operand has those dims.
    let fits = |dims: &[usize]| dims == out_dims;
    let rhs_seen = |d: &[usize]| fits(d).then(|| rhs.operand(out_dims));
    let lhs = match lhs.reuse_as_output(rhs_seen, op) {
        Ok(result) => return Ok(result.retype()),
        Err(lhs) => lhs,
    };
    let lhs_seen = |d: &[usize]| fits(d).then(|| lhs.operand(out_dims));
    let rhs = match rhs.reuse_as_output(lhs_seen, op.reversed()) {
        Ok(result) => return Ok(result.retype()),
        Err(rhs) => rhs,
    };
    let storage = T::zip_arith(op, out_dims, lhs.operand(out_dims), rhs.operand(out_dims));
    Ok(Tensor::from_parts(storage.in_op(op.name())?, *out_layout))
}

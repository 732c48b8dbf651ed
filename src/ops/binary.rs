//! The shared body of every broadcasting binary op, with owned-buffer reuse.

use crate::error::ShapeError;
use crate::kernel;
use crate::layout::broadcast_layout;
use crate::shape::{Broadcast, BroadcastWith};
use crate::Tensor;

/// An operand of a binary op, owned (its buffer may be reused for the result) or borrowed.
pub(crate) enum Operand2<'a, T, S> {
    Owned(Tensor<T, S>),
    Borrowed(&'a Tensor<T, S>),
}

impl<T, S> Operand2<'_, T, S> {
    fn tensor(&self) -> &Tensor<T, S> {
        match self {
            Operand2::Owned(t) => t,
            Operand2::Borrowed(t) => t,
        }
    }

    fn into_owned(self) -> Tensor<T, S> {
        match self {
            Operand2::Owned(t) => t,
            Operand2::Borrowed(_) => unreachable!("only called on an owned operand"),
        }
    }
}

/// `f` applied elementwise to the broadcast of `lhs` and `rhs`.
///
/// An owned operand whose dims are the result's and whose storage is unique and contiguous
/// becomes the result in place, so chains of owned ops allocate nothing.
pub(crate) fn zip_broadcast<T, S1, S2>(
    lhs: Operand2<'_, T, S1>,
    rhs: Operand2<'_, T, S2>,
    f: impl Fn(T, T) -> T + Sync + Copy,
) -> Result<Tensor<T, Broadcast<S1, S2>>, ShapeError>
where
    T: Copy + Send + Sync,
    S1: BroadcastWith<S2>,
{
    let out_layout = broadcast_layout(lhs.tensor().dims(), rhs.tensor().dims())?;
    let out_dims = out_layout.dims();
    let (mut lhs, mut rhs) = (lhs, rhs);
    if let Operand2::Owned(a) = &mut lhs {
        if a.dims() == out_dims && a.assign_if_unique(rhs.tensor().operand(out_dims), f) {
            return Ok(lhs.into_owned().retype());
        }
    }
    if let Operand2::Owned(b) = &mut rhs {
        if b.dims() == out_dims
            && b.assign_if_unique(lhs.tensor().operand(out_dims), move |y, x| f(x, y))
        {
            return Ok(rhs.into_owned().retype());
        }
    }
    let (a, b) = (lhs.tensor(), rhs.tensor());
    let storage = kernel::binary(out_dims, a.operand(out_dims), b.operand(out_dims), f);
    Ok(Tensor::from_parts(storage, out_layout))
}

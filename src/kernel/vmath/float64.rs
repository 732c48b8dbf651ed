//! The [`Op`]s for `f64`.

use super::{Op, VecMath};
use core::mem::MaybeUninit;

impl VecMath for f64 {
    fn apply(op: Op<f64>, src: &[f64], out: &mut [MaybeUninit<f64>]) {
        super::scalar::apply(op, src, out, libm::erf)
    }
}

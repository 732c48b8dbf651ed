//! The [`Op`]s for `f32`.

use super::{Op, VecMath};
use core::mem::MaybeUninit;

impl VecMath for f32 {
    fn apply(op: Op<f32>, src: &[f32], out: &mut [MaybeUninit<f32>]) {
        super::scalar::apply(op, src, out, libm::erff)
    }
}

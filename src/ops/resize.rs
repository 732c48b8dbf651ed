//! What the ops that resize to the output type's spatial sizes share (adaptive pooling and the
//! interpolations): the build-time check that those sizes are static, and the run-time one
//! that an empty input axis is not resized to a non-empty one.

use crate::error::ShapeError;
use crate::shape::const_fmt::{fail, ConstStr};
use crate::shape::Shape;
use core::marker::PhantomData;

/// The build-time check of a resize into the NCHW shape `Y`: its height and width are static
/// (`POOL`: `adaptive_avg_pool2d`'s words, else `interpolate`'s).
pub(crate) struct StaticSizes<Y, const POOL: bool>(PhantomData<Y>);

impl<Y: Shape, const POOL: bool> StaticSizes<Y, POOL> {
    const MESSAGE: ConstStr = match (Y::STATIC_DIMS[2], Y::STATIC_DIMS[3]) {
        (Some(_), Some(_)) => ConstStr::new(),
        _ => ConstStr::new()
            .push(if POOL {
                "adaptive_avg_pool2d"
            } else {
                "interpolate"
            })
            .push(": the output `")
            .shape(Y::DIM_NAMES)
            .push("` must have a static height and width, the sizes to ")
            .push(if POOL { "pool to" } else { "interpolate to" }),
    };

    pub(crate) const CHECK: () = if !Self::MESSAGE.is_empty() {
        fail(Self::MESSAGE.as_str())
    };
}

/// `Y`'s static height and width (checked by [`StaticSizes`]), or the error of an empty axis
/// of the input `dims` that they would make non-empty.
pub(crate) fn resized_sizes<Y: Shape>(
    op: &'static str,
    dims: &[usize],
) -> Result<[usize; 2], ShapeError> {
    let out = [Y::STATIC_DIMS[2], Y::STATIC_DIMS[3]]
        .map(|size| size.expect("checked static by the build"));
    match (0..2).find(|&axis| dims[2 + axis] == 0 && out[axis] > 0) {
        Some(axis) => Err(ShapeError::EmptyReduction {
            op,
            dims: dims.to_vec(),
            axis: Some(2 + axis),
        }),
        None => Ok(out),
    }
}

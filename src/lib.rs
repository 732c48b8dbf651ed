#![doc = include_str!("../README.md")]
#![forbid(unsafe_op_in_unsafe_fn)]
#![deny(missing_docs)]

mod element;
mod error;
mod kernel;
mod layout;
mod macros;
mod ops;
pub mod shape;
mod tensor;

pub use element::{Element, SignedElement};
pub use error::ShapeError;
pub use kernel::{parallel_min_elements, set_parallel_min_elements};
pub use shape::{
    Axis, AxisOutOfRange, AxisRanks, Broadcast, BroadcastDimInto, BroadcastDims, BroadcastInto,
    BroadcastIntoRanks, BroadcastRanks, BroadcastWith, Dim, Dyn, InsertAxis, InsertAxisRanks,
    NewAxisOutOfRange, One, Shape, SourceHasMoreAxes, StaticDim, StaticShape, D, MAX_RANK,
};
pub use tensor::{Iter, Tensor};

#[doc(hidden)]
pub mod __private {
    pub use typed_tensor_macros::{shape_type, tensor_value};
}

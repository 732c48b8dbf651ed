#![doc = include_str!("../README.md")]
#![forbid(unsafe_op_in_unsafe_fn)]
#![deny(missing_docs)]

mod element;
mod error;
mod float;
mod kernel;
mod layout;
mod macros;
mod ops;
pub mod shape;
mod tensor;
mod transform;

pub use element::{Element, SignedElement};
pub use error::ShapeError;
pub use float::{AbsElement, FloatElement, PowElement};
pub use kernel::{
    parallel_min_elements, recycled_bytes, recycled_bytes_limit, set_parallel_min_elements,
    set_recycled_bytes_limit, DEFAULT_RECYCLED_BYTES_LIMIT,
};
pub use ops::CastElement;
pub use ops::{try_where, where_, ReduceAxis, TopKAxis, ZipWith};
pub use shape::{
    Axes0, Axes1, Axes2, Axes3, Axes4, Axes5, Axes6, Axes7, Axes8, FlattenAxes, FlattenRange,
    FlattenRanks, MatrixShape, PermutationLength, Permute, PermuteAxes, PermuteRanks, Squeeze,
    SqueezeDim, Transpose, TransposeRanks, Unsqueeze,
};
pub use shape::{
    Axis, AxisOutOfRange, AxisRanks, Broadcast, BroadcastDimInto, BroadcastDims, BroadcastInto,
    BroadcastIntoRanks, BroadcastRanks, BroadcastWith, Dim, Dyn, InsertAxis, InsertAxisRanks,
    NewAxisOutOfRange, One, Shape, SourceHasMoreAxes, StaticDim, StaticShape, D, MAX_RANK,
};
pub use tensor::{Iter, Tensor};

#[doc(hidden)]
pub mod __private {
    pub use typed_tensor_macros::{axes_type, shape_type, tensor_value};
}

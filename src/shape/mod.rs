//! Shapes as types: dims, shapes, and the broadcasting rules between them.
//!
//! Nothing here runs at run time except the `Shape` constants; it is trait machinery that
//! rustc evaluates. The runtime kernel never sees these types.

mod axis;
mod broadcast;
mod broadcast_into;
pub(crate) mod const_fmt;
mod dim;
mod flatten;
mod matmul;
mod permute;
mod squeeze;
mod tuple;

pub use axis::{Axis, AxisOutOfRange, AxisRanks, InsertAxis, InsertAxisRanks, NewAxisOutOfRange};
pub use broadcast::{Broadcast, BroadcastDims, BroadcastRanks, BroadcastWith};
pub use broadcast_into::{BroadcastDimInto, BroadcastInto, BroadcastIntoRanks, SourceHasMoreAxes};
pub use dim::{Dim, Dyn, One, StaticDim, D};
pub use flatten::{FlattenAxes, FlattenRange, FlattenRanks};
pub use matmul::{
    HasRank, Matmul, MatmulInner, MatmulNeedsAxes, MatmulOutput, MatmulRanks, MatmulWith,
};
pub use permute::{
    Axes0, Axes1, Axes2, Axes3, Axes4, Axes5, Axes6, Axes7, Axes8, MatrixShape, PermutationLength,
    Permute, PermuteAxes, PermuteRanks, Transpose, TransposeRanks,
};
pub use squeeze::{Squeeze, SqueezeDim, Unsqueeze};
pub use tuple::{Shape, StaticShape, MAX_RANK};

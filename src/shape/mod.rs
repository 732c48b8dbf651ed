//! Shapes as types: dims, shapes, and the broadcasting rules between them.
//!
//! Nothing here runs at run time except the `Shape` constants; it is trait machinery that
//! rustc evaluates. The runtime kernel never sees these types.

mod along;
mod axis;
mod broadcast;
mod broadcast_into;
mod cat;
pub(crate) mod const_fmt;
mod dim;
mod flatten;
mod gather;
mod permute;
mod squeeze;
mod tuple;

pub use along::{AxisLen, DimLen, NewAxis, ReplaceAxis, SelectAxis};
pub(crate) use axis::{axis_index, new_axis_index};
pub use axis::{
    Axis, AxisOutOfRange, AxisRanks, InsertAxis, InsertAxisRanks, NewAxisOutOfRange, LAST,
};
pub use broadcast::{Broadcast, BroadcastDims, BroadcastRanks, BroadcastWith};
pub use broadcast_into::{BroadcastDimInto, BroadcastInto, BroadcastIntoRanks, SourceHasMoreAxes};
pub use cat::{CatDims, CatParts, CatRankMismatch, CatRanks, CatWith, JoinParts};
pub use dim::{Dim, Dyn, One, StaticDim, D};
pub use flatten::{FlattenAxes, FlattenRange, FlattenRanks};
pub use gather::{RankMismatch, SameRank, SameRankRanks};
pub use permute::{
    Axes0, Axes1, Axes2, Axes3, Axes4, Axes5, Axes6, Axes7, Axes8, MatrixShape, PermutationLength,
    Permute, PermuteAxes, PermuteRanks, Transpose, TransposeRanks,
};
pub use squeeze::{Squeeze, SqueezeDim, Unsqueeze};
pub use tuple::{Shape, StaticShape, MAX_RANK};

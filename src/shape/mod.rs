//! Shapes as types: dims, shapes, and the broadcasting rules between them.
//!
//! Nothing here runs at run time except the `Shape` constants; it is trait machinery that
//! rustc evaluates. The runtime kernel never sees these types.

mod axis;
mod broadcast;
mod broadcast_into;
mod dim;
mod tuple;

pub use axis::{Axis, AxisOutOfRange, AxisRanks, InsertAxis, InsertAxisRanks, NewAxisOutOfRange};
pub use broadcast::{Broadcast, BroadcastDims, BroadcastRanks, BroadcastWith};
pub use broadcast_into::{BroadcastDimInto, BroadcastInto, BroadcastIntoRanks, SourceHasMoreAxes};
pub use dim::{Dim, Dyn, One, StaticDim, D};
pub use tuple::{Shape, StaticShape, MAX_RANK};

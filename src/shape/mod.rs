//! Shapes as types: dims, shapes, and the rules between them (broadcasting, axes, permutations).
//!
//! Nothing here runs at run time except the `Shape` constants; it is trait machinery that
//! rustc evaluates. The runtime kernel never sees these types.
//!
//! # What users name, and what they only read in errors
//!
//! The vocabulary is at the crate root: the dims ([`D`], [`One`](crate::One),
//! [`Dyn`](struct@crate::Dyn)), [`Dim`], [`Shape`], [`StaticShape`] and [`LAST`](crate::LAST).
//! This module holds the relations between shapes that generic code writes in bounds:
//! [`BroadcastWith`] (with its result [`Broadcast`]), [`BroadcastInto`], [`Axis`],
//! [`MatmulWith`], the bounds of the shape transforms and of the methods ([`ReduceAxis`],
//! [`ZipWith`], [`SelectAxis`], ...). The traits in [`machinery`] exist for rustc: per-rank
//! impls and the per-axis traits whose `#[diagnostic::on_unimplemented]` messages are the shape
//! errors.
//!
//! ```
//! use typed_tensor::shape::{Broadcast, BroadcastWith};
//! use typed_tensor::{shape, Tensor};
//!
//! fn add<S1: BroadcastWith<S2>, S2>(a: &Tensor<f32, S1>, b: &Tensor<f32, S2>) -> Tensor<f32, Broadcast<S1, S2>> {
//!     a + b
//! }
//! let sum = add(&Tensor::<f32, shape![2, 1]>::ones(), &Tensor::<f32, shape![3]>::ones());
//! assert_eq!(sum.dims(), &[2, 3]);
//! ```
//!
//! # The rules the machinery keeps
//!
//! - **One blanket impl per bound.** Every trait a method or operator names in its where
//!   clause (`BroadcastWith`, `Axis`, `Squeeze`, ...) has exactly one impl, a blanket impl over
//!   a `*Ranks` trait in [`machinery`] that has the per-rank impls. When a bound with many
//!   impls fails, rustc lists them all under the error ("the following other types implement
//!   trait"); with a single candidate it does not, so errors stay short.
//! - **The innermost failing bound names everything.** A per-axis trait such as
//!   [`machinery::BroadcastDims`] carries both whole shapes and both axis numbers as
//!   parameters, only so that its `on_unimplemented` message can print them: the attribute
//!   fires on the innermost unsatisfied bound. Its impls are `#[diagnostic::do_not_recommend]`,
//!   so rustc does not suggest them.
//! - **Equal dims through one blanket impl over `(X, X)`.** A generic dim `B` then meets itself
//!   with no bound, and `D<N>`, `One` and `Dyn` stay distinct types, so the mixed-pair impls do
//!   not overlap it. A named `Dyn<Name>` meets the plain `Dyn` (`Dyn<Unnamed>`) through impls
//!   bounded by `Name: DimName`, which `Unnamed` does not implement, so they do not overlap it
//!   either; two different names have no impl at all.
//! - **Out-of-range axes have impls whose bound never holds** (`AxisOutOfRange`), up to
//!   [`machinery::REPORTED_AXES`], so a wrong axis reads "axis 5 is out of range for ...".

mod along;
// The crate root re-exports `LAST`, the dims and `Shape` from `axis`, `dim` and `tuple`: that
// is their one public path, so this module does not re-export them publicly.
pub(crate) mod axis;
mod broadcast;
mod broadcast_into;
mod cat;
pub(crate) mod const_fmt;
pub(crate) mod dim;
mod equal_dims;
mod flatten;
mod gather;
mod last_axis_parameter;
mod matmul;
mod method_bounds;
mod permute;
mod rename;
mod squeeze;
pub(crate) mod tuple;
pub(crate) mod type_name;
mod unflatten;

pub use crate::limits::MAX_RANK;
pub use along::{AxisLen, NewAxis, ReplaceAxis, SelectAxis};
pub(crate) use axis::{axis_index, new_axis_index};
pub use axis::{Axis, InsertAxis};
pub use broadcast::{Broadcast, BroadcastWith};
pub use broadcast_into::BroadcastInto;
pub use cat::{CatParts, CatWith};
pub(crate) use dim::{is_named_dyn, Dim, Dyn, D};
pub use dim::{DimName, StaticDim, Unnamed};
pub use flatten::FlattenAxes;
pub use gather::SameRank;
pub use last_axis_parameter::FitsLastAxis;
pub use matmul::{Matmul, MatmulForm, MatmulWith};
pub use method_bounds::{ReduceAxis, TopKAxis, ZipInto, ZipWith};
pub use permute::{MatrixShape, Permute, PermuteAxes, Transpose};
pub use rename::Rename;
pub use squeeze::{Squeeze, Unsqueeze};
pub(crate) use tuple::{Shape, StaticShape};
pub use unflatten::Unflatten;

pub mod machinery {
    //! The traits behind the shape bounds: per-rank impls, and the per-axis traits whose
    //! messages are the compile errors. Code never needs to name them; they appear in rustc's
    //! notes (`required for ... to implement BroadcastAgainst<..>`).
    //!
    //! ```
    //! use typed_tensor::shape::machinery::BroadcastAgainst;
    //! use typed_tensor::shape;
    //! let _: <shape![3] as BroadcastAgainst<shape![2, 1]>>::Output = <shape![2, 3]>::default();
    //! ```

    pub use super::axis::{AxisOutOfRange, AxisRanks, InsertAxisRanks, NewAxisOutOfRange};
    pub use super::broadcast::{BroadcastAgainst, BroadcastDims};
    pub use super::broadcast_into::{BroadcastDimInto, BroadcastIntoRanks, SourceHasMoreAxes};
    pub use super::dim::DynName;
    pub use super::flatten::{FlattenRange, FlattenRanks};
    pub use super::last_axis_parameter::{
        LastAxisDim, LastAxisParameterRank, LastAxisParameterRanks,
    };
    pub use super::permute::{
        Axes0, Axes1, Axes2, Axes3, Axes4, Axes5, Axes6, Axes7, Axes8, PermutationLength,
        PermuteRanks, TransposeRanks,
    };
    pub use super::rename::RunTimeAxis;
    pub use super::squeeze::SqueezeDim;
    pub use super::unflatten::{UnflattenRanks, UnflattenTooManyAxes};

    pub use super::along::DimLen;
    pub use super::cat::{CatDims, CatRankMismatch, CatRanks, JoinParts};
    pub use super::gather::{RankMismatch, SameRankRanks};
    pub use super::matmul::{
        BmmBatch, IsProduct, MatmulAgainst, MatmulFormAgainst, MatmulFormRank, MatmulInner,
        MatmulNeedsAxes, MatmulOutput,
    };

    /// Axes below this number that are out of range for a shape get an impl whose bound names
    /// the shape and the axis; larger ones fall back to rustc's plain "not implemented".
    ///
    /// ```
    /// assert_eq!(typed_tensor::shape::machinery::REPORTED_AXES, 10);
    /// ```
    pub const REPORTED_AXES: usize = typed_tensor_macros::__limit!(REPORTED_AXES);
}

//! Type-level `gather`: the index tensor has the input's rank.

/// The index shape `Self` has the rank of the input shape `Input`: the bound of
/// [`gather`](crate::Tensor::gather), whose index has one position per output element.
///
/// On the index, not the input: rustc then waits for the index's type instead of inferring a
/// tuple of the input's rank from the one impl that would fit, and reports the mismatch below.
///
/// ```
/// use typed_tensor::{shape, shape::SameRank};
/// fn same<I: SameRank<S>, S>() {}
/// same::<shape![dyn, 1], shape![2, 3]>();
/// ```
#[diagnostic::on_unimplemented(
    message = "the index shape `{Self}` does not have the rank of the input shape `{Input}`",
    note = "both must be tuples of at most 8 dims; gather's index has the input's number of axes"
)]
pub trait SameRank<Input> {}

// One blanket impl over the per-rank-pair trait, so that rustc does not list every impl under
// an error from a method bound.
impl<I: SameRankRanks<S>, S> SameRank<S> for I {}

/// The per-rank-pair impls behind [`SameRank`]; use `SameRank` in bounds.
///
/// ```
/// use typed_tensor::{shape, shape::machinery::SameRankRanks};
/// fn same<I: SameRankRanks<S>, S>() {}
/// same::<shape![4], shape![dyn]>();
/// ```
#[diagnostic::on_unimplemented(
    message = "the index shape `{Self}` does not have the rank of the input shape `{Input}`",
    note = "both must be tuples of at most 8 dims; gather's index has the input's number of axes"
)]
pub trait SameRankRanks<Input> {}

/// Never implemented: the failing bound of [`SameRank`] between shapes of different ranks, so
/// the error names both.
///
/// ```compile_fail
/// use typed_tensor::{shape, shape::SameRank};
/// fn same<I: SameRank<S>, S>() {}
/// same::<shape![3], shape![2, 3]>();
/// ```
#[diagnostic::on_unimplemented(
    message = "the index shape `{Index}` does not have the rank of the input shape `{Input}`",
    label = "gather needs an index with the input's number of axes",
    note = "the index has one position per output element, along the gathered axis"
)]
pub trait RankMismatch<Input, Index> {}

typed_tensor_macros::__same_rank_impls!();

//! User-facing computations: the std operators and their `try_*` forms, comparisons, casts,
//! maps, reductions, softmax, norms, matrix products and attention, joins and gathers.
//!
//! Here the shape types meet the kernel: the trait bounds decide at compile time whether an
//! op is allowed and what its result type is, then the run-time dims are checked once (they
//! can only disagree on `Dyn` axes) and the kernel runs.

mod adaptive_pool;
mod any_dims;
mod assign;
pub(crate) mod batch_norm;
mod binary;
mod cast;
mod cat;
mod close;
mod compare;
pub(crate) mod conv;
mod conv1d;
pub(crate) mod conv_transpose;
mod gather;
pub(crate) mod group_norm;
mod interpolate;
mod into;
pub(crate) mod loss;
mod map;
mod matmul;
mod neg;
mod norm;
mod operators;
pub(crate) mod pad;
pub(crate) mod pool;
mod pool1d;
pub(crate) mod reduce;
mod resize;
mod scalar;
mod softmax;
mod triangle;
mod unary_math;

/// The arithmetic op as a value, which the ops of this layer take (`zip_scalar`,
/// `broadcast_arith`): callers above this layer name it here, never in `kernel`.
pub(crate) use crate::kernel::Arith;
/// The sizes of a convolution or pooling, which `Derivation` carries to the backward rules.
pub(crate) use crate::kernel::Conv2dGeometry;
// What the normalizations' and resamplings' backward rules name (autograd imports no kernel).
pub(crate) use crate::kernel::{narrowed, AdaptiveGeometry, ChannelsLayout, Taps};
pub use cast::CastElement;
pub use cat::{Cat, Stack};
pub use compare::{try_where, where_};

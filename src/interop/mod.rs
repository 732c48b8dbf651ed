//! Optional integrations with other crates, each behind a cargo feature of the same name (all
//! off by default):
//!
//! | feature | what it adds |
//! |---|---|
//! | `rand` | `interop::rand`: random tensors from the caller's generator, [`Tensor`](crate::Tensor)`::uniform`, `normal`, `from_distribution`, and `_with_dims` forms for `Dyn` shapes |
//! | `safetensors` | `interop::safetensors`: load a named tensor into a typed `Tensor<T, S>`, save a set of named tensors |
//! | `ndarray` | `interop::ndarray`: a tensor as an `ArrayView` without copying, arrays into tensors |
//! | `serde` | `Serialize` and `Deserialize` for `Tensor` as `{ "dims": [...], "data": [...] }` |
//!
//! Run-time dims are checked against the tensor's shape type on the way in, as every
//! constructor does, so a loaded tensor's type can be trusted.

#[cfg(any(feature = "rand", feature = "safetensors", feature = "ndarray"))]
mod build;
#[cfg(feature = "rand")]
pub(crate) mod dropout;
#[cfg(feature = "ndarray")]
pub mod ndarray;
#[cfg(feature = "rand")]
pub mod rand;
#[cfg(feature = "safetensors")]
pub mod safetensors;
#[cfg(feature = "serde")]
mod serde;

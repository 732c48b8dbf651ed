#![doc = include_str!("../README.md")]
#![forbid(unsafe_op_in_unsafe_fn)]
#![deny(unsafe_code)]
#![deny(missing_docs)]

pub mod autograd;
pub mod element;
mod error;
mod float;
pub mod guide;
mod half_float;
pub mod interop;
// The run-time kernels are the one module allowed `unsafe` (ARCHITECTURE.md).
#[allow(unsafe_code)]
mod kernel;
mod layout;
mod limits;
mod macros;
pub mod nn;
#[cfg(feature = "onnx")]
pub mod onnx;
mod ops;
pub mod prelude;
pub mod runtime;
mod scalar;
pub mod shape;
mod tensor;
mod transform;

pub use error::ShapeError;
pub use float::FloatElement;
pub use half::{bf16, f16};
pub use ops::{try_where, where_, Cat, Stack};
pub use scalar::Element;
pub use shape::axis::LAST;
pub use shape::dim::{Dim, Dyn, One, D};
pub use shape::tuple::{Shape, StaticShape};
pub use tensor::{Iter, Plain, Record, Tensor};

#[doc(hidden)]
pub mod __private {
    pub use typed_tensor_macros::{axes_type, shape_type, tensor_value};
}

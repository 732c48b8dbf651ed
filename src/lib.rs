#![doc = include_str!("../README.md")]
#![forbid(unsafe_op_in_unsafe_fn)]
#![deny(unsafe_code)]
#![deny(missing_docs)]

pub mod autograd;
mod element;
mod error;
mod float;
pub mod guide;
pub mod interop;
// The run-time kernels are the one module allowed `unsafe` (ARCHITECTURE.md).
#[allow(unsafe_code)]
mod kernel;
mod layout;
mod limits;
mod macros;
pub mod nn;
mod ops;
pub mod prelude;
pub mod runtime;
pub mod shape;
mod tensor;
mod transform;

pub use element::{Element, SignedElement};
pub use error::ShapeError;
pub use float::{AbsElement, FloatElement, PowElement};
pub use kernel::MatmulElement;
pub use ops::CastElement;
pub use ops::{try_where, where_, ReduceAxis, TopKAxis, ZipInto, ZipWith};
pub use ops::{Cat, Stack};
pub use shape::{
    Axis, Broadcast, BroadcastInto, BroadcastWith, Dim, DimName, Dyn, FlattenAxes, InsertAxis,
    MatrixShape, One, Permute, PermuteAxes, Rename, Shape, Squeeze, StaticDim, StaticShape,
    Transpose, Unflatten, Unsqueeze, D, MAX_RANK,
};
pub use shape::{CatWith, NewAxis, ReplaceAxis, SameRank, SelectAxis, LAST};
pub use shape::{FitsLastAxis, Matmul, MatmulForm, MatmulWith};
pub use tensor::{Iter, Tensor};

#[doc(hidden)]
pub mod __private {
    pub use typed_tensor_macros::{axes_type, shape_type, tensor_value};
}

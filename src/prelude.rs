//! What model code imports: `use typed_tensor::prelude::*;` brings the tensor type, the dim
//! types, the shape macros, `Cat` and `Stack` (for `.cat()` and `.stack()`) and the element
//! traits that generic code bounds on. The bounds between shapes are in
//! [`shape`](mod@crate::shape).
//!
//! ```
//! use typed_tensor::prelude::*;
//!
//! fn scale<B: Dim, const N: usize>(x: &Tensor<f32, (B, D<N>)>) -> Tensor<f32, (B, D<N>)> {
//!     x * 2.0
//! }
//! let x = Tensor::<f32, shape![dyn, 3]>::ones_with_dims(&[2, 3]).unwrap();
//! assert_eq!(scale(&x).to_vec(), [2.0; 6]);
//! let y = x.softmax::<LAST>();
//! assert_eq!(y.dims(), &[2, 3]);
//! let rows: Tensor<f32, shape![dyn, 3]> = (&x, &y).cat::<0, Dyn>();
//! assert_eq!(rows.dims(), &[4, 3]);
//! ```

pub use crate::element::MatmulElement;
pub use crate::{axes, dim_name, shape, tensor};
pub use crate::{
    Cat, Dim, Dyn, Element, FloatElement, One, Record, Shape, ShapeError, Stack, StaticShape,
    Tensor, D, LAST,
};

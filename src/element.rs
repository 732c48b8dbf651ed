//! The element traits that generic code adds to [`Element`] or [`FloatElement`] for one
//! operation. Those two, which every generic function bounds on, are at the crate root.
//!
//! | trait | holds for | what it gives |
//! |---|---|---|
//! | [`SignedElement`] | signed integers, floats | `-x`, `neg` |
//! | [`AbsElement`] | signed integers, floats | `abs` |
//! | [`PowElement`] | every integer and float | `pow`, `powi` |
//! | [`CastElement<U>`] | the primitive numbers and `bool` | `cast::<U>()` |
//! | [`MatmulElement`] | every integer and float | `matmul` |
//!
//! ```
//! use typed_tensor::element::{AbsElement, SignedElement};
//! use typed_tensor::{shape, Tensor};
//!
//! fn distance<T: SignedElement + AbsElement>(a: &Tensor<T, shape![3]>) -> Tensor<T, shape![3]> {
//!     (-a).abs()
//! }
//! let a = Tensor::<i32, shape![3]>::from_vec(vec![-2, 0, 5]).unwrap();
//! assert_eq!(distance(&a).to_vec(), [2, 0, 5]);
//! ```
//!
//! [`Element`]: crate::Element
//! [`FloatElement`]: crate::FloatElement

// Only re-exports, as in `runtime`: the traits are defined beside the code they serve, and no
// module of the crate imports from here.
pub use crate::float::{AbsElement, PowElement};
pub use crate::kernel::MatmulElement;
pub use crate::ops::CastElement;
pub use crate::scalar::SignedElement;

//! Reverse-mode gradients: record the ops of a step on a [`Tape`], call
//! [`backward`](Var::backward) on the loss, read each parameter's gradient as a tensor of the
//! parameter's own type.
//!
//! ```
//! use typed_tensor::autograd::Tape;
//! use typed_tensor::nn::optim::{Sgd, SgdState};
//! use typed_tensor::{shape, Tensor};
//!
//! // Fit y = 2x with one weight.
//! let x = Tensor::<f64, shape![4, 1]>::from_vec(vec![1.0, 2.0, 3.0, 4.0]).unwrap();
//! let y = Tensor::<f64, shape![4, 1]>::from_vec(vec![2.0, 4.0, 6.0, 8.0]).unwrap();
//! let mut w = Tensor::<f64, shape![1, 1]>::zeros();
//! let (sgd, mut state) = (Sgd::new(0.05), SgdState::new());
//! for _ in 0..50 {
//!     let grads = {
//!         let tape = Tape::new();
//!         let pred = tape.constant(x.clone()).matmul(&tape.param(&w));
//!         let err = &pred - &tape.constant(y.clone());
//!         (&err * &err).mean_all().backward()
//!     }; // the tape is dropped here, so the update below is in place
//!     let g: Tensor<f64, shape![1, 1]> = grads.get(&w).unwrap();
//!     sgd.step(&mut w, &g, &mut state);
//! }
//! assert!((w.to_vec()[0] - 2.0).abs() < 1e-6);
//! ```
//!
//! # Design
//! - **One op, two records.** A [`Var`] is a `Tensor` whose third type parameter, its
//!   [`Record`](crate::Record), is a tape's ([`Recorded`]); a plain tensor's is
//!   [`Plain`](crate::Plain), zero-sized, whose hooks do nothing, so inference code carries
//!   no tape, no flag and no branch. Every differentiable op (and loss) is one definition with
//!   one set of bounds, for both: a mismatch is the same compile error and a `Dyn` mismatch
//!   the same run-time message.
//! - **Gradients typed as their parameters.** A parameter is an ordinary `Tensor` in the
//!   model's struct; [`Tape::param`] enters it and [`Gradients::get`] takes the same tensor
//!   and returns its gradient as a `Tensor` of the same type (found by the tensor's storage,
//!   so clones find it too). The optimizers of [`nn::optim`](crate::nn::optim) take the pair.
//!   A model struct is not rebuilt around `Var`s, and nothing is listed twice.
//! - **Compiled per element type.** A backward rule computes on tensors of run-time dims, so
//!   its code is compiled once per element type and op, whatever the shapes; the typed layer
//!   is a thin wrapper that records it.
//! - **Memory.** Each rule runs once and is dropped with the values it saved, and the
//!   gradient of an intermediate value is dropped once its rule has used it.
//!
//! # Rules at special points (PyTorch's)
//! - `relu`'s gradient at 0 is 0; `abs`' at 0 is 0; `clamp` passes the gradient where
//!   `min <= x <= max`, bounds included.
//! - `sqrt`'s gradient is `g / (2 sqrt(x))`, infinite at 0.
//! - A broadcast operand's gradient is summed over the axes it was broadcast along, back to
//!   its own shape: `[B, T, H] + [H]` gives the `[H]` operand a gradient summed over `B` and
//!   `T`, and a `One` axis is summed and kept.

mod grads;
mod ops;
pub(crate) mod raw;
mod tape;
mod var;

pub use grads::Gradients;
pub(crate) use tape::ParamKey;
pub use tape::Tape;
pub use var::{Recorded, Var};

use crate::float::{AbsElement, PowElement};
use crate::kernel::MatmulElement;
use crate::FloatElement;

/// The element types gradients are computed for: `f32` and `f64`.
///
/// ```
/// fn needs_grad<T: typed_tensor::autograd::GradElement>() {}
/// needs_grad::<f32>();
/// needs_grad::<f64>();
/// ```
pub trait GradElement: FloatElement + MatmulElement + AbsElement + PowElement<Exp = i32> {}

impl<T> GradElement for T where T: FloatElement + MatmulElement + AbsElement + PowElement<Exp = i32> {}

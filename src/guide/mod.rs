//! The guide: the crate's rules and features, one topic per module, each with examples that
//! run as doctests. The crate's front page (the README) has the overview and a taste.
//!
//! | module | topic |
//! |---|---|
//! | [`shapes`] | Shapes and NumPy/PyTorch broadcasting: how a shape type is written and how two shapes broadcast. |
//! | [`generic_code`] | Generic code: which bounds a function over shapes, dims or element types needs. |
//! | [`named_dims`] | Named run-time dims: `Dyn<Batch>`, `Dyn<Seq>`, and the rules that keep them apart. |
//! | [`views`] | Views and shape transforms: reshape, permute, transpose, squeeze, broadcast, unflatten. |
//! | [`joining`] | Joining, splitting and indexing: cat, stack, split, chunk, select, narrow, gather. |
//! | [`math`] | Elements, arithmetic, math, reductions, softmax, maps and casts, with the special values and the accuracy of the vectorized math, and half precision (`bf16`, `f16`). |
//! | [`performance`] | Performance: how the kernels walk, split over threads and reuse memory, and where the measurements are. |
//! | [`matmul`] | Matrix multiply: torch.matmul's rules, typed, and the kernels behind them. |
//! | [`model_code`] | Model code: typed layers, fused ops, attention and the nn module. |
//! | [`convolution`] | Convolutional nets: convolutions, pooling, batch and group norm, padding and resizing with their spatial sizes checked by the build, and the training and evaluation modes. |
//! | [`training`] | Training: gradients with the parameters' own types, losses and optimizers. |
//! | [`integrations`] | Integrations: rand, safetensors, ndarray, serde, and export to ONNX. |
//! | [`testing`] | Testing shape errors with trybuild. |
//! | [`limits`] | Known limits. |

pub mod convolution;
pub mod generic_code;
pub mod integrations;
pub mod joining;
pub mod limits;
pub mod math;
pub mod matmul;
pub mod model_code;
pub mod named_dims;
pub mod performance;
pub mod shapes;
pub mod testing;
pub mod training;
pub mod views;

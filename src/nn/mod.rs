//! Typed layers for model code: the blocks of PyTorch's `torch.nn` that inference needs, each a
//! struct of typed tensors whose static sizes are const parameters, generic over the batch and
//! sequence dims it is called with (`Dyn`, named or static), and loading PyTorch checkpoints
//! by PyTorch's own names (feature `safetensors`, `StateDict`).
//!
//! | layer | PyTorch | parameters (PyTorch's names) |
//! |---|---|---|
//! | [`Linear<I, O>`](Linear) | `nn.Linear(I, O, bias)` | `weight [O, I]`, `bias [O]` |
//! | [`LayerNorm<H>`](LayerNorm) | `nn.LayerNorm(H)` | `weight [H]`, `bias [H]` |
//! | [`RmsNorm<H>`](RmsNorm) | `nn.RMSNorm(H)` | `weight [H]` |
//! | [`Embedding<V, D>`](Embedding) | `nn.Embedding(V, D)` | `weight [V, D]` |
//! | [`Conv1d<IN, OUT, K, STRIDE, PADDING>`](Conv1d) | `nn.Conv1d(IN, OUT, K, STRIDE, PADDING, bias)` | `weight [OUT, IN, K]`, `bias [OUT]` |
//! | [`Conv2d<IN, OUT, K, STRIDE, PADDING>`](Conv2d) | `nn.Conv2d(IN, OUT, K, STRIDE, PADDING, bias)` | `weight [OUT, IN, K, K]`, `bias [OUT]` |
//! | [`ConvTranspose2d<IN, OUT, K, STRIDE, PADDING>`](ConvTranspose2d) | `nn.ConvTranspose2d(IN, OUT, K, STRIDE, PADDING, bias)` | `weight [IN, OUT, K, K]`, `bias [OUT]` |
//! | [`BatchNorm1d<C>`](BatchNorm1d), [`BatchNorm2d<C>`](BatchNorm2d) | `nn.BatchNorm1d(C)`, `nn.BatchNorm2d(C)` | `weight [C]`, `bias [C]`; buffers `running_mean [C]`, `running_var [C]`, `num_batches_tracked` |
//! | [`GroupNorm<G, C>`](GroupNorm) | `nn.GroupNorm(G, C)` | `weight [C]`, `bias [C]` |
//! | [`MaxPool2d<K, S, P>`](MaxPool2d) | `nn.MaxPool2d(K, S, P)` | none |
//! | [`AvgPool2d<K, S, P>`](AvgPool2d) | `nn.AvgPool2d(K, S, P)` | none |
//! | [`AdaptiveAvgPool2d<OH, OW>`](AdaptiveAvgPool2d) | `nn.AdaptiveAvgPool2d((OH, OW))` | none |
//! | `Dropout`, `Dropout2d` (feature `rand`) | `nn.Dropout(p)`, `nn.Dropout2d(p)` | none (a seeded generator of their own) |
//! | [`Mlp<I, H, O>`](Mlp) | timm's `Mlp` (`fc1`, activation, `fc2`) | `fc1.`, `fc2.` |
//! | [`MultiheadAttention<M, HEADS, HEAD>`](MultiheadAttention) | `nn.MultiheadAttention(M, HEADS, batch_first=True)` | `in_proj_weight [3M, M]`, `in_proj_bias [3M]`, `out_proj.` |
//! | [`TransformerEncoderLayer<M, HEADS, HEAD, FF>`](TransformerEncoderLayer) | `nn.TransformerEncoderLayer(M, HEADS, FF, batch_first=True)` | `self_attn.`, `linear1.`, `linear2.`, `norm1.`, `norm2.` |
//!
//! Losses follow `torch.nn.functional`: [`cross_entropy`] (with label smoothing; `ignore_index`
//! through [`cross_entropy_with`]), [`nll_loss`],
//! [`mse_loss`] and [`binary_cross_entropy_with_logits`], reduced by [`Reduction`] to a rank-0 tensor
//! with the input's record: of recorded values ([`Var`](crate::autograd::Var)), a loss has
//! gradients.
//!
//! For training, a layer's one `forward` runs on recorded values too (a
//! [`Var`](crate::autograd::Var) is a `Tensor` whose record is a tape's, see
//! [`Record`](crate::Record)) and enters the layer's tensors on the tape as parameters
//! ([`Tensor::param`](crate::Tensor::param)); `Embedding`, whose input is indices, takes the
//! record to use ([`Embedding::forward_in`]); [`Parameters`] (derivable for a
//! model struct) visits them by PyTorch's names, and [`optim`] has `torch.optim`'s `SGD`,
//! `Adam` and `AdamW`, per parameter or over a whole model ([`optim::Optimizer`]). See
//! [`guide::training`](crate::guide::training).
//!
//! A model has PyTorch's training and evaluation modes: [`Parameters::train`] and
//! [`Parameters::eval`] set every layer's (batch norm normalizes by the batch and updates its
//! running statistics in training, by the running statistics in evaluation). The buffers
//! (`running_mean`, ...) are visited beside the parameters ([`Visit::visit_buffer`]), so they
//! save and load with them, and optimizers pass them by.
//!
//! What they do not do yet: dropout inside the transformer layers (they are in evaluation
//! form; `Dropout` layers, or `Tensor::dropout`, apply it in a model's own code), cross-attention
//! (`MultiheadAttention` attends a sequence to itself), `Embedding` lookups by indices of rank
//! 5 or more. A model that derives [`Parameters`] loads and saves a PyTorch `state_dict` by
//! its names with `load_parameters` and `save_parameters` (feature `safetensors`).
//!
//! Each layer's `forward` is one or two of the crate's fused ops (`linear`, `layer_norm`,
//! `rms_norm`, `index_select`, `scaled_dot_product_attention`, `conv2d`), so a model of layers runs as
//! fast as the same ops written out.
//!
//! ```
//! use typed_tensor::nn::{LayerNorm, Linear};
//! use typed_tensor::{shape, Tensor};
//!
//! let fc = Linear::<4, 2>::new(Tensor::ones(), Some(Tensor::zeros()));
//! let norm = LayerNorm::<2>::new(1e-5);
//! let x = Tensor::<f32, shape![dyn, 4]>::from_fn_with_dims(&[3, 4], |i| i[1] as f32).unwrap();
//! let y = norm.forward(&fc.forward(&x)); // Tensor<f32, shape![dyn, 2]>
//! assert_eq!(y.dims(), &[3, 2]);
//! assert_eq!(y.to_vec(), [0.0; 6]); // both outputs are 6: normalized to 0
//! ```

mod attention;
mod batch_norm;
mod conv;
mod conv1d;
#[cfg(feature = "rand")]
mod dropout;
mod embedding;
mod encoder;
#[cfg(feature = "rand")]
mod generator;
#[cfg(feature = "safetensors")]
mod generators_io;
mod group_norm;
pub(crate) mod linear;
mod mixed;
mod mlp;
mod norm;
pub mod optim;
mod parameters;
#[cfg(feature = "safetensors")]
pub(crate) mod parameters_io;
mod pool;
#[cfg(feature = "safetensors")]
mod state_dict;

pub use attention::MultiheadAttention;
pub use batch_norm::{BatchNorm, BatchNorm1d, BatchNorm2d};
pub use conv::{Conv2d, ConvTranspose2d};
pub use conv1d::Conv1d;
#[cfg(feature = "rand")]
pub use dropout::{Dropout, Dropout2d};
pub use embedding::{Embedding, EmbeddingIndices};
pub use encoder::{Activation, TransformerEncoderLayer};
pub use group_norm::GroupNorm;
pub use linear::Linear;
pub use pool::{AdaptiveAvgPool2d, AvgPool2d, MaxPool2d};
// The losses are defined in the ops layer (`ops/loss.rs`), where autograd's recorded losses
// use them; this is their one public path.
pub use crate::ops::batch_norm::BatchNormOptions;
pub use crate::ops::conv::{Conv, SAME, VALID};
pub use crate::ops::conv_transpose::ConvTranspose;
pub use crate::ops::loss::{
    binary_cross_entropy_with_logits, cross_entropy, cross_entropy_with, mse_loss, nll_loss,
    nll_loss_with, try_cross_entropy, try_cross_entropy_with, try_nll_loss, try_nll_loss_with,
    CrossEntropy, NllLoss, Reduction,
};
pub use crate::ops::pad::{Pad, PadMode};
pub use crate::ops::pool::Pool;
#[cfg(feature = "safetensors")]
pub use generators_io::{load_generators, save_generators};
pub use mixed::MixedPrecision;
pub use mlp::Mlp;
pub use norm::{LayerNorm, RmsNorm};
pub use parameters::{deep_copy, parameter_names, visit_field, Parameters, Visit};
#[cfg(feature = "safetensors")]
pub use parameters_io::{load_parameters, load_parameters_ignoring_unexpected, save_parameters};
#[cfg(feature = "safetensors")]
pub use state_dict::StateDict;
/// Derives [`Parameters`](trait@Parameters) for a struct with named fields (see the trait).
pub use typed_tensor_macros::Parameters;

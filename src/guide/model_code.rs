//! Model code: typed layers, fused ops, attention and the nn module.
//!
//! ## Writing model code
//!
//! Model code names its static sizes as consts and its run-time sizes (batch, sequence) as
//! `dyn`, and lets the types carry the rest. A linear layer generic over the batch dim needs no
//! bound at all; a softmax over the last axis names it with [`LAST`](crate::LAST), so the same
//! code serves every rank:
//!
//! ```rust
//! use typed_tensor::{shape, Dim, Tensor, D, LAST};
//!
//! const INPUT: usize = 4;
//! const CLASSES: usize = 3;
//!
//! /// `x · w + b` for any batch dim `B`: static, `One` or `Dyn`.
//! fn linear<B: Dim, const I: usize, const O: usize>(
//!     x: &Tensor<f32, (B, D<I>)>,
//!     w: &Tensor<f32, (D<I>, D<O>)>,
//!     b: &Tensor<f32, (D<O>,)>,
//! ) -> Tensor<f32, (B, D<O>)> {
//!     x.matmul(w) + b
//! }
//!
//! let batch = 2; // known only at run time
//! let x = Tensor::<f32, shape![dyn, INPUT]>::from_shape_vec(&[batch, INPUT], vec![1., 0., 0., 0., 0., 1., 0., 0.]).unwrap();
//! let w = Tensor::<f32, shape![INPUT, CLASSES]>::from_fn(|i| (i[0] * CLASSES + i[1]) as f32);
//! let b = Tensor::<f32, shape![CLASSES]>::zeros();
//! let logits = linear(&x, &w, &b); // Tensor<f32, shape![dyn, CLASSES]>
//! assert_eq!(logits.to_vec(), [0., 1., 2., 3., 4., 5.]);
//! let probs = logits.softmax::<LAST>(); // fused, numerically stable
//! let e = [1.0f32, 1f32.exp(), 2f32.exp()];
//! let expected: Vec<f32> = e.iter().map(|v| v / e.iter().sum::<f32>()).collect();
//! assert!(probs.to_vec()[..3].iter().zip(&expected).all(|(p, q)| (p - q).abs() < 1e-6));
//! ```
//!
//! ### Attention heads: `unflatten` and `flatten_axes`
//!
//! Multi-head attention splits the model axis into heads and merges them back. `unflatten`
//! splits one axis into static parts as a view, keeping the other axes' dims and names;
//! `flatten_axes` merges a range of axes into the dim the caller names. The merge must undo the
//! `permute` first; forgetting it merges seq with head, and the result's type says so:
//!
//! ```rust
//! use typed_tensor::{axes, dim_name, shape, Tensor, D};
//!
//! dim_name!(Batch);
//! dim_name!(Seq);
//! const MODEL: usize = 64;
//! const HEADS: usize = 4;
//! const HEAD: usize = MODEL / HEADS;
//!
//! type Activations = Tensor<f32, shape![dyn Batch, dyn Seq, MODEL]>;
//! type Heads = Tensor<f32, shape![dyn Batch, HEADS, dyn Seq, HEAD]>;
//!
//! /// `[batch, seq, model]` as `[batch, heads, seq, head]`: two views, no copy.
//! fn split_heads(x: &Activations) -> Heads {
//!     x.unflatten::<2, (D<HEADS>, D<HEAD>)>().permute::<axes![0, 2, 1, 3]>()
//! }
//!
//! /// Back to `[batch, seq, model]`. `x.flatten_axes::<2, 3, D<MODEL>>()` without the
//! /// `permute` is `[batch, heads, model]`: a compile error here (E0308, "expected
//! /// `Tensor<f32, (Dyn<Batch>, Dyn<Seq>, D<64>)>`, found `Tensor<f32, (Dyn<Batch>, D<4>, D<64>)>`").
//! fn merge_heads(x: &Heads) -> Activations {
//!     x.permute::<axes![0, 2, 1, 3]>().flatten_axes::<2, 3, D<MODEL>>()
//! }
//!
//! fn self_attention(x: &Activations) -> Activations {
//!     let (q, k, v) = (split_heads(x), split_heads(x), split_heads(x));
//!     // softmax(q · kᵀ / sqrt(HEAD)) · v, fused.
//!     merge_heads(&q.scaled_dot_product_attention(&k, &v, false))
//! }
//!
//! let raw = Tensor::<f32, shape![dyn, dyn, MODEL]>::from_fn_with_dims(&[2, 3, MODEL], |i| {
//!     i[2] as f32 * 0.01
//! })
//! .unwrap();
//! let x: Activations = raw.rename::<0, Batch>().rename::<1, Seq>();
//! assert_eq!(merge_heads(&split_heads(&x)).to_vec(), x.to_vec());
//! // Every position holds the same row, so attention returns it unchanged.
//! let y = self_attention(&x);
//! assert!(y.to_vec().iter().zip(x.to_vec()).all(|(a, b)| (a - b).abs() < 1e-6));
//! ```
//!
//! The wrong merge is caught whenever seq's type differs from the heads axis's: a run-time seq
//! (`Dyn`, named or not) always does; a static seq equal to the number of heads would not.
//! `D<64>` split into `(D<4>, D<15>)` fails the build ("unflatten: axis 2 of `(Dyn<Batch>,
//! Dyn<Seq>, D<64>)` is D<64>, not the 60 elements of `(D<4>, D<15>)`"); with a `Dyn` axis the
//! sizes are checked at run time (`try_unflatten` returns the error, `unflatten` panics with the
//! same text). `examples/transformer_block.rs` is the whole block;
//! `ui-tests/fail/unflatten_*.rs` lock the errors.
//!
//! ### Fused layers: `linear`, `layer_norm`, `rms_norm`, attention
//!
//! The blocks every model repeats are single ops with PyTorch's semantics, each one pass over
//! its output:
//!
//! - `x.linear(&w, &b)` is `torch.nn.functional.linear`: `x · wᵀ + b` with `w` stored as PyTorch
//!   stores it, `[out_features, in_features]`. The GEMM kernel adds the bias to each tile as it
//!   stores it, so the bias costs no pass of its own (written out, `x.matmul(&w.t()) + &b` reuses
//!   the product's buffer but reads and writes it once more).
//! - `x.layer_norm(&w, &b, eps)` and `x.rms_norm(&w, eps)` normalize the last axis (PyTorch's
//!   `normalized_shape = [H]`): each row is read once, its statistics computed from the cached
//!   row (the variance from `x - mean`, so rows with a large offset do not cancel), the biased
//!   variance as PyTorch.
//!
//! - `q.scaled_dot_product_attention(&k, &v, is_causal)` is
//!   `torch.nn.functional.scaled_dot_product_attention` over `[batch, heads, seq, features]`
//!   (no dropout, PyTorch's default scale `1 / sqrt(features)`), one fused op: the scores and
//!   probabilities of 64 to 128 queries at a time stay in a buffer of the thread computing them
//!   instead of two `[.., seq, seq]` tensors, and the work splits over
//!   threads by queries. Its shapes are those of `q · kᵀ` and then `· v`, checked as `matmul`
//!   checks them (batch and head axes broadcast, so one key head can serve several query heads;
//!   a feature or length mismatch is `matmul`'s compile error, naming the key transposed). The
//!   result is stored with the heads after the sequence axis, so merging them again
//!   (`.permute::<axes![0, 2, 1, 3]>().flatten_axes::<2, 3, D<M>>()`) copies nothing.
//!   `scaled_dot_product_attention_masked(&k, &v, &mask, is_causal)` takes PyTorch's boolean
//!   `attn_mask`, `true` where a query may attend (a `[queries, keys]` mask for every head, a
//!   `[batch, 1, 1, keys]` one for padding). `nn::MultiheadAttention`'s `key_padding_mask`
//!   follows `nn.MultiheadAttention` instead: `true` marks padding, the keys *not* attended.
//!
//! The parameters are typed by the axis they run along ([`FitsLastAxis`](crate::shape::FitsLastAxis)):
//! a bias or norm weight of the wrong length, or of rank 2, is a compile error naming both
//! shapes; a `Dyn` axis is checked at run time with PyTorch's message. Generic code over the
//! leading axes needs no bound:
//!
//! ```rust
//! use typed_tensor::{shape, Tensor, D};
//!
//! /// A pre-norm feed-forward block: layer norm, linear, GELU, linear, residual.
//! fn feed_forward<B, const M: usize, const H: usize>(
//!     x: &Tensor<f32, (B, D<M>)>,
//!     (g, beta): (&Tensor<f32, (D<M>,)>, &Tensor<f32, (D<M>,)>),
//!     (w1, b1): (&Tensor<f32, (D<H>, D<M>)>, &Tensor<f32, (D<H>,)>),
//!     (w2, b2): (&Tensor<f32, (D<M>, D<H>)>, &Tensor<f32, (D<M>,)>),
//! ) -> Tensor<f32, (B, D<M>)> {
//!     let h = x.layer_norm(g, beta, 1e-5).linear(w1, b1).gelu();
//!     h.linear(w2, b2) + x
//! }
//!
//! let x = Tensor::<f32, shape![dyn, 4]>::ones_with_dims(&[3, 4]).unwrap();
//! let (g, beta) = (Tensor::<f32, shape![4]>::ones(), Tensor::<f32, shape![4]>::zeros());
//! let (w1, b1) = (Tensor::<f32, shape![8, 4]>::ones(), Tensor::<f32, shape![8]>::zeros());
//! let (w2, b2) = (Tensor::<f32, shape![4, 8]>::ones(), Tensor::<f32, shape![4]>::ones());
//! let y = feed_forward(&x, (&g, &beta), (&w1, &b1), (&w2, &b2));
//! // A constant row normalizes to 0, so only the biases and the residual remain.
//! assert_eq!(y.to_vec(), vec![2.0; 12]);
//! ```
//!
//! ### Layers: `typed_tensor::nn`
//!
//! [`nn`](crate::nn) has PyTorch's blocks as typed structs whose static sizes are const
//! parameters, generic over the batch and sequence dims they are called with: `Linear<I, O>`,
//! `LayerNorm<H>`, `RmsNorm<H>`, `Embedding<V, D>`, `MultiheadAttention<M, HEADS, HEAD>` and
//! `TransformerEncoderLayer<M, HEADS, HEAD, FF>` (pre- or post-norm, ReLU or GELU). With the
//! `safetensors` feature, `nn::StateDict` loads a layer from PyTorch's
//! `state_dict` by PyTorch's own names (`self_attn.in_proj_weight`, `linear1.weight`,
//! `norm1.bias`, ...) and saves it the same way; `tests/nn.rs` loads a PyTorch
//! `TransformerEncoderLayer(64, 4, 256, norm_first=True, activation="gelu")` and matches its
//! output within 1e-5.
//!
//! ```rust
//! use typed_tensor::nn::{Activation, TransformerEncoderLayer};
//! use typed_tensor::{shape, Tensor};
//!
//! // d_model 64, 4 heads of 16, feed-forward 256 (the caller names 64 / 4).
//! type Encoder = TransformerEncoderLayer<64, 4, 16, 256>;
//!
//! fn encode(layer: &Encoder, x: &Tensor<f32, shape![dyn, dyn, 64]>) -> Tensor<f32, shape![dyn, dyn, 64]> {
//!     layer.forward(x, false) // or `true` for the causal mask
//! }
//!
//! // Or `Encoder::load(&file, "encoder.layers.0.")` with the `safetensors` feature.
//! let layer = Encoder::zeros(true, Activation::Gelu);
//! let x = Tensor::<f32, shape![dyn, dyn, 64]>::ones_with_dims(&[2, 7, 64]).unwrap();
//! assert_eq!(encode(&layer, &x).to_vec(), x.to_vec()); // zero blocks: the residuals carry x
//! ```
//!
//! The layer norm and residual connection of [Generic code](crate::guide::generic_code) show which bounds
//! the other common blocks need: `Dim` on generic dims that a reduction reads, `S: Shape` for
//! same-shape ops over any shape, and one `BroadcastWith`/`MatmulWith` per op between unrelated
//! generic shapes. `examples/mlp.rs` runs a whole MLP forward pass with a `dyn` batch, and
//! `examples/mlp_weights.rs` (features `rand` and `safetensors`) initializes its weights at
//! random, saves them, loads them back into typed tensors and runs it.

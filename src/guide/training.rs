//! Training: gradients with the parameters' own types, losses and optimizers.
//!
//! ## A step
//!
//! A training step records its ops on a [`Tape`](crate::autograd::Tape): parameters enter with
//! [`param`](crate::autograd::Tape::param), inputs with
//! [`constant`](crate::autograd::Tape::constant), and every op on the resulting
//! [`Var`](crate::autograd::Var)s is the op of `Tensor` (same bounds, same compile errors,
//! same run-time messages), recorded. [`backward`](crate::autograd::Var::backward) on the
//! rank-0 loss returns [`Gradients`](crate::autograd::Gradients), and
//! [`get`](crate::autograd::Gradients::get) takes a parameter tensor and returns its gradient
//! as a tensor of the same type:
//!
//! ```rust
//! use typed_tensor::autograd::Tape;
//! use typed_tensor::nn::{self, Reduction};
//! use typed_tensor::{shape, Tensor};
//!
//! let w = Tensor::<f32, shape![3, 2]>::from_fn(|i| (i[0] + i[1]) as f32 * 0.1);
//! let b = Tensor::<f32, shape![2]>::zeros();
//! let x = Tensor::<f32, shape![dyn, 3]>::ones_with_dims(&[4, 3]).unwrap();
//! let labels = Tensor::<usize, shape![dyn]>::from_shape_vec(&[4], vec![0, 1, 1, 0]).unwrap();
//!
//! let tape = Tape::new();
//! let logits = &tape.constant(x).matmul(&tape.param(&w)) + &tape.param(&b); // [dyn, 2]
//! let loss = nn::cross_entropy(&logits, &labels, Reduction::Mean, 0.0);
//! let grads = loss.backward();
//! let gw: Tensor<f32, shape![3, 2]> = grads.get(&w).unwrap(); // typed as `w`
//! let gb: Tensor<f32, shape![2]> = grads.get(&b).unwrap(); // summed over the batch
//! assert_eq!(gw.dims(), &[3, 2]);
//! let gb = gb.to_vec();
//! assert!((gb[0] + gb[1]).abs() < 1e-6); // a softmax's gradient sums to 0 over the classes
//! ```
//!
//! A mismatch in recorded code is the same compile error as in plain code (the notes name
//! `Tensor<.., Recorded<f32>>`, which is what `Var` is), and a `Dyn` mismatch the same panic.
//!
//! ## One forward for inference and training
//!
//! A `Var` is a `Tensor` whose third type parameter, its [`Record`](crate::Record), is a
//! tape's; a plain tensor's is [`Plain`](crate::Plain). Every op is one method for both, so
//! a model's forward pass (and its loss) is written once, generic over the record, and is
//! differentiated when its input is recorded. A layer's tensors enter the input's record with
//! [`Tensor::param`](crate::Tensor::param), which is what the `nn` layers do:
//!
//! ```rust
//! use typed_tensor::autograd::Tape;
//! use typed_tensor::nn::Linear;
//! use typed_tensor::{shape, Record, Tensor};
//!
//! struct Model {
//!     fc: Linear<4, 2, f64>,
//!     scale: Tensor<f64, shape![2]>,
//! }
//!
//! impl Model {
//!     fn forward<R: Record<f64>>(
//!         &self,
//!         x: &Tensor<f64, shape![dyn, 4], R>,
//!     ) -> Tensor<f64, shape![dyn, 2], R> {
//!         &self.fc.forward(x).relu() * &x.param(&self.scale)
//!     }
//! }
//!
//! let model = Model { fc: Linear::new(Tensor::ones(), None), scale: Tensor::ones() };
//! let x = Tensor::<f64, shape![dyn, 4]>::ones_with_dims(&[3, 4]).unwrap();
//! assert_eq!(model.forward(&x).to_vec(), [4.0; 6]); // inference: plain tensors
//! let tape = Tape::new();
//! let loss = model.forward(&tape.constant(x)).mean_all(); // training: recorded
//! assert_eq!(loss.item(), 4.0);
//! let grads = loss.backward();
//! assert_eq!(grads.get(&model.scale).unwrap().to_vec(), [2.0, 2.0]); // mean of 4 / 2
//! assert_eq!(grads.get(&model.fc.weight).unwrap().dims(), &[2, 4]);
//! ```
//!
//! ## Models and optimizers
//!
//! A model is a struct of tensors and layers. `#[derive(Parameters)]`
//! ([`nn::Parameters`](crate::nn::Parameters)) lists its parameters by PyTorch's names
//! (`layers.0.linear1.weight`), and [`Optimizer`](crate::nn::optim::Optimizer) applies SGD,
//! Adam or AdamW (PyTorch's update rules and defaults) to each parameter that has a gradient,
//! keeping its state by name. A layer of [`nn`](crate::nn) has one `forward`, for plain
//! tensors and for recorded ones, so a model's forward pass is written once too, generic
//! over the input's [`Record`](crate::Record) (`Embedding`, whose input is indices, takes the
//! record to use: `forward_in(&Recorded::on(&tape), &ids)`):
//!
//! ```rust
//! use typed_tensor::autograd::Tape;
//! use typed_tensor::nn::optim::{Adam, Optimizer};
//! use typed_tensor::nn::{self, Activation, Linear, Mlp, Parameters, Reduction};
//! use typed_tensor::{shape, Tensor};
//!
//! #[derive(Parameters)]
//! struct Classifier {
//!     mlp: Mlp<4, 8, 2>,
//! }
//!
//! let init = |i: &[usize]| ((i[0] * 7 + i[1] * 3) % 5) as f32 * 0.1 - 0.2;
//! let mut model = Classifier {
//!     mlp: Mlp::new(
//!         Linear::new(Tensor::from_fn(init), Some(Tensor::zeros())),
//!         Activation::Gelu,
//!         Linear::new(Tensor::from_fn(init), Some(Tensor::zeros())),
//!     ),
//! };
//! let x = Tensor::<f32, shape![dyn, 4]>::from_fn_with_dims(&[2, 4], |i| i[0] as f32).unwrap();
//! let y = Tensor::<usize, shape![dyn]>::from_shape_vec(&[2], vec![0, 1]).unwrap();
//! let mut optimizer = Optimizer::new(Adam { lr: 0.05, ..Adam::adam_w() });
//! let mut losses = Vec::new();
//! for _ in 0..20 {
//!     let grads = {
//!         let tape = Tape::new();
//!         let logits = model.mlp.forward(&tape.constant(x.clone()));
//!         let loss = nn::cross_entropy(&logits, &y, Reduction::Mean, 0.0);
//!         losses.push(loss.item());
//!         loss.backward()
//!     }; // the tape is dropped here: the update below runs in place
//!     optimizer.step(&mut model, &grads);
//! }
//! assert!(losses[19] < 0.1 * losses[0]);
//! ```
//!
//! Between `backward` and the step, `grads.clip_grad_norm(max_norm)` clips the gradients'
//! total 2-norm (`torch.nn.utils.clip_grad_norm_`), and `grads.accumulate(more)` adds another
//! micro-batch's.
//!
//! A tape knows a parameter by its storage, and a clone shares it: two layers made with
//! `template.clone()` are one parameter and both get the sum of their gradients (a weight
//! tied on purpose). Stack copies of one template with [`nn::deep_copy`](crate::nn::deep_copy),
//! PyTorch's `copy.deepcopy`, so that each trains on its own.
//!
//! `examples/train_digits.rs` trains an MLP on the UCI digits to 99% test accuracy,
//! `examples/train_transformer.rs` two encoder layers on a sequence task, and
//! `examples/train_gpt.rs` (feature `rand`) a causal language model written with the ops:
//! a `tril` mask, dropout, `ignore_index` for the padding and `clip_grad_norm`; `tests/train_step.rs`
//! checks gradients and optimizer steps against PyTorch's.
//!
//! ## Differentiable ops and their rules
//!
//! - Arithmetic `+ - * /` (with broadcasting and with scalars on either side), `neg`, `pow`,
//!   `powf`, `powi`, `maximum`, `minimum`; `exp ln log2 log10 sqrt abs tanh sigmoid relu gelu
//!   gelu_tanh silu erf clamp clamp_min clamp_max`.
//! - Reductions `sum mean max min prod norm var std logsumexp` over an axis (and `_keepdim`)
//!   and over all elements; `softmax`, `log_softmax`.
//! - Products `matmul mm bmm mv dot linear`, `scaled_dot_product_attention` (causal, masked),
//!   `layer_norm`, `rms_norm`.
//! - Views `reshape view flatten flatten_axes unflatten permute transpose t unsqueeze squeeze
//!   broadcast_to expand select narrow split chunk`; joins `cat stack`; look-ups
//!   `index_select gather` (a repeated index accumulates); `Var::where_` (the gradient goes to
//!   the chosen branch) and `masked_fill` (none where the mask holds).
//! - Losses `cross_entropy` (mean or sum, label smoothing; `cross_entropy_with` also takes
//!   `ignore_index`), `nll_loss` (`nll_loss_with`: `ignore_index`), `mse_loss`,
//!   `binary_cross_entropy_with_logits`.
//!
//! At special points the rules are PyTorch's: `relu` and `abs` have gradient 0 at 0; `clamp`
//! passes the gradient where `min < x < max`, `clamp_min` where `x > min`, `clamp_max` where
//! `x < max` (0 at a bound, as PyTorch 2.15); `max`/`min` reductions split
//! it evenly among tied elements (as `torch.amax`), `maximum`/`minimum` give each operand half
//! on a tie; `prod` is exact at zeros (one zero gets the product of the others); `norm` has
//! gradient 0 at a zero vector; `sqrt` is infinite at 0. A broadcast operand's gradient is
//! summed back to its own shape (`[B, T, H] + [H]` gives `[H]`, a `One` axis is summed and
//! kept), and so are `matmul`'s broadcast batch axes.
//!
//! ## Mixed precision
//!
//! A model written once, generic over its element type `T`, trains in `f32` or in mixed
//! precision by its type alone: [`nn::MixedPrecision`](crate::nn::MixedPrecision) holds it
//! twice, `master` in `f32` (the parameters the optimizer updates, and so its state) and
//! `half` in `bf16` (the forward and the backward pass). Each step rounds the master
//! parameters into the half model, records and differentiates on a `Tape<bf16>`, and widens
//! the gradients into gradients of the master parameters for the optimizer:
//!
//! ```
//! use typed_tensor::autograd::Tape;
//! use typed_tensor::nn::optim::{Adam, Optimizer};
//! use typed_tensor::nn::{self, Linear, MixedPrecision, Reduction};
//! use typed_tensor::{bf16, shape, Tensor};
//!
//! let master = Linear::<4, 3>::new(Tensor::full(0.1), Some(Tensor::zeros())); // f32
//! let mut model = MixedPrecision::new(master, Linear::<4, 3, bf16>::zeros(true));
//! let mut optimizer = Optimizer::new(Adam::adam_w()); // its state: f32, as the master's
//! let x = Tensor::<f32, shape![2, 4]>::from_vec(vec![1.0, 2.0, 3.0, 4.0, -1.0, 0.5, 0.0, 2.0])
//!     .unwrap()
//!     .cast::<bf16>();
//! let targets = Tensor::<usize, shape![2]>::from_vec(vec![2, 0]).unwrap();
//! for _ in 0..3 {
//!     model.refresh_half(); // master -> half, rounded once
//!     let tape = Tape::new();
//!     let logits = model.half.forward(&tape.constant(x.clone()));
//!     let loss = nn::cross_entropy(&logits, &targets, Reduction::Mean, bf16::ZERO);
//!     let grads = model.master_gradients(&loss.backward()); // bf16 -> f32, exactly
//!     optimizer.step(&mut model.master, &grads);
//! }
//! assert_ne!(model.master.weight.to_vec(), [0.1; 12]);
//! ```
//!
//! Every `bf16` op computes in `f32` and rounds its result once (`guide::math`, "Half
//! precision"), and the products run on AMX tiles where the CPU has them. Against
//! `torch.autocast("cpu", dtype=torch.bfloat16)` with AdamW (`tests/mixed_precision.rs`,
//! fixtures by `tests/data/mixed_reference.py`: an encoder layer with a head, three steps) the
//! losses agree within `2e-2` (the `bf16` loss is itself rounded to 8 bits) and the parameters
//! within `6.5e-3` after three steps of `lr = 1e-3`: AdamW moves each parameter by about `lr` in
//! the sign of its gradient, and a gradient near zero can take either sign in `bf16`
//! (autocast's own parameters differ from its `f32` run's by `4.3e-3`). Autocast runs the norms,
//! softmax and the loss in `f32` throughout, where here they round their results to `bf16`.
//! `examples/train_transformer.rs -- --mixed` trains its transformer in mixed precision to the
//! same accuracy as in `f32`. Loss scaling is not needed for `bf16`, whose range is `f32`'s; it
//! is not provided (for `f16`, gradients below `6e-8` vanish).
//!
//! ## Memory and cost
//!
//! Plain `Tensor` code is untouched by all this: recording lives in `Var`. Each backward rule
//! runs once and frees the values it saved as it finishes, and an intermediate gradient is
//! dropped once its rule has used it. The rules compute on run-time dims, so their code is
//! compiled once per element type, whatever the shapes. Training-step times against PyTorch
//! are in BENCHMARKS.md ("Training steps").
//!
//! Dropout (feature `rand`): `x.dropout(p, &mut rng)` on a `Var` or a `Tensor`, PyTorch's
//! `F.dropout` in training mode, drawn from the caller's generator (seeded, it repeats). The
//! layers apply none (PyTorch's eval mode); a model's own forward pass calls it
//! where it wants it.
//!
//! What is not there yet: gradients of gradients, in-place ops on `Var`s, dropout inside the
//! `nn` layers, sharing a tape across threads (a `Tape` is not `Send`; the kernels still use every core), and rules
//! for the ops without a useful gradient (`argmax`, `topk`'s indices, comparisons).

//! Convolutional nets: convolutions, pooling, batch and group norm, padding and resizing with their spatial sizes checked by the build, and the training and evaluation modes.
//!
//! ## The bug this catches
//!
//! The most common shape bug in PyTorch model code is in convolutional nets: the height and
//! width after a stack of convolutions and poolings, and the `nn.Linear` width after
//! `flatten` (`mat1 and mat2 shapes cannot be multiplied (64x3136 and 3200x128)`), which
//! PyTorch reports when the model first runs. Here the options of a convolution or a pooling
//! are types ([`nn::Conv`](crate::nn::Conv), [`nn::Pool`](crate::nn::Pool), or the const
//! parameters of [`nn::Conv2d`](crate::nn::Conv2d), [`nn::MaxPool2d`](crate::nn::MaxPool2d)
//! and [`nn::AvgPool2d`](crate::nn::AvgPool2d)),
//! the caller names each output size (an annotation fills it), and the build checks it
//! against PyTorch's formula for every axis whose input size is static:
//!
//! ```text
//! out = floor((in + 2 * padding - dilation * (kernel - 1) - 1) / stride) + 1
//! ```
//!
//! (pooling: the same with dilation 1 and the stride the kernel by default). A wrong size
//! fails `cargo build` (a const assertion: `cargo check` does not evaluate it) with the input
//! size, the kernel, the options and the size they give:
//!
//! ```text
//! error[E0080]: evaluation panicked: conv2d: height 28 (axis 2 of `(Dyn, One, D<28>, D<28>)`)
//!               with kernel 3, stride 1, padding 0, dilation 1 gives 26, not the output's D<28>
//! ```
//!
//! The channels are checked the same way (the input's against the layer's `IN`, and against
//! the weight and `GROUPS` for the op), and flattening into a `Linear` of the wrong width is a
//! type error naming both widths (`cannot multiply (Dyn, D<3136>) by (D<3200>, D<128>)`).
//! The cases are in `ui-tests/fail/conv*.rs` and `max_pool2d_wrong_output_size.rs`.
//!
//! ## A LeNet, typed
//!
//! ```
//! use typed_tensor::nn::{Conv2d, Linear, MaxPool2d};
//! use typed_tensor::{shape, Record, Tensor, D};
//!
//! struct LeNet {
//!     conv1: Conv2d<1, 32, 3, 1, 1>,  // nn.Conv2d(1, 32, 3, padding=1)
//!     conv2: Conv2d<32, 64, 3, 1, 1>, // nn.Conv2d(32, 64, 3, padding=1)
//!     fc1: Linear<3136, 128>,
//!     fc2: Linear<128, 10>,
//! }
//!
//! impl LeNet {
//!     fn forward<R: Record<f32>>(&self, x: &Tensor<f32, shape![dyn, 1, 28, 28], R>) -> Tensor<f32, shape![dyn, 10], R> {
//!         let h: Tensor<f32, shape![dyn, 32, 28, 28], R> = self.conv1.forward(x).relu();
//!         let h: Tensor<f32, shape![dyn, 32, 14, 14], R> = MaxPool2d::<2>.forward(&h);
//!         let h: Tensor<f32, shape![dyn, 64, 14, 14], R> = self.conv2.forward(&h).relu();
//!         let h: Tensor<f32, shape![dyn, 64, 7, 7], R> = MaxPool2d::<2>.forward(&h);
//!         self.fc2.forward(&self.fc1.forward(&h.flatten_axes::<1, 3, D<3136>>()).relu())
//!     }
//! }
//!
//! let net = LeNet {
//!     conv1: Conv2d::zeros(true),
//!     conv2: Conv2d::zeros(true),
//!     fc1: Linear::zeros(true),
//!     fc2: Linear::zeros(true),
//! };
//! let x = Tensor::<f32, shape![dyn, 1, 28, 28]>::zeros_with_dims(&[2, 1, 28, 28]).unwrap();
//! assert_eq!(net.forward(&x).dims(), &[2, 10]);
//! ```
//!
//! The same `forward` trains (its input recorded on a tape) and exports to ONNX (`Conv`,
//! `MaxPool`): `examples/train_cnn.rs` trains such a net on the shipped 8x8 digits to 98.6%
//! test accuracy.
//!
//! ## Run-time sizes
//!
//! A `Dyn` height or width is checked when the op runs, with an error naming the input size,
//! the options and the output size (`try_conv2d`, `try_max_pool2d` and `try_avg_pool2d`
//! return it; the others panic with its text):
//!
//! ```
//! use typed_tensor::nn::Conv;
//! use typed_tensor::{shape, Tensor};
//! let x = Tensor::<f32, shape![1, 3, dyn, dyn]>::ones_with_dims(&[1, 3, 30, 30]).unwrap();
//! let w = Tensor::<f32, shape![8, 3, 3, 3]>::ones();
//! let y: Result<Tensor<f32, shape![1, 8, 28, 28]>, _> = x.try_conv2d(&w, None, Conv::<1>);
//! assert!(y.is_ok());
//! let x = Tensor::<f32, shape![1, 3, dyn, dyn]>::ones_with_dims(&[1, 3, 31, 30]).unwrap();
//! let y: Result<Tensor<f32, shape![1, 8, 28, 28]>, _> = x.try_conv2d(&w, None, Conv::<1>);
//! assert_eq!(
//!     y.unwrap_err().to_string(),
//!     "conv2d(): input size 31 at dimension 2 with kernel 3, stride 1, padding 0, dilation 1 \
//!      gives an output of size 29, but the output type says 28"
//! );
//! ```
//!
//! ## How it runs
//!
//! `conv2d` lays each image's receptive fields out as columns (`im2col`) a block of output
//! positions at a time, so that the columns stay in cache, and multiplies each group's
//! weights by each block on the crate's GEMM; for a stride of 1 the columns are read from a
//! padded copy of the image, where each of their rows is one run. Its backward pass
//! multiplies the output gradient by the columns (the weight's gradient) and by the weights,
//! adding the columns back onto the input (`col2im`); for a stride of 1 the input's gradient
//! is itself a convolution, of the output gradient by the flipped weights.
//!
//! The 3x3 convolutions of stride and dilation 1 in `f32` and `f64` with at least 16 input
//! and output channels per group and an output at least 28 wide (a ResNet's, and both their
//! gradients; narrower ones, as LeNet's 14-wide second one, ran faster as columns) use
//! Winograd's F(4x4, 3x3): 36 multiplications per 4x4 output tile and channel pair where the direct sum
//! has 144. Its transforms scale by small integers (and the weights' by 1/4, 1/6, 1/12 and
//! 1/24), so it rounds more than the direct sum: in `f32` a result lies within `4e-6` of the
//! exact sum relative to the sum of the products' magnitudes (`tests/conv_blocks.rs`;
//! measured `1.1e-6`, against `1.3e-7` for the direct sum), about 10 units in the last place
//! of that sum. [`runtime::set_conv_winograd(false)`](crate::runtime::set_conv_winograd)
//! gives every convolution the direct sum, where that rounding matters more than the time
//! (Winograd's takes about 10% off a ResNet block's training step, BENCHMARKS.md). PyTorch's
//! CPU convolution (oneDNN's direct kernels) rounds differently too; neither is bit for bit
//! the other.
//!
//! `max_pool2d` keeps, for each output, the element its window took when its input is
//! recorded (inference computes the maxima alone), and its gradient goes there;
//! `avg_pool2d`'s gradient is spread over each window, divided as the mean was
//! (`count_include_pad` or not).
//!
//! ## Training and evaluation: batch norm and dropout
//!
//! `BatchNorm1d`/`BatchNorm2d`, `Dropout` and `Dropout2d` behave as PyTorch's in either mode,
//! and `model.train()` / `model.eval()` ([`Parameters`](crate::nn::Parameters)'s methods) set
//! every layer's. Batch norm's running statistics are buffers: they save and load with the
//! parameters by PyTorch's names (`bn1.running_mean`, `bn1.num_batches_tracked`), and an
//! optimizer passes them by.
//!
//! ```
//! use typed_tensor::nn::{BatchNorm2d, Conv2d, Parameters};
//! use typed_tensor::{shape, Record, Tensor};
//!
//! #[derive(Parameters)]
//! struct Block {
//!     conv: Conv2d<3, 8, 3, 1, 1>,
//!     bn: BatchNorm2d<8>,
//! }
//!
//! impl Block {
//!     fn forward<R: Record<f32>>(
//!         &self,
//!         x: &Tensor<f32, shape![dyn, 3, 16, 16], R>,
//!     ) -> Tensor<f32, shape![dyn, 8, 16, 16], R> {
//!         self.bn.forward(&self.conv.forward(x)).relu()
//!     }
//! }
//!
//! let mut block = Block { conv: Conv2d::zeros(true), bn: BatchNorm2d::new(1e-5, Some(0.1)) };
//! let x = Tensor::<f32, shape![dyn, 3, 16, 16]>::ones_with_dims(&[4, 3, 16, 16]).unwrap();
//! block.forward(&x); // training mode (a new layer's): the batch's statistics, updated running ones
//! assert_eq!(block.bn.num_batches_tracked(), 1);
//! block.eval();
//! block.forward(&x); // evaluation: the running statistics, nothing updated
//! assert_eq!(block.bn.num_batches_tracked(), 1);
//! ```
//!
//! A checkpoint to resume from is the model's `nn::save_parameters` (parameters and buffers),
//! the optimizer's `Optimizer::save_state` and, for a model with dropout layers, their
//! generators' states, `nn::save_generators` (PyTorch's `torch.get_rng_state()`; feature
//! `safetensors`): loaded into fresh objects, the run continues bit for bit
//! (`tests/resume.rs`, with and without dropout). `examples/load_torch_cnn.rs`
//! loads a CNN trained in PyTorch and reproduces its logits.
//!
//! ## The other ops
//!
//! `padding="same"` and `"valid"` are [`nn::SAME`](crate::nn::SAME) and
//! [`nn::VALID`](crate::nn::VALID) (`Conv::<1, SAME>`); "same" needs stride 1 and an even
//! `DILATION (K - 1)`, the build says so otherwise. Each op below has the same build-time size
//! check as `conv2d` where it has sizes to check:
//! - `conv1d` and `nn::Conv1d` (`[batch, C, L]`), `max_pool1d`, `avg_pool1d`;
//! - `conv_transpose2d` and `nn::ConvTranspose2d` (options [`ConvTranspose`](crate::nn::ConvTranspose)),
//!   whose output size is `(H - 1) s - 2p + d (k - 1) + output_padding + 1`;
//! - `adaptive_avg_pool2d` and `nn::AdaptiveAvgPool2d` (any input size to the output type's);
//! - `batch_norm`, `group_norm` and `nn::GroupNorm`;
//! - `pad2d`/`pad1d` ([`Pad`](crate::nn::Pad), [`PadMode`](crate::nn::PadMode): constant,
//!   reflect, replicate), `interpolate_nearest` and `interpolate_bilinear` (to the sizes
//!   the output type names; PyTorch's source positions, `align_corners` either way).
//!
//! Pooling takes `ceil_mode` as [`Pool`](crate::nn::Pool)'s fourth option
//! (`Pool::<2, 2, 0, true>`, `nn::MaxPool2d<2, 2, 0, true>`), and
//! `max_pool2d_with_indices` returns the index each window took (`return_indices=True`).
//!
//! ## Not yet
//!
//! Interpolation by a scale factor (sizes only) and in the bicubic and area modes; the ONNX
//! form of the interpolations and of `group_norm` (refused by name); options that differ
//! between height and width in the public types (the kernels take them per axis); `StateDict`
//! for the batch-norm layers (their statistics sit behind a lock;
//! `load_parameters`/`save_parameters` load and save them). The forwards run ahead of
//! PyTorch's (0.5-0.7x its time), but the training steps of the ResNet basic block and of
//! LeNet take 0.82-0.93x PyTorch's (BENCHMARKS.md, "The passes around the convolutions"),
//! not 0.8x: batch norm, ReLU, pooling and the residual are a pass each, forward and back.
//! Half-precision convolutions take the columns' path, not Winograd's.

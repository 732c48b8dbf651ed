//! Integrations: rand, safetensors, ndarray, serde, and export to ONNX.
//!
//! ## Integrations
//!
//! Optional cargo features, all off by default, each with its own tests
//! (`cargo test --workspace --all-features` runs them all):
//!
//! ```toml
//! typed-tensor = { version = "0.1", features = ["rand", "safetensors", "ndarray", "serde", "onnx"] }
//! ```
//!
//! Every way in checks the run-time dims against the shape type, as the constructors do, so a
//! loaded tensor's type can be trusted; `Dyn` axes take the incoming sizes. The examples below
//! run as doctests when their feature is on (the `#[cfg]` lines keep them compiling without it).
//!
//! ### `rand`: random initialization
//!
//! `uniform(rng, low, high)` (over `[low, high)`, integers or floats), `normal(rng, mean, std)`
//! and `from_distribution(rng, dist)` for any `rand` `Distribution`, with `_with_dims` forms for
//! shapes with `Dyn`. They take the caller's generator (`&mut R` with `R: rand::Rng`), and draw
//! one sample per element in row-major order, so a seeded generator reproduces a tensor exactly.
//! Invalid parameters (`low >= high`, a negative or non-finite `std`) panic with their values;
//! build the distribution yourself (`Uniform::new(..)?`) to handle them as errors.
//!
//! ```rust
//! # #[cfg(feature = "rand")] {
//! use rand::{rngs::Xoshiro256PlusPlus, SeedableRng};
//! use typed_tensor::{shape, Tensor};
//!
//! let mut rng = Xoshiro256PlusPlus::seed_from_u64(42);
//! let w = Tensor::<f32, shape![784, 128]>::normal(&mut rng, 0.0, 0.02);
//! let bound = 1.0 / 128f32.sqrt();
//! let b = Tensor::<f32, shape![128]>::uniform(&mut rng, -bound, bound);
//! let noise = Tensor::<f32, shape![dyn, 128]>::normal_with_dims(&[32, 128], &mut rng, 0.0, 1.0).unwrap();
//! assert_eq!(noise.dims(), &[32, 128]);
//! assert!(b.iter().all(|x| (-bound..bound).contains(x)));
//! let again = Tensor::<f32, shape![784, 128]>::normal(&mut Xoshiro256PlusPlus::seed_from_u64(42), 0.0, 0.02);
//! assert_eq!(again, w);
//! # }
//! ```
//!
//! ### `safetensors`: weights in and out
//!
//! `Tensor::<T, S>::from_safetensors(&file, name)` loads a named tensor from a parsed file
//! (`safetensors::SafeTensors`, over `std::fs::read` bytes or a memory map). The dtype must be
//! `T`'s and the dims must fit `S`; otherwise the `SafetensorsError` names the tensor, what the
//! type wants and what the file has. The file's bytes are copied once, straight into the
//! tensor's storage, decoded as little-endian values (the format guarantees no alignment, and
//! this reads correctly on big-endian machines too). Element types: `bool`, `u8` to `u64`, `i8`
//! to `i64`, `f32`, `f64`. `F16` and `BF16` tensors (half-precision checkpoints) load into `f32`
//! or `f64`, and `F32` into `f64`, each value exactly, as PyTorch's `load_state_dict` converts
//! them; a narrowing load (`F64` into `f32`) is a dtype error. There is no 16-bit element type.
//!
//! `serialize` and `serialize_to_file` (in `typed_tensor::interop::safetensors`) save a set of
//! named tensors of any element types and layouts, through the `safetensors` crate's own writer;
//! views (transposes, broadcasts) are written as their row-major elements.
//!
//! ```rust
//! # #[cfg(feature = "safetensors")] {
//! use safetensors::SafeTensors;
//! use typed_tensor::interop::safetensors::serialize;
//! use typed_tensor::{shape, Tensor};
//!
//! let w = Tensor::<f32, shape![3, 2]>::from_fn(|i| (i[0] * 2 + i[1]) as f32);
//! let steps = Tensor::<i64, shape![1]>::from_vec(vec![1000]).unwrap();
//! let bytes = serialize([("fc.w", w.t().safetensors_view()), ("steps", steps.safetensors_view())]).unwrap();
//!
//! let file = SafeTensors::deserialize(&bytes).unwrap();
//! let wt = Tensor::<f32, shape![2, dyn]>::from_safetensors(&file, "fc.w").unwrap();
//! assert_eq!(wt.to_vec(), [0.0, 2.0, 4.0, 1.0, 3.0, 5.0]);
//! let err = Tensor::<f32, shape![3, 2]>::from_safetensors(&file, "fc.w").unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "tensor `fc.w` (F32 in the file): dims [2, 3] do not fit shape (D<3>, D<2>): axis 0 is 2, the type says 3"
//! );
//! # }
//! ```
//!
//! ### `ndarray`: arrays both ways
//!
//! `t.as_array_view()` borrows any tensor as an `ndarray::ArrayView` **without copying**: the
//! same dims, strides and offset, so transposed views stay transposed and broadcast axes keep
//! stride 0. `t.to_array()` copies into a standard-layout `Array`. `Tensor::from_array(&a)` (any
//! array or view, any strides) and `Tensor::try_from(array)` check the dims against the type
//! (`ShapeError`) and copy once: an owned `Array`'s allocation cannot become a tensor's storage,
//! whose reference count lives in the same allocation as the elements. Ranks 0 to 6 map to
//! `Ix0`..`Ix6`, ranks 7 and 8 to `IxDyn`; generic code bounds on
//! `typed_tensor::interop::ndarray::NdarrayShape`.
//!
//! ```rust
//! # #[cfg(feature = "ndarray")] {
//! use typed_tensor::{shape, Tensor};
//!
//! let t = Tensor::<f64, shape![2, 3]>::from_fn(|i| (10 * i[0] + i[1]) as f64);
//! let wide: Tensor<f64, shape![4, 2, 3]> = t.broadcast_to();
//! let view = wide.as_array_view(); // ArrayView3<f64>, no copy
//! assert_eq!(view.strides(), &[0, 3, 1]);
//! assert_eq!(view.sum(), 4.0 * t.sum_all().item());
//!
//! let a = ndarray::array![[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]];
//! let from: Tensor<f64, shape![dyn, 2]> = Tensor::from_array(&a).unwrap();
//! assert_eq!(from.dims(), &[3, 2]);
//! assert!(Tensor::<f64, shape![2, 3]>::from_array(&a).is_err()); // dims [3, 2] do not fit
//! # }
//! ```
//!
//! ### `serde`: `{ "dims": [...], "data": [...] }`
//!
//! `Tensor` implements `Serialize` and `Deserialize` as its dims and its elements in row-major
//! order, whatever the layout. Deserializing checks the dims against the type and the data's
//! length against the dims (an overflowing element count is an error too); the messages are
//! `ShapeError`'s, naming both sides. The data is read before it is counted, so an element of
//! the wrong type is reported first. Formats without field names use `[dims, data]`.
//!
//! JSON has no NaN or infinity: `serde_json` writes them as `null`, which does not load back
//! ("invalid type: null, expected f32"). Tensors that may hold them (an attention mask of
//! `-inf`, diverged weights) are better saved with safetensors or a binary serde format.
//!
//! ```rust
//! # #[cfg(feature = "serde")] {
//! use typed_tensor::{shape, Tensor};
//!
//! let t = Tensor::<i32, shape![2, 2]>::from_vec(vec![1, 2, 3, 4]).unwrap();
//! let json = serde_json::to_string(&t.t()).unwrap();
//! assert_eq!(json, r#"{"dims":[2,2],"data":[1,3,2,4]}"#);
//! let back: Tensor<i32, shape![dyn, 2]> = serde_json::from_str(&json).unwrap();
//! assert_eq!(back.to_vec(), [1, 3, 2, 4]);
//! let err = serde_json::from_str::<Tensor<i32, shape![2, 2]>>(r#"{"dims":[2,2],"data":[1]}"#);
//! assert!(err.unwrap_err().to_string().starts_with("dims [2, 2] need 4 elements but the data has 1"));
//!
//! let mask = Tensor::<f32, shape![2]>::from_vec(vec![0.0, f32::NEG_INFINITY]).unwrap();
//! let json = serde_json::to_string(&mask).unwrap();
//! assert_eq!(json, r#"{"dims":[2],"data":[0.0,null]}"#); // -inf lost
//! let err = serde_json::from_str::<Tensor<f32, shape![2]>>(&json).unwrap_err();
//! assert!(err.to_string().starts_with("invalid type: null, expected f32"));
//! # }
//! ```
//!
//! ### `onnx`: run a model on other engines
//!
//! A model written with this crate runs where its Rust binary runs. To serve it on a GPU, in a
//! fleet or in a browser, export it to ONNX, the format ONNX Runtime (CPU, CUDA, TensorRT,
//! Triton), tract, burn and candle read. `onnx::export` runs the
//! model's own forward (the `forward<S, R: Record<T>>` written once for inference and
//! training) on `onnx::Traced`, a third record, which writes every op as
//! ONNX nodes (opset 20, IR version 9), with the parameters as initializers under PyTorch's
//! names (the model's `Parameters`).
//!
//! It runs the forward **twice**, on two examples, the second larger on every run-time dim and
//! different in its values, and compares the two graphs:
//! - static dims of the types are fixed ONNX dims; each `Dyn` axis of an input is a symbolic
//!   dim named after its type: `Dyn<Batch>` is `dim_param: "Batch"`, so a batch axis and a
//!   sequence axis stay apart in the exported graph too (an unnamed `Dyn` is `x_dim0`);
//! - a size that differs between the two (a reshape's target, a causal mask's side, the count
//!   a variance divides by) is computed in the graph from the inputs' shapes, as the product of
//!   the run-time dims that explains both examples; one that two products explain is an error
//!   asking for examples that grow by different factors;
//! - anything else that differs is an error naming the op: a mask the forward computed from
//!   the input's values outside the traced ops (`to_vec`), a dropout mask (export in evaluation
//!   mode), ops that depend on the sizes (`ExportError`). So the
//!   graph is never right for the example only.
//!
//! What maps where: arithmetic with broadcasting and scalars, the unary math (`gelu` to
//! `Gelu`, `silu` and `trunc` as their parts), `clamp` (`Clip`), reductions (`ReduceSum` ...,
//! `var`/`std` as their parts), `softmax`/`log_softmax`, `matmul` (`MatMul`), `linear`
//! (`Transpose`, `MatMul`, `Add`), `layer_norm` (`LayerNormalization`), `rms_norm` (its
//! parts), `scaled_dot_product_attention` (its parts: `MatMul`, scale, `Trilu` causal mask,
//! `Where`, `Softmax`, `MatMul`), views (`Reshape`, `Transpose`, `Slice`, `Squeeze`,
//! `Expand`), `cat`/`stack` (`Concat`), `index_select` (`Gather`), `gather`
//! (`GatherElements`), `where_`/`masked_fill` (`Where`), `maximum`/`minimum`, `norm`
//! (`ReduceL1`, `ReduceL2`, or its parts for other `p`), `conv2d` (`Conv`), `max_pool2d`
//! (`MaxPool`), `avg_pool2d` (`AveragePool`). The losses and the `p = 0` norm are
//! `ExportError::Unsupported` errors naming the op. An op that leaves the record (comparisons, casts, `argmax`) returns a
//! plain tensor, which enters the graph only as a constant, checked as above.
//!
//! Token ids enter with `Trace::indices`: an embedding's
//! `index_select` then reads the `INT64` graph input. `tests/onnx_runtime.rs` exports an MLP,
//! a pre-norm encoder layer, the GPT of `examples/train_gpt.rs` and a model running every op
//! above (`examples/export_onnx.rs`), and ONNX Runtime reproduces the crate's outputs within
//! 1e-6 at batch and sequence sizes the export never saw.
//!
//! ```rust
//! # #[cfg(feature = "onnx")] {
//! use typed_tensor::nn::{Activation, Linear, Mlp};
//! use typed_tensor::onnx::{export, Trace};
//! use typed_tensor::{dim_name, shape, Tensor};
//!
//! dim_name!(Batch);
//! let mut mlp = Mlp::new(
//!     Linear::<4, 8>::new(Tensor::ones(), Some(Tensor::zeros())),
//!     Activation::Gelu,
//!     Linear::<8, 2>::new(Tensor::ones(), None),
//! );
//! let small = Tensor::<f32, shape![dyn Batch, 4]>::zeros_with_dims(&[1, 4]).unwrap();
//! let large = Tensor::<f32, shape![dyn Batch, 4]>::ones_with_dims(&[3, 4]).unwrap();
//! let onnx: Vec<u8> = export(&mut mlp, [&small, &large], |mlp, trace: &Trace<f32>, x| {
//!     mlp.forward(&trace.input("x", x))
//! })
//! .unwrap();
//! std::fs::write(std::env::temp_dir().join("mlp.onnx"), &onnx).unwrap();
//! // In Python: onnxruntime.InferenceSession("mlp.onnx").run(None, {"x": batch_of_any_size})
//! # }
//! ```
//!
//! Limits: one input tensor of floats per `Trace::input` call (several calls for several
//! inputs), one output; `f32` and `f64` graphs; the examples must run the same ops (no branch
//! on sizes or values).

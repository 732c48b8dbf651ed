//! Performance: how the kernels walk, split over threads and reuse memory, and where the measurements are.
//!
//! ## Performance
//!
//! The kernel walks operands by strides, merges axes that are contiguous in every operand, does
//! index arithmetic once per row rather than per element, gives LLVM plain slices for the
//! contiguous and broadcast-scalar inner loops so they vectorize, writes outputs once without a
//! zero-fill pass, and splits large outputs over rayon (feature `parallel`, on by default; the
//! size from which it splits is `runtime::parallel_min_elements()`, settable with
//! `set_parallel_min_elements`; [`runtime`](crate::runtime) holds every such setting). The
//! elements of buffers of 64 KiB and up start at a cache line, so that an op's speed does not
//! depend on where the allocator put its operands (a matrix row read across a line boundary
//! takes three lines where two would do). Buffers of 2 MiB and up start at a 2 MiB boundary and
//! are advised to use transparent huge pages on Linux before their first touch, since page
//! faults otherwise cost more than the arithmetic, and loops streaming through 4 KiB pages run
//! slower.
//! Small ops are latency-bound instead: their set-up allocates nothing but the output, and the
//! storage is a shared buffer with a single owner count, so freeing a temporary or writing into
//! an unshared tensor takes no atomic read-modify-write.
//!
//! The memory of dropped tensors of 64 KiB and up is kept for reuse, up to
//! `recycled_bytes_limit()` bytes (256 MiB by default, oldest freed first): model code allocates
//! the same shapes on every step, and a new output of exactly the same byte size takes the kept
//! memory back instead of page-faulting through fresh memory. `recycled_bytes()` reports what is
//! kept; `set_recycled_bytes_limit(0)` frees it and turns recycling off.
//!
//! To avoid allocating at all:
//!
//! - an owned operand whose shape is the result's becomes the result: `a + &b`, `&a - b`,
//!   `a * 2.0` and `-a` with `a` (or `b`) owned and unshared allocate nothing;
//! - `a.add_into(&b, &mut out)` (and `sub_into`, `mul_into`, `div_into`, `rem_into`) writes into
//!   an existing tensor; both operands must broadcast into `out`'s shape, checked at compile time
//!   like `+=`. In generic code that is one bound, `S1: ZipInto<S2, SO>`; each operand that does
//!   not fit `out` is one error of 11 lines.
//!
//! ```rust
//! use typed_tensor::{shape, Tensor};
//! let a = Tensor::<f32, shape![2, 3]>::ones();
//! let b = Tensor::<f32, shape![3]>::from_vec(vec![1.0, 2.0, 3.0]).unwrap();
//! let mut out = Tensor::<f32, shape![2, 3]>::zeros();
//! a.add_into(&b, &mut out);
//! assert_eq!(out.to_vec(), [2.0, 3.0, 4.0, 2.0, 3.0, 4.0]);
//! let reused = a + &b; // `a`'s buffer, now holding the sum
//! assert_eq!(reused.to_vec(), out.to_vec());
//! ```
//!
//! Model code rebuilds in seconds: run-time code is instantiated per element type and op, never
//! per shape, and the kernels of `f32` and `f64` (the arithmetic operators, the matrix product,
//! softmax and the unary math) are compiled once, in this crate, so a model binary compiles only
//! its own shape-level code. A one-line edit of the encoder-block example rebuilds in about 2 CPU
//! seconds in release, down from 10 (BENCHMARKS.md, "Build time of a model binary"). The integer
//! types' kernels are compiled in the crates that use them.
//!
//! Measurements against ndarray are in [BENCHMARKS.md](BENCHMARKS.md).
//!
//! Two whole models written with the crate as a user writes them (`benches/models/mod.rs`: a
//! digits MLP with LayerNorm and GELU, and a pre-norm transformer encoder layer) are checked
//! against PyTorch's outputs by `cargo test --features safetensors --test models_vs_torch` and
//! timed by `cargo bench --bench models` (one and two rayon threads, with an ndarray MLP in the
//! same group). Against PyTorch itself, build the timing binaries with `cargo build --release
//! --example model_timing --example model_op_timing`, then run `python
//! benches/models_vs_torch.py` (each forward, PyTorch and this crate taking turns, on one and
//! two threads) and `python benches/model_ops_vs_torch.py` (each op of the forwards alone, on
//! its model shape); the results are in BENCHMARKS.md, "Model code against PyTorch". On a
//! quiet 2-core Xeon both forwards take at most PyTorch 2.15's time in every run, on one
//! thread (the MLP 0.41-0.71x, the encoder layer 0.77-0.96x) and on two (0.33-0.74x and
//! 0.67-0.98x); on one thread the encoder layer is level with PyTorch's best runs, not ahead
//! of them (BENCHMARKS.md, "Model code against PyTorch", "Whole forwards").

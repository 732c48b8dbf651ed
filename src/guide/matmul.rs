//! Matrix multiply: torch.matmul's rules, typed, and the kernels behind them.
//!
//! ## Matrix multiply
//!
//! `a.matmul(&b)` follows `torch.matmul`, with the result's shape computed by the trait system:
//!
//! ```rust
//! use typed_tensor::{shape, Tensor};
//!
//! let x = Tensor::<f32, shape![dyn, 784]>::zeros_with_dims(&[64, 784]).unwrap();
//! let w = Tensor::<f32, shape![128, 784]>::ones();
//! let h: Tensor<f32, shape![dyn, 128]> = x.matmul(&w.t()); // w.t() is a strided view, no copy
//!
//! let weights = Tensor::<f32, shape![5, 64]>::ones();
//! let data = Tensor::<f32, shape![10, 64, 2048]>::ones();
//! let out: Tensor<f32, shape![10, 5, 2048]> = weights.matmul(&data); // broadcast over the batch
//! assert_eq!(out.get(&[9, 4, 2047]), Some(&64.0));
//! ```
//!
//! | lhs | rhs | result | as in PyTorch |
//! |---|---|---|---|
//! | `[k]` | `[k]` | `[]` | dot product (`dot`) |
//! | `[n, k]` | `[k, m]` | `[n, m]` | `mm` |
//! | `[k]` | `[k, m]` | `[m]` | the vector is a row `[1, k]`, the 1 removed after |
//! | `[n, k]` | `[k]` | `[n]` | the vector is a column `[k, 1]`, the 1 removed after (`mv`) |
//! | `[.., n, k]` | `[.., k, m]` | `[batch.., n, m]` | batch axes broadcast: `[j, 1, n, k] x [b, k, m] -> [j, b, n, m]` |
//! | `[k]` or `[n, k]` | `[.., k, m]` | `[batch.., m]` or `[batch.., n, m]` | `[5, 64] x [10, 64, 2048] -> [10, 5, 2048]` |
//! | `[]` | anything | compile error | PyTorch: "both arguments to matmul need to be at least 1D" |
//!
//! The contracted axes (the lhs's last, the rhs's second to last) must be equal and never
//! broadcast: `D<K>` with `D<K>`, `One` with `One` (or `D<1>`), and `Dyn` with anything, checked at
//! run time. A static mismatch does not compile:
//!
//! ```text
//! error[E0277]: cannot multiply `(D<64>, D<784>)` by `(D<128>, D<10>)`
//!  --> src/main.rs:6:16
//!   |
//! 6 |     let _y = x.matmul(&w);
//!   |                ^^^^^^ lhs axis 1 is `D<784>` but rhs axis 0 is `D<128>`
//! ```
//!
//! Batch axes that do not broadcast read like the operators' errors, with the operands' own axis
//! numbers. They follow the operators' rule in full: a `Dyn` batch axis against a `D<1>` must be
//! 1 at run time, since the product's type keeps the `D<1>`. A `Dyn` mismatch is an `Err` from
//! `try_matmul` and a panic from `matmul`, with PyTorch's wording and both shapes: `mat1 and mat2 shapes cannot be multiplied (64x784 and
//! 128x10) (shapes [64, 784] and [128, 10])`; two vectors get `torch.dot`'s `inconsistent tensor
//! size` message and `bmm` batches of different sizes `torch.bmm`'s `Expected size for first two
//! dimensions of batch2 tensor`, each with both shapes. A batch mismatch found at run time is
//! numbered as PyTorch numbers it, in the broadcast batch axes; the compile-time error gives each
//! operand's own axis number.
//!
//! Also: `mm` (rank 2), `bmm` (rank 3, equal batches, no broadcasting), `mv`, `dot` (a rank-0
//! tensor, as `torch.dot`), each with a `try_` form for `Dyn` dims, and `a.matmul_into(&b, &mut out)`, which compiles only when
//! `out` has the product's shape and writes into its buffer. An operand of the wrong rank for one
//! of these forms, or `bmm` batches of different static sizes (`One` against `D<4>` included), do
//! not compile; a `Dyn` batch is checked at run time. Their bound in generic code is
//! `MatmulForm<S2, RANK>`. Elements: every primitive type (`MatmulElement`); integers wrap, as the
//! other integer ops.
//!
//! Generic code needs one bound, `MatmulWith` (`matmul_into` as well, with an `out` of type
//! `Tensor<T, Matmul<S1, S2>>`), and none when the dims are spelled out, since a generic dim
//! matches itself on the contracted axis:
//!
//! ```rust
//! use typed_tensor::shape::{Matmul, MatmulWith};
//! use typed_tensor::{shape, Dim, Tensor, D};
//!
//! fn product<S1: MatmulWith<S2>, S2>(a: &Tensor<f32, S1>, b: &Tensor<f32, S2>) -> Tensor<f32, Matmul<S1, S2>> {
//!     a.matmul(b)
//! }
//!
//! fn linear<B: Dim, const I: usize, const O: usize>(x: &Tensor<f32, (B, D<I>)>, w: &Tensor<f32, (D<I>, D<O>)>) -> Tensor<f32, (B, D<O>)> {
//!     x.matmul(w)
//! }
//!
//! let x = Tensor::<f32, shape![dyn, 3]>::ones_with_dims(&[2, 3]).unwrap();
//! let w = Tensor::<f32, shape![3, 4]>::ones();
//! assert_eq!(linear(&x, &w).to_vec(), product(&x, &w).to_vec());
//! ```
//!
//! Without the bound, the error names the bound to add (`mm`, `mv`, `dot` and `bmm` likewise name
//! `MatmulForm<S2, RANK>`):
//!
//! ```text
//! error[E0277]: cannot multiply `S1` by `S2`
//!  --> src/lib.rs:4:22
//!   |
//! 4 |     let _ = a.matmul(b);
//!   |               ------ ^ generic shapes need the bound `S1: MatmulWith<S2>`
//! ```
//!
//! Performance: `f32` and `f64` run on SIMD kernels that take any row and column strides, so
//! transposed and permuted operands are multiplied without a copy; broadcast batch operands are
//! read with stride 0, never materialized. On x86-64 CPUs with AVX2 and FMA these are this
//! crate's own, one blocked loop nest whose strategies differ only in their packing and
//! register tiles, written once for two register families: 512-bit zmm registers where the CPU
//! has AVX-512F (a tile of 14 rows by 32 `f32` columns, 28 accumulators; products of at most
//! 16 `f32` or 8 `f64` columns in tiles of 16 rows by one register), else 256-bit ymm registers
//! (6 rows by 16 columns, twelve accumulators). An operand broadcast along its own rows or
//! columns (`expand` of a row or a column) is copied first, as PyTorch copies it, so that one
//! describing more elements than memory holds is refused at once (`try_matmul` returns
//! `ShapeError::OutOfMemory`) instead of multiplied for hours.
//! On a 2-core AVX-512 Xeon, one thread, issue 26's model products as 2-D products ran
//! 0.76x-0.98x PyTorch 2.15's (MKL) time for the MLP's and the attention's, and level with it
//! for the encoder's linear layers (0.90x-1.08x, by run and product) (BENCHMARKS.md, "AVX-512
//! matrix products"). A
//! batch of matrices times one matrix whose items lie one after another (a linear layer over
//! `[batch, seq, features]`) is multiplied as one product of `batch * seq` rows, as PyTorch
//! does. Products of a few rows (at most 12, such as attention weights or a vector times a
//! matrix) by a rhs with contiguous rows pack nothing; products whose lhs rows are contiguous, of
//! up to 256 rows (128 for `f64`), or of at most 64 columns (32), or of at most 128 columns
//! (64) over at most 256 inner steps, pack only the rhs and read the lhs in place; larger
//! ones pack both operands, blocked for the caches as BLIS does. On one
//! thread of a Zen 3 (ymm) they ran 1.06x-1.31x ndarray's
//! `dot` (matrixmultiply's kernel) from 32 to 2048 rows with a contiguous or transposed rhs, up
//! to 1.6x on narrow products, and 0.97x-0.98x OpenBLAS at 1024-2048; level (0.99x) with a
//! transposed lhs of 128 rows, and slower only on the 16-cube and on 16 rows by a few columns
//! (0.89x-0.93x; BENCHMARKS.md, "the panel kernel"). Elsewhere, and for a strided lhs of at
//! most 64 rows, they are the `matrixmultiply` crate's; the crate stays a dependency. Integer
//! types use a plain cache-blocked loop, several times slower.
//!
//! With the `parallel` feature, batched products from `matmul_parallel_min_fmas()` multiply-adds
//! up may split their batch items over rayon, and single products from
//! `matmul_row_split_min_fmas()` up (both 2^20: a 102-cube, or 8 heads' attention scores over
//! 128 tokens) their blocks of rows, or of columns for a product with too few rows. The calling thread
//! takes items or blocks from the start, rayon's threads joining as they wake. A split is only
//! faster when the other threads get a core: on a machine whose other cores are busy it waits for
//! descheduled threads and can run several times slower than one thread. So by default
//! (`runtime::MatmulSplitPolicy::Timed`) `matmul` times the products it could split, both ways, per size
//! class, and splits while that is measured at least 5% faster, trying the other form again for
//! three calls in every 64 to notice a change of load. Both forms give the same bits.
//! `set_matmul_split_policy(Always)` splits every time (for a machine known to be idle); the
//! thresholds set to `usize::MAX` never split.
//! Measurements against ndarray's `dot` and OpenBLAS are in
//! [BENCHMARKS.md](BENCHMARKS.md#matrix-multiply).

//! Named run-time dims: `Dyn<Batch>`, `Dyn<Seq>`, and the rules that keep them apart.
//!
//! ## Named run-time dims
//!
//! In model code most axes that matter are run-time sizes: batch, sequence length, number of
//! tokens. As plain `dyn` they are all one type, so a `[batch, seq]` tensor and a `[seq, batch]`
//! one add together whenever the sizes happen to agree. Give them names and the mix-up is a
//! compile error:
//!
//! ```rust,compile_fail
//! use typed_tensor::{dim_name, shape, Tensor};
//!
//! dim_name!(Batch); // a unit struct that implements `DimName`
//! dim_name!(Seq);
//!
//! let x = Tensor::<f32, shape![dyn Batch, dyn Seq]>::zeros_with_dims(&[4, 4]).unwrap();
//! let y = Tensor::<f32, shape![dyn Seq, dyn Batch]>::zeros_with_dims(&[4, 4]).unwrap();
//! let _z = &x + &y;
//! ```
//!
//! ```text
//! error[E0277]: shapes `(Dyn<Batch>, Dyn<Seq>)` and `(Dyn<Seq>, Dyn<Batch>)` cannot be broadcast together
//!   --> ui-tests/fail/named_batch_vs_seq.rs:10:17
//!    |
//! 10 |     let _z = &x + &y;
//!    |                 ^ lhs axis 0 is `Dyn<Batch>` but rhs axis 0 is `Dyn<Seq>`
//! ```
//!
//! (and the same for axis 1). `dim_name!(pub Batch);` declares a name (attributes and doc
//! comments go before the name); `shape![dyn Batch, dyn Seq, 512]` uses it, and the type is
//! `Dyn<Batch>`. The plain `Dyn` is `Dyn<Unnamed>` and prints as `Dyn` (except in the
//! "expected struct" note of a type mismatch, E0308, where rustc spells out `Dyn<Unnamed>`), so
//! unnamed code is unchanged.
//!
//! | on one axis | result | checked |
//! |---|---|---|
//! | `Dyn<Batch>` with `Dyn<Batch>` | `Dyn<Batch>` | at run time: equal, or one of them 1 |
//! | `Dyn<Batch>` with `One` | `Dyn<Batch>` | — |
//! | `Dyn<Batch>` with the plain `Dyn` | `Dyn<Batch>` | at run time: equal, or one of them 1 |
//! | `Dyn<Batch>` with `D<N>` | `D<N>` | at run time: 1 or N (as for `Dyn`) |
//! | `Dyn<Batch>` with `Dyn<Seq>` | compile error naming both dims and the axis | — |
//!
//! The same rules hold for the in-place ops (a target's name stays; a plain `Dyn` target takes
//! any name), for the `*_into` forms (whose two operands must also agree with each other),
//! comparisons and `where_`, for matmul's batch axes and its contracted axis
//! (`[dyn Batch, dyn Seq] x [dyn Batch, 8]` is a compile error: "lhs axis 1 is `Dyn<Seq>` but rhs
//! axis 0 is `Dyn<Batch>`"), for `cat`'s other axes (every part against every other), and for
//! `gather`'s other axes (a build-time check, like its size check). `matmul_into`'s `out` must
//! have the product's type exactly, names included. Views
//! (`transpose`, `permute`, `unsqueeze`, `squeeze`, `broadcast_to`, `select`, `unflatten`,
//! `flatten_axes`), reductions and
//! softmax keep the names of the axes they keep: the `transpose::<0, 1>()` of
//! `[dyn Batch, dyn Seq]` is `[dyn Seq, dyn Batch]`. What makes a new run-time size gives a plain
//! `Dyn`: `narrow`, `split`, `chunk`, `index_select`, `flatten`, `stack` of a slice, `reshape` to
//! `dyn`; `cat`'s joined axis is whatever the caller names (`cat::<1, Dyn<Seq>>()`, or `_` from an
//! annotation).
//!
//! A run-time mismatch names the dim too: two `Dyn<Batch>` axes of 4 and 2 give "The size of
//! tensor a (4) must match the size of tensor b (2) at non-singleton dimension 0, the
//! `Dyn<Batch>` axis (shapes [4, 3] and [2, 3])" ([`ShapeError`](crate::ShapeError) carries it as `dim`).
//!
//! Data from outside arrives unnamed; `rename::<A, Name>()` names a run-time axis and
//! `unname::<A>()` removes the name, both views without a copy (a static axis has no name to
//! take: a compile error). Loading into a named shape (`from_shape_vec`, safetensors, serde,
//! ndarray) names the axes the same way: positionally, trusting the caller's order. Generic code takes any name with `B: DimName`, or any dim with
//! `B: Dim`, and needs no other bound for equal names:
//!
//! ```rust
//! use typed_tensor::{dim_name, shape, shape::DimName, Dyn, One, Tensor, D};
//!
//! dim_name!(Batch);
//! dim_name!(Seq);
//!
//! fn scale_rows<B: DimName, const H: usize>(x: &Tensor<f32, (Dyn<B>, D<H>)>, s: &Tensor<f32, (Dyn<B>, One)>) -> Tensor<f32, (Dyn<B>, D<H>)> {
//!     x * s
//! }
//!
//! let raw = Tensor::<f32, shape![dyn, dyn, 4]>::ones_with_dims(&[2, 3, 4]).unwrap();
//! let x: Tensor<f32, shape![dyn Batch, dyn Seq, 4]> = raw.rename::<0, Batch>().rename::<1, Seq>();
//! let t: Tensor<f32, shape![dyn Seq, dyn Batch, 4]> = x.transpose::<0, 1>();
//! let pooled: Tensor<f32, shape![dyn Batch, 4]> = x.mean::<1>();
//! let s = Tensor::<f32, shape![dyn Batch, 1]>::full_with_dims(&[2, 1], 3.0).unwrap();
//! assert_eq!(scale_rows(&pooled, &s).to_vec(), [3.0; 8]);
//! assert_eq!(t.dims(), &[3, 2, 4]);
//! ```
//!
//! `examples/transformer_block.rs` is a pre-norm transformer encoder layer (`nn` layers:
//! multi-head attention and an MLP, with residuals) run over `dyn Batch`, `dyn Seq` and static
//! model dims;
//! `ui-tests/fail/named_*.rs` lock the errors. Names cost the type checker nothing measurable:
//! see BENCHMARKS.md, "Named run-time dims".

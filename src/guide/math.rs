//! Elements, arithmetic, math, reductions, softmax, maps and casts, with the special values and the accuracy of the vectorized math, and half precision (`bf16`, `f16`).
//!
//! ## Elements and arithmetic
//!
//! Every primitive integer and float is an element. Arithmetic follows NumPy and PyTorch, not
//! Rust's debug-mode checks, so results do not depend on the build profile: integer `+ - *` and
//! unary `-` wrap; integer division by zero panics; integer `/` is Rust's, rounding toward zero
//! (`-3 / 2 == -1`, PyTorch's `torch.div(.., rounding_mode="trunc")`: PyTorch's `/` on integers
//! gives floats and its `//` floors, while here an integer tensor's type stays integer, so cast
//! first for either); `i32::MIN / -1` wraps to `i32::MIN`; `%` is Rust's remainder (sign of the
//! dividend, like `torch.fmod`). Scalars work on either side: `&t * 2.0`, `2.0 * &t`, `t += 1`.
//!
//! ```
//! use typed_tensor::{shape, Tensor};
//! let t = Tensor::<i32, shape![2]>::from_vec(vec![-3, 3]).unwrap();
//! assert_eq!((&t / 2).to_vec(), [-1, 1]); // toward zero
//! assert_eq!((&t.cast::<f32>() / 2.0).floor().to_vec(), [-2.0, 1.0]); // PyTorch's `//`
//! ```
//!
//! A tensor holds at most `(isize::MAX - 64) / 16` elements (about 5.8e17: one allocation's
//! `isize::MAX` bytes of the widest element type), counting only its non-zero dims, as NumPy
//! does; a view too, broadcast or empty. Larger dims are an `Err` (`ElementCountOverflow`) from
//! every constructor and op that takes run-time dims, never a panic in the allocator's arithmetic.
//!
//! ## Math and reductions
//!
//! ```rust
//! use typed_tensor::{shape, where_, Tensor};
//!
//! let x = Tensor::<f32, shape![2, 3]>::from_vec(vec![1.0, -2.0, 3.0, 4.0, 5.0, -6.0]).unwrap();
//! let rows: Tensor<f32, shape![2]> = x.sum::<1>();          // the axis is a const generic
//! let cols: Tensor<f32, shape![1, 3]> = x.max_keepdim::<0>(); // kept as `One`
//! let (top, at) = x.topk::<2, 1>(true);                      // axis 1 becomes D<2>
//! assert_eq!((rows.to_vec(), cols.to_vec()), (vec![2.0, 3.0], vec![4.0, 5.0, 3.0]));
//! assert_eq!((top.to_vec(), at.to_vec()), (vec![3.0, 1.0, 5.0, 4.0], vec![2, 0, 1, 0]));
//! let zero = Tensor::<f32, shape![]>::zeros();
//! let relu = where_(&x.gt(&zero), &x, &zero);                // three shapes broadcast
//! assert_eq!(relu, x.relu());
//! assert_eq!(x.abs().norm::<1>(f32::INFINITY).to_vec(), [3.0, 6.0]);
//! ```
//!
//! - Elementwise: `abs neg sqrt exp ln log2 log10 powi powf floor ceil trunc fract round clamp
//!   clamp_min clamp_max sigmoid tanh relu` (floats; integers get `abs`, `neg`, `clamp*`,
//!   `relu`, `powi(u32)`), and broadcasting `pow`, `maximum`, `minimum`, `eq ne lt le gt ge`
//!   (giving `Tensor<bool, _>`), `where_(cond, a, b)` and `masked_fill(mask, value)`. `round`
//!   rounds halves to even, as `torch.round`.
//! - `tril(k)`/`triu(k)`: the lower or upper triangle of the matrices of the last two axes,
//!   the rest zero (`false` for `bool`, so `Tensor::<bool, _>::full(true).tril(0)` is a causal
//!   mask); a rank below 2 fails the build.
//! - Over one axis `A` (`sum::<A>()`): `sum prod mean max min argmax argmin norm(p) var(c)
//!   std(c)`, each with a `_keepdim` form; an axis out of range is a compile error naming the
//!   axis and the shape. Over everything: `sum_all prod_all mean_all max_all min_all argmax_all
//!   argmin_all norm_all(p) var_all(c) std_all(c)`, which return a rank-0 tensor as PyTorch's
//!   (`.item()` gives the number; the two `arg` forms give a `usize`). `max`/`min` give values
//!   only (`torch.amax`); the indices are `argmax`/`argmin`.
//! - `var(c)`/`std(c)`: `c` is PyTorch's `correction` (its default is 1); `c >= len` gives inf/NaN.
//! - `allclose isclose max_abs_diff` (for tests): PyTorch's rule and defaults, `_with` forms.
//! - Empty reductions follow PyTorch: `sum` is 0, `prod` 1, `mean`, `var` and `std` NaN, `norm`
//!   0; `max`, `min`, `argmax`, `argmin` and the infinity norms of an empty axis are errors:
//!   `Err` from the `try_` forms (`try_max::<A>()`, `try_argmax_all()`, `try_norm`, ...), a panic
//!   with the same message otherwise (`max(): Expected reduction dim 1 to have non-zero size
//!   (dims [3, 0])`).
//! - NaN, as PyTorch: `max`, `min`, `maximum`, `minimum`, `clamp`, `relu` and the infinity norms
//!   propagate NaN; `argmax`/`argmin` return the index of the first NaN; comparisons with NaN are
//!   false except `ne`. Ties: `argmax`/`argmin` return the first index.
//! - `topk::<K, A>(largest)` returns values and indices sorted (largest or smallest first), NaN
//!   counted above every number, equal values in index order (PyTorch leaves that unspecified).
//!   `K` larger than a static axis fails the build (`cargo build`, not `cargo check`: a const
//!   assertion that prints `K`, the axis and the shape, though not the line of the call); on a
//!   `Dyn` axis it is a run-time error (`try_topk`). `K = 1` gives the axis `D<1>` (which does not
//!   broadcast; `max_keepdim` and `argmax_keepdim` give `One`, which does). `kthvalue::<A>(k)` is the `k`-th smallest
//!   (from 1) in the same order.
//! - Integer `sum`/`prod` wrap in the element type (PyTorch widens to `int64`); float sums
//!   reassociate, so the last bits can differ from a sequential sum. `mean` and `norm` are for
//!   floats.
//! - Reductions run on their own kernel: the last axis folds each contiguous row with 16
//!   independent accumulators (vectorized), other axes fold whole rows into a tile of
//!   accumulators (vectorized across the row); partial results of 128 positions per accumulator
//!   are merged pairwise, as NumPy's and PyTorch's float sums are, so a 4M-element `f32` sum stays
//!   within 1e-5. Large inputs split over rayon: over outputs, or along the reduced axis when
//!   there are few outputs (`sum_all`, `[1000000, 3].sum::<0>()`). Inputs that are not
//!   contiguous (views) are copied once first. `cargo bench --bench reduce` compares
//!   `sum::<0>`/`sum::<1>` of a `[4096, 4096]` `f32` tensor with ndarray's `sum_axis`.
//! - Their bounds are `ReduceAxis<A>`, `TopKAxis<K, A>` and `ZipWith<S2>`, which hold exactly when
//!   `Axis<A>` / `BroadcastWith<S2>` do, so generic code can bound on either. Through them a shape
//!   error reads like the operators' (no list of impls, no quoted bound); `where_` adds one
//!   "required by a bound" note.
//!
//! ## Softmax, maps and casts
//!
//! ```rust
//! use typed_tensor::{shape, Tensor};
//!
//! // A batch of logits over a vocabulary, the batch size known at run time.
//! let logits = Tensor::<f32, shape![dyn, 4]>::from_shape_vec(
//!     &[2, 4],
//!     vec![1.0, 2.0, 3.0, 4.0, 1e4, 1e4, -1e4, -1e4],
//! ).unwrap();
//! let p = logits.softmax::<1>();             // same shape; never NaN for finite logits
//! let logp = logits.log_softmax::<1>();
//! let lse: Tensor<f32, shape![dyn]> = logits.logsumexp::<1>();
//! assert_eq!(p.to_vec()[4..], [0.5, 0.5, 0.0, 0.0]);
//! assert_eq!(logp.to_vec()[6], -2e4 - std::f32::consts::LN_2);
//! assert_eq!(lse.to_vec()[1], 1e4 + std::f32::consts::LN_2);
//!
//! // Your own elementwise functions, on the same kernel as the built-in ops.
//! let x = Tensor::<f32, shape![2, 3]>::from_vec(vec![-2.0, -0.5, 0.0, 0.5, 1.0, 2.0]).unwrap();
//! let leaky = x.map(|v| if v > 0.0 { v } else { 0.01 * v });    // any output type
//! let mask = Tensor::<bool, shape![3]>::from_vec(vec![true, false, true]).unwrap();
//! let masked = x.zip_map(&mask, |v, keep| if keep { v } else { f32::NEG_INFINITY }); // broadcasts
//! let mut y = x.clone();
//! y.map_inplace(|v| v * v);                                     // copy on write, as `+=`
//! assert_eq!((leaky.to_vec()[0], masked.to_vec()[1], y.to_vec()[0]), (-0.02, f32::NEG_INFINITY, 4.0));
//!
//! // Casts: Rust's `as`, plus `bool`.
//! let counts = x.gt(&Tensor::<f32, shape![]>::zeros()).cast::<i64>().sum::<1>();
//! assert_eq!(counts.to_vec(), [0, 3]);
//! assert_eq!(x.cast::<u8>().to_vec(), [0, 0, 0, 0, 1, 2]); // truncates, saturates at 0
//! ```
//!
//! In model code generic over a batch dim, a softmax over the last axis of a tuple shape needs
//! no bound at all; over a shape parameter `S`, bound `S: Axis<A>` as for the reductions:
//!
//! ```rust
//! use typed_tensor::{shape, shape::Axis, Tensor, D};
//!
//! /// Attention weights: softmax over the keys of `[batch, queries, keys]` scores.
//! fn attention_weights<B, const Q: usize, const K: usize>(
//!     scores: &Tensor<f32, (B, D<Q>, D<K>)>,
//! ) -> Tensor<f32, (B, D<Q>, D<K>)> {
//!     scores.softmax::<2>()
//! }
//!
//! fn log_probs<S: Axis<1>>(logits: &Tensor<f32, S>) -> Tensor<f32, S> {
//!     logits.log_softmax::<1>()
//! }
//!
//! let scores = Tensor::<f32, shape![dyn, 2, 3]>::zeros_with_dims(&[5, 2, 3]).unwrap();
//! assert!(attention_weights(&scores).iter().all(|&w| (w - 1.0 / 3.0).abs() < 1e-7));
//! let lp = log_probs(&Tensor::<f32, shape![2, 4]>::zeros());
//! assert!(lp.iter().all(|&v| (v + 4f32.ln()).abs() < 1e-6));
//! ```
//!
//! - `softmax::<A>()`, `log_softmax::<A>()`, `logsumexp::<A>()` and `logsumexp_keepdim::<A>()`,
//!   for `f32` and `f64`, take the axis as a const generic bounded like the reductions
//!   (`ReduceAxis<A>` or `Axis<A>` in generic code; an axis out of range is a compile error
//!   naming it). They are fused and computed from `max + ln(sum(exp(x - max)))`, so large finite
//!   logits (`1e4`, `-1e4`) give no NaN or infinity. Over the last axis each row is read once
//!   from memory and written once (the passes after the first run while the row is in cache);
//!   over other axes, one pass finds the column maxima and a second writes the exponentials and
//!   sums them per column before they are scaled (`log_softmax` sums without writing, then
//!   writes): `exp` runs once per element. For `f32` it is a polynomial that vectorizes
//!   (relative error below 2.5e-7), compiled for AVX-512 or AVX2 when the CPU has it
//!   (detected at run time). Over the last axis its multiply-adds are fused where the CPU has
//!   FMA: the same bits on every such CPU, whatever the vector width, and within the same
//!   bounds on the x86-64 baseline without FMA (other axes: the same bits everywhere). Results match the composed form (`max_keepdim`, `-`,
//!   `exp`, `sum_keepdim`, `/`) within 1e-6 relative (`log_softmax` and `logsumexp` within
//!   2.5e-7 absolute where `ln(sum)` is tiny: `ln` of an `f32` sum near 1 is exact only to
//!   that). Large inputs split over rayon: rows over threads for the last axis, pieces of the
//!   axis otherwise; a single very long last-axis row runs on one thread.
//!   Special values as PyTorch: a NaN or `+inf` along the axis, or only `-inf`, makes that line
//!   of `softmax`/`log_softmax` NaN; `logsumexp` is then NaN, `+inf`, `-inf`; `-inf` among
//!   finite values gets probability 0; an empty axis gives an empty result and a `logsumexp` of
//!   `-inf`.
//! - `map(f)` returns any element type; `zip_map(&other, f)` broadcasts with the same compile-time
//!   check as `+` (bound `ZipWith<S2>`) and takes two element types, with `try_zip_map` for `Dyn`
//!   mismatches; `map_inplace(f)` writes in place, or into a new buffer of its own when the
//!   storage is shared or strided. All run on the elementwise kernel, so `t.map(|x| x.exp())`
//!   costs what `t.exp()` does (BENCHMARKS.md).
//! - `gelu()` is PyTorch's default exact form `x / 2 * (1 + erf(x / sqrt 2))` (`erf` from the
//!   `libm` crate, as the standard library has none); `gelu_tanh()` is `approximate='tanh'`;
//!   `silu()` is `x / (1 + exp(-x))`; `erf()` is also available.
//! - `cast::<U>()` converts between all primitive numbers with Rust's `as`: integers keep their
//!   low bits (`300` to `u8` is 44); floats to integers round toward zero and **saturate**
//!   (`1e10` to `i32` is `i32::MAX`, `-1.5` to `u8` is 0) and NaN becomes 0, where PyTorch
//!   leaves out-of-range conversions undefined; integers and `f64` to floats round to nearest.
//!   `bool` casts to 1 and 0, and numbers cast to `bool` as `x != 0` (NaN is `true`, as
//!   PyTorch). Generic code bounds on `T: CastElement<U>` and `U: Send` (which every element
//!   type is; a bound on the target cannot be implied by the trait).
//!
//! ### Special values
//!
//! Checked in `tests/math_special_values.rs` against PyTorch's results (C99's for the C functions
//! it calls). Tiny means a positive subnormal.
//!
//! | op | NaN | `+inf` | `-inf` | `+0`, `-0` | tiny | vs PyTorch |
//! |---|---|---|---|---|---|---|
//! | `sqrt`, `powf(0.5)` | NaN | `+inf` | NaN | `+0`, `-0` | `sqrt(x)` | same; PyTorch and NumPy compute `x^0.5` as `sqrt`, so not C's `pow(-inf, 0.5) = +inf` |
//! | `powf(-0.5)` (`1/sqrt`), `powf(-1)` | NaN | `0` | NaN, `-0` | `+inf`, `-inf` | `+inf` or large | same: PyTorch's `rsqrt` and `reciprocal` |
//! | `powf(p)`, `powi(n)` other | C's `pow` | | | | | same: 0 gives 1 (NaN too), 1 copies, 2, 3, -2 are products, as PyTorch |
//! | `exp` | NaN | `+inf` | `0` | `1` | `1` | same |
//! | `ln`, `log2`, `log10` | NaN | `+inf` | NaN | `-inf` | finite (`log2` is -149) | same |
//! | `floor ceil trunc round` | NaN | `+inf` | `-inf` | keep the sign | `floor` 0, `ceil` 1; `-0` for tiny negatives rounded up | same |
//! | `fract` | NaN | NaN | NaN | `+0` | `x` | same (`x - trunc(x)`) |
//! | `sigmoid` | NaN | `1` | `0` | `0.5` | `0.5` | same |
//! | `tanh`, `erf` | NaN | `1` | `-1` | keep the sign | `x` | same |
//! | `abs` | NaN | `+inf` | `+inf` | `+0` | `x` | same |
//! | `relu`, `clamp*` | NaN | bound or `x` | bound or `x` | `x`'s zero when it equals the bound | `x` | same values; a NaN bound gives NaN everywhere |
//! | `gelu`, `gelu_tanh` | NaN | `+inf` | **`-0`** | keep the sign | `0` (`x / 2` underflows) | **differs at the infinities**: PyTorch gives NaN (`-inf * 0`, reported upstream as a bug); we return the limits |
//! | `silu` | NaN | `+inf` | **`-0`** | keep the sign | `0` | **differs at `-inf`**: PyTorch's `-inf / inf` is NaN; we return the limit |
//! | `maximum minimum max min` | propagate | | | `+0` and `-0` compare equal: the second operand is returned | | same values; PyTorch does not specify which zero |
//!
//! ### Accuracy of the `f32` math ops
//!
//! Max error vs correctly rounded, `f32`: the largest error in ulp of the correctly rounded
//! result over **every** `f32` input (all 2^32 bit patterns; `cargo test --release --lib
//! float32::tests::max_error_over_every_f32 -- --ignored --nocapture`, with `VMATH_ONLY=Gelu,Erf`
//! for some ops; rerun for `ln`, `log2`, `log10`, `tanh`, `sigmoid`, `silu`, `erf` and `gelu` after
//! their last changes), against `f64`
//! references: the standard library's `f64` functions, `libm::erf`, and for the composite ops
//! the `f64` evaluation of the same formula (GELU's `1 + erf(x / sqrt 2)` as the equal
//! `erfc(-x / sqrt 2)`, the tanh form's `(1 + tanh(u)) / 2` as `sigmoid(2u)`, SiLU as
//! `x * sigmoid(x)`, which `f64` evaluates without cancellation). The kernels are branch-free
//! polynomials vectorized 16 or 8 lanes wide (`src/kernel/vmath/float32/`); their
//! multiply-adds are fused on CPUs with FMA (every AVX2 and AVX-512 CPU, aarch64), so results
//! are the same bits there whatever the vector width; the x86-64 baseline without FMA rounds
//! them twice (second column).
//!
//! | op | max error, with FMA | without FMA | PyTorch 2.15, one thread (AVX-512), every 4099th `f32` |
//! |---|---|---|---|
//! | `exp` | 1.02 | 0.99 | 0.57 |
//! | `ln` | 0.89 | 0.92 | 0.50 |
//! | `log2` | 1.38 | 1.48 | 0.52 |
//! | `log10` | 0.92 | 1.93 | 0.50 |
//! | `sqrt` | 0.50 | 0.50 | 0.56 |
//! | `tanh` | 1.37 | 1.34 | 0.56 |
//! | `erf` | 1.00 | 1.31 | 1.00 |
//! | `sigmoid` | 1.50 | 1.50 | 2.1e6 (near `x = -88`) |
//! | `silu` | 1.73 | 1.75 | 1.7e7 (below `x = -88`) |
//! | `gelu` | 1.76 | 1.79 | 1.7e7 (near `x = -5.6`) |
//! | `gelu_tanh` | 0.50 | 0.50 | 1.7e7 (near `x = -8`) |
//! | `powf(1.7)` | 0.50 | 0.50 | 42 |
//!
//! `sigmoid` and `silu` divide by the rounded `1 + e` and correct the quotient by the exact
//! residual, and `silu` forms its product `x * sigmoid` with that correction and its own rounding
//! error, so that each rounds about once. `gelu` is `max(x, 0) - |x| / 2 * erfc(|x| / sqrt 2)`
//! by one multiply-add, which cancels for neither sign, with `erfc / 2` a polynomial of degree 7
//! on each of 16 pieces of `[0, 4 sqrt 2]`, its coefficients looked up per lane (fitted by
//! `src/kernel/vmath/float32/gelu_fit.py`). All three are within those ulp for every input,
//! including the negative tails, where PyTorch's formulas cancel (`1 + erf(x)` for `x` near
//! -4, `x / (1 + e^-x)` once `e^-x` overflows) and lose every digit: its error there is the
//! last column's. Below
//! `x = -4 sqrt 2` `gelu` returns `-0`, as PyTorch does: the true values there are under
//! 4.4e-8 in magnitude, which is its absolute error there (left out of the ulp figure); so does
//! `silu` below `x = -88.7` (where PyTorch's `e^-x` overflows; true values under 3e-37), whose
//! results beyond `|x| = 86.5` are the scalar form's. Below `|x| = 1e-20`, `gelu` and
//! `gelu_tanh` return the formula's `x / 2`, rounded as the scalar form rounds it.
//! `gelu_tanh` and `powf` compute in `f64` inside, and their results are the correctly
//! rounded ones (0.500 ulp). PyTorch's column is measured on the finite inputs of a sample,
//! `gelu` where `x > -5.65`.
//!
//! ### Accuracy of the `f64` math ops
//!
//! Largest error of the vectorized forms against mpmath's exact values (`tests/data/vmath_f64.txt`,
//! written by `tests/data/vmath_f64_reference.py`: 1500 inputs per op, and per exponent of
//! `powf`, and 3852 more for `erf` at the ends of its pieces and over them; `gelu_tanh` in ulps of `max(|y|, |x|/2)`, as `1 + tanh` cancels for `x < 0` in the
//! formula itself; `cargo test --lib float64::tests::accuracy -- --nocapture`). The kernels
//! (`src/kernel/vmath/float64/`) run eight lanes wide under AVX-512, four under AVX2; their
//! multiply-adds are fused on CPUs with FMA (every AVX2 and AVX-512 CPU, aarch64), so results
//! are the same bits there whatever the vector width; the x86-64 baseline without FMA rounds
//! them twice (second row). The last row is the scalar forms' error on the same inputs (glibc's
//! functions, `libm::erf`, the formulas for the composites).
//!
//! | max error (ulp) | `exp` | `ln` | `log2` | `log10` | `sqrt` | `tanh` | `sigmoid` | `erf` | `gelu` | `gelu_tanh` | `silu` | `powf` |
//! |---|---|---|---|---|---|---|---|---|---|---|---|---|
//! | with FMA | 0.87 | 0.73 | 0.66 | 0.65 | 0.5 | 1.88 | 1.80 | 0.71 | 2.05 | 1.54 | 1.68 | 0.91 |
//! | without FMA | 0.87 | 0.73 | 0.79 | 0.74 | 0.5 | 1.88 | 1.80 | 0.70 | 2.05 | 1.54 | 1.68 | 0.91 |
//! | scalar forms | 0.50 | 0.50 | 0.50 | 1.43 | 0.5 | 1.54 | 1.80 | 0.75 | 9e15 | 1.54 | 1.68 | 0.50 |
//!
//! `erf` is a degree-11 polynomial on each of 16 pieces of `[0, 6]` (odd near 0, so tiny
//! inputs keep their relative accuracy); over 400,000 more inputs in `[0, 6.2]` its largest
//! error was 0.78 ulp (0.87 without FMA).
//!
//! `gelu` is computed through `erfc` (`x / 2 * erfc(-x / sqrt 2)` for negative `x`, with
//! `x^2` exact in the exponent), so it keeps its relative accuracy in the negative tail down to
//! `x = -37.5` (about `-1e-306`), where the scalar form's `1 + erf` cancels to `-0` from
//! `x = -8.3` on (its 9e15 ulp); below -37.5 it returns the scalar form's `-0`. `powf` is
//! `e^(e ln|x|)` with `ln|x|` and the product carried in two floats: within 0.91 ulp for the
//! exponents 1.7, -2.5, 3, -4, 0.5, 11.25, 0.3 and 200.5 (whose results reach `e^700` from
//! bases near 1, where an error in `ln|x|` is multiplied by 700) over bases whose power is a
//! normal number. Bases that are zeros, subnormal, infinite or NaN, bases whose power could leave
//! the normal range, and exponents that are 0, infinite or NaN give exactly the scalar
//! `f64::powf`'s bits (tested against every combination), as every op's special inputs give
//! its scalar form's.
//! `sqrt` is correctly rounded everywhere: the hardware square root, or under AVX-512 (where
//! that unit, not memory, bounds the loop) `vrsqrt14pd`, two Newton steps and a last one with
//! the exact residual `x - g*g`, which give the hardware root's bits (tested on 2 million
//! random floats and 1.6 million roots next to the midpoint between two floats).
//!
//! ## Half precision: `bf16` and `f16`
//!
//! [`bf16`](crate::bf16) (8 significant bits, `f32`'s range) and [`f16`](crate::f16) (11
//! bits, largest finite 65504) are the `half` crate's types, re-exported at the crate root.
//! They are elements and float elements like `f32`: arithmetic with broadcasting, the math
//! ops, comparisons, `where_`, reductions, softmax, the norms, attention, views and joins,
//! `matmul` and `linear`, casts, `Display`, and safetensors' `BF16` and `F16` dtypes (loaded
//! and saved as they are; loaded into `f32` and `f64` too, exactly). The `nn` layers take
//! `T = bf16` or `f16`, and load a PyTorch `state_dict` saved in that dtype by name.
//!
//! ```
//! use typed_tensor::{bf16, shape, Tensor};
//! let x = Tensor::<f32, shape![2, 3]>::from_vec(vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0]).unwrap();
//! let w = Tensor::<f32, shape![4, 3]>::ones();
//! let y = x.cast::<bf16>().matmul(&w.cast::<bf16>().t()); // bf16 inputs, f32 sums
//! assert_eq!(y.cast::<f32>().to_vec(), [6.0, 6.0, 6.0, 6.0, 15.0, 15.0, 15.0, 15.0]);
//! // 257 is halfway between the bf16 values 256 and 258: ties round to even.
//! let t = Tensor::<f32, shape![2]>::from_vec(vec![257.0, 259.0]).unwrap().cast::<bf16>();
//! assert_eq!(t.cast::<f32>().to_vec(), [256.0, 260.0]);
//! assert_eq!((&t + &t).sum_all().to_vec(), [bf16::from_f32(1032.0)]);
//! ```
//!
//! **The rule, as PyTorch's CPU kernels:** every op widens its operands to `f32` (exactly),
//! computes in `f32`, and rounds each result once to the half type, to nearest with ties to
//! even; NaN stays NaN and values beyond the range become infinities. Sums (`sum`, `mean`,
//! `prod`, `norm`, the softmax's denominator, the norms' moments, the products' dot products)
//! accumulate in `f32` ([`Element::Accumulator`](crate::Element::Accumulator)), never in 8
//! or 11 bits. So, per op, compared with the exact result `y` of the same half-precision
//! operands (`ulp` is the half type's, `u = 2^-24`, the bounds are those the tests assert
//! against `f64` references, `tests/half_precision.rs` and `src/kernel/gemm/half/tests.rs`):
//!
//! | op | computed as | error bound |
//! |---|---|---|
//! | `+ - * /` (and with scalars) | the `f32` result rounded once | **correctly rounded** (0.5 ulp): `f32` holds the exact sum and product, and its quotient rounds before any half type's tie (`24 >= 2 * 11 + 2`) |
//! | `%`, `abs`, `neg`, comparisons, `where_`, `max`/`min`, views | in `f32`, or exact | exact |
//! | `exp ln log2 log10 sqrt tanh sigmoid silu erf gelu gelu_tanh powf` | the `f32` kernel on the widened input, rounded once (the same bits, tested) | 0.5 ulp plus the `f32` op's error (at most 1.8 ulp of `f32`, the table above): 0.5 ulp in practice |
//! | `softmax log_softmax logsumexp layer_norm rms_norm var std` | the `f32` kernel, rounded once (the same bits, tested) | 0.5 ulp plus the `f32` op's rounding |
//! | `sum mean prod norm` | `f32` partial sums, rounded once | 0.5 ulp + `n u * sum |x|` |
//! | `matmul`, `linear` | products summed in `f32` (AMX or AVX512-BF16 for `bf16`), the bias added in `f32`, rounded once | 0.5 ulp + `(k + 2) u * sum_p |a_ip b_pj|` |
//! | `scaled_dot_product_attention` | scores, softmax and context in `f32`; the probabilities rounded to the half type before `p · v`, as PyTorch's fused CPU kernel | 0.5 ulp + `2^-9 * max |v|` (`bf16`) |
//! | `cast` | rounded once; from integers beyond `2^53`, twice (through `f64`) | 0.5 ulp |
//!
//! A whole layer compounds its ops' roundings: PyTorch's `TransformerEncoderLayer(64, 4, 128,
//! gelu, norm_first)` in `bf16` (`tests/half_vs_torch.rs`, fixtures by
//! `tests/data/half_reference.py`) is within `3.9e-3 * max |y|` of the `f64` output of the same
//! rounded weights here, and PyTorch's own `bf16` output within `4.0e-3`; in `f16`, `5.5e-4`
//! here and `5.1e-4` for PyTorch. The test asserts `2^-6` (`bf16`) and `2^-9` (`f16`) against
//! both the `f64` output and PyTorch's.
//!
//! Speed: `bf16` products run on AMX tiles on CPUs that have them (this project's Xeon), the
//! path of PyTorch's oneDNN; BENCHMARKS.md, "bf16 inference", gives the encoder layer and its
//! products against PyTorch's `bf16` in turns. `f16` products, and `bf16` ones on CPUs without
//! AVX512-BF16, widen the operands to `f32` and run the `f32` kernels (correct, not faster
//! than `f32`). The elementwise ops and the norms of both types convert per element; they are
//! memory-bound either way.
//!
//! A `Tape<bf16>` records and differentiates `bf16` ops, its gradients in `bf16`; mixed-precision
//! training keeps `f32` master parameters (`guide::training`, "Mixed precision"). Random
//! initialization (`interop::rand`'s `normal`) samples `f32` and `f64`: cast the result.

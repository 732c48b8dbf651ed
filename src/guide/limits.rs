//! Known limits.
//!
//! ## Error length
//!
//! A shape error is at most 12 lines, its first line naming the shapes and its label the axis:
//! operators, reductions, `matmul` and its forms (`mm`, `mv`, `dot`, `bmm`: 9-10 lines), `cat`,
//! `select`, the other axis methods and the `*_into` methods. The longer ones below keep that
//! first line and label; the lines after them are rustc's. Each ui-test snapshot over 12 lines
//! is listed in `ui-tests/long_errors.txt` with its length and one of the reasons below, and the
//! `ui_lengths` test fails when a long snapshot is not listed, when a listed one is gone or back
//! within 12 lines, or when its length changed, so that a new long error is explained in review.
//!
//! - **`bound-note`**: the error comes from a bound on the method itself, and rustc ends it with
//!   a "required by a bound in" note quoting the bound: `squeeze`/`try_squeeze`, `rename` of a
//!   static axis, `broadcast_to`/`expand`, `where_`, `from_vec` (and `rand`'s `uniform`) on a
//!   `Dyn` shape, `gather` with an index of another rank, the element-type errors of `normal`,
//!   `from_safetensors` and `safetensors_view`, and `nn::Embedding::forward` with indices of
//!   rank 0 or 5+. The note is 5 lines where the bound sits on the line of the function's name,
//!   on one of the function's own parameters (`gather`'s index shape, `where_`'s shapes,
//!   `Embedding::forward`'s); 8 where it bounds the impl's shape or element type in a `where`
//!   clause, which cannot move there. Moving these bounds into the result type, as the
//!   reductions do, did not remove the note (tried for `squeeze`). When the failing bound names
//!   an argument's type (`where_`'s condition, `gather`'s and `Embedding`'s index), rustc also
//!   labels the call "required by a bound introduced by this call" (2 lines).
//!
//!   `matmul_into` with a wrong `out` stays at 12 because its bound sits on the line of the
//!   method's name and starts with the product's own parameter `P`, which no argument's type
//!   names, so rustc points at the method rather than at an argument. `add_into` and the other
//!   elementwise `*_into` avoid the note another way: their bound is the one trait `ZipInto`,
//!   whose associated type (`()`) they return, so rustc meets a failed check while it works out
//!   the call's type, as it does for `matmul`'s, and reports it at the call.
//! - **`const-check`**: the build-time checks (const assertions, evaluated by `cargo build`, not
//!   `cargo check`): `reshape`/`view`/`flatten_axes` counts, `unflatten`'s product, `cat`'s and
//!   `try_cat`'s sum, `topk`'s `K`, `split_exact`/`chunk_exact` counts, `narrow_static`'s
//!   length, `gather`'s static sizes and names, a repeated const axis in `permute`, and
//!   `MultiheadAttention`'s `HEADS * HEAD == M`. The message names the numbers, the axis and
//!   the shape, but rustc reports a failed constant where it is evaluated, inside this crate,
//!   then adds "erroneous constant encountered" and, last, the caller's line ("the above error
//!   was encountered while instantiating"); stable Rust has no way to put the caller's line
//!   first. Each check panics through the `#[track_caller]` function `const_fmt::fail`, so the
//!   first span is the check's own line and the `panic!` macro's "in this macro invocation"
//!   section is not printed; the constant itself calls `fail`, as a panic inside a helper
//!   function adds rustc's trace through that function.
//! - **`one-error-per-axis`**: shapes that clash on two axes give two errors, one per axis, each
//!   within 12 lines (`x += &y` and `add_into`, 11 each; `[dyn Batch, dyn Seq] + [dyn Seq, dyn
//!   Batch]`, 10 each). The `ui_lengths` test checks each error of these files.
//! - **`generic-bound`**: in generic code, a forgotten bound that names a second shape (`a + b`,
//!   `matmul`, `mm`) is labelled with the bound to add ("generic shapes need the bound `S1:
//!   BroadcastWith<S2>`"), and rustc then adds its own suggestion, which names the machinery
//!   trait (`BroadcastAgainst`, `MatmulAgainst`, `MatmulFormAgainst`) rather than the bound in
//!   the label: 13 lines for `a + b`; `matmul` and `mm` also end with the `bound-note`.
//! - **`rank0-method`**: `argmax::<0>()` or `select::<LAST>` on a rank-0 tensor gives E0599
//!   (13 lines), rustc's report of a method whose const argument fits no impl.
//! - **`other-impls`**: `nn::Linear::forward` on inputs of another width is the product's error
//!   followed by rustc's list of other impls of `MatmulAgainst`, which `x.linear(&w, &b)` (10
//!   lines) does not print.
//! - **`sealed`**: implementing `Shape` or `Dim` outside the crate is refused with rustc's
//!   "sealed trait" error, whose first line says so; most of its length is rustc's list of the
//!   types that do implement the sealed trait.
//!
//! ## Other known limits
//!
//! - **Generic code without a const-axis bound.** A forgotten bound is reported well only where
//!   the bound names a second shape (`a + b`, `maximum`, `where_`, `matmul`, `mm`, above). The
//!   methods whose bound depends on the receiver's shape and a const axis alone (`mean::<A>`,
//!   `softmax::<A>`, `squeeze`, `select`, `narrow`, `split`, `unsqueeze`, `transpose`,
//!   `permute`, `flatten_axes`, ...) fail during rustc's method lookup instead: E0599 "the
//!   method exists but its trait bounds were not satisfied", listing a machinery trait with `_`
//!   for the axis and a `where` suggestion that does not compile; `sum`, `max`, `map` and
//!   `flatten` are even reported as `Iterator` methods ("`&Tensor<f32, S>` is not an
//!   iterator"). The bound to add is the one in each method's docs (`ReduceAxis<A>`,
//!   `Squeeze<A>`, `SelectAxis<A>`, `ReplaceAxis<A, New>`, `Unsqueeze<A>`, `Transpose<A, B>`,
//!   `Permute<P>`, ...).
//! - A named run-time dim is a type, not a value: the name says which axis it is, not its size,
//!   so two `Dyn<Batch>` tensors from different batches still meet a run-time check. Ops that make
//!   a new run-time size (`narrow`, `split`, `flatten`, `stack` of a slice, ...) return a plain
//!   `Dyn`; `rename` names it again.
//! - **Memory.** A broadcast (`expand`) view stores its elements once, whatever its dims, so an
//!   op over it can ask for far more memory than the machine has: for its result, or for a copy
//!   of the view (the reductions, `softmax`, the norms and `topk` read contiguous data, so they
//!   copy a view first; so do `contiguous`, `to_vec`, a `reshape` the strides do not allow, and
//!   `+=` on a view). Every such allocation either succeeds or is
//!   [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory), naming the op and the bytes:
//!   the `try_` methods return it, the others panic with its text; none aborts the process.
//!   Matrix products and attention copy an operand broadcast along its own rows or columns
//!   first, as PyTorch does (one broadcast only along batch axes is read again, not copied), so
//!   a product whose broadcast inner axis is huge is refused at once rather than computed for
//!   hours; fused attention also holds a few rows of scores of the key length. What "cannot be
//!   allocated" means is the system's call:
//!   Linux refuses a request beyond its overcommit limit at once, but with overcommit on
//!   (`vm.overcommit_memory = 1`) a large request can succeed and the process be killed when it
//!   touches the memory, as PyTorch's would.
//! - Tensors are values: clones share storage, and writing through `+=` copies first if the
//!   storage is shared (copy on write). This differs from PyTorch, where a view aliases its base.
//!   For training, clones are one parameter; `nn::deep_copy` makes separate ones.
//! - Where this crate is stricter than PyTorch, on purpose: a negative `label_smoothing` is an
//!   error (PyTorch applies none, silently); safetensors loads only widen (`F16`/`BF16` into
//!   `f32` or `f64`, `F32` into `f64`; PyTorch's `load_state_dict` also narrows, losing values); the
//!   lenient `load_parameters_ignoring_unexpected` still requires every parameter (PyTorch's
//!   `strict=False` also skips missing ones). `ignore_index` is an `Option<usize>`, since a
//!   `usize` target cannot be PyTorch's default -100. Dropout draws from the caller's `rand`
//!   generator, so its masks are not PyTorch's for the same seed.
//! - **No `reduction="none"`.** The losses return one value, the mean or the sum. Each row's
//!   loss is `-log_softmax` and a `gather`, on a `Tensor` or recorded on a `Var` (to weight or mask the rows before
//!   reducing them yourself):
//!
//!   ```
//!   use typed_tensor::autograd::Tape;
//!   use typed_tensor::nn::{cross_entropy, Reduction};
//!   use typed_tensor::{shape, Tensor, LAST};
//!   let logits = Tensor::<f64, shape![3, 4]>::from_fn(|i| (i[0] * 4 + i[1]) as f64 * 0.3);
//!   let targets = Tensor::<usize, shape![3]>::from_vec(vec![0, 3, 1]).unwrap();
//!   let picks = targets.unsqueeze::<LAST>(); // [3, 1]
//!   // F.cross_entropy(logits, targets, reduction="none"), as a [3, 1] column:
//!   let per_row = -logits.log_softmax::<LAST>().gather::<LAST, _>(&picks);
//!   let row1: Vec<f64> = (4..8).map(|v| v as f64 * 0.3).collect(); // target 3
//!   let logsumexp = row1.iter().map(|x| x.exp()).sum::<f64>().ln();
//!   assert!((per_row.to_vec()[1] - (logsumexp - row1[3])).abs() < 1e-12);
//!   let mean = per_row.to_vec().iter().sum::<f64>() / 3.0;
//!   assert!((mean - cross_entropy(&logits, &targets, Reduction::Mean, 0.0).item()).abs() < 1e-12);
//!   // Recorded, with the second row's loss counted twice:
//!   let tape = Tape::new();
//!   let weights = Tensor::<f64, shape![3, 1]>::from_vec(vec![1.0, 2.0, 1.0]).unwrap();
//!   let rows = -tape.param(&logits).log_softmax::<LAST>().gather::<LAST, _>(&picks);
//!   let loss = (&rows * &tape.constant(weights)).sum_all();
//!   let g = loss.backward().get(&logits).unwrap().to_vec();
//!   let p = logits.softmax::<LAST>().to_vec(); // d loss / d logits = weight * (p - one-hot)
//!   assert!((g[4 + 3] - 2.0 * (p[4 + 3] - 1.0)).abs() < 1e-12);
//!   assert!((g[4] - 2.0 * p[4]).abs() < 1e-12);
//!   ```
//! - The crate does not depend on typenum or generic-array: const generics print sizes in decimal
//!   and accept every `usize`, while typenum's types print in binary (`UInt<UInt<UTerm, B1>, B0>`)
//!   and, mapped from `D<N>` through a table, cover only the table's sizes; they also took 3 to 4
//!   times as long to type-check per op when the design was chosen.

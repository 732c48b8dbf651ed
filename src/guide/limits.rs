//! Known limits.
//!
//! ## Known limits
//!
//! - **Error length.** Shape errors through operators, reductions, `matmul`, `cat`, `select`, the
//!   other axis methods and the `*_into` methods are at most 12 lines, first line naming the
//!   shapes. Three kinds run longer, with the same first line and label:
//!   - errors from a bound on the method itself end with rustc's "required by a bound in" note,
//!     which quotes the bound and points into this crate: `squeeze`/`try_squeeze`, `rename` of a
//!     static axis and `broadcast_to` (17-18), `where_` (19-21), `from_vec` on a `Dyn` shape
//!     (16), `gather` with an index of another rank (about 20), and the element-type errors of
//!     `normal` and `from_safetensors` (16), `nn::Embedding::forward` with indices of rank 0 or
//!     5+ (14), and `nn::Linear::forward` on inputs of another width (19: the product's error
//!     with rustc's list of other impls, which `x.linear(&w, &b)`, 10 lines, does not print).
//!     Moving these bounds into the result type, as the
//!     reductions do, did not remove the note for them (tried for `squeeze`);
//!   - the build-time checks (const assertions: `reshape`/`view`/`flatten_axes` counts,
//!     `unflatten`'s product (17 lines: its constant panics through a `#[track_caller]` function,
//!     which drops the "in this macro invocation" section), `cat`'s
//!     sum, `topk`'s `K`, `split_exact`/`chunk_exact` counts, `narrow_static`'s length, `gather`'s
//!     static sizes and names, a repeated const axis in `permute`, `MultiheadAttention`'s
//!     `HEADS * HEAD == M`) print about 21 lines (27 for `permute`, 17 for the heads), and their first lines point into this
//!     crate: rustc reports a failed constant where it is evaluated, and stable Rust has no way to
//!     move that to the caller's line. The message itself names the numbers, the axis and the
//!     shape;
//!   - shapes that clash on two axes give two errors, one per axis (`x += &y`, 11 lines each;
//!     `[dyn Batch, dyn Seq] + [dyn Seq, dyn Batch]`, 10 each);
//!     `argmax::<0>()` or `select::<LAST>` on a rank-0 tensor gives E0599 (13 lines), rustc's
//!     report of a method whose const argument fits no impl; and a generic `a + b` without its
//!     `BroadcastWith` bound (13 lines) ends with rustc's own suggestion, which names the
//!     machinery trait `BroadcastAgainst` rather than `BroadcastWith` (the label names the right
//!     bound).
//!   - In generic code, a forgotten bound is reported well only where the bound names a second
//!     shape (`a + b`, `maximum`, `where_`, `matmul`, `mm`: "generic shapes need the bound
//!     `S1: BroadcastWith<S2>`"). The methods whose bound depends on the receiver's shape and a
//!     const axis alone (`mean::<A>`, `softmax::<A>`, `squeeze`, `select`, `narrow`, `split`,
//!     `unsqueeze`, `transpose`, `permute`, `flatten_axes`, ...) fail during rustc's method
//!     lookup instead: E0599 "the method exists but its trait bounds were not satisfied",
//!     listing a machinery trait with `_` for the axis and a `where` suggestion that does not
//!     compile; `sum`, `max`, `map` and `flatten` are even reported as `Iterator` methods
//!     ("`&Tensor<f32, S>` is not an iterator"). The bound to add is the one in each method's
//!     docs (`ReduceAxis<A>`, `Squeeze<A>`, `SelectAxis<A>`, `ReplaceAxis<A, New>`,
//!     `Unsqueeze<A>`, `Transpose<A, B>`, `Permute<P>`, ...).
//!   - Implementing `Shape` or `Dim` outside the crate is refused with rustc's long
//!     "sealed trait" error, whose first line says so.
//! - `matmul`'s errors and those of `mm`, `mv`, `dot` and `bmm` are 9-10 lines. A generic
//!   `a.matmul(b)` or `a.mm(b)` without its bound is 22: after the label that names the bound
//!   come rustc's "required by a bound in" note, quoting the method's bound, and rustc's own
//!   suggestion, which names the machinery trait `MatmulAgainst` (`MatmulFormAgainst`) as for
//!   `a + b`. A wrong `out` of `matmul_into` is 12, the last five rustc's "required by a bound in" note quoting the one
//!   line of the bound. It stays that short because the bound sits on the line of the method's
//!   name and starts with the product's own parameter `P`, which no argument's type names, so
//!   rustc points at the method rather than at an argument. `add_into` and the other
//!   elementwise `*_into` avoid the note another way: their bound is the one trait `ZipInto`,
//!   whose associated type (`()`) they return, so rustc meets a failed check while it works out
//!   the call's type, as it does for `matmul`'s, and reports it at the call (11 lines each).
//! - A named run-time dim is a type, not a value: the name says which axis it is, not its size,
//!   so two `Dyn<Batch>` tensors from different batches still meet a run-time check. Ops that make
//!   a new run-time size (`narrow`, `split`, `flatten`, `stack` of a slice, ...) return a plain
//!   `Dyn`; `rename` names it again.
//! - Tensors are values: clones share storage, and writing through `+=` copies first if the
//!   storage is shared (copy on write). This differs from PyTorch, where a view aliases its base.
//! - The crate does not depend on typenum or generic-array: const generics print sizes in decimal
//!   and accept every `usize`, while typenum's types print in binary (`UInt<UInt<UTerm, B1>, B0>`)
//!   and, mapped from `D<N>` through a table, cover only the table's sizes; they also took 3 to 4
//!   times as long to type-check per op when the design was chosen.

//! Joining, splitting and indexing: cat, stack, split, chunk, select, narrow, gather.
//!
//! ## Joining, splitting and indexing
//!
//! ```rust
//! use typed_tensor::{shape, Cat, Dyn, Stack, Tensor, LAST};
//!
//! let x = Tensor::<i32, shape![2, 3]>::from_fn(|i| (10 * i[0] + i[1]) as i32);
//! let row: Tensor<i32, shape![3]> = x.select::<0>(1);          // x[1], a view
//! let col: Tensor<i32, shape![2]> = x.select::<LAST>(0);       // x[..., 0]: along the last axis
//! let mid: Tensor<i32, shape![2, dyn]> = x.narrow::<1>(1, 2);  // x[:, 1:3], a view
//! let two: Tensor<i32, shape![2, 2]> = x.narrow_static::<1, 2>(1);
//! assert_eq!((row.to_vec(), col.to_vec()), (vec![10, 11, 12], vec![0, 10]));
//! assert_eq!(mid.to_vec(), two.to_vec());
//!
//! // `cat`: the joined axis is a dim you name or an annotation fills, `D<N>` or `Dyn`.
//! let y = Tensor::<i32, shape![1, 3]>::from_vec(vec![7, 8, 9]).unwrap();
//! let rows: Tensor<i32, shape![3, 3]> = (&x, &y).cat::<0, _>();
//! let wide = [x.clone(), x.clone()].cat::<LAST, Dyn>(); // Tensor<i32, shape![2, dyn]>
//! let layers: Tensor<i32, shape![2, 2, 3]> = [&x, &x].stack::<0>();
//! assert_eq!((rows.dims(), wide.dims(), layers.dims()), (&[3, 3][..], &[2, 6][..], &[2, 2, 3][..]));
//!
//! // `split` is by length, `chunk` by count (the seed notes' pitfall):
//! let pair = Tensor::<i32, shape![2]>::from_vec(vec![1, 2]).unwrap();
//! assert_eq!(pair.split::<0>(2).len(), 1); // one piece of length 2
//! assert_eq!(pair.chunk::<0>(2).len(), 2); // two pieces of length 1
//! let [a, b]: [Tensor<i32, shape![1]>; 2] = pair.chunk_exact::<0, 2, _>();
//! assert_eq!((a.to_vec(), b.to_vec()), (vec![1], vec![2]));
//! // `let [a, b] = pair.split_exact::<0, 2, 2>();` fails to build: axis 0 is D<2>, not 2 pieces
//! // of D<2> (PyTorch's `a, b = x.split(2)` fails at run time).
//!
//! let picks = Tensor::<usize, shape![4]>::from_vec(vec![2, 0, 2, 1]).unwrap();
//! let cols: Tensor<i32, shape![2, 4]> = x.index_select::<1, _>(&picks);
//! let index = Tensor::<usize, shape![2, 1]>::from_vec(vec![2, 0]).unwrap();
//! let g: Tensor<i32, shape![2, 1]> = x.gather::<1, _>(&index);
//! assert_eq!((cols.to_vec(), g.to_vec()), (vec![2, 0, 2, 1, 12, 10, 12, 11], vec![2, 10]));
//! ```
//!
//! | method | result | fails to compile when | fails at run time (`Err` from `try_*`, a panic otherwise) |
//! |---|---|---|---|
//! | `select::<A>(i)` | a view without axis `A` | `A` out of range | `i` not below the axis's size |
//! | `narrow::<A>(start, len)` | a view, axis `A` `Dyn` | `A` out of range | `start + len` beyond the axis |
//! | `narrow_static::<A, L>(start)` | a view, axis `A` `D<L>` | `A` out of range; `L` longer than a static axis\* | `start + L` beyond the axis |
//! | `split::<A>(len)` | `Vec` of views, axis `A` `Dyn`, the last one shorter | `A` out of range | `len == 0` on a non-empty axis |
//! | `chunk::<A>(n)` | `Vec` of at most `n` views of `ceil(size / n)`, axis `A` `Dyn` | `A` out of range | `n == 0` |
//! | `split_exact::<A, L, N>()` | `[view; N]`, axis `A` `D<L>` | a static axis is not `N * L`\* | a `Dyn` axis is not `N * L` |
//! | `chunk_exact::<A, N, P>()` | `[view; N]`, axis `A` `P` (`D<L>` or `Dyn`, may be inferred) | a static axis is not `N` pieces of `P`\*; `N == 0`\* | a `Dyn` axis is not `N` equal pieces of `P` |
//! | `(&a, &b, ..).cat::<A, X>()` (2 to 4 parts), `[..].cat`, `slice.cat`, `vec.cat` | a copy, axis `A` `X` (`D<N>` or `Dyn`) | ranks differ; a static axis other than `A` differs; `D<N>` is not the parts' static sum\* | a `Dyn` axis other than `A` differs; `D<N>` is not the run-time sum; no parts |
//! | `[..; N].stack::<A>()`, `slice.stack`, `vec.stack` | a copy with a new axis at `A`: `D<N>` from an array, `Dyn` otherwise | `A` above the rank | the parts' `Dyn` dims differ; no parts |
//! | `index_select::<A, I>(&indices)` | a copy, axis `A` `I` (the rank-1 index tensor's dim) | `A` out of range | an index not below the axis's size |
//! | `gather::<A, I>(&index)` | a copy of shape `I` (the index's) | the index's rank differs; a static index dim is larger than the input's on another axis, or a named one has another name\* | the same with `Dyn` dims; an index value not below the size of axis `A` |
//!
//! \* A const assertion, as for `reshape`: it fails `cargo build` and `cargo test`, **not `cargo
//! check`**, with a message naming the shape, the axis and the numbers
//! (`split_exact(): axis 0 of shape (D<2>, D<3>) is D<2>, which is not 2 pieces of D<2>`).
//!
//! - `select`, `narrow`, `split` and `chunk` (and their exact forms) are views that share storage,
//!   as in PyTorch; `cat`, `stack`, `index_select` and `gather` copy, reading views of any layout
//!   (transposed, broadcast, offset) directly.
//! - `cat` and `stack` are methods of the traits `Cat` and `Stack` (import them), implemented for
//!   the collections of parts, as `torch.cat((a, b), dim)` takes a tuple. Parts of different
//!   sizes along the axis are a tuple of references; parts of one type can be an array, slice or
//!   `Vec` of tensors or of references. There is no broadcasting, as in PyTorch: on every other
//!   axis the dims must be equal (a generic dim `B` agrees with itself, no bound needed), a `Dyn`
//!   is compared at run time, and a `D<1>` agrees with `One`. The result takes the first part's
//!   dims on the other axes. Stable Rust cannot compute `D<{N + M}>`, so the joined axis of `cat`
//!   is named by the caller or inferred from an annotation (`let r: Tensor<_, shape![5, 3]> =
//!   (&a, &b).cat::<0, _>()`). A `stack` of `N` tensors in an array gets `D<N>`: a single tensor
//!   stacks into a `D<1>` axis, a legal static size that does not broadcast implicitly.
//! - `chunk` follows PyTorch: pieces of `ceil(size / n)`, so `chunk(4)` of 5 gives lengths
//!   2, 2, 1, and an empty axis gives `n` empty pieces; `split(len)` of an empty axis gives one
//!   empty piece. The exact forms ask for equal pieces instead.
//! - `split` and `chunk` return a `Vec`, so `let [q, k, v] = x.chunk::<2>(3)` does not compile
//!   (E0529); for a fixed number of pieces use `chunk_exact`/`split_exact`, which return arrays.
//! - Indices are `usize` (PyTorch's are `int64` and may be negative). Out-of-range indices are an
//!   `Err` naming the op, the axis, the index and the size
//!   (`select(): index 3 is out of range for dimension 1 of size 3 (dims [2, 3])`), never UB.
//! - Bounds for generic code: `SelectAxis<A>` (`select`), `ReplaceAxis<A, New>` (`narrow`,
//!   `split`, `chunk`, `index_select`), `NewAxis<A, Len>` (`stack`), `I: SameRank<S>` on
//!   `gather`'s index. `cat` of fully generic shapes needs `CatWith<S2, A>` between the parts,
//!   `shape::AxisLen<A>` on each, and `ReplaceAxis<A, X>` on the first, which names the result:
//!
//!   ```rust
//!   use typed_tensor::shape::AxisLen;
//!   use typed_tensor::shape::{CatWith, ReplaceAxis};
//!   use typed_tensor::{shape, Cat, Dyn, Tensor};
//!
//!   fn join<S1, S2>(a: &Tensor<f32, S1>, b: &Tensor<f32, S2>) -> Tensor<f32, <S1 as ReplaceAxis<0, Dyn>>::Output>
//!   where
//!       S1: CatWith<S2, 0> + AxisLen<0> + ReplaceAxis<0, Dyn>,
//!       S2: AxisLen<0>,
//!   {
//!       (a, b).cat::<0, Dyn>()
//!   }
//!
//!   let a = Tensor::<f32, shape![2, 3]>::zeros();
//!   let b = Tensor::<f32, shape![dyn, 3]>::ones_with_dims(&[1, 3]).unwrap();
//!   let c: Tensor<f32, shape![dyn, 3]> = join(&a, &b);
//!   assert_eq!(c.to_vec(), [0., 0., 0., 0., 0., 0., 1., 1., 1.]);
//!   ```
//!
//!   For concrete shapes, `SelectAxis`, `ReplaceAxis` and `AxisLen` hold whenever `Axis<A>`
//!   does, and `NewAxis` whenever `InsertAxis` does; in generic code, bound on the trait the
//!   method names (rustc does not derive one from the other for a generic shape).
//! - Errors: each compile error's first line names both shapes (`shapes `(D<2>, D<3>)` and
//!   `(D<4>, D<5>)` cannot be concatenated along axis 0`) and its label the axis (`axis 1 is
//!   `D<3>` in one and `D<5>` in the other`), in at most 12 lines; `gather`'s rank error ends with
//!   rustc's "required by a bound in `gather`" note ([error length](super::limits#error-length)).
//!
//! ### The last axis
//!
//! `LAST` names the last axis of any rank, PyTorch's `dim=-1`, in every method that takes a
//! const axis: `sum::<LAST>()`, `max_keepdim::<LAST>()`, `topk::<K, LAST>`, `squeeze::<LAST>()`,
//! `select::<LAST>(i)`, `cat::<LAST, X>()`, `gather::<LAST, _>`, ... Rank-generic code needs no
//! extra bound (`fn f<S: Axis<LAST>>(t: &Tensor<f32, S>) { t.sum::<LAST>(); }`). Where a new axis
//! is made (`unsqueeze::<LAST>()`, `stack::<LAST>()`), it is appended after the last, like
//! PyTorch's `unsqueeze(-1)`. A rank-0 shape has no last axis: a compile error.
//!
//! `LAST` is `usize::MAX`, accepted by each rank's `Axis` impl as its last axis, so every existing
//! `const A: usize` signature takes it unchanged; `<S as Axis<A>>::INDEX` resolves it, so run-time
//! code and error messages print the real axis number (`Expected reduction dim 1 ...`), never
//! 18446744073709551615. A negative `isize` axis was the alternative: it would have changed every
//! axis signature and still needed a rank-dependent resolution. `permute`, `transpose` and
//! `flatten_axes` do not take `LAST` yet.

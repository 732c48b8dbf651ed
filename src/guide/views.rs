//! Views and shape transforms: reshape, permute, transpose, squeeze, broadcast, unflatten.
//!
//! ## Views and shape transforms
//!
//! Every transform returns a `Tensor` that shares its source's storage and has its own dims,
//! strides and offset: no copy, no lifetime, and every op takes views and owned tensors alike.
//! Writes never alias: `+=` on a view copies the shared storage first (unlike PyTorch, where a
//! view writes through to its base).
//!
//! ```rust
//! use typed_tensor::{axes, shape, Dyn, Tensor, D};
//!
//! let w = Tensor::<f32, shape![5, 64]>::ones();
//! let x = Tensor::<f32, shape![10, 64, 2048]>::ones();
//! // The seed notes' attention weighting: [10, 1, 64, 2048] * [1, 5, 64, 1].
//! let y = &x.unsqueeze::<1>() * &w.reshape::<shape![1, 5, 64, 1]>();
//! let _: &Tensor<f32, shape![10, 5, 64, 2048]> = &y;
//!
//! let t = Tensor::<i32, shape![2, 3, 4]>::from_fn(|i| (100 * i[0] + 10 * i[1] + i[2]) as i32);
//! let p: Tensor<i32, shape![4, 2, 3]> = t.permute::<axes![2, 0, 1]>();
//! let s: Tensor<i32, shape![2, 4, 3]> = t.transpose::<1, 2>();
//! let e: Tensor<i32, shape![3, 2, 3, 4]> = t.unsqueeze::<0>().expand();
//! let f: Tensor<i32, shape![2, 12]> = t.flatten_axes::<1, 2, D<12>>();
//! let u: Tensor<i32, shape![2, 2, 6]> = f.unflatten::<1, (D<2>, D<6>)>(); // PyTorch's unflatten
//! let r: Tensor<i32, shape![dyn, 4]> = p.reshape(); // one `Dyn` is inferred, like -1
//! assert_eq!((p.get(&[3, 1, 2]), s.get(&[1, 3, 2]), e.get(&[2, 1, 2, 3])), (Some(&123), Some(&123), Some(&123)));
//! assert_eq!((f.get(&[1, 11]), r.dims()), (Some(&123), &[6, 4][..]));
//! assert_eq!(u.get(&[1, 1, 5]), Some(&123));
//! let _: Tensor<i32, (Dyn,)> = s.flatten(); // a copy: the transposed strides cannot be merged
//! assert!(s.view::<shape![24]>().is_err()); // `view` never copies
//! ```
//!
//! | method | result | fails to compile when |
//! |---|---|---|
//! | `unsqueeze::<A>()` | a `One` axis at `A` | `A` > rank |
//! | `squeeze::<A>()`, `try_squeeze` | without axis `A` | axis `A` is a static dim other than `One` (a `Dyn` is checked at run time) |
//! | `broadcast_to::<S>()`, `expand` | stride-0 view in `S` | the shape does not broadcast into `S` |
//! | `reshape::<S>()`, `try_reshape` | a view if strides allow, else a copy | both static and element counts differ\*; more than one `Dyn` in `S`\* |
//! | `view::<S>()` | a view, or `Err` | as `reshape` |
//! | `flatten()` | rank 1, `Dyn` | |
//! | `flatten_axes::<FROM, TO, New>()` | axes `FROM..=TO` merged into `New` (`D<N>` or `Dyn`) | not `FROM <= TO < rank`; static `N` not the product\* |
//! | `unflatten::<A, Parts>()`, `try_unflatten` | axis `A` split into the dims of the tuple `Parts` (`(D<8>, D<32>)`; one `Dyn` part is inferred, like -1), always a view | `A` out of range; more than 8 axes; static sizes whose product is not the axis\*; two `Dyn` parts\* |
//! | `permute::<axes![..]>()` | axes reordered | `axes!` repeats an axis or goes out of range; its length is not the rank |
//! | `transpose::<A, B>()`, `t()` | two axes swapped; rank-2 transpose | an axis out of range; `t()` on another rank |
//! | `contiguous()`, `to_owned()` | row-major copy (`contiguous` shares if already row-major) | |
//!
//! \* A const assertion that prints both counts (`reshape: element counts differ: 24 vs 25`): it
//! fails `cargo build` and `cargo test`, **not `cargo check`** or rust-analyzer. With `Dyn` axes the
//! check runs at run time: `try_*` return an `Err` naming the dims and the shape, the others panic
//! with the same text. `try_reshape_with_dims` and `view_with_dims` take explicit dims for targets
//! with several `Dyn` axes. Stable Rust cannot compute `D<{A * B}>`, so a merged static dim is
//! named by the caller (`reshape::<shape![24]>()`, `flatten_axes::<1, 2, D<12>>()`);
//! `unflatten` goes the other way and needs no product: the caller names the parts, and their
//! product is checked against the axis.
//!
//! Each compile error's first line names the shape and the axis (`cannot squeeze axis 0 of
//! `(D<2>, One, D<4>)`: it is `D<2>`, not `One``), and its label says what is wrong there. Some
//! run longer than the broadcasting errors: `squeeze` and `broadcast_to` errors end with rustc's
//! "required by a bound in" note pointing into this crate, and the const assertions (\*) add
//! rustc's notes about the constant's evaluation (about 25 lines). `flatten` is `flatten_axes`
//! for a range because Rust has no overloading: `flatten()` takes no parameters.

//! Shape transforms as views: `unsqueeze`, `squeeze`, `broadcast_to`/`expand`, `reshape`,
//! `view`, `flatten`, `unflatten`, `permute`, `transpose`, `t`, `rename`, `select`, `narrow`,
//! `split`/`chunk`, and `contiguous`/`to_owned`.
//!
//! # Views are tensors
//!
//! A view is an ordinary [`Tensor`](crate::Tensor) that shares its source's storage (a
//! reference-counted buffer) and carries its own dims, strides and offset. There is no
//! separate borrowed view type, so:
//!
//! - every op accepts views and owned tensors alike, in any combination, with the same
//!   broadcasting types, and a view can be returned from a function or stored in a struct;
//! - there are no lifetimes to write and the borrow checker has nothing to say: a view keeps its
//!   storage alive by itself, and making one costs an atomic increment, never a copy;
//! - the cost: writes do not alias. An in-place op on a view (or on its source) first copies the
//!   shared storage (copy on write), so the other tensor never sees the write. In PyTorch,
//!   `x.t().add_(1)` changes `x`; here it changes only the view. Tensors behave as values.
//!
//! ```
//! use typed_tensor::{axes, shape, Tensor};
//! let x = Tensor::<i32, shape![2, 3]>::from_vec(vec![1, 2, 3, 4, 5, 6]).unwrap();
//! let mut v = x.t(); // Tensor<i32, shape![3, 2]>, sharing x's storage
//! assert_eq!(v.to_vec(), [1, 4, 2, 5, 3, 6]);
//! v += 10; // copies first: x is unchanged
//! assert_eq!(v.to_vec(), [11, 14, 12, 15, 13, 16]);
//! assert_eq!(x.to_vec(), [1, 2, 3, 4, 5, 6]);
//! ```
//!
//! # Compile errors
//!
//! Each method's bound is one of the shape module's user-facing traits (`Unsqueeze<A>`,
//! `Squeeze<A>`, `BroadcastInto<S>`, `Permute<P>`, `Transpose<A, B>`, `FlattenAxes<..>`, `Unflatten<..>`), which
//! keep its rules for short errors. Element-count checks between
//! static shapes are const assertions (`ReshapeCheck`, `FlattenCheck`, `UnflattenCheck`), evaluated by `cargo
//! build`, not `cargo check`; each public method evaluates them itself so that the error names
//! the caller's line.
//!
//! Every transform is written once for every record (`Tensor<T, S, R>`): on a recorded
//! tensor ([`Var`](crate::autograd::Var)) the view is recorded with its gradient rule.
//!
//! Transforms take `&self` and return a new tensor, so chains read like PyTorch:
//! `x.unsqueeze::<0>().permute::<axes![..]>()`. Every result's run-time dims agree with its
//! type, as for every other tensor.

mod broadcast_to;
mod contiguous;
mod flatten;
mod permute;
mod rename;
mod reshape;
mod select;
mod split;
mod squeeze;
mod unflatten;
mod unsqueeze;
mod view_strides;

use crate::tensor::Derivation;
use crate::{Record, Tensor};

impl<T, S, R: Record<T>> Tensor<T, S, R> {
    /// `value`, a view of `self` or a copy of its elements in another layout, with `self`'s
    /// record; `derivation` describes it for a backward rule.
    #[inline(always)]
    #[track_caller]
    pub(crate) fn derive_view<S2>(
        &self,
        value: Tensor<T, S2>,
        derivation: impl FnOnce() -> Derivation<T>,
    ) -> Tensor<T, S2, R> {
        R::derive(&[self.record()], value, |_, _| derivation())
    }
}

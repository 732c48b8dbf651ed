//! The differentiable ops on [`Var`](super::Var), one family per file: each computes its
//! value with the same op on `Tensor` (same bounds, same errors) and records its backward
//! rule, which computes on run-time dims (`raw`).

mod arith;
mod attention;
mod join;
mod loss;
mod matmul;
mod reduce;
mod softmax;
mod unary;
mod views;

pub use join::JoinVars;

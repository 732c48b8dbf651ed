//! The differentiable ops on [`Var`](super::Var), one family per file: each computes its
//! value with the same op on `Tensor` (same bounds, same errors) and records its backward
//! rule, which computes on run-time dims (`raw`).

mod arith;
mod attention;
#[cfg(feature = "rand")]
mod dropout;
mod extremes;
mod join;
mod loss;
mod matmul;
mod norm;
mod products;
mod reduce;
mod reduced;
mod softmax;
mod statistics;
mod unary;
mod views;

pub use join::JoinVars;

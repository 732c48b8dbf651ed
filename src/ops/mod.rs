//! User-facing elementwise ops: the std operators and their `try_*` forms.
//!
//! Here the shape types meet the kernel: the trait bounds decide at compile time whether an
//! op is allowed and what its result type is, then the run-time dims are checked once (they
//! can only disagree on `Dyn` axes) and the kernel runs.

mod assign;
mod binary;
mod into;
mod neg;
mod operators;
mod scalar;

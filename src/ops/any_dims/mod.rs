//! Ops on tensors of run-time dims (`Tensor<T, AnyDims>`, autograd's `Raw`) whose dims the
//! caller has checked: the computations of the backward rules that the typed ops have no
//! method for. Each is one kernel call, as the typed op's, so the rules call no kernel
//! themselves (ARCHITECTURE.md).

mod axis;
mod channels;
mod conv;
mod elementwise;
mod fused;

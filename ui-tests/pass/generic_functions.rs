//! Generic code needs one bound per operation, and a bias add over a generic batch dim none.
use typed_tensor::shape::{Broadcast, BroadcastInto, BroadcastWith};
use typed_tensor::{shape, Tensor, D};

/// Any two broadcastable shapes: one `BroadcastWith` bound.
fn add<S1: BroadcastWith<S2>, S2>(a: &Tensor<f32, S1>, b: &Tensor<f32, S2>) -> Tensor<f32, Broadcast<S1, S2>> {
    a + b
}

/// A bias over any batch dim `B` (static, `One` or `Dyn`): no bound at all.
fn bias_add<B, const H: usize>(x: &Tensor<f32, (B, D<H>)>, bias: &Tensor<f32, (D<H>,)>) -> Tensor<f32, (B, D<H>)> {
    x + bias
}

/// In place over any shape the bias fits into: one `BroadcastInto` bound.
fn add_in_place<S, S2: BroadcastInto<S>>(x: &mut Tensor<f32, S>, y: &Tensor<f32, S2>) {
    *x += y;
}

fn main() {
    let x = Tensor::<f32, shape![2, 1]>::zeros();
    let y = Tensor::<f32, shape![3]>::zeros();
    let _: Tensor<f32, shape![2, 3]> = add(&x, &y);

    let bias = Tensor::<f32, shape![8]>::zeros();
    let batch = Tensor::<f32, shape![dyn, 8]>::zeros_with_dims(&[5, 8]).unwrap();
    let _: Tensor<f32, shape![dyn, 8]> = bias_add(&batch, &bias);
    let fixed = Tensor::<f32, shape![4, 8]>::zeros();
    let mut out: Tensor<f32, shape![4, 8]> = bias_add(&fixed, &bias);
    add_in_place(&mut out, &bias);
}

//! A batch dim shared by both operands, generic: equal dims broadcast through one impl over
//! `(X, X)`, so no bound is needed (this needs issue 13's blanket `BroadcastDims` impl).
use typed_tensor::{shape, Dim, Tensor, D};

fn batched<B: Dim, const N: usize, const K: usize, const M: usize>(
    a: &Tensor<f32, (B, D<N>, D<K>)>,
    b: &Tensor<f32, (B, D<K>, D<M>)>,
) -> Tensor<f32, (B, D<N>, D<M>)> {
    a.matmul(b)
}

fn main() {
    let a = Tensor::<f32, shape![dyn, 2, 3]>::zeros_with_dims(&[4, 2, 3]).unwrap();
    let b = Tensor::<f32, shape![dyn, 3, 5]>::zeros_with_dims(&[4, 3, 5]).unwrap();
    let _: Tensor<f32, shape![dyn, 2, 5]> = batched(&a, &b);
    let s = Tensor::<f32, shape![6, 2, 3]>::zeros();
    let t = Tensor::<f32, shape![6, 3, 5]>::zeros();
    let _: Tensor<f32, shape![6, 2, 5]> = batched(&s, &t);
}

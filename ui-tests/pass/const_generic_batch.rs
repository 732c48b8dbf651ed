//! `shape![B, 64]` with a const generic `B` and a const item.
use typed_tensor::{shape, Tensor};

const HIDDEN: usize = 64;

fn rows<const B: usize>(x: &Tensor<f32, shape![B, HIDDEN]>) -> usize {
    x.dims()[0]
}

fn main() {
    let x = Tensor::<f32, shape![32, 64]>::zeros();
    assert_eq!(rows(&x), 32);
    let _inferred: Tensor<f32, shape![_, HIDDEN]> = x;
}

// A linear layer's bias has the length of the product's last axis (the weight's rows).
use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![dyn, 64]>::zeros_with_dims(&[8, 64]).unwrap();
    let w = Tensor::<f32, shape![128, 64]>::zeros();
    let b = Tensor::<f32, shape![64]>::zeros();
    let _ = x.linear(&w, &b);
}

// A norm's weight has one axis; a rank-2 weight is rejected naming both shapes.
use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![dyn, 64]>::zeros_with_dims(&[4, 64]).unwrap();
    let w = Tensor::<f32, shape![1, 64]>::zeros();
    let _ = x.rms_norm(&w, 1e-6);
}

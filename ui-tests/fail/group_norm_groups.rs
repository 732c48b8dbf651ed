use typed_tensor::nn::GroupNorm;
use typed_tensor::{shape, Tensor};

fn main() {
    // 6 channels do not split into 4 groups.
    let norm = GroupNorm::<4, 6>::new(1e-5);
    let x = Tensor::<f32, shape![dyn, 6, 8, 8]>::zeros_with_dims(&[2, 6, 8, 8]).unwrap();
    let _y = norm.forward(&x);
}

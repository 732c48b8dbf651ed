use typed_tensor::nn::BatchNorm2d;
use typed_tensor::{shape, Tensor};

fn main() {
    // "running_mean should contain 32 elements not 64" in PyTorch, at run time.
    let bn = BatchNorm2d::<64>::new(1e-5, Some(0.1));
    let x = Tensor::<f32, shape![dyn, 32, 14, 14]>::zeros_with_dims(&[8, 32, 14, 14]).unwrap();
    let _y = bn.forward(&x);
}

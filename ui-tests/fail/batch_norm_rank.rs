use typed_tensor::nn::BatchNorm2d;
use typed_tensor::{shape, Tensor};

fn main() {
    // A BatchNorm2d takes images [batch, C, H, W], not rows of features.
    let bn = BatchNorm2d::<16>::new(1e-5, Some(0.1));
    let x = Tensor::<f32, shape![dyn, 16]>::zeros_with_dims(&[8, 16]).unwrap();
    let _y = bn.forward(&x);
}

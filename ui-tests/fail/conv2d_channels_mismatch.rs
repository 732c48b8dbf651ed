use typed_tensor::nn::Conv2d;
use typed_tensor::{shape, Tensor};

fn main() {
    // The layer takes 3 channels; the images have 1.
    let conv = Conv2d::<3, 16, 3, 1, 1>::zeros(true);
    let x = Tensor::<f32, shape![dyn, 1, 32, 32]>::zeros_with_dims(&[8, 1, 32, 32]).unwrap();
    let _y: Tensor<f32, shape![dyn, 16, 32, 32]> = conv.forward(&x);
}

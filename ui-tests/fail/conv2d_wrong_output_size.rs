use typed_tensor::nn::Conv2d;
use typed_tensor::{shape, Tensor};

fn main() {
    // PyTorch's most common CNN bug: a 3x3 convolution without padding shrinks 28 to 26.
    let conv = Conv2d::<1, 32, 3>::zeros(true);
    let x = Tensor::<f32, shape![dyn, 1, 28, 28]>::zeros_with_dims(&[64, 1, 28, 28]).unwrap();
    let _y: Tensor<f32, shape![dyn, 32, 28, 28]> = conv.forward(&x);
}

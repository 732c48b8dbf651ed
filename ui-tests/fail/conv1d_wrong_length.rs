use typed_tensor::nn::Conv1d;
use typed_tensor::{shape, Tensor};

fn main() {
    // A kernel of 5 without padding takes 4 off the length: 100 gives 96, not 100.
    let conv = Conv1d::<16, 32, 5>::zeros(true);
    let x = Tensor::<f32, shape![dyn, 16, 100]>::zeros_with_dims(&[8, 16, 100]).unwrap();
    let _y: Tensor<f32, shape![dyn, 32, 100]> = conv.forward(&x);
}

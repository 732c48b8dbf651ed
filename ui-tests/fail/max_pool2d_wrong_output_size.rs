use typed_tensor::nn::MaxPool2d;
use typed_tensor::{shape, Tensor};

fn main() {
    // Pooling 7 by 2 floors to 3.
    let x = Tensor::<f32, shape![dyn, 64, 7, 7]>::zeros_with_dims(&[1, 64, 7, 7]).unwrap();
    let _y: Tensor<f32, shape![dyn, 64, 4, 4]> = MaxPool2d::<2>.forward(&x);
}

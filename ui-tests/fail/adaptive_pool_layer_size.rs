use typed_tensor::nn::AdaptiveAvgPool2d;
use typed_tensor::{shape, Tensor};

fn main() {
    // The layer pools to 7 x 7; the annotation says 1 x 1.
    let x = Tensor::<f32, shape![dyn, 8, 14, 14]>::zeros_with_dims(&[2, 8, 14, 14]).unwrap();
    let _y: Tensor<f32, shape![dyn, 8, 1, 1]> = AdaptiveAvgPool2d::<7>.forward(&x);
}

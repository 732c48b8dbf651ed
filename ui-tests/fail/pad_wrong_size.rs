use typed_tensor::nn::{Pad, PadMode};
use typed_tensor::{shape, Tensor};

fn main() {
    // 28 padded by 2 on each side is 32, not 30.
    let x = Tensor::<f32, shape![dyn, 1, 28, 28]>::zeros_with_dims(&[8, 1, 28, 28]).unwrap();
    let _y: Tensor<f32, shape![dyn, 1, 30, 32]> = x.pad2d(Pad::<2>, PadMode::Reflect);
}

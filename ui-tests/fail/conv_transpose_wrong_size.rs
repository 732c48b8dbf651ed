use typed_tensor::nn::ConvTranspose2d;
use typed_tensor::{shape, Tensor};

fn main() {
    // Kernel 3, stride 2, no padding: (7 - 1) * 2 + 3 = 15, not the doubled 14.
    let up = ConvTranspose2d::<64, 32, 3, 2>::zeros(true);
    let x = Tensor::<f32, shape![dyn, 64, 7, 7]>::zeros_with_dims(&[8, 64, 7, 7]).unwrap();
    let _y: Tensor<f32, shape![dyn, 32, 14, 14]> = up.forward(&x);
}

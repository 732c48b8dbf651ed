use typed_tensor::nn::{Conv2d, Linear, MaxPool2d};
use typed_tensor::{shape, Tensor, D};

fn main() {
    // "mat1 and mat2 shapes cannot be multiplied (64x3136 and 3200x128)" in PyTorch, at run
    // time: here the flattened width 64 * 7 * 7 = 3136 meets a Linear(3200, 128) in the build.
    let conv = Conv2d::<32, 64, 3, 1, 1>::zeros(true);
    let fc = Linear::<3200, 128>::zeros(true);
    let x = Tensor::<f32, shape![dyn, 32, 14, 14]>::zeros_with_dims(&[64, 32, 14, 14]).unwrap();
    let h: Tensor<f32, shape![dyn, 64, 14, 14]> = conv.forward(&x).relu();
    let h: Tensor<f32, shape![dyn, 64, 7, 7]> = MaxPool2d::<2>.forward(&h);
    let _logits = fc.forward(&h.flatten_axes::<1, 3, D<3136>>());
}

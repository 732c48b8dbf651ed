use typed_tensor::nn::{Conv, SAME};
use typed_tensor::{shape, Tensor};

fn main() {
    // A 4x4 kernel has a reach of 3: "same" would pad one side more than the other.
    let x = Tensor::<f32, shape![1, 3, 16, 16]>::zeros();
    let w = Tensor::<f32, shape![8, 3, 4, 4]>::zeros();
    let _y: Tensor<f32, shape![1, 8, 16, 16]> = x.conv2d(&w, None, Conv::<1, SAME>);
}

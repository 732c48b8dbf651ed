use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![5, 3, 4, 1]>::zeros();
    let y = Tensor::<f32, shape![3, 1, 1]>::zeros();
    let _z: Tensor<f32, shape![5, 3, 4, 2]> = &x + &y;
}

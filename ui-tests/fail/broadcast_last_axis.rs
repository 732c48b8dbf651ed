use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![4, 2]>::zeros();
    let y = Tensor::<f32, shape![3]>::zeros();
    let _z = &x * &y;
}

use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![2, 3]>::zeros();
    let y = Tensor::<f32, shape![3, 3]>::zeros();
    let _z = &x + &y;
}

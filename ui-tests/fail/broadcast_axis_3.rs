use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![6, 5, 2, 4]>::zeros();
    let y = Tensor::<f32, shape![2, 7]>::zeros();
    let _z = &x * &y;
}

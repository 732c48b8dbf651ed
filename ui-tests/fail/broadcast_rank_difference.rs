use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![7, 5, 4]>::zeros();
    let y = Tensor::<f32, shape![6, 3, 1, 1]>::zeros();
    let _z = x - y;
}

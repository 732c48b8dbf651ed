use typed_tensor::{shape, Tensor};

fn main() {
    let mut x = Tensor::<f32, shape![3]>::zeros();
    let y = Tensor::<f32, shape![1, 3]>::zeros();
    x -= y;
}

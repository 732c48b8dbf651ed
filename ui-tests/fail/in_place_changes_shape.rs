use typed_tensor::{shape, Tensor};

fn main() {
    let mut x = Tensor::<f32, shape![1, 3, 1]>::zeros();
    let y = Tensor::<f32, shape![3, 1, 7]>::zeros();
    x += &y;
}

use typed_tensor::{shape, Tensor};

fn main() {
    let mut x = Tensor::<i32, shape![4, 1]>::zeros();
    let y = Tensor::<i32, shape![4, 5]>::zeros();
    x *= &y;
}

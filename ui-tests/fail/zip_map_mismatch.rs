use typed_tensor::{shape, Tensor};

fn main() {
    let a = Tensor::<f32, shape![4, 1, 3]>::zeros();
    let b = Tensor::<i32, shape![5, 2]>::zeros();
    let _m = a.zip_map(&b, |x, y| x * y as f32);
}

use typed_tensor::{shape, Tensor};

fn main() {
    let a = Tensor::<f32, shape![4, 2, 3]>::zeros();
    let b = Tensor::<f32, shape![1, 3, 5]>::zeros();
    let _c = a.bmm(&b);
}

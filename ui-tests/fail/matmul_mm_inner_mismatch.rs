use typed_tensor::{shape, Tensor};

fn main() {
    let a = Tensor::<f32, shape![4, 3]>::zeros();
    let b = Tensor::<f32, shape![2, 5]>::zeros();
    let _c = a.mm(&b);
}

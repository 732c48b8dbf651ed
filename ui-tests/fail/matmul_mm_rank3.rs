use typed_tensor::{shape, Tensor};

fn main() {
    let m = Tensor::<f32, shape![4, 3]>::zeros();
    let b = Tensor::<f32, shape![2, 3, 5]>::zeros();
    let _y = m.mm(&b);
}

use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![3]>::zeros();
    let _c = x.cast::<char>();
}

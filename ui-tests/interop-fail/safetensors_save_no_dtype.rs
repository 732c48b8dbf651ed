use typed_tensor::{shape, Tensor};

fn main() {
    let t = Tensor::<u128, shape![4]>::zeros();
    let _view = t.safetensors_view();
}

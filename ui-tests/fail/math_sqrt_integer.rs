use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<u8, shape![3]>::zeros();
    let _r = x.sqrt();
}

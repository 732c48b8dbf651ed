use typed_tensor::{shape, Tensor};

fn main() {
    let a = Tensor::<f32, shape![2, 3]>::zeros();
    let b = Tensor::<f32, shape![2]>::zeros();
    let _m = a.lt(&b);
}

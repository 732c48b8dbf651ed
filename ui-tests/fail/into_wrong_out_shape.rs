use typed_tensor::{shape, Tensor};

fn main() {
    let a = Tensor::<f32, shape![4, 3]>::zeros();
    let b = Tensor::<f32, shape![3]>::zeros();
    let mut out = Tensor::<f32, shape![4, 1]>::zeros();
    a.add_into(&b, &mut out);
}

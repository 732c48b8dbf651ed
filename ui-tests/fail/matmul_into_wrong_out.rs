use typed_tensor::{shape, Tensor};

fn main() {
    let a = Tensor::<f32, shape![2, 3]>::zeros();
    let b = Tensor::<f32, shape![3, 4]>::zeros();
    let mut out = Tensor::<f32, shape![2, 5]>::zeros();
    a.matmul_into(&b, &mut out);
}

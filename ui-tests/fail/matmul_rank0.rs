use typed_tensor::{shape, Tensor};

fn main() {
    let s = Tensor::<f32, shape![]>::zeros();
    let v = Tensor::<f32, shape![3]>::zeros();
    let _p = s.matmul(&v);
}

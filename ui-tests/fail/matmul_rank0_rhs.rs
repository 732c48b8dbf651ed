use typed_tensor::{shape, Tensor};

fn main() {
    let m = Tensor::<f32, shape![2, 3]>::zeros();
    let s = Tensor::<f32, shape![]>::zeros();
    let _p = m.matmul(&s);
}

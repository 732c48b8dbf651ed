use typed_tensor::{shape, Tensor};

fn main() {
    let s = Tensor::<f32, shape![]>::zeros();
    let _p = s.matmul(&s);
}

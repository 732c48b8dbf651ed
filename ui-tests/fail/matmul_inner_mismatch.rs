use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![64, 784]>::zeros();
    let w = Tensor::<f32, shape![128, 10]>::zeros();
    let _y = x.matmul(&w);
}

use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![7, 2, 3, 4]>::zeros();
    let y = Tensor::<f32, shape![5, 4, 6]>::zeros();
    let _z = x.matmul(&y);
}

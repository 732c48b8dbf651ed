use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![5, 64]>::zeros();
    let _y: Tensor<f32, shape![5, 1, 64]> = x.unsqueeze::<0>();
}

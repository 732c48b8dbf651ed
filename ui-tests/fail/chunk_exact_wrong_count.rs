use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![4, 3]>::zeros();
    let [_a, _b, _c]: [Tensor<f32, shape![1, 3]>; 3] = x.chunk_exact::<0, 3, _>();
}

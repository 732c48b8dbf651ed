// Attention's query and key must have the same number of features (their last axes): the
// scores are `q · kᵀ`, so the error is that product's, with the key transposed.
use typed_tensor::{shape, Tensor};

fn main() {
    let q = Tensor::<f32, shape![2, 8, 128, 32]>::zeros();
    let k = Tensor::<f32, shape![2, 8, 128, 16]>::zeros();
    let v = Tensor::<f32, shape![2, 8, 128, 32]>::zeros();
    let _ = q.scaled_dot_product_attention(&k, &v, false);
}

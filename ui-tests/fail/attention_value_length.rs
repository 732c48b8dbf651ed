// Attention's value must have one row per key: the weights `[.., queries, keys]` multiply it.
use typed_tensor::{shape, Tensor};

fn main() {
    let q = Tensor::<f32, shape![2, 8, 128, 32]>::zeros();
    let k = Tensor::<f32, shape![2, 8, 128, 32]>::zeros();
    let v = Tensor::<f32, shape![2, 8, 100, 32]>::zeros();
    let _ = q.scaled_dot_product_attention(&k, &v, false);
}

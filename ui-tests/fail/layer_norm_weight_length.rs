// A layer norm's weight must have the length of the normalized (last) axis.
use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![8, 256]>::zeros();
    let w = Tensor::<f32, shape![128]>::zeros();
    let b = Tensor::<f32, shape![256]>::zeros();
    let _ = x.layer_norm(&w, &b, 1e-5);
}

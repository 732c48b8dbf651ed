// A linear layer's weight is [out_features, in_features]: its second axis meets the input's last.
use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![8, 64]>::zeros();
    let w = Tensor::<f32, shape![64, 128]>::zeros();
    let b = Tensor::<f32, shape![64]>::zeros();
    let _ = x.linear(&w, &b);
}

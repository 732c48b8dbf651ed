// `MultiheadAttention<M, HEADS, HEAD>` needs HEADS * HEAD == M: a build-time assertion
// (`cargo build` reports it, `cargo check` does not evaluate it).
use typed_tensor::nn::{Linear, MultiheadAttention};
use typed_tensor::{shape, Tensor};

fn main() {
    let w = Tensor::<f32, shape![dyn, 8]>::zeros_with_dims(&[24, 8]).unwrap();
    let b = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[24]).unwrap();
    let _ = MultiheadAttention::<8, 3, 2>::new(w, b, Linear::new(Tensor::zeros(), None));
}

// A linear layer's input must have `I` features in its last axis: `Linear<4, 2>` on rows of 3
// is the product's error, naming the input and the transposed weight. rustc adds a list of
// other impls here that `x.linear(&w, &b)` does not print: the
// layer's bound names the weight's shape, where `linear`'s goes through a type parameter.
use typed_tensor::nn::Linear;
use typed_tensor::{shape, Tensor};

fn main() {
    let fc = Linear::<4, 2>::new(Tensor::ones(), None);
    let x = Tensor::<f32, shape![dyn, 3]>::zeros_with_dims(&[5, 3]).unwrap();
    let _ = fc.forward(&x);
}

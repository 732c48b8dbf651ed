use typed_tensor::autograd::Tape;
use typed_tensor::{shape, Tensor};

fn main() {
    let tape = Tape::new();
    let x = tape.param(&Tensor::<f32, shape![2, 16, 100]>::zeros());
    let _flat: typed_tensor::autograd::Var<f32, shape![16, 100]> = x.reshape();
}

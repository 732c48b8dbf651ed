use typed_tensor::autograd::Tape;
use typed_tensor::{shape, Tensor};

fn main() {
    let tape = Tape::new();
    let x = tape.constant(Tensor::<f32, shape![64, 784]>::zeros());
    let w = tape.param(&Tensor::<f32, shape![128, 10]>::zeros());
    let _y = x.matmul(&w);
}

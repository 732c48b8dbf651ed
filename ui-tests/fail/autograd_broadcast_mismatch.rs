use typed_tensor::autograd::Tape;
use typed_tensor::{shape, Tensor};

fn main() {
    let tape = Tape::new();
    let x = tape.param(&Tensor::<f32, shape![5, 2, 4, 1]>::zeros());
    let y = tape.param(&Tensor::<f32, shape![3, 1, 1]>::zeros());
    let _z = &x + &y;
}

use typed_tensor::autograd::Tape;
use typed_tensor::{shape, Tensor};

fn main() {
    let tape = Tape::new();
    let x = tape.param(&Tensor::<f32, shape![2, 3]>::zeros());
    let index = Tensor::<usize, shape![3, 3]>::zeros();
    let _g = x.gather::<1, _>(&index);
}

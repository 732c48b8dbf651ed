use typed_tensor::autograd::Tape;
use typed_tensor::{shape, Tensor, D};

fn main() {
    let tape = Tape::new();
    let x = tape.param(&Tensor::<f32, shape![2, 64]>::zeros());
    let _heads = x.unflatten::<1, (D<4>, D<15>)>();
}

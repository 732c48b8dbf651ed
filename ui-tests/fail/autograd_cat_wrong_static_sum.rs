use typed_tensor::autograd::Tape;
use typed_tensor::Cat;
use typed_tensor::{shape, Tensor, D};

fn main() {
    let tape = Tape::new();
    let a = tape.param(&Tensor::<f32, shape![2, 3]>::zeros());
    let b = tape.param(&Tensor::<f32, shape![4, 3]>::zeros());
    let _c = (&a, &b).cat::<0, D<7>>();
}

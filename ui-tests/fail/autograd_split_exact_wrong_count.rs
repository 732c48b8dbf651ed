use typed_tensor::autograd::Tape;
use typed_tensor::{shape, Tensor};

fn main() {
    // Recorded ops name the caller's line, as on `Tensor`.
    let tape = Tape::new();
    let x = tape.param(&Tensor::<f32, shape![2, 3]>::zeros());
    let [_aa, _bb] = x.split_exact::<0, 2, 2>();
}

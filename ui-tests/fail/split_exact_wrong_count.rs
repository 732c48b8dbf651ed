use typed_tensor::{shape, Tensor};

fn main() {
    // The seed's `aa, bb = x.split(2)` on a length-2 axis: one piece, not two.
    let x = Tensor::<f32, shape![2, 3]>::zeros();
    let [_aa, _bb] = x.split_exact::<0, 2, 2>();
}

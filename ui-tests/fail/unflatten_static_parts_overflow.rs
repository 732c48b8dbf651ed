// The static parts' sizes multiply past usize::MAX: a build error wherever a zero part sits,
// as no tensor may have such dims (`zeros_with_dims(&[0, 1 << 40, 1 << 40])` is an error too).
use typed_tensor::{shape, Tensor, D};

fn main() {
    let x = Tensor::<f32, shape![dyn, 0]>::zeros_with_dims(&[2, 0]).unwrap();
    let _parts = x.unflatten::<1, (D<0>, D<{ 1 << 40 }>, D<{ 1 << 40 }>)>();
}

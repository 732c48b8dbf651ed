use typed_tensor::{shape, Dyn, Tensor};

fn main() {
    let x = Tensor::<f32, shape![2, 3, 4]>::zeros();
    let _y = x.flatten_axes::<1, 3, Dyn>();
}

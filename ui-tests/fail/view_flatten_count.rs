use typed_tensor::{shape, Tensor, D};

fn main() {
    let x = Tensor::<f32, shape![2, 3, 4]>::zeros();
    let _y = x.flatten_axes::<1, 2, D<13>>();
}

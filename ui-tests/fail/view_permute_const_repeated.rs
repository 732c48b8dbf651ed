use typed_tensor::{shape, Tensor};
use typed_tensor::shape::machinery::{Axes3};

fn main() {
    // Written without `axes!`, a repeated axis is caught when the crate builds.
    let x = Tensor::<f32, shape![2, 3, 4]>::zeros();
    let _y = x.permute::<Axes3<1, 1, 0>>();
}

use typed_tensor::{shape, Tensor, LAST};

fn main() {
    // A rank-0 tensor has no last axis.
    let x = Tensor::<f32, shape![]>::zeros();
    let _s = x.select::<LAST>(0);
}

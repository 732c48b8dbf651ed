use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![2, 3]>::zeros();
    let _n = x.narrow_static::<1, 4>(0);
}

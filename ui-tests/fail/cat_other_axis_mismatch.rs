use typed_tensor::{shape, Cat, Dyn, Tensor};

fn main() {
    let a = Tensor::<f32, shape![2, 3]>::zeros();
    let b = Tensor::<f32, shape![4, 5]>::zeros();
    let _c = (&a, &b).cat::<0, Dyn>();
}

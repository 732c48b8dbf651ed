use typed_tensor::{shape, Cat, Dyn, Tensor, LAST};

fn main() {
    let a = Tensor::<f32, shape![2, 3, 4]>::zeros();
    let b = Tensor::<f32, shape![2, 5, 4]>::zeros();
    let _c = (&a, &b).cat::<LAST, Dyn>();
}

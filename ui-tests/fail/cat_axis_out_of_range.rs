use typed_tensor::{shape, Cat, Dyn, Tensor};

fn main() {
    let a = Tensor::<f32, shape![2, 3]>::zeros();
    let _c = [a.clone(), a].cat::<2, Dyn>();
}

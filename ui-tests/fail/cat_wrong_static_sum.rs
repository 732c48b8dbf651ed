use typed_tensor::{shape, Cat, Tensor};

fn main() {
    let a = Tensor::<f32, shape![2, 3]>::zeros();
    let b = Tensor::<f32, shape![4, 3]>::zeros();
    let _c: Tensor<f32, shape![7, 3]> = (&a, &b).cat::<0, _>();
}

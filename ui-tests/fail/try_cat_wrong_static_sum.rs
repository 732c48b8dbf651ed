// `try_cat` fails the build like `cat` when the types know every length: a static result
// that is not their sum is not a run-time condition (the rule of every `try_` form with a
// static check).
use typed_tensor::{shape, Cat, Tensor};

fn main() {
    let a = Tensor::<f32, shape![2, 3]>::zeros();
    let b = Tensor::<f32, shape![4, 3]>::zeros();
    let _c: Result<Tensor<f32, shape![7, 3]>, _> = (&a, &b).try_cat::<0, _>();
}

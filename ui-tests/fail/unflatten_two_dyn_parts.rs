use typed_tensor::{shape, Dyn, Tensor};

fn main() {
    let x = Tensor::<f32, shape![2, 12]>::zeros();
    let _y = x.unflatten::<1, (Dyn, Dyn)>();
}

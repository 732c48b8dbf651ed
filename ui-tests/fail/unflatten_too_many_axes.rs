use typed_tensor::{shape, Tensor, D};

fn main() {
    let x = Tensor::<f32, shape![2, 2, 2, 2, 2, 2, 4]>::zeros();
    let _y = x.unflatten::<6, (D<2>, D<1>, D<2>)>();
}

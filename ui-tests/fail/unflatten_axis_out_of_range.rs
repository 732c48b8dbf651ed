use typed_tensor::{shape, Tensor, D};

fn main() {
    let x = Tensor::<f32, shape![2, 12]>::zeros();
    let _y = x.unflatten::<2, (D<3>, D<4>)>();
}

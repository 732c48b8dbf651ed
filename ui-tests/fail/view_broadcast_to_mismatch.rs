use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![3, 1]>::zeros();
    let _y = x.broadcast_to::<shape![2, 4, 5]>();
}

use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![2, 3, 4]>::zeros();
    let _y = x.reshape::<shape![5, 5]>();
}

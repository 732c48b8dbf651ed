use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![4]>::ones();
    let _l = x.tril(0);
}

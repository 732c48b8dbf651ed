use typed_tensor::{axes, shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![2, 3]>::zeros();
    let first = 1;
    let _y = x.permute::<axes![first, 0]>();
}

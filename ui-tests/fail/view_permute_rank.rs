use typed_tensor::{axes, shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![2, 3, 4]>::zeros();
    let _y = x.permute::<axes![1, 0]>();
}

use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![]>::zeros();
    let _i = x.argmax::<0>();
}

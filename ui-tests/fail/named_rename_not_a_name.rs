use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![dyn, 4]>::zeros_with_dims(&[2, 4]).unwrap();
    let _y = x.rename::<0, u32>();
}

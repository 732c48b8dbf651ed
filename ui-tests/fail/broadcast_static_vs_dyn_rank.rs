use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![dyn, 8, 2]>::zeros_with_dims(&[1, 8, 2]).unwrap();
    let y = Tensor::<f32, shape![dyn, 3]>::zeros_with_dims(&[1, 3]).unwrap();
    let _z = &x + &y;
}

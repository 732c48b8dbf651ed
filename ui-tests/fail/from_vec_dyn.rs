use typed_tensor::{shape, Tensor};

fn main() {
    let _x = Tensor::<f32, shape![dyn, 3]>::from_vec(vec![0.0; 6]);
}

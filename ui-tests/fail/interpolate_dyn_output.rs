use typed_tensor::{shape, Tensor};

fn main() {
    // Nearest interpolation resizes to the sizes the output type names: a `dyn` names none.
    let x = Tensor::<f32, shape![dyn, 3, 14, 14]>::zeros_with_dims(&[2, 3, 14, 14]).unwrap();
    let _y: Tensor<f32, shape![dyn, 3, 28, dyn]> = x.interpolate_nearest();
}

use typed_tensor::{shape, Tensor};

fn main() {
    // An adaptive pooling pools to the sizes the output type names: a `dyn` names none.
    let x = Tensor::<f32, shape![dyn, 8, 14, 14]>::zeros_with_dims(&[2, 8, 14, 14]).unwrap();
    let _y: Tensor<f32, shape![dyn, 8, dyn, 1]> = x.adaptive_avg_pool2d();
}

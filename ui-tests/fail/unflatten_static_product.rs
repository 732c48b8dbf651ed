// 8 heads of 30 are 240 features, not the 256 of the model axis.
use typed_tensor::{shape, Tensor, D};

fn main() {
    let x = Tensor::<f32, shape![dyn, dyn, 256]>::zeros_with_dims(&[2, 5, 256]).unwrap();
    let _heads = x.unflatten::<2, (D<8>, D<30>)>();
}

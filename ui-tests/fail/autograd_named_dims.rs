use typed_tensor::autograd::Tape;
use typed_tensor::{dim_name, shape, Tensor};

dim_name!(Batch);
dim_name!(Seq);

fn main() {
    let tape = Tape::new();
    let x = tape.constant(Tensor::<f32, shape![dyn Batch, 4]>::zeros_with_dims(&[2, 4]).unwrap());
    let y = tape.constant(Tensor::<f32, shape![dyn Seq, 4]>::zeros_with_dims(&[2, 4]).unwrap());
    let _z = &x + &y;
}

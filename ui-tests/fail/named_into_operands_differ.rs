use typed_tensor::{dim_name, shape, Tensor};

dim_name!(Batch);
dim_name!(Seq);

fn main() {
    // A plain `out` takes any name, but the two operands must still agree with each other.
    let a = Tensor::<f32, shape![dyn Batch, 3]>::zeros_with_dims(&[4, 3]).unwrap();
    let b = Tensor::<f32, shape![dyn Seq, 3]>::zeros_with_dims(&[4, 3]).unwrap();
    let mut out = Tensor::<f32, shape![dyn, 3]>::zeros_with_dims(&[4, 3]).unwrap();
    a.add_into(&b, &mut out);
}

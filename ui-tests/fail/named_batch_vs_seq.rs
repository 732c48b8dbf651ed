use typed_tensor::{dim_name, shape, Tensor};

dim_name!(Batch);
dim_name!(Seq);

fn main() {
    // A [batch, seq] tensor and a [seq, batch] one: equal sizes at run time, a compile error.
    let x = Tensor::<f32, shape![dyn Batch, dyn Seq]>::zeros_with_dims(&[4, 4]).unwrap();
    let y = Tensor::<f32, shape![dyn Seq, dyn Batch]>::zeros_with_dims(&[4, 4]).unwrap();
    let _z = &x + &y;
}

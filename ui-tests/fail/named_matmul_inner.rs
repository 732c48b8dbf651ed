use typed_tensor::{dim_name, shape, Tensor};

dim_name!(Batch);
dim_name!(Seq);

fn main() {
    // Scores over positions must be multiplied by a [seq, ..] tensor, not a [batch, ..] one.
    let weights = Tensor::<f32, shape![dyn Batch, dyn Seq]>::zeros_with_dims(&[4, 4]).unwrap();
    let v = Tensor::<f32, shape![dyn Batch, 8]>::zeros_with_dims(&[4, 8]).unwrap();
    let _out = weights.matmul(&v);
}

use typed_tensor::{dim_name, shape, Tensor};

dim_name!(Batch);
dim_name!(Seq);

fn main() {
    let q = Tensor::<f32, shape![dyn Batch, dyn Seq, 8]>::zeros_with_dims(&[4, 4, 8]).unwrap();
    let kt = Tensor::<f32, shape![dyn Seq, 8, dyn Batch]>::zeros_with_dims(&[4, 8, 4]).unwrap();
    let _scores = q.matmul(&kt);
}

use typed_tensor::{dim_name, shape, Tensor};

dim_name!(Batch);
dim_name!(Seq);

fn main() {
    let mut x = Tensor::<f32, shape![dyn Batch, 8]>::zeros_with_dims(&[4, 8]).unwrap();
    let y = Tensor::<f32, shape![dyn Seq, 8]>::zeros_with_dims(&[4, 8]).unwrap();
    x += &y;
}

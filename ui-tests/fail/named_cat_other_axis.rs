use typed_tensor::{dim_name, shape, Cat, Dyn, Tensor};

dim_name!(Batch);
dim_name!(Seq);

fn main() {
    let a = Tensor::<f32, shape![dyn Batch, dyn Seq]>::zeros_with_dims(&[2, 3]).unwrap();
    let b = Tensor::<f32, shape![dyn Seq, dyn Seq]>::zeros_with_dims(&[2, 3]).unwrap();
    let _c = (&a, &b).cat::<1, Dyn<Seq>>();
}

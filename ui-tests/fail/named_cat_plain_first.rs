use typed_tensor::{dim_name, shape, Cat, Tensor, D};

dim_name!(Batch);
dim_name!(Seq);

fn main() {
    // The plain first part agrees with both names; the names must still agree with each other.
    let p = Tensor::<f32, shape![dyn, 2]>::zeros_with_dims(&[4, 2]).unwrap();
    let q = Tensor::<f32, shape![dyn Batch, 2]>::zeros_with_dims(&[4, 2]).unwrap();
    let r = Tensor::<f32, shape![dyn Seq, 2]>::zeros_with_dims(&[4, 2]).unwrap();
    let _c = (&p, &q, &r).cat::<1, D<6>>();
}

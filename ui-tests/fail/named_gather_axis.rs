use typed_tensor::{dim_name, shape, Tensor};

dim_name!(Batch);
dim_name!(Seq);

fn main() {
    // Gathering along axis 1: axis 0 of the index must be the input's batch axis.
    let x = Tensor::<f32, shape![dyn Batch, 5]>::zeros_with_dims(&[4, 5]).unwrap();
    let index = Tensor::<usize, shape![dyn Seq, 2]>::zeros_with_dims(&[4, 2]).unwrap();
    let _g = x.gather::<1, _>(&index);
}

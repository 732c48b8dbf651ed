use typed_tensor::{dim_name, shape, Tensor};

dim_name!(Batch);

fn main() {
    let x = Tensor::<f32, shape![dyn, 4]>::zeros_with_dims(&[2, 4]).unwrap();
    let _y = x.rename::<1, Batch>();
}

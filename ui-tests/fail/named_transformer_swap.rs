// A residual connection whose branch came back as [seq, batch, model]: the sizes could agree
// at run time (batch == seq), the names do not.
use typed_tensor::{dim_name, shape, Tensor};

dim_name!(Batch);
dim_name!(Seq);

type Activations = Tensor<f32, shape![dyn Batch, dyn Seq, 16]>;

fn residual(x: &Activations, branch: &Tensor<f32, shape![dyn Seq, dyn Batch, 16]>) -> Activations {
    x + branch
}

fn main() {}

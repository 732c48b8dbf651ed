// Heads split from [batch, seq, model] and permuted to [batch, heads, seq, head] must be permuted
// back before they merge: flattening the last two axes merges seq with head, and the result's
// type says so (a named seq never has the type of the heads axis; a static one equal to it would).
use typed_tensor::{axes, dim_name, shape, Tensor, D};

dim_name!(Batch);
dim_name!(Seq);

type Activations = Tensor<f32, shape![dyn Batch, dyn Seq, 64]>;
type Heads = Tensor<f32, shape![dyn Batch, 4, dyn Seq, 16]>;

fn split_heads(x: &Activations) -> Heads {
    x.unflatten::<2, (D<4>, D<16>)>().permute::<axes![0, 2, 1, 3]>()
}

fn merge_heads(x: &Heads) -> Activations {
    x.flatten_axes::<2, 3, D<64>>()
}

fn main() {
    let x = Activations::zeros_with_dims(&[2, 3, 64]).unwrap();
    let _ = merge_heads(&split_heads(&x));
}

use typed_tensor::Tensor;

// Two tensors of unrelated generic shapes: the shapes need a `MatmulWith` bound.
fn product<S1, S2>(a: &Tensor<f32, S1>, b: &Tensor<f32, S2>) {
    let _ = a.matmul(b);
}

fn main() {}

use typed_tensor::Tensor;

// A generic matrix times a tensor of any shape: `mm` needs the `MatmulForm` bound.
fn mm_any<A, B, S2>(a: &Tensor<f32, (A, B)>, b: &Tensor<f32, S2>) {
    let _ = a.mm(b);
}

fn main() {}

use typed_tensor::{Element, Tensor};

// Two tensors of unrelated generic shapes: the shapes need a `BroadcastWith` bound.
fn add<S1, S2>(a: &Tensor<f32, S1>, b: &Tensor<f32, S2>) {
    let _ = a + b;
}

// The same with a generic element type.
fn add_any<T: Element, S1, S2>(a: &Tensor<T, S1>, b: &Tensor<T, S2>) {
    let _ = a + b;
}

fn main() {}

use typed_tensor::nn::{Linear, Parameters};

#[derive(Parameters)]
struct Model {
    #[parameters(rename = "fc")]
    first: Linear<2, 2>,
    fc: Linear<2, 2>,
}

fn main() {}

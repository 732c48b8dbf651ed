use typed_tensor::nn::{Linear, Parameters};

#[derive(Parameters)]
struct Model {
    #[parameters(rename = "")]
    fc: Linear<2, 2>,
}

fn main() {}

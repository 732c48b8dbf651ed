use typed_tensor::nn::Parameters;

#[derive(Parameters)]
enum Model {
    Small,
}

fn main() {}

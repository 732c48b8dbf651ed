//! Weights in and out: a 2-layer MLP's weights drawn at random with a seeded generator, saved
//! to a safetensors file, loaded back into typed tensors (dtype and dims checked against the
//! types), and run forward on a batch whose size is known only at run time.
//!
//! `cargo run --release --example mlp_weights --features rand,safetensors`

use rand::rngs::Xoshiro256PlusPlus;
use rand::SeedableRng;
use safetensors::SafeTensors;
use typed_tensor::interop::safetensors::{serialize_to_file, SafetensorsError};
use typed_tensor::{shape, Dim, Tensor, D, LAST};

const INPUT: usize = 784;
const HIDDEN: usize = 128;
const CLASSES: usize = 10;

/// The model's parameters, each with its shape in its type.
struct Mlp {
    w1: Tensor<f32, shape![INPUT, HIDDEN]>,
    b1: Tensor<f32, shape![HIDDEN]>,
    w2: Tensor<f32, shape![HIDDEN, CLASSES]>,
    b2: Tensor<f32, shape![CLASSES]>,
}

/// `x · w + b` for any batch dim: no bound needed.
fn linear<B: Dim, const I: usize, const O: usize>(
    x: &Tensor<f32, (B, D<I>)>,
    w: &Tensor<f32, (D<I>, D<O>)>,
    b: &Tensor<f32, (D<O>,)>,
) -> Tensor<f32, (B, D<O>)> {
    x.matmul(w) + b
}

impl Mlp {
    /// Kaiming-uniform-style initialization, as `torch.nn.Linear` does: U(-1/sqrt(in), 1/sqrt(in)).
    fn random(rng: &mut Xoshiro256PlusPlus) -> Self {
        let bound = |fan_in: usize| 1.0 / (fan_in as f32).sqrt();
        Mlp {
            w1: Tensor::uniform(rng, -bound(INPUT), bound(INPUT)),
            b1: Tensor::uniform(rng, -bound(INPUT), bound(INPUT)),
            w2: Tensor::uniform(rng, -bound(HIDDEN), bound(HIDDEN)),
            b2: Tensor::uniform(rng, -bound(HIDDEN), bound(HIDDEN)),
        }
    }

    fn save(&self, path: &std::path::Path) -> Result<(), SafetensorsError> {
        serialize_to_file(
            [
                ("fc1.weight", self.w1.safetensors_view()),
                ("fc1.bias", self.b1.safetensors_view()),
                ("fc2.weight", self.w2.safetensors_view()),
                ("fc2.bias", self.b2.safetensors_view()),
            ],
            path,
        )
    }

    fn load(file: &SafeTensors<'_>) -> Result<Self, SafetensorsError> {
        Ok(Mlp {
            w1: Tensor::from_safetensors(file, "fc1.weight")?,
            b1: Tensor::from_safetensors(file, "fc1.bias")?,
            w2: Tensor::from_safetensors(file, "fc2.weight")?,
            b2: Tensor::from_safetensors(file, "fc2.bias")?,
        })
    }

    fn forward<B: Dim>(&self, x: &Tensor<f32, (B, D<INPUT>)>) -> Tensor<f32, (B, D<CLASSES>)> {
        let h = linear(x, &self.w1, &self.b1).relu();
        linear(&h, &self.w2, &self.b2).softmax::<LAST>()
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
    let model = Mlp::random(&mut rng);
    let path = std::env::temp_dir().join(format!("mlp_weights_{}.safetensors", std::process::id()));
    model.save(&path)?;

    let bytes = std::fs::read(&path)?;
    std::fs::remove_file(&path)?;
    let file = SafeTensors::deserialize(&bytes)?;
    let loaded = Mlp::load(&file)?;
    assert_eq!(loaded.w1, model.w1);
    assert_eq!(loaded.b2, model.b2);
    println!(
        "saved and reloaded {} tensors ({} bytes)",
        file.len(),
        bytes.len()
    );

    // A wrong type is an error that names the tensor, the type's shape and the file's.
    let wrong = Tensor::<f32, shape![HIDDEN, INPUT]>::from_safetensors(&file, "fc1.weight");
    println!("loading fc1.weight as [128, 784]: {}", wrong.unwrap_err());

    let batch = 32;
    let x =
        Tensor::<f32, shape![dyn, INPUT]>::uniform_with_dims(&[batch, INPUT], &mut rng, 0.0, 1.0)?;
    let probs: Tensor<f32, shape![dyn, CLASSES]> = loaded.forward(&x);
    assert_eq!(probs.to_vec(), model.forward(&x).to_vec());
    let sums = probs.sum::<LAST>();
    assert!(sums.to_vec().iter().all(|s| (s - 1.0).abs() < 1e-5));
    println!(
        "x {:?} -> probabilities {:?}; classes of the first rows: {:?}",
        x.dims(),
        probs.dims(),
        &probs.argmax::<LAST>().to_vec()[..8]
    );
    Ok(())
}

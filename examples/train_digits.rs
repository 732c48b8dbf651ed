//! Trains an MLP classifier on the UCI hand-written digits (8x8 images, 10 classes) shipped in
//! `examples/data/digits.csv`, and reports its accuracy on the 360 images it did not train on.
//!
//! `cargo run --release --example train_digits`
//!
//! The model is `Linear(64, 128) -> GELU -> Linear(128, 10)` (the crate's `nn::Mlp`), trained
//! with cross-entropy and AdamW on batches of 32: the layers' one `forward` runs on the
//! recorded input, and each parameter's gradient comes back typed as the parameter.

use std::time::Instant;
use typed_tensor::autograd::Tape;
use typed_tensor::nn;
use typed_tensor::nn::optim::{Adam, Optimizer};
use typed_tensor::nn::{Activation, Linear, Mlp, Reduction};
use typed_tensor::{shape, Tensor, LAST};

const TRAIN: usize = 1437;
const BATCH: usize = 32;
const EPOCHS: usize = 30;

type Model = Mlp<64, 128, 10>;
type Images = Tensor<f32, shape![dyn, 64]>;
type Labels = Tensor<usize, shape![dyn]>;

/// The images (pixels scaled to [0, 1]) and labels of `digits.csv`.
fn load() -> (Vec<[f32; 64]>, Vec<usize>) {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/data/digits.csv");
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut images = Vec::new();
    let mut labels = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let values: Vec<usize> = line
            .split(',')
            .map(|v| {
                v.parse()
                    .unwrap_or_else(|e| panic!("{path}:{}: {e}", n + 1))
            })
            .collect();
        assert_eq!(values.len(), 65, "{path}:{}: 64 pixels and a label", n + 1);
        images.push(core::array::from_fn(|i| values[i] as f32 / 16.0));
        labels.push(values[64]);
    }
    (images, labels)
}

/// A batch of the images and labels at `rows`.
fn batch(images: &[[f32; 64]], labels: &[usize], rows: &[usize]) -> (Images, Labels) {
    let pixels = rows.iter().flat_map(|&r| images[r]).collect();
    let x = Tensor::from_shape_vec(&[rows.len(), 64], pixels).expect("64 pixels per row");
    let y = Tensor::from_shape_vec(&[rows.len()], rows.iter().map(|&r| labels[r]).collect())
        .expect("one label per row");
    (x, y)
}

/// A small deterministic generator (64-bit LCG), for the initial weights and the shuffles.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> f32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 40) as f32 / (1u64 << 24) as f32
    }

    fn shuffle(&mut self, items: &mut [usize]) {
        for i in (1..items.len()).rev() {
            let j = (self.next() * (i + 1) as f32) as usize;
            items.swap(i, j.min(i));
        }
    }
}

/// PyTorch's default `nn.Linear` initialization: uniform in `±1/sqrt(in)`.
fn linear<const I: usize, const O: usize>(rng: &mut Lcg) -> Linear<I, O> {
    let bound = 1.0 / (I as f32).sqrt();
    let mut uniform = |_: &[usize]| (2.0 * rng.next() - 1.0) * bound;
    Linear::new(
        Tensor::from_fn(&mut uniform),
        Some(Tensor::from_fn(&mut uniform)),
    )
}

/// The share of `images` at `rows` that the model classifies right.
fn accuracy(model: &Model, images: &[[f32; 64]], labels: &[usize], rows: &[usize]) -> f32 {
    let (x, y) = batch(images, labels, rows);
    let predicted = model.forward(&x).argmax::<LAST>();
    let right = predicted
        .to_vec()
        .iter()
        .zip(y.to_vec())
        .filter(|(p, y)| **p == *y)
        .count();
    right as f32 / rows.len() as f32
}

fn main() {
    let (images, labels) = load();
    let test: Vec<usize> = (TRAIN..images.len()).collect();
    let mut order: Vec<usize> = (0..TRAIN).collect();
    let mut rng = Lcg(0);
    let mut model = Model::new(linear(&mut rng), Activation::Gelu, linear(&mut rng));
    let mut optimizer = Optimizer::new(Adam {
        lr: 3e-3,
        ..Adam::adam_w()
    });
    println!(
        "{TRAIN} training and {} test images, batches of {BATCH}",
        test.len()
    );
    let start = Instant::now();
    for epoch in 1..=EPOCHS {
        rng.shuffle(&mut order);
        let mut total = 0.0;
        for rows in order.chunks(BATCH) {
            let (x, y) = batch(&images, &labels, rows);
            let grads = {
                let tape = Tape::new();
                let logits = model.forward(&tape.constant(x));
                let loss = nn::cross_entropy(&logits, &y, Reduction::Mean, 0.0);
                total += loss.item() * rows.len() as f32;
                loss.backward()
            };
            optimizer.step(&mut model, &grads);
        }
        if epoch % 5 == 0 || epoch == 1 {
            println!(
                "epoch {epoch:2}: loss {:.4}, test accuracy {:.1}% ({:.2} s)",
                total / TRAIN as f32,
                100.0 * accuracy(&model, &images, &labels, &test),
                start.elapsed().as_secs_f32()
            );
        }
    }
    let acc = accuracy(&model, &images, &labels, &test);
    println!("test accuracy {:.1}% after {EPOCHS} epochs", 100.0 * acc);
    assert!(acc >= 0.95, "the MLP should reach 95% test accuracy");
}

//! Trains a small convolutional net on the UCI hand-written digits (8x8 images, 10 classes)
//! shipped in `examples/data/digits.csv`, and reports its accuracy on the 360 images it did
//! not train on.
//!
//! `cargo run --release --example train_cnn`
//!
//! The model is LeNet's shape at 8x8: `Conv2d(1, 16, 3, padding=1) -> ReLU -> MaxPool2d(2) ->
//! Conv2d(16, 32, 3, padding=1) -> ReLU -> MaxPool2d(2) -> flatten -> Linear(128, 10)`. Every
//! spatial size below is a type, checked by the build against PyTorch's formula: write `3`
//! for a `4` and the build says which layer, which size, and what the formula gives.

use std::time::Instant;
use typed_tensor::autograd::Tape;
use typed_tensor::nn;
use typed_tensor::nn::optim::{Adam, Optimizer};
use typed_tensor::nn::{Conv2d, Linear, MaxPool2d, Parameters, Reduction};
use typed_tensor::{shape, Record, StaticShape, Tensor, D, LAST};

const TRAIN: usize = 1437;
const BATCH: usize = 32;
const EPOCHS: usize = 25;

type Images<R = typed_tensor::Plain> = Tensor<f32, shape![dyn, 1, 8, 8], R>;
type Labels = Tensor<usize, shape![dyn]>;

#[derive(Parameters)]
struct Cnn {
    conv1: Conv2d<1, 16, 3, 1, 1>,
    conv2: Conv2d<16, 32, 3, 1, 1>,
    fc: Linear<128, 10>,
}

impl Cnn {
    /// The logits of each image, `[batch, 10]`: one forward for inference and training.
    fn forward<R: Record<f32>>(&self, x: &Images<R>) -> Tensor<f32, shape![dyn, 10], R> {
        let h: Tensor<f32, shape![dyn, 16, 8, 8], R> = self.conv1.forward(x).relu();
        let h: Tensor<f32, shape![dyn, 16, 4, 4], R> = MaxPool2d::<2>.forward(&h);
        let h: Tensor<f32, shape![dyn, 32, 4, 4], R> = self.conv2.forward(&h).relu();
        let h: Tensor<f32, shape![dyn, 32, 2, 2], R> = MaxPool2d::<2>.forward(&h);
        self.fc.forward(&h.flatten_axes::<1, 3, D<128>>())
    }
}

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
    let x = Tensor::from_shape_vec(&[rows.len(), 1, 8, 8], pixels).expect("8x8 pixels per row");
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

    /// PyTorch's default initialization of a layer with `fan_in` inputs per output.
    fn uniform<S: StaticShape>(&mut self, fan_in: usize) -> Tensor<f32, S> {
        let bound = 1.0 / (fan_in as f32).sqrt();
        Tensor::from_fn(|_| (2.0 * self.next() - 1.0) * bound)
    }
}

/// The share of `images` at `rows` that the model classifies right.
fn accuracy(model: &Cnn, images: &[[f32; 64]], labels: &[usize], rows: &[usize]) -> f32 {
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
    let mut model = Cnn {
        conv1: Conv2d::new(rng.uniform(9), Some(rng.uniform(9))),
        conv2: Conv2d::new(rng.uniform(16 * 9), Some(rng.uniform(16 * 9))),
        fc: Linear::new(rng.uniform(128), Some(rng.uniform(128))),
    };
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
    assert!(acc >= 0.98, "the CNN should reach 98% test accuracy");
}

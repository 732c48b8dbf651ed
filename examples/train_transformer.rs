//! Trains a small transformer encoder to reverse sequences of digits: token `i` of the
//! output is token `SEQ - 1 - i` of the input, which attention must learn to fetch by
//! position. A synthetic task that an untrained model gets right 1 time in 10.
//!
//! `cargo run --release --example train_transformer [-- --mixed]`
//!
//! The model is token and position embeddings, two pre-norm `nn::TransformerEncoderLayer`s
//! (width 32, 4 heads, feed-forward 64, GELU) and a linear head over the 10 digits, trained
//! with cross-entropy and AdamW. Its parameters are collected by `#[derive(Parameters)]`.
//!
//! The model is written once, generic over its element type. With `--mixed` it trains in mixed
//! precision (`nn::MixedPrecision`): `f32` parameters and AdamW state, the forward and backward
//! in `bf16`; it learns the task as well as in `f32`.

use std::time::Instant;
use typed_tensor::autograd::GradElement;
use typed_tensor::autograd::{Recorded, Tape, Var};
use typed_tensor::nn;
use typed_tensor::nn::optim::{Adam, Optimizer};
use typed_tensor::nn::{
    Activation, Embedding, LayerNorm, Linear, MixedPrecision, Parameters, Reduction,
    TransformerEncoderLayer,
};
use typed_tensor::{bf16, shape, Dyn, Tensor, D, LAST};

const SEQ: usize = 8;
const DIGITS: usize = 10;
const WIDTH: usize = 32;
const BATCH: usize = 32;
const STEPS: usize = 400;

type Layer<T = f32> = TransformerEncoderLayer<WIDTH, 4, 8, 64, T>;
type Tokens = Tensor<usize, shape![dyn, SEQ]>;

#[derive(Parameters)]
struct Reverser<T = f32> {
    tokens: Embedding<DIGITS, WIDTH, T>,
    positions: Embedding<SEQ, WIDTH, T>,
    layers: [Layer<T>; 2],
    norm: LayerNorm<WIDTH, T>,
    head: Linear<WIDTH, DIGITS, T>,
}

impl<T: GradElement> Reverser<T> {
    /// A model of zeros (norms the identity): the half-precision copy that
    /// `MixedPrecision::new` fills from the `f32` one.
    fn zeros() -> Self {
        Reverser {
            tokens: Embedding::new(Tensor::zeros()),
            positions: Embedding::new(Tensor::zeros()),
            layers: [
                Layer::zeros(true, Activation::Gelu),
                Layer::zeros(true, Activation::Gelu),
            ],
            norm: LayerNorm::new(T::from(1e-5).expect("a float")),
            head: Linear::zeros(true),
        }
    }

    /// The logits of every position, `[batch, SEQ, DIGITS]`.
    fn forward(&self, tape: &Tape<T>, input: &Tokens) -> Var<T, (Dyn, D<SEQ>, D<DIGITS>)> {
        let places = Tensor::<usize, shape![SEQ]>::from_fn(|i| i[0]);
        let mut x = &self.tokens.forward_in(&Recorded::on(tape), input)
            + &self.positions.forward_in(&Recorded::on(tape), &places);
        for layer in &self.layers {
            x = layer.forward(&x, false);
        }
        self.head.forward(&self.norm.forward(&x))
    }
}

/// A small deterministic generator (64-bit LCG).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> f32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 40) as f32 / (1u64 << 24) as f32
    }

    fn uniform<S: typed_tensor::StaticShape>(&mut self, bound: f32) -> Tensor<f32, S> {
        Tensor::from_fn(|_| (2.0 * self.next() - 1.0) * bound)
    }

    /// `BATCH` random sequences and their reversals.
    fn batch(&mut self) -> (Tokens, Tensor<usize, shape![dyn]>) {
        let input: Vec<usize> = (0..BATCH * SEQ)
            .map(|_| (self.next() * DIGITS as f32) as usize)
            .collect();
        let target: Vec<usize> = input
            .chunks(SEQ)
            .flat_map(|row| row.iter().rev().copied())
            .collect();
        let input = Tensor::from_shape_vec(&[BATCH, SEQ], input).expect("BATCH rows of SEQ");
        let target = Tensor::from_shape_vec(&[BATCH * SEQ], target).expect("one per token");
        (input, target)
    }

    fn linear<const I: usize, const O: usize>(&mut self) -> Linear<I, O> {
        let bound = 1.0 / (I as f32).sqrt();
        Linear::new(self.uniform(bound), Some(self.uniform(bound)))
    }

    fn layer(&mut self) -> Layer {
        let mut layer = Layer::zeros(true, Activation::Gelu);
        let bound = (6.0 / (4 * WIDTH) as f32).sqrt(); // PyTorch's xavier_uniform_ of in_proj
        let in_proj: Vec<f32> = (0..3 * WIDTH * WIDTH)
            .map(|_| (2.0 * self.next() - 1.0) * bound)
            .collect();
        layer.self_attn = typed_tensor::nn::MultiheadAttention::new(
            Tensor::from_shape_vec(&[3 * WIDTH, WIDTH], in_proj).expect("3 * WIDTH rows"),
            Tensor::zeros_with_dims(&[3 * WIDTH]).expect("3 * WIDTH"),
            self.linear(),
        )
        .expect("the projection has 3 * WIDTH rows");
        layer.linear1 = self.linear();
        layer.linear2 = self.linear();
        layer
    }
}

/// The share of tokens the model reverses right on a fresh batch.
fn accuracy(model: &Reverser, rng: &mut Lcg) -> f32 {
    let (input, target) = rng.batch();
    let logits = model.forward(&Tape::new(), &input).into_value();
    let predicted = logits.argmax::<LAST>().to_vec();
    let right = predicted
        .iter()
        .zip(target.to_vec())
        .filter(|(p, t)| **p == *t)
        .count();
    right as f32 / predicted.len() as f32
}

fn main() {
    let mut rng = Lcg(7);
    let mut model = Reverser {
        tokens: Embedding::new(rng.uniform(1.0)),
        positions: Embedding::new(rng.uniform(1.0)),
        layers: [rng.layer(), rng.layer()],
        norm: LayerNorm::new(1e-5),
        head: rng.linear(),
    };
    let mut optimizer = Optimizer::new(Adam {
        lr: 3e-3,
        ..Adam::adam_w()
    });
    println!("reversing {SEQ} digits; batches of {BATCH}, {STEPS} steps");
    println!(
        "untrained: {:.1}% of tokens right",
        100.0 * accuracy(&model, &mut rng)
    );
    let mixed = std::env::args().any(|arg| arg == "--mixed");
    // Mixed precision: `model` (f32) is the master copy; a bf16 copy runs each step.
    let mut half = mixed.then(Reverser::<bf16>::zeros);
    if mixed {
        println!("in mixed precision: f32 parameters and AdamW state, the steps in bf16");
    }
    let start = Instant::now();
    for step in 1..=STEPS {
        let (input, target) = rng.batch();
        let loss = match half.take() {
            None => {
                let tape = Tape::new();
                let logits = model.forward(&tape, &input).flatten_axes::<0, 1, Dyn>();
                let loss = nn::cross_entropy(&logits, &target, Reduction::Mean, 0.0);
                let value = loss.item();
                optimizer.step(&mut model, &loss.backward());
                value
            }
            Some(half_model) => {
                let mut pair = MixedPrecision {
                    master: model,
                    half: half_model,
                };
                pair.refresh_half();
                let tape = Tape::new();
                let logits = pair.half.forward(&tape, &input).flatten_axes::<0, 1, Dyn>();
                let loss = nn::cross_entropy(&logits, &target, Reduction::Mean, bf16::ZERO);
                let value = loss.item().to_f32();
                let grads = pair.master_gradients(&loss.backward());
                optimizer.step(&mut pair.master, &grads);
                (model, half) = (pair.master, Some(pair.half));
                value
            }
        };
        if [10, 25, 50].contains(&step) || step % 100 == 0 {
            println!(
                "step {step:4}: loss {loss:.4}, {:.1}% of tokens right ({:.1} s)",
                100.0 * accuracy(&model, &mut rng),
                start.elapsed().as_secs_f32()
            );
        }
    }
    let acc = accuracy(&model, &mut rng);
    println!(
        "after {STEPS} steps: {:.1}% of the tokens of a fresh batch right",
        100.0 * acc
    );
    assert!(acc >= 0.95, "the model should learn to reverse");
}

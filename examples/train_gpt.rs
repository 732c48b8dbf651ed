//! Trains a one-block GPT (a causal language model) to continue counting sequences: each
//! sequence starts at a random digit and steps by 1, 2 or 3 modulo 10, has a random length
//! and is padded to `SEQ`. Predicting a token needs the tokens before it (the step), which the
//! causal attention must fetch; the first prediction of each sequence is a guess (one in three).
//!
//! `cargo run --release --features rand --example train_gpt`
//!
//! Written with the ops rather than the `nn` encoder layer: token and position embeddings, a
//! pre-norm block whose attention takes a causal mask (`tril`), dropout on the residual
//! branches while training, cross-entropy that ignores the padding (`ignore_index`), AdamW,
//! and the gradients' norm clipped to 1 (`clip_grad_norm`), as GPT-2's training does.

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use typed_tensor::autograd::{Tape, Var};
use typed_tensor::nn::optim::{Adam, Optimizer};
use typed_tensor::nn::{CrossEntropy, Embedding, LayerNorm, Linear, Parameters};
use typed_tensor::{axes, shape, Dyn, Tensor, D, LAST};

const SEQ: usize = 12;
const PAD: usize = 10;
const VOCAB: usize = 11;
const WIDTH: usize = 32;
const HEADS: usize = 4;
const HEAD: usize = WIDTH / HEADS;
const FF: usize = 4 * WIDTH;
const BATCH: usize = 32;
const STEPS: usize = 300;
const DROPOUT: f64 = 0.1;

type Tokens = Tensor<usize, shape![dyn, SEQ]>;
type Hidden = Var<f32, (Dyn, D<SEQ>, D<WIDTH>)>;

#[derive(Parameters)]
struct Gpt {
    tokens: Embedding<VOCAB, WIDTH>,
    positions: Embedding<SEQ, WIDTH>,
    ln1: LayerNorm<WIDTH>,
    qkv: Linear<WIDTH, { 3 * WIDTH }>,
    proj: Linear<WIDTH, WIDTH>,
    ln2: LayerNorm<WIDTH>,
    fc1: Linear<WIDTH, FF>,
    fc2: Linear<FF, WIDTH>,
    ln_f: LayerNorm<WIDTH>,
    head: Linear<WIDTH, VOCAB>,
}

/// Dropout while training (a generator given), none when evaluating.
fn dropped(x: &Hidden, rng: Option<&mut Xoshiro256PlusPlus>) -> Hidden {
    match rng {
        Some(rng) => x.dropout(DROPOUT, rng),
        None => x.clone(),
    }
}

impl Gpt {
    /// The logits of the next token at every position, `[batch, SEQ, VOCAB]`.
    fn forward(
        &self,
        tape: &Tape<f32>,
        input: &Tokens,
        mut rng: Option<&mut Xoshiro256PlusPlus>,
    ) -> Var<f32, (Dyn, D<SEQ>, D<VOCAB>)> {
        let places = Tensor::<usize, shape![SEQ]>::from_fn(|i| i[0]);
        let x = &self.tokens.forward_var(tape, input) + &self.positions.forward_var(tape, &places);
        // Query i sees keys 0..=i.
        let causal = Tensor::<bool, shape![SEQ, SEQ]>::full(true).tril(0);
        let qkv = self
            .qkv
            .forward_var(&self.ln1.forward_var(&x))
            .unflatten::<2, (D<3>, D<HEADS>, D<HEAD>)>();
        let heads = |i: usize| qkv.select::<2>(i).permute::<axes![0, 2, 1, 3]>();
        let attended = heads(0)
            .scaled_dot_product_attention_masked(&heads(1), &heads(2), &causal, false)
            .permute::<axes![0, 2, 1, 3]>()
            .flatten_axes::<2, 3, D<WIDTH>>();
        let x = &x + &dropped(&self.proj.forward_var(&attended), rng.as_deref_mut());
        let hidden = self.fc1.forward_var(&self.ln2.forward_var(&x)).gelu();
        let x = &x + &dropped(&self.fc2.forward_var(&hidden), rng);
        self.head.forward_var(&self.ln_f.forward_var(&x))
    }
}

/// `BATCH` counting sequences, padded, and the next token at every position (`PAD` where there
/// is none).
fn batch(rng: &mut Xoshiro256PlusPlus) -> (Tokens, Tensor<usize, shape![dyn]>) {
    let (mut input, mut next) = (Vec::new(), Vec::new());
    for _ in 0..BATCH {
        let (start, step) = (rng.random_range(0..10), rng.random_range(1..4));
        let len = rng.random_range(4..=SEQ);
        let row: Vec<usize> = (0..SEQ)
            .map(|i| match i < len {
                true => (start + i * step) % 10,
                false => PAD,
            })
            .collect();
        next.extend(row[1..].iter().copied().chain([PAD]));
        input.extend(row);
    }
    let input = Tensor::from_shape_vec(&[BATCH, SEQ], input).expect("BATCH rows of SEQ");
    let next = Tensor::from_shape_vec(&[BATCH * SEQ], next).expect("one per token");
    (input, next)
}

/// The share of next tokens predicted right on a fresh batch, past each sequence's first.
fn accuracy(model: &Gpt, rng: &mut Xoshiro256PlusPlus) -> f32 {
    let (input, next) = batch(rng);
    let logits = model.forward(&Tape::new(), &input, None).into_value();
    let predicted = logits.argmax::<LAST>().to_vec();
    let next = next.to_vec();
    let scored = (0..BATCH * SEQ).filter(|&i| i % SEQ > 0 && next[i] != PAD);
    let (right, all) = scored.fold((0, 0), |(right, all), i| {
        (right + usize::from(predicted[i] == next[i]), all + 1)
    });
    right as f32 / all as f32
}

fn linear<const I: usize, const O: usize>(rng: &mut Xoshiro256PlusPlus) -> Linear<I, O> {
    let bound = 1.0 / (I as f32).sqrt();
    Linear::new(
        Tensor::uniform(rng, -bound, bound),
        Some(Tensor::uniform(rng, -bound, bound)),
    )
}

fn main() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    let mut model = Gpt {
        tokens: Embedding::new(Tensor::normal(&mut rng, 0.0, 0.5)),
        positions: Embedding::new(Tensor::normal(&mut rng, 0.0, 0.5)),
        ln1: LayerNorm::new(1e-5),
        qkv: linear(&mut rng),
        proj: linear(&mut rng),
        ln2: LayerNorm::new(1e-5),
        fc1: linear(&mut rng),
        fc2: linear(&mut rng),
        ln_f: LayerNorm::new(1e-5),
        head: linear(&mut rng),
    };
    let mut optimizer = Optimizer::new(Adam {
        lr: 3e-3,
        ..Adam::adam_w()
    });
    let ignore_padding = CrossEntropy {
        ignore_index: Some(PAD),
        ..CrossEntropy::default()
    };
    println!(
        "continuing counting sequences of up to {SEQ} tokens; batches of {BATCH}, {STEPS} steps"
    );
    println!(
        "untrained: {:.1}% right",
        100.0 * accuracy(&model, &mut rng)
    );
    for step in 1..=STEPS {
        let (input, next) = batch(&mut rng);
        let (loss, norm, grads) = {
            let tape = Tape::new();
            let logits = model
                .forward(&tape, &input, Some(&mut rng))
                .flatten_axes::<0, 1, Dyn>();
            let loss = logits.cross_entropy_with(&next, ignore_padding);
            let value = loss.item();
            let mut grads = loss.backward();
            let norm = grads.clip_grad_norm(1.0);
            (value, norm, grads)
        };
        optimizer.step(&mut model, &grads);
        if step % 50 == 0 {
            println!(
                "step {step:3}: loss {loss:.4}, gradient norm {norm:.2}, {:.1}% right",
                100.0 * accuracy(&model, &mut rng)
            );
        }
    }
    let acc = accuracy(&model, &mut rng);
    println!(
        "after {STEPS} steps: {:.1}% of the next tokens of a fresh batch right",
        100.0 * acc
    );
    assert!(acc >= 0.9, "the model should learn to count");
}

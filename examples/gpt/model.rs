//! The one-block GPT of `train_gpt.rs`, and one training step of it: shared by that example
//! and by `train_step_timing.rs`, which times the step against the same model in PyTorch
//! (`benches/train_vs_torch.py`).

use rand::rngs::Xoshiro256PlusPlus;
use rand::RngExt;
use typed_tensor::autograd::{Recorded, Tape};
use typed_tensor::nn;
use typed_tensor::nn::optim::{Adam, Optimizer};
use typed_tensor::nn::{CrossEntropy, Embedding, LayerNorm, Linear, Parameters};
use typed_tensor::{axes, dim_name, shape, Dyn, Record, Tensor, D};

pub const SEQ: usize = 12;
pub const PAD: usize = 10;
pub const VOCAB: usize = 11;
pub const WIDTH: usize = 32;
pub const HEADS: usize = 4;
pub const HEAD: usize = WIDTH / HEADS;
pub const FF: usize = 4 * WIDTH;
pub const BATCH: usize = 32;
pub const DROPOUT: f64 = 0.1;

dim_name!(
    /// The batch axis (named, so that an ONNX export calls its symbolic dim `Batch`).
    pub Batch
);
dim_name!(
    /// The sequence axis: up to `SEQ` tokens (`SEQ` in training).
    pub Seq
);

pub type Tokens = Tensor<usize, shape![dyn Batch, dyn Seq]>;
pub type Hidden<R> = Tensor<f32, (Dyn<Batch>, Dyn<Seq>, D<WIDTH>), R>;

#[derive(Parameters)]
pub struct Gpt {
    pub tokens: Embedding<VOCAB, WIDTH>,
    pub positions: Embedding<SEQ, WIDTH>,
    pub ln1: LayerNorm<WIDTH>,
    pub qkv: Linear<WIDTH, { 3 * WIDTH }>,
    pub proj: Linear<WIDTH, WIDTH>,
    pub ln2: LayerNorm<WIDTH>,
    pub fc1: Linear<WIDTH, FF>,
    pub fc2: Linear<FF, WIDTH>,
    pub ln_f: LayerNorm<WIDTH>,
    pub head: Linear<WIDTH, VOCAB>,
}

/// Dropout while training (a generator given), none when evaluating.
fn dropped<R: Record<f32>>(x: &Hidden<R>, rng: Option<&mut Xoshiro256PlusPlus>) -> Hidden<R> {
    match rng {
        Some(rng) => x.dropout(DROPOUT, rng),
        None => x.clone(),
    }
}

impl Gpt {
    /// The logits of the next token at every position, `[batch, seq, VOCAB]` for up to `SEQ`
    /// tokens, recorded on `record` (a tape's for training, `Plain` for inference, a trace's
    /// for ONNX export).
    pub fn forward<R: Record<f32>>(
        &self,
        record: &R,
        input: &Tokens,
        mut rng: Option<&mut Xoshiro256PlusPlus>,
    ) -> Tensor<f32, (Dyn<Batch>, Dyn<Seq>, D<VOCAB>), R> {
        // The first `seq` rows of the position table (a panic naming them past `SEQ`).
        let seq = input.dims()[1];
        let places = record.param(&self.positions.weight).narrow::<0>(0, seq);
        let x = &self.tokens.forward_in(record, input) + &places;
        let qkv = self
            .qkv
            .forward(&self.ln1.forward(&x))
            .unflatten::<2, (D<3>, D<HEADS>, D<HEAD>)>();
        let heads = |i: usize| qkv.select::<2>(i).permute::<axes![0, 2, 1, 3]>();
        let attended = heads(0)
            // Query i sees keys 0..=i.
            .scaled_dot_product_attention(&heads(1), &heads(2), true)
            .permute::<axes![0, 2, 1, 3]>()
            .flatten_axes::<2, 3, D<WIDTH>>();
        let x = &x + &dropped(&self.proj.forward(&attended), rng.as_deref_mut());
        let hidden = self.fc1.forward(&self.ln2.forward(&x)).gelu();
        let x = &x + &dropped(&self.fc2.forward(&hidden), rng);
        self.head.forward(&self.ln_f.forward(&x))
    }
}

/// `BATCH` counting sequences, padded, and the next token at every position (`PAD` where there
/// is none).
pub fn batch(rng: &mut Xoshiro256PlusPlus) -> (Tokens, Tensor<usize, shape![dyn]>) {
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

impl Gpt {
    /// A model with PyTorch's default initialization (embeddings from N(0, 0.5)).
    pub fn new(rng: &mut Xoshiro256PlusPlus) -> Self {
        Gpt {
            tokens: Embedding::new(Tensor::normal(rng, 0.0, 0.5)),
            positions: Embedding::new(Tensor::normal(rng, 0.0, 0.5)),
            ln1: LayerNorm::new(1e-5),
            qkv: linear(rng),
            proj: linear(rng),
            ln2: LayerNorm::new(1e-5),
            fc1: linear(rng),
            fc2: linear(rng),
            ln_f: LayerNorm::new(1e-5),
            head: linear(rng),
        }
    }
}

/// AdamW at GPT-2's small-model rate for this task.
pub fn optimizer() -> Optimizer<Adam<f32>> {
    Optimizer::new(Adam {
        lr: 3e-3,
        ..Adam::adam_w()
    })
}

/// One training step on a fresh batch: forward with dropout, cross-entropy that ignores the
/// padding, backward, the gradients' norm clipped to 1, AdamW. Returns the loss and the norm.
pub fn train_step(
    model: &mut Gpt,
    optimizer: &mut Optimizer<Adam<f32>>,
    rng: &mut Xoshiro256PlusPlus,
) -> (f32, f32) {
    let ignore_padding = CrossEntropy {
        ignore_index: Some(PAD),
        ..CrossEntropy::default()
    };
    let (input, next) = batch(rng);
    let (loss, norm, grads) = {
        let tape = Tape::new();
        let logits = model
            .forward(&Recorded::on(&tape), &input, Some(rng))
            .flatten_axes::<0, 1, Dyn>();
        let loss = nn::cross_entropy_with(&logits, &next, ignore_padding);
        let value = loss.item();
        let mut grads = loss.backward();
        let norm = grads.clip_grad_norm(1.0);
        (value, norm, grads)
    };
    optimizer.step(model, &grads);
    (loss, norm)
}

fn linear<const I: usize, const O: usize>(rng: &mut Xoshiro256PlusPlus) -> Linear<I, O> {
    let bound = 1.0 / (I as f32).sqrt();
    Linear::new(
        Tensor::uniform(rng, -bound, bound),
        Some(Tensor::uniform(rng, -bound, bound)),
    )
}

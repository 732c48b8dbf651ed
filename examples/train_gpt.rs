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

#[path = "gpt/model.rs"]
mod model;

use model::{batch, train_step, Gpt, BATCH, PAD, SEQ};
use rand::rngs::Xoshiro256PlusPlus;
use rand::SeedableRng;
use typed_tensor::{Plain, LAST};

const STEPS: usize = 300;

/// The share of next tokens predicted right on a fresh batch, past each sequence's first.
fn accuracy(model: &Gpt, rng: &mut Xoshiro256PlusPlus) -> f32 {
    let (input, next) = batch(rng);
    let logits = model.forward(&Plain, &input, None);
    let predicted = logits.argmax::<LAST>().to_vec();
    let next = next.to_vec();
    let scored = (0..BATCH * SEQ).filter(|&i| i % SEQ > 0 && next[i] != PAD);
    let (right, all) = scored.fold((0, 0), |(right, all), i| {
        (right + usize::from(predicted[i] == next[i]), all + 1)
    });
    right as f32 / all as f32
}

fn main() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    let mut model = Gpt::new(&mut rng);
    let mut optimizer = model::optimizer();
    println!(
        "continuing counting sequences of up to {SEQ} tokens; batches of {BATCH}, {STEPS} steps"
    );
    println!(
        "untrained: {:.1}% right",
        100.0 * accuracy(&model, &mut rng)
    );
    for step in 1..=STEPS {
        let (loss, norm) = train_step(&mut model, &mut optimizer, &mut rng);
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

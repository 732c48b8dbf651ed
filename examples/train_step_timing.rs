//! Times one training step (forward, backward, AdamW update) of a model and prints the median
//! as one line, for `benches/train_vs_torch.py` to read between its PyTorch turns:
//!
//! `model=mlp threads=1 reps=50 median_ns=1234567 peak_step_bytes=123456`
//!
//! `peak_step_bytes` is how far the process's resident memory rose, while it trained, above its
//! level once the model and its inputs were made: the activations, gradients and optimizer
//! state a step needs, with whatever the allocator keeps (Linux: the peak is reset through
//! `/proc/self/clear_refs` and read as `VmHWM`; 0 where that is not available).
//!
//! `cargo build --release --features rand --example train_step_timing`, then
//! `target/release/examples/train_step_timing --model mlp --threads N --reps K [--split always]`
//! (`--split always` splits every product over the threads, for comparison with the default
//! `timed` policy).
//!
//! `mlp`: `Linear(784, 128) -> ReLU -> Linear(128, 10)` with cross-entropy, at batch 64.
//! `encoder`: a pre-norm `TransformerEncoderLayer(256, 8 heads, 1024, GELU)` at batch 8 x seq
//! 128, with the mean squared error against a fixed target.
//! `encoder_ce`: the same layer with a `Linear(256, 16)` head and cross-entropy over all 1,024
//! positions; `encoder_ce_mixed`: that step in mixed precision (`nn::MixedPrecision`: f32
//! parameters and AdamW state, the forward and backward in bf16; PyTorch's side runs the
//! forward under `torch.autocast("cpu", dtype=torch.bfloat16)`).
//! `gpt`: one step of `train_gpt.rs` (batch 32 x 12 tokens, width 32, dropout 0.1, gradients
//! clipped to norm 1) on a fresh batch.
//! `lenet`: issue 40's LeNet (conv 1->32 3x3 pad 1, ReLU, max-pool 2, conv 32->64 3x3 pad 1,
//! ReLU, max-pool 2, flatten, linear 3136->128, ReLU, linear 128->10) at batch 64 on 28x28,
//! cross-entropy; `lenet_forward`: its forward alone (inference), timed the same way.
//! `resnet`: a ResNet basic block (two 3x3 convs of 64 channels without bias, batch norm in
//! training mode, ReLU, the residual) on [8, 64, 56, 56] with the mean squared error against a
//! fixed target; `resnet_forward`: its forward in evaluation mode.

#[path = "timing/cnn.rs"]
mod cnn;
#[path = "gpt/model.rs"]
mod gpt;

use rand::SeedableRng;
use std::time::{Duration, Instant};
use typed_tensor::autograd::Tape;
use typed_tensor::nn;
use typed_tensor::nn::optim::{Adam, Optimizer};
use typed_tensor::nn::{
    Activation, Linear, MixedPrecision, Mlp, MultiheadAttention, Parameters, Reduction,
    TransformerEncoderLayer,
};
use typed_tensor::runtime::{set_matmul_split_policy, MatmulSplitPolicy};
use typed_tensor::{bf16, shape, Tensor, D};

type Model = Mlp<784, 128, 10>;

/// Values in [-bound, bound) from a fixed sequence.
fn uniform<S: typed_tensor::StaticShape>(seed: u64, bound: f32) -> Tensor<f32, S> {
    let mut state = seed;
    Tensor::from_fn(|_| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((state >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0) * bound
    })
}

fn mlp_step(threads: usize, reps: usize) -> (Duration, u64) {
    let mut model = Model::new(
        Linear::new(uniform(1, 784f32.sqrt().recip()), Some(uniform(2, 0.03))),
        Activation::Relu,
        Linear::new(uniform(3, 128f32.sqrt().recip()), Some(uniform(4, 0.09))),
    );
    let x: Tensor<f32, shape![64, 784]> = uniform(5, 1.0);
    let targets = Tensor::<usize, shape![64]>::from_fn(|i| (i[0] * 7) % 10);
    let mut optimizer = Optimizer::new(Adam::adam_w());
    median_time_in_pool(threads, reps, || {
        let grads = {
            let tape = Tape::new();
            let logits = model.forward(&tape.constant(x.clone()));
            nn::cross_entropy(&logits, &targets, Reduction::Mean, 0.0).backward()
        };
        optimizer.step(&mut model, &grads);
    })
}

fn lenet_step(threads: usize, reps: usize, train: bool) -> (Duration, u64) {
    let mut model = cnn::LeNet::new();
    let x: Tensor<f32, shape![64, 1, 28, 28]> = uniform(9, 1.0);
    let targets = Tensor::<usize, shape![64]>::from_fn(|i| (i[0] * 7) % 10);
    let mut optimizer = Optimizer::new(Adam::adam_w());
    median_time_in_pool(threads, reps, || {
        if !train {
            std::hint::black_box(model.forward(&x));
            return;
        }
        let grads = {
            let tape = Tape::new();
            let logits = model.forward(&tape.constant(x.clone()));
            nn::cross_entropy(&logits, &targets, Reduction::Mean, 0.0).backward()
        };
        optimizer.step(&mut model, &grads);
    })
}

/// The ResNet basic block's training step (batch norm in training mode, the mean squared error
/// against a fixed target) or its forward in evaluation mode.
fn resnet_step(threads: usize, reps: usize, train: bool) -> (Duration, u64) {
    let mut model = cnn::ResBlock::new();
    let x: cnn::Images<typed_tensor::Plain> = uniform(13, 1.0);
    let target: cnn::Images<typed_tensor::Plain> = uniform(14, 1.0);
    let mut optimizer = Optimizer::new(Adam::adam_w());
    if !train {
        model.eval();
    }
    median_time_in_pool(threads, reps, || {
        if !train {
            std::hint::black_box(model.forward(&x));
            return;
        }
        let grads = {
            let tape = Tape::new();
            let y = model.forward(&tape.constant(x.clone()));
            nn::mse_loss(&y, &tape.constant(target.clone()), Reduction::Mean).backward()
        };
        optimizer.step(&mut model, &grads);
    })
}

type Encoder = TransformerEncoderLayer<256, 8, 32, 1024>;

/// The encoder layer with the weights of `train_vs_torch.py`'s uniform draws (PyTorch seeds its
/// own; the step's time does not depend on the values).
fn encoder() -> Encoder {
    let mut layer = Encoder::zeros(true, Activation::Gelu);
    let bound = 256f32.sqrt().recip();
    let in_proj: Tensor<f32, shape![768, 256]> = uniform(1, bound);
    layer.self_attn = MultiheadAttention::new(
        in_proj
            .try_reshape_with_dims(&[768, 256])
            .expect("768 rows"),
        Tensor::zeros_with_dims(&[768]).expect("768"),
        Linear::new(uniform(2, bound), Some(uniform(3, bound))),
    )
    .expect("the projection has 3 * 256 rows");
    layer.linear1 = Linear::new(uniform(4, bound), Some(uniform(5, bound)));
    layer.linear2 = Linear::new(uniform(6, 1024f32.sqrt().recip()), Some(uniform(7, 0.03)));
    layer
}

fn encoder_step(threads: usize, reps: usize) -> (Duration, u64) {
    let mut layer = encoder();
    let x: Tensor<f32, shape![8, 128, 256]> = uniform(8, 1.0);
    let target: Tensor<f32, shape![8, 128, 256]> = uniform(9, 1.0);
    let mut optimizer = Optimizer::new(Adam::adam_w());
    median_time_in_pool(threads, reps, || {
        let grads = {
            let tape = Tape::new();
            let y = layer.forward(&tape.constant(x.clone()), false);
            nn::mse_loss(&y, &tape.constant(target.clone()), Reduction::Mean).backward()
        };
        optimizer.step(&mut layer, &grads);
    })
}

/// The encoder layer and its classification head, trained together.
#[derive(typed_tensor::nn::Parameters)]
struct Classifier<T = f32> {
    layer: TransformerEncoderLayer<256, 8, 32, 1024, T>,
    head: Linear<256, 16, T>,
}

/// `encoder_ce` in mixed precision (`nn::MixedPrecision`): the f32 parameters and AdamW state,
/// the forward and backward in bf16, as PyTorch's `autocast(bfloat16)` step.
fn encoder_ce_mixed_step(threads: usize, reps: usize) -> (Duration, u64) {
    let master = Classifier {
        layer: encoder(),
        head: Linear::new(uniform(10, 256f32.sqrt().recip()), Some(uniform(11, 0.06))),
    };
    let half = Classifier::<bf16> {
        layer: TransformerEncoderLayer::zeros(true, Activation::Gelu),
        head: Linear::zeros(true),
    };
    let mut model = MixedPrecision::new(master, half);
    let x = uniform::<shape![8, 128, 256]>(8, 1.0).cast::<bf16>();
    let classes = Tensor::<usize, shape![1024]>::from_fn(|i| (i[0] * 7) % 16);
    let mut optimizer = Optimizer::new(Adam::adam_w());
    median_time_in_pool(threads, reps, || {
        model.refresh_half();
        let grads = {
            let tape = Tape::new();
            let hidden = model.half.layer.forward(&tape.constant(x.clone()), false);
            let logits = model
                .half
                .head
                .forward(&hidden)
                .flatten_axes::<0, 1, D<1024>>();
            nn::cross_entropy(&logits, &classes, Reduction::Mean, bf16::ZERO).backward()
        };
        let grads = model.master_gradients(&grads);
        optimizer.step(&mut model.master, &grads);
    })
}

fn encoder_ce_step(threads: usize, reps: usize) -> (Duration, u64) {
    let mut model = Classifier {
        layer: encoder(),
        head: Linear::new(uniform(10, 256f32.sqrt().recip()), Some(uniform(11, 0.06))),
    };
    let x: Tensor<f32, shape![8, 128, 256]> = uniform(8, 1.0);
    let classes = Tensor::<usize, shape![1024]>::from_fn(|i| (i[0] * 7) % 16);
    let mut optimizer = Optimizer::new(Adam::adam_w());
    median_time_in_pool(threads, reps, || {
        let grads = {
            let tape = Tape::new();
            let hidden = model.layer.forward(&tape.constant(x.clone()), false);
            let logits = model.head.forward(&hidden).flatten_axes::<0, 1, D<1024>>();
            nn::cross_entropy(&logits, &classes, Reduction::Mean, 0.0).backward()
        };
        optimizer.step(&mut model, &grads);
    })
}

fn gpt_step(threads: usize, reps: usize) -> (Duration, u64) {
    let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(1);
    let mut model = gpt::Gpt::new(&mut rng);
    let mut optimizer = gpt::optimizer();
    median_time_in_pool(threads, reps, || {
        gpt::train_step(&mut model, &mut optimizer, &mut rng);
    })
}

/// [`median_time`] in a rayon pool of `threads` threads, which the kernels split over.
fn median_time_in_pool(threads: usize, reps: usize, step: impl FnMut() + Send) -> (Duration, u64) {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool");
    pool.install(|| median_time(reps, step))
}

/// The median of `reps` timed calls after a few untimed ones, and the peak memory they needed.
fn median_time(reps: usize, step: impl FnMut()) -> (Duration, u64) {
    let mut time = Duration::ZERO;
    let peak = peak_bytes_of(|| time = timed(reps, step));
    (time, peak)
}

fn timed(reps: usize, mut step: impl FnMut()) -> Duration {
    for _ in 0..3 {
        step();
    }
    let mut times: Vec<Duration> = (0..reps)
        .map(|_| {
            let start = Instant::now();
            step();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[times.len() / 2]
}

/// How far resident memory rises above its level before `f`, while `f` runs.
fn peak_bytes_of(f: impl FnOnce()) -> u64 {
    let status = |field: &str| -> Option<u64> {
        let text = std::fs::read_to_string("/proc/self/status").ok()?;
        let line = text.lines().find(|l| l.starts_with(field))?;
        let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
        Some(kb * 1024)
    };
    let reset = std::fs::OpenOptions::new()
        .write(true)
        .open("/proc/self/clear_refs")
        .and_then(|mut file| std::io::Write::write_all(&mut file, b"5"));
    if reset.is_err() {
        f();
        return 0;
    }
    let before = status("VmRSS:");
    f();
    match (before, status("VmHWM:")) {
        (Some(before), Some(peak)) => peak.saturating_sub(before),
        _ => 0,
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let (mut model, mut threads, mut reps) = (String::from("mlp"), 1, 50);
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .unwrap_or_else(|| panic!("{flag} needs a value"));
        match flag.as_str() {
            "--model" => model = value,
            "--threads" => threads = value.parse().expect("--threads: a number"),
            "--reps" => reps = value.parse().expect("--reps: a number"),
            "--split" => set_matmul_split_policy(match value.as_str() {
                "always" => MatmulSplitPolicy::Always,
                "timed" => MatmulSplitPolicy::Timed,
                other => panic!("--split {other}: always or timed"),
            }),
            _ => panic!("unknown flag {flag}"),
        }
    }
    let (time, peak) = match model.as_str() {
        "mlp" => mlp_step(threads, reps),
        "encoder" => encoder_step(threads, reps),
        "encoder_ce" => encoder_ce_step(threads, reps),
        "encoder_ce_mixed" => encoder_ce_mixed_step(threads, reps),
        "gpt" => gpt_step(threads, reps),
        "lenet" => lenet_step(threads, reps, true),
        "lenet_forward" => lenet_step(threads, reps, false),
        "resnet" => resnet_step(threads, reps, true),
        "resnet_forward" => resnet_step(threads, reps, false),
        other => panic!(
            "no model {other}: mlp, encoder, encoder_ce, gpt, lenet, lenet_forward, resnet or \
             resnet_forward"
        ),
    };
    println!(
        "model={model} threads={threads} reps={reps} median_ns={} peak_step_bytes={peak}",
        time.as_nanos()
    );
}

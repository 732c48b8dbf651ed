//! Times one forward pass of the issue-26 models (`benches/models/mod.rs`) and prints the
//! median as one line, for `benches/models_vs_torch.py` to read between its PyTorch turns:
//!
//! `model=mlp threads=1 reps=50 median_ns=1234567`
//!
//! `cargo build --release --example model_timing`, then
//! `target/release/examples/model_timing --model mlp|encoder|encoder-nn --threads N --reps K
//! [--split always|timed]`
//! (`encoder-nn`: the same layer as `nn::TransformerEncoderLayer`; `encoder-bf16`: that layer
//! with `T = bf16`; `linear-bf16-R-I-O`: one bf16 `linear` of `[R, I]` by `[O, I]`).
//! The MLP runs at batch 4096, the encoder layer at batch 8 x seq 128 x 256; `--threads`
//! sizes the rayon pool the forward runs in.

#[path = "../benches/models/mod.rs"]
mod models;

use models::{Encoder256, Mlp, PseudoRandom};
use std::time::{Duration, Instant};
use typed_tensor::{bf16, shape, Tensor};

/// The MLP's batch in issue 26.
const MLP_BATCH: usize = 4096;
/// The encoder's batch and sequence length in issue 26.
const ENCODER_BATCH: usize = 8;
const ENCODER_SEQ: usize = 128;

struct Args {
    model: String,
    threads: usize,
    reps: usize,
    /// `--split always`: every product large enough splits, without timing both forms.
    split_always: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        model: String::new(),
        threads: 1,
        reps: 30,
        split_always: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--model" => args.model = value,
            "--threads" => args.threads = value.parse().map_err(|e| format!("--threads: {e}"))?,
            "--reps" => args.reps = value.parse().map_err(|e| format!("--reps: {e}"))?,
            "--split" => {
                args.split_always = match value.as_str() {
                    "always" => true,
                    "timed" => false,
                    _ => return Err(format!("--split: always or timed, not {value}")),
                }
            }
            _ => return Err(format!("unknown flag {flag}")),
        }
    }
    if args.reps == 0 || args.threads == 0 {
        return Err("--threads and --reps must be at least 1".into());
    }
    Ok(args)
}

/// The median of `reps` timed calls, after warm-up calls that reach the recycling steady state.
fn median_time(reps: usize, mut forward: impl FnMut()) -> Duration {
    for _ in 0..3 {
        forward();
    }
    let mut times: Vec<Duration> = (0..reps)
        .map(|_| {
            let start = Instant::now();
            forward();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[times.len() / 2]
}

fn main() {
    let args = parse_args().unwrap_or_else(|e| {
        eprintln!("{e}\nusage: model_timing --model mlp|encoder|encoder-nn --threads N --reps K");
        std::process::exit(2)
    });
    if args.split_always {
        typed_tensor::runtime::set_matmul_split_policy(
            typed_tensor::runtime::MatmulSplitPolicy::Always,
        );
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.threads)
        .build()
        .expect("a rayon pool");
    let mut r = PseudoRandom(2026);
    let median = match args.model.as_str() {
        "mlp" => {
            let model = Mlp::pseudo_random(1);
            let x = r.rows::<{ models::MLP_IN }>(MLP_BATCH, 1.0);
            pool.install(|| {
                median_time(args.reps, || drop(std::hint::black_box(model.forward(&x))))
            })
        }
        "encoder" => {
            let model = Encoder256::pseudo_random(2);
            let x = r.sequences::<256>(ENCODER_BATCH, ENCODER_SEQ, 1.0);
            pool.install(|| {
                median_time(args.reps, || drop(std::hint::black_box(model.forward(&x))))
            })
        }
        "encoder-nn" => {
            let layer = Encoder256::pseudo_random(2).to_nn();
            let x = r.sequences::<256>(ENCODER_BATCH, ENCODER_SEQ, 1.0);
            pool.install(|| {
                median_time(args.reps, || {
                    drop(std::hint::black_box(layer.forward(&x, false)))
                })
            })
        }
        "encoder-bf16" => {
            let layer = Encoder256::pseudo_random(2).to_nn_as::<bf16>();
            let x = r
                .sequences::<256>(ENCODER_BATCH, ENCODER_SEQ, 1.0)
                .cast::<bf16>();
            pool.install(|| {
                median_time(args.reps, || {
                    drop(std::hint::black_box(layer.forward(&x, false)))
                })
            })
        }
        product if product.starts_with("linear-bf16-") => {
            // `linear-bf16-ROWS-IN-OUT`: `x [ROWS, IN] · wᵀ + b`, `w [OUT, IN]`, in bf16.
            let dims: Vec<usize> = product["linear-bf16-".len()..]
                .split('-')
                .map(|d| d.parse().expect("linear-bf16-ROWS-IN-OUT"))
                .collect();
            let [rows, inner, out] = dims[..] else {
                panic!("linear-bf16-ROWS-IN-OUT")
            };
            let cast = |v: Vec<f32>| v.into_iter().map(bf16::from_f32).collect::<Vec<_>>();
            let x = Tensor::<bf16, shape![dyn, dyn]>::from_shape_vec(
                &[rows, inner],
                cast((0..rows * inner).map(|_| r.next(1.0)).collect()),
            )
            .expect("x");
            let w = Tensor::<bf16, shape![dyn, dyn]>::from_shape_vec(
                &[out, inner],
                cast((0..out * inner).map(|_| r.next(1.0)).collect()),
            )
            .expect("w");
            let b = Tensor::<bf16, shape![dyn]>::from_shape_vec(
                &[out],
                cast((0..out).map(|_| r.next(1.0)).collect()),
            )
            .expect("b");
            pool.install(|| median_time(args.reps, || drop(std::hint::black_box(x.linear(&w, &b)))))
        }
        other => {
            eprintln!("unknown model {other:?}: mlp, encoder, encoder-nn, encoder-bf16 or linear-bf16-R-I-O");
            std::process::exit(2)
        }
    };
    println!(
        "model={} threads={} reps={} median_ns={}",
        args.model,
        args.threads,
        args.reps,
        median.as_nanos()
    );
}

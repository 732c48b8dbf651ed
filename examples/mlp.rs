//! A 2-layer MLP forward pass, `[batch, 784] -> 128 -> 10`, with a batch size known only at
//! run time: linear (matmul + bias), relu, linear, then a softmax over the last axis. Every
//! intermediate's shape is in its type; the first layer is checked against the
//! broadcast-multiply-and-sum form that was the only way before `matmul`.
//!
//! `cargo run --release --example mlp`

use std::time::Instant;
use typed_tensor::{shape, Dim, Tensor, D, LAST};

const INPUT: usize = 784;
const HIDDEN: usize = 128;
const CLASSES: usize = 10;

/// `x · w + b` for any batch dim: no bound needed.
fn linear<B: Dim, const I: usize, const O: usize>(
    x: &Tensor<f32, (B, D<I>)>,
    w: &Tensor<f32, (D<I>, D<O>)>,
    b: &Tensor<f32, (D<O>,)>,
) -> Tensor<f32, (B, D<O>)> {
    x.matmul(w) + b
}

fn main() {
    let batch = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(64);
    let w1 = Tensor::<f32, shape![INPUT, HIDDEN]>::from_fn(|i| {
        ((i[0] * 31 + i[1] * 7) % 17) as f32 * 0.004 - 0.03
    });
    let b1 = Tensor::<f32, shape![HIDDEN]>::from_fn(|i| (i[0] % 5) as f32 * 0.01);
    let w2 = Tensor::<f32, shape![HIDDEN, CLASSES]>::from_fn(|i| {
        ((i[0] * 13 + i[1] * 3) % 11) as f32 * 0.02 - 0.1
    });
    let b2 = Tensor::<f32, shape![CLASSES]>::zeros();
    let x = Tensor::<f32, shape![dyn, INPUT]>::from_fn_with_dims(&[batch, INPUT], |i| {
        ((i[0] * 7 + i[1]) % 256) as f32 / 255.0
    })
    .unwrap();

    let forward = |x: &Tensor<f32, shape![dyn, INPUT]>| {
        let h: Tensor<f32, shape![dyn, HIDDEN]> = linear(x, &w1, &b1).relu();
        let logits: Tensor<f32, shape![dyn, CLASSES]> = linear(&h, &w2, &b2);
        (h, logits.softmax::<LAST>())
    };
    let (h, probs) = forward(&x);
    let runs = 100;
    let start = Instant::now();
    for _ in 0..runs {
        std::hint::black_box(forward(&x));
    }
    let per_pass = start.elapsed() / runs;
    println!(
        "x {:?} -> hidden {:?} -> probabilities {:?}",
        x.dims(),
        h.dims(),
        probs.dims()
    );
    println!("forward pass: {per_pass:.2?} (mean of {runs})");

    let sums: Tensor<f32, shape![dyn]> = probs.sum::<1>();
    assert!(sums.to_vec().iter().all(|s| (s - 1.0).abs() < 1e-5));
    let classes: Tensor<usize, shape![dyn]> = probs.argmax::<1>();
    println!(
        "predicted classes of the first rows: {:?}",
        &classes.to_vec()[..batch.min(8)]
    );

    // The first layer's product against the broadcast form: [b, 1, 784] * [128, 784], summed.
    let start = Instant::now();
    let product = x.matmul(&w1);
    let matmul_time = start.elapsed();
    let start = Instant::now();
    let broadcast: Tensor<f32, shape![dyn, HIDDEN]> =
        (&x.unsqueeze::<1>() * &w1.t().contiguous()).sum::<2>();
    let broadcast_time = start.elapsed();
    let worst = product
        .to_vec()
        .iter()
        .zip(broadcast.to_vec())
        .map(|(a, b)| (a - b).abs())
        .fold(0.0f32, f32::max);
    assert!(worst < 1e-3, "largest difference {worst}");
    println!(
        "layer 1 product: matmul {matmul_time:.2?}, broadcast-multiply-and-sum {broadcast_time:.2?} \
         (largest difference {worst:.1e})"
    );
}

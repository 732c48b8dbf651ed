//! Attention-style weighting with shape transforms: weights `[5, 64]` (5 heads over 64
//! channels) and data `[10, 64, 2048]` (batch, channels, time) become
//! `[10, 1, 64, 2048] * [1, 5, 64, 1]`, a `[10, 5, 64, 2048]` product, by `unsqueeze` and
//! `reshape`, both views, so the only buffer written is the result. Checked against an
//! explicit loop.
//!
//! The full weighted sum over the channels, `[10, 5, 2048]`, is a batched matrix product:
//! `weights.matmul(&data)` broadcasts the `[5, 64]` weights over the batch of `[64, 2048]`
//! matrices without building the 26 MB intermediate, and equals the broadcast form summed.

use std::time::Instant;
use typed_tensor::{shape, Tensor};

const BATCH: usize = 10;
const HEADS: usize = 5;
const CHANNELS: usize = 64;
const TIME: usize = 2048;

fn main() {
    let weights = Tensor::<f32, shape![HEADS, CHANNELS]>::from_fn(|i| {
        ((i[0] * CHANNELS + i[1]) % 17) as f32 * 0.125 - 1.0
    });
    let data = Tensor::<f32, shape![BATCH, CHANNELS, TIME]>::from_fn(|i| {
        ((i[0] * 31 + i[1] * 7 + i[2]) % 101) as f32 * 0.01
    });

    let start = Instant::now();
    // [10, 64, 2048] -> [10, 1, 64, 2048]: a view, nothing copied.
    let data_view: Tensor<f32, shape![BATCH, 1, CHANNELS, TIME]> = data.unsqueeze::<1>();
    // [5, 64] -> [1, 5, 64, 1]: contiguous, so `reshape` is a view too.
    let weights_view: Tensor<f32, shape![1, HEADS, CHANNELS, 1]> = weights.reshape();
    // Broadcasting reads both with stride 0 on the size-one axes.
    let weighted: Tensor<f32, shape![BATCH, HEADS, CHANNELS, TIME]> = &data_view * &weights_view;
    let elapsed = start.elapsed();
    assert!(std::ptr::eq(
        data_view.get(&[0, 0, 0, 0]).unwrap(),
        data.get(&[0, 0, 0]).unwrap()
    ));
    assert!(std::ptr::eq(
        weights_view.get(&[0, 4, 63, 0]).unwrap(),
        weights.get(&[4, 63]).unwrap()
    ));
    println!(
        "[10, 1, 64, 2048] * [1, 5, 64, 1] -> {:?} ({} elements) in {elapsed:.2?}",
        weighted.dims(),
        weighted.numel()
    );

    // The same product by an explicit loop over plain row-major buffers.
    let (w, x, out) = (
        weights.to_vec(),
        data.to_vec(),
        weighted.as_slice().unwrap(),
    );
    let mut checked = 0;
    for b in 0..BATCH {
        for h in 0..HEADS {
            for c in 0..CHANNELS {
                for t in 0..TIME {
                    let expected = x[(b * CHANNELS + c) * TIME + t] * w[h * CHANNELS + c];
                    let got = out[((b * HEADS + h) * CHANNELS + c) * TIME + t];
                    assert_eq!(got, expected, "at [{b}, {h}, {c}, {t}]");
                    checked += 1;
                }
            }
        }
    }
    println!("all {checked} elements match the explicit loop");

    // Summing over the channels gives the attention output [10, 5, 2048].
    let start = Instant::now();
    let pooled: Tensor<f32, shape![BATCH, HEADS, TIME]> = weighted.sum::<2>();
    let broadcast_time = elapsed + start.elapsed();
    // The same output as one batched matrix product: [5, 64] x [10, 64, 2048].
    let start = Instant::now();
    let product: Tensor<f32, shape![BATCH, HEADS, TIME]> = weights.matmul(&data);
    let matmul_time = start.elapsed();
    let worst = product
        .to_vec()
        .iter()
        .zip(pooled.to_vec())
        .map(|(a, b)| (a - b).abs())
        .fold(0.0f32, f32::max);
    assert!(worst < 1e-3, "largest difference {worst}");
    println!(
        "weighted sum {:?}: matmul {matmul_time:.2?}, broadcast then sum {broadcast_time:.2?} \
         (largest difference {worst:.1e})",
        product.dims()
    );
    let (b, h, t) = (3, 2, 100);
    let by_hand: f32 = (0..CHANNELS)
        .map(|c| x[(b * CHANNELS + c) * TIME + t] * w[h * CHANNELS + c])
        .sum();
    println!(
        "output[{b}, {h}, {t}] = {:.4} (by hand: {by_hand:.4})",
        product.get(&[b, h, t]).unwrap()
    );
}

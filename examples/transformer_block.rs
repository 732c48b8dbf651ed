//! A pre-norm transformer encoder layer (`nn.TransformerEncoderLayer(norm_first=True)`) built
//! from the crate's `nn` layers, over `[batch, seq, model]` activations whose batch and
//! sequence sizes are known only at run time and are *named*: `dyn Batch` and `dyn Seq`.
//! Swapping the two anywhere is a compile error naming both (see
//! `ui-tests/fail/named_transformer_swap.rs`).
//!
//! The layer's self-attention of the first batch item is checked against naive loops over
//! PyTorch's formula (`tests/nn.rs` checks whole layers against PyTorch itself).
//!
//! `cargo run --release --example transformer_block`

use typed_tensor::nn::{Activation, Linear, MultiheadAttention, TransformerEncoderLayer};
use typed_tensor::{dim_name, shape, Tensor};

dim_name!(Batch);
dim_name!(Seq);

const MODEL: usize = 16;
const HEADS: usize = 4;
const HEAD: usize = MODEL / HEADS;
const HIDDEN: usize = 64;

type Activations = Tensor<f32, shape![dyn Batch, dyn Seq, MODEL]>;
type Layer = TransformerEncoderLayer<MODEL, HEADS, HEAD, HIDDEN>;

/// The whole layer: attention, then the feed-forward block, each behind a layer norm and
/// inside a residual connection.
fn forward(layer: &Layer, x: &Activations) -> Activations {
    layer.forward(x, false)
}

/// Deterministic weights in [-0.22, 0.22].
fn values(n: usize, seed: usize) -> impl Fn(&[usize]) -> f32 {
    move |i: &[usize]| {
        let flat = i.iter().fold(0, |acc, &x| acc * 31 + x);
        ((flat * 17 + seed * 7) % 23 % n.max(1)) as f32 * 0.02 - 0.22
    }
}

fn build() -> Layer {
    let mut layer = Layer::zeros(true, Activation::Gelu);
    let in_w = Tensor::from_fn_with_dims(&[3 * MODEL, MODEL], values(23, 1)).unwrap();
    let in_b = Tensor::from_fn_with_dims(&[3 * MODEL], values(23, 2)).unwrap();
    let out_proj = Linear::new(Tensor::from_fn(values(23, 3)), Some(Tensor::zeros()));
    layer.self_attn = MultiheadAttention::new(in_w, in_b, out_proj).unwrap();
    layer.linear1 = Linear::new(
        Tensor::from_fn(values(23, 4)),
        Some(Tensor::from_fn(values(3, 5))),
    );
    layer.linear2 = Linear::new(Tensor::from_fn(values(23, 6)), None);
    layer
}

fn main() {
    let (batch, seq) = (3, 5);
    let layer = build();
    // Data from outside arrives unnamed; `rename` types its axes once.
    let raw =
        Tensor::<f32, shape![dyn, dyn, MODEL]>::from_fn_with_dims(&[batch, seq, MODEL], |i| {
            ((i[0] * 13 + i[1] * 5 + i[2]) % 11) as f32 * 0.1 - 0.5
        })
        .unwrap();
    let x: Activations = raw.rename::<0, Batch>().rename::<1, Seq>();

    let y = forward(&layer, &x);
    let name = <shape![dyn Batch, dyn Seq, MODEL] as typed_tensor::Shape>::describe();
    println!("input  {name} = {:?}", x.dims());
    println!("output {name} = {:?}", y.dims());

    // The self-attention of batch item 0, by naive loops: q, k, v = x · Wᵀ + b with W the
    // rows of the packed projection, softmax(q kᵀ / sqrt(HEAD)) v per head, then out_proj.
    let got = layer.self_attn.forward(&x, false).to_vec();
    let (xs, w, b) = (
        x.to_vec(),
        layer.self_attn.in_proj_weight().to_vec(),
        layer.self_attn.in_proj_bias().to_vec(),
    );
    let project = |part: usize, t: usize, c: usize| -> f32 {
        let row = part * MODEL + c;
        b[row]
            + (0..MODEL)
                .map(|i| xs[t * MODEL + i] * w[row * MODEL + i])
                .sum::<f32>()
    };
    let mut merged = vec![vec![0.0f32; MODEL]; seq];
    for h in 0..HEADS {
        let cols = h * HEAD..(h + 1) * HEAD;
        for (t, row) in merged.iter_mut().enumerate() {
            let scores: Vec<f32> = (0..seq)
                .map(|u| {
                    cols.clone()
                        .map(|c| project(0, t, c) * project(1, u, c))
                        .sum::<f32>()
                })
                .map(|s| s / (HEAD as f32).sqrt())
                .collect();
            let max = scores.iter().copied().fold(f32::MIN, f32::max);
            let e: Vec<f32> = scores.iter().map(|s| (s - max).exp()).collect();
            let total: f32 = e.iter().sum();
            for c in cols.clone() {
                row[c] = (0..seq).map(|u| e[u] / total * project(2, u, c)).sum();
            }
        }
    }
    let wo = layer.self_attn.out_proj.weight.to_vec();
    let mut worst = 0.0f32;
    for t in 0..seq {
        for o in 0..MODEL {
            let want: f32 = (0..MODEL).map(|c| merged[t][c] * wo[o * MODEL + c]).sum();
            worst = worst.max((want - got[t * MODEL + o]).abs());
        }
    }
    println!("attention of batch item 0 vs naive loops: max |difference| = {worst:.2e}");
    assert!(
        worst < 1e-4,
        "attention differs from the naive loops by {worst}"
    );
}

//! A pre-norm transformer block (multi-head self-attention, then an MLP, each with a residual
//! connection) over `[batch, seq, model]` activations whose batch and sequence sizes are known
//! only at run time and are *named*: `dyn Batch` and `dyn Seq`. Swapping the two anywhere is
//! a compile error naming both (see `ui-tests/fail/named_transformer_swap.rs`); the run-time
//! checks left are where a static size meets a run-time one.
//!
//! The attention output of the first batch item is checked against a naive loop.
//!
//! `cargo run --release --example transformer_block`

use typed_tensor::{axes, dim_name, shape, Dim, Tensor, D, LAST};

dim_name!(Batch);
dim_name!(Seq);

const MODEL: usize = 16;
const HEADS: usize = 4;
const HEAD: usize = MODEL / HEADS;
const HIDDEN: usize = 64;

type Activations = Tensor<f32, shape![dyn Batch, dyn Seq, MODEL]>;
/// Per head: `[batch, heads, seq, head]`.
type Heads = Tensor<f32, shape![dyn Batch, HEADS, dyn Seq, HEAD]>;
/// Attention scores between every two positions, per head.
type Scores = Tensor<f32, shape![dyn Batch, HEADS, dyn Seq, dyn Seq]>;

/// The block's weights: static sizes only.
struct Block {
    wq: Tensor<f32, shape![MODEL, MODEL]>,
    wk: Tensor<f32, shape![MODEL, MODEL]>,
    wv: Tensor<f32, shape![MODEL, MODEL]>,
    wo: Tensor<f32, shape![MODEL, MODEL]>,
    w1: Tensor<f32, shape![MODEL, HIDDEN]>,
    b1: Tensor<f32, shape![HIDDEN]>,
    w2: Tensor<f32, shape![HIDDEN, MODEL]>,
    b2: Tensor<f32, shape![MODEL]>,
}

/// Layer norm over the last axis, for any two leading dims: named, plain or static.
fn layer_norm<B: Dim, T: Dim, const H: usize>(
    x: &Tensor<f32, (B, T, D<H>)>,
) -> Tensor<f32, (B, T, D<H>)> {
    let centered = x - &x.mean_keepdim::<LAST>();
    let var = (&centered * &centered).mean_keepdim::<LAST>();
    &centered / &(var + 1e-5).sqrt()
}

/// `[batch, seq, model]` as `[batch, heads, seq, head]`: the model axis split into heads (a
/// view), then heads moved before seq (a view).
fn split_heads(x: &Activations) -> Heads {
    x.unflatten::<2, (D<HEADS>, D<HEAD>)>()
        .permute::<axes![0, 2, 1, 3]>()
}

/// `[batch, heads, seq, head]` back to `[batch, seq, model]`. Without the `permute`, merging
/// axes 2 and 3 would merge seq with head: its result type, `[batch, heads, model]`, is not
/// `Activations`, a compile error (`ui-tests/fail/unflatten_merge_heads_without_permute.rs`).
fn merge_heads(x: &Heads) -> Activations {
    x.permute::<axes![0, 2, 1, 3]>()
        .flatten_axes::<2, 3, D<MODEL>>()
}

fn attention(block: &Block, x: &Activations) -> Activations {
    let q = split_heads(&x.matmul(&block.wq));
    let k = split_heads(&x.matmul(&block.wk));
    let v = split_heads(&x.matmul(&block.wv));
    // [batch, heads, seq, head] x [batch, heads, head, seq]: scores between every two positions.
    let scores: Scores = q.matmul(&k.transpose::<2, 3>()) * (1.0 / (HEAD as f32).sqrt());
    let weights = scores.softmax::<LAST>();
    merge_heads(&weights.matmul(&v)).matmul(&block.wo)
}

fn mlp(block: &Block, x: &Activations) -> Activations {
    (x.matmul(&block.w1) + &block.b1).relu().matmul(&block.w2) + &block.b2
}

fn forward(block: &Block, x: &Activations) -> Activations {
    let x = x + &attention(block, &layer_norm(x));
    &x + &mlp(block, &layer_norm(&x))
}

fn weight<S: typed_tensor::StaticShape>(seed: usize) -> Tensor<f32, S> {
    Tensor::from_fn(|i| ((i[0] * 31 + i[1] * 17 + seed * 7) % 23) as f32 * 0.02 - 0.22)
}

fn main() {
    let (batch, seq) = (3, 5);
    let block = Block {
        wq: weight(1),
        wk: weight(2),
        wv: weight(3),
        wo: weight(4),
        w1: weight(5),
        b1: Tensor::from_fn(|i| (i[0] % 3) as f32 * 0.01),
        w2: weight(6),
        b2: Tensor::zeros(),
    };
    // Data from outside arrives unnamed; `rename` types its axes once.
    let raw =
        Tensor::<f32, shape![dyn, dyn, MODEL]>::from_fn_with_dims(&[batch, seq, MODEL], |i| {
            ((i[0] * 13 + i[1] * 5 + i[2]) % 11) as f32 * 0.1 - 0.5
        })
        .unwrap();
    let x: Activations = raw.rename::<0, Batch>().rename::<1, Seq>();

    let y = forward(&block, &x);
    println!(
        "input  {} = {:?}",
        <shape![dyn Batch, dyn Seq, MODEL] as typed_tensor::Shape>::describe(),
        x.dims()
    );
    println!(
        "output {} = {:?}",
        <shape![dyn Batch, dyn Seq, MODEL] as typed_tensor::Shape>::describe(),
        y.dims()
    );

    // The attention of batch item 0, by naive loops.
    let normed = layer_norm(&x);
    let got = attention(&block, &normed);
    let (xn, g) = (normed.to_vec(), got.to_vec());
    let mat = |w: &Tensor<f32, shape![MODEL, MODEL]>| -> Vec<Vec<f32>> {
        (0..seq)
            .map(|t| {
                (0..MODEL)
                    .map(|o| {
                        (0..MODEL)
                            .map(|i| xn[t * MODEL + i] * w.to_vec()[i * MODEL + o])
                            .sum()
                    })
                    .collect()
            })
            .collect()
    };
    let (q, k, v) = (mat(&block.wq), mat(&block.wk), mat(&block.wv));
    let mut merged = vec![vec![0.0f32; MODEL]; seq];
    for h in 0..HEADS {
        let cols = h * HEAD..(h + 1) * HEAD;
        for t in 0..seq {
            let scores: Vec<f32> = (0..seq)
                .map(|u| {
                    cols.clone().map(|c| q[t][c] * k[u][c]).sum::<f32>() / (HEAD as f32).sqrt()
                })
                .collect();
            let max = scores.iter().cloned().fold(f32::MIN, f32::max);
            let e: Vec<f32> = scores.iter().map(|s| (s - max).exp()).collect();
            let total: f32 = e.iter().sum();
            for c in cols.clone() {
                merged[t][c] = (0..seq).map(|u| e[u] / total * v[u][c]).sum();
            }
        }
    }
    let wo = block.wo.to_vec();
    let mut worst = 0.0f32;
    for t in 0..seq {
        for o in 0..MODEL {
            let want: f32 = (0..MODEL).map(|c| merged[t][c] * wo[c * MODEL + o]).sum();
            worst = worst.max((want - g[t * MODEL + o]).abs());
        }
    }
    println!("attention of batch item 0 vs naive loops: max |difference| = {worst:.2e}");
    assert!(
        worst < 1e-4,
        "attention differs from the naive loops by {worst}"
    );
}

//! Times each op of the issue-26 model forwards alone, on the shape it has in the model, and
//! prints one line per op (`op=NAME calls=C median_ns=T min_ns=M`), for `benches/model_ops_vs_torch.py`
//! to set beside the same op in PyTorch. `calls` is how often the op runs in one forward; the
//! forms the models do not use (the product and the bias add that `linear` fuses, the
//! composed layer norm) have `calls=0`, and so has the whole forward (`*.forward`).
//!
//! `cargo build --release --example model_op_timing`, then
//! `target/release/examples/model_op_timing --threads N --reps K`.

#[path = "../benches/models/mod.rs"]
mod models;

use models::{layer_norm, layer_norm_composed, layer_norm_rows, PseudoRandom};
use std::hint::black_box;
use std::time::{Duration, Instant};
use typed_tensor::{axes, Tensor, D, LAST};

/// The median and the minimum of `reps` timed calls, after three untimed ones.
fn times(reps: usize, mut op: impl FnMut()) -> (Duration, Duration) {
    for _ in 0..3 {
        op();
    }
    let mut times: Vec<Duration> = (0..reps)
        .map(|_| {
            let start = Instant::now();
            op();
            start.elapsed()
        })
        .collect();
    times.sort();
    (times[times.len() / 2], times[0])
}

fn report(reps: usize, name: &str, calls: usize, op: impl FnMut()) {
    let (median, min) = times(reps, op);
    println!(
        "op={name} calls={calls} median_ns={} min_ns={}",
        median.as_nanos(),
        min.as_nanos()
    );
}

fn mlp_ops(reps: usize, r: &mut PseudoRandom) {
    const B: usize = 4096;
    let model = models::Mlp::pseudo_random(1);
    let input = r.rows::<64>(B, 1.0);
    report(reps, "mlp.forward", 0, || {
        drop(black_box(model.forward(&input)))
    });
    let x = r.rows::<64>(B, 1.0);
    let h128 = r.rows::<128>(B, 1.0);
    let h64 = r.rows::<64>(B, 1.0);
    let h10 = r.rows::<10>(B, 1.0);
    let w1: Tensor<f32, (D<128>, D<64>)> = r.tensor(0.1);
    let w2: Tensor<f32, (D<64>, D<128>)> = r.tensor(0.1);
    let w3: Tensor<f32, (D<10>, D<64>)> = r.tensor(0.1);
    let b128: Tensor<f32, (D<128>,)> = r.tensor(0.1);
    let b64: Tensor<f32, (D<64>,)> = r.tensor(0.1);
    let b10: Tensor<f32, (D<10>,)> = r.tensor(0.1);
    report(reps, "mlp.linear_64x128", 1, || {
        drop(black_box(x.linear(&w1, &b128)))
    });
    report(reps, "mlp.linear_128x64", 1, || {
        drop(black_box(h128.linear(&w2, &b64)))
    });
    report(reps, "mlp.linear_64x10", 1, || {
        drop(black_box(h64.linear(&w3, &b10)))
    });
    report(reps, "mlp.layer_norm_128", 1, || {
        drop(black_box(layer_norm_rows(&h128, &b128, &b128)))
    });
    report(reps, "mlp.layer_norm_64", 1, || {
        drop(black_box(layer_norm_rows(&h64, &b64, &b64)))
    });
    // GELU's inputs as in the model, layer-normed: its cost depends on the values' range.
    let (ones128, zeros128) = (Tensor::<f32, (D<128>,)>::ones(), Tensor::zeros());
    let (ones64, zeros64) = (Tensor::<f32, (D<64>,)>::ones(), Tensor::zeros());
    let normed128 = layer_norm_rows(&h128, &ones128, &zeros128);
    let normed64 = layer_norm_rows(&h64, &ones64, &zeros64);
    report(reps, "mlp.gelu_128", 1, || {
        drop(black_box(normed128.gelu()))
    });
    report(reps, "mlp.gelu_64", 1, || drop(black_box(normed64.gelu())));

    report(reps, "mlp.matmul_64x128", 0, || {
        drop(black_box(x.matmul(&w1.t())))
    });
    report(reps, "mlp.matmul_128x64", 0, || {
        drop(black_box(h128.matmul(&w2.t())))
    });
    report(reps, "mlp.matmul_64x10", 0, || {
        drop(black_box(h64.matmul(&w3.t())))
    });
    report(reps, "mlp.bias_add_128", 0, || {
        drop(black_box(&h128 + &b128))
    });
    report(reps, "mlp.bias_add_64", 0, || drop(black_box(&h64 + &b64)));
    report(reps, "mlp.bias_add_10", 0, || drop(black_box(&h10 + &b10)));
    let (rows128, rows64) = (h128.unsqueeze::<0>(), h64.unsqueeze::<0>());
    report(reps, "mlp.layer_norm_composed_128", 0, || {
        drop(black_box(layer_norm_composed(&rows128, &b128, &b128)))
    });
    report(reps, "mlp.layer_norm_composed_64", 0, || {
        drop(black_box(layer_norm_composed(&rows64, &b64, &b64)))
    });
}

fn encoder_ops(reps: usize, r: &mut PseudoRandom) {
    const B: usize = 8;
    const T: usize = 128;
    let model = models::Encoder256::pseudo_random(2);
    let input = r.sequences::<256>(B, T, 1.0);
    report(reps, "enc.forward", 0, || {
        drop(black_box(model.forward(&input)))
    });
    let x = r.sequences::<256>(B, T, 1.0);
    let hidden = r.sequences::<1024>(B, T, 1.0);
    let w_qkv: Tensor<f32, (D<768>, D<256>)> = r.tensor(0.1);
    let w_out: Tensor<f32, (D<256>, D<256>)> = r.tensor(0.1);
    let w_ff1: Tensor<f32, (D<1024>, D<256>)> = r.tensor(0.1);
    let w_ff2: Tensor<f32, (D<256>, D<1024>)> = r.tensor(0.1);
    let b256: Tensor<f32, (D<256>,)> = r.tensor(0.1);
    let b768: Tensor<f32, (D<768>,)> = r.tensor(0.1);
    let b1024: Tensor<f32, (D<1024>,)> = r.tensor(0.1);
    let qkv_out = r.sequences::<768>(B, T, 1.0);
    let qkv = qkv_out.unflatten::<2, (D<3>, D<8>, D<32>)>();
    let heads = |i: usize| qkv.select::<2>(i).permute::<axes![0, 2, 1, 3]>();
    let (q_view, k, v) = (heads(0), heads(1), heads(2));
    let q = &q_view * 1.0;
    let scores = q.matmul(&k.transpose::<2, 3>());
    let weights = scores.softmax::<LAST>();
    let context = weights.matmul(&v);
    let hidden_normed = layer_norm(&hidden, &Tensor::ones(), &Tensor::zeros());

    report(reps, "enc.layer_norm_256", 2, || {
        drop(black_box(layer_norm(&x, &b256, &b256)))
    });
    report(reps, "enc.linear_qkv", 1, || {
        drop(black_box(x.linear(&w_qkv, &b768)))
    });
    report(reps, "enc.scale_q", 0, || drop(black_box(&q_view * 0.17)));
    report(reps, "enc.matmul_q_kt", 0, || {
        drop(black_box(q.matmul(&k.transpose::<2, 3>())))
    });
    report(reps, "enc.softmax", 0, || {
        drop(black_box(scores.softmax::<LAST>()))
    });
    report(reps, "enc.matmul_weights_v", 0, || {
        drop(black_box(weights.matmul(&v)))
    });
    report(reps, "enc.attention", 1, || {
        drop(black_box(
            q_view.scaled_dot_product_attention(&k, &v, false),
        ))
    });
    report(reps, "enc.merge_heads", 0, || {
        drop(black_box(
            context
                .permute::<axes![0, 2, 1, 3]>()
                .flatten_axes::<2, 3, D<256>>(),
        ))
    });
    report(reps, "enc.linear_out_proj", 1, || {
        drop(black_box(x.linear(&w_out, &b256)))
    });
    report(reps, "enc.residual_add", 2, || drop(black_box(&x + &x)));
    report(reps, "enc.linear_ff1", 1, || {
        drop(black_box(x.linear(&w_ff1, &b1024)))
    });
    report(reps, "enc.gelu_1024", 1, || {
        drop(black_box(hidden_normed.gelu()))
    });
    report(reps, "enc.linear_ff2", 1, || {
        drop(black_box(hidden.linear(&w_ff2, &b256)))
    });

    report(reps, "enc.matmul_qkv", 0, || {
        drop(black_box(x.matmul(&w_qkv.t())))
    });
    report(reps, "enc.matmul_ff1", 0, || {
        drop(black_box(x.matmul(&w_ff1.t())))
    });
    report(reps, "enc.matmul_ff2", 0, || {
        drop(black_box(hidden.matmul(&w_ff2.t())))
    });
    report(reps, "enc.bias_add_768", 0, || {
        drop(black_box(&qkv_out + &b768))
    });
    report(reps, "enc.bias_add_1024", 0, || {
        drop(black_box(&hidden + &b1024))
    });
    report(reps, "enc.layer_norm_composed_256", 0, || {
        drop(black_box(layer_norm_composed(&x, &b256, &b256)))
    });
}

fn main() {
    let mut threads = 1;
    let mut reps = 50;
    let mut it = std::env::args().skip(1);
    while let (Some(flag), Some(value)) = (it.next(), it.next()) {
        let value: usize = value.parse().expect("a number");
        match flag.as_str() {
            "--threads" => threads = value,
            "--reps" => reps = value,
            _ => panic!("usage: model_op_timing --threads N --reps K"),
        }
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a rayon pool");
    let mut r = PseudoRandom(7);
    pool.install(|| {
        mlp_ops(reps, &mut r);
        encoder_ops(reps, &mut r);
    });
}

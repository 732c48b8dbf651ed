//! The issue-26 models (`benches/models/mod.rs`) forward: the digits MLP at batch 4096 and
//! the pre-norm encoder layer at batch 8 x seq 128 x 256, each in a rayon pool of one thread
//! and of two. The MLP group also runs the same MLP written with ndarray 0.17 (`dot`, a layer
//! norm loop per row, `mapv` with `libm::erff` for GELU), which runs on one thread; the
//! encoder group also runs the same layer as `nn::TransformerEncoderLayer`.
//!
//! `cargo bench --bench models`; `BENCH_QUICK=1` for short measurements. PyTorch is timed
//! side by side, taking turns, by `benches/models_vs_torch.py` (see BENCHMARKS.md).

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion};
use ndarray::{Array1, Array2, Axis};

mod common;
#[path = "models/mod.rs"]
mod models;

use models::{Encoder256, Mlp, PseudoRandom, LAYER_NORM_EPS};

/// The MLP as an ndarray user writes it, with the same weights.
struct NdMlp {
    layers: Vec<(Array2<f32>, Array1<f32>)>,
    norms: Vec<(Array1<f32>, Array1<f32>)>,
}

fn nd_matrix<const R: usize, const C: usize>(
    t: &typed_tensor::Tensor<f32, (typed_tensor::D<R>, typed_tensor::D<C>)>,
) -> Array2<f32> {
    Array2::from_shape_vec((R, C), t.to_vec()).expect("R x C elements")
}

fn nd_vector<const N: usize>(t: &typed_tensor::Tensor<f32, (typed_tensor::D<N>,)>) -> Array1<f32> {
    Array1::from_vec(t.to_vec())
}

impl NdMlp {
    fn new(m: &Mlp) -> Self {
        NdMlp {
            layers: vec![
                (nd_matrix(&m.fc1_w), nd_vector(&m.fc1_b)),
                (nd_matrix(&m.fc2_w), nd_vector(&m.fc2_b)),
                (nd_matrix(&m.fc3_w), nd_vector(&m.fc3_b)),
            ],
            norms: vec![
                (nd_vector(&m.norm1_w), nd_vector(&m.norm1_b)),
                (nd_vector(&m.norm2_w), nd_vector(&m.norm2_b)),
            ],
        }
    }

    fn forward(&self, x: &Array2<f32>) -> Array2<f32> {
        let mut h = x.clone();
        for (i, (w, b)) in self.layers.iter().enumerate() {
            h = h.dot(&w.t()) + b;
            if let Some((gamma, beta)) = self.norms.get(i) {
                nd_layer_norm(&mut h, gamma, beta);
                h.mapv_inplace(nd_gelu);
            }
        }
        h
    }
}

/// PyTorch's layer norm over each row, in place.
fn nd_layer_norm(h: &mut Array2<f32>, gamma: &Array1<f32>, beta: &Array1<f32>) {
    for mut row in h.axis_iter_mut(Axis(0)) {
        let n = row.len() as f32;
        let mean = row.sum() / n;
        let var = row.fold(0.0, |s, &v| s + (v - mean) * (v - mean)) / n;
        let inv = 1.0 / (var + LAYER_NORM_EPS).sqrt();
        row.zip_mut_with(gamma, |v, &g| *v = (*v - mean) * inv * g);
        row += beta;
    }
}

fn nd_gelu(x: f32) -> f32 {
    0.5 * x * (1.0 + libm::erff(x * std::f32::consts::FRAC_1_SQRT_2))
}

fn threads_label(threads: usize) -> String {
    match threads {
        1 => "1 thread".into(),
        n => format!("{n} threads"),
    }
}

fn pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a rayon pool")
}

fn mlp(c: &mut Criterion) {
    let model = Mlp::pseudo_random(1);
    let x = PseudoRandom(2026).rows::<{ models::MLP_IN }>(4096, 1.0);
    let nd = NdMlp::new(&model);
    let nd_x = Array2::from_shape_vec((4096, models::MLP_IN), x.to_vec()).expect("4096 x 64");
    let worst = (nd.forward(&nd_x).into_iter())
        .zip(model.forward(&x).to_vec())
        .fold(0.0f32, |m, (a, b)| m.max((a - b).abs()));
    assert!(worst < 1e-4, "the ndarray MLP differs by {worst}");

    let mut group = common::configure(c, "MLP forward [4096, 64] -> [4096, 10]");
    for threads in [1, 2] {
        let pool = pool(threads);
        group.bench_function(
            BenchmarkId::new("typed-tensor", threads_label(threads)),
            |b| pool.install(|| b.iter(|| black_box(model.forward(&x)))),
        );
    }
    group.bench_function(BenchmarkId::new("ndarray", "1 thread"), |b| {
        b.iter(|| black_box(nd.forward(&nd_x)))
    });
    group.finish();
}

fn encoder(c: &mut Criterion) {
    let model = Encoder256::pseudo_random(2);
    let layer = model.to_nn();
    let x = PseudoRandom(2026).sequences::<256>(8, 128, 1.0);
    let mut group = common::configure(c, "encoder layer forward [8, 128, 256]");
    for threads in [1, 2] {
        let pool = pool(threads);
        group.bench_function(
            BenchmarkId::new("typed-tensor", threads_label(threads)),
            |b| pool.install(|| b.iter(|| black_box(model.forward(&x)))),
        );
        // The same layer from `typed_tensor::nn`: as fast as the ops written out.
        group.bench_function(
            BenchmarkId::new("typed-tensor nn", threads_label(threads)),
            |b| pool.install(|| b.iter(|| black_box(layer.forward(&x, false)))),
        );
    }
    group.finish();
}

criterion_group!(benches, mlp, encoder);
criterion_main!(benches);

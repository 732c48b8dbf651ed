//! Products of few rows (the few-rows kernel, src/kernel/gemm/few_rows.rs) on one thread,
//! against ndarray 0.17's `dot` and the packing path they took before (matrixmultiply,
//! through ndarray's `general_mat_mul` writing into a preallocated output), in the same
//! criterion groups.
//!
//! `BENCH_QUICK=1 cargo bench --bench matmul_few_rows`; throughput is counted in
//! multiply-adds, so criterion's "Melem/s" times 2 / 1000 is GFLOP/s. Ours runs inside a
//! one-thread rayon pool, so every contender uses one thread.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ndarray::linalg::general_mat_mul;
use ndarray::{Array1, Array2, Array3, Axis};
use std::time::Duration;
use typed_tensor::{shape, Tensor};

mod common;

fn value(index_sum: usize) -> f32 {
    (index_sum % 7) as f32 * 0.25 - 0.5
}

/// A `[rows, cols]` tensor with run-time dims, and the same values as an ndarray array.
fn matrix(rows: usize, cols: usize) -> (Tensor<f32, shape![dyn, dyn]>, Array2<f32>) {
    let t = Tensor::from_fn_with_dims(&[rows, cols], |i| value(i[0] + i[1])).unwrap();
    (
        t,
        Array2::from_shape_fn((rows, cols), |(i, j)| value(i + j)),
    )
}

fn serial_pool() -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a one-thread pool")
}

fn configure<'c>(
    c: &'c mut Criterion,
    name: &str,
) -> criterion::BenchmarkGroup<'c, criterion::measurement::WallTime> {
    common::configure_with_warm_up(c, name, Duration::from_millis(300))
}

/// `[n, k] x [k, m]`: ours, ndarray's `dot`, and the packing path, in the group `name`.
fn product(c: &mut Criterion, name: &str, n: usize, k: usize, m: usize) {
    let (a, na) = matrix(n, k);
    let (b, nb) = matrix(k, m);
    let pool = serial_pool();
    let mut group = configure(c, name);
    group.throughput(Throughput::Elements((n * k * m) as u64));
    group.bench_function(BenchmarkId::new("typed-tensor", "serial"), |bench| {
        pool.install(|| bench.iter(|| black_box(a.matmul(&b))))
    });
    group.bench_function(BenchmarkId::new("ndarray", "dot"), |bench| {
        bench.iter(|| black_box(na.dot(&nb)))
    });
    group.bench_function(BenchmarkId::new("packing", "matrixmultiply"), |bench| {
        bench.iter(|| {
            let mut out = Array2::<f32>::zeros((n, m));
            general_mat_mul(1.0, &na, &nb, 0.0, &mut out);
            black_box(out)
        })
    });
    group.finish();
}

/// The seed notes' attention weighting, `[5, 64]` weights over `[10, 64, 2048]`, with ndarray
/// looped over the batch as an ndarray user writes it.
fn attention(c: &mut Criterion) {
    let w = Tensor::<f32, shape![5, 64]>::from_fn(|i| value(i[0] + i[1]));
    let x = Tensor::<f32, shape![10, 64, 2048]>::from_fn(|i| value(i[0] + i[1] + i[2]));
    let nw = Array2::from_shape_fn((5, 64), |(i, j)| value(i + j));
    let nx = Array3::from_shape_fn((10, 64, 2048), |(b, i, j)| value(b + i + j));
    let pool = serial_pool();
    let mut group = configure(c, "few rows attention [5,64]x[10,64,2048]");
    group.throughput(Throughput::Elements(10 * 5 * 64 * 2048));
    group.bench_function(BenchmarkId::new("typed-tensor", "serial"), |bench| {
        pool.install(|| bench.iter(|| black_box(w.matmul(&x))))
    });
    group.bench_function(BenchmarkId::new("ndarray", "dot looped"), |bench| {
        let nw = nw
            .broadcast((nx.dim().0, nw.nrows(), nw.ncols()))
            .expect("w over the batch");
        bench.iter(|| black_box(common::ndarray_dot_looped(nw, nx.view())))
    });
    group.bench_function(BenchmarkId::new("packing", "matrixmultiply"), |bench| {
        bench.iter(|| {
            let mut out = Array3::<f32>::zeros((10, 5, 2048));
            for i in 0..10 {
                let mut item = out.index_axis_mut(Axis(0), i);
                general_mat_mul(1.0, &nw, &nx.index_axis(Axis(0), i), 0.0, &mut item);
            }
            black_box(out)
        })
    });
    group.finish();
}

/// A decode-time vector-matrix product, `[768] x [768, 3072]` (a rank-1 lhs: one row).
fn vector_matrix(c: &mut Criterion) {
    let v = Tensor::<f32, shape![768]>::from_fn(|i| value(i[0]));
    let w = Tensor::<f32, shape![768, 3072]>::from_fn(|i| value(i[0] + i[1]));
    let nv = Array1::from_shape_fn(768, value);
    let nw = Array2::from_shape_fn((768, 3072), |(i, j)| value(i + j));
    let nv_row = nv.clone().into_shape_with_order((1, 768)).unwrap();
    let pool = serial_pool();
    let mut group = configure(c, "few rows [768]x[768,3072]");
    group.throughput(Throughput::Elements(768 * 3072));
    group.bench_function(BenchmarkId::new("typed-tensor", "serial"), |bench| {
        pool.install(|| bench.iter(|| black_box(v.matmul(&w))))
    });
    group.bench_function(BenchmarkId::new("ndarray", "dot"), |bench| {
        bench.iter(|| black_box(nv.dot(&nw)))
    });
    group.bench_function(BenchmarkId::new("packing", "matrixmultiply"), |bench| {
        bench.iter(|| {
            let mut out = Array2::<f32>::zeros((1, 3072));
            general_mat_mul(1.0, &nv_row, &nw, 0.0, &mut out);
            black_box(out)
        })
    });
    group.finish();
}

fn products(c: &mut Criterion) {
    product(c, "few rows [5,64]x[64,2048]", 5, 64, 2048);
    product(c, "few rows [16,512]x[512,512]", 16, 512, 512);
    // A matrix times a vector: one column.
    product(c, "few rows mv [16,4096]x[4096,1]", 16, 4096, 1);
}

/// Where the packing path wins again: row counts around the threshold, and extremes of the
/// inner axis and of the column count.
fn sweep(c: &mut Criterion) {
    for (n, k, m) in [
        // Rows, at a square 512 rhs.
        (1, 512, 512),
        (2, 512, 512),
        (4, 512, 512),
        (8, 512, 512),
        (12, 512, 512),
        (16, 512, 512),
        (24, 512, 512),
        (32, 512, 512),
        // Columns.
        (8, 512, 3),
        (8, 512, 17),
        (8, 512, 64),
        (8, 512, 128),
        (8, 512, 256),
        (12, 512, 64),
        (16, 512, 40),
        (16, 512, 64),
        (16, 512, 128),
        (16, 512, 256),
        // The inner axis: very long, and very short.
        (8, 2048, 512),
        (8, 4096, 256),
        (8, 8192, 256),
        (16, 8192, 256),
        (4, 8192, 1024),
        (8, 16, 4096),
        (16, 64, 4096),
    ] {
        product(c, &format!("few rows sweep [{n},{k}]x[{k},{m}]"), n, k, m);
    }
}

criterion_group!(benches, attention, vector_matrix, products, sweep);
criterion_main!(benches);

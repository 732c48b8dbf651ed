//! `sum::<AXIS>` over the last and the first axis of a `[4096, 4096]` f32 tensor against
//! ndarray 0.17's `sum_axis`, in the same criterion groups, plus the whole-tensor sum.
//!
//! `cargo bench --bench reduce`; `BENCH_QUICK=1` for short measurements. ndarray's
//! `sum_axis` runs on one thread, so ours is measured both as shipped (rayon above the
//! threshold) and forced serial. Throughput counts the bytes read.
//!
//! Also `var::<AXIS>(1)` of a `[4096, 128]` f32 tensor against ndarray's `var_axis(axis, 1.0)`
//! (PyTorch's `torch.var` on the same shape, in turns: `benches/var_vs_torch.py`).

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ndarray::{Array2, Axis};
use typed_tensor::{shape, Tensor};

mod common;
use common::configure;

const N: usize = 4096;

/// Runs `$ours` as shipped and forced serial, and `$theirs`, in one group.
macro_rules! group {
    ($c:expr, $name:literal, $ours:expr, $theirs:expr) => {{
        let mut group = configure($c, $name);
        group.throughput(Throughput::Bytes((N * N * 4) as u64));
        group.bench_function(BenchmarkId::new("typed-tensor", "parallel"), |bench| {
            bench.iter(|| black_box($ours))
        });
        let default = typed_tensor::runtime::parallel_min_elements();
        typed_tensor::runtime::set_parallel_min_elements(usize::MAX);
        group.bench_function(BenchmarkId::new("typed-tensor", "serial"), |bench| {
            bench.iter(|| black_box($ours))
        });
        typed_tensor::runtime::set_parallel_min_elements(default);
        group.bench_function(BenchmarkId::new("ndarray", "sum_axis"), |bench| {
            bench.iter(|| black_box($theirs))
        });
        group.finish();
    }};
}

fn sums(c: &mut Criterion) {
    let t = Tensor::<f32, shape![4096, 4096]>::from_fn(|i| ((i[0] * 7 + i[1]) % 13) as f32 * 0.25);
    let a = Array2::<f32>::from_shape_fn((N, N), |(i, j)| ((i * 7 + j) % 13) as f32 * 0.25);
    group!(
        c,
        "sum::<1> [4096,4096] f32 (last axis)",
        t.sum::<1>(),
        a.sum_axis(Axis(1))
    );
    group!(
        c,
        "sum::<0> [4096,4096] f32 (first axis)",
        t.sum::<0>(),
        a.sum_axis(Axis(0))
    );
    group!(c, "sum_all [4096,4096] f32", t.sum_all(), a.sum());
}

fn variances(c: &mut Criterion) {
    const ROWS: usize = 4096;
    const COLS: usize = 128;
    let value = |i: usize, j: usize| ((i * 7 + j) % 13) as f32 * 0.25;
    let t = Tensor::<f32, shape![4096, 128]>::from_fn(|i| value(i[0], i[1]));
    let a = Array2::<f32>::from_shape_fn((ROWS, COLS), |(i, j)| value(i, j));
    for (name, axis) in [
        ("var::<1> [4096,128] f32 (last axis)", 1),
        ("var::<0> [4096,128] f32 (first axis)", 0),
    ] {
        let mut group = configure(c, name);
        group.throughput(Throughput::Bytes((ROWS * COLS * 4) as u64));
        let ours = || {
            if axis == 1 {
                black_box(t.var::<1>(1)).numel()
            } else {
                black_box(t.var::<0>(1)).numel()
            }
        };
        group.bench_function(BenchmarkId::new("typed-tensor", "parallel"), |bench| {
            bench.iter(ours)
        });
        let default = typed_tensor::runtime::parallel_min_elements();
        typed_tensor::runtime::set_parallel_min_elements(usize::MAX);
        group.bench_function(BenchmarkId::new("typed-tensor", "serial"), |bench| {
            bench.iter(ours)
        });
        typed_tensor::runtime::set_parallel_min_elements(default);
        group.bench_function(BenchmarkId::new("ndarray", "var_axis"), |bench| {
            bench.iter(|| black_box(a.var_axis(Axis(axis), 1.0)))
        });
        group.finish();
    }
}

criterion_group!(benches, sums, variances);
criterion_main!(benches);

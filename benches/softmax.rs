//! Fused `softmax::<A>()` and `log_softmax::<A>()` against the composed form built from the
//! crate's own ops (`max_keepdim`, `-`, `exp`, `sum_keepdim`, `/`) and a hand-written ndarray
//! 0.17 equivalent, in the same criterion groups, on `[64, 32000]` (a batch of vocabulary
//! logits) and `[4096, 4096]`, over the last axis and axis 0. A last group compares
//! `map(|x| x.exp())` with the built-in `exp` and ndarray's `mapv`.
//!
//! `cargo bench --bench softmax`; `BENCH_QUICK=1` for short measurements. ndarray runs on one
//! thread, so ours is measured both as shipped (rayon above the threshold) and forced serial.
//! Throughput counts the bytes of the input.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ndarray::{Array2, Axis};
use typed_tensor::{shape, Tensor};

mod common;

/// [`common::configure`], with the throughput of an f32 input of `elements`.
fn configure<'c>(
    c: &'c mut Criterion,
    name: &str,
    elements: usize,
) -> criterion::BenchmarkGroup<'c, criterion::measurement::WallTime> {
    let mut group = common::configure(c, name);
    group.throughput(Throughput::Bytes((elements * 4) as u64));
    group
}

/// Runs the fused form as shipped and forced serial, the composed form and ndarray's, in one
/// group.
macro_rules! group {
    ($c:expr, $name:expr, $elements:expr, fused: $fused:expr, composed: $composed:expr, ndarray: $nd:expr) => {{
        let mut group = configure($c, $name, $elements);
        group.bench_function(BenchmarkId::new("fused", "parallel"), |b| {
            b.iter(|| black_box($fused))
        });
        group.bench_function(BenchmarkId::new("composed", "parallel"), |b| {
            b.iter(|| black_box($composed))
        });
        let default = typed_tensor::runtime::parallel_min_elements();
        typed_tensor::runtime::set_parallel_min_elements(usize::MAX);
        group.bench_function(BenchmarkId::new("fused", "serial"), |b| {
            b.iter(|| black_box($fused))
        });
        group.bench_function(BenchmarkId::new("composed", "serial"), |b| {
            b.iter(|| black_box($composed))
        });
        typed_tensor::runtime::set_parallel_min_elements(default);
        group.bench_function(BenchmarkId::new("ndarray", "serial"), |b| {
            b.iter(|| black_box($nd))
        });
        group.finish();
    }};
}

/// ndarray softmax along the last axis, written as an ndarray user would: per row, the
/// maximum, `exp(x - max)` in place, then division by the sum.
fn nd_softmax_rows(a: &Array2<f32>) -> Array2<f32> {
    let mut out = a.clone();
    for mut row in out.rows_mut() {
        let m = row.fold(f32::NEG_INFINITY, |m, &x| m.max(x));
        row.mapv_inplace(|x| (x - m).exp());
        let s = row.sum();
        row.mapv_inplace(|x| x / s);
    }
    out
}

/// ndarray softmax along axis 0: column maxima, broadcast subtraction, `exp`, column sums.
fn nd_softmax_columns(a: &Array2<f32>) -> Array2<f32> {
    let m = a.fold_axis(Axis(0), f32::NEG_INFINITY, |&m, &x| m.max(x));
    let mut e = a - &m;
    e.mapv_inplace(f32::exp);
    let s = e.sum_axis(Axis(0));
    e /= &s;
    e
}

/// ndarray log-softmax along the last axis.
fn nd_log_softmax_rows(a: &Array2<f32>) -> Array2<f32> {
    let mut out = a.clone();
    for mut row in out.rows_mut() {
        let m = row.fold(f32::NEG_INFINITY, |m, &x| m.max(x));
        let lse = row.fold(0.0, |s, &x| s + (x - m).exp()).ln();
        row.mapv_inplace(|x| (x - m) - lse);
    }
    out
}

/// ndarray log-softmax along axis 0.
fn nd_log_softmax_columns(a: &Array2<f32>) -> Array2<f32> {
    let m = a.fold_axis(Axis(0), f32::NEG_INFINITY, |&m, &x| m.max(x));
    let shifted = a - &m;
    let lse = shifted.mapv(f32::exp).sum_axis(Axis(0)).mapv(f32::ln);
    shifted - &lse
}

/// Logits in about [-8, 8], the same for both libraries.
fn logit(i: usize, j: usize) -> f32 {
    ((i * 7919 + j * 104_729) % 1601) as f32 / 100.0 - 8.0
}

macro_rules! shape_groups {
    ($c:expr, $R:literal, $C:literal) => {{
        let t = Tensor::<f32, shape![{ $R }, { $C }]>::from_fn(|i| logit(i[0], i[1]));
        let a = Array2::<f32>::from_shape_fn(($R, $C), |(i, j)| logit(i, j));
        let n = $R * $C;
        group!($c, concat!("softmax::<1> [", $R, ",", $C, "] f32 (last axis)"), n,
            fused: t.softmax::<1>(),
            composed: {
                let e = (&t - &t.max_keepdim::<1>()).exp();
                &e / &e.sum_keepdim::<1>()
            },
            ndarray: nd_softmax_rows(&a));
        group!($c, concat!("softmax::<0> [", $R, ",", $C, "] f32 (first axis)"), n,
            fused: t.softmax::<0>(),
            composed: {
                let e = (&t - &t.max_keepdim::<0>()).exp();
                &e / &e.sum_keepdim::<0>()
            },
            ndarray: nd_softmax_columns(&a));
        group!($c, concat!("log_softmax::<1> [", $R, ",", $C, "] f32 (last axis)"), n,
            fused: t.log_softmax::<1>(),
            composed: {
                let shifted = &t - &t.max_keepdim::<1>();
                let lse = shifted.exp().sum_keepdim::<1>().ln();
                &shifted - &lse
            },
            ndarray: nd_log_softmax_rows(&a));
        group!($c, concat!("log_softmax::<0> [", $R, ",", $C, "] f32 (first axis)"), n,
            fused: t.log_softmax::<0>(),
            composed: {
                let shifted = &t - &t.max_keepdim::<0>();
                let lse = shifted.exp().sum_keepdim::<0>().ln();
                &shifted - &lse
            },
            ndarray: nd_log_softmax_columns(&a));
    }};
}

fn softmax(c: &mut Criterion) {
    shape_groups!(c, 64, 32000);
    shape_groups!(c, 4096, 4096);
}

fn map_exp(c: &mut Criterion) {
    let t = Tensor::<f32, shape![4096, 4096]>::from_fn(|i| logit(i[0], i[1]));
    let a = Array2::<f32>::from_shape_fn((4096, 4096), |(i, j)| logit(i, j));
    let mut group = configure(c, "map(|x| x.exp()) [4096,4096] f32", 4096 * 4096);
    group.bench_function(BenchmarkId::new("typed-tensor", "map"), |b| {
        b.iter(|| black_box(t.map(|x| x.exp())))
    });
    group.bench_function(BenchmarkId::new("typed-tensor", "exp"), |b| {
        b.iter(|| black_box(t.exp()))
    });
    let default = typed_tensor::runtime::parallel_min_elements();
    typed_tensor::runtime::set_parallel_min_elements(usize::MAX);
    group.bench_function(BenchmarkId::new("typed-tensor", "map serial"), |b| {
        b.iter(|| black_box(t.map(|x| x.exp())))
    });
    group.bench_function(BenchmarkId::new("typed-tensor", "exp serial"), |b| {
        b.iter(|| black_box(t.exp()))
    });
    typed_tensor::runtime::set_parallel_min_elements(default);
    group.bench_function(BenchmarkId::new("ndarray", "mapv serial"), |b| {
        b.iter(|| black_box(a.mapv(f32::exp)))
    });
    group.finish();
}

criterion_group!(benches, softmax, map_exp);
criterion_main!(benches);

//! Matrix products against ndarray 0.17's `dot` in the same criterion groups.
//!
//! `cargo bench --bench matmul`; `BENCH_QUICK=1` for short measurements (as recorded in
//! BENCHMARKS.md). Throughput is counted in elements = multiply-adds, so criterion's
//! "Melem/s" times 2 / 1000 is GFLOP/s.
//!
//! In each group: `typed-tensor` (the default build, `parallel` on, rayon's global pool, the
//! timed split policy),
//! `typed-tensor/serial` (the same call inside a one-thread rayon pool, so the kernel runs on
//! one thread), and ndarray's `dot` (matrixmultiply, one thread), looped over the batch for
//! batched cases as an ndarray user would write it.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ndarray::{Array2, Array3};
use std::time::Duration;
use typed_tensor::runtime::{set_matmul_split_policy, MatmulSplitPolicy};
use typed_tensor::{shape, StaticShape, Tensor, D};

mod common;

fn typed<S: StaticShape>() -> Tensor<f32, S> {
    Tensor::from_fn(|i| (i.iter().sum::<usize>() % 7) as f32 * 0.25 - 0.5)
}

fn nd2(dims: [usize; 2]) -> Array2<f32> {
    Array2::from_shape_fn(dims, |(i, j)| ((i + j) % 7) as f32 * 0.25 - 0.5)
}

fn nd3(dims: [usize; 3]) -> Array3<f32> {
    Array3::from_shape_fn(dims, |(i, j, k)| ((i + j + k) % 7) as f32 * 0.25 - 0.5)
}

/// Under `BENCH_QUICK`, this bench warms up for 300 ms (the others for 500 ms).
fn configure<'c>(
    c: &'c mut Criterion,
    name: &str,
) -> criterion::BenchmarkGroup<'c, criterion::measurement::WallTime> {
    common::configure_with_warm_up(c, name, Duration::from_millis(300))
}

fn serial_pool() -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a one-thread pool")
}

/// `a · b` of static shapes, ours parallel and serial and ndarray's `dot`, in one group.
macro_rules! square {
    ($c:expr, $n:literal) => {{
        let a = typed::<(D<$n>, D<$n>)>();
        let b = typed::<(D<$n>, D<$n>)>();
        let (na, nb) = (nd2([$n, $n]), nd2([$n, $n]));
        let pool = serial_pool();
        let mut group = configure($c, concat!("matmul square ", stringify!($n)));
        group.throughput(Throughput::Elements(($n as u64).pow(3)));
        group.bench_function(BenchmarkId::new("typed-tensor", "parallel"), |bench| {
            bench.iter(|| black_box(a.matmul(&b)))
        });
        group.bench_function(BenchmarkId::new("typed-tensor", "serial"), |bench| {
            pool.install(|| bench.iter(|| black_box(a.matmul(&b))))
        });
        group.bench_function(BenchmarkId::new("ndarray", "dot"), |bench| {
            bench.iter(|| black_box(na.dot(&nb)))
        });
        group.finish();
    }};
}

fn squares(c: &mut Criterion) {
    square!(c, 64);
    square!(c, 256);
    square!(c, 1024);
    square!(c, 2048);
}

fn transposed(c: &mut Criterion) {
    let a = typed::<shape![1024, 1024]>();
    let b = typed::<shape![1024, 1024]>();
    let (na, nb) = (nd2([1024, 1024]), nd2([1024, 1024]));
    let pool = serial_pool();
    let mut group = configure(c, "matmul a x b.t() 1024");
    group.throughput(Throughput::Elements(1024 * 1024 * 1024));
    group.bench_function(BenchmarkId::new("typed-tensor", "parallel"), |bench| {
        bench.iter(|| black_box(a.matmul(&b.t())))
    });
    group.bench_function(BenchmarkId::new("typed-tensor", "serial"), |bench| {
        pool.install(|| bench.iter(|| black_box(a.matmul(&b.t()))))
    });
    group.bench_function(BenchmarkId::new("ndarray", "dot"), |bench| {
        bench.iter(|| black_box(na.dot(&nb.t())))
    });
    group.finish();
}

/// The MLP layer `[64, 784] x [784, 128]`, and the broadcast-multiply-and-sum workaround
/// that model code used before `matmul` existed.
fn mlp_layer(c: &mut Criterion) {
    let x = typed::<shape![64, 784]>();
    let w = typed::<shape![784, 128]>();
    let (nx, nw) = (nd2([64, 784]), nd2([784, 128]));
    let wt = w.t().contiguous();
    let pool = serial_pool();
    let mut group = configure(c, "matmul mlp [64,784]x[784,128]");
    group.throughput(Throughput::Elements(64 * 784 * 128));
    group.bench_function(BenchmarkId::new("typed-tensor", "parallel"), |bench| {
        bench.iter(|| black_box(x.matmul(&w)))
    });
    group.bench_function(BenchmarkId::new("typed-tensor", "serial"), |bench| {
        pool.install(|| bench.iter(|| black_box(x.matmul(&w))))
    });
    group.bench_function(BenchmarkId::new("ndarray", "dot"), |bench| {
        bench.iter(|| black_box(nx.dot(&nw)))
    });
    // [64, 1, 784] * [128, 784] summed over the last axis: a [64, 128, 784] intermediate.
    group.bench_function(
        BenchmarkId::new("typed-tensor", "broadcast-mul-sum"),
        |bench| bench.iter(|| black_box((&x.unsqueeze::<1>() * &wt).sum::<2>())),
    );
    group.finish();
}

fn batched(c: &mut Criterion) {
    let a = typed::<shape![64, 64, 64]>();
    let b = typed::<shape![64, 64, 64]>();
    let (na, nb) = (nd3([64, 64, 64]), nd3([64, 64, 64]));
    let pool = serial_pool();
    let mut group = configure(c, "matmul batched [64,64,64]x[64,64,64]");
    group.throughput(Throughput::Elements(64 * 64 * 64 * 64));
    group.bench_function(BenchmarkId::new("typed-tensor", "parallel"), |bench| {
        bench.iter(|| black_box(a.matmul(&b)))
    });
    group.bench_function(BenchmarkId::new("typed-tensor", "serial"), |bench| {
        pool.install(|| bench.iter(|| black_box(a.matmul(&b))))
    });
    group.bench_function(BenchmarkId::new("ndarray", "dot looped"), |bench| {
        bench.iter(|| black_box(common::ndarray_dot_looped(na.view(), nb.view())))
    });
    group.finish();
}

/// The seed notes' attention weighting: `[5, 64]` weights over `[10, 64, 2048]`.
fn attention(c: &mut Criterion) {
    let w = typed::<shape![5, 64]>();
    let x = typed::<shape![10, 64, 2048]>();
    let (nw, nx) = (nd2([5, 64]), nd3([10, 64, 2048]));
    let pool = serial_pool();
    let mut group = configure(c, "matmul attention [5,64]x[10,64,2048]");
    group.throughput(Throughput::Elements(10 * 5 * 64 * 2048));
    group.bench_function(BenchmarkId::new("typed-tensor", "parallel"), |bench| {
        bench.iter(|| black_box(w.matmul(&x)))
    });
    group.bench_function(BenchmarkId::new("typed-tensor", "serial"), |bench| {
        pool.install(|| bench.iter(|| black_box(w.matmul(&x))))
    });
    group.bench_function(BenchmarkId::new("ndarray", "dot looped"), |bench| {
        let nw = nw
            .broadcast((nx.dim().0, nw.nrows(), nw.ncols()))
            .expect("w over the batch");
        bench.iter(|| black_box(common::ndarray_dot_looped(nw, nx.view())))
    });
    group.finish();
}

/// Batch split against serial around its threshold, to choose it: `[8, n, n] x [8, n, n]`
/// with the threshold lowered so that each splits, and the default (timed) policy, which
/// splits only above the threshold and only while splitting is faster.
fn batch_split_threshold(c: &mut Criterion) {
    let default = typed_tensor::runtime::matmul_parallel_min_fmas();
    let pool = serial_pool();
    let mut group = configure(c, "matmul batch split threshold");
    macro_rules! size {
        ($n:literal) => {{
            let a = typed::<(D<8>, D<$n>, D<$n>)>();
            let b = typed::<(D<8>, D<$n>, D<$n>)>();
            group.throughput(Throughput::Elements(8 * ($n as u64).pow(3)));
            group.bench_function(BenchmarkId::new("split", $n), |bench| {
                set_matmul_split_policy(MatmulSplitPolicy::Always);
                typed_tensor::runtime::set_matmul_parallel_min_fmas(0);
                bench.iter(|| black_box(a.matmul(&b)));
                typed_tensor::runtime::set_matmul_parallel_min_fmas(default);
                set_matmul_split_policy(MatmulSplitPolicy::Timed);
            });
            group.bench_function(BenchmarkId::new("serial", $n), |bench| {
                pool.install(|| bench.iter(|| black_box(a.matmul(&b))))
            });
            group.bench_function(BenchmarkId::new("timed", $n), |bench| {
                bench.iter(|| black_box(a.matmul(&b)))
            });
        }};
    }
    size!(16);
    size!(32);
    size!(48);
    size!(64);
    size!(96);
    size!(128);
    group.finish();
}

/// One product split into row blocks every time, against serial and against the default
/// (timed) policy, which should track the faster of the two.
fn row_split(c: &mut Criterion) {
    let default = typed_tensor::runtime::matmul_row_split_min_fmas();
    let pool = serial_pool();
    let mut group = configure(c, "matmul row split");
    macro_rules! size {
        ($n:literal) => {{
            let a = typed::<(D<$n>, D<$n>)>();
            let b = typed::<(D<$n>, D<$n>)>();
            group.throughput(Throughput::Elements(($n as u64).pow(3)));
            group.bench_function(BenchmarkId::new("split", $n), |bench| {
                set_matmul_split_policy(MatmulSplitPolicy::Always);
                typed_tensor::runtime::set_matmul_row_split_min_fmas(0);
                bench.iter(|| black_box(a.matmul(&b)));
                typed_tensor::runtime::set_matmul_row_split_min_fmas(default);
                set_matmul_split_policy(MatmulSplitPolicy::Timed);
            });
            group.bench_function(BenchmarkId::new("serial", $n), |bench| {
                pool.install(|| bench.iter(|| black_box(a.matmul(&b))))
            });
            group.bench_function(BenchmarkId::new("timed", $n), |bench| {
                bench.iter(|| black_box(a.matmul(&b)))
            });
        }};
    }
    size!(256);
    size!(512);
    size!(1024);
    size!(2048);
    group.finish();
}

criterion_group!(
    benches,
    squares,
    transposed,
    mlp_layer,
    batched,
    attention,
    batch_split_threshold,
    row_split
);
criterion_main!(benches);

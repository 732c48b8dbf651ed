//! Broadcasting elementwise ops against ndarray 0.17, in the same criterion groups, with
//! STREAM-style kernels over preallocated buffers as the memory-bandwidth ceiling.
//!
//! `cargo bench --bench broadcast`; `BENCH_QUICK=1` for short measurements (as recorded in
//! BENCHMARKS.md). Throughput is bytes read plus bytes written, so criterion prints GB/s.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ndarray::{ArrayD, Dimension, IxDyn, Zip};
use rayon::prelude::*;
use std::time::Duration;
use typed_tensor::{shape, Shape, StaticShape, Tensor};

fn typed<S: StaticShape>() -> Tensor<f32, S> {
    Tensor::from_fn(|i| i.iter().sum::<usize>() as f32 * 0.5)
}

fn untyped(dims: &[usize]) -> ArrayD<f32> {
    ArrayD::from_shape_fn(IxDyn(dims), |i| {
        i.slice().iter().sum::<usize>() as f32 * 0.5
    })
}

fn bytes_of<S: Shape>() -> u64 {
    (S::NUMEL.expect("static") * std::mem::size_of::<f32>()) as u64
}

fn configure<'c>(
    c: &'c mut Criterion,
    name: &str,
) -> criterion::BenchmarkGroup<'c, criterion::measurement::WallTime> {
    let mut group = c.benchmark_group(name);
    if std::env::var_os("BENCH_QUICK").is_some() {
        group
            .sample_size(10)
            .warm_up_time(Duration::from_millis(500))
            .measurement_time(Duration::from_secs(2));
    }
    group
}

/// One pattern `A op B`: ours allocating, ndarray serial allocating, ndarray parallel `Zip`
/// into an existing buffer, and (when the result has A's shape) ours in place.
macro_rules! pattern {
    ($c:expr, $name:literal, $A:ty, $B:ty, $Out:ty $(, $in_place:ident)?) => {{
        let a = typed::<$A>();
        let b = typed::<$B>();
        let na = untyped(<$A as StaticShape>::DIMS);
        let nb = untyped(<$B as StaticShape>::DIMS);
        let mut nout = untyped(<$Out as StaticShape>::DIMS);
        let mut group = configure($c, $name);
        group.throughput(Throughput::Bytes(
            bytes_of::<$A>() + bytes_of::<$B>() + bytes_of::<$Out>(),
        ));
        group.bench_function(BenchmarkId::new("typed-tensor", "alloc"), |bench| {
            bench.iter(|| black_box(&a + &b))
        });
        group.bench_function(BenchmarkId::new("ndarray", "alloc"), |bench| {
            bench.iter(|| black_box(&na + &nb))
        });
        group.bench_function(BenchmarkId::new("ndarray-par-zip", "into"), |bench| {
            bench.iter(|| {
                Zip::from(&mut nout)
                    .and_broadcast(&na)
                    .and_broadcast(&nb)
                    .par_for_each(|o, &x, &y| *o = x + y);
            })
        });
        $(
            let mut x = typed::<$A>();
            group.bench_function(BenchmarkId::new("typed-tensor", stringify!($in_place)), |bench| {
                bench.iter(|| x += &b)
            });
        )?
        group.finish();
    }};
}

fn patterns(c: &mut Criterion) {
    pattern!(
        c,
        "1 [4096,4096]+[4096,4096]",
        shape![4096, 4096],
        shape![4096, 4096],
        shape![4096, 4096],
        in_place
    );
    pattern!(
        c,
        "2 [4096,4096]+[4096]",
        shape![4096, 4096],
        shape![4096],
        shape![4096, 4096],
        in_place
    );
    pattern!(
        c,
        "3 [4096,4096]+[4096,1]",
        shape![4096, 4096],
        shape![4096, 1],
        shape![4096, 4096],
        in_place
    );
    pattern!(
        c,
        "4 [4096,1]+[1,4096]",
        shape![4096, 1],
        shape![1, 4096],
        shape![4096, 4096]
    );
    pattern!(
        c,
        "6 [32,64,56,56]+[64,1,1]",
        shape![32, 64, 56, 56],
        shape![64, 1, 1],
        shape![32, 64, 56, 56],
        in_place
    );
    pattern!(
        c,
        "7 [10,1,64,2048]*[1,5,64,1]",
        shape![10, 1, 64, 2048],
        shape![1, 5, 64, 1],
        shape![10, 5, 64, 2048]
    );
    pattern!(
        c,
        "8 [8,8]+[8]",
        shape![8, 8],
        shape![8],
        shape![8, 8],
        in_place
    );
}

fn scalar(c: &mut Criterion) {
    let a = typed::<shape![4096, 4096]>();
    let na = untyped(&[4096, 4096]);
    let mut group = configure(c, "5 [4096,4096]+scalar");
    group.throughput(Throughput::Bytes(2 * bytes_of::<shape![4096, 4096]>()));
    group.bench_function(BenchmarkId::new("typed-tensor", "alloc"), |bench| {
        bench.iter(|| black_box(&a + 1.5f32))
    });
    group.bench_function(BenchmarkId::new("ndarray", "alloc"), |bench| {
        bench.iter(|| black_box(&na + 1.5f32))
    });
    group.finish();
}

/// STREAM-style kernels over preallocated buffers, two threads: the ceiling.
fn ceiling(c: &mut Criterion) {
    const N: usize = 4096 * 4096;
    const CHUNK: usize = 1 << 16;
    let a = vec![1.0f32; N];
    let b = vec![2.0f32; N];
    let mut out = vec![0.0f32; N];
    let mut group = configure(c, "ceiling (preallocated, rayon)");
    group.throughput(Throughput::Bytes((3 * N * 4) as u64));
    group.bench_function("add", |bench| {
        bench.iter(|| {
            out.par_chunks_mut(CHUNK)
                .zip(a.par_chunks(CHUNK))
                .zip(b.par_chunks(CHUNK))
                .for_each(|((o, x), y)| {
                    for ((o, x), y) in o.iter_mut().zip(x).zip(y) {
                        *o = x + y;
                    }
                })
        })
    });
    group.throughput(Throughput::Bytes((2 * N * 4) as u64));
    group.bench_function("copy", |bench| {
        bench.iter(|| {
            out.par_chunks_mut(CHUNK)
                .zip(a.par_chunks(CHUNK))
                .for_each(|(o, x)| o.copy_from_slice(x))
        })
    });
    group.throughput(Throughput::Bytes((N * 4) as u64));
    group.bench_function("fill", |bench| {
        bench.iter(|| out.par_chunks_mut(CHUNK).for_each(|o| o.fill(3.0)))
    });
    group.finish();
}

criterion_group!(benches, patterns, scalar, ceiling);
criterion_main!(benches);

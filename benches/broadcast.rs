//! Broadcasting elementwise ops against ndarray 0.17, in the same criterion groups, with
//! STREAM-style kernels over preallocated buffers as the memory-bandwidth ceiling.
//!
//! `cargo bench --bench broadcast`; `BENCH_QUICK=1` for short measurements (as recorded in
//! BENCHMARKS.md). Throughput is bytes read plus bytes written, so criterion prints GB/s.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ndarray::{Array, Dimension, IntoDimension, Ix1, Ix2, Ix3, Ix4, Zip};
use rayon::prelude::*;
use typed_tensor::{shape, Shape, StaticShape, Tensor};

mod common;
use common::configure;

fn typed<S: StaticShape>() -> Tensor<f32, S> {
    Tensor::from_fn(|i| i.iter().sum::<usize>() as f32 * 0.5)
}

/// ndarray's fixed-rank array (`Ix2`, `Ix4`, ...), as its users would write it.
fn untyped<D: Dimension>(dims: &[usize]) -> Array<f32, D> {
    let mut shape = D::zeros(dims.len());
    shape.slice_mut().copy_from_slice(dims);
    Array::from_shape_fn(shape, |i| {
        i.into_dimension().slice().iter().sum::<usize>() as f32 * 0.5
    })
}

fn bytes_of<S: Shape>() -> u64 {
    (S::NUMEL.expect("static") * std::mem::size_of::<f32>()) as u64
}

/// One pattern `A op B`: ours allocating, ndarray serial allocating, ours into an existing
/// buffer, (when the result has A's shape) ours in place, and ndarray parallel `Zip` into an
/// existing buffer.
macro_rules! pattern {
    ($c:expr, $name:expr, $op:tt, $A:ty, $B:ty, $Out:ty, $NA:ty, $NB:ty, $NOut:ty $(, $in_place:ident)?) => {{
        let a = typed::<$A>();
        let b = typed::<$B>();
        let na = untyped::<$NA>(<$A as StaticShape>::DIMS);
        let nb = untyped::<$NB>(<$B as StaticShape>::DIMS);
        let mut nout = untyped::<$NOut>(<$Out as StaticShape>::DIMS);
        let mut out = typed::<$Out>();
        let mut group = configure($c, $name);
        group.throughput(Throughput::Bytes(bytes_of::<$A>() + bytes_of::<$B>() + bytes_of::<$Out>()));
        group.bench_function(BenchmarkId::new("typed-tensor", "alloc"), |bench| {
            bench.iter(|| black_box(&a $op &b))
        });
        group.bench_function(BenchmarkId::new("ndarray", "alloc"), |bench| {
            bench.iter(|| black_box(&na $op &nb))
        });
        group.bench_function(BenchmarkId::new("typed-tensor", "into"), |bench| {
            bench.iter(|| pattern!(@into $op, a, b, out))
        });
        $(
            let mut x = typed::<$A>();
            group.bench_function(BenchmarkId::new("typed-tensor", stringify!($in_place)), |bench| {
                bench.iter(|| x += &b)
            });
        )?
        // Last in the group: right after this rayon-driven bench, pattern 8's in-place bench
        // measured 20-30% slower than in other runs on this 2-core machine.
        group.bench_function(BenchmarkId::new("ndarray-par-zip", "into"), |bench| {
            bench.iter(|| {
                Zip::from(&mut nout)
                    .and_broadcast(&na)
                    .and_broadcast(&nb)
                    .par_for_each(|o, &x, &y| *o = x $op y);
            })
        });
        group.finish();
    }};
    (@into +, $a:ident, $b:ident, $out:ident) => { $a.add_into(&$b, &mut $out) };
    (@into *, $a:ident, $b:ident, $out:ident) => { $a.mul_into(&$b, &mut $out) };
}

/// Pattern 8's group. The issue asks that it be no slower with the `parallel` feature on than
/// off, so BENCHMARKS.md also runs it from a build without the feature, as its own row.
const PATTERN_8: &str = if cfg!(feature = "parallel") {
    "8 [8,8]+[8]"
} else {
    "8 [8,8]+[8] without the parallel feature"
};

#[rustfmt::skip]
fn patterns(c: &mut Criterion) {
    use shape as s;
    pattern!(c, "1 [4096,4096]+[4096,4096]", +, s![4096, 4096], s![4096, 4096], s![4096, 4096], Ix2, Ix2, Ix2, in_place);
    pattern!(c, "2 [4096,4096]+[4096]", +, s![4096, 4096], s![4096], s![4096, 4096], Ix2, Ix1, Ix2, in_place);
    pattern!(c, "3 [4096,4096]+[4096,1]", +, s![4096, 4096], s![4096, 1], s![4096, 4096], Ix2, Ix2, Ix2, in_place);
    pattern!(c, "4 [4096,1]+[1,4096]", +, s![4096, 1], s![1, 4096], s![4096, 4096], Ix2, Ix2, Ix2);
    pattern!(c, "6 [32,64,56,56]+[64,1,1]", +, s![32, 64, 56, 56], s![64, 1, 1], s![32, 64, 56, 56], Ix4, Ix3, Ix4, in_place);
    pattern!(c, "7 [10,1,64,2048]*[1,5,64,1]", *, s![10, 1, 64, 2048], s![1, 5, 64, 1], s![10, 5, 64, 2048], Ix4, Ix4, Ix4);
    pattern!(c, PATTERN_8, +, s![8, 8], s![8], s![8, 8], Ix2, Ix1, Ix2, in_place);
}

/// Pattern 1 in f64: twice the bytes per element.
fn pattern_1_f64(c: &mut Criterion) {
    let a = Tensor::<f64, shape![4096, 4096]>::from_fn(|i| (i[0] + i[1]) as f64);
    let b = a.clone() * 0.5;
    let na = ndarray::Array2::<f64>::from_shape_fn((4096, 4096), |(i, j)| (i + j) as f64);
    let nb = &na * 0.5;
    let mut nout = na.clone();
    let mut group = configure(c, "1 f64 [4096,4096]+[4096,4096]");
    group.throughput(Throughput::Bytes(3 * 4096 * 4096 * 8));
    group.bench_function(BenchmarkId::new("typed-tensor", "alloc"), |bench| {
        bench.iter(|| black_box(&a + &b))
    });
    group.bench_function(BenchmarkId::new("ndarray", "alloc"), |bench| {
        bench.iter(|| black_box(&na + &nb))
    });
    group.bench_function(BenchmarkId::new("ndarray-par-zip", "into"), |bench| {
        bench.iter(|| {
            Zip::from(&mut nout)
                .and(&na)
                .and(&nb)
                .par_for_each(|o, &x, &y| *o = x + y)
        })
    });
    let mut out = a.clone() * 1.0;
    group.bench_function(BenchmarkId::new("typed-tensor", "into"), |bench| {
        bench.iter(|| a.add_into(&b, &mut out))
    });
    let mut x = a.clone() * 1.0;
    group.bench_function(BenchmarkId::new("typed-tensor", "in_place"), |bench| {
        bench.iter(|| x += &b)
    });
    group.finish();
}

fn scalar(c: &mut Criterion) {
    let a = typed::<shape![4096, 4096]>();
    let na = untyped::<Ix2>(&[4096, 4096]);
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
    // The buffers are tensors' storage, so they are backed by huge pages as our own outputs
    // are (on Linux): a ceiling on 4 KiB pages would understate what the memory can do.
    let ceiling_buffer = |value| Tensor::<f32, shape![dyn]>::full_with_dims(&[N], value).unwrap();
    let (a, b, mut out) = (
        ceiling_buffer(1.0),
        ceiling_buffer(2.0),
        ceiling_buffer(0.0),
    );
    let (a, b) = (a.as_slice().unwrap(), b.as_slice().unwrap());
    let out = out.make_mut_slice();
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

/// Where splitting over rayon starts to pay: contiguous `x += &y` at sizes around the default
/// threshold, forced serial (threshold `usize::MAX`) and forced parallel (threshold 0).
fn threshold(c: &mut Criterion) {
    let default = typed_tensor::runtime::parallel_min_elements();
    let mut group = configure(c, "parallel threshold (x += y, f32)");
    for log2 in [14, 16, 17, 18, 19, 20, 22] {
        let n = 1usize << log2;
        let mut x = Tensor::<f32, shape![dyn]>::ones_with_dims(&[n]).unwrap();
        let y = Tensor::<f32, shape![dyn]>::ones_with_dims(&[n]).unwrap();
        group.throughput(Throughput::Bytes((3 * n * 4) as u64));
        for (name, min) in [("serial", usize::MAX), ("parallel", 0)] {
            typed_tensor::runtime::set_parallel_min_elements(min);
            group.bench_function(BenchmarkId::new(name, format!("2^{log2}")), |bench| {
                bench.iter(|| x += &y)
            });
        }
    }
    typed_tensor::runtime::set_parallel_min_elements(default);
    group.finish();
}

/// Owned-operand reuse: `a + &b` with `a` owned should cost what `a += &b` costs.
fn reuse(c: &mut Criterion) {
    let b = typed::<shape![4096, 4096]>();
    let mut group = configure(c, "reuse [4096,4096]+[4096,4096]");
    group.throughput(Throughput::Bytes(3 * bytes_of::<shape![4096, 4096]>()));
    let mut slot = Some(typed::<shape![4096, 4096]>());
    group.bench_function("owned a + &b", |bench| {
        bench.iter(|| {
            let a = slot.take().expect("put back after each iteration");
            slot = Some(a + &b);
        })
    });
    let mut x = typed::<shape![4096, 4096]>();
    group.bench_function("a += &b", |bench| bench.iter(|| x += &b));
    let a = typed::<shape![4096, 4096]>();
    let mut out = typed::<shape![4096, 4096]>();
    group.bench_function("a.add_into(&b, &mut out)", |bench| {
        bench.iter(|| a.add_into(&b, &mut out))
    });
    group.finish();
}

/// The allocating `&a + &b` of pattern 1 with the recycling of large freed buffers on (the
/// default, as in every other group) and off: what the recycling saves, and what an op pays
/// for fresh memory without it.
fn recycling(c: &mut Criterion) {
    let a = typed::<shape![4096, 4096]>();
    let b = typed::<shape![4096, 4096]>();
    let mut group = configure(c, "recycling [4096,4096]+[4096,4096]");
    group.throughput(Throughput::Bytes(3 * bytes_of::<shape![4096, 4096]>()));
    let default = typed_tensor::runtime::recycled_bytes_limit();
    for (name, limit) in [
        ("alloc, recycling on", default),
        ("alloc, recycling off", 0),
    ] {
        typed_tensor::runtime::set_recycled_bytes_limit(limit);
        group.bench_function(name, |bench| bench.iter(|| black_box(&a + &b)));
    }
    typed_tensor::runtime::set_recycled_bytes_limit(default);
    group.finish();
}

criterion_group!(
    benches,
    patterns,
    pattern_1_f64,
    scalar,
    reuse,
    recycling,
    threshold,
    ceiling
);
criterion_main!(benches);

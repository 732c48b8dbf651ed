//! Serial f32 matrix products: ours, ndarray 0.17's `dot` and OpenBLAS's `cblas_sgemm`, in
//! the same criterion groups (issue 11's target: at least 0.85x OpenBLAS at 1024-2048).
//!
//! Bench-only: it links the system OpenBLAS (Debian's `libopenblas-dev`), so it builds only
//! with the `bench-openblas` feature, which nothing else uses:
//! `BENCH_QUICK=1 cargo bench --features bench-openblas --bench matmul_openblas`.
//! Every contender runs on one thread: ours inside a one-thread rayon pool, OpenBLAS after
//! `openblas_set_num_threads(1)`, ndarray's `dot` serial by construction. Each allocates its
//! output, as `a.matmul(&b)` does. Throughput is counted in multiply-adds, so criterion's
//! "Melem/s" times 2 / 1000 is GFLOP/s.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ndarray::Array2;
use std::ffi::c_int;
use std::time::Duration;
use typed_tensor::{StaticShape, Tensor, D};

mod common;

/// CBLAS's `CblasRowMajor`.
const ROW_MAJOR: c_int = 101;
/// CBLAS's `CblasNoTrans`.
const NO_TRANS: c_int = 111;
/// CBLAS's `CblasTrans`.
const TRANS: c_int = 112;

#[link(name = "openblas")]
extern "C" {
    fn cblas_sgemm(
        layout: c_int,
        trans_a: c_int,
        trans_b: c_int,
        m: c_int,
        n: c_int,
        k: c_int,
        alpha: f32,
        a: *const f32,
        lda: c_int,
        b: *const f32,
        ldb: c_int,
        beta: f32,
        c: *mut f32,
        ldc: c_int,
    );
    fn openblas_set_num_threads(num_threads: c_int);
}

/// `a · b` (or `a · bᵀ` when `transpose_b`) of row-major `n x n` matrices by OpenBLAS, into a
/// new buffer.
fn openblas_square(a: &[f32], b: &[f32], n: usize, transpose_b: bool) -> Vec<f32> {
    assert!(a.len() == n * n && b.len() == n * n);
    let mut c = vec![0.0f32; n * n];
    let ld = c_int::try_from(n).expect("n fits a C int");
    let trans_b = if transpose_b { TRANS } else { NO_TRANS };
    // SAFETY: `a`, `b` and `c` hold n * n f32 each (asserted above, `c` built so), row-major
    // with leading dimension n, which is what these arguments tell sgemm to read and write.
    unsafe {
        cblas_sgemm(
            ROW_MAJOR,
            NO_TRANS,
            trans_b,
            ld,
            ld,
            ld,
            1.0,
            a.as_ptr(),
            ld,
            b.as_ptr(),
            ld,
            0.0,
            c.as_mut_ptr(),
            ld,
        );
    }
    c
}

fn typed<S: StaticShape>() -> Tensor<f32, S> {
    Tensor::from_fn(|i| (i.iter().sum::<usize>() % 7) as f32 * 0.25 - 0.5)
}

/// The same values as [`typed`] gives a square shape.
fn nd2(n: usize) -> Array2<f32> {
    Array2::from_shape_fn((n, n), |(i, j)| ((i + j) % 7) as f32 * 0.25 - 0.5)
}

fn serial_pool() -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a one-thread pool")
}

/// Panics unless OpenBLAS's product equals ours, so the timed call is the right product.
fn check_same(ours: &[f32], openblas: &[f32]) {
    let worst = ours
        .iter()
        .zip(openblas)
        .map(|(x, y)| (x - y).abs() / x.abs().max(1.0))
        .fold(0.0f32, f32::max);
    assert!(
        worst < 1e-4,
        "OpenBLAS and ours differ by {worst} (relative)"
    );
}

/// `a · b` (`a · b.t()` with `t`) of `n x n` f32 matrices: ours, ndarray and OpenBLAS serial.
macro_rules! square {
    ($c:expr, $n:literal) => {
        square!($c, $n, false, concat!("openblas square ", stringify!($n)))
    };
    ($c:expr, $n:literal, t) => {
        square!($c, $n, true, concat!("openblas a x b.t() ", stringify!($n)))
    };
    ($c:expr, $n:literal, $transpose:expr, $name:expr) => {{
        let a = typed::<(D<$n>, D<$n>)>();
        let b = typed::<(D<$n>, D<$n>)>();
        let (na, nb) = (nd2($n), nd2($n));
        let (ra, rb) = (a.to_vec(), b.to_vec());
        let pool = serial_pool();
        let ours = if $transpose {
            a.matmul(&b.t())
        } else {
            a.matmul(&b)
        };
        check_same(&ours.to_vec(), &openblas_square(&ra, &rb, $n, $transpose));
        let mut group = common::configure_with_warm_up($c, $name, Duration::from_millis(300));
        group.throughput(Throughput::Elements(($n as u64).pow(3)));
        group.bench_function(BenchmarkId::new("typed-tensor", "serial"), |bench| {
            if $transpose {
                pool.install(|| bench.iter(|| black_box(a.matmul(&b.t()))))
            } else {
                pool.install(|| bench.iter(|| black_box(a.matmul(&b))))
            }
        });
        group.bench_function(BenchmarkId::new("ndarray", "dot"), |bench| {
            if $transpose {
                bench.iter(|| black_box(na.dot(&nb.t())))
            } else {
                bench.iter(|| black_box(na.dot(&nb)))
            }
        });
        group.bench_function(BenchmarkId::new("openblas", "sgemm"), |bench| {
            bench.iter(|| black_box(openblas_square(&ra, &rb, $n, $transpose)))
        });
        group.finish();
    }};
}

fn squares(c: &mut Criterion) {
    // SAFETY: a plain setter of OpenBLAS's thread count, called before any other OpenBLAS call.
    unsafe { openblas_set_num_threads(1) };
    square!(c, 256);
    square!(c, 1024);
    square!(c, 2048);
    square!(c, 1024, t);
}

criterion_group!(benches, squares);
criterion_main!(benches);

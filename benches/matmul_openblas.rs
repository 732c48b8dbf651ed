//! Serial f32 matrix products: ours, ndarray 0.17's `dot` and OpenBLAS's `cblas_sgemm`, taking
//! turns for the whole measurement (issue 11's target: at least 0.85x OpenBLAS at 1024-2048).
//!
//! Bench-only: it links the system OpenBLAS (Debian's `libopenblas-dev`), so it builds only
//! with the `bench-openblas` feature, which nothing else uses:
//! `BENCH_QUICK=1 cargo bench --features bench-openblas --bench matmul_openblas`.
//! Every contender runs on the calling thread: ours with both split thresholds at `usize::MAX`
//! (a one-thread rayon pool would hand every call to its own, sleeping thread), OpenBLAS after
//! `openblas_set_num_threads(1)`, ndarray's `dot` serial by construction. Each allocates its
//! output, as `a.matmul(&b)` does. Prints a markdown table of median call times
//! (`BENCH_QUICK` for a third of the time); the contenders take turns (`common::turns`) because
//! on this shared machine one kernel measured after another swung by up to 60%.

use ndarray::Array2;
use std::ffi::c_int;
use std::hint::black_box;
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

/// `a · b` (`a · b.t()` with `transpose`) of `N x N` f32 matrices: one table row with ours,
/// ndarray and OpenBLAS serial.
fn square<const N: usize>(transpose: bool, budget: Duration) {
    let a = typed::<(D<N>, D<N>)>();
    let b = typed::<(D<N>, D<N>)>();
    let (na, nb) = (nd2(N), nd2(N));
    let (ra, rb) = (a.to_vec(), b.to_vec());
    let product = || match transpose {
        true => a.matmul(&b.t()),
        false => a.matmul(&b),
    };
    check_same(
        &product().to_vec(),
        &openblas_square(&ra, &rb, N, transpose),
    );
    let mut ours = || drop(black_box(product()));
    let mut ndarray = || match transpose {
        true => drop(black_box(na.dot(&nb.t()))),
        false => drop(black_box(na.dot(&nb))),
    };
    let mut openblas = || drop(black_box(openblas_square(&ra, &rb, N, transpose)));
    let times = common::turns(&mut [&mut ours, &mut ndarray, &mut openblas], budget);
    let gflops = |t: Duration| 2.0 * (N as f64).powi(3) / t.as_secs_f64() / 1e9;
    let cell = |t: Duration| format!("{} ({:.1} GFLOP/s)", common::cell(t), gflops(t));
    let ratio = |t: Duration| times[2].as_secs_f64() / t.as_secs_f64();
    let name = if transpose { "a x b.t()" } else { "square" };
    println!(
        "| {name} {N} | {} | {} | {} | {:.2}x | {:.2}x |",
        cell(times[0]),
        cell(times[1]),
        cell(times[2]),
        ratio(times[0]),
        ratio(times[1])
    );
}

fn main() {
    let quick = std::env::var_os("BENCH_QUICK").is_some();
    let budget = Duration::from_secs(if quick { 5 } else { 15 });
    // SAFETY: a plain setter of OpenBLAS's thread count, called before any other OpenBLAS call.
    unsafe { openblas_set_num_threads(1) };
    typed_tensor::runtime::set_matmul_parallel_min_fmas(usize::MAX);
    typed_tensor::runtime::set_matmul_row_split_min_fmas(usize::MAX);
    println!("| product, one thread | ours | ndarray `dot` | OpenBLAS `sgemm` | ours / OpenBLAS | ndarray / OpenBLAS |");
    println!("|---|---|---|---|---|---|");
    square::<256>(false, budget);
    square::<1024>(false, budget);
    square::<2048>(false, budget);
    square::<1024>(true, budget);
}

//! Products of more than 64 rows (the packed kernel, src/kernel/gemm/packed.rs) on one
//! thread, against ndarray 0.17's `dot`, which runs matrixmultiply's kernel, the one these
//! products took before.
//!
//! `cargo bench --bench matmul_packed` (`BENCH_QUICK=1` for a third of the time). Prints a
//! markdown table of median call times; the contenders take turns for the whole measurement
//! (`common::turns`), so each sees the same load on this shared machine. Ours runs with the
//! split thresholds at `usize::MAX`, so on the calling thread, as ndarray's does.

use ndarray::LinalgScalar;
use std::hint::black_box;
use std::time::Duration;
use typed_tensor::element::MatmulElement;

mod common;

use common::matrix;

/// How an operand is laid out: contiguous, or the transpose of contiguous storage.
#[derive(Clone, Copy, PartialEq)]
enum Layout {
    RowMajor,
    Transposed,
}

/// One table row: `[n, k] x [k, m]` of element type `T`, the lhs and rhs laid out as given,
/// ours on one thread against ndarray's `dot`.
fn product<T: MatmulElement + LinalgScalar + From<f32>>(
    name: &str,
    [n, k, m]: [usize; 3],
    [lhs, rhs]: [Layout; 2],
    budget: Duration,
) {
    let (a, na) = match lhs {
        Layout::RowMajor => matrix::<T>(n, k),
        Layout::Transposed => matrix::<T>(k, n),
    };
    let (b, nb) = match rhs {
        Layout::RowMajor => matrix::<T>(k, m),
        Layout::Transposed => matrix::<T>(m, k),
    };
    // `t()` is a view of the same storage, with the strides swapped.
    let a = if lhs == Layout::Transposed { a.t() } else { a };
    let b = if rhs == Layout::Transposed { b.t() } else { b };
    let na = if lhs == Layout::Transposed {
        na.t()
    } else {
        na.view()
    };
    let nb = if rhs == Layout::Transposed {
        nb.t()
    } else {
        nb.view()
    };
    let mut ours = || drop(black_box(a.matmul(&b)));
    let mut dot = || drop(black_box(na.dot(&nb)));
    let [ours, dot] = common::turns(&mut [&mut ours, &mut dot], budget)[..] else {
        unreachable!("two contenders")
    };
    let gflops = |t: Duration| 2.0 * (n * k * m) as f64 / t.as_secs_f64() / 1e9;
    println!(
        "| {name} | {} ({:.1} GFLOP/s) | {} ({:.1} GFLOP/s) | {:.2}x |",
        common::cell(ours),
        gflops(ours),
        common::cell(dot),
        gflops(dot),
        dot.as_secs_f64() / ours.as_secs_f64()
    );
}

fn main() {
    let quick = std::env::var_os("BENCH_QUICK").is_some();
    let budget = Duration::from_secs(if quick { 3 } else { 9 });
    typed_tensor::runtime::set_matmul_parallel_min_fmas(usize::MAX);
    typed_tensor::runtime::set_matmul_row_split_min_fmas(usize::MAX);
    use Layout::{RowMajor as R, Transposed as T};
    println!("| product, one thread | ours | ndarray `dot` | ours vs `dot` |");
    println!("|---|---|---|---|");
    // The panel kernel's range (contiguous lhs rows: up to 256 f32 rows, or narrow).
    product::<f32>("f32 square 65", [65, 65, 65], [R, R], budget);
    product::<f32>("f32 square 128", [128, 128, 128], [R, R], budget);
    product::<f32>("f32 [200,300]x[300,150]", [200, 300, 150], [R, R], budget);
    product::<f32>("f32 square 256", [256, 256, 256], [R, R], budget);
    product::<f32>("f32 [2048,2048]x[2048,8]", [2048, 2048, 8], [R, R], budget);
    product::<f32>(
        "f32 [1024,1024]x[1024,64]",
        [1024, 1024, 64],
        [R, R],
        budget,
    );
    product::<f32>("f32 [128,4096]x[4096,10]", [128, 4096, 10], [R, R], budget);
    product::<f32>("f32 [4096,512]x[512,1]", [4096, 512, 1], [R, R], budget);
    product::<f64>("f64 square 128", [128, 128, 128], [R, R], budget);
    // The packed kernel's: more rows and wider, or a strided lhs.
    product::<f32>("f32 square 384", [384, 384, 384], [R, R], budget);
    product::<f32>("f32 square 512", [512, 512, 512], [R, R], budget);
    product::<f32>("f32 square 1024", [1024, 1024, 1024], [R, R], budget);
    product::<f32>("f32 a.t() x b 1024", [1024, 1024, 1024], [T, R], budget);
    product::<f32>("f32 a x b.t() 1024", [1024, 1024, 1024], [R, T], budget);
    product::<f32>("f32 square 2048", [2048, 2048, 2048], [R, R], budget);
    product::<f32>("f32 [1000,300]x[300,700]", [1000, 300, 700], [R, R], budget);
    product::<f32>("f32 [512,64]x[64,2048]", [512, 64, 2048], [R, R], budget);
    product::<f32>("f32 a.t() x b 128", [128, 128, 128], [T, R], budget);
    product::<f64>("f64 square 256", [256, 256, 256], [R, R], budget);
    product::<f64>("f64 square 1024", [1024, 1024, 1024], [R, R], budget);
}

//! Products of a few dozen rows (the panel kernel, src/kernel/gemm/panels.rs) on one thread,
//! against ndarray 0.17's `dot` and the packing path they took before (matrixmultiply through
//! ndarray's `general_mat_mul`, into a preallocated output), and the batched 64-cube against
//! ndarray looped over the batch.
//!
//! `cargo bench --bench matmul_panels` (`BENCH_QUICK=1` for a third of the time). Prints
//! markdown tables of median call times; the contenders take turns for the whole measurement
//! (`common::turns`), so each sees the same load on this shared machine. Ours on one thread
//! runs with the split thresholds raised for its calls (`one_thread`), so on the calling
//! thread, as ndarray's does.

use ndarray::linalg::general_mat_mul;
use ndarray::{Array2, Array3, ArrayView2, LinalgScalar};
use std::hint::black_box;
use std::time::Duration;
use typed_tensor::{element::MatmulElement, shape, Tensor};

mod common;

use common::{matrix, value};

/// Runs `f` with both split thresholds at `usize::MAX`, so its products stay on the calling
/// thread (as ndarray's do), without the hand-off of a one-thread pool.
fn one_thread(f: impl FnOnce()) {
    let items = typed_tensor::runtime::matmul_parallel_min_fmas();
    let rows = typed_tensor::runtime::matmul_row_split_min_fmas();
    typed_tensor::runtime::set_matmul_parallel_min_fmas(usize::MAX);
    typed_tensor::runtime::set_matmul_row_split_min_fmas(usize::MAX);
    f();
    typed_tensor::runtime::set_matmul_parallel_min_fmas(items);
    typed_tensor::runtime::set_matmul_row_split_min_fmas(rows);
}

/// `packing` as ndarray's `dot` runs it, without `dot`'s checks and allocation.
fn packing<T: LinalgScalar>(a: ArrayView2<T>, b: ArrayView2<T>) -> Array2<T> {
    let mut out = Array2::zeros((a.nrows(), b.ncols()));
    general_mat_mul(T::one(), &a, &b, T::zero(), &mut out);
    out
}

/// One table row: `[n, k] x [k, m]` of element type `T`, ours on one thread against ndarray's
/// `dot` and the packing path.
fn product<T: MatmulElement + LinalgScalar + From<f32>>(
    name: &str,
    [n, k, m]: [usize; 3],
    budget: Duration,
) {
    let (a, na) = matrix::<T>(n, k);
    let (b, nb) = matrix::<T>(k, m);
    let mut ours = || one_thread(|| drop(black_box(a.matmul(&b))));
    let mut dot = || drop(black_box(na.dot(&nb)));
    let mut packed = || drop(black_box(packing(na.view(), nb.view())));
    let [ours, dot, packed] = common::turns(&mut [&mut ours, &mut dot, &mut packed], budget)[..]
    else {
        unreachable!("three contenders")
    };
    let speed_up = |t: Duration| t.as_secs_f64() / ours.as_secs_f64();
    common::print_row(name, [ours, dot, packed], [speed_up(dot), speed_up(packed)]);
}

/// The batched 64-cube: ours on one thread and with the default split, against ndarray's
/// `dot` looped over the batch.
fn batched(budget: Duration) {
    let a = Tensor::<f32, shape![64, 64, 64]>::from_fn(|i| value(i[0] + i[1] + i[2]));
    let b = Tensor::<f32, shape![64, 64, 64]>::from_fn(|i| value(i[0] + 2 * i[1] + i[2]));
    let na = Array3::from_shape_fn((64, 64, 64), |(x, i, j)| value::<f32>(x + i + j));
    let nb = Array3::from_shape_fn((64, 64, 64), |(x, i, j)| value::<f32>(x + 2 * i + j));
    let mut serial = || one_thread(|| drop(black_box(a.matmul(&b))));
    let mut default = || drop(black_box(a.matmul(&b)));
    let mut looped = || drop(black_box(common::ndarray_dot_looped(na.view(), nb.view())));
    let [serial, default, looped] =
        common::turns(&mut [&mut serial, &mut default, &mut looped], budget)[..]
    else {
        unreachable!("three contenders")
    };
    let speed_up = |t: Duration| looped.as_secs_f64() / t.as_secs_f64();
    common::print_row(
        "[64,64,64]x[64,64,64]",
        [serial, default, looped],
        [speed_up(serial), speed_up(default)],
    );
}

fn main() {
    let quick = std::env::var_os("BENCH_QUICK").is_some();
    let budget = Duration::from_secs(if quick { 3 } else { 9 });
    println!("| product | ours, one thread | ndarray `dot` | packing | vs `dot` | vs packing |");
    println!("|---|---|---|---|---|---|");
    product::<f32>("f32 square 16", [16, 16, 16], budget);
    product::<f32>("f32 square 32", [32, 32, 32], budget);
    product::<f32>("f32 square 64", [64, 64, 64], budget);
    product::<f32>("f32 square 96", [96, 96, 96], budget);
    product::<f32>("f32 [64,128]x[128,10]", [64, 128, 10], budget);
    product::<f32>("f32 [64,256]x[256,64]", [64, 256, 64], budget);
    product::<f32>("f32 [48,512]x[512,512]", [48, 512, 512], budget);
    product::<f32>("f32 mlp [64,784]x[784,128]", [64, 784, 128], budget);
    product::<f32>("f32 [16,512]x[512,3]", [16, 512, 3], budget);
    product::<f32>("f32 [16,512]x[512,40]", [16, 512, 40], budget);
    product::<f32>("f32 [64,4096]x[4096,1]", [64, 4096, 1], budget);
    product::<f64>("f64 square 64", [64, 64, 64], budget);
    product::<f64>("f64 mlp [64,784]x[784,128]", [64, 784, 128], budget);
    println!();
    println!("| batched | ours, one thread | ours, default | ndarray `dot` looped | one thread vs looped | default vs looped |");
    println!("|---|---|---|---|---|---|");
    batched(budget);
}

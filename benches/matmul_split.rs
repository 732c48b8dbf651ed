//! Matmul's three split forms taking turns in one run: one thread, split every time, and the
//! default timed policy, on products around the split thresholds.
//!
//! `cargo bench --bench matmul_split` (`BENCH_QUICK=1` for a third of the time). Prints a
//! markdown table of median call times; the forms take turns for the whole measurement
//! (`common::turns`), so each sees the same load on this shared machine.

use std::hint::black_box;
use std::time::Duration;
use typed_tensor::runtime::{set_matmul_split_policy, MatmulSplitPolicy};
use typed_tensor::Tensor;

mod common;

type Dyn3 = typed_tensor::shape![dyn, dyn, dyn];

fn tensor(dims: &[usize]) -> Tensor<f32, Dyn3> {
    let count = dims.iter().product();
    let values = (0..count).map(|i| (i % 7) as f32 * 0.25 - 0.5);
    Tensor::from_shape_vec(dims, values.collect()).expect("dims match the values")
}

/// The split settings of one form: the two thresholds and the policy.
type Settings = (usize, usize, MatmulSplitPolicy);

/// The median call time of `a · b` on the calling thread alone, split every time (whatever its
/// size) and with the default settings (timed, above the thresholds).
fn measure(a: &Tensor<f32, Dyn3>, b: &Tensor<f32, Dyn3>, budget: Duration) -> Vec<Duration> {
    let default = (
        typed_tensor::runtime::matmul_parallel_min_fmas(),
        typed_tensor::runtime::matmul_row_split_min_fmas(),
        MatmulSplitPolicy::Timed,
    );
    let with = |(items, rows, policy): Settings| {
        move || {
            typed_tensor::runtime::set_matmul_parallel_min_fmas(items);
            typed_tensor::runtime::set_matmul_row_split_min_fmas(rows);
            set_matmul_split_policy(policy);
            black_box(a.matmul(b));
        }
    };
    // One thread: no product reaches a threshold, so the calling thread runs it (as the
    // split forms' calls do when they do not split), with no hand-off to a pool.
    let mut serial = with((usize::MAX, usize::MAX, MatmulSplitPolicy::Timed));
    let mut split = with((0, 0, MatmulSplitPolicy::Always));
    let mut timed = with(default);
    let medians = common::turns(&mut [&mut serial, &mut split, &mut timed], budget);
    with(default)();
    medians
}

fn main() {
    let quick = std::env::var_os("BENCH_QUICK").is_some();
    let budget = Duration::from_secs(if quick { 4 } else { 12 });
    println!("| product | one thread | split every time | timed (default) | one thread / split | one thread / timed |");
    println!("|---|---|---|---|---|---|");
    let products: [(&str, [usize; 3], [usize; 3]); 9] = [
        ("[8,64,64]x[8,64,64]", [8, 64, 64], [8, 64, 64]),
        ("[8,128,128]x[8,128,128]", [8, 128, 128], [8, 128, 128]),
        ("[64,64,64]x[64,64,64]", [64, 64, 64], [64, 64, 64]),
        (
            "mlp [64,784]x[784,128] (column blocks)",
            [1, 64, 784],
            [1, 784, 128],
        ),
        ("square 256", [1, 256, 256], [1, 256, 256]),
        ("square 512", [1, 512, 512], [1, 512, 512]),
        ("square 1024", [1, 1024, 1024], [1, 1024, 1024]),
        ("square 2048", [1, 2048, 2048], [1, 2048, 2048]),
        (
            "[64,4096]x[4096,4096] (column blocks)",
            [1, 64, 4096],
            [1, 4096, 4096],
        ),
    ];
    for (name, a, b) in products {
        let (a, b) = (tensor(&a), tensor(&b));
        assert_eq!(a.matmul(&b).dims(), [a.dims()[0], a.dims()[1], b.dims()[2]]);
        let [serial, split, timed] = measure(&a, &b, budget)[..] else {
            unreachable!("three forms")
        };
        let ratio = |t: Duration| serial.as_secs_f64() / t.as_secs_f64();
        common::print_row(name, [serial, split, timed], [ratio(split), ratio(timed)]);
    }
}

//! Matmul's three split forms taking turns in one run: one thread, split every time, and the
//! default timed policy, on products around the split thresholds.
//!
//! `cargo bench --bench matmul_split` (`BENCH_QUICK=1` for a third of the time). Prints a
//! markdown table of median call times; the forms take turns for the whole measurement
//! (`common::turns`), so each sees the same load on this shared machine.

use std::hint::black_box;
use std::time::Duration;
use typed_tensor::{set_matmul_split_policy, MatmulSplitPolicy, Tensor};

mod common;

type Dyn3 = typed_tensor::shape![dyn, dyn, dyn];

fn tensor(dims: &[usize]) -> Tensor<f32, Dyn3> {
    let count = dims.iter().product();
    let values = (0..count).map(|i| (i % 7) as f32 * 0.25 - 0.5);
    Tensor::from_shape_vec(dims, values.collect()).expect("dims match the values")
}

/// The median call time of `a · b` on one thread, split every time and timed.
fn measure(a: &Tensor<f32, Dyn3>, b: &Tensor<f32, Dyn3>, budget: Duration) -> Vec<Duration> {
    let one_thread = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a one-thread pool");
    let with = |policy| {
        move || {
            set_matmul_split_policy(policy);
            black_box(a.matmul(b));
        }
    };
    let (mut split, mut timed) = (
        with(MatmulSplitPolicy::Always),
        with(MatmulSplitPolicy::Timed),
    );
    let mut serial = || drop(black_box(one_thread.install(|| a.matmul(b))));
    let medians = common::turns(&mut [&mut serial, &mut split, &mut timed], budget);
    set_matmul_split_policy(MatmulSplitPolicy::Timed);
    medians
}

fn main() {
    let quick = std::env::var_os("BENCH_QUICK").is_some();
    let budget = Duration::from_secs(if quick { 4 } else { 12 });
    println!("| product | one thread | split every time | timed (default) | one thread / split | one thread / timed |");
    println!("|---|---|---|---|---|---|");
    let products: [(&str, [usize; 3], [usize; 3]); 8] = [
        ("[8,64,64]x[8,64,64]", [8, 64, 64], [8, 64, 64]),
        ("[8,128,128]x[8,128,128]", [8, 128, 128], [8, 128, 128]),
        ("[64,64,64]x[64,64,64]", [64, 64, 64], [64, 64, 64]),
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
        println!(
            "| {name} | {} | {} | {} | {:.2}x | {:.2}x |",
            common::cell(serial),
            common::cell(split),
            common::cell(timed),
            ratio(split),
            ratio(timed)
        );
    }
}

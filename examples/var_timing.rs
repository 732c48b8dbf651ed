//! Times `var` of a `[4096, 128]` `f32` tensor along each axis and over all elements, one
//! thread, and prints one line per op (`op=NAME median_ns=T min_ns=M`) for
//! `benches/var_vs_torch.py` to set beside `torch.var` on the same shape.
//!
//! `cargo build --release --example var_timing`, then
//! `target/release/examples/var_timing --reps K`; `--parallel` leaves rayon's split on (the
//! default threshold) instead of forcing one thread.

use std::hint::black_box;
use std::time::{Duration, Instant};
use typed_tensor::{shape, Tensor};

/// The median and the minimum of `reps` timed calls, after three untimed ones.
fn times(reps: usize, mut op: impl FnMut()) -> (Duration, Duration) {
    for _ in 0..3 {
        op();
    }
    let mut times: Vec<Duration> = (0..reps)
        .map(|_| {
            let start = Instant::now();
            op();
            start.elapsed()
        })
        .collect();
    times.sort();
    (times[times.len() / 2], times[0])
}

fn report(reps: usize, name: &str, op: impl FnMut()) {
    let (median, min) = times(reps, op);
    println!(
        "op={name} median_ns={} min_ns={}",
        median.as_nanos(),
        min.as_nanos()
    );
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mut reps = 30;
    let mut parallel = false;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--parallel" => parallel = true,
            "--reps" => reps = args.next().and_then(|r| r.parse().ok()).expect("--reps N"),
            other => panic!("unknown argument {other}"),
        }
    }
    if !parallel {
        typed_tensor::runtime::set_parallel_min_elements(usize::MAX);
    }
    // Uniform in [0, 1), from a 32-bit LCG: the values' spread does not change the work.
    let mut state = 12345u32;
    let x = Tensor::<f32, shape![4096, 128]>::from_fn(|_| {
        state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        (state >> 8) as f32 / (1u32 << 24) as f32
    });
    report(reps, "var_last_axis", || drop(black_box(x.var::<1>(1))));
    report(reps, "var_axis_0", || drop(black_box(x.var::<0>(1))));
    report(reps, "var_all", || {
        black_box(x.var_all(1));
    });
}

//! Criterion set-up shared by the benches: each bench includes this module with `mod common;`.
//!
//! Not every bench uses every item (matmul warms up for its own time), and an unused one
//! would be reported as dead code in that bench's crate, hence the allow.
#![allow(dead_code)]

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion};
use std::time::Duration;

/// The benchmark group `name`, with short measurements when `BENCH_QUICK` is set (as recorded
/// in BENCHMARKS.md): 10 samples, 500 ms of warm-up, 2 s of measurement.
pub fn configure<'c>(c: &'c mut Criterion, name: &str) -> BenchmarkGroup<'c, WallTime> {
    configure_with_warm_up(c, name, Duration::from_millis(500))
}

/// [`configure`], warming up for `quick_warm_up` when `BENCH_QUICK` is set.
pub fn configure_with_warm_up<'c>(
    c: &'c mut Criterion,
    name: &str,
    quick_warm_up: Duration,
) -> BenchmarkGroup<'c, WallTime> {
    let mut group = c.benchmark_group(name);
    if std::env::var_os("BENCH_QUICK").is_some() {
        group
            .sample_size(10)
            .warm_up_time(quick_warm_up)
            .measurement_time(Duration::from_secs(2));
    }
    group
}

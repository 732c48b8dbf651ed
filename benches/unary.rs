//! The unary float ops on `f32` (`exp`, `ln`, ..., `gelu`, `powf(1.7)`), ours on one thread
//! against ndarray's `mapv` of the standard library's (or `libm`'s) scalar function, in one
//! criterion group per op, on `[4096, 128]` (2 MiB) and `[8, 128, 1024]` (4 MiB).
//! `benches/unary_torch.py` times PyTorch's kernels on the same inputs, on one thread.
//!
//! `cargo bench --bench unary`; `BENCH_QUICK=1` for short measurements. With `UNARY_TABLE=1`
//! it prints instead one markdown row per op and shape: median ns per element of ours, of
//! ndarray and of PyTorch (`unary_torch.py --serve` in a child process, which times each call
//! itself; its column is left out when it does not start), the three taking turns of five
//! calls (the first not counted) so that all see the same load; `UNARY_ONLY=<op>` limits it
//! to one op. The python used for PyTorch is `$PYTHON`, else `/tmp/pyenv/bin/python`, else
//! `python3`.
//!
//! Ours runs inside a one-thread rayon pool, so that large tensors are not split across cores;
//! the whole measuring loop runs on the pool's thread (one `install`, not one per call, whose
//! hand-over to a sleeping thread would be timed too).

use criterion::{black_box, criterion_group, BenchmarkId, Criterion, Throughput};
use ndarray::{Array2, Array3};
use std::time::{Duration, Instant};
use typed_tensor::{shape, Tensor};

mod common;

/// The input value at flat index `i`: spread over `[-6, 6]`, or `(0.01, 6.01]` for the ops
/// defined on positive numbers (the same formula as `unary_torch.py`).
fn value(i: usize, positive: bool) -> f32 {
    let v = ((i * 7919) % 10007) as f64 / 10007.0 * 12.0 - 6.0;
    (if positive { v.abs() + 0.01 } else { v }) as f32
}

/// The two shapes measured.
type Matrix = Tensor<f32, shape![4096, 128]>;
type Batch = Tensor<f32, shape![8, 128, 1024]>;

/// One op: its name, whether it needs positive inputs, ours and ndarray's scalar form.
struct Case {
    name: &'static str,
    positive: bool,
    ours2: fn(&Matrix) -> Matrix,
    ours3: fn(&Batch) -> Batch,
    scalar: fn(f32) -> f32,
}

macro_rules! case {
    ($name:literal, $positive:expr, $method:ident $(($arg:expr))?, $scalar:expr) => {
        Case {
            name: $name,
            positive: $positive,
            ours2: |t| t.$method($($arg)?),
            ours3: |t| t.$method($($arg)?),
            scalar: $scalar,
        }
    };
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

fn gelu(x: f32) -> f32 {
    x * 0.5 * (1.0 + libm::erff(x * core::f32::consts::FRAC_1_SQRT_2))
}

fn gelu_tanh(x: f32) -> f32 {
    let inner = 0.797_884_6 * (x + 0.044_715 * x * x * x);
    0.5 * x * (1.0 + inner.tanh())
}

fn silu(x: f32) -> f32 {
    x / (1.0 + (-x).exp())
}

fn cases() -> Vec<Case> {
    vec![
        case!("exp", false, exp, f32::exp),
        case!("ln", true, ln, f32::ln),
        case!("log2", true, log2, f32::log2),
        case!("log10", true, log10, f32::log10),
        case!("sqrt", true, sqrt, f32::sqrt),
        case!("tanh", false, tanh, f32::tanh),
        case!("sigmoid", false, sigmoid, sigmoid),
        case!("erf", false, erf, libm::erff),
        case!("gelu", false, gelu, gelu),
        case!("gelu_tanh", false, gelu_tanh, gelu_tanh),
        case!("silu", false, silu, silu),
        case!("powf(1.7)", true, powf(1.7), |x| x.powf(1.7)),
    ]
}

/// The two shapes' inputs for `case`, ours and ndarray's.
struct Inputs {
    t2: Matrix,
    a2: Array2<f32>,
    t3: Batch,
    a3: Array3<f32>,
}

fn inputs(case: &Case) -> Inputs {
    let p = case.positive;
    Inputs {
        t2: Tensor::from_fn(|i| value(i[0] * 128 + i[1], p)),
        a2: Array2::from_shape_fn((4096, 128), |(i, j)| value(i * 128 + j, p)),
        t3: Tensor::from_fn(|i| value((i[0] * 128 + i[1]) * 1024 + i[2], p)),
        a3: Array3::from_shape_fn((8, 128, 1024), |(i, j, k)| {
            value((i * 128 + j) * 1024 + k, p)
        }),
    }
}

fn unary(c: &mut Criterion) {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    for case in cases() {
        let x = inputs(&case);
        let mut group = common::configure(c, &format!("{} f32", case.name));
        group.throughput(Throughput::Elements(4096 * 128));
        group.bench_function(BenchmarkId::new("typed-tensor", "[4096,128]"), |b| {
            pool.install(|| b.iter(|| black_box((case.ours2)(&x.t2))))
        });
        group.bench_function(BenchmarkId::new("ndarray mapv", "[4096,128]"), |b| {
            b.iter(|| black_box(x.a2.mapv(case.scalar)))
        });
        group.throughput(Throughput::Elements(8 * 128 * 1024));
        group.bench_function(BenchmarkId::new("typed-tensor", "[8,128,1024]"), |b| {
            pool.install(|| b.iter(|| black_box((case.ours3)(&x.t3))))
        });
        group.bench_function(BenchmarkId::new("ndarray mapv", "[8,128,1024]"), |b| {
            b.iter(|| black_box(x.a3.mapv(case.scalar)))
        });
        group.finish();
    }
}

/// The time of one call of `f`.
fn timed(f: impl FnOnce()) -> Duration {
    let start = Instant::now();
    f();
    start.elapsed()
}

/// The `UNARY_TABLE` mode: median ns per element, ours, ndarray's and PyTorch's taking turns.
fn table() {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    let mut torch = common::TorchServer::start("unary_torch.py", &["--serve"]);
    if torch.is_none() {
        println!("PyTorch did not start: its column is left out\n");
    }
    println!("| op | shape | typed-tensor ns/elem | ndarray mapv ns/elem | PyTorch ns/elem | PyTorch / ours |");
    println!("|---|---|---|---|---|---|");
    let ns = |t: Duration, n: usize| t.as_secs_f64() * 1e9 / n as f64;
    let only = std::env::var("UNARY_ONLY").ok();
    let budget = if std::env::var_os("BENCH_QUICK").is_some() {
        Duration::from_millis(600)
    } else {
        Duration::from_secs(2)
    };
    for case in cases() {
        if only.as_deref().is_some_and(|o| o != case.name) {
            continue;
        }
        let x = inputs(&case);
        for (shape, n) in [("[4096,128]", 4096 * 128), ("[8,128,1024]", 8 * 128 * 1024)] {
            let k = usize::from(n != 4096 * 128);
            let t = pool.install(|| {
                let mut ours = || {
                    timed(|| {
                        if k == 0 {
                            drop(black_box((case.ours2)(&x.t2)))
                        } else {
                            drop(black_box((case.ours3)(&x.t3)))
                        }
                    })
                };
                let mut nd = || {
                    timed(|| {
                        if k == 0 {
                            drop(black_box(x.a2.mapv(case.scalar)))
                        } else {
                            drop(black_box(x.a3.mapv(case.scalar)))
                        }
                    })
                };
                let mut py = || {
                    torch
                        .as_mut()
                        .map_or(Duration::ZERO, |p| p.time(&format!("{} {k}", case.name)))
                };
                common::self_timed_turns(&mut [&mut ours, &mut nd, &mut py], budget)
            });
            let (py, ratio) = if t[2].is_zero() {
                ("–".to_string(), "–".to_string())
            } else {
                (
                    format!("{:.3}", ns(t[2], n)),
                    format!("{:.2}x", t[2].as_secs_f64() / t[0].as_secs_f64()),
                )
            };
            println!(
                "| {} | {shape} | {:.3} | {:.3} | {py} | {ratio} |",
                case.name,
                ns(t[0], n),
                ns(t[1], n),
            );
        }
    }
}

fn main() {
    if std::env::var_os("UNARY_TABLE").is_some() {
        return table();
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}

criterion_group!(benches, unary);

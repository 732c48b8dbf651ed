//! The `f64` unary float ops (`exp`, `ln`, ..., `gelu`, `powf`) on a `[4096, 128]` tensor, on
//! one thread: the built-in op (vectorized, `kernel::vmath`), the scalar form it replaced
//! (`map` with the standard library's or libm's function, one call per element) and
//! ndarray's `mapv` with the same function, in one criterion group per op.
//!
//! After the criterion groups, a table of the three and PyTorch (`torch.set_num_threads(1)`,
//! via `benches/unary_f64_torch.py` in a child process, skipped when it does not start),
//! taking turns in one loop so that all see the same load: the median time per call and per
//! element.
//!
//! `cargo bench --bench unary_f64`; `BENCH_QUICK=1` for short measurements;
//! `UNARY_F64_OPS=erf,gelu` limits the table to those ops. The python used for PyTorch is
//! `$PYTHON`, else `/tmp/pyenv/bin/python`, else `python3`.

use criterion::{black_box, BenchmarkId, Criterion, Throughput};
use ndarray::Array2;
use std::time::{Duration, Instant};
use typed_tensor::{shape, Tensor};

mod common;

const ROWS: usize = 4096;
const COLS: usize = 128;

type Matrix = Tensor<f64, shape![4096, 128]>;

/// The values of element `(i, j)`: `signed` in `[-10, 10]`, `positive` in `[0.01, 20.01]`;
/// the PyTorch script computes the same.
fn step(i: usize, j: usize) -> f64 {
    ((i * 7919 + j * 104_729) % 2001) as f64 / 100.0
}
fn signed(i: usize, j: usize) -> f64 {
    step(i, j) - 10.0
}
fn positive(i: usize, j: usize) -> f64 {
    step(i, j) + 0.01
}

/// One op: its name (the PyTorch script's too), whether it takes the positive values, the
/// built-in op and the scalar function of the old path and of ndarray.
struct Case {
    name: &'static str,
    positive: bool,
    ours: fn(&Matrix) -> Matrix,
    scalar: fn(f64) -> f64,
}

fn sigmoid(x: f64) -> f64 {
    if x >= 0.0 {
        1.0 / (1.0 + (-x).exp())
    } else {
        let e = x.exp();
        e / (1.0 + e)
    }
}

fn gelu(x: f64) -> f64 {
    x * 0.5 * (1.0 + libm::erf(x * core::f64::consts::FRAC_1_SQRT_2))
}

fn gelu_tanh(x: f64) -> f64 {
    let beta = core::f64::consts::SQRT_2 * core::f64::consts::FRAC_2_SQRT_PI * 0.5;
    0.5 * x * (1.0 + (beta * (x + 0.044715 * x * x * x)).tanh())
}

fn cases() -> Vec<Case> {
    let case = |name, positive, ours, scalar| Case {
        name,
        positive,
        ours,
        scalar,
    };
    vec![
        case("exp", false, Matrix::exp, f64::exp),
        case("ln", true, Matrix::ln, f64::ln),
        case("log2", true, Matrix::log2, f64::log2),
        case("log10", true, Matrix::log10, f64::log10),
        case("sqrt", true, Matrix::sqrt, f64::sqrt),
        case("tanh", false, Matrix::tanh, f64::tanh),
        case("sigmoid", false, Matrix::sigmoid, sigmoid),
        case("erf", false, Matrix::erf, libm::erf),
        case("gelu", false, Matrix::gelu, gelu),
        case("gelu_tanh", false, Matrix::gelu_tanh, gelu_tanh),
        case("silu", false, Matrix::silu, |x| x / (1.0 + (-x).exp())),
        case("powf", true, |t| t.powf(1.7), |x| x.powf(1.7)),
    ]
}

/// The input of `case`, as a tensor and as an ndarray array.
fn inputs(case: &Case) -> (Matrix, Array2<f64>) {
    let value = if case.positive { positive } else { signed };
    (
        Matrix::from_fn(|i| value(i[0], i[1])),
        Array2::from_shape_fn((ROWS, COLS), |(i, j)| value(i, j)),
    )
}

fn criterion_groups(c: &mut Criterion) {
    let default = typed_tensor::runtime::parallel_min_elements();
    typed_tensor::runtime::set_parallel_min_elements(usize::MAX);
    for case in cases() {
        let (t, a) = inputs(&case);
        let mut group = common::configure(c, &format!("{} [4096,128] f64 (1 thread)", case.name));
        group.throughput(Throughput::Elements((ROWS * COLS) as u64));
        group.bench_function(BenchmarkId::new("typed-tensor", "op"), |b| {
            b.iter(|| black_box((case.ours)(&t)))
        });
        group.bench_function(BenchmarkId::new("typed-tensor", "map scalar"), |b| {
            b.iter(|| black_box(t.map(case.scalar)))
        });
        group.bench_function(BenchmarkId::new("ndarray", "mapv scalar"), |b| {
            b.iter(|| black_box(a.mapv(case.scalar)))
        });
        group.finish();
    }
    typed_tensor::runtime::set_parallel_min_elements(default);
}

/// A time per call and per element.
fn cell(t: Duration) -> String {
    let per_element = t.as_secs_f64() * 1e9 / (ROWS * COLS) as f64;
    format!("{} ({per_element:.2} ns)", common::cell(t))
}

fn table() {
    let mut torch = common::TorchServer::start("unary_f64_torch.py", &[]);
    if torch.is_none() {
        println!("PyTorch did not start: its column is left out");
    }
    let budget = if std::env::var_os("BENCH_QUICK").is_some() {
        Duration::from_secs(2)
    } else {
        Duration::from_secs(6)
    };
    let default = typed_tensor::runtime::parallel_min_elements();
    typed_tensor::runtime::set_parallel_min_elements(usize::MAX);
    println!("\n| op (f64, [4096, 128], 1 thread) | built-in op | map(scalar) | ndarray mapv | PyTorch | op vs scalar | op vs PyTorch |");
    println!("|---|---|---|---|---|---|---|");
    let only = std::env::var("UNARY_F64_OPS").ok();
    let chosen = |name: &str| {
        only.as_deref()
            .is_none_or(|ops| ops.split(',').any(|op| op == name))
    };
    for case in cases().into_iter().filter(|c| chosen(c.name)) {
        let (t, a) = inputs(&case);
        let timed = |f: &mut dyn FnMut()| {
            let start = Instant::now();
            f();
            start.elapsed()
        };
        let mut ours = || timed(&mut || drop(black_box((case.ours)(&t))));
        let mut scalar = || timed(&mut || drop(black_box(t.map(case.scalar))));
        let mut nd = || timed(&mut || drop(black_box(a.mapv(case.scalar))));
        let mut py = || torch.as_mut().map_or(Duration::ZERO, |p| p.time(case.name));
        let m = common::self_timed_turns(&mut [&mut ours, &mut scalar, &mut nd, &mut py], budget);
        let vs_torch = if m[3].is_zero() {
            "–".to_string()
        } else {
            format!("{:.2}x", m[3].as_secs_f64() / m[0].as_secs_f64())
        };
        println!(
            "| {} | {} | {} | {} | {} | {:.2}x | {vs_torch} |",
            case.name,
            cell(m[0]),
            cell(m[1]),
            cell(m[2]),
            if m[3].is_zero() {
                "–".to_string()
            } else {
                cell(m[3])
            },
            m[1].as_secs_f64() / m[0].as_secs_f64(),
        );
    }
    typed_tensor::runtime::set_parallel_min_elements(default);
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    criterion_groups(&mut c);
    c.final_summary();
    // `cargo bench` passes `--bench`; `cargo test --benches` runs each bench once without it.
    if std::env::args().any(|a| a == "--bench") {
        table();
    }
}

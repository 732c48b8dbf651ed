//! Criterion set-up shared by the benches: each bench includes this module with `mod common;`.
//!
//! Not every bench uses every item (matmul warms up for its own time), and an unused one
//! would be reported as dead code in that bench's crate, hence the allow.
#![allow(dead_code)]

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion};
use ndarray::Array2;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Duration;
use typed_tensor::{element::MatmulElement, shape, Tensor};

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

/// Calls per turn of a form in [`turns`], the first of them not timed.
const TURN_CALLS: usize = 5;

/// The median time of one call of each of `forms`, the forms taking turns of
/// [`TURN_CALLS`] calls until `budget` has passed (and each has at least 12 timed calls).
///
/// criterion measures one function after the other, so on a shared machine a change of load
/// between them reads as a difference of speed; taking turns for the whole measurement, every
/// form sees the same load. The first call of a turn is not timed: it may wake threads or
/// refill caches after another form ran, which a loop of one form pays once.
pub fn turns(forms: &mut [&mut dyn FnMut()], budget: Duration) -> Vec<Duration> {
    let mut times = vec![Vec::new(); forms.len()];
    let start = std::time::Instant::now();
    while start.elapsed() < budget || times[0].len() < 12 {
        for (form, times) in forms.iter_mut().zip(&mut times) {
            for call in 0..TURN_CALLS {
                let t = std::time::Instant::now();
                form();
                if call > 0 {
                    times.push(t.elapsed());
                }
            }
        }
    }
    medians(times)
}

/// [`turns`] for forms that time themselves (a child process that reports its own time, so
/// that the pipe is not counted): each call returns its time.
pub fn self_timed_turns(
    forms: &mut [&mut dyn FnMut() -> Duration],
    budget: Duration,
) -> Vec<Duration> {
    let mut times = vec![Vec::new(); forms.len()];
    let start = std::time::Instant::now();
    while start.elapsed() < budget || times[0].len() < 12 {
        for (form, times) in forms.iter_mut().zip(&mut times) {
            for call in 0..TURN_CALLS {
                let t = form();
                if call > 0 {
                    times.push(t);
                }
            }
        }
    }
    medians(times)
}

/// The median of each form's times.
fn medians(times: Vec<Vec<Duration>>) -> Vec<Duration> {
    times
        .into_iter()
        .map(|mut t| {
            t.sort();
            t[t.len() / 2]
        })
        .collect()
}

/// A duration as a table cell: milliseconds from 1 ms up, else microseconds (to two decimals
/// below 10 µs).
pub fn cell(t: Duration) -> String {
    match t.as_secs_f64() {
        s if s >= 1e-3 => format!("{:.2} ms", s * 1e3),
        s if s >= 1e-5 => format!("{:.0} µs", s * 1e6),
        s => format!("{:.2} µs", s * 1e6),
    }
}

/// Prints one markdown table row: `name`, three times as [`cell`]s, then two ratios.
pub fn print_row(name: &str, [t0, t1, t2]: [Duration; 3], [r0, r1]: [f64; 2]) {
    println!(
        "| {name} | {} | {} | {} | {r0:.2}x | {r1:.2}x |",
        cell(t0),
        cell(t1),
        cell(t2)
    );
}

/// `a[i] · b[i]` for every batch item `i`, as an ndarray user writes a batched product:
/// ndarray's `dot` per item, each copied into its slice of the output. A broadcast operand
/// (`w.broadcast((items, n, k))`, stride 0 over the batch) is read in place for every item.
pub fn ndarray_dot_looped(
    a: ndarray::ArrayView3<f32>,
    b: ndarray::ArrayView3<f32>,
) -> ndarray::Array3<f32> {
    use ndarray::{s, Axis};
    let (items, rows, cols) = (a.dim().0, a.dim().1, b.dim().2);
    let mut out = ndarray::Array3::<f32>::zeros((items, rows, cols));
    for i in 0..items {
        let p = a.index_axis(Axis(0), i).dot(&b.index_axis(Axis(0), i));
        out.slice_mut(s![i, .., ..]).assign(&p);
    }
    out
}

/// The value the matmul benches give an element whose indices sum to `index_sum`: small,
/// repeating, exact in f32 and f64.
pub fn value<T: From<f32>>(index_sum: usize) -> T {
    T::from((index_sum % 7) as f32 * 0.25 - 0.5)
}

/// A `[rows, cols]` tensor with run-time dims, and the same values as an ndarray array.
pub fn matrix<T: MatmulElement + From<f32>>(
    rows: usize,
    cols: usize,
) -> (Tensor<T, shape![dyn, dyn]>, Array2<T>) {
    let t = Tensor::from_fn_with_dims(&[rows, cols], |i| value(i[0] + i[1])).unwrap();
    (
        t,
        Array2::from_shape_fn((rows, cols), |(i, j)| value(i + j)),
    )
}

/// A PyTorch script in a child process that times the calls it is sent itself (so the pipe is
/// not counted), once it has answered `ready`: the interpreter of `PYTHON`, else
/// `/tmp/pyenv/bin/python` where it exists, else `python3`. `None` when it does not start
/// (no Python, or no torch), so that a bench skips PyTorch's column.
pub struct TorchServer {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl TorchServer {
    /// Starts `script` (a path under `benches/`) with `args`.
    pub fn start(script: &str, args: &[&str]) -> Option<TorchServer> {
        let python = std::env::var("PYTHON").ok().or_else(|| {
            let venv = "/tmp/pyenv/bin/python";
            std::path::Path::new(venv)
                .exists()
                .then(|| venv.to_string())
        });
        let script = format!("{}/benches/{script}", env!("CARGO_MANIFEST_DIR"));
        let mut child = Command::new(python.as_deref().unwrap_or("python3"))
            .arg(script)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        let stdin = child.stdin.take()?;
        let mut stdout = BufReader::new(child.stdout.take()?);
        let mut line = String::new();
        stdout.read_line(&mut line).ok()?;
        (line.trim() == "ready").then_some(TorchServer {
            child,
            stdin,
            stdout,
        })
    }

    /// Sends `request` (one line) and returns the time the script measured for it.
    pub fn time(&mut self, request: &str) -> Duration {
        writeln!(self.stdin, "{request}").expect("the PyTorch script reads");
        let mut line = String::new();
        self.stdout
            .read_line(&mut line)
            .expect("the PyTorch script answers");
        Duration::from_nanos(line.trim().parse().expect("nanoseconds"))
    }
}

impl Drop for TorchServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

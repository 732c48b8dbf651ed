//! Matmul's three split forms interleaved in one run: one thread, split every time, and the
//! default timed policy, on products around the split thresholds.
//!
//! `cargo bench --bench matmul_split` (`BENCH_QUICK=1` for about a third of the time). Prints a
//! markdown table. criterion measures one function after the other, so a change of load
//! between them (this machine is shared) reads as a difference of speed; here the forms take
//! turns in short runs for the whole measurement, so each sees the same load. Each run is
//! [`RUN`] calls; its first is not timed (it wakes rayon's threads after another form ran,
//! which a loop of one form pays once).

use std::hint::black_box;
use std::time::{Duration, Instant};
use typed_tensor::{set_matmul_split_policy, MatmulSplitPolicy, Tensor};

/// Calls per turn of a form, the first of them not timed.
const RUN: usize = 5;

type Dyn3 = typed_tensor::shape![dyn, dyn, dyn];

fn tensor(dims: &[usize]) -> Tensor<f32, Dyn3> {
    let count = dims.iter().product();
    let values = (0..count).map(|i| (i % 7) as f32 * 0.25 - 0.5);
    Tensor::from_shape_vec(dims, values.collect()).expect("dims match the values")
}

#[derive(Clone, Copy, PartialEq)]
enum Form {
    Serial,
    Split,
    Timed,
}

const FORMS: [Form; 3] = [Form::Serial, Form::Split, Form::Timed];

/// The median call time of each form of `a · b`, the forms taking turns for `budget`.
fn measure(a: &Tensor<f32, Dyn3>, b: &Tensor<f32, Dyn3>, budget: Duration) -> [Duration; 3] {
    let one_thread = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a one-thread pool");
    let mut times: [Vec<Duration>; 3] = Default::default();
    let start = Instant::now();
    while start.elapsed() < budget || times[2].len() < 3 * (RUN - 1) {
        for (form, times) in FORMS.iter().zip(&mut times) {
            let call = || match form {
                Form::Serial => one_thread.install(|| black_box(a.matmul(b))),
                Form::Split | Form::Timed => black_box(a.matmul(b)),
            };
            set_matmul_split_policy(if *form == Form::Split {
                MatmulSplitPolicy::Always
            } else {
                MatmulSplitPolicy::Timed
            });
            for i in 0..RUN {
                let t = Instant::now();
                drop(call());
                if i > 0 {
                    times.push(t.elapsed());
                }
            }
        }
    }
    set_matmul_split_policy(MatmulSplitPolicy::Timed);
    times.map(|mut t| {
        t.sort();
        t[t.len() / 2]
    })
}

fn cell(t: Duration) -> String {
    match t.as_secs_f64() {
        s if s >= 1e-3 => format!("{:.2} ms", s * 1e3),
        s => format!("{:.0} µs", s * 1e6),
    }
}

fn main() {
    // `cargo bench` passes `--bench` (and filters, not supported here).
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
        let [serial, split, timed] = measure(&a, &b, budget);
        let ratio = |t: Duration| serial.as_secs_f64() / t.as_secs_f64();
        println!(
            "| {name} | {} | {} | {} | {:.2}x | {:.2}x |",
            cell(serial),
            cell(split),
            cell(timed),
            ratio(split),
            ratio(timed)
        );
    }
}

//! Our side of issue 26's matrix products (see run.sh): `x.matmul(&w.t())` and the attention
//! products in a rayon pool of the threads given (default 1), median and minimum microseconds
//! of CPU time (`WALL=1`: wall time); `ONLY=<part of a name>` runs one linear product, or with
//! `att`, `qk` or `pv` the attention products; `SPLIT=always` splits every product above the
//! thresholds (`MatmulSplitPolicy::Always`); `BACKWARD=1` adds the products of the linear
//! layers' backward pass, `dY · W` and `dYᵀ · X` (issue 39).

use std::hint::black_box;
use typed_tensor::{shape, StaticShape, Tensor, D};

fn typed<S: StaticShape>() -> Tensor<f32, S> {
    Tensor::from_fn(|i| (i.iter().sum::<usize>() % 7) as f32 * 0.25 - 0.5)
}

fn now() -> f64 {
    if std::env::var("WALL").is_ok() {
        return std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs_f64()
            * 1e6;
    }
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid timespec for the call to write.
    unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    ts.tv_sec as f64 * 1e6 + ts.tv_nsec as f64 * 1e-3
}

fn time(f: &mut dyn FnMut(), reps: usize) -> (f64, f64) {
    for _ in 0..3 {
        f();
    }
    let mut v: Vec<f64> = (0..reps)
        .map(|_| {
            let t = now();
            f();
            now() - t
        })
        .collect();
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    (v[v.len() / 2], v[0])
}

macro_rules! lin {
    ($name:expr, $m:literal, $k:literal, $n:literal, $out:expr) => {{
        let x = typed::<(D<$m>, D<$k>)>();
        let w = typed::<(D<$n>, D<$k>)>();
        let reps = (200_000_000 / ($m * $k * $n)).clamp(20, 400);
        if std::env::var("ONLY").map_or(true, |o| $name.contains(&o)) {
            let t = time(
                &mut || {
                    black_box(x.matmul(&w.t()));
                },
                reps,
            );
            $out.push(($name, t));
        }
    }};
}

/// The two products of a linear layer's backward pass: `dX = dY · W` and `dW = dYᵀ · X` (the
/// transposed operand read in place), `$m` rows, `$k` inputs, `$n` outputs.
macro_rules! lin_back {
    ($dx:expr, $dw:expr, $m:literal, $k:literal, $n:literal, $out:expr) => {{
        let x = typed::<(D<$m>, D<$k>)>();
        let w = typed::<(D<$n>, D<$k>)>();
        let g = typed::<(D<$m>, D<$n>)>();
        let reps = (200_000_000 / ($m * $k * $n)).clamp(20, 400);
        if std::env::var("ONLY").map_or(true, |o| $dx.contains(&o)) {
            let t = time(
                &mut || {
                    black_box(g.matmul(&w));
                },
                reps,
            );
            $out.push(($dx, t));
        }
        if std::env::var("ONLY").map_or(true, |o| $dw.contains(&o)) {
            let t = time(
                &mut || {
                    black_box(g.t().matmul(&x));
                },
                reps,
            );
            $out.push(($dw, t));
        }
    }};
}

fn run_all(out: &mut Vec<(&'static str, (f64, f64))>) {
    lin!("mlp1 [4096,64]x[128,64]t", 4096, 64, 128, out);
    lin!("mlp2 [4096,128]x[64,128]t", 4096, 128, 64, out);
    lin!("mlp3 [4096,64]x[10,64]t", 4096, 64, 10, out);
    lin!("qkv [1024,256]x[768,256]t", 1024, 256, 768, out);
    lin!("out [1024,256]x[256,256]t", 1024, 256, 256, out);
    lin!("ff1 [1024,256]x[1024,256]t", 1024, 256, 1024, out);
    lin!("ff2 [1024,1024]x[256,1024]t", 1024, 1024, 256, out);
    if std::env::var("ONLY").map_or(true, |o| "att qk pv".contains(&o)) {
        let q = typed::<shape![64, 128, 32]>();
        let k = typed::<shape![64, 128, 32]>();
        let t = time(
            &mut || {
                black_box(q.matmul(&k.transpose::<1, 2>()));
            },
            200,
        );
        out.push(("att qk [64:128,32]x[64:32,128]", t));
        let p = typed::<shape![64, 128, 128]>();
        let t = time(
            &mut || {
                black_box(p.matmul(&q));
            },
            200,
        );
        out.push(("att pv [64:128,128]x[64:128,32]", t));
        let t = time(
            &mut || {
                black_box(p.transpose::<1, 2>().matmul(&q));
            },
            200,
        );
        out.push(("att ptv [64:128,128]t x[64:128,32]", t));
    }
    if std::env::var("BACKWARD").is_ok() {
        lin_back!(
            "qkv dX [1024,768]x[768,256]",
            "qkv dW [1024,768]t x[1024,256]",
            1024,
            256,
            768,
            out
        );
        lin_back!(
            "out dX [1024,256]x[256,256]",
            "out dW [1024,256]t x[1024,256]",
            1024,
            256,
            256,
            out
        );
        lin_back!(
            "ff1 dX [1024,1024]x[1024,256]",
            "ff1 dW [1024,1024]t x[1024,256]",
            1024,
            256,
            1024,
            out
        );
        lin_back!(
            "ff2 dX [1024,256]x[256,1024]",
            "ff2 dW [1024,256]t x[1024,1024]",
            1024,
            1024,
            256,
            out
        );
    }
}

fn main() {
    let threads: usize = std::env::args()
        .nth(1)
        .map(|s| s.parse().unwrap())
        .unwrap_or(1);
    if std::env::var("SPLIT").is_ok_and(|s| s == "always") {
        typed_tensor::runtime::set_matmul_split_policy(
            typed_tensor::runtime::MatmulSplitPolicy::Always,
        );
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap();
    let mut out = Vec::new();
    pool.install(|| run_all(&mut out));
    for (name, t) in out {
        println!("ours{threads}  {name:32} {:9.1} {:9.1}", t.0, t.1);
    }
}

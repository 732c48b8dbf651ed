//! Two builds of the crate's matrix products in one process, in tight turns (`run.sh`):
//! per product, rounds of calls on each side, alternating which goes first; the median and
//! the fastest round of each side. The products are those of `benches/matmul_few_rows.rs`,
//! `matmul_panels.rs`, `matmul_packed.rs` and `matmul_vs_torch`, on one thread.
//!
//! `gemm-ab [ROUNDS=15] [FILTER]`
use std::time::Instant;

/// A product `[m, k] x [k, n]`: the lhs stored transposed (`a_t`), the rhs stored transposed
/// (`b_t`), in f64 (`wide`) or f32.
struct Case {
    name: &'static str,
    m: usize,
    k: usize,
    n: usize,
    a_t: bool,
    b_t: bool,
    wide: bool,
}

macro_rules! side {
    ($krate:ident, $name:ident) => {
        fn $name(case: &Case) -> Box<dyn FnMut() -> f64> {
            use $krate::{shape, Tensor};
            $krate::runtime::set_matmul_parallel_min_fmas(usize::MAX);
            $krate::runtime::set_matmul_row_split_min_fmas(usize::MAX);
            fn stored<T: $krate::element::MatmulElement + From<f32>>(
                rows: usize,
                cols: usize,
                transposed: bool,
                seed: usize,
            ) -> Tensor<T, shape![dyn, dyn]> {
                let value = move |i: &[usize]| <T as From<f32>>::from(((i[0] * seed + i[1]) % 13) as f32 * 0.1);
                match transposed {
                    false => Tensor::from_fn_with_dims(&[rows, cols], value).unwrap(),
                    true => Tensor::<T, shape![dyn, dyn]>::from_fn_with_dims(&[cols, rows], value)
                        .unwrap()
                        .transpose::<0, 1>(),
                }
            }
            macro_rules! run {
                ($t:ty) => {{
                    let a = stored::<$t>(case.m, case.k, case.a_t, 7);
                    let b = stored::<$t>(case.k, case.n, case.b_t, 3);
                    Box::new(move || f64::from(a.matmul(&b).get(&[0, 0]).copied().unwrap()))
                }};
            }
            match case.wide {
                false => run!(f32),
                true => run!(f64),
            }
        }
    };
}
side!(old, old_side);
side!(new, new_side);

const fn case(name: &'static str, [m, k, n]: [usize; 3]) -> Case {
    Case { name, m, k, n, a_t: false, b_t: false, wide: false }
}

const fn b_t(c: Case) -> Case {
    Case { b_t: true, ..c }
}

const fn a_t(c: Case) -> Case {
    Case { a_t: true, ..c }
}

const fn f64(c: Case) -> Case {
    Case { wide: true, ..c }
}

fn main() {
    let cases = [
        // matmul_few_rows
        case("few rows [1,512]x[512,512]", [1, 512, 512]),
        case("few rows [4,512]x[512,512]", [4, 512, 512]),
        case("few rows [5,64]x[64,2048]", [5, 64, 2048]),
        case("few rows [5,256]x[256,2048]", [5, 256, 2048]),
        case("few rows [8,2048]x[2048,512]", [8, 2048, 512]),
        case("few rows [12,768]x[768,768]", [12, 768, 768]),
        case("few rows [1,768]x[768,3072]", [1, 768, 3072]),
        // matmul_panels
        case("panels square 16", [16, 16, 16]),
        case("panels square 32", [32, 32, 32]),
        case("panels square 64", [64, 64, 64]),
        case("panels square 96", [96, 96, 96]),
        case("panels [64,128]x[128,10]", [64, 128, 10]),
        case("panels [64,256]x[256,64]", [64, 256, 64]),
        case("panels [48,512]x[512,512]", [48, 512, 512]),
        case("panels mlp [64,784]x[784,128]", [64, 784, 128]),
        case("panels [16,512]x[512,40]", [16, 512, 40]),
        case("panels [64,4096]x[4096,1]", [64, 4096, 1]),
        f64(case("panels f64 square 64", [64, 64, 64])),
        f64(case("panels f64 mlp [64,784]x[784,128]", [64, 784, 128])),
        case("panels [200,300]x[300,150]", [200, 300, 150]),
        case("panels narrow [1024,1024]x[1024,64]", [1024, 1024, 64]),
        // matmul_packed
        case("packed square 128", [128, 128, 128]),
        case("packed square 256", [256, 256, 256]),
        case("packed [2048,2048]x[2048,8]", [2048, 2048, 8]),
        case("packed [128,4096]x[4096,10]", [128, 4096, 10]),
        case("packed [4096,512]x[512,1]", [4096, 512, 1]),
        case("packed square 512", [512, 512, 512]),
        case("packed square 1024", [1024, 1024, 1024]),
        a_t(case("packed a.t() x b 1024", [1024, 1024, 1024])),
        b_t(case("packed a x b.t() 1024", [1024, 1024, 1024])),
        case("packed [1000,300]x[300,700]", [1000, 300, 700]),
        case("packed [512,64]x[64,2048]", [512, 64, 2048]),
        a_t(case("packed a.t() x b 128", [128, 128, 128])),
        f64(case("packed f64 square 256", [256, 256, 256])),
        // matmul_vs_torch (2-D)
        b_t(case("torch mlp1 [4096,64]x[128,64]t", [4096, 64, 128])),
        b_t(case("torch mlp3 [4096,64]x[10,64]t", [4096, 64, 10])),
        b_t(case("torch qkv [1024,256]x[768,256]t", [1024, 256, 768])),
        b_t(case("torch out [1024,256]x[256,256]t", [1024, 256, 256])),
        b_t(case("torch ff1 [1024,256]x[1024,256]t", [1024, 256, 1024])),
        b_t(case("torch ff2 [1024,1024]x[256,1024]t", [1024, 1024, 256])),
    ];
    let rounds: usize = std::env::args().nth(1).map_or(15, |r| r.parse().unwrap());
    let filter = std::env::args().nth(2).unwrap_or_default();
    for case in cases.iter().filter(|c| c.name.contains(&filter)) {
        let (mut old, mut new) = (old_side(case), new_side(case));
        let fmas = case.m * case.k * case.n;
        let reps = (40_000_000 / fmas).clamp(3, 2000);
        let mut times = [Vec::new(), Vec::new()];
        for round in 0..rounds {
            for side in if round % 2 == 0 { [0, 1] } else { [1, 0] } {
                let f = if side == 0 { &mut old } else { &mut new };
                std::hint::black_box(f());
                let start = Instant::now();
                for _ in 0..reps {
                    std::hint::black_box(f());
                }
                times[side].push(start.elapsed().as_secs_f64() * 1e6 / reps as f64);
            }
        }
        let [(om, omin), (nm, nmin)] = times.map(|mut t| {
            t.sort_by(f64::total_cmp);
            (t[t.len() / 2], t[0])
        });
        println!(
            "{:40} old {om:9.2} us (min {omin:9.2}) new {nm:9.2} us (min {nmin:9.2})  new/old median {:.3} min {:.3}",
            case.name,
            nm / om,
            nmin / omin
        );
    }
}

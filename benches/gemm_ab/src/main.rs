//! Two builds of the crate's matrix products in one process, in tight turns (`run.sh`):
//! per product, rounds of calls on each side, alternating which goes first; the median and
//! the fastest round of each side.
use std::time::Instant;

macro_rules! side {
    ($krate:ident, $name:ident) => {
        fn $name(m: usize, k: usize, n: usize, bt: bool) -> Box<dyn FnMut() -> f32> {
            use $krate::{shape, Tensor};
            $krate::runtime::set_matmul_parallel_min_fmas(usize::MAX);
            $krate::runtime::set_matmul_row_split_min_fmas(usize::MAX);
            let a = Tensor::<f32, shape![dyn, dyn]>::from_fn_with_dims(&[m, k], |i| ((i[0] * 7 + i[1]) % 13) as f32 * 0.1).unwrap();
            if bt {
                let b = Tensor::<f32, shape![dyn, dyn]>::from_fn_with_dims(&[n, k], |i| ((i[0] * 3 + i[1]) % 11) as f32 * 0.1).unwrap();
                Box::new(move || a.matmul(&b.t()).get(&[0, 0]).copied().unwrap())
            } else {
                let b = Tensor::<f32, shape![dyn, dyn]>::from_fn_with_dims(&[k, n], |i| ((i[0] * 3 + i[1]) % 11) as f32 * 0.1).unwrap();
                Box::new(move || a.matmul(&b).get(&[0, 0]).copied().unwrap())
            }
        }
    };
}
side!(old, old_side);
side!(new, new_side);

fn main() {
    let shapes: &[(&str, usize, usize, usize, bool)] = &[
        ("few rows [5,256]x[256,2048]", 5, 256, 2048, false),
        ("few rows [12,768]x[768,768]", 12, 768, 768, false),
        ("few rows [1,512]x[512,512]", 1, 512, 512, false),
        ("few rows [4,512]x[512,512]", 4, 512, 512, false),
        ("few rows [8,2048]x[2048,512]", 8, 2048, 512, false),
        ("few rows [5,64]x[64,2048]", 5, 64, 2048, false),
        ("one reg [4096,64]x[64,10]", 4096, 64, 10, false),
        ("one reg [128,4096]x[4096,10]", 128, 4096, 10, false),
        ("panels [64,64]x[64,64]", 64, 64, 64, false),
        ("panels [200,300]x[300,150]", 200, 300, 150, false),
        ("panels narrow [1024,1024]x[1024,64]", 1024, 1024, 64, false),
        ("panels narrow [4096,64]x[128,64]t", 4096, 64, 128, true),
        ("packed qkv [1024,256]x[768,256]t", 1024, 256, 768, true),
        ("packed ff2 [1024,1024]x[256,1024]t", 1024, 1024, 256, true),
        ("packed [1000,300]x[300,700]", 1000, 300, 700, false),
        ("packed square 512", 512, 512, 512, false),
    ];
    let rounds: usize = std::env::args().nth(1).map_or(15, |r| r.parse().unwrap());
    let filter = std::env::args().nth(2).unwrap_or_default();
    for &(name, m, k, n, bt) in shapes {
        if !name.contains(&filter) { continue; }
        let (mut o, mut nw) = (old_side(m, k, n, bt), new_side(m, k, n, bt));
        let fmas = m * k * n;
        let reps = (2_000_000_000 / 50 / fmas).clamp(3, 2000);
        let mut times = [Vec::new(), Vec::new()];
        for r in 0..rounds {
            for side in if r % 2 == 0 { [0, 1] } else { [1, 0] } {
                let f: &mut Box<dyn FnMut() -> f32> = if side == 0 { &mut o } else { &mut nw };
                std::hint::black_box(f());
                let t = Instant::now();
                for _ in 0..reps { std::hint::black_box(f()); }
                times[side].push(t.elapsed().as_secs_f64() * 1e6 / reps as f64);
            }
        }
        let med = |v: &mut Vec<f64>| { v.sort_by(|a, b| a.partial_cmp(b).unwrap()); (v[v.len() / 2], v[0]) };
        let (om, omin) = med(&mut times[0]);
        let (nm, nmin) = med(&mut times[1]);
        println!("{name:40} old {om:9.1} us (min {omin:9.1}) new {nm:9.1} us (min {nmin:9.1})  new/old median {:.3} min {:.3}", nm / om, nmin / omin);
    }
}

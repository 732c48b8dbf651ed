//! Runs pattern 8 of BENCHMARKS.md (`[8, 8] + [8]`, `f32`) `N` times in one form, for counting
//! instructions per op under callgrind, which unlike wall time is exact and repeatable:
//!
//! ```sh
//! cargo build --release --example small_op_counts          # add --no-default-features to compare
//! for n in 1000 11000; do
//!   N=$n valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.$n \
//!     target/release/examples/small_op_counts alloc
//! done
//! # instructions per op = (total at 11000 - total at 1000) / 10000
//! ```
//!
//! Forms: `alloc` (`&a + &b`), `into` (`a.add_into(&b, &mut out)`), `in-place` (`x += &b`),
//! `ndarray` (ndarray's `&a + &b`); and a 16-cube matrix product, `matmul` (`m.matmul(&m)`)
//! against `ndarray-dot` (ndarray's `m.dot(&m)`).

use std::hint::black_box;
use typed_tensor::{shape, Tensor};

fn main() {
    let form = std::env::args().nth(1).unwrap_or_else(|| "alloc".into());
    let n: usize = std::env::var("N").map_or(1000, |n| n.parse().expect("N is a count"));
    let a = Tensor::<f32, shape![8, 8]>::from_fn(|i| (i[0] + i[1]) as f32);
    let b = Tensor::<f32, shape![8]>::from_fn(|i| i[0] as f32);
    let mut out = Tensor::<f32, shape![8, 8]>::zeros();
    let mut x = Tensor::<f32, shape![8, 8]>::zeros();
    let na = ndarray::Array2::<f32>::from_shape_fn((8, 8), |(i, j)| (i + j) as f32);
    let nb = ndarray::Array1::<f32>::from_shape_fn(8, |i| i as f32);
    let m = Tensor::<f32, shape![16, 16]>::from_fn(|i| (i[0] * 16 + i[1]) as f32 * 0.01);
    let nm = ndarray::Array2::<f32>::from_shape_fn((16, 16), |(i, j)| (i * 16 + j) as f32 * 0.01);
    for _ in 0..n {
        match form.as_str() {
            "alloc" => drop(black_box(&a + &b)),
            "into" => a.add_into(black_box(&b), &mut out),
            "in-place" => x += black_box(&b),
            "ndarray" => drop(black_box(&na + &nb)),
            "matmul" => drop(black_box(black_box(&m).matmul(&m))),
            "ndarray-dot" => drop(black_box(black_box(&nm).dot(&nm))),
            other => panic!(
                "unknown form {other:?}: alloc, into, in-place, ndarray, matmul or ndarray-dot"
            ),
        }
    }
    println!(
        "{form}: {n} ops, checksum {}",
        out.to_vec()[9] + x.to_vec()[9]
    );
}

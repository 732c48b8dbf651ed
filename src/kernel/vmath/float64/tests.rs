//! The `f64` vector forms against mpmath's exact values (the committed fixture
//! `tests/data/vmath_f64.txt`, written by `tests/data/vmath_f64_reference.py`), against the
//! scalar forms (glibc's and libm's functions) on dense random inputs, on special values
//! (which must be the scalar form's bits), with AVX-512 and AVX2 (the same bits), and without
//! FMA (within their own bounds).

use super::super::{scalar, Op, VecMath};
use crate::kernel::wide::{FLAGS, NO_AVX512, NO_FMA};
use core::mem::MaybeUninit;
use std::sync::atomic::Ordering;
use std::sync::MutexGuard;

/// Serializes the tests that switch the loops (the switches are global, shared with the other
/// kernels' tests).
fn lock() -> MutexGuard<'static, ()> {
    FLAGS.lock().unwrap_or_else(|e| e.into_inner())
}

/// `f()` with the loops of CPUs without FMA (the x86-64 baseline).
fn without_fma<R>(f: impl FnOnce() -> R) -> R {
    NO_FMA.store(true, Ordering::Relaxed);
    let r = f();
    NO_FMA.store(false, Ordering::Relaxed);
    r
}

/// `f()` with AVX2 where the CPU has AVX-512.
fn without_avx512<R>(f: impl FnOnce() -> R) -> R {
    NO_AVX512.store(true, Ordering::Relaxed);
    let r = f();
    NO_AVX512.store(false, Ordering::Relaxed);
    r
}

/// The exponents of `powf` checked: general, negative, odd and even integers, a root, and a
/// large one (whose results reach `e^700` from bases near 1).
const EXPONENTS: [f64; 8] = [1.7, -2.5, 3.0, -4.0, 0.5, 11.25, 0.3, 200.5];

/// `op` on every element of `src` through the slice form.
fn apply(op: Op<f64>, src: &[f64]) -> Vec<f64> {
    let mut out = vec![MaybeUninit::uninit(); src.len()];
    f64::apply(op, src, &mut out);
    out.into_iter()
        // SAFETY: `apply` writes every element of `out`.
        .map(|o| unsafe { o.assume_init() })
        .collect()
}

/// `op` on every element by the scalar form.
fn scalar_apply(op: Op<f64>, src: &[f64]) -> Vec<f64> {
    src.iter().map(|&x| scalar::one(op, x, libm::erf)).collect()
}

/// The spacing of floats just above `|y|` (`f64::MAX`'s spacing for `f64::MAX`).
fn ulp(y: f64) -> f64 {
    let a = y.abs();
    if a == f64::MAX {
        a - f64::from_bits(a.to_bits() - 1)
    } else {
        f64::from_bits(a.to_bits() + 1) - a
    }
}

/// Same value, NaN matching NaN and zeros matching only with the same sign.
fn same_bits(a: f64, b: f64) -> bool {
    (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits()
}

/// An op with its error bounds in ulps, against mpmath's exact values and against the scalar
/// form on dense inputs, and the scale under which errors are absolute: GELU's two forms
/// cancel in `1 + erf` (`1 + tanh`) for negative `x`, in the scalar form as in ours, so there
/// errors are counted in ulps of `x / 2`, the size of the terms.
struct Checked {
    name: String,
    op: Op<f64>,
    /// With FMA and without.
    vs_exact: f64,
    vs_exact_without_fma: f64,
    vs_scalar: f64,
    /// The scale of errors against the exact values and against the scalar form.
    exact_scale: fn(f64) -> f64,
    scale: fn(f64) -> f64,
}

fn no_scale(_: f64) -> f64 {
    0.0
}

fn half_x(x: f64) -> f64 {
    x.abs() / 2.0
}

/// Every vector op but `sqrt` (exact), `powf` with each of [`EXPONENTS`].
fn vector_ops() -> Vec<Checked> {
    let checked =
        |name: &str, op, (vs_exact, vs_exact_without_fma), vs_scalar, exact_scale, scale| Checked {
            name: name.to_string(),
            op,
            vs_exact,
            vs_exact_without_fma,
            vs_scalar,
            exact_scale,
            scale,
        };
    let mut ops = vec![
        checked("exp", Op::Exp, (1.0, 1.0), 1.0, no_scale, no_scale),
        checked("ln", Op::Ln, (1.0, 1.0), 1.0, no_scale, no_scale),
        checked("log2", Op::Log2, (1.0, 1.0), 1.0, no_scale, no_scale),
        checked("log10", Op::Log10, (1.0, 1.0), 2.0, no_scale, no_scale),
        checked("tanh", Op::Tanh, (2.0, 2.0), 3.0, no_scale, no_scale),
        checked("sigmoid", Op::Sigmoid, (2.0, 2.0), 3.0, no_scale, no_scale),
        checked("erf", Op::Erf, (1.0, 1.6), 2.0, no_scale, no_scale),
        checked("gelu", Op::Gelu, (2.5, 2.5), 3.0, no_scale, half_x),
        checked("gelu_tanh", Op::GeluTanh, (3.0, 3.0), 4.0, half_x, half_x),
        checked("silu", Op::Silu, (2.0, 2.0), 3.0, no_scale, no_scale),
    ];
    for e in EXPONENTS {
        let name = format!("powf {e}");
        ops.push(checked(
            &name,
            Op::Powf(e),
            (1.0, 1.0),
            1.0,
            no_scale,
            no_scale,
        ));
    }
    ops
}

/// [`vector_ops`] and `sqrt`, which must be the scalar form's bits.
fn with_sqrt() -> Vec<Checked> {
    let mut ops = vector_ops();
    ops.push(Checked {
        name: "sqrt".to_string(),
        op: Op::Sqrt,
        vs_exact: 0.5,
        vs_exact_without_fma: 0.5,
        vs_scalar: 0.0,
        exact_scale: no_scale,
        scale: no_scale,
    });
    ops
}

/// One input of the fixture: `x`, the correctly rounded `y`, and `(exact - y) / ulp(y)`.
struct Case {
    x: f64,
    y: f64,
    frac: f64,
}

/// The fixture's cases of `name`.
fn fixture(name: &str) -> Vec<Case> {
    let text = include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/vmath_f64.txt"
    ));
    let mut cases = Vec::new();
    let mut current = "";
    for line in text.lines() {
        if let Some(op) = line.strip_prefix("# ") {
            current = op;
            continue;
        }
        if current != name {
            continue;
        }
        let mut fields = line.split(' ');
        let mut hex = || f64::from_bits(u64::from_str_radix(fields.next().unwrap(), 16).unwrap());
        let (x, y) = (hex(), hex());
        let frac = fields.next().unwrap().parse::<f64>().unwrap() / 100.0;
        cases.push(Case { x, y, frac });
    }
    cases
}

/// The error of `got` against the exact value of `case`, in ulps of `max(|y|, scale)`.
fn error(got: f64, case: &Case, scale: f64) -> f64 {
    if case.y.is_infinite() || got.is_infinite() || got.is_nan() {
        return if same_bits(got, case.y) {
            0.0
        } else {
            f64::INFINITY
        };
    }
    let unit = ulp(case.y.abs().max(scale));
    ((got - case.y) / unit - case.frac * ulp(case.y) / unit).abs()
}

/// The largest error of the vector and the scalar forms over the fixture's cases of `name`,
/// in ulps of `max(|y|, scale(x))`.
fn max_errors(name: &str, op: Op<f64>, scale: fn(f64) -> f64) -> (f64, f64, f64) {
    let cases = fixture(name);
    assert!(cases.len() >= 1000, "{name}: {} cases", cases.len());
    let xs: Vec<f64> = cases.iter().map(|c| c.x).collect();
    let (ours, theirs) = (apply(op, &xs), scalar_apply(op, &xs));
    let (mut worst, mut worst_x, mut scalar_worst) = (0.0f64, 0.0, 0.0f64);
    for ((case, &g), &s) in cases.iter().zip(&ours).zip(&theirs) {
        let e = error(g, case, scale(case.x));
        if e > worst {
            (worst, worst_x) = (e, case.x);
        }
        scalar_worst = scalar_worst.max(error(s, case, scale(case.x)));
    }
    (worst, worst_x, scalar_worst)
}

#[test]
fn accuracy_against_mpmath() {
    let _switches = lock();
    let mut failures = Vec::new();
    for c in vector_ops() {
        for fma in [true, false] {
            let (bound, path) = if fma {
                (c.vs_exact, "FMA")
            } else {
                (c.vs_exact_without_fma, "no FMA")
            };
            let (worst, x, scalar_worst) = if fma {
                max_errors(&c.name, c.op, c.exact_scale)
            } else {
                without_fma(|| max_errors(&c.name, c.op, c.exact_scale))
            };
            println!(
                "{} ({path}): max {worst:.3} ulp at x = {x:e} (scalar form: {scalar_worst:.3} ulp)",
                c.name
            );
            if worst > bound || worst.is_nan() {
                failures.push(format!(
                    "{} ({path}): {worst} ulp at {x:e} > {bound}",
                    c.name
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{failures:?}");
}

#[test]
fn erf_at_the_ends_of_its_pieces() {
    // Inputs within a few ulp of where erf's piece changes (where the rounded index may pick
    // either neighbour), at the clamp, and dense over the pieces: within erf's bounds against
    // mpmath with AVX-512, with AVX2 and without FMA.
    let _switches = lock();
    for (path, bound) in [("widest", 1.0), ("AVX2", 1.0), ("no FMA", 1.6)] {
        let run = || max_errors("erf pieces", Op::Erf, no_scale);
        let (worst, x, _) = match path {
            "AVX2" => without_avx512(run),
            "no FMA" => without_fma(run),
            _ => run(),
        };
        println!("erf pieces ({path}): max {worst:.3} ulp at x = {x:e}");
        assert!(
            worst <= bound,
            "erf ({path}): {worst} ulp at {x:e} > {bound}"
        );
    }
}

/// A reproducible stream of `u64`s (splitmix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `[0, 1)`.
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// `n` inputs for `op`: a third any bit pattern (every exponent, NaNs, infinities), a third
/// uniform over the range where the op varies, a third of magnitudes `2^-30` to `2^10`.
fn dense_inputs(op: Op<f64>, n: usize, seed: u64) -> Vec<f64> {
    let mut rng = Rng(seed);
    let (lo, hi) = match op {
        Op::Exp | Op::Sigmoid | Op::Silu => (-750.0, 750.0),
        Op::Ln | Op::Log2 | Op::Log10 | Op::Sqrt => (0.0, 4.0),
        Op::Tanh | Op::Erf | Op::Gelu | Op::GeluTanh | Op::GeluDerivative => (-8.0, 8.0),
        Op::Powf(_) => (-4.0, 4.0),
    };
    (0..n)
        .map(|i| match i % 3 {
            0 => f64::from_bits(rng.next()),
            1 => lo + (hi - lo) * rng.unit(),
            _ => {
                let x = (rng.unit() * 40.0 - 30.0).exp2();
                if rng.next() & 1 == 0 {
                    x
                } else {
                    -x
                }
            }
        })
        .collect()
}

/// `|got - want|` in ulps of `max(|want|, scale)`; 0 or infinite for non-finite values.
fn distance(got: f64, want: f64, scale: f64) -> f64 {
    if !want.is_finite() || !got.is_finite() {
        return if same_bits(got, want) {
            0.0
        } else {
            f64::INFINITY
        };
    }
    (got - want).abs() / ulp(want.abs().max(scale))
}

#[test]
fn dense_random_inputs_against_the_scalar_forms() {
    let _switches = lock();
    let mut failures = Vec::new();
    for (k, c) in with_sqrt().into_iter().enumerate() {
        let (op, bound, scale) = (c.op, c.vs_scalar, c.scale);
        let xs = dense_inputs(op, 300_000, 0x5eed + k as u64);
        let (ours, theirs) = (apply(op, &xs), scalar_apply(op, &xs));
        let (mut worst, mut worst_x) = (0.0f64, 0.0);
        for ((&x, &g), &s) in xs.iter().zip(&ours).zip(&theirs) {
            let d = distance(g, s, scale(x));
            if d > worst || d.is_nan() {
                (worst, worst_x) = (d, x);
            }
        }
        println!("{op:?}: max {worst:.2} ulp from the scalar form at x = {worst_x:e}");
        if worst > bound {
            failures.push(format!("{op:?}: {worst} ulp at {worst_x:e} > {bound}"));
        }
    }
    assert!(failures.is_empty(), "{failures:?}");
}

/// Inputs at the ends of the fast forms' ranges and of their pieces, and special values.
fn edge_inputs() -> Vec<f64> {
    let mut xs = vec![
        f64::NAN,
        -f64::NAN,
        f64::INFINITY,
        0.0,
        f64::MIN_POSITIVE,
        f64::from_bits(1),
        1.0e-310,
        1.0e-300,
        1.0e-301,
        f64::MAX,
        f64::EPSILON,
        0.5,
        1.0,
        2.0,
        core::f64::consts::SQRT_2,
        core::f64::consts::FRAC_1_SQRT_2,
        0.843_75,
        1.25,
        1.0 / 0.35,
        6.0,
        5.999_999,
        22.0,
        21.999,
        708.0,
        708.000_000_001,
        709.78,
        709.79,
        745.13,
        745.14,
        750.0,
        1.0e300,
    ];
    let negated: Vec<f64> = xs.iter().map(|&x| -x).collect();
    xs.extend(negated);
    xs
}

#[test]
fn special_values_are_the_scalar_forms() {
    let _switches = lock();
    // Inputs that are not normal numbers give exactly the scalar form's bits; the others are
    // within the dense test's bounds.
    let xs = edge_inputs();
    for c in with_sqrt() {
        let (op, bound, scale) = (c.op, c.vs_scalar, c.scale);
        let (ours, theirs) = (apply(op, &xs), scalar_apply(op, &xs));
        for ((&x, &g), &s) in xs.iter().zip(&ours).zip(&theirs) {
            if x.is_normal() {
                let d = distance(g, s, scale(x));
                assert!(d <= bound, "{op:?}({x:e}) = {g:e}, scalar {s:e}: {d} ulp");
            } else {
                assert!(same_bits(g, s), "{op:?}({x:e}) = {g:e}, scalar {s:e}");
            }
        }
    }
}

#[test]
fn exact_values() {
    let _switches = lock();
    // The values the doctests and the special-values table pin.
    let powers_of_two: Vec<f64> = (-1074..1024).map(|k| (k as f64).exp2()).collect();
    let log2 = apply(Op::Log2, &powers_of_two);
    for (k, &y) in (-1074..1024).zip(&log2) {
        assert_eq!(y, k as f64, "log2(2^{k})");
    }
    let powers_of_ten: Vec<f64> = (0..=22).map(|k| 10f64.powi(k)).collect();
    let log10 = apply(Op::Log10, &powers_of_ten);
    for (k, &y) in (0..=22).zip(&log10) {
        assert_eq!(y, k as f64, "log10(1e{k})");
    }
    assert_eq!(apply(Op::Log10, &[0.1]), [-1.0]);
    assert_eq!(apply(Op::Ln, &[1.0]), [0.0]);
    assert_eq!(apply(Op::Exp, &[0.0, -0.0]), [1.0, 1.0]);
    let tanh = apply(Op::Tanh, &[0.0, -0.0, 30.0, -30.0]);
    assert_eq!(tanh, [0.0, -0.0, 1.0, -1.0]);
    assert!(tanh[1].is_sign_negative());
    let erf = apply(Op::Erf, &[0.0, -0.0, 6.0, -6.0]);
    assert_eq!(erf, [0.0, -0.0, 1.0, -1.0]);
    assert!(erf[1].is_sign_negative());
    assert_eq!(
        apply(Op::Sigmoid, &[0.0, -0.0, 1000.0, -1000.0]),
        [0.5, 0.5, 1.0, 0.0]
    );
}

#[test]
fn every_length_and_position_of_special_inputs() {
    // Empty slices, lengths that are not multiples of the vector width or the fix-up block,
    // and a special input at each position: the results are the element-by-element ones.
    let _switches = lock();
    for Checked { op, .. } in vector_ops() {
        assert!(apply(op, &[]).is_empty());
        for len in [1, 2, 3, 5, 63, 64, 65, 130, 257] {
            let base = dense_inputs(op, len, len as u64);
            let alone: Vec<f64> = base.iter().map(|&x| apply(op, &[x])[0]).collect();
            for at in [0, len / 2, len - 1] {
                let mut xs = base.clone();
                xs[at] = f64::NAN;
                let mut want = alone.clone();
                want[at] = f64::NAN;
                let got = apply(op, &xs);
                assert!(
                    got.iter().zip(&want).all(|(&g, &w)| same_bits(g, w)),
                    "{op:?}, length {len}, NaN at {at}"
                );
            }
        }
    }
}

#[test]
fn avx512_and_avx2_agree() {
    // The same bits with 8 lanes and with 4 (when the CPU has AVX-512; else both runs are the
    // same loop).
    let _switches = lock();
    for Checked { op, .. } in with_sqrt() {
        let xs = dense_inputs(op, 30_000, 7);
        let widest = apply(op, &xs);
        let wide = without_avx512(|| apply(op, &xs));
        let bits = |v: &[f64]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
        assert_eq!(bits(&widest), bits(&wide), "{op:?}");
    }
}

#[test]
fn without_fma_within_the_bounds_of_the_scalar_forms() {
    // The loops of CPUs without FMA round each multiply-add twice: the dense test's bounds
    // hold for them too, and special inputs still give the scalar form's bits.
    let _switches = lock();
    for (k, c) in with_sqrt().into_iter().enumerate() {
        let xs = dense_inputs(c.op, 30_000, 0xf3a + k as u64);
        let (ours, theirs) = (without_fma(|| apply(c.op, &xs)), scalar_apply(c.op, &xs));
        for ((&x, &g), &s) in xs.iter().zip(&ours).zip(&theirs) {
            let d = distance(g, s, (c.scale)(x));
            assert!(
                d <= c.vs_scalar,
                "{:?}({x:e}) = {g:e}, scalar {s:e}: {d} ulp",
                c.op
            );
        }
    }
}

#[test]
fn powf_special_values_are_the_scalar_forms() {
    // Every base C's `pow` treats apart (zeros, infinities, NaN, 1, -1, negative bases with
    // integer and other exponents, subnormals, the largest floats) against every kind of
    // exponent: non-normal bases, 1 and -1, and the exponents the fast form leaves to the
    // scalar form (0, infinite, NaN, too large) give exactly the scalar form's bits; the others
    // are within the dense test's bound.
    let _switches = lock();
    let bases = [
        0.0,
        -0.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        -f64::NAN,
        1.0,
        -1.0,
        2.0,
        -2.0,
        0.5,
        -0.5,
        3.0,
        -3.0,
        f64::from_bits(1),
        -f64::from_bits(1),
        f64::MIN_POSITIVE,
        -f64::MIN_POSITIVE,
        f64::MAX,
        -f64::MAX,
        1.0e-300,
        1.0e300,
        1.000_000_000_000_000_2,
        0.999_999_999_999_999_9,
    ];
    let exponents = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        2.0,
        -2.0,
        3.0,
        -3.0,
        0.5,
        -0.5,
        1.7,
        -1.7,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        9_007_199_254_740_992.0,
        9_007_199_254_740_991.0,
        1.0e300,
        -1.0e300,
        1.0e-300,
        1021.0,
        1022.0,
        1023.5,
        f64::from_bits(1),
    ];
    for e in exponents {
        let op = Op::Powf(e);
        for fma in [true, false] {
            let ours = if fma {
                apply(op, &bases)
            } else {
                without_fma(|| apply(op, &bases))
            };
            for (&x, &g) in bases.iter().zip(&ours) {
                let s = x.powf(e);
                let exact_case = !x.is_normal() || x.abs() == 1.0 || !e.is_normal();
                if exact_case || !s.is_normal() {
                    assert!(
                        same_bits(g, s),
                        "{x:e}^{e:e} = {g:e}, scalar {s:e} (FMA {fma})"
                    );
                } else {
                    let d = distance(g, s, 0.0);
                    assert!(
                        d <= 2.0,
                        "{x:e}^{e:e} = {g:e}, scalar {s:e}: {d} ulp (FMA {fma})"
                    );
                }
            }
        }
    }
    // Exact powers: small integer powers of 2 and of 3 are exact in the scalar form.
    let got = apply(Op::Powf(3.0), &[2.0, -2.0, 3.0, -3.0, 0.5]);
    assert_eq!(got, [8.0, -8.0, 27.0, -27.0, 0.125]);
    assert!(apply(Op::Powf(0.5), &[-4.0])[0].is_nan());
}

#[test]
fn transposed_broadcast_and_empty_tensors() {
    let _switches = lock();
    // Through the tensor ops: a transposed input (gathered into contiguous blocks), a
    // broadcast one (stride 0) and an empty one give the element-by-element results, special
    // inputs included.
    use crate::{shape, Tensor};
    let value = |i: usize, j: usize| match (i * 7 + j) % 97 {
        0 => f64::NAN,
        1 => f64::NEG_INFINITY,
        2 => 1.0e-310,
        k => (k as f64 - 50.0) / 6.0 + j as f64 * 0.01,
    };
    let x = Tensor::<f64, shape![300, 7]>::from_fn(|i| value(i[0], i[1]));
    let transposed = x.t();
    let row = Tensor::<f64, shape![7]>::from_fn(|i| value(3, i[0]));
    let broadcast: Tensor<f64, shape![300, 7]> = row.broadcast_to();
    assert_eq!(broadcast.strides(), &[0, 1]);
    let empty = Tensor::<f64, shape![0, 7]>::zeros();
    macro_rules! check {
        ($($method:ident => $op:expr),*) => {$(
            for (input, got) in [
                (transposed.to_vec(), transposed.$method().to_vec()),
                (broadcast.to_vec(), broadcast.$method().to_vec()),
            ] {
                assert_eq!(got.len(), input.len());
                for (&x, &g) in input.iter().zip(&got) {
                    let want = apply($op, &[x])[0];
                    assert!(same_bits(g, want), "{}({x:e}) = {g:e}, want {want:e}", stringify!($method));
                }
            }
            assert!(empty.$method().to_vec().is_empty());
        )*};
    }
    check!(exp => Op::Exp, ln => Op::Ln, log2 => Op::Log2, log10 => Op::Log10,
        sqrt => Op::Sqrt, tanh => Op::Tanh, sigmoid => Op::Sigmoid, erf => Op::Erf,
        gelu => Op::Gelu, gelu_tanh => Op::GeluTanh, silu => Op::Silu);
}

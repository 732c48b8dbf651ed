//! Every `f32` op against an `f64` reference of the same formula (the standard library's `f64`
//! functions, `libm::erf`/`erfc` for the error function): the error in ulp of the correctly
//! rounded result, on a dense sample of all `f32` (and, `#[ignore]`d, on every `f32`); special
//! values bit for bit against the scalar forms; lengths around the vector widths, unaligned
//! slices, and AVX2 against the baseline build.

use super::super::{scalar, Op, VecMath};
use crate::kernel::wide::{FLAGS, NO_AVX512, NO_FMA};
use core::f64::consts::{FRAC_1_SQRT_2, FRAC_2_SQRT_PI, PI, SQRT_2};
use core::mem::MaybeUninit;
use std::sync::atomic::Ordering;

/// The exponents of `powf` checked: general, negative, odd and even integers, small, large.
const EXPONENTS: [f32; 7] = [1.7, -2.5, 3.0, -4.0, 0.3, 0.5, 11.25];

/// Every op of the `f32` kernel, `powf` with each of [`EXPONENTS`].
fn ops() -> Vec<Op<f32>> {
    let mut ops = vec![
        Op::Exp,
        Op::Ln,
        Op::Log2,
        Op::Log10,
        Op::Sqrt,
        Op::Tanh,
        Op::Sigmoid,
        Op::Erf,
        Op::Gelu,
        Op::GeluTanh,
        Op::Silu,
    ];
    ops.extend(EXPONENTS.map(Op::Powf));
    ops
}

/// `op(x)` in `f64`, by the op's formula (for GELU, `1 + erf(-a)` as the equal `erfc(a)`, and
/// for the tanh form `(1 + tanh(u)) / 2` as the equal `sigmoid(2u)`, which `f64` evaluates
/// without cancellation).
fn reference(op: Op<f32>, x: f32) -> f64 {
    let x = f64::from(x);
    let sigmoid = |v: f64| {
        if v >= 0.0 {
            1.0 / (1.0 + (-v).exp())
        } else {
            v.exp() / (1.0 + v.exp())
        }
    };
    match op {
        Op::Exp => x.exp(),
        Op::Ln => x.ln(),
        Op::Log2 => x.log2(),
        Op::Log10 => x.log10(),
        Op::Sqrt => x.sqrt(),
        Op::Tanh => x.tanh(),
        Op::Sigmoid => sigmoid(x),
        Op::Erf => libm::erf(x),
        Op::Gelu if x == f64::NEG_INFINITY => -0.0,
        Op::Gelu => x * 0.5 * libm::erfc(-x * FRAC_1_SQRT_2),
        Op::GeluTanh if x == f64::NEG_INFINITY => -0.0,
        Op::GeluTanh => {
            let beta = SQRT_2 * FRAC_2_SQRT_PI * 0.5;
            let inner = beta * (x + 0.044715 * x * x * x);
            if x.is_infinite() {
                x.max(0.0)
            } else {
                x * sigmoid(2.0 * inner)
            }
        }
        Op::Silu if x == f64::NEG_INFINITY => -0.0,
        Op::Silu => x * sigmoid(x),
        Op::Powf(e) => x.powf(f64::from(e)),
        Op::GeluDerivative => {
            0.5 * libm::erfc(-x * FRAC_1_SQRT_2) + x * (-0.5 * x * x).exp() / (2.0 * PI).sqrt()
        }
    }
}

/// The `f32` ulp at `w`: the spacing of `f32` around `|w|` (the subnormal spacing below the
/// normal range).
fn ulp(w: f64) -> f64 {
    let a = w.abs().max(f64::from(f32::MIN_POSITIVE));
    // The f32 exponent of `a`, from its f64 bits (`a` is normal in f64).
    let exponent = ((a.to_bits() >> 52) as i32) - 1023;
    2f64.powi(exponent - 23)
}

/// `|got - want|` in ulp of `want`; 0 when both are NaN or the same infinity (or `want`
/// rounds to that infinity), infinite when only one is NaN.
fn ulp_error(got: f32, want: f64) -> f64 {
    let rounded = want as f32;
    if got.is_nan() || want.is_nan() {
        return if got.is_nan() && want.is_nan() {
            0.0
        } else {
            f64::INFINITY
        };
    }
    if got.is_infinite() || rounded.is_infinite() {
        return if got == rounded { 0.0 } else { f64::INFINITY };
    }
    (f64::from(got) - want).abs() / ulp(want)
}

/// `op` over `xs` by the kernel.
fn run(op: Op<f32>, xs: &[f32]) -> Vec<f32> {
    let mut out = vec![MaybeUninit::uninit(); xs.len()];
    f32::apply(op, xs, &mut out);
    // SAFETY: `apply` wrote every element.
    out.into_iter()
        .map(|o| unsafe { o.assume_init() })
        .collect()
}

/// Where GELU and SiLU return -0 in place of their tiny true values, as the scalar forms and
/// PyTorch do: GELU below `x = -4 sqrt 2`, SiLU where `e^-x` overflows. Their error there is
/// stated absolute.
fn flushed_to_negative_zero(op: Op<f32>, x: f32) -> bool {
    (op == Op::Gelu && x < -super::gelu::X_END) || (op == Op::Silu && (-x).exp() == f32::INFINITY)
}

/// The largest error in ulp of `op` over `xs`, and the input where it occurs.
fn max_error(op: Op<f32>, xs: &[f32]) -> (f64, f32) {
    let got = run(op, xs);
    let mut worst = (0.0, 0.0);
    for (&x, &g) in xs.iter().zip(&got) {
        if flushed_to_negative_zero(op, x) {
            assert!(g == 0.0 && g.is_sign_negative(), "gelu({x}) = {g}");
            continue;
        }
        let e = ulp_error(g, reference(op, x));
        if e > worst.0 {
            worst = (e, x);
        }
    }
    worst
}

/// Every 4099th bit pattern (about a million `f32`, both signs, every exponent, NaNs), and
/// the inputs of the largest errors found over every `f32`.
fn sample() -> Vec<f32> {
    let mut xs: Vec<f32> = (0..=u32::MAX / 4099)
        .map(|i| f32::from_bits(i * 4099 + 17))
        .collect();
    xs.extend([
        2.671_694_6e1,
        6.987_061_5e-1,
        1.408_246_3,
        1.331_140_5,
        3.812_386,
        -4.157_294,
        1.060_020_3,
        -3.278_857_2e-1,
        -5.938_893_3,
        -8.139_176e1,
        1.410_625_6,
        9.943_238e-1,
        -1.559_307e-2,
        -3.211_251_3,
        3.771_89e-3,
        -5.846_556_7,
        -5.542_960_6,
        -7.575_168_6,
        -5.941_184_5,
        9.898_968_3e-1,
        7.155_806_4e-1,
        1.411_692_5,
        6.568_183_3e-1,
        1.319_147_1,
        6.993_558_4e-1,
        6.302_208_3e-1,
        6.325_52e-1,
        -8.210_972e1,
        -5.963_671,
        -3.259_527_2,
        3.800_084_3e-1,
        -3.259_308_8,
    ]);
    xs
}

/// The bound in ulp of every op's error, with FMA or without, composites included (their
/// largest errors over every `f32` are printed by [`max_error_over_every_f32`]).
const BOUND: f64 = 2.0;

#[test]
fn within_the_bounds_on_a_dense_sample() {
    let _switches = FLAGS.lock().unwrap_or_else(|e| e.into_inner());
    let xs = sample();
    let mut failures = Vec::new();
    for op in ops() {
        let (e, x) = max_error(op, &xs);
        if e > BOUND {
            failures.push(format!("{op:?}: {e} ulp at {x:e}"));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn gelu_is_negative_zero_below_its_range() {
    let _switches = FLAGS.lock().unwrap_or_else(|e| e.into_inner());
    // The true values there are below 5e-8 in magnitude; the f32 formula gives -0.
    let xs = [-5.66f32, -6.0, -10.0, -1e20];
    assert!(run(Op::Gelu, &xs)
        .iter()
        .all(|&g| g == 0.0 && g.is_sign_negative()));
    let just_inside = run(Op::Gelu, &[-5.65])[0];
    assert!(ulp_error(just_inside, reference(Op::Gelu, -5.65)) <= BOUND);
}

#[test]
fn gelu_of_tiny_inputs_is_half_of_them_on_every_path() {
    let _switches = FLAGS.lock().unwrap_or_else(|e| e.into_inner());
    // Subnormals with odd mantissas (whose halves are ties), the smallest ones, and normal
    // numbers below 1e-20, of both signs: 48 of them, so the vector loops see them.
    let mut xs: Vec<f32> = (0..12u32)
        .flat_map(|i| {
            [
                f32::from_bits(2 * i + 1),
                f32::from_bits((i << 20) | 0x0080_0001),
            ]
        })
        .collect();
    xs.extend([1.0e-45, 3.0e-45, 1.0e-38, 9.0e-21]);
    xs.extend(xs.clone().iter().map(|x| -x));
    for got in [
        run(Op::Gelu, &xs),
        without_avx512(|| run(Op::Gelu, &xs)),
        without_fma(|| run(Op::Gelu, &xs)),
    ] {
        for (&x, &g) in xs.iter().zip(&got) {
            assert!(same(g, x * 0.5), "gelu({x:e}) = {g:e}, not {:e}", x * 0.5);
        }
    }
}

/// GELU's derivative by PyTorch's `f32` formula, `0.5 (1 + erf(x / sqrt 2))`, loses the
/// relative precision of `Phi` for negative `x` (an absolute error of an ulp of 1), as
/// PyTorch's does: its error is measured absolute, on every path, from -12 to 12 and at the
/// special values.
#[test]
fn gelu_derivative_is_within_an_ulp_of_one_on_every_path() {
    let _switches = FLAGS.lock().unwrap_or_else(|e| e.into_inner());
    // 24001 points, so every vector loop and its tail see them.
    let xs: Vec<f32> = (-12_000..=12_000).map(|i| i as f32 / 1000.0).collect();
    for got in [
        run(Op::GeluDerivative, &xs),
        without_avx512(|| run(Op::GeluDerivative, &xs)),
        without_fma(|| run(Op::GeluDerivative, &xs)),
    ] {
        for (&x, &g) in xs.iter().zip(&got) {
            let want = reference(Op::GeluDerivative, x);
            assert!(
                (f64::from(g) - want).abs() <= 2.0 * f64::from(f32::EPSILON),
                "gelu'({x}) = {g}, not {want}"
            );
        }
    }
    let specials = [
        f32::NAN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        0.0,
        -0.0,
        1e30,
        -1e30,
    ];
    let got = run(Op::GeluDerivative, &specials);
    // PyTorch's formula: `inf * 0` is NaN at the infinities; past |x| = 10 the slope is 0 or 1.
    let want = [f32::NAN, f32::NAN, f32::NAN, 0.5, 0.5, 1.0, 0.0];
    for ((&x, &g), &w) in specials.iter().zip(&got).zip(&want) {
        assert!(
            same(g, w) || (g.is_nan() && w.is_nan()),
            "gelu'({x}) = {g}, not {w}"
        );
    }
}

/// Specials and the edges of the fast ranges.
fn special_inputs() -> Vec<f32> {
    let mut xs = vec![
        f32::NAN,
        f32::INFINITY,
        0.0,
        1.0e-45,
        f32::MIN_POSITIVE,
        f32::MIN_POSITIVE * 0.5,
        f32::MAX,
        1.0,
        0.5,
        2.0,
        0.625,
        3.92,
        4.0,
        5.66,
        9.0,
        10.0,
        44.0,
        87.33,
        88.72,
        88.73,
        89.0,
        103.9,
        104.0,
        110.0,
        120.0,
        1e10,
    ];
    xs.extend(xs.clone().iter().map(|x| -x));
    xs
}

/// Same value, NaN matching NaN, zeros matching only with the same sign.
fn same(a: f32, b: f32) -> bool {
    (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits()
}

#[test]
fn special_values_are_the_scalar_forms() {
    let _switches = FLAGS.lock().unwrap_or_else(|e| e.into_inner());
    let xs = special_inputs();
    for op in ops() {
        let got = run(op, &xs);
        for (&x, &g) in xs.iter().zip(&got) {
            let want = scalar::one(op, x, libm::erff);
            let exact = !x.is_finite() || x == 0.0;
            if exact {
                assert!(same(g, want), "{op:?}({x:e}) = {g:e}, scalar {want:e}");
            } else {
                let e = ulp_error(g, reference(op, x));
                assert!(
                    flushed_to_negative_zero(op, x) || e <= BOUND,
                    "{op:?}({x:e}) = {g:e}: {e} ulp"
                );
            }
        }
    }
}

#[test]
fn negative_bases_of_powf() {
    let _switches = FLAGS.lock().unwrap_or_else(|e| e.into_inner());
    let xs = [-2.0f32, -0.5, -3.0, -1.0e-40];
    assert_eq!(run(Op::Powf(3.0), &xs), [-8.0, -0.125, -27.0, -0.0]);
    assert_eq!(run(Op::Powf(-4.0), &xs[..3]), [0.0625, 16.0, 1.0 / 81.0]);
    assert!(run(Op::Powf(1.7), &xs).iter().all(|y| y.is_nan()));
    // Exponents the fast loop leaves to C's pow.
    for e in [0.0, f32::INFINITY, f32::NEG_INFINITY, f32::NAN] {
        let got = run(Op::Powf(e), &xs);
        for (&x, &g) in xs.iter().zip(&got) {
            assert!(same(g, x.powf(e)), "{x}^{e} = {g}");
        }
    }
}

/// Deterministic values in about `[-12, 12]`, with a special value now and then.
fn mixed(n: usize) -> Vec<f32> {
    (0..n)
        .map(|i| match i % 37 {
            5 => f32::NAN,
            11 => 0.0,
            23 => -f32::INFINITY,
            _ => ((i * 7919 % 1013) as f32 - 506.0) / 42.0,
        })
        .collect()
}

#[test]
fn every_length_and_alignment_matches_element_by_element() {
    let _switches = FLAGS.lock().unwrap_or_else(|e| e.into_inner());
    let data = mixed(1200);
    for op in ops() {
        let one_by_one: Vec<f32> = data.iter().map(|&x| run(op, &[x])[0]).collect();
        for len in [0, 1, 7, 8, 9, 31, 33, 255, 256, 257, 1000] {
            for start in [0, 1, 3] {
                let got = run(op, &data[start..start + len]);
                for (i, &g) in got.iter().enumerate() {
                    assert!(same(g, one_by_one[start + i]), "{op:?} len {len} at {i}");
                }
            }
        }
    }
}

/// Runs `f` with the loops of CPUs without FMA (the x86-64 baseline), whose multiply-adds
/// round twice.
fn without_fma<R>(f: impl FnOnce() -> R) -> R {
    NO_FMA.store(true, Ordering::Relaxed);
    let r = f();
    NO_FMA.store(false, Ordering::Relaxed);
    r
}

/// Runs `f` with AVX2 where the CPU has AVX-512.
fn without_avx512<R>(f: impl FnOnce() -> R) -> R {
    NO_AVX512.store(true, Ordering::Relaxed);
    let r = f();
    NO_AVX512.store(false, Ordering::Relaxed);
    r
}

#[test]
fn avx512_and_avx2_agree() {
    let _switches = FLAGS.lock().unwrap_or_else(|e| e.into_inner());
    let mut xs = sample();
    xs.truncate(300_000);
    xs.extend(mixed(1000));
    for op in ops() {
        let widest = run(op, &xs);
        let wide = without_avx512(|| run(op, &xs));
        for (i, (&v, &w)) in widest.iter().zip(&wide).enumerate() {
            assert!(same(v, w), "{op:?}({:e}): {v:e} vs {w:e}", xs[i]);
        }
    }
}

#[test]
fn within_the_bounds_without_fma() {
    let _switches = FLAGS.lock().unwrap_or_else(|e| e.into_inner());
    let xs = sample();
    let mut failures = Vec::new();
    for op in ops() {
        let (e, x) = without_fma(|| max_error(op, &xs));
        if e > BOUND {
            failures.push(format!("{op:?} without FMA: {e} ulp at {x:e}"));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// The maximum error of every op over all 2^32 `f32` inputs, in ulp (for GELU below
/// `-4 sqrt 2`, where it returns -0, the absolute error); prints one line per op.
/// `cargo test --release --lib vmath -- --ignored --nocapture`.
#[test]
#[ignore]
fn max_error_over_every_f32() {
    let _switches = FLAGS.lock().unwrap_or_else(|e| e.into_inner());
    let mut ops = ops();
    ops.retain(|op| !matches!(op, Op::Powf(e) if *e != 1.7));
    // `VMATH_ONLY=Silu,Gelu` checks only the ops whose names start so.
    if let Ok(only) = std::env::var("VMATH_ONLY") {
        ops.retain(|op| only.split(',').any(|o| format!("{op:?}").starts_with(o)));
    }
    for fma in [true, false] {
        for &op in &ops {
            let (worst, at, absolute) = if fma {
                max_error_everywhere(op)
            } else {
                without_fma(|| max_error_everywhere(op))
            };
            println!(
                "{op:?} (FMA {fma}): max {worst:.3} ulp at {at:e}; \
                 absolute {absolute:e} where GELU or SiLU return -0"
            );
        }
    }
}

/// The largest error in ulp of `op` over every `f32` and where, and GELU's largest absolute
/// error where it returns -0; the `2^32` inputs are split over the available cores.
fn max_error_everywhere(op: Op<f32>) -> (f64, f32, f64) {
    const BLOCKS: u32 = 4096;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u32;
    let fma = !NO_FMA.load(Ordering::Relaxed);
    let partial = |first: u32| {
        // The switch is global, but each thread sets it as the caller had it.
        NO_FMA.store(!fma, Ordering::Relaxed);
        let (mut worst, mut at, mut absolute) = (0.0f64, 0.0f32, 0.0f64);
        let mut xs = vec![0.0f32; 1 << 20];
        for block in (first..BLOCKS).step_by(threads as usize) {
            for (i, x) in xs.iter_mut().enumerate() {
                *x = f32::from_bits((block << 20) | i as u32);
            }
            let got = run(op, &xs);
            for (&x, &g) in xs.iter().zip(&got) {
                let want = reference(op, x);
                if flushed_to_negative_zero(op, x) {
                    absolute = absolute.max((f64::from(g) - want).abs());
                    continue;
                }
                let e = ulp_error(g, want);
                if e > worst {
                    (worst, at) = (e, x);
                }
            }
        }
        (worst, at, absolute)
    };
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| scope.spawn(move || partial(t)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a thread of the exhaustive check panicked"))
            .fold((0.0f64, 0.0f32, 0.0f64), |acc, p| {
                let (w, a) = if p.0 > acc.0 {
                    (p.0, p.1)
                } else {
                    (acc.0, acc.1)
                };
                (w, a, acc.2.max(p.2))
            })
    })
}

#[test]
fn strided_and_broadcast_inputs_match_the_contiguous_run() {
    // Through the elementwise kernel: a transposed view (stride 300, gathered in blocks), a
    // stride-0 broadcast of one element, an offset start, and an empty run.
    let _switches = FLAGS.lock().unwrap_or_else(|e| e.into_inner());
    use crate::kernel::tests::operand;
    let data = mixed(300 * 7 + 5);
    for op in ops() {
        let expected = run(op, &data);
        let t = crate::kernel::unary_math(&[300, 7], operand(&data, &[1, 300], 5), op).unwrap();
        for i in 0..300 {
            for j in 0..7 {
                assert!(
                    same(t[i * 7 + j], expected[5 + j * 300 + i]),
                    "{op:?} [{i}, {j}]"
                );
            }
        }
        let b = crate::kernel::unary_math(&[4, 600], operand(&data, &[0, 0], 11), op).unwrap();
        assert!(b.iter().all(|&y| same(y, expected[11])), "{op:?} broadcast");
        let e = crate::kernel::unary_math(&[0, 3], operand(&data, &[3, 1], 0), op).unwrap();
        assert!(e.is_empty());
    }
}

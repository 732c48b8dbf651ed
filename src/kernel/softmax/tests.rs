//! The softmax kernel against a naive `f64` reference, on both loops, every special value and
//! sizes above the parallel threshold; `exp_nonpositive` against the standard library.

use super::*;
use crate::kernel::wide::{Fused, Separate, BASELINE_ONLY, FLAGS, NO_AVX512};
use std::sync::atomic::Ordering;

/// `(softmax, log_softmax, logsumexp)` of one line by the textbook formulas, in `f64` after
/// the `f32` subtraction `x - max` (which any `f32` softmax rounds alike: its error, up to
/// `|x - max| * 2^-24` relative in `exp`, is the input's, not the kernel's).
fn reference_line(line: &[f32]) -> (Vec<f64>, Vec<f64>, f64) {
    let m = line.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let d: Vec<f64> = line.iter().map(|&x| f64::from(x - m)).collect();
    let s: f64 = d.iter().map(|&d| d.exp()).sum();
    let soft = d.iter().map(|&d| d.exp() / s).collect();
    let log = d.iter().map(|&d| d - s.ln()).collect();
    (soft, log, f64::from(m) + s.ln())
}

/// The lines of `[outer, len, inner]` along axis 1.
fn lines(data: &[f32], (outer, len, inner): (usize, usize, usize)) -> Vec<Vec<f32>> {
    let mut out = Vec::new();
    for o in 0..outer {
        for j in 0..inner {
            out.push((0..len).map(|k| data[(o * len + k) * inner + j]).collect());
        }
    }
    out
}

/// Within `rel` relative, or `abs` absolute (below the smallest `f32` subnormal by default).
fn close_abs(got: f32, want: f64, rel: f64, abs: f64) -> bool {
    let got = f64::from(got);
    (got.is_nan() && want.is_nan()) || got == want || (got - want).abs() <= rel * want.abs() + abs
}

fn close(got: f32, want: f64, rel: f64) -> bool {
    close_abs(got, want, rel, 1e-44)
}

/// `ln(s)` of an `f32` sum `s >= 1` is off by up to `ulp(s) / s`, about 1.2e-7 absolute, however
/// small `ln(s)` is: log-softmax and logsumexp are compared within that much more.
const LN_SUM_ABS: f64 = 2.5e-7;

fn check(data: &[f32], dims: (usize, usize, usize)) {
    let (outer, len, inner) = dims;
    let soft = softmax(data, dims, Softmax::Exp).unwrap();
    let log = softmax(data, dims, Softmax::Log).unwrap();
    let lse = logsumexp(data, dims).unwrap();
    assert_eq!(soft.len(), data.len());
    assert_eq!(lse.len(), outer * inner);
    for (line_index, line) in lines(data, dims).iter().enumerate() {
        let (o, j) = (line_index / inner, line_index % inner);
        let (want_soft, want_log, want_lse) = reference_line(line);
        for k in 0..len {
            let at = (o * len + k) * inner + j;
            assert!(
                close(soft[at], want_soft[k], 1e-6),
                "softmax {dims:?} at {at}: {} vs {}",
                soft[at],
                want_soft[k]
            );
            assert!(
                close_abs(log[at], want_log[k], 1e-6, LN_SUM_ABS),
                "log_softmax {dims:?} at {at}: {} vs {}",
                log[at],
                want_log[k]
            );
        }
        assert!(
            close_abs(lse[line_index], want_lse, 1e-6, LN_SUM_ABS),
            "logsumexp {dims:?} line {line_index}: {} vs {want_lse}",
            lse[line_index]
        );
    }
}

/// Deterministic logits in about [-20, 20].
fn logits(n: usize, seed: usize) -> Vec<f32> {
    (0..n)
        .map(|i| ((i * 7919 + seed * 104_729) % 4001) as f32 / 100.0 - 20.0)
        .collect()
}

#[test]
fn matches_reference_on_both_loops() {
    for (seed, dims) in [
        (1, 1, 1),
        (1, 5, 1),
        (3, 17, 1),
        (2, 40, 3),
        (1, 1, 7),
        (3, 300, 5),
        (1, 3, 5000), // more columns than one tile
        (2, 2100, 1), // longer than one summation block
    ]
    .into_iter()
    .enumerate()
    {
        let (o, l, i) = dims;
        check(&logits(o * l * i, seed), dims);
    }
}

#[test]
fn large_inputs_split_over_threads() {
    // Above the default parallel threshold (2^18 elements): rows over threads on the last
    // axis, the axis split into merged pieces on the other loop.
    for dims in [(64, 9000, 1), (1, 700, 800), (3, 200, 1000), (600, 1000, 1)] {
        let (o, l, i) = dims;
        check(&logits(o * l * i, 5), dims);
    }
}

#[test]
fn large_finite_logits_stay_finite() {
    let data = [1e4, -1e4, 1e4, 3.0, -1e4, -1e4];
    check(&data, (2, 3, 1));
    check(&data, (1, 2, 3));
    let soft = softmax(&data, (1, 6, 1), Softmax::Exp).unwrap();
    assert_eq!(&soft[..], [0.5, 0.0, 0.5, 0.0, 0.0, 0.0]);
    let log = softmax(&data, (1, 6, 1), Softmax::Log).unwrap();
    assert!(log.iter().all(|x| x.is_finite()));
    assert_eq!(log[1], -2e4 - core::f32::consts::LN_2);
}

#[test]
fn special_values_as_pytorch() {
    let (inf, nan) = (f32::INFINITY, f32::NAN);
    // Lines of 3 along the last axis and along axis 0 (the same lines transposed).
    let rows: [[f32; 3]; 6] = [
        [1.0, nan, 2.0],
        [inf, 1.0, 2.0],
        [-inf, -inf, -inf],
        [-inf, 0.0, 0.0],
        [inf, -inf, 0.0],
        [0.0, 0.0, 0.0],
    ];
    let want_lse = [nan, inf, -inf, core::f32::consts::LN_2, inf, 3f32.ln()];
    let flat: Vec<f32> = rows.iter().flatten().copied().collect();
    let transposed: Vec<f32> = (0..3)
        .flat_map(|k| rows.iter().map(move |r| r[k]))
        .collect();
    for (data, dims, at) in [
        (
            &flat,
            (6, 3, 1),
            (|r: usize, k: usize| r * 3 + k) as fn(usize, usize) -> usize,
        ),
        (&transposed, (1, 3, 6), |r, k| k * 6 + r),
    ] {
        let soft = softmax(data, dims, Softmax::Exp).unwrap();
        let log = softmax(data, dims, Softmax::Log).unwrap();
        let lse = logsumexp(data, dims).unwrap();
        for r in 0..6 {
            let line: Vec<f32> = (0..3).map(|k| soft[at(r, k)]).collect();
            let log_line: Vec<f32> = (0..3).map(|k| log[at(r, k)]).collect();
            match r {
                0..=2 | 4 => {
                    assert!(line.iter().all(|x| x.is_nan()), "{r} {line:?}");
                    assert!(log_line.iter().all(|x| x.is_nan()), "{r} {log_line:?}");
                }
                3 => {
                    assert_eq!(line, [0.0, 0.5, 0.5]);
                    assert_eq!(
                        log_line,
                        [-inf, -core::f32::consts::LN_2, -core::f32::consts::LN_2]
                    );
                }
                _ => assert_eq!(line, [1.0 / 3.0; 3]),
            }
            let (got, want) = (lse[r], want_lse[r]);
            assert!(
                got == want || (got.is_nan() && want.is_nan()),
                "{r}: {got} vs {want}"
            );
        }
    }
}

#[test]
fn empty_axes_and_empty_tensors() {
    // An axis of size 0: no softmax elements, logsumexp -inf per line.
    for dims in [(3, 0, 1), (2, 0, 4), (0, 5, 1), (0, 5, 3), (4, 5, 0)] {
        let n = dims.0 * dims.1 * dims.2;
        let data = vec![1.0f32; n];
        assert_eq!(softmax(&data, dims, Softmax::Exp).unwrap().len(), n);
        assert_eq!(softmax(&data, dims, Softmax::Log).unwrap().len(), n);
        let lse = logsumexp(&data, dims).unwrap();
        assert_eq!(lse.len(), dims.0 * dims.2);
        if dims.1 == 0 {
            assert!(lse.iter().all(|&x| x == f32::NEG_INFINITY));
        }
    }
}

#[test]
fn exp_nonpositive_matches_std() {
    exp_nonpositive_matches_std_with::<Fused>();
    exp_nonpositive_matches_std_with::<Separate>();
}

fn exp_nonpositive_matches_std_with<M: MulAdd>() {
    // Every 997th f32 bit pattern in [-110, 0], plus the edges.
    let mut worst = 0.0f64;
    let mut x = -110.0f32;
    while x <= 0.0 {
        let got = f64::from(x.exp_nonpositive::<M>());
        let want = f64::from(x).exp();
        if want >= f64::from(f32::MIN_POSITIVE) {
            worst = worst.max((got - want).abs() / want);
        } else {
            // Subnormal results: within one unit of the smallest subnormal.
            assert!((got - want).abs() <= 1.5e-45, "{x}: {got} vs {want}");
        }
        x = f32::from_bits(x.to_bits() - 997);
        if x > -1e-30 {
            break;
        }
    }
    assert!(worst < 2.5e-7, "relative error {worst}");
    assert_eq!(0.0f32.exp_nonpositive::<M>(), 1.0);
    assert_eq!((-0.0f32).exp_nonpositive::<M>(), 1.0);
    assert_eq!(f32::NEG_INFINITY.exp_nonpositive::<M>(), 0.0);
    assert!(f32::NAN.exp_nonpositive::<M>().is_nan());
    assert_eq!((-104.0f32).exp_nonpositive::<M>(), 0.0);
    assert!(f64::NAN.exp_nonpositive::<M>().is_nan());
    assert_eq!((-1.0f64).exp_nonpositive::<M>(), (-1.0f64).exp());
}

#[test]
fn write_all_writes_every_slot() {
    let mut slots = [MaybeUninit::<u16>::uninit(); 5];
    let written = write_all(
        &mut slots,
        &[1u8, 2, 3, 4, 5],
        &[1u16, 0, 1, 0, 2],
        |x, y| u16::from(x) * 100 + y,
    );
    assert_eq!(written, [101, 200, 301, 400, 502]);
    let mut none: [MaybeUninit<u16>; 0] = [];
    assert!(write_all(&mut none, &[] as &[u8], &[] as &[u8], |x, _| u16::from(x)).is_empty());
}

#[test]
#[should_panic(expected = "write_all: lengths differ")]
fn write_all_rejects_a_short_source() {
    let mut slots = [MaybeUninit::<u16>::uninit(); 3];
    write_all(&mut slots, &[1u8, 2, 3], &[1u8, 2], |x, _| u16::from(x));
}

#[test]
fn init_rows_hands_back_every_row() {
    let mut slots = [MaybeUninit::<u32>::uninit(); 6];
    let src = [1u32, 2, 3, 4, 5, 6];
    let values = init_rows(&mut slots, 2, |r, row| {
        let part = &src[2 * r..2 * r + 2];
        write_all(row, part, part, |x, _| x * 10)
    });
    values[5] += 1;
    assert_eq!(values, [10, 20, 30, 40, 50, 61]);
    let mut none: [MaybeUninit<u32>; 0] = [];
    assert!(init_rows(&mut none, 3, |_, row| write_all(
        row,
        &[],
        &[],
        |x: u32, _: u32| x
    ))
    .is_empty());
}

#[test]
#[should_panic(expected = "init_rows: fill returned another slice than its row")]
fn init_rows_rejects_a_foreign_slice() {
    let mut slots = [MaybeUninit::<u32>::uninit(); 4];
    let leaked: &'static mut [u32] = Box::leak(Box::new([0u32; 2]));
    let mut foreign = Some(leaked);
    init_rows(&mut slots, 2, |_, _| foreign.take().unwrap_or_default());
}

#[test]
#[should_panic(expected = "init_rows: rows do not tile the output")]
fn init_rows_rejects_a_partial_row() {
    let mut slots = [MaybeUninit::<u32>::uninit(); 5];
    init_rows(&mut slots, 2, |_, row| {
        write_all(row, &[1, 2], &[3, 4], |x: u32, _: u32| x)
    });
}

#[test]
fn wide_builds_agree_and_the_baseline_is_as_accurate() {
    // The same bits with AVX-512 and with AVX2 (both with FMA, where the CPU has them; else
    // the runs are the baseline's): on both loops, with special values, above the parallel
    // threshold. The baseline (SSE2, multiply-adds rounded twice) within the reference's
    // bounds.
    let mut data = logits(600 * 1000, 9);
    data[17] = f32::NAN;
    data[5000] = f32::INFINITY;
    data[7001] = f32::NEG_INFINITY;
    let run = |dims: (usize, usize, usize)| {
        let data = &data[..dims.0 * dims.1 * dims.2];
        (
            softmax(data, dims, Softmax::Exp).unwrap().to_vec(),
            softmax(data, dims, Softmax::Log).unwrap().to_vec(),
            logsumexp(data, dims).unwrap().to_vec(),
        )
    };
    let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
    let _flags = FLAGS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    for dims in [(600, 1000, 1), (3, 200, 1000), (1, 600, 1000), (2, 3, 7)] {
        let widest = run(dims);
        NO_AVX512.store(true, Ordering::Relaxed);
        let avx2 = run(dims);
        NO_AVX512.store(false, Ordering::Relaxed);
        assert_eq!(bits(&widest.0), bits(&avx2.0), "softmax {dims:?}");
        assert_eq!(bits(&widest.1), bits(&avx2.1), "log_softmax {dims:?}");
        assert_eq!(bits(&widest.2), bits(&avx2.2), "logsumexp {dims:?}");
    }
    BASELINE_ONLY.store(true, Ordering::Relaxed);
    for dims in [(60, 100, 1), (3, 20, 100), (2, 3, 7)] {
        check(&logits(dims.0 * dims.1 * dims.2, 4), dims);
    }
    BASELINE_ONLY.store(false, Ordering::Relaxed);
}

#[test]
fn sixty_four_lanes_in_four_arrays_are_the_same_bits() {
    let f = |x: f32| x * x;
    for len in [0, 1, 63, 64, 65, 200, 64 * 128, 64 * 128 + 5] {
        let row: Vec<f32> = (0..len)
            .map(|i| ((i * 37 % 101) as f32).sin() * 1e3)
            .collect();
        assert_eq!(
            sum_block_64(&row[..len.min(64 * BLOCK)], f).to_bits(),
            sum_block::<f32, 64>(&row[..len.min(64 * BLOCK)], f).to_bits(),
            "len {len}"
        );
    }
}

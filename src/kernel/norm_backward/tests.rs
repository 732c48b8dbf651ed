//! The fused backward pass against central finite differences of the forward formula in
//! `f64` (an independent reference), and `f32` on both vector widths against `f64`.

use super::{norm_backward, NormBackward};
use crate::kernel::wide::{FLAGS, NO_AVX512};
use std::sync::atomic::Ordering;

/// `Σ g * norm(x) * weight` over all rows, the scalar whose derivatives the kernel gives.
fn loss(x: &[f64], g: &[f64], w: &[f64], len: usize, centered: bool, eps: f64) -> f64 {
    let mut total = 0.0;
    for (x, g) in x.chunks(len).zip(g.chunks(len)) {
        let n = len as f64;
        let mean = if centered {
            x.iter().sum::<f64>() / n
        } else {
            0.0
        };
        let var = x.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / n;
        let rstd = 1.0 / (var + eps).sqrt();
        for ((x, g), w) in x.iter().zip(g).zip(w) {
            total += g * (x - mean) * rstd * w;
        }
    }
    total
}

/// Central differences of `loss` in each element of `v` (x or w).
fn numeric(v: &[f64], f: impl Fn(&[f64]) -> f64) -> Vec<f64> {
    let h = 1e-6;
    (0..v.len())
        .map(|i| {
            let (mut up, mut down) = (v.to_vec(), v.to_vec());
            up[i] += h;
            down[i] -= h;
            (f(&up) - f(&down)) / (2.0 * h)
        })
        .collect()
}

fn data(n: usize, seed: usize) -> Vec<f64> {
    (0..n)
        .map(|i| ((i * 37 + seed * 11) % 101) as f64 / 50.5 - 1.0)
        .collect()
}

#[test]
fn gradients_match_finite_differences_of_both_norms() {
    for centered in [true, false] {
        for (rows, len) in [(1, 1), (2, 3), (3, 17), (2, 64), (2, 65)] {
            let (x, g, w) = (data(rows * len, 1), data(rows * len, 2), data(len, 3));
            let eps = 1e-5;
            let (gx, gw) = norm_backward(&NormBackward {
                x: &x,
                g: &g,
                weight: Some(&w),
                len,
                centered,
                eps,
                weight_grad: true,
            })
            .unwrap();
            let gx = gx.expect("asked for").to_vec();
            let want_x = numeric(&x, |x| loss(x, &g, &w, len, centered, eps));
            let want_w = numeric(&w, |w| loss(&x, &g, w, len, centered, eps));
            for (got, want) in gx.iter().zip(&want_x).chain(gw.iter().zip(&want_w)) {
                assert!(
                    (got - want).abs() <= 1e-6 * (1.0 + want.abs()),
                    "centered {centered}, {rows} x {len}: {got} vs {want}"
                );
            }
        }
    }
}

#[test]
fn f32_on_both_widths_and_over_threads_is_f64_rounded() {
    let _switches = FLAGS.lock().unwrap_or_else(|e| e.into_inner());
    // Enough rows to split over threads, rows with tails past the lanes.
    for (rows, len) in [(600, 257), (5, 16), (7, 33)] {
        let (x, g, w) = (data(rows * len, 4), data(rows * len, 5), data(len, 6));
        let narrow = |v: &[f64]| v.iter().map(|&v| v as f32).collect::<Vec<f32>>();
        let (x32, g32, w32) = (narrow(&x), narrow(&g), narrow(&w));
        let widen = |v: &[f32]| v.iter().map(|&v| f64::from(v)).collect::<Vec<f64>>();
        let (x64, g64, w64) = (widen(&x32), widen(&g32), widen(&w32));
        let args64 = NormBackward {
            x: &x64,
            g: &g64,
            weight: Some(&w64),
            len,
            centered: true,
            eps: 1e-5,
            weight_grad: true,
        };
        let (want_x, want_w) = norm_backward(&args64).unwrap();
        let want_x = want_x.expect("asked for").to_vec();
        for avx512 in [true, false] {
            NO_AVX512.store(!avx512, Ordering::Relaxed);
            let (gx, gw) = norm_backward(&NormBackward {
                x: &x32,
                g: &g32,
                weight: Some(&w32),
                len,
                centered: true,
                eps: 1e-5,
                weight_grad: true,
            })
            .unwrap();
            NO_AVX512.store(false, Ordering::Relaxed);
            let gx = gx.expect("asked for").to_vec();
            for (got, want) in gx.iter().zip(&want_x) {
                assert!((f64::from(*got) - want).abs() <= 1e-4 * (1.0 + want.abs()));
            }
            let rows_f = rows as f64;
            for (got, want) in gw.iter().zip(&want_w) {
                assert!((f64::from(*got) - want).abs() <= 1e-5 * rows_f * (1.0 + want.abs()));
            }
        }
    }
}

#[test]
fn only_what_is_asked_for_and_empty_inputs() {
    let x = [1.0f64, 2.0, 4.0];
    let args = |weight, weight_grad| NormBackward {
        x: &x,
        g: &x,
        weight,
        len: 3,
        centered: true,
        eps: 1e-5,
        weight_grad,
    };
    let (gx, gw) = norm_backward(&args(None, true)).unwrap();
    assert!(gx.is_none() && gw.len() == 3);
    let (gx, gw) = norm_backward(&args(Some(&[1.0; 3]), false)).unwrap();
    assert!(gx.is_some_and(|gx| gx.len() == 3) && gw.is_empty());
    let (gx, gw) = norm_backward(&NormBackward {
        x: &[],
        g: &[],
        weight: Some(&[1.0; 4]),
        len: 4,
        centered: false,
        eps: 1e-5,
        weight_grad: true,
    })
    .unwrap();
    assert!(gx.is_some_and(|gx| gx.is_empty()) && gw == [0.0; 4]);
}

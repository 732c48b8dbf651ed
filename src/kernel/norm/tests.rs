//! The norm kernel against the textbook formulas in `f64`, on row lengths around both lane
//! counts and past one block of the wider, an empty row length, and inputs large enough to
//! split over threads.

use super::*;

/// Deterministic values with a large common offset, where a one-pass variance would cancel.
fn values(n: usize, seed: u32) -> Vec<f32> {
    (0..n)
        .map(|i| {
            let h = (i as u32).wrapping_mul(2_654_435_761).wrapping_add(seed) >> 8;
            100.0 + (h % 10_000) as f32 * 1e-3
        })
        .collect()
}

/// `(layer_norm, rms_norm)` of one row in `f64`.
fn reference(row: &[f32], w: &[f32], b: &[f32], eps: f64) -> (Vec<f64>, Vec<f64>) {
    let n = row.len() as f64;
    let x: Vec<f64> = row.iter().map(|&v| f64::from(v)).collect();
    let mean = x.iter().sum::<f64>() / n;
    let var = x.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / n;
    let ms = x.iter().map(|v| v * v).sum::<f64>() / n;
    let layer = (0..x.len())
        .map(|i| (x[i] - mean) / (var + eps).sqrt() * f64::from(w[i]) + f64::from(b[i]))
        .collect();
    let rms = (0..x.len())
        .map(|i| x[i] / (ms + eps).sqrt() * f64::from(w[i]))
        .collect();
    (layer, rms)
}

fn check(rows: usize, len: usize) {
    let data = values(rows * len, 3);
    let w: Vec<f32> = values(len, 5).iter().map(|v| v - 100.5).collect();
    let b: Vec<f32> = values(len, 7).iter().map(|v| v - 105.0).collect();
    let eps = 1e-5;
    let layer = normalize(
        &data,
        len,
        Norm::Layer {
            weight: &w,
            bias: &b,
        },
        eps as f32,
    )
    .unwrap()
    .to_vec();
    let rms = normalize(&data, len, Norm::Rms { weight: &w }, eps as f32)
        .unwrap()
        .to_vec();
    assert_eq!((layer.len(), rms.len()), (rows * len, rows * len));
    for r in 0..rows {
        let row = &data[r * len..][..len];
        let (want_layer, want_rms) = reference(row, &w, &b, eps);
        for i in 0..len {
            let (got, want) = (f64::from(layer[r * len + i]), want_layer[i]);
            assert!(
                (got - want).abs() <= 1e-4 * (1.0 + want.abs()),
                "layer {rows}x{len} [{r},{i}]: {got} vs {want}"
            );
            let (got, want) = (f64::from(rms[r * len + i]), want_rms[i]);
            assert!(
                (got - want).abs() <= 1e-5 * (1.0 + want.abs()),
                "rms {rows}x{len} [{r},{i}]: {got} vs {want}"
            );
        }
    }
}

#[test]
fn rows_of_every_length_around_the_lanes() {
    for len in [
        1,
        2,
        7,
        15,
        16,
        17,
        33,
        63,
        64,
        65,
        128,
        200,
        1000,
        8192 + 70,
    ] {
        check(5, len);
    }
}

#[test]
fn no_rows_and_empty_rows() {
    check(0, 8);
    check(4, 0);
}

#[test]
fn rows_split_over_threads() {
    // 2^20 elements, above the parallel threshold.
    check(1024, 1024);
}

#[test]
fn a_constant_row_is_bias_in_layer_norm() {
    let data = [3.0f64; 6];
    let (w, b) = ([2.0; 3], [0.5, -1.0, 4.0]);
    let out = normalize(
        &data,
        3,
        Norm::Layer {
            weight: &w,
            bias: &b,
        },
        1e-5,
    )
    .unwrap()
    .to_vec();
    assert_eq!(out, [0.5, -1.0, 4.0, 0.5, -1.0, 4.0]);
}

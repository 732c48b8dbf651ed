//! `scaled_dot_product_attention` against a naive `f64` loop over the textbook formula
//! (`softmax(q · kᵀ / sqrt(E)) · v`, masked above the diagonal when causal), on strided,
//! broadcast and empty operands, above the parallel threshold, and against PyTorch's values
//! for one fixed case.

use typed_tensor::{axes, shape, Dyn, Tensor, D};

/// A value in [-1, 1) from a 64-bit LCG: the same inputs on every run.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
    }

    fn values(&mut self, n: usize, scale: f64) -> Vec<f64> {
        (0..n).map(|_| self.next() * scale).collect()
    }
}

/// Row-major `[b, h, rows, cols]` data, read with broadcasting over `b` and `h`.
struct Dense<'a> {
    data: &'a [f64],
    dims: [usize; 4],
}

impl Dense<'_> {
    fn at(&self, b: usize, h: usize, i: usize, j: usize) -> f64 {
        let [db, dh, dr, dc] = self.dims;
        let (b, h) = (if db == 1 { 0 } else { b }, if dh == 1 { 0 } else { h });
        self.data[((b * dh + h) * dr + i) * dc + j]
    }
}

/// The attention of `q [B, H, L, E]`, `k [., ., S, E]`, `v [., ., S, Ev]` (batch and head
/// axes of size 1 broadcast), row-major `[B, H, L, Ev]`.
fn naive(q: Dense, k: Dense, v: Dense, causal: bool) -> (Vec<f64>, [usize; 4]) {
    naive_masked(q, k, v, causal, &|_, _, _, _| true)
}

/// [`naive`] where query `i` of `(b, h)` sees key `j` only when `sees(b, h, i, j)`; a query
/// that sees no key gets NaN.
fn naive_masked(
    q: Dense,
    k: Dense,
    v: Dense,
    causal: bool,
    sees: &dyn Fn(usize, usize, usize, usize) -> bool,
) -> (Vec<f64>, [usize; 4]) {
    let b = q.dims[0].max(k.dims[0]).max(v.dims[0]);
    let h = q.dims[1].max(k.dims[1]).max(v.dims[1]);
    let (l, e, s, ev) = (q.dims[2], q.dims[3], k.dims[2], v.dims[3]);
    let scale = 1.0 / (e as f64).sqrt();
    let mut out = Vec::new();
    for bi in 0..b {
        for hi in 0..h {
            for i in 0..l {
                let visible = if causal { (i + 1).min(s) } else { s };
                let seen: Vec<usize> = (0..visible).filter(|&j| sees(bi, hi, i, j)).collect();
                let scores: Vec<f64> = seen
                    .iter()
                    .map(|&j| {
                        (0..e)
                            .map(|x| q.at(bi, hi, i, x) * k.at(bi, hi, j, x))
                            .sum::<f64>()
                            * scale
                    })
                    .collect();
                let m = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
                let w: Vec<f64> = scores.iter().map(|x| (x - m).exp()).collect();
                let total: f64 = w.iter().sum();
                for c in 0..ev {
                    let acc: f64 = seen
                        .iter()
                        .zip(&w)
                        .map(|(&j, w)| w * v.at(bi, hi, j, c))
                        .sum();
                    out.push(if s == 0 {
                        0.0
                    } else if seen.is_empty() {
                        f64::NAN
                    } else {
                        acc / total
                    });
                }
            }
        }
    }
    (out, [b, h, l, ev])
}

fn assert_close(got: &[f32], want: &[f64], tol: f64) {
    assert_eq!(got.len(), want.len());
    for (i, (&g, &w)) in got.iter().zip(want).enumerate() {
        assert!(
            (g.is_nan() && w.is_nan()) || (f64::from(g) - w).abs() <= tol * (1.0 + w.abs()),
            "[{i}]: {g} vs {w}"
        );
    }
}

fn to_f32(v: &[f64]) -> Vec<f32> {
    v.iter().map(|&x| x as f32).collect()
}

/// `f32` data rounded, and the same values in `f64` for the reference.
fn data(r: &mut Lcg, n: usize, scale: f64) -> (Vec<f32>, Vec<f64>) {
    let f = to_f32(&r.values(n, scale));
    let d = f.iter().map(|&x| f64::from(x)).collect();
    (f, d)
}

#[test]
fn matches_the_formula_causal_or_not() {
    let mut r = Lcg(1);
    let (qf, qd) = data(&mut r, 2 * 3 * 5 * 4, 2.0);
    let (kf, kd) = data(&mut r, 2 * 3 * 7 * 4, 2.0);
    let (vf, vd) = data(&mut r, 2 * 3 * 7 * 6, 1.0);
    let q = Tensor::<f32, shape![2, 3, 5, 4]>::from_vec(qf).unwrap();
    let k = Tensor::<f32, shape![2, 3, 7, 4]>::from_vec(kf).unwrap();
    let v = Tensor::<f32, shape![2, 3, 7, 6]>::from_vec(vf).unwrap();
    for causal in [false, true] {
        let out: Tensor<f32, shape![2, 3, 5, 6]> = q.scaled_dot_product_attention(&k, &v, causal);
        let (want, dims) = naive(
            Dense {
                data: &qd,
                dims: [2, 3, 5, 4],
            },
            Dense {
                data: &kd,
                dims: [2, 3, 7, 4],
            },
            Dense {
                data: &vd,
                dims: [2, 3, 7, 6],
            },
            causal,
        );
        assert_eq!(out.dims(), dims);
        assert_close(&out.to_vec(), &want, 2e-6);
    }
}

#[test]
fn more_queries_than_keys_when_causal() {
    // Queries past the last key see every key.
    let mut r = Lcg(2);
    let (qf, qd) = data(&mut r, 6 * 3, 1.0);
    let (kf, kd) = data(&mut r, 4 * 3, 1.0);
    let (vf, vd) = data(&mut r, 4 * 2, 1.0);
    let q = Tensor::<f32, shape![1, 1, 6, 3]>::from_vec(qf).unwrap();
    let k = Tensor::<f32, shape![1, 1, 4, 3]>::from_vec(kf).unwrap();
    let v = Tensor::<f32, shape![1, 1, 4, 2]>::from_vec(vf).unwrap();
    let out = q.scaled_dot_product_attention(&k, &v, true);
    let (want, _) = naive(
        Dense {
            data: &qd,
            dims: [1, 1, 6, 3],
        },
        Dense {
            data: &kd,
            dims: [1, 1, 4, 3],
        },
        Dense {
            data: &vd,
            dims: [1, 1, 4, 2],
        },
        true,
    );
    assert_close(&out.to_vec(), &want, 2e-6);
}

#[test]
fn heads_split_from_one_projection_and_merged_again() {
    // The transformer's layout: q, k and v are strided views of one `[B, T, 3, H, Dh]`
    // projection, permuted to `[B, H, T, Dh]`; the result merges back with a permute and a
    // flatten of contiguous axes.
    const B: usize = 2;
    const T: usize = 9;
    const H: usize = 4;
    const DH: usize = 8;
    let mut r = Lcg(3);
    let (pf, pd) = data(&mut r, B * T * 3 * H * DH, 1.5);
    let qkv = Tensor::<f32, shape![B, T, 3, H, DH]>::from_vec(pf).unwrap();
    let heads = |i: usize| qkv.select::<2>(i).permute::<axes![0, 2, 1, 3]>();
    let out = heads(0).scaled_dot_product_attention(&heads(1), &heads(2), false);
    let merged: Tensor<f32, shape![B, T, { H * DH }]> = out
        .permute::<axes![0, 2, 1, 3]>()
        .flatten_axes::<2, 3, D<{ H * DH }>>();
    // The reference reads the same projection as dense [B, H, T, Dh] tensors.
    let part = |which: usize| {
        let mut d = Vec::new();
        for b in 0..B {
            for h in 0..H {
                for t in 0..T {
                    for x in 0..DH {
                        d.push(pd[(((b * T + t) * 3 + which) * H + h) * DH + x]);
                    }
                }
            }
        }
        d
    };
    let (q, k, v) = (part(0), part(1), part(2));
    let dims = [B, H, T, DH];
    let (want, _) = naive(
        Dense { data: &q, dims },
        Dense { data: &k, dims },
        Dense { data: &v, dims },
        false,
    );
    // want is [B, H, T, Dh]; the merged result is [B, T, H * Dh].
    let mut want_merged = Vec::new();
    for b in 0..B {
        for t in 0..T {
            for h in 0..H {
                for x in 0..DH {
                    want_merged.push(want[((b * H + h) * T + t) * DH + x]);
                }
            }
        }
    }
    assert_close(&merged.to_vec(), &want_merged, 2e-6);
}

#[test]
fn key_and_value_heads_broadcast() {
    // One key/value head for three query heads, and a value batch the query and key lack.
    let mut r = Lcg(4);
    let (qf, qd) = data(&mut r, 3 * 4 * 5, 1.0);
    let (kf, kd) = data(&mut r, 6 * 5, 1.0);
    let (vf, vd) = data(&mut r, 2 * 6 * 3, 1.0);
    let q = Tensor::<f32, shape![1, 3, 4, 5]>::from_vec(qf).unwrap();
    let k = Tensor::<f32, shape![1, 1, 6, 5]>::from_vec(kf).unwrap();
    let v = Tensor::<f32, shape![2, 1, 6, 3]>::from_vec(vf).unwrap();
    let out: Tensor<f32, shape![2, 3, 4, 3]> = q.scaled_dot_product_attention(&k, &v, false);
    let (want, dims) = naive(
        Dense {
            data: &qd,
            dims: [1, 3, 4, 5],
        },
        Dense {
            data: &kd,
            dims: [1, 1, 6, 5],
        },
        Dense {
            data: &vd,
            dims: [2, 1, 6, 3],
        },
        false,
    );
    assert_eq!(out.dims(), dims);
    assert_close(&out.to_vec(), &want, 2e-6);
}

#[test]
fn large_inputs_split_over_threads() {
    const B: usize = 2;
    const H: usize = 4;
    const L: usize = 160;
    const E: usize = 16;
    let mut r = Lcg(5);
    let (qf, qd) = data(&mut r, B * H * L * E, 1.0);
    let (kf, kd) = data(&mut r, B * H * L * E, 1.0);
    let (vf, vd) = data(&mut r, B * H * L * E, 1.0);
    let q = Tensor::<f32, shape![B, H, L, E]>::from_vec(qf).unwrap();
    let k = Tensor::<f32, shape![B, H, L, E]>::from_vec(kf).unwrap();
    let v = Tensor::<f32, shape![B, H, L, E]>::from_vec(vf).unwrap();
    let dims = [B, H, L, E];
    for causal in [false, true] {
        let out = q.scaled_dot_product_attention(&k, &v, causal);
        let (want, _) = naive(
            Dense { data: &qd, dims },
            Dense { data: &kd, dims },
            Dense { data: &vd, dims },
            causal,
        );
        assert_close(&out.to_vec(), &want, 2e-6);
    }
}

#[test]
fn f64_matches_the_formula() {
    let mut r = Lcg(6);
    let (qd, kd, vd) = (
        r.values(2 * 5 * 3, 1.0),
        r.values(2 * 4 * 3, 1.0),
        r.values(2 * 4 * 2, 1.0),
    );
    let q = Tensor::<f64, shape![1, 2, 5, 3]>::from_vec(qd.clone()).unwrap();
    let k = Tensor::<f64, shape![1, 2, 4, 3]>::from_vec(kd.clone()).unwrap();
    let v = Tensor::<f64, shape![1, 2, 4, 2]>::from_vec(vd.clone()).unwrap();
    let out = q.scaled_dot_product_attention(&k, &v, true);
    let (want, _) = naive(
        Dense {
            data: &qd,
            dims: [1, 2, 5, 3],
        },
        Dense {
            data: &kd,
            dims: [1, 2, 4, 3],
        },
        Dense {
            data: &vd,
            dims: [1, 2, 4, 2],
        },
        true,
    );
    for (g, w) in out.to_vec().iter().zip(&want) {
        assert!((g - w).abs() <= 1e-14, "{g} vs {w}");
    }
}

#[test]
fn empty_axes() {
    // No keys: every output is an empty sum.
    let q = Tensor::<f32, shape![1, 2, 3, 4]>::ones();
    let k = Tensor::<f32, shape![1, 2, 0, 4]>::ones();
    let v = Tensor::<f32, shape![1, 2, 0, 5]>::ones();
    let out = q.scaled_dot_product_attention(&k, &v, false);
    assert_eq!(out.dims(), &[1, 2, 3, 5]);
    assert_eq!(out.to_vec(), [0.0; 30]);
    // No queries, no batch, no value features: empty results.
    let q = Tensor::<f32, shape![1, 2, 0, 4]>::ones();
    let k = Tensor::<f32, shape![1, 2, 3, 4]>::ones();
    let v = Tensor::<f32, shape![1, 2, 3, 5]>::ones();
    assert_eq!(
        q.scaled_dot_product_attention(&k, &v, true).dims(),
        &[1, 2, 0, 5]
    );
    let q = Tensor::<f32, shape![0, 2, 3, 4]>::ones();
    let k = Tensor::<f32, shape![0, 2, 3, 4]>::ones();
    let v = Tensor::<f32, shape![0, 2, 3, 5]>::ones();
    assert_eq!(
        q.scaled_dot_product_attention(&k, &v, false).dims(),
        &[0, 2, 3, 5]
    );
    let q = Tensor::<f32, shape![1, 2, 3, 4]>::ones();
    let k = Tensor::<f32, shape![1, 2, 3, 4]>::ones();
    let v = Tensor::<f32, shape![1, 2, 3, 0]>::ones();
    assert_eq!(
        q.scaled_dot_product_attention(&k, &v, false).dims(),
        &[1, 2, 3, 0]
    );
    // No query features: every score is 0, the weights uniform.
    let q = Tensor::<f32, shape![1, 1, 2, 0]>::ones();
    let k = Tensor::<f32, shape![1, 1, 2, 0]>::ones();
    let v = Tensor::<f32, shape![1, 1, 2, 1]>::from_vec(vec![1.0, 3.0]).unwrap();
    assert_eq!(
        q.scaled_dot_product_attention(&k, &v, false).to_vec(),
        [2.0, 2.0]
    );
}

#[test]
fn dyn_dims_that_do_not_fit_are_errors() {
    let q = Tensor::<f32, (Dyn, D<2>, Dyn, D<4>)>::zeros_with_dims(&[1, 2, 3, 4]).unwrap();
    let k = Tensor::<f32, (Dyn, D<2>, Dyn, D<4>)>::zeros_with_dims(&[1, 2, 5, 4]).unwrap();
    let v = Tensor::<f32, (Dyn, D<2>, Dyn, D<3>)>::zeros_with_dims(&[1, 2, 6, 3]).unwrap();
    let err = q
        .try_scaled_dot_product_attention(&k, &v, false)
        .unwrap_err();
    assert!(
        err.to_string().contains("[1, 2, 3, 5]") && err.to_string().contains("[1, 2, 6, 3]"),
        "{err}"
    );
    let k3 = Tensor::<f32, (Dyn, D<2>, Dyn, D<4>)>::zeros_with_dims(&[3, 2, 5, 4]).unwrap();
    let q2 = Tensor::<f32, (Dyn, D<2>, Dyn, D<4>)>::zeros_with_dims(&[2, 2, 3, 4]).unwrap();
    let err = q2
        .try_scaled_dot_product_attention(&k3, &v, false)
        .unwrap_err();
    assert!(
        err.to_string().contains("[2, 2, 3, 4]") && err.to_string().contains("[3, 2, 4, 5]"),
        "{err}"
    );
}

#[test]
fn masks_hide_keys() {
    const B: usize = 2;
    const H: usize = 3;
    const L: usize = 4;
    const S: usize = 6;
    let mut r = Lcg(7);
    let (qf, qd) = data(&mut r, B * H * L * 5, 1.0);
    let (kf, kd) = data(&mut r, B * H * S * 5, 1.0);
    let (vf, vd) = data(&mut r, B * H * S * 3, 1.0);
    let q = Tensor::<f32, shape![B, H, L, 5]>::from_vec(qf).unwrap();
    let k = Tensor::<f32, shape![B, H, S, 5]>::from_vec(kf).unwrap();
    let v = Tensor::<f32, shape![B, H, S, 3]>::from_vec(vf).unwrap();
    let dense = || {
        (
            Dense {
                data: &qd,
                dims: [B, H, L, 5],
            },
            Dense {
                data: &kd,
                dims: [B, H, S, 5],
            },
            Dense {
                data: &vd,
                dims: [B, H, S, 3],
            },
        )
    };
    // Padding per sequence: batch item 0 has 6 real keys, item 1 has 3.
    let lengths = [6, 3];
    let padding = Tensor::<bool, shape![B, 1, 1, S]>::from_fn(|i| i[3] < lengths[i[0]]);
    for causal in [false, true] {
        let got = q.scaled_dot_product_attention_masked(&k, &v, &padding, causal);
        let (qn, kn, vn) = dense();
        let (want, _) = naive_masked(qn, kn, vn, causal, &|b, _, _, j| j < lengths[b]);
        assert_close(&got.to_vec(), &want, 2e-6);
    }
    // One [queries, keys] pattern for every batch item and head, strided (a transpose), with
    // a query that sees no key: NaN, as in PyTorch.
    let pattern = Tensor::<bool, shape![S, L]>::from_fn(|i| i[1] != 2 && (i[0] + i[1]) % 3 != 0);
    let pattern = pattern.t();
    let got = q.scaled_dot_product_attention_masked(&k, &v, &pattern, false);
    let (qn, kn, vn) = dense();
    let (want, _) = naive_masked(qn, kn, vn, false, &|_, _, i, j| i != 2 && (i + j) % 3 != 0);
    assert!(got.to_vec()[2 * 3..3 * 3].iter().all(|x| x.is_nan()));
    assert_close(&got.to_vec(), &want, 2e-6);
    // A mask that does not fit the scores is an error naming both shapes.
    let wrong = Tensor::<bool, (typed_tensor::Dyn,)>::full_with_dims(&[5], true).unwrap();
    let err = q
        .try_scaled_dot_product_attention_masked(&k, &v, &wrong, false)
        .unwrap_err();
    assert!(
        err.to_string().contains("[5]") && err.to_string().contains("[2, 3, 4, 6]"),
        "{err}"
    );
}

//! `bf16` and `f16` tensors against references computed apart from the crate's kernels: the
//! elementwise rules against `f64` results rounded once, the fused ops against the `f32` op on
//! the widened operands rounded once (the documented rule) and against `f64` within the
//! documented bounds, the products and attention against `f64` loops, casts on special values
//! and ties, and safetensors round trips bit for bit.

use typed_tensor::{bf16, f16, shape, Tensor};

/// Values in [-scale, scale) from a 64-bit LCG: the same on every run.
fn values(n: usize, seed: u64, scale: f64) -> Vec<f64> {
    let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..n)
        .map(|_| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            ((state >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0) * scale
        })
        .collect()
}

fn bf16s(n: usize, seed: u64, scale: f64) -> Vec<bf16> {
    values(n, seed, scale)
        .into_iter()
        .map(bf16::from_f64)
        .collect()
}

/// Half an ulp of `bf16` at `x`, relative: the one rounding's bound (8 significant bits).
fn bf16_rounding(x: f64) -> f64 {
    x.abs() * 2f64.powi(-8)
}

#[test]
fn arithmetic_broadcasts_and_rounds_each_result_once() {
    let a = Tensor::<bf16, shape![3, 1, 4]>::from_vec(bf16s(12, 1, 100.0)).unwrap();
    let b = Tensor::<bf16, shape![5, 4]>::from_vec(bf16s(20, 2, 3.0)).unwrap();
    let (av, bv) = (a.to_vec(), b.to_vec());
    type Case = (
        &'static str,
        Tensor<bf16, shape![3, 5, 4]>,
        fn(f64, f64) -> f64,
    );
    let ops: [Case; 4] = [
        ("+", &a + &b, |x, y| x + y),
        ("-", &a - &b, |x, y| x - y),
        ("*", &a * &b, |x, y| x * y),
        ("/", &a / &b, |x, y| x / y),
    ];
    for (name, got, op) in ops {
        for (k, got) in got.to_vec().into_iter().enumerate() {
            let (i, j) = (k / 20, k % 4);
            let x = av[i * 4 + j].to_f64();
            let y = bv[k % 20].to_f64();
            // Sums, differences and products of two bf16 are exact in f64, so one rounding of
            // the f64 result is the correctly rounded one; for `/`, f64's quotient rounds
            // within 2^-53, far inside the tie margin of bf16's 8 bits.
            assert_eq!(
                got.to_bits(),
                bf16::from_f64(op(x, y)).to_bits(),
                "{x} {name} {y}"
            );
        }
    }
    let doubled = &a * bf16::from_f32(2.0);
    for (got, x) in doubled.to_vec().iter().zip(&av) {
        assert_eq!(got.to_f64(), 2.0 * x.to_f64());
    }
    let h = Tensor::<f16, shape![4]>::from_vec(
        [1.0, 2049.0, -0.5, 65504.0].map(f16::from_f64).to_vec(),
    )
    .unwrap();
    let sum = &h + &h;
    // 2049 is not an f16 (2048 is, ties to even); 65504 * 2 overflows to infinity.
    assert_eq!(
        sum.to_vec(),
        [2.0, 4096.0, -1.0, f64::INFINITY]
            .map(f16::from_f64)
            .to_vec()
    );
}

#[test]
fn math_and_fused_ops_are_the_f32_results_rounded_once() {
    // Random values, and in the last row the special ones: NaN, the infinities, the zeros,
    // bf16's smallest subnormal and largest finite value, and values whose results overflow
    // or underflow.
    let mut values = bf16s(200, 3, 4.0);
    let specials = [
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        0.0,
        -0.0,
        9.2e-41,
        -9.2e-41,
        3.38e38,
        -3.38e38,
        100.0,
        -100.0,
        89.0,
        -89.0,
        1e-30,
        -1e-30,
        0.5,
        -0.5,
        1.0,
        -1.0,
        88.5,
        -104.0,
        1e-3,
        7.0,
        -7.0,
        2.0,
        -2.0,
        3.0,
        -3.0,
        20.0,
        -20.0,
        40.0,
        -40.0,
        60.0,
        -60.0,
        1e10,
        -1e10,
        65504.0,
        -65504.0,
        1e-20,
        -1e-20,
    ];
    values.extend(specials.map(bf16::from_f64));
    let x = Tensor::<bf16, shape![6, 40]>::from_vec(values).unwrap();
    let wide = x.cast::<f32>();
    let rounded = |t: Tensor<f32, shape![6, 40]>| t.cast::<bf16>().to_vec();
    let pairs = [
        ("exp", x.exp().to_vec(), rounded(wide.exp())),
        ("tanh", x.tanh().to_vec(), rounded(wide.tanh())),
        ("gelu", x.gelu().to_vec(), rounded(wide.gelu())),
        (
            "gelu_tanh",
            x.gelu_tanh().to_vec(),
            rounded(wide.gelu_tanh()),
        ),
        ("silu", x.silu().to_vec(), rounded(wide.silu())),
        ("sigmoid", x.sigmoid().to_vec(), rounded(wide.sigmoid())),
        (
            "abs.sqrt",
            x.abs().sqrt().to_vec(),
            rounded(wide.abs().sqrt()),
        ),
        (
            "softmax",
            x.softmax::<1>().to_vec(),
            rounded(wide.softmax::<1>()),
        ),
        (
            "log_softmax",
            x.log_softmax::<1>().to_vec(),
            rounded(wide.log_softmax::<1>()),
        ),
    ];
    for (name, got, want) in pairs {
        // NaN results compare as NaN (their payloads may differ), the rest bit for bit.
        let same = got
            .iter()
            .zip(&want)
            .all(|(g, w)| g.to_bits() == w.to_bits() || (g.is_nan() && w.is_nan()));
        assert!(same, "{name}: {got:?} vs {want:?}");
    }
    let w = Tensor::<bf16, shape![40]>::from_vec(bf16s(40, 4, 2.0)).unwrap();
    let b = Tensor::<bf16, shape![40]>::from_vec(bf16s(40, 5, 1.0)).unwrap();
    let eps = bf16::from_f32(1e-5);
    let norm = x.layer_norm(&w, &b, eps).to_vec();
    let want = wide
        .layer_norm(&w.cast::<f32>(), &b.cast::<f32>(), eps.to_f32())
        .cast::<bf16>()
        .to_vec();
    let same = |a: &[bf16], b: &[bf16]| {
        a.iter()
            .zip(b)
            .all(|(x, y)| x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()))
    };
    assert!(same(&norm, &want), "layer_norm");
    let rms = x.rms_norm(&w, eps).to_vec();
    let want = wide
        .rms_norm(&w.cast::<f32>(), eps.to_f32())
        .cast::<bf16>()
        .to_vec();
    assert!(same(&rms, &want), "rms_norm");
    // And layer norm against f64 within one rounding plus f32's sums.
    let xv: Vec<f64> = x.to_vec().iter().map(|v| v.to_f64()).collect();
    // The rows of random values (the last row's specials make NaN and infinities).
    for (row, got) in xv.chunks(40).zip(norm.chunks(40)).take(5) {
        let mean = row.iter().sum::<f64>() / 40.0;
        let var = row.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / 40.0;
        for (j, (&v, g)) in row.iter().zip(got).enumerate() {
            let exact = (v - mean) / (var + 1e-5f64.max(eps.to_f64())).sqrt()
                * w.to_vec()[j].to_f64()
                + b.to_vec()[j].to_f64();
            assert!(
                (g.to_f64() - exact).abs() <= bf16_rounding(exact) + 1e-4,
                "layer_norm {g} vs {exact}"
            );
        }
    }
}

#[test]
fn sums_and_means_accumulate_in_f32() {
    // 1000 ones: a bf16 running sum would stop at 256 (256 + 1 rounds back to 256).
    let ones = Tensor::<bf16, shape![1000]>::from_vec(vec![bf16::ONE; 1000]).unwrap();
    assert_eq!(ones.sum_all().to_vec(), [bf16::from_f32(1000.0)]);
    assert_eq!(ones.mean_all().to_vec(), [bf16::ONE]);
    let x = Tensor::<bf16, shape![3, 700]>::from_vec(bf16s(2100, 6, 1.0)).unwrap();
    let xv = x.to_vec();
    for (i, (sum, mean)) in x
        .sum::<1>()
        .to_vec()
        .iter()
        .zip(x.mean::<1>().to_vec())
        .enumerate()
    {
        let row: Vec<f64> = xv[i * 700..(i + 1) * 700]
            .iter()
            .map(|v| v.to_f64())
            .collect();
        let exact: f64 = row.iter().sum();
        let magnitude: f64 = row.iter().map(|v| v.abs()).sum();
        let f32_error = magnitude * 700.0 * 2f64.powi(-24);
        assert!(
            (sum.to_f64() - exact).abs() <= bf16_rounding(exact) + f32_error,
            "sum {sum} vs {exact}"
        );
        let exact = exact / 700.0;
        let f32_error = f32_error / 700.0;
        assert!(
            (mean.to_f64() - exact).abs() <= bf16_rounding(exact) + f32_error,
            "mean {mean} vs {exact}"
        );
    }
    let h = Tensor::<f16, shape![3000]>::from_vec(vec![f16::ONE; 3000]).unwrap();
    assert_eq!(h.sum_all().to_vec(), [f16::from_f32(3000.0)]);
}

#[test]
fn comparisons_selections_and_views() {
    let a = Tensor::<bf16, shape![2, 3]>::from_vec(
        [1.0, -2.0, 3.5, f64::NAN, 0.0, -0.0]
            .map(bf16::from_f64)
            .to_vec(),
    )
    .unwrap();
    let b =
        Tensor::<bf16, shape![3]>::from_vec([0.5, -2.0, 4.0].map(bf16::from_f64).to_vec()).unwrap();
    assert_eq!(a.gt(&b).to_vec(), [true, false, false, false, true, false]);
    assert_eq!(a.le(&b).to_vec(), [false, true, true, false, false, true]);
    let picked = typed_tensor::where_(&a.gt(&b), &a, &b);
    assert_eq!(
        picked.to_vec(),
        [1.0, -2.0, 4.0, 0.5, 0.0, 4.0].map(bf16::from_f64).to_vec()
    );
    let t = a.t();
    assert_eq!(t.dims(), &[3, 2]);
    assert_eq!(t.to_vec()[1].to_bits(), a.to_vec()[3].to_bits());
    assert_eq!(format!("{}", bf16::from_f64(1.5)), "1.5");
    let shown = format!("{b}");
    assert!(
        shown.contains("0.5") && shown.contains("-2") && shown.contains('4'),
        "{shown}"
    );
}

#[test]
fn casts_round_once_and_keep_special_values() {
    let x = Tensor::<f64, shape![8]>::from_vec(vec![
        1.0 + 1.0 / 256.0, // a tie in bf16: to 1 (even)
        1.0 + 3.0 / 256.0, // a tie: to 1 + 2/128 (even)
        f64::NAN,
        f64::NEG_INFINITY,
        1e39,     // beyond bf16's range? no: bf16 reaches 3.4e38, so infinity
        -2.0e-39, // a bf16 subnormal
        65520.0,  // f16: rounds up to infinity (the tie above 65504)
        -0.0,
    ])
    .unwrap();
    let b = x.cast::<bf16>().to_vec();
    assert_eq!(b[0].to_f64(), 1.0);
    assert_eq!(b[1].to_f64(), 1.0 + 2.0 / 128.0);
    assert!(b[2].is_nan());
    assert_eq!(b[3], bf16::NEG_INFINITY);
    assert_eq!(b[4], bf16::INFINITY);
    assert!(b[5].to_bits() & 0x7f80 == 0 && b[5].to_bits() & 0x7f != 0 && b[5].is_sign_negative());
    assert_eq!(b[7].to_bits(), 0x8000);
    let h = x.cast::<f16>().to_vec();
    assert_eq!(h[6], f16::INFINITY);
    assert!(h[2].is_nan());
    let ints = Tensor::<bf16, shape![5]>::from_vec(
        [2.75, -2.75, 1e10, f64::NAN, -1e10]
            .map(bf16::from_f64)
            .to_vec(),
    )
    .unwrap();
    assert_eq!(ints.cast::<i32>().to_vec(), [2, -2, i32::MAX, 0, i32::MIN]);
    assert_eq!(ints.cast::<u8>().to_vec(), [2, 0, 255, 0, 0]);
    assert_eq!(ints.cast::<bool>().to_vec(), [true, true, true, true, true]);
    let big = Tensor::<i32, shape![2]>::from_vec(vec![257, 16_777_217]).unwrap();
    // 257 is a tie between 256 and 258 in bf16: 256 (even); 2^24 + 1 rounds to 2^24.
    assert_eq!(
        big.cast::<bf16>().to_vec(),
        [256.0, 16_777_216.0].map(bf16::from_f64).to_vec()
    );
    // Between the half types: through f32, rounded once.
    let h =
        Tensor::<f16, shape![2]>::from_vec([1.0 + 1.0 / 512.0, 3.0e-5].map(f16::from_f64).to_vec())
            .unwrap();
    let to_b = h.cast::<bf16>().to_vec();
    assert_eq!(to_b[0], bf16::from_f32((1.0 + 1.0 / 512.0) as f32));
    assert_eq!(to_b[1], bf16::from_f32(f16::from_f64(3.0e-5).to_f32()));
}

/// `a · b` of row-major `f64` matrices.
fn product(a: &[f64], b: &[f64], [m, k, n]: [usize; 3]) -> Vec<f64> {
    let mut c = vec![0.0; m * n];
    for i in 0..m {
        for p in 0..k {
            for j in 0..n {
                c[i * n + j] += a[i * k + p] * b[p * n + j];
            }
        }
    }
    c
}

/// Within one bf16 rounding of the exact value, plus f32's rounding over `k` sums of
/// magnitude `magnitude`.
fn assert_product_close(got: &[bf16], exact: &[f64], magnitude: &[f64], k: usize, what: &str) {
    for (i, ((g, e), m)) in got.iter().zip(exact).zip(magnitude).enumerate() {
        let bound = bf16_rounding(*e) + m * (k as f64 + 2.0) * 2f64.powi(-24) + 1e-30;
        assert!((g.to_f64() - e).abs() <= bound, "{what} [{i}]: {g} vs {e}");
    }
}

#[test]
fn products_in_every_form_against_f64() {
    let (m, k, n) = (37, 70, 45);
    let a = Tensor::<bf16, shape![2, 37, 70]>::from_vec(bf16s(2 * m * k, 7, 1.0)).unwrap();
    let w = Tensor::<bf16, shape![45, 70]>::from_vec(bf16s(n * k, 8, 1.0)).unwrap();
    let bias = Tensor::<bf16, shape![45]>::from_vec(bf16s(n, 9, 1.0)).unwrap();
    let wide = |t: Vec<bf16>| t.iter().map(|x| x.to_f64()).collect::<Vec<f64>>();
    let (av, wv, bv) = (wide(a.to_vec()), wide(w.to_vec()), wide(bias.to_vec()));
    let wt: Vec<f64> = (0..k * n).map(|i| wv[(i % n) * k + i / n]).collect(); // w.t(), row-major
    let abs = |v: &[f64]| v.iter().map(|x| x.abs()).collect::<Vec<f64>>();
    // linear: a · wᵀ + bias, over the batch (folded into one product).
    let y = a.linear(&w, &bias).to_vec();
    let mut exact = Vec::new();
    let mut magnitude = Vec::new();
    for item in 0..2 {
        let rows = &av[item * m * k..(item + 1) * m * k];
        let p = product(rows, &wt, [m, k, n]);
        let q = product(&abs(rows), &abs(&wt), [m, k, n]);
        exact.extend(p.iter().enumerate().map(|(i, x)| x + bv[i % n]));
        magnitude.extend(q.iter().enumerate().map(|(i, x)| x + bv[i % n].abs()));
    }
    assert_product_close(&y, &exact, &magnitude, k, "linear");
    // matmul with a transposed rhs view, and a matrix times a vector and a vector times it.
    let y = a.matmul(&w.t()).to_vec();
    let plain: Vec<f64> = exact
        .iter()
        .enumerate()
        .map(|(i, x)| x - bv[i % n])
        .collect();
    assert_product_close(&y, &plain, &magnitude, k, "matmul");
    let v = Tensor::<bf16, shape![70]>::from_vec(bf16s(k, 10, 1.0)).unwrap();
    let vv = wide(v.to_vec());
    let wv_rows = w.matmul(&v).to_vec();
    let exact: Vec<f64> = (0..n)
        .map(|j| (0..k).map(|p| wv[j * k + p] * vv[p]).sum())
        .collect();
    let magnitude: Vec<f64> = (0..n)
        .map(|j| (0..k).map(|p| (wv[j * k + p] * vv[p]).abs()).sum())
        .collect();
    assert_product_close(&wv_rows, &exact, &magnitude, k, "matrix · vector");
    let vw = v.matmul(&w.t()).to_vec();
    assert_product_close(&vw, &exact, &magnitude, k, "vector · matrix");
    // An empty inner axis: zeros; an empty output: nothing.
    let e = Tensor::<bf16, shape![3, 0]>::from_vec(vec![]).unwrap();
    let f = Tensor::<bf16, shape![0, 4]>::from_vec(vec![]).unwrap();
    assert_eq!(e.matmul(&f).to_vec(), vec![bf16::ZERO; 12]);
    assert_eq!(f.t().matmul(&e.t()).to_vec(), vec![bf16::ZERO; 12]);
    let rows = Tensor::<bf16, shape![0, 3]>::from_vec(vec![]).unwrap();
    let rhs = Tensor::<bf16, shape![3, 4]>::from_vec(vec![bf16::ONE; 12]).unwrap();
    assert!(rows.matmul(&rhs).to_vec().is_empty());
    // f16 through the widened path.
    let h = a.cast::<f16>().matmul(&w.cast::<f16>().t()).to_vec();
    for (g, e) in h.iter().zip(&plain) {
        assert!(
            (g.to_f64() - e).abs() <= e.abs() * 2f64.powi(-11) + 1e-3,
            "f16 {g} vs {e}"
        );
    }
}

#[test]
fn attention_computes_scores_and_softmax_in_f32() {
    let (l, s, e) = (19, 33, 16);
    let q = Tensor::<bf16, shape![2, 3, 19, 16]>::from_vec(bf16s(6 * l * e, 11, 1.0)).unwrap();
    let k = Tensor::<bf16, shape![2, 3, 33, 16]>::from_vec(bf16s(6 * s * e, 12, 1.0)).unwrap();
    let v = Tensor::<bf16, shape![2, 3, 33, 16]>::from_vec(bf16s(6 * s * e, 13, 1.0)).unwrap();
    let wide = |t: &Vec<bf16>| t.iter().map(|x| x.to_f64()).collect::<Vec<f64>>();
    let (qv, kv, vv) = (wide(&q.to_vec()), wide(&k.to_vec()), wide(&v.to_vec()));
    // Unmasked, causal, and with each batch item's padding masked (20 and 7 real keys).
    let lengths = [20, 7];
    let padding = Tensor::<bool, shape![2, 1, 1, 33]>::from_fn(|i| i[3] < lengths[i[0]]);
    for (causal, masked) in [(false, false), (true, false), (false, true), (true, true)] {
        let out = if masked {
            q.scaled_dot_product_attention_masked(&k, &v, &padding, causal)
        } else {
            q.scaled_dot_product_attention(&k, &v, causal)
        }
        .to_vec();
        for item in 0..6 {
            for i in 0..l {
                let seen = |j: usize| (!causal || j <= i) && (!masked || j < lengths[item / 3]);
                let keys: Vec<usize> = (0..s).filter(|&j| seen(j)).collect();
                let scores: Vec<f64> = keys
                    .iter()
                    .map(|&j| {
                        (0..e)
                            .map(|p| qv[(item * l + i) * e + p] * kv[(item * s + j) * e + p])
                            .sum::<f64>()
                            / 4.0
                    })
                    .collect();
                let max = scores.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
                let w: Vec<f64> = scores.iter().map(|x| (x - max).exp()).collect();
                let total: f64 = w.iter().sum();
                for f in 0..e {
                    let exact: f64 = keys
                        .iter()
                        .zip(&w)
                        .map(|(&j, w)| w / total * vv[(item * s + j) * e + f])
                        .sum();
                    let got = out[(item * l + i) * e + f].to_f64();
                    // The probabilities are rounded to bf16 before `p · v` (2^-9 relative
                    // each, |v| <= 1), then the output once.
                    let bound = bf16_rounding(exact) + 2f64.powi(-8) + 1e-6;
                    assert!(
                        (got - exact).abs() <= bound,
                        "causal {causal} masked {masked} [{item}, {i}, {f}]: {got} vs {exact}"
                    );
                }
            }
        }
    }
}

#[cfg(feature = "safetensors")]
#[test]
fn safetensors_saves_and_loads_half_precision_as_it_is() {
    use safetensors::SafeTensors;
    use typed_tensor::interop::safetensors::serialize;
    let b = Tensor::<bf16, shape![2, 3]>::from_vec(
        [1.0, -0.0, f64::NAN, 3.0e-41, 1e38, -7.5]
            .map(bf16::from_f64)
            .to_vec(),
    )
    .unwrap();
    let h = Tensor::<f16, shape![3]>::from_vec([1.0, 6.0e-8, -65504.0].map(f16::from_f64).to_vec())
        .unwrap();
    let bytes = serialize([("b", b.safetensors_view()), ("h", h.safetensors_view())]).unwrap();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    assert_eq!(file.tensor("b").unwrap().dtype(), safetensors::Dtype::BF16);
    let back = Tensor::<bf16, shape![2, 3]>::from_safetensors(&file, "b").unwrap();
    let bits = |t: Vec<bf16>| t.iter().map(|x| x.to_bits()).collect::<Vec<u16>>();
    assert_eq!(bits(back.to_vec()), bits(b.to_vec()));
    let back = Tensor::<f16, shape![3]>::from_safetensors(&file, "h").unwrap();
    assert_eq!(back.to_vec(), h.to_vec());
    // Widening loads, exactly; narrowing ones refused.
    let wide = Tensor::<f32, shape![2, 3]>::from_safetensors(&file, "b").unwrap();
    assert_eq!(wide.to_vec()[5], -7.5);
    assert!(Tensor::<bf16, shape![3]>::from_safetensors(&file, "h").is_err());
}

#[test]
fn a_bf16_tape_differentiates_a_linear_layer() {
    use typed_tensor::autograd::Tape;
    let x = Tensor::<bf16, shape![6, 40]>::from_vec(bf16s(240, 21, 1.0)).unwrap();
    let w = Tensor::<bf16, shape![3, 40]>::from_vec(bf16s(120, 22, 1.0)).unwrap();
    let b = Tensor::<bf16, shape![3]>::from_vec(bf16s(3, 23, 1.0)).unwrap();
    let tape = Tape::new();
    let y = tape
        .constant(x.clone())
        .linear(&tape.param(&w), &tape.param(&b));
    let loss = (&y * &y).sum_all(); // d loss / dy = 2y
    let grads = loss.backward();
    let xv = x.to_vec();
    let f = |v: bf16| v.to_f64();
    // dW[j, p] = sum_i 2 y[i, j] x[i, p], with y the layer's bf16 output (as the rule sees it).
    let yv = y.value().to_vec();
    let dw = grads.get(&w).unwrap().to_vec();
    for j in 0..3 {
        for p in 0..40 {
            let exact: f64 = (0..6)
                .map(|i| 2.0 * f(yv[i * 3 + j]) * f(xv[i * 40 + p]))
                .sum();
            let magnitude: f64 = (0..6)
                .map(|i| (2.0 * f(yv[i * 3 + j]) * f(xv[i * 40 + p])).abs())
                .sum();
            // 2y is rounded to bf16 before the product: 2^-8 relative per term.
            let bound = bf16_rounding(exact) + magnitude * 2f64.powi(-8);
            assert!((f(dw[j * 40 + p]) - exact).abs() <= bound, "dW[{j}, {p}]");
        }
    }
    let db = grads.get(&b).unwrap().to_vec();
    for j in 0..3 {
        let exact: f64 = (0..6).map(|i| 2.0 * f(yv[i * 3 + j])).sum();
        assert!(
            (f(db[j]) - exact).abs() <= bf16_rounding(exact) + 1e-2 * exact.abs().max(1.0),
            "db[{j}]"
        );
    }
}

/// A small CNN's layers with `T = bf16` (conv with bias, batch norm in training mode, ReLU,
/// max pooling) against the same layers in `f32` on the same rounded weights and input: the
/// outputs agree within the roundings of each layer (`2^-6` of the largest output).
#[test]
fn cnn_layers_run_in_bf16() {
    use typed_tensor::nn::{BatchNorm2d, Conv2d, MaxPool2d};
    let x32 = Tensor::<f32, shape![2, 3, 8, 8]>::from_vec(
        bf16s(384, 31, 1.0).iter().map(|v| v.to_f32()).collect(),
    )
    .unwrap();
    let w32 = Tensor::<f32, shape![4, 3, 3, 3]>::from_vec(
        bf16s(108, 32, 0.5).iter().map(|v| v.to_f32()).collect(),
    )
    .unwrap();
    let b32 =
        Tensor::<f32, shape![4]>::from_vec(bf16s(4, 33, 0.5).iter().map(|v| v.to_f32()).collect())
            .unwrap();
    let conv32 = Conv2d::<3, 4, 3, 1, 1>::new(w32.clone(), Some(b32.clone()));
    let conv16 = Conv2d::<3, 4, 3, 1, 1, bf16>::new(w32.cast::<bf16>(), Some(b32.cast::<bf16>()));
    let (bn32, bn16) = (
        BatchNorm2d::<4>::new(1e-5, Some(0.1)),
        BatchNorm2d::<4, bf16>::new(1e-5, Some(0.1)),
    );
    let pool = MaxPool2d::<2>;
    let c32: Tensor<f32, shape![2, 4, 8, 8]> = conv32.forward(&x32);
    let c16: Tensor<bf16, shape![2, 4, 8, 8]> = conv16.forward(&x32.cast::<bf16>());
    let y32: Tensor<f32, shape![2, 4, 4, 4]> = pool.forward(&bn32.forward(&c32).relu());
    let y16: Tensor<bf16, shape![2, 4, 4, 4]> = pool.forward(&bn16.forward(&c16).relu());
    let (y32, y16) = (y32.to_vec(), y16.to_vec());
    let scale = y32.iter().fold(0.0f32, |m, v| m.max(v.abs()));
    for (i, (a, b)) in y32.iter().zip(&y16).enumerate() {
        assert!(
            (a - b.to_f32()).abs() <= scale / 64.0,
            "[{i}]: f32 {a} vs bf16 {b}"
        );
    }
    assert!(
        scale > 0.5,
        "a test of something: the outputs are not all zero"
    );
}

//! `softmax`, `log_softmax`, `logsumexp` and `logsumexp_keepdim` against the composed form
//! built from the crate's own ops (`max_keepdim`, `-`, `exp`, `sum_keepdim`, `/`, `ln`), within
//! 1e-6 relative, on every axis of ranks 1 to 3, views, `Dyn` dims and large tensors; plus
//! large logits, special values and empty axes against hand-computed PyTorch results.

use typed_tensor::{shape, shape::ReduceAxis, Tensor};

/// Deterministic logits in about [-20, 20].
fn logits(n: usize, seed: usize) -> Vec<f32> {
    (0..n)
        .map(|i| ((i * 7919 + seed * 104_729) % 4001) as f32 / 100.0 - 20.0)
        .collect()
}

/// `|got - want| <= rel * |want| + abs`, NaN matching NaN.
fn assert_close(got: &[f32], want: &[f32], rel: f32, abs: f32, what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: lengths");
    for (i, (&g, &w)) in got.iter().zip(want).enumerate() {
        let ok = (g.is_nan() && w.is_nan()) || g == w || (g - w).abs() <= rel * w.abs() + abs;
        assert!(ok, "{what}: element {i}: {g} vs {w}");
    }
}

/// The composed forms, from the crate's elementwise ops and reductions.
macro_rules! composed {
    ($x:expr, $A:literal) => {{
        let x = $x;
        let m = x.max_keepdim::<$A>();
        let shifted = x - &m;
        let e = shifted.exp();
        let s = e.sum_keepdim::<$A>();
        let soft = &e / &s;
        let log = &shifted - &s.ln();
        let lse = &s.ln() + &m;
        (soft, log, lse)
    }};
}

/// Fused against composed on axis `$A` of `$x`.
macro_rules! check_axis {
    ($x:expr, $A:literal) => {{
        let x = &$x;
        let (soft, log, lse_keep) = composed!(x, $A);
        let what = format!("axis {} of {:?}", $A, x.dims());
        assert_close(
            &x.softmax::<$A>().to_vec(),
            &soft.to_vec(),
            1e-6,
            0.0,
            &what,
        );
        // ln(s) of a sum s >= 1 rounds to within ulp(s) / s absolute, however small ln(s) is.
        assert_close(
            &x.log_softmax::<$A>().to_vec(),
            &log.to_vec(),
            1e-6,
            2.5e-7,
            &what,
        );
        let keep = x.logsumexp_keepdim::<$A>();
        assert_eq!(keep.dims(), lse_keep.dims());
        assert_close(&keep.to_vec(), &lse_keep.to_vec(), 1e-6, 2.5e-7, &what);
        assert_eq!(x.logsumexp::<$A>().to_vec(), keep.to_vec(), "{what}");
    }};
}

#[test]
fn matches_the_composed_form_on_every_axis() {
    let x1 = Tensor::<f32, shape![37]>::from_vec(logits(37, 1)).unwrap();
    check_axis!(x1, 0);
    let x2 = Tensor::<f32, shape![13, 300]>::from_vec(logits(3900, 2)).unwrap();
    check_axis!(x2, 0);
    check_axis!(x2, 1);
    let x3 = Tensor::<f32, shape![3, 40, 7]>::from_vec(logits(840, 3)).unwrap();
    check_axis!(x3, 0);
    check_axis!(x3, 1);
    check_axis!(x3, 2);
}

#[test]
fn views_and_dyn_dims() {
    let x = Tensor::<f32, shape![dyn, 50]>::from_shape_vec(&[9, 50], logits(450, 4)).unwrap();
    check_axis!(x, 0);
    check_axis!(x, 1);
    let t = x.t(); // not contiguous: copied once first
    check_axis!(t, 0);
    check_axis!(t, 1);
    let b = Tensor::<f32, shape![50]>::from_vec(logits(50, 5))
        .unwrap()
        .broadcast_to::<shape![4, 50]>(); // stride 0
    check_axis!(b, 0);
    check_axis!(b, 1);
}

#[test]
fn large_tensors_split_over_threads() {
    // Above the default parallel threshold (2^18 elements).
    let x = Tensor::<f32, shape![64, 9000]>::from_vec(logits(64 * 9000, 6)).unwrap();
    check_axis!(x, 0);
    check_axis!(x, 1);
}

#[test]
fn f64_matches_the_composed_form() {
    let x = Tensor::<f64, shape![5, 30]>::from_fn(|i| ((i[0] * 31 + i[1] * 17) % 23) as f64 - 11.0);
    for (got, want) in x
        .softmax::<1>()
        .iter()
        .zip((&x - &x.max_keepdim::<1>()).exp().iter())
    {
        assert!(*got <= *want && *got > 0.0);
    }
    let m = x.max_keepdim::<0>();
    let e = (&x - &m).exp();
    let soft = &e / &e.sum_keepdim::<0>();
    for (got, want) in x.softmax::<0>().iter().zip(soft.iter()) {
        assert!((got - want).abs() <= 1e-15 * want, "{got} vs {want}");
    }
}

#[test]
fn large_finite_logits_give_finite_results() {
    // torch.softmax(torch.tensor([[1e4, -1e4, 1e4], [3., -1e4, -1e4]]), dim=1)
    //   = [[0.5, 0, 0.5], [1, 0, 0]]; log_softmax = [[-ln 2, -2e4 - ln 2, -ln 2], [0, -10003, -10003]]
    let x = Tensor::<f32, shape![2, 3]>::from_vec(vec![1e4, -1e4, 1e4, 3.0, -1e4, -1e4]).unwrap();
    let ln2 = std::f32::consts::LN_2;
    assert_eq!(x.softmax::<1>().to_vec(), [0.5, 0.0, 0.5, 1.0, 0.0, 0.0]);
    assert_eq!(
        x.log_softmax::<1>().to_vec(),
        [-ln2, -2e4 - ln2, -ln2, 0.0, -10003.0, -10003.0]
    );
    assert_eq!(x.logsumexp::<1>().to_vec(), [1e4 + ln2, 3.0]);
    // Along axis 0: columns [1e4, 3], [-1e4, -1e4], [1e4, -1e4].
    assert_eq!(x.softmax::<0>().to_vec(), [1.0, 0.5, 1.0, 0.0, 0.5, 0.0]);
    assert_eq!(x.logsumexp::<0>().to_vec(), [1e4, -1e4 + ln2, 1e4]);
    let composed = (&x - &x.max_keepdim::<1>()).exp();
    assert!(composed.iter().all(|v| v.is_finite()));
}

#[test]
fn special_values_as_pytorch() {
    let (inf, nan) = (f32::INFINITY, f32::NAN);
    // PyTorch (CPU): a NaN, a +inf, or only -inf along the dim make softmax and log_softmax NaN
    // there; logsumexp gives NaN, +inf, -inf; -inf among finite values gets probability 0.
    let x = Tensor::<f32, shape![4, 3]>::from_vec(vec![
        1.0, nan, 2.0, //
        inf, 1.0, 2.0, //
        -inf, -inf, -inf, //
        -inf, 0.0, 0.0,
    ])
    .unwrap();
    let soft = x.softmax::<1>().to_vec();
    let log = x.log_softmax::<1>().to_vec();
    assert!(soft[..9].iter().all(|v| v.is_nan()) && log[..9].iter().all(|v| v.is_nan()));
    assert_eq!(soft[9..], [0.0, 0.5, 0.5]);
    let ln2 = std::f32::consts::LN_2;
    assert_eq!(log[9..], [-inf, -ln2, -ln2]);
    let lse = x.logsumexp::<1>().to_vec();
    assert!(lse[0].is_nan());
    assert_eq!(lse[1..], [inf, -inf, ln2]);
}

#[test]
fn empty_axes() {
    // torch.softmax(torch.empty(3, 0), dim=1) is empty; torch.logsumexp(.., dim=1) is -inf.
    let x = Tensor::<f32, shape![3, 0]>::zeros();
    assert_eq!(x.softmax::<1>().dims(), &[3, 0]);
    assert_eq!(x.log_softmax::<0>().dims(), &[3, 0]);
    assert_eq!(x.logsumexp::<1>().to_vec(), [f32::NEG_INFINITY; 3]);
    assert_eq!(x.logsumexp::<0>().dims(), &[0]);
    let k: Tensor<f32, shape![3, 1]> = x.logsumexp_keepdim::<1>();
    assert_eq!(k.to_vec(), [f32::NEG_INFINITY; 3]);
    let d = Tensor::<f64, shape![dyn, 4]>::zeros_with_dims(&[0, 4]).unwrap();
    assert_eq!(d.logsumexp::<0>().to_vec(), [f64::NEG_INFINITY; 4]);
    assert_eq!(d.softmax::<1>().dims(), &[0, 4]);
}

/// Generic code bounds on `ReduceAxis<A>` (or `Axis<A>`), as for the reductions.
fn attention_weights<S: ReduceAxis<1>>(scores: &Tensor<f32, S>) -> Tensor<f32, S> {
    scores.softmax::<1>()
}

#[test]
fn generic_over_the_shape() {
    let s = Tensor::<f32, shape![2, 2]>::from_vec(vec![0.0, 0.0, 0.0, 1e4]).unwrap();
    assert_eq!(attention_weights(&s).to_vec(), [0.5, 0.5, 0.0, 1.0]);
}

/// `LAST` names the last axis: the same results as its number, at every rank.
#[test]
fn last_axis_is_the_numbered_last_axis() {
    use typed_tensor::LAST;
    let x = Tensor::<f32, shape![2, 3]>::from_fn(|i| (i[0] * 3 + i[1]) as f32 * 0.7 - 1.0);
    assert_eq!(x.softmax::<LAST>().to_vec(), x.softmax::<1>().to_vec());
    assert_eq!(
        x.log_softmax::<LAST>().to_vec(),
        x.log_softmax::<1>().to_vec()
    );
    let y = Tensor::<f64, shape![2, dyn, 4]>::from_fn_with_dims(&[2, 3, 4], |i| {
        (i[0] * 12 + i[1] * 4 + i[2]) as f64 * 0.3
    })
    .unwrap();
    let lse: Tensor<f64, shape![2, dyn]> = y.logsumexp::<LAST>();
    assert_eq!(lse.to_vec(), y.logsumexp::<2>().to_vec());
    assert_eq!(y.logsumexp_keepdim::<LAST>().dims(), &[2, 3, 1]);
    // And against the definition, by a naive loop.
    for (row, got) in lse.to_vec().iter().enumerate() {
        let (a, b) = (row / 3, row % 3);
        let want = (0..4)
            .map(|k| y.get(&[a, b, k]).unwrap().exp())
            .sum::<f64>()
            .ln();
        assert!((got - want).abs() <= 1e-12 * want.abs(), "{got} vs {want}");
    }
}

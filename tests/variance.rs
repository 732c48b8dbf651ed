//! `var` and `std` against a naive f64 loop (the mean, then the squared deviations, each summed
//! in order) and against values printed by PyTorch.

use typed_tensor::{shape, Tensor};

/// Pseudo-random values in `[0, 1)` from a 32-bit LCG.
fn noise(n: usize, seed: u32) -> Vec<f64> {
    let mut state = seed;
    (0..n)
        .map(|_| {
            state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            f64::from(state >> 8) / f64::from(1u32 << 24)
        })
        .collect()
}

/// The variance along axis 1 of the row-major `data` of dims `[outer, len, inner]`, with
/// divisor `len - correction`, in f64, one output at a time.
fn naive_var(data: &[f64], [outer, len, inner]: [usize; 3], correction: usize) -> Vec<f64> {
    let mut out = Vec::new();
    for o in 0..outer {
        for j in 0..inner {
            let at = |k: usize| data[(o * len + k) * inner + j];
            let mean = (0..len).map(at).sum::<f64>() / len as f64;
            let squares: f64 = (0..len).map(|k| (at(k) - mean) * (at(k) - mean)).sum();
            out.push(squares / len.saturating_sub(correction) as f64);
        }
    }
    out
}

#[track_caller]
fn assert_relative(got: &[f64], want: &[f64], tolerance: f64) {
    assert_eq!(got.len(), want.len());
    for (i, (&g, &w)) in got.iter().zip(want).enumerate() {
        // Equal values (0 for an axis of length 1, inf with no degrees of freedom) and two
        // NaNs agree; otherwise the relative error decides.
        if g == w || (g.is_nan() && w.is_nan()) {
            continue;
        }
        let error = ((g - w) / w).abs();
        assert!(
            error <= tolerance,
            "at {i}: got {g}, want {w}, relative error {error:e}"
        );
    }
}

fn widen(values: Vec<f32>) -> Vec<f64> {
    values.into_iter().map(f64::from).collect()
}

/// Every axis of a `[D0, D1, D2]` tensor of `values(n)`, in `f64` and `f32`, with corrections
/// 0 to 2, against the naive loop: `var`, `var_keepdim`, `std`, `std_keepdim` and `var_all`.
macro_rules! check_shape {
    ($d0:tt, $d1:tt, $d2:tt, $values:expr, $f64_tol:expr, $f32_tol:expr) => {{
        let dims = [$d0, $d1, $d2];
        let data: Vec<f64> = $values(dims.iter().product());
        let t = Tensor::<f64, shape![$d0, $d1, $d2]>::from_vec(data.clone()).unwrap();
        let t32 = t.cast::<f32>();
        let data32 = widen(t32.to_vec());
        for c in 0..3 {
            let want = [
                naive_var(&data, [1, $d0, $d1 * $d2], c),
                naive_var(&data, [$d0, $d1, $d2], c),
                naive_var(&data, [$d0 * $d1, $d2, 1], c),
            ];
            assert_relative(&t.var::<0>(c).to_vec(), &want[0], $f64_tol);
            assert_relative(&t.var::<1>(c).to_vec(), &want[1], $f64_tol);
            assert_relative(&t.var::<2>(c).to_vec(), &want[2], $f64_tol);
            let kept: Tensor<f64, shape![$d0, 1, $d2]> = t.var_keepdim::<1>(c);
            assert_relative(&kept.to_vec(), &want[1], $f64_tol);
            let std_want: Vec<f64> = want[2].iter().map(|v| v.sqrt()).collect();
            assert_relative(&t.std::<2>(c).to_vec(), &std_want, $f64_tol);
            let std_kept: Tensor<f64, shape![1, $d1, $d2]> = t.std_keepdim::<0>(c);
            let std0: Vec<f64> = want[0].iter().map(|v| v.sqrt()).collect();
            assert_relative(&std_kept.to_vec(), &std0, $f64_tol);
            let all = naive_var(&data, [1, data.len(), 1], c);
            assert_relative(&[t.var_all(c).item()], &all, $f64_tol);
            assert_relative(&[t.std_all(c).item()], &[all[0].sqrt()], $f64_tol);

            let want32 = [
                naive_var(&data32, [1, $d0, $d1 * $d2], c),
                naive_var(&data32, [$d0, $d1, $d2], c),
                naive_var(&data32, [$d0 * $d1, $d2, 1], c),
            ];
            assert_relative(&widen(t32.var::<0>(c).to_vec()), &want32[0], $f32_tol);
            assert_relative(&widen(t32.var::<1>(c).to_vec()), &want32[1], $f32_tol);
            assert_relative(&widen(t32.var::<2>(c).to_vec()), &want32[2], $f32_tol);
            let all32 = naive_var(&data32, [1, data32.len(), 1], c);
            assert_relative(&[f64::from(t32.var_all(c).item())], &all32, $f32_tol);
        }
    }};
}

#[test]
fn matches_naive_loop_on_every_axis() {
    let uniform = |n| noise(n, 7);
    check_shape!(3, 5, 4, uniform, 1e-13, 2e-6);
    // Axes longer than one piece of a row (2048) and than one piece of rows (128), tiles of
    // columns wider than 128 and a last tile narrower, and an axis of length 1.
    check_shape!(2, 130, 2100, uniform, 1e-13, 2e-6);
    check_shape!(300, 1, 131, uniform, 1e-13, 2e-6);
    check_shape!(1, 4099, 3, uniform, 1e-13, 2e-6);
}

#[test]
fn keeps_precision_with_a_large_mean() {
    // 1e4 + noise in [0, 1): E[x^2] - E[x]^2 in f32 loses every digit here, and merging
    // pieces with their means rounded at 1e4 loses three.
    let offset = |n| {
        noise(n, 11)
            .into_iter()
            .map(|x| 1e4 + x)
            .collect::<Vec<_>>()
    };
    check_shape!(4, 1024, 130, offset, 1e-12, 2e-6);
    check_shape!(1, 70_000, 1, offset, 1e-12, 2e-6);
}

#[test]
fn matches_pytorch() {
    // Printed by PyTorch 2.15:
    // import torch
    // x = torch.tensor([[0.5, -1.25, 3.0, 2.0], [10.0, 10.5, 9.75, 10.25],
    //                   [-3.0, 4.0, 0.0, 1.5]], dtype=torch.float32)
    // for c in (0, 1, 2):
    //     print(c, "var1", torch.var(x, dim=1, correction=c).tolist())
    //     print(c, "var0", torch.var(x, dim=0, correction=c).tolist())
    //     print(c, "std1", torch.std(x, dim=1, correction=c).tolist())
    //     print(c, "std0", torch.std(x, dim=0, correction=c).tolist())
    //     print(c, "all", torch.var(x, correction=c).item(), torch.std(x, correction=c).item())
    let x = Tensor::<f32, shape![3, 4]>::from_vec(vec![
        0.5, -1.25, 3.0, 2.0, 10.0, 10.5, 9.75, 10.25, -3.0, 4.0, 0.0, 1.5,
    ])
    .unwrap();
    #[allow(clippy::type_complexity)]
    let expected: [(usize, [f64; 3], [f64; 4], [f64; 3], [f64; 4], f64, f64); 3] = [
        (
            0,
            [2.57421875, 0.078125, 6.421875],
            [
                30.16666603088379,
                23.09722137451172,
                16.625,
                16.09722137451172,
            ],
            [1.604437232017517, 0.279508501291275, 2.534141778945923],
            [
                5.492419242858887,
                4.805956840515137,
                4.077376842498779,
                4.012134552001953,
            ],
            22.19921875,
            4.711604595184326,
        ),
        (
            1,
            [3.4322917461395264, 0.1041666641831398, 8.5625],
            [45.25, 34.64583206176758, 24.9375, 24.14583396911621],
            [1.8526445627212524, 0.322748601436615, 2.9261748790740967],
            [
                6.72681188583374,
                5.88607120513916,
                4.993746280670166,
                4.9138407707214355,
            ],
            24.217329025268555,
            4.9211106300354,
        ),
        (
            2,
            [5.1484375, 0.15625, 12.84375],
            [90.5, 69.29166412353516, 49.875, 48.29166793823242],
            [2.269016742706299, 0.3952847123146057, 3.583817720413208],
            [
                9.51314926147461,
                8.324161529541016,
                7.062223434448242,
                6.949220657348633,
            ],
            26.639062881469727,
            5.161304473876953,
        ),
    ];
    for (c, var1, var0, std1, std0, var_all, std_all) in expected {
        assert_relative(&widen(x.var::<1>(c).to_vec()), &var1, 1e-6);
        assert_relative(&widen(x.var::<0>(c).to_vec()), &var0, 1e-6);
        assert_relative(&widen(x.std::<1>(c).to_vec()), &std1, 1e-6);
        assert_relative(&widen(x.std::<0>(c).to_vec()), &std0, 1e-6);
        assert_relative(&[f64::from(x.var_all(c).item())], &[var_all], 1e-6);
        assert_relative(&[f64::from(x.std_all(c).item())], &[std_all], 1e-6);
    }
}

#[test]
fn degenerate_cases_follow_pytorch() {
    // torch.var(torch.zeros(2, 0), dim=1) -> [nan, nan]; torch.var(torch.zeros(0)) -> nan;
    // torch.var(torch.tensor([1.0])) -> nan; torch.var(torch.tensor([1.0, 2.0]), correction=2)
    // -> inf; torch.var(torch.tensor([2.0, 2.0]), correction=2) -> nan; an inf or a NaN
    // element -> nan.
    let empty = Tensor::<f32, shape![2, 0]>::zeros();
    assert!(empty.var::<1>(1).to_vec().iter().all(|v| v.is_nan()));
    assert!(empty
        .std_keepdim::<1>(0)
        .to_vec()
        .iter()
        .all(|v| v.is_nan()));
    assert_eq!(empty.var::<0>(1).dims(), &[0]);
    assert!(Tensor::<f64, shape![0]>::zeros().var_all(0).item().is_nan());
    let one = Tensor::<f64, shape![1]>::from_vec(vec![1.0]).unwrap();
    assert!(one.var_all(1).item().is_nan());
    assert_eq!(one.var_all(0).item(), 0.0);
    let two = Tensor::<f64, shape![1, 2]>::from_vec(vec![1.0, 2.0]).unwrap();
    assert_eq!(two.var::<1>(2).to_vec(), [f64::INFINITY]);
    assert_eq!(two.std::<1>(5).to_vec(), [f64::INFINITY]);
    let equal = Tensor::<f32, shape![2]>::from_vec(vec![2.0, 2.0]).unwrap();
    assert!(equal.var_all(2).item().is_nan());
    // Constant values, over many pieces: exactly 0, never a rounding below 0 (std NaN).
    let constant = Tensor::<f32, shape![3000, 130]>::from_vec(vec![0.1; 3000 * 130]).unwrap();
    assert!(constant.std::<0>(1).to_vec().iter().all(|&s| s == 0.0));
    assert!(constant.std::<1>(1).to_vec().iter().all(|&s| s == 0.0));
    assert_eq!(constant.std_all(1).item(), 0.0);
    for bad in [f32::INFINITY, f32::NAN] {
        let t = Tensor::<f32, shape![2, 3]>::from_vec(vec![1.0, bad, 3.0, 4.0, 5.0, 6.0]).unwrap();
        let rows = t.var::<1>(1).to_vec();
        assert!(rows[0].is_nan());
        assert_eq!(rows[1], 1.0);
        assert!(t.var_all(1).item().is_nan());
    }
}

#[test]
fn views_are_read_through_their_strides() {
    let data = noise(6 * 5, 3);
    let t = Tensor::<f64, shape![6, 5]>::from_vec(data.clone()).unwrap();
    // A transposed view: its axis 1 is the contiguous tensor's axis 0.
    assert_relative(
        &t.t().var::<1>(1).to_vec(),
        &naive_var(&data, [1, 6, 5], 1),
        1e-13,
    );
    // A broadcast view (stride 0): every row repeats, so the variance down axis 0 is 0 and
    // along axis 1 that of the row.
    let row = Tensor::<f64, shape![5]>::from_vec(data[..5].to_vec()).unwrap();
    let b = row.broadcast_to::<shape![4, 5]>();
    assert_eq!(b.var::<0>(1).to_vec(), [0.0; 5]);
    let row_var = naive_var(&data[..5], [1, 5, 1], 0)[0];
    assert_relative(&b.var::<1>(0).to_vec(), &[row_var; 4], 1e-13);
}

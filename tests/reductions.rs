//! Reductions checked against a naive reference, on random shapes of ranks 1..=4
//! with sizes 0..=5 (and a few large ones that take the vectorized and parallel paths).
//!
//! The axis is a const generic, so every (rank, axis) pair is dispatched to its own
//! instantiation over an all-`Dyn` shape (`tests/common`'s `with_axis!`). The reference walks
//! every output index (`common::indices`), inserts each position along the reduced axis, and
//! reads the input at the row-major offset computed by hand (`common::ravel`); it shares no
//! code with the crate's kernel.

use proptest::collection::vec;
use proptest::prelude::*;
use typed_tensor::{shape, shape::Axis, Shape, ShapeError, Tensor};

mod common;
use common::{indices, ravel, with_axis, S1, S2, S3, S4};

// ---------------------------------------------------------------------------------------------
// The naive reference.

/// Every line along `axis` of the row-major `data` of `dims`, in the row-major order of the
/// remaining axes.
fn ref_lines<T: Copy>(dims: &[usize], data: &[T], axis: usize) -> Vec<Vec<T>> {
    let mut out_dims = dims.to_vec();
    out_dims.remove(axis);
    indices(&out_dims)
        .into_iter()
        .map(|index| {
            (0..dims[axis])
                .map(|k| {
                    let mut full = index.clone();
                    full.insert(axis, k);
                    data[ravel(&full, dims)]
                })
                .collect()
        })
        .collect()
}

fn ref_max(line: &[f64]) -> Option<f64> {
    if line.iter().any(|x| x.is_nan()) {
        return Some(f64::NAN);
    }
    line.iter().copied().reduce(f64::max)
}

fn ref_min(line: &[f64]) -> Option<f64> {
    if line.iter().any(|x| x.is_nan()) {
        return Some(f64::NAN);
    }
    line.iter().copied().reduce(f64::min)
}

/// PyTorch's argmax: the first NaN, else the first maximum.
fn ref_argmax(line: &[f64], max: bool) -> Option<usize> {
    if let Some(i) = line.iter().position(|x| x.is_nan()) {
        return Some(i);
    }
    let best = if max { ref_max(line)? } else { ref_min(line)? };
    line.iter().position(|&x| x == best)
}

fn ref_norm(line: &[f64], p: f64) -> f64 {
    if p == f64::INFINITY {
        if line.iter().any(|x| x.is_nan()) {
            return f64::NAN;
        }
        return line
            .iter()
            .map(|x| x.abs())
            .fold(f64::NEG_INFINITY, f64::max);
    }
    if p == 0.0 {
        return line.iter().filter(|&&x| x != 0.0).count() as f64;
    }
    line.iter()
        .map(|x| x.abs().powf(p))
        .sum::<f64>()
        .powf(1.0 / p)
}

/// The `k` first (value, index) pairs of `line`, largest or smallest first, NaN above every
/// number, equal values by index.
fn ref_topk(line: &[f64], k: usize, largest: bool) -> Vec<(f64, usize)> {
    let key = |x: f64| if x.is_nan() { f64::INFINITY } else { x };
    let mut pairs: Vec<(f64, usize)> = line.iter().copied().zip(0..).collect();
    pairs.sort_by(|a, b| {
        let (ka, kb) = (key(a.0), key(b.0));
        // NaN above +inf: compare NaN-ness first, then value.
        let by_value = (a.0.is_nan(), ka).partial_cmp(&(b.0.is_nan(), kb)).unwrap();
        let by_value = if largest {
            by_value.reverse()
        } else {
            by_value
        };
        by_value.then(a.1.cmp(&b.1))
    });
    pairs.truncate(k);
    pairs
}

fn close(a: f64, b: f64) -> bool {
    (a.is_nan() && b.is_nan()) || a == b || (a - b).abs() <= 1e-9 * (1.0 + a.abs().max(b.abs()))
}

fn assert_close(got: &[f64], want: &[f64], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: lengths");
    for (i, (&g, &w)) in got.iter().zip(want).enumerate() {
        assert!(close(g, w), "{what}: element {i} is {g}, want {w}");
    }
}

/// Same values, NaN equal to NaN.
fn assert_same(got: &[f64], want: &[f64], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: lengths");
    for (i, (&g, &w)) in got.iter().zip(want).enumerate() {
        assert!(
            (g.is_nan() && w.is_nan()) || g == w,
            "{what}: element {i} is {g}, want {w}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// One (shape, axis) case.

fn dims_without(dims: &[usize], axis: usize) -> Vec<usize> {
    let mut d = dims.to_vec();
    d.remove(axis);
    d
}

fn dims_kept(dims: &[usize], axis: usize) -> Vec<usize> {
    let mut d = dims.to_vec();
    d[axis] = 1;
    d
}

fn check_axis<S: Shape + Axis<A>, const A: usize>(dims: &[usize], ints: &[i64], floats: &[f64]) {
    let ti = Tensor::<i64, S>::from_shape_vec(dims, ints.to_vec()).unwrap();
    let tf = Tensor::<f64, S>::from_shape_vec(dims, floats.to_vec()).unwrap();
    let li = ref_lines(dims, ints, A);
    let lf = ref_lines(dims, floats, A);
    let removed = dims_without(dims, A);
    let kept = dims_kept(dims, A);
    let ctx = format!("dims {dims:?} axis {A}");

    // sum, prod (wrapping), exact for integers.
    let sum = ti.sum::<A>();
    assert_eq!(sum.dims(), removed.as_slice(), "{ctx}");
    let want: Vec<i64> = li.iter().map(|l| l.iter().sum()).collect();
    assert_eq!(sum.to_vec(), want, "sum {ctx}");
    assert_eq!(ti.sum_keepdim::<A>().dims(), kept.as_slice(), "{ctx}");
    assert_eq!(ti.sum_keepdim::<A>().to_vec(), want, "sum_keepdim {ctx}");
    let want: Vec<i64> = li
        .iter()
        .map(|l| l.iter().fold(1i64, |p, &x| p.wrapping_mul(x)))
        .collect();
    assert_eq!(ti.prod::<A>().to_vec(), want, "prod {ctx}");
    assert_eq!(ti.prod_keepdim::<A>().to_vec(), want, "prod_keepdim {ctx}");

    // Float sum and mean, with a tolerance: the kernel sums in several partial sums.
    let want: Vec<f64> = lf.iter().map(|l| l.iter().sum()).collect();
    assert_close(&tf.sum::<A>().to_vec(), &want, &format!("float sum {ctx}"));
    let want: Vec<f64> = lf
        .iter()
        .map(|l| l.iter().sum::<f64>() / l.len() as f64)
        .collect();
    assert_close(&tf.mean::<A>().to_vec(), &want, &format!("mean {ctx}"));
    assert_close(
        &tf.mean_keepdim::<A>().to_vec(),
        &want,
        &format!("mean_keepdim {ctx}"),
    );

    // max / min / argmax / argmin: NaN propagates; an empty axis is an error.
    if dims[A] == 0 {
        let err = tf.try_max::<A>().err().expect("an empty axis");
        assert!(
            matches!(err, ShapeError::EmptyReduction { op: "max", axis: Some(a), .. } if a == A)
        );
        assert!(tf.try_min_keepdim::<A>().is_err());
        assert!(tf.try_argmax::<A>().is_err());
        assert!(tf.try_argmin_keepdim::<A>().is_err());
        let panic = std::panic::catch_unwind(|| tf.argmax::<A>().to_vec()).unwrap_err();
        let message = panic.downcast_ref::<String>().unwrap();
        assert_eq!(*message, err.to_string().replace("max()", "argmax()"));
    } else {
        let want: Vec<f64> = lf.iter().map(|l| ref_max(l).unwrap()).collect();
        assert_same(&tf.max::<A>().to_vec(), &want, &format!("max {ctx}"));
        assert_same(
            &tf.max_keepdim::<A>().to_vec(),
            &want,
            &format!("max_keepdim {ctx}"),
        );
        let want: Vec<f64> = lf.iter().map(|l| ref_min(l).unwrap()).collect();
        assert_same(&tf.min::<A>().to_vec(), &want, &format!("min {ctx}"));
        assert_same(&tf.try_min_keepdim::<A>().unwrap().to_vec(), &want, &ctx);
        let want: Vec<usize> = lf.iter().map(|l| ref_argmax(l, true).unwrap()).collect();
        assert_eq!(tf.argmax::<A>().to_vec(), want, "argmax {ctx}");
        assert_eq!(
            tf.argmax_keepdim::<A>().to_vec(),
            want,
            "argmax_keepdim {ctx}"
        );
        let want: Vec<usize> = lf.iter().map(|l| ref_argmax(l, false).unwrap()).collect();
        assert_eq!(tf.argmin::<A>().to_vec(), want, "argmin {ctx}");
        assert_eq!(
            tf.try_argmin_keepdim::<A>().unwrap().to_vec(),
            want,
            "{ctx}"
        );
        let want: Vec<i64> = li.iter().map(|l| *l.iter().max().unwrap()).collect();
        assert_eq!(ti.max::<A>().to_vec(), want, "int max {ctx}");
        let want: Vec<usize> = li
            .iter()
            .map(|l| l.iter().position(|x| x == l.iter().min().unwrap()).unwrap())
            .collect();
        assert_eq!(ti.argmin::<A>().to_vec(), want, "int argmin {ctx}");
    }

    // Norms.
    for p in [1.0, 2.0, 3.0, 0.0] {
        let want: Vec<f64> = lf.iter().map(|l| ref_norm(l, p)).collect();
        assert_close(&tf.norm::<A>(p).to_vec(), &want, &format!("norm {p} {ctx}"));
        assert_close(
            &tf.norm_keepdim::<A>(p).to_vec(),
            &want,
            &format!("norm {p} {ctx}"),
        );
    }
    if dims[A] == 0 {
        assert!(tf.try_norm::<A>(f64::INFINITY).is_err());
    } else {
        let want: Vec<f64> = lf.iter().map(|l| ref_norm(l, f64::INFINITY)).collect();
        assert_same(
            &tf.norm::<A>(f64::INFINITY).to_vec(),
            &want,
            &format!("norm inf {ctx}"),
        );
    }

    // topk and kthvalue.
    check_topk::<S, 0, A>(&tf, &lf, dims);
    check_topk::<S, 2, A>(&tf, &lf, dims);
    check_topk::<S, 3, A>(&tf, &lf, dims);
    for k in 0..=dims[A] + 1 {
        let got = tf.try_kthvalue::<A>(k);
        if k == 0 || k > dims[A] {
            assert!(matches!(
                got,
                Err(ShapeError::KOutOfRange { op: "kthvalue", .. })
            ));
            continue;
        }
        let (values, indices) = got.unwrap();
        assert_eq!(values.dims(), removed.as_slice());
        let want: Vec<(f64, usize)> = lf.iter().map(|l| ref_topk(l, k, false)[k - 1]).collect();
        let want_values: Vec<f64> = want.iter().map(|p| p.0).collect();
        assert_same(
            &values.to_vec(),
            &want_values,
            &format!("kthvalue {k} {ctx}"),
        );
        let want_indices: Vec<usize> = want.iter().map(|p| p.1).collect();
        assert_eq!(indices.to_vec(), want_indices, "kthvalue {k} {ctx}");
    }
}

fn check_topk<S: Shape + Axis<A>, const K: usize, const A: usize>(
    t: &Tensor<f64, S>,
    lines: &[Vec<f64>],
    dims: &[usize],
) {
    for largest in [true, false] {
        let got = t.try_topk::<K, A>(largest);
        if K > dims[A] {
            let err = got.err().expect("K larger than the axis");
            assert_eq!(
                err.to_string(),
                format!(
                    "topk(): k ({K}) is out of range for dimension {A} of size {} (dims {dims:?})",
                    dims[A]
                )
            );
            continue;
        }
        let (values, indices) = got.unwrap();
        let mut want_dims = dims.to_vec();
        want_dims[A] = K;
        assert_eq!(values.dims(), want_dims.as_slice());
        assert_eq!(indices.dims(), want_dims.as_slice());
        // The reference's lines are in the order of the other axes; the output's axis A holds
        // the k results, so compare line by line.
        let got_values = ref_lines(&want_dims, &values.to_vec(), A);
        let got_indices = ref_lines(&want_dims, &indices.to_vec(), A);
        for (i, line) in lines.iter().enumerate() {
            let want = ref_topk(line, K, largest);
            let want_values: Vec<f64> = want.iter().map(|p| p.0).collect();
            let want_indices: Vec<usize> = want.iter().map(|p| p.1).collect();
            assert_same(
                &got_values[i],
                &want_values,
                &format!("topk {K} {largest} {dims:?} {A}"),
            );
            assert_eq!(
                got_indices[i], want_indices,
                "topk {K} {largest} {dims:?} {A}"
            );
        }
    }
}

/// Whole-tensor reductions of `S`: flat order, PyTorch's flattened argmax index.
fn check_all<S: Shape>(dims: &[usize], ints: &[i64], floats: &[f64]) {
    let ti = Tensor::<i64, S>::from_shape_vec(dims, ints.to_vec()).unwrap();
    let tf = Tensor::<f64, S>::from_shape_vec(dims, floats.to_vec()).unwrap();
    assert_eq!(ti.sum_all().item(), ints.iter().sum::<i64>());
    assert_eq!(
        ti.prod_all().item(),
        ints.iter().fold(1i64, |p, &x| p.wrapping_mul(x))
    );
    assert!(close(tf.sum_all().item(), floats.iter().sum()));
    let mean = floats.iter().sum::<f64>() / floats.len() as f64;
    assert!(close(tf.mean_all().item(), mean));
    for p in [1.0, 2.0, 0.0, 0.5] {
        assert!(
            close(tf.norm_all(p).item(), ref_norm(floats, p)),
            "norm_all {p}"
        );
    }
    if floats.is_empty() {
        assert!(tf.try_max_all().is_err());
        assert!(tf.try_min_all().is_err());
        assert!(tf.try_argmax_all().is_err());
        assert!(tf.try_argmin_all().is_err());
        assert!(tf.try_norm_all(f64::INFINITY).is_err());
        assert_eq!(
            tf.try_argmax_all().unwrap_err().to_string(),
            format!("argmax_all(): Expected a tensor with at least one element (dims {dims:?})")
        );
    } else {
        assert_same(
            &[tf.max_all().item()],
            &[ref_max(floats).unwrap()],
            "max_all",
        );
        assert_same(
            &[tf.min_all().item()],
            &[ref_min(floats).unwrap()],
            "min_all",
        );
        assert_eq!(tf.argmax_all(), ref_argmax(floats, true).unwrap());
        assert_eq!(tf.argmin_all(), ref_argmax(floats, false).unwrap());
        assert_eq!(ti.max_all().item(), *ints.iter().max().unwrap());
        assert_same(
            &[tf.norm_all(f64::INFINITY).item()],
            &[ref_norm(floats, f64::INFINITY)],
            "inf",
        );
    }
}

/// Dims of rank 1..=4 with sizes 0..=5, an axis, and data with ties (small integers) and, in
/// the float data, some NaN.
fn case() -> impl Strategy<Value = (Vec<usize>, usize, Vec<i64>, Vec<f64>)> {
    (1usize..=4)
        .prop_flat_map(|rank| (vec(0usize..=5, rank), 0..rank))
        .prop_flat_map(|(dims, axis)| {
            let n: usize = dims.iter().product();
            (
                Just(dims),
                Just(axis),
                vec(-4i64..=4, n),
                vec(
                    prop_oneof![8 => (-8i32..=8).prop_map(|x| x as f64 / 4.0), 1 => Just(f64::NAN)],
                    n,
                ),
            )
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn axis_reductions_match_the_reference((dims, axis, ints, floats) in case()) {
        with_axis!(dims.len(), axis, check_axis(&dims, &ints, &floats));
    }

    #[test]
    fn whole_tensor_reductions_match_the_reference((dims, _axis, ints, floats) in case()) {
        match dims.len() {
            1 => check_all::<S1>(&dims, &ints, &floats),
            2 => check_all::<S2>(&dims, &ints, &floats),
            3 => check_all::<S3>(&dims, &ints, &floats),
            _ => check_all::<S4>(&dims, &ints, &floats),
        }
    }
}

/// Large shapes take the vectorized, tiled and parallel paths of the kernel.
#[test]
fn large_shapes_match_the_reference() {
    // Above the default parallel threshold (2^18 elements), so the split paths run too.
    let shapes: [&[usize]; 7] = [
        &[3, 200_001],
        &[200_001, 3],
        &[2, 300, 1000],
        &[1, 600_000],
        &[600_000, 1],
        &[5, 40, 3000],
        // One tall matrix with many outputs: axis 0 is split along its rows.
        &[1030, 600],
    ];
    for dims in shapes {
        let n: usize = dims.iter().product();
        let ints: Vec<i64> = (0..n).map(|i| ((i * 7919) % 201) as i64 - 100).collect();
        let floats: Vec<f64> = ints.iter().map(|&x| x as f64 * 0.25).collect();
        for axis in 0..dims.len() {
            let lines = ref_lines(dims, &ints, axis);
            let flines = ref_lines(dims, &floats, axis);
            macro_rules! run {
                ($S:ty, $A:literal) => {{
                    let ti = Tensor::<i64, $S>::from_shape_vec(dims, ints.clone()).unwrap();
                    let tf = Tensor::<f64, $S>::from_shape_vec(dims, floats.clone()).unwrap();
                    let want: Vec<i64> = lines.iter().map(|l| l.iter().sum()).collect();
                    assert_eq!(ti.sum::<$A>().to_vec(), want, "{dims:?} {axis}");
                    let want: Vec<f64> = flines.iter().map(|l| l.iter().sum()).collect();
                    assert_close(&tf.sum::<$A>().to_vec(), &want, "large float sum");
                    let want: Vec<usize> = flines
                        .iter()
                        .map(|l| ref_argmax(l, true).unwrap())
                        .collect();
                    assert_eq!(tf.argmax::<$A>().to_vec(), want, "{dims:?} {axis}");
                    let want: Vec<f64> = flines.iter().map(|l| ref_max(l).unwrap()).collect();
                    assert_same(
                        &tf.min_keepdim::<$A>().neg().to_vec(),
                        &flines
                            .iter()
                            .map(|l| -ref_min(l).unwrap())
                            .collect::<Vec<_>>(),
                        "min",
                    );
                    assert_same(&tf.max::<$A>().to_vec(), &want, "large max");
                }};
            }
            match (dims.len(), axis) {
                (2, 0) => run!(S2, 0),
                (2, 1) => run!(S2, 1),
                (3, 0) => run!(S3, 0),
                (3, 1) => run!(S3, 1),
                (3, 2) => run!(S3, 2),
                _ => unreachable!(),
            }
        }
        let t = Tensor::<f64, shape![dyn]>::from_shape_vec(&[n], floats.clone()).unwrap();
        assert!(close(t.sum_all().item(), floats.iter().sum()));
        assert_eq!(t.argmax_all(), ref_argmax(&floats, true).unwrap());
    }
}

/// A NaN late in a long row still wins max and argmax (the vectorized loop keeps it).
#[test]
fn nan_propagates_through_long_rows() {
    let mut data = vec![1.0f32; 100_003];
    data[99_999] = f32::NAN;
    data[100_001] = f32::NAN;
    data[5] = 7.0;
    let t = Tensor::<f32, shape![dyn]>::from_shape_vec(&[data.len()], data).unwrap();
    assert!(t.max::<0>().to_vec()[0].is_nan());
    assert!(t.min_all().item().is_nan());
    assert_eq!(t.argmax_all(), 99_999);
    assert_eq!(t.argmin::<0>().to_vec(), [99_999]);
    assert!(t.norm_all(f32::INFINITY).item().is_nan());
}

/// Non-contiguous inputs (a transposed view and a broadcast view) are read in logical order.
#[test]
fn views_reduce_in_logical_order() {
    let t = Tensor::<i32, shape![2, 3]>::from_vec(vec![1, 5, 3, 4, 2, 6]).unwrap();
    let tt = t.transpose::<0, 1>(); // [3, 2]
    assert_eq!(tt.sum::<1>().to_vec(), [5, 7, 9]);
    assert_eq!(tt.argmax::<0>().to_vec(), [1, 2]);
    let b = Tensor::<i32, shape![3]>::from_vec(vec![1, 2, 3]).unwrap();
    let wide: Tensor<i32, shape![4, 3]> = b.broadcast_to();
    assert_eq!(wide.sum::<0>().to_vec(), [4, 8, 12]);
    assert_eq!(wide.prod::<1>().to_vec(), [6, 6, 6, 6]);
}

/// Static shapes: results have the types the docs promise.
#[test]
#[allow(clippy::type_complexity)] // the point is to spell the types out
fn static_result_types() {
    let t = Tensor::<f32, shape![2, 3, 4]>::ones();
    let s: Tensor<f32, shape![2, 4]> = t.sum::<1>();
    assert_eq!(s.to_vec(), [3.0; 8]);
    let k: Tensor<f32, shape![2, 1, 4]> = t.mean_keepdim::<1>();
    assert_eq!(k.to_vec(), [1.0; 8]);
    let (v, i): (Tensor<f32, shape![2, 3, 2]>, Tensor<usize, shape![2, 3, 2]>) =
        t.topk::<2, 2>(true);
    assert_eq!(v.to_vec(), [1.0; 12]);
    assert_eq!(i.to_vec(), [0, 1].repeat(6));
    let (kv, ki): (Tensor<f32, shape![3, 4]>, Tensor<usize, shape![3, 4]>) = t.kthvalue::<0>(2);
    assert_eq!((kv.to_vec(), ki.to_vec()), (vec![1.0; 12], vec![1; 12]));
    let e = Tensor::<f32, shape![3, 0]>::zeros();
    assert_eq!(e.sum::<1>().to_vec(), [0.0; 3]);
    assert_eq!(e.prod::<1>().to_vec(), [1.0; 3]);
    assert!(e.mean::<1>().to_vec().iter().all(|x| x.is_nan()));
    assert_eq!(e.max::<0>().dims(), &[0]);
}

#[test]
#[should_panic(expected = "max(): Expected reduction dim 1 to have non-zero size (dims [3, 0])")]
fn max_of_an_empty_axis_panics_with_the_message() {
    let _ = Tensor::<f32, shape![3, 0]>::zeros().max::<1>();
}

#[test]
#[should_panic(expected = "topk(): k (3) is out of range for dimension 1 of size 2 (dims [4, 2])")]
fn topk_beyond_a_dyn_axis_panics_with_the_message() {
    let t = Tensor::<f32, shape![4, dyn]>::zeros_with_dims(&[4, 2]).unwrap();
    let _ = t.topk::<3, 1>(true);
}

/// Long `f32` sums stay accurate: blocked partial sums, not one running total.
#[test]
fn long_f32_sums_are_accurate() {
    let n = 1 << 22;
    let t = Tensor::<f32, shape![dyn]>::full_with_dims(&[n], 0.1).unwrap();
    let exact = n as f64 * 0.1f32 as f64;
    let relative = |x: f32| ((x as f64 - exact) / exact).abs();
    assert!(
        relative(t.sum_all().item()) < 1e-5,
        "sum_all {}",
        t.sum_all().item()
    );
    assert!(relative(t.sum::<0>().to_vec()[0]) < 1e-5);
    let columns = Tensor::<f32, shape![dyn, 2]>::full_with_dims(&[n / 2, 2], 0.1).unwrap();
    let half = |x: f32| ((x as f64 - exact / 2.0) / (exact / 2.0)).abs();
    assert!(columns.sum::<0>().to_vec().iter().all(|&x| half(x) < 1e-5));
    assert!((t.mean_all().item() - 0.1).abs() < 1e-6);
}

/// Large `topk` and `kthvalue` select lines in parallel; results stay in line order.
#[test]
fn large_topk_matches_the_reference() {
    let dims = [300usize, 1000];
    let data: Vec<f64> = (0usize..300_000)
        .map(|i| ((i * 7919) % 1009) as f64 - 500.0)
        .collect();
    let t = Tensor::<f64, shape![dyn, dyn]>::from_shape_vec(&dims, data.clone()).unwrap();
    let (values, indices) = t.topk::<5, 1>(true);
    let got_values = ref_lines(&[300, 5], &values.to_vec(), 1);
    let got_indices = ref_lines(&[300, 5], &indices.to_vec(), 1);
    for (i, line) in ref_lines(&dims, &data, 1).iter().enumerate() {
        let want = ref_topk(line, 5, true);
        assert_eq!(got_values[i], want.iter().map(|p| p.0).collect::<Vec<_>>());
        assert_eq!(got_indices[i], want.iter().map(|p| p.1).collect::<Vec<_>>());
    }
    let (kth, at) = t.kthvalue::<0>(17);
    for (j, line) in ref_lines(&dims, &data, 0).iter().enumerate() {
        let want = ref_topk(line, 17, false)[16];
        assert_eq!((kth.to_vec()[j], at.to_vec()[j]), want);
    }
}

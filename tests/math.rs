//! Elementwise math, comparisons and `where_` checked against a naive reference written here,
//! on random shapes (sizes 0..=4, ranks 0..=3) and random data including NaN and infinities.
//!
//! Unary ops are compared with the standard library's scalar functions element by element;
//! broadcasting ops with a reference that aligns the dims from the right and reads each
//! operand at the index it maps to, computing row-major offsets by hand.

use proptest::collection::vec;
use proptest::prelude::*;
use typed_tensor::{shape, shape::BroadcastWith, where_, Shape, Tensor};

mod common;
use common::{indices, read};

type S0 = shape![];
type S1 = shape![dyn];
type S2 = shape![dyn, dyn];
type S3 = shape![dyn, dyn, dyn];

// ---------------------------------------------------------------------------------------------
// Reference.

fn same(a: f64, b: f64) -> bool {
    (a.is_nan() && b.is_nan()) || a == b
}

fn close(a: f64, b: f64) -> bool {
    same(a, b) || (a - b).abs() <= 1e-12 * (1.0 + a.abs().max(b.abs()))
}

/// Broadcast dims of several shapes (all broadcastable).
fn ref_broadcast(shapes: &[&[usize]]) -> Vec<usize> {
    let rank = shapes.iter().map(|s| s.len()).max().unwrap_or(0);
    (0..rank)
        .map(|axis| {
            let sizes: Vec<usize> = shapes
                .iter()
                .map(|s| (axis + s.len()).checked_sub(rank).map_or(1, |i| s[i]))
                .collect();
            let big = sizes.iter().copied().find(|&d| d != 1).unwrap_or(1);
            assert!(sizes.iter().all(|&d| d == 1 || d == big), "{shapes:?}");
            big
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Unary ops.

fn float_value() -> impl Strategy<Value = f64> + Clone {
    prop_oneof![
        10 => -6.0f64..6.0,
        2 => (-8i32..=8).prop_map(|x| x as f64 / 2.0),
        1 => Just(f64::NAN),
        1 => Just(f64::INFINITY),
        1 => Just(f64::NEG_INFINITY),
        1 => Just(-0.0),
    ]
}

fn dims_and_data<T: std::fmt::Debug>(
    value: impl Strategy<Value = T> + Clone,
) -> impl Strategy<Value = (Vec<usize>, Vec<T>)> {
    vec(0usize..=4, 0..=3).prop_flat_map(move |dims| {
        let n: usize = dims.iter().product();
        (Just(dims), vec(value.clone(), n))
    })
}

/// The data as a rank-3 tensor (dims padded with leading 1s): unary ops do not depend on the
/// shape type.
fn as_rank3<T: Copy>(dims: &[usize], data: &[T]) -> Tensor<T, S3> {
    let mut d = vec![1; 3 - dims.len()];
    d.extend_from_slice(dims);
    Tensor::from_shape_vec(&d, data.to_vec()).unwrap()
}

fn check_float_unary(
    name: &str,
    dims: &[usize],
    data: &[f64],
    op: impl Fn(&Tensor<f64, S3>) -> Tensor<f64, S3>,
    reference: impl Fn(f64) -> f64,
) {
    let t = as_rank3(dims, data);
    let got = op(&t).to_vec();
    for (&x, &g) in data.iter().zip(&got) {
        let want = reference(x);
        assert!(close(g, want), "{name}({x}) = {g}, want {want}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn float_unary_ops_match_std((dims, data) in dims_and_data(float_value())) {
        let d = &dims;
        check_float_unary("abs", d, &data, |t| t.abs(), f64::abs);
        check_float_unary("neg", d, &data, |t| t.neg(), |x| -x);
        check_float_unary("sqrt", d, &data, |t| t.sqrt(), f64::sqrt);
        check_float_unary("exp", d, &data, |t| t.exp(), f64::exp);
        check_float_unary("ln", d, &data, |t| t.ln(), f64::ln);
        check_float_unary("log2", d, &data, |t| t.log2(), f64::log2);
        check_float_unary("log10", d, &data, |t| t.log10(), f64::log10);
        // PyTorch computes these exponents as the operations they stand for.
        check_float_unary("powi", d, &data, |t| t.powi(3), |x| x * x * x);
        check_float_unary("powi -2", d, &data, |t| t.powi(-2), |x| 1.0 / (x * x));
        check_float_unary("powi 7", d, &data, |t| t.powi(7), |x| x.powf(7.0));
        check_float_unary("powf", d, &data, |t| t.powf(0.5), f64::sqrt);
        check_float_unary("powf 1.5", d, &data, |t| t.powf(1.5), |x| x.powf(1.5));
        check_float_unary("floor", d, &data, |t| t.floor(), f64::floor);
        check_float_unary("ceil", d, &data, |t| t.ceil(), f64::ceil);
        check_float_unary("trunc", d, &data, |t| t.trunc(), f64::trunc);
        check_float_unary("fract", d, &data, |t| t.fract(), f64::fract);
        check_float_unary("round", d, &data, |t| t.round(), f64::round_ties_even);
        check_float_unary("tanh", d, &data, |t| t.tanh(), f64::tanh);
        check_float_unary("sigmoid", d, &data, |t| t.sigmoid(), |x| 1.0 / (1.0 + (-x).exp()));
        check_float_unary("relu", d, &data, |t| t.relu(), |x| if x.is_nan() { x } else { x.max(0.0) });
        let clamp = |x: f64, lo: f64, hi: f64| if x.is_nan() { x } else { x.max(lo).min(hi) };
        check_float_unary("clamp", d, &data, |t| t.clamp(-1.0, 2.0), |x| clamp(x, -1.0, 2.0));
        check_float_unary("clamp_min", d, &data, |t| t.clamp_min(0.5), |x| clamp(x, 0.5, f64::INFINITY));
        check_float_unary("clamp_max", d, &data, |t| t.clamp_max(0.5), |x| clamp(x, f64::NEG_INFINITY, 0.5));
        // PyTorch: min > max makes every element max; a NaN bound makes every element NaN.
        check_float_unary("clamp swapped", d, &data, |t| t.clamp(2.0, -1.0), |x| if x.is_nan() { x } else { -1.0 });
        check_float_unary("clamp nan", d, &data, |t| t.clamp(f64::NAN, 1.0), |_| f64::NAN);
    }

    #[test]
    fn integer_ops_match_std((dims, data) in dims_and_data(any::<i16>())) {
        let t = as_rank3(&dims, &data);
        prop_assert_eq!(t.abs().to_vec(), data.iter().map(|x| x.wrapping_abs()).collect::<Vec<_>>());
        prop_assert_eq!(t.neg().to_vec(), data.iter().map(|x| x.wrapping_neg()).collect::<Vec<_>>());
        prop_assert_eq!(t.clamp(-100, 100).to_vec(), data.iter().map(|x| *x.clamp(&-100, &100)).collect::<Vec<_>>());
        prop_assert_eq!(t.clamp_min(7).to_vec(), data.iter().map(|&x| x.max(7)).collect::<Vec<_>>());
        prop_assert_eq!(t.clamp_max(7).to_vec(), data.iter().map(|&x| x.min(7)).collect::<Vec<_>>());
        prop_assert_eq!(t.relu().to_vec(), data.iter().map(|&x| x.max(0)).collect::<Vec<_>>());
        prop_assert_eq!(t.powi(3).to_vec(), data.iter().map(|x| x.wrapping_pow(3)).collect::<Vec<_>>());
        let u = as_rank3(&dims, &data.iter().map(|&x| x as u8).collect::<Vec<_>>());
        prop_assert_eq!(u.powi(5).to_vec(), data.iter().map(|&x| (x as u8).wrapping_pow(5)).collect::<Vec<_>>());
    }
}

// ---------------------------------------------------------------------------------------------
// Broadcasting binary ops, comparisons and where_.

/// Two or three shapes of the same rank 0..=3 that broadcast: on each axis every operand has
/// the common size or 1.
fn broadcastable(n: usize) -> impl Strategy<Value = Vec<Vec<usize>>> {
    vec((0usize..=4, vec(any::<bool>(), n)), 0..=3).prop_map(move |axes| {
        (0..n)
            .map(|k| {
                axes.iter()
                    .map(|(size, ones)| if ones[k] { 1 } else { *size })
                    .collect()
            })
            .collect()
    })
}

fn data_for(dims: &[usize], seed: u64) -> Vec<f64> {
    let n: usize = dims.iter().product();
    (0..n as u64)
        .map(|i| {
            let h = (i + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ seed;
            match h % 11 {
                0 => f64::NAN,
                1 => 2.0,
                _ => ((h >> 8) % 9) as f64 / 2.0 - 2.0,
            }
        })
        .collect()
}

fn tensor<S: Shape>(dims: &[usize], data: &[f64]) -> Tensor<f64, S> {
    Tensor::from_shape_vec(dims, data.to_vec()).unwrap()
}

fn check_binary<S: Shape + BroadcastWith<S, Output = S>>(a_dims: &[usize], b_dims: &[usize]) {
    let (ad, bd) = (data_for(a_dims, 1), data_for(b_dims, 2));
    let (a, b) = (tensor::<S>(a_dims, &ad), tensor::<S>(b_dims, &bd));
    let out_dims = ref_broadcast(&[a_dims, b_dims]);
    let zip = |f: &dyn Fn(f64, f64) -> f64| -> Vec<f64> {
        indices(&out_dims)
            .iter()
            .map(|i| f(read(&ad, a_dims, i), read(&bd, b_dims, i)))
            .collect()
    };
    let cmp = |f: &dyn Fn(f64, f64) -> bool| -> Vec<bool> {
        indices(&out_dims)
            .iter()
            .map(|i| f(read(&ad, a_dims, i), read(&bd, b_dims, i)))
            .collect()
    };
    let nan_max = |x: f64, y: f64| {
        if x.is_nan() || y.is_nan() {
            f64::NAN
        } else {
            x.max(y)
        }
    };
    let nan_min = |x: f64, y: f64| {
        if x.is_nan() || y.is_nan() {
            f64::NAN
        } else {
            x.min(y)
        }
    };
    let checks: [(&str, Tensor<f64, S>, Vec<f64>); 3] = [
        ("pow", a.pow(&b), zip(&f64::powf)),
        ("maximum", a.maximum(&b), zip(&nan_max)),
        ("minimum", a.minimum(&b), zip(&nan_min)),
    ];
    for (name, got, want) in checks {
        assert_eq!(got.dims(), out_dims.as_slice(), "{name}");
        for (g, w) in got.to_vec().into_iter().zip(want) {
            assert!(same(g, w), "{name} {a_dims:?} {b_dims:?}: {g} vs {w}");
        }
    }
    assert_eq!(a.eq(&b).to_vec(), cmp(&|x, y| x == y), "eq");
    assert_eq!(a.ne(&b).to_vec(), cmp(&|x, y| x != y), "ne");
    assert_eq!(a.lt(&b).to_vec(), cmp(&|x, y| x < y), "lt");
    assert_eq!(a.le(&b).to_vec(), cmp(&|x, y| x <= y), "le");
    assert_eq!(a.gt(&b).to_vec(), cmp(&|x, y| x > y), "gt");
    assert_eq!(a.ge(&b).to_vec(), cmp(&|x, y| x >= y), "ge");
    assert_eq!(a.gt(&b).dims(), out_dims.as_slice());
}

fn check_where<S: Shape + BroadcastWith<S, Output = S>>(shapes: &[Vec<usize>]) {
    let (cd, ad, bd) = (&shapes[0], &shapes[1], &shapes[2]);
    let cond_data: Vec<bool> = data_for(cd, 3).iter().map(|x| *x > 0.0).collect();
    let cond = Tensor::<bool, S>::from_shape_vec(cd, cond_data.clone()).unwrap();
    let (a_data, b_data) = (data_for(ad, 4), data_for(bd, 5));
    let (a, b) = (tensor::<S>(ad, &a_data), tensor::<S>(bd, &b_data));
    let out_dims = ref_broadcast(&[cd, ad, bd]);
    let want: Vec<f64> = indices(&out_dims)
        .iter()
        .map(|i| {
            if read(&cond_data, cd, i) {
                read(&a_data, ad, i)
            } else {
                read(&b_data, bd, i)
            }
        })
        .collect();
    let got = where_(&cond, &a, &b);
    assert_eq!(got.dims(), out_dims.as_slice());
    for (g, w) in got.to_vec().into_iter().zip(want) {
        assert!(same(g, w), "where {shapes:?}");
    }
}

macro_rules! by_rank {
    ($rank:expr, $f:ident $args:tt) => {
        match $rank {
            0 => $f::<S0> $args,
            1 => $f::<S1> $args,
            2 => $f::<S2> $args,
            3 => $f::<S3> $args,
            r => unreachable!("rank {r}"),
        }
    };
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn binary_ops_and_comparisons_match_the_reference(shapes in broadcastable(2)) {
        by_rank!(shapes[0].len(), check_binary(&shapes[0], &shapes[1]));
    }

    #[test]
    fn where_matches_the_reference(shapes in broadcastable(3)) {
        by_rank!(shapes[0].len(), check_where(&shapes));
    }
}

/// Shapes of different ranks broadcast with static types, the result typed as promised.
#[test]
fn static_broadcasting_types() {
    let a = Tensor::<i32, shape![2, 1, 3]>::from_fn(|i| (i[0] * 3 + i[2]) as i32);
    let b = Tensor::<i32, shape![4, 1]>::from_fn(|i| i[0] as i32);
    let p: Tensor<i32, shape![2, 4, 3]> = a.pow(&b);
    let m: Tensor<i32, shape![2, 4, 3]> = a.maximum(&b);
    let lt: Tensor<bool, shape![2, 4, 3]> = a.lt(&b);
    for index in indices(&[2, 4, 3]) {
        let (x, y) = ((index[0] * 3 + index[2]) as i32, index[1] as i32);
        assert_eq!(p.get(&index), Some(&x.pow(y as u32)));
        assert_eq!(m.get(&index), Some(&x.max(y)));
        assert_eq!(lt.get(&index), Some(&(x < y)));
    }
    let cond = Tensor::<bool, shape![4, 1]>::from_vec(vec![true, false, true, false]).unwrap();
    let w: Tensor<i32, shape![2, 4, 3]> = where_(&cond, &a, &b);
    for index in indices(&[2, 4, 3]) {
        let want = if index[1] % 2 == 0 {
            (index[0] * 3 + index[2]) as i32
        } else {
            index[1] as i32
        };
        assert_eq!(w.get(&index), Some(&want));
    }
}

#[test]
#[should_panic(expected = "Integers to negative integer powers are not allowed.")]
fn negative_integer_power_panics() {
    let a = Tensor::<i32, shape![2]>::from_vec(vec![2, 3]).unwrap();
    let b = Tensor::<i32, shape![]>::from_vec(vec![-1]).unwrap();
    let _ = a.pow(&b);
}

#[test]
#[should_panic(expected = "The size of tensor a (2) must match the size of tensor b (3)")]
fn comparison_with_a_mismatched_dyn_axis_panics() {
    let a = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[2]).unwrap();
    let b = Tensor::<f32, shape![3]>::zeros();
    let _ = a.ge(&b);
}

/// Large tensors take the parallel path of the elementwise kernel.
#[test]
fn large_tensors() {
    let n = 300_001;
    let data: Vec<f32> = (0..n).map(|i| (i % 17) as f32 - 8.0).collect();
    let t = Tensor::<f32, shape![dyn]>::from_shape_vec(&[n], data.clone()).unwrap();
    let r = t.relu().to_vec();
    assert!(r.iter().zip(&data).all(|(&g, &x)| g == x.max(0.0)));
    let zero = Tensor::<f32, shape![]>::zeros();
    let w = where_(&t.lt(&zero), &zero, &t).to_vec();
    assert_eq!(w, r);
}

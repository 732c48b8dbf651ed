//! `isclose`, `allclose` and `max_abs_diff` against values printed by PyTorch 2.15 and a
//! naive loop.

use typed_tensor::{shape, Tensor};

const INF: f32 = f32::INFINITY;
const NAN: f32 = f32::NAN;

// The operands and PyTorch's answers, from:
// import torch
// inf, nan = float('inf'), float('nan')
// a = torch.tensor([1.0, 1.0, 1.0, 0.0, 0.0, 1e-8, inf, inf, -inf, inf, nan, nan, 1.0, 100.0,
//                   100.0, -2.0, 1e30], dtype=torch.float32)
// b = torch.tensor([1.0, 1.00001, 1.0001, 1e-8, 2e-8, 0.0, inf, -inf, -inf, 1.0, nan, 1.0, inf,
//                   100.001, 100.002, -2.00002, 1.00001e30], dtype=torch.float32)
// print(torch.isclose(a, b).tolist())
// print(torch.isclose(a, b, equal_nan=True).tolist())
// print(torch.isclose(a, b, rtol=1e-3, atol=1e-6).tolist())
// print(torch.isclose(b, a).tolist())
const A: [f32; 17] = [
    1.0, 1.0, 1.0, 0.0, 0.0, 1e-8, INF, INF, -INF, INF, NAN, NAN, 1.0, 100.0, 100.0, -2.0, 1e30,
];
const B: [f32; 17] = [
    1.0, 1.00001, 1.0001, 1e-8, 2e-8, 0.0, INF, -INF, -INF, 1.0, NAN, 1.0, INF, 100.001, 100.002,
    -2.00002, 1.00001e30,
];
const T: bool = true;
const F: bool = false;
const DEFAULTS: [bool; 17] = [T, F, F, T, F, T, T, F, T, F, F, F, F, T, F, F, T];
const EQUAL_NAN: [bool; 17] = [T, F, F, T, F, T, T, F, T, F, T, F, F, T, F, F, T];
const LOOSE: [bool; 17] = [T, T, T, T, T, T, T, F, T, F, F, F, F, T, T, T, T];
const SWAPPED: [bool; 17] = [T, F, F, T, F, T, T, F, T, F, F, F, F, T, F, F, T];

fn tensors() -> (Tensor<f32, shape![17]>, Tensor<f32, shape![17]>) {
    (
        Tensor::from_vec(A.to_vec()).unwrap(),
        Tensor::from_vec(B.to_vec()).unwrap(),
    )
}

#[test]
fn isclose_matches_pytorch() {
    let (a, b) = tensors();
    assert_eq!(a.isclose(&b).to_vec(), DEFAULTS);
    assert_eq!(a.isclose_with(&b, 1e-5, 1e-8, true).to_vec(), EQUAL_NAN);
    assert_eq!(a.isclose_with(&b, 1e-3, 1e-6, false).to_vec(), LOOSE);
    assert_eq!(b.isclose(&a).to_vec(), SWAPPED);
}

#[test]
fn allclose_is_every_isclose() {
    // torch.allclose(a[:6], b[:6]) -> False; torch.allclose(a[:1], b[:1]) -> True.
    let (a, b) = tensors();
    assert!(!a.allclose(&b));
    assert!(!a.allclose(&a.clone())); // its NaNs are not close to themselves
    assert!(a.allclose_with(&a.clone(), 1e-5, 1e-8, true));
    let first = |v: &[f32], n: usize| {
        Tensor::<f32, shape![dyn]>::from_shape_vec(&[n], v[..n].to_vec()).unwrap()
    };
    assert!(!first(&A, 6).allclose(&first(&B, 6)));
    assert!(first(&A, 1).allclose(&first(&B, 1)));
    // Nothing to compare: true, as torch.allclose of empty tensors.
    assert!(first(&A, 0).allclose(&first(&B, 0)));
}

#[test]
fn operands_broadcast() {
    // x = torch.tensor([[0.0], [1.0], [2.0]], dtype=torch.float64)
    // y = torch.tensor([0.0, 1e-9, 1.00000001, 2.1], dtype=torch.float64)
    // print(torch.isclose(x, y).flatten().tolist())
    // print(torch.isclose(x, y, rtol=0.1, atol=0).flatten().tolist())
    let x = Tensor::<f64, shape![3, 1]>::from_vec(vec![0.0, 1.0, 2.0]).unwrap();
    let y = Tensor::<f64, shape![4]>::from_vec(vec![0.0, 1e-9, 1.00000001, 2.1]).unwrap();
    let close: Tensor<bool, shape![3, 4]> = x.isclose(&y);
    assert_eq!(close.to_vec(), [T, T, F, F, F, F, T, F, F, F, F, F]);
    let loose = x.isclose_with(&y, 0.1, 0.0, false);
    assert_eq!(loose.to_vec(), [T, F, F, F, F, F, T, F, F, F, F, T]);
}

#[test]
#[should_panic(expected = "The size of tensor a (3) must match the size of tensor b (2)")]
fn a_dyn_axis_that_does_not_fit_panics() {
    let a = Tensor::<f32, shape![dyn]>::from_shape_vec(&[3], vec![1.0; 3]).unwrap();
    let b = Tensor::<f32, shape![dyn]>::from_shape_vec(&[2], vec![1.0; 2]).unwrap();
    a.allclose(&b);
}

#[test]
fn max_abs_diff_matches_a_naive_loop() {
    let a = Tensor::<f64, shape![4, 5]>::from_fn(|i| (i[0] * 5 + i[1]) as f64 * 0.37 - 3.0);
    let b = Tensor::<f64, shape![5]>::from_fn(|i| (i[0] as f64).sin());
    let (av, bv) = (a.to_vec(), b.to_vec());
    let want = (0..20)
        .map(|k| (av[k] - bv[k % 5]).abs())
        .fold(0.0, f64::max);
    assert_eq!(a.max_abs_diff(&b), want);
    assert_eq!(a.max_abs_diff(&a.clone()), 0.0);

    // Equal infinities differ by 0, others by inf, NaN wins; nothing to compare gives 0.
    let (a, b) = tensors();
    let finite =
        |v: &[f32]| Tensor::<f32, shape![dyn]>::from_shape_vec(&[v.len()], v.to_vec()).unwrap();
    assert_eq!(finite(&A[6..7]).max_abs_diff(&finite(&B[6..7])), 0.0);
    assert_eq!(finite(&A[7..8]).max_abs_diff(&finite(&B[7..8])), INF);
    assert!(a.max_abs_diff(&b).is_nan());
    assert_eq!(finite(&[]).max_abs_diff(&finite(&[])), 0.0);
}

//! Gradient checking shared by the autograd tests: each test file includes it with
//! `mod gradcheck;`. A gradient from `backward` is compared, element by element, with the
//! central difference `(f(x + h) - f(x - h)) / 2h` of the same function of plain tensors.
#![allow(dead_code)]

use typed_tensor::autograd::{Tape, Var};
use typed_tensor::shape::BroadcastWith;
use typed_tensor::{Shape, Tensor};

/// Deterministic values in `[lo, hi)`.
pub fn values(n: usize, seed: u64, lo: f64, hi: f64) -> Vec<f64> {
    let mut state = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    (0..n)
        .map(|_| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            lo + (hi - lo) * ((state >> 11) as f64 / (1u64 << 53) as f64)
        })
        .collect()
}

pub fn tensor<S: Shape>(dims: &[usize], seed: u64, lo: f64, hi: f64) -> Tensor<f64, S> {
    let n = dims.iter().product();
    Tensor::from_shape_vec(dims, values(n, seed, lo, hi)).unwrap()
}

/// `f` at `x` with element `i` moved by `h`.
pub fn at<S: Shape>(
    x: &Tensor<f64, S>,
    i: usize,
    h: f64,
    f: &impl Fn(&Tensor<f64, S>) -> f64,
) -> f64 {
    let mut data = x.to_vec();
    data[i] += h;
    f(&Tensor::from_shape_vec(x.dims(), data).unwrap())
}

/// Compares `analytic` with the central difference of `f` at `x`, element by element.
#[track_caller]
pub fn assert_gradient<S: Shape>(
    what: &str,
    x: &Tensor<f64, S>,
    analytic: Option<Tensor<f64, S>>,
    f: impl Fn(&Tensor<f64, S>) -> f64,
) {
    let analytic = analytic
        .unwrap_or_else(|| panic!("{what}: no gradient"))
        .to_vec();
    assert_eq!(analytic.len(), x.numel(), "{what}: gradient size");
    let h = 1e-6;
    for (i, &a) in analytic.iter().enumerate() {
        let numeric = (at(x, i, h, &f) - at(x, i, -h, &f)) / (2.0 * h);
        let tol = 1e-6 * (1.0 + numeric.abs());
        assert!(
            (a - numeric).abs() <= tol,
            "{what}: element {i} of dims {:?}: backward {a}, finite difference {numeric}",
            x.dims()
        );
    }
}

/// A shape whose values multiply elementwise with values of the same shape.
pub trait Same: Shape + BroadcastWith<Self, Output = Self> {}
impl<S: Shape + BroadcastWith<S, Output = S>> Same for S {}

/// `sum(out * w)` for fixed weights `w` of out's dims: every output element gets its own
/// weight, so a wrong gradient of any element shows.
pub fn weighted<S: Same>(out: &Var<f64, S>) -> Var<f64, ()> {
    let w: Tensor<f64, S> = tensor(out.dims(), 99, -1.0, 1.0);
    (out * &out.tape().constant(w)).sum_all()
}

/// Checks the gradient of `weighted(f(x))` for one parameter `x`.
#[track_caller]
pub fn check1<S: Shape, S2: Same>(
    what: &str,
    x: &Tensor<f64, S>,
    f: impl Fn(&Var<f64, S>) -> Var<f64, S2>,
) {
    let tape = Tape::new();
    let grads = weighted(&f(&tape.param(x))).backward();
    let loss = |x: &Tensor<f64, S>| weighted(&f(&Tape::new().constant(x.clone()))).item();
    assert_gradient(what, x, grads.get(x), loss);
}

/// Checks the gradients of `weighted(f(x, y))` for both parameters.
#[track_caller]
pub fn check2<S1: Shape, S2: Shape, S3: Same>(
    what: &str,
    x: &Tensor<f64, S1>,
    y: &Tensor<f64, S2>,
    f: impl Fn(&Var<f64, S1>, &Var<f64, S2>) -> Var<f64, S3>,
) {
    let tape = Tape::new();
    let grads = weighted(&f(&tape.param(x), &tape.param(y))).backward();
    let loss = |x: &Tensor<f64, S1>, y: &Tensor<f64, S2>| {
        let tape = Tape::new();
        weighted(&f(&tape.constant(x.clone()), &tape.constant(y.clone()))).item()
    };
    assert_gradient(&format!("{what} (lhs)"), x, grads.get(x), |x| loss(x, y));
    assert_gradient(&format!("{what} (rhs)"), y, grads.get(y), |y| loss(x, y));
}

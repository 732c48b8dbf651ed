//! Every float op on NaN, the infinities, signed zeros and subnormals, against the results
//! PyTorch documents or computes (C99 Annex F for the C math functions it calls, and its own
//! kernels' formulas), written out by hand. Zeros are compared with their sign.
//!
//! Where the crate deliberately differs from PyTorch (the limits of `gelu` and `silu` at
//! `-inf`), the expected value is ours and the comment says what PyTorch returns; the guide's (`typed_tensor::guide::math`)
//! lists these differences.

use typed_tensor::{shape, Tensor};

const NAN: f32 = f32::NAN;
const INF: f32 = f32::INFINITY;
/// The smallest positive subnormal `f32`, 2^-149.
const SUB: f32 = 1.0e-45;

/// The inputs of every unary check, in this order.
const INPUTS: [f32; 7] = [NAN, INF, -INF, 0.0, -0.0, SUB, -SUB];

/// Same value, NaN matching NaN and zeros matching only with the same sign.
fn same(got: f32, want: f32) -> bool {
    (got.is_nan() && want.is_nan()) || got.to_bits() == want.to_bits()
}

fn check(op: &str, got: Tensor<f32, shape![7]>, want: [f32; 7]) {
    let got = got.to_vec();
    for (i, (&g, &w)) in got.iter().zip(&want).enumerate() {
        assert!(same(g, w), "{op}({:e}) = {g:e}, expected {w:e}", INPUTS[i]);
    }
}

fn x() -> Tensor<f32, shape![7]> {
    Tensor::from_vec(INPUTS.to_vec()).unwrap()
}

#[test]
fn roots_exponentials_and_logarithms() {
    // sqrt: sqrt(-0) = -0 (IEEE 754), negative numbers and -inf give NaN.
    check(
        "sqrt",
        x().sqrt(),
        [NAN, INF, NAN, 0.0, -0.0, 3.743_392e-23, NAN],
    );
    check("exp", x().exp(), [NAN, INF, 0.0, 1.0, 1.0, 1.0, 1.0]);
    // log(+-0) = -inf, log(negative) = NaN; ln(2^-149) = -149 ln 2.
    check(
        "ln",
        x().ln(),
        [NAN, INF, NAN, -INF, -INF, -103.278_93, NAN],
    );
    check("log2", x().log2(), [NAN, INF, NAN, -INF, -INF, -149.0, NAN]);
    check(
        "log10",
        x().log10(),
        [NAN, INF, NAN, -INF, -INF, -44.853_47, NAN],
    );
}

#[test]
fn rounding() {
    check("floor", x().floor(), [NAN, INF, -INF, 0.0, -0.0, 0.0, -1.0]);
    check("ceil", x().ceil(), [NAN, INF, -INF, 0.0, -0.0, 1.0, -0.0]);
    check("trunc", x().trunc(), [NAN, INF, -INF, 0.0, -0.0, 0.0, -0.0]);
    check("round", x().round(), [NAN, INF, -INF, 0.0, -0.0, 0.0, -0.0]);
    // torch.frac is x - trunc(x): NaN at the infinities, +0 for -0 (-0 - -0 = +0).
    check("fract", x().fract(), [NAN, NAN, NAN, 0.0, 0.0, SUB, -SUB]);
    let halves = Tensor::<f32, shape![4]>::from_vec(vec![-0.5, -1.5, 2.5, -0.4]).unwrap();
    assert_eq!(halves.round().to_vec(), [-0.0, -2.0, 2.0, -0.0]);
    assert!(halves.round().to_vec()[3].is_sign_negative());
}

#[test]
fn powers() {
    // 0.5 is sqrt in PyTorch and NumPy: (-inf)^0.5 is NaN and (-0)^0.5 is -0, where C's pow
    // gives +inf and +0.
    check(
        "powf(0.5)",
        x().powf(0.5),
        [NAN, INF, NAN, 0.0, -0.0, 3.743_392e-23, NAN],
    );
    // -0.5 is 1 / sqrt: 1 / sqrt(-0) = -inf.
    check(
        "powf(-0.5)",
        x().powf(-0.5),
        [NAN, 0.0, NAN, INF, -INF, 2.671_373_8e22, NAN],
    );
    check(
        "powf(-1)",
        x().powf(-1.0),
        [NAN, 0.0, -0.0, INF, -INF, INF, -INF],
    );
    check(
        "powf(2)",
        x().powf(2.0),
        [NAN, INF, INF, 0.0, 0.0, 0.0, 0.0],
    );
    check(
        "powf(3)",
        x().powf(3.0),
        [NAN, INF, -INF, 0.0, -0.0, 0.0, -0.0],
    );
    check(
        "powf(-2)",
        x().powf(-2.0),
        [NAN, 0.0, 0.0, INF, INF, INF, INF],
    );
    // Exponent 0 fills ones, NaN included; 1 copies.
    check("powf(0)", x().powf(0.0), [1.0; 7]);
    check("powf(1)", x().powf(1.0), INPUTS);
    // C's pow: (-inf)^1.5 = +inf, (-0)^1.5 = +0, a negative base to a non-integer is NaN.
    check(
        "powf(1.5)",
        x().powf(1.5),
        [NAN, INF, INF, 0.0, 0.0, 0.0, NAN],
    );
    // Odd integer exponents keep the sign: (-inf)^5 = -inf, (-0)^5 = -0.
    check(
        "powi(5)",
        x().powi(5),
        [NAN, INF, -INF, 0.0, -0.0, 0.0, -0.0],
    );
    check(
        "powi(-3)",
        x().powi(-3),
        [NAN, 0.0, -0.0, INF, -INF, INF, -INF],
    );
    check("powi(0)", x().powi(0), [1.0; 7]);
    check(
        "powi(-2)",
        x().powi(-2),
        [NAN, 0.0, 0.0, INF, INF, INF, INF],
    );
    // Broadcasting pow is C's pow elementwise: pow(NaN, 0) = 1, pow(1, NaN) = 1.
    let base = Tensor::<f32, shape![4]>::from_vec(vec![NAN, 1.0, -INF, -0.0]).unwrap();
    let exp = Tensor::<f32, shape![4]>::from_vec(vec![0.0, NAN, 0.5, -1.0]).unwrap();
    let p = base.pow(&exp).to_vec();
    assert_eq!(p[..3], [1.0, 1.0, INF]);
    assert_eq!(p[3], -INF);
}

#[test]
fn activations() {
    check(
        "sigmoid",
        x().sigmoid(),
        [NAN, 1.0, 0.0, 0.5, 0.5, 0.5, 0.5],
    );
    check("tanh", x().tanh(), [NAN, 1.0, -1.0, 0.0, -0.0, SUB, -SUB]);
    // relu is max(x, 0) with x kept when they compare equal: relu(-0) = -0.
    check("relu", x().relu(), [NAN, INF, 0.0, 0.0, -0.0, SUB, 0.0]);
    check("abs", x().abs(), [NAN, INF, INF, 0.0, 0.0, SUB, SUB]);
    check("erf", x().erf(), [NAN, 1.0, -1.0, 0.0, -0.0, SUB, -SUB]);
    // gelu(+-inf): PyTorch's formula gives NaN (x * 0 at -inf; its vectorized erf also at
    // +inf); we return the limits +inf and -0. x / 2 of a subnormal underflows to +-0.
    check("gelu", x().gelu(), [NAN, INF, -0.0, 0.0, -0.0, 0.0, -0.0]);
    check(
        "gelu_tanh",
        x().gelu_tanh(),
        [NAN, INF, -0.0, 0.0, -0.0, 0.0, -0.0],
    );
    // silu = x / (1 + exp(-x)): PyTorch gives -inf / inf = NaN at -inf; we return -0.
    check("silu", x().silu(), [NAN, INF, -0.0, 0.0, -0.0, 0.0, -0.0]);
    // Large finite inputs give no NaN. silu(-100) = -100 / (1 + e^100) is -0 in f32, where
    // e^100 overflows (as in PyTorch); sigmoid(-100) = e^-100 / (1 + e^-100) = 3.72e-44 is
    // subnormal: 26.55 times 2^-149, rounded to 27 times.
    let big = Tensor::<f32, shape![4]>::from_vec(vec![-1e4, 1e4, -100.0, 100.0]).unwrap();
    assert_eq!(big.sigmoid().to_vec(), [0.0, 1.0, 27.0 * SUB, 1.0]);
    assert_eq!(big.silu().to_vec(), [-0.0, 1e4, -0.0, 100.0]);
    assert_eq!(big.gelu().to_vec(), [-0.0, 1e4, -0.0, 100.0]);
}

#[test]
fn clamp_and_extremes() {
    check(
        "clamp",
        x().clamp(-1.0, 1.0),
        [NAN, 1.0, -1.0, 0.0, -0.0, SUB, -SUB],
    );
    check(
        "clamp_min",
        x().clamp_min(0.0),
        [NAN, INF, 0.0, 0.0, -0.0, SUB, 0.0],
    );
    check(
        "clamp_max",
        x().clamp_max(0.0),
        [NAN, 0.0, -INF, 0.0, -0.0, 0.0, -SUB],
    );
    // A NaN bound makes every element NaN, as torch.clamp.
    assert!(x().clamp(NAN, 1.0).to_vec().iter().all(|v| v.is_nan()));
    assert!(x().clamp(-1.0, NAN).to_vec().iter().all(|v| v.is_nan()));
    // maximum/minimum propagate NaN from either side; zeros of both signs compare equal and
    // the second operand is returned.
    let zero = Tensor::<f32, shape![]>::zeros();
    check(
        "maximum",
        x().maximum(&zero),
        [NAN, INF, 0.0, 0.0, 0.0, SUB, 0.0],
    );
    check(
        "minimum",
        x().minimum(&zero),
        [NAN, 0.0, -INF, 0.0, 0.0, 0.0, -SUB],
    );
    let nan = Tensor::<f32, shape![]>::full(NAN);
    assert!(x().maximum(&nan).to_vec().iter().all(|v| v.is_nan()));
    assert!(x().minimum(&nan).to_vec().iter().all(|v| v.is_nan()));
    // Reductions: NaN anywhere gives NaN; otherwise the infinities are ordinary values.
    assert!(x().max_all().item().is_nan() && x().min_all().item().is_nan());
    let finite =
        Tensor::<f32, shape![2, 3]>::from_vec(vec![-INF, SUB, -SUB, -0.0, INF, 0.0]).unwrap();
    assert_eq!(finite.max::<1>().to_vec(), [SUB, INF]);
    assert_eq!(finite.min::<1>().to_vec(), [-INF, -0.0]);
    assert_eq!(finite.max::<0>().to_vec(), [-0.0, INF, 0.0]);
}

#[test]
fn f64_follows_the_same_rules() {
    let x = Tensor::<f64, shape![5]>::from_vec(vec![
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        -0.0,
        5e-324,
    ])
    .unwrap();
    let s = x.powf(0.5).to_vec();
    assert!(s[0].is_nan() && s[1] == f64::INFINITY && s[2].is_nan());
    assert!(s[3] == 0.0 && s[3].is_sign_negative());
    assert_eq!(s[4], 2.222_758_749_485_077_5e-162);
    let g = x.gelu().to_vec();
    assert!(g[0].is_nan() && g[1] == f64::INFINITY && g[2] == 0.0 && g[2].is_sign_negative());
    assert_eq!(x.ln().to_vec()[4], -744.440_071_921_381_2);
}

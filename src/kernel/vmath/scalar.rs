//! The scalar forms of every [`Op`] (the standard library's and `libm`'s functions): the
//! reference the slice forms are measured against.

use super::Op;
use num_traits::Float;

/// `op(x)` by the scalar formulas.
#[inline]
pub(crate) fn one<T: Float>(op: Op<T>, x: T, erf: fn(T) -> T) -> T {
    let c = |v: f64| T::from(v).expect("a float holds the constant");
    match op {
        Op::Exp => x.exp(),
        Op::Ln => x.ln(),
        Op::Log2 => x.log2(),
        Op::Log10 => x.log10(),
        Op::Sqrt => x.sqrt(),
        Op::Tanh => x.tanh(),
        // `e^x / (1 + e^x)` for negative `x`, so `exp` never overflows.
        Op::Sigmoid => {
            if x >= T::zero() {
                T::one() / (T::one() + (-x).exp())
            } else {
                let e = x.exp();
                e / (T::one() + e)
            }
        }
        Op::Erf => erf(x),
        // The limits at -inf (`-inf * 0` would be NaN).
        Op::Gelu if x == T::neg_infinity() => -T::zero(),
        Op::Gelu => x * c(0.5) * (T::one() + erf(x * c(core::f64::consts::FRAC_1_SQRT_2))),
        // `x * pdf` is NaN at the infinities (`inf * 0`), as PyTorch's.
        Op::GeluDerivative => {
            let cdf = c(0.5) * (T::one() + erf(x * c(core::f64::consts::FRAC_1_SQRT_2)));
            let pdf = c(0.398_942_280_401_432_7) * (-(c(0.5) * x * x)).exp();
            cdf + x * pdf
        }
        Op::GeluTanh if x == T::neg_infinity() => -T::zero(),
        Op::GeluTanh => {
            // sqrt(2 / pi), written as PyTorch's `M_SQRT2 * M_2_SQRTPI * 0.5`.
            let beta = c(core::f64::consts::SQRT_2 * core::f64::consts::FRAC_2_SQRT_PI * 0.5);
            let inner = beta * (x + c(0.044715) * x * x * x);
            c(0.5) * x * (T::one() + inner.tanh())
        }
        // `-inf / inf` would be NaN.
        Op::Silu if x == T::neg_infinity() => -T::zero(),
        Op::Silu => x / (T::one() + (-x).exp()),
        Op::Powf(e) => x.powf(e),
    }
}

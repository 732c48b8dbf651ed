//! Elementwise functions of one `Var`: their derivatives at each element.

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::GradElement;
use crate::ops::Arith;
use crate::tensor::Unary;

/// Which derivative a unary rule applies, and from what: the input `x` or the output `y`.
struct UnaryRule<T> {
    node: Option<usize>,
    op: Unary<T>,
    /// The input or the output, as `op` needs.
    saved: Raw<T>,
}

impl<T: GradElement> Backward<T> for UnaryRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let s = &self.saved;
        let c = |v: f64| T::from(v).expect("a float converts");
        let (one, half) = (T::one(), c(0.5));
        let dx = match self.op {
            Unary::Exp => raw::zip_with(&g, s, |g, y| g * y),
            Unary::Ln => raw::zip_with(&g, s, |g, x| g / x),
            Unary::Log2 => {
                let ln2 = c(core::f64::consts::LN_2);
                raw::zip_with(&g, s, move |g, x| g / (x * ln2))
            }
            Unary::Log10 => {
                let ln10 = c(core::f64::consts::LN_10);
                raw::zip_with(&g, s, move |g, x| g / (x * ln10))
            }
            Unary::Sqrt => raw::zip_with(&g, s, move |g, y| g / (y + y)),
            Unary::Tanh => raw::zip_with(&g, s, move |g, y| g * (one - y * y)),
            Unary::Sigmoid => raw::zip_with(&g, s, move |g, y| g * (y * (one - y))),
            Unary::Erf => {
                let k = c(core::f64::consts::FRAC_2_SQRT_PI);
                raw::zip_with(&g, s, move |g, x| g * k * (-(x * x)).exp())
            }
            Unary::Gelu => raw::zip_owned(g, s.gelu_derivative(), Arith::Mul),
            Unary::GeluTanh => {
                let (k, a) = (c(0.7978845608028654), c(0.044715));
                let three = c(3.0);
                raw::zip_with(&g, s, move |g, x| {
                    let t = (k * (x + a * x * x * x)).tanh();
                    let inner = k * (one + three * a * x * x);
                    g * (half * (one + t) + half * x * (one - t * t) * inner)
                })
            }
            Unary::Silu => raw::zip_with(&g, s, move |g, x| {
                let sig = one / (one + (-x).exp());
                g * (sig * (one + x * (one - sig)))
            }),
            Unary::Relu => raw::zip_with(&g, s, |g, x| if x > T::zero() { g } else { T::zero() }),
            Unary::Abs => raw::zip_with(&g, s, |g, x| {
                if x > T::zero() {
                    g
                } else if x < T::zero() {
                    -g
                } else {
                    T::zero()
                }
            }),
            Unary::Pow(p) if p == T::zero() => raw::zip_with(&g, s, |_, _| T::zero()),
            Unary::Pow(p) => raw::zip_with(&g, s, move |g, x| g * p * x.powf(p - one)),
            Unary::Clamp(min, max) => raw::zip_with(&g, s, move |g, x| match min < x && x < max {
                true => g,
                false => T::zero(),
            }),
            Unary::ClampMin(min) => raw::zip_with(&g, s, move |g, x| match x > min {
                true => g,
                false => T::zero(),
            }),
            Unary::ClampMax(max) => raw::zip_with(&g, s, move |g, x| match x < max {
                true => g,
                false => T::zero(),
            }),
        };
        grads.add(self.node, dx);
    }
}

/// The rule of the elementwise function `op` of the input of node `node`; `saved` as
/// `Derivation::Unary` describes it.
pub(super) fn rule<T: GradElement>(
    node: Option<usize>,
    op: Unary<T>,
    saved: Raw<T>,
) -> Box<dyn Backward<T>> {
    Box::new(UnaryRule { node, op, saved })
}

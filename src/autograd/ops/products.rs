//! Products: `prod` over an axis or every element, `pow` with a tensor exponent, and the
//! fixed-rank matrix products `mm`, `mv`, `dot` and `bmm` (recorded with `matmul`'s rule).

use super::matmul::MatmulRule;
use super::reduced::Reduction;
use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::GradElement;
use crate::ops::Arith;

/// The gradient of `prod`: each element gets `g` times the product of the others, computed
/// without dividing by the element, so a single zero gets the product of the others and
/// every other element of a slice with two or more zeros gets 0.
pub(super) struct Product;

impl<T: GradElement> Reduction<T> for Product {
    fn grad(&self, x: &Raw<T>, _: &Raw<T>, g: &Raw<T>, axis: usize) -> Raw<T> {
        raw::zip(g, &raw::products_of_others(x, axis), Arith::Mul)
    }
}

/// The rule of `a ** b`, PyTorch's: `g b a^(b - 1)` for the base (0 where `b = 0`) and
/// `g a^b ln(a)` for the exponent (0 where `a = 0` and `b >= 0`), each summed back to its
/// operand's dims.
struct PowRule<T> {
    a: (Option<usize>, Raw<T>),
    b: (Option<usize>, Raw<T>),
}

impl<T: GradElement> Backward<T> for PowRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let ((na, a), (nb, b)) = (self.a, self.b);
        let (zero, one) = (T::zero(), T::one());
        if na.is_some() {
            let slope = raw::zip_with(
                &a,
                &b,
                move |a, p| {
                    if p == zero {
                        zero
                    } else {
                        p * a.powf(p - one)
                    }
                },
            );
            let ga = raw::zip(&g, &slope, Arith::Mul);
            grads.add(na, raw::sum_to(ga, a.dims()));
        }
        if nb.is_some() {
            let slope = raw::zip_with(&a, &b, move |a, p| {
                if a == zero && p >= zero {
                    zero
                } else {
                    a.powf(p) * a.ln()
                }
            });
            let gb = raw::zip(&g, &slope, Arith::Mul);
            grads.add(nb, raw::sum_to(gb, b.dims()));
        }
    }
}

/// The rule of a matrix product (`Derivation::Matmul`) of the nodes `nodes`.
pub(super) fn matmul_rule<T: GradElement>(
    nodes: &[Option<usize>],
    a: Raw<T>,
    b: Raw<T>,
) -> Box<dyn Backward<T>> {
    Box::new(MatmulRule {
        a: (nodes[0], a),
        b: (nodes[1], b),
    })
}

/// The rule of `a ** b` (`Derivation::Pow`) of the nodes `nodes`.
pub(super) fn pow_rule<T: GradElement>(
    nodes: &[Option<usize>],
    a: Raw<T>,
    b: Raw<T>,
) -> Box<dyn Backward<T>> {
    Box::new(PowRule {
        a: (nodes[0], a),
        b: (nodes[1], b),
    })
}

//! `+ - * /` between `Var`s with broadcasting, and with a scalar.

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::GradElement;
use crate::ops::Arith;

/// One operand of a binary op as its rule sees it: its node, dims, and value when the rule
/// needs it.
struct Side<T> {
    node: Option<usize>,
    dims: Vec<usize>,
    value: Option<Raw<T>>,
}

/// The rule of `lhs op rhs`: each operand's gradient is summed back to its own dims.
struct ArithRule<T> {
    op: Arith,
    lhs: Side<T>,
    rhs: Side<T>,
}

impl<T: GradElement> Backward<T> for ArithRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let ArithRule { op, lhs, rhs } = *self;
        let value = |side: &Side<T>| side.value.clone().expect("the rule saved this operand");
        match op {
            Arith::Add | Arith::Sub => {
                if rhs.node.is_some() {
                    let gr = raw::sum_to(g.clone(), &rhs.dims);
                    let gr = if op == Arith::Sub {
                        raw::scale(&gr, -T::one())
                    } else {
                        gr
                    };
                    grads.add(rhs.node, gr);
                }
                grads.add(lhs.node, raw::sum_to(g, &lhs.dims));
            }
            Arith::Mul => {
                if lhs.node.is_some() {
                    let gl = raw::zip(&g, &value(&rhs), Arith::Mul);
                    grads.add(lhs.node, raw::sum_to(gl, &lhs.dims));
                }
                if rhs.node.is_some() {
                    let gr = raw::zip(&g, &value(&lhs), Arith::Mul);
                    grads.add(rhs.node, raw::sum_to(gr, &rhs.dims));
                }
            }
            Arith::Div => {
                // d(l / r) = g / r for l, and -g * l / r^2 = -(g / r) * (l / r) for r.
                let q = raw::zip(&g, &value(&rhs), Arith::Div);
                if rhs.node.is_some() {
                    let ratio = raw::zip(&value(&lhs), &value(&rhs), Arith::Div);
                    let gr = raw::zip_with(&q, &ratio, |q, ratio| -(q * ratio));
                    grads.add(rhs.node, raw::sum_to(gr, &rhs.dims));
                }
                grads.add(lhs.node, raw::sum_to(q, &lhs.dims));
            }
            _ => unreachable!("only + - * / are recorded"),
        }
    }
}

/// The rule of `lhs op rhs` (`+ - * /`), whose operands are the nodes `nodes`; each side as
/// `Derivation::Arith` describes it.
pub(super) fn rule<T: GradElement>(
    op: Arith,
    nodes: &[Option<usize>],
    lhs: (Vec<usize>, Option<Raw<T>>),
    rhs: (Vec<usize>, Option<Raw<T>>),
) -> Box<dyn Backward<T>> {
    let side = |node: Option<usize>, (dims, value): (Vec<usize>, Option<Raw<T>>)| Side {
        node,
        dims,
        value,
    };
    Box::new(ArithRule {
        op,
        lhs: side(nodes[0], lhs),
        rhs: side(nodes[1], rhs),
    })
}

/// The rule of `x op c` (or `c op x`) for a scalar `c`.
struct ScalarRule<T> {
    node: Option<usize>,
    op: Arith,
    c: T,
    /// `x` and the result `c / x`, for the rule of `c / x`.
    saved: Option<(Raw<T>, Raw<T>)>,
}

impl<T: GradElement> Backward<T> for ScalarRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let g = match self.op {
            Arith::Add | Arith::Sub => g,
            Arith::SubReversed => raw::scale(&g, -T::one()),
            Arith::Mul => raw::scale(&g, self.c),
            Arith::Div => g.zip_scalar(self.c, Arith::Div),
            Arith::DivReversed => {
                // d(c / x) = -c / x^2 = -(c / x) / x.
                let (x, y) = self.saved.expect("the rule of c / x saves x and c / x");
                let gy = raw::zip(&g, &y, Arith::Mul);
                raw::zip_with(&gy, &x, |gy, x| -(gy / x))
            }
            _ => unreachable!("only + - * / are recorded"),
        };
        grads.add(self.node, g);
    }
}

/// The rule of `x op c` (`Derivation::Scalar`) of the input of node `node`.
pub(super) fn scalar_rule<T: GradElement>(
    node: Option<usize>,
    op: Arith,
    c: T,
    saved: Option<(Raw<T>, Raw<T>)>,
) -> Box<dyn Backward<T>> {
    Box::new(ScalarRule { node, op, c, saved })
}

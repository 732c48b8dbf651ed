//! Reductions whose gradient reads their result: the vector `norm`, `logsumexp`, and the
//! variance and standard deviation (`var`, `std`, with PyTorch's `correction`).

use super::reduced::{sign, Reduction};
use crate::autograd::raw::{self, Raw};
use crate::autograd::GradElement;
use crate::ops::Arith;

/// The gradient of the vector norm of order `p`, PyTorch's (`norm_backward`): 0 for `p = 0`;
/// `sgn(x)` for `p = 1`; `x / n` for `p = 2`, 0 where the norm is 0; for `p = ±inf`, `sgn(x)`
/// shared evenly among the elements whose `|x|` is the norm; otherwise `sgn(x) |x|^(p - 1) /
/// n^(p - 1)`, 0 where the norm is 0 (and, for `p < 1`, where `x` is 0).
pub(super) struct PNorm<T>(pub(super) T);

impl<T: GradElement> Reduction<T> for PNorm<T> {
    fn grad(&self, x: &Raw<T>, y: &Raw<T>, g: &Raw<T>, axis: usize) -> Raw<T> {
        let (p, zero, one) = (self.0, T::zero(), T::one());
        let two = one + one;
        if p == zero {
            return raw::full(x.dims(), zero);
        }
        if p.is_infinite() {
            let hit = raw::zip_with(x, y, move |x, n| if x.abs() == n { one } else { zero });
            let count = raw::sum_axis_keepdim(&hit, axis);
            let share = raw::zip(g, &count, Arith::Div);
            let signed = raw::zip_with(x, &hit, |x, hit| sign(x) * hit);
            return raw::zip(&share, &signed, Arith::Mul);
        }
        let slope = raw::zip_with(x, y, move |x, n| {
            if p == one {
                sign(x)
            } else if p < one {
                // `|x|^(p - 1)` is infinite at 0, where PyTorch takes 0.
                let at = if x == zero {
                    zero
                } else {
                    sign(x) * x.abs().powf(p - one)
                };
                at * n.powf(one - p)
            } else if n == zero {
                zero
            } else if p == two {
                x / n
            } else {
                sign(x) * (x.abs() / n).powf(p - one)
            }
        });
        raw::zip(g, &slope, Arith::Mul)
    }
}

/// The gradient of `logsumexp`: `g exp(x - y)`, the softmax along the axis.
pub(super) struct LogSumExp;

impl<T: GradElement> Reduction<T> for LogSumExp {
    fn grad(&self, x: &Raw<T>, y: &Raw<T>, g: &Raw<T>, _: usize) -> Raw<T> {
        let softmax = raw::zip_with(x, y, |x, y| (x - y).exp());
        raw::zip(g, &softmax, Arith::Mul)
    }
}

/// The gradient of the variance, `2 g (x - mean) / (len - correction)`, or of the standard
/// deviation `s`, the same with `g / (2 s)` for `g` (0 where `s` is 0, as PyTorch).
pub(super) struct Moment {
    pub(super) correction: usize,
    pub(super) sqrt: bool,
}

impl<T: GradElement> Reduction<T> for Moment {
    fn grad(&self, x: &Raw<T>, y: &Raw<T>, g: &Raw<T>, axis: usize) -> Raw<T> {
        let c = |v: f64| T::from(v).expect("a float converts");
        let (zero, two) = (T::zero(), c(2.0));
        let g = match self.sqrt {
            true => raw::zip_with(
                g,
                y,
                move |g, s| if s == zero { zero } else { g / (two * s) },
            ),
            false => g.clone(),
        };
        let scale = c(2.0 / (x.dims()[axis] as f64 - self.correction as f64));
        let deviation = raw::zip(x, &raw::mean_axis_keepdim(x, axis), Arith::Sub);
        raw::zip_with(&g, &deviation, move |g, d| g * scale * d)
    }
}

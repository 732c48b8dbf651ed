//! `softmax` and `log_softmax` over one axis.

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, erase, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::{GradElement, Var};
use crate::ops::Arith;
use crate::shape::axis_index;
use crate::shape::ReduceAxis;

/// The rule of `y = softmax(x)` (`gx = y (g - sum(g y))`) or of `y = log_softmax(x)`
/// (`gx = g - exp(y) sum(g)`), sums along `axis`.
struct SoftmaxRule<T> {
    node: Option<usize>,
    axis: usize,
    log: bool,
    y: Raw<T>,
}

impl<T: GradElement> Backward<T> for SoftmaxRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let y = &self.y;
        let dx = if self.log {
            let total = raw::sum_axis_keepdim(&g, self.axis);
            let p_total = raw::zip_with(y, &total, |y, total| y.exp() * total);
            raw::zip(&g, &p_total, Arith::Sub)
        } else if self.axis + 1 == y.rank() && y.as_slice().is_some() {
            // Over contiguous rows: one fused pass, in `g`'s buffer.
            let mut dx = raw::contiguous(g);
            dx.softmax_backward(y, T::one());
            dx
        } else {
            let gy = raw::zip(&g, y, Arith::Mul);
            let total = raw::sum_axis_keepdim(&gy, self.axis);
            let y_total = raw::zip(y, &total, Arith::Mul);
            raw::zip(&gy, &y_total, Arith::Sub)
        };
        grads.add(self.node, dx);
    }
}

impl<T: GradElement, S> Var<T, S> {
    /// [`Tensor::softmax`](crate::Tensor::softmax) along axis `A`, recorded.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor, LAST};
    /// let x = Tensor::<f64, shape![2]>::from_vec(vec![0.0, 0.0]).unwrap();
    /// let w = Tensor::<f64, shape![2]>::from_vec(vec![1.0, 0.0]).unwrap();
    /// let tape = Tape::new();
    /// let p = tape.param(&x).softmax::<LAST>(); // [0.5, 0.5]
    /// let g = (&p * &tape.constant(w)).sum_all().backward().get(&x).unwrap();
    /// assert_eq!(g.to_vec(), [0.25, -0.25]); // p0 (1 - p0), -p0 p1
    /// ```
    pub fn softmax<const A: usize>(&self) -> Var<T, S>
    where
        S: ReduceAxis<A>,
    {
        self.softmax_rule::<A>(false)
    }

    /// [`Tensor::log_softmax`](crate::Tensor::log_softmax) along axis `A`, recorded.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor, LAST};
    /// let x = Tensor::<f64, shape![2]>::from_vec(vec![0.0, 0.0]).unwrap();
    /// let tape = Tape::new();
    /// let l = tape.param(&x).log_softmax::<LAST>();
    /// let g = l.sum_all().backward().get(&x).unwrap(); // 1 - 2 p
    /// assert_eq!(g.to_vec(), [0.0, 0.0]);
    /// ```
    pub fn log_softmax<const A: usize>(&self) -> Var<T, S>
    where
        S: ReduceAxis<A>,
    {
        self.softmax_rule::<A>(true)
    }

    fn softmax_rule<const A: usize>(&self, log: bool) -> Var<T, S>
    where
        S: ReduceAxis<A>,
    {
        let value = match log {
            true => self.value().log_softmax::<A>(),
            false => self.value().softmax::<A>(),
        };
        let node = self.node();
        let axis = axis_index(A, self.dims().len());
        let y = node.map(|_| erase(value.clone()));
        self.derive(&[node], value, || {
            Box::new(SoftmaxRule {
                node,
                axis,
                log,
                y: y.expect("saved when a gradient flows"),
            })
        })
    }
}

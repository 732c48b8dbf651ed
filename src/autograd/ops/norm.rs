//! `layer_norm` and `rms_norm` over the last axis: the value is the fused `Tensor` op; the
//! rule recomputes each row's statistics from the saved input.

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::{GradElement, Var};
use crate::kernel::Arith;
use crate::shape::FitsLastAxis;

/// `1 / sqrt(m + eps)` for each row statistic `m`.
fn inverse_root<T: GradElement>(m: &Raw<T>, eps: T) -> Raw<T> {
    raw::map(m, move |m| T::one() / (m + eps).sqrt())
}

/// The input's gradient of a normalization `xhat = (x - c) r` with `r` a row statistic,
/// given `u = g · weight`: `r (u - mean(u) - xhat mean(u xhat))` for layer norm (`centered`),
/// `r (u - xhat mean(u xhat))` for RMS norm (PyTorch's `native_layer_norm_backward` and
/// `rms_norm` backward).
fn input_grad<T: GradElement>(u: &Raw<T>, xhat: &Raw<T>, r: &Raw<T>, centered: bool) -> Raw<T> {
    let last = u.rank() - 1;
    let projection = raw::mean_axis_keepdim(&raw::zip(u, xhat, Arith::Mul), last);
    let along = raw::zip(xhat, &projection, Arith::Mul);
    let mut rest = raw::zip(u, &along, Arith::Sub);
    if centered {
        rest = raw::zip(&rest, &raw::mean_axis_keepdim(u, last), Arith::Sub);
    }
    raw::zip(&rest, r, Arith::Mul)
}

/// The rule of `layer_norm(x, w, b, eps)`: with `xhat = (x - mean) / sqrt(var + eps)` per
/// row, `gw` and `gb` are the sums of `g xhat` and `g` over every row, and `gx` is
/// [`input_grad`] of `u = g w`. The input is saved when `x` or `w` needs a gradient, the
/// weight when `x` does.
struct LayerNormRule<T> {
    /// The nodes of `x`, `w` and `b`.
    nodes: [Option<usize>; 3],
    x: Option<Raw<T>>,
    w: Option<Raw<T>>,
    /// The dims of `w` and `b`: `[last axis]`.
    param_dims: [usize; 1],
    eps: T,
}

impl<T: GradElement> Backward<T> for LayerNormRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let [nx, nw, nb] = self.nodes;
        if nb.is_some() {
            grads.add(nb, raw::sum_to(g.clone(), &self.param_dims));
        }
        let Some(x) = self.x else {
            return;
        };
        let last = x.rank() - 1;
        let mean = raw::mean_axis_keepdim(&x, last);
        let centered = raw::zip(&x, &mean, Arith::Sub);
        let var = raw::mean_axis_keepdim(&raw::zip(&centered, &centered, Arith::Mul), last);
        let r = inverse_root(&var, self.eps);
        let xhat = raw::zip(&centered, &r, Arith::Mul);
        if nw.is_some() {
            let gw = raw::sum_to(raw::zip(&g, &xhat, Arith::Mul), &self.param_dims);
            grads.add(nw, gw);
        }
        if let Some(w) = self.w {
            let u = raw::zip(&g, &w, Arith::Mul);
            grads.add(nx, input_grad(&u, &xhat, &r, true));
        }
    }
}

/// The rule of `rms_norm(x, w, eps)`: with `xhat = x / sqrt(mean(x^2) + eps)` per row, `gw`
/// is the sum of `g xhat` over every row and `gx` is [`input_grad`] of `u = g w`. The weight
/// is saved when `x` needs a gradient.
struct RmsNormRule<T> {
    /// The nodes of `x` and `w`.
    nodes: [Option<usize>; 2],
    x: Raw<T>,
    w: Option<Raw<T>>,
    eps: T,
}

impl<T: GradElement> Backward<T> for RmsNormRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let ([nx, nw], x) = (self.nodes, self.x);
        let last = x.rank() - 1;
        let square = raw::mean_axis_keepdim(&raw::zip(&x, &x, Arith::Mul), last);
        let r = inverse_root(&square, self.eps);
        let xhat = raw::zip(&x, &r, Arith::Mul);
        if nw.is_some() {
            let gw = raw::sum_to(raw::zip(&g, &xhat, Arith::Mul), &[x.dims()[last]]);
            grads.add(nw, gw);
        }
        if let Some(w) = self.w {
            let u = raw::zip(&g, &w, Arith::Mul);
            grads.add(nx, input_grad(&u, &xhat, &r, false));
        }
    }
}

impl<T: GradElement, S> Var<T, S> {
    /// [`Tensor::layer_norm`](crate::Tensor::layer_norm) over the last axis, recorded (the same
    /// shape checks and errors): the input, `weight` and `bias` all get gradients (PyTorch's
    /// `native_layer_norm_backward`).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2, 2]>::from_vec(vec![1.0, 3.0, 5.0, 4.0]).unwrap();
    /// let w = Tensor::<f64, shape![2]>::ones();
    /// let b = Tensor::<f64, shape![2]>::zeros();
    /// let tape = Tape::new();
    /// let y = tape.param(&x).layer_norm(&tape.param(&w), &tape.param(&b), 0.0);
    /// assert_eq!(y.value().to_vec(), [-1.0, 1.0, 1.0, -1.0]);
    /// let grads = y.sum_all().backward();
    /// assert_eq!(grads.get(&b).unwrap().to_vec(), [2.0, 2.0]); // one per row
    /// assert_eq!(grads.get(&w).unwrap().to_vec(), [0.0, 0.0]); // the sum of xhat
    /// assert_eq!(grads.get(&x).unwrap().to_vec(), [0.0; 4]); // a shift changes nothing
    /// ```
    #[track_caller]
    pub fn layer_norm<W, B>(
        &self,
        weight: &Var<T, W>,
        bias: &Var<T, B>,
        eps: T,
    ) -> Var<T, <<S as FitsLastAxis<W>>::Output as FitsLastAxis<B>>::Output>
    where
        S: FitsLastAxis<W>,
        <S as FitsLastAxis<W>>::Output: FitsLastAxis<B>,
    {
        self.check_tape(weight);
        self.check_tape(bias);
        let value = self.value().layer_norm(weight.value(), bias.value(), eps);
        let nodes = [self.node(), weight.node(), bias.node()];
        let [nx, nw, _] = nodes;
        self.derive(&nodes, value, || {
            Box::new(LayerNormRule {
                nodes,
                x: (nx.is_some() || nw.is_some()).then(|| self.raw_value()),
                w: nx.map(|_| weight.raw_value()),
                param_dims: [weight.dims()[0]],
                eps,
            })
        })
    }

    /// [`Tensor::rms_norm`](crate::Tensor::rms_norm) over the last axis, recorded (the same shape
    /// checks and errors): the input and `weight` get gradients.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![1, 2]>::from_vec(vec![3.0, 4.0]).unwrap();
    /// let w = Tensor::<f64, shape![2]>::from_vec(vec![1.0, 2.0]).unwrap();
    /// let tape = Tape::new();
    /// let y = tape.param(&x).rms_norm(&tape.param(&w), 0.0); // x / sqrt(12.5) * w
    /// let r = 12.5f64.sqrt();
    /// let grads = y.sum_all().backward();
    /// let gw = grads.get(&w).unwrap().to_vec();
    /// assert!((gw[0] - 3.0 / r).abs() < 1e-15 && (gw[1] - 4.0 / r).abs() < 1e-15);
    /// assert_eq!(grads.get(&x).unwrap().dims(), &[1, 2]);
    /// ```
    #[track_caller]
    pub fn rms_norm<W>(&self, weight: &Var<T, W>, eps: T) -> Var<T, <S as FitsLastAxis<W>>::Output>
    where
        S: FitsLastAxis<W>,
    {
        self.check_tape(weight);
        let value = self.value().rms_norm(weight.value(), eps);
        let nodes = [self.node(), weight.node()];
        self.derive(&nodes, value, || {
            Box::new(RmsNormRule {
                nodes,
                x: self.raw_value(),
                w: nodes[0].map(|_| weight.raw_value()),
                eps,
            })
        })
    }
}

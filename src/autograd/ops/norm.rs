//! `layer_norm` and `rms_norm` over the last axis: the value is the fused `Tensor` op; the
//! rule recomputes each row's statistics from the saved input, in the fused kernel
//! `Raw::norm_backward`.

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::{GradElement, Var};
use crate::shape::FitsLastAxis;

/// The gradients of a norm over the last axis of `x` by the fused kernel: the input's when
/// `w` is given, the weight's (summed to `param_dims`, for a weight broadcast along the row)
/// when `weight_grad`.
fn norm_grads<T: GradElement>(
    x: Raw<T>,
    g: Raw<T>,
    w: Option<Raw<T>>,
    param_dims: [usize; 1],
    centered: bool,
    eps: T,
    weight_grad: bool,
) -> (Option<Raw<T>>, Option<Raw<T>>) {
    let len = x.dims()[x.rank() - 1];
    let (x, g) = (raw::contiguous(x), raw::contiguous(g));
    let w = w.map(|w| raw::contiguous(raw::expand(&w, &[len])));
    let (gx, gw) = x.norm_backward(&g, w.as_ref(), centered, eps, weight_grad);
    let gw = weight_grad.then(|| raw::sum_to(raw::from_vec(gw, &[len]), &param_dims));
    (gx, gw)
}

struct LayerNormRule<T> {
    nodes: [Option<usize>; 3],
    /// The input, when the input's or the weight's gradient is wanted.
    x: Option<Raw<T>>,
    /// The weight, when the input's gradient is wanted.
    w: Option<Raw<T>>,
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
        let (gx, gw) = norm_grads(x, g, self.w, self.param_dims, true, self.eps, nw.is_some());
        if let Some(gw) = gw {
            grads.add(nw, gw);
        }
        if let Some(gx) = gx {
            grads.add(nx, gx);
        }
    }
}

struct RmsNormRule<T> {
    nodes: [Option<usize>; 2],
    x: Raw<T>,
    /// The weight, when the input's gradient is wanted.
    w: Option<Raw<T>>,
    param_dims: [usize; 1],
    eps: T,
}

impl<T: GradElement> Backward<T> for RmsNormRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let [nx, nw] = self.nodes;
        let (gx, gw) = norm_grads(
            self.x,
            g,
            self.w,
            self.param_dims,
            false,
            self.eps,
            nw.is_some(),
        );
        if let Some(gw) = gw {
            grads.add(nw, gw);
        }
        if let Some(gx) = gx {
            grads.add(nx, gx);
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
                param_dims: [weight.dims()[0]],
                eps,
            })
        })
    }
}

//! `MixedPrecision`: training with `f32` master parameters and a half-precision forward.

use super::parameters::{Parameters, Visit};
use crate::autograd::{Gradients, ParamKey};
use crate::ops::CastElement;
use crate::tensor::AnyDims;
use crate::{Shape, Tensor};

/// A model kept twice for mixed-precision training: `master`, whose parameters (`f32`) the
/// optimizer updates and whose optimizer state stays `f32`, and `half`, the same model with
/// `T = bf16` (or `f16`) that runs the forward and the backward pass.
///
/// Each step: [`refresh_half`](Self::refresh_half) rounds the master parameters into the half
/// model (once each, to nearest even), the forward and backward run on a `Tape<bf16>` over
/// `half`, and [`master_gradients`](Self::master_gradients) widens their gradients into
/// gradients of `master`'s parameters, exactly, for the optimizer. The model is written once,
/// generic over its element type; only its two instances differ. This is the master-weights
/// recipe of mixed precision: `torch.autocast` keeps the parameters in `f32` too and rounds
/// them to `bf16` per op, which gives the same `bf16` values; it also runs some ops (layer norm,
/// softmax, the loss) in `f32`, which here compute in `f32` inside and round their results
/// (`guide::math`, "Half precision"), so the two agree within `bf16` rounding, not bit for bit.
///
/// Parameters are matched by name and must have the same dims in both models. Buffers (batch
/// norm's running statistics) are the half model's: neither method copies them.
///
/// ```
/// use typed_tensor::autograd::Tape;
/// use typed_tensor::nn::{optim::{Optimizer, Sgd}, Linear, MixedPrecision};
/// use typed_tensor::{bf16, shape, Tensor};
///
/// let master = Linear::<2, 1>::new(Tensor::from_vec(vec![0.5, -1.0]).unwrap(), None);
/// let half = Linear::<2, 1, bf16>::zeros(false);
/// let mut model = MixedPrecision::new(master, half);
/// let x = Tensor::<bf16, shape![1, 2]>::from_vec(vec![bf16::from_f32(2.0), bf16::ONE]).unwrap();
/// let mut optimizer = Optimizer::new(Sgd::new(0.25f32));
/// for _ in 0..2 {
///     model.refresh_half();
///     let tape = Tape::new();
///     let y = model.half.forward(&tape.constant(x.clone()));
///     let grads = y.sum_all().backward(); // d/dw = x
///     let grads = model.master_gradients(&grads);
///     optimizer.step(&mut model.master, &grads);
/// }
/// // w - 2 * 0.25 * x, in f32.
/// assert_eq!(model.master.weight.to_vec(), [-0.5, -1.5]);
/// ```
pub struct MixedPrecision<M, H> {
    /// The `f32` model: the parameters the optimizer updates.
    pub master: M,
    /// The half-precision model: the forward and backward pass.
    pub half: H,
}

impl<M, H> MixedPrecision<M, H> {
    /// The pair, `half`'s parameters set from `master`'s ([`refresh_half`](Self::refresh_half)).
    ///
    /// Panics when a parameter of one model has no parameter of the same name and dims in the
    /// other.
    ///
    /// ```
    /// use typed_tensor::nn::{Linear, MixedPrecision};
    /// use typed_tensor::{bf16, Tensor};
    /// let master = Linear::<2, 1>::new(Tensor::from_vec(vec![1.0 / 3.0, 2.0]).unwrap(), None);
    /// let model = MixedPrecision::new(master, Linear::<2, 1, bf16>::zeros(false));
    /// assert_eq!(model.half.weight.to_vec(), [bf16::from_f32(1.0 / 3.0), bf16::from_f32(2.0)]);
    /// ```
    #[track_caller]
    pub fn new<A, B>(master: M, half: H) -> Self
    where
        M: Parameters<A>,
        H: Parameters<B>,
        A: CastElement<B> + Send + Sync,
        B: CastElement<A> + Send + Sync,
    {
        let mut model = MixedPrecision { master, half };
        model.refresh_half();
        model
    }

    /// Sets each parameter of `half` to the same-named parameter of `master`, rounded once.
    ///
    /// ```
    /// use typed_tensor::nn::{Linear, MixedPrecision};
    /// use typed_tensor::{bf16, Tensor};
    /// let master = Linear::<1, 1>::new(Tensor::from_vec(vec![1.0]).unwrap(), None);
    /// let mut model = MixedPrecision::new(master, Linear::<1, 1, bf16>::zeros(false));
    /// model.master.weight = Tensor::from_vec(vec![257.0]).unwrap(); // a tie: to 256
    /// model.refresh_half();
    /// assert_eq!(model.half.weight.to_vec(), [bf16::from_f32(256.0)]);
    /// ```
    #[track_caller]
    pub fn refresh_half<A, B>(&mut self)
    where
        M: Parameters<A>,
        H: Parameters<B>,
        A: CastElement<B> + Send + Sync,
        B: Send + Sync,
    {
        let mut master = Collect(Vec::new());
        self.master
            .visit_parameters(&mut String::new(), &mut master);
        let mut assign = Assign {
            values: master.0.into_iter(),
        };
        self.half.visit_parameters(&mut String::new(), &mut assign);
        if let Some((name, _)) = assign.values.next() {
            panic!("MixedPrecision: the master parameter `{name}` has none of its name in the half model");
        }
    }

    /// `grads` (of `half`'s parameters, from a backward pass over `half`) as gradients of
    /// `master`'s parameters, widened exactly, for an optimizer step on `master`. A parameter
    /// without a gradient in `grads` has none in the result.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::nn::{Linear, MixedPrecision};
    /// use typed_tensor::{bf16, shape, Tensor};
    /// let master = Linear::<1, 1>::new(Tensor::from_vec(vec![1.0]).unwrap(), None);
    /// let mut model = MixedPrecision::new(master, Linear::<1, 1, bf16>::zeros(false));
    /// let tape = Tape::new();
    /// let x = Tensor::<bf16, shape![1, 1]>::from_vec(vec![bf16::from_f32(3.0)]).unwrap();
    /// let grads = model.half.forward(&tape.constant(x)).sum_all().backward();
    /// let grads = model.master_gradients(&grads);
    /// assert_eq!(grads.get(&model.master.weight).unwrap().to_vec(), [3.0f32]);
    /// ```
    #[track_caller]
    pub fn master_gradients<A, B>(&mut self, grads: &Gradients<B>) -> Gradients<A>
    where
        M: Parameters<A>,
        H: Parameters<B>,
        A: Send + Sync,
        B: CastElement<A> + Send + Sync,
    {
        let mut half = CollectGradients {
            grads,
            found: Vec::new(),
        };
        self.half.visit_parameters(&mut String::new(), &mut half);
        let mut place = PlaceGradients {
            grads: half.found.into_iter(),
            placed: Vec::new(),
        };
        self.master.visit_parameters(&mut String::new(), &mut place);
        Gradients::new(place.placed)
    }
}

/// Each parameter by name, with run-time dims.
struct Collect<A>(Vec<(String, Tensor<A, AnyDims>)>);

impl<A: Send + Sync> Visit<A> for Collect<A> {
    fn visit<S: Shape + 'static>(&mut self, name: &str, param: &mut Tensor<A, S>) {
        self.0.push((name.to_string(), param.clone().retype()));
    }
}

/// Sets each visited parameter to the next collected one, cast; they must agree in name and
/// dims (both models are visited in their fields' order).
struct Assign<A> {
    values: std::vec::IntoIter<(String, Tensor<A, AnyDims>)>,
}

impl<A: CastElement<B> + Send + Sync, B: Send + Sync> Visit<B> for Assign<A> {
    #[track_caller]
    fn visit<S: Shape + 'static>(&mut self, name: &str, param: &mut Tensor<B, S>) {
        let Some((master_name, value)) = self.values.next() else {
            panic!("MixedPrecision: the half parameter `{name}` has none of its name in the master model");
        };
        assert!(
            master_name == name && value.dims() == param.dims(),
            "MixedPrecision: the master parameter `{master_name}` {:?} and the half parameter `{name}` {:?} differ",
            value.dims(),
            param.dims()
        );
        *param = value.cast::<B>().retype();
    }
}

/// The gradient of each visited parameter, if any, by name.
struct CollectGradients<'g, B, A> {
    grads: &'g Gradients<B>,
    found: Vec<(String, Option<Tensor<A, AnyDims>>)>,
}

impl<B: CastElement<A> + Send + Sync, A: Send + Sync> Visit<B> for CollectGradients<'_, B, A> {
    fn visit<S: Shape + 'static>(&mut self, name: &str, param: &mut Tensor<B, S>) {
        let grad = self.grads.get(param).map(|g| g.cast::<A>().retype());
        self.found.push((name.to_string(), grad));
    }
}

/// The collected gradients keyed by the visited (master) parameters.
struct PlaceGradients<A> {
    grads: std::vec::IntoIter<(String, Option<Tensor<A, AnyDims>>)>,
    placed: Vec<(ParamKey, Tensor<A, AnyDims>)>,
}

impl<A: Send + Sync> Visit<A> for PlaceGradients<A> {
    #[track_caller]
    fn visit<S: Shape + 'static>(&mut self, name: &str, param: &mut Tensor<A, S>) {
        let Some((half_name, grad)) = self.grads.next() else {
            panic!("MixedPrecision: the master parameter `{name}` has none of its name in the half model");
        };
        assert_eq!(
            half_name, name,
            "MixedPrecision: the two models' parameters differ"
        );
        if let Some(grad) = grad {
            self.placed.push((param.storage_key(), grad));
        }
    }
}

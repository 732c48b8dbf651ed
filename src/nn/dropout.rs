//! `Dropout` and `Dropout2d` (feature `rand`): `nn.Dropout(p)` and `nn.Dropout2d(p)`, which
//! drop in training mode and pass their input through in evaluation mode, drawing from a
//! generator of their own.

use crate::error::{OrPanic, ShapeError};
use crate::nn::generator::Generator;
use crate::nn::{Parameters, Visit};
use crate::shape::{SelectAxis, Shape};
use crate::{FloatElement, Record, Tensor};
use std::sync::Mutex;

/// What both dropout layers hold: `p`, the mode, and the generator behind a lock (a forward is
/// `&self`, as PyTorch's).
struct Dropping {
    p: f64,
    training: bool,
    rng: Mutex<Generator>,
}

impl Dropping {
    fn new(p: f64, seed: u64) -> Result<Self, ShapeError> {
        if !(0.0..=1.0).contains(&p) {
            return Err(ShapeError::Argument {
                op: "dropout",
                name: "p",
                expected: "between 0 and 1",
                value: p.to_string(),
            });
        }
        Ok(Dropping {
            p,
            training: true,
            rng: Mutex::new(Generator::seeded(seed)),
        })
    }

    fn rng(&self) -> std::sync::MutexGuard<'_, Generator> {
        self.rng.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The training flag and the generator's state (`generator`), to the visitor.
    fn visit<T, V: Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V) {
        visitor.visit_mode(&mut self.training);
        let rng = self.rng.get_mut().unwrap_or_else(|e| e.into_inner());
        let mut state = rng.state();
        let len = prefix.len();
        prefix.push_str("generator");
        visitor.visit_generator(prefix, &mut state);
        prefix.truncate(len);
        if state != rng.state() {
            *rng = Generator::from_state(state);
        }
    }
}

impl Clone for Dropping {
    /// A copy whose generator continues from the same state.
    fn clone(&self) -> Self {
        Dropping {
            p: self.p,
            training: self.training,
            rng: Mutex::new(self.rng().clone()),
        }
    }
}

/// PyTorch's `nn.Dropout(p)`: in training mode (a new layer's, [`Parameters::train`]) each
/// element is zeroed with probability `p` and the others scaled by `1 / (1 - p)`
/// ([`Tensor::dropout`]); in evaluation mode ([`Parameters::eval`]) the input passes
/// through. Its generator (xoshiro256++, the stream of `rand`'s `Xoshiro256PlusPlus` for the
/// seed) is seeded at construction, so a run is reproducible, and its state goes into a
/// checkpoint with `nn::save_generators` (feature `safetensors`), so a resumed run draws
/// the masks the uninterrupted one would have.
///
/// ```
/// use typed_tensor::nn::{Dropout, Parameters};
/// use typed_tensor::{shape, Tensor};
/// let mut dropout = Dropout::new(0.5, 42);
/// let x = Tensor::<f32, shape![1000]>::ones();
/// let kept = dropout.forward(&x).iter().filter(|&&v| v == 2.0).count();
/// assert!((400..600).contains(&kept));
/// Parameters::<f32>::eval(&mut dropout); // a model's `eval()` reaches it the same way
/// assert_eq!(dropout.forward(&x).to_vec(), x.to_vec());
/// ```
#[derive(Clone)]
pub struct Dropout(Dropping);

impl Dropout {
    /// A layer dropping with probability `p`, its generator seeded by `seed`; panics with
    /// [`try_new`](Self::try_new)'s message for `p` outside `[0, 1]`.
    ///
    /// ```
    /// use typed_tensor::nn::Dropout;
    /// assert_eq!(Dropout::new(0.1, 0).p(), 0.1);
    /// ```
    #[track_caller]
    pub fn new(p: f64, seed: u64) -> Self {
        Self::try_new(p, seed).or_panic()
    }

    /// [`new`](Self::new), with `p` outside `[0, 1]` (or NaN) as an `Err`.
    ///
    /// ```
    /// use typed_tensor::nn::Dropout;
    /// let err = Dropout::try_new(1.5, 0).err().unwrap();
    /// assert_eq!(err.to_string(), "dropout(): p must be between 0 and 1. Got: 1.5");
    /// ```
    pub fn try_new(p: f64, seed: u64) -> Result<Self, ShapeError> {
        Dropping::new(p, seed).map(Dropout)
    }

    /// The probability of dropping an element.
    ///
    /// ```
    /// use typed_tensor::nn::Dropout;
    /// assert_eq!(Dropout::new(0.25, 0).p(), 0.25);
    /// ```
    pub fn p(&self) -> f64 {
        self.0.p
    }

    /// Whether the layer is in training mode.
    ///
    /// ```
    /// use typed_tensor::nn::Dropout;
    /// assert!(Dropout::new(0.25, 0).training());
    /// ```
    pub fn training(&self) -> bool {
        self.0.training
    }

    /// `x` with elements dropped (training mode) or `x` itself (evaluation mode).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::nn::Dropout;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![4]>::ones();
    /// let y = Dropout::new(0.5, 3).forward(&Tape::new().param(&x));
    /// let grads = y.sum_all().backward();
    /// // The gradient is the mask: 0 where dropped, 2 where kept.
    /// assert_eq!(grads.get(&x).unwrap().to_vec(), y.value().to_vec());
    /// ```
    pub fn forward<T: FloatElement, S: Shape, R: Record<T>>(
        &self,
        x: &Tensor<T, S, R>,
    ) -> Tensor<T, S, R> {
        match self.0.training {
            true => x.dropout(self.0.p, &mut *self.0.rng()),
            false => x.clone(),
        }
    }
}

/// PyTorch's `nn.Dropout2d(p)`: in training mode each channel of each batch element (a whole
/// `[H, W]` plane) is zeroed with probability `p`, the others scaled by `1 / (1 - p)`
/// ([`Tensor::dropout2d`]); in evaluation mode the input passes through.
///
/// ```
/// use typed_tensor::nn::Dropout2d;
/// use typed_tensor::{shape, Tensor};
/// let dropout = Dropout2d::new(0.5, 1);
/// let x = Tensor::<f32, shape![2, 64, 2, 2]>::ones();
/// let y = dropout.forward(&x).to_vec();
/// assert!(y.chunks(4).all(|plane| plane == [0.0; 4] || plane == [2.0; 4]));
/// ```
#[derive(Clone)]
pub struct Dropout2d(Dropping);

impl Dropout2d {
    /// A layer dropping channels with probability `p`, its generator seeded by `seed`; panics
    /// with [`try_new`](Self::try_new)'s message for `p` outside `[0, 1]`.
    ///
    /// ```
    /// use typed_tensor::nn::Dropout2d;
    /// assert_eq!(Dropout2d::new(0.1, 0).p(), 0.1);
    /// ```
    #[track_caller]
    pub fn new(p: f64, seed: u64) -> Self {
        Self::try_new(p, seed).or_panic()
    }

    /// [`new`](Self::new), with `p` outside `[0, 1]` (or NaN) as an `Err`.
    ///
    /// ```
    /// use typed_tensor::nn::Dropout2d;
    /// assert!(Dropout2d::try_new(f64::NAN, 0).is_err());
    /// ```
    pub fn try_new(p: f64, seed: u64) -> Result<Self, ShapeError> {
        Dropping::new(p, seed).map(Dropout2d)
    }

    /// The probability of dropping a channel.
    ///
    /// ```
    /// use typed_tensor::nn::Dropout2d;
    /// assert_eq!(Dropout2d::new(0.25, 0).p(), 0.25);
    /// ```
    pub fn p(&self) -> f64 {
        self.0.p
    }

    /// Whether the layer is in training mode.
    ///
    /// ```
    /// use typed_tensor::nn::{Dropout2d, Parameters};
    /// let mut dropout = Dropout2d::new(0.25, 0);
    /// Parameters::<f32>::eval(&mut dropout);
    /// assert!(!dropout.training());
    /// ```
    pub fn training(&self) -> bool {
        self.0.training
    }

    /// `x`, `[batch, C, ...]`, with channels dropped (training mode) or `x` itself
    /// (evaluation mode).
    ///
    /// ```
    /// use typed_tensor::nn::{Dropout2d, Parameters};
    /// use typed_tensor::{shape, Tensor};
    /// let mut dropout = Dropout2d::new(0.9, 0);
    /// Parameters::<f32>::eval(&mut dropout);
    /// let x = Tensor::<f32, shape![1, 2, 3, 3]>::ones();
    /// assert_eq!(dropout.forward(&x).to_vec(), [1.0; 18]);
    /// ```
    pub fn forward<T: FloatElement, S: Shape + SelectAxis<1>, R: Record<T>>(
        &self,
        x: &Tensor<T, S, R>,
    ) -> Tensor<T, S, R> {
        match self.0.training {
            true => x.dropout2d(self.0.p, &mut *self.0.rng()),
            false => x.clone(),
        }
    }
}

/// No parameters: the training flag, and the generator's state as `generator` (what
/// `nn::save_generators`, feature `safetensors`, keeps in a checkpoint).
impl<T> Parameters<T> for Dropout {
    fn visit_parameters<V: Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V) {
        self.0.visit(prefix, visitor);
    }
}

/// No parameters: the training flag, and the generator's state as `generator`.
impl<T> Parameters<T> for Dropout2d {
    fn visit_parameters<V: Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V) {
        self.0.visit(prefix, visitor);
    }
}

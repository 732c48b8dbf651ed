//! `Parameters`: a model's trainable tensors, visited by PyTorch's names.

use crate::shape::Shape;
use crate::Tensor;

/// What a visit does with each parameter: called with the parameter's full name
/// (`fc1.weight`) and the tensor, whatever its shape.
///
/// ```
/// use typed_tensor::nn::{Linear, Parameters, Visit};
/// use typed_tensor::Shape;
/// use typed_tensor::Tensor;
///
/// struct Count(usize);
/// impl Visit<f32> for Count {
///     fn visit<S: Shape + 'static>(&mut self, _name: &str, param: &mut Tensor<f32, S>) {
///         self.0 += param.numel();
///     }
/// }
/// let mut fc = Linear::<3, 2>::new(Tensor::ones(), Some(Tensor::zeros()));
/// let mut count = Count(0);
/// fc.visit_parameters(&mut String::new(), &mut count);
/// assert_eq!(count.0, 2 * 3 + 2);
/// ```
pub trait Visit<T> {
    /// Visits the parameter `name`.
    fn visit<S: Shape + 'static>(&mut self, name: &str, param: &mut Tensor<T, S>);

    /// Visits the buffer `name`: state of the model that is saved and loaded with its
    /// parameters but not trained (batch norm's `running_mean` and `running_var`, PyTorch's
    /// buffers). Ignored unless the visit overrides it: an optimizer passes buffers by.
    ///
    /// ```
    /// use typed_tensor::nn::{BatchNorm2d, Parameters, Visit};
    /// use typed_tensor::{Shape, Tensor};
    /// struct Buffers(Vec<String>);
    /// impl Visit<f32> for Buffers {
    ///     fn visit<S: Shape + 'static>(&mut self, _: &str, _: &mut Tensor<f32, S>) {}
    ///     fn visit_buffer<S: Shape + 'static>(&mut self, name: &str, _: &mut Tensor<f32, S>) {
    ///         self.0.push(name.to_string());
    ///     }
    /// }
    /// let mut bn = BatchNorm2d::<3>::new(1e-5, Some(0.1));
    /// let mut buffers = Buffers(Vec::new());
    /// bn.visit_parameters(&mut "bn.".to_string(), &mut buffers);
    /// assert_eq!(buffers.0, ["bn.running_mean", "bn.running_var"]);
    /// ```
    fn visit_buffer<S: Shape + 'static>(&mut self, name: &str, buffer: &mut Tensor<T, S>) {
        let _ = (name, buffer);
    }

    /// Visits the counter `name`, state of the model that PyTorch keeps as an `int64` buffer
    /// (batch norm's `num_batches_tracked`). Ignored unless the visit overrides it.
    ///
    /// ```
    /// use typed_tensor::nn::{BatchNorm1d, Parameters, Visit};
    /// use typed_tensor::{Shape, Tensor};
    /// struct Counts(Vec<(String, u64)>);
    /// impl Visit<f32> for Counts {
    ///     fn visit<S: Shape + 'static>(&mut self, _: &str, _: &mut Tensor<f32, S>) {}
    ///     fn visit_count(&mut self, name: &str, count: &mut u64) {
    ///         self.0.push((name.to_string(), *count));
    ///     }
    /// }
    /// let mut counts = Counts(Vec::new());
    /// BatchNorm1d::<4>::new(1e-5, Some(0.1)).visit_parameters(&mut String::new(), &mut counts);
    /// assert_eq!(counts.0, [("num_batches_tracked".to_string(), 0)]);
    /// ```
    fn visit_count(&mut self, name: &str, count: &mut u64) {
        let _ = (name, count);
    }

    /// Visits a layer's training flag (batch norm's and dropout's), what
    /// [`Parameters::train`] and [`Parameters::eval`] set. Ignored unless the visit overrides
    /// it.
    ///
    /// ```
    /// use typed_tensor::nn::{BatchNorm1d, Parameters, Visit};
    /// use typed_tensor::{Shape, Tensor};
    /// struct Training(Vec<bool>);
    /// impl Visit<f32> for Training {
    ///     fn visit<S: Shape + 'static>(&mut self, _: &str, _: &mut Tensor<f32, S>) {}
    ///     fn visit_mode(&mut self, training: &mut bool) {
    ///         self.0.push(*training);
    ///     }
    /// }
    /// let mut bn = BatchNorm1d::<4>::new(1e-5, Some(0.1));
    /// let mut modes = Training(Vec::new());
    /// bn.visit_parameters(&mut String::new(), &mut modes);
    /// assert_eq!(modes.0, [true]); // a new layer trains, as in PyTorch
    /// ```
    fn visit_mode(&mut self, training: &mut bool) {
        let _ = training;
    }

    /// Visits the generator `name`'s state (a dropout layer's, feature `rand`): what
    /// `nn::save_generators` and `nn::load_generators` (feature `safetensors`) keep in a
    /// checkpoint, PyTorch's RNG state. A state the visit changes is where the generator
    /// continues from. Ignored unless the visit overrides it.
    ///
    /// ```
    /// # #[cfg(feature = "rand")] {
    /// use typed_tensor::nn::{Dropout, Parameters, Visit};
    /// use typed_tensor::{Shape, Tensor};
    /// struct Generators(Vec<String>);
    /// impl Visit<f32> for Generators {
    ///     fn visit<S: Shape + 'static>(&mut self, _: &str, _: &mut Tensor<f32, S>) {}
    ///     fn visit_generator(&mut self, name: &str, _: &mut [u64; 4]) {
    ///         self.0.push(name.to_string());
    ///     }
    /// }
    /// let mut generators = Generators(Vec::new());
    /// Dropout::new(0.1, 0).visit_parameters(&mut "drop.".to_string(), &mut generators);
    /// assert_eq!(generators.0, ["drop.generator"]);
    /// # }
    /// ```
    fn visit_generator(&mut self, name: &str, state: &mut [u64; 4]) {
        let _ = (name, state);
    }
}

/// A model (or layer) whose parameters can be visited in a fixed order by name: what
/// [`Optimizer`](crate::nn::optim::Optimizer) updates and [`parameter_names`] lists.
///
/// `#[derive(Parameters)]` implements it for a struct with named fields, each field being a
/// tensor or a layer (or an array, `Vec` or `Option` of them) and named as PyTorch names a
/// submodule or parameter: field `fc1` of a `Linear` gives `fc1.weight` and `fc1.bias`.
/// `#[parameters(skip)]` leaves out a field that holds no parameter (a flag, an `eps`), and
/// `#[parameters(rename = "0")]` visits a field under another name (a PyTorch `nn.Sequential`
/// names its parts `0`, `1`, ...).
///
/// ```
/// use typed_tensor::nn::{parameter_names, LayerNorm, Linear, Parameters};
/// use typed_tensor::{shape, Tensor};
///
/// #[derive(Parameters)]
/// struct Model {
///     embed: Tensor<f32, shape![10, 4]>,
///     layers: [Linear<4, 4>; 2],
///     norm: LayerNorm<4>,
///     #[parameters(skip)]
///     scale: f32,
///     #[parameters(rename = "head.0")] // `head = nn.Sequential(nn.Linear(4, 2))`
///     head: Linear<4, 2>,
/// }
///
/// let layer = || Linear::new(Tensor::zeros(), Some(Tensor::zeros()));
/// let mut model = Model {
///     embed: Tensor::zeros(),
///     layers: [layer(), layer()],
///     norm: LayerNorm::new(1e-5),
///     scale: 0.5,
///     head: Linear::zeros(false),
/// };
/// assert_eq!(
///     parameter_names(&mut model),
///     ["embed", "layers.0.weight", "layers.0.bias", "layers.1.weight", "layers.1.bias",
///      "norm.weight", "norm.bias", "head.0.weight"]
/// );
/// ```
pub trait Parameters<T> {
    /// Calls `visitor` with each parameter, named `prefix` followed by its own name.
    ///
    /// `prefix` is empty or ends with a dot; each level appends its part and truncates it
    /// back ([`visit_field`]), so a visit allocates nothing once the buffer has grown to the
    /// longest name: an optimizer step allocates no names.
    fn visit_parameters<V: Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V);

    /// Puts every layer of the model in training mode (PyTorch's `model.train()`): batch norm
    /// normalizes by the batch's statistics and updates its running ones, dropout drops.
    /// New layers are in training mode, as PyTorch's.
    ///
    /// ```
    /// use typed_tensor::nn::{BatchNorm1d, Parameters};
    /// let mut bn = BatchNorm1d::<4>::new(1e-5, Some(0.1));
    /// bn.eval();
    /// assert!(!bn.training());
    /// bn.train();
    /// assert!(bn.training());
    /// ```
    fn train(&mut self)
    where
        Self: Sized,
    {
        set_mode::<T, Self>(self, true);
    }

    /// Puts every layer of the model in evaluation mode (PyTorch's `model.eval()`): batch
    /// norm normalizes by its running statistics, dropout passes its input through.
    ///
    /// ```
    /// use typed_tensor::nn::{BatchNorm1d, Parameters};
    /// let mut bn = BatchNorm1d::<4>::new(1e-5, Some(0.1));
    /// bn.eval();
    /// assert!(!bn.training());
    /// ```
    fn eval(&mut self)
    where
        Self: Sized,
    {
        set_mode::<T, Self>(self, false);
    }
}

/// Sets every training flag of `model` to `training`.
fn set_mode<T, M: Parameters<T>>(model: &mut M, training: bool) {
    struct Mode(bool);
    impl<T> Visit<T> for Mode {
        fn visit<S: Shape + 'static>(&mut self, _: &str, _: &mut Tensor<T, S>) {}
        fn visit_mode(&mut self, training: &mut bool) {
            *training = self.0;
        }
    }
    model.visit_parameters(&mut String::new(), &mut Mode(training));
}

/// Visits `field`'s parameters under `{prefix}{name}.`: what a [`Parameters`] impl (and
/// `#[derive(Parameters)]`) calls for each field, leaving `prefix` as it was.
///
/// ```
/// use typed_tensor::nn::{parameter_names, visit_field, Parameters, Visit};
/// use typed_tensor::{shape, Tensor};
///
/// struct Pair {
///     left: Tensor<f32, shape![2]>,
///     right: Tensor<f32, shape![2]>,
/// }
/// impl Parameters<f32> for Pair {
///     fn visit_parameters<V: Visit<f32>>(&mut self, prefix: &mut String, visitor: &mut V) {
///         visit_field(prefix, "left", &mut self.left, visitor);
///         visit_field(prefix, "right", &mut self.right, visitor);
///     }
/// }
/// let mut pair = Pair { left: Tensor::zeros(), right: Tensor::zeros() };
/// assert_eq!(parameter_names(&mut pair), ["left", "right"]);
/// ```
pub fn visit_field<T, P: Parameters<T>, V: Visit<T>>(
    prefix: &mut String,
    name: impl core::fmt::Display,
    field: &mut P,
    visitor: &mut V,
) {
    use core::fmt::Write;
    let len = prefix.len();
    write!(prefix, "{name}.").expect("writing to a String cannot fail");
    field.visit_parameters(prefix, visitor);
    prefix.truncate(len);
}

/// The names of `model`'s parameters, in the order they are visited.
///
/// ```
/// use typed_tensor::nn::{parameter_names, Activation, Linear, Mlp};
/// use typed_tensor::Tensor;
/// let mut mlp = Mlp::<4, 8, 2>::new(
///     Linear::new(Tensor::zeros(), Some(Tensor::zeros())),
///     Activation::Gelu,
///     Linear::new(Tensor::zeros(), None),
/// );
/// assert_eq!(parameter_names(&mut mlp), ["fc1.weight", "fc1.bias", "fc2.weight"]);
/// ```
pub fn parameter_names<T, M: Parameters<T>>(model: &mut M) -> Vec<String> {
    struct Names(Vec<String>);
    impl<T> Visit<T> for Names {
        fn visit<S: Shape + 'static>(&mut self, name: &str, _: &mut Tensor<T, S>) {
            self.0.push(name.to_string());
        }
    }
    let mut names = Names(Vec::new());
    model.visit_parameters(&mut String::new(), &mut names);
    names.0
}

/// A copy of `model` whose parameters have storage of their own: PyTorch's `copy.deepcopy` of a
/// module, for layers that start from one template and train apart.
///
/// `model.clone()` shares each parameter's storage (a clone is cheap and copies on write), and
/// a tape knows a parameter by its storage ([`Tape::param`](crate::autograd::Tape::param)), so
/// two clones entered on one tape are one parameter and both get the sum of their gradients.
/// Copies from `deep_copy` are separate parameters.
///
/// ```
/// use typed_tensor::autograd::Tape;
/// use typed_tensor::nn::{deep_copy, Linear};
/// use typed_tensor::{shape, Tensor};
/// let template = Linear::<2, 2, f64>::new(Tensor::ones(), None);
/// let (first, second) = (deep_copy(&template), deep_copy(&template));
/// let tape = Tape::new();
/// let x = tape.constant(Tensor::<f64, shape![1, 2]>::from_vec(vec![1.0, 2.0]).unwrap());
/// let grads = second.forward(&first.forward(&x)).sum_all().backward();
/// assert_eq!(grads.get(&first.weight).unwrap().to_vec(), [2.0, 4.0, 2.0, 4.0]);
/// assert_eq!(grads.get(&second.weight).unwrap().to_vec(), [3.0, 3.0, 3.0, 3.0]);
/// ```
pub fn deep_copy<T: Copy + Send + Sync, M: Parameters<T> + Clone>(model: &M) -> M {
    struct Unshare;
    impl<T: Copy + Send + Sync> Visit<T> for Unshare {
        fn visit<S: Shape + 'static>(&mut self, _: &str, param: &mut Tensor<T, S>) {
            *param = param.to_owned();
        }
    }
    let mut copy = model.clone();
    copy.visit_parameters(&mut String::new(), &mut Unshare);
    copy
}

/// A tensor is a parameter named by the prefix (without its trailing dot).
/// A model without parameters (a function of its input alone).
///
/// ```
/// use typed_tensor::nn::{parameter_names, Parameters};
/// assert!(parameter_names::<f32, _>(&mut ()).is_empty());
/// ```
impl<T> Parameters<T> for () {
    fn visit_parameters<V: Visit<T>>(&mut self, _prefix: &mut String, _visitor: &mut V) {}
}

impl<T, S: Shape + 'static> Parameters<T> for Tensor<T, S> {
    fn visit_parameters<V: Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V) {
        visitor.visit(prefix.strip_suffix('.').unwrap_or(prefix), self);
    }
}

/// Item `i` under `{prefix}{i}.`, as `nn.ModuleList` names its layers.
impl<T, P: Parameters<T>, const N: usize> Parameters<T> for [P; N] {
    fn visit_parameters<V: Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V) {
        for (i, item) in self.iter_mut().enumerate() {
            visit_field(prefix, i, item, visitor);
        }
    }
}

/// Item `i` under `{prefix}{i}.`, as `nn.ModuleList` names its layers.
impl<T, P: Parameters<T>> Parameters<T> for Vec<P> {
    fn visit_parameters<V: Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V) {
        for (i, item) in self.iter_mut().enumerate() {
            visit_field(prefix, i, item, visitor);
        }
    }
}

/// The parameters of the value when there is one.
impl<T, P: Parameters<T>> Parameters<T> for Option<P> {
    fn visit_parameters<V: Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V) {
        if let Some(inner) = self {
            inner.visit_parameters(prefix, visitor);
        }
    }
}

/// The parameters of the boxed value.
impl<T, P: Parameters<T>> Parameters<T> for Box<P> {
    fn visit_parameters<V: Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V) {
        (**self).visit_parameters(prefix, visitor);
    }
}

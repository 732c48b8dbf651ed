//! A model's [`Parameters`] in and out of safetensors files by their names: PyTorch's
//! `model.load_state_dict(...)` and `save_file(model.state_dict(), ...)` for any struct that
//! derives `Parameters`.

use crate::autograd::raw::AnyDims;
use crate::error::ShapeError;
use crate::interop::safetensors::{serialize, SafetensorsElement, SafetensorsError};
use crate::nn::{Parameters, Visit};
use crate::shape::Shape;
use crate::Tensor;
use core::any::Any;
use safetensors::{Dtype, SafeTensors};
use std::collections::HashSet;

/// Replaces every parameter of `model` by the tensor of `file` named `prefix` followed by the
/// parameter's name, as PyTorch's strict `load_state_dict`: a missing tensor, one of another
/// dtype, one whose dims differ from the parameter's (a `Dyn` axis included), or a tensor of
/// the file under `prefix` that no parameter takes (a misspelt field, a checkpoint of a larger
/// model) is an error naming it. On an error the model is left as it was: every tensor is
/// read and checked before any parameter is replaced.
///
/// Tensors whose names do not start with `prefix` are not looked at, so a prefix loads one
/// part of a larger checkpoint. [`load_parameters_ignoring_unexpected`] also loads from a file
/// that holds other tensors under the prefix (PyTorch's buffers, for example).
///
/// ```
/// use safetensors::SafeTensors;
/// use typed_tensor::nn::{load_parameters, save_parameters, Linear, Parameters};
/// use typed_tensor::Tensor;
///
/// #[derive(Parameters)]
/// struct Model {
///     fc: Linear<3, 2>,
/// }
/// let mut trained = Model { fc: Linear::new(Tensor::ones(), Some(Tensor::full(0.5))) };
/// let bytes = save_parameters(&mut trained, "model.")?;
/// let file = SafeTensors::deserialize(&bytes)?;
/// let mut fresh = Model { fc: Linear::new(Tensor::zeros(), Some(Tensor::zeros())) };
/// load_parameters(&mut fresh, &file, "model.")?;
/// assert_eq!(fresh.fc.bias.to_vec(), [0.5, 0.5]);
/// let err = load_parameters(&mut fresh, &file, "other.").unwrap_err();
/// assert!(err.to_string().starts_with("no tensor `other.fc.weight` in the file"));
///
/// // A layer without a bias has no parameter for the file's `model.fc.bias`.
/// let mut no_bias = Model { fc: Linear::zeros(false) };
/// let err = load_parameters(&mut no_bias, &file, "model.").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "the file has 1 tensor under `model.` that the model has no parameter for: `model.fc.bias`"
/// );
/// assert_eq!(no_bias.fc.weight.to_vec(), [0.0; 6]); // left as it was
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn load_parameters<T: SafetensorsElement, M: Parameters<T>>(
    model: &mut M,
    file: &SafeTensors<'_>,
    prefix: &str,
) -> Result<(), SafetensorsError> {
    let unexpected = load(model, file, prefix, true)?;
    debug_assert!(unexpected.is_empty());
    Ok(())
}

/// [`load_parameters`], except that tensors of the file under `prefix` that no parameter takes
/// are not an error: their names are returned, sorted (what PyTorch's `load_state_dict` with
/// `strict=False` reports as `unexpected_keys`; a missing parameter is still an error here).
///
/// ```
/// use safetensors::SafeTensors;
/// use typed_tensor::nn::{load_parameters, load_parameters_ignoring_unexpected, save_parameters, Linear};
/// use typed_tensor::Tensor;
///
/// let mut with_bias = Linear::<3, 2>::new(Tensor::ones(), Some(Tensor::full(0.5)));
/// let file_bytes = save_parameters(&mut with_bias, "fc.")?;
/// let file = SafeTensors::deserialize(&file_bytes)?;
/// // `Linear::new(.., None)` has no bias parameter: strict loading rejects the file's bias.
/// let mut no_bias = Linear::<3, 2>::new(Tensor::zeros(), None);
/// let err = load_parameters(&mut no_bias, &file, "fc.").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "the file has 1 tensor under `fc.` that the model has no parameter for: `fc.bias`"
/// );
/// assert_eq!(no_bias.weight.to_vec(), [0.0; 6]); // left as it was
/// let ignored = load_parameters_ignoring_unexpected(&mut no_bias, &file, "fc.")?;
/// assert_eq!(ignored, ["fc.bias"]);
/// assert_eq!(no_bias.weight.to_vec(), [1.0; 6]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn load_parameters_ignoring_unexpected<T: SafetensorsElement, M: Parameters<T>>(
    model: &mut M,
    file: &SafeTensors<'_>,
    prefix: &str,
) -> Result<Vec<String>, SafetensorsError> {
    load(model, file, prefix, false)
}

/// Reads and checks every parameter's tensor, then the names under `prefix` left over (an
/// error when `strict`), and only then replaces the parameters; returns the names left over.
fn load<T: SafetensorsElement, M: Parameters<T>>(
    model: &mut M,
    file: &SafeTensors<'_>,
    prefix: &str,
    strict: bool,
) -> Result<Vec<String>, SafetensorsError> {
    /// The first pass: each parameter's tensor, read and checked, in visiting order.
    struct Read<'a, 'f> {
        file: &'a SafeTensors<'f>,
        prefix: &'a str,
        loaded: Vec<Box<dyn Any>>,
        taken: Vec<String>,
        error: Option<SafetensorsError>,
    }
    impl<T: SafetensorsElement> Visit<T> for Read<'_, '_> {
        fn visit<S: Shape + 'static>(&mut self, name: &str, param: &mut Tensor<T, S>) {
            if self.error.is_some() {
                return;
            }
            let name = format!("{}{name}", self.prefix);
            match read_param(self.file, &name, param) {
                Ok(loaded) => {
                    self.loaded.push(Box::new(loaded));
                    self.taken.push(name);
                }
                Err(error) => self.error = Some(error),
            }
        }
        fn visit_buffer<S: Shape + 'static>(&mut self, name: &str, buffer: &mut Tensor<T, S>) {
            Visit::<T>::visit(self, name, buffer);
        }
        fn visit_count(&mut self, name: &str, _: &mut u64) {
            if self.error.is_some() {
                return;
            }
            let name = format!("{}{name}", self.prefix);
            match Tensor::<i64, ()>::from_safetensors(self.file, &name) {
                Ok(count) => {
                    self.loaded.push(Box::new(count.item().max(0) as u64));
                    self.taken.push(name);
                }
                Err(error) => self.error = Some(error),
            }
        }
    }
    /// The second pass: the tensors read, into the parameters they were read for.
    struct Replace(std::vec::IntoIter<Box<dyn Any>>);
    impl<T: 'static> Visit<T> for Replace {
        fn visit<S: Shape + 'static>(&mut self, _: &str, param: &mut Tensor<T, S>) {
            let loaded = self
                .0
                .next()
                .expect("the same parameters are visited twice");
            *param = *loaded
                .downcast::<Tensor<T, S>>()
                .expect("each parameter gets the tensor read for it");
        }
        fn visit_buffer<S: Shape + 'static>(&mut self, name: &str, buffer: &mut Tensor<T, S>) {
            Visit::<T>::visit(self, name, buffer);
        }
        fn visit_count(&mut self, _: &str, count: &mut u64) {
            let loaded = self.0.next().expect("the same counts are visited twice");
            *count = *loaded
                .downcast::<u64>()
                .expect("each count gets the count read for it");
        }
    }
    let mut read = Read {
        file,
        prefix,
        loaded: Vec::new(),
        taken: Vec::new(),
        error: None,
    };
    model.visit_parameters(&mut String::new(), &mut read);
    if let Some(error) = read.error {
        return Err(error);
    }
    let unexpected = untaken(file, prefix, &read.taken);
    if strict && !unexpected.is_empty() {
        return Err(SafetensorsError::Unexpected {
            holder: "parameter",
            prefix: prefix.to_owned(),
            names: unexpected,
        });
    }
    model.visit_parameters(&mut String::new(), &mut Replace(read.loaded.into_iter()));
    Ok(unexpected)
}

/// The names of `file` under `prefix` that are not in `taken`, sorted: what a strict load
/// reports as unexpected.
pub(crate) fn untaken(file: &SafeTensors<'_>, prefix: &str, taken: &[String]) -> Vec<String> {
    let taken: HashSet<&str> = taken.iter().map(String::as_str).collect();
    let mut names: Vec<String> = file
        .names()
        .into_iter()
        .filter(|name| name.starts_with(prefix) && !taken.contains(name))
        .map(str::to_owned)
        .collect();
    names.sort();
    names
}

/// The tensor `name` of `file` for `param`: an error unless its dims are `param`'s.
pub(crate) fn read_param<T: SafetensorsElement, S: Shape>(
    file: &SafeTensors<'_>,
    name: &str,
    param: &Tensor<T, S>,
) -> Result<Tensor<T, S>, SafetensorsError> {
    let loaded = Tensor::<T, S>::from_safetensors(file, name)?;
    if loaded.dims() == param.dims() {
        return Ok(loaded);
    }
    let axis = loaded
        .dims()
        .iter()
        .zip(param.dims())
        .position(|(a, b)| a != b);
    Err(SafetensorsError::Shape {
        name: name.to_owned(),
        dtype: file_dtype(file, name, T::DTYPE),
        error: Box::new(ShapeError::DimsMismatch {
            shape: format!("{:?} (the model's parameter)", param.dims()),
            static_dims: param.dims().iter().map(|&d| Some(d)).collect(),
            dims: loaded.dims().to_vec(),
            axis,
        }),
    })
}

/// The safetensors bytes of `model`'s parameters, each named `prefix` followed by its name:
/// PyTorch's `save_file(model.state_dict(), ...)`, which [`load_parameters`] (or PyTorch's
/// `load_file`) reads back.
///
/// ```
/// use safetensors::SafeTensors;
/// use typed_tensor::nn::{save_parameters, LayerNorm};
/// let mut norm = LayerNorm::<4>::new(1e-5);
/// let bytes = save_parameters(&mut norm, "norm.").unwrap();
/// let file = SafeTensors::deserialize(&bytes).unwrap();
/// let mut names = file.names();
/// names.sort();
/// assert_eq!(names, ["norm.bias", "norm.weight"]);
/// ```
pub fn save_parameters<T: SafetensorsElement, M: Parameters<T>>(
    model: &mut M,
    prefix: &str,
) -> Result<Vec<u8>, SafetensorsError> {
    struct Collect<T> {
        tensors: Vec<(String, Tensor<T, AnyDims>)>,
        counts: Vec<(String, Tensor<i64, ()>)>,
    }
    impl<T> Visit<T> for Collect<T> {
        fn visit<S: Shape + 'static>(&mut self, name: &str, param: &mut Tensor<T, S>) {
            self.tensors
                .push((name.to_string(), param.clone().retype()));
        }
        fn visit_buffer<S: Shape + 'static>(&mut self, name: &str, buffer: &mut Tensor<T, S>) {
            self.visit(name, buffer);
        }
        fn visit_count(&mut self, name: &str, count: &mut u64) {
            let count = i64::try_from(*count).unwrap_or(i64::MAX);
            self.counts.push((name.to_string(), Tensor::full(count)));
        }
    }
    let mut collect = Collect {
        tensors: Vec::new(),
        counts: Vec::new(),
    };
    model.visit_parameters(&mut String::new(), &mut collect);
    let tensors = collect
        .tensors
        .iter()
        .map(|(name, t)| (name, t.safetensors_view()));
    let counts = collect
        .counts
        .iter()
        .map(|(name, t)| (name, t.safetensors_view()));
    serialize(
        tensors
            .chain(counts)
            .map(|(name, view)| (format!("{prefix}{name}"), view)),
    )
}

/// The dtype of `name` in `file` (which a widening load may have converted from), or
/// `otherwise` when the file has no such tensor.
pub(crate) fn file_dtype(file: &SafeTensors<'_>, name: &str, otherwise: Dtype) -> Dtype {
    file.tensor(name).map_or(otherwise, |view| view.dtype())
}

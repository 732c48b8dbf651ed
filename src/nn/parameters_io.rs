//! A model's [`Parameters`] in and out of safetensors files by their names: PyTorch's
//! `model.load_state_dict(...)` and `save_file(model.state_dict(), ...)` for any struct that
//! derives `Parameters`.

use crate::autograd::raw::AnyDims;
use crate::error::ShapeError;
use crate::interop::safetensors::{serialize, SafetensorsElement, SafetensorsError};
use crate::nn::{Parameters, Visit};
use crate::shape::Shape;
use crate::Tensor;
use safetensors::SafeTensors;

/// Replaces every parameter of `model` by the tensor of `file` named `prefix` followed by the
/// parameter's name, as PyTorch's strict `load_state_dict`: a missing tensor, one of another
/// dtype, or one whose dims differ from the parameter's (a `Dyn` axis included) is an error
/// naming it, and the parameters before it are already replaced.
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
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn load_parameters<T: SafetensorsElement, M: Parameters<T>>(
    model: &mut M,
    file: &SafeTensors<'_>,
    prefix: &str,
) -> Result<(), SafetensorsError> {
    struct Load<'a, 'f> {
        file: &'a SafeTensors<'f>,
        prefix: &'a str,
        error: Option<SafetensorsError>,
    }
    impl<T: SafetensorsElement> Visit<T> for Load<'_, '_> {
        fn visit<S: Shape + 'static>(&mut self, name: &str, param: &mut Tensor<T, S>) {
            if self.error.is_some() {
                return;
            }
            let name = format!("{}{name}", self.prefix);
            match Tensor::<T, S>::from_safetensors(self.file, &name) {
                Ok(loaded) if loaded.dims() == param.dims() => *param = loaded,
                Ok(loaded) => {
                    let axis = loaded
                        .dims()
                        .iter()
                        .zip(param.dims())
                        .position(|(a, b)| a != b);
                    self.error = Some(SafetensorsError::Shape {
                        name,
                        dtype: T::DTYPE,
                        error: Box::new(ShapeError::DimsMismatch {
                            shape: format!("{:?} (the model's parameter)", param.dims()),
                            static_dims: param.dims().iter().map(|&d| Some(d)).collect(),
                            dims: loaded.dims().to_vec(),
                            axis,
                        }),
                    });
                }
                Err(error) => self.error = Some(error),
            }
        }
    }
    let mut load = Load {
        file,
        prefix,
        error: None,
    };
    model.visit_parameters(&mut String::new(), &mut load);
    load.error.map_or(Ok(()), Err)
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
    struct Collect<T>(Vec<(String, Tensor<T, AnyDims>)>);
    impl<T> Visit<T> for Collect<T> {
        fn visit<S: Shape + 'static>(&mut self, name: &str, param: &mut Tensor<T, S>) {
            self.0.push((name.to_string(), param.clone().retype()));
        }
    }
    let mut collect = Collect(Vec::new());
    model.visit_parameters(&mut String::new(), &mut collect);
    serialize(
        collect
            .0
            .iter()
            .map(|(name, tensor)| (format!("{prefix}{name}"), tensor.safetensors_view())),
    )
}

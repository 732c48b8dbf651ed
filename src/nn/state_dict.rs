//! `StateDict`: a layer's parameters in and out of safetensors files by PyTorch's names.

use crate::interop::safetensors::{SafetensorsError, SafetensorsView};
use safetensors::SafeTensors;

/// A layer (or a model of layers) whose parameters load from and save to a PyTorch
/// `state_dict` in safetensors form (`safetensors.torch.save_file(model.state_dict(), path)`),
/// by PyTorch's names under a prefix: a model loads each layer with one line,
/// `Layer::load(file, &format!("{prefix}encoder."))`, not one line per tensor.
///
/// A missing tensor, or one of another dtype or dims than the layer's type, is an error
/// naming the tensor and both sides ([`SafetensorsError`]).
///
/// ```
/// use safetensors::SafeTensors;
/// use typed_tensor::interop::safetensors::serialize;
/// use typed_tensor::nn::{Linear, StateDict};
/// use typed_tensor::Tensor;
///
/// let fc = Linear::<3, 2>::new(Tensor::ones(), Some(Tensor::zeros()));
/// let mut views = Vec::new();
/// fc.views("fc.", &mut views);
/// let bytes = serialize(views)?;
/// let file = SafeTensors::deserialize(&bytes)?;
/// let back = Linear::<3, 2>::load(&file, "fc.")?;
/// assert_eq!(back.weight.to_vec(), fc.weight.to_vec());
/// let Err(err) = Linear::<4, 2>::load(&file, "fc.") else { panic!("a [2, 3] weight loaded as [2, 4]") };
/// assert_eq!(
///     err.to_string(),
///     "tensor `fc.weight` (F32 in the file): dims [2, 3] do not fit shape (D<2>, D<4>): axis 1 is 3, the type says 4"
/// );
/// # Ok::<(), typed_tensor::interop::safetensors::SafetensorsError>(())
/// ```
pub trait StateDict: Sized {
    /// The layer from the tensors of `file` named `prefix` followed by PyTorch's names.
    fn load(file: &SafeTensors<'_>, prefix: &str) -> Result<Self, SafetensorsError>;

    /// Appends each parameter's name (`prefix` followed by PyTorch's name) and view, for
    /// [`serialize`](crate::interop::safetensors::serialize).
    fn views<'a>(&'a self, prefix: &str, out: &mut Vec<(String, SafetensorsView<'a>)>);
}

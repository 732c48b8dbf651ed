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

/// `N` layers of one type, as PyTorch's `nn.ModuleList` or `nn.Sequential` of them names
/// them: layer `i` under `{prefix}{i}.` (`encoder.layers.0.self_attn.in_proj_weight`, ...).
///
/// ```
/// use safetensors::SafeTensors;
/// use typed_tensor::interop::safetensors::serialize;
/// use typed_tensor::nn::{LayerNorm, StateDict};
///
/// let norms: [LayerNorm<4>; 2] = [LayerNorm::new(1e-5), LayerNorm::new(1e-5)];
/// let mut views = Vec::new();
/// norms.views("norms.", &mut views);
/// assert_eq!(views[2].0, "norms.1.weight");
/// let bytes = serialize(views)?;
/// let file = SafeTensors::deserialize(&bytes)?;
/// let back = <[LayerNorm<4>; 2]>::load(&file, "norms.")?;
/// assert_eq!(back[1].bias.to_vec(), [0.0; 4]);
/// # Ok::<(), typed_tensor::interop::safetensors::SafetensorsError>(())
/// ```
impl<L: StateDict, const N: usize> StateDict for [L; N] {
    fn load(file: &SafeTensors<'_>, prefix: &str) -> Result<Self, SafetensorsError> {
        let mut layers = Vec::with_capacity(N);
        for i in 0..N {
            layers.push(L::load(file, &format!("{prefix}{i}."))?);
        }
        Ok(layers
            .try_into()
            .unwrap_or_else(|_| unreachable!("N layers were loaded")))
    }

    fn views<'a>(&'a self, prefix: &str, out: &mut Vec<(String, SafetensorsView<'a>)>) {
        for (i, layer) in self.iter().enumerate() {
            layer.views(&format!("{prefix}{i}."), out);
        }
    }
}

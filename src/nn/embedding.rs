//! `Embedding<V, D>`: `nn.Embedding`, rows of a table looked up by index.

use crate::error::{OrPanic, ShapeError};
use crate::{Dim, Element, Tensor, D};

/// PyTorch's `nn.Embedding(V, DIM)`: row `i` of `weight` for every index `i` of a
/// `[batch, seq]` tensor of `usize` indices (token ids), giving `[batch, seq, DIM]`.
///
/// ```
/// use typed_tensor::nn::Embedding;
/// use typed_tensor::{shape, Tensor};
/// let table = Embedding::<3, 2>::new(
///     Tensor::from_vec(vec![0., 0., 1., 1., 2., 2.]).unwrap(),
/// );
/// let ids = Tensor::<usize, shape![1, dyn]>::from_shape_vec(&[1, 3], vec![2, 0, 2]).unwrap();
/// let x = table.forward(&ids); // Tensor<f32, shape![1, dyn, 2]>
/// assert_eq!(x.to_vec(), [2., 2., 0., 0., 2., 2.]);
/// ```
#[derive(Clone)]
pub struct Embedding<const V: usize, const DIM: usize, T = f32> {
    /// `[V, DIM]`, PyTorch's `weight`: one row per index.
    pub weight: Tensor<T, (D<V>, D<DIM>)>,
}

impl<const V: usize, const DIM: usize, T: Element> Embedding<V, DIM, T> {
    /// A table of these rows.
    ///
    /// ```
    /// use typed_tensor::nn::Embedding;
    /// use typed_tensor::Tensor;
    /// let table = Embedding::<10, 4>::new(Tensor::zeros());
    /// assert_eq!(table.weight.dims(), &[10, 4]);
    /// ```
    pub fn new(weight: Tensor<T, (D<V>, D<DIM>)>) -> Self {
        Embedding { weight }
    }

    /// The rows of `indices`; panics with [`try_forward`](Self::try_forward)'s message when
    /// an index is `V` or more.
    ///
    /// ```
    /// use typed_tensor::nn::Embedding;
    /// use typed_tensor::{shape, Tensor};
    /// let table = Embedding::<2, 1, i32>::new(Tensor::from_vec(vec![5, 7]).unwrap());
    /// let ids = Tensor::<usize, shape![2, 2]>::from_vec(vec![1, 1, 0, 1]).unwrap();
    /// assert_eq!(table.forward(&ids).to_vec(), [7, 7, 5, 7]);
    /// ```
    #[track_caller]
    pub fn forward<B: Dim, S: Dim>(
        &self,
        indices: &Tensor<usize, (B, S)>,
    ) -> Tensor<T, (B, S, D<DIM>)> {
        self.try_forward(indices).or_panic()
    }

    /// [`forward`](Self::forward), with an index out of range as an `Err` naming it and `V`.
    ///
    /// ```
    /// use typed_tensor::nn::Embedding;
    /// use typed_tensor::{shape, Tensor};
    /// let table = Embedding::<2, 1, i32>::new(Tensor::from_vec(vec![5, 7]).unwrap());
    /// let ids = Tensor::<usize, shape![1, 2]>::from_vec(vec![1, 2]).unwrap();
    /// assert_eq!(
    ///     table.try_forward(&ids).unwrap_err().to_string(),
    ///     "index_select(): index 2 is out of range for dimension 0 of size 2 (dims [2, 1])"
    /// );
    /// ```
    pub fn try_forward<B: Dim, S: Dim>(
        &self,
        indices: &Tensor<usize, (B, S)>,
    ) -> Result<Tensor<T, (B, S, D<DIM>)>, ShapeError> {
        let (batch, seq) = (indices.dims()[0], indices.dims()[1]);
        let rows = self.weight.try_index_select::<0, _>(&indices.flatten())?;
        Ok(rows
            .try_reshape_with_dims(&[batch, seq, DIM])
            .expect("batch * seq rows of DIM elements"))
    }
}

#[cfg(feature = "safetensors")]
impl<const V: usize, const DIM: usize, T> crate::nn::StateDict for Embedding<V, DIM, T>
where
    T: Element + crate::interop::safetensors::SafetensorsElement,
{
    /// `{prefix}weight`.
    fn load(
        file: &safetensors::SafeTensors<'_>,
        prefix: &str,
    ) -> Result<Self, crate::interop::safetensors::SafetensorsError> {
        Ok(Embedding::new(Tensor::from_safetensors(
            file,
            &format!("{prefix}weight"),
        )?))
    }

    fn views<'a>(
        &'a self,
        prefix: &str,
        out: &mut Vec<(String, crate::interop::safetensors::SafetensorsView<'a>)>,
    ) {
        out.push((format!("{prefix}weight"), self.weight.safetensors_view()));
    }
}

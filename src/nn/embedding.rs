//! `Embedding<V, D>`: `nn.Embedding`, rows of a table looked up by index.

use crate::error::{OrPanic, ShapeError};
use crate::{Dim, Dyn, Element, Plain, Record, Shape, Tensor, D};

/// PyTorch's `nn.Embedding(V, DIM)`: row `i` of `weight` for every index `i` of a tensor of
/// `usize` indices (token ids) of rank 1 to 4, giving the indices' shape with `DIM` appended
/// (`[batch, seq]` -> `[batch, seq, DIM]`).
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

    /// A table of zeros: a placeholder to load a checkpoint into
    /// (`nn::load_parameters`, feature `safetensors`).
    ///
    /// ```
    /// use typed_tensor::nn::Embedding;
    /// let table = Embedding::<10, 4>::zeros();
    /// assert_eq!(table.weight.to_vec(), [0.0; 40]);
    /// ```
    pub fn zeros() -> Self {
        Embedding::new(Tensor::zeros())
    }

    /// The rows of `indices`, of any shape of rank 1 to 4 (`[seq]`, `[batch, seq]`, ...),
    /// each index replaced by its row: the result's shape is the indices' with `D<DIM>`
    /// appended. Panics with [`try_forward`](Self::try_forward)'s message when an index is `V`
    /// or more.
    ///
    /// ```
    /// use typed_tensor::nn::Embedding;
    /// use typed_tensor::{shape, Tensor};
    /// let table = Embedding::<2, 2, i32>::new(Tensor::from_vec(vec![5, 6, 7, 8]).unwrap());
    /// let ids = Tensor::<usize, shape![2, 2]>::from_vec(vec![1, 1, 0, 1]).unwrap();
    /// let x: Tensor<i32, shape![2, 2, 2]> = table.forward(&ids);
    /// assert_eq!(x.to_vec(), [7, 8, 7, 8, 5, 6, 7, 8]);
    /// let seq = Tensor::<usize, shape![3]>::from_vec(vec![0, 1, 0]).unwrap();
    /// assert_eq!(table.forward(&seq).to_vec(), [5, 6, 7, 8, 5, 6]);
    /// ```
    #[track_caller]
    pub fn forward<S: EmbeddingIndices<DIM>>(
        &self,
        indices: &Tensor<usize, S>,
    ) -> Tensor<T, <S as EmbeddingIndices<DIM>>::Output> {
        self.try_forward_in(&Plain, indices).or_panic()
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
    pub fn try_forward<S: EmbeddingIndices<DIM>>(
        &self,
        indices: &Tensor<usize, S>,
    ) -> Result<Tensor<T, <S as EmbeddingIndices<DIM>>::Output>, ShapeError> {
        self.try_forward_in(&Plain, indices)
    }

    /// [`forward`](Self::forward) with the rows recorded by `record`: for training, the
    /// record of a tape ([`Recorded::on`](crate::autograd::Recorded::on)), which enters
    /// `weight` as a parameter; its gradient is scattered back to the rows looked up.
    ///
    /// ```
    /// use typed_tensor::autograd::{Recorded, Tape};
    /// use typed_tensor::nn::Embedding;
    /// use typed_tensor::{shape, Tensor};
    /// let table = Embedding::<3, 2, f64>::new(Tensor::ones());
    /// let ids = Tensor::<usize, shape![3]>::from_vec(vec![2, 0, 2]).unwrap();
    /// let tape = Tape::new();
    /// let grads = table.forward_in(&Recorded::on(&tape), &ids).sum_all().backward();
    /// assert_eq!(grads.get(&table.weight).unwrap().to_vec(), [1., 1., 0., 0., 2., 2.]);
    /// ```
    #[track_caller]
    pub fn forward_in<S: EmbeddingIndices<DIM>, R: Record<T>>(
        &self,
        record: &R,
        indices: &Tensor<usize, S>,
    ) -> Tensor<T, <S as EmbeddingIndices<DIM>>::Output, R> {
        self.try_forward_in(record, indices).or_panic()
    }

    /// [`forward_in`](Self::forward_in), with an index out of range as an `Err`.
    ///
    /// ```
    /// use typed_tensor::nn::Embedding;
    /// use typed_tensor::{shape, Plain, Tensor};
    /// let table = Embedding::<2, 1, f32>::new(Tensor::ones());
    /// let ids = Tensor::<usize, shape![1]>::from_vec(vec![2]).unwrap();
    /// assert!(table.try_forward_in(&Plain, &ids).is_err());
    /// ```
    #[allow(clippy::type_complexity)] // the result type, named by the indices' bound
    pub fn try_forward_in<S: EmbeddingIndices<DIM>, R: Record<T>>(
        &self,
        record: &R,
        indices: &Tensor<usize, S>,
    ) -> Result<Tensor<T, <S as EmbeddingIndices<DIM>>::Output, R>, ShapeError> {
        let flat = indices.try_reshape_with_dims::<(Dyn,)>(&[indices.numel()])?;
        let rows = record.param(&self.weight).try_index_select::<0, _>(&flat)?;
        let dims: Vec<usize> = indices.dims().iter().copied().chain([DIM]).collect();
        Ok(rows
            .try_reshape_with_dims(&dims)
            .expect("one row of DIM elements per index"))
    }
}

/// Index shapes an [`Embedding`] looks up, rank 1 to 4: `Output` is the shape with `D<DIM>`
/// appended.
///
/// ```
/// use typed_tensor::nn::EmbeddingIndices;
/// use typed_tensor::{shape, D};
/// let _: <shape![2, dyn] as EmbeddingIndices<8>>::Output = <shape![2, dyn, 8]>::default();
/// ```
#[diagnostic::on_unimplemented(
    message = "an embedding looks up indices of rank 1 to 4, not `{Self}`",
    label = "the indices' shape"
)]
pub trait EmbeddingIndices<const DIM: usize>: Shape {
    /// The indices' shape with `D<DIM>` appended.
    type Output: Shape;
}

#[diagnostic::do_not_recommend]
impl<A: Dim, const DIM: usize> EmbeddingIndices<DIM> for (A,) {
    type Output = (A, D<DIM>);
}

#[diagnostic::do_not_recommend]
impl<A: Dim, B: Dim, const DIM: usize> EmbeddingIndices<DIM> for (A, B) {
    type Output = (A, B, D<DIM>);
}

#[diagnostic::do_not_recommend]
impl<A: Dim, B: Dim, C: Dim, const DIM: usize> EmbeddingIndices<DIM> for (A, B, C) {
    type Output = (A, B, C, D<DIM>);
}

#[diagnostic::do_not_recommend]
impl<A: Dim, B: Dim, C: Dim, E: Dim, const DIM: usize> EmbeddingIndices<DIM> for (A, B, C, E) {
    type Output = (A, B, C, E, D<DIM>);
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

/// `weight` (PyTorch's name).
impl<const V: usize, const DIM: usize, T> crate::nn::Parameters<T> for Embedding<V, DIM, T> {
    fn visit_parameters<Vi: crate::nn::Visit<T>>(&mut self, prefix: &mut String, visitor: &mut Vi) {
        crate::nn::visit_field(prefix, "weight", &mut self.weight, visitor);
    }
}

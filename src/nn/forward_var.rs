//! The layers' forward passes on recorded values ([`Var`]), for training: the same shapes and
//! checks as `forward`, with each parameter entered on the input's tape by
//! [`Tape::param`](crate::autograd::Tape::param), so that the gradients are found by the
//! layer's own tensors.

use crate::autograd::{GradElement, Tape, Var};
use crate::nn::attention::keys_kept;

use crate::nn::{Embedding, EmbeddingIndices, MultiheadAttention, TransformerEncoderLayer};
use crate::shape::Dim;
use crate::{axes, Tensor, D};

impl<const V: usize, const DIM: usize, T: GradElement> Embedding<V, DIM, T> {
    /// [`forward`](Embedding::forward) recorded on `tape`: the rows looked up are the table's
    /// gradient (a repeated index adds up).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::nn::Embedding;
    /// use typed_tensor::{shape, Tensor};
    /// let table = Embedding::<3, 2, f64>::new(Tensor::ones());
    /// let ids = Tensor::<usize, shape![1, 3]>::from_vec(vec![2, 0, 2]).unwrap();
    /// let tape = Tape::new();
    /// let grads = table.forward_var(&tape, &ids).sum_all().backward();
    /// assert_eq!(grads.get(&table.weight).unwrap().to_vec(), [1., 1., 0., 0., 2., 2.]);
    /// ```
    #[track_caller]
    pub fn forward_var<S: EmbeddingIndices<DIM>>(
        &self,
        tape: &Tape<T>,
        indices: &Tensor<usize, S>,
    ) -> Var<T, <S as EmbeddingIndices<DIM>>::Output> {
        let rows = tape
            .param(&self.weight)
            .index_select::<0, _>(&indices.flatten());
        let dims: Vec<usize> = indices.dims().iter().copied().chain([DIM]).collect();
        let value = rows
            .value()
            .try_reshape_with_dims(&dims)
            .expect("one row of DIM elements per index");
        rows.reshaped(value)
    }
}

impl<const M: usize, const HEADS: usize, const HEAD: usize, T: GradElement>
    MultiheadAttention<M, HEADS, HEAD, T>
{
    /// [`forward`](MultiheadAttention::forward) on a recorded input.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::nn::{Linear, MultiheadAttention};
    /// use typed_tensor::{shape, Tensor};
    /// let attn = MultiheadAttention::<4, 2, 2, f64>::new(
    ///     Tensor::ones_with_dims(&[12, 4]).unwrap(),
    ///     Tensor::zeros_with_dims(&[12]).unwrap(),
    ///     Linear::new(Tensor::ones(), Some(Tensor::zeros())),
    /// )
    /// .unwrap();
    /// let tape = Tape::new();
    /// let x = tape.constant(Tensor::<f64, shape![1, 3, 4]>::ones());
    /// let grads = attn.forward_var(&x, true).sum_all().backward();
    /// assert_eq!(grads.get(&attn.out_proj.bias).unwrap().to_vec(), [3.0; 4]);
    /// ```
    #[track_caller]
    pub fn forward_var<B: Dim, S: Dim>(
        &self,
        x: &Var<T, (B, S, D<M>)>,
        is_causal: bool,
    ) -> Var<T, (B, S, D<M>)> {
        self.attend_var(x, None, is_causal)
    }

    /// [`forward_masked`](MultiheadAttention::forward_masked) on a recorded input.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::nn::{Linear, MultiheadAttention};
    /// use typed_tensor::{shape, Tensor};
    /// let attn = MultiheadAttention::<2, 1, 2, f64>::new(
    ///     Tensor::ones_with_dims(&[6, 2]).unwrap(),
    ///     Tensor::zeros_with_dims(&[6]).unwrap(),
    ///     Linear::new(Tensor::ones(), None),
    /// )
    /// .unwrap();
    /// let tape = Tape::new();
    /// let x = tape.constant(Tensor::<f64, shape![1, 2, 2]>::ones());
    /// let padding = Tensor::<bool, shape![1, 2]>::from_vec(vec![false, true]).unwrap();
    /// let y = attn.forward_masked_var(&x, &padding, false);
    /// assert_eq!(y.value().to_vec(), attn.forward_masked(&x.value(), &padding, false).to_vec());
    /// ```
    #[track_caller]
    pub fn forward_masked_var<B: Dim, S: Dim>(
        &self,
        x: &Var<T, (B, S, D<M>)>,
        key_padding_mask: &Tensor<bool, (B, S)>,
        is_causal: bool,
    ) -> Var<T, (B, S, D<M>)> {
        self.attend_var(x, Some(key_padding_mask), is_causal)
    }

    #[track_caller]
    fn attend_var<B: Dim, S: Dim>(
        &self,
        x: &Var<T, (B, S, D<M>)>,
        key_padding_mask: Option<&Tensor<bool, (B, S)>>,
        is_causal: bool,
    ) -> Var<T, (B, S, D<M>)> {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = Self::HEADS_SPLIT_MODEL;
        let tape = x.tape();
        let qkv = x
            .linear(
                &tape.param(&self.in_proj_weight),
                &tape.param(&self.in_proj_bias),
            )
            .unflatten::<2, (D<3>, D<HEADS>, D<HEAD>)>();
        // [batch, seq, heads, head] -> [batch, heads, seq, head], as `forward`.
        let heads = |i: usize| qkv.select::<2>(i).permute::<axes![0, 2, 1, 3]>();
        let keep = key_padding_mask.map(|padding| keys_kept(padding).retype());
        let context = heads(0).attention_keeping(&heads(1), &heads(2), keep, is_causal);
        let merged = context
            .permute::<axes![0, 2, 1, 3]>()
            .flatten_axes::<2, 3, D<M>>();
        self.out_proj.forward(&merged)
    }
}

impl<const M: usize, const HEADS: usize, const HEAD: usize, const FF: usize, T: GradElement>
    TransformerEncoderLayer<M, HEADS, HEAD, FF, T>
{
    /// [`forward`](TransformerEncoderLayer::forward) on a recorded input (no dropout: PyTorch's
    /// layer with `dropout=0`).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::nn::{Activation, TransformerEncoderLayer};
    /// use typed_tensor::{shape, Tensor};
    /// let layer = TransformerEncoderLayer::<4, 2, 2, 8, f64>::zeros(true, Activation::Gelu);
    /// let tape = Tape::new();
    /// let x = tape.constant(Tensor::<f64, shape![1, 3, 4]>::ones());
    /// let y = layer.forward_var(&x, false);
    /// assert_eq!(y.value().to_vec(), layer.forward(&x.value(), false).to_vec());
    /// let grads = y.sum_all().backward();
    /// assert_eq!(grads.get(&layer.linear2.bias).unwrap().to_vec(), [3.0; 4]);
    /// ```
    #[track_caller]
    pub fn forward_var<B: Dim, S: Dim>(
        &self,
        x: &Var<T, (B, S, D<M>)>,
        is_causal: bool,
    ) -> Var<T, (B, S, D<M>)> {
        self.apply_var(x, None, is_causal)
    }

    /// [`forward_masked`](TransformerEncoderLayer::forward_masked) on a recorded input.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::nn::{Activation, TransformerEncoderLayer};
    /// use typed_tensor::{shape, Tensor};
    /// let layer = TransformerEncoderLayer::<4, 2, 2, 8, f64>::zeros(false, Activation::Relu);
    /// let tape = Tape::new();
    /// let x = tape.constant(Tensor::<f64, shape![1, 2, 4]>::ones());
    /// let padding = Tensor::<bool, shape![1, 2]>::from_vec(vec![false, true]).unwrap();
    /// let y = layer.forward_masked_var(&x, &padding, false);
    /// assert_eq!(y.value().to_vec(), layer.forward_masked(&x.value(), &padding, false).to_vec());
    /// ```
    #[track_caller]
    pub fn forward_masked_var<B: Dim, S: Dim>(
        &self,
        x: &Var<T, (B, S, D<M>)>,
        src_key_padding_mask: &Tensor<bool, (B, S)>,
        is_causal: bool,
    ) -> Var<T, (B, S, D<M>)> {
        self.apply_var(x, Some(src_key_padding_mask), is_causal)
    }

    #[track_caller]
    fn apply_var<B: Dim, S: Dim>(
        &self,
        x: &Var<T, (B, S, D<M>)>,
        padding: Option<&Tensor<bool, (B, S)>>,
        is_causal: bool,
    ) -> Var<T, (B, S, D<M>)> {
        let attend = |x: &Var<T, (B, S, D<M>)>| match padding {
            None => self.self_attn.forward_var(x, is_causal),
            Some(padding) => self.self_attn.forward_masked_var(x, padding, is_causal),
        };
        let feed_forward = |x: &Var<T, (B, S, D<M>)>| {
            let hidden = self.activation.apply(&self.linear1.forward(x));
            self.linear2.forward(&hidden)
        };
        if self.norm_first {
            let x = x + &attend(&self.norm1.forward(x));
            let ff = feed_forward(&self.norm2.forward(&x));
            &x + &ff
        } else {
            let x = self.norm1.forward(&(x + &attend(x)));
            let ff = feed_forward(&x);
            self.norm2.forward(&(&x + &ff))
        }
    }
}

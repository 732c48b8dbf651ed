//! `MultiheadAttention<M, HEADS, HEAD>`: `nn.MultiheadAttention`'s self-attention.

use crate::error::{OrPanic, ShapeError};
use crate::kernel::MatmulElement;
use crate::nn::Linear;
use crate::shape::const_fmt::{fail, ConstStr};
use crate::{axes, Dim, Dyn, FloatElement, Record, Tensor, D};

/// PyTorch's `nn.MultiheadAttention(M, HEADS, batch_first=True)` in self-attention: `x`
/// projected to queries, keys and values by one product, split into `HEADS` heads of `HEAD`
/// features ([`Tensor::unflatten`], a view), attended
/// ([`Tensor::scaled_dot_product_attention`], fused), merged back (a view) and projected by
/// `out_proj`.
///
/// `HEAD` is `M / HEADS`, which stable Rust cannot compute in a type, so the caller names it;
/// `HEADS * HEAD == M` is checked when the layer is built or used, as a build-time assertion
/// (`cargo build` fails, `cargo check` does not evaluate it). The packed projection
/// `in_proj_weight` is `[3 * M, M]` as in PyTorch, its first axis a run-time dim for the same
/// reason, checked by [`new`](Self::new) and when loaded.
///
/// Masks: the causal one (`is_causal`) and PyTorch's `key_padding_mask`
/// ([`forward_masked`](Self::forward_masked)).
///
/// ```
/// use typed_tensor::nn::{Linear, MultiheadAttention};
/// use typed_tensor::{shape, Tensor};
/// // Values projected to 1, queries and keys to 0: every output is out_proj of ones.
/// let in_w = Tensor::<f32, shape![dyn, 4]>::from_fn_with_dims(&[12, 4], |i| {
///     if i[0] >= 8 { 0.25 } else { 0.0 }
/// })
/// .unwrap();
/// let in_b = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[12]).unwrap();
/// let out_proj = Linear::<4, 4>::new(Tensor::ones(), None);
/// let attn = MultiheadAttention::<4, 2, 2>::new(in_w, in_b, out_proj).unwrap();
/// let x = Tensor::<f32, shape![1, dyn, 4]>::ones_with_dims(&[1, 3, 4]).unwrap();
/// assert_eq!(attn.forward(&x, false).to_vec(), [4.0; 12]);
/// ```
#[derive(Clone)]
pub struct MultiheadAttention<const M: usize, const HEADS: usize, const HEAD: usize, T = f32> {
    pub(crate) in_proj_weight: Tensor<T, (Dyn, D<M>)>,
    pub(crate) in_proj_bias: Tensor<T, (Dyn,)>,
    /// PyTorch's `out_proj`.
    pub out_proj: Linear<M, M, T>,
}

impl<const M: usize, const HEADS: usize, const HEAD: usize, T> MultiheadAttention<M, HEADS, HEAD, T>
where
    T: FloatElement + MatmulElement,
{
    /// A build error unless the heads split the model width ([`Self::HEADS_MESSAGE`]).
    pub(crate) const HEADS_SPLIT_MODEL: () = if HEADS == 0 || HEADS * HEAD != M {
        fail(Self::HEADS_MESSAGE.as_str())
    };

    /// The error of [`Self::HEADS_SPLIT_MODEL`], naming the three sizes.
    const HEADS_MESSAGE: ConstStr = ConstStr::new()
        .push("MultiheadAttention<")
        .num(M)
        .push(", ")
        .num(HEADS)
        .push(", ")
        .num(HEAD)
        .push(">: ")
        .num(HEADS)
        .push(" heads of ")
        .num(HEAD)
        .push(" features are ")
        .num(HEADS * HEAD)
        .push(", not the model width ")
        .num(M);

    /// A layer of these parameters: `in_proj_weight` `[3 * M, M]` and `in_proj_bias`
    /// `[3 * M]` (q, k and v stacked, PyTorch's layout), or an error naming the dims found.
    ///
    /// ```
    /// use typed_tensor::nn::{Linear, MultiheadAttention};
    /// use typed_tensor::{shape, Tensor};
    /// let w = Tensor::<f32, shape![dyn, 4]>::zeros_with_dims(&[8, 4]).unwrap();
    /// let b = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[8]).unwrap();
    /// let out = Linear::new(Tensor::zeros(), None);
    /// let err = MultiheadAttention::<4, 2, 2>::new(w, b, out).err().unwrap();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "dims [8, 4] do not fit shape (D<12>, D<4>): axis 0 is 8, the type says 12"
    /// );
    /// ```
    pub fn new(
        in_proj_weight: Tensor<T, (Dyn, D<M>)>,
        in_proj_bias: Tensor<T, (Dyn,)>,
        out_proj: Linear<M, M, T>,
    ) -> Result<Self, ShapeError> {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = Self::HEADS_SPLIT_MODEL;
        check_rows(
            in_proj_weight.dims(),
            &format!("(D<{}>, D<{M}>)", 3 * M),
            &[Some(3 * M), Some(M)],
        )?;
        check_rows(
            in_proj_bias.dims(),
            &format!("(D<{}>,)", 3 * M),
            &[Some(3 * M)],
        )?;
        Ok(MultiheadAttention {
            in_proj_weight,
            in_proj_bias,
            out_proj,
        })
    }

    /// A layer of zeros with biases (PyTorch's default `bias=True`): a placeholder to load a
    /// checkpoint into (`nn::load_parameters`, feature `safetensors`).
    ///
    /// ```
    /// use typed_tensor::nn::MultiheadAttention;
    /// let attn = MultiheadAttention::<8, 2, 4>::zeros();
    /// assert_eq!(attn.in_proj_weight().dims(), &[24, 8]);
    /// assert!(attn.out_proj.has_bias());
    /// ```
    #[track_caller]
    pub fn zeros() -> Self {
        // Dims that fit the types: only the allocations can fail.
        let in_proj_weight = Tensor::zeros_with_dims(&[3 * M, M]).or_panic();
        let in_proj_bias = Tensor::zeros_with_dims(&[3 * M]).or_panic();
        MultiheadAttention::new(in_proj_weight, in_proj_bias, Linear::zeros(true))
            .expect("the projection has 3 * M rows")
    }

    /// PyTorch's `in_proj_weight`, `[3 * M, M]`: the query, key and value projections.
    ///
    /// ```
    /// use typed_tensor::nn::{Linear, MultiheadAttention};
    /// use typed_tensor::{shape, Tensor};
    /// let w = Tensor::<f32, shape![dyn, 4]>::zeros_with_dims(&[12, 4]).unwrap();
    /// let b = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[12]).unwrap();
    /// let attn = MultiheadAttention::<4, 1, 4>::new(w, b, Linear::new(Tensor::zeros(), None)).unwrap();
    /// assert_eq!(attn.in_proj_weight().dims(), &[12, 4]);
    /// assert_eq!(attn.in_proj_bias().dims(), &[12]);
    /// ```
    pub fn in_proj_weight(&self) -> &Tensor<T, (Dyn, D<M>)> {
        &self.in_proj_weight
    }

    /// PyTorch's `in_proj_bias`, `[3 * M]` (see [`in_proj_weight`](Self::in_proj_weight)).
    pub fn in_proj_bias(&self) -> &Tensor<T, (Dyn,)> {
        &self.in_proj_bias
    }

    /// Self-attention of `x` (`[batch, seq, M]`), each query attending to every key, or with
    /// `is_causal` to the keys at or before its own position.
    ///
    /// ```
    /// use typed_tensor::nn::{Linear, MultiheadAttention};
    /// use typed_tensor::{shape, Tensor};
    /// let w = Tensor::<f32, shape![dyn, 2]>::ones_with_dims(&[6, 2]).unwrap();
    /// let b = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[6]).unwrap();
    /// let attn = MultiheadAttention::<2, 1, 2>::new(w, b, Linear::new(Tensor::ones(), None)).unwrap();
    /// // Each projection maps a position (a, b) to (a + b, a + b), out_proj sums its input.
    /// // Causal, the first position sees only itself: its value (1, 1) gives (2, 2).
    /// let x = Tensor::<f32, shape![1, 2, 2]>::from_vec(vec![1., 0., 0., 3.]).unwrap();
    /// assert_eq!(attn.forward(&x, true).to_vec()[..2], [2.0, 2.0]);
    /// ```
    #[track_caller]
    pub fn forward<B: Dim, S: Dim, R: Record<T>>(
        &self,
        x: &Tensor<T, (B, S, D<M>), R>,
        is_causal: bool,
    ) -> Tensor<T, (B, S, D<M>), R> {
        self.attend(x, None, is_causal)
    }

    /// [`forward`](Self::forward) where the keys marked `true` in `key_padding_mask`
    /// (`[batch, seq]`, PyTorch's `key_padding_mask`: `true` is padding) get no attention; a
    /// query that sees no key gives NaN, as in PyTorch. Panics when the mask's run-time dims
    /// are not `x`'s batch and sequence.
    ///
    /// ```
    /// use typed_tensor::nn::{Linear, MultiheadAttention};
    /// use typed_tensor::{shape, Tensor};
    /// let w = Tensor::<f32, shape![dyn, 2]>::ones_with_dims(&[6, 2]).unwrap();
    /// let b = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[6]).unwrap();
    /// let attn = MultiheadAttention::<2, 1, 2>::new(w, b, Linear::new(Tensor::ones(), None)).unwrap();
    /// // Values (2, 2), (4, 4) and (60, 60); out_proj sums the two features.
    /// let x = Tensor::<f32, shape![1, 3, 2]>::from_vec(vec![1., 1., 2., 2., 30., 30.]).unwrap();
    /// // The third position is padding: nobody attends to it, so every output is between
    /// // the sums of the first two values.
    /// let pad = Tensor::<bool, shape![1, 3]>::from_vec(vec![false, false, true]).unwrap();
    /// let y = attn.forward_masked(&x, &pad, false).to_vec();
    /// assert!(y.iter().all(|&v| (4.0..=8.0).contains(&v)));
    /// ```
    #[track_caller]
    pub fn forward_masked<B: Dim, S: Dim, R: Record<T>>(
        &self,
        x: &Tensor<T, (B, S, D<M>), R>,
        key_padding_mask: &Tensor<bool, (B, S)>,
        is_causal: bool,
    ) -> Tensor<T, (B, S, D<M>), R> {
        self.attend(x, Some(key_padding_mask), is_causal)
    }

    #[track_caller]
    fn attend<B: Dim, S: Dim, R: Record<T>>(
        &self,
        x: &Tensor<T, (B, S, D<M>), R>,
        key_padding_mask: Option<&Tensor<bool, (B, S)>>,
        is_causal: bool,
    ) -> Tensor<T, (B, S, D<M>), R> {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = Self::HEADS_SPLIT_MODEL;
        let qkv = x
            .linear(&x.param(&self.in_proj_weight), &x.param(&self.in_proj_bias))
            .try_unflatten::<2, (D<3>, D<HEADS>, D<HEAD>)>()
            .or_panic();
        // [batch, seq, heads, head] -> [batch, heads, seq, head]: views of `qkv`.
        let heads = |i: usize| qkv.select::<2>(i).permute::<axes![0, 2, 1, 3]>();
        let context = match key_padding_mask {
            None => heads(0).scaled_dot_product_attention(&heads(1), &heads(2), is_causal),
            Some(padding) => heads(0)
                .attention(
                    &heads(1),
                    &heads(2),
                    Some((&keys_kept(padding), 0)),
                    is_causal,
                )
                .or_panic(),
        };
        let merged = context
            .permute::<axes![0, 2, 1, 3]>()
            .flatten_axes::<2, 3, D<M>>();
        self.out_proj.forward(&merged)
    }
}

/// An error unless `dims` are `want` (the packed projection's sizes).
fn check_rows(dims: &[usize], shape: &str, want: &[Option<usize>]) -> Result<(), ShapeError> {
    let axis = dims
        .iter()
        .zip(want)
        .position(|(&d, &w)| Some(d) != w)
        .or((dims.len() != want.len()).then_some(dims.len()));
    match axis {
        None => Ok(()),
        Some(axis) => Err(ShapeError::DimsMismatch {
            shape: shape.to_string(),
            static_dims: want.to_vec(),
            dims: dims.to_vec(),
            axis: (axis < dims.len() && axis < want.len()).then_some(axis),
        }),
    }
}

#[cfg(feature = "safetensors")]
impl<const M: usize, const HEADS: usize, const HEAD: usize, T> crate::nn::StateDict
    for MultiheadAttention<M, HEADS, HEAD, T>
where
    T: FloatElement + MatmulElement + crate::interop::safetensors::SafetensorsElement,
{
    /// `{prefix}in_proj_weight`, `{prefix}in_proj_bias` and `{prefix}out_proj.`.
    fn load(
        file: &safetensors::SafeTensors<'_>,
        prefix: &str,
    ) -> Result<Self, crate::interop::safetensors::SafetensorsError> {
        use crate::interop::safetensors::SafetensorsError;
        let weight_name = format!("{prefix}in_proj_weight");
        let bias_name = format!("{prefix}in_proj_bias");
        let weight = Tensor::from_safetensors(file, &weight_name)?;
        let bias = Tensor::from_safetensors(file, &bias_name)?;
        let out_proj = Linear::load(file, &format!("{prefix}out_proj."))?;
        let named = |name: &str| {
            let own = <T as crate::interop::safetensors::SafetensorsElement>::DTYPE;
            let dtype = crate::nn::parameters_io::file_dtype(file, name, own);
            let name = name.to_string();
            move |error| SafetensorsError::Shape {
                name,
                dtype,
                error: Box::new(error),
            }
        };
        // The bias first: `new` checks the weight, then the bias, and each error is named.
        check_rows(bias.dims(), &format!("(D<{}>,)", 3 * M), &[Some(3 * M)])
            .map_err(named(&bias_name))?;
        MultiheadAttention::new(weight, bias, out_proj).map_err(named(&weight_name))
    }

    fn views<'a>(
        &'a self,
        prefix: &str,
        out: &mut Vec<(String, crate::interop::safetensors::SafetensorsView<'a>)>,
    ) {
        out.push((
            format!("{prefix}in_proj_weight"),
            self.in_proj_weight.safetensors_view(),
        ));
        out.push((
            format!("{prefix}in_proj_bias"),
            self.in_proj_bias.safetensors_view(),
        ));
        self.out_proj.views(&format!("{prefix}out_proj."), out);
    }
}

/// `in_proj_weight`, `in_proj_bias` and `out_proj.` (PyTorch's names).
impl<const M: usize, const HEADS: usize, const HEAD: usize, T> crate::nn::Parameters<T>
    for MultiheadAttention<M, HEADS, HEAD, T>
{
    fn visit_parameters<V: crate::nn::Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V) {
        crate::nn::visit_field(prefix, "in_proj_weight", &mut self.in_proj_weight, visitor);
        crate::nn::visit_field(prefix, "in_proj_bias", &mut self.in_proj_bias, visitor);
        crate::nn::visit_field(prefix, "out_proj", &mut self.out_proj, visitor);
    }
}

/// The keys each query sees, broadcast over heads and queries (`[batch, 1, 1, seq]`), from
/// PyTorch's `key_padding_mask`, which marks the keys to ignore.
fn keys_kept<B: Dim, S: Dim>(padding: &Tensor<bool, (B, S)>) -> Tensor<bool, (B, D<1>, D<1>, S)> {
    let (batch, seq) = (padding.dims()[0], padding.dims()[1]);
    padding
        .map(|ignore| !ignore)
        .try_reshape_with_dims::<(B, D<1>, D<1>, S)>(&[batch, 1, 1, seq])
        .or_panic()
}

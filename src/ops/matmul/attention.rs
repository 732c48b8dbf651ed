//! `q.scaled_dot_product_attention(&k, &v, is_causal)`: PyTorch's
//! `F.scaled_dot_product_attention` as one fused op, typed by the two products it is made of.

use super::plan::Plan;
use crate::error::{InOp, OrPanic, ShapeError};
use crate::kernel::Attention;
use crate::layout::{check_broadcast_into, Layout};
use crate::limits::MAX_RANK;
use crate::shape::{BroadcastInto, MatmulWith, Transpose};
use crate::tensor::{saved, Derivation};
use crate::{FloatElement, Record, Tensor};

/// The shape of a key `K` transposed for the scores.
type KeyT<K> = <K as Transpose<2, 3>>::Output;

/// The shape of the scores `q · kᵀ` of a query of shape `Q` and a key of shape `K`.
type Scores<Q, K> = <Q as MatmulWith<KeyT<K>>>::Output;

/// The shape of the attention's output: the scores times the value.
type Output<Q, K, V> = <Scores<Q, K> as MatmulWith<V>>::Output;

impl<T: FloatElement, B, H, L, E, R: Record<T>> Tensor<T, (B, H, L, E), R> {
    /// `softmax(self · keyᵀ / sqrt(E)) · value` over `[batch, heads, seq, features]` tensors
    /// (`torch.nn.functional.scaled_dot_product_attention` without a mask or dropout; with
    /// `is_causal`, query `i` attends to keys `0..=i` only, PyTorch's lower-left triangle).
    ///
    /// One fused op: the scores and probabilities of a block of queries live in a buffer of the
    /// thread computing them, never in a tensor of `[.., seq, seq]`, and the work splits over
    /// threads by queries. The shapes are those of the two products it is made of,
    /// `self.matmul(&key.transpose::<2, 3>())` and then `.matmul(&value)`: the batch and head
    /// axes broadcast (a key and value of one head serve every query head), and a mismatch
    /// of static dims is `matmul`'s compile error, naming the key transposed. `Dyn` dims that do
    /// not fit panic with `matmul`'s message ([`try_scaled_dot_product_attention`] returns it).
    ///
    /// The result is laid out with the heads after the sequence axis, so that merging the
    /// heads, `.permute::<axes![0, 2, 1, 3]>()` then `flatten_axes`, copies nothing. A key
    /// axis of length 0 gives zeros (an empty sum), a feature axis of length 0 uniform weights
    /// (every score 0), as PyTorch; the scale is `1 / sqrt(E)` of the query's last axis, as
    /// PyTorch's default.
    ///
    /// [`try_scaled_dot_product_attention`]: Self::try_scaled_dot_product_attention
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// // One batch, one head, two queries and two keys of two features.
    /// let q = Tensor::<f32, shape![1, 1, 2, 2]>::from_vec(vec![1., 0., 0., 1.]).unwrap();
    /// let k = Tensor::<f32, shape![1, 1, 2, 2]>::from_vec(vec![1., 0., 0., 1.]).unwrap();
    /// let v = Tensor::<f32, shape![1, 1, 2, 3]>::from_vec(vec![1., 2., 3., 4., 5., 6.]).unwrap();
    /// let out: Tensor<f32, shape![1, 1, 2, 3]> = q.scaled_dot_product_attention(&k, &v, false);
    /// // Query 0 scores [1, 0] / sqrt(2): weights e^0.707 and e^0 over their sum.
    /// let w = 1.0 / (1.0 + (-(0.5f32).sqrt()).exp());
    /// let want = [w * 1. + (1. - w) * 4., w * 2. + (1. - w) * 5., w * 3. + (1. - w) * 6.];
    /// for (got, want) in out.to_vec()[..3].iter().zip(want) {
    ///     assert!((got - want).abs() < 1e-6);
    /// }
    /// // Causal: query 0 sees key 0 only.
    /// let causal = q.scaled_dot_product_attention(&k, &v, true);
    /// assert_eq!(causal.to_vec()[..3], [1., 2., 3.]);
    /// ```
    #[track_caller]
    #[allow(clippy::type_complexity)]
    pub fn scaled_dot_product_attention<K, V>(
        &self,
        key: &Tensor<T, K, R>,
        value: &Tensor<T, V, R>,
        is_causal: bool,
    ) -> Tensor<T, Output<(B, H, L, E), K, V>, R>
    where
        K: Transpose<2, 3>,
        (B, H, L, E): MatmulWith<KeyT<K>>,
        Scores<(B, H, L, E), K>: MatmulWith<V>,
    {
        self.try_scaled_dot_product_attention(key, value, is_causal)
            .or_panic()
    }

    /// [`scaled_dot_product_attention`](Self::scaled_dot_product_attention), with `Dyn` dims
    /// that do not fit as an `Err` naming both products' shapes.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let q = Tensor::<f32, shape![1, 1, dyn, 4]>::zeros_with_dims(&[1, 1, 3, 4]).unwrap();
    /// let k = Tensor::<f32, shape![1, 1, dyn, 4]>::zeros_with_dims(&[1, 1, 5, 4]).unwrap();
    /// let v = Tensor::<f32, shape![1, 1, dyn, 2]>::zeros_with_dims(&[1, 1, 6, 2]).unwrap();
    /// assert!(q.try_scaled_dot_product_attention(&k, &v, false).is_err());
    /// let v = Tensor::<f32, shape![1, 1, dyn, 2]>::ones_with_dims(&[1, 1, 5, 2]).unwrap();
    /// let out = q.try_scaled_dot_product_attention(&k, &v, false).unwrap();
    /// assert_eq!(out.dims(), &[1, 1, 3, 2]);
    /// assert_eq!(out.to_vec(), [1.0; 6]);
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn try_scaled_dot_product_attention<K, V>(
        &self,
        key: &Tensor<T, K, R>,
        value: &Tensor<T, V, R>,
        is_causal: bool,
    ) -> Result<Tensor<T, Output<(B, H, L, E), K, V>, R>, ShapeError>
    where
        K: Transpose<2, 3>,
        (B, H, L, E): MatmulWith<KeyT<K>>,
        Scores<(B, H, L, E), K>: MatmulWith<V>,
    {
        self.attention::<K, V, ()>(key, value, None, is_causal)
    }

    /// [`scaled_dot_product_attention`](Self::scaled_dot_product_attention) where each query
    /// attends only to the keys that `mask` marks `true` (PyTorch's boolean `attn_mask`):
    /// `mask` broadcasts into the scores' shape `[batch, heads, queries, keys]`, so a
    /// `[queries, keys]` mask serves every head and a `[batch, 1, 1, keys]` one masks padding
    /// per sequence. A query that sees no key gets NaN, as in PyTorch. With `is_causal` too,
    /// a query sees the keys both allow.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let q = Tensor::<f32, shape![1, 1, 2, 2]>::zeros();
    /// let k = Tensor::<f32, shape![1, 1, 3, 2]>::zeros();
    /// let v = Tensor::<f32, shape![1, 1, 3, 1]>::from_vec(vec![1., 2., 6.]).unwrap();
    /// // The last key is padding: equal scores average the first two values.
    /// let keep = Tensor::<bool, shape![1, 1, 1, 3]>::from_vec(vec![true, true, false]).unwrap();
    /// let out = q.scaled_dot_product_attention_masked(&k, &v, &keep, false);
    /// assert_eq!(out.to_vec(), [1.5, 1.5]);
    /// ```
    #[track_caller]
    #[allow(clippy::type_complexity)]
    pub fn scaled_dot_product_attention_masked<K, V, M>(
        &self,
        key: &Tensor<T, K, R>,
        value: &Tensor<T, V, R>,
        mask: &Tensor<bool, M>,
        is_causal: bool,
    ) -> Tensor<T, Output<(B, H, L, E), K, V>, R>
    where
        K: Transpose<2, 3>,
        (B, H, L, E): MatmulWith<KeyT<K>>,
        Scores<(B, H, L, E), K>: MatmulWith<V>,
        M: BroadcastInto<Scores<(B, H, L, E), K>>,
    {
        self.try_scaled_dot_product_attention_masked(key, value, mask, is_causal)
            .or_panic()
    }

    /// [`scaled_dot_product_attention_masked`](Self::scaled_dot_product_attention_masked),
    /// with `Dyn` dims that do not fit (the mask's included) as an `Err`.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let q = Tensor::<f32, shape![1, 1, 2, 2]>::zeros();
    /// let v = Tensor::<f32, shape![1, 1, 3, 1]>::zeros();
    /// let mask = Tensor::<bool, shape![dyn]>::full_with_dims(&[4], true).unwrap();
    /// let err = q.try_scaled_dot_product_attention_masked(&q, &v.narrow::<2>(0, 2), &mask, false);
    /// assert!(err.is_err());
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn try_scaled_dot_product_attention_masked<K, V, M>(
        &self,
        key: &Tensor<T, K, R>,
        value: &Tensor<T, V, R>,
        mask: &Tensor<bool, M>,
        is_causal: bool,
    ) -> Result<Tensor<T, Output<(B, H, L, E), K, V>, R>, ShapeError>
    where
        K: Transpose<2, 3>,
        (B, H, L, E): MatmulWith<KeyT<K>>,
        Scores<(B, H, L, E), K>: MatmulWith<V>,
        M: BroadcastInto<Scores<(B, H, L, E), K>>,
    {
        let strict = <M as BroadcastInto<Scores<(B, H, L, E), K>>>::STRICT_AXES;
        self.attention(key, value, Some((mask, strict)), is_causal)
    }

    /// The attention, masked by `mask` (with its `BroadcastInto::STRICT_AXES`) when given.
    #[allow(clippy::type_complexity)]
    pub(crate) fn attention<K, V, M>(
        &self,
        key: &Tensor<T, K, R>,
        value: &Tensor<T, V, R>,
        mask: Option<(&Tensor<bool, M>, u16)>,
        is_causal: bool,
    ) -> Result<Tensor<T, Output<(B, H, L, E), K, V>, R>, ShapeError>
    where
        K: Transpose<2, 3>,
        (B, H, L, E): MatmulWith<KeyT<K>>,
        Scores<(B, H, L, E), K>: MatmulWith<V>,
    {
        let saved_mask = mask.map(|(mask, _)| mask);
        let mut q_layout = *self.layout();
        let mut kt_layout = transposed(key.layout());
        let mut scores = Plan::new(
            &q_layout,
            &kt_layout,
            <(B, H, L, E) as MatmulWith<KeyT<K>>>::STRICT_AXES,
        )
        .map_err(ShapeError::naming_dims::<(B, H, L, E), KeyT<K>>)?;
        let values = Plan::new(
            &scores.out,
            value.layout(),
            <Scores<(B, H, L, E), K> as MatmulWith<V>>::STRICT_AXES,
        )
        .map_err(ShapeError::naming_dims::<Scores<(B, H, L, E), K>, V>)?;
        let batch = values.dims.batch_dims();
        if scores.dims.batch_dims() != batch {
            // The value has batch axes that the query and key broadcast along: read those
            // again for each of its items (stride 0), as the composed products would.
            q_layout = broadcast(&q_layout, batch);
            kt_layout = broadcast(&kt_layout, batch);
            scores = Plan::new(&q_layout, &kt_layout, 0)
                .expect("the query and key broadcast to the value's batch axes");
        }
        // With no features every score is an empty sum, 0, whatever the scale: PyTorch's
        // weights are then uniform, where `0 * (1 / sqrt(0))` would be NaN.
        let features = self.dims()[3].max(1);
        let scale = T::from(features)
            .expect("a dim fits a float")
            .sqrt()
            .recip();
        // The mask is read with the strides of the scores, after the batch broadcast above.
        let scores_dims: Vec<usize> = scores
            .dims
            .batch_dims()
            .iter()
            .chain(&[scores.dims.rows, scores.dims.cols])
            .copied()
            .collect();
        let mask = match mask {
            Some((mask, strict)) => {
                check_broadcast_into(mask.dims(), &scores_dims, strict)
                    .map_err(ShapeError::naming_dims::<M, Scores<(B, H, L, E), K>>)?;
                Some(mask.operand(&scores_dims))
            }
            None => None,
        };
        let attention = Attention {
            scores: scores.dims,
            q: scores.lhs(self.operand_through(&q_layout, q_layout.dims())),
            kt: scores.rhs(key.operand_through(&kt_layout, kt_layout.dims())),
            values: values.dims,
            v: values.rhs(value.operand(value.dims())),
            scale,
            causal: is_causal,
            mask,
        };
        let storage = T::attention(&attention).in_op("scaled_dot_product_attention")?;
        let out = Tensor::from_parts(storage, heads_after_queries(values.out.dims()));
        let records = [self.record(), key.record(), value.record()];
        Ok(R::derive(&records, out, |_, _| Derivation::Attention {
            q: saved(self),
            k: saved(key),
            v: saved(value),
            mask: saved_mask.map(|mask| mask.clone().retype()),
            causal: is_causal,
        }))
    }
}

/// `layout` with its last two axes swapped.
fn transposed(layout: &Layout) -> Layout {
    let (mut dims, mut strides) = (layout.dims().to_vec(), layout.strides().to_vec());
    let rank = dims.len();
    dims.swap(rank - 2, rank - 1);
    strides.swap(rank - 2, rank - 1);
    Layout::strided(&dims, &strides, layout.offset())
}

/// `layout` seen with the batch axes `batch` (which it broadcasts into) before its matrix.
fn broadcast(layout: &Layout, batch: &[usize]) -> Layout {
    let rank = layout.dims().len();
    let dims: Vec<usize> = batch
        .iter()
        .chain(&layout.dims()[rank - 2..])
        .copied()
        .collect();
    let strides = layout.broadcast_strides(&dims);
    Layout::strided(&dims, &strides[..dims.len()], layout.offset())
}

/// The layout of `dims` (`[batch.., queries, features]`) stored as the attention kernel
/// writes it: the last batch axis after the queries.
fn heads_after_queries(dims: &[usize]) -> Layout {
    let rank = dims.len();
    let mut strides = [0; MAX_RANK];
    let features = dims[rank - 1];
    strides[rank - 1] = 1;
    if rank == 2 {
        strides[0] = features;
        return Layout::strided(dims, &strides[..rank], 0);
    }
    let (heads, queries) = (dims[rank - 3], dims[rank - 2]);
    strides[rank - 3] = features;
    strides[rank - 2] = heads * features;
    let mut outer = queries * heads * features;
    for axis in (0..rank - 3).rev() {
        strides[axis] = outer;
        outer *= dims[axis];
    }
    Layout::strided(dims, &strides[..rank], 0)
}

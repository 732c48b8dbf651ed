//! `scaled_dot_product_attention` (and its masked form) on `Var`s.
//!
//! The forward pass is the fused op of `Tensor`; the backward pass recomputes the attention
//! weights `P = softmax(q kᵀ / sqrt(E) + mask)` of the whole `[.., L, S]` scores, which
//! training at the sequence lengths of this crate's models affords, and applies
//! `dV = Pᵀ dO`, `dS = P (dO Vᵀ - rowsum(P dO Vᵀ))` (one pass per row,
//! `Raw::softmax_backward`), `dQ = dS K / sqrt(E)`, `dK = dSᵀ Q / sqrt(E)`, each
//! summed back over the batch and head axes its operand was broadcast along.

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, AnyDims, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::{GradElement, Var};
use crate::error::OrPanic;
use crate::shape::{BroadcastInto, MatmulWith, Transpose};
use crate::Tensor;

type KeyT<K> = <K as Transpose<2, 3>>::Output;
type Scores<Q, K> = <Q as MatmulWith<KeyT<K>>>::Output;
type Output<Q, K, V> = <Scores<Q, K> as MatmulWith<V>>::Output;

struct AttentionRule<T> {
    q: (Option<usize>, Raw<T>),
    k: (Option<usize>, Raw<T>),
    v: (Option<usize>, Raw<T>),
    mask: Option<Tensor<bool, AnyDims>>,
    causal: bool,
}

impl<T: GradElement> Backward<T> for AttentionRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let ((nq, q), (nk, k), (nv, v)) = (self.q, self.k, self.v);
        let features = q.dims()[q.rank() - 1].max(1);
        let scale = T::one() / T::from(features).expect("a dim fits a float").sqrt();
        let scores = raw::matmul(&q, &raw::transpose_last(&k));
        // Each `[.., L, S]` temporary is dropped as soon as the next is made: they are the
        // largest values of the step.
        let p = masked_softmax(scores, scale, self.mask.as_ref(), self.causal);
        if nv.is_some() {
            let dv = raw::matmul(&raw::transpose_last(&p), &g);
            grads.add(nv, raw::sum_to(dv, v.dims()));
        }
        if nq.is_none() && nk.is_none() {
            return;
        }
        // dS = P (dP - rowsum(P dP)), scaled, in dP's buffer; a masked-out weight is 0, so its
        // score gets none.
        let mut ds = raw::matmul(&g, &raw::transpose_last(&v));
        let p = raw::contiguous(p);
        ds.softmax_backward(&p, scale);
        drop(p);
        if nq.is_some() {
            grads.add(nq, raw::sum_to(raw::matmul(&ds, &k), q.dims()));
        }
        if nk.is_some() {
            let dk = raw::matmul(&raw::transpose_last(&ds), &q);
            grads.add(nk, raw::sum_to(dk, k.dims()));
        }
    }
}

/// `softmax` over the last axis of `scores * scale` where `mask` (broadcast into the scores)
/// and the causal triangle allow, 0 elsewhere; a row that allows nothing is NaN, as the
/// forward op (`Raw::attention_weights`).
fn masked_softmax<T: GradElement>(
    scores: Raw<T>,
    scale: T,
    mask: Option<&Tensor<bool, AnyDims>>,
    causal: bool,
) -> Raw<T> {
    raw::contiguous(scores).attention_weights(scale, mask, causal)
}

impl<T: GradElement, B, H, L, E> Var<T, (B, H, L, E)> {
    /// [`Tensor::scaled_dot_product_attention`], recorded: the same shapes, checks and
    /// errors; the gradients of the query, key and value are summed back over the batch and
    /// head axes each was broadcast along.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let q = Tensor::<f64, shape![1, 1, 2, 2]>::zeros();
    /// let v = Tensor::<f64, shape![1, 1, 2, 1]>::from_vec(vec![1.0, 3.0]).unwrap();
    /// let tape = Tape::new();
    /// let (qv, kv) = (tape.param(&q), tape.constant(q.clone()));
    /// let out = qv.scaled_dot_product_attention(&kv, &tape.param(&v), false);
    /// assert_eq!(out.value().to_vec(), [2.0, 2.0]); // equal weights
    /// let grads = out.sum_all().backward();
    /// assert_eq!(grads.get(&v).unwrap().to_vec(), [1.0, 1.0]); // each value, half per query
    /// assert_eq!(grads.get(&q).unwrap().to_vec(), [0.0; 4]); // the keys are equal
    /// ```
    #[track_caller]
    #[allow(clippy::type_complexity)]
    pub fn scaled_dot_product_attention<K, V>(
        &self,
        key: &Var<T, K>,
        value: &Var<T, V>,
        is_causal: bool,
    ) -> Var<T, Output<(B, H, L, E), K, V>>
    where
        K: Transpose<2, 3>,
        (B, H, L, E): MatmulWith<KeyT<K>>,
        Scores<(B, H, L, E), K>: MatmulWith<V>,
    {
        let out =
            self.value()
                .scaled_dot_product_attention(&key.value(), &value.value(), is_causal);
        self.record_attention(key, value, None, is_causal, out)
    }

    /// [`Tensor::scaled_dot_product_attention_masked`], recorded: masked-out keys get no
    /// weight and no gradient.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let q = Tensor::<f64, shape![1, 1, 1, 1]>::zeros();
    /// let v = Tensor::<f64, shape![1, 1, 3, 1]>::from_vec(vec![1.0, 2.0, 6.0]).unwrap();
    /// let keep = Tensor::<bool, shape![1, 1, 1, 3]>::from_vec(vec![true, true, false]).unwrap();
    /// let tape = Tape::new();
    /// let k = tape.constant(Tensor::<f64, shape![1, 1, 3, 1]>::zeros());
    /// let out = tape.param(&q).scaled_dot_product_attention_masked(&k, &tape.param(&v), &keep, false);
    /// assert_eq!(out.value().to_vec(), [1.5]);
    /// assert_eq!(out.sum_all().backward().get(&v).unwrap().to_vec(), [0.5, 0.5, 0.0]);
    /// ```
    #[track_caller]
    #[allow(clippy::type_complexity)]
    pub fn scaled_dot_product_attention_masked<K, V, M>(
        &self,
        key: &Var<T, K>,
        value: &Var<T, V>,
        mask: &Tensor<bool, M>,
        is_causal: bool,
    ) -> Var<T, Output<(B, H, L, E), K, V>>
    where
        K: Transpose<2, 3>,
        (B, H, L, E): MatmulWith<KeyT<K>>,
        Scores<(B, H, L, E), K>: MatmulWith<V>,
        M: BroadcastInto<Scores<(B, H, L, E), K>>,
    {
        let out = self.value().scaled_dot_product_attention_masked(
            &key.value(),
            &value.value(),
            mask,
            is_causal,
        );
        let mask = mask.clone().retype::<AnyDims>();
        self.record_attention(key, value, Some(mask), is_causal, out)
    }

    /// The attention with `keep` (broadcast into the scores, checked by the caller) as the
    /// mask: for layers that build a mask whose type the scores' bound cannot name (a padding
    /// mask over `Dyn` heads).
    #[track_caller]
    #[allow(clippy::type_complexity)]
    pub(crate) fn attention_keeping<K, V>(
        &self,
        key: &Var<T, K>,
        value: &Var<T, V>,
        keep: Option<Tensor<bool, AnyDims>>,
        is_causal: bool,
    ) -> Var<T, Output<(B, H, L, E), K, V>>
    where
        K: Transpose<2, 3>,
        (B, H, L, E): MatmulWith<KeyT<K>>,
        Scores<(B, H, L, E), K>: MatmulWith<V>,
    {
        let out = self
            .value()
            .attention::<K, V, AnyDims>(
                &key.value(),
                &value.value(),
                keep.as_ref().map(|m| (m, 0)),
                is_causal,
            )
            .or_panic();
        self.record_attention(key, value, keep, is_causal, out)
    }

    fn record_attention<K, V, O>(
        &self,
        key: &Var<T, K>,
        value: &Var<T, V>,
        mask: Option<Tensor<bool, AnyDims>>,
        causal: bool,
        out: Tensor<T, O>,
    ) -> Var<T, O> {
        self.check_tape(key);
        self.check_tape(value);
        let nodes = [self.node(), key.node(), value.node()];
        self.derive(&nodes, out, || {
            Box::new(AttentionRule {
                q: (nodes[0], self.raw_value()),
                k: (nodes[1], key.raw_value()),
                v: (nodes[2], value.raw_value()),
                mask,
                causal,
            })
        })
    }
}

//! The backward rule of `scaled_dot_product_attention` (and its masked form).
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
use crate::autograd::GradElement;
use crate::Tensor;

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

/// The rule of scaled dot-product attention whose query, key and value are the nodes
/// `nodes`, as `Derivation::Attention` describes it.
pub(super) fn rule<T: GradElement>(
    nodes: &[Option<usize>],
    q: Raw<T>,
    k: Raw<T>,
    v: Raw<T>,
    mask: Option<Tensor<bool, AnyDims>>,
    causal: bool,
) -> Box<dyn Backward<T>> {
    Box::new(AttentionRule {
        q: (nodes[0], q),
        k: (nodes[1], k),
        v: (nodes[2], v),
        mask,
        causal,
    })
}

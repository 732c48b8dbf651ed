//! Softmax, maps and casts in generic model code: the bounds they need.
use typed_tensor::shape::{Axis, ReduceAxis, ZipWith};
use typed_tensor::{shape, Dyn, Tensor, D};

/// Attention weights over the last axis of any `[batch, queries, keys]` scores.
fn attend<B, const Q: usize, const K: usize>(
    scores: &Tensor<f32, (B, D<Q>, D<K>)>,
) -> Tensor<f32, (B, D<Q>, D<K>)> {
    scores.softmax::<2>()
}

/// Log-probabilities over any axis the caller names, bounded like the reductions.
fn log_probs<S: Axis<1>>(logits: &Tensor<f32, S>) -> Tensor<f32, S> {
    logits.log_softmax::<1>()
}

fn lse<S: ReduceAxis<0>>(x: &Tensor<f64, S>) -> Tensor<f64, <S as ReduceAxis<0>>::Removed> {
    x.logsumexp::<0>()
}

fn masked<S1: ZipWith<S2>, S2>(
    x: &Tensor<f32, S1>,
    keep: &Tensor<bool, S2>,
) -> Tensor<f32, <S1 as ZipWith<S2>>::Output> {
    x.zip_map(keep, |v, k| if k { v } else { f32::NEG_INFINITY })
}

fn main() {
    let s = Tensor::<f32, shape![dyn, 2, 3]>::zeros_with_dims(&[4, 2, 3]).unwrap();
    let w: Tensor<f32, (Dyn, D<2>, D<3>)> = attend(&s);
    assert_eq!(w.dims(), &[4, 2, 3]);
    let l: Tensor<f32, shape![2, 5]> = log_probs(&Tensor::<f32, shape![2, 5]>::ones());
    let _: Tensor<f64, shape![5]> = lse(&l.cast::<f64>());
    let keep = Tensor::<bool, shape![3]>::from_vec(vec![true, false, true]).unwrap();
    let m: Tensor<f32, shape![dyn, 2, 3]> = masked(&s, &keep);
    let _: Tensor<i64, shape![dyn, 2, 3]> = m.map(|v| v as i64);
    let _: Tensor<f32, shape![2, 1]> = l.logsumexp_keepdim::<1>().gelu().silu();
}

//! Reductions in generic code need one `Axis<A>` bound; results have the promised types.
use typed_tensor::{shape, shape::Axis, where_, One, Tensor};

fn row_sums<S: Axis<1>>(t: &Tensor<f32, S>) -> Tensor<f32, <S as Axis<1>>::Removed> {
    t.sum::<1>()
}

fn softmax_denominator<B>(logits: &Tensor<f32, (B, typed_tensor::D<10>)>) -> Tensor<f32, (B, One)> {
    logits.exp().sum_keepdim::<1>()
}

fn main() {
    let t = Tensor::<f32, shape![dyn, 3]>::ones_with_dims(&[2, 3]).unwrap();
    let s: Tensor<f32, shape![dyn]> = row_sums(&t);
    assert_eq!(s.to_vec(), [3.0, 3.0]);
    let z = Tensor::<f32, shape![4, 10]>::zeros();
    let d: Tensor<f32, shape![4, 1]> = softmax_denominator(&z);
    assert_eq!(d.to_vec(), [10.0; 4]);
    let (v, i): (Tensor<f32, shape![4, 2]>, Tensor<usize, shape![4, 2]>) = z.topk::<2, 1>(true);
    assert_eq!((v.numel(), i.numel()), (8, 8));
    let m: Tensor<bool, shape![4, 10]> = z.ge(&Tensor::<f32, shape![10]>::zeros());
    let w: Tensor<f32, shape![4, 10]> = where_(&m, &z, &Tensor::<f32, shape![]>::ones());
    assert_eq!(w.sum_all().item(), 0.0);
    let n: Tensor<f32, shape![10]> = z.norm::<0>(2.0);
    assert_eq!(n.max_all().item(), 0.0);
}

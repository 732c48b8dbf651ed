//! Generic model code: a linear layer over any batch dim needs no bound, and a product over
//! any batch dims and ranks needs one `MatmulWith` bound (`MatmulForm` for the fixed-rank
//! forms), with or without an `out` buffer.
use typed_tensor::shape::{Matmul, MatmulForm, MatmulWith};
use typed_tensor::{shape, Dim, Tensor, D};

/// `x · w` for any batch dim `B` (static, `One` or `Dyn`): no bound at all.
fn linear<B: Dim, const I: usize, const O: usize>(
    x: &Tensor<f32, (B, D<I>)>,
    w: &Tensor<f32, (D<I>, D<O>)>,
) -> Tensor<f32, (B, D<O>)> {
    x.matmul(w)
}

/// Any two shapes `torch.matmul` accepts: one bound.
fn product<S1: MatmulWith<S2>, S2>(a: &Tensor<f32, S1>, b: &Tensor<f32, S2>) -> Tensor<f32, Matmul<S1, S2>> {
    a.matmul(b)
}

/// The same product written into `out`: the same one bound.
fn product_into<S1: MatmulWith<S2>, S2>(a: &Tensor<f32, S1>, b: &Tensor<f32, S2>, out: &mut Tensor<f32, Matmul<S1, S2>>) {
    a.matmul_into(b, out)
}

/// `linear` into a buffer: still no bound.
fn linear_into<B: Dim, const I: usize, const O: usize>(
    x: &Tensor<f32, (B, D<I>)>,
    w: &Tensor<f32, (D<I>, D<O>)>,
    out: &mut Tensor<f32, (B, D<O>)>,
) {
    x.matmul_into(w, out)
}

/// `bmm` over a generic batch dim: no bound.
fn batched<B: Dim, const N: usize, const K: usize, const M: usize>(
    a: &Tensor<f32, (B, D<N>, D<K>)>,
    b: &Tensor<f32, (B, D<K>, D<M>)>,
) -> Tensor<f32, (B, D<N>, D<M>)> {
    a.bmm(b)
}

/// `mm` with whatever it accepts: one bound.
fn mm_any<A, K, S2>(a: &Tensor<f32, (A, K)>, b: &Tensor<f32, S2>) -> Tensor<f32, <(A, K) as MatmulForm<S2, 2>>::Output>
where
    (A, K): MatmulForm<S2, 2>,
{
    a.mm(b)
}

fn main() {
    let w = Tensor::<f32, shape![784, 128]>::zeros();
    let x = Tensor::<f32, shape![dyn, 784]>::zeros_with_dims(&[3, 784]).unwrap();
    let _: Tensor<f32, shape![dyn, 128]> = linear(&x, &w);
    let one = Tensor::<f32, shape![1, 784]>::zeros();
    let _: Tensor<f32, shape![1, 128]> = linear(&one, &w);

    let q = Tensor::<f32, shape![10, 1, 5, 64]>::zeros();
    let k = Tensor::<f32, shape![3, 64, 7]>::zeros();
    let _: Tensor<f32, shape![10, 3, 5, 7]> = product(&q, &k);
    let mut out = Tensor::<f32, shape![10, 3, 5, 7]>::zeros();
    product_into(&q, &k, &mut out);
    let mut rows = Tensor::<f32, shape![dyn, 128]>::zeros_with_dims(&[3, 128]).unwrap();
    linear_into(&x, &w, &mut rows);
    let _: Tensor<f32, shape![]> = product(&Tensor::<f32, shape![4]>::zeros(), &Tensor::<f32, shape![4]>::zeros());

    let a = Tensor::<f32, shape![dyn, 2, 3]>::zeros_with_dims(&[4, 2, 3]).unwrap();
    let b = Tensor::<f32, shape![dyn, 3, 5]>::zeros_with_dims(&[4, 3, 5]).unwrap();
    let _: Tensor<f32, shape![dyn, 2, 5]> = a.bmm(&b);
    let _: Tensor<f32, shape![dyn, 2, 5]> = batched(&a, &b);
    let s = Tensor::<f32, shape![4, 2, 3]>::zeros();
    let _: Tensor<f32, shape![4, 2, 5]> = s.bmm(&b);
    let _: Tensor<f32, shape![1, 2, 2]> = batched(&Tensor::<f32, shape![1, 2, 3]>::zeros(), &Tensor::<f32, shape![1, 3, 2]>::zeros());
    let _: Tensor<f32, shape![784, 128]> = mm_any(&Tensor::<f32, shape![784, 784]>::zeros(), &w);
}

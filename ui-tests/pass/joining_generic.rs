//! Rank- and dim-generic code with the joining and indexing ops: equal generic dims agree
//! without a bound, and `LAST` needs only `Axis<LAST>`-style bounds.

use typed_tensor::shape::AxisLen;
use typed_tensor::shape::{Axis, CatWith, ReplaceAxis, SelectAxis};
use typed_tensor::{shape, Cat, Dyn, Stack, Tensor, D, LAST};

/// Features of two sizes joined along the last axis, for any batch dim `B`.
fn concat_features<B, const F: usize, const G: usize>(
    x: &Tensor<f32, (B, D<F>)>,
    y: &Tensor<f32, (B, D<G>)>,
) -> Tensor<f32, (B, Dyn)> {
    (x, y).cat::<LAST, Dyn>()
}

/// The first entry of the last axis, for any shape with one.
fn first_of_last<S: SelectAxis<LAST>>(t: &Tensor<f32, S>) -> Tensor<f32, <S as SelectAxis<LAST>>::Removed> {
    t.select::<LAST>(0)
}

/// Generic over both shapes: the shapes agree, the result's shape, and the joined axis's
/// static length (for the build-time check of a static result).
fn join_rows<S1, S2>(a: &Tensor<i32, S1>, b: &Tensor<i32, S2>) -> Tensor<i32, <S1 as ReplaceAxis<0, Dyn>>::Output>
where
    S1: CatWith<S2, 0> + ReplaceAxis<0, Dyn> + AxisLen<0>,
    S2: AxisLen<0>,
{
    (a, b).cat::<0, Dyn>()
}

fn last_max<S: Axis<LAST>>(t: &Tensor<f32, S>) -> Tensor<f32, <S as Axis<LAST>>::Replaced<typed_tensor::One>> {
    t.max_keepdim::<LAST>()
}

fn main() {
    let x = Tensor::<f32, shape![dyn, 2]>::ones_with_dims(&[3, 2]).unwrap();
    let y = Tensor::<f32, shape![dyn, 5]>::ones_with_dims(&[3, 5]).unwrap();
    assert_eq!(concat_features(&x, &y).dims(), &[3, 7]);
    let _: Tensor<f32, shape![dyn]> = first_of_last(&x);
    let a = Tensor::<i32, shape![2, 3]>::zeros();
    let b = Tensor::<i32, shape![dyn, 3]>::zeros_with_dims(&[1, 3]).unwrap();
    assert_eq!(join_rows(&a, &b).dims(), &[3, 3]);
    let _: Tensor<f32, shape![dyn, 1]> = last_max(&x);
    let _: Tensor<f32, shape![2, dyn, 2]> = [x.clone(), x].stack::<0>();
}

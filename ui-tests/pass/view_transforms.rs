// Every transform's result type, written out, on static, `One` and `Dyn` dims; and the
// generic bounds a user writes.
use typed_tensor::shape::{BroadcastInto, FlattenAxes, Permute, Squeeze, Transpose, Unsqueeze};
use typed_tensor::{axes, shape, Dyn, Tensor, D};

fn add_axis<S: Unsqueeze<0>>(x: &Tensor<f32, S>) -> Tensor<f32, <S as Unsqueeze<0>>::Output> {
    x.unsqueeze::<0>()
}

fn drop_axis<S: Squeeze<1>>(x: &Tensor<f32, S>) -> Tensor<f32, <S as Squeeze<1>>::Output> {
    x.squeeze::<1>()
}

// `broadcast_to` accepts the in-place ops' bound too.
fn widen<S: BroadcastInto<shape![dyn, 4]>>(x: &Tensor<f32, S>) -> Tensor<f32, shape![dyn, 4]> {
    x.broadcast_to()
}

fn swap<S: Transpose<0, 1>>(x: &Tensor<f32, S>) -> Tensor<f32, <S as Transpose<0, 1>>::Output> {
    x.transpose::<0, 1>()
}

fn rotate<S: Permute<typed_tensor::shape::machinery::Axes3<2, 0, 1>>>(
    x: &Tensor<f32, S>,
) -> Tensor<f32, <S as Permute<axes![2, 0, 1]>>::Output> {
    x.permute::<axes![2, 0, 1]>()
}

fn merge_last<S>(x: &Tensor<f32, S>) -> Tensor<f32, <S as FlattenAxes<1, 2, Dyn>>::Output>
where
    S: FlattenAxes<1, 2, Dyn> + typed_tensor::Shape,
    <S as FlattenAxes<1, 2, Dyn>>::Output: typed_tensor::Shape,
{
    x.flatten_axes::<1, 2, Dyn>()
}

fn main() {
    let w = Tensor::<f32, shape![5, 64]>::zeros();
    let _: Tensor<f32, shape![1, 5, 64]> = w.unsqueeze::<0>();
    let _: Tensor<f32, shape![5, 1, 64]> = w.unsqueeze::<1>();
    let _: Tensor<f32, shape![5, 64, 1]> = w.unsqueeze::<2>();
    let _: Tensor<f32, shape![1, 5, 64]> = add_axis(&w);

    let x = Tensor::<f32, shape![2, 1, 4]>::zeros();
    let _: Tensor<f32, shape![2, 4]> = x.squeeze::<1>();
    let _: Tensor<f32, shape![2, 4]> = drop_axis(&x);
    let d = Tensor::<f32, shape![dyn, 3]>::zeros_with_dims(&[1, 3]).unwrap();
    let _: Tensor<f32, shape![3]> = d.squeeze::<0>();

    let row = Tensor::<f32, shape![4]>::zeros();
    let _: Tensor<f32, shape![3, 4]> = row.broadcast_to();
    let _: Tensor<f32, shape![0, 4]> = row.expand();
    let _: Tensor<f32, shape![1, 4]> = row.broadcast_to();
    let _ = widen(&Tensor::<f32, shape![dyn, 1]>::zeros_with_dims(&[3, 1]).unwrap());
    let one = Tensor::<f32, shape![1]>::zeros();
    let _: Tensor<f32, shape![0]> = one.broadcast_to();

    let y = Tensor::<f32, shape![2, 3, 4]>::zeros();
    let _: Tensor<f32, shape![6, 4]> = y.reshape();
    let _: Tensor<f32, shape![dyn, 4]> = y.reshape();
    let _: Tensor<f32, shape![24]> = y.view().unwrap();
    let _: Tensor<f32, shape![dyn]> = y.view().unwrap();
    let _: Tensor<f32, (Dyn,)> = y.flatten();
    let _: Tensor<f32, shape![2, 12]> = y.flatten_axes::<1, 2, D<12>>();
    let _: Tensor<f32, shape![dyn, 4]> = y.flatten_axes::<0, 1, Dyn>();
    let _: Tensor<f32, shape![2, dyn]> = merge_last(&y);
    let _: Tensor<f32, shape![4, 2, 3]> = y.permute::<axes![2, 0, 1]>();
    let _: Tensor<f32, shape![4, 2, 3]> = rotate(&y);
    let _: Tensor<f32, shape![4, 3, 2]> = y.transpose::<0, 2>();
    let _: Tensor<f32, shape![3, 2, 4]> = swap(&y);
    let _: Tensor<f32, shape![64, 5]> = w.t();
    let _: Tensor<f32, shape![2, 3, 4]> = y.contiguous();
    let _: Tensor<f32, shape![2, 3, 4]> = y.to_owned();
    let _: Tensor<f32, shape![]> = Tensor::<f32, shape![]>::zeros().permute::<axes![]>();
}

//! Generic code around the `*_into` methods: one bound, `ZipInto`, or the three traits it
//! stands for (as generic code wrote them before `ZipInto`), which give back a plain `()`.
use typed_tensor::shape::{BroadcastInto, BroadcastWith, ZipInto};
use typed_tensor::{shape, Tensor};

fn sum_into<S1: ZipInto<S2, SO>, S2, SO>(a: &Tensor<f32, S1>, b: &Tensor<f32, S2>, out: &mut Tensor<f32, SO>) {
    a.add_into(b, out);
}

fn product_into<S1, S2, SO>(a: &Tensor<f32, S1>, b: &Tensor<f32, S2>, out: &mut Tensor<f32, SO>) -> ()
where
    S1: BroadcastWith<S2> + BroadcastInto<SO>,
    S2: BroadcastInto<SO>,
{
    a.mul_into(b, out)
}

fn main() {
    let a = Tensor::<f32, shape![2, 1]>::ones();
    let b = Tensor::<f32, shape![3]>::ones();
    let mut out = Tensor::<f32, shape![2, 3]>::zeros();
    sum_into(&a, &b, &mut out);
    product_into(&a, &b, &mut out);
    let mut dynamic = Tensor::<f32, shape![dyn, 3]>::zeros_with_dims(&[2, 3]).unwrap();
    sum_into(&a, &b, &mut dynamic);
}

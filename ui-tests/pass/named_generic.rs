// Generic code over named dims: any name, as long as both operands agree, with no bound
// beyond `DimName`; and a named dim where a generic `Dim` is asked for.
use typed_tensor::{dim_name, shape, shape::DimName, Dim, Dyn, Tensor, D, LAST};

dim_name!(Batch);
dim_name!(Seq);

fn scale_rows<B: DimName, const H: usize>(
    x: &Tensor<f32, (Dyn<B>, D<H>)>,
    s: &Tensor<f32, (Dyn<B>, typed_tensor::One)>,
) -> Tensor<f32, (Dyn<B>, D<H>)> {
    x * s
}

fn scores<B: Dim, T: Dim, const H: usize>(q: &Tensor<f32, (B, T, D<H>)>, k: &Tensor<f32, (B, T, D<H>)>) -> Tensor<f32, (B, T, T)> {
    q.matmul(&k.transpose::<1, 2>()).softmax::<LAST>()
}

fn main() {
    let x = Tensor::<f32, shape![dyn Batch, 4]>::ones_with_dims(&[2, 4]).unwrap();
    let s = Tensor::<f32, shape![dyn Batch, 1]>::ones_with_dims(&[2, 1]).unwrap();
    let _: Tensor<f32, shape![dyn Batch, 4]> = scale_rows(&x, &s);
    let q = Tensor::<f32, shape![dyn Batch, dyn Seq, 8]>::ones_with_dims(&[2, 3, 8]).unwrap();
    let _: Tensor<f32, shape![dyn Batch, dyn Seq, dyn Seq]> = scores(&q, &q);
}

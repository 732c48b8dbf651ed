//! Generic model code: a dim that appears on both sides broadcasts with itself, with no bound.
use typed_tensor::{shape, Dim, Shape, Tensor, D, One};

/// The case: the same `B` and `T` on both sides, `One` against `D<H>`.
fn subtract_mean<B: Dim, T: Dim, const H: usize>(
    x: &Tensor<f32, (B, T, D<H>)>,
    m: &Tensor<f32, (B, T, One)>,
) -> Tensor<f32, (B, T, D<H>)> {
    x - m
}

/// A layer norm over the last axis of any `(batch, time, hidden)` tensor: the dims need
/// `Dim` (for the reductions), and the broadcasting ops need no bound at all.
fn layer_norm<B: Dim, T: Dim, const H: usize>(
    x: &Tensor<f32, (B, T, D<H>)>,
    gamma: &Tensor<f32, (D<H>,)>,
    beta: &Tensor<f32, (D<H>,)>,
) -> Tensor<f32, (B, T, D<H>)> {
    let centered = subtract_mean(x, &x.mean_keepdim::<2>());
    let var = (&centered * &centered).mean_keepdim::<2>();
    let normed = &centered / &(var + 1e-5).sqrt();
    &(&normed * gamma) + beta
}

/// A residual connection over any shape: `S: Shape` is the only bound.
fn residual<S: Shape>(x: &Tensor<f32, S>, f: impl Fn(&Tensor<f32, S>) -> Tensor<f32, S>) -> Tensor<f32, S> {
    let mut y = x + &f(x);
    y += x;
    y
}

fn main() {
    let x = Tensor::<f32, shape![dyn, 5, 8]>::ones_with_dims(&[3, 5, 8]).unwrap();
    let gamma = Tensor::<f32, shape![8]>::ones();
    let beta = Tensor::<f32, shape![8]>::zeros();
    let _: Tensor<f32, shape![dyn, 5, 8]> = layer_norm(&x, &gamma, &beta);
    let _: Tensor<f32, shape![dyn, 5, 8]> = residual(&x, |t| t.relu());
}

//! A const generic that turns out to be 1 builds: `D<1>` is a legal static size.
use typed_tensor::{shape, Tensor, D, One};

/// A linear head with `O` outputs; `O = 1` is a regression head.
fn head<const I: usize, const O: usize>(
    x: &Tensor<f32, shape![4, I, 1]>,
    w: &Tensor<f32, shape![I, O]>,
) -> Tensor<f32, shape![4, O]> {
    (x * w).sum::<1>()
}

fn main() {
    let x = Tensor::<f32, shape![4, 3, 1]>::ones();
    let w = Tensor::<f32, shape![3, 1]>::ones(); // `shape![3, 1]`: here the 1 is `One`
    let w1 = Tensor::<f32, (D<3>, D<1>)>::ones(); // a `D<1>` written by hand
    let _: Tensor<f32, (D<4>, D<1>)> = head::<3, 1>(&x, &w1);
    let _: Tensor<f32, (D<4>, One)> = (&x * &w).sum::<1>();
    // `D<1>` meets `D<1>` and `One`, and keeps its type.
    let _: Tensor<f32, (D<3>, D<1>)> = &w1 + &w;
    let _: Tensor<f32, (D<3>, D<1>)> = &w + &w1;
    let _: Tensor<f32, (D<3>, D<1>)> = &w1 + &w1;
    // `topk::<1, _>` gives a `D<1>` axis.
    let (_values, _indices): (Tensor<f32, (D<3>, D<1>)>, Tensor<usize, (D<3>, D<1>)>) =
        Tensor::<f32, shape![3, 4]>::ones().topk::<1, 1>(true);
}

//! The gradients of `interpolate_nearest` and `interpolate_bilinear` against finite
//! differences (their values are checked against PyTorch in `cnn_layers_vs_torch.rs`).

mod gradcheck;

use gradcheck::{check1, tensor};
use typed_tensor::autograd::Var;
use typed_tensor::{shape, Tensor};

#[test]
fn gradients_match_finite_differences() {
    let x: Tensor<f64, shape![2, 2, 3, 4]> = tensor(&[2, 2, 3, 4], 1, -1.0, 1.0);
    for corners in [false, true] {
        check1(&format!("bilinear up, align_corners {corners}"), &x, |x| {
            let y: Var<f64, shape![2, 2, 7, 5]> = x.interpolate_bilinear(corners);
            y
        });
        check1(
            &format!("bilinear down, align_corners {corners}"),
            &x,
            |x| {
                let y: Var<f64, shape![2, 2, 2, 3]> = x.interpolate_bilinear(corners);
                y
            },
        );
    }
    check1("nearest", &x, |x| {
        let y: Var<f64, shape![2, 2, 5, 9]> = x.interpolate_nearest();
        y
    });
}

#[test]
fn bilinear_to_the_same_size_is_the_identity() {
    let x: Tensor<f32, shape![1, 3, 4, 5]> =
        Tensor::from_fn(|i| (i[1] * 20 + i[2] * 5 + i[3]) as f32);
    let y: Tensor<f32, shape![1, 3, 4, 5]> = x.interpolate_bilinear(false);
    assert_eq!(y.to_vec(), x.to_vec());
}

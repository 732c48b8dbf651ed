//! `pad2d` and `pad1d` in every mode against a direct definition, with finite-difference
//! gradients, and their errors.

mod gradcheck;

use gradcheck::{check1, tensor};
use typed_tensor::autograd::Var;
use typed_tensor::nn::{Pad, PadMode};
use typed_tensor::{shape, Tensor};

/// The input position output position `o` of an axis of `size` padded by `low` reads, in
/// `mode` (`None`: the constant).
fn source(o: usize, size: usize, low: usize, mode: &str) -> Option<usize> {
    let i = o as isize - low as isize;
    let last = size as isize - 1;
    if (0..=last).contains(&i) {
        return Some(i as usize);
    }
    match mode {
        "reflect" if i < 0 => Some((-i) as usize),
        "reflect" => Some((2 * last - i) as usize),
        "replicate" => Some(i.clamp(0, last) as usize),
        _ => None,
    }
}

fn reference(
    x: &[f64],
    [planes, h, w]: [usize; 3],
    [l, r, t, b]: [usize; 4],
    mode: &str,
    value: f64,
) -> Vec<f64> {
    let (oh, ow) = (h + t + b, w + l + r);
    let mut y = Vec::new();
    for p in 0..planes {
        for i in 0..oh {
            for j in 0..ow {
                y.push(match (source(i, h, t, mode), source(j, w, l, mode)) {
                    (Some(a), Some(c)) => x[(p * h + a) * w + c],
                    _ => value,
                });
            }
        }
    }
    y
}

#[test]
fn every_mode_matches_the_definition() {
    let x: Tensor<f64, shape![2, 3, 4, 5]> = tensor(&[2, 3, 4, 5], 1, -1.0, 1.0);
    let xs = x.to_vec();
    let dims = [6, 4, 5];
    let y: Tensor<f64, shape![2, 3, 7, 8]> = x.pad2d(Pad::<1, 2, 3, 0>, PadMode::Constant(0.5));
    assert_eq!(
        y.to_vec(),
        reference(&xs, dims, [1, 2, 3, 0], "constant", 0.5)
    );
    let y: Tensor<f64, shape![2, 3, 7, 8]> = x.pad2d(Pad::<1, 2, 3, 0>, PadMode::Reflect);
    assert_eq!(
        y.to_vec(),
        reference(&xs, dims, [1, 2, 3, 0], "reflect", 0.0)
    );
    let y: Tensor<f64, shape![2, 3, 10, 11]> = x.pad2d(Pad::<3>, PadMode::Replicate);
    assert_eq!(
        y.to_vec(),
        reference(&xs, dims, [3, 3, 3, 3], "replicate", 0.0)
    );
    // A strided input of run-time sizes, 1-D.
    let rows: Tensor<f64, shape![2, dyn, 3]> = Tensor::from_shape_vec(
        &[2, 7, 3],
        tensor::<shape![42]>(&[42], 2, -1.0, 1.0).to_vec(),
    )
    .unwrap();
    let t = rows.permute::<typed_tensor::axes![0, 2, 1]>(); // [2, 3, 7]
    let y: Tensor<f64, shape![2, 3, dyn]> = t.pad1d(Pad::<2, 4>, PadMode::Reflect);
    assert_eq!(
        y.to_vec(),
        reference(&t.to_vec(), [6, 1, 7], [2, 4, 0, 0], "reflect", 0.0)
    );
}

#[test]
fn gradients_match_finite_differences() {
    let x: Tensor<f64, shape![1, 2, 3, 4]> = tensor(&[1, 2, 3, 4], 3, -1.0, 1.0);
    for mode in [PadMode::Constant(1.5), PadMode::Reflect, PadMode::Replicate] {
        check1(&format!("pad2d {mode:?}"), &x, |x| {
            let y: Var<f64, shape![1, 2, 6, 7]> = x.pad2d(Pad::<2, 1, 1, 2>, mode);
            y
        });
    }
    let r: Tensor<f64, shape![2, 2, 5]> = tensor(&[2, 2, 5], 4, -1.0, 1.0);
    check1("pad1d reflect", &r, |x| {
        let y: Var<f64, shape![2, 2, 9]> = x.pad1d(Pad::<3, 1>, PadMode::Reflect);
        y
    });
}

#[test]
#[allow(clippy::type_complexity)]
fn errors_name_the_axis_and_sizes() {
    let x = Tensor::<f64, shape![1, 1, dyn, 2]>::ones_with_dims(&[1, 1, 3, 2]).unwrap();
    let y: Result<Tensor<f64, shape![1, 1, dyn, 4]>, _> =
        x.try_pad2d(Pad::<1, 1, 3, 3>, PadMode::Reflect);
    assert_eq!(
        y.unwrap_err().to_string(),
        "pad(): reflect padding must be less than the size of the axis it pads. Got: 3 and 3 on \
         axis 2 of size 3 (input dims [1, 1, 3, 2])"
    );
    let y: Result<Tensor<f64, shape![1, 1, 4, 4]>, _> =
        x.try_pad2d(Pad::<1>, PadMode::Constant(0.0));
    assert!(y.unwrap_err().to_string().contains("axis 2 is 5"));
    let r = Tensor::<f64, shape![1, 1, dyn]>::ones_with_dims(&[1, 1, 3]).unwrap();
    let y: Result<Tensor<f64, shape![1, 1, 6]>, _> = r.try_pad1d(Pad::<1, 1>, PadMode::Replicate);
    let text = y.unwrap_err().to_string();
    assert!(
        text.contains("[1, 1, 5]") && text.contains("axis 2 is 5"),
        "{text}"
    );
}

//! `conv_transpose2d` against a direct loop over its definition (each input position adds its
//! value times the kernel onto the output), with finite-difference gradients, and the
//! `ConvTranspose2d` layer.

mod gradcheck;

use gradcheck::{check2, tensor};
use typed_tensor::autograd::Var;
use typed_tensor::nn::{ConvTranspose, ConvTranspose2d};
use typed_tensor::{shape, Tensor};

/// `y[n, o, i s - p + ky d, j s - p + kx d] += x[n, c, i, j] w[c, o - group start, ky, kx]`
/// over the input channels `c` of `o`'s group, plus the bias.
fn reference(
    x: &[f64],
    [n, c, h, w]: [usize; 4],
    wt: &[f64],
    [og, k]: [usize; 2],
    b: Option<&[f64]>,
    [s, p, op, d, g]: [usize; 5],
) -> (Vec<f64>, [usize; 2]) {
    let size = |len: usize| (len - 1) * s + d * (k - 1) + op + 1 - 2 * p;
    let (oh, ow) = (size(h), size(w));
    let o = og * g;
    let cg = c / g;
    let mut y = vec![0.0; n * o * oh * ow];
    for ni in 0..n {
        for ci in 0..c {
            let group = ci / cg;
            for oi in 0..og {
                let out = group * og + oi;
                for i in 0..h {
                    for j in 0..w {
                        for ky in 0..k {
                            for kx in 0..k {
                                let (yy, xx) = (
                                    (i * s + ky * d) as isize - p as isize,
                                    (j * s + kx * d) as isize - p as isize,
                                );
                                if yy < 0 || xx < 0 || yy >= oh as isize || xx >= ow as isize {
                                    continue;
                                }
                                y[((ni * o + out) * oh + yy as usize) * ow + xx as usize] += x
                                    [((ni * c + ci) * h + i) * w + j]
                                    * wt[((ci * og + oi) * k + ky) * k + kx];
                            }
                        }
                    }
                }
            }
        }
        if let Some(b) = b {
            for out in 0..o {
                for v in &mut y[(ni * o + out) * oh * ow..(ni * o + out + 1) * oh * ow] {
                    *v += b[out];
                }
            }
        }
    }
    (y, [oh, ow])
}

fn close(got: &[f64], expected: &[f64]) {
    assert_eq!(got.len(), expected.len());
    for (i, (a, b)) in got.iter().zip(expected).enumerate() {
        assert!(
            (a - b).abs() <= 1e-12 * (1.0 + b.abs()),
            "[{i}]: {a} vs {b}"
        );
    }
}

#[test]
fn every_option_matches_the_definition() {
    let x: Tensor<f64, shape![2, 4, 3, 5]> = tensor(&[2, 4, 3, 5], 1, -1.0, 1.0);
    let w: Tensor<f64, shape![4, 3, 3, 3]> = tensor(&[4, 3, 3, 3], 2, -1.0, 1.0);
    let b: Tensor<f64, shape![6]> = tensor(&[6], 3, -1.0, 1.0);
    let b3: Tensor<f64, shape![3]> = tensor(&[3], 4, -1.0, 1.0);
    let (xs, ws) = (x.to_vec(), w.to_vec());
    let want = |bias: &[f64], opts| reference(&xs, [2, 4, 3, 5], &ws, [3, 3], Some(bias), opts).0;
    let y: Tensor<f64, shape![2, 3, 5, 7]> = x.conv_transpose2d(&w, Some(&b3), ConvTranspose::<1>);
    close(&y.to_vec(), &want(&b3.to_vec(), [1, 0, 0, 1, 1]));
    let y: Tensor<f64, shape![2, 3, 6, 10]> =
        x.conv_transpose2d(&w, Some(&b3), ConvTranspose::<2, 1, 1>);
    close(&y.to_vec(), &want(&b3.to_vec(), [2, 1, 1, 1, 1]));
    // Two groups (6 outputs), dilation 2, stride 3 with output padding 2.
    let y: Tensor<f64, shape![2, 6, 11, 17]> =
        x.conv_transpose2d(&w, Some(&b), ConvTranspose::<3, 1, 2, 2, 2>);
    close(&y.to_vec(), &want(&b.to_vec(), [3, 1, 2, 2, 2]));
    // A run-time height and a strided input.
    let d: Tensor<f64, shape![2, 4, dyn, 3]> =
        Tensor::from_shape_vec(&[2, 4, 5, 3], xs.clone()).unwrap();
    let t = d.permute::<typed_tensor::axes![0, 1, 3, 2]>();
    let y: Tensor<f64, shape![2, 3, 6, dyn]> =
        t.conv_transpose2d(&w, None, ConvTranspose::<2, 1, 1>);
    let (want, dims) = reference(
        &t.to_vec(),
        [2, 4, 3, 5],
        &ws,
        [3, 3],
        None,
        [2, 1, 1, 1, 1],
    );
    assert_eq!((y.dims(), dims), (&[2, 3, 6, 10][..], [6, 10]));
    close(&y.to_vec(), &want);
}

#[test]
fn it_is_the_adjoint_of_conv2d() {
    // <conv_transpose2d(x, w), y> = <x, conv2d(y, w)> for the same options.
    use typed_tensor::nn::Conv;
    let x: Tensor<f64, shape![2, 4, 3, 5]> = tensor(&[2, 4, 3, 5], 5, -1.0, 1.0);
    let w: Tensor<f64, shape![4, 3, 3, 3]> = tensor(&[4, 3, 3, 3], 6, -1.0, 1.0);
    let y: Tensor<f64, shape![2, 3, 6, 10]> = tensor(&[2, 3, 6, 10], 7, -1.0, 1.0);
    let up: Tensor<f64, shape![2, 3, 6, 10]> =
        x.conv_transpose2d(&w, None, ConvTranspose::<2, 1, 1>);
    let down: Tensor<f64, shape![2, 4, 3, 5]> = y.conv2d(&w, None, Conv::<2, 1>);
    let lhs: f64 = up.to_vec().iter().zip(y.to_vec()).map(|(a, b)| a * b).sum();
    let rhs: f64 = x
        .to_vec()
        .iter()
        .zip(down.to_vec())
        .map(|(a, b)| a * b)
        .sum();
    assert!((lhs - rhs).abs() < 1e-10, "{lhs} vs {rhs}");
}

#[test]
fn gradients_match_finite_differences() {
    let x: Tensor<f64, shape![2, 4, 3, 2]> = tensor(&[2, 4, 3, 2], 8, -1.0, 1.0);
    let w: Tensor<f64, shape![4, 2, 2, 3]> = tensor(&[4, 2, 2, 3], 9, -1.0, 1.0);
    let b: Tensor<f64, shape![4]> = tensor(&[4], 10, -1.0, 1.0);
    let up = |x: &Var<f64, shape![2, 4, 3, 2]>,
              w: &Var<f64, shape![4, 2, 2, 3]>,
              b: Option<&Var<f64, shape![4]>>| {
        let y: Var<f64, shape![2, 4, 5, 4]> =
            x.conv_transpose2d(w, b, ConvTranspose::<2, 1, 1, 1, 2>);
        y
    };
    check2("conv_transpose2d (x, w)", &x, &w, |x, w| up(x, w, None));
    check2("conv_transpose2d (w, b)", &w, &b, |w, b| {
        up(&w.tape().constant(x.clone()), w, Some(b))
    });
}

#[test]
#[allow(clippy::type_complexity)]
fn a_run_time_size_that_does_not_fit_is_an_error() {
    let x = Tensor::<f64, shape![1, 1, 3, dyn]>::ones_with_dims(&[1, 1, 3, 4]).unwrap();
    let w = Tensor::<f64, shape![1, 1, 3, 3]>::ones();
    let y: Result<Tensor<f64, shape![1, 1, 5, 5]>, _> =
        x.try_conv_transpose2d(&w, None, ConvTranspose::<1>);
    assert_eq!(
        y.unwrap_err().to_string(),
        "conv_transpose2d(): input size 4 at dimension 3 with kernel 3, stride 1, padding 0, \
         dilation 1 gives an output of size 6, but the output type says 5"
    );
}

#[test]
fn the_layer_enters_its_parameters() {
    let layer = ConvTranspose2d::<4, 2, 2, 2, 0, f64>::new(
        tensor(&[4, 2, 2, 2], 11, -1.0, 1.0),
        Some(tensor(&[2], 12, -1.0, 1.0)),
    );
    let x: Tensor<f64, shape![1, 4, 3, 3]> = tensor(&[1, 4, 3, 3], 13, -1.0, 1.0);
    let y: Tensor<f64, shape![1, 2, 6, 6]> = layer.forward(&x);
    let (want, _) = reference(
        &x.to_vec(),
        [1, 4, 3, 3],
        &layer.weight.to_vec(),
        [2, 2],
        Some(&layer.bias.to_vec()),
        [2, 0, 0, 1, 1],
    );
    close(&y.to_vec(), &want);
    let tape = typed_tensor::autograd::Tape::new();
    let y: Var<f64, shape![1, 2, 6, 6]> = layer.forward(&tape.constant(x));
    let grads = y.sum_all().backward();
    assert_eq!(grads.get(&layer.bias).unwrap().to_vec(), [36.0, 36.0]);
}

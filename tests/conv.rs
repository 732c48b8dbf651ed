//! `conv2d` against a direct loop over PyTorch's definition, for every option (stride,
//! padding, dilation, groups, non-square kernels, odd sizes, an empty batch, strided inputs),
//! its run-time errors, and its gradients against finite differences in f64.

mod gradcheck;

use gradcheck::{check1, check2, tensor};
use typed_tensor::autograd::Tape;
use typed_tensor::nn::Conv;
use typed_tensor::{shape, Dyn, Shape, Tensor, D};

/// `y[n, o, i, j] = b[o] + Σ_{c, u, v} x[n, g*CG + c, i*s + u*d - p, j*s + v*d - p] w[o, c, u, v]`
/// for `o` in group `g`, zero outside the input.
#[allow(clippy::too_many_arguments)]
fn reference(
    x: &[f64],
    xd: [usize; 4],
    w: &[f64],
    wd: [usize; 4],
    b: Option<&[f64]>,
    (s, p, d, groups): (usize, usize, usize, usize),
) -> (Vec<f64>, [usize; 4]) {
    let [n, c, h, wi] = xd;
    let [o, cg, kh, kw] = wd;
    let oh = (h + 2 * p - d * (kh - 1) - 1) / s + 1;
    let ow = (wi + 2 * p - d * (kw - 1) - 1) / s + 1;
    let mut y = vec![0.0; n * o * oh * ow];
    for ni in 0..n {
        for oi in 0..o {
            let group = oi / (o / groups);
            for i in 0..oh {
                for j in 0..ow {
                    let mut sum = b.map_or(0.0, |b| b[oi]);
                    for ci in 0..cg {
                        let channel = group * cg + ci;
                        for u in 0..kh {
                            for v in 0..kw {
                                let (yy, xx) = (
                                    (i * s + u * d) as isize - p as isize,
                                    (j * s + v * d) as isize - p as isize,
                                );
                                if yy < 0 || xx < 0 || yy >= h as isize || xx >= wi as isize {
                                    continue;
                                }
                                let xv =
                                    x[((ni * c + channel) * h + yy as usize) * wi + xx as usize];
                                sum += xv * w[((oi * cg + ci) * kh + u) * kw + v];
                            }
                        }
                    }
                    y[((ni * o + oi) * oh + i) * ow + j] = sum;
                }
            }
        }
    }
    assert_eq!(c, cg * groups);
    (y, [n, o, oh, ow])
}

fn close(got: &[f64], expected: &[f64]) {
    assert_eq!(got.len(), expected.len());
    for (i, (a, b)) in got.iter().zip(expected).enumerate() {
        assert!(
            (a - b).abs() <= 1e-12 * (1.0 + b.abs()),
            "element {i}: {a} vs {b}"
        );
    }
}

/// Runs `conv2d` with these static sizes and options, against the reference.
macro_rules! case {
    ($n:literal, $c:literal, $h:literal, $w:literal; $o:literal, $cg:literal, $kh:literal, $kw:literal;
     $s:literal, $p:literal, $d:literal, $g:literal; $oh:literal, $ow:literal; bias $bias:literal) => {{
        let x: Tensor<f64, (D<$n>, D<$c>, D<$h>, D<$w>)> = tensor(&[$n, $c, $h, $w], 1, -1.0, 1.0);
        let w: Tensor<f64, (D<$o>, D<$cg>, D<$kh>, D<$kw>)> =
            tensor(&[$o, $cg, $kh, $kw], 2, -1.0, 1.0);
        let b: Tensor<f64, (D<$o>,)> = tensor(&[$o], 3, -1.0, 1.0);
        let bias = if $bias { Some(&b) } else { None };
        let y: Tensor<f64, (D<$n>, D<$o>, D<$oh>, D<$ow>)> =
            x.conv2d(&w, bias, Conv::<$s, $p, $d, $g>);
        let bv = b.to_vec();
        let (expected, dims) = reference(
            &x.to_vec(),
            [$n, $c, $h, $w],
            &w.to_vec(),
            [$o, $cg, $kh, $kw],
            if $bias { Some(&bv[..]) } else { None },
            ($s, $p, $d, $g),
        );
        assert_eq!(y.dims(), &dims);
        close(&y.to_vec(), &expected);
    }};
}

#[test]
fn every_option_matches_the_definition() {
    case!(2, 3, 7, 9; 4, 3, 3, 3; 1, 0, 1, 1; 5, 7; bias true);
    case!(2, 3, 7, 9; 4, 3, 3, 3; 1, 1, 1, 1; 7, 9; bias false);
    case!(1, 2, 8, 7; 5, 2, 3, 2; 2, 1, 1, 1; 4, 4; bias true);
    case!(3, 2, 9, 9; 2, 2, 3, 3; 1, 2, 2, 1; 9, 9; bias true);
    case!(1, 1, 5, 5; 1, 1, 5, 5; 3, 0, 1, 1; 1, 1; bias true);
    case!(2, 4, 6, 5; 6, 2, 3, 3; 1, 1, 1, 2; 6, 5; bias true); // two groups
    case!(1, 4, 6, 6; 4, 1, 3, 3; 2, 1, 1, 4; 3, 3; bias false); // depthwise
    case!(2, 3, 4, 4; 5, 3, 1, 1; 1, 0, 1, 1; 4, 4; bias true); // 1x1
    case!(1, 1, 1, 1; 2, 1, 3, 3; 1, 1, 1, 1; 1, 1; bias true); // all padding but the centre
    case!(2, 3, 11, 13; 7, 3, 4, 5; 3, 2, 2, 1; 3, 3; bias true); // odd everything
}

#[test]
fn run_time_sizes_and_views() {
    // A Dyn batch and height, an empty batch, and an input that is a permuted view.
    let w: Tensor<f64, shape![3, 2, 3, 3]> = tensor(&[3, 2, 3, 3], 5, -1.0, 1.0);
    for (n, h) in [(2, 6), (0, 5), (1, 3)] {
        let x: Tensor<f64, (Dyn, D<2>, Dyn, D<4>)> = tensor(&[n, 2, h, 4], 4, -1.0, 1.0);
        let y: Tensor<f64, (Dyn, D<3>, Dyn, D<4>)> = x.conv2d(&w, None, Conv::<1, 1>);
        let (expected, dims) = reference(
            &x.to_vec(),
            [n, 2, h, 4],
            &w.to_vec(),
            [3, 2, 3, 3],
            None,
            (1, 1, 1, 1),
        );
        assert_eq!(y.dims(), &dims);
        close(&y.to_vec(), &expected);
    }
    let nhwc: Tensor<f64, shape![2, 5, 4, 2]> = tensor(&[2, 5, 4, 2], 6, -1.0, 1.0);
    let x = nhwc.permute::<typed_tensor::axes![0, 3, 1, 2]>(); // [2, 2, 5, 4], strided
    let y: Tensor<f64, shape![2, 3, 5, 4]> = x.conv2d(&w, None, Conv::<1, 1>);
    let (expected, _) = reference(
        &x.to_vec(),
        [2, 2, 5, 4],
        &w.to_vec(),
        [3, 2, 3, 3],
        None,
        (1, 1, 1, 1),
    );
    close(&y.to_vec(), &expected);
}

#[test]
fn a_run_time_size_that_does_not_fit_is_an_error() {
    let w = Tensor::<f32, shape![1, 1, 3, 3]>::ones();
    let x = Tensor::<f32, shape![1, 1, dyn, 8]>::ones_with_dims(&[1, 1, 2, 8]).unwrap();
    type Out = Tensor<f32, shape![1, 1, dyn, dyn]>;
    let y: Result<Out, _> = x.try_conv2d(&w, None, Conv::<1>);
    let err = y.unwrap_err();
    assert_eq!(
        err.to_string(),
        "conv2d(): input size 2 at dimension 2 is too small for kernel 3, stride 1, padding 0, \
         dilation 1 (padded size 2, dilated kernel 3)"
    );
    let x = Tensor::<f32, shape![1, 1, dyn, 8]>::ones_with_dims(&[1, 1, 9, 8]).unwrap();
    type Six = Tensor<f32, shape![1, 1, 6, 6]>;
    let y: Result<Six, _> = x.try_conv2d(&w, None, Conv::<1>);
    let err = y.unwrap_err();
    assert_eq!(
        err.to_string(),
        "conv2d(): input size 9 at dimension 2 with kernel 3, stride 1, padding 0, dilation 1 \
         gives an output of size 7, but the output type says 6"
    );
    let result = std::panic::catch_unwind(|| {
        let _: Tensor<f32, shape![1, 1, 6, 6]> = x.conv2d(&w, None, Conv::<1, 0>);
    });
    assert!(result.is_err());
}

fn conv<S: Shape>(
    x: &typed_tensor::autograd::Var<f64, shape![2, 4, 5, 6]>,
    w: &typed_tensor::autograd::Var<f64, shape![6, 2, 3, 2]>,
    b: Option<&typed_tensor::autograd::Var<f64, shape![6]>>,
) -> typed_tensor::autograd::Var<f64, shape![2, 6, 3, 4]> {
    let _ = S::RANK;
    x.conv2d(w, b, Conv::<2, 1, 1, 2>)
}

#[test]
fn gradients_match_finite_differences() {
    let x: Tensor<f64, shape![2, 4, 5, 6]> = tensor(&[2, 4, 5, 6], 7, -1.0, 1.0);
    let w: Tensor<f64, shape![6, 2, 3, 2]> = tensor(&[6, 2, 3, 2], 8, -1.0, 1.0);
    let b: Tensor<f64, shape![6]> = tensor(&[6], 9, -1.0, 1.0);
    check2("conv2d (x, w)", &x, &w, |x, w| conv::<()>(x, w, None));
    check2("conv2d (w, b)", &w, &b, |w, b| {
        conv::<()>(&w.tape().constant(x.clone()), w, Some(b))
    });
    // Dilated and padded past the kernel, one group.
    let x: Tensor<f64, shape![1, 2, 6, 5]> = tensor(&[1, 2, 6, 5], 10, -1.0, 1.0);
    let w: Tensor<f64, shape![3, 2, 2, 3]> = tensor(&[3, 2, 2, 3], 11, -1.0, 1.0);
    check2("conv2d dilated (x, w)", &x, &w, |x, w| {
        let y: typed_tensor::autograd::Var<f64, shape![1, 3, 5, 3]> =
            x.conv2d(w, None, Conv::<2, 3, 3>);
        y
    });
    let _ = Tape::<f64>::new();
}

/// `y[n, c, i, j] = max over the window at (i*s - p, j*s - p) of the input`, NaN if any.
fn pool_reference(
    x: &[f64],
    xd: [usize; 4],
    k: usize,
    s: usize,
    p: usize,
) -> (Vec<f64>, [usize; 4]) {
    let [n, c, h, w] = xd;
    let (oh, ow) = ((h + 2 * p - k) / s + 1, (w + 2 * p - k) / s + 1);
    let mut y = Vec::new();
    for plane in 0..n * c {
        for i in 0..oh {
            for j in 0..ow {
                let mut best = f64::NEG_INFINITY;
                for u in 0..k {
                    for v in 0..k {
                        let (yy, xx) = (
                            (i * s + u) as isize - p as isize,
                            (j * s + v) as isize - p as isize,
                        );
                        if yy < 0 || xx < 0 || yy >= h as isize || xx >= w as isize {
                            continue;
                        }
                        let value = x[plane * h * w + yy as usize * w + xx as usize];
                        best = if value.is_nan() || best.is_nan() {
                            f64::NAN
                        } else {
                            best.max(value)
                        };
                    }
                }
                y.push(best);
            }
        }
    }
    (y, [n, c, oh, ow])
}

#[test]
fn max_pooling_matches_the_definition() {
    use typed_tensor::nn::Pool;
    let x: Tensor<f64, shape![2, 3, 7, 9]> = tensor(&[2, 3, 7, 9], 12, -1.0, 1.0);
    let y: Tensor<f64, shape![2, 3, 3, 4]> = x.max_pool2d(Pool::<2>);
    let (expected, _) = pool_reference(&x.to_vec(), [2, 3, 7, 9], 2, 2, 0);
    close(&y.to_vec(), &expected);
    let y: Tensor<f64, shape![2, 3, 4, 5]> = x.max_pool2d(Pool::<3, 2, 1>);
    let (expected, _) = pool_reference(&x.to_vec(), [2, 3, 7, 9], 3, 2, 1);
    close(&y.to_vec(), &expected);
    let y: Tensor<f64, shape![2, 3, 5, 7]> = x.max_pool2d(Pool::<3, 1>);
    let (expected, _) = pool_reference(&x.to_vec(), [2, 3, 7, 9], 3, 1, 0);
    close(&y.to_vec(), &expected);
    // A NaN wins its windows; a Dyn batch of 0.
    let mut values = x.to_vec();
    values[10] = f64::NAN;
    let x = Tensor::<f64, (Dyn, D<3>, D<7>, D<9>)>::from_shape_vec(&[2, 3, 7, 9], values).unwrap();
    let y: Tensor<f64, (Dyn, D<3>, D<3>, D<4>)> = x.max_pool2d(Pool::<2>);
    let (expected, _) = pool_reference(&x.to_vec(), [2, 3, 7, 9], 2, 2, 0);
    let got = y.to_vec();
    for (a, b) in got.iter().zip(&expected) {
        assert!(a == b || (a.is_nan() && b.is_nan()), "{a} vs {b}");
    }
    assert!(got[0].is_nan() || got[1].is_nan());
    let empty = Tensor::<f64, (Dyn, D<3>, D<7>, D<9>)>::zeros_with_dims(&[0, 3, 7, 9]).unwrap();
    let y: Tensor<f64, (Dyn, D<3>, D<3>, D<4>)> = empty.max_pool2d(Pool::<2>);
    assert_eq!(y.dims(), &[0, 3, 3, 4]);
}

#[test]
fn max_pooling_gradients_match_finite_differences() {
    use typed_tensor::nn::Pool;
    // Distinct values, so that no window has a tie within the finite difference's step.
    let values: Vec<f64> = (0..2 * 2 * 5 * 6)
        .map(|i| ((i * 37) % 120) as f64 / 30.0)
        .collect();
    let x = Tensor::<f64, shape![2, 2, 5, 6]>::from_vec(values).unwrap();
    let w: Tensor<f64, shape![3, 2, 2, 2]> = tensor(&[3, 2, 2, 2], 13, -1.0, 1.0);
    check2("max_pool2d after conv2d (x, w)", &x, &w, |x, w| {
        let y: typed_tensor::autograd::Var<f64, shape![2, 3, 4, 5]> = x.conv2d(w, None, Conv::<1>);
        let pooled: typed_tensor::autograd::Var<f64, shape![2, 3, 2, 3]> =
            y.max_pool2d(Pool::<3, 2, 1>);
        pooled
    });
}

#[test]
fn recorded_and_plain_pooling_agree() {
    use typed_tensor::nn::Pool;
    // Inference computes the maxima alone; a recorded input also keeps where each came from.
    let mut values = tensor::<shape![2, 3, 9, 7]>(&[2, 3, 9, 7], 14, -1.0, 1.0).to_vec();
    values[5] = f64::NAN;
    values[70] = f64::NAN;
    let x = Tensor::<f64, shape![2, 3, 9, 7]>::from_vec(values).unwrap();
    let plain: Tensor<f64, shape![2, 3, 5, 4]> = x.max_pool2d(Pool::<3, 2, 1>);
    let recorded: typed_tensor::autograd::Var<f64, shape![2, 3, 5, 4]> =
        Tape::new().param(&x).max_pool2d(Pool::<3, 2, 1>);
    let (a, b) = (plain.to_vec(), recorded.value().to_vec());
    assert!(a.iter().any(|v| v.is_nan()));
    for (a, b) in a.iter().zip(&b) {
        assert!(a == b || (a.is_nan() && b.is_nan()), "{a} vs {b}");
    }
    let (expected, _) = pool_reference(&x.to_vec(), [2, 3, 9, 7], 3, 2, 1);
    for (a, b) in a.iter().zip(&expected) {
        assert!(a == b || (a.is_nan() && b.is_nan()), "{a} vs {b}");
    }
}

/// The mean over each window, divided by k * k or by the elements inside the input.
fn avg_reference(
    x: &[f64],
    xd: [usize; 4],
    k: usize,
    s: usize,
    p: usize,
    with_pad: bool,
) -> Vec<f64> {
    let [n, c, h, w] = xd;
    let (oh, ow) = ((h + 2 * p - k) / s + 1, (w + 2 * p - k) / s + 1);
    let mut y = Vec::new();
    for plane in 0..n * c {
        for i in 0..oh {
            for j in 0..ow {
                let (mut sum, mut count) = (0.0, 0);
                for u in 0..k {
                    for v in 0..k {
                        let (yy, xx) = (
                            (i * s + u) as isize - p as isize,
                            (j * s + v) as isize - p as isize,
                        );
                        if yy < 0 || xx < 0 || yy >= h as isize || xx >= w as isize {
                            continue;
                        }
                        sum += x[plane * h * w + yy as usize * w + xx as usize];
                        count += 1;
                    }
                }
                y.push(
                    sum / if with_pad {
                        (k * k) as f64
                    } else {
                        count as f64
                    },
                );
            }
        }
    }
    y
}

#[test]
fn average_pooling_matches_the_definition_and_its_gradient() {
    use typed_tensor::nn::Pool;
    let x: Tensor<f64, shape![2, 3, 7, 9]> = tensor(&[2, 3, 7, 9], 15, -1.0, 1.0);
    for with_pad in [true, false] {
        let y: Tensor<f64, shape![2, 3, 4, 5]> = x.avg_pool2d(Pool::<3, 2, 1>, with_pad);
        close(
            &y.to_vec(),
            &avg_reference(&x.to_vec(), [2, 3, 7, 9], 3, 2, 1, with_pad),
        );
        let y: Tensor<f64, shape![2, 3, 3, 4]> = x.avg_pool2d(Pool::<2>, with_pad);
        close(
            &y.to_vec(),
            &avg_reference(&x.to_vec(), [2, 3, 7, 9], 2, 2, 0, with_pad),
        );
    }
    let w: Tensor<f64, shape![2, 3, 2, 2]> = tensor(&[2, 3, 2, 2], 16, -1.0, 1.0);
    check2("avg_pool2d after conv2d (x, w)", &x, &w, |x, w| {
        let y: typed_tensor::autograd::Var<f64, shape![2, 2, 6, 8]> = x.conv2d(w, None, Conv::<1>);
        let a: typed_tensor::autograd::Var<f64, shape![2, 2, 3, 4]> =
            y.avg_pool2d(Pool::<3, 2, 1>, false);
        a
    });
}

/// Output `(i, j)` the mean of rows `floor(i h / oh) .. ceil((i + 1) h / oh)` and the columns
/// likewise, written with floats as PyTorch's documentation states it.
fn adaptive_reference(x: &[f64], [n, c, h, w]: [usize; 4], [oh, ow]: [usize; 2]) -> Vec<f64> {
    let bounds = |i: usize, len: usize, out: usize| {
        let start = ((i * len) as f64 / out as f64).floor() as usize;
        let end = (((i + 1) * len) as f64 / out as f64).ceil() as usize;
        start..end
    };
    let mut y = Vec::new();
    for plane in 0..n * c {
        for i in 0..oh {
            for j in 0..ow {
                let (rows, columns) = (bounds(i, h, oh), bounds(j, w, ow));
                let count = (rows.len() * columns.len()) as f64;
                let sum: f64 = rows
                    .flat_map(|r| columns.clone().map(move |q| (r, q)))
                    .map(|(r, q)| x[plane * h * w + r * w + q])
                    .sum();
                y.push(sum / count);
            }
        }
    }
    y
}

#[test]
fn adaptive_average_pooling_matches_the_definition_and_its_gradient() {
    let x: Tensor<f64, shape![2, 3, 7, 5]> = tensor(&[2, 3, 7, 5], 17, -1.0, 1.0);
    let xs = x.to_vec();
    let d = [2, 3, 7, 5];
    let global: Tensor<f64, shape![2, 3, 1, 1]> = x.adaptive_avg_pool2d();
    close(&global.to_vec(), &adaptive_reference(&xs, d, [1, 1]));
    let overlapping: Tensor<f64, shape![2, 3, 3, 2]> = x.adaptive_avg_pool2d();
    close(&overlapping.to_vec(), &adaptive_reference(&xs, d, [3, 2]));
    let same: Tensor<f64, shape![2, 3, 7, 5]> = x.adaptive_avg_pool2d();
    close(&same.to_vec(), &xs); // the identity
    let larger: Tensor<f64, shape![2, 3, 10, 8]> = x.adaptive_avg_pool2d();
    close(&larger.to_vec(), &adaptive_reference(&xs, d, [10, 8]));
    // A permuted (strided) input of run-time sizes.
    let d: Tensor<f64, shape![2, 3, dyn, dyn]> = Tensor::from_shape_vec(&d, xs.clone()).unwrap();
    let t = d.permute::<typed_tensor::axes![0, 1, 3, 2]>();
    let want = adaptive_reference(&t.to_vec(), [2, 3, 5, 7], [2, 3]);
    let y: Tensor<f64, shape![2, 3, 2, 3]> = t.adaptive_avg_pool2d();
    close(&y.to_vec(), &want);
    let w: Tensor<f64, shape![2, 3, 2, 2]> = tensor(&[2, 3, 2, 2], 18, -1.0, 1.0);
    check2("adaptive_avg_pool2d after conv2d (x, w)", &x, &w, |x, w| {
        let y: typed_tensor::autograd::Var<f64, shape![2, 2, 6, 4]> = x.conv2d(w, None, Conv::<1>);
        let y: typed_tensor::autograd::Var<f64, shape![2, 2, 4, 3]> = y.adaptive_avg_pool2d();
        y
    });
}

#[test]
fn same_padding_keeps_the_size_and_is_the_padded_valid_convolution() {
    use typed_tensor::nn::{Pad, PadMode, SAME, VALID};
    let x: Tensor<f64, shape![2, 2, 7, 6]> = tensor(&[2, 2, 7, 6], 30, -1.0, 1.0);
    let w: Tensor<f64, shape![3, 2, 3, 3]> = tensor(&[3, 2, 3, 3], 31, -1.0, 1.0);
    // Dilation 2: a reach of 5, padding 2 on each side.
    let y: Tensor<f64, shape![2, 3, 7, 6]> = x.conv2d(&w, None, Conv::<1, SAME, 2>);
    let (want, _) = reference(
        &x.to_vec(),
        [2, 2, 7, 6],
        &w.to_vec(),
        [3, 2, 3, 3],
        None,
        (1, 2, 2, 1),
    );
    close(&y.to_vec(), &want);
    // A 5 x 3 kernel: padding 2 rows and 1 column on each side.
    let tall: Tensor<f64, shape![3, 2, 5, 3]> = tensor(&[3, 2, 5, 3], 32, -1.0, 1.0);
    let y: Tensor<f64, shape![2, 3, 7, 6]> = x.conv2d(&tall, None, Conv::<1, SAME>);
    let padded: Tensor<f64, shape![2, 2, 11, 8]> =
        x.pad2d(Pad::<1, 1, 2, 2>, PadMode::Constant(0.0));
    let valid: Tensor<f64, shape![2, 3, 7, 6]> = padded.conv2d(&tall, None, Conv::<1, VALID>);
    close(&y.to_vec(), &valid.to_vec());
    // 1-D, and a run-time length.
    let r = Tensor::<f64, shape![1, 2, dyn]>::from_shape_vec(
        &[1, 2, 9],
        tensor::<shape![18]>(&[18], 33, -1.0, 1.0).to_vec(),
    )
    .unwrap();
    let k: Tensor<f64, shape![4, 2, 5]> = tensor(&[4, 2, 5], 34, -1.0, 1.0);
    let y: Tensor<f64, shape![1, 4, dyn]> = r.conv1d(&k, None, Conv::<1, SAME>);
    assert_eq!(y.dims(), &[1, 4, 9]);
}

#[test]
#[allow(clippy::type_complexity)]
fn max_pooling_returns_the_index_each_window_took() {
    use typed_tensor::nn::Pool;
    let x: Tensor<f64, shape![2, 3, 7, 9]> = tensor(&[2, 3, 7, 9], 40, -1.0, 1.0);
    let (y, at): (Tensor<f64, shape![2, 3, 4, 5]>, _) = x.max_pool2d_with_indices(Pool::<3, 2, 1>);
    let (xs, ys, at) = (x.to_vec(), y.to_vec(), at.to_vec());
    for (k, (&value, &index)) in ys.iter().zip(&at).enumerate() {
        let (plane, o) = (k / 20, k % 20);
        let (oy, ox) = (o / 5, o % 5);
        let (iy, ix) = (index / 9, index % 9);
        // Inside the window of (oy, ox), and the maximum's value.
        assert!((oy * 2).saturating_sub(1) <= iy && iy <= oy * 2 + 1, "{k}");
        assert!((ox * 2).saturating_sub(1) <= ix && ix <= ox * 2 + 1, "{k}");
        assert_eq!(xs[plane * 63 + index], value, "{k}");
    }
    let plain: Tensor<f64, shape![2, 3, 4, 5]> = x.max_pool2d(Pool::<3, 2, 1>);
    assert_eq!(plain.to_vec(), ys);
}

#[test]
fn ceil_mode_pooling_gradients_match_finite_differences() {
    use typed_tensor::nn::Pool;
    let x: Tensor<f64, shape![1, 2, 5, 7]> = tensor(&[1, 2, 5, 7], 50, -1.0, 1.0);
    check1("avg_pool2d ceil_mode", &x, |x| {
        let y: typed_tensor::autograd::Var<f64, shape![1, 2, 3, 4]> =
            x.avg_pool2d(Pool::<2, 2, 1, true>, true);
        y
    });
    check1("max_pool2d ceil_mode", &x, |x| {
        let y: typed_tensor::autograd::Var<f64, shape![1, 2, 3, 4]> =
            x.max_pool2d(Pool::<3, 2, 1, true>);
        y
    });
}

/// Ties, NaNs and infinities in windows of 2x2; an odd height leaves the last row out, and
/// rows of 3 to 21 windows go in every chunk width (1, 4, 8, 16) with the last chunk moved
/// back over the one before.
#[test]
fn two_by_two_pooling_takes_the_first_maximum_and_nan_as_the_other_windows_do() {
    two_by_two_case::<6, 3>();
    two_by_two_case::<11, 5>();
    two_by_two_case::<18, 9>();
    two_by_two_case::<43, 21>();
    two_by_two_case::<64, 32>();
}

#[allow(clippy::type_complexity)]
fn two_by_two_case<const W: usize, const OW: usize>() {
    use typed_tensor::nn::Pool;
    let values: Vec<f32> = (0..2 * 5 * W)
        .map(|i| match i % 7 {
            0 => f32::NAN,
            1 | 2 => 3.0,
            3 => f32::INFINITY,
            _ => (i % 5) as f32 - 2.0,
        })
        .collect();
    let x = Tensor::<f32, (D<1>, D<2>, D<5>, D<W>)>::from_vec(values.clone()).unwrap();
    let tape = Tape::new();
    let (y, at): (
        typed_tensor::autograd::Var<f32, (D<1>, D<2>, D<2>, D<OW>)>,
        _,
    ) = tape.param(&x).max_pool2d_with_indices(Pool::<2>);
    let (ys, at) = (y.value().to_vec(), at.to_vec());
    let plane_len = 5 * W;
    for (k, (&value, &index)) in ys.iter().zip(&at).enumerate() {
        let (plane, oy, ox) = (k / (2 * OW), k % (2 * OW) / OW, k % OW);
        let taps = [(0, 0), (0, 1), (1, 0), (1, 1)].map(|(dy, dx)| (2 * oy + dy) * W + 2 * ox + dx);
        let mut want = taps[0];
        for &t in &taps[1..] {
            let (v, b) = (
                values[plane * plane_len + t],
                values[plane * plane_len + want],
            );
            if v > b || (v.is_nan() && !b.is_nan()) {
                want = t;
            }
        }
        assert_eq!(index, want, "width {W}, output {k}");
        let got = values[plane * plane_len + index];
        assert!(
            got == value || (got.is_nan() && value.is_nan()),
            "width {W}, output {k}"
        );
    }
}

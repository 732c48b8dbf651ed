//! `conv2d` against a direct loop over PyTorch's definition, for every option (stride,
//! padding, dilation, groups, non-square kernels, odd sizes, an empty batch, strided inputs),
//! its run-time errors, and its gradients against finite differences in f64.

mod gradcheck;

use gradcheck::{check2, tensor};
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

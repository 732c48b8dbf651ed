//! `conv1d`, `max_pool1d` and `avg_pool1d` against direct loops over their definitions, with
//! finite-difference gradients, and the `Conv1d` layer.

mod gradcheck;

use gradcheck::{check2, tensor};
use typed_tensor::autograd::Var;
use typed_tensor::nn::{Conv, Conv1d, Pool};
use typed_tensor::{shape, Tensor};

/// `y[n, o, i] = b[o] + Σ_{c in o's group, k} x[n, c, i s + k d - p] w[o, c, k]`.
#[allow(clippy::too_many_arguments)]
fn reference(
    x: &[f64],
    [n, c, l]: [usize; 3],
    w: &[f64],
    [o, cg, k]: [usize; 3],
    b: Option<&[f64]>,
    [s, p, d, g]: [usize; 4],
) -> Vec<f64> {
    let ol = (l + 2 * p - d * (k - 1) - 1) / s + 1;
    let mut y = vec![0.0; n * o * ol];
    for ni in 0..n {
        for oi in 0..o {
            let group = oi / (o / g);
            for i in 0..ol {
                let mut sum = b.map_or(0.0, |b| b[oi]);
                for ci in 0..cg {
                    let channel = group * cg + ci;
                    for ki in 0..k {
                        let at = (i * s + ki * d) as isize - p as isize;
                        if at >= 0 && (at as usize) < l {
                            sum += x[(ni * c + channel) * l + at as usize]
                                * w[(oi * cg + ci) * k + ki];
                        }
                    }
                }
                y[(ni * o + oi) * ol + i] = sum;
            }
        }
    }
    y
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
fn conv1d_matches_the_definition_for_every_option() {
    let x: Tensor<f64, shape![2, 4, 11]> = tensor(&[2, 4, 11], 1, -1.0, 1.0);
    let w: Tensor<f64, shape![6, 2, 3]> = tensor(&[6, 2, 3], 2, -1.0, 1.0);
    let b: Tensor<f64, shape![6]> = tensor(&[6], 3, -1.0, 1.0);
    let (xs, ws, bs) = (x.to_vec(), w.to_vec(), b.to_vec());
    let want = |opts| reference(&xs, [2, 4, 11], &ws, [6, 2, 3], Some(&bs), opts);
    let y: Tensor<f64, shape![2, 6, 9]> = x.conv1d(&w, Some(&b), Conv::<1, 0, 1, 2>);
    close(&y.to_vec(), &want([1, 0, 1, 2]));
    let y: Tensor<f64, shape![2, 6, 6]> = x.conv1d(&w, Some(&b), Conv::<2, 1, 1, 2>);
    close(&y.to_vec(), &want([2, 1, 1, 2]));
    let y: Tensor<f64, shape![2, 6, 5]> = x.conv1d(&w, Some(&b), Conv::<2, 2, 3, 2>);
    close(&y.to_vec(), &want([2, 2, 3, 2]));
    // Run-time length, a strided input (permuted from [2, 11, 4]).
    let t: Tensor<f64, shape![2, dyn, 4]> =
        Tensor::from_shape_vec(&[2, 11, 4], xs.clone()).unwrap();
    let t = t.permute::<typed_tensor::axes![0, 2, 1]>();
    let y: Tensor<f64, shape![2, 6, dyn]> = t.conv1d(&w, None, Conv::<1, 1, 1, 2>);
    close(
        &y.to_vec(),
        &reference(&t.to_vec(), [2, 4, 11], &ws, [6, 2, 3], None, [1, 1, 1, 2]),
    );
}

#[test]
fn a_run_time_length_that_does_not_fit_names_axis_2() {
    let x = Tensor::<f64, shape![1, 1, dyn]>::ones_with_dims(&[1, 1, 9]).unwrap();
    let w = Tensor::<f64, shape![1, 1, 3]>::ones();
    let y: Result<Tensor<f64, shape![1, 1, 8]>, _> = x.try_conv1d(&w, None, Conv::<1>);
    assert_eq!(
        y.unwrap_err().to_string(),
        "conv1d(): input size 9 at dimension 2 with kernel 3, stride 1, padding 0, dilation 1 \
         gives an output of size 7, but the output type says 8"
    );
}

#[test]
fn conv1d_gradients_match_finite_differences() {
    let x: Tensor<f64, shape![2, 4, 7]> = tensor(&[2, 4, 7], 4, -1.0, 1.0);
    let w: Tensor<f64, shape![6, 2, 3]> = tensor(&[6, 2, 3], 5, -1.0, 1.0);
    let b: Tensor<f64, shape![6]> = tensor(&[6], 6, -1.0, 1.0);
    let conv = |x: &Var<f64, shape![2, 4, 7]>,
                w: &Var<f64, shape![6, 2, 3]>,
                b: Option<&Var<f64, shape![6]>>| {
        let y: Var<f64, shape![2, 6, 4]> = x.conv1d(w, b, Conv::<2, 1, 1, 2>);
        y
    };
    check2("conv1d (x, w)", &x, &w, |x, w| conv(x, w, None));
    check2("conv1d (w, b)", &w, &b, |w, b| {
        conv(&w.tape().constant(x.clone()), w, Some(b))
    });
}

/// Max or mean over each window `i s - p .. i s - p + k` inside the input.
fn pool_reference(x: &[f64], l: usize, [k, s, p]: [usize; 3], avg: Option<bool>) -> Vec<f64> {
    let ol = (l + 2 * p - k) / s + 1;
    x.chunks(l)
        .flat_map(|row| {
            (0..ol).map(move |i| {
                let inside: Vec<f64> = (0..k)
                    .map(|t| (i * s + t) as isize - p as isize)
                    .filter(|&at| at >= 0 && (at as usize) < l)
                    .map(|at| row[at as usize])
                    .collect();
                match avg {
                    None => inside.iter().copied().fold(f64::NEG_INFINITY, f64::max),
                    Some(with_pad) => {
                        let count = if with_pad { k } else { inside.len() };
                        inside.iter().sum::<f64>() / count as f64
                    }
                }
            })
        })
        .collect()
}

#[test]
fn pooling_1d_matches_the_definition_and_its_gradient() {
    let x: Tensor<f64, shape![2, 3, 9]> = tensor(&[2, 3, 9], 7, -1.0, 1.0);
    let xs = x.to_vec();
    let y: Tensor<f64, shape![2, 3, 5]> = x.max_pool1d(Pool::<3, 2, 1>);
    close(&y.to_vec(), &pool_reference(&xs, 9, [3, 2, 1], None));
    let y: Tensor<f64, shape![2, 3, 4]> = x.max_pool1d(Pool::<2>);
    close(&y.to_vec(), &pool_reference(&xs, 9, [2, 2, 0], None));
    for with_pad in [true, false] {
        let y: Tensor<f64, shape![2, 3, 5]> = x.avg_pool1d(Pool::<3, 2, 1>, with_pad);
        close(
            &y.to_vec(),
            &pool_reference(&xs, 9, [3, 2, 1], Some(with_pad)),
        );
    }
    let w: Tensor<f64, shape![3, 3, 2]> = tensor(&[3, 3, 2], 8, -1.0, 1.0);
    check2(
        "max_pool1d, avg_pool1d after conv1d (x, w)",
        &x,
        &w,
        |x, w| {
            let h: Var<f64, shape![2, 3, 8]> = x.conv1d(w, None, Conv::<1>);
            let m: Var<f64, shape![2, 3, 4]> = h.max_pool1d(Pool::<3, 2, 1>);
            let a: Var<f64, shape![2, 3, 4]> = h.avg_pool1d(Pool::<3, 2, 1>, false);
            &m + &a
        },
    );
}

#[test]
fn the_conv1d_layer_enters_its_parameters() {
    let conv = Conv1d::<2, 3, 3, 1, 1, f64>::new(
        tensor(&[3, 2, 3], 9, -1.0, 1.0),
        Some(tensor(&[3], 10, -1.0, 1.0)),
    );
    let x: Tensor<f64, shape![2, 2, 5]> = tensor(&[2, 2, 5], 11, -1.0, 1.0);
    let y: Tensor<f64, shape![2, 3, 5]> = conv.forward(&x);
    let want = reference(
        &x.to_vec(),
        [2, 2, 5],
        &conv.weight.to_vec(),
        [3, 2, 3],
        Some(&conv.bias.to_vec()),
        [1, 1, 1, 1],
    );
    close(&y.to_vec(), &want);
    let tape = typed_tensor::autograd::Tape::new();
    let y: Var<f64, shape![2, 3, 5]> = conv.forward(&tape.constant(x));
    let grads = y.sum_all().backward();
    assert_eq!(grads.get(&conv.weight).unwrap().dims(), &[3, 2, 3]);
    assert_eq!(grads.get(&conv.bias).unwrap().to_vec(), [10.0; 3]); // batch 2 x length 5
}

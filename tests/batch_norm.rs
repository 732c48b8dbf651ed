//! `batch_norm` and the `BatchNorm1d`/`BatchNorm2d` layers against a direct loop over the
//! definition, finite differences, and the layers' modes, buffers and errors.

mod gradcheck;

use gradcheck::{check2, tensor};
use typed_tensor::autograd::Tape;
use typed_tensor::nn::{BatchNorm1d, BatchNorm2d, BatchNormOptions, Parameters};
use typed_tensor::{shape, Shape, Tensor};

/// The definition: per channel over batch and positions, `(x - m) / sqrt(v + eps) * w + b`
/// with the batch's mean and biased variance (`stats = None`) or the given ones; and the
/// batch's mean and unbiased variance.
#[allow(clippy::type_complexity)]
fn reference(
    x: &[f64],
    dims: &[usize],
    w: &[f64],
    b: &[f64],
    stats: Option<(&[f64], &[f64])>,
    eps: f64,
) -> (Vec<f64>, Vec<f64>, Vec<f64>) {
    let (n, c) = (dims[0], dims[1]);
    let inner: usize = dims[2..].iter().product();
    let at = |i: usize, ch: usize, k: usize| (i * c + ch) * inner + k;
    let mut y = vec![0.0; x.len()];
    let (mut means, mut unbiased) = (vec![], vec![]);
    for ch in 0..c {
        let values: Vec<f64> = (0..n)
            .flat_map(|i| (0..inner).map(move |k| (i, k)))
            .map(|(i, k)| x[at(i, ch, k)])
            .collect();
        let count = values.len() as f64;
        let mean = values.iter().sum::<f64>() / count;
        let squares = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>();
        means.push(mean);
        unbiased.push(squares / (count - 1.0));
        let (m, v) = match stats {
            Some((m, v)) => (m[ch], v[ch]),
            None => (mean, squares / count),
        };
        for i in 0..n {
            for k in 0..inner {
                y[at(i, ch, k)] = (x[at(i, ch, k)] - m) / (v + eps).sqrt() * w[ch] + b[ch];
            }
        }
    }
    (y, means, unbiased)
}

fn close(what: &str, got: &[f64], expected: &[f64]) {
    assert_eq!(got.len(), expected.len(), "{what}");
    for (i, (a, b)) in got.iter().zip(expected).enumerate() {
        assert!(
            (a - b).abs() <= 1e-10 * (1.0 + b.abs()),
            "{what}[{i}]: {a} vs {b}"
        );
    }
}

fn training(momentum: f64, eps: f64) -> BatchNormOptions {
    BatchNormOptions {
        training: true,
        momentum,
        eps,
    }
}

/// Training and evaluation over one input of type `S` (channels 3), against the definition.
fn check_both_modes<S: Shape + typed_tensor::shape::SelectAxis<1, Dim = typed_tensor::D<3>>>(
    dims: &[usize],
) {
    let x: Tensor<f64, S> = tensor(dims, 1, -2.0, 3.0);
    let w: Tensor<f64, shape![3]> = tensor(&[3], 2, 0.5, 1.5);
    let b: Tensor<f64, shape![3]> = tensor(&[3], 3, -1.0, 1.0);
    let mut mean: Tensor<f64, shape![3]> = tensor(&[3], 4, -1.0, 1.0);
    let mut var: Tensor<f64, shape![3]> = tensor(&[3], 5, 0.5, 2.0);
    let (m0, v0) = (mean.to_vec(), var.to_vec());
    let (want, batch_mean, batch_var) =
        reference(&x.to_vec(), dims, &w.to_vec(), &b.to_vec(), None, 1e-3);
    let y = x.batch_norm(
        Some(&mut mean),
        Some(&mut var),
        Some(&w),
        Some(&b),
        training(0.25, 1e-3),
    );
    close("training", &y.to_vec(), &want);
    let blend = |r: &[f64], batch: &[f64]| -> Vec<f64> {
        r.iter()
            .zip(batch)
            .map(|(r, b)| 0.75 * r + 0.25 * b)
            .collect()
    };
    close("running_mean", &mean.to_vec(), &blend(&m0, &batch_mean));
    close("running_var", &var.to_vec(), &blend(&v0, &batch_var));

    let (rm, rv) = (mean.to_vec(), var.to_vec());
    let (want, ..) = reference(
        &x.to_vec(),
        dims,
        &w.to_vec(),
        &b.to_vec(),
        Some((&rm, &rv)),
        1e-3,
    );
    let eval = BatchNormOptions {
        eps: 1e-3,
        ..Default::default()
    };
    let y = x.batch_norm(Some(&mut mean), Some(&mut var), Some(&w), Some(&b), eval);
    close("evaluation", &y.to_vec(), &want);
    assert_eq!(
        (mean.to_vec(), var.to_vec()),
        (rm, rv),
        "evaluation updates nothing"
    );
}

#[test]
fn every_rank_matches_the_definition() {
    check_both_modes::<shape![5, 3]>(&[5, 3]);
    check_both_modes::<shape![2, 3, 7]>(&[2, 3, 7]);
    check_both_modes::<shape![3, 3, 5, 4]>(&[3, 3, 5, 4]);
    check_both_modes::<shape![2, 3, 2, 3, 2]>(&[2, 3, 2, 3, 2]);
    check_both_modes::<shape![1, 3, 1, 17]>(&[1, 3, 1, 17]);
}

#[test]
fn a_permuted_input_and_no_affine_parameters() {
    // [2, 4, 3] permuted to [2, 3, 4]: channels 3, strided.
    let base: Tensor<f64, shape![2, 4, 3]> = tensor(&[2, 4, 3], 6, -1.0, 1.0);
    let x = base.permute::<typed_tensor::axes![0, 2, 1]>();
    let dims = [2, 3, 4];
    let (want, ..) = reference(&x.to_vec(), &dims, &[1.0; 3], &[0.0; 3], None, 1e-5);
    let y = x.batch_norm::<typed_tensor::D<3>>(None, None, None, None, training(0.1, 1e-5));
    close("permuted", &y.to_vec(), &want);
}

#[test]
fn gradients_match_finite_differences() {
    let x: Tensor<f64, shape![3, 2, 2, 3]> = tensor(&[3, 2, 2, 3], 7, -1.0, 2.0);
    let w: Tensor<f64, shape![2]> = tensor(&[2], 8, 0.5, 1.5);
    let b: Tensor<f64, shape![2]> = tensor(&[2], 9, -1.0, 1.0);
    for options in [training(0.1, 1e-3), BatchNormOptions::default()] {
        let stats = || -> (Tensor<f64, shape![2]>, Tensor<f64, shape![2]>) {
            (tensor(&[2], 10, -0.5, 0.5), tensor(&[2], 11, 0.5, 2.0))
        };
        let what = if options.training {
            "training"
        } else {
            "evaluation"
        };
        check2(&format!("batch_norm {what} (x, w)"), &x, &w, |x, w| {
            let (mut m, mut v) = stats();
            x.batch_norm(Some(&mut m), Some(&mut v), Some(w), None, options)
        });
        check2(&format!("batch_norm {what} (w, b)"), &w, &b, |w, b| {
            let (mut m, mut v) = stats();
            let x = w.tape().constant(x.clone());
            x.batch_norm(Some(&mut m), Some(&mut v), Some(w), Some(b), options)
        });
        check2(&format!("batch_norm {what} (x, b)"), &x, &b, |x, b| {
            let (mut m, mut v) = stats();
            x.batch_norm(Some(&mut m), Some(&mut v), None, Some(b), options)
        });
    }
}

#[test]
fn errors_name_pytorchs_words_and_update_nothing() {
    let x = Tensor::<f32, shape![2, dyn, 3]>::zeros_with_dims(&[2, 4, 3]).unwrap();
    let mut mean = Tensor::<f32, shape![dyn]>::full_with_dims(&[4], 7.0).unwrap();
    let mut var = Tensor::<f32, shape![dyn]>::ones_with_dims(&[4]).unwrap();
    let w = Tensor::<f32, shape![dyn]>::ones_with_dims(&[5]).unwrap();
    let err = x
        .try_batch_norm(
            Some(&mut mean),
            Some(&mut var),
            Some(&w),
            None,
            training(0.1, 1e-5),
        )
        .unwrap_err();
    assert_eq!(err.to_string(), "weight should contain 4 elements not 5");
    assert_eq!(mean.to_vec(), [7.0; 4]);
    let one = Tensor::<f32, shape![1, 3, 1]>::zeros();
    let err = one.try_batch_norm::<typed_tensor::D<3>>(None, None, None, None, training(0.1, 1e-5));
    assert_eq!(
        err.unwrap_err().to_string(),
        "Expected more than 1 value per channel when training, got input size [1, 3, 1]"
    );
    let mut mean = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[4]).unwrap();
    let err = x.try_batch_norm(
        Some(&mut mean),
        None,
        None,
        None,
        BatchNormOptions::default(),
    );
    assert_eq!(
        err.unwrap_err().to_string(),
        "batch_norm(): running_var must be defined in evaluation mode. Got: None"
    );
}

#[test]
fn an_empty_batch_gives_an_empty_output_and_keeps_the_statistics() {
    let x = Tensor::<f32, shape![dyn, 2, 3]>::zeros_with_dims(&[0, 2, 3]).unwrap();
    let (mut mean, mut var) = (Tensor::full(0.5), Tensor::full(2.0));
    let y = x.batch_norm::<typed_tensor::D<2>>(
        Some(&mut mean),
        Some(&mut var),
        None,
        None,
        training(0.1, 1e-5),
    );
    assert_eq!(y.dims(), &[0, 2, 3]);
    assert_eq!((mean.to_vec(), var.to_vec()), (vec![0.5; 2], vec![2.0; 2]));
}

#[test]
fn the_layers_follow_the_model_mode_and_track_batches() {
    #[derive(Parameters)]
    struct Net {
        bn: BatchNorm2d<2, f64>,
        head: BatchNorm1d<2, f64>,
    }
    let mut net = Net {
        bn: BatchNorm2d::new(1e-5, Some(0.1)),
        head: BatchNorm1d::new(1e-5, None),
    };
    let x: Tensor<f64, shape![4, 2, 3, 3]> = tensor(&[4, 2, 3, 3], 12, 1.0, 5.0);
    let (_, batch_mean, batch_var) =
        reference(&x.to_vec(), &[4, 2, 3, 3], &[1.0; 2], &[0.0; 2], None, 0.0);
    net.bn.forward(&x);
    close(
        "running_mean",
        &net.bn.running_mean().to_vec(),
        &batch_mean.iter().map(|m| 0.1 * m).collect::<Vec<_>>(),
    );
    close(
        "running_var",
        &net.bn.running_var().to_vec(),
        &batch_var.iter().map(|v| 0.9 + 0.1 * v).collect::<Vec<_>>(),
    );
    // momentum None: the cumulative average, so after one batch the batch's statistics.
    let rows: Tensor<f64, shape![6, 2]> = tensor(&[6, 2], 13, -1.0, 1.0);
    let (_, m1, v1) = reference(&rows.to_vec(), &[6, 2], &[1.0; 2], &[0.0; 2], None, 0.0);
    net.head.forward(&rows);
    close("cumulative mean", &net.head.running_mean().to_vec(), &m1);
    close("cumulative var", &net.head.running_var().to_vec(), &v1);
    let rows2: Tensor<f64, shape![6, 2]> = tensor(&[6, 2], 14, -1.0, 1.0);
    let (_, m2, _) = reference(&rows2.to_vec(), &[6, 2], &[1.0; 2], &[0.0; 2], None, 0.0);
    net.head.forward(&rows2);
    let average: Vec<f64> = m1.iter().zip(&m2).map(|(a, b)| (a + b) / 2.0).collect();
    close(
        "cumulative mean of two",
        &net.head.running_mean().to_vec(),
        &average,
    );
    assert_eq!(
        (net.bn.num_batches_tracked(), net.head.num_batches_tracked()),
        (1, 2)
    );

    net.eval();
    assert!(!net.bn.training() && !net.head.training());
    let before = net.bn.running_mean().to_vec();
    let y = net.bn.forward(&x);
    assert_eq!(
        net.bn.running_mean().to_vec(),
        before,
        "evaluation updates nothing"
    );
    let (rm, rv) = (
        net.bn.running_mean().to_vec(),
        net.bn.running_var().to_vec(),
    );
    let (want, ..) = reference(
        &x.to_vec(),
        &[4, 2, 3, 3],
        &[1.0; 2],
        &[0.0; 2],
        Some((&rm, &rv)),
        1e-5,
    );
    close("eval", &y.to_vec(), &want);
    net.train();
    assert!(net.bn.training() && net.head.training());
}

#[test]
fn a_layer_trains_its_weight_and_bias_on_a_tape() {
    let bn = BatchNorm2d::<2, f64>::new(1e-3, Some(0.1));
    let x: Tensor<f64, shape![2, 2, 2, 2]> = tensor(&[2, 2, 2, 2], 15, -1.0, 1.0);
    let tape = Tape::new();
    let y = bn.forward(&tape.constant(x.clone()));
    let weights: Tensor<f64, shape![2, 2, 2, 2]> = tensor(&[2, 2, 2, 2], 16, -1.0, 1.0);
    let grads = (&y * &tape.constant(weights.clone())).sum_all().backward();
    // d/dbias = Σ weights per channel.
    let wv = weights.to_vec();
    let per_channel: Vec<f64> = (0..2)
        .map(|c| {
            (0..2)
                .flat_map(|n| (0..4).map(move |k| (n * 2 + c) * 4 + k))
                .map(|i| wv[i])
                .sum()
        })
        .collect();
    close(
        "grad bias",
        &grads.get(&bn.bias).unwrap().to_vec(),
        &per_channel,
    );
    assert!(grads.get(&bn.weight).is_some());
    assert_eq!(bn.num_batches_tracked(), 1);
}

#[test]
fn a_run_time_channel_axis_is_checked() {
    let bn = BatchNorm1d::<3>::new(1e-5, Some(0.1));
    let x = Tensor::<f32, shape![4, dyn]>::ones_with_dims(&[4, 2]).unwrap();
    let err = bn.try_forward(&x).unwrap_err();
    assert_eq!(
        err.to_string(),
        "running_mean should contain 2 elements not 3"
    );
    assert_eq!(
        bn.num_batches_tracked(),
        0,
        "a failed forward counts no batch"
    );
    let x = Tensor::<f32, shape![4, dyn]>::ones_with_dims(&[4, 3]).unwrap();
    assert_eq!(bn.forward(&x).dims(), &[4, 3]);
}

#[cfg(feature = "safetensors")]
#[test]
fn buffers_and_the_batch_count_save_and_load_by_pytorchs_names() {
    use safetensors::SafeTensors;
    use typed_tensor::nn::{load_parameters, save_parameters};
    let mut bn = BatchNorm2d::<2, f64>::new(1e-5, Some(0.1));
    let x: Tensor<f64, shape![3, 2, 2, 2]> = tensor(&[3, 2, 2, 2], 17, -1.0, 1.0);
    bn.forward(&x);
    bn.forward(&x);
    let bytes = save_parameters(&mut bn, "bn.").unwrap();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let mut names = file.names();
    names.sort();
    assert_eq!(
        names,
        [
            "bn.bias",
            "bn.num_batches_tracked",
            "bn.running_mean",
            "bn.running_var",
            "bn.weight"
        ]
    );
    let mut fresh = BatchNorm2d::<2, f64>::new(1e-5, Some(0.1));
    load_parameters(&mut fresh, &file, "bn.").unwrap();
    assert_eq!(fresh.running_mean().to_vec(), bn.running_mean().to_vec());
    assert_eq!(fresh.running_var().to_vec(), bn.running_var().to_vec());
    assert_eq!(fresh.num_batches_tracked(), 2);
}

/// Group norm's definition: per batch element and group of consecutive channels, over the
/// group's channels and positions.
fn group_reference(
    x: &[f64],
    dims: &[usize],
    groups: usize,
    w: &[f64],
    b: &[f64],
    eps: f64,
) -> Vec<f64> {
    let (n, c) = (dims[0], dims[1]);
    let inner: usize = dims[2..].iter().product();
    let per = c / groups;
    let mut y = vec![0.0; x.len()];
    for i in 0..n {
        for g in 0..groups {
            let at = |ch: usize, k: usize| (i * c + g * per + ch) * inner + k;
            let values: Vec<f64> = (0..per)
                .flat_map(|ch| (0..inner).map(move |k| (ch, k)))
                .map(|(ch, k)| x[at(ch, k)])
                .collect();
            let mean = values.iter().sum::<f64>() / values.len() as f64;
            let var = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / values.len() as f64;
            for ch in 0..per {
                for k in 0..inner {
                    let channel = g * per + ch;
                    y[at(ch, k)] =
                        (x[at(ch, k)] - mean) / (var + eps).sqrt() * w[channel] + b[channel];
                }
            }
        }
    }
    y
}

#[test]
fn group_norm_matches_the_definition_and_finite_differences() {
    let x: Tensor<f64, shape![3, 6, 2, 3]> = tensor(&[3, 6, 2, 3], 20, -1.0, 2.0);
    let w: Tensor<f64, shape![6]> = tensor(&[6], 21, 0.5, 1.5);
    let b: Tensor<f64, shape![6]> = tensor(&[6], 22, -1.0, 1.0);
    let (xs, ws, bs) = (x.to_vec(), w.to_vec(), b.to_vec());
    let y = x.group_norm::<3, _>(Some(&w), Some(&b), 1e-3);
    close(
        "groups 3",
        &y.to_vec(),
        &group_reference(&xs, &[3, 6, 2, 3], 3, &ws, &bs, 1e-3),
    );
    let y = x.group_norm::<1, _>(None, None, 1e-3);
    close(
        "one group",
        &y.to_vec(),
        &group_reference(&xs, &[3, 6, 2, 3], 1, &[1.0; 6], &[0.0; 6], 1e-3),
    );
    let y = x.group_norm::<6, _>(Some(&w), None, 1e-3);
    close(
        "one channel per group",
        &y.to_vec(),
        &group_reference(&xs, &[3, 6, 2, 3], 6, &ws, &[0.0; 6], 1e-3),
    );
    check2("group_norm (x, w)", &x, &w, |x, w| {
        x.group_norm::<3, _>(Some(w), None, 1e-3)
    });
    check2("group_norm (w, b)", &w, &b, |w, b| {
        w.tape()
            .constant(x.clone())
            .group_norm::<2, _>(Some(w), Some(b), 1e-3)
    });
    check2("group_norm (x, b)", &x, &b, |x, b| {
        x.group_norm::<6, _>(None, Some(b), 1e-3)
    });
    // A layer, on rows.
    let rows: Tensor<f64, shape![4, 6]> = tensor(&[4, 6], 23, -1.0, 1.0);
    let layer = typed_tensor::nn::GroupNorm::<2, 6, f64>::new(1e-5);
    close(
        "layer",
        &layer.forward(&rows).to_vec(),
        &group_reference(&rows.to_vec(), &[4, 6], 2, &[1.0; 6], &[0.0; 6], 1e-5),
    );
}

//! `batch_norm`: PyTorch's `F.batch_norm` over axis 1 (the channels) of an input of rank 2 or
//! more, normalizing each channel by the batch's statistics (training) or by running ones
//! (evaluation), one pass for the statistics and one for the output (`kernel::batch_norm`).

use super::conv::contiguous;
use crate::error::{InOp, OrPanic, ShapeError};
use crate::kernel::{channel_affine, channel_moments, narrowed, ChannelsLayout};
use crate::shape::{Dim, SelectAxis, Shape};
use crate::tensor::{saved, AnyDims, Derivation};
use crate::{FloatElement, Record, Tensor};

/// The options of [`Tensor::batch_norm`], PyTorch's `training`, `momentum` and `eps` (the
/// default is theirs: evaluation, `0.1`, `1e-5`).
///
/// ```
/// use typed_tensor::nn::BatchNormOptions;
/// let training = BatchNormOptions { training: true, ..Default::default() };
/// assert_eq!((training.momentum, training.eps), (0.1, 1e-5));
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BatchNormOptions {
    /// Normalize by the batch's statistics and update the running ones (`model.train()`);
    /// otherwise by the running ones (`model.eval()`).
    pub training: bool,
    /// The running statistics' update in training: `running = (1 - momentum) * running +
    /// momentum * batch`, the batch's variance unbiased.
    pub momentum: f64,
    /// Added to the variance before its square root.
    pub eps: f64,
}

impl Default for BatchNormOptions {
    fn default() -> Self {
        BatchNormOptions {
            training: false,
            momentum: 0.1,
            eps: 1e-5,
        }
    }
}

/// The running statistics a `batch_norm` reads (evaluation) or updates (training).
type Running<'a, T, C> = Option<&'a mut Tensor<T, (C,)>>;

impl<T: FloatElement, S: Shape, R: Record<T>> Tensor<T, S, R> {
    /// Batch norm over the channels, axis 1 (`F.batch_norm(x, running_mean, running_var,
    /// weight, bias, training, momentum, eps)`): each channel becomes `(x - mean) / sqrt(var +
    /// eps) * weight + bias`, the mean and biased variance taken over the batch and every
    /// spatial position, or the running ones in evaluation. In training the running
    /// statistics given are updated with `momentum`, the variance unbiased, as PyTorch's.
    ///
    /// The per-channel tensors have the input's channel dim as their type, so a wrong length
    /// does not build where the channels are static; with a `Dyn` one it panics with
    /// PyTorch's message ([`try_batch_norm`](Self::try_batch_norm) returns it). Gradients flow
    /// to the input (through the batch's statistics in training), the weight and the bias;
    /// the running statistics are buffers, not parameters.
    ///
    /// ```
    /// use typed_tensor::nn::BatchNormOptions;
    /// use typed_tensor::{shape, Tensor};
    /// // Two images of one channel and two positions: values 1, 3 and 5, 7.
    /// let x = Tensor::<f64, shape![2, 1, 2]>::from_vec(vec![1., 3., 5., 7.]).unwrap();
    /// let (mut mean, mut var) = (Tensor::zeros(), Tensor::ones());
    /// let training = BatchNormOptions { training: true, momentum: 0.5, eps: 0.0 };
    /// let y = x.batch_norm(Some(&mut mean), Some(&mut var), None, None, training);
    /// let s = 5f64.sqrt(); // the batch's mean is 4, its biased variance 5
    /// for (got, want) in y.to_vec().into_iter().zip([-3. / s, -1. / s, 1. / s, 3. / s]) {
    ///     assert!((got - want).abs() < 1e-12);
    /// }
    /// assert_eq!(mean.to_vec(), [2.0]); // 0.5 * 0 + 0.5 * 4
    /// assert_eq!(var.to_vec(), [0.5 + 0.5 * 20. / 3.]); // the unbiased variance, 20 / 3
    /// ```
    #[track_caller]
    pub fn batch_norm<C>(
        &self,
        running_mean: Running<'_, T, C>,
        running_var: Running<'_, T, C>,
        weight: Option<&Tensor<T, (C,), R>>,
        bias: Option<&Tensor<T, (C,), R>>,
        options: BatchNormOptions,
    ) -> Tensor<T, S, R>
    where
        S: SelectAxis<1, Dim = C>,
        C: Dim,
    {
        self.try_batch_norm(running_mean, running_var, weight, bias, options)
            .or_panic()
    }

    /// [`batch_norm`](Self::batch_norm), with PyTorch's errors as an `Err`: a per-channel
    /// tensor of another length than the channels (a `Dyn` axis), training over one value per
    /// channel, evaluation without running statistics. On an error nothing is updated.
    ///
    /// ```
    /// use typed_tensor::nn::BatchNormOptions;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![4, 3]>::ones();
    /// let err = x.try_batch_norm(None, None, None, None, BatchNormOptions::default()).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "batch_norm(): running_mean must be defined in evaluation mode. Got: None"
    /// );
    /// ```
    pub fn try_batch_norm<C>(
        &self,
        running_mean: Running<'_, T, C>,
        running_var: Running<'_, T, C>,
        weight: Option<&Tensor<T, (C,), R>>,
        bias: Option<&Tensor<T, (C,), R>>,
        options: BatchNormOptions,
    ) -> Result<Tensor<T, S, R>, ShapeError>
    where
        S: SelectAxis<1, Dim = C>,
        C: Dim,
    {
        let op = "batch_norm";
        let layout = ChannelsLayout::of(self.dims());
        let lengths = [
            ("running_mean", running_mean.as_ref().map(|t| t.dims()[0])),
            ("running_var", running_var.as_ref().map(|t| t.dims()[0])),
            ("weight", weight.map(|t| t.dims()[0])),
            ("bias", bias.map(|t| t.dims()[0])),
        ];
        check_lengths(layout.channels, lengths)?;
        let x = contiguous(&self.plain().retype::<AnyDims>(), op)?;
        let xs = x.as_slice().expect("contiguous");
        let (mean, var): (Vec<f64>, Vec<f64>) = if options.training {
            if layout.per_channel() == 1 {
                return Err(ShapeError::BatchStatistics {
                    dims: self.dims().to_vec(),
                });
            }
            channel_moments(xs, layout).in_op(op)?.into_iter().unzip()
        } else {
            match (&running_mean, &running_var) {
                (Some(mean), Some(var)) => (widened(mean), widened(var)),
                (mean, _) => {
                    return Err(ShapeError::Argument {
                        op,
                        name: if mean.is_none() {
                            "running_mean"
                        } else {
                            "running_var"
                        },
                        expected: "defined in evaluation mode",
                        value: "None".into(),
                    })
                }
            }
        };
        let weight_values = weight.map(|w| widened(&w.plain()));
        let bias_values = bias.map(|b| widened(&b.plain()));
        let (mut scale, mut shift) = (Vec::new(), Vec::new());
        for c in 0..layout.channels {
            let w = weight_values.as_ref().map_or(1.0, |w| w[c]);
            let b = bias_values.as_ref().map_or(0.0, |b| b[c]);
            let s = w / (var[c] + options.eps).sqrt();
            scale.push(s);
            shift.push(b - mean[c] * s);
        }
        let values = channel_affine(xs, layout, [&narrowed(scale), &narrowed(shift)]).in_op(op)?;
        let value: Tensor<T, S> =
            Tensor::<T, AnyDims>::from_row_major(values, self.dims()).retype();
        if options.training && layout.per_channel() > 0 {
            update_running(
                running_mean,
                running_var,
                &mean,
                &var,
                layout,
                options.momentum,
            )?;
        }
        let records: Vec<&R> = [Some(self.record()), weight.map(|w| w.record())]
            .into_iter()
            .chain([bias.map(|b| b.record())])
            .flatten()
            .collect();
        Ok(R::derive(&records, value, |_, _| Derivation::BatchNorm {
            x,
            w: weight.map(saved),
            bias: bias.is_some(),
            mean,
            var,
            eps: options.eps,
            training: options.training,
        }))
    }
}

/// An error naming the first per-channel tensor (`(name, length)`, `None` where not given)
/// whose length is not `channels`.
pub(crate) fn check_lengths<const N: usize>(
    channels: usize,
    lengths: [(&'static str, Option<usize>); N],
) -> Result<(), ShapeError> {
    match lengths
        .into_iter()
        .find(|(_, len)| len.is_some_and(|len| len != channels))
    {
        Some((name, Some(got))) => Err(ShapeError::ChannelCount {
            name,
            expected: channels,
            got,
        }),
        _ => Ok(()),
    }
}

/// The elements of a per-channel tensor as f64, what the statistics are computed in.
pub(crate) fn widened<T: FloatElement, S>(t: &Tensor<T, S>) -> Vec<f64> {
    t.to_vec()
        .into_iter()
        .map(|v| v.to_f64().unwrap_or(f64::NAN))
        .collect()
}

/// `running = (1 - momentum) * running + momentum * batch` for the mean and the variance (the
/// batch's unbiased), both computed before either is replaced.
fn update_running<T: FloatElement, C: Dim>(
    running_mean: Running<'_, T, C>,
    running_var: Running<'_, T, C>,
    mean: &[f64],
    var: &[f64],
    layout: ChannelsLayout,
    momentum: f64,
) -> Result<(), ShapeError> {
    let n = layout.per_channel() as f64;
    let blend = |running: &Tensor<T, (C,)>, batch: &[f64]| -> Result<Tensor<T, (C,)>, ShapeError> {
        let values = running.to_vec().into_iter().zip(batch).map(|(r, &b)| {
            let r = r.to_f64().unwrap_or(f64::NAN);
            (1.0 - momentum) * r + momentum * b
        });
        let values: Vec<T> = narrowed(values);
        Tensor::from_shape_vec(&[values.len()], values)
    };
    let unbiased: Vec<f64> = var.iter().map(|v| v * n / (n - 1.0)).collect();
    let new_mean = running_mean
        .as_deref()
        .map(|m| blend(m, mean))
        .transpose()?;
    let new_var = running_var
        .as_deref()
        .map(|v| blend(v, &unbiased))
        .transpose()?;
    if let (Some(slot), Some(new)) = (running_mean, new_mean) {
        *slot = new;
    }
    if let (Some(slot), Some(new)) = (running_var, new_var) {
        *slot = new;
    }
    Ok(())
}

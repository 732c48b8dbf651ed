//! Losses with PyTorch's definitions (`torch.nn.functional`): their values, reduced by a mean
//! or a sum to a rank-0 tensor (`.item()` for the number) with the input's record, so that a
//! recorded loss has its gradient. Each is computed in a numerically stable form, and accumulated in
//! `f64`, so large logits and long batches lose nothing to the reduction.
//!
//! Their public path is `nn::…`, which re-exports them; they live in the ops layer, beside
//! the ops they are made of, and `autograd` holds their backward rules.

use crate::error::{OrPanic, ShapeError};
use crate::tensor::{saved, Derivation};
use crate::{Dim, FloatElement, Record, Tensor, LAST};

/// How a loss's per-element values become one number (PyTorch's `reduction`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Reduction {
    /// Their mean (PyTorch's default).
    #[default]
    Mean,
    /// Their sum.
    Sum,
}

impl Reduction {
    /// `total` over `count` values.
    fn apply<T: FloatElement>(self, total: f64, count: usize) -> T {
        let value = match self {
            Reduction::Mean => total / count as f64,
            Reduction::Sum => total,
        };
        T::from(value).expect("an f64 converts to a float")
    }
}

/// `F.cross_entropy(logits, targets, reduction, label_smoothing)` for `[batch, classes]`
/// logits and one class index per row: `-log_softmax(logits)[i, targets[i]]`, with
/// `label_smoothing = ε` mixing in `ε` of the uniform distribution's loss, as PyTorch:
/// `(1 - ε) * nll + ε * mean_c(-log_softmax[i, c])`. From the fused, stable `log_softmax`, so
/// logits of `1e4` give finite values. A mean over an empty batch is NaN, as PyTorch.
///
/// Panics with [`try_cross_entropy`]'s message when a target is not a class, the batch sizes
/// differ, or `label_smoothing` is outside `[0, 1]` (or NaN): PyTorch rejects a value above 1
/// and silently applies no smoothing for a negative one, which this crate reports instead.
///
/// ```
/// use typed_tensor::nn::{cross_entropy, Reduction};
/// use typed_tensor::{shape, Tensor};
/// let logits = Tensor::<f32, shape![2, 3]>::from_vec(vec![2., 0., 0., 0., 0., 0.]).unwrap();
/// let targets = Tensor::<usize, shape![2]>::from_vec(vec![0, 2]).unwrap();
/// let loss: f32 = cross_entropy(&logits, &targets, Reduction::Mean, 0.0).item();
/// let row0 = -(2f32.exp() / (2f32.exp() + 2.0)).ln();
/// let row1 = 3f32.ln();
/// assert!((loss - (row0 + row1) / 2.0).abs() < 1e-6);
/// ```
#[track_caller]
pub fn cross_entropy<T: FloatElement, B: Dim, C: Dim, R: Record<T>>(
    logits: &Tensor<T, (B, C), R>,
    targets: &Tensor<usize, (B,)>,
    reduction: Reduction,
    label_smoothing: T,
) -> Tensor<T, (), R> {
    try_cross_entropy(logits, targets, reduction, label_smoothing).or_panic()
}

/// [`cross_entropy`], with a target out of range, batches of different sizes or a
/// `label_smoothing` outside `[0, 1]` as an `Err`.
///
/// ```
/// use typed_tensor::nn::{try_cross_entropy, Reduction};
/// use typed_tensor::{shape, Tensor};
/// let logits = Tensor::<f32, shape![2, 3]>::zeros();
/// let targets = Tensor::<usize, shape![2]>::from_vec(vec![0, 3]).unwrap();
/// assert_eq!(
///     try_cross_entropy(&logits, &targets, Reduction::Mean, 0.0).unwrap_err().to_string(),
///     "cross_entropy(): index 3 is out of range for dimension 1 of size 3 (dims [2, 3])"
/// );
/// ```
pub fn try_cross_entropy<T: FloatElement, B: Dim, C: Dim, R: Record<T>>(
    logits: &Tensor<T, (B, C), R>,
    targets: &Tensor<usize, (B,)>,
    reduction: Reduction,
    label_smoothing: T,
) -> Result<Tensor<T, (), R>, ShapeError> {
    let options = CrossEntropy {
        reduction,
        label_smoothing,
        ignore_index: None,
    };
    try_cross_entropy_with(logits, targets, options)
}

/// The arguments of [`cross_entropy_with`] after the logits and the targets, PyTorch's keyword
/// arguments of `F.cross_entropy`; `CrossEntropy::default()` is PyTorch's defaults but
/// `ignore_index` (the mean, no smoothing, no ignored class).
///
/// ```
/// use typed_tensor::nn::{CrossEntropy, Reduction};
/// let options = CrossEntropy::<f32> { ignore_index: Some(0), ..CrossEntropy::default() };
/// assert_eq!(options.reduction, Reduction::Mean);
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CrossEntropy<T> {
    /// The mean (over the rows not ignored) or the sum.
    pub reduction: Reduction,
    /// `ε`, in `[0, 1]`: the target distribution mixes in `ε` of the uniform one.
    pub label_smoothing: T,
    /// Rows whose target is this class contribute nothing, to the loss or the gradient, and
    /// are not counted by the mean (padding tokens). PyTorch's default, -100, cannot be a
    /// `usize` target; `None` ignores nothing.
    pub ignore_index: Option<usize>,
}

impl<T: FloatElement> Default for CrossEntropy<T> {
    fn default() -> Self {
        CrossEntropy {
            reduction: Reduction::Mean,
            label_smoothing: T::zero(),
            ignore_index: None,
        }
    }
}

/// [`cross_entropy`] with PyTorch's `ignore_index` too: rows whose target is
/// `options.ignore_index` are left out of the loss, its gradient and the mean's count; a mean
/// over no rows is NaN, as PyTorch. The same panics as [`cross_entropy`]
/// ([`try_cross_entropy_with`] returns them as an `Err`).
///
/// ```
/// use typed_tensor::nn::{cross_entropy, cross_entropy_with, CrossEntropy, Reduction};
/// use typed_tensor::{shape, Tensor};
/// let logits = Tensor::<f64, shape![3, 2]>::from_vec(vec![1., 0., 0., 1., 5., -5.]).unwrap();
/// let targets = Tensor::<usize, shape![3]>::from_vec(vec![0, 1, 9]).unwrap(); // 9: padding
/// let options = CrossEntropy { ignore_index: Some(9), ..CrossEntropy::default() };
/// let loss = cross_entropy_with(&logits, &targets, options).item();
/// let first_two = cross_entropy(&logits.narrow_static::<0, 2>(0), &targets.narrow_static::<0, 2>(0), Reduction::Mean, 0.0).item();
/// assert_eq!(loss, first_two);
/// ```
#[track_caller]
pub fn cross_entropy_with<T: FloatElement, B: Dim, C: Dim, R: Record<T>>(
    logits: &Tensor<T, (B, C), R>,
    targets: &Tensor<usize, (B,)>,
    options: CrossEntropy<T>,
) -> Tensor<T, (), R> {
    try_cross_entropy_with(logits, targets, options).or_panic()
}

/// [`cross_entropy_with`], with a target out of range (and not ignored), batches of different
/// sizes or a `label_smoothing` outside `[0, 1]` as an `Err`.
///
/// ```
/// use typed_tensor::nn::{try_cross_entropy_with, CrossEntropy};
/// use typed_tensor::{shape, Tensor};
/// let logits = Tensor::<f32, shape![2, 3]>::zeros();
/// let targets = Tensor::<usize, shape![2]>::from_vec(vec![7, 7]).unwrap();
/// let all_ignored = CrossEntropy { ignore_index: Some(7), ..CrossEntropy::default() };
/// assert!(try_cross_entropy_with(&logits, &targets, all_ignored).unwrap().item().is_nan());
/// assert!(try_cross_entropy_with(&logits, &targets, CrossEntropy::default()).is_err());
/// ```
pub fn try_cross_entropy_with<T: FloatElement, B: Dim, C: Dim, R: Record<T>>(
    logits: &Tensor<T, (B, C), R>,
    targets: &Tensor<usize, (B,)>,
    options: CrossEntropy<T>,
) -> Result<Tensor<T, (), R>, ShapeError> {
    let smoothing = options
        .label_smoothing
        .to_f64()
        .expect("a float converts to f64");
    if !(0.0..=1.0).contains(&smoothing) {
        return Err(ShapeError::Argument {
            op: "cross_entropy",
            name: "label_smoothing",
            expected: "between 0.0 and 1.0",
            value: options.label_smoothing.to_string(),
        });
    }
    let log_probs = logits.plain().try_log_softmax::<LAST>()?;
    let rows = Rows::of(options);
    let loss = negative_log_likelihood("cross_entropy", &log_probs, targets, rows)?;
    derive_class_loss(logits, loss, targets, rows, true)
}

/// `loss`, a class loss of `input` (its softmax's gradient when `softmax`, the log
/// probabilities' otherwise), as a rank-0 tensor with `input`'s record; an `Err` when the
/// softmax the gradient reads cannot be allocated (made here, before anything is recorded,
/// and only by a record that records).
fn derive_class_loss<T: FloatElement, B: Dim, C: Dim, R: Record<T>>(
    input: &Tensor<T, (B, C), R>,
    loss: T,
    targets: &Tensor<usize, (B,)>,
    rows: Rows,
    softmax: bool,
) -> Result<Tensor<T, (), R>, ShapeError> {
    let value = Tensor::full_with_dims(&[], loss)?;
    let probs = match softmax && R::RECORDS {
        true => Some(input.plain().try_softmax::<LAST>()?),
        false => None,
    };
    Ok(R::derive(&[input.record()], value, |_, _| {
        Derivation::Classes {
            probs: probs.as_ref().map(saved),
            dims: [input.dims()[0], input.dims()[1]],
            targets: targets.to_vec(),
            mean: rows.reduction == Reduction::Mean,
            smoothing: rows.smoothing,
            ignore: rows.ignore,
        }
    }))
}

/// How [`negative_log_likelihood`] (and the recorded losses' gradient) reduces the rows: the
/// options of a class loss, the smoothing as `f64`.
#[derive(Clone, Copy)]
pub(crate) struct Rows {
    pub(crate) reduction: Reduction,
    pub(crate) smoothing: f64,
    pub(crate) ignore: Option<usize>,
}

impl Rows {
    /// A cross-entropy's options (its `label_smoothing` already checked by the caller).
    pub(crate) fn of<T: FloatElement>(options: CrossEntropy<T>) -> Rows {
        Rows {
            reduction: options.reduction,
            smoothing: options
                .label_smoothing
                .to_f64()
                .expect("a float converts to f64"),
            ignore: options.ignore_index,
        }
    }

    /// An `nll_loss`'s options: no smoothing.
    pub(crate) fn of_nll(options: NllLoss) -> Rows {
        Rows {
            reduction: options.reduction,
            smoothing: 0.0,
            ignore: options.ignore_index,
        }
    }

    /// Whether row target `target` counts.
    pub(crate) fn counts(&self, target: usize) -> bool {
        Some(target) != self.ignore
    }
}

/// `F.nll_loss(log_probs, targets, reduction)`: `-log_probs[i, targets[i]]` for `[batch,
/// classes]` log-probabilities (a `log_softmax`'s output), reduced.
///
/// ```
/// use typed_tensor::nn::{nll_loss, Reduction};
/// use typed_tensor::{shape, Tensor};
/// let log_probs = Tensor::<f64, shape![2, 2]>::from_vec(vec![-0.1, -2.0, -0.5, -0.9]).unwrap();
/// let targets = Tensor::<usize, shape![2]>::from_vec(vec![1, 0]).unwrap();
/// assert_eq!(nll_loss(&log_probs, &targets, Reduction::Sum).item(), 2.5);
/// ```
///
/// Panics with [`try_nll_loss`]'s message when a target is not a class or the batch sizes
/// differ.
#[track_caller]
pub fn nll_loss<T: FloatElement, B: Dim, C: Dim, R: Record<T>>(
    log_probs: &Tensor<T, (B, C), R>,
    targets: &Tensor<usize, (B,)>,
    reduction: Reduction,
) -> Tensor<T, (), R> {
    try_nll_loss(log_probs, targets, reduction).or_panic()
}

/// [`nll_loss`], with a target out of range or batches of different sizes as an `Err`.
///
/// ```
/// use typed_tensor::nn::{try_nll_loss, Reduction};
/// use typed_tensor::{shape, Tensor};
/// let log_probs = Tensor::<f32, shape![2, 3]>::zeros();
/// let targets = Tensor::<usize, shape![2]>::from_vec(vec![0, 3]).unwrap();
/// assert_eq!(
///     try_nll_loss(&log_probs, &targets, Reduction::Mean).unwrap_err().to_string(),
///     "nll_loss(): index 3 is out of range for dimension 1 of size 3 (dims [2, 3])"
/// );
/// ```
pub fn try_nll_loss<T: FloatElement, B: Dim, C: Dim, R: Record<T>>(
    log_probs: &Tensor<T, (B, C), R>,
    targets: &Tensor<usize, (B,)>,
    reduction: Reduction,
) -> Result<Tensor<T, (), R>, ShapeError> {
    let options = NllLoss {
        reduction,
        ignore_index: None,
    };
    try_nll_loss_with(log_probs, targets, options)
}

/// The arguments of [`nll_loss_with`] after the log-probabilities and the targets, PyTorch's
/// keyword arguments of `F.nll_loss` (see [`CrossEntropy`] for `ignore_index`).
///
/// ```
/// use typed_tensor::nn::{NllLoss, Reduction};
/// assert_eq!(NllLoss::default(), NllLoss { reduction: Reduction::Mean, ignore_index: None });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct NllLoss {
    /// The mean (over the rows not ignored) or the sum.
    pub reduction: Reduction,
    /// Rows whose target is this class contribute nothing and are not counted by the mean.
    pub ignore_index: Option<usize>,
}

/// [`nll_loss`] with PyTorch's `ignore_index` too, as [`cross_entropy_with`] takes it.
///
/// ```
/// use typed_tensor::nn::{nll_loss_with, NllLoss};
/// use typed_tensor::{shape, Tensor};
/// let log_probs = Tensor::<f64, shape![2, 2]>::from_vec(vec![-0.1, -2.0, -0.5, -0.9]).unwrap();
/// let targets = Tensor::<usize, shape![2]>::from_vec(vec![1, 7]).unwrap(); // 7: padding
/// let options = NllLoss { ignore_index: Some(7), ..NllLoss::default() };
/// assert_eq!(nll_loss_with(&log_probs, &targets, options).item(), 2.0);
/// ```
#[track_caller]
pub fn nll_loss_with<T: FloatElement, B: Dim, C: Dim, R: Record<T>>(
    log_probs: &Tensor<T, (B, C), R>,
    targets: &Tensor<usize, (B,)>,
    options: NllLoss,
) -> Tensor<T, (), R> {
    try_nll_loss_with(log_probs, targets, options).or_panic()
}

/// [`nll_loss_with`], with a target out of range (and not ignored) or batches of different
/// sizes as an `Err`.
///
/// ```
/// use typed_tensor::nn::{try_nll_loss_with, NllLoss};
/// use typed_tensor::{shape, Tensor};
/// let log_probs = Tensor::<f32, shape![1, 3]>::zeros();
/// let targets = Tensor::<usize, shape![1]>::from_vec(vec![3]).unwrap();
/// assert!(try_nll_loss_with(&log_probs, &targets, NllLoss::default()).is_err());
/// let ignored = NllLoss { ignore_index: Some(3), ..NllLoss::default() };
/// assert!(try_nll_loss_with(&log_probs, &targets, ignored).unwrap().item().is_nan());
/// ```
pub fn try_nll_loss_with<T: FloatElement, B: Dim, C: Dim, R: Record<T>>(
    log_probs: &Tensor<T, (B, C), R>,
    targets: &Tensor<usize, (B,)>,
    options: NllLoss,
) -> Result<Tensor<T, (), R>, ShapeError> {
    let rows = Rows::of_nll(options);
    let loss = negative_log_likelihood("nll_loss", &log_probs.plain(), targets, rows)?;
    derive_class_loss(log_probs, loss, targets, rows, false)
}

/// The mean (or sum) over rows of `(1 - ε) * -log_probs[i, t_i] + ε * mean_c(-log_probs[i, c])`,
/// leaving out the rows whose target is `rows.ignore` (the mean counts the others).
fn negative_log_likelihood<T: FloatElement, B: Dim, C: Dim>(
    op: &'static str,
    log_probs: &Tensor<T, (B, C)>,
    targets: &Tensor<usize, (B,)>,
    rows: Rows,
) -> Result<T, ShapeError> {
    let (batch, classes) = (log_probs.dims()[0], log_probs.dims()[1]);
    if targets.dims()[0] != batch {
        return Err(ShapeError::LossTarget {
            input: log_probs.dims().to_vec(),
            target: targets.dims().to_vec(),
        });
    }
    // Read in place when contiguous; a view is copied first, an `Err` when it cannot be.
    log_probs.with_contiguous(op, |values| {
        let mut total = 0.0f64;
        let mut counted = 0;
        for (i, &target) in targets.iter().enumerate() {
            if !rows.counts(target) {
                continue;
            }
            counted += 1;
            if target >= classes {
                return Err(ShapeError::IndexOutOfRange {
                    op,
                    dims: log_probs.dims().to_vec(),
                    axis: 1,
                    index: target,
                });
            }
            let row = &values[i * classes..(i + 1) * classes];
            let f = |x: T| x.to_f64().expect("a float converts to f64");
            let picked = -f(row[target]);
            total += if rows.smoothing == 0.0 {
                picked
            } else {
                let uniform = -row.iter().map(|&x| f(x)).sum::<f64>() / classes as f64;
                (1.0 - rows.smoothing) * picked + rows.smoothing * uniform
            };
        }
        Ok(rows.reduction.apply(total, counted))
    })?
}

/// `F.mse_loss(input, target, reduction)`: the mean (or sum) of `(input - target)^2` over
/// tensors of one shape.
///
/// ```
/// use typed_tensor::nn::{mse_loss, Reduction};
/// use typed_tensor::{shape, Tensor};
/// let a = Tensor::<f32, shape![2, 2]>::from_vec(vec![1., 2., 3., 4.]).unwrap();
/// let b = Tensor::<f32, shape![2, 2]>::from_vec(vec![1., 0., 3., 7.]).unwrap();
/// assert_eq!(mse_loss(&a, &b, Reduction::Mean).item(), 13.0 / 4.0);
/// ```
pub fn mse_loss<T: FloatElement, S, R: Record<T>>(
    input: &Tensor<T, S, R>,
    target: &Tensor<T, S, R>,
    reduction: Reduction,
) -> Tensor<T, (), R> {
    same_dims("mse_loss", input.dims(), target.dims());
    let loss = mse_value(&input.plain(), &target.plain(), reduction);
    let value = Tensor::full_with_dims(&[], loss).or_panic();
    R::derive(&[input.record(), target.record()], value, |_, _| {
        Derivation::Squared {
            x: saved(input),
            y: saved(target),
            scale: scale_of(reduction, input.numel()),
        }
    })
}

/// `1 / count` for a mean, 1 for a sum: the factor of each element's gradient.
fn scale_of<T: FloatElement>(reduction: Reduction, count: usize) -> T {
    match reduction {
        Reduction::Mean => T::one() / T::from(count).expect("a count converts to a float"),
        Reduction::Sum => T::one(),
    }
}

/// Panics unless an elementwise loss's input and target have the same run-time dims (a `Dyn`
/// axis can differ where the types agree).
#[track_caller]
fn same_dims(op: &str, input: &[usize], target: &[usize]) {
    assert_eq!(
        input, target,
        "{op}(): the input's dims {input:?} and the target's dims {target:?} differ"
    );
}

/// [`mse_loss`]'s value, summed in `f64`.
fn mse_value<T: FloatElement, S>(
    input: &Tensor<T, S>,
    target: &Tensor<T, S>,
    reduction: Reduction,
) -> T {
    let total = match (input.as_slice(), target.as_slice()) {
        (Some(a), Some(b)) => crate::kernel::squared_distance(a, b),
        _ => crate::kernel::squared_distance(&input.to_vec(), &target.to_vec()),
    };
    reduction.apply(total, input.numel())
}

/// `F.binary_cross_entropy_with_logits(logits, targets, reduction)`: the mean (or sum) of
/// `-(y * ln σ(x) + (1 - y) * ln(1 - σ(x)))` over tensors of one shape, computed as
/// `max(x, 0) - x * y + ln(1 + e^-|x|)`, finite for any finite logit.
///
/// ```
/// use typed_tensor::nn::{binary_cross_entropy_with_logits, Reduction};
/// use typed_tensor::{shape, Tensor};
/// let x = Tensor::<f64, shape![3]>::from_vec(vec![0.0, 1000.0, -1000.0]).unwrap();
/// let y = Tensor::<f64, shape![3]>::from_vec(vec![1.0, 1.0, 1.0]).unwrap();
/// // ln 2, 0, and 1000 (a confident wrong answer), without overflow.
/// let loss = binary_cross_entropy_with_logits(&x, &y, Reduction::Sum).item();
/// assert!((loss - (2f64.ln() + 1000.0)).abs() < 1e-9);
/// ```
pub fn binary_cross_entropy_with_logits<T: FloatElement, S, R: Record<T>>(
    logits: &Tensor<T, S, R>,
    targets: &Tensor<T, S, R>,
    reduction: Reduction,
) -> Tensor<T, (), R> {
    same_dims(
        "binary_cross_entropy_with_logits",
        logits.dims(),
        targets.dims(),
    );
    let total: f64 = logits
        .to_vec()
        .iter()
        .zip(targets.to_vec())
        .map(|(&x, y)| {
            let (x, y) = (
                x.to_f64().expect("a float converts to f64"),
                y.to_f64().expect("a float converts to f64"),
            );
            x.max(0.0) - x * y + (-x.abs()).exp().ln_1p()
        })
        .sum();
    let loss = reduction.apply(total, logits.numel());
    let value = Tensor::full_with_dims(&[], loss).or_panic();
    R::derive(&[logits.record(), targets.record()], value, |_, _| {
        Derivation::Logits {
            x: saved(logits),
            y: saved(targets),
            scale: scale_of(reduction, logits.numel()),
        }
    })
}

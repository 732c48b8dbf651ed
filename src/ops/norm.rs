//! `layer_norm` and `rms_norm` over the last axis, each one fused op (`kernel::normalize`).

use crate::error::{InOp, OrPanic, ShapeError};
use crate::float::FloatElement;
use crate::kernel::{self, Norm};
use crate::layout::Layout;
use crate::shape::FitsLastAxis;
use crate::tensor::{saved, Derivation};
use crate::{Record, Tensor};

/// The result shape of `layer_norm`: `S`, named through both parameters' bounds.
type LayerNormed<S, W, B> = <<S as FitsLastAxis<W>>::Output as FitsLastAxis<B>>::Output;

impl<T: FloatElement, S, R: Record<T>> Tensor<T, S, R> {
    /// Layer norm over the last axis (`torch.nn.functional.layer_norm(x, [H], weight, bias,
    /// eps)`): each row becomes `(x - mean) / sqrt(var + eps) * weight + bias`, with the
    /// biased variance, as one fused pass that reads the input once.
    ///
    /// `weight` and `bias` have one axis, the last axis of `S` ([`FitsLastAxis`]), so a wrong
    /// length is a compile error naming both shapes where the axes are static; with a `Dyn` axis it panics with PyTorch's message
    /// ([`try_layer_norm`](Self::try_layer_norm) returns it). The statistics are computed in
    /// `T` with several partial sums per row, the variance from `x - mean` (no cancellation
    /// for rows with a large common offset).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![2, 4]>::from_vec(vec![1., 2., 3., 4., 10., 10., 10., 10.]).unwrap();
    /// let w = Tensor::<f32, shape![4]>::from_vec(vec![1., 1., 2., 2.]).unwrap();
    /// let b = Tensor::<f32, shape![4]>::from_vec(vec![0., 0., 0., 1.]).unwrap();
    /// let y = x.layer_norm(&w, &b, 1e-5).to_vec();
    /// // torch.nn.functional.layer_norm(x, [4], w, b, 1e-5)
    /// let want = [-1.3416355, -0.44721183, 0.8944237, 3.6832709, 0., 0., 0., 1.];
    /// for (got, want) in y.iter().zip(want) {
    ///     assert!((got - want).abs() < 1e-6, "{got} vs {want}");
    /// }
    /// ```
    ///
    /// Generic code over other axes needs no bound:
    ///
    /// ```
    /// use typed_tensor::{Tensor, D, LAST};
    /// fn norm<B, const H: usize>(x: &Tensor<f32, (B, D<H>)>, w: &Tensor<f32, (D<H>,)>, b: &Tensor<f32, (D<H>,)>) -> Tensor<f32, (B, D<H>)> {
    ///     x.layer_norm(w, b, 1e-5)
    /// }
    /// ```
    #[track_caller]
    pub fn layer_norm<W, B>(
        &self,
        weight: &Tensor<T, W, R>,
        bias: &Tensor<T, B, R>,
        eps: T,
    ) -> Tensor<T, LayerNormed<S, W, B>, R>
    where
        S: FitsLastAxis<W>,
        <S as FitsLastAxis<W>>::Output: FitsLastAxis<B>,
    {
        self.try_layer_norm(weight, bias, eps).or_panic()
    }

    /// [`layer_norm`](Self::layer_norm), with a `weight` or `bias` whose run-time length is not
    /// the last axis's as an `Err`.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![1, dyn]>::from_shape_vec(&[1, 2], vec![1.0, 3.0]).unwrap();
    /// let w = Tensor::<f64, shape![dyn]>::from_shape_vec(&[2], vec![1.0, 1.0]).unwrap();
    /// let b = Tensor::<f64, shape![dyn]>::from_shape_vec(&[3], vec![0.0; 3]).unwrap();
    /// assert!(x.try_layer_norm(&w, &b, 0.0).is_err());
    /// let b = Tensor::<f64, shape![dyn]>::from_shape_vec(&[2], vec![0.0; 2]).unwrap();
    /// assert_eq!(x.try_layer_norm(&w, &b, 0.0).unwrap().to_vec(), [-1.0, 1.0]);
    /// ```
    #[allow(clippy::type_complexity)] // the result type, named by the bounds
    pub fn try_layer_norm<W, B>(
        &self,
        weight: &Tensor<T, W, R>,
        bias: &Tensor<T, B, R>,
        eps: T,
    ) -> Result<Tensor<T, LayerNormed<S, W, B>, R>, ShapeError>
    where
        S: FitsLastAxis<W>,
        <S as FitsLastAxis<W>>::Output: FitsLastAxis<B>,
    {
        self.check_norm_parameter("weight", weight.dims())?;
        self.check_norm_parameter("bias", bias.dims())?;
        let op = "layer_norm";
        let value = weight.plain().with_contiguous(op, |weight| {
            bias.plain().with_contiguous(op, |bias| {
                self.plain()
                    .normalized(op, Norm::Layer { weight, bias }, eps)
            })?
        })??;
        let records = [self.record(), weight.record(), bias.record()];
        Ok(R::derive(&records, value, |requires, _| {
            Derivation::LayerNorm {
                x: (requires[0] || requires[1]).then(|| saved(self)),
                w: requires[0].then(|| saved(weight)),
                width: weight.dims()[0],
                eps,
            }
        }))
    }

    /// RMS norm over the last axis (`torch.nn.functional.rms_norm(x, [H], weight, eps)`): each
    /// row becomes `x / sqrt(mean(x^2) + eps) * weight`, as one fused pass.
    ///
    /// PyTorch's `eps=None` means `T::EPSILON`; here `eps` is always given. A wrong `weight`
    /// length is a compile error where the last axis is static, a panic for a `Dyn` one
    /// ([`try_rms_norm`](Self::try_rms_norm) returns it).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 4]>::from_vec(vec![1., 2., 3., 4.]).unwrap();
    /// let w = Tensor::<f32, shape![4]>::from_vec(vec![1., 1., 1., 2.]).unwrap();
    /// // sqrt(mean(x^2)) = sqrt(7.5)
    /// let y = x.rms_norm(&w, 0.0).to_vec();
    /// let r = 7.5f32.sqrt();
    /// for (got, want) in y.iter().zip([1. / r, 2. / r, 3. / r, 8. / r]) {
    ///     assert!((got - want).abs() < 1e-6, "{got} vs {want}");
    /// }
    /// ```
    #[track_caller]
    pub fn rms_norm<W>(
        &self,
        weight: &Tensor<T, W, R>,
        eps: T,
    ) -> Tensor<T, <S as FitsLastAxis<W>>::Output, R>
    where
        S: FitsLastAxis<W>,
    {
        self.try_rms_norm(weight, eps).or_panic()
    }

    /// [`rms_norm`](Self::rms_norm), with a `weight` whose run-time length is not the last
    /// axis's as an `Err`.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![2, dyn]>::zeros_with_dims(&[2, 5]).unwrap();
    /// let w = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[4]).unwrap();
    /// assert!(x.try_rms_norm(&w, 1e-6).is_err());
    /// ```
    pub fn try_rms_norm<W>(
        &self,
        weight: &Tensor<T, W, R>,
        eps: T,
    ) -> Result<Tensor<T, <S as FitsLastAxis<W>>::Output, R>, ShapeError>
    where
        S: FitsLastAxis<W>,
    {
        self.check_norm_parameter("weight", weight.dims())?;
        let op = "rms_norm";
        let value = weight.plain().with_contiguous(op, |weight| {
            self.plain().normalized(op, Norm::Rms { weight }, eps)
        })??;
        let records = [self.record(), weight.record()];
        Ok(R::derive(&records, value, |requires, _| {
            Derivation::RmsNorm {
                x: saved(self),
                w: requires[0].then(|| saved(weight)),
                width: weight.dims()[0],
                eps,
            }
        }))
    }

    /// An error unless `dims` is exactly the last axis of this tensor.
    fn check_norm_parameter(&self, name: &'static str, dims: &[usize]) -> Result<(), ShapeError> {
        let input = self.dims();
        if dims == &input[input.len() - 1..] {
            return Ok(());
        }
        Err(ShapeError::NormParameter {
            name,
            dims: dims.to_vec(),
            input: input.to_vec(),
        })
    }
}

impl<T: FloatElement, S> Tensor<T, S> {
    /// `norm` of every row, or an `Err` of op `op` when a buffer cannot be allocated.
    fn normalized<S2>(
        &self,
        op: &'static str,
        norm: Norm<'_, T>,
        eps: T,
    ) -> Result<Tensor<T, S2>, ShapeError> {
        let dims = self.dims();
        let len = dims[dims.len() - 1];
        let storage = self.with_contiguous(op, |data| kernel::normalize(data, len, norm, eps))?;
        Ok(Tensor::from_parts(
            storage.in_op(op)?,
            Layout::contiguous(dims).expect("dims of an existing tensor fit"),
        ))
    }
}

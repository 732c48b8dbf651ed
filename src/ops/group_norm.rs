//! `group_norm`: PyTorch's `F.group_norm` over the channels of an input of rank 2 or more,
//! split into `GROUPS` groups: each batch element's group normalized by its own mean and
//! biased variance over the group's channels and positions, then scaled and shifted per
//! channel (`kernel::batch_norm`'s passes, a group of one batch element being a "channel").

use super::batch_norm::{check_lengths, widened};
use super::conv::contiguous;
use crate::error::{InOp, OrPanic, ShapeError};
use crate::kernel::{channel_affine, channel_moments, narrowed, ChannelsLayout};
use crate::shape::const_fmt::{fail, ConstStr};
use crate::shape::{Dim, SelectAxis, Shape};
use crate::tensor::{saved, AnyDims, Derivation};
use crate::{FloatElement, Record, Tensor};
use core::marker::PhantomData;

/// The build-time check of a group norm of `X` in `G` groups: the static channels divide.
struct GroupCheck<X, const G: usize>(PhantomData<X>);

impl<X: Shape, const G: usize> GroupCheck<X, G> {
    const MESSAGE: ConstStr = match X::STATIC_DIMS[1] {
        _ if G == 0 => ConstStr::new().push("group_norm: the number of groups must be at least 1"),
        Some(channels) if channels % G != 0 => ConstStr::new()
            .push("group_norm: Expected number of channels in input to be divisible by num_groups, but got input `")
            .shape(X::DIM_NAMES)
            .push("` of ")
            .num(channels)
            .push(" channels and num_groups=")
            .num(G),
        _ => ConstStr::new(),
    };

    const CHECK: () = if !Self::MESSAGE.is_empty() {
        fail(Self::MESSAGE.as_str())
    };
}

impl<T: FloatElement, S: Shape, R: Record<T>> Tensor<T, S, R> {
    /// Group norm (`F.group_norm(x, GROUPS, weight, bias, eps)`): the channels (axis 1) split
    /// into `GROUPS` groups of consecutive channels, each batch element's group becomes `(x -
    /// mean) / sqrt(var + eps)` over the group's channels and positions (the biased variance),
    /// then `* weight[c] + bias[c]` per channel. The static channels must divide into the
    /// groups (a build error otherwise; a `Dyn` axis is checked at run time). Gradients flow
    /// to the input, the weight and the bias.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// // One element, 2 channels of 2 positions, one group: mean 2.5, variance 1.25.
    /// let x = Tensor::<f64, shape![1, 2, 2]>::from_vec(vec![1., 2., 3., 4.]).unwrap();
    /// let y = x.group_norm::<1, _>(None, None, 0.0).to_vec();
    /// let s = 1.25f64.sqrt();
    /// assert!((y[0] + 1.5 / s).abs() < 1e-12 && (y[3] - 1.5 / s).abs() < 1e-12);
    /// // Two groups: each channel alone.
    /// let y = x.group_norm::<2, _>(None, None, 0.0).to_vec();
    /// assert_eq!(y, [-1., 1., -1., 1.]);
    /// ```
    #[track_caller]
    pub fn group_norm<const GROUPS: usize, C>(
        &self,
        weight: Option<&Tensor<T, (C,), R>>,
        bias: Option<&Tensor<T, (C,), R>>,
        eps: f64,
    ) -> Tensor<T, S, R>
    where
        S: SelectAxis<1, Dim = C>,
        C: Dim,
    {
        self.try_group_norm::<GROUPS, C>(weight, bias, eps)
            .or_panic()
    }

    /// [`group_norm`](Self::group_norm), with a `Dyn` channel axis that the groups do not
    /// divide, or a `weight`/`bias` of another length, as an `Err`.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![2, dyn, 3]>::ones_with_dims(&[2, 6, 3]).unwrap();
    /// let err = x.try_group_norm::<4, _>(None, None, 1e-5).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "group_norm(): num_groups must be a divisor of the channels (axis 1). \
    ///      Got: 4 for an input of dims [2, 6, 3]"
    /// );
    /// ```
    pub fn try_group_norm<const GROUPS: usize, C>(
        &self,
        weight: Option<&Tensor<T, (C,), R>>,
        bias: Option<&Tensor<T, (C,), R>>,
        eps: f64,
    ) -> Result<Tensor<T, S, R>, ShapeError>
    where
        S: SelectAxis<1, Dim = C>,
        C: Dim,
    {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = GroupCheck::<S, GROUPS>::CHECK;
        let op = "group_norm";
        let dims = self.dims();
        let layout = ChannelsLayout::of(dims);
        let channels = layout.channels;
        if !channels.is_multiple_of(GROUPS) {
            return Err(ShapeError::Argument {
                op,
                name: "num_groups",
                expected: "a divisor of the channels (axis 1)",
                value: format!("{GROUPS} for an input of dims {dims:?}"),
            });
        }
        let lengths = [
            ("weight", weight.map(|t| t.dims()[0])),
            ("bias", bias.map(|t| t.dims()[0])),
        ];
        check_lengths(channels, lengths)?;
        let x = contiguous(&self.plain().retype::<AnyDims>(), op)?;
        let xs = x.as_slice().expect("contiguous");
        let groups = group_layout(layout, GROUPS);
        let (mean, var): (Vec<f64>, Vec<f64>) =
            channel_moments(xs, groups).in_op(op)?.into_iter().unzip();
        let weight_values = weight.map(|w| widened(&w.plain()));
        let bias_values = bias.map(|b| widened(&b.plain()));
        let per_group = channels / GROUPS;
        let (mut scale, mut shift) = (Vec::new(), Vec::new());
        for n in 0..layout.batch {
            for c in 0..channels {
                let group = n * GROUPS + c / per_group;
                let w = weight_values.as_ref().map_or(1.0, |w| w[c]);
                let b = bias_values.as_ref().map_or(0.0, |b| b[c]);
                let s = w / (var[group] + eps).sqrt();
                scale.push(s);
                shift.push(b - mean[group] * s);
            }
        }
        let planes = plane_layout(layout);
        let values = channel_affine(xs, planes, [&narrowed(scale), &narrowed(shift)]).in_op(op)?;
        let value: Tensor<T, S> = Tensor::<T, AnyDims>::from_row_major(values, dims).retype();
        let records: Vec<&R> = [
            Some(self.record()),
            weight.map(|w| w.record()),
            bias.map(|b| b.record()),
        ]
        .into_iter()
        .flatten()
        .collect();
        Ok(R::derive(&records, value, |_, _| Derivation::GroupNorm {
            x,
            w: weight.map(saved),
            bias: bias.is_some(),
            groups: GROUPS,
            mean,
            var,
            eps,
        }))
    }
}

/// The layout of the groups of an input of `layout`: each batch element's group, contiguous,
/// is a "channel" of one batch element.
pub(crate) fn group_layout(layout: ChannelsLayout, groups: usize) -> ChannelsLayout {
    ChannelsLayout {
        batch: 1,
        channels: layout.batch * groups,
        inner: layout.channels / groups * layout.inner,
    }
}

/// The layout of the `[batch, channels]` planes of an input of `layout`, each a "channel".
pub(crate) fn plane_layout(layout: ChannelsLayout) -> ChannelsLayout {
    ChannelsLayout {
        batch: 1,
        channels: layout.batch * layout.channels,
        inner: layout.inner,
    }
}

//! The backward rules of the convolutions and poolings; the convolution's over blocks of the
//! input's columns (`im2col`) as the forward: `gW = Σₙ gYₙ · colsₙᵀ`, `gX = col2im(Wᵀ · gY)`,
//! `gb` the sums over batch and positions (`kernel::conv2d_input_grad`, `conv2d_weight_grad`).

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::GradElement;
use crate::ops::Conv2dGeometry;
use crate::ops::{AdaptiveGeometry, Taps};
use crate::tensor::AnyDims;
use crate::Tensor;

struct Conv2dRule<T> {
    x: (Option<usize>, Raw<T>),
    w: (Option<usize>, Raw<T>),
    bias: Option<usize>,
    geometry: Conv2dGeometry,
}

/// The rule of a convolution whose inputs are the nodes `nodes` (`x`, `w`, then the bias'
/// when `bias`).
pub(super) fn conv2d_rule<T: GradElement>(
    nodes: &[Option<usize>],
    x: Raw<T>,
    w: Raw<T>,
    bias: bool,
    geometry: Conv2dGeometry,
) -> Box<dyn Backward<T>> {
    Box::new(Conv2dRule {
        x: (nodes[0], x),
        w: (nodes[1], w),
        bias: if bias { nodes[2] } else { None },
        geometry,
    })
}

impl<T: GradElement> Backward<T> for Conv2dRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let ((nx, x), (nw, w), g_) = (self.x, self.w, self.geometry);
        let out_channels = w.dims()[0];
        let positions = g_.positions();
        let gy = raw::contiguous(g);
        if self.bias.is_some() {
            let per_channel = raw::reshape(gy.clone(), &[g_.batch, out_channels, positions]);
            let summed = raw::sum_to(per_channel, &[1, out_channels, 1]);
            grads.add(self.bias, raw::reshape(summed, &[out_channels]));
        }
        if nw.is_some() {
            let gw = gy.conv2d_weight_grad(&raw::contiguous(x), &g_);
            grads.add(nw, gw);
        }
        if nx.is_some() {
            grads.add(nx, gy.conv2d_input_grad(&raw::contiguous(w), &g_));
        }
    }
}

/// The rule of `conv_transpose2d`, over the columns of the output gradient (`im2col` by the
/// convolution `geometry` whose input gradient the op is): `gX = W · cols(gY)`, `gW = Σₙ xₙ ·
/// cols(gY)ₙᵀ`, `gb` the sums over batch and positions.
struct ConvTranspose2dRule<T> {
    x: (Option<usize>, Raw<T>),
    w: (Option<usize>, Raw<T>),
    bias: Option<usize>,
    geometry: Conv2dGeometry,
}

/// The rule of a transposed convolution whose inputs are the nodes `nodes` (`x`, `w`, then
/// the bias' when `bias`).
pub(super) fn conv_transpose2d_rule<T: GradElement>(
    nodes: &[Option<usize>],
    x: Raw<T>,
    w: Raw<T>,
    bias: bool,
    geometry: Conv2dGeometry,
) -> Box<dyn Backward<T>> {
    Box::new(ConvTranspose2dRule {
        x: (nodes[0], x),
        w: (nodes[1], w),
        bias: if bias { nodes[2] } else { None },
        geometry,
    })
}

impl<T: GradElement> Backward<T> for ConvTranspose2dRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let ((nx, x), (nw, w), g_) = (self.x, self.w, self.geometry);
        let out_channels = g_.channels;
        if self.bias.is_some() {
            let per_channel = raw::reshape(
                g.clone(),
                &[g_.batch, out_channels, g_.input[0] * g_.input[1]],
            );
            let summed = raw::sum_to(per_channel, &[1, out_channels, 1]);
            grads.add(self.bias, raw::reshape(summed, &[out_channels]));
        }
        let g = raw::contiguous(g);
        if nx.is_some() {
            // The convolution `g_` of the output gradient: `W · cols(gY)`.
            grads.add(nx, g.conv2d_by(&raw::contiguous(w.clone()), &g_));
        }
        if nw.is_some() {
            // `Σₙ xₙ · cols(gY)ₙᵀ`: the weight gradient of `g_` of `gY` for an output
            // gradient `x`.
            grads.add(nw, raw::contiguous(x).conv2d_weight_grad(&g, &g_));
        }
    }
}

/// The rule of a remapping (`pad2d`): each output's gradient added to the element it read.
struct RemapRule {
    node: Option<usize>,
    rows: Vec<usize>,
    cols: Vec<usize>,
    input: [usize; 2],
}

pub(super) fn remap_rule<T: GradElement>(
    node: Option<usize>,
    rows: Vec<usize>,
    cols: Vec<usize>,
    input: [usize; 2],
) -> Box<dyn Backward<T>> {
    Box::new(RemapRule {
        node,
        rows,
        cols,
        input,
    })
}

impl<T: GradElement> Backward<T> for RemapRule {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let gx = raw::contiguous(g).remap_backward(&self.rows, &self.cols, self.input);
        grads.add(self.node, gx);
    }
}

/// The rule of a resampling (`interpolate_bilinear`): each output's gradient spread back by
/// its weights.
struct ResampleRule<T> {
    node: Option<usize>,
    rows: Vec<Taps<T>>,
    cols: Vec<Taps<T>>,
    input: [usize; 2],
}

pub(super) fn resample_rule<T: GradElement>(
    node: Option<usize>,
    rows: Vec<Taps<T>>,
    cols: Vec<Taps<T>>,
    input: [usize; 2],
) -> Box<dyn Backward<T>> {
    Box::new(ResampleRule {
        node,
        rows,
        cols,
        input,
    })
}

impl<T: GradElement> Backward<T> for ResampleRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let gx = raw::contiguous(g).resample_backward(&self.rows, &self.cols, self.input);
        grads.add(self.node, gx);
    }
}

/// The rule of `max_pool2d`: each output's gradient to the element its window took.
struct MaxPool2dRule {
    node: usize,
    at: Tensor<usize, AnyDims>,
    geometry: Conv2dGeometry,
}

pub(super) fn max_pool2d_rule<T: GradElement>(
    node: Option<usize>,
    at: Tensor<usize, AnyDims>,
    geometry: Conv2dGeometry,
) -> Box<dyn Backward<T>> {
    Box::new(MaxPool2dRule {
        node: node.expect("a gradient flows to the input"),
        at,
        geometry,
    })
}

impl<T: GradElement> Backward<T> for MaxPool2dRule {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let gx = raw::contiguous(g).max_pool2d_backward(&self.at, &self.geometry);
        grads.add(Some(self.node), gx);
    }
}

/// The rule of `adaptive_avg_pool2d`: each output's gradient spread over its window.
struct AdaptiveAvgPool2dRule {
    node: Option<usize>,
    geometry: AdaptiveGeometry,
}

pub(super) fn adaptive_avg_pool2d_rule<T: GradElement>(
    node: Option<usize>,
    geometry: AdaptiveGeometry,
) -> Box<dyn Backward<T>> {
    Box::new(AdaptiveAvgPool2dRule { node, geometry })
}

impl<T: GradElement> Backward<T> for AdaptiveAvgPool2dRule {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let gx = raw::contiguous(g).adaptive_avg_pool2d_backward(&self.geometry);
        grads.add(self.node, gx);
    }
}

/// The rule of `avg_pool2d`: each output's gradient spread over its window.
struct AvgPool2dRule {
    node: Option<usize>,
    geometry: Conv2dGeometry,
    count_include_pad: bool,
}

pub(super) fn avg_pool2d_rule<T: GradElement>(
    node: Option<usize>,
    geometry: Conv2dGeometry,
    count_include_pad: bool,
) -> Box<dyn Backward<T>> {
    Box::new(AvgPool2dRule {
        node,
        geometry,
        count_include_pad,
    })
}

impl<T: GradElement> Backward<T> for AvgPool2dRule {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let gx = raw::contiguous(g).avg_pool2d_backward(&self.geometry, self.count_include_pad);
        grads.add(self.node, gx);
    }
}

//! The backward rules of `conv2d` and `max_pool2d`; the convolution's over the input's columns (`im2col`) as the forward:
//! `gW = Σₙ gYₙ · colsₙᵀ`, `gX = col2im(Wᵀ · gY)`, `gb` the sums over batch and positions.

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
        let (out_channels, groups) = (w.dims()[0], g_.groups);
        let [oh, ow] = g_.out();
        let (rows, positions) = (g_.rows() / groups, oh * ow);
        // [N, O, OH, OW] as [N, G, O/G, L].
        let gy = raw::reshape(g, &[g_.batch, groups, out_channels / groups, positions]);
        if self.bias.is_some() {
            let per_channel = raw::reshape(gy.clone(), &[g_.batch, out_channels, positions]);
            let summed = raw::sum_to(per_channel, &[1, out_channels, 1]);
            grads.add(self.bias, raw::reshape(summed, &[out_channels]));
        }
        let w_groups = raw::reshape(w.clone(), &[groups, out_channels / groups, rows]);
        if nw.is_some() {
            let cols = raw::contiguous(x.clone()).columns(&g_);
            // [N, G, O/G, L] x [N, G, L, rows] -> [N, G, O/G, rows], summed over N.
            let per_image = raw::matmul(&gy, &raw::transpose_last(&cols));
            let gw = raw::sum_to(per_image, &[1, groups, out_channels / groups, rows]);
            grads.add(nw, raw::reshape(gw, w.dims()));
        }
        if nx.is_some() {
            // [G, rows, O/G] x [N, G, O/G, L] -> [N, G, rows, L], the columns' gradient.
            let gcols = raw::contiguous(raw::matmul(&raw::transpose_last(&w_groups), &gy));
            grads.add(nx, gcols.added_from_columns(&g_));
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
        let (groups, out_channels) = (g_.groups, g_.channels);
        let in_channels = x.dims()[1];
        let positions = x.dims()[2] * x.dims()[3];
        let rows = g_.rows() / groups;
        if self.bias.is_some() {
            let per_channel = raw::reshape(
                g.clone(),
                &[g_.batch, out_channels, g_.input[0] * g_.input[1]],
            );
            let summed = raw::sum_to(per_channel, &[1, out_channels, 1]);
            grads.add(self.bias, raw::reshape(summed, &[out_channels]));
        }
        // [N, G, rows, L]: the output gradient's columns, L the input's positions.
        let cols = raw::contiguous(g).columns(&g_);
        if nx.is_some() {
            let w_groups = raw::reshape(
                raw::contiguous(w.clone()),
                &[groups, in_channels / groups, rows],
            );
            // [G, C/G, rows] x [N, G, rows, L] -> [N, G, C/G, L].
            let gx = raw::matmul(&w_groups, &cols);
            grads.add(nx, raw::reshape(gx, x.dims()));
        }
        if nw.is_some() {
            let x_groups = raw::reshape(
                raw::contiguous(x),
                &[g_.batch, groups, in_channels / groups, positions],
            );
            // [N, G, C/G, L] x [N, G, L, rows] -> [N, G, C/G, rows], summed over N.
            let per_image = raw::matmul(&x_groups, &raw::transpose_last(&cols));
            let gw = raw::sum_to(per_image, &[1, groups, in_channels / groups, rows]);
            grads.add(nw, raw::reshape(gw, w.dims()));
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

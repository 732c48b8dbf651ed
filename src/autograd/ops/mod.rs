//! The differentiable ops on [`Var`](super::Var), one family per file: each computes its
//! value with the same op on `Tensor` (same bounds, same errors) and records its backward
//! rule, which computes on run-time dims (`raw`).

mod arith;
mod attention;
mod batch_norm;
mod conv;
mod extremes;
mod join;
mod loss;
mod matmul;
mod norm;
mod products;
mod reduce;
mod reduced;
mod softmax;
mod statistics;
mod unary;
mod views;

use super::grads::Accumulator;
use super::raw::{self, Raw};
use super::tape::Backward;
use super::GradElement;
use crate::ops::Arith;
use crate::tensor::Derivation;

/// The backward rule of a recorded op, whose inputs are the nodes `nodes` (none for an input
/// no gradient flows to); none when no gradient flows through the op.
pub(crate) fn rule_of<T: GradElement>(
    op: Derivation<T>,
    nodes: &[Option<usize>],
) -> Option<Box<dyn Backward<T>>> {
    Some(match op {
        Derivation::Constant { .. } => return None,
        Derivation::Unary { op, saved, .. } => unary::rule(nodes[0], op, saved),
        Derivation::Arith { op, lhs, rhs } => arith::rule(op, nodes, lhs, rhs),
        Derivation::Linear { x, w, bias_dims } => matmul::linear_rule(nodes, x, w, bias_dims),
        Derivation::Conv2d {
            x,
            w,
            bias,
            geometry,
        } => conv::conv2d_rule(nodes, x, w, bias, geometry),
        Derivation::ConvTranspose2d {
            x,
            w,
            bias,
            geometry,
            ..
        } => conv::conv_transpose2d_rule(nodes, x, w, bias, geometry),
        Derivation::Remap {
            rows, cols, input, ..
        } => conv::remap_rule(nodes[0], rows, cols, input),
        Derivation::Resample { rows, cols, input } => {
            conv::resample_rule(nodes[0], rows, cols, input)
        }
        Derivation::MaxPool2d { at, geometry } => conv::max_pool2d_rule(nodes[0], at, geometry),
        Derivation::AvgPool2d {
            geometry,
            count_include_pad,
        } => conv::avg_pool2d_rule(nodes[0], geometry, count_include_pad),
        Derivation::AdaptiveAvgPool2d { geometry } => {
            conv::adaptive_avg_pool2d_rule(nodes[0], geometry)
        }
        Derivation::BatchNorm {
            x,
            w,
            bias,
            mean,
            var,
            eps,
            training,
        } => batch_norm::batch_norm_rule(nodes, x, w, bias, mean, var, eps, training),
        Derivation::GroupNorm {
            x,
            w,
            bias,
            groups,
            mean,
            var,
            eps,
        } => batch_norm::group_norm_rule(nodes, x, w, bias, groups, (mean, var), eps),
        Derivation::LayerNorm { x, w, width, eps } => {
            norm::layer_norm_rule(nodes, x, w, width, eps)
        }
        Derivation::RmsNorm { x, w, width, eps } => norm::rms_norm_rule(nodes, x, w, width, eps),
        Derivation::Reshape { dims } => views::reshape_rule(nodes[0], dims),
        Derivation::Permute { axes } => views::permute_rule(nodes[0], axes),
        Derivation::SumTo { dims } => views::sum_to_rule(nodes[0], dims),
        Derivation::Range {
            dims,
            axis,
            start,
            selected,
        } => views::range_rule(nodes[0], dims, axis, start, selected),
        Derivation::Attention {
            q,
            k,
            v,
            mask,
            causal,
        } => attention::rule(nodes, q, k, v, mask, causal),
        Derivation::Matmul { a, b } => products::matmul_rule(nodes, a, b),
        Derivation::Pow { a, b } => products::pow_rule(nodes, a, b),
        Derivation::Softmax { axis, log, y } => softmax::rule(nodes[0], axis, log, y),
        Derivation::Reduced {
            kind,
            dims,
            axis,
            removed,
            x,
            y,
        } => reduced::reduced_rule(nodes[0], kind, dims, axis, removed, x, y),
        Derivation::Choose { max, a, b } => extremes::choose_rule(nodes, max, a, b),
        Derivation::Scalar { op, c, saved } => arith::scalar_rule(nodes[0], op, c, saved),
        Derivation::Where {
            cond,
            a_dims,
            b_dims,
            ..
        } => join::where_rule(nodes, cond, a_dims, b_dims),
        Derivation::Mask { mask } => mask_rule(nodes[0], mask),
        Derivation::Cat { axis, lens } => join::cat_rule(nodes, axis, lens),
        Derivation::Stack { axis } => join::stack_rule(nodes, axis),
        Derivation::Classes {
            probs,
            dims,
            targets,
            mean,
            smoothing,
            ignore,
        } => loss::class_rule(nodes[0], probs, dims, targets, mean, smoothing, ignore),
        Derivation::Squared { x, y, scale } => loss::squared_rule(nodes, x, y, scale),
        Derivation::Logits { x, y, scale } => loss::logits_rule(nodes, x, y, scale),
        Derivation::Scatter {
            dims,
            axis,
            index,
            spread,
        } => join::scatter_rule(nodes[0], dims, axis, index, spread),
    })
}

/// The rule of the input of node `node` times a fixed mask (`Derivation::Mask`).
fn mask_rule<T: GradElement>(node: Option<usize>, mask: Raw<T>) -> Box<dyn Backward<T>> {
    Box::new(MaskRule { node, mask })
}

/// `x * mask`'s rule: the gradient times the mask.
struct MaskRule<T> {
    node: Option<usize>,
    mask: Raw<T>,
}

impl<T: GradElement> Backward<T> for MaskRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        grads.add(self.node, raw::zip(&g, &self.mask, Arith::Mul));
    }
}

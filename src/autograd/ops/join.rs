//! The rules of joins and look-ups: `cat` and `stack` (the `Cat` and `Stack` traits, for
//! tensors of every record), `index_select`, `gather`, and `where_`.
//!
//! The gradient of a join is cut back into the parts' ranges; the gradient of a look-up is
//! added back at the positions looked up (an index that repeats accumulates); the gradient of
//! `where_` goes to the branch each element was taken from.

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, AnyDims, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::GradElement;
use crate::layout::Layout;
use crate::Tensor;

/// The rule of `cat`: each part's gradient is its range of the joined axis.
struct CatRule {
    axis: usize,
    /// Each part's node and length along the axis.
    parts: Vec<(Option<usize>, usize)>,
}

impl<T: GradElement> Backward<T> for CatRule {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let mut start = 0;
        for (node, len) in self.parts {
            if node.is_some() {
                grads.add(node, raw::narrow(&g, self.axis, start, len));
            }
            start += len;
        }
    }
}

/// The rule of `stack`: part `k`'s gradient is index `k` of the new axis.
struct StackRule {
    axis: usize,
    nodes: Vec<Option<usize>>,
}

impl<T: GradElement> Backward<T> for StackRule {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        for (k, node) in self.nodes.into_iter().enumerate() {
            if node.is_some() {
                grads.add(node, raw::select(&g, self.axis, k));
            }
        }
    }
}

/// The rule of a look-up along `axis`: the gradient added back at the positions looked up.
struct ScatterRule {
    node: Option<usize>,
    dims: Vec<usize>,
    axis: usize,
    /// The position along `axis` of each element of the output (`gather`'s index), or of
    /// each index of the axis (`index_select`'s indices, `spread`).
    index: Tensor<usize, AnyDims>,
    spread: bool,
}

impl<T: GradElement> Backward<T> for ScatterRule {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let index = match self.spread {
            // The indices seen with the gradient's dims, moving only along the axis.
            true => {
                let mut strides = vec![0; g.rank()];
                strides[self.axis] = self.index.strides()[0];
                let offset = self.index.layout().offset();
                self.index
                    .with_layout(Layout::strided(g.dims(), &strides, offset))
            }
            false => self.index,
        };
        grads.add(
            self.node,
            raw::scatter_add(&g, &index, self.axis, &self.dims),
        );
    }
}

/// The rule of `where_(cond, a, b)`: the gradient where `cond` holds goes to `a`, the rest to
/// `b`, each summed back to its operand's dims.
struct WhereRule {
    cond: Tensor<bool, AnyDims>,
    a: (Option<usize>, Vec<usize>),
    b: (Option<usize>, Vec<usize>),
}

impl<T: GradElement> Backward<T> for WhereRule {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        for ((node, dims), keep) in [(self.a, true), (self.b, false)] {
            if node.is_some() {
                let branch = raw::masked(&self.cond, &g, keep);
                grads.add(node, raw::sum_to(branch, &dims));
            }
        }
    }
}

/// The rule of a pick along `axis` (`Derivation::Scatter`) from the input of node `node`.
pub(super) fn scatter_rule<T: GradElement>(
    node: Option<usize>,
    dims: Vec<usize>,
    axis: usize,
    index: Tensor<usize, AnyDims>,
    spread: bool,
) -> Box<dyn Backward<T>> {
    Box::new(ScatterRule {
        node,
        dims,
        axis,
        index,
        spread,
    })
}

/// The rule of `where` (`Derivation::Where`): the branches are the nodes `nodes`, or the one
/// node of `b` when `a` is a constant (`a_dims` none).
pub(super) fn where_rule<T: GradElement>(
    nodes: &[Option<usize>],
    cond: Tensor<bool, AnyDims>,
    a_dims: Option<Vec<usize>>,
    b_dims: Vec<usize>,
) -> Box<dyn Backward<T>> {
    let (a, b) = match a_dims {
        Some(a_dims) => ((nodes[0], a_dims), (nodes[1], b_dims)),
        None => ((None, Vec::new()), (nodes[0], b_dims)),
    };
    Box::new(WhereRule { cond, a, b })
}

/// The rule of `cat` along `axis` (`Derivation::Cat`) of the nodes `nodes`, whose lengths
/// along it are `lens`.
pub(super) fn cat_rule<T: GradElement>(
    nodes: &[Option<usize>],
    axis: usize,
    lens: Vec<usize>,
) -> Box<dyn Backward<T>> {
    Box::new(CatRule {
        axis,
        parts: nodes.iter().copied().zip(lens).collect(),
    })
}

/// The rule of `stack` along the new axis `axis` (`Derivation::Stack`) of the nodes `nodes`.
pub(super) fn stack_rule<T: GradElement>(
    nodes: &[Option<usize>],
    axis: usize,
) -> Box<dyn Backward<T>> {
    Box::new(StackRule {
        axis,
        nodes: nodes.to_vec(),
    })
}

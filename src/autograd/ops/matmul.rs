//! Matrix products: `matmul` (with `torch.matmul`'s vector and batch rules) and `linear`.

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::GradElement;

/// The rule of `a · b`: `ga = g · bᵀ`, `gb = aᵀ · g`, each summed back over the batch axes
/// its operand was broadcast along. A vector operand is a row (`a`) or a column (`b`) whose
/// added axis the product dropped; its gradient drops it again.
pub(super) struct MatmulRule<T> {
    pub(super) a: (Option<usize>, Raw<T>),
    pub(super) b: (Option<usize>, Raw<T>),
}

impl<T: GradElement> Backward<T> for MatmulRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let ((na, a), (nb, b)) = (self.a, self.b);
        // Both operands as matrices, and the gradient with the product's dropped axes back.
        let a2 = if a.rank() == 1 {
            raw::unsqueeze(&a, 0)
        } else {
            a.clone()
        };
        let b2 = if b.rank() == 1 {
            raw::unsqueeze(&b, 1)
        } else {
            b.clone()
        };
        let mut g2 = g;
        if a.rank() == 1 {
            g2 = raw::unsqueeze(&g2, g2.rank().saturating_sub(usize::from(b.rank() > 1)));
        }
        if b.rank() == 1 {
            g2 = raw::unsqueeze(&g2, g2.rank());
        }
        if na.is_some() {
            let ga = raw::matmul(&g2, &raw::transpose_last(&b2));
            grads.add(na, to_operand(ga, &a));
        }
        if nb.is_some() {
            let gb = raw::matmul(&raw::transpose_last(&a2), &g2);
            grads.add(nb, to_operand(gb, &b));
        }
    }
}

/// The gradient `g` of an operand seen as a matrix, summed over broadcast batch axes and
/// given the operand's own dims.
fn to_operand<T: GradElement>(g: Raw<T>, operand: &Raw<T>) -> Raw<T> {
    if operand.rank() == 1 {
        // The vector's matrix form was [1, k] or [k, 1]: sum the batch, then drop the 1.
        let n = operand.dims()[0];
        let as_matrix = if g.dims()[g.rank() - 2] == 1 {
            [1, n]
        } else {
            [n, 1]
        };
        return raw::reshape(raw::sum_to(g, &as_matrix), operand.dims());
    }
    raw::sum_to(g, operand.dims())
}

/// The rule of `x · wᵀ + b`: `gx = g · w`, `gw = gᵀ · x` over all rows, `gb` the column sums.
struct LinearRule<T> {
    x: (Option<usize>, Raw<T>),
    w: (Option<usize>, Raw<T>),
    b: (Option<usize>, Vec<usize>),
}

impl<T: GradElement> Backward<T> for LinearRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let ((nx, x), (nw, w), (nb, b_dims)) = (self.x, self.w, self.b);
        let (outs, ins) = (w.dims()[0], w.dims()[1]);
        // Every leading axis is a row: [rows, out] and [rows, in].
        let rows = g.numel() / outs.max(1);
        let g_rows = raw::reshape(g, &[rows, outs]);
        if nb.is_some() {
            grads.add(nb, raw::sum_to(g_rows.clone(), &b_dims));
        }
        if nw.is_some() {
            let x_rows = raw::reshape(x.clone(), &[rows, ins]);
            grads.add(nw, raw::matmul(&raw::transpose_last(&g_rows), &x_rows));
        }
        if nx.is_some() {
            let gx = raw::matmul(&g_rows, &w);
            grads.add(nx, raw::reshape(gx, x.dims()));
        }
    }
}

/// The rule of `x · wᵀ + b` whose inputs are the nodes `nodes`, as `Derivation::Linear`
/// describes it.
pub(super) fn linear_rule<T: GradElement>(
    nodes: &[Option<usize>],
    x: Raw<T>,
    w: Raw<T>,
    bias_dims: Vec<usize>,
) -> Box<dyn Backward<T>> {
    Box::new(LinearRule {
        x: (nodes[0], x),
        w: (nodes[1], w),
        b: (nodes[2], bias_dims),
    })
}

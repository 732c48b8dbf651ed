//! The run-time side of a matrix product: `torch.matmul`'s rank promotion, the batch
//! broadcast and the `Dyn` checks, from the operands' run-time layouts.

use crate::error::ShapeError;
use crate::kernel::{GemmDims, GemmOperand, Operand, OperandForm};
use crate::layout::Layout;
use crate::limits::MAX_RANK;

/// One operand seen as a batch of matrices: their dims, and how its axes hold them (the
/// kernel reads the strides from the operand itself).
struct MatrixAxes {
    batch_rank: usize,
    rows: usize,
    cols: usize,
    form: OperandForm,
}

impl MatrixAxes {
    /// `layout` as matrices; a vector is a row (`as_row`) or a column.
    fn of(layout: &Layout, as_row: bool) -> Self {
        let d = layout.dims();
        match d.len() {
            0 => unreachable!("rank-0 operands are rejected by `MatmulWith`"),
            1 if as_row => MatrixAxes {
                batch_rank: 0,
                rows: 1,
                cols: d[0],
                form: OperandForm::Row,
            },
            1 => MatrixAxes {
                batch_rank: 0,
                rows: d[0],
                cols: 1,
                form: OperandForm::Column,
            },
            r => MatrixAxes {
                batch_rank: r - 2,
                rows: d[r - 2],
                cols: d[r - 1],
                form: OperandForm::Matrices { batch_axes: r - 2 },
            },
        }
    }
}

/// A checked product: the kernel's dims, the output's layout, and each operand's form.
pub(super) struct Plan {
    pub(super) dims: GemmDims,
    pub(super) out: Layout,
    lhs: OperandForm,
    rhs: OperandForm,
}

impl Plan {
    /// Checks the run-time dims of `lhs · rhs` (only `Dyn` axes can disagree: the types agree)
    /// and lays out the product. Bit `i` of `strict` marks batch axis `i` as a `D<1>` met by a
    /// `Dyn` (`MatmulWith::STRICT_AXES`): the product's type says 1 there, so the `Dyn` must be
    /// 1 too rather than stretch it.
    pub(super) fn new(lhs: &Layout, rhs: &Layout, strict: u16) -> Result<Plan, ShapeError> {
        let (a, b) = (MatrixAxes::of(lhs, true), MatrixAxes::of(rhs, false));
        if a.cols != b.rows {
            return Err(ShapeError::Matmul {
                lhs: lhs.dims().to_vec(),
                rhs: rhs.dims().to_vec(),
                dim: None,
            });
        }
        // The batch axes broadcast with NumPy's rule, aligned from the right.
        let rank = a.batch_rank.max(b.batch_rank);
        let mut batch = [0; MAX_RANK];
        for (axis, size) in batch[..rank].iter_mut().enumerate() {
            // The operand's size on this batch axis, 1 where it has none.
            let at = |layout: &Layout, batch_rank: usize| {
                (axis + batch_rank)
                    .checked_sub(rank)
                    .map_or(1, |i| layout.dims()[i])
            };
            let (da, db) = (at(lhs, a.batch_rank), at(rhs, b.batch_rank));
            *size = match (da, db) {
                (x, y) if x == y => x,
                (x, 1) if strict & (1 << axis) == 0 => x,
                (1, y) if strict & (1 << axis) == 0 => y,
                _ => {
                    return Err(ShapeError::MatmulBatch {
                        lhs: lhs.dims().to_vec(),
                        rhs: rhs.dims().to_vec(),
                        axis,
                        dim: None,
                    })
                }
            };
        }
        // The batch axes, then the rows and columns that the operands' ranks keep.
        let mut out_dims = batch;
        let mut out_rank = rank;
        for (kept, dim) in [
            (lhs.dims().len() >= 2, a.rows),
            (rhs.dims().len() >= 2, b.cols),
        ] {
            if kept {
                out_dims[out_rank] = dim;
                out_rank += 1;
            }
        }
        let out = Layout::contiguous(&out_dims[..out_rank])?;
        let dims = GemmDims {
            batch,
            batch_rank: rank,
            rows: a.rows,
            inner: a.cols,
            cols: b.cols,
        };
        Ok(Plan {
            dims,
            out,
            lhs: a.form,
            rhs: b.form,
        })
    }

    /// The left operand for the kernel; `source` is its tensor seen with its own dims (whose
    /// strides, 0 along axes of size one, broadcast it over the batch).
    pub(super) fn lhs<'a, T>(&self, source: Operand<'a, T>) -> GemmOperand<'a, T> {
        GemmOperand::new(source, self.lhs, self.dims.batch_rank)
    }

    /// The right operand for the kernel; `source` is its tensor seen with its own dims.
    pub(super) fn rhs<'a, T>(&self, source: Operand<'a, T>) -> GemmOperand<'a, T> {
        GemmOperand::new(source, self.rhs, self.dims.batch_rank)
    }
}

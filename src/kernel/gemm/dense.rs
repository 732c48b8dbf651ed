//! Operands that repeat an element along a matrix axis, copied before a product.
//!
//! An operand broadcast along its rows or columns (`expand`, stride 0) can describe far more
//! elements than memory holds: `[1, 1]` seen as `[12, 2^40]` is one float. The kernels would
//! multiply it as given, for hours. PyTorch copies such an operand first (`mm` makes an
//! operand whose strides BLAS cannot take contiguous), and the copy of one too large fails at
//! once with the allocator's message; this crate does the same, so a `try_` product returns
//! an `Err` naming the copy's size instead of running. The copy costs at most the operand's
//! elements, which the product reads `cols` (or `rows`) times anyway.
//!
//! Batch axes are not matrix axes: an operand broadcast along one is still read again, never
//! copied (module docs of `gemm`).

use super::operand::GemmOperand;
use crate::error::AllocError;
use crate::kernel::alloc;
use crate::limits::MAX_RANK;

impl<'a, T: Copy> GemmOperand<'a, T> {
    /// Whether its `rows x cols` matrices step by 0 along an axis of more than one element.
    fn repeats_along_a_matrix_axis(&self, rows: usize, cols: usize) -> bool {
        (rows > 1 && self.row_stride == 0) || (cols > 1 && self.col_stride == 0)
    }

    /// This operand as it is, or, when it repeats an element along a matrix axis, a row-major
    /// copy of its `rows x cols` matrices over `batch` made in `copy` (stride 0 kept on the
    /// batch axes it is read again along) and seen there. An `Err` naming the copy's elements
    /// when it cannot be allocated. Reads only the region [`check_reach`](Self::check_reach)
    /// covers, by checked indexing.
    pub(crate) fn dense<'b>(
        self,
        batch: &[usize],
        rows: usize,
        cols: usize,
        copy: &'b mut Vec<T>,
    ) -> Result<GemmOperand<'b, T>, AllocError>
    where
        'a: 'b,
    {
        if !self.repeats_along_a_matrix_axis(rows, cols) {
            return Ok(self);
        }
        // The copy's dims: the batch axes this operand walks, 1 along those it repeats.
        let mut kept = [1; MAX_RANK];
        let mut batch_strides = [0; MAX_RANK];
        // No overflow for an operand made from a tensor, whose elements fit in `usize`; a
        // saturated count is refused by the allocator like any other too large.
        let mut len = rows.saturating_mul(cols);
        for (axis, &dim) in batch.iter().enumerate().rev() {
            if dim > 1 && self.batch_strides[axis] != 0 {
                kept[axis] = dim;
                batch_strides[axis] = len;
                len = len.saturating_mul(dim);
            }
        }
        *copy = alloc::vec_with_capacity(len)?;
        let kept = &kept[..batch.len()];
        let items: usize = kept.iter().product();
        let mut index = [0; MAX_RANK];
        for _ in 0..items {
            let item_offset = self.offset
                + index[..batch.len()]
                    .iter()
                    .zip(&self.batch_strides)
                    .map(|(i, stride)| i * stride)
                    .sum::<usize>();
            for i in 0..rows {
                let row = item_offset + i * self.row_stride;
                copy.extend((0..cols).map(|j| self.data[row + j * self.col_stride]));
            }
            // The next item, last batch axis fastest.
            for axis in (0..batch.len()).rev() {
                index[axis] += 1;
                if index[axis] < kept[axis] {
                    break;
                }
                index[axis] = 0;
            }
        }
        Ok(GemmOperand {
            data: copy,
            offset: 0,
            batch_strides,
            row_stride: cols,
            col_stride: 1,
        })
    }
}

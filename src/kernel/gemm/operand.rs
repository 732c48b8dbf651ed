//! The operands of a product as the kernels see them: a strided [`Matrix`] per batch item, the
//! batched [`GemmOperand`] it comes from, and the product's [`GemmDims`].

use crate::kernel::Operand;
use crate::layout::last_reached;
use crate::limits::MAX_RANK;

/// One matrix of a product: element `[i, j]` is `data[offset + i * rows + j * cols]`.
#[derive(Clone, Copy)]
// `pub` in a private module: named by the sealed trait, unreachable from outside the crate.
pub struct Matrix<'a, T> {
    pub(super) data: &'a [T],
    pub(super) offset: usize,
    pub(super) rows: usize,
    pub(super) cols: usize,
}

/// The dims of a batched product: `batch` items of `[rows, inner] x [inner, cols]`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct GemmDims {
    pub(crate) batch: [usize; MAX_RANK],
    pub(crate) batch_rank: usize,
    pub(crate) rows: usize,
    pub(crate) inner: usize,
    pub(crate) cols: usize,
}

impl GemmDims {
    pub(crate) fn batch_dims(&self) -> &[usize] {
        &self.batch[..self.batch_rank]
    }

    /// The number of batch items; the caller has checked that the output's count fits.
    pub(crate) fn items(&self) -> usize {
        self.batch_dims().iter().product()
    }

    /// Runs `product(item, 0, 0, cols, item's output)` for every batch item of `out` (row-major
    /// `[batch.., rows, cols]`) on the calling thread.
    pub(crate) fn each_item<X>(
        &self,
        out: &mut [X],
        product: &impl Fn(usize, usize, usize, usize, &mut [X]),
    ) {
        for (item, c) in out.chunks_mut(self.rows * self.cols).enumerate() {
            product(item, 0, 0, self.cols, c);
        }
    }
}

/// How an operand's own axes hold the matrices of a product.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum OperandForm {
    /// Its first `batch_axes` axes are batch axes (the product's last ones), its last two the
    /// rows and columns.
    Matrices { batch_axes: usize },
    /// A vector as one row (a lhs vector), the same for every batch item.
    Row,
    /// A vector as one column (a rhs vector), the same for every batch item.
    Column,
}

/// One operand of a batched product: a strided matrix per batch item, stride 0 on the batch
/// axes it is broadcast along.
#[derive(Clone, Copy)]
pub(crate) struct GemmOperand<'a, T> {
    pub(super) data: &'a [T],
    pub(super) offset: usize,
    pub(super) batch_strides: [usize; MAX_RANK],
    pub(super) row_stride: usize,
    pub(super) col_stride: usize,
}

impl<'a, T> GemmOperand<'a, T> {
    /// `source`, seen with its own dims in the form `form`, as an operand of a product of
    /// `batch_rank` batch axes, with the strides `source` carries (0 along its axes of size
    /// one, which the product broadcasts). The reach is checked by the kernel before use.
    pub(crate) fn new(source: Operand<'a, T>, form: OperandForm, batch_rank: usize) -> Self {
        let strides = &source.strides;
        let mut batch_strides = [0; MAX_RANK];
        let [row_stride, col_stride] = match form {
            OperandForm::Matrices { batch_axes } => {
                // NumPy's broadcast aligns batch axes from the right.
                batch_strides[batch_rank - batch_axes..batch_rank]
                    .copy_from_slice(&strides[..batch_axes]);
                [strides[batch_axes], strides[batch_axes + 1]]
            }
            OperandForm::Row => [0, strides[0]],
            OperandForm::Column => [strides[0], 0],
        };
        GemmOperand {
            data: source.data,
            offset: source.offset,
            batch_strides,
            row_stride,
            col_stride,
        }
    }

    /// A row-major matrix of `cols` columns, the same for every batch item (stride 0).
    pub(crate) fn row_major(data: &'a [T], cols: usize) -> Self {
        GemmOperand {
            data,
            offset: 0,
            batch_strides: [0; MAX_RANK],
            row_stride: cols,
            col_stride: 1,
        }
    }

    /// The matrix whose element `[i, j]` is `data[offset + i * row_stride + j * col_stride]`,
    /// the same for every batch item.
    pub(crate) fn strided(
        data: &'a [T],
        offset: usize,
        [row_stride, col_stride]: [usize; 2],
    ) -> Self {
        GemmOperand {
            data,
            offset,
            batch_strides: [0; MAX_RANK],
            row_stride,
            col_stride,
        }
    }

    /// Panics unless every element addressed over `batch` items of `rows x cols` lies inside
    /// `data`: the kernels index with raw pointers, so this check is what keeps them sound.
    pub(super) fn check_reach(&self, batch: &[usize], rows: usize, cols: usize) {
        if rows == 0 || cols == 0 || batch.contains(&0) {
            return;
        }
        let axes = batch
            .iter()
            .copied()
            .zip(self.batch_strides.iter().copied());
        let last = last_reached(
            self.offset,
            axes.chain([(rows, self.row_stride), (cols, self.col_stride)]),
        );
        assert!(
            last.is_some_and(|last| last < self.data.len()),
            "matmul operand reaches past its storage"
        );
    }

    /// The row and column strides of a `rows x cols` matrix of this operand. A stride along
    /// an axis of size one is never used; 0 keeps it in `isize` range.
    pub(super) fn strides(&self, rows: usize, cols: usize) -> [usize; 2] {
        [
            if rows > 1 { self.row_stride } else { 0 },
            if cols > 1 { self.col_stride } else { 0 },
        ]
    }

    /// The matrix of batch item `item` (row-major numbering over `batch`).
    pub(super) fn matrix(
        &self,
        batch: &[usize],
        mut item: usize,
        rows: usize,
        cols: usize,
    ) -> Matrix<'a, T> {
        let mut offset = self.offset;
        for (axis, &dim) in batch.iter().enumerate().rev() {
            offset += (item % dim) * self.batch_strides[axis];
            item /= dim;
        }
        let [rows, cols] = self.strides(rows, cols);
        Matrix {
            data: self.data,
            offset,
            rows,
            cols,
        }
    }
}

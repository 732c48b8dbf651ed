//! The entry of a product: its output allocated, its operands copied where they repeat along
//! a matrix axis (`dense`), a batch folded into one product where it is one, the kernel chosen
//! once, and the work split over threads or run on this one (`parallel`).

use super::choose::{choose_kernel, Choice, Cpu, Product};
use super::operand::{GemmDims, GemmOperand};
#[cfg(feature = "parallel")]
use super::parallel;
use super::MatmulElement;
use crate::error::AllocError;
use crate::kernel::alloc;
use crate::kernel::buffer::Buffer;
use crate::limits::MAX_RANK;
use core::mem::MaybeUninit;

/// The kernel [`choose_kernel`] picks for one `rows x inner x cols` product of `a` and `b`.
pub(super) fn choice<T: MatmulElement>(
    [rows, inner, cols]: [usize; 3],
    a: &GemmOperand<'_, T>,
    b: &GemmOperand<'_, T>,
) -> Choice {
    let product = Product {
        rows,
        inner,
        cols,
        a: a.strides(rows, inner),
        b: b.strides(inner, cols),
        element: T::ELEMENT,
    };
    choose_kernel(&product, Cpu::detect())
}

/// A new row-major buffer `[batch.., rows, cols]` holding `a · b` for every batch item, plus
/// `bias` (`cols` long) on every row when given: added as each tile is stored, not in a pass
/// of its own. An `Err` when the buffer, or the copy of an operand that repeats an element
/// along a matrix axis (`dense`), cannot be allocated; the kernels' own working memory is
/// bounded by their blocks, whatever the dims.
pub(crate) fn matmul<T: MatmulElement>(
    dims: &GemmDims,
    a: GemmOperand<'_, T>,
    b: GemmOperand<'_, T>,
    bias: Option<&[T]>,
) -> Result<Buffer<T>, AllocError> {
    let len = dims.items() * dims.rows * dims.cols;
    alloc::try_filled_buffer(len, |out| run_dense(out, dims, a, b, bias))
}

/// `out = a · b` for every batch item, `out` being the row-major `[batch.., rows, cols]`
/// elements of an existing tensor. An `Err`, with `out` unchanged, when an operand's copy
/// (`dense`) cannot be allocated.
pub(crate) fn matmul_into<T: MatmulElement>(
    out: &mut [T],
    dims: &GemmDims,
    a: GemmOperand<'_, T>,
    b: GemmOperand<'_, T>,
) -> Result<(), AllocError> {
    // SAFETY: `MaybeUninit<T>` has `T`'s layout, and the kernels only write initialized
    // values into the slots (`T: Copy`, so nothing is dropped), so `out` stays initialized.
    let slots = unsafe { &mut *(out as *mut [T] as *mut [MaybeUninit<T>]) };
    run_dense(slots, dims, a, b, None)
}

/// [`run`] on `a` and `b`, each copied first when it repeats an element along a matrix axis
/// (`dense`), before anything is written; nothing is copied for an empty product.
fn run_dense<T: MatmulElement>(
    out: &mut [MaybeUninit<T>],
    dims: &GemmDims,
    a: GemmOperand<'_, T>,
    b: GemmOperand<'_, T>,
    bias: Option<&[T]>,
) -> Result<(), AllocError> {
    if out.is_empty() {
        return Ok(()); // nothing is read
    }
    let batch = dims.batch_dims();
    let (mut a_copy, mut b_copy) = (Vec::new(), Vec::new());
    let a = a.dense(batch, dims.rows, dims.inner, &mut a_copy)?;
    let b = b.dense(batch, dims.inner, dims.cols, &mut b_copy)?;
    run(out, dims, a, b, bias);
    Ok(())
}

/// Writes every slot of `out` (row-major `[batch.., rows, cols]`).
fn run<T: MatmulElement>(
    out: &mut [MaybeUninit<T>],
    dims: &GemmDims,
    a: GemmOperand<'_, T>,
    b: GemmOperand<'_, T>,
    bias: Option<&[T]>,
) {
    let batch = dims.batch_dims();
    let (rows, inner, cols) = (dims.rows, dims.inner, dims.cols);
    assert_eq!(
        out.len(),
        dims.items() * rows * cols,
        "matmul output length"
    );
    if out.is_empty() {
        return; // nothing is read
    }
    a.check_reach(batch, rows, inner);
    b.check_reach(batch, inner, cols);
    if let Some(bias) = bias {
        assert_eq!(bias.len(), cols, "matmul bias length");
    }
    if let Some((dims, a)) = fold_batch(dims, &a, &b) {
        return run(out, &dims, a, b, bias);
    }
    let choice = choice([rows, inner, cols], &a, &b);
    // The block of item `item`'s output from row `first_row` and column `first_col`, `width`
    // columns wide, into `c` (row-major, row stride `width`).
    let product = |item, first_row, first_col, width, c: &mut [MaybeUninit<T>]| {
        debug_assert!(first_row + c.len() / width <= rows && first_col + width <= cols);
        let mut am = a.matrix(batch, item, rows, inner);
        am.offset += first_row * am.rows;
        let mut bm = b.matrix(batch, item, inner, cols);
        bm.offset += first_col * bm.cols;
        let bias = bias.map(|bias| &bias[first_col..first_col + width]);
        T::gemm(c, width, bias, inner, am, bm, choice);
    };
    #[cfg(feature = "parallel")]
    if parallel::split(out, dims, &product) {
        return;
    }
    dims.each_item(out, &product);
}

/// The product of `dims` as one product of `items * rows` rows, when that is what it is: `b`
/// the same matrix for every batch item (stride 0 on every batch axis) and `a`'s batch items
/// lying one after another with their rows (a `[batch.., rows, inner]` tensor times a matrix,
/// as a linear layer over a batch of sequences). The output, row-major `[batch.., rows,
/// cols]`, is the same memory either way; folded, the rhs is packed once and the kernel is
/// chosen for the product's real size.
pub(super) fn fold_batch<'a, T>(
    dims: &GemmDims,
    a: &GemmOperand<'a, T>,
    b: &GemmOperand<'_, T>,
) -> Option<(GemmDims, GemmOperand<'a, T>)> {
    let batch = dims.batch_dims();
    if batch.is_empty() || dims.rows < 2 {
        return None;
    }
    // Along each batch axis (innermost first), `a` steps over all the items and rows after it.
    let mut span = dims.rows.checked_mul(a.row_stride)?;
    for (axis, &dim) in batch.iter().enumerate().rev() {
        if dim == 1 {
            continue;
        }
        if b.batch_strides[axis] != 0 || a.batch_strides[axis] != span {
            return None;
        }
        span = span.checked_mul(dim)?;
    }
    let folded = GemmDims {
        batch: [0; MAX_RANK],
        batch_rank: 0,
        rows: dims.items() * dims.rows,
        ..*dims
    };
    let a = GemmOperand {
        batch_strides: [0; MAX_RANK],
        ..*a
    };
    Some((folded, a))
}

/// `c = a · b` for rows `first_row..` of batch item `item` of `dims` (`c` holds
/// `c.len() / dims.cols` of them, row-major), each result in the element's accumulator type
/// (`f32` for `bf16` and `f16`, unrounded; the element itself otherwise), on the calling
/// thread: for kernels that compose products and split over threads themselves (attention).
/// The operands are checked as in [`matmul`].
pub(crate) fn matmul_rows<T: MatmulElement>(
    c: &mut [MaybeUninit<T::Accumulator>],
    dims: &GemmDims,
    a: &GemmOperand<'_, T>,
    b: &GemmOperand<'_, T>,
    item: usize,
    first_row: usize,
) {
    if c.is_empty() {
        return; // nothing is read
    }
    let batch = dims.batch_dims();
    let rows = c.len() / dims.cols;
    assert!(
        rows * dims.cols == c.len() && first_row + rows <= dims.rows && item < dims.items(),
        "matmul_rows: the block lies outside the product"
    );
    a.check_reach(batch, dims.rows, dims.inner);
    b.check_reach(batch, dims.inner, dims.cols);
    let mut am = a.matrix(batch, item, dims.rows, dims.inner);
    am.offset += first_row * am.rows;
    let bm = b.matrix(batch, item, dims.inner, dims.cols);
    // Chosen for the block: the caller splits the product itself.
    let choice = choice([rows, dims.inner, dims.cols], a, b);
    T::gemm_wide(c, dims.cols, dims.inner, am, bm, choice);
}

/// `c = a · b`, one `rows x inner x cols` product of matrices (row-major `c`, every element
/// written), each result in the element's accumulator type (`f32` for `bf16` and `f16`,
/// unrounded), on the calling thread: the blocks of the kernels that cut a product themselves
/// and split it over threads (the convolutions). The operands are checked as in [`matmul`].
pub(crate) fn matmul_block<T: MatmulElement>(
    c: &mut [T::Accumulator],
    [rows, inner, cols]: [usize; 3],
    a: &GemmOperand<'_, T>,
    b: &GemmOperand<'_, T>,
) {
    assert_eq!(c.len(), rows * cols, "matmul_block output length");
    let dims = GemmDims {
        batch: [0; MAX_RANK],
        batch_rank: 0,
        rows,
        inner,
        cols,
    };
    // SAFETY: `MaybeUninit<X>` has `X`'s layout, and the kernels only write initialized
    // values into the slots (`X: Copy`, so nothing is dropped), so `c` stays initialized.
    let slots = unsafe { &mut *(c as *mut [T::Accumulator] as *mut [MaybeUninit<T::Accumulator>]) };
    matmul_rows(slots, &dims, a, b, 0, 0);
}

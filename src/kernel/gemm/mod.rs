//! Matrix products: batched, strided, broadcast over batch axes without copies.
//!
//! On x86-64 with AVX2 and FMA, f32 and f64 run on this crate's kernels, which take any row
//! and column strides (transposed and permuted views multiply without a copy) and share one
//! register tile (`tiles`), written once for both register families (`simd`): zmm registers
//! where the CPU has AVX-512F (`zmm`), ymm where it has only AVX2 and FMA (`ymm`). Products of
//! a few rows by a rhs with contiguous rows pack nothing (`few_rows`); products whose lhs rows
//! are contiguous pack only the rhs: into rows of one zmm register where the CPU has AVX-512F
//! (`one_register`), or whose lhs block stays in L2, or that are narrow (`panels`); the others
//! of more than 64 rows pack both operands (`packed`). What is left
//! (strided lhs of at most 64 rows, and every product elsewhere) runs on the `matrixmultiply`
//! crate. The integer types run on a simpler cache-blocked loop, correct but several times
//! slower. One function (`choose::choose_kernel`) makes this choice, once per product, from
//! its dims, its operands' strides, the element type and the CPU, and names the rule that
//! made it; the kernels only compute, behind one entry (`simd::run` for the SIMD kernels).
//!
//! Batch items are walked by strides: a batch axis that an operand broadcasts along has stride
//! 0 and is read again, never materialized. With the `parallel` feature, large products split
//! over rayon: over batch items first, then over blocks of rows (or columns) of each product,
//! while timing shows the split faster than one thread.

use super::alloc;
use super::buffer::Buffer;
use super::Operand;
use crate::error::AllocError;
use crate::layout::last_reached;
use crate::limits::MAX_RANK;
use crate::Element;
use choose::{choose_kernel, Choice, Cpu, Product};
use core::mem::MaybeUninit;

/// An element type that [`Tensor::matmul`](crate::Tensor::matmul) can multiply: every
/// primitive integer and float.
///
/// `f32` and `f64` use SIMD kernels: this crate's on x86-64 with AVX2 and FMA (in 512-bit
/// registers where the CPU has AVX-512F), the
/// `matrixmultiply` crate's elsewhere (and for a strided lhs of at most 64 rows); the integer
/// types use a plain cache-blocked loop (several times slower) and wrap on overflow like the
/// other integer ops. Generic code over the element type adds `T: MatmulElement`.
///
/// ```
/// use typed_tensor::{element::MatmulElement, shape, Tensor};
/// fn square<T: MatmulElement>(m: &Tensor<T, shape![2, 2]>) -> Tensor<T, shape![2, 2]> {
///     m.matmul(m)
/// }
/// let m = Tensor::<i32, shape![2, 2]>::from_vec(vec![1, 2, 3, 4]).unwrap();
/// assert_eq!(square(&m).to_vec(), [7, 10, 15, 22]);
/// ```
pub trait MatmulElement: Element + sealed::Gemm {}

impl<T: Element + sealed::Gemm> MatmulElement for T {}

/// One matrix of a product: element `[i, j]` is `data[offset + i * rows + j * cols]`.
#[derive(Clone, Copy)]
// `pub` in a private module: named by the sealed trait, unreachable from outside the crate.
pub struct Matrix<'a, T> {
    data: &'a [T],
    offset: usize,
    rows: usize,
    cols: usize,
}

mod sealed {
    use super::choose::{Choice, ElementKind};
    use super::Matrix;
    use core::mem::MaybeUninit;

    /// The per-matrix kernel of an element type.
    pub trait Gemm: Sized {
        /// What [`choose_kernel`](super::choose::choose_kernel) needs to know of the type.
        const ELEMENT: ElementKind;

        /// Writes every slot of `c`, a row-major `c.len() / cols` by `cols` matrix, with
        /// `a · b` (plus `bias`, `cols` long, on every row), `a` having `inner` columns and
        /// `b` `inner` rows, on the kernel of `choice`. The caller has checked that every
        /// element of `a` and `b` so addressed lies inside its slice.
        ///
        /// `c` is a block of a product whose `choice` was made once, for the whole product: a
        /// block split off for another thread then gets the same bits as in a one-thread run.
        fn gemm(
            c: &mut [MaybeUninit<Self>],
            cols: usize,
            bias: Option<&[Self]>,
            inner: usize,
            a: Matrix<Self>,
            b: Matrix<Self>,
            choice: Choice,
        );
    }
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

/// The kernel [`choose_kernel`] picks for one `rows x inner x cols` product of `a` and `b`.
fn choice<T: MatmulElement>(
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

/// One operand of a batched product: a strided matrix per batch item, stride 0 on the batch
/// axes it is broadcast along.
#[derive(Clone, Copy)]
pub(crate) struct GemmOperand<'a, T> {
    data: &'a [T],
    offset: usize,
    batch_strides: [usize; MAX_RANK],
    row_stride: usize,
    col_stride: usize,
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

    /// Panics unless every element addressed over `batch` items of `rows x cols` lies inside
    /// `data`: the kernels index with raw pointers, so this check is what keeps them sound.
    fn check_reach(&self, batch: &[usize], rows: usize, cols: usize) {
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
    fn strides(&self, rows: usize, cols: usize) -> [usize; 2] {
        [
            if rows > 1 { self.row_stride } else { 0 },
            if cols > 1 { self.col_stride } else { 0 },
        ]
    }

    /// The matrix of batch item `item` (row-major numbering over `batch`).
    fn matrix(&self, batch: &[usize], mut item: usize, rows: usize, cols: usize) -> Matrix<'a, T> {
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
    serial(out, dims, &product);
}

/// The product of `dims` as one product of `items * rows` rows, when that is what it is: `b`
/// the same matrix for every batch item (stride 0 on every batch axis) and `a`'s batch items
/// lying one after another with their rows (a `[batch.., rows, inner]` tensor times a matrix,
/// as a linear layer over a batch of sequences). The output, row-major `[batch.., rows,
/// cols]`, is the same memory either way; folded, the rhs is packed once and the kernel is
/// chosen for the product's real size.
fn fold_batch<'a, T>(
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
/// `c.len() / dims.cols` of them, row-major), on the calling thread: for kernels that compose
/// products and split over threads themselves (attention). The operands are checked as in
/// [`matmul`].
pub(crate) fn matmul_rows<T: MatmulElement>(
    c: &mut [MaybeUninit<T>],
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
    T::gemm(c, dims.cols, None, dims.inner, am, bm, choice);
}

/// Runs `product(item, 0, 0, cols, item's output)` for every batch item on the calling thread.
fn serial<X>(
    out: &mut [X],
    dims: &GemmDims,
    product: &impl Fn(usize, usize, usize, usize, &mut [X]),
) {
    for (item, c) in out.chunks_mut(dims.rows * dims.cols).enumerate() {
        product(item, 0, 0, dims.cols, c);
    }
}

#[cfg(feature = "parallel")]
mod parallel;
mod settings;
#[cfg(feature = "parallel")]
mod timed_split;

pub use settings::{
    matmul_parallel_min_fmas, matmul_row_split_min_fmas, matmul_split_policy,
    set_matmul_parallel_min_fmas, set_matmul_row_split_min_fmas, set_matmul_split_policy,
    MatmulSplitPolicy,
};

mod choose;
mod dense;
#[cfg(all(test, target_arch = "x86_64"))]
mod exact;
#[cfg(target_arch = "x86_64")]
mod few_rows;
mod kernels;
#[cfg(target_arch = "x86_64")]
mod one_register;
#[cfg(target_arch = "x86_64")]
mod packed;
#[cfg(target_arch = "x86_64")]
mod panels;
#[cfg(target_arch = "x86_64")]
mod simd;
#[cfg(target_arch = "x86_64")]
mod tiles;
#[cfg(target_arch = "x86_64")]
mod ymm;
#[cfg(target_arch = "x86_64")]
mod zmm;

#[cfg(test)]
mod tests;

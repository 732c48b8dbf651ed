//! Matrix products: batched, strided, broadcast over batch axes without copies.
//!
//! f32 and f64 run on the `matrixmultiply` crate (packed, SIMD microkernels, any row and
//! column strides, so transposed and permuted views multiply without a copy); the integer
//! types run on a simpler cache-blocked loop, correct but several times slower. The element
//! type chooses through the sealed [`MatmulElement`] trait.
//!
//! Batch items are walked by strides: a batch axis that an operand broadcasts along has stride
//! 0 and is read again, never materialized. With the `parallel` feature, large products split
//! over rayon: over batch items first, then over blocks of rows of each product.

use super::alloc;
use super::buffer::Buffer;
use super::Operand;
use crate::shape::MAX_RANK;
use crate::Element;
use core::mem::MaybeUninit;
use core::sync::atomic::{AtomicUsize, Ordering};

/// An element type that [`Tensor::matmul`](crate::Tensor::matmul) can multiply: every
/// primitive integer and float.
///
/// `f32` and `f64` use the `matrixmultiply` crate's SIMD kernels; the integer types use a
/// plain cache-blocked loop (several times slower) and wrap on overflow like the other
/// integer ops. Generic code over the element type adds `T: MatmulElement`.
///
/// ```
/// use typed_tensor::{shape, MatmulElement, Tensor};
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
    use super::Matrix;
    use core::mem::MaybeUninit;

    /// The per-matrix kernel of an element type.
    pub trait Gemm: Sized {
        /// Writes every slot of `c`, a row-major `c.len() / cols` by `cols` matrix, with
        /// `a · b`, `a` having `inner` columns and `b` `inner` rows. The caller has checked
        /// that every element of `a` and `b` so addressed lies inside its slice.
        fn gemm(
            c: &mut [MaybeUninit<Self>],
            cols: usize,
            inner: usize,
            a: Matrix<Self>,
            b: Matrix<Self>,
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
    fn batch_dims(&self) -> &[usize] {
        &self.batch[..self.batch_rank]
    }

    /// The number of batch items; the caller has checked that the output's count fits.
    fn items(&self) -> usize {
        self.batch_dims().iter().product()
    }
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
    /// The storage and offset of `source` with these strides (checked by the kernel before
    /// use).
    pub(crate) fn new(
        source: Operand<'a, T>,
        batch_strides: [usize; MAX_RANK],
        row_stride: usize,
        col_stride: usize,
    ) -> Self {
        GemmOperand {
            data: source.data,
            offset: source.offset,
            batch_strides,
            row_stride,
            col_stride,
        }
    }

    /// Panics unless every element addressed over `batch` items of `rows x cols` lies inside
    /// `data`: the kernels index with raw pointers, so this check is what keeps them sound.
    fn check_reach(&self, batch: &[usize], rows: usize, cols: usize) {
        if rows == 0 || cols == 0 || batch.contains(&0) {
            return;
        }
        let last = batch
            .iter()
            .zip(&self.batch_strides)
            .map(|(&d, &s)| (d - 1).checked_mul(s))
            .chain([
                (rows - 1).checked_mul(self.row_stride),
                (cols - 1).checked_mul(self.col_stride),
            ])
            .try_fold(self.offset, |acc, step| acc.checked_add(step?));
        assert!(
            last.is_some_and(|last| last < self.data.len()),
            "matmul operand reaches past its storage"
        );
    }

    /// The matrix of batch item `item` (row-major numbering over `batch`).
    fn matrix(&self, batch: &[usize], mut item: usize, rows: usize, cols: usize) -> Matrix<'a, T> {
        let mut offset = self.offset;
        for (axis, &dim) in batch.iter().enumerate().rev() {
            offset += (item % dim) * self.batch_strides[axis];
            item /= dim;
        }
        // A stride along an axis of size one is never used; 0 keeps it in `isize` range.
        Matrix {
            data: self.data,
            offset,
            rows: if rows > 1 { self.row_stride } else { 0 },
            cols: if cols > 1 { self.col_stride } else { 0 },
        }
    }
}

/// A new row-major buffer `[batch.., rows, cols]` holding `a · b` for every batch item.
pub(crate) fn matmul<T: MatmulElement>(
    dims: &GemmDims,
    a: GemmOperand<'_, T>,
    b: GemmOperand<'_, T>,
) -> Buffer<T> {
    let len = dims.items() * dims.rows * dims.cols;
    alloc::filled_buffer(len, |out| run(out, dims, a, b))
}

/// `out = a · b` for every batch item, `out` being the row-major `[batch.., rows, cols]`
/// elements of an existing tensor.
pub(crate) fn matmul_into<T: MatmulElement>(
    out: &mut [T],
    dims: &GemmDims,
    a: GemmOperand<'_, T>,
    b: GemmOperand<'_, T>,
) {
    // SAFETY: `MaybeUninit<T>` has `T`'s layout, and the kernels only write initialized
    // values into the slots (`T: Copy`, so nothing is dropped), so `out` stays initialized.
    let slots = unsafe { &mut *(out as *mut [T] as *mut [MaybeUninit<T>]) };
    run(slots, dims, a, b);
}

/// Writes every slot of `out` (row-major `[batch.., rows, cols]`).
fn run<T: MatmulElement>(
    out: &mut [MaybeUninit<T>],
    dims: &GemmDims,
    a: GemmOperand<'_, T>,
    b: GemmOperand<'_, T>,
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
    let product = |item: usize, first_row: usize, c: &mut [MaybeUninit<T>]| {
        let n = c.len() / cols;
        let mut am = a.matrix(batch, item, rows, inner);
        am.offset += first_row * am.rows;
        T::gemm(c, cols, inner, am, b.matrix(batch, item, inner, cols));
        debug_assert!(first_row + n <= rows);
    };
    #[cfg(feature = "parallel")]
    if parallel::split(out, dims, &product) {
        return;
    }
    for (item, c) in out.chunks_mut(rows * cols).enumerate() {
        product(item, 0, c);
    }
}

/// Batched products of fewer multiply-adds than this run on the calling thread: the default
/// of [`matmul_parallel_min_fmas`]. Measured on the loaded 2-core machine of BENCHMARKS.md
/// (`matmul batch split threshold` group); see there.
pub(crate) const MATMUL_PARALLEL_MIN_FMAS: usize = 1 << 22;

static MIN_FMAS: AtomicUsize = AtomicUsize::new(MATMUL_PARALLEL_MIN_FMAS);
static ROW_SPLIT_MIN_FMAS: AtomicUsize = AtomicUsize::new(usize::MAX);

/// The size of a batched matrix product, in multiply-adds (`batch * n * k * m`), from which
/// `matmul` splits its batch items over rayon's thread pool (with the `parallel` feature, on
/// by default).
///
/// ```
/// assert!(typed_tensor::matmul_parallel_min_fmas() > 0);
/// ```
pub fn matmul_parallel_min_fmas() -> usize {
    MIN_FMAS.load(Ordering::Relaxed)
}

/// Sets [`matmul_parallel_min_fmas`] for the whole process: `usize::MAX` keeps every batch
/// on the calling thread, `0` splits every batch that has at least two threads to use.
///
/// ```
/// let default = typed_tensor::matmul_parallel_min_fmas();
/// typed_tensor::set_matmul_parallel_min_fmas(1 << 24);
/// assert_eq!(typed_tensor::matmul_parallel_min_fmas(), 1 << 24);
/// typed_tensor::set_matmul_parallel_min_fmas(default);
/// ```
pub fn set_matmul_parallel_min_fmas(fmas: usize) {
    MIN_FMAS.store(fmas, Ordering::Relaxed);
}

/// The size of one matrix product, in multiply-adds (`n * k * m`), from which `matmul` splits
/// it into blocks of rows over rayon's thread pool, when there are fewer batch items than
/// threads. Off (`usize::MAX`) by default: on the loaded 2-core machine of BENCHMARKS.md the
/// split was slower than one thread at every size measured (`matmul row split` group), and a
/// parallel form must never be slower than the serial one. On a machine with idle cores, set
/// it (with [`set_matmul_row_split_min_fmas`]) to about `1 << 27`.
///
/// ```
/// assert_eq!(typed_tensor::matmul_row_split_min_fmas(), usize::MAX);
/// ```
pub fn matmul_row_split_min_fmas() -> usize {
    ROW_SPLIT_MIN_FMAS.load(Ordering::Relaxed)
}

/// Sets [`matmul_row_split_min_fmas`] for the whole process; `usize::MAX` turns the row
/// split off.
///
/// ```
/// typed_tensor::set_matmul_row_split_min_fmas(1 << 27);
/// assert_eq!(typed_tensor::matmul_row_split_min_fmas(), 1 << 27);
/// typed_tensor::set_matmul_row_split_min_fmas(usize::MAX);
/// ```
pub fn set_matmul_row_split_min_fmas(fmas: usize) {
    ROW_SPLIT_MIN_FMAS.store(fmas, Ordering::Relaxed);
}

#[cfg(feature = "parallel")]
mod parallel {
    use super::GemmDims;
    use rayon::prelude::*;

    /// Row blocks of one product are multiples of this many rows: matrixmultiply packs the
    /// lhs in blocks of 64 rows (f32; 32 or 64 for f64), so a block boundary elsewhere leaves
    /// a partial block in both tasks.
    const ROW_ALIGN: usize = 64;

    /// Runs `product(item, first_row, rows_out)` over rayon's threads when the product is
    /// large enough and there are threads to use; returns whether it did.
    ///
    /// Batch items are split first: they share nothing. With fewer items than threads, a
    /// product above [`super::matmul_row_split_min_fmas`] is split into blocks of rows, each
    /// of which packs the whole rhs again, so the blocks are few (two per thread) and whole
    /// multiples of [`ROW_ALIGN`]: measured on the loaded machine of BENCHMARKS.md, eight
    /// blocks per thread were up to 30% slower than two.
    pub(super) fn split<X: Send>(
        out: &mut [X],
        dims: &GemmDims,
        product: &(impl Fn(usize, usize, &mut [X]) + Sync),
    ) -> bool {
        let threads = rayon::current_num_threads();
        // Saturating: broadcast (stride-0) operands can have huge dims without the storage.
        let item_fmas = (dims.rows * dims.cols).saturating_mul(dims.inner.max(1));
        let items = out.len() / (dims.rows * dims.cols);
        let total = item_fmas.saturating_mul(items);
        let split_items = items > 1 && total >= super::matmul_parallel_min_fmas();
        let split_rows = items < threads && item_fmas >= super::matmul_row_split_min_fmas();
        if threads < 2 || !(split_items || split_rows) {
            return false;
        }
        let tasks = threads * 2;
        let block_rows = if !split_rows {
            dims.rows
        } else {
            let blocks = tasks.div_ceil(items);
            dims.rows
                .div_ceil(blocks)
                .next_multiple_of(ROW_ALIGN)
                .min(dims.rows)
        };
        if items == 1 && block_rows == dims.rows {
            return false; // nothing to split
        }
        let cols = dims.cols;
        out.par_chunks_mut(dims.rows * cols)
            .enumerate()
            .for_each(|(item, c)| {
                if block_rows == dims.rows {
                    return product(item, 0, c);
                }
                c.par_chunks_mut(block_rows * cols)
                    .enumerate()
                    .for_each(|(block, rows)| product(item, block * block_rows, rows));
            });
        true
    }
}

macro_rules! float_gemm {
    ($($t:ty => $gemm:path;)*) => {$(
        impl sealed::Gemm for $t {
            fn gemm(c: &mut [MaybeUninit<$t>], cols: usize, inner: usize, a: Matrix<$t>, b: Matrix<$t>) {
                let rows = c.len() / cols;
                // SAFETY: when `a` and `b` have elements (`inner > 0`; `c` is never empty
                // here), the caller checked that every element of `a` (`rows x inner` from
                // `a.offset` with strides `a.rows`, `a.cols`) and of `b` (`inner x cols`)
                // lies inside its slice, so the offset pointers are in bounds and the
                // strides, being at most a slice's length (or 0 on axes of size one), fit in
                // `isize`; with `inner == 0` the kernel reads neither (it only writes zeros),
                // and `wrapping_add` keeps even an out-of-range offset of an empty view from
                // being undefined. `c` is `rows * cols` slots written row-major with strides
                // `cols`, 1 (no two elements alias), and with beta 0 the kernel writes C
                // without reading it, so uninitialized slots are fine.
                unsafe {
                    $gemm(
                        rows, inner, cols,
                        1.0,
                        a.data.as_ptr().wrapping_add(a.offset), a.rows as isize, a.cols as isize,
                        b.data.as_ptr().wrapping_add(b.offset), b.rows as isize, b.cols as isize,
                        0.0,
                        c.as_mut_ptr().cast::<$t>(), cols as isize, 1,
                    );
                }
            }
        }
    )*};
}

float_gemm! {
    f32 => matrixmultiply::sgemm;
    f64 => matrixmultiply::dgemm;
}

/// Inner-axis block of the integer loop: a block of `b`'s rows stays in cache while the rows
/// of `a` pass over it.
const INT_BLOCK_INNER: usize = 128;
/// Column block of the integer loop: one output row segment stays in L1.
const INT_BLOCK_COLS: usize = 512;

/// The integer kernel: `c = a · b` by blocks, the innermost loop an axpy over a row of `b`
/// (contiguous rows vectorize). Wrapping arithmetic, as the other integer ops.
fn blocked_gemm<T: Element>(
    c: &mut [MaybeUninit<T>],
    cols: usize,
    inner: usize,
    a: Matrix<T>,
    b: Matrix<T>,
) {
    for slot in c.iter_mut() {
        slot.write(T::zero());
    }
    // SAFETY: every slot was just written, and `MaybeUninit<T>` has `T`'s layout.
    let c = unsafe { &mut *(c as *mut [MaybeUninit<T>] as *mut [T]) };
    let rows = c.len() / cols;
    for p0 in (0..inner).step_by(INT_BLOCK_INNER) {
        let p1 = (p0 + INT_BLOCK_INNER).min(inner);
        for j0 in (0..cols).step_by(INT_BLOCK_COLS) {
            let j1 = (j0 + INT_BLOCK_COLS).min(cols);
            for i in 0..rows {
                let c_row = &mut c[i * cols + j0..i * cols + j1];
                for p in p0..p1 {
                    let x = a.data[a.offset + i * a.rows + p * a.cols];
                    let start = b.offset + p * b.rows + j0 * b.cols;
                    if b.cols == 1 {
                        let b_row = &b.data[start..start + (j1 - j0)];
                        for (c, &y) in c_row.iter_mut().zip(b_row) {
                            *c = c.add_elem(x.mul_elem(y));
                        }
                    } else {
                        for (j, c) in c_row.iter_mut().enumerate() {
                            let y = b.data[start + j * b.cols];
                            *c = c.add_elem(x.mul_elem(y));
                        }
                    }
                }
            }
        }
    }
}

macro_rules! int_gemm {
    ($($t:ty),*) => {$(
        impl sealed::Gemm for $t {
            fn gemm(c: &mut [MaybeUninit<$t>], cols: usize, inner: usize, a: Matrix<$t>, b: Matrix<$t>) {
                blocked_gemm(c, cols, inner, a, b)
            }
        }
    )*};
}

int_gemm!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize);

#[cfg(test)]
mod tests {
    use super::*;

    fn operand(
        data: &[f32],
        offset: usize,
        batch_stride: usize,
        row: usize,
        col: usize,
    ) -> GemmOperand<'_, f32> {
        let mut batch_strides = [0; MAX_RANK];
        batch_strides[0] = batch_stride;
        GemmOperand {
            data,
            offset,
            batch_strides,
            row_stride: row,
            col_stride: col,
        }
    }

    fn dims(batch: usize, rows: usize, inner: usize, cols: usize) -> GemmDims {
        let mut b = [0; MAX_RANK];
        b[0] = batch;
        GemmDims {
            batch: b,
            batch_rank: 1,
            rows,
            inner,
            cols,
        }
    }

    #[test]
    fn strided_stride_zero_and_offset_operands() {
        // a: 2 items of 2x3 at offset 1, the second item 6 further on; b: one 3x2 matrix
        // stored transposed (column stride 3), stride 0 over the batch.
        let a_data: Vec<f32> = (0..13).map(|x| x as f32).collect();
        let b_data: Vec<f32> = (0..6).map(|x| x as f32).collect();
        let a = operand(&a_data, 1, 6, 3, 1);
        let b = operand(&b_data, 0, 0, 1, 3);
        let out = matmul(&dims(2, 2, 3, 2), a, b);
        // b = [[0, 3], [1, 4], [2, 5]]; a item 0 = [[1, 2, 3], [4, 5, 6]].
        assert_eq!(&out[..4], [8., 26., 17., 62.]);
        // item 1 = [[7, 8, 9], [10, 11, 12]].
        assert_eq!(&out[4..], [26., 98., 35., 134.]);
    }

    #[test]
    fn empty_products_touch_nothing() {
        let data = [1.0f32];
        // Zero items, zero rows, zero columns: an empty output, operands never read.
        for d in [dims(0, 2, 2, 2), dims(1, 0, 5, 2), dims(1, 2, 5, 0)] {
            let out = matmul(&d, operand(&data, 7, 9, 9, 9), operand(&data, 7, 9, 9, 9));
            assert!(out.is_empty());
        }
        // No inner axis: zeros, operands never read.
        let out = matmul(
            &dims(1, 2, 0, 2),
            operand(&data, 7, 9, 9, 9),
            operand(&data, 7, 9, 9, 9),
        );
        assert_eq!(&out[..], [0.0; 4]);
    }

    #[test]
    #[should_panic(expected = "matmul operand reaches past its storage")]
    fn an_operand_past_its_storage_panics() {
        let data = [0.0f32; 5];
        let a = operand(&data, 0, 0, 2, 1);
        let _ = matmul(&dims(1, 3, 2, 1), a, operand(&data, 0, 0, 1, 0));
    }

    #[test]
    #[should_panic(expected = "matmul operand reaches past its storage")]
    fn a_stride_that_overflows_panics() {
        let data = [0.0f32; 5];
        let a = operand(&data, 0, 0, usize::MAX / 2, 1);
        let _ = matmul(&dims(1, 3, 2, 1), a, operand(&data, 0, 0, 1, 0));
    }

    #[test]
    fn integer_kernel_with_strided_columns() {
        let a_data: Vec<i32> = (1..=6).collect();
        let b_data: Vec<i32> = (1..=6).collect();
        // a = [[1, 2, 3], [4, 5, 6]]; b read transposed: [[1, 4], [2, 5], [3, 6]].
        let a = GemmOperand {
            data: &a_data[..],
            offset: 0,
            batch_strides: [0; MAX_RANK],
            row_stride: 3,
            col_stride: 1,
        };
        let b = GemmOperand {
            data: &b_data[..],
            offset: 0,
            batch_strides: [0; MAX_RANK],
            row_stride: 1,
            col_stride: 3,
        };
        let out = matmul(&dims(1, 2, 3, 2), a, b);
        assert_eq!(&out[..], [14, 32, 32, 77]);
    }
}

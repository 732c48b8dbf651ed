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
use crate::layout::last_reached;
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
mod parallel;

#[cfg(target_arch = "x86_64")]
mod few_rows;
mod kernels;

#[cfg(test)]
mod tests;

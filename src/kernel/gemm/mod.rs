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
//! made it; the kernels only compute, behind one entry (`dispatch::run` for the SIMD kernels).
//! The SIMD kernels share one loop nest (`driver`): each is a leaf that supplies its blocks,
//! its packing and its register tiles.
//!
//! Batch items are walked by strides: a batch axis that an operand broadcasts along has stride
//! 0 and is read again, never materialized. An operand broadcast along its own rows or columns
//! is copied first (`dense`), as PyTorch copies it. With the `parallel` feature, large products split
//! over rayon: over batch items first, then over blocks of rows (or columns) of each product,
//! while timing shows the split faster than one thread.

use crate::Element;

/// An element type that [`Tensor::matmul`](crate::Tensor::matmul) can multiply: every
/// primitive integer and float, and `bf16` and `f16`.
///
/// `bf16` and `f16` sum their products in `f32` and round each result (plus the bias) once:
/// `bf16` on AMX tiles where the CPU has AMX-BF16 (and Linux grants the process the tile
/// state), else with AVX512-BF16 dot products, else widened to `f32`; `f16` widened to `f32`.
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

mod sealed {
    use super::choose::{Choice, ElementKind};
    use super::operand::Matrix;
    use core::mem::MaybeUninit;

    /// The per-matrix kernel of an element type.
    pub trait Gemm: crate::Element {
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

        /// [`gemm`](Self::gemm) without a bias, each result left in the element's
        /// accumulator type (`f32` for `bf16` and `f16`, unrounded; the element itself for
        /// the others): the scores and context of a half-precision attention.
        fn gemm_wide(
            c: &mut [MaybeUninit<Self::Accumulator>],
            cols: usize,
            inner: usize,
            a: Matrix<Self>,
            b: Matrix<Self>,
            choice: Choice,
        );
    }
}

#[cfg(feature = "parallel")]
mod parallel;
mod settings;
#[cfg(feature = "parallel")]
mod timed_split;

pub(crate) use operand::{GemmDims, GemmOperand, OperandForm};
pub(crate) use product::{matmul, matmul_block, matmul_into, matmul_rows};
pub use settings::{
    matmul_parallel_min_fmas, matmul_row_split_min_fmas, matmul_split_policy,
    set_matmul_parallel_min_fmas, set_matmul_row_split_min_fmas, set_matmul_split_policy,
    MatmulSplitPolicy,
};

#[cfg(target_arch = "x86_64")]
mod blocking;
mod choose;
mod dense;
#[cfg(target_arch = "x86_64")]
mod dispatch;
#[cfg(target_arch = "x86_64")]
mod driver;
#[cfg(all(test, target_arch = "x86_64"))]
mod exact;
#[cfg(target_arch = "x86_64")]
mod few_rows;
mod half;
mod kernels;
#[cfg(target_arch = "x86_64")]
mod one_register;
mod operand;
#[cfg(target_arch = "x86_64")]
mod pack;
#[cfg(target_arch = "x86_64")]
mod packed;
#[cfg(target_arch = "x86_64")]
mod panels;
mod product;
#[cfg(target_arch = "x86_64")]
mod scratch;
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

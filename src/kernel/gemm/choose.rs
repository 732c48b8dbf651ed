//! Which kernel multiplies a product, and why: the one place that decides, from the product's
//! dims, its operands' strides, the element type and the CPU. The kernels then only compute;
//! each debug-asserts the preconditions this choice guarantees it.
//!
//! In order: integers take the cache-blocked loop; floats without AVX2 and FMA (or off
//! x86-64), or with an empty inner axis, take matrixmultiply's kernel; then the first that
//! applies of few rows (`few_rows`: `b` read in place), one register (`one_register`: rows of
//! `c` of one zmm register, `a` read in place), panels (`panels`: `a` read in place) and
//! packed (`packed`: both copied); what is left (a strided lhs of at most
//! [`packed::MIN_ROWS`] rows) takes matrixmultiply's.

#[cfg(target_arch = "x86_64")]
use super::{few_rows, one_register, packed, panels, tiles::INNER_BLOCK};

/// What the choice looks at: one product of `rows x inner` by `inner x cols` (the whole
/// product, not a block split off for a thread, so that every block takes the same kernel and
/// the result the same bits), and its operands' row and column strides, 0 along an axis of
/// size one (a stride that is never used).
#[derive(Clone, Copy, Debug)]
// Off x86-64 no SIMD kernel is chosen, so only the inner axis and the element are read.
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
pub(super) struct Product {
    pub(super) rows: usize,
    pub(super) inner: usize,
    pub(super) cols: usize,
    /// `a`'s `[row, column]` strides.
    pub(super) a: [usize; 2],
    /// `b`'s `[row, column]` strides.
    pub(super) b: [usize; 2],
    /// The element type: a float of this many bytes, or an integer.
    pub(super) element: ElementKind,
}

/// The kind of element a product multiplies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// `pub` in a private module: named by the sealed trait, unreachable from outside the crate.
pub enum ElementKind {
    /// `f32` or `f64`, of this many bytes.
    Float(usize),
    /// Any primitive integer.
    Integer,
}

/// The SIMD features of the CPU that the float kernels use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Cpu {
    /// AVX2 and FMA: the ymm kernels.
    pub(super) avx2_fma: bool,
    /// AVX-512F (with AVX2 and FMA, which the kernels' scalar parts and transposes also use):
    /// the zmm kernels.
    pub(super) avx512f: bool,
}

impl Cpu {
    /// This CPU's features (std caches them: each check is an atomic load and a bit test). In
    /// tests, `simd::on_each_family` can hide AVX-512F on one thread.
    pub(super) fn detect() -> Cpu {
        #[cfg(target_arch = "x86_64")]
        {
            let avx2_fma = is_x86_feature_detected!("avx2") && is_x86_feature_detected!("fma");
            let avx512f = avx2_fma && is_x86_feature_detected!("avx512f");
            #[cfg(test)]
            let avx512f = avx512f && !super::simd::avx2_only();
            Cpu { avx2_fma, avx512f }
        }
        #[cfg(not(target_arch = "x86_64"))]
        Cpu {
            avx2_fma: false,
            avx512f: false,
        }
    }

    /// The registers a SIMD kernel runs in for rows of `row_bytes` of `c`: zmm where the CPU
    /// has AVX-512F, unless the row fits one ymm tile ([`YMM_TILE_BYTES`]): a zmm tile would
    /// leave more than half its lanes idle and takes as many FMAs per row (BENCHMARKS.md,
    /// "AVX-512 matrix products"). `None` without AVX2 and FMA.
    pub(super) fn registers(self, row_bytes: usize) -> Option<Registers> {
        match (self.avx2_fma, self.avx512f) {
            (false, _) => None,
            (true, true) if row_bytes > YMM_TILE_BYTES => Some(Registers::Zmm),
            (true, _) => Some(Registers::Ymm),
        }
    }
}

/// A ymm tile's width in bytes: two 256-bit registers of columns (`simd::Simd::TILE`).
pub(super) const YMM_TILE_BYTES: usize = 64;

/// The register family a SIMD kernel is compiled for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// `pub` in a private module: part of `Choice`.
pub enum Registers {
    /// AVX2 and FMA: 16 registers of 256 bits (`ymm.rs`).
    Ymm,
    /// AVX-512F: 32 registers of 512 bits (`zmm.rs`).
    Zmm,
}

/// One of this crate's SIMD float kernels (x86-64 only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
pub(super) enum SimdKernel {
    FewRows,
    OneRegister,
    Panels,
    Packed,
}

/// The kernel that multiplies a product, named by the rule that chose it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// `pub` in a private module: named by the sealed trait, unreachable from outside the crate.
pub enum Choice {
    /// Few rows: at most [`few_rows::MAX_ROWS`] rows, at least [`few_rows::MIN_COLS`] columns
    /// and [`few_rows::MIN_INNER`] steps of the inner axis, and `b`'s rows contiguous, so
    /// `b` is read in place and only the small `a` is copied.
    FewRows(Registers),
    /// One register: a CPU with AVX-512F, `a`'s rows contiguous (or one step of the inner
    /// axis) and `c`'s rows of at most one zmm register ([`one_register::MAX_ROW_BYTES`]), so
    /// that each row and step takes one FMA of a register of columns.
    OneRegister,
    /// Panels: `a`'s rows contiguous (or one step of the inner axis) and few enough of them
    /// that a block of `a` stays in L2 ([`panels::LHS_BLOCK_BYTES`]), so `a` is read in place.
    PanelsLhsInL2(Registers),
    /// Panels: `a`'s rows contiguous and `c`'s rows narrow ([`panels::NARROW_ROW_BYTES`], or
    /// [`panels::SHALLOW_ROW_BYTES`] over one inner block), so `a` is read in place once per
    /// block, whatever its rows.
    PanelsNarrow(Registers),
    /// Packed: more than [`packed::MIN_ROWS`] rows whose lhs rows are strided (or broadcast),
    /// which the panel kernel cannot read in place.
    PackedStridedLhs(Registers),
    /// Packed: more than [`packed::MIN_ROWS`] rows, contiguous but too many for a block of `a`
    /// to stay in L2, and `c`'s rows wide.
    PackedLarge(Registers),
    /// matrixmultiply: a strided (or broadcast) lhs of at most [`packed::MIN_ROWS`] rows, for
    /// which packing both operands here is slower.
    MatrixmultiplyStridedFewRows,
    /// matrixmultiply: no inner axis, so the product is zeros (or the bias).
    MatrixmultiplyNoInner,
    /// matrixmultiply: a CPU without AVX2 and FMA, or not x86-64.
    MatrixmultiplyNoSimd,
    /// The cache-blocked integer loop: the SIMD kernels are for floats.
    IntegerLoop,
}

impl Choice {
    /// The SIMD kernel chosen and its registers, `None` for matrixmultiply and the integer
    /// loop.
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    pub(super) fn simd(self) -> Option<(SimdKernel, Registers)> {
        match self {
            Choice::FewRows(r) => Some((SimdKernel::FewRows, r)),
            Choice::OneRegister => Some((SimdKernel::OneRegister, Registers::Zmm)),
            Choice::PanelsLhsInL2(r) | Choice::PanelsNarrow(r) => Some((SimdKernel::Panels, r)),
            Choice::PackedStridedLhs(r) | Choice::PackedLarge(r) => Some((SimdKernel::Packed, r)),
            Choice::MatrixmultiplyStridedFewRows
            | Choice::MatrixmultiplyNoInner
            | Choice::MatrixmultiplyNoSimd
            | Choice::IntegerLoop => None,
        }
    }
}

/// The kernel for `product` on `cpu`, named by the rule that chose it (see [`Choice`]).
pub(super) fn choose_kernel(product: &Product, cpu: Cpu) -> Choice {
    let ElementKind::Float(bytes) = product.element else {
        return Choice::IntegerLoop;
    };
    match cpu.registers(product.cols.saturating_mul(bytes)) {
        _ if product.inner == 0 => Choice::MatrixmultiplyNoInner,
        #[cfg(target_arch = "x86_64")]
        Some(registers) => choose_simd(product, bytes, registers, cpu.avx512f),
        _ => Choice::MatrixmultiplyNoSimd,
    }
}

/// The first of this crate's SIMD kernels that takes `product` (of a non-empty inner axis and
/// elements of `bytes`), else matrixmultiply's.
#[cfg(target_arch = "x86_64")]
fn choose_simd(product: &Product, bytes: usize, registers: Registers, avx512f: bool) -> Choice {
    let Product {
        rows, inner, cols, ..
    } = *product;
    let b_rows_contiguous = product.b[1] == 1;
    if rows <= few_rows::MAX_ROWS
        && cols >= few_rows::MIN_COLS
        && inner >= few_rows::MIN_INNER
        && b_rows_contiguous
    {
        return Choice::FewRows(registers);
    }
    // A stride of 0 along the inner axis (a broadcast) is contiguous only for one step.
    let a_rows_contiguous = product.a[1] == 1 || inner == 1;
    let row_bytes = cols.saturating_mul(bytes);
    if avx512f && a_rows_contiguous && row_bytes <= one_register::MAX_ROW_BYTES {
        return Choice::OneRegister;
    }
    if a_rows_contiguous && rows <= panels_max_rows(bytes) {
        return Choice::PanelsLhsInL2(registers);
    }
    let narrow = row_bytes <= panels::NARROW_ROW_BYTES
        || (row_bytes <= panels::SHALLOW_ROW_BYTES && inner <= INNER_BLOCK);
    if a_rows_contiguous && narrow {
        return Choice::PanelsNarrow(registers);
    }
    match (rows > packed::MIN_ROWS, a_rows_contiguous) {
        (true, false) => Choice::PackedStridedLhs(registers),
        (true, true) => Choice::PackedLarge(registers),
        // A contiguous lhs of this few rows stays in L2 (checked below), so its rows are
        // strided.
        (false, _) => Choice::MatrixmultiplyStridedFewRows,
    }
}

/// The most rows of elements of `bytes` whose block of [`INNER_BLOCK`] steps stays within
/// [`panels::LHS_BLOCK_BYTES`].
#[cfg(target_arch = "x86_64")]
const fn panels_max_rows(bytes: usize) -> usize {
    panels::LHS_BLOCK_BYTES / (INNER_BLOCK * bytes)
}

// Every contiguous lhs of at most `packed::MIN_ROWS` rows takes the panel kernel, `f64` too:
// only strided ones are left for matrixmultiply.
#[cfg(target_arch = "x86_64")]
const _: () = assert!(packed::MIN_ROWS <= panels_max_rows(size_of::<f64>()));

#[cfg(all(test, target_arch = "x86_64"))]
mod tests;

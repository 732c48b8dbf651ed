//! Which kernel multiplies a product, and why: the one place that decides, from the product's
//! dims, its operands' strides, the element type and the CPU. The kernels then only compute;
//! each debug-asserts the preconditions this choice guarantees it.
//!
//! Half-precision products take the path of `half::half_path`. In order: integers take the cache-blocked loop; floats without AVX2 and FMA (or off
//! x86-64), or with an empty inner axis, take matrixmultiply's kernel; then the first that
//! applies of few rows (`few_rows`: `b` read in place), one register (`one_register`: rows of
//! `c` of one zmm register, `a` read in place), panels (`panels`: `a` read in place) and
//! packed (`packed`: both copied); what is left (a strided lhs of at most
//! [`PACKED_MIN_ROWS`] rows) takes matrixmultiply's.

#[cfg(target_arch = "x86_64")]
use super::blocking::{INNER_BLOCK, LHS_BLOCK_BYTES};
mod half_path;
pub(super) use half_path::half_path;
#[cfg(test)]
pub(super) use half_path::on_each_half_path;
#[cfg(any(test, target_arch = "x86_64"))]
pub(super) use half_path::{amx_bf16, avx512_bf16};
pub use half_path::{HalfKind, HalfPath};

/// Products with more rows than this take the packing kernel, which was level or faster from
/// 16 rows on (BENCHMARKS.md, "Few rows").
#[cfg(target_arch = "x86_64")]
pub(super) const FEW_ROWS_MAX_ROWS: usize = 12;

/// Products with fewer columns than this take the packing kernel: with few columns its
/// packing costs little, and the few-rows kernel's fixed costs (copying `a`, partial tiles)
/// show.
#[cfg(target_arch = "x86_64")]
pub(super) const FEW_ROWS_MIN_COLS: usize = 64;

/// Products with a shorter inner axis than this take the packing kernel: each few-rows tile's
/// fixed costs (starting the walk, writing `c`) are spread over too few multiply-adds.
#[cfg(target_arch = "x86_64")]
pub(super) const FEW_ROWS_MIN_INNER: usize = 64;

/// Products whose rows of `c` take at most this many bytes take the one-register kernel (where
/// the CPU has AVX-512F and `a`'s rows are contiguous): one zmm register.
#[cfg(target_arch = "x86_64")]
pub(super) const ONE_REGISTER_MAX_ROW_BYTES: usize = 64;

/// Products whose rows of `c` take at most this many bytes (64 f32 or 32 f64 columns: four ymm
/// panels, two zmm) take the panel kernel whatever their rows: `a` is read in place once per
/// block of the inner axis, where packing it would copy it for that little use.
#[cfg(target_arch = "x86_64")]
pub(super) const PANELS_NARROW_ROW_BYTES: usize = 256;

/// Products of one block of the inner axis (at most [`INNER_BLOCK`] steps) whose rows of `c`
/// take at most this many bytes (four zmm panels of f32) take the panel kernel whatever their
/// rows: a row tile of `a`, read from memory for the first panel, is in L1 for the other
/// three, where the packed kernel's copy of `a` is not paid back over so few columns and
/// steps. Wider or deeper products run faster packed (BENCHMARKS.md, "Panels of a whole
/// column block").
#[cfg(target_arch = "x86_64")]
pub(super) const PANELS_SHALLOW_ROW_BYTES: usize = 512;

/// Products of at most this many rows that the panel kernel does not take (their lhs rows are
/// strided) take matrixmultiply's kernel: packing both operands was slower than it on 32- and
/// 64-cubes with a transposed lhs (BENCHMARKS.md, "the packed kernel").
#[cfg(target_arch = "x86_64")]
pub(super) const PACKED_MIN_ROWS: usize = 64;

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
    /// `bf16` or `f16`.
    Half(HalfKind),
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
    /// tests, [`on_each_family`] can hide AVX-512F on one thread.
    pub(super) fn detect() -> Cpu {
        #[cfg(target_arch = "x86_64")]
        {
            let avx2_fma = is_x86_feature_detected!("avx2") && is_x86_feature_detected!("fma");
            let avx512f = avx2_fma && is_x86_feature_detected!("avx512f");
            #[cfg(test)]
            let avx512f = avx512f && !avx2_only();
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
    /// Few rows: at most [`FEW_ROWS_MAX_ROWS`] rows, at least [`FEW_ROWS_MIN_COLS`] columns
    /// and [`FEW_ROWS_MIN_INNER`] steps of the inner axis, and `b`'s rows contiguous, so
    /// `b` is read in place and only the small `a` is copied.
    FewRows(Registers),
    /// One register: a CPU with AVX-512F, `a`'s rows contiguous (or one step of the inner
    /// axis) and `c`'s rows of at most one zmm register ([`ONE_REGISTER_MAX_ROW_BYTES`]), so
    /// that each row and step takes one FMA of a register of columns.
    OneRegister,
    /// Panels: `a`'s rows contiguous (or one step of the inner axis) and few enough of them
    /// that a block of `a` stays in L2 ([`LHS_BLOCK_BYTES`]), so `a` is read in place.
    PanelsLhsInL2(Registers),
    /// Panels: `a`'s rows contiguous and `c`'s rows narrow ([`PANELS_NARROW_ROW_BYTES`], or
    /// [`PANELS_SHALLOW_ROW_BYTES`] over one inner block), so `a` is read in place once per
    /// block, whatever its rows.
    PanelsNarrow(Registers),
    /// Packed: more than [`PACKED_MIN_ROWS`] rows whose lhs rows are strided (or broadcast),
    /// which the panel kernel cannot read in place.
    PackedStridedLhs(Registers),
    /// Packed: more than [`PACKED_MIN_ROWS`] rows, contiguous but too many for a block of `a`
    /// to stay in L2, and `c`'s rows wide.
    PackedLarge(Registers),
    /// matrixmultiply: a strided (or broadcast) lhs of at most [`PACKED_MIN_ROWS`] rows, for
    /// which packing both operands here is slower.
    MatrixmultiplyStridedFewRows,
    /// matrixmultiply: no inner axis, so the product is zeros (or the bias).
    MatrixmultiplyNoInner,
    /// matrixmultiply: a CPU without AVX2 and FMA, or not x86-64.
    MatrixmultiplyNoSimd,
    /// The cache-blocked integer loop: the SIMD kernels are for floats.
    IntegerLoop,
    /// A half-precision product, on the path its element type and the CPU allow (`half`).
    Half(HalfPath),
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
            | Choice::IntegerLoop
            | Choice::Half(_) => None,
        }
    }
}

/// The kernel for `product` on `cpu`, named by the rule that chose it (see [`Choice`]).
pub(super) fn choose_kernel(product: &Product, cpu: Cpu) -> Choice {
    let bytes = match product.element {
        ElementKind::Float(bytes) => bytes,
        ElementKind::Integer => return Choice::IntegerLoop,
        ElementKind::Half(kind) => return Choice::Half(half_path(kind, product.inner)),
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
    if rows <= FEW_ROWS_MAX_ROWS
        && cols >= FEW_ROWS_MIN_COLS
        && inner >= FEW_ROWS_MIN_INNER
        && b_rows_contiguous
    {
        return Choice::FewRows(registers);
    }
    // A stride of 0 along the inner axis (a broadcast) is contiguous only for one step.
    let a_rows_contiguous = product.a[1] == 1 || inner == 1;
    let row_bytes = cols.saturating_mul(bytes);
    if avx512f && a_rows_contiguous && row_bytes <= ONE_REGISTER_MAX_ROW_BYTES {
        return Choice::OneRegister;
    }
    if a_rows_contiguous && rows <= panels_max_rows(bytes) {
        return Choice::PanelsLhsInL2(registers);
    }
    let narrow = row_bytes <= PANELS_NARROW_ROW_BYTES
        || (row_bytes <= PANELS_SHALLOW_ROW_BYTES && inner <= INNER_BLOCK);
    if a_rows_contiguous && narrow {
        return Choice::PanelsNarrow(registers);
    }
    match (rows > PACKED_MIN_ROWS, a_rows_contiguous) {
        (true, false) => Choice::PackedStridedLhs(registers),
        (true, true) => Choice::PackedLarge(registers),
        // A contiguous lhs of this few rows stays in L2 (checked below), so its rows are
        // strided.
        (false, _) => Choice::MatrixmultiplyStridedFewRows,
    }
}

/// The most rows of elements of `bytes` whose block of [`INNER_BLOCK`] steps stays within
/// [`LHS_BLOCK_BYTES`].
#[cfg(target_arch = "x86_64")]
const fn panels_max_rows(bytes: usize) -> usize {
    LHS_BLOCK_BYTES / (INNER_BLOCK * bytes)
}

// Every contiguous lhs of at most `PACKED_MIN_ROWS` rows takes the panel kernel, `f64` too:
// only strided ones are left for matrixmultiply.
#[cfg(target_arch = "x86_64")]
const _: () = assert!(PACKED_MIN_ROWS <= panels_max_rows(size_of::<f64>()));

#[cfg(all(test, target_arch = "x86_64"))]
std::thread_local! {
    /// Set by [`on_each_family`] to run the AVX2 kernels on a CPU that also has AVX-512.
    static AVX2_ONLY: core::cell::Cell<bool> = const { core::cell::Cell::new(false) };
}

/// Whether [`on_each_family`] hides AVX-512F from [`Cpu::detect`] on this thread.
#[cfg(all(test, target_arch = "x86_64"))]
pub(super) fn avx2_only() -> bool {
    AVX2_ONLY.with(|only| only.get())
}

/// Runs `test` once per family this CPU has (the choice of kernel on this thread sees only
/// AVX2 in the second run), widest first, and once when it has neither; returns how many
/// families it ran.
#[cfg(all(test, target_arch = "x86_64"))]
pub(super) fn on_each_family(test: impl Fn()) -> usize {
    let cpu = Cpu::detect();
    test();
    if cpu.avx512f {
        AVX2_ONLY.with(|only| only.set(true));
        // Reset even when the test panics, so that other tests on this thread are unaffected.
        struct Reset;
        impl Drop for Reset {
            fn drop(&mut self) {
                AVX2_ONLY.with(|only| only.set(false));
            }
        }
        let _reset = Reset;
        test();
        return 2;
    }
    usize::from(cpu.avx2_fma)
}

#[cfg(all(test, target_arch = "x86_64"))]
mod tests;

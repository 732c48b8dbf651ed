//! The register families the x86-64 float kernels (`few_rows`, `panels`, `packed`) are
//! written for, one source over both: [`Simd<W>`] is a float type's register of width `W`
//! ([`Avx2`]: ymm, 256 bits; [`Avx512`]: zmm, 512 bits) and the intrinsics the tile uses.
//! [`run`] runs a [`Kernel`] compiled for the family the kernel choice (`choose`) picked.

#[cfg(test)]
use super::choose::Cpu;
use super::choose::{Registers, SimdKernel};
use super::few_rows::FewRows;
use super::one_register::OneRegister;
use super::packed::Packed;
use super::panels::Panels;
use super::tiles::{YMM_TILE_ROWS, ZMM_TILE_ROWS};
use super::Matrix;
use core::mem::MaybeUninit;
use num_traits::Float;

/// The ymm family: AVX2 and FMA, 16 registers of 256 bits (`ymm.rs`).
pub(super) struct Avx2;

/// The zmm family: AVX-512F, 32 registers of 512 bits (`zmm.rs`).
pub(super) struct Avx512;

/// A float type's register of family `W` and the intrinsics the tile uses. Each operation is
/// unsafe to call on a CPU without `W`'s features; `load` and `store` index their slice
/// first, so a short one panics.
pub(super) trait Simd<W>: Float {
    /// A register of `Self`.
    type V: Copy;
    /// A tile's width in elements: two registers.
    const TILE: usize;
    /// Steps of the inner axis the packed kernel packs at a time in this family
    /// (`packed::YMM_INNER_BLOCK`, `packed::ZMM_INNER_BLOCK`).
    const PACKED_INNER_BLOCK: usize;
    /// A register with `x` in every lane.
    unsafe fn splat(x: Self) -> Self::V;
    /// The first `TILE / 2` elements of `src`.
    unsafe fn load(src: &[Self]) -> Self::V;
    /// `x * y + acc`, one rounding.
    unsafe fn fma(x: Self::V, y: Self::V, acc: Self::V) -> Self::V;
    /// The first `n` (at most `TILE / 2`) elements of `src`, zeros in the other lanes; reads
    /// nothing past them.
    unsafe fn load_part(src: &[Self], n: usize) -> Self::V;
    /// Writes the register into the first `TILE / 2` elements of `dst`.
    unsafe fn store<S: Slot<Self>>(v: Self::V, dst: &mut [S]);
    /// Writes the first `n` (at most `TILE / 2`) lanes of the register into the first `n`
    /// slots of `dst`, and nothing past them: a masked store where the family has one, else
    /// through a copy of the register.
    #[inline(always)]
    unsafe fn store_part(v: Self::V, dst: &mut [MaybeUninit<Self>], n: usize) {
        let mut lanes = [Self::zero(); TILE_MAX / 2];
        // SAFETY: the caller's CPU has the family's features; `lanes` holds a register.
        unsafe { Self::store(v, &mut lanes) };
        for (slot, &x) in dst[..n].iter_mut().zip(&lanes) {
            slot.write(x);
        }
    }
    /// The lanes of a ymm register of `Self`: the side of [`Simd::transpose`]'s squares.
    const YMM_LANES: usize;
    /// Transposes a square of [`Simd::YMM_LANES`], in ymm registers in either family (the
    /// side that fits a register tile's rows): `dst[r * stride + q]` gets
    /// `columns[q][k + r]`, for `q` and `r` below the lanes.
    unsafe fn transpose(
        columns: &[&[Self]],
        k: usize,
        dst: &mut [MaybeUninit<Self>],
        stride: usize,
    );
}

/// The float types with both families, which the kernels' entries take.
pub(super) trait Wide: Simd<Avx2> + Simd<Avx512> {}
impl<T: Simd<Avx2> + Simd<Avx512>> Wide for T {}

/// The widest tile of any family, f32's in zmm: 32 elements.
pub(super) const TILE_MAX: usize = 32;

/// Memory a register can be stored to: `T` itself, or an output slot not yet written.
pub(super) trait Slot<T> {}
impl<T> Slot<T> for T {}
impl<T> Slot<T> for MaybeUninit<T> {}

/// A kernel written with [`Simd`], for any family.
pub(super) trait Kernel {
    /// Writes `c = a · b` (as [`super::sealed::Gemm::gemm`]) at width `W`, in register tiles
    /// of at most `ROWS` rows, for a product that [`choose_kernel`] gave this kernel.
    /// Implementations are `#[inline(always)]`: inlined into the family's
    /// `#[target_feature]` function, their intrinsics inline too.
    ///
    /// [`choose_kernel`]: super::choose::choose_kernel
    fn gemm<T: Simd<W>, W, const ROWS: usize>(
        c: &mut [MaybeUninit<T>],
        cols: usize,
        bias: Option<&[T]>,
        inner: usize,
        a: Matrix<T>,
        b: Matrix<T>,
    );
}

/// The one entry of the SIMD kernels: runs `kernel` in `registers`, as
/// [`choose_kernel`](super::choose::choose_kernel) chose them for the product `c` is (a block
/// of). Panics on a CPU without the registers' features, which the choice rules out.
#[allow(clippy::too_many_arguments)] // the product's parts, and what runs it
pub(super) fn run<T: Wide>(
    kernel: SimdKernel,
    registers: Registers,
    c: &mut [MaybeUninit<T>],
    cols: usize,
    bias: Option<&[T]>,
    inner: usize,
    a: Matrix<T>,
    b: Matrix<T>,
) {
    match kernel {
        SimdKernel::FewRows => in_registers::<T, FewRows>(registers, c, cols, bias, inner, a, b),
        SimdKernel::OneRegister => {
            in_registers::<T, OneRegister>(registers, c, cols, bias, inner, a, b)
        }
        SimdKernel::Panels => in_registers::<T, Panels>(registers, c, cols, bias, inner, a, b),
        SimdKernel::Packed => in_registers::<T, Packed>(registers, c, cols, bias, inner, a, b),
    }
}

/// Runs kernel `K` in `registers`, after checking that the CPU has their features.
fn in_registers<T: Wide, K: Kernel>(
    registers: Registers,
    c: &mut [MaybeUninit<T>],
    cols: usize,
    bias: Option<&[T]>,
    inner: usize,
    a: Matrix<T>,
    b: Matrix<T>,
) {
    // The CPU's own features (not `Cpu::detect`, which tests can narrow): what makes the
    // calls below sound.
    let avx2_fma = is_x86_feature_detected!("avx2") && is_x86_feature_detected!("fma");
    match registers {
        // SAFETY: the CPU has AVX-512F, AVX2 and FMA, checked here.
        Registers::Zmm if avx2_fma && is_x86_feature_detected!("avx512f") => unsafe {
            with_avx512::<T, K>(c, cols, bias, inner, a, b)
        },
        // SAFETY: the CPU has AVX2 and FMA, checked here.
        Registers::Ymm if avx2_fma => unsafe { with_avx2::<T, K>(c, cols, bias, inner, a, b) },
        _ => panic!("matmul: the CPU lacks the features of the chosen registers"),
    }
}

/// `K::gemm` in ymm registers, compiled for AVX2 and FMA. Unsafe to call on a CPU without
/// both.
#[target_feature(enable = "avx2,fma")]
unsafe fn with_avx2<T: Simd<Avx2>, K: Kernel>(
    c: &mut [MaybeUninit<T>],
    cols: usize,
    bias: Option<&[T]>,
    inner: usize,
    a: Matrix<T>,
    b: Matrix<T>,
) {
    K::gemm::<T, Avx2, YMM_TILE_ROWS>(c, cols, bias, inner, a, b)
}

/// `K::gemm` in zmm registers, compiled for AVX-512F, AVX2 and FMA. Unsafe to call on a CPU
/// without all three.
#[target_feature(enable = "avx512f,avx2,fma")]
unsafe fn with_avx512<T: Simd<Avx512>, K: Kernel>(
    c: &mut [MaybeUninit<T>],
    cols: usize,
    bias: Option<&[T]>,
    inner: usize,
    a: Matrix<T>,
    b: Matrix<T>,
) {
    K::gemm::<T, Avx512, ZMM_TILE_ROWS>(c, cols, bias, inner, a, b)
}

#[cfg(test)]
std::thread_local! {
    /// Set by [`on_each_family`] to run the AVX2 kernels on a CPU that also has AVX-512.
    static AVX2_ONLY: core::cell::Cell<bool> = const { core::cell::Cell::new(false) };
}

/// Whether [`on_each_family`] hides AVX-512F from [`Cpu::detect`] on this thread.
#[cfg(test)]
pub(super) fn avx2_only() -> bool {
    AVX2_ONLY.with(|only| only.get())
}

/// Runs `test` once per family this CPU has (the choice of kernel on this thread sees only
/// AVX2 in the second run), widest first, and once when it has neither; returns how many
/// families it ran.
#[cfg(test)]
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

/// The registers the kernel choice picks on this thread for products wider than a ymm tile,
/// `None` on a CPU with neither family.
#[cfg(test)]
pub(super) fn wide_registers() -> Option<Registers> {
    Cpu::detect().registers(usize::MAX)
}

/// The tile rows of the registers [`wide_registers`] picks (AVX2's on a CPU with neither).
#[cfg(test)]
pub(super) fn tile_rows() -> usize {
    match wide_registers() {
        Some(Registers::Zmm) => ZMM_TILE_ROWS,
        _ => YMM_TILE_ROWS,
    }
}

/// The packed kernel's inner block of `T` in the registers [`wide_registers`] picks (AVX2's
/// on a CPU with neither).
#[cfg(test)]
pub(super) fn packed_inner_block<T: Wide>() -> usize {
    match wide_registers() {
        Some(Registers::Zmm) => <T as Simd<Avx512>>::PACKED_INNER_BLOCK,
        _ => <T as Simd<Avx2>>::PACKED_INNER_BLOCK,
    }
}

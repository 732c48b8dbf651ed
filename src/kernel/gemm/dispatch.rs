//! The one entry of the SIMD float kernels: the leaf the kernel choice (`choose`) named, run by
//! the driver's loop nest (`driver`) compiled for the chosen register family (`simd`), after
//! checking that the CPU has that family's features.

use super::choose::{Registers, SimdKernel};
use super::driver::{self, Leaf};
use super::few_rows::FewRows;
use super::one_register::OneRegister;
use super::operand::Matrix;
use super::packed::Packed;
use super::panels::Panels;
use super::simd::{Avx2, Avx512, Simd, Wide};
use super::tiles::{YMM_TILE_ROWS, ZMM_TILE_ROWS};
use core::mem::MaybeUninit;

/// Runs leaf `kernel` in `registers`, as [`choose_kernel`](super::choose::choose_kernel) chose
/// them for the product `c` is (a block of). Panics on a CPU without the registers' features,
/// which the choice rules out.
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

/// Runs leaf `L` in `registers`, after checking that the CPU has their features.
fn in_registers<T: Wide, L>(
    registers: Registers,
    c: &mut [MaybeUninit<T>],
    cols: usize,
    bias: Option<&[T]>,
    inner: usize,
    a: Matrix<T>,
    b: Matrix<T>,
) where
    L: Leaf<T, Avx2, YMM_TILE_ROWS> + Leaf<T, Avx512, ZMM_TILE_ROWS>,
{
    // The CPU's own features (not `Cpu::detect`, which tests can narrow): what makes the
    // calls below sound.
    let avx2_fma = is_x86_feature_detected!("avx2") && is_x86_feature_detected!("fma");
    match registers {
        // SAFETY: the CPU has AVX-512F, AVX2 and FMA, checked here.
        Registers::Zmm if avx2_fma && is_x86_feature_detected!("avx512f") => unsafe {
            with_avx512::<T, L>(c, cols, bias, inner, a, b)
        },
        // SAFETY: the CPU has AVX2 and FMA, checked here.
        Registers::Ymm if avx2_fma => unsafe { with_avx2::<T, L>(c, cols, bias, inner, a, b) },
        _ => panic!("matmul: the CPU lacks the features of the chosen registers"),
    }
}

/// The driver on leaf `L` in ymm registers, compiled for AVX2 and FMA: the leaf's packing and
/// tiles, `#[inline(always)]`, inline here with their intrinsics. Unsafe to call on a CPU
/// without both.
#[target_feature(enable = "avx2,fma")]
unsafe fn with_avx2<T: Simd<Avx2>, L: Leaf<T, Avx2, YMM_TILE_ROWS>>(
    c: &mut [MaybeUninit<T>],
    cols: usize,
    bias: Option<&[T]>,
    inner: usize,
    a: Matrix<T>,
    b: Matrix<T>,
) {
    driver::gemm::<T, Avx2, L, YMM_TILE_ROWS>(c, cols, bias, inner, a, b)
}

/// The driver on leaf `L` in zmm registers, compiled for AVX-512F, AVX2 and FMA. Unsafe to
/// call on a CPU without all three.
#[target_feature(enable = "avx512f,avx2,fma")]
unsafe fn with_avx512<T: Simd<Avx512>, L: Leaf<T, Avx512, ZMM_TILE_ROWS>>(
    c: &mut [MaybeUninit<T>],
    cols: usize,
    bias: Option<&[T]>,
    inner: usize,
    a: Matrix<T>,
    b: Matrix<T>,
) {
    driver::gemm::<T, Avx512, L, ZMM_TILE_ROWS>(c, cols, bias, inner, a, b)
}

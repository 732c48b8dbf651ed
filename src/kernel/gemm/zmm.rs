//! The zmm family ([`Avx512`]): [`Simd`] for `f32` and `f64` in AVX-512F registers of 512
//! bits; partial registers through AVX-512's mask registers. These intrinsics are stable from
//! Rust 1.89, the crate's `rust-version`.

use super::blocking::ZMM_INNER_BLOCK;
use super::simd::{Avx2, Avx512, Simd, Slot};
use core::arch::x86_64::*;
use core::mem::MaybeUninit;

macro_rules! zmm {
    ($t:ty, $v:ty, $lanes:literal, $mask:ty, $set1:ident, $loadu:ident, $fmadd:ident,
     $storeu:ident, $maskz_loadu:ident, $mask_storeu:ident) => {
        impl Simd<Avx512> for $t {
            type V = $v;
            const TILE: usize = 2 * $lanes;
            const PACKED_INNER_BLOCK: usize = ZMM_INNER_BLOCK;
            #[inline(always)]
            unsafe fn splat(x: $t) -> $v {
                // SAFETY: the caller's CPU has AVX-512F.
                unsafe { $set1(x) }
            }
            #[inline(always)]
            unsafe fn load(src: &[$t]) -> $v {
                let src = &src[..$lanes];
                // SAFETY: `src` holds the lanes read (unaligned loads); the CPU has AVX-512F.
                unsafe { $loadu(src.as_ptr()) }
            }
            #[inline(always)]
            unsafe fn fma(x: $v, y: $v, acc: $v) -> $v {
                // SAFETY: the caller's CPU has AVX-512F.
                unsafe { $fmadd(x, y, acc) }
            }
            #[inline(always)]
            unsafe fn load_part(src: &[$t], n: usize) -> $v {
                let src = &src[..n];
                // Lane `l` enabled when `l < n` (`n <= $lanes`, so the shift stays in range).
                let mask = ((1u32 << n) - 1) as $mask;
                // SAFETY: the mask enables the first `n` lanes, which `src` holds; masked
                // lanes are not read (no fault either). The CPU has AVX-512F.
                unsafe { $maskz_loadu(mask, src.as_ptr()) }
            }
            #[inline(always)]
            unsafe fn store<S: Slot<$t>>(v: $v, dst: &mut [S]) {
                let dst = &mut dst[..$lanes];
                // SAFETY: `dst` holds the lanes written (unaligned stores), `S` being `$t`
                // or `MaybeUninit<$t>` (same layout); the CPU has AVX-512F.
                unsafe { $storeu(dst.as_mut_ptr().cast::<$t>(), v) }
            }
            #[inline(always)]
            unsafe fn store_part(v: $v, dst: &mut [MaybeUninit<$t>], n: usize) {
                let dst = &mut dst[..n];
                // Lane `l` enabled when `l < n` (`n <= $lanes`, so the shift stays in range).
                let mask = ((1u32 << n) - 1) as $mask;
                // SAFETY: the mask enables the first `n` lanes, which `dst` holds; masked
                // lanes are not written. The CPU has AVX-512F.
                unsafe { $mask_storeu(dst.as_mut_ptr().cast::<$t>(), mask, v) }
            }
            const YMM_LANES: usize = $lanes / 2;
            #[inline(always)]
            unsafe fn transpose(
                columns: &[&[$t]],
                k: usize,
                dst: &mut [MaybeUninit<$t>],
                stride: usize,
            ) {
                // SAFETY: the caller's CPU has AVX-512F, AVX2 and FMA (the zmm kernels'
                // target features); the ymm transpose checks its slices.
                unsafe { <$t as Simd<Avx2>>::transpose(columns, k, dst, stride) }
            }
        }
    };
}

zmm!(
    f32,
    __m512,
    16,
    __mmask16,
    _mm512_set1_ps,
    _mm512_loadu_ps,
    _mm512_fmadd_ps,
    _mm512_storeu_ps,
    _mm512_maskz_loadu_ps,
    _mm512_mask_storeu_ps
);
zmm!(
    f64,
    __m512d,
    8,
    __mmask8,
    _mm512_set1_pd,
    _mm512_loadu_pd,
    _mm512_fmadd_pd,
    _mm512_storeu_pd,
    _mm512_maskz_loadu_pd,
    _mm512_mask_storeu_pd
);

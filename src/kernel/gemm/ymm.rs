//! The ymm family ([`Avx2`]): [`Simd`] for `f32` and `f64` in AVX2 and FMA registers of 256
//! bits.

use super::blocking::YMM_INNER_BLOCK;
use super::simd::{Avx2, Simd, Slot};
use core::arch::x86_64::*;
use core::mem::MaybeUninit;

macro_rules! ymm {
    ($t:ty, $v:ty, $lanes:literal, $set1:ident, $loadu:ident, $fmadd:ident, $storeu:ident,
     $maskload:ident, $mask:expr, $transpose:ident) => {
        impl Simd<Avx2> for $t {
            type V = $v;
            const TILE: usize = 2 * $lanes;
            const PACKED_INNER_BLOCK: usize = YMM_INNER_BLOCK;
            #[inline(always)]
            unsafe fn splat(x: $t) -> $v {
                // SAFETY: the caller's CPU has AVX.
                unsafe { $set1(x) }
            }
            #[inline(always)]
            unsafe fn load(src: &[$t]) -> $v {
                let src = &src[..$lanes];
                // SAFETY: `src` holds the lanes read (unaligned loads); the CPU has AVX.
                unsafe { $loadu(src.as_ptr()) }
            }
            #[inline(always)]
            unsafe fn fma(x: $v, y: $v, acc: $v) -> $v {
                // SAFETY: the caller's CPU has FMA.
                unsafe { $fmadd(x, y, acc) }
            }
            #[inline(always)]
            unsafe fn load_part(src: &[$t], n: usize) -> $v {
                let src = &src[..n];
                let mask: fn(usize) -> __m256i = $mask;
                // SAFETY: the mask enables the first `n` lanes, which `src` holds; masked
                // lanes are not read. The CPU has AVX2.
                unsafe { $maskload(src.as_ptr(), mask(n)) }
            }
            #[inline(always)]
            unsafe fn store<S: Slot<$t>>(v: $v, dst: &mut [S]) {
                let dst = &mut dst[..$lanes];
                // SAFETY: `dst` holds the lanes written (unaligned stores), `S` being `$t`
                // or `MaybeUninit<$t>` (same layout); the CPU has AVX.
                unsafe { $storeu(dst.as_mut_ptr().cast::<$t>(), v) }
            }
            const YMM_LANES: usize = $lanes;
            #[inline(always)]
            unsafe fn transpose(
                columns: &[&[$t]],
                k: usize,
                dst: &mut [MaybeUninit<$t>],
                stride: usize,
            ) {
                let columns: &[&[$t]; $lanes] = columns.first_chunk().unwrap();
                // SAFETY: the caller's CPU has AVX; `load` and `store` check their slices.
                unsafe {
                    // A loop, not `map`: a closure would not be inlined into the caller's
                    // AVX2 code.
                    let mut square = [<Self as Simd<Avx2>>::splat(0.0); $lanes];
                    for (register, column) in square.iter_mut().zip(columns) {
                        *register = <Self as Simd<Avx2>>::load(&column[k..]);
                    }
                    let square = $transpose(square);
                    for (r, row) in square.into_iter().enumerate() {
                        <Self as Simd<Avx2>>::store(row, &mut dst[r * stride..]);
                    }
                }
            }
        }
    };
}

// The masks: lane `l` all ones when `l < n` (AVX2 integer compares, inlined into the caller).
ymm!(
    f32,
    __m256,
    8,
    _mm256_set1_ps,
    _mm256_loadu_ps,
    _mm256_fmadd_ps,
    _mm256_storeu_ps,
    _mm256_maskload_ps,
    // SAFETY: the caller's CPU has AVX2.
    |n| unsafe {
        _mm256_cmpgt_epi32(
            _mm256_set1_epi32(n as i32),
            _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7),
        )
    },
    transpose_f32
);
ymm!(
    f64,
    __m256d,
    4,
    _mm256_set1_pd,
    _mm256_loadu_pd,
    _mm256_fmadd_pd,
    _mm256_storeu_pd,
    _mm256_maskload_pd,
    // SAFETY: the caller's CPU has AVX2.
    |n| unsafe { _mm256_cmpgt_epi64(_mm256_set1_epi64x(n as i64), _mm256_setr_epi64x(0, 1, 2, 3)) },
    transpose_f64
);

/// The transpose of eight registers of eight f32: lane `q` of result `r` is lane `r` of
/// register `q`. Pairs interleave, then quads, then the 128-bit halves swap.
///
/// # Safety
/// Only where AVX is enabled (inlined into a kernel's `#[target_feature]` function).
#[inline(always)]
unsafe fn transpose_f32(r: [__m256; 8]) -> [__m256; 8] {
    // SAFETY: the caller's CPU has AVX.
    unsafe {
        let t = [
            _mm256_unpacklo_ps(r[0], r[1]),
            _mm256_unpackhi_ps(r[0], r[1]),
            _mm256_unpacklo_ps(r[2], r[3]),
            _mm256_unpackhi_ps(r[2], r[3]),
            _mm256_unpacklo_ps(r[4], r[5]),
            _mm256_unpackhi_ps(r[4], r[5]),
            _mm256_unpacklo_ps(r[6], r[7]),
            _mm256_unpackhi_ps(r[6], r[7]),
        ];
        let s = [
            _mm256_shuffle_ps::<0x44>(t[0], t[2]),
            _mm256_shuffle_ps::<0xEE>(t[0], t[2]),
            _mm256_shuffle_ps::<0x44>(t[1], t[3]),
            _mm256_shuffle_ps::<0xEE>(t[1], t[3]),
            _mm256_shuffle_ps::<0x44>(t[4], t[6]),
            _mm256_shuffle_ps::<0xEE>(t[4], t[6]),
            _mm256_shuffle_ps::<0x44>(t[5], t[7]),
            _mm256_shuffle_ps::<0xEE>(t[5], t[7]),
        ];
        [
            _mm256_permute2f128_ps::<0x20>(s[0], s[4]),
            _mm256_permute2f128_ps::<0x20>(s[1], s[5]),
            _mm256_permute2f128_ps::<0x20>(s[2], s[6]),
            _mm256_permute2f128_ps::<0x20>(s[3], s[7]),
            _mm256_permute2f128_ps::<0x31>(s[0], s[4]),
            _mm256_permute2f128_ps::<0x31>(s[1], s[5]),
            _mm256_permute2f128_ps::<0x31>(s[2], s[6]),
            _mm256_permute2f128_ps::<0x31>(s[3], s[7]),
        ]
    }
}

/// The transpose of four registers of four f64, as [`transpose_f32`].
///
/// # Safety
/// Only where AVX is enabled (inlined into a kernel's `#[target_feature]` function).
#[inline(always)]
unsafe fn transpose_f64(r: [__m256d; 4]) -> [__m256d; 4] {
    // SAFETY: the caller's CPU has AVX.
    unsafe {
        let t = [
            _mm256_unpacklo_pd(r[0], r[1]),
            _mm256_unpackhi_pd(r[0], r[1]),
            _mm256_unpacklo_pd(r[2], r[3]),
            _mm256_unpackhi_pd(r[2], r[3]),
        ];
        [
            _mm256_permute2f128_pd::<0x20>(t[0], t[2]),
            _mm256_permute2f128_pd::<0x20>(t[1], t[3]),
            _mm256_permute2f128_pd::<0x31>(t[0], t[2]),
            _mm256_permute2f128_pd::<0x31>(t[1], t[3]),
        ]
    }
}

//! GELU's vector loops, sixteen lanes under AVX-512 and eight under AVX2, written with the
//! instructions for the per-lane table lookups; the arithmetic is the scalar form's with FMA,
//! step for step, so the results are its bits, and the tails take the scalar form.
//!
//! One step is left out: the scalar form's select of `x * 0.5` for `|x| < TINY`. There `q` is
//! exactly 1/2 (`0.4 |x|` is far below half an ulp of 1/2), so the fused
//! `-|x| * 1/2 + max(x, 0)` is the exact `x / 2` rounded once: `x * 0.5`, the same bits. The
//! scalar form keeps the select for CPUs without FMA, whose separate product and sum would
//! round twice.

use super::super::Fused;
use super::{gelu, A, B, C, MAGIC, X_END, Y};
use crate::kernel::wide::{fma_vectors, FmaVectors};
use core::arch::x86_64::*;
use core::mem::MaybeUninit;

/// Runs the loop of the widest vectors the CPU has with FMA; false (nothing written) where
/// it has neither.
pub(in super::super) fn apply(src: &[f32], out: &mut [MaybeUninit<f32>]) -> bool {
    assert_eq!(
        src.len(),
        out.len(),
        "gelu: input and output lengths differ"
    );
    match fma_vectors() {
        // SAFETY: `fma_vectors` has checked that the CPU has AVX-512F and FMA.
        FmaVectors::Avx512 => unsafe { avx512_loop(src, out) },
        // SAFETY: `fma_vectors` has checked that the CPU has AVX2 and FMA.
        FmaVectors::Avx2 => unsafe { avx2_loop(src, out) },
        FmaVectors::Neither => return false,
    }
    true
}

/// The scalar form on the elements after the last whole vector.
#[inline(always)]
fn tail(src: &[f32], out: &mut [MaybeUninit<f32>]) {
    for (o, &x) in out.iter_mut().zip(src) {
        o.write(gelu::<Fused>(x));
    }
}

/// `out[i] = gelu(src[i])`, sixteen at a time.
#[target_feature(enable = "avx512f,fma")]
fn avx512_loop(src: &[f32], out: &mut [MaybeUninit<f32>]) {
    let whole = src.len() - src.len() % 16;
    for (x, o) in src[..whole].chunks_exact(16).zip(out.chunks_exact_mut(16)) {
        // SAFETY: `x` holds the sixteen lanes read and `o` the sixteen written (unaligned
        // loads and stores; `MaybeUninit<f32>` has the layout of `f32`).
        unsafe { _mm512_storeu_ps(o.as_mut_ptr().cast(), gelu16(_mm512_loadu_ps(x.as_ptr()))) }
    }
    tail(&src[whole..], &mut out[whole..]);
}

/// A row of a table, in one register.
#[target_feature(enable = "avx512f")]
fn row16(row: &[f32; 16]) -> __m512 {
    // SAFETY: `row` holds the sixteen lanes read (an unaligned load).
    unsafe { _mm512_loadu_ps(row.as_ptr()) }
}

/// [`gelu`] of sixteen lanes: `_mm512_permutexvar_ps` takes each lane's entry of a 16-entry
/// table by the low four bits of its index, which are `j`.
#[target_feature(enable = "avx512f,fma")]
fn gelu16(x: __m512) -> __m512 {
    let ax = _mm512_abs_ps(x);
    // `min` returns its second operand for NaN, as the scalar form's clamp does.
    let y = _mm512_min_ps(ax, _mm512_set1_ps(X_END));
    let piece = _mm512_fmadd_ps(y, _mm512_set1_ps(B), _mm512_set1_ps(A));
    let j = _mm512_castps_si512(_mm512_fmadd_ps(y, piece, _mm512_set1_ps(MAGIC)));
    let v = _mm512_sub_ps(y, _mm512_permutexvar_ps(j, row16(&Y)));
    let mut q = _mm512_permutexvar_ps(j, row16(&C[0]));
    for row in &C[1..] {
        q = _mm512_fmadd_ps(q, v, _mm512_permutexvar_ps(j, row16(row)));
    }
    // `max` returns its second operand for NaN and for two zeros, as `if 0.0 > x` does.
    let positive_part = _mm512_max_ps(_mm512_setzero_ps(), x);
    // No select for `|x| < TINY` (see the module's comment): this is already `x * 0.5`.
    let g = _mm512_fnmadd_ps(y, q, positive_part);
    let below = _mm512_cmp_ps_mask::<_CMP_LT_OQ>(x, _mm512_set1_ps(-X_END));
    _mm512_mask_mov_ps(g, below, _mm512_set1_ps(-0.0))
}

/// `out[i] = gelu(src[i])`, eight at a time.
#[target_feature(enable = "avx2,fma")]
fn avx2_loop(src: &[f32], out: &mut [MaybeUninit<f32>]) {
    let whole = src.len() - src.len() % 8;
    for (x, o) in src[..whole].chunks_exact(8).zip(out.chunks_exact_mut(8)) {
        // SAFETY: `x` holds the eight lanes read and `o` the eight written (unaligned loads
        // and stores; `MaybeUninit<f32>` has the layout of `f32`).
        unsafe { _mm256_storeu_ps(o.as_mut_ptr().cast(), gelu8(_mm256_loadu_ps(x.as_ptr()))) }
    }
    tail(&src[whole..], &mut out[whole..]);
}

/// Each lane's entry of a 16-entry table: `_mm256_permutevar8x32_ps` picks by the low three
/// bits of `j` in each half of the row, and bit 3, shifted to the sign (`high`), picks the
/// half.
#[target_feature(enable = "avx2")]
fn lookup8(row: &[f32; 16], j: __m256i, high: __m256) -> __m256 {
    // SAFETY: `row` holds the sixteen lanes read, eight from its start and eight from its
    // middle (unaligned loads).
    let (low_half, high_half) = unsafe {
        (
            _mm256_loadu_ps(row.as_ptr()),
            _mm256_loadu_ps(row[8..].as_ptr()),
        )
    };
    _mm256_blendv_ps(
        _mm256_permutevar8x32_ps(low_half, j),
        _mm256_permutevar8x32_ps(high_half, j),
        high,
    )
}

/// [`gelu`] of eight lanes.
#[target_feature(enable = "avx2,fma")]
fn gelu8(x: __m256) -> __m256 {
    let ax = _mm256_and_ps(x, _mm256_castsi256_ps(_mm256_set1_epi32(0x7fff_ffff)));
    // `min` returns its second operand for NaN, as the scalar form's clamp does.
    let y = _mm256_min_ps(ax, _mm256_set1_ps(X_END));
    let piece = _mm256_fmadd_ps(y, _mm256_set1_ps(B), _mm256_set1_ps(A));
    let j = _mm256_castps_si256(_mm256_fmadd_ps(y, piece, _mm256_set1_ps(MAGIC)));
    let high = _mm256_castsi256_ps(_mm256_slli_epi32::<28>(j));
    let v = _mm256_sub_ps(y, lookup8(&Y, j, high));
    let mut q = lookup8(&C[0], j, high);
    for row in &C[1..] {
        q = _mm256_fmadd_ps(q, v, lookup8(row, j, high));
    }
    // `max` returns its second operand for NaN and for two zeros, as `if 0.0 > x` does.
    let positive_part = _mm256_max_ps(_mm256_setzero_ps(), x);
    // No select for `|x| < TINY` (see the module's comment): this is already `x * 0.5`.
    let g = _mm256_fnmadd_ps(y, q, positive_part);
    let below = _mm256_cmp_ps::<_CMP_LT_OQ>(x, _mm256_set1_ps(-X_END));
    _mm256_blendv_ps(g, _mm256_set1_ps(-0.0), below)
}

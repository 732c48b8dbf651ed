//! erf's vector loops, eight lanes under AVX-512 and four under AVX2, written with the
//! instructions for the per-lane table lookups; the arithmetic is the scalar form's with FMA,
//! step for step, so the results are its bits. The tails take the scalar form, and the
//! inputs it leaves out (NaN, tiny nonzero `x`) are computed again by the scalar form of the
//! op, per block, as every other op's loop does.
//!
//! The lookups: under AVX-512, one permute of a table held in two registers per coefficient;
//! AVX2 has no permute of sixteen `f64`, so each lane's piece is read as a row of all its
//! numbers (`BY_PIECE`) and two numbers of four rows become two vectors of four lanes by an
//! insert and two unpacks.

use super::super::super::{scalar, Op, BLOCK};
use super::super::Fused;
use super::{erf, outside_erf, A, B, C0, MAGIC, OFFSET, ROWS, TINY, X_END, Y};
use crate::kernel::wide::{fma_vectors, FmaVectors};
use core::arch::x86_64::*;
use core::mem::MaybeUninit;

/// Runs the loop of the widest vectors the CPU has with FMA; false (nothing written) where
/// it has neither.
pub(in super::super) fn apply(src: &[f64], out: &mut [MaybeUninit<f64>]) -> bool {
    assert_eq!(src.len(), out.len(), "erf: input and output lengths differ");
    match fma_vectors() {
        // SAFETY: `fma_vectors` has checked that the CPU has AVX-512F and FMA.
        FmaVectors::Avx512 => unsafe { avx512_loop(src, out) },
        // SAFETY: `fma_vectors` has checked that the CPU has AVX2 and FMA.
        FmaVectors::Avx2 => unsafe { avx2_loop(src, out) },
        FmaVectors::Neither => return false,
    }
    true
}

/// The scalar form on the block's elements after the last whole vector (`whole` on), then
/// the scalar form of the op on the block's inputs outside the fast form, if the vectors
/// (`vectors_outside`) or the tail hold any.
#[inline(always)]
fn finish_block(src: &[f64], out: &mut [MaybeUninit<f64>], whole: usize, vectors_outside: bool) {
    let mut any = vectors_outside;
    for (o, &x) in out[whole..].iter_mut().zip(&src[whole..]) {
        o.write(erf::<Fused>(x));
        any |= outside_erf(x);
    }
    if any {
        for (o, &x) in out.iter_mut().zip(src) {
            if outside_erf(x) {
                o.write(scalar::one(Op::Erf, x, libm::erf));
            }
        }
    }
}

/// `out[i] = erf(src[i])`, eight at a time.
#[target_feature(enable = "avx512f,fma")]
fn avx512_loop(src: &[f64], out: &mut [MaybeUninit<f64>]) {
    for (src, out) in src.chunks(BLOCK).zip(out.chunks_mut(BLOCK)) {
        let whole = src.len() - src.len() % 8;
        let mut outside: __mmask8 = 0;
        for (x, o) in src[..whole].chunks_exact(8).zip(out.chunks_exact_mut(8)) {
            // SAFETY: `x` holds the eight lanes read (an unaligned load).
            let (y, lanes_outside) = erf8(unsafe { _mm512_loadu_pd(x.as_ptr()) });
            outside |= lanes_outside;
            // SAFETY: `o` holds the eight lanes written (an unaligned store; `MaybeUninit<f64>`
            // has the layout of `f64`).
            unsafe { _mm512_storeu_pd(o.as_mut_ptr().cast(), y) }
        }
        finish_block(src, out, whole, outside != 0);
    }
}

/// Each lane's entry of a 16-entry table: `_mm512_permutex2var_pd` takes it from the two
/// halves of the table by the low four bits of the lane's index, which are `j`.
#[target_feature(enable = "avx512f")]
fn lookup(table: &[f64; 16], j: __m512i) -> __m512d {
    // SAFETY: `table` holds the sixteen lanes read, eight from its start and eight from its
    // middle (unaligned loads).
    let (low, high) = unsafe {
        (
            _mm512_loadu_pd(table.as_ptr()),
            _mm512_loadu_pd(table[8..].as_ptr()),
        )
    };
    _mm512_permutex2var_pd(low, j, high)
}

/// [`erf`] of eight lanes, and the lanes outside it ([`outside_erf`]).
#[target_feature(enable = "avx512f,fma")]
fn erf8(x: __m512d) -> (__m512d, __mmask8) {
    let a = _mm512_abs_pd(x);
    // `min` returns its second operand for NaN, as the scalar form's clamp does.
    let y = _mm512_min_pd(a, _mm512_set1_pd(X_END));
    let piece = _mm512_fmadd_pd(y, _mm512_set1_pd(B), _mm512_set1_pd(A));
    let t = _mm512_fmadd_pd(y, piece, _mm512_set1_pd(MAGIC + OFFSET));
    // `max` returns its second operand for equal operands, as the scalar form's does.
    let t = _mm512_max_pd(t, _mm512_set1_pd(MAGIC));
    let first = _mm512_cmp_pd_mask::<_CMP_EQ_OQ>(t, _mm512_set1_pd(MAGIC));
    let j = _mm512_castpd_si512(t);
    let v = _mm512_sub_pd(y, lookup(&Y, j));
    let v = _mm512_mask_mul_pd(v, first, y, y);
    let mut q = lookup(&ROWS[0], j);
    for row in &ROWS[1..] {
        q = _mm512_fmadd_pd(q, v, lookup(row, j));
    }
    let s = _mm512_mask_mov_pd(v, first, y);
    let c0 = _mm512_mask_mov_pd(lookup(&C0, j), first, y);
    let r = _mm512_castpd_si512(_mm512_fmadd_pd(q, s, c0));
    // `r` is `+0` or positive: `copysign` is `r | (x & -0.0)` (0xea: `(a & b) | c`).
    let sign = _mm512_castpd_si512(_mm512_set1_pd(-0.0));
    let y = _mm512_ternarylogic_epi64::<0xea>(sign, _mm512_castpd_si512(x), r);
    // `!(a >= TINY) & (a != 0)`, NaN included.
    let small = _mm512_cmp_pd_mask::<_CMP_NGE_UQ>(a, _mm512_set1_pd(TINY));
    let outside = _mm512_mask_cmp_pd_mask::<_CMP_NEQ_UQ>(small, a, _mm512_setzero_pd());
    (_mm512_castsi512_pd(y), outside)
}

/// `out[i] = erf(src[i])`, four at a time.
#[target_feature(enable = "avx2,fma")]
fn avx2_loop(src: &[f64], out: &mut [MaybeUninit<f64>]) {
    for (src, out) in src.chunks(BLOCK).zip(out.chunks_mut(BLOCK)) {
        let whole = src.len() - src.len() % 4;
        let mut outside = 0;
        for (x, o) in src[..whole].chunks_exact(4).zip(out.chunks_exact_mut(4)) {
            // SAFETY: `x` holds the four lanes read (an unaligned load).
            let (y, lanes_outside) = erf4(unsafe { _mm256_loadu_pd(x.as_ptr()) });
            outside |= lanes_outside;
            // SAFETY: `o` holds the four lanes written (an unaligned store; `MaybeUninit<f64>`
            // has the layout of `f64`).
            unsafe { _mm256_storeu_pd(o.as_mut_ptr().cast(), y) }
        }
        finish_block(src, out, whole, outside != 0);
    }
}

/// The count of numbers in a row of [`BY_PIECE`].
const ROW_LEN: usize = ROWS.len() + 3;

/// The numbers of each piece in one row, in the order the AVX2 loop reads them in pairs:
/// `Y`, the rows of Horner's rule, `C0`, and a zero to make the count even. Aligned so that a
/// pair never straddles two cache lines.
#[repr(C, align(64))]
struct ByPiece([[f64; ROW_LEN]; 16]);

static BY_PIECE: ByPiece = ByPiece(by_piece());

/// [`BY_PIECE`]'s rows, from the tables of the AVX-512 loop and the scalar form.
const fn by_piece() -> [[f64; ROW_LEN]; 16] {
    let mut table = [[0.0; ROW_LEN]; 16];
    let mut j = 0;
    while j < 16 {
        table[j][0] = Y[j];
        let mut r = 0;
        while r < ROWS.len() {
            table[j][1 + r] = ROWS[r][j];
            r += 1;
        }
        table[j][ROW_LEN - 2] = C0[j];
        j += 1;
    }
    table
}

/// Entries `k` and `k + 1` of the rows `rows` (one per lane) as two vectors of four lanes:
/// `[r0[k], r0[k+1], r2[k], r2[k+1]]` and the same of rows 1 and 3, then their low and high
/// halves interleaved.
#[target_feature(enable = "avx2")]
fn pair4(rows: &[&[f64; ROW_LEN]; 4], k: usize) -> (__m256d, __m256d) {
    let half = |r: usize| {
        let pair: &[f64] = &rows[r][k..k + 2];
        // SAFETY: `pair` holds the two lanes read (an unaligned load).
        unsafe { _mm_loadu_pd(pair.as_ptr()) }
    };
    let even = _mm256_insertf128_pd::<1>(_mm256_castpd128_pd256(half(0)), half(2));
    let odd = _mm256_insertf128_pd::<1>(_mm256_castpd128_pd256(half(1)), half(3));
    (_mm256_unpacklo_pd(even, odd), _mm256_unpackhi_pd(even, odd))
}

/// [`erf`] of four lanes, and whether any is outside it ([`outside_erf`]).
#[target_feature(enable = "avx2,fma")]
fn erf4(x: __m256d) -> (__m256d, i32) {
    let sign = _mm256_set1_pd(-0.0);
    let a = _mm256_andnot_pd(sign, x);
    // `min` returns its second operand for NaN, as the scalar form's clamp does.
    let y = _mm256_min_pd(a, _mm256_set1_pd(X_END));
    let piece = _mm256_fmadd_pd(y, _mm256_set1_pd(B), _mm256_set1_pd(A));
    let t = _mm256_fmadd_pd(y, piece, _mm256_set1_pd(MAGIC + OFFSET));
    // `max` returns its second operand for equal operands, as the scalar form's does.
    let t = _mm256_max_pd(t, _mm256_set1_pd(MAGIC));
    let first = _mm256_cmp_pd::<_CMP_EQ_OQ>(t, _mm256_set1_pd(MAGIC));
    let mut bits = [0u64; 4];
    // SAFETY: `bits` holds the four lanes written (an unaligned store).
    unsafe { _mm256_storeu_si256(bits.as_mut_ptr().cast(), _mm256_castpd_si256(t)) };
    let rows = bits.map(|b| &BY_PIECE.0[(b & 15) as usize]);
    let (centre, top) = pair4(&rows, 0);
    let v = _mm256_blendv_pd(_mm256_sub_pd(y, centre), _mm256_mul_pd(y, y), first);
    let mut q = top;
    let mut k = 2;
    while k < ROW_LEN - 2 {
        let (c, d) = pair4(&rows, k);
        q = _mm256_fmadd_pd(_mm256_fmadd_pd(q, v, c), v, d);
        k += 2;
    }
    let (c0, _) = pair4(&rows, ROW_LEN - 2);
    let s = _mm256_blendv_pd(v, y, first);
    let c0 = _mm256_blendv_pd(c0, y, first);
    let r = _mm256_fmadd_pd(q, s, c0);
    // `r` is `+0` or positive: `copysign` is `r | (x & -0.0)`.
    let y = _mm256_or_pd(r, _mm256_and_pd(x, sign));
    // `!(a >= TINY) & (a != 0)`, NaN included.
    let small = _mm256_cmp_pd::<_CMP_NGE_UQ>(a, _mm256_set1_pd(TINY));
    let nonzero = _mm256_cmp_pd::<_CMP_NEQ_UQ>(a, _mm256_setzero_pd());
    (y, _mm256_movemask_pd(_mm256_and_pd(small, nonzero)))
}

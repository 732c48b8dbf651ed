//! The AVX512-BF16 block of the tiled `bf16` driver: a 32 x 32 block of `c` as four strips of
//! 8 rows, each strip 16 zmm accumulators (8 rows of two registers of 16 columns). Per pair of
//! steps, a row's two values are broadcast and `vdpbf16ps` adds their products with the
//! panel's pair of rows to a register of columns.

use super::super::choose::avx512_bf16;
use super::pack::{ABlock, CHUNK, TILE};
use super::Output;
use core::mem::MaybeUninit;

/// Rows of a strip: 16 accumulators, 2 panel registers and a broadcast leave room in 32.
const STRIP: usize = 8;

/// `acc` (a row-major 32 x 32 block) = the block `a` times the packed panel `b`, of as many
/// chunks, plus `acc` where `accumulate`. Panics unless the CPU has AVX512-BF16.
pub(super) fn block(a: ABlock<'_>, b: &[u16], acc: &mut [f32; TILE * TILE], accumulate: bool) {
    assert!(b.len() == a.chunks * CHUNK, "dot: operands of whole chunks");
    assert!(avx512_bf16(), "dot: the CPU lacks AVX512-BF16");
    #[cfg(target_arch = "x86_64")]
    // SAFETY: the CPU has the features the function is compiled for (checked above).
    unsafe {
        block_avx512(a, b, acc, accumulate)
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512bf16")]
fn block_avx512(a: ABlock<'_>, b: &[u16], acc: &mut [f32; TILE * TILE], accumulate: bool) {
    use core::arch::x86_64::*;
    let chunks = a.chunks;
    for strip in 0..TILE / STRIP {
        let mut c = [_mm512_setzero_ps(); 2 * STRIP];
        if accumulate {
            for (r, pair) in c.chunks_exact_mut(2).enumerate() {
                let row = &acc[(strip * STRIP + r) * TILE..][..TILE];
                // SAFETY: each load reads 16 f32 inside `row`.
                unsafe {
                    pair[0] = _mm512_loadu_ps(row.as_ptr());
                    pair[1] = _mm512_loadu_ps(row[16..].as_ptr());
                }
            }
        }
        for chunk in 0..chunks {
            let a_rows = &a.data[chunk * a.chunk_step + strip * STRIP * a.row_stride..];
            let b_pairs = &b[chunk * CHUNK..][..CHUNK];
            for q in 0..TILE / 2 {
                let pair_row = &b_pairs[q * 2 * TILE..][..2 * TILE];
                // SAFETY: each load reads 64 bytes (32 values) inside `pair_row`.
                let (b0, b1): (__m512bh, __m512bh) = unsafe {
                    (
                        core::mem::transmute::<__m512i, __m512bh>(_mm512_loadu_si512(
                            pair_row.as_ptr().cast(),
                        )),
                        core::mem::transmute::<__m512i, __m512bh>(_mm512_loadu_si512(
                            pair_row[TILE..].as_ptr().cast(),
                        )),
                    )
                };
                for r in 0..STRIP {
                    let two = &a_rows[r * a.row_stride + 2 * q..][..2];
                    let pair = u32::from(two[0]) | (u32::from(two[1]) << 16);
                    // SAFETY: a register of 16 copies of 32 bits reinterpreted as 32 bf16.
                    let av: __m512bh = unsafe {
                        core::mem::transmute::<__m512i, __m512bh>(_mm512_set1_epi32(pair as i32))
                    };
                    c[2 * r] = _mm512_dpbf16_ps(c[2 * r], av, b0);
                    c[2 * r + 1] = _mm512_dpbf16_ps(c[2 * r + 1], av, b1);
                }
            }
        }
        for r in 0..STRIP {
            let row = &mut acc[(strip * STRIP + r) * TILE..][..TILE];
            // SAFETY: each store writes 16 f32 inside `row`.
            unsafe {
                _mm512_storeu_ps(row.as_mut_ptr(), c[2 * r]);
                _mm512_storeu_ps(row[16..].as_mut_ptr(), c[2 * r + 1]);
            }
        }
    }
}

/// Rows `0..height` and columns `0..width` of the block `acc` (plus `bias`, `width` long) into
/// `c` from its element `first` on, rows `cols` apart: rounded to `bf16` in zmm registers, or
/// as they are for an `f32` output. Panics unless the CPU has AVX512-BF16 (as every CPU a
/// tiled path runs on).
pub(super) fn store_block<O: Output>(
    acc: &[f32; TILE * TILE],
    [height, width]: [usize; 2],
    bias: Option<&[f32]>,
    c: &mut [MaybeUninit<O>],
    first: usize,
    cols: usize,
) {
    assert!(height <= TILE && width <= TILE, "store_block: a block");
    if !O::BF16 {
        for r in 0..height {
            let sums = &acc[r * TILE..][..width];
            let out = &mut c[first + r * cols..][..width];
            for (j, (slot, &s)) in out.iter_mut().zip(sums).enumerate() {
                slot.write(O::from_sum(s + bias.map_or(0.0, |bias| bias[j])));
            }
        }
        return;
    }
    assert!(avx512_bf16(), "store_block: the CPU lacks AVX-512");
    // SAFETY: the CPU has the features the function is compiled for (checked above).
    unsafe { store_block_avx512(acc, [height, width], bias, c, first, cols) }
}

#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn store_block_avx512<O: Output>(
    acc: &[f32; TILE * TILE],
    [height, width]: [usize; 2],
    bias: Option<&[f32]>,
    c: &mut [MaybeUninit<O>],
    first: usize,
    cols: usize,
) {
    use core::arch::x86_64::*;
    // The bias of each of the block's two registers of columns, 0 past `width`.
    let mut bias_lanes = [0.0f32; TILE];
    if let Some(bias) = bias {
        bias_lanes[..width].copy_from_slice(&bias[..width]);
    }
    // SAFETY: each load reads 16 f32 inside `bias_lanes`.
    let bias_regs = unsafe {
        [
            _mm512_loadu_ps(bias_lanes.as_ptr()),
            _mm512_loadu_ps(bias_lanes[16..].as_ptr()),
        ]
    };
    let masks = [lanes_below(width), lanes_below(width.saturating_sub(16))];
    for r in 0..height {
        let sums = &acc[r * TILE..][..TILE];
        let out = &mut c[first + r * cols..][..width];
        for half in 0..2 {
            if masks[half] == 0 {
                continue;
            }
            // SAFETY: the load reads 16 f32 inside `sums`; the masked store writes only the
            // lanes below `width - 16 * half`, which lie inside `out` (`width` slots of `u16`'s
            // size, `O` being `bf16`, checked by the caller).
            unsafe {
                let x = _mm512_add_ps(_mm512_loadu_ps(sums[16 * half..].as_ptr()), bias_regs[half]);
                let bits = round_to_bf16_bits(x);
                let dst = out.as_mut_ptr().add(16 * half).cast::<i16>();
                _mm256_mask_storeu_epi16(dst, masks[half], bits);
            }
        }
    }
}

/// The mask of the lanes `0..n` of 16.
fn lanes_below(n: usize) -> u16 {
    if n >= 16 {
        u16::MAX
    } else {
        (1u16 << n) - 1
    }
}

/// 16 lanes rounded to `bf16` (to nearest, ties to even; a NaN stays a NaN, quieted): the
/// same bits as `bf16::from_f32`, packed into 16 words. (`vcvtneps2bf16` would flush
/// subnormals to zero.) Adding 0x7fff plus the kept part's lowest bit carries into the kept
/// part exactly when the dropped half is above one half, or one half with the kept part odd.
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn round_to_bf16_bits(x: core::arch::x86_64::__m512) -> core::arch::x86_64::__m256i {
    use core::arch::x86_64::*;
    let bits = _mm512_castps_si512(x);
    let lowest_kept = _mm512_and_si512(_mm512_srli_epi32::<16>(bits), _mm512_set1_epi32(1));
    let bias = _mm512_add_epi32(_mm512_set1_epi32(0x7fff), lowest_kept);
    let rounded = _mm512_srli_epi32::<16>(_mm512_add_epi32(bits, bias));
    let magnitude = _mm512_and_si512(bits, _mm512_set1_epi32(0x7fff_ffff));
    let nan = _mm512_cmpgt_epi32_mask(magnitude, _mm512_set1_epi32(0x7f80_0000));
    let quiet = _mm512_or_si512(_mm512_srli_epi32::<16>(bits), _mm512_set1_epi32(0x40));
    _mm512_cvtepi32_epi16(_mm512_mask_blend_epi32(nan, rounded, quiet))
}

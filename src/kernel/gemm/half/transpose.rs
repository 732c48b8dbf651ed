//! The transpose that packs a panel of `b` whose columns are contiguous (a transposed weight,
//! or `kᵀ` in attention): 16 columns' 16 pairs of steps, read as 16 zmm registers of pairs
//! (one per column), transposed into 16 registers of one pair per column.

use super::pack::TILE;

/// Whether this CPU has the AVX-512F that [`transpose_pairs`] needs (and, in tests, it is not
/// hidden on this thread by [`without_transpose`]).
pub(super) fn available() -> bool {
    #[cfg(test)]
    if HIDDEN.with(|hidden| hidden.get()) {
        return false;
    }
    is_x86_feature_detected!("avx512f")
}

#[cfg(test)]
std::thread_local! {
    static HIDDEN: core::cell::Cell<bool> = const { core::cell::Cell::new(false) };
}

/// Runs `test` with the transpose hidden on this thread, so that packing takes the scalar
/// path of CPUs without AVX-512F.
#[cfg(test)]
pub(super) fn without_transpose(test: impl FnOnce()) {
    struct Reset;
    impl Drop for Reset {
        fn drop(&mut self) {
            HIDDEN.with(|hidden| hidden.set(false));
        }
    }
    let _reset = Reset;
    HIDDEN.with(|hidden| hidden.set(true));
    test();
}

/// For 16 columns whose 32 steps each start at `starts[j]` in `bits`, writes pair `q` (steps
/// `2q`, `2q + 1`) of column `j` to `out[q * TILE + j]`, for `q` in `0..16`. Panics unless
/// [`available`] and every column's 32 steps lie inside `bits` and the 16 rows inside `out`.
pub(super) fn transpose_pairs(bits: &[u16], starts: &[usize; 16], out: &mut [u32]) {
    assert!(available(), "transpose_pairs: the CPU lacks AVX-512F");
    assert!(
        starts.iter().all(|&s| s + 32 <= bits.len()),
        "transpose_pairs: a column outside"
    );
    assert!(
        out.len() >= 15 * TILE + 16,
        "transpose_pairs: the rows outside"
    );
    // SAFETY: the CPU has AVX-512F (checked above); the function reads only the 32 steps
    // from each start and writes the first 16 slots of 16 rows of `out`, checked above.
    unsafe { transpose_avx512(bits, starts, out) }
}

#[target_feature(enable = "avx512f")]
fn transpose_avx512(bits: &[u16], starts: &[usize; 16], out: &mut [u32]) {
    use core::arch::x86_64::*;
    // SAFETY (each load): 64 bytes from `bits[start]`, inside `bits` (checked by the caller).
    let r: [__m512i; 16] =
        core::array::from_fn(|j| unsafe { _mm512_loadu_si512(bits[starts[j]..].as_ptr().cast()) });
    // Within each 128-bit lane: pairs of columns' elements interleaved, then quads.
    let t: [__m512i; 16] = core::array::from_fn(|i| {
        let (a, b) = (r[i & !1], r[i | 1]);
        if i % 2 == 0 {
            _mm512_unpacklo_epi32(a, b)
        } else {
            _mm512_unpackhi_epi32(a, b)
        }
    });
    // u[4i + k], lane L: columns 4i..4i+3 at pair 4L + k.
    let u: [__m512i; 16] = core::array::from_fn(|n| {
        let (i, k) = (n / 4, n % 4);
        let (lo, hi) = (t[4 * i + k / 2], t[4 * i + 2 + k / 2]);
        if k % 2 == 0 {
            _mm512_unpacklo_epi64(lo, hi)
        } else {
            _mm512_unpackhi_epi64(lo, hi)
        }
    });
    for k in 0..4 {
        let x_lo = _mm512_shuffle_i32x4::<0x88>(u[k], u[4 + k]);
        let x_hi = _mm512_shuffle_i32x4::<0xdd>(u[k], u[4 + k]);
        let y_lo = _mm512_shuffle_i32x4::<0x88>(u[8 + k], u[12 + k]);
        let y_hi = _mm512_shuffle_i32x4::<0xdd>(u[8 + k], u[12 + k]);
        let rows = [
            _mm512_shuffle_i32x4::<0x88>(x_lo, y_lo),
            _mm512_shuffle_i32x4::<0x88>(x_hi, y_hi),
            _mm512_shuffle_i32x4::<0xdd>(x_lo, y_lo),
            _mm512_shuffle_i32x4::<0xdd>(x_hi, y_hi),
        ];
        for (lane, row) in rows.into_iter().enumerate() {
            let q = 4 * lane + k;
            // SAFETY: 64 bytes to `out[q * TILE..]`, the first 16 slots of row `q` (checked
            // by the caller).
            unsafe { _mm512_storeu_si512(out[q * TILE..].as_mut_ptr().cast(), row) };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transposes_sixteen_columns_of_pairs() {
        if !available() {
            return;
        }
        let bits: Vec<u16> = (0..2000u16).map(|x| x.wrapping_mul(2654)).collect();
        let starts: [usize; 16] = core::array::from_fn(|j| 3 + j * 97 + (j % 3));
        let mut out = vec![0u32; 16 * TILE];
        transpose_pairs(&bits, &starts, &mut out);
        for q in 0..16 {
            for j in 0..16 {
                let (lo, hi) = (bits[starts[j] + 2 * q], bits[starts[j] + 2 * q + 1]);
                assert_eq!(
                    out[q * TILE + j],
                    u32::from(lo) | u32::from(hi) << 16,
                    "pair {q} column {j}"
                );
            }
            assert!(
                out[q * TILE + 16..(q + 1) * TILE].iter().all(|&x| x == 0),
                "row {q} past 16"
            );
        }
    }
}

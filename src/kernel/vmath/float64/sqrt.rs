//! `sqrt` of eight `f64` lanes under AVX-512 without the divide/square-root unit, correctly
//! rounded like the hardware square root.
//!
//! `vsqrtpd` on 512-bit vectors has a throughput of several cycles per element, more than a
//! core needs to stream the element in and out of memory, so a loop of it is bound by that
//! unit, not by memory. The multiply-add units are free: from `vrsqrt14pd`'s estimate
//! (relative error below 2^-14), two coupled Newton steps give `g ~ sqrt x` and
//! `h ~ 1 / (2 sqrt x)` within an ulp or so, and the last step `g + (x - g*g) * h`, with the
//! residual `x - g*g` exact in one fused multiply-add, rounds to the correctly rounded root
//! (Markstein's correction; the tests check it on the hard cases, roots next to the midpoint
//! between two floats). The residual is exact only while it is a normal float, so lanes below
//! [`ORDINARY_MIN`], and zeros, negatives, infinities and NaN, take the hardware square root.

use core::arch::x86_64::*;
use core::mem::MaybeUninit;

use crate::kernel::wide::{fma_vectors, FmaVectors};

/// 2^-900: above it, the residual `x - g*g` (about `x * 2^-104`) is a normal float.
const ORDINARY_MIN: f64 = f64::from_bits((1023 - 900) << 52);

/// `out[i] = sqrt(src[i])` with the AVX-512 loop; false (nothing written) where the CPU lacks
/// AVX-512F or FMA.
pub(super) fn apply(src: &[f64], out: &mut [MaybeUninit<f64>]) -> bool {
    assert_eq!(
        src.len(),
        out.len(),
        "sqrt: input and output lengths differ"
    );
    match fma_vectors() {
        // SAFETY: `fma_vectors` has checked that the CPU has AVX-512F and FMA.
        FmaVectors::Avx512 => unsafe { avx512_loop(src, out) },
        FmaVectors::Avx2 | FmaVectors::Neither => return false,
    }
    true
}

/// `out[i] = sqrt(src[i])`, eight at a time; the tail by the hardware square root.
#[target_feature(enable = "avx512f,fma")]
fn avx512_loop(src: &[f64], out: &mut [MaybeUninit<f64>]) {
    let whole = src.len() - src.len() % 8;
    for (x, o) in src[..whole].chunks_exact(8).zip(out.chunks_exact_mut(8)) {
        // SAFETY: `x` holds the eight lanes read and `o` the eight written (unaligned loads
        // and stores; `MaybeUninit<f64>` has the layout of `f64`).
        unsafe { _mm512_storeu_pd(o.as_mut_ptr().cast(), sqrt8(_mm512_loadu_pd(x.as_ptr()))) }
    }
    for (o, &x) in out[whole..].iter_mut().zip(&src[whole..]) {
        o.write(x.sqrt());
    }
}

/// The correctly rounded square roots of eight lanes.
#[target_feature(enable = "avx512f,fma")]
fn sqrt8(x: __m512d) -> __m512d {
    let half = _mm512_set1_pd(0.5);
    let r = _mm512_rsqrt14_pd(x);
    let mut g = _mm512_mul_pd(x, r);
    let mut h = _mm512_mul_pd(r, half);
    // Each step squares the relative error of `g` and `h`: 2^-14, 2^-27, then below 2^-52.
    for _ in 0..2 {
        let e = _mm512_fnmadd_pd(g, h, half);
        g = _mm512_fmadd_pd(g, e, g);
        h = _mm512_fmadd_pd(h, e, h);
    }
    let residual = _mm512_fnmadd_pd(g, g, x);
    let root = _mm512_fmadd_pd(residual, h, g);
    // Ordered comparisons: false for NaN, so NaN takes the hardware path too.
    let ordinary = _mm512_cmp_pd_mask::<_CMP_GE_OQ>(x, _mm512_set1_pd(ORDINARY_MIN))
        & _mm512_cmp_pd_mask::<_CMP_LE_OQ>(x, _mm512_set1_pd(f64::MAX));
    if ordinary == 0xff {
        root
    } else {
        _mm512_mask_sqrt_pd(root, !ordinary, x)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `sqrt` of every element through [`apply`], or `None` where the CPU lacks the loop.
    fn vector_sqrt(src: &[f64]) -> Option<Vec<f64>> {
        // No other test may turn the vectors off meanwhile.
        let _flags = crate::kernel::wide::FLAGS
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        let mut out = vec![MaybeUninit::uninit(); src.len()];
        if !apply(src, &mut out) {
            return None;
        }
        // SAFETY: `apply` returned true, so it wrote every element of `out`.
        Some(
            out.into_iter()
                .map(|o| unsafe { o.assume_init() })
                .collect(),
        )
    }

    /// Asserts that the loop gives the hardware square root's bits for every element.
    fn assert_correctly_rounded(src: &[f64]) {
        let Some(got) = vector_sqrt(src) else {
            return;
        };
        for (&x, &y) in src.iter().zip(&got) {
            assert_eq!(
                y.to_bits(),
                x.sqrt().to_bits(),
                "sqrt({x:e}) = {y:e}, correctly rounded {:e}",
                x.sqrt()
            );
        }
    }

    /// A deterministic stream of 64-bit values (xorshift64*).
    fn random_bits(seed: u64) -> impl FnMut() -> u64 {
        let mut state = seed;
        move || {
            state ^= state >> 12;
            state ^= state << 25;
            state ^= state >> 27;
            state.wrapping_mul(0x2545_f491_4f6c_dd1d)
        }
    }

    #[test]
    fn empty_and_short_slices_are_the_hardware_root() {
        assert_eq!(vector_sqrt(&[]).unwrap_or_default(), Vec::<f64>::new());
        for len in 1..=17 {
            let src: Vec<f64> = (0..len).map(|i| 2.0 + i as f64 * 0.37).collect();
            assert_correctly_rounded(&src);
        }
    }

    #[test]
    fn random_positive_floats_of_every_exponent_are_correctly_rounded() {
        let mut next = random_bits(0x9e37_79b9_7f4a_7c15);
        // Positive, finite: any exponent field but all ones, any mantissa.
        let src: Vec<f64> = (0..2_000_000)
            .map(|_| f64::from_bits(next() % (0x7ff << 52)))
            .collect();
        assert_correctly_rounded(&src);
    }

    /// Floats whose roots lie as close as floats allow to the midpoint between two floats,
    /// where a root within an ulp but not correctly rounded would be caught: `x` is the float
    /// nearest to `m^2`, for `m` a midpoint (53 significant bits and a final half ulp).
    #[test]
    fn roots_next_to_a_midpoint_are_correctly_rounded() {
        let mut next = random_bits(0x2545_f491_4f6c_dd1d);
        let mut src = Vec::new();
        for _ in 0..400_000 {
            // m = (2^53 + k + 1/2) / 2^53 in [1, 2): as an integer over 2^54, odd.
            let m = (1u128 << 54) | ((next() as u128 & ((1 << 53) - 1)) << 1) | 1;
            // m^2 over 2^108 in [1, 4): round its 107-108 bits to 53 by hand, to nearest even.
            let square = m * m;
            let bits = 128 - square.leading_zeros(); // 109 (in [1, 2)) or 110 (in [2, 4))
            let shift = bits - 53;
            let mut mantissa = square >> shift;
            let rest = square & ((1u128 << shift) - 1);
            let half = 1u128 << (shift - 1);
            if rest > half || (rest == half && mantissa & 1 == 1) {
                mantissa += 1;
            }
            let value = mantissa as f64 * 2f64.powi(shift as i32 - 108);
            // The same roots at other exponents (even powers of two keep the root's digits).
            for scale in [1.0, 2f64.powi(-600), 2f64.powi(400), 2f64.powi(-880)] {
                src.push(value * scale);
            }
        }
        assert_correctly_rounded(&src);
    }

    /// The kernel's `sqrt` of a strided, broadcast or empty operand: the hardware root of
    /// each element read the naive way.
    #[test]
    fn the_kernel_op_reads_non_contiguous_broadcast_and_empty_operands() {
        use crate::kernel::{tests::operand, unary_math, MathOp};
        let data: Vec<f64> = (0..37 * 29).map(|i| 0.5 + i as f64 * 1.25).collect();
        // Transposed [29, 37], a column broadcast along a stride-0 axis, and size 0.
        let cases: [(&[usize], &[usize], usize); 4] = [
            (&[29, 37], &[1, 29], 0),
            (&[40, 29], &[0, 37], 3),
            (&[0, 37], &[37, 1], 0),
            (&[29, 0], &[1, 29], 0),
        ];
        for (dims, strides, offset) in cases {
            let out = unary_math(dims, operand(&data, strides, offset), MathOp::Sqrt).unwrap();
            let mut want = Vec::new();
            for i in 0..dims[0] {
                for j in 0..dims[1] {
                    want.push(data[offset + i * strides[0] + j * strides[1]].sqrt());
                }
            }
            assert_eq!(out.len(), want.len());
            assert!(out
                .iter()
                .zip(&want)
                .all(|(a, b)| a.to_bits() == b.to_bits()));
        }
    }

    #[test]
    fn special_and_extreme_values_are_the_hardware_root() {
        let src = [
            0.0,
            -0.0,
            -1.0,
            -f64::MIN_POSITIVE,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            -f64::NAN,
            f64::MAX,
            f64::from_bits(f64::MAX.to_bits() - 1),
            f64::MIN_POSITIVE,
            f64::from_bits(1),
            f64::from_bits(0x000f_ffff_ffff_ffff),
            ORDINARY_MIN,
            f64::from_bits(ORDINARY_MIN.to_bits() - 1),
            1.0,
            4.0,
            2.0,
        ];
        // Each value in every lane position, among ordinary neighbours.
        for &special in &src {
            for lane in 0..8 {
                let mut block = [3.0; 8];
                block[lane] = special;
                let Some(got) = vector_sqrt(&block) else {
                    return;
                };
                for (&x, &y) in block.iter().zip(&got) {
                    let want = x.sqrt();
                    assert!(
                        y.to_bits() == want.to_bits() || (y.is_nan() && want.is_nan()),
                        "sqrt({x:e}) = {y:e}, want {want:e}"
                    );
                }
            }
        }
    }
}

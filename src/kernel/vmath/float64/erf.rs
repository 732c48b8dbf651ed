//! `erf` by a polynomial on each of 16 pieces of `[0, 6]`, with the coefficients picked per
//! element from tables: no division, no exponential and no branch.
//!
//! On `y = |x|`, the piece is `j = max(round(OFFSET + y (A + B y)), 0)`: narrower where
//! erf's derivatives are larger (near 1 to 3), so that every piece needs the same degree.
//! - Piece 0, `[0, 0.7355)`: `erf(y) = y + y g(y^2)`, `g` of degree 10 fitted to
//!   `erf(y) / y - 1`: odd in `y`, so erf keeps its relative accuracy down to the smallest
//!   inputs, and the last step adds to `y` a correction of at most an eighth of it, whose
//!   rounding errors are as small.
//! - Piece `j >= 1`: `c0 + v (c1 + ... + v c11)` in `v = y - Y[j]` (exact: `y` and `Y[j]` are
//!   within a factor 2). `Y[j]` is where `erf` is within 2^-9 ulp of the `f64` `c0`, so the
//!   last step of Horner's rule adds only the rounded terms' error to `c0`.
//! - From 6 on `erf` rounds to 1, which the last piece gives: `y` is clamped to 6.
//!
//! `erf_fit.py` beside this file fits the tables (near-minimax, each piece's relative error
//! under 2^-55.5 once its coefficients are rounded) and prints them.
//!
//! The coefficients are picked per lane from 16-entry tables: under AVX-512 one permute of
//! two registers, under AVX2 a row of the piece's numbers per lane, read in pairs and
//! transposed (`erf/simd.rs`, written with the instructions, as LLVM turns an indexed table
//! into a gather). The scalar form below is the same arithmetic, for the tails, for CPUs
//! without FMA and for aarch64: with FMA every form gives the same bits.

#[cfg(target_arch = "x86_64")]
mod simd;

use super::MulAdd;
#[cfg(target_arch = "x86_64")]
pub(super) use simd::apply as apply_vectors;

/// `|x|` is clamped to this: from here on `erf` rounds to 1 (`erfc(6) = 2e-17`, under a
/// quarter of an ulp of 1), and the last piece's polynomial gives 1 there.
const X_END: f64 = 6.0;

/// The piece of `y` is `round(OFFSET + y (A + B y))`, at most 15.19 (at `X_END`), negative
/// values taken as piece 0.
const A: f64 = 5.0;
const B: f64 = -0.328_125;
const OFFSET: f64 = -3.0;

/// Adding 1.5 * 2^52 rounds to an integer, which lands in the low mantissa bits; the sums
/// below `MAGIC` (negative pieces) are raised to it, piece 0.
const MAGIC: f64 = 6_755_399_441_055_744.0;

/// Below this (except 0), the scalar form: the products of the fast form would be subnormal
/// and lose bits.
const TINY: f64 = 1.0e-300;

/// The inputs [`erf`] leaves to the scalar form: NaN and tiny nonzero inputs.
#[inline(always)]
#[allow(clippy::neg_cmp_op_on_partial_ord)] // NaN is outside: the comparison is false for it
pub(super) fn outside_erf(x: f64) -> bool {
    let a = x.abs();
    !(a >= TINY) & (a != 0.0)
}

/// Where each piece's polynomial is centred.
#[rustfmt::skip]
const Y: [f64; 16] = [
    f64::from_bits(0x0000_0000_0000_0000), f64::from_bits(0x3feb_2305_1bba_73ae),
    f64::from_bits(0x3ff1_3b71_1e15_22b2), f64::from_bits(0x3ff5_0776_3b2b_ae5c),
    f64::from_bits(0x3ff8_f996_501e_99bb), f64::from_bits(0x3ffd_16b1_98c8_a002),
    f64::from_bits(0x4000_b266_2565_5af7), f64::from_bits(0x4002_f5bc_3dfa_cafc),
    f64::from_bits(0x4005_5a3b_b2b3_3fb2), f64::from_bits(0x4007_e65d_2439_805e),
    f64::from_bits(0x400a_a309_b8c2_8f4e), f64::from_bits(0x400d_9d23_b2b4_0c73),
    f64::from_bits(0x4010_744c_2623_74d8), f64::from_bits(0x4012_53bb_83a6_135b),
    f64::from_bits(0x4014_8f51_b710_3257), f64::from_bits(0x4016_e825_6a77_49e1),
];
/// Each piece's `c0` (piece 0's is never used: there erf is `y + y g(y^2)`).
#[rustfmt::skip]
const C0: [f64; 16] = [
    f64::from_bits(0x0000_0000_0000_0000), f64::from_bits(0x3fe8_a06e_ebac_f19b),
    f64::from_bits(0x3feb_e9a8_4554_5f51), f64::from_bits(0x3fed_fb5e_b6f7_f21f),
    f64::from_bits(0x3fef_2086_af41_509d), f64::from_bits(0x3fef_acf3_bf2d_5b64),
    f64::from_bits(0x3fef_e61a_9ba5_476b), f64::from_bits(0x3fef_f96b_7141_6bc8),
    f64::from_bits(0x3fef_feaf_ed63_016d), f64::from_bits(0x3fef_ffcd_e06f_5956),
    f64::from_bits(0x3fef_fffa_c614_5838), f64::from_bits(0x3fef_ffff_a770_dcb0),
    f64::from_bits(0x3fef_ffff_fcca_ddb4), f64::from_bits(0x3fef_ffff_fff3_5c42),
    f64::from_bits(0x3fef_ffff_ffff_f342), f64::from_bits(0x3fef_ffff_ffff_fffb),
];
/// The coefficients from `v^11`'s to `v^1`'s, in the order of Horner's rule (piece 0:
/// `g`'s from `u^10`'s to `u^0`'s).
#[rustfmt::skip]
const ROWS: [[f64; 16]; 11] = [
    [
        f64::from_bits(0x3e48_dc37_ab02_f1b0), f64::from_bits(0x3f3d_79ed_5536_a592),
        f64::from_bits(0xbf16_32a9_bcd7_a83c), f64::from_bits(0xbf36_9734_e834_bcdf),
        f64::from_bits(0xbf29_5654_cd76_b886), f64::from_bits(0x3f06_4eaf_e721_8ac3),
        f64::from_bits(0x3f1a_31cc_7cb7_9a49), f64::from_bits(0x3f01_586d_5fe0_ef68),
        f64::from_bits(0xbeeb_298d_3f8a_a0b1), f64::from_bits(0xbee7_8b61_8d1f_94c6),
        f64::from_bits(0xbeb6_f06a_a5da_04d2), f64::from_bits(0x3eaa_f5c0_a8eb_888c),
        f64::from_bits(0x3e91_7346_0ef7_abd8), f64::from_bits(0x3e58_cf75_fa36_7649),
        f64::from_bits(0x3e01_22e7_a2a5_201c), f64::from_bits(0x3d8d_7455_b0e0_ad16),
    ],
    [
        f64::from_bits(0xbe85_6e4f_1b38_a1a1), f64::from_bits(0x3f49_1f47_0ee3_5461),
        f64::from_bits(0x3f53_f013_0e95_8866), f64::from_bits(0x3f42_257e_9692_bef6),
        f64::from_bits(0xbf2f_61da_2f27_e10f), f64::from_bits(0xbf3b_d8b5_ca6c_de9f),
        f64::from_bits(0xbf25_83a2_52ad_fccb), f64::from_bits(0x3f0b_11c8_e7a5_cb3c),
        f64::from_bits(0x3f11_cb41_daa1_1dd5), f64::from_bits(0x3ef2_3777_ef95_d6ed),
        f64::from_bits(0xbed0_bf43_7a27_75fb), f64::from_bits(0xbec9_6dab_fe90_8930),
        f64::from_bits(0xbea3_580f_c115_40b3), f64::from_bits(0xbe64_e8e1_161d_1fc7),
        f64::from_bits(0xbe07_69bd_29ec_b7cc), f64::from_bits(0xbd90_8012_6fcc_d455),
    ],
    [
        f64::from_bits(0x3ebb_9238_55f5_b074), f64::from_bits(0xbf6c_87c5_21be_4c55),
        f64::from_bits(0xbf4e_8e0c_451e_d557), f64::from_bits(0x3f55_7e5c_1b35_3195),
        f64::from_bits(0x3f5a_4cef_809f_634e), f64::from_bits(0x3f43_8807_ddcc_f99d),
        f64::from_bits(0xbf2e_e0f7_c7b9_8f5a), f64::from_bits(0xbf36_4c23_92aa_c576),
        f64::from_bits(0xbf1f_c87a_55e6_87d1), f64::from_bits(0x3ee8_ddb2_146d_4cf0),
        f64::from_bits(0x3ef8_63ae_cf0c_f316), f64::from_bits(0x3edf_5228_c07c_cc70),
        f64::from_bits(0x3eb0_ece2_0a02_5df8), f64::from_bits(0x3e6c_440b_9764_12da),
        f64::from_bits(0x3e08_0916_85de_9b8f), f64::from_bits(0x3d8c_2f22_bf83_9a0e),
    ],
    [
        f64::from_bits(0xbeef_4c77_46a0_9119), f64::from_bits(0xbf50_d4b0_80a4_318e),
        f64::from_bits(0xbf77_90b7_c7b1_18b7), f64::from_bits(0xbf74_b618_e4e3_28da),
        f64::from_bits(0xbf57_bfd1_cf19_830b), f64::from_bits(0x3f53_6d5a_e7f8_62ad),
        f64::from_bits(0x3f58_23cd_63d4_7796), f64::from_bits(0x3f43_f840_0da5_128c),
        f64::from_bits(0xbef4_813d_f199_83e2), f64::from_bits(0xbf21_db5d_6501_f09b),
        f64::from_bits(0xbf10_c3c5_03a7_cb38), f64::from_bits(0xbeed_8190_ae85_bd3f),
        f64::from_bits(0xbeb9_1e05_a9d7_09f3), f64::from_bits(0xbe71_551c_8f48_3753),
        f64::from_bits(0xbe08_c188_e7d8_9373), f64::from_bits(0xbd89_380f_5695_2960),
    ],
    [
        f64::from_bits(0x3f1f_9a2c_2522_3204), f64::from_bits(0x3f93_5c4b_98c3_2218),
        f64::from_bits(0x3f88_52e7_7f46_c61e), f64::from_bits(0x3f4b_cc02_9fef_98d9),
        f64::from_bits(0xbf77_394c_6516_58d4), f64::from_bits(0xbf76_a59e_2df2_2c27),
        f64::from_bits(0xbf62_dd1c_cde4_f7a5), f64::from_bits(0x3f19_fd4d_4606_aa06),
        f64::from_bits(0x3f46_62c4_67a8_f0bd), f64::from_bits(0x3f3a_7c65_63fc_7691),
        f64::from_bits(0x3f20_37b5_47e7_4dca), f64::from_bits(0x3ef6_25d1_31bc_2d58),
        f64::from_bits(0x3ebf_1215_f08e_aab3), f64::from_bits(0x3e72_28d3_b793_db4e),
        f64::from_bits(0x3e06_586e_d84d_3561), f64::from_bits(0x3d83_e6a0_e93b_606c),
    ],
    [
        f64::from_bits(0xbf4c_02db_1a9c_cfba), f64::from_bits(0xbf8c_7d85_0998_5eef),
        f64::from_bits(0x3f88_6c64_8808_334e), f64::from_bits(0x3f96_d4cc_ad13_f710),
        f64::from_bits(0x3f91_7fed_5878_033a), f64::from_bits(0x3f79_5e87_bf49_8f1c),
        f64::from_bits(0xbf54_c977_0ae9_03e6), f64::from_bits(0xbf69_8ae2_3b16_8cce),
        f64::from_bits(0xbf60_adcd_3ad8_85a7), f64::from_bits(0xbf49_5333_b622_f7b6),
        f64::from_bits(0xbf27_e20c_4b24_0fb5), f64::from_bits(0xbefa_ccf2_d8f8_12b1),
        f64::from_bits(0xbebf_d90c_930d_4f21), f64::from_bits(0xbe6f_fdf7_d42e_ea9e),
        f64::from_bits(0xbe00_f6dd_9aaa_04e9), f64::from_bits(0xbd7a_791d_96c1_6866),
    ],
    [
        f64::from_bits(0x3f75_65bc_d05b_b34e), f64::from_bits(0xbfb0_b458_dd61_5d75),
        f64::from_bits(0xbfb0_b735_ca6d_6371), f64::from_bits(0xbfa3_d427_fe47_4878),
        f64::from_bits(0xbf80_c9c4_1bab_8203), f64::from_bits(0x3f83_e29b_264d_6c9b),
        f64::from_bits(0x3f8a_508a_01c3_b180), f64::from_bits(0x3f81_4ecf_993d_7570),
        f64::from_bits(0x3f6d_ea51_b005_87fa), f64::from_bits(0x3f51_95a8_1ed4_b7c2),
        f64::from_bits(0x3f2b_4fb0_efc8_3df5), f64::from_bits(0x3efa_0796_a7ee_2832),
        f64::from_bits(0x3eba_b669_c8fa_ebd6), f64::from_bits(0x3e67_59e3_b95c_3775),
        f64::from_bits(0x3df5_8421_f7fa_45b1), f64::from_bits(0x3d6d_9894_625c_8ae5),
    ],
    [
        f64::from_bits(0xbf9b_82ce_3126_3008), f64::from_bits(0x3fbf_0fe5_f3cb_ac33),
        f64::from_bits(0x3fa6_1c48_f5d1_d5e2), f64::from_bits(0xbf94_76bd_f4b1_4f6d),
        f64::from_bits(0xbfa8_9f72_7f7a_7491), f64::from_bits(0xbfa7_3079_ccf1_9496),
        f64::from_bits(0xbf9d_7436_9fff_5c50), f64::from_bits(0xbf8b_5401_fd92_5c97),
        f64::from_bits(0xbf72_a170_648f_4ac9), f64::from_bits(0xbf52_2ec5_095b_9e5a),
        f64::from_bits(0xbf28_1bcd_9a00_ab15), f64::from_bits(0xbef3_f0f0_20e2_c1a8),
        f64::from_bits(0xbeb1_ed31_ac17_8b75), f64::from_bits(0xbe5b_8d66_9634_88db),
        f64::from_bits(0xbde6_3e5d_6343_bbd1), f64::from_bits(0xbd5b_1f07_7b0f_6e79),
    ],
    [
        f64::from_bits(0x3fbc_e2f2_1a04_26a0), f64::from_bits(0x3fb4_8f47_b91c_654c),
        f64::from_bits(0x3fc3_ebf3_9ad8_d598), f64::from_bits(0x3fc5_01b2_132a_df28),
        f64::from_bits(0x3fc0_4f1f_ad7e_05a0), f64::from_bits(0x3fb3_d215_3b23_8ed4),
        f64::from_bits(0x3fa3_0db7_0b1b_e253), f64::from_bits(0x3f8c_a9e7_0329_32f5),
        f64::from_bits(0x3f70_715a_d964_445d), f64::from_bits(0x3f4b_9fbc_0044_41a7),
        f64::from_bits(0x3f1f_fbe4_638b_7745), f64::from_bits(0x3ee7_5053_56f6_a6c6),
        f64::from_bits(0x3ea2_8fdc_35a3_f7ce), f64::from_bits(0x3e49_49b7_45a9_dba1),
        f64::from_bits(0x3dd2_0189_fec7_ce23), f64::from_bits(0x3d43_8cf3_8e34_dd12),
    ],
    [
        f64::from_bits(0xbfd8_1274_6b03_79e2), f64::from_bits(0xbfdd_d5b2_27e7_eaa6),
        f64::from_bits(0xbfd8_6223_ab30_01c4), f64::from_bits(0xbfd0_dec0_a70f_f529),
        f64::from_bits(0xbfc3_b80e_456a_52f0), f64::from_bits(0xbfb3_449e_5324_642c),
        f64::from_bits(0xbf9e_f053_b495_8451), f64::from_bits(0xbf83_ea16_481a_2c39),
        f64::from_bits(0xbf63_e06a_e863_7d8d), f64::from_bits(0xbf3d_62cf_0502_f3cf),
        f64::from_bits(0xbf0e_2dc9_216e_f4ea), f64::from_bits(0xbed3_9c1a_04fb_bfaa),
        f64::from_bits(0xbe8b_e608_964b_d9a4), f64::from_bits(0xbe30_f635_a3ee_650d),
        f64::from_bits(0xbdb5_6ca1_2731_88fe), f64::from_bits(0xbd24_ccf9_a9e2_f5ba),
    ],
    [
        f64::from_bits(0x3fc0_6eba_8214_db69), f64::from_bits(0x3fe1_9739_ea5a_a85b),
        f64::from_bits(0x3fd6_a3ca_f077_8962), f64::from_bits(0x3fc9_abd5_a978_9a22),
        f64::from_bits(0x3fb9_43fe_08fa_0ede), f64::from_bits(0x3fa5_324d_5b0f_8ba5),
        f64::from_bits(0x3f8d_a5c2_5c50_591c), f64::from_bits(0x3f70_ce34_7cc8_1e1a),
        f64::from_bits(0x3f4d_c9c8_dd0f_620e), f64::from_bits(0x3f23_ac38_3c8d_bf09),
        f64::from_bits(0x3ef2_20a8_4238_a7ba), f64::from_bits(0x3eb5_309a_657d_f47a),
        f64::from_bits(0x3e6b_20d9_50dd_764d), f64::from_bits(0x3e0d_9db7_01c4_49f9),
        f64::from_bits(0x3d90_ac36_c125_f537), f64::from_bits(0x3cfd_0ec3_6ca2_a834),
    ],
];

/// `erf x` for every `x` but NaN and tiny nonzero `x`.
#[inline(always)]
pub(super) fn erf<M: MulAdd>(x: f64) -> f64 {
    let a = x.abs();
    let y = if a < X_END { a } else { X_END };
    let t = M::mul_add(y, M::mul_add(y, B, A), MAGIC + OFFSET);
    let t = if t > MAGIC { t } else { MAGIC };
    let j = (t.to_bits() & 15) as usize;
    let first = t == MAGIC;
    let v = if first { y * y } else { y - Y[j] };
    let mut q = ROWS[0][j];
    for row in &ROWS[1..] {
        q = M::mul_add(q, v, row[j]);
    }
    // Piece 0: `y + y g(y^2)`; the others: `c0 + v q(v)`.
    let (s, c0) = if first { (y, y) } else { (v, C0[j]) };
    M::mul_add(q, s, c0).copysign(x)
}

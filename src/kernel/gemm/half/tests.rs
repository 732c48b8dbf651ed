//! Every half-precision path against an `f64` reference: odd sizes and tails in every
//! direction, strided (transposed) and offset operands, a bias, several blocks of the tiled
//! driver, and NaN and infinities.

use super::super::choose::{
    amx_bf16, avx512_bf16, on_each_half_path as on_each_path, Choice, HalfPath,
};
use super::super::operand::Matrix;
use super::super::sealed::Gemm;
use crate::kernel::half::HalfFloat;
use core::mem::MaybeUninit;
use half::{bf16, f16};

/// Deterministic values in about [-2, 2], many not exact in 8 bits.
fn values(len: usize, seed: u64) -> Vec<f32> {
    let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..len)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            ((state >> 40) as f32 / (1u64 << 24) as f32) * 4.0 - 2.0
        })
        .collect()
}

/// A `rows x cols` matrix stored at `offset` in a larger buffer, row-major or transposed.
struct Stored<H> {
    data: Vec<H>,
    offset: usize,
    strides: [usize; 2],
}

impl<H: HalfFloat> Stored<H> {
    fn new(rows: usize, cols: usize, transposed: bool, offset: usize, seed: u64) -> Self {
        let data = values(offset + rows * cols + 3, seed)
            .into_iter()
            .map(H::narrow)
            .collect();
        let strides = if transposed { [1, rows] } else { [cols, 1] };
        Stored {
            data,
            offset,
            strides,
        }
    }
    fn at(&self, i: usize, j: usize) -> f64 {
        f64::from(self.data[self.offset + i * self.strides[0] + j * self.strides[1]].widen())
    }
    fn matrix(&self) -> Matrix<'_, H> {
        Matrix {
            data: &self.data,
            offset: self.offset,
            rows: self.strides[0],
            cols: self.strides[1],
        }
    }
}

/// `c = a · b + bias` on `path`, checked against the `f64` sums: each result within half an
/// ulp of `H` (`2^-(mantissa + 1)` relative, from the one rounding) plus the `f32` sums' error.
fn check<H: HalfFloat + Gemm>(
    [rows, inner, cols]: [usize; 3],
    [a_t, b_t]: [bool; 2],
    with_bias: bool,
    path: HalfPath,
    mantissa: i32,
) {
    let a = Stored::<H>::new(rows, inner, a_t, 5, 1 + rows as u64);
    let b = Stored::<H>::new(inner, cols, b_t, 3, 7 + cols as u64);
    let bias: Vec<H> = values(cols, 11).into_iter().map(H::narrow).collect();
    let mut c = vec![MaybeUninit::<H>::uninit(); rows * cols];
    let bias_arg = with_bias.then_some(&bias[..]);
    H::gemm(
        &mut c,
        cols,
        bias_arg,
        inner,
        a.matrix(),
        b.matrix(),
        Choice::Half(path),
    );
    for i in 0..rows {
        for j in 0..cols {
            let terms: Vec<f64> = (0..inner).map(|p| a.at(i, p) * b.at(p, j)).collect();
            let bias_term = if with_bias {
                f64::from(bias[j].widen())
            } else {
                0.0
            };
            let exact: f64 = terms.iter().sum::<f64>() + bias_term;
            let magnitude: f64 = terms.iter().map(|t| t.abs()).sum::<f64>() + bias_term.abs();
            // SAFETY-free read: the kernel wrote every slot (its contract), checked by value.
            let got = f64::from(unsafe { c[i * cols + j].assume_init() }.widen());
            let bound = exact.abs() * 2f64.powi(-mantissa - 1) * 1.0001
                + magnitude * (inner as f64 + 2.0) * 2f64.powi(-24)
                + 1e-30;
            assert!(
                (got - exact).abs() <= bound,
                "{path:?} [{rows}, {inner}] x [{inner}, {cols}] (transposed {a_t} {b_t}) at [{i}, {j}]: {got} vs {exact}"
            );
        }
    }
}

/// Dims of `c` and the inner axis; with a row-major `a`, those of at least 32 rows over whole
/// chunks of 32 steps read `a` in place (e.g. `[96, 64, 40]`, `[70, 96, 33]` with a packed
/// tail block), the others pack it.
const SIZES: [[usize; 3]; 12] = [
    [96, 64, 40],
    [70, 96, 33],
    [1, 1, 1],
    [1, 33, 7],
    [3, 2, 40],
    [31, 31, 31],
    [32, 32, 32],
    [33, 65, 33],
    [64, 5, 17],
    [17, 100, 64],
    [70, 64, 1],
    [5, 600, 45],
];

#[test]
fn bf16_products_on_every_path() {
    let paths = on_each_path(|path| {
        for dims in SIZES {
            for transposed in [[false, false], [true, false], [false, true], [true, true]] {
                check::<bf16>(dims, transposed, dims[0] % 2 == 1, path, 7);
            }
        }
    });
    assert!(paths.contains(&HalfPath::Widened));
    // On this project's machine (AMX, AVX512-BF16) all three run; elsewhere, what the CPU has.
    assert_eq!(paths.contains(&HalfPath::Amx), amx_bf16());
    assert_eq!(paths.contains(&HalfPath::DotBf16), avx512_bf16());
    eprintln!("bf16 paths run: {paths:?}");
}

/// The transposed-column packing's scalar path (CPUs without AVX-512F), forced on every path.
#[cfg(target_arch = "x86_64")]
#[test]
fn bf16_products_with_scalar_packing() {
    super::transpose::without_transpose(|| {
        on_each_path(|path| {
            for dims in [[33, 65, 33], [96, 64, 40], [5, 600, 45]] {
                check::<bf16>(dims, [false, true], true, path, 7);
                check::<bf16>(dims, [true, true], false, path, 7);
            }
        });
    });
}

#[test]
fn bf16_products_over_several_blocks_of_the_tiled_driver() {
    // 2100 steps: three inner blocks of 700 (704 packed), carried in f32; the carried blocks
    // of 40 rows (2 row blocks) limit nothing, and panels of 44 KiB give 23 per packed
    // block, so 760 columns take two blocks, with tails; 2 rows x 2100 steps: three inner
    // blocks of one row block.
    on_each_path(|path| {
        check::<bf16>([40, 2100, 760], [false, true], true, path, 7);
        check::<bf16>([2, 2100, 40], [true, false], false, path, 7);
    });
}

#[test]
fn f16_products_widened() {
    for dims in SIZES {
        check::<f16>(dims, [false, true], true, HalfPath::Widened, 10);
    }
}

#[test]
fn nan_and_infinity_reach_the_results_they_touch() {
    on_each_path(|path| {
        let (rows, inner, cols) = (33, 40, 34);
        let mut a = vec![bf16::ONE; rows * inner];
        let b = vec![bf16::ONE; inner * cols];
        a[5 * inner + 7] = bf16::NAN;
        a[20 * inner + 39] = bf16::INFINITY;
        let mut c = vec![MaybeUninit::<bf16>::uninit(); rows * cols];
        let am = Matrix {
            data: &a,
            offset: 0,
            rows: inner,
            cols: 1,
        };
        let bm = Matrix {
            data: &b,
            offset: 0,
            rows: cols,
            cols: 1,
        };
        bf16::gemm(&mut c, cols, None, inner, am, bm, Choice::Half(path));
        for i in 0..rows {
            for j in 0..cols {
                // SAFETY: the kernel wrote every slot.
                let x = unsafe { c[i * cols + j].assume_init() };
                match i {
                    5 => assert!(x.is_nan(), "{path:?} row 5"),
                    20 => assert_eq!(x, bf16::INFINITY, "{path:?} row 20"),
                    _ => assert_eq!(x.to_f32(), inner as f32, "{path:?} row {i}"),
                }
            }
        }
    });
}

/// The block store's rounding is the `half` crate's, special values and ties included, with
/// and without a bias, over a block's tails.
#[cfg(target_arch = "x86_64")]
#[test]
fn block_store_rounds_as_the_half_crate() {
    if !avx512_bf16() {
        return;
    }
    let mut values = crate::kernel::half::rounding_cases(64 * 1024);
    values.truncate(64 * 1024); // whole blocks of 1024
    let bias: Vec<f32> = (0..32)
        .map(|j| if j % 3 == 0 { 0.0 } else { j as f32 * 0.37 })
        .collect();
    for (block, sums) in values.chunks_exact(1024).enumerate() {
        let acc: [f32; 1024] = sums.try_into().unwrap();
        let [height, width] = [32 - block % 5, 32 - block % 17];
        let with_bias = block % 2 == 1;
        let cols = width + 3;
        let mut c = vec![MaybeUninit::new(bf16::ZERO); 2 + height * cols];
        let bias_arg = with_bias.then_some(&bias[..width]);
        super::dot::store_block(&acc, [height, width], bias_arg, &mut c, 2, cols);
        for r in 0..height {
            for j in 0..cols {
                // SAFETY: every slot was initialized above.
                let got = unsafe { c[2 + r * cols + j].assume_init() };
                let want = if j < width {
                    bf16::from_f32(acc[r * 32 + j] + if with_bias { bias[j] } else { 0.0 })
                } else {
                    bf16::ZERO // untouched past the block
                };
                assert_eq!(got.to_bits(), want.to_bits(), "block {block} [{r}, {j}]");
            }
        }
    }
}

#[cfg(target_arch = "x86_64")]
#[test]
#[ignore = "a timing probe, not a test"]
fn amx_block_speed_in_l1() {
    let Some(tiles) = super::amx::Tiles::configure() else {
        return;
    };
    let a = vec![0x3f80u16; 8 * super::pack::CHUNK];
    let b = vec![0x3f80u16; 8 * super::pack::CHUNK];
    let mut acc = [0.0f32; 1024];
    let reps: u64 = 200_000;
    let t = std::time::Instant::now();
    for _ in 0..reps {
        tiles.block(super::pack::ABlock::packed(&a), &b, &mut acc, false);
        std::hint::black_box(&mut acc);
    }
    let ns = t.elapsed().as_nanos() as f64;
    eprintln!(
        "amx block: {:.1} MACs/ns",
        (reps * 32 * 32 * 256) as f64 / ns
    );
    let t = std::time::Instant::now();
    for _ in 0..reps / 10 {
        super::dot::block(super::pack::ABlock::packed(&a), &b, &mut acc, false);
        std::hint::black_box(&mut acc);
    }
    let ns = t.elapsed().as_nanos() as f64;
    eprintln!(
        "dot block: {:.1} MACs/ns",
        (reps / 10 * 32 * 32 * 256) as f64 / ns
    );
}

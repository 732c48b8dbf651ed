//! The weight gradient of Winograd's F(4x4, 3x3) (`winograd`): with `U = G g Gᵀ` the
//! transformed weights, the output `Aᵀ (U ⊙ V) A` of each tile gives `dU = Σ (A gY Aᵀ) ⊙ V`
//! over the tiles (`V = Bᵀ d B`, `gY` the tile's 4x4 output gradient), one matrix product
//! per transformed position over the tiles of an image, and `dW = Gᵀ dU G`. The same 4x
//! fewer multiplications as the forward, where the columns' product of the direct form
//! multiplies the output gradient by every tap of every position.

use super::winograd::{tiles_of, TileScratch, POSITIONS};
use super::winograd_tiles::{by_lanes, chunk_starts, lanes, load, transform_gradient};
use super::{owned, Conv2dGeometry};
use crate::error::AllocError;
use crate::kernel::alloc::full_buffer;
use crate::kernel::wide::with_wide_vectors;
use crate::kernel::{Buffer, GemmOperand, MatmulElement};
use core::ops::Range;
use num_traits::{One, Zero};

/// The working memory of [`weight_gradient`]: the input side, as the forward's, and the
/// output gradient's transformed tiles and `dU`.
pub(super) struct GradScratch<T: MatmulElement> {
    input: TileScratch<T>,
    /// The output gradient's transformed tiles, `[36, outs, tiles]`.
    gy: Buffer<T>,
    /// `dU`, `[36, outs, C / G]`, and one position's product.
    du: Buffer<T::Accumulator>,
    product: Buffer<T::Accumulator>,
}

impl<T: MatmulElement> GradScratch<T> {
    /// The memory of the convolution `g`'s weight gradient for at most `outs` output
    /// channels at a time.
    pub(super) fn new(g: &Conv2dGeometry, outs: usize) -> Result<Self, AllocError> {
        let (input, most) = TileScratch::new(g, outs)?;
        let channels = g.channels / g.groups;
        let zero = T::Accumulator::zero();
        Ok(GradScratch {
            input,
            gy: full_buffer(POSITIONS * outs * most, T::zero())?,
            du: full_buffer(POSITIONS * outs * channels, zero)?,
            product: full_buffer(outs * channels, zero)?,
        })
    }

    /// Whether this memory serves the convolution `g` for `outs` outputs at a time.
    pub(super) fn fits(&self, g: &Conv2dGeometry, outs: usize) -> bool {
        self.input.fits(g, outs)
    }
}

/// Writes `part` (`[outs.len(), C / G, 3, 3]`) with one image's gradient of the weights of
/// output channels `outs` (of one group, whose input planes are `x`), `gy` being those
/// channels' output gradient (each `oh * ow`), in `scratch` (made for `g` and at least
/// `outs.len()` outputs).
pub(super) fn weight_gradient<T: MatmulElement>(
    x: &[T],
    gy: &[T],
    g: &Conv2dGeometry,
    outs: Range<usize>,
    part: &mut [T::Accumulator],
    scratch: &mut GradScratch<T>,
) {
    let channels = g.channels / g.groups;
    let [oh, ow] = g.out();
    let tiles = tiles_of([oh, ow]);
    let GradScratch {
        input,
        gy: gy_tiles,
        du,
        product,
    } = scratch;
    let gy_tiles = owned(gy_tiles);
    let (du, product) = (owned(du), owned(product));
    let count_outs = outs.len();
    let du = &mut du[..POSITIONS * count_outs * channels];
    du.fill(T::Accumulator::zero());
    // No tiles: dU stays 0.
    let each_block = |rows: Range<usize>, count: usize, v: &[T]| {
        let gy_tiles = &mut gy_tiles[..POSITIONS * count_outs * count];
        with_wide_vectors(
            #[inline(always)]
            || transform_gradient(gy, count_outs, [oh, ow], tiles[1], rows.clone(), gy_tiles),
        );
        let product = &mut product[..count_outs * channels];
        for (p, du) in du.chunks_exact_mut(count_outs * channels).enumerate() {
            let lhs = GemmOperand::strided(gy_tiles, p * count_outs * count, [count, 1]);
            // `Vᵀ`: its element `[t, c]` is `v[p][c][t]`.
            let rhs = GemmOperand::strided(v, p * channels * count, [1, count]);
            crate::kernel::matmul_block(product, [count_outs, count, channels], &lhs, &rhs);
            with_wide_vectors(
                #[inline(always)]
                || {
                    for (sum, &x) in du.iter_mut().zip(product.iter()) {
                        *sum = *sum + x;
                    }
                },
            );
        }
    };
    if tiles[0] > 0 && tiles[1] > 0 {
        input.for_each_block(x, g, channels, each_block);
    }
    with_wide_vectors(
        #[inline(always)]
        || untransform_weights::<T>(du, count_outs * channels, part),
    );
}

/// `dW = Gᵀ dU G` for each of the `pairs` channel pairs of `du` (`[36, pairs]`) into `w`
/// (`[pairs, 3, 3]`), `Gᵀ`'s rows being (¼, -⅙, -⅙, 1/24, 1/24, 0), (0, -⅙, ⅙, 1/12, -1/12,
/// 0) and (0, -⅙, -⅙, ⅙, ⅙, 1): a chunk of pairs at a time (as the tile transforms, the last
/// chunk moved back over the one before).
#[inline(always)]
fn untransform_weights<T: MatmulElement>(
    du: &[T::Accumulator],
    pairs: usize,
    w: &mut [T::Accumulator],
) {
    by_lanes!(pairs, untransform_weights_in::<T>(du, pairs, w))
}

#[inline(always)]
fn untransform_weights_in<const L: usize, T: MatmulElement>(
    du: &[T::Accumulator],
    pairs: usize,
    w: &mut [T::Accumulator],
) {
    let one = T::Accumulator::one();
    let two = one + one;
    let (four, six) = (two + two, two + two + two);
    let (quarter, sixth) = (one / four, one / six);
    let (twelfth, twenty_fourth) = (sixth / two, sixth / four);
    let g_t = |x: [[T::Accumulator; L]; 6]| {
        let (s, d) = (
            lanes(x[1], x[2], |a, b| a + b),
            lanes(x[2], x[1], |a, b| a - b),
        );
        let (p, q) = (
            lanes(x[3], x[4], |a, b| a + b),
            lanes(x[3], x[4], |a, b| a - b),
        );
        [
            lanes(lanes(x[0], s, |a, s| a * quarter - s * sixth), p, |a, p| {
                a + p * twenty_fourth
            }),
            lanes(d, q, |d, q| d * sixth + q * twelfth),
            lanes(lanes(p, s, |p, s| (p - s) * sixth), x[5], |a, b| a + b),
        ]
    };
    for q0 in chunk_starts(pairs, L) {
        let at = |i: usize, j: usize| load::<T::Accumulator, L>(du, (i * 6 + j) * pairs + q0);
        // Down the columns of dU, then along the rows.
        let mut columns = [[[T::Accumulator::zero(); L]; 3]; 6];
        for (j, column) in columns.iter_mut().enumerate() {
            *column = g_t([at(0, j), at(1, j), at(2, j), at(3, j), at(4, j), at(5, j)]);
        }
        for k in 0..3 {
            let row = g_t([
                columns[0][k],
                columns[1][k],
                columns[2][k],
                columns[3][k],
                columns[4][k],
                columns[5][k],
            ]);
            for (lane, w) in w[q0 * 9..][..L * 9].chunks_exact_mut(9).enumerate() {
                for (l, row) in row.iter().enumerate() {
                    w[k * 3 + l] = row[lane];
                }
            }
        }
    }
}

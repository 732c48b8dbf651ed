//! Winograd's F(4x4, 3x3) for the 3x3 convolutions of stride and dilation 1 (Lavin and Gray,
//! "Fast Algorithms for Convolutional Neural Networks", 2015): each 4x4 tile of the output
//! from the 6x6 tile of the input under it, with 36 products per tile and channel pair where
//! the direct form has 144. Per image, the input tiles are transformed (`Bᵀ d B`), each of the
//! 36 transformed positions is one matrix product of the transformed weights (`G g Gᵀ`,
//! `[O, C]`) by the transformed tiles (`[C, tiles]`), and the products are transformed back
//! (`Aᵀ m A`); the matrices are in `winograd_tiles`. The transforms scale by small integers
//! (the weights' by 1/4, 1/6, 1/12 and 1/24), so the result is the direct sum's up to rounding,
//! if more of it: in `f32`, about ten units in the last place of the sum of the products'
//! magnitudes, where the direct sum rounds by about one (tests/conv_blocks.rs). Half precision
//! keeps the direct form: its products would round the transformed values to 8 bits.
//!
//! The tiles are taken a block of tile rows at a time, so that the transformed tiles and the
//! products stay in L2.

use super::winograd_tiles::{fill_padded, padded_plane, transform_tiles, untransform};
use super::{owned, Conv2dGeometry};
use crate::error::AllocError;
use crate::kernel::alloc::{full_buffer, vec_filled};
use crate::kernel::wide::with_wide_vectors;
use crate::kernel::Buffer;
use crate::kernel::{GemmOperand, MatmulElement};
use core::any::TypeId;
use core::ops::Range;
use num_traits::{One, Zero};

/// Output rows and columns per tile.
pub(super) const TILE: usize = 4;

/// Transformed positions per tile: a 6x6 input tile.
pub(super) const POSITIONS: usize = 36;

/// The narrowest output Winograd's form takes: 7 tiles across. LeNet's second convolution
/// (32 to 64 channels, 14 x 14) made a training step 1.2x slower in F(4x4, 3x3) than in the
/// columns' form (BENCHMARKS.md), a ResNet's 56-wide ones 10% faster; between the two it is
/// not measured.
pub(super) const MIN_WIDTH: usize = 28;

/// The tiles down and across an output of `[oh, ow]`, the last ones cut by its edges.
pub(super) fn tiles_of([oh, ow]: [usize; 2]) -> [usize; 2] {
    [oh.div_ceil(TILE), ow.div_ceil(TILE)]
}

/// Bytes of one block's transformed tiles (and as many of products).
pub(super) const BLOCK_BYTES: usize = 1 << 20;

/// Whether the convolution `g` (of `out_channels` outputs) of elements `T` takes Winograd's
/// form: unless [`conv_winograd`](super::conv_winograd) is off, a 3x3 kernel, stride and
/// dilation 1, `f32` or `f64` (an element that is its own accumulator), at least 16 input and
/// output channels per group, and an output at least [`MIN_WIDTH`] wide (smaller products,
/// or narrower rows of tiles, do not pay for the transforms).
pub(super) fn applies<T: MatmulElement>(g: &Conv2dGeometry, out_channels: usize) -> bool {
    super::conv_winograd()
        && g.kernel == [3, 3]
        && g.stride == [1, 1]
        && g.dilation == [1, 1]
        && TypeId::of::<T>() == TypeId::of::<T::Accumulator>()
        && g.channels / g.groups >= 16
        && out_channels / g.groups >= 16
        && g.out()[1] >= MIN_WIDTH
}

/// The transformed weights `G g Gᵀ` of `w` (`[O, C / G, 3, 3]`): `[36, O, C / G]`, computed
/// in the accumulator type and rounded to `T` once (the products' lhs is `T`).
pub(super) fn weights<T: MatmulElement>(
    w: &[T],
    out_channels: usize,
    per_group: usize,
) -> Result<Vec<T>, AllocError> {
    let pairs = out_channels * per_group;
    let mut u = vec_filled(POSITIONS * pairs, T::zero())?;
    let one = T::Accumulator::one();
    let two = one + one;
    let (four, six) = (two + two, two + two + two);
    // `G` times the column `(a, b, c)`; G's rows: (¼, 0, 0), -(1, 1, 1)/6, -(1, -1, 1)/6,
    // (¼, ½, 1)/6, (¼, -½, 1)/6, (0, 0, 1).
    let g = |a: T::Accumulator, b: T::Accumulator, c: T::Accumulator| {
        let zero = T::Accumulator::zero();
        [
            a / four,
            (zero - (a + b + c)) / six,
            (zero - (a - b + c)) / six,
            (a / four + b / two + c) / six,
            (a / four - b / two + c) / six,
            c,
        ]
    };
    for (pair, w) in w.chunks_exact(9).enumerate() {
        let w: [T::Accumulator; 9] = core::array::from_fn(|i| w[i].to_accumulator());
        // `G g` (6 x 3) a column at a time, then `(G g) Gᵀ` (6 x 6) a row at a time.
        let gg = [0, 1, 2].map(|col| g(w[col], w[3 + col], w[6 + col]));
        for i in 0..6 {
            for (j, v) in g(gg[0][i], gg[1][i], gg[2][i]).into_iter().enumerate() {
                u[(i * 6 + j) * pairs + pair] = T::from_accumulator(v);
            }
        }
    }
    Ok(u)
}

/// Writes output channels `outs` (of one group, whose input planes are `x`, `C / G` of
/// `g.input`) of one image into `part`'s rows from `first` (each `oh * ow` long), plus
/// `bias[o]`: the transformed tiles of `x` a block of tile rows at a time, times `u` (from
/// [`weights`], `out_channels` outputs), transformed back; in `scratch` (made for `g` and at
/// least `outs.len()` outputs).
#[allow(clippy::too_many_arguments)]
pub(super) fn convolve<T: MatmulElement>(
    x: &[T],
    u: &[T],
    bias: Option<&[T]>,
    g: &Conv2dGeometry,
    out_channels: usize,
    outs: Range<usize>,
    part: &mut [T],
    first: usize,
    scratch: &mut Scratch<T>,
) {
    let channels = g.channels / g.groups;
    let [oh, ow] = g.out();
    let tiles = tiles_of([oh, ow]);
    if tiles[0] == 0 || tiles[1] == 0 {
        return;
    }
    let Scratch { input, m } = scratch;
    let m = owned(m);
    let pairs = out_channels * channels;
    input.for_each_block(x, g, channels, |rows, count, v| {
        let m = &mut m[..POSITIONS * outs.len() * count];
        for (p, m) in m.chunks_exact_mut(outs.len() * count).enumerate() {
            let lhs = GemmOperand::strided(u, p * pairs + outs.start * channels, [channels, 1]);
            let rhs = GemmOperand::strided(v, p * channels * count, [count, 1]);
            crate::kernel::matmul_block(m, [outs.len(), channels, count], &lhs, &rhs);
        }
        for (i, o) in outs.clone().enumerate() {
            let line = &mut part[(o - first) * oh * ow..][..oh * ow];
            let b = bias.map(|b| b[o].to_accumulator());
            let m = &m[i * count..];
            let (stride, rows) = (outs.len() * count, rows.clone());
            with_wide_vectors(
                #[inline(always)]
                || untransform::<T>(m, stride, b, [oh, ow], tiles[1], rows, line),
            );
        }
    });
}

/// The input side of Winograd's working memory, which the forward and the weight gradient
/// share: the padded planes (from [`fill_padded`]) and a block of transformed tiles; kept
/// on a thread between calls (`kept`), filled with zeros once.
pub(super) struct TileScratch<T: MatmulElement> {
    padded: Buffer<T>,
    v: Buffer<T>,
    /// Tile rows per block: their transformed tiles take about [`BLOCK_BYTES`].
    tile_rows: usize,
    /// What it was made for: the convolution (of any batch) and the outputs at a time.
    made_for: (Conv2dGeometry, usize),
}

impl<T: MatmulElement> TileScratch<T> {
    /// The memory of the convolution `g` for at most `outs` output channels at a time, and
    /// the most tiles of a block.
    pub(super) fn new(g: &Conv2dGeometry, outs: usize) -> Result<(Self, usize), AllocError> {
        let channels = g.channels / g.groups;
        let tiles = tiles_of(g.out());
        let bytes = POSITIONS * channels.max(1) * size_of::<T>() * tiles[1].max(1);
        let tile_rows = (BLOCK_BYTES / bytes).clamp(1, tiles[0].max(1));
        let most = tile_rows * tiles[1];
        let scratch = TileScratch {
            padded: full_buffer(channels * padded_plane(tiles), T::zero())?,
            v: full_buffer(POSITIONS * channels * most, T::zero())?,
            tile_rows,
            made_for: (Conv2dGeometry { batch: 0, ..*g }, outs),
        };
        Ok((scratch, most))
    }

    /// Calls `each(rows, count, v)` for each block of `tile_rows` tile
    /// rows of the `channels` planes `x` of one image of the convolution `g` (at least one
    /// tile each way): `v` the block's `count` transformed tiles, `[36, channels, count]`
    /// (from [`fill_padded`] and [`transform_tiles`]).
    pub(super) fn for_each_block(
        &mut self,
        x: &[T],
        g: &Conv2dGeometry,
        channels: usize,
        mut each: impl FnMut(Range<usize>, usize, &[T]),
    ) {
        let tiles = tiles_of(g.out());
        let (padded, v) = (owned(&mut self.padded), owned(&mut self.v));
        fill_padded(x, channels, g.input, g.padding, tiles, padded);
        for r0 in (0..tiles[0]).step_by(self.tile_rows) {
            let rows = r0..(r0 + self.tile_rows).min(tiles[0]);
            let count = rows.len() * tiles[1];
            let v = &mut v[..POSITIONS * channels * count];
            with_wide_vectors(
                #[inline(always)]
                || transform_tiles(padded, channels, tiles, rows.clone(), v),
            );
            each(rows, count, v);
        }
    }

    /// Whether this memory serves the convolution `g` for `outs` outputs at a time: the
    /// padded planes' border, which no image writes, lies where `g`'s does.
    pub(super) fn fits(&self, g: &Conv2dGeometry, outs: usize) -> bool {
        self.made_for == (Conv2dGeometry { batch: 0, ..*g }, outs)
    }
}

/// The working memory of [`convolve`]: the input side, and a block of products.
pub(super) struct Scratch<T: MatmulElement> {
    input: TileScratch<T>,
    m: Buffer<T::Accumulator>,
}

impl<T: MatmulElement> Scratch<T> {
    /// The memory of the convolution `g` for at most `outs` output channels at a time.
    pub(super) fn new(g: &Conv2dGeometry, outs: usize) -> Result<Self, AllocError> {
        let (input, most) = TileScratch::new(g, outs)?;
        Ok(Scratch {
            input,
            m: full_buffer(POSITIONS * outs * most, T::Accumulator::zero())?,
        })
    }

    /// Whether this memory serves the convolution `g` for `outs` outputs at a time.
    pub(super) fn fits(&self, g: &Conv2dGeometry, outs: usize) -> bool {
        self.input.fits(g, outs)
    }
}

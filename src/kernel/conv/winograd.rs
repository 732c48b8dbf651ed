//! Winograd's F(2x2, 3x3) for the 3x3 convolutions of stride and dilation 1 (Lavin and Gray,
//! "Fast Algorithms for Convolutional Neural Networks", 2015): each 2x2 tile of the output
//! from the 4x4 tile of the input under it, with 16 products per tile and channel pair where
//! the direct form has 36. Per image, the input tiles are transformed (`Bᵀ d B`), each of the
//! 16 transformed positions is one matrix product of the transformed weights (`G g Gᵀ`,
//! `[O, C]`) by the transformed tiles (`[C, tiles]`), and the products are transformed back
//! (`Aᵀ m A`). The transforms add and subtract only (the weights' halve), so the result is
//! the direct sum's up to rounding: within a few units in the last place for `f32` and `f64`
//! (tests/conv_blocks.rs). Half precision keeps the direct form: its products would round the
//! transformed values to 8 bits.
//!
//! The tiles are taken a block of tile rows at a time, so that the transformed tiles and the
//! products stay in L2.

use super::{owned, Conv2dGeometry};
use crate::error::AllocError;
use crate::kernel::alloc::{full_buffer, vec_filled};
use crate::kernel::wide::with_wide_vectors;
use crate::kernel::Buffer;
use crate::kernel::{GemmOperand, MatmulElement};
use core::any::TypeId;
use core::ops::Range;
use num_traits::{One, Zero};

/// Transformed positions per tile: a 4x4 input tile.
pub(super) const POSITIONS: usize = 16;

/// Bytes of one block's transformed tiles (and as many of products).
pub(super) const BLOCK_BYTES: usize = 1 << 20;

/// Whether the convolution `g` (of `out_channels` outputs) of elements `T` takes Winograd's
/// form: a 3x3 kernel, stride and dilation 1, `f32` or `f64` (an element that is its own
/// accumulator), and at least 16 input and output channels per group (fewer leave the
/// products too small to pay for the transforms).
pub(super) fn applies<T: MatmulElement>(g: &Conv2dGeometry, out_channels: usize) -> bool {
    g.kernel == [3, 3]
        && g.stride == [1, 1]
        && g.dilation == [1, 1]
        && TypeId::of::<T>() == TypeId::of::<T::Accumulator>()
        && g.channels / g.groups >= 16
        && out_channels / g.groups >= 16
}

/// The transformed weights `G g Gᵀ` of `w` (`[O, C / G, 3, 3]`): `[16, O, C / G]`, in the
/// accumulator type (the products' lhs is `T`, so they are rounded to `T` once).
pub(super) fn weights<T: MatmulElement>(
    w: &[T],
    out_channels: usize,
    per_group: usize,
) -> Result<Vec<T>, AllocError> {
    let pairs = out_channels * per_group;
    let mut u = vec_filled(POSITIONS * pairs, T::zero())?;
    let half = T::Accumulator::one() / (T::Accumulator::one() + T::Accumulator::one());
    for (pair, g) in w.chunks_exact(9).enumerate() {
        let g: [T::Accumulator; 9] = core::array::from_fn(|i| g[i].to_accumulator());
        // `G g` (4 x 3), then `(G g) Gᵀ` (4 x 4); G's rows: (1, 0, 0), (½, ½, ½), (½, -½,
        // ½), (0, 0, 1).
        let rows = |col: usize| {
            let (a, b, c) = (g[col], g[3 + col], g[6 + col]);
            [a, (a + b + c) * half, (a - b + c) * half, c]
        };
        let gg = [rows(0), rows(1), rows(2)];
        for i in 0..4 {
            let (a, b, c) = (gg[0][i], gg[1][i], gg[2][i]);
            let line = [a, (a + b + c) * half, (a - b + c) * half, c];
            for (j, &v) in line.iter().enumerate() {
                u[(i * 4 + j) * pairs + pair] = T::from_accumulator(v);
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
    let tiles = [oh.div_ceil(2), ow.div_ceil(2)];
    if tiles[0] == 0 || tiles[1] == 0 {
        return;
    }
    let Scratch { input, m, back } = scratch;
    let (tile_rows, padded, v) = (
        input.tile_rows,
        owned(&mut input.padded),
        owned(&mut input.v),
    );
    let (tile_scratch, m, back_scratch) = (owned(&mut input.lines), owned(m), owned(back));
    fill_padded(x, channels, g, tiles, padded);
    let pairs = out_channels * channels;
    for r0 in (0..tiles[0]).step_by(tile_rows) {
        let rows = r0..(r0 + tile_rows).min(tiles[0]);
        let count = rows.len() * tiles[1];
        let v = &mut v[..POSITIONS * channels * count];
        with_wide_vectors(
            #[inline(always)]
            || transform_tiles(padded, channels, tiles, rows.clone(), v, tile_scratch),
        );
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
            let (stride, rows, scratch) = (outs.len() * count, rows.clone(), &mut *back_scratch);
            with_wide_vectors(
                #[inline(always)]
                || untransform::<T>(m, stride, b, [oh, ow], tiles[1], rows, line, scratch),
            );
        }
    }
}

/// Writes the `channels` planes of `x` inside `padded`'s zero border (the padding before,
/// and after up to whole tiles: `2 * tiles + 2` rows and columns), which no image writes.
pub(super) fn fill_padded<T: Copy>(
    x: &[T],
    channels: usize,
    g: &Conv2dGeometry,
    tiles: [usize; 2],
    padded: &mut [T],
) {
    let [h, w] = g.input;
    let [ph, pw] = g.padding;
    let size = [2 * tiles[0] + 2, 2 * tiles[1] + 2];
    let plane = size[0] * size[1];
    for c in 0..channels {
        for y in 0..h {
            let at = c * plane + (ph + y) * size[1] + pw;
            padded[at..at + w].copy_from_slice(&x[(c * h + y) * w..][..w]);
        }
    }
}

/// The input side of Winograd's working memory, which the forward and the weight gradient
/// share: the padded planes, a block of transformed tiles and the transform's lines; kept
/// on a thread between calls (`kept`), filled with zeros once.
pub(super) struct TileScratch<T: MatmulElement> {
    pub(super) padded: Buffer<T>,
    pub(super) v: Buffer<T>,
    pub(super) lines: Buffer<T>,
    /// Tile rows per block: their transformed tiles take about [`BLOCK_BYTES`].
    pub(super) tile_rows: usize,
    /// What it was made for: the convolution (of any batch) and the outputs at a time.
    made_for: (Conv2dGeometry, usize),
}

impl<T: MatmulElement> TileScratch<T> {
    /// The memory of the convolution `g` for at most `outs` output channels at a time, and
    /// the most tiles of a block.
    pub(super) fn new(g: &Conv2dGeometry, outs: usize) -> Result<(Self, usize), AllocError> {
        let channels = g.channels / g.groups;
        let [oh, ow] = g.out();
        let tiles = [oh.div_ceil(2), ow.div_ceil(2)];
        let bytes = POSITIONS * channels.max(1) * size_of::<T>() * tiles[1].max(1);
        let tile_rows = (BLOCK_BYTES / bytes).clamp(1, tiles[0].max(1));
        let most = tile_rows * tiles[1];
        let plane = (2 * tiles[0] + 2) * (2 * tiles[1] + 2);
        let scratch = TileScratch {
            padded: full_buffer(channels * plane, T::zero())?,
            v: full_buffer(POSITIONS * channels * most, T::zero())?,
            lines: full_buffer(2 * (tiles[1] + 1) + 16 * most, T::zero())?,
            tile_rows,
            made_for: (Conv2dGeometry { batch: 0, ..*g }, outs),
        };
        Ok((scratch, most))
    }

    /// Whether this memory serves the convolution `g` for `outs` outputs at a time: the
    /// padded planes' border, which no image writes, lies where `g`'s does.
    pub(super) fn fits(&self, g: &Conv2dGeometry, outs: usize) -> bool {
        self.made_for == (Conv2dGeometry { batch: 0, ..*g }, outs)
    }
}

/// The working memory of [`convolve`]: the input side, and a block of products and of the
/// transform back's sums.
pub(super) struct Scratch<T: MatmulElement> {
    input: TileScratch<T>,
    m: Buffer<T::Accumulator>,
    back: Buffer<T::Accumulator>,
}

impl<T: MatmulElement> Scratch<T> {
    /// The memory of the convolution `g` for at most `outs` output channels at a time.
    pub(super) fn new(g: &Conv2dGeometry, outs: usize) -> Result<Self, AllocError> {
        let (input, most) = TileScratch::new(g, outs)?;
        Ok(Scratch {
            input,
            m: full_buffer(POSITIONS * outs * most, T::Accumulator::zero())?,
            back: full_buffer(12 * most, T::Accumulator::zero())?,
        })
    }

    /// Whether this memory serves the convolution `g` for `outs` outputs at a time.
    pub(super) fn fits(&self, g: &Conv2dGeometry, outs: usize) -> bool {
        self.input.fits(g, outs)
    }
}

/// `v[p][c][t] = (Bᵀ d B)[p]` for the 4x4 tile `d` of plane `c` under each tile `t` of tile
/// rows `rows` (numbered from the block's first), `Bᵀ`'s rows being (1, 0, -1, 0), (0, 1, 1,
/// 0), (0, -1, 1, 0), (0, 1, 0, -1). As whole-slice passes that the compiler vectorizes: each
/// tile line's even and odd elements apart and the transform along it (`e[i][b]`, line `i`
/// of every tile of the block), then the transform across the lines, one pass over the
/// block's tiles per position of `v`. `scratch` holds `2 (n + 1) + 16 count` values.
#[inline(always)]
pub(super) fn transform_tiles<T: MatmulElement>(
    padded: &[T],
    channels: usize,
    tiles: [usize; 2],
    rows: Range<usize>,
    v: &mut [T],
    scratch: &mut [T],
) {
    let n = tiles[1];
    let width = 2 * n + 2;
    let plane = (2 * tiles[0] + 2) * width;
    let count = rows.len() * n;
    let (halves, e) = scratch.split_at_mut(2 * (n + 1));
    let e = &mut e[..16 * count];
    for c in 0..channels {
        for (r, ti) in rows.clone().enumerate() {
            for i in 0..4 {
                let line = &padded[c * plane + (2 * ti + i) * width..][..width];
                let (even, odd) = halves.split_at_mut(n + 1);
                for ((pair, e), o) in line
                    .chunks_exact(2)
                    .zip(even.iter_mut())
                    .zip(odd.iter_mut())
                {
                    (*e, *o) = (pair[0], pair[1]);
                }
                let (even, odd) = (&*even, &*odd);
                let at = |b: usize| (i * 4 + b) * count + r * n;
                zip_with(&mut e[at(0)..][..n], &even[..n], &even[1..], |a, b| a - b);
                zip_with(&mut e[at(1)..][..n], &odd[..n], &even[1..], |a, b| a + b);
                zip_with(&mut e[at(2)..][..n], &even[1..], &odd[..n], |a, b| a - b);
                zip_with(&mut e[at(3)..][..n], &odd[..n], &odd[1..], |a, b| a - b);
            }
        }
        let line = |i: usize, b: usize| &e[(i * 4 + b) * count..][..count];
        for b in 0..4 {
            let start = |a: usize| ((a * 4 + b) * channels + c) * count;
            zip_with(
                &mut v[start(0)..][..count],
                line(0, b),
                line(2, b),
                |a, b| a - b,
            );
            zip_with(
                &mut v[start(1)..][..count],
                line(1, b),
                line(2, b),
                |a, b| a + b,
            );
            zip_with(
                &mut v[start(2)..][..count],
                line(2, b),
                line(1, b),
                |a, b| a - b,
            );
            zip_with(
                &mut v[start(3)..][..count],
                line(1, b),
                line(3, b),
                |a, b| a - b,
            );
        }
    }
}

/// `out[i] = f(a[i], b[i])`.
#[inline(always)]
pub(super) fn zip_with<X: Copy, Y: Copy>(out: &mut [Y], a: &[X], b: &[X], f: impl Fn(X, X) -> Y) {
    for ((o, &a), &b) in out.iter_mut().zip(a).zip(b) {
        *o = f(a, b);
    }
}

/// One output channel's tiles of tile rows `rows` from its products (`m[p * stride + t]` for
/// position `p` and tile `t` of the block): `Aᵀ m A + bias`, `Aᵀ`'s rows being (1, 1, 1, 0)
/// and (0, 1, -1, -1), written where they lie inside the `[oh, ow]` output `line`. As
/// whole-slice passes over the block's tiles (`scratch`: `12 count` values), then each output
/// row's values interleaved into it.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn untransform<T: MatmulElement>(
    m: &[T::Accumulator],
    stride: usize,
    bias: Option<T::Accumulator>,
    [oh, ow]: [usize; 2],
    across: usize,
    rows: Range<usize>,
    line: &mut [T],
    scratch: &mut [T::Accumulator],
) {
    let (n, count) = (across, rows.len() * across);
    let (sums, pairs) = scratch.split_at_mut(8 * count);
    let at = |p: usize| &m[p * stride..][..count];
    // Down the columns: `sums[a][b]`, row `a` of `Aᵀ` over the tiles' rows of column `b`.
    for (k, sums) in sums.chunks_exact_mut(count).enumerate() {
        let (a, b) = (k / 4, k % 4);
        let (x, y, z) = match a {
            0 => (at(b), at(4 + b), at(8 + b)),
            _ => (at(4 + b), at(8 + b), at(12 + b)),
        };
        let sign = match a {
            0 => T::Accumulator::one(),
            _ => T::Accumulator::zero() - T::Accumulator::one(),
        };
        for (((s, &x), &y), &z) in sums.iter_mut().zip(x).zip(y).zip(z) {
            *s = x + sign * (y + z);
        }
    }
    // Along the rows: `pairs[a]`, the even and the odd columns of output row `a` of each tile.
    for (a, pairs) in pairs[..4 * count].chunks_exact_mut(2 * count).enumerate() {
        let s = |b: usize| &sums[(a * 4 + b) * count..][..count];
        let (even, odd) = pairs.split_at_mut(count);
        for ((((e, o), &s0), &s1), (&s2, &s3)) in even
            .iter_mut()
            .zip(odd.iter_mut())
            .zip(s(0))
            .zip(s(1))
            .zip(s(2).iter().zip(s(3)))
        {
            (*e, *o) = (s0 + s1 + s2, s1 - s2 - s3);
        }
        if let Some(bias) = bias {
            pairs.iter_mut().for_each(|v| *v = *v + bias);
        }
    }
    for (r, ti) in rows.enumerate() {
        for a in 0..2 {
            let y = 2 * ti + a;
            if y >= oh {
                continue;
            }
            let even = &pairs[2 * a * count + r * n..][..n];
            let odd = &pairs[(2 * a + 1) * count + r * n..][..n];
            let out = &mut line[y * ow..(y + 1) * ow];
            let mut out_pairs = out.chunks_exact_mut(2);
            for ((pair, &e), &o) in (&mut out_pairs).zip(even).zip(odd) {
                pair[0] = T::from_accumulator(e);
                pair[1] = T::from_accumulator(o);
            }
            if let [last] = out_pairs.into_remainder() {
                *last = T::from_accumulator(even[ow / 2]);
            }
        }
    }
}

//! A convolution, its input gradient and its weight gradient as matrix products over blocks of
//! an image's output positions whose columns stay in cache: for each block, its columns are
//! written (`block_columns`) and multiplied at once, or its columns' gradient is computed and
//! added back onto the input (`add_block_columns`). No image's whole columns are ever made:
//! they are `kh * kw` times the input (58 MB per convolution of a ResNet block at batch 8), and
//! writing them out and reading them back cost as much as the products (BENCHMARKS.md, "The
//! convolutions in blocks").
//!
//! The work splits over threads by images, or by channels of an image when there are fewer
//! images than threads; each part computes its own blocks, so the bits of a result do not
//! depend on the number of threads. Sums are kept in the element's accumulator type (`f32` for
//! `bf16` and `f16`) and rounded once. The 3x3 convolutions of stride 1 that Winograd's form
//! takes (`winograd`, `winograd_weights`) go there instead of to the columns.

use super::columns::add_block_columns;
use super::kept;
use super::owned;
use super::source::ImageColumns;
use super::winograd;
use super::winograd_weights::{weight_gradient, GradScratch};
use super::Conv2dGeometry;
use crate::error::AllocError;
use crate::kernel::alloc::{full_buffer, vec_filled, FirstFailure};
use crate::kernel::{Buffer, GemmOperand, MatmulElement};
use crate::Element;
use core::ops::Range;
use num_traits::Zero;

/// Bytes of one block of columns: with the products' packing of it and the weights, it stays
/// in L2 (2 MiB or more per core on the CPUs the kernels were tuned on).
const BLOCK_BYTES: usize = 512 * 1024;

/// The sizes of a convolution `g` of `out_channels` outputs that its kernels share.
struct Sizes {
    /// Output positions of an image, `oh * ow`.
    positions: usize,
    groups: usize,
    /// Rows of a group's columns, `C / G * kh * kw`.
    rows: usize,
    /// Output channels per group.
    per_group: usize,
    /// Elements of an input image, and of one group's planes of it.
    image: usize,
    group_image: usize,
    /// Output positions per block of columns ([`block_positions`]).
    block: usize,
}

impl Sizes {
    fn of<T>(g: &Conv2dGeometry, out_channels: usize) -> Self {
        let (positions, groups, rows) = (g.positions(), g.groups, g.rows() / g.groups);
        let image = g.channels * g.input[0] * g.input[1];
        Sizes {
            positions,
            groups,
            rows,
            per_group: out_channels / groups,
            image,
            group_image: image / groups,
            block: block_positions::<T>(rows, positions),
        }
    }
}

/// The output positions per block of columns of `rows` rows of `T`: as many as fill
/// [`BLOCK_BYTES`], a multiple of 16 (a register of f32 columns), at least one, at most
/// `positions`.
fn block_positions<T>(rows: usize, positions: usize) -> usize {
    let fit = BLOCK_BYTES / (rows.max(1) * size_of::<T>());
    (fit / 16 * 16).max(16).min(positions).max(1)
}

/// The pieces of the channel range `channels` that lie in one group of `per_group` channels
/// each: `(group, its channels)`, in order.
fn group_pieces(
    channels: Range<usize>,
    per_group: usize,
) -> impl Iterator<Item = (usize, Range<usize>)> {
    let mut start = channels.start;
    core::iter::from_fn(move || {
        if start >= channels.end {
            return None;
        }
        let group = start / per_group;
        let end = ((group + 1) * per_group).min(channels.end);
        let piece = (group, start..end);
        start = end;
        Some(piece)
    })
}

/// Calls `body(state, image, channels, part)` for disjoint parts of `out` (row-major
/// `[images, channels, len]`) that together cover it, each part being rows `channels` of one
/// image, `state` (working memory) kept on the thread (`kept`) if one there `fits`, else
/// made by `make`, for each thread's share, and kept after. Split over rayon's threads when
/// `work` (multiply-adds) reaches the products' threshold: by images, or within images when
/// there are fewer images than threads. The first failure to allocate is returned, the parts
/// after it left unwritten.
fn for_each_part<X: Send, S: 'static>(
    out: &mut [X],
    [images, channels, len]: [usize; 3],
    work: usize,
    (fits, make): (
        impl Fn(&S) -> bool + Sync,
        impl Fn() -> Result<S, AllocError> + Sync,
    ),
    body: impl Fn(&mut S, usize, Range<usize>, &mut [X]) -> Result<(), AllocError> + Sync,
) -> Result<(), AllocError> {
    if out.is_empty() {
        return Ok(());
    }
    // A share of whole rows from row `first`, cut where images end.
    let rows = |first: usize, mut part: &mut [X]| -> Result<(), AllocError> {
        let mut state = kept::take_or(&fits, &make)?;
        let mut row = first;
        while !part.is_empty() {
            let (image, channel) = (row / channels, row % channels);
            let count = (channels - channel).min(part.len() / len);
            let (here, rest) = core::mem::take(&mut part).split_at_mut(count * len);
            body(&mut state, image, channel..channel + count, here)?;
            (row, part) = (row + count, rest);
        }
        kept::give_back(state);
        Ok(())
    };
    #[cfg(feature = "parallel")]
    {
        let threads = rayon::current_num_threads();
        if threads > 1 && images * channels > 1 && work >= crate::kernel::matmul_parallel_min_fmas()
        {
            let per_part = match images >= threads {
                true => channels,
                false => channels.div_ceil(threads.div_ceil(images)),
            };
            let failure = FirstFailure::default();
            let body = |start: usize, part: &mut [X]| {
                if let Err(error) = rows(start / len, part) {
                    failure.record(error);
                }
            };
            crate::kernel::parallel::for_each_chunk_on_pool(out, per_part * len, &body);
            return failure.result();
        }
    }
    let _ = (images, work);
    rows(0, out)
}

/// `x` (contiguous `[N, C, H, W]`) convolved by `w` (contiguous `[O, C / G, KH, KW]`, `O =
/// out_channels`) plus `bias[o]` on each output channel: row-major `[N, O, OH, OW]`.
pub(crate) fn conv2d<T: MatmulElement>(
    x: &[T],
    w: &[T],
    bias: Option<&[T]>,
    g: &Conv2dGeometry,
    out_channels: usize,
) -> Result<Buffer<T>, AllocError> {
    let Sizes {
        positions,
        groups,
        rows,
        per_group,
        image,
        group_image,
        block,
    } = Sizes::of::<T>(g, out_channels);
    let mut buffer = full_buffer(g.batch * out_channels * positions, T::zero())?;
    let out = owned(&mut buffer);
    let work = (g.batch * out_channels * positions).saturating_mul(rows);
    let dims = [g.batch, out_channels, positions];
    let winograd = winograd::applies::<T>(g, out_channels);
    let u = match winograd {
        true => winograd::weights(w, out_channels, g.channels / groups)?,
        false => Vec::new(),
    };
    let make = || -> Result<ForwardScratch<T>, AllocError> {
        Ok(match winograd {
            true => ForwardScratch::Winograd(winograd::Scratch::new(g, per_group)?),
            false => ForwardScratch::Direct {
                cols: full_buffer(rows * block, T::zero())?,
                sums: full_buffer(per_group * block, T::Accumulator::zero())?,
            },
        })
    };
    let fits = |scratch: &ForwardScratch<T>| match scratch {
        ForwardScratch::Winograd(scratch) => winograd && scratch.fits(g, per_group),
        ForwardScratch::Direct { cols, sums } => {
            !winograd && cols.len() == rows * block && sums.len() == per_group * block
        }
    };
    let init = (fits, make);
    for_each_part(out, dims, work, init, |scratch, n, channels, part| {
        let x = &x[n * image..(n + 1) * image];
        let (cols, sums) = match scratch {
            ForwardScratch::Winograd(scratch) => {
                for (group, outs) in group_pieces(channels.clone(), per_group) {
                    let x = &x[group * group_image..(group + 1) * group_image];
                    let first = channels.start;
                    winograd::convolve(x, &u, bias, g, out_channels, outs, part, first, scratch);
                }
                return Ok(());
            }
            ForwardScratch::Direct { cols, sums } => (owned(cols), owned(sums)),
        };
        for (group, outs) in group_pieces(channels.clone(), per_group) {
            let x = &x[group * group_image..(group + 1) * group_image];
            let source = ImageColumns::new(x, g.channels / groups, g)?;
            let weights = GemmOperand::strided(w, outs.start * rows, [rows, 1]);
            let span = source.positions();
            for p0 in (0..span).step_by(block) {
                let width = block.min(span - p0);
                let cols = &mut cols[..rows * width];
                source.fill(0..rows, p0..p0 + width, cols);
                let sums = &mut sums[..outs.len() * width];
                let cols = GemmOperand::strided(cols, 0, [width, 1]);
                crate::kernel::matmul_block(sums, [outs.len(), rows, width], &weights, &cols);
                for (o, sums) in outs.clone().zip(sums.chunks_exact(width)) {
                    let line = &mut part[(o - channels.start) * positions..][..positions];
                    let b = bias.map(|bias| bias[o].to_accumulator());
                    source.for_each_output(p0, width, |j, at, len| {
                        let (line, sums) = (&mut line[at..at + len], &sums[j..j + len]);
                        match b {
                            Some(b) => {
                                for (y, &s) in line.iter_mut().zip(sums) {
                                    *y = T::from_accumulator(s + b);
                                }
                            }
                            None => {
                                for (y, &s) in line.iter_mut().zip(sums) {
                                    *y = T::from_accumulator(s);
                                }
                            }
                        }
                    });
                }
            }
        }
        Ok(())
    })?;
    Ok(buffer)
}

/// The working memory of one thread's share of [`conv2d`]: Winograd's, or a block of
/// columns and of their products.
enum ForwardScratch<T: MatmulElement> {
    Winograd(winograd::Scratch<T>),
    Direct {
        cols: Buffer<T>,
        sums: Buffer<T::Accumulator>,
    },
}

/// The input gradient of [`conv2d`] whose output gradient is `gy` (contiguous `[N, O, OH,
/// OW]`): row-major `[N, C, H, W]`, each block of the columns' gradient (`Wᵀ · gY`) added
/// back onto the input positions it was read from.
pub(crate) fn conv2d_input_grad<T: MatmulElement>(
    gy: &[T],
    w: &[T],
    g: &Conv2dGeometry,
    out_channels: usize,
) -> Result<Buffer<T>, AllocError> {
    if let Some(full) = full_convolution(g, out_channels) {
        return conv2d(gy, &flipped(w, g, out_channels)?, None, &full, g.channels);
    }
    let Sizes {
        positions,
        groups,
        rows,
        per_group,
        block,
        ..
    } = Sizes::of::<T>(g, out_channels);
    let taps = g.kernel[0] * g.kernel[1];
    let channels_per_group = g.channels / groups;
    let plane = g.input[0] * g.input[1];
    // The weights transposed within each group, `[G, rows, O / G]`: the products' lhs, whose
    // rows are then contiguous.
    let mut wt = vec_filled(w.len(), T::zero())?;
    for group in 0..groups {
        for o in 0..per_group {
            for r in 0..rows {
                wt[(group * rows + r) * per_group + o] = w[(group * per_group + o) * rows + r];
            }
        }
    }
    let mut buffer = full_buffer(g.batch * g.channels * plane, T::zero())?;
    let out = owned(&mut buffer);
    let work = (g.batch * out_channels * positions).saturating_mul(rows);
    let dims = [g.batch, g.channels, plane];
    let lens = [
        channels_per_group * taps * block,
        channels_per_group * plane,
    ];
    let make = || -> Result<_, AllocError> {
        let zero = T::Accumulator::zero();
        Ok((full_buffer(lens[0], zero)?, full_buffer(lens[1], zero)?))
    };
    type Sums<T> = (
        Buffer<<T as Element>::Accumulator>,
        Buffer<<T as Element>::Accumulator>,
    );
    let fits = |(a, b): &Sums<T>| [a.len(), b.len()] == lens;
    let init = (fits, make);
    for_each_part(out, dims, work, init, |(gcols, sums), n, channels, part| {
        let gy = &gy[n * out_channels * positions..(n + 1) * out_channels * positions];
        let (gcols, sums) = (owned(gcols), owned(sums));
        for (group, ins) in group_pieces(channels.clone(), channels_per_group) {
            let first = (ins.start - group * channels_per_group) * taps;
            let here = first..first + ins.len() * taps;
            let offset = (group * rows + first) * per_group;
            let weights = GemmOperand::strided(&wt, offset, [per_group, 1]);
            let sums = &mut sums[..ins.len() * plane];
            sums.fill(T::Accumulator::zero());
            for p0 in (0..positions).step_by(block) {
                let width = block.min(positions - p0);
                let gcols = &mut gcols[..here.len() * width];
                let offset = group * per_group * positions + p0;
                let gy = GemmOperand::strided(gy, offset, [positions, 1]);
                let dims = [here.len(), per_group, width];
                crate::kernel::matmul_block(gcols, dims, &weights, &gy);
                add_block_columns(gcols, g, here.clone(), p0..p0 + width, sums);
            }
            let part = &mut part[(ins.start - channels.start) * plane..][..ins.len() * plane];
            for (x, &s) in part.iter_mut().zip(sums.iter()) {
                *x = T::from_accumulator(s);
            }
        }
        Ok(())
    })?;
    Ok(buffer)
}

/// The weight gradient of [`conv2d`] of `x` whose output gradient is `gy`: row-major `[O, C /
/// G, KH, KW]`, the sum over images of `gY · colsᵀ`, each image's computed block by block
/// and the images' added in order.
pub(crate) fn conv2d_weight_grad<T: MatmulElement>(
    gy: &[T],
    x: &[T],
    g: &Conv2dGeometry,
    out_channels: usize,
) -> Result<Buffer<T>, AllocError> {
    let Sizes {
        positions,
        groups,
        rows,
        per_group,
        image,
        group_image,
        block,
    } = Sizes::of::<T>(g, out_channels);
    let weights = out_channels * rows;
    // Each image's gradient, `[N, O, rows]`, summed in order after.
    let mut partials = vec_filled(g.batch * weights, T::Accumulator::zero())?;
    let work = (g.batch * out_channels * positions).saturating_mul(rows);
    let dims = [g.batch, out_channels, rows];
    if winograd::applies::<T>(g, out_channels) {
        let make = || GradScratch::new(g, per_group);
        let fits = |scratch: &GradScratch<T>| scratch.fits(g, per_group);
        for_each_part(
            &mut partials,
            dims,
            work,
            (fits, make),
            |scratch, n, channels, part| {
                let x = &x[n * image..(n + 1) * image];
                let gy = &gy[n * out_channels * positions..(n + 1) * out_channels * positions];
                for (group, outs) in group_pieces(channels.clone(), per_group) {
                    let x = &x[group * group_image..(group + 1) * group_image];
                    let gy = &gy[outs.start * positions..outs.end * positions];
                    let part =
                        &mut part[(outs.start - channels.start) * rows..][..outs.len() * rows];
                    weight_gradient(x, gy, g, outs, part, scratch);
                }
                Ok(())
            },
        )?;
        return summed(&partials, weights);
    }
    let lens = [rows * block, per_group * rows];
    let make = || -> Result<_, AllocError> {
        let cols = full_buffer(lens[0], T::zero())?;
        Ok((cols, full_buffer(lens[1], T::Accumulator::zero())?))
    };
    type Cols<T> = (Buffer<T>, Buffer<<T as Element>::Accumulator>);
    let fits = |(a, b): &Cols<T>| [a.len(), b.len()] == lens;
    let init = (fits, make);
    for_each_part(
        &mut partials,
        dims,
        work,
        init,
        |(cols, product), n, channels, part| {
            let x = &x[n * image..(n + 1) * image];
            let gy = &gy[n * out_channels * positions..(n + 1) * out_channels * positions];
            let (cols, product) = (owned(cols), owned(product));
            for (group, outs) in group_pieces(channels.clone(), per_group) {
                let x = &x[group * group_image..(group + 1) * group_image];
                let source = ImageColumns::new(x, g.channels / groups, g)?;
                let span = source.positions();
                let gy = &gy[outs.start * positions..outs.end * positions];
                // The output gradient on the source's positions (0 on the grid's others).
                let spread;
                let gy = match span == positions {
                    true => gy,
                    false => {
                        spread = spread_rows(gy, positions, &source)?;
                        &spread[..]
                    }
                };
                let part = &mut part[(outs.start - channels.start) * rows..][..outs.len() * rows];
                for p0 in (0..span).step_by(block) {
                    let width = block.min(span - p0);
                    let cols = &mut cols[..rows * width];
                    source.fill(0..rows, p0..p0 + width, cols);
                    let product = &mut product[..part.len()];
                    let gy = GemmOperand::strided(gy, p0, [span, 1]);
                    // `colsᵀ`: its element `[p, r]` is `cols[r * width + p]`.
                    let cols = GemmOperand::strided(cols, 0, [1, width]);
                    crate::kernel::matmul_block(product, [outs.len(), width, rows], &gy, &cols);
                    for (sum, &p) in part.iter_mut().zip(product.iter()) {
                        *sum = *sum + p;
                    }
                }
            }
            Ok(())
        },
    )?;
    summed(&partials, weights)
}

/// The sum of the images' gradients `partials` (`[N, weights]`), in order, rounded once.
fn summed<T: MatmulElement>(
    partials: &[T::Accumulator],
    weights: usize,
) -> Result<Buffer<T>, AllocError> {
    let mut buffer = full_buffer(weights, T::zero())?;
    let gw = owned(&mut buffer);
    let mut sums = vec_filled(weights, T::Accumulator::zero())?;
    for partial in partials.chunks_exact(weights.max(1)) {
        for (sum, &p) in sums.iter_mut().zip(partial) {
            *sum = *sum + p;
        }
    }
    for (w, &s) in gw.iter_mut().zip(&sums) {
        *w = T::from_accumulator(s);
    }
    Ok(buffer)
}

/// `rows` (each `positions` long, an output's row-major positions) on the positions of
/// `source`: each output where the source has it, 0 at the others.
fn spread_rows<T: Copy + Send + Sync + num_traits::Zero>(
    rows: &[T],
    positions: usize,
    source: &ImageColumns<'_, T>,
) -> Result<Vec<T>, AllocError> {
    let span = source.positions();
    let count = rows.len() / positions.max(1);
    let mut spread = vec_filled(count * span, T::zero())?;
    for (line, row) in spread
        .chunks_exact_mut(span.max(1))
        .zip(rows.chunks_exact(positions.max(1)))
    {
        source.for_each_output(0, span, |j, at, len| {
            line[j..j + len].copy_from_slice(&row[at..at + len]);
        });
    }
    Ok(spread)
}

/// The convolution whose output is the input gradient of `g` (of `out_channels` outputs),
/// when there is one: for a stride of 1, the input gradient is the convolution of the output
/// gradient, padded by `DILATION (K - 1) - PADDING`, by the weights flipped and transposed
/// ([`flipped`]); `None` for other strides and for a padding past the dilated kernel.
fn full_convolution(g: &Conv2dGeometry, out_channels: usize) -> Option<Conv2dGeometry> {
    if g.stride != [1, 1] {
        return None;
    }
    let reach = [0, 1].map(|a| g.dilation[a] * g.kernel[a].saturating_sub(1));
    let padding = [
        reach[0].checked_sub(g.padding[0])?,
        reach[1].checked_sub(g.padding[1])?,
    ];
    Some(Conv2dGeometry {
        channels: out_channels,
        input: g.out(),
        padding,
        ..*g
    })
}

/// The weights of [`full_convolution`]: `w` (`[O, C / G, KH, KW]`) as `[C, O / G, KH, KW]`,
/// each group's transposed and each kernel turned by half a turn.
fn flipped<T: Copy + num_traits::Zero>(
    w: &[T],
    g: &Conv2dGeometry,
    out_channels: usize,
) -> Result<Vec<T>, AllocError> {
    let [kh, kw] = g.kernel;
    let (groups, taps) = (g.groups, kh * kw);
    let (per_group, channels_per_group) = (out_channels / groups, g.channels / groups);
    let mut flipped = vec_filled(w.len(), T::zero())?;
    for group in 0..groups {
        for o in 0..per_group {
            for c in 0..channels_per_group {
                let from = ((group * per_group + o) * channels_per_group + c) * taps;
                let to = ((group * channels_per_group + c) * per_group + o) * taps;
                for k in 0..taps {
                    flipped[to + taps - 1 - k] = w[from + k];
                }
            }
        }
    }
    Ok(flipped)
}

//! The columns of a convolution (`im2col`) and their adjoint (`col2im`), for a whole image or
//! for a block of its output positions: row `r = (c, ky, kx)` of an image's columns holds, at
//! output position `p = (oy, ox)`, the input element that kernel tap `(ky, kx)` of channel `c`
//! reads there, or 0 where it reads padding. One walker ([`for_each_run`]) cuts a block into
//! runs of one row that read the input with the width's stride, or read padding; the copy and
//! the adjoint's sum are two uses of it.

use super::Conv2dGeometry;
use core::ops::Range;

/// A run of one row of a block of columns: `len` columns from column `at` of row `row` (both
/// relative to the block), reading the input from element `source` (relative to the plane of
/// the block's first channel) with a step of the width's stride, or padding (`None`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Run {
    pub(crate) row: usize,
    pub(crate) at: usize,
    pub(crate) len: usize,
    pub(crate) source: Option<usize>,
}

/// Calls `run` for the runs that cover rows `rows` of an image's columns (whole channels:
/// `rows.start` a multiple of `kh * kw`) over output positions `positions`, row by row, each
/// row's runs in column order, every column of the block in exactly one run.
pub(crate) fn for_each_run(
    g: &Conv2dGeometry,
    rows: Range<usize>,
    positions: Range<usize>,
    mut run: impl FnMut(Run),
) {
    let [oh, ow] = g.out();
    let [h, w] = g.input;
    let taps = g.kernel[0] * g.kernel[1];
    debug_assert!(rows.start.is_multiple_of(taps.max(1)), "whole channels");
    if positions.is_empty() || ow == 0 {
        return;
    }
    let first_channel = rows.start / taps;
    let (p0, p1) = (positions.start, positions.end);
    // The output rows and columns each tap reads inside the input, once per tap.
    let inside: Vec<[usize; 4]> = (0..taps)
        .map(|k| {
            let (ky, kx) = (k / g.kernel[1], k % g.kernel[1]);
            let [y_lo, y_hi] = g.inside(0, ky, oh);
            let [x_lo, x_hi] = g.inside(1, kx, ow);
            [y_lo, y_hi, x_lo, x_hi]
        })
        .collect();
    for r in rows.clone() {
        let (c, k) = (r / taps, r % taps);
        let (ky, kx) = (k / g.kernel[1], k % g.kernel[1]);
        let [y_lo, y_hi, x_lo, x_hi] = inside[k];
        let row = r - rows.start;
        let plane = (c - first_channel) * h * w;
        // The output rows the block's positions lie on, each cut to the block.
        for oy in p0 / ow..p1.div_ceil(ow) {
            let line = oy * ow;
            let (a, b) = (line.max(p0) - line, (line + ow).min(p1) - line);
            let at = line + a - p0;
            let (xa, xb) = (a.max(x_lo), b.min(x_hi));
            if !(y_lo..y_hi).contains(&oy) || xa >= xb {
                run(Run {
                    row,
                    at,
                    len: b - a,
                    source: None,
                });
                continue;
            }
            if a < xa {
                run(Run {
                    row,
                    at,
                    len: xa - a,
                    source: None,
                });
            }
            let y = oy * g.stride[0] + ky * g.dilation[0] - g.padding[0];
            let x = xa * g.stride[1] + kx * g.dilation[1] - g.padding[1];
            run(Run {
                row,
                at: at + xa - a,
                len: xb - xa,
                source: Some(plane + y * w + x),
            });
            if xb < b {
                run(Run {
                    row,
                    at: at + xb - a,
                    len: b - xb,
                    source: None,
                });
            }
        }
    }
}

/// Writes every element of `cols`, row-major `[rows.len(), positions.len()]`: the block of
/// the columns of `x` (the image from the plane of the rows' first channel) at rows `rows`
/// and output positions `positions`.
pub(crate) fn block_columns<T: Copy + num_traits::Zero>(
    x: &[T],
    g: &Conv2dGeometry,
    rows: Range<usize>,
    positions: Range<usize>,
    cols: &mut [T],
) {
    let width = positions.len();
    debug_assert_eq!(cols.len(), rows.len() * width);
    let step = g.stride[1];
    for_each_run(g, rows, positions, |run| {
        let out = &mut cols[run.row * width + run.at..][..run.len];
        match run.source {
            None => out.fill(T::zero()),
            Some(from) if step == 1 => out.copy_from_slice(&x[from..from + run.len]),
            Some(from) => {
                for (i, o) in out.iter_mut().enumerate() {
                    *o = x[from + i * step];
                }
            }
        }
    });
}

/// The adjoint of [`block_columns`]: adds each element of `cols` (row-major `[rows.len(),
/// positions.len()]`) onto the element of `x` it was read from (padding entries dropped).
pub(crate) fn add_block_columns<T: Copy + core::ops::Add<Output = T>>(
    cols: &[T],
    g: &Conv2dGeometry,
    rows: Range<usize>,
    positions: Range<usize>,
    x: &mut [T],
) {
    let width = positions.len();
    debug_assert_eq!(cols.len(), rows.len() * width);
    let step = g.stride[1];
    for_each_run(g, rows, positions, |run| {
        let Some(from) = run.source else { return };
        let values = &cols[run.row * width + run.at..][..run.len];
        if step == 1 {
            for (at, &v) in x[from..from + run.len].iter_mut().zip(values) {
                *at = *at + v;
            }
        } else {
            for (i, &v) in values.iter().enumerate() {
                let at = &mut x[from + i * step];
                *at = *at + v;
            }
        }
    });
}

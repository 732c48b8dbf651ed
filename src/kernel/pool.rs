//! 2-D max pooling: each output the largest element of its window (NaN when the window holds
//! one, as PyTorch), with the window position it came from for the backward pass.

use super::alloc::{filled_buffer, full_buffer};
use super::Buffer;
use super::Conv2dGeometry;
use crate::error::AllocError;

/// The maxima of the contiguous `[batch, channels, h, w]` input over the windows of `g` (its
/// kernel, stride, padding, dilation; padding never wins), row-major `[batch, channels, oh,
/// ow]`, and for each the index within its `h * w` plane of the element it took. Planes are
/// split over threads when there are enough of them.
pub(crate) fn max_pool2d<T: Copy + PartialOrd + Send + Sync>(
    x: &[T],
    g: &Conv2dGeometry,
) -> Result<(Buffer<T>, Buffer<usize>), AllocError> {
    let [oh, ow] = g.out();
    let plane = g.input[0] * g.input[1];
    let outs = oh * ow;
    let mut at_buffer = full_buffer(g.batch * g.channels * outs, 0usize)?;
    let at = at_buffer.get_mut().expect("a new buffer has one owner");
    let window = g.kernel[0] * g.kernel[1];
    let windows = Windows::of(g);
    let halving = is_halving(g);
    super::parallel::for_each_items(
        at,
        outs,
        outs * window,
        #[inline(always)]
        |first, part| {
            let mut best = Vec::with_capacity(ow);
            for (p, at) in part.chunks_exact_mut(outs.max(1)).enumerate() {
                let p = first + p;
                let input = &x[p * plane..(p + 1) * plane];
                match halving {
                    true => plane_maxima_2x2(input, g.input[1], ow, at),
                    false => plane_maxima(input, g, &windows, at, &mut best),
                }
            }
        },
    );
    let values = filled_buffer(at.len(), |slots| {
        let planes = slots
            .chunks_exact_mut(outs.max(1))
            .zip(at.chunks_exact(outs.max(1)));
        for (p, (slots, at)) in planes.enumerate() {
            let input = &x[p * plane..(p + 1) * plane];
            for (slot, &i) in slots.iter_mut().zip(at) {
                slot.write(input[i]);
            }
        }
    })?;
    Ok((values, at_buffer))
}

/// The maxima alone (no indices: nothing records the op), row-major `[batch, channels, oh,
/// ow]`: each output row swept tap by tap across all its windows, a select per element that
/// the compiler keeps free of data-dependent branches.
pub(crate) fn max_pool2d_values<T: Copy + PartialOrd + Send + Sync>(
    x: &[T],
    g: &Conv2dGeometry,
) -> Result<Buffer<T>, AllocError> {
    let [oh, ow] = g.out();
    let plane = g.input[0] * g.input[1];
    let outs = oh * ow;
    let Some(&first) = x.first() else {
        return filled_buffer(0, |_| {});
    };
    let mut buffer = full_buffer(g.batch * g.channels * outs, first)?;
    let values = buffer.get_mut().expect("a new buffer has one owner");
    let window = g.kernel[0] * g.kernel[1];
    let windows = Windows::of(g);
    super::parallel::for_each_items(
        values,
        outs,
        outs * window,
        #[inline(always)]
        |first, part| {
            for (p, out) in part.chunks_exact_mut(outs.max(1)).enumerate() {
                let p = first + p;
                plane_values(&x[p * plane..(p + 1) * plane], g, &windows, out);
            }
        },
    );
    Ok(buffer)
}

/// Where the windows of a geometry lie, the same for every plane: each output row's input
/// rows, each output column's first input column, and for each kernel column the output
/// columns whose tap falls inside the input.
struct Windows {
    rows: Vec<core::ops::Range<usize>>,
    first_columns: Vec<usize>,
    inside: Vec<[usize; 2]>,
}

impl Windows {
    fn of(g: &Conv2dGeometry) -> Self {
        let [oh, ow] = g.out();
        Windows {
            rows: (0..oh).map(|oy| taps(oy, g, 0)).collect(),
            first_columns: (0..ow).map(|ox| taps(ox, g, 1).start).collect(),
            inside: (0..g.kernel[1]).map(|kx| g.inside(1, kx, ow)).collect(),
        }
    }
}

/// One plane's maxima into `out`.
fn plane_values<T: Copy + PartialOrd>(
    input: &[T],
    g: &Conv2dGeometry,
    windows: &Windows,
    out: &mut [T],
) {
    let ow = windows.first_columns.len();
    let w = g.input[1];
    let (s, d, p) = (g.stride[1], g.dilation[1], g.padding[1]);
    for (out, rows) in out.chunks_exact_mut(ow.max(1)).zip(&windows.rows) {
        for (slot, &x) in out.iter_mut().zip(&windows.first_columns) {
            *slot = input[rows.start * w + x];
        }
        for y in rows.clone().step_by(g.dilation[0]) {
            let line = &input[y * w..(y + 1) * w];
            for (kx, &[lo, hi]) in windows.inside.iter().enumerate() {
                let x0 = (lo * s + kx * d).wrapping_sub(p);
                for (i, slot) in out[lo..hi].iter_mut().enumerate() {
                    let v = line[x0 + i * s];
                    // A NaN wins, and stays: nothing is greater than it.
                    *slot = if v > *slot || is_nan(v) { v } else { *slot };
                }
            }
        }
    }
}

/// The index of each window's maximum in one plane, `best` a scratch row: as
/// [`plane_values`], each output row swept tap by tap, the running maximum and its index kept
/// by selects.
fn plane_maxima<T: Copy + PartialOrd>(
    input: &[T],
    g: &Conv2dGeometry,
    windows: &Windows,
    at: &mut [usize],
    best: &mut Vec<T>,
) {
    let ow = windows.first_columns.len();
    let w = g.input[1];
    let (s, d, p) = (g.stride[1], g.dilation[1], g.padding[1]);
    for (at, rows) in at.chunks_exact_mut(ow.max(1)).zip(&windows.rows) {
        best.clear();
        for (slot, &x) in at.iter_mut().zip(&windows.first_columns) {
            *slot = rows.start * w + x;
            best.push(input[*slot]);
        }
        for y in rows.clone().step_by(g.dilation[0]) {
            let line = &input[y * w..(y + 1) * w];
            for (kx, &[lo, hi]) in windows.inside.iter().enumerate() {
                let x0 = (lo * s + kx * d).wrapping_sub(p);
                let (best, at) = (&mut best[lo..hi], &mut at[lo..hi]);
                for (i, (b, a)) in best.iter_mut().zip(at.iter_mut()).enumerate() {
                    let x = x0 + i * s;
                    let v = line[x];
                    // A NaN wins, and stays: nothing is greater than it.
                    let take = (v > *b) | (is_nan(v) & !is_nan(*b));
                    // The index chosen by a mask, not a branch: which element wins is data,
                    // unpredictable on real activations.
                    let mask = usize::from(take).wrapping_neg();
                    *a ^= (*a ^ (y * w + x)) & mask;
                    *b = if take { v } else { *b };
                }
            }
        }
    }
}

/// Whether `g` is the common 2x2 window of stride 2 without padding or dilation, every
/// window whole inside the input: [`plane_maxima_2x2`]'s case.
fn is_halving(g: &Conv2dGeometry) -> bool {
    let [oh, ow] = g.out();
    g.kernel == [2, 2]
        && g.stride == [2, 2]
        && g.padding == [0, 0]
        && g.dilation == [1, 1]
        && 2 * oh <= g.input[0]
        && 2 * ow <= g.input[1]
}

/// [`plane_maxima`] for 2x2 windows of stride 2 (the pooling of most CNNs), each window's
/// four elements compared at once: the winner's position in the window chosen by selects
/// (first of equals, a NaN winning as in [`plane_maxima`]), then its index in the plane.
/// Each row goes a chunk of `L` windows at a time (16, 8, 4 or 1: the widest that fits the
/// row), the last chunk moved back over the one before (an index is a function of the input
/// alone, so the windows taken twice are written with the same value). Inlined into the
/// chunks `for_each_items` compiles for the widest vectors.
#[inline(always)]
fn plane_maxima_2x2<T: Copy + PartialOrd>(input: &[T], w: usize, ow: usize, at: &mut [usize]) {
    match ow {
        16.. => rows_maxima_2x2::<16, T>(input, w, ow, at),
        8.. => rows_maxima_2x2::<8, T>(input, w, ow, at),
        4.. => rows_maxima_2x2::<4, T>(input, w, ow, at),
        _ => rows_maxima_2x2::<1, T>(input, w, ow, at),
    }
}

/// [`plane_maxima_2x2`] in chunks of `L <= ow` windows.
#[inline(always)]
fn rows_maxima_2x2<const L: usize, T: Copy + PartialOrd>(
    input: &[T],
    w: usize,
    ow: usize,
    at: &mut [usize],
) {
    let last = (!ow.is_multiple_of(L)).then(|| ow - L);
    for (oy, at) in at.chunks_exact_mut(ow.max(1)).enumerate() {
        let top = &input[2 * oy * w..][..w];
        let bottom = &input[(2 * oy + 1) * w..][..w];
        for ox in (0..ow / L).map(|k| k * L).chain(last) {
            let (t, b) = (&top[2 * ox..][..2 * L], &bottom[2 * ox..][..2 * L]);
            let mut k = [0u32; L];
            for (lane, k) in k.iter_mut().enumerate() {
                *k = winner([t[2 * lane], t[2 * lane + 1], b[2 * lane], b[2 * lane + 1]]);
            }
            for (lane, (slot, &k)) in at[ox..][..L].iter_mut().zip(&k).enumerate() {
                let (dy, dx) = ((k >> 1) as usize, (k & 1) as usize);
                *slot = (2 * oy + dy) * w + 2 * (ox + lane) + dx;
            }
        }
    }
}

/// The position (0 to 3) of the largest of a window's `taps`: the first of equals, a NaN
/// winning. 32-bit lanes throughout, so that the compiler can keep the selects in vectors.
#[inline(always)]
fn winner<T: Copy + PartialOrd>(taps: [T; 4]) -> u32 {
    let (mut best, mut k) = (taps[0], 0u32);
    for (j, &v) in (1u32..).zip(&taps[1..]) {
        let take = (v > best) | (is_nan(v) & !is_nan(best));
        best = if take { v } else { best };
        k = if take { j } else { k };
    }
    k
}

/// The input positions (first to last, stepped by the dilation) that output `o`'s window
/// covers along `axis`, clipped to the input.
fn taps(o: usize, g: &Conv2dGeometry, axis: usize) -> core::ops::Range<usize> {
    let (s, d, p) = (g.stride[axis], g.dilation[axis], g.padding[axis]);
    let start = o * s;
    let first_tap = p.saturating_sub(start).div_ceil(d);
    let lo = start + first_tap * d - p;
    let last = (start + (g.kernel[axis] - 1) * d).saturating_sub(p);
    let hi = last.min(g.input[axis] - 1) + 1;
    // Align the end to the dilation's steps from `lo`.
    lo..hi.max(lo + 1)
}

/// Whether `v` is NaN, for any partially ordered type: the one value not equal to itself.
#[allow(clippy::eq_op)]
#[inline(always)]
fn is_nan<T: PartialOrd>(v: T) -> bool {
    v != v
}

/// The gradient of [`max_pool2d`]'s input: each output's gradient added at the element it
/// took, row-major `[batch, channels, h, w]`; planes split over threads when there are enough.
pub(crate) fn max_pool2d_backward<T: Copy + Send + Sync + num_traits::Zero>(
    grad: &[T],
    at: &[usize],
    g: &Conv2dGeometry,
) -> Result<Buffer<T>, AllocError> {
    let plane = g.input[0] * g.input[1];
    let mut buffer = full_buffer(g.batch * g.channels * plane, T::zero())?;
    let x = buffer.get_mut().expect("a new buffer has one owner");
    let outs = at.len() / (g.batch * g.channels).max(1);
    super::parallel::for_each_items(
        x,
        plane,
        outs,
        #[inline(always)]
        |first, part| {
            for (p, x) in part.chunks_exact_mut(plane.max(1)).enumerate() {
                let p = first + p;
                let (grad, at) = (
                    &grad[p * outs..(p + 1) * outs],
                    &at[p * outs..(p + 1) * outs],
                );
                for (&gv, &i) in grad.iter().zip(at) {
                    x[i] = x[i] + gv;
                }
            }
        },
    );
    Ok(buffer)
}

/// The mean of each window of `g` over the contiguous `[batch, channels, h, w]` input,
/// row-major `[batch, channels, oh, ow]`: divided by the window's size (`count_include_pad`,
/// PyTorch's default) or by the elements inside the input.
pub(crate) fn avg_pool2d<T: num_traits::Float + Send + Sync>(
    x: &[T],
    g: &Conv2dGeometry,
    count_include_pad: bool,
) -> Result<Buffer<T>, AllocError> {
    let [oh, ow] = g.out();
    let plane = g.input[0] * g.input[1];
    let outs = oh * ow;
    let mut buffer = full_buffer(g.batch * g.channels * outs, T::zero())?;
    let values = buffer.get_mut().expect("a new buffer has one owner");
    let windows = Windows::of(g);
    let divisors = divisors::<T>(g, &windows, count_include_pad);
    let window = g.kernel[0] * g.kernel[1];
    super::parallel::for_each_items(
        values,
        outs,
        outs * window,
        #[inline(always)]
        |first, part| {
            for (p, out) in part.chunks_exact_mut(outs.max(1)).enumerate() {
                let input = &x[(first + p) * plane..(first + p + 1) * plane];
                sweep(g, &windows, out.len(), |o, i| out[o] = out[o] + input[i]);
                for (v, &d) in out.iter_mut().zip(&divisors) {
                    *v = *v / d;
                }
            }
        },
    );
    Ok(buffer)
}

/// The gradient of [`avg_pool2d`]'s input: each output's gradient, divided as its mean was,
/// added at every element of its window.
pub(crate) fn avg_pool2d_backward<T: num_traits::Float + Send + Sync>(
    grad: &[T],
    g: &Conv2dGeometry,
    count_include_pad: bool,
) -> Result<Buffer<T>, AllocError> {
    let [oh, ow] = g.out();
    let plane = g.input[0] * g.input[1];
    let outs = oh * ow;
    let mut buffer = full_buffer(g.batch * g.channels * plane, T::zero())?;
    let x = buffer.get_mut().expect("a new buffer has one owner");
    let windows = Windows::of(g);
    let divisors = divisors::<T>(g, &windows, count_include_pad);
    super::parallel::for_each_items(
        x,
        plane,
        outs,
        #[inline(always)]
        |first, part| {
            for (p, x) in part.chunks_exact_mut(plane.max(1)).enumerate() {
                let grad = &grad[(first + p) * outs..(first + p + 1) * outs];
                sweep(g, &windows, outs, |o, i| {
                    x[i] = x[i] + grad[o] / divisors[o]
                });
            }
        },
    );
    Ok(buffer)
}

/// What each window's sum is divided by: the kernel's size, or its elements inside the input.
fn divisors<T: num_traits::Float>(g: &Conv2dGeometry, windows: &Windows, with_pad: bool) -> Vec<T> {
    let ow = windows.first_columns.len();
    let mut counts = vec![0usize; windows.rows.len() * ow];
    match with_pad {
        // The window's taps inside the padded input: the whole kernel, except a `ceil_mode`
        // window that runs past the right padding (PyTorch divides by its part inside).
        true => {
            let span = |axis: usize, o: usize| {
                let start = o * g.stride[axis];
                let end = (start + g.kernel[axis]).min(g.input[axis] + 2 * g.padding[axis]);
                end.saturating_sub(start)
            };
            for (o, count) in counts.iter_mut().enumerate() {
                *count = span(0, o / ow.max(1)) * span(1, o % ow.max(1));
            }
        }
        false => sweep(g, windows, counts.len(), |o, _| counts[o] += 1),
    }
    counts
        .iter()
        .map(|&c| T::from(c.max(1)).unwrap_or_else(T::one))
        .collect()
}

/// Calls `visit(output, input)` for every output of one plane (`outs` of them) and every
/// element of its window inside the input, row by row and tap by tap.
fn sweep(g: &Conv2dGeometry, windows: &Windows, outs: usize, mut visit: impl FnMut(usize, usize)) {
    let ow = windows.first_columns.len();
    let w = g.input[1];
    let (s, d, p) = (g.stride[1], g.dilation[1], g.padding[1]);
    for (oy, rows) in windows.rows.iter().enumerate().take(outs / ow.max(1)) {
        for y in rows.clone().step_by(g.dilation[0]) {
            for (kx, &[lo, hi]) in windows.inside.iter().enumerate() {
                let x0 = (lo * s + kx * d).wrapping_sub(p);
                for (i, ox) in (lo..hi).enumerate() {
                    visit(oy * ow + ox, y * w + x0 + i * s);
                }
            }
        }
    }
}

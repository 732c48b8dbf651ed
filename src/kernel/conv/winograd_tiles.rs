//! The tile transforms of Winograd's F(4x4, 3x3) (`winograd`, `winograd_weights`), a chunk
//! of `L` tiles of a tile row at a time in fixed-size arrays, which the compiler keeps in
//! vector registers (`L` = 16, 8, 4 or 1: the widest that fits the row).
//!
//! A chunk of a block of tiles is `W` tiles of each of `L / W` tile rows (`W` = 16, 8, 4 or 1:
//! the widest that fits a row; `L` = 16 where the block has the rows for it): rows of fewer
//! than 16 tiles, as the 14 of a 56-wide image, still fill AVX-512's sixteen lanes.
//!
//! The rule that keeps every chunk full: the last chunk of a row (and of the block's rows) is
//! moved back to end at the last tile, overlapping the one before it. Every value a chunk
//! writes is a function of its inputs alone, so the tiles written twice are written with the
//! same bits.
//!
//! Tiles lie 4 columns apart, so the padded planes the input transform reads keep each row as
//! its four phases, the columns `4i`, then `4i + 1`, `4i + 2` and `4i + 3` (`n + 1` each for
//! `n` tiles across): a tile's six columns are then neighbours in the phases, read as whole
//! chunks. The transforms' matrices are Lavin and Gray's, with the points 0, ±1, ±2 and ∞:
//!
//! ```text
//!      | 4  0 -5  0  1  0 |         | 1/4     0     0 |        | 1  1  1  1  1  0 |
//!      | 0 -4 -4  1  1  0 |         | -1/6 -1/6  -1/6 |        | 0  1 -1  2 -2  0 |
//! Bᵀ = | 0  4 -4 -1  1  0 |     G = | -1/6  1/6  -1/6 |   Aᵀ = | 0  1  1  4  4  0 |
//!      | 0 -2 -1  2  1  0 |         | 1/24 1/12   1/6 |        | 0  1 -1  8 -8  1 |
//!      | 0  2 -1 -2  1  0 |         | 1/24 -1/12  1/6 |
//!      | 0  4  0 -5  0  1 |         | 0       0     1 |
//! ```

use crate::kernel::wide::with_wide_vectors;
use crate::Element;
use core::ops::Range;

/// Calls `$f::<L, ..>($args)` with `L` the widest of 16, 8, 4 and 1 lanes that is at most
/// `$n` tiles.
macro_rules! by_lanes {
    ($n:expr, $f:ident :: <$($t:ty),*> ($($args:expr),* $(,)?)) => {
        match $n {
            16.. => $f::<16, $($t),*>($($args),*),
            8.. => $f::<8, $($t),*>($($args),*),
            4.. => $f::<4, $($t),*>($($args),*),
            _ => $f::<1, $($t),*>($($args),*),
        }
    };
}
pub(super) use by_lanes;

/// Calls `$f::<L, W, ..>($args)` for the chunks of a block of `$rows` tile rows of `$n` tiles:
/// `W` the widest of 16, 8, 4 and 1 tiles that is at most `$n`, `L` 16 where `$rows` give
/// `16 / W` rows, else `W`.
macro_rules! by_chunks {
    ($n:expr, $rows:expr, $f:ident :: <$($t:ty),*> ($($args:expr),* $(,)?)) => {
        match ($n, $rows) {
            (16.., _) => $f::<16, 16, $($t),*>($($args),*),
            (8.., 2..) => $f::<16, 8, $($t),*>($($args),*),
            (8.., _) => $f::<8, 8, $($t),*>($($args),*),
            (4.., 4..) => $f::<16, 4, $($t),*>($($args),*),
            (4.., _) => $f::<4, 4, $($t),*>($($args),*),
            _ => $f::<1, 1, $($t),*>($($args),*),
        }
    };
}

/// The first of each chunk of `size` over `n >= size` items: `0, size, 2 size, ..`, and
/// `n - size` when `size` does not divide `n`.
#[inline(always)]
pub(super) fn chunk_starts(n: usize, size: usize) -> impl Iterator<Item = usize> {
    (0..n / size)
        .map(move |k| k * size)
        .chain((!n.is_multiple_of(size)).then(|| n - size))
}

/// `L` lanes of `s`: `W` from `at(g)` for each part `g` of `L / W`.
#[inline(always)]
fn gather<T: Copy, const L: usize, const W: usize>(s: &[T], at: impl Fn(usize) -> usize) -> [T; L] {
    let mut out = [s[0]; L];
    for g in 0..L / W {
        out[g * W..][..W].copy_from_slice(&s[at(g)..][..W]);
    }
    out
}

/// Writes `v`'s `L` lanes into `d`: part `g` (`W` lanes) from `at(g)`.
#[inline(always)]
fn scatter<T: Copy, const L: usize, const W: usize>(
    d: &mut [T],
    at: impl Fn(usize) -> usize,
    v: [T; L],
) {
    for g in 0..L / W {
        d[at(g)..][..W].copy_from_slice(&v[g * W..][..W]);
    }
}

/// `L` values of `s` from `at`.
#[inline(always)]
pub(super) fn load<T: Copy, const L: usize>(s: &[T], at: usize) -> [T; L] {
    s[at..at + L].try_into().expect("L values")
}

/// Writes `v` into `d` from `at`.
#[inline(always)]
fn store<T: Copy, const L: usize>(d: &mut [T], at: usize, v: [T; L]) {
    d[at..at + L].copy_from_slice(&v);
}

/// `f(a[k], b[k])` for each lane `k`.
#[inline(always)]
pub(super) fn lanes<T: Copy, const L: usize>(
    a: [T; L],
    b: [T; L],
    f: impl Fn(T, T) -> T,
) -> [T; L] {
    let mut out = a;
    for k in 0..L {
        out[k] = f(a[k], b[k]);
    }
    out
}

/// `a + b` lane by lane.
#[inline(always)]
fn add<T: Element, const L: usize>(a: [T; L], b: [T; L]) -> [T; L] {
    lanes(a, b, |x, y| x + y)
}

/// `a - b` lane by lane.
#[inline(always)]
fn sub<T: Element, const L: usize>(a: [T; L], b: [T; L]) -> [T; L] {
    lanes(a, b, |x, y| x - y)
}

/// `a + s b` lane by lane.
#[inline(always)]
fn add_scaled<T: Element, const L: usize>(a: [T; L], s: T, b: [T; L]) -> [T; L] {
    lanes(a, b, |x, y| x + s * y)
}

/// The small integers the transforms scale by.
#[derive(Clone, Copy)]
struct Small<T> {
    two: T,
    four: T,
    five: T,
    eight: T,
}

impl<T: Element> Small<T> {
    #[inline(always)]
    fn new() -> Self {
        let two = T::one() + T::one();
        let four = two + two;
        Small {
            two,
            four,
            five: four + T::one(),
            eight: four + four,
        }
    }
}

/// `Bᵀ d` for the six values `d`.
#[inline(always)]
fn input_transform<T: Element, const L: usize>(k: Small<T>, d: [[T; L]; 6]) -> [[T; L]; 6] {
    let minus_four = T::zero() - k.four;
    let (sum_12, diff_12) = (add(d[1], d[2]), sub(d[1], d[2]));
    let (diff_42, diff_31) = (sub(d[4], d[2]), sub(d[3], d[1]));
    [
        lanes(add_scaled(d[4], k.four, d[0]), d[2], |x, y| x - k.five * y),
        add_scaled(add(d[3], d[4]), minus_four, sum_12),
        add_scaled(sub(d[4], d[3]), k.four, diff_12),
        add_scaled(diff_42, k.two, diff_31),
        add_scaled(diff_42, T::zero() - k.two, diff_31),
        lanes(add_scaled(d[5], k.four, d[1]), d[3], |x, y| x - k.five * y),
    ]
}

/// `Aᵀ m` for the six values `m`: four.
#[inline(always)]
fn output_transform<T: Element, const L: usize>(k: Small<T>, m: [[T; L]; 6]) -> [[T; L]; 4] {
    let (sum_12, sum_34) = (add(m[1], m[2]), add(m[3], m[4]));
    let (diff_12, diff_34) = (sub(m[1], m[2]), sub(m[3], m[4]));
    [
        add(add(m[0], sum_12), sum_34),
        add_scaled(diff_12, k.two, diff_34),
        add_scaled(sum_12, k.four, sum_34),
        add(add_scaled(diff_12, k.eight, diff_34), m[5]),
    ]
}

/// `A y` for the four values `y`: six.
#[inline(always)]
fn gradient_transform<T: Element, const L: usize>(k: Small<T>, y: [[T; L]; 4]) -> [[T; L]; 6] {
    let (even, odd) = (add(y[0], y[2]), add(y[1], y[3]));
    let near = add_scaled(y[0], k.four, y[2]);
    let far = lanes(y[1], y[3], |a, b| k.two * a + k.eight * b);
    [
        y[0],
        add(even, odd),
        sub(even, odd),
        add(near, far),
        sub(near, far),
        y[3],
    ]
}

/// The four phases of tiles `t0..t0 + L` of `row` (its columns `4 t0..4 (t0 + L)`): `[q][k]`
/// is column `4 (t0 + k) + q`, 0 past the row's end.
#[inline(always)]
fn load_quads<T: Element, const L: usize>(row: &[T], t0: usize) -> [[T; L]; 4] {
    let columns = (4 * t0)..(4 * (t0 + L)).min(row.len());
    if columns.len() == 4 * L {
        return deinterleave(&row[columns]);
    }
    let mut quads = [T::zero(); 64];
    quads[..columns.len()].copy_from_slice(&row[columns]);
    deinterleave(&quads[..4 * L])
}

/// The four phases of `quads` (`4 L` long): `[q][k]` is element `4 k + q`.
#[inline(always)]
fn deinterleave<T: Copy, const L: usize>(quads: &[T]) -> [[T; L]; 4] {
    let quads = &quads[..4 * L];
    let mut out = [[quads[0]; L]; 4];
    for k in 0..L {
        for (q, out) in out.iter_mut().enumerate() {
            out[k] = quads[4 * k + q];
        }
    }
    out
}

/// Writes `quads` (`[q][k]` for column `4 (t0 + k) + q`) into the columns of tiles
/// `t0..t0 + L` of `row`, up to its end.
#[inline(always)]
fn store_quads<T: Copy, const L: usize>(row: &mut [T], t0: usize, quads: [[T; L]; 4]) {
    let columns = (4 * t0)..(4 * (t0 + L)).min(row.len());
    match columns.len() == 4 * L {
        true => {
            let out = &mut row[4 * t0..][..4 * L];
            for k in 0..L {
                for (q, quad) in quads.iter().enumerate() {
                    out[4 * k + q] = quad[k];
                }
            }
        }
        false => {
            for (i, column) in columns.enumerate() {
                row[column] = quads[i % 4][i / 4];
            }
        }
    }
}

/// The length of one padded plane (from [`fill_padded`]) for `tiles` tiles down and across:
/// `4 * down + 2` rows of `4 * (across + 1)` (four phases of `across + 1`).
pub(super) fn padded_plane(tiles: [usize; 2]) -> usize {
    (4 * tiles[0] + 2) * 4 * (tiles[1] + 1)
}

/// Writes the `channels` planes of `x` (`[h, w]` each) inside `padded`'s zero border (`pad`
/// before, and after up to whole tiles: [`padded_plane`]), each row as its four phases. No
/// image writes the border.
pub(super) fn fill_padded<T: Copy>(
    x: &[T],
    channels: usize,
    [h, w]: [usize; 2],
    [ph, pw]: [usize; 2],
    tiles: [usize; 2],
    padded: &mut [T],
) {
    let across = tiles[1] + 1;
    let plane = padded_plane(tiles);
    if w == 0 {
        return;
    }
    with_wide_vectors(
        #[inline(always)]
        || {
            for c in 0..channels {
                for y in 0..h {
                    let row = &mut padded[c * plane + (ph + y) * 4 * across..][..4 * across];
                    split_columns(&x[(c * h + y) * w..][..w], pw, row, across);
                }
            }
        },
    )
}

/// Writes column `column + i` of a row into its phase of `row` (phases `across` long) for
/// each element `i` of `source`: 64, 32 or 16 columns at a time, then one by one.
#[inline(always)]
fn split_columns<T: Copy>(mut source: &[T], mut column: usize, row: &mut [T], across: usize) {
    let at = |column: usize| (column % 4) * across + column / 4;
    while !column.is_multiple_of(4) && !source.is_empty() {
        row[at(column)] = source[0];
        source = &source[1..];
        column += 1;
    }
    let mut tile = column / 4;
    let split = |source: &[T], tile: usize, row: &mut [T]| match source.len() {
        64.. => split_quads::<T, 16>(source, tile, row, across),
        32.. => split_quads::<T, 8>(source, tile, row, across),
        _ => split_quads::<T, 4>(source, tile, row, across),
    };
    while source.len() >= 16 {
        let taken = split(source, tile, row);
        (source, tile) = (&source[4 * taken..], tile + taken);
    }
    for (i, &value) in source.iter().enumerate() {
        row[at(4 * tile + i)] = value;
    }
}

/// Writes the first `4 W` columns of `source` (from tile `tile`) into their phases of `row`;
/// returns `W`, the tiles written.
#[inline(always)]
fn split_quads<T: Copy, const W: usize>(
    source: &[T],
    tile: usize,
    row: &mut [T],
    across: usize,
) -> usize {
    for (q, quad) in deinterleave::<T, W>(source).into_iter().enumerate() {
        store(row, q * across + tile, quad);
    }
    W
}

/// `v[p][c][t] = (Bᵀ d B)[p]` for the 6x6 tile `d` of plane `c` (of `padded`, from
/// [`fill_padded`]) under each tile `t` of tile rows `rows` (numbered from the block's first;
/// `v`'s planes `count` long), position `p = 6 a + b` for row `a` and column `b`.
#[inline(always)]
pub(super) fn transform_tiles<T: Element>(
    padded: &[T],
    channels: usize,
    tiles: [usize; 2],
    rows: Range<usize>,
    v: &mut [T],
) {
    by_chunks!(
        tiles[1],
        rows.len(),
        transform_tiles_in::<T>(padded, channels, tiles, rows, v)
    )
}

#[inline(always)]
#[allow(clippy::needless_range_loop)] // `b` picks one column of each of six rows
fn transform_tiles_in<const L: usize, const W: usize, T: Element>(
    padded: &[T],
    channels: usize,
    tiles: [usize; 2],
    rows: Range<usize>,
    v: &mut [T],
) {
    let (n, across) = (tiles[1], tiles[1] + 1);
    let plane = padded_plane(tiles);
    let count = rows.len() * n;
    let k = Small::<T>::new();
    for c in 0..channels {
        let padded = &padded[c * plane..][..plane];
        for r0 in chunk_starts(rows.len(), L / W) {
            let ti0 = rows.start + r0;
            for t0 in chunk_starts(n, W) {
                // Along each of the tiles' six rows (`d B`, column `j` in phase `j % 4`, one
                // tile on past the fourth), then down each column (`Bᵀ (d B)`).
                let mut along = [[[T::zero(); L]; 6]; 6];
                for (i, along) in along.iter_mut().enumerate() {
                    let d = |j: usize| {
                        let at = |g: usize| {
                            (4 * (ti0 + g) + i) * 4 * across + (j % 4) * across + t0 + j / 4
                        };
                        gather::<T, L, W>(padded, at)
                    };
                    *along = input_transform(k, [d(0), d(1), d(2), d(3), d(4), d(5)]);
                }
                for b in 0..6 {
                    let column = [
                        along[0][b],
                        along[1][b],
                        along[2][b],
                        along[3][b],
                        along[4][b],
                        along[5][b],
                    ];
                    for (a, value) in input_transform(k, column).into_iter().enumerate() {
                        let at =
                            |g: usize| ((a * 6 + b) * channels + c) * count + (r0 + g) * n + t0;
                        scatter::<T, L, W>(v, at, value);
                    }
                }
            }
        }
    }
}

/// One output channel's tiles of tile rows `rows` from its products (`m[p * stride + t]` for
/// position `p` and tile `t` of the block, `across` tiles a row): `Aᵀ m A + bias`, written
/// where they lie inside the `[oh, ow]` output `line`.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(super) fn untransform<T: crate::kernel::MatmulElement>(
    m: &[T::Accumulator],
    stride: usize,
    bias: Option<T::Accumulator>,
    out: [usize; 2],
    across: usize,
    rows: Range<usize>,
    line: &mut [T],
) {
    by_chunks!(
        across,
        rows.len(),
        untransform_in::<T>(m, stride, bias, out, across, rows, line)
    )
}

#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn untransform_in<const L: usize, const W: usize, T: crate::kernel::MatmulElement>(
    m: &[T::Accumulator],
    stride: usize,
    bias: Option<T::Accumulator>,
    [oh, ow]: [usize; 2],
    n: usize,
    rows: Range<usize>,
    line: &mut [T],
) {
    let biased = |v: T::Accumulator| T::from_accumulator(bias.map_or(v, |b| v + b));
    let k = Small::<T::Accumulator>::new();
    let zero = <T::Accumulator as num_traits::Zero>::zero();
    for r0 in chunk_starts(rows.len(), L / W) {
        let ti0 = rows.start + r0;
        for t0 in chunk_starts(n, W) {
            // `Aᵀ` down each of the tiles' six columns, then along each of the four rows.
            let mut down = [[[zero; L]; 6]; 4];
            for b in 0..6 {
                let at = |a: usize| {
                    let at = |g: usize| (a * 6 + b) * stride + (r0 + g) * n + t0;
                    gather::<T::Accumulator, L, W>(m, at)
                };
                let column = output_transform(k, [at(0), at(1), at(2), at(3), at(4), at(5)]);
                for (down, value) in down.iter_mut().zip(column) {
                    down[b] = value;
                }
            }
            for (i, row) in down.into_iter().enumerate() {
                let mut quads = [[T::zero(); L]; 4];
                for (quad, q) in quads.iter_mut().zip(output_transform(k, row)) {
                    for lane in 0..L {
                        quad[lane] = biased(q[lane]);
                    }
                }
                for g in 0..L / W {
                    let y = 4 * (ti0 + g) + i;
                    if y < oh {
                        let part = |q: usize| quads[q][g * W..][..W].try_into().expect("W lanes");
                        let part: [[T; W]; 4] = [part(0), part(1), part(2), part(3)];
                        store_quads(&mut line[y * ow..][..ow], t0, part);
                    }
                }
            }
        }
    }
}

/// `out[p][o][t] = (A gY Aᵀ)[p]` for the 4x4 tile of output gradient `gy` (`outs` channels
/// of `[oh, ow]`; 0 past its edges) of each tile `t` of tile rows `rows`: along each of a
/// tile's four rows, then across them.
#[inline(always)]
pub(super) fn transform_gradient<T: Element>(
    gy: &[T],
    outs: usize,
    size: [usize; 2],
    across: usize,
    rows: Range<usize>,
    out: &mut [T],
) {
    by_chunks!(
        across,
        rows.len(),
        transform_gradient_in::<T>(gy, outs, size, across, rows, out)
    )
}

#[inline(always)]
#[allow(clippy::needless_range_loop)] // `b` picks one column of each of four rows
fn transform_gradient_in<const L: usize, const W: usize, T: Element>(
    gy: &[T],
    outs: usize,
    [oh, ow]: [usize; 2],
    n: usize,
    rows: Range<usize>,
    out: &mut [T],
) {
    let count = rows.len() * n;
    let k = Small::<T>::new();
    let zero = T::zero();
    for o in 0..outs {
        for r0 in chunk_starts(rows.len(), L / W) {
            let ti0 = rows.start + r0;
            for t0 in chunk_starts(n, W) {
                // Each of the tiles' four rows times `Aᵀ` (0 past the edges).
                let mut f = [[[zero; L]; 6]; 4];
                for (i, f) in f.iter_mut().enumerate() {
                    let mut quads = [[zero; L]; 4];
                    for g in 0..L / W {
                        let y = 4 * (ti0 + g) + i;
                        if y < oh {
                            let part = load_quads::<T, W>(&gy[(o * oh + y) * ow..][..ow], t0);
                            for (quad, part) in quads.iter_mut().zip(part) {
                                quad[g * W..][..W].copy_from_slice(&part);
                            }
                        }
                    }
                    *f = gradient_transform(k, quads);
                }
                for b in 0..6 {
                    let column = gradient_transform(k, [f[0][b], f[1][b], f[2][b], f[3][b]]);
                    for (a, value) in column.into_iter().enumerate() {
                        let at = |g: usize| ((a * 6 + b) * outs + o) * count + (r0 + g) * n + t0;
                        scatter::<T, L, W>(out, at, value);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{fill_padded, padded_plane, transform_gradient, transform_tiles, untransform};
    use crate::kernel::wide::{BASELINE_ONLY, FLAGS, NO_AVX512};
    use std::sync::atomic::Ordering;

    const B_T: [[f64; 6]; 6] = [
        [4.0, 0.0, -5.0, 0.0, 1.0, 0.0],
        [0.0, -4.0, -4.0, 1.0, 1.0, 0.0],
        [0.0, 4.0, -4.0, -1.0, 1.0, 0.0],
        [0.0, -2.0, -1.0, 2.0, 1.0, 0.0],
        [0.0, 2.0, -1.0, -2.0, 1.0, 0.0],
        [0.0, 4.0, 0.0, -5.0, 0.0, 1.0],
    ];
    const A_T: [[f64; 6]; 4] = [
        [1.0, 1.0, 1.0, 1.0, 1.0, 0.0],
        [0.0, 1.0, -1.0, 2.0, -2.0, 0.0],
        [0.0, 1.0, 1.0, 4.0, 4.0, 0.0],
        [0.0, 1.0, -1.0, 8.0, -8.0, 1.0],
    ];

    /// `L d Rᵀ` (row by row) for the `d` given by `at(i, j)`, as wide as `L`'s and `R`'s rows.
    fn sandwich<const N: usize>(
        l: &[[f64; N]],
        at: impl Fn(usize, usize) -> f64,
        r: &[[f64; N]],
    ) -> Vec<f64> {
        let inner = |i: usize, j: usize| (0..N).map(|k| l[i][k] * at(k, j)).sum::<f64>();
        let mut out = Vec::new();
        for i in 0..l.len() {
            for row in r {
                out.push((0..N).map(|k| inner(i, k) * row[k]).sum());
            }
        }
        out
    }

    fn value(seed: usize) -> f64 {
        ((seed * 7919 + 13) % 211) as f64 / 16.0 - 6.5
    }

    /// Runs `f` with the vectors of AVX-512, of AVX2 and of the baseline.
    fn on_every_width(mut f: impl FnMut(&str)) {
        let _switches = FLAGS.lock().unwrap_or_else(|e| e.into_inner());
        for (name, no_avx512, baseline) in [
            ("widest", false, false),
            ("avx2", true, false),
            ("baseline", true, true),
        ] {
            NO_AVX512.store(no_avx512, Ordering::Relaxed);
            BASELINE_ONLY.store(baseline, Ordering::Relaxed);
            f(name);
        }
        NO_AVX512.store(false, Ordering::Relaxed);
        BASELINE_ONLY.store(false, Ordering::Relaxed);
    }

    /// Every width of row (1 to 40 tiles across: each chunk width, whole and with the last
    /// chunk moved back), blocks of 2 to 5 tile rows (chunks of 1, 2 or 4 rows, the last
    /// moved back), odd and even sizes, paddings 0 to 3 (every phase a row can start at),
    /// rows longer than one 64-column copy, and a block that starts past the first tile row: the input tiles' transform against `Bᵀ d B` of the padded image's tiles, and the
    /// output's and the gradient's against `Aᵀ m A` and `A gY Aᵀ`.
    #[test]
    fn transforms_match_the_matrices_on_every_width_and_row_length() {
        on_every_width(|width| {
            for (h, w, ph, pw) in [
                (3, 1, 1, 1),
                (5, 2, 0, 0),
                (4, 7, 2, 3),
                (6, 30, 1, 2),
                (7, 70, 3, 1),
                (5, 131, 0, 3),
            ]
            .into_iter()
            .chain((1..=160).step_by(3).map(|w| (9, w, 1, 1)))
            .chain((3..=70).step_by(3).map(|w| (21, w, 1, 0)))
            .chain([(13, 14, 1, 1), (17, 30, 1, 1)])
            {
                let (oh, ow): (usize, usize) = (h + 2 * ph - 2, w + 2 * pw - 2);
                let tiles = [oh.div_ceil(4), ow.div_ceil(4)];
                let channels = 2;
                let x: Vec<f64> = (0..channels * h * w).map(value).collect();
                let pixel =
                    |c: usize, y: usize, z: usize| match (y.checked_sub(ph), z.checked_sub(pw)) {
                        (Some(y), Some(z)) if y < h && z < w => x[(c * h + y) * w + z],
                        _ => 0.0,
                    };
                let mut padded = vec![0.0; channels * padded_plane(tiles)];
                fill_padded(&x, channels, [h, w], [ph, pw], tiles, &mut padded);
                let rows = 1.min(tiles[0] - 1)..tiles[0];
                let count = rows.len() * tiles[1];
                let mut v = vec![f64::NAN; 36 * channels * count];
                transform_tiles(&padded, channels, tiles, rows.clone(), &mut v);
                let mut m = vec![f64::NAN; 36 * count];
                let mut gy_tiles = vec![f64::NAN; 36 * count];
                let gy: Vec<f64> = (0..oh * ow).map(|i| value(i + 5)).collect();
                transform_gradient(&gy, 1, [oh, ow], tiles[1], rows.clone(), &mut gy_tiles);
                // `A gY Aᵀ` is `(Aᵀ)ᵀ gY Aᵀ`: A's rows are Aᵀ's columns (the tile's 4x4
                // gradient padded to 6x6 with zeros, which meet Aᵀ's last two columns).
                let a: Vec<[f64; 6]> = (0..6)
                    .map(|i| [A_T[0][i], A_T[1][i], A_T[2][i], A_T[3][i], 0.0, 0.0])
                    .collect();
                for (r, ti) in rows.clone().enumerate() {
                    for t in 0..tiles[1] {
                        let at = r * tiles[1] + t;
                        for c in 0..channels {
                            let d = |i: usize, j: usize| pixel(c, 4 * ti + i, 4 * t + j);
                            let expected = sandwich(&B_T, d, &B_T);
                            for p in 0..36 {
                                let got = v[(p * channels + c) * count + at];
                                assert_eq!(
                                    got, expected[p],
                                    "{width} {h}x{w} pad {ph},{pw} c {c} tile {ti},{t} p {p}"
                                );
                            }
                        }
                        for p in 0..36 {
                            m[p * count + at] = value(p * 31 + at);
                        }
                        let g = |i: usize, j: usize| match (4 * ti + i, 4 * t + j) {
                            (y, z) if i < 4 && j < 4 && y < oh && z < ow => gy[y * ow + z],
                            _ => 0.0,
                        };
                        let expected = sandwich(&a, g, &a);
                        for p in 0..36 {
                            let got = gy_tiles[p * count + at];
                            assert_eq!(
                                got, expected[p],
                                "{width} gradient {h}x{w} tile {ti},{t} p {p}"
                            );
                        }
                    }
                }
                let mut out = vec![f64::NAN; oh * ow];
                untransform::<f64>(
                    &m,
                    count,
                    Some(0.5),
                    [oh, ow],
                    tiles[1],
                    rows.clone(),
                    &mut out,
                );
                for (r, ti) in rows.enumerate() {
                    for t in 0..tiles[1] {
                        let at = r * tiles[1] + t;
                        let expected = sandwich(&A_T, |i, j| m[(i * 6 + j) * count + at], &A_T);
                        for (k, e) in expected.iter().enumerate() {
                            let (y, z) = (4 * ti + k / 4, 4 * t + k % 4);
                            if y < oh && z < ow {
                                assert_eq!(
                                    out[y * ow + z],
                                    e + 0.5,
                                    "{width} out {h}x{w} at {y},{z}"
                                );
                            }
                        }
                    }
                }
            }
        });
    }
}

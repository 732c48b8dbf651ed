//! The tile transforms of Winograd's F(2x2, 3x3) (`winograd`, `winograd_weights`), a chunk
//! of `L` tiles of a tile row at a time in fixed-size arrays, which the compiler keeps in
//! vector registers (`L` = 16, 8, 4 or 1: the widest that fits the row).
//!
//! The rule that keeps every chunk full: the last chunk of a row is moved back to end at the
//! row's last tile, overlapping the one before it. Every value a chunk writes is a function of
//! its inputs alone, so the tiles written twice are written with the same bits.
//!
//! The padded planes the input transform reads keep each row's even columns, then its odd
//! ones (`[even | odd]`, `n + 1` each for `n` tiles across): a tile's four columns are then
//! two neighbours in each half, read as whole chunks.

use crate::kernel::wide::with_wide_vectors;
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

/// The first tile of each chunk of `L` over `n >= L` tiles: `0, L, 2L, ..`, and `n - L` when
/// `L` does not divide `n`.
#[inline(always)]
pub(super) fn chunk_starts<const L: usize>(n: usize) -> impl Iterator<Item = usize> {
    (0..n / L)
        .map(|k| k * L)
        .chain((!n.is_multiple_of(L)).then(|| n - L))
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

/// The even and the odd columns of tiles `t0..t0 + L` of `row` (columns `2 t0..2 (t0 + L)`),
/// 0 past its end.
#[inline(always)]
fn load_pairs<T: crate::Element, const L: usize>(row: &[T], t0: usize) -> ([T; L], [T; L]) {
    let columns = (2 * t0)..(2 * (t0 + L)).min(row.len());
    if columns.len() == 2 * L {
        return deinterleave(&row[columns]);
    }
    let mut pairs = [T::zero(); 32];
    pairs[..columns.len()].copy_from_slice(&row[columns]);
    deinterleave(&pairs[..2 * L])
}

/// The even and the odd elements of `pairs` (`2 L` long).
#[inline(always)]
fn deinterleave<T: Copy, const L: usize>(pairs: &[T]) -> ([T; L], [T; L]) {
    let pairs = &pairs[..2 * L];
    let (mut even, mut odd) = ([pairs[0]; L], [pairs[0]; L]);
    for k in 0..L {
        (even[k], odd[k]) = (pairs[2 * k], pairs[2 * k + 1]);
    }
    (even, odd)
}

/// Writes `even` and `odd` into the even and the odd columns of tiles `t0..t0 + L` of `row`,
/// up to its end.
#[inline(always)]
fn store_pairs<T: Copy, const L: usize>(row: &mut [T], t0: usize, even: [T; L], odd: [T; L]) {
    let columns = (2 * t0)..(2 * (t0 + L)).min(row.len());
    match columns.len() == 2 * L {
        true => {
            let pairs = &mut row[2 * t0..][..2 * L];
            for k in 0..L {
                (pairs[2 * k], pairs[2 * k + 1]) = (even[k], odd[k]);
            }
        }
        false => {
            for (i, column) in columns.enumerate() {
                row[column] = if i % 2 == 0 { even[i / 2] } else { odd[i / 2] };
            }
        }
    }
}

/// Writes the `channels` planes of `x` (`[h, w]` each) inside `padded`'s zero border (`pad`
/// before, and after up to whole tiles: `2 * tiles + 2` rows and columns), each row as its
/// even columns then its odd ones. No image writes the border.
pub(super) fn fill_padded<T: Copy>(
    x: &[T],
    channels: usize,
    [h, w]: [usize; 2],
    [ph, pw]: [usize; 2],
    tiles: [usize; 2],
    padded: &mut [T],
) {
    let half = tiles[1] + 1;
    let plane = (2 * tiles[0] + 2) * 2 * half;
    if w == 0 {
        return;
    }
    with_wide_vectors(
        #[inline(always)]
        || {
            for c in 0..channels {
                for y in 0..h {
                    let row = &mut padded[c * plane + (ph + y) * 2 * half..][..2 * half];
                    let (even, odd) = row.split_at_mut(half);
                    split_columns(&x[(c * h + y) * w..][..w], pw, even, odd);
                }
            }
        },
    )
}

/// Writes column `pw + i` of a row into `even` or `odd` (at its half) for each element `i`
/// of `source`.
#[inline(always)]
fn split_columns<T: Copy>(mut source: &[T], pw: usize, even: &mut [T], odd: &mut [T]) {
    let mut first = pw / 2;
    if !pw.is_multiple_of(2) {
        odd[first] = source[0];
        source = &source[1..];
        first += 1;
    }
    let (even, odd) = (&mut even[first..], &mut odd[first..]);
    let mut chunks = source.chunks_exact(32);
    for (k, chunk) in (&mut chunks).enumerate() {
        let (e, o) = deinterleave::<T, 16>(chunk);
        store(even, 16 * k, e);
        store(odd, 16 * k, o);
    }
    let done = source.len() / 32 * 16;
    let mut pairs = chunks.remainder().chunks_exact(2);
    for (k, pair) in (&mut pairs).enumerate() {
        (even[done + k], odd[done + k]) = (pair[0], pair[1]);
    }
    if let [last] = pairs.remainder() {
        even[source.len() / 2] = *last;
    }
}

/// `v[p][c][t] = (Bᵀ d B)[p]` for the 4x4 tile `d` of plane `c` (of `padded`, from
/// [`fill_padded`]) under each tile `t` of tile rows `rows` (numbered from the block's
/// first; `v`'s planes `count` long), `Bᵀ`'s rows being (1, 0, -1, 0), (0, 1, 1, 0), (0, -1,
/// 1, 0), (0, 1, 0, -1).
#[inline(always)]
pub(super) fn transform_tiles<T: crate::Element>(
    padded: &[T],
    channels: usize,
    tiles: [usize; 2],
    rows: Range<usize>,
    v: &mut [T],
) {
    by_lanes!(
        tiles[1],
        transform_tiles_in::<T>(padded, channels, tiles, rows, v)
    )
}

#[inline(always)]
#[allow(clippy::needless_range_loop)] // `b` picks one column of each of four rows
fn transform_tiles_in<const L: usize, T: crate::Element>(
    padded: &[T],
    channels: usize,
    tiles: [usize; 2],
    rows: Range<usize>,
    v: &mut [T],
) {
    let (n, half) = (tiles[1], tiles[1] + 1);
    let plane = (2 * tiles[0] + 2) * 2 * half;
    let count = rows.len() * n;
    for c in 0..channels {
        for (r, ti) in rows.clone().enumerate() {
            let line = |i: usize| &padded[c * plane + (2 * ti + i) * 2 * half..][..2 * half];
            for t0 in chunk_starts::<L>(n) {
                // One column `b` of `d B` at a time (along each of the tile's four rows),
                // then `Bᵀ` across the rows: four values live, not sixteen.
                for b in 0..4 {
                    let mut e = [[T::zero(); L]; 4];
                    for (i, e) in e.iter_mut().enumerate() {
                        let (even, odd) = line(i).split_at(half);
                        let (x, y) = match b {
                            0 | 2 => (load::<T, L>(even, t0), load::<T, L>(even, t0 + 1)),
                            _ => (load::<T, L>(odd, t0), load::<T, L>(odd, t0 + 1)),
                        };
                        *e = match b {
                            0 => lanes(x, y, |a, b| a - b),
                            1 => lanes(x, load(even, t0 + 1), |a, b| a + b),
                            2 => lanes(y, load(odd, t0), |a, b| a - b),
                            _ => lanes(x, y, |a, b| a - b),
                        };
                    }
                    let at = |a: usize| ((a * 4 + b) * channels + c) * count + r * n + t0;
                    store(v, at(0), lanes(e[0], e[2], |a, b| a - b));
                    store(v, at(1), lanes(e[1], e[2], |a, b| a + b));
                    store(v, at(2), lanes(e[2], e[1], |a, b| a - b));
                    store(v, at(3), lanes(e[1], e[3], |a, b| a - b));
                }
            }
        }
    }
}

/// One output channel's tiles of tile rows `rows` from its products (`m[p * stride + t]` for
/// position `p` and tile `t` of the block, `across` tiles a row): `Aᵀ m A + bias`, `Aᵀ`'s
/// rows being (1, 1, 1, 0) and (0, 1, -1, -1), written where they lie inside the `[oh, ow]`
/// output `line`.
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
    by_lanes!(
        across,
        untransform_in::<T>(m, stride, bias, out, across, rows, line)
    )
}

#[inline(always)]
#[allow(clippy::too_many_arguments)]
#[allow(clippy::needless_range_loop)] // `b` picks one column of each of two rows
fn untransform_in<const L: usize, T: crate::kernel::MatmulElement>(
    m: &[T::Accumulator],
    stride: usize,
    bias: Option<T::Accumulator>,
    [oh, ow]: [usize; 2],
    n: usize,
    rows: Range<usize>,
    line: &mut [T],
) {
    let biased = |v: T::Accumulator| T::from_accumulator(bias.map_or(v, |b| v + b));
    for (r, ti) in rows.enumerate() {
        for t0 in chunk_starts::<L>(n) {
            // Both rows of `Aᵀ` down each of the tile's columns: `s[a][b]`, eight values live.
            let zero = <T::Accumulator as num_traits::Zero>::zero();
            let mut s = [[[zero; L]; 4]; 2];
            for b in 0..4 {
                let at = |i: usize| load::<T::Accumulator, L>(m, (i * 4 + b) * stride + r * n + t0);
                let (x0, x1, x2, x3) = (at(0), at(1), at(2), at(3));
                s[0][b] = lanes(lanes(x0, x1, |x, y| x + y), x2, |x, y| x + y);
                s[1][b] = lanes(lanes(x1, x2, |x, y| x - y), x3, |x, y| x - y);
            }
            for (a, s) in s.iter().enumerate() {
                let y = 2 * ti + a;
                if y >= oh {
                    continue;
                }
                // Along the row.
                let (mut even, mut odd) = ([T::zero(); L], [T::zero(); L]);
                for k in 0..L {
                    even[k] = biased(s[0][k] + s[1][k] + s[2][k]);
                    odd[k] = biased(s[1][k] - s[2][k] - s[3][k]);
                }
                store_pairs(&mut line[y * ow..][..ow], t0, even, odd);
            }
        }
    }
}

/// `out[p][o][t] = (A gY Aᵀ)[p]` for the 2x2 tile of output gradient `gy` (`outs` channels
/// of `[oh, ow]`; 0 past its edges) of each tile `t` of tile rows `rows`, `A`'s rows being
/// (1, 0), (1, 1), (1, -1), (0, -1): along each of a tile's two rows, then across them.
#[inline(always)]
pub(super) fn transform_gradient<T: crate::Element>(
    gy: &[T],
    outs: usize,
    size: [usize; 2],
    across: usize,
    rows: Range<usize>,
    out: &mut [T],
) {
    by_lanes!(
        across,
        transform_gradient_in::<T>(gy, outs, size, across, rows, out)
    )
}

#[inline(always)]
#[allow(clippy::needless_range_loop)] // `j` picks one column of each of two rows
fn transform_gradient_in<const L: usize, T: crate::Element>(
    gy: &[T],
    outs: usize,
    [oh, ow]: [usize; 2],
    n: usize,
    rows: Range<usize>,
    out: &mut [T],
) {
    let count = rows.len() * n;
    let zero = T::zero();
    for o in 0..outs {
        for (r, ti) in rows.clone().enumerate() {
            for t0 in chunk_starts::<L>(n) {
                // The tile's two rows, each as its even and odd columns (0 past the edges).
                let mut f = [[[zero; L]; 4]; 2];
                for (a, f) in f.iter_mut().enumerate() {
                    let y = 2 * ti + a;
                    let (even, odd) = match y < oh {
                        true => load_pairs(&gy[(o * oh + y) * ow..][..ow], t0),
                        false => ([zero; L], [zero; L]),
                    };
                    *f = [
                        even,
                        lanes(even, odd, |e, o| e + o),
                        lanes(even, odd, |e, o| e - o),
                        lanes(even, odd, |_, o| zero - o),
                    ];
                }
                for j in 0..4 {
                    let at = |i: usize| ((i * 4 + j) * outs + o) * count + r * n + t0;
                    store(out, at(0), f[0][j]);
                    store(out, at(1), lanes(f[0][j], f[1][j], |a, b| a + b));
                    store(out, at(2), lanes(f[0][j], f[1][j], |a, b| a - b));
                    store(out, at(3), lanes(f[0][j], f[1][j], |_, b| zero - b));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{fill_padded, transform_gradient, transform_tiles, untransform};
    use crate::kernel::wide::{BASELINE_ONLY, FLAGS, NO_AVX512};
    use std::sync::atomic::Ordering;

    const B_T: [[f64; 4]; 4] = [
        [1.0, 0.0, -1.0, 0.0],
        [0.0, 1.0, 1.0, 0.0],
        [0.0, -1.0, 1.0, 0.0],
        [0.0, 1.0, 0.0, -1.0],
    ];
    const A_T: [[f64; 4]; 2] = [[1.0, 1.0, 1.0, 0.0], [0.0, 1.0, -1.0, -1.0]];

    /// `L d Rᵀ` (row by row) for the 4x4 `d` given by `at(i, j)`.
    fn sandwich(l: &[[f64; 4]], at: impl Fn(usize, usize) -> f64, r: &[[f64; 4]]) -> Vec<f64> {
        let inner = |i: usize, j: usize| (0..4).map(|k| l[i][k] * at(k, j)).sum::<f64>();
        let mut out = Vec::new();
        for i in 0..l.len() {
            for row in r {
                out.push((0..4).map(|k| inner(i, k) * row[k]).sum());
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

    /// Every width of row (tiles across 1 to 40: each chunk width, whole and with the last
    /// chunk moved back), odd and even sizes and paddings, and a block that starts past the
    /// first tile row: the input tiles' transform against `Bᵀ d B` of the padded image's
    /// tiles, and the output's and the gradient's against `Aᵀ m A` and `A gY Aᵀ`.
    #[test]
    fn transforms_match_the_matrices_on_every_width_and_row_length() {
        on_every_width(|width| {
            for (h, w, ph, pw) in [(3, 1, 1, 1), (5, 2, 0, 0), (4, 7, 2, 1), (6, 30, 1, 2)]
                .into_iter()
                .chain((31..=80).step_by(7).map(|w| (5, w, 1, 1)))
            {
                let (oh, ow): (usize, usize) = (h + 2 * ph - 2, w + 2 * pw - 2);
                let tiles = [oh.div_ceil(2), ow.div_ceil(2)];
                let channels = 2;
                let x: Vec<f64> = (0..channels * h * w).map(value).collect();
                let pixel =
                    |c: usize, y: usize, z: usize| match (y.checked_sub(ph), z.checked_sub(pw)) {
                        (Some(y), Some(z)) if y < h && z < w => x[(c * h + y) * w + z],
                        _ => 0.0,
                    };
                let width_ = 2 * tiles[1] + 2;
                let mut padded = vec![0.0; channels * (2 * tiles[0] + 2) * width_];
                fill_padded(&x, channels, [h, w], [ph, pw], tiles, &mut padded);
                let rows = 1.min(tiles[0] - 1)..tiles[0];
                let count = rows.len() * tiles[1];
                let mut v = vec![f64::NAN; 16 * channels * count];
                transform_tiles(&padded, channels, tiles, rows.clone(), &mut v);
                let mut m = vec![f64::NAN; 16 * count];
                let mut gy_tiles = vec![f64::NAN; 16 * count];
                let gy: Vec<f64> = (0..oh * ow).map(|i| value(i + 5)).collect();
                transform_gradient(&gy, 1, [oh, ow], tiles[1], rows.clone(), &mut gy_tiles);
                for (r, ti) in rows.clone().enumerate() {
                    for t in 0..tiles[1] {
                        let at = r * tiles[1] + t;
                        for c in 0..channels {
                            let d = |i: usize, j: usize| pixel(c, 2 * ti + i, 2 * t + j);
                            let expected = sandwich(&B_T, d, &B_T);
                            for p in 0..16 {
                                let got = v[(p * channels + c) * count + at];
                                assert_eq!(
                                    got, expected[p],
                                    "{width} {h}x{w} c {c} tile {ti},{t} p {p}"
                                );
                            }
                        }
                        for p in 0..16 {
                            m[p * count + at] = value(p * 31 + at);
                        }
                        let g = |i: usize, j: usize| match (2 * ti + i, 2 * t + j) {
                            (y, z) if i < 2 && j < 2 && y < oh && z < ow => gy[y * ow + z],
                            _ => 0.0,
                        };
                        // `A gY Aᵀ` is `(Aᵀ)ᵀ gY Aᵀ`: A's rows are Aᵀ's columns.
                        let a: Vec<[f64; 4]> =
                            (0..4).map(|i| [A_T[0][i], A_T[1][i], 0.0, 0.0]).collect();
                        let expected = sandwich(&a, g, &a);
                        for p in 0..16 {
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
                        let expected = sandwich(&A_T, |i, j| m[(i * 4 + j) * count + at], &A_T);
                        for (k, e) in expected.iter().enumerate() {
                            let (y, z) = (2 * ti + k / 2, 2 * t + k % 2);
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

//! The source lines of the next block of `a` that the packed kernel will pack, asked for
//! into L2 a few at a time by the tile loops that run before it, so that the packing finds
//! them there instead of in memory: read cold, packing a block took about twice as long as
//! read from L2, in a pass with nothing to overlap it (BENCHMARKS.md, "AVX-512 matrix
//! products").

use super::super::operand::Matrix;
use core::arch::x86_64::{_mm_prefetch, _MM_HINT_T1};

/// Bytes per cache line on the targets this kernel tunes for.
const LINE: usize = 64;

/// A walk over the lines of a block of `a`: runs of contiguous values (rows of `a`, or its
/// columns when they are the contiguous axis), `span_stride` bytes apart, each covered by
/// `span_lines` lines (one more than its bytes need, for a start inside a line). Every line is
/// asked for by the tiles before the block: each tile's share, a line per turn of its loop,
/// and at its start what its turns cannot take.
/// It never dereferences its addresses: a prefetch is a hint, valid at any address.
pub(super) struct Ahead {
    /// The first byte of the current span.
    span: *const i8,
    /// Bytes between spans.
    span_stride: usize,
    span_lines: usize,
    /// Lines of the current span not yet asked for.
    left: usize,
    /// Lines of the whole block not yet asked for.
    lines: usize,
    /// Lines each tile may ask for: the block's lines spread over the tiles before it.
    per_tile: usize,
    /// Turns of each tile's loop.
    turns: usize,
    /// Lines the current tile may still ask for.
    budget: usize,
}

impl Ahead {
    /// The walk over `a[i0..i0 + height, k0..k0 + depth]`, spread over `tiles` tiles of
    /// `turns` turns each; empty when `height` or `depth` is 0 or neither axis of `a` is
    /// contiguous (a gathered block is read a value at a time, and its lines are not runs).
    pub(super) fn new<T>(
        a: Matrix<T>,
        [i0, height]: [usize; 2],
        [k0, depth]: [usize; 2],
        [tiles, turns]: [usize; 2],
    ) -> Self {
        let (start, span_stride, span_len, spans) = match (a.cols, a.rows) {
            _ if height == 0 || depth == 0 => (0, 0, 0, 0),
            (1, _) => (a.offset + i0 * a.rows + k0, a.rows, depth, height),
            (_, 1) => (a.offset + i0 + k0 * a.cols, a.cols, height, depth),
            _ => (0, 0, 0, 0),
        };
        let span_lines = (span_len * size_of::<T>()).div_ceil(LINE) + 1;
        let lines = spans * span_lines;
        let per_tile = lines.div_ceil(tiles.max(1));
        Ahead {
            span: a.data.as_ptr().wrapping_add(start).cast(),
            span_stride: span_stride * size_of::<T>(),
            span_lines,
            left: span_lines,
            lines,
            per_tile,
            turns,
            budget: 0,
        }
    }

    /// A walk that asks for nothing.
    pub(super) fn none() -> Self {
        Ahead {
            span: core::ptr::null(),
            span_stride: 0,
            span_lines: 1,
            left: 1,
            lines: 0,
            per_tile: 0,
            turns: 0,
            budget: 0,
        }
    }

    /// Called before each tile: its share of the lines, of which it asks at once for what
    /// its turns cannot take (rare: a short inner block).
    #[inline(always)]
    pub(super) fn next_tile(&mut self) {
        self.budget = self.per_tile;
        while self.budget > self.turns && self.lines > 0 {
            self.ask();
        }
    }

    /// Called once per turn of a tile's loop: asks for the next line, while the tile's share
    /// has any left. One line, not a loop: the call sits in the tile's loop.
    #[inline(always)]
    pub(super) fn turn(&mut self) {
        self.ask();
    }

    #[inline(always)]
    fn ask(&mut self) {
        if let Some(at) = self.next_line() {
            // SAFETY: a prefetch never faults nor reads into the program, whatever the
            // address; every x86-64 CPU has SSE.
            unsafe { _mm_prefetch::<_MM_HINT_T1>(at) };
        }
    }

    /// The next line's address, if the current tile's share has any left.
    #[inline(always)]
    fn next_line(&mut self) -> Option<*const i8> {
        if self.budget == 0 || self.lines == 0 {
            return None;
        }
        self.budget -= 1;
        self.lines -= 1;
        let at = self.span.wrapping_add((self.span_lines - self.left) * LINE);
        self.left -= 1;
        if self.left == 0 {
            self.left = self.span_lines;
            self.span = self.span.wrapping_add(self.span_stride);
        }
        Some(at)
    }
}

#[cfg(test)]
mod tests {
    use super::{Ahead, Matrix, LINE};

    /// `data` as a matrix from `offset` with `[row, column]` strides.
    fn matrix(data: &[f32], offset: usize, [rows, cols]: [usize; 2]) -> Matrix<'_, f32> {
        Matrix {
            data,
            offset,
            rows,
            cols,
        }
    }

    /// The address of line `n` of the walk over 8 rows of 32 values, 64 apart: three lines a
    /// row (two for the bytes, one more).
    fn nth_line(data: &[f32], n: usize) -> usize {
        data.as_ptr() as usize + n / 3 * 256 + n % 3 * LINE
    }

    /// Every address the walk gives in the turns of `tiles` tiles of `turns` turns each, in
    /// order (those asked for at a tile's start are not seen; `lines` counts them).
    fn walk(mut ahead: Ahead, tiles: usize, turns: usize) -> Vec<usize> {
        let mut lines = Vec::new();
        for _ in 0..tiles {
            ahead.next_tile();
            lines.extend(
                (0..turns)
                    .filter_map(|_| ahead.next_line())
                    .map(|p| p as usize),
            );
        }
        lines
    }

    /// The lines holding `a[i, k]` for the block, one per value, deduplicated.
    fn block_lines(a: Matrix<f32>, [i0, h]: [usize; 2], [k0, d]: [usize; 2]) -> Vec<usize> {
        let mut lines: Vec<usize> = (i0..i0 + h)
            .flat_map(|i| (k0..k0 + d).map(move |k| (i, k)))
            .map(|(i, k)| &a.data[a.offset + i * a.rows + k * a.cols] as *const f32 as usize)
            .map(|address| address / LINE * LINE)
            .collect();
        lines.sort_unstable();
        lines.dedup();
        lines
    }

    fn covers(walked: &[usize], needed: &[usize]) -> bool {
        needed
            .iter()
            .all(|line| walked.iter().any(|&at| at / LINE * LINE == *line))
    }

    #[test]
    fn rows_of_a_contiguous_are_walked_a_row_at_a_time() {
        let data = vec![0f32; 40 * 100 + 3];
        let a = matrix(&data, 3, [100, 1]);
        let walked = walk(Ahead::new(a, [10, 12], [37, 50], [4, 100]), 4, 100);
        // 50 values from anywhere in a line span at most 5 lines: 4 for the bytes, 1 more.
        assert_eq!(walked.len(), 12 * 5);
        assert!(covers(&walked, &block_lines(a, [10, 12], [37, 50])));
        // Row by row, each row's lines in order.
        let row = |i: usize| &data[3 + i * 100 + 37] as *const f32 as usize;
        assert_eq!(walked[0], row(10));
        assert_eq!(walked[4], row(10) + 4 * LINE);
        assert_eq!(walked[5], row(11));
    }

    #[test]
    fn columns_of_a_contiguous_are_walked_a_column_at_a_time() {
        let data = vec![0f32; 64 * 90];
        let a = matrix(&data, 0, [1, 90]);
        let walked = walk(Ahead::new(a, [20, 70], [5, 30], [3, 100]), 3, 100);
        assert_eq!(walked.len(), 30 * (70 * 4usize).div_ceil(LINE) + 30);
        assert!(covers(&walked, &block_lines(a, [20, 70], [5, 30])));
    }

    #[test]
    fn each_tile_asks_for_its_share_and_the_next_tile_goes_on_from_it() {
        let data = vec![0f32; 8 * 64];
        let a = matrix(&data, 0, [64, 1]);
        // 8 rows of 2 lines and one more each: 24 lines over 5 tiles, 5 a tile.
        let mut ahead = Ahead::new(a, [0, 8], [0, 32], [5, 9]);
        let mut asked = Vec::new();
        let per_tile: Vec<usize> = (0..6)
            .map(|_| {
                ahead.next_tile();
                let before = asked.len();
                asked.extend((0..9).filter_map(|_| ahead.next_line()).map(|p| p as usize));
                asked.len() - before
            })
            .collect();
        assert_eq!(per_tile, [5, 5, 5, 5, 4, 0]);
        assert_eq!(
            asked,
            (0..24).map(|n| nth_line(&data, n)).collect::<Vec<_>>()
        );
    }

    #[test]
    fn tiles_of_few_turns_ask_for_the_rest_of_their_share_at_their_start() {
        let data = vec![0f32; 8 * 64];
        let a = matrix(&data, 0, [64, 1]);
        // 24 lines over 2 tiles of 3 turns: 12 a tile, 9 of them at its start.
        let mut ahead = Ahead::new(a, [0, 8], [0, 32], [2, 3]);
        for tile in 0..2 {
            ahead.next_tile();
            assert_eq!((ahead.budget, ahead.lines), (3, 24 - 12 * tile - 9));
            let turns: Vec<usize> = (0..3)
                .filter_map(|_| ahead.next_line())
                .map(|p| p as usize)
                .collect();
            // Lines 9-11 of the tile's share, three lines a row of 256 bytes.
            let first = 12 * tile + 9;
            let expected: Vec<usize> = (first..first + 3).map(|n| nth_line(&data, n)).collect();
            assert_eq!(turns, expected);
        }
        assert_eq!(ahead.lines, 0);
        // Tiles of no turns (an inner block shorter than a turn) ask for everything at once.
        let mut at_once = Ahead::new(a, [0, 8], [0, 32], [2, 0]);
        at_once.next_tile();
        at_once.next_tile();
        assert_eq!(at_once.lines, 0);
    }

    #[test]
    fn empty_strided_and_absent_blocks_ask_for_nothing() {
        let data = vec![0f32; 64];
        let contiguous = matrix(&data, 0, [8, 1]);
        let strided = matrix(&data, 0, [16, 2]);
        let empty: [Ahead; 4] = [
            Ahead::new(contiguous, [8, 0], [0, 8], [3, 10]),
            Ahead::new(contiguous, [0, 8], [8, 0], [3, 10]),
            Ahead::new(strided, [0, 4], [0, 8], [3, 10]),
            Ahead::none(),
        ];
        for ahead in empty {
            assert!(walk(ahead, 3, 10).is_empty());
        }
    }

    #[test]
    fn a_broadcast_axis_walks_its_one_span_again() {
        // Stride 0 between rows: every row is the same 16 values; the walk only repeats
        // their lines, a hint asked for twice.
        let data = vec![0f32; 16];
        let a = matrix(&data, 0, [0, 1]);
        let walked = walk(Ahead::new(a, [0, 3], [0, 16], [1, 100]), 1, 100);
        assert_eq!(walked.len(), 3 * 2);
        assert_eq!(walked[..2], walked[2..4]);
    }
}

//! The panel kernel against a naive triple loop, through the batched `matmul` entry (so the
//! dispatch is tested too): row counts that fill tiles, leave balanced partial ones, and pass
//! the limit of rows it takes (narrow products, which it still takes); column counts with tails
//! of every kind for both types' panel widths; inner
//! axes of one step, a few, and across [`INNER_BLOCK`] (the pass that adds to `c`); lhs and
//! rhs layouts contiguous, transposed and stride-0; a lhs large enough for the tiles to walk
//! the next tile's rows.

use super::super::choose::on_each_family;
use super::super::choose::PANELS_NARROW_ROW_BYTES as NARROW_ROW_BYTES;
use super::super::choose::{choose_kernel, Choice, Cpu, ElementKind, Product};
use super::super::exact::{assert_every_layout, assert_every_rhs_layout};
use super::super::simd::Wide;
use super::super::MatmulElement;
use super::{INNER_BLOCK, LHS_BLOCK_BYTES, WALK_MIN_BYTES};

fn every_shape<T: Wide + MatmulElement + core::fmt::Debug>() {
    let rows_list = (1..=14).chain([17, 23, 36, 63, 64, 65, 100]);
    for rows in rows_list {
        for inner in [1, 7, INNER_BLOCK + 44] {
            // f32 panels are 16 wide in ymm and 32 in zmm, f64 panels half that: one column,
            // a part panel (narrower than a register, or wider: 13 is 8 + 5 for f64 in zmm),
            // whole panels, and whole panels with tails of 1, 6 or 7.
            for cols in [1, 7, 13, 16, 17, 33, 70] {
                assert_every_layout::<T>([rows, inner, cols]);
            }
        }
    }
}

#[test]
fn shapes_around_the_tiles_f32() {
    on_each_family(every_shape::<f32>);
}

#[test]
fn shapes_around_the_tiles_f64() {
    on_each_family(every_shape::<f64>);
}

/// The most rows a product wider than [`NARROW_ROW_BYTES`] may have and be taken.
fn max_rows<T>() -> usize {
    LHS_BLOCK_BYTES / (INNER_BLOCK * size_of::<T>())
}

/// The product of a contiguous `rows x inner` lhs by a contiguous `inner x cols` rhs of floats
/// of `bytes` bytes, as the kernel choice sees it.
fn contiguous([rows, inner, cols]: [usize; 3], bytes: usize) -> Product {
    Product {
        rows,
        inner,
        cols,
        a: [inner, 1],
        b: [cols, 1],
        element: ElementKind::Float(bytes),
    }
}

/// Products around the row limit: taken up to it when wide, past it when narrow, and past it
/// when wide by the packed kernel (the same values either way).
#[test]
fn products_around_the_row_limit() {
    on_each_family(around_the_row_limit);
}

fn around_the_row_limit() {
    let inner = INNER_BLOCK + 44;
    let narrow = NARROW_ROW_BYTES / size_of::<f32>();
    let wide = narrow + 3;
    let limit = max_rows::<f32>();
    for (rows, cols) in [(limit, wide), (limit + 1, wide), (limit + 1, narrow)] {
        let product = contiguous([rows, inner, cols], size_of::<f32>());
        let cpu = Cpu {
            avx2_fma: true,
            avx512f: false,
        };
        let taken = !matches!(choose_kernel(&product, cpu), Choice::PackedLarge(_));
        assert_eq!(taken, rows == limit || cols == narrow);
        assert_every_rhs_layout::<f32>([rows, inner, cols]);
    }
}

/// More columns than one column block holds (1024 f32 or 512 f64 columns over a whole inner
/// block): the later blocks write their own columns, with a part panel at the end.
#[test]
fn products_past_one_column_block() {
    on_each_family(|| {
        let (rows, inner) = (20, INNER_BLOCK + 3);
        assert_every_rhs_layout::<f32>([rows, inner, 1024 + 33]);
        assert_every_rhs_layout::<f64>([rows, inner, 512 + 9]);
    });
}

/// Products whose lhs (adjacent rows, one inner block) is larger than [`WALK_MIN_BYTES`], so
/// that each tile prefetches the next tile's rows as it goes, the last tile past the lhs's end:
/// the values are the product's.
#[test]
fn a_lhs_the_tiles_walk() {
    on_each_family(|| {
        walked::<f32>(70);
        walked::<f64>(30);
    });
}

/// A narrow product of `cols` columns over 64 inner steps whose lhs passes [`WALK_MIN_BYTES`].
fn walked<T: Wide + MatmulElement + core::fmt::Debug>(cols: usize) {
    let inner = 64;
    let rows = WALK_MIN_BYTES / (inner * size_of::<T>()) + 37;
    let product = contiguous([rows, inner, cols], size_of::<T>());
    for avx512f in [false, true] {
        let cpu = Cpu {
            avx2_fma: true,
            avx512f,
        };
        let choice = choose_kernel(&product, cpu);
        assert!(matches!(choice, Choice::PanelsNarrow(_)), "{choice:?}");
    }
    assert_every_rhs_layout::<T>([rows, inner, cols]);
}

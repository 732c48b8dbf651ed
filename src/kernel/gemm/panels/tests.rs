//! The panel kernel against a naive triple loop, through the batched `matmul` entry (so the
//! dispatch is tested too): row counts that fill tiles, leave balanced partial ones, and pass
//! the limit of [`takes`] (narrow products, which it still takes); column counts with tails
//! of every kind for both types' panel widths; inner
//! axes of one step, a few, and across [`INNER_BLOCK`] (the pass that adds to `c`); lhs and
//! rhs layouts contiguous, transposed and stride-0.

use super::super::exact::{assert_broadcast_product, lhs_layouts, rhs_layouts, values};
use super::super::simd::{self, on_each_family, Avx2, Avx512, Wide};
use super::super::{MatmulElement, Matrix};
use super::{gemm, takes, INNER_BLOCK, LHS_BLOCK_BYTES, NARROW_ROW_BYTES};
use core::mem::MaybeUninit;

fn every_shape<T: Wide + MatmulElement + core::fmt::Debug>() {
    let rows_list = (1..=14).chain([17, 23, 36, 63, 64, 65, 100]);
    for rows in rows_list {
        for inner in [1, 7, INNER_BLOCK + 44] {
            // f32 panels are 16 wide in ymm and 32 in zmm, f64 panels half that: one column,
            // a part panel, whole panels, and whole panels with tails of 1, 6 or 7.
            for cols in [1, 7, 16, 17, 33, 70] {
                for (b_data, b_s) in rhs_layouts::<T>(inner, cols) {
                    for (a_data, a_s) in lhs_layouts::<T>(rows, inner) {
                        let (a, b) = ((&a_data[..], a_s), (&b_data[..], b_s));
                        assert_broadcast_product(a, b, [rows, inner, cols]);
                    }
                }
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

/// Products around the row limit: taken up to it when wide, past it when narrow, and past it
/// when wide by the packed kernel (the same values either way).
#[test]
fn products_around_the_row_limit() {
    on_each_family(around_the_row_limit);
}

fn around_the_row_limit() {
    let inner = INNER_BLOCK + 44;
    let tile = simd::tile::<f32>().unwrap_or(16);
    let narrow = NARROW_ROW_BYTES / size_of::<f32>();
    let wide = narrow + 3;
    let limit = max_rows::<f32>();
    for (rows, cols) in [(limit, wide), (limit + 1, wide), (limit + 1, narrow)] {
        let taken = match tile {
            32 => takes::<f32, Avx512>(rows, cols),
            _ => takes::<f32, Avx2>(rows, cols),
        };
        assert_eq!(taken, rows == limit || cols == narrow);
        for (b_data, b_s) in rhs_layouts::<f32>(inner, cols) {
            let (a_data, a_s) = lhs_layouts::<f32>(rows, inner).swap_remove(0);
            let (a, b) = ((&a_data[..], a_s), (&b_data[..], b_s));
            assert_broadcast_product(a, b, [rows, inner, cols]);
        }
    }
}

/// Calls the kernel directly with a `rows x inner` lhs of column stride `a_cols` (row stride
/// `inner`) and a rhs of `cols` columns: whether it took the product, and what it wrote.
fn direct(rows: usize, inner: usize, a_cols: usize, cols: usize) -> (bool, Vec<f32>) {
    let a: Vec<f32> = values(rows * inner, 7);
    let b: Vec<f32> = values(inner * cols, 8);
    let a = Matrix {
        data: &a[..],
        offset: 0,
        rows: inner,
        cols: a_cols,
    };
    let b = Matrix {
        data: &b[..],
        offset: 0,
        rows: cols,
        cols: 1,
    };
    let mut c = vec![MaybeUninit::new(-1.0f32); rows * cols];
    let took = gemm(&mut c, cols, None, inner, a, b, [rows, cols]);
    // SAFETY: every slot was initialized above, and the kernel writes only values.
    let c = c.into_iter().map(|x| unsafe { x.assume_init() }).collect();
    (took, c)
}

#[test]
fn which_products_it_takes() {
    assert!(on_each_family(products_it_takes) > 0 || !is_x86_feature_detected!("avx2"));
}

fn products_it_takes() {
    let avx2_fma = simd::tile::<f32>().is_some();
    let (limit, wide, narrow) = (
        max_rows::<f32>(),
        NARROW_ROW_BYTES / size_of::<f32>() + 1,
        NARROW_ROW_BYTES / size_of::<f32>(),
    );
    assert_eq!(limit, 256);
    assert_eq!(direct(limit, 9, 1, wide).0, avx2_fma);
    // Narrow products, whatever their rows.
    assert_eq!(direct(limit + 1, 9, 1, narrow).0, avx2_fma);
    // One step of the inner axis reads a single column, whatever its stride.
    assert_eq!(direct(limit, 1, 0, wide).0, avx2_fma);
    // No rows: taken, every panel packed, nothing written.
    assert_eq!(direct(0, 300, 1, wide), (avx2_fma, vec![]));
    // Wide with more rows, no inner axis, or a lhs whose rows are strided or broadcast: not
    // taken, and `c` untouched.
    for (rows, inner, a_cols) in [(limit + 1, 9, 1), (4, 0, 1), (4, 9, 2), (4, 9, 0)] {
        let (took, c) = direct(rows, inner, a_cols, wide);
        assert!(!took);
        assert!(c.iter().all(|&x| x == -1.0));
    }
}

//! The few-rows kernel against a naive triple loop, through the batched `matmul` entry (so the
//! dispatch is tested too): every row count up to one past [`MAX_ROWS`], column counts on both
//! sides of [`MIN_COLS`] with and without tails, inner axes on both sides of [`MIN_INNER`] and
//! across [`INNER_BLOCK`], and lhs layouts that are contiguous, transposed and stride-0. The
//! values are small integers, so every sum is exact in both types and results compare with
//! `==`.

use super::super::choose::on_each_family;
use super::super::choose::{
    FEW_ROWS_MAX_ROWS as MAX_ROWS, FEW_ROWS_MIN_COLS as MIN_COLS, FEW_ROWS_MIN_INNER as MIN_INNER,
};
use super::super::exact::{
    assert_broadcast_product, lhs_layouts, operand, reference, values, Strides,
};
use super::super::simd::Wide;
use super::super::tests::dims;
use super::super::{matmul, MatmulElement};
use super::{INNER_BLOCK, STREAM_RHS_BYTES};

fn every_shape<T: Wide + MatmulElement + core::fmt::Debug>() {
    for rows in 1..=MAX_ROWS + 1 {
        // Below MIN_INNER (the packing path), at it, and across an inner block.
        for inner in [1, MIN_INNER, MIN_INNER + 1, INNER_BLOCK + 44] {
            // Below MIN_COLS (the packing path), whole tiles, and tails of 1, 7, 13 and 24 in
            // f32 zmm tiles (8 in ymm; 8 in f64 zmm tiles, a whole register and an empty one).
            for cols in [
                1,
                17,
                MIN_COLS,
                MIN_COLS + 1,
                MIN_COLS + 7,
                MIN_COLS + 13,
                MIN_COLS + 24,
            ] {
                // b: contiguous rows, one element of padding at the end of each.
                let b_s = Strides {
                    offset: 1,
                    rows: cols + 1,
                    cols: 1,
                };
                let b_data: Vec<T> = values(1 + inner * (cols + 1), 4);
                for (a_data, a_s) in lhs_layouts::<T>(rows, inner) {
                    let (a, b) = ((&a_data[..], a_s), (&b_data[..], b_s));
                    assert_broadcast_product(a, b, [rows, inner, cols]);
                }
            }
        }
    }
}

#[test]
fn every_row_count_f32() {
    on_each_family(every_shape::<f32>);
}

#[test]
fn every_row_count_f64() {
    on_each_family(every_shape::<f64>);
}

#[test]
fn a_large_inner_axis() {
    on_each_family(large_inner_axis);
}

fn large_inner_axis() {
    // Four inner blocks and a partial one; sums up to 4 * 4 * 1100, exact in f32.
    let (rows, inner, cols) = (5, 4 * INNER_BLOCK + 76, MIN_COLS + 5);
    let a: Vec<f32> = values(rows * inner, 5);
    let b: Vec<f32> = values(inner * cols, 6);
    let a_s = Strides::contiguous(inner);
    let b_s = Strides::contiguous(cols);
    let want = reference((&a[..], a_s), (&b[..], b_s), rows, inner, cols);
    let got = matmul(
        &dims(1, rows, inner, cols),
        operand(&a, a_s, 0),
        operand(&b, b_s, 0),
        None,
    )
    .unwrap();
    assert_eq!(&got[..], &want[..]);
}

#[test]
fn a_transposed_rhs_still_multiplies() {
    on_each_family(transposed_rhs);
}

fn transposed_rhs() {
    // b stored [cols, inner] and read transposed: column stride `inner`, the packing path.
    let (rows, inner, cols) = (3, MIN_INNER + 9, MIN_COLS + 3);
    let a: Vec<f64> = values(rows * inner, 9);
    let b: Vec<f64> = values(inner * cols, 10);
    let a_s = Strides::contiguous(inner);
    let b_s = Strides {
        offset: 0,
        rows: 1,
        cols: inner,
    };
    let want = reference((&a[..], a_s), (&b[..], b_s), rows, inner, cols);
    let got = matmul(
        &dims(1, rows, inner, cols),
        operand(&a, a_s, 0),
        operand(&b, b_s, 0),
        None,
    )
    .unwrap();
    assert_eq!(&got[..], &want[..]);
}

#[test]
fn a_rhs_beyond_l2_multiplies() {
    on_each_family(|| {
        rhs_beyond_l2::<f32>();
        rhs_beyond_l2::<f64>();
    });
}

/// A rhs of at least [`STREAM_RHS_BYTES`] (the tiles that ask for the next block's lines),
/// with a tail of columns and a partial inner block.
fn rhs_beyond_l2<T: Wide + MatmulElement + core::fmt::Debug>() {
    let cols = 8 * MIN_COLS + 5;
    let inner = STREAM_RHS_BYTES / (cols * size_of::<T>()) + 1;
    assert!(!inner.is_multiple_of(INNER_BLOCK));
    let b_s = Strides::contiguous(cols);
    let b_data: Vec<T> = values(inner * cols, 3);
    for rows in [1, 7, MAX_ROWS] {
        for (a_data, a_s) in lhs_layouts::<T>(rows, inner) {
            assert_broadcast_product((&a_data[..], a_s), (&b_data[..], b_s), [rows, inner, cols]);
        }
    }
}

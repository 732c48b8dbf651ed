//! The kernel's edges, below the tensor API: offsets, stride 0, strided columns, empty
//! products, and the reach check that keeps the raw-pointer kernels sound.

use super::product::fold_batch;
use super::*;
use crate::limits::MAX_RANK;

pub(super) fn operand(
    data: &[f32],
    offset: usize,
    batch_stride: usize,
    row: usize,
    col: usize,
) -> GemmOperand<'_, f32> {
    let mut batch_strides = [0; MAX_RANK];
    batch_strides[0] = batch_stride;
    GemmOperand {
        data,
        offset,
        batch_strides,
        row_stride: row,
        col_stride: col,
    }
}

/// One batch axis of `batch` items of `[rows, inner] x [inner, cols]`.
pub(super) fn dims(batch: usize, rows: usize, inner: usize, cols: usize) -> GemmDims {
    let mut b = [0; MAX_RANK];
    b[0] = batch;
    GemmDims {
        batch: b,
        batch_rank: 1,
        rows,
        inner,
        cols,
    }
}

#[test]
fn strided_stride_zero_and_offset_operands() {
    // a: 2 items of 2x3 at offset 1, the second item 6 further on; b: one 3x2 matrix
    // stored transposed (column stride 3), stride 0 over the batch.
    let a_data: Vec<f32> = (0..13).map(|x| x as f32).collect();
    let b_data: Vec<f32> = (0..6).map(|x| x as f32).collect();
    let a = operand(&a_data, 1, 6, 3, 1);
    let b = operand(&b_data, 0, 0, 1, 3);
    let out = matmul(&dims(2, 2, 3, 2), a, b, None).unwrap();
    // b = [[0, 3], [1, 4], [2, 5]]; a item 0 = [[1, 2, 3], [4, 5, 6]].
    assert_eq!(&out[..4], [8., 26., 17., 62.]);
    // item 1 = [[7, 8, 9], [10, 11, 12]].
    assert_eq!(&out[4..], [26., 98., 35., 134.]);
}

#[test]
fn empty_products_touch_nothing() {
    let data = [1.0f32];
    // Zero items, zero rows, zero columns: an empty output, operands never read.
    for d in [dims(0, 2, 2, 2), dims(1, 0, 5, 2), dims(1, 2, 5, 0)] {
        let out = matmul(
            &d,
            operand(&data, 7, 9, 9, 9),
            operand(&data, 7, 9, 9, 9),
            None,
        )
        .unwrap();
        assert!(out.is_empty());
    }
    // No inner axis: zeros, operands never read.
    let out = matmul(
        &dims(1, 2, 0, 2),
        operand(&data, 7, 9, 9, 9),
        operand(&data, 7, 9, 9, 9),
        None,
    )
    .unwrap();
    assert_eq!(&out[..], [0.0; 4]);
}

#[test]
#[should_panic(expected = "matmul operand reaches past its storage")]
fn an_operand_past_its_storage_panics() {
    let data = [0.0f32; 5];
    let a = operand(&data, 0, 0, 2, 1);
    let _ = matmul(&dims(1, 3, 2, 1), a, operand(&data, 0, 0, 1, 0), None).unwrap();
}

#[test]
#[should_panic(expected = "matmul operand reaches past its storage")]
fn a_stride_that_overflows_panics() {
    let data = [0.0f32; 5];
    let a = operand(&data, 0, 0, usize::MAX / 2, 1);
    let _ = matmul(&dims(1, 3, 2, 1), a, operand(&data, 0, 0, 1, 0), None).unwrap();
}

#[test]
fn integer_kernel_with_strided_columns() {
    let a_data: Vec<i32> = (1..=6).collect();
    let b_data: Vec<i32> = (1..=6).collect();
    // a = [[1, 2, 3], [4, 5, 6]]; b read transposed: [[1, 4], [2, 5], [3, 6]].
    let a = GemmOperand {
        data: &a_data[..],
        offset: 0,
        batch_strides: [0; MAX_RANK],
        row_stride: 3,
        col_stride: 1,
    };
    let b = GemmOperand {
        data: &b_data[..],
        offset: 0,
        batch_strides: [0; MAX_RANK],
        row_stride: 1,
        col_stride: 3,
    };
    let out = matmul(&dims(1, 2, 3, 2), a, b, None).unwrap();
    assert_eq!(&out[..], [14, 32, 32, 77]);
}

/// Two batch axes of `batch` items of `[rows, inner] x [inner, cols]`.
fn dims2(batch: [usize; 2], rows: usize, inner: usize, cols: usize) -> GemmDims {
    let mut d = dims(batch[0], rows, inner, cols);
    d.batch[1] = batch[1];
    d.batch_rank = 2;
    d
}

#[test]
fn batches_fold_into_rows_only_when_they_lie_in_order() {
    let data = [0.0f32; 1];
    let with = |batch_strides: [usize; 2], row, col| GemmOperand {
        data: &data,
        offset: 0,
        batch_strides: {
            let mut s = [0; MAX_RANK];
            s[..2].copy_from_slice(&batch_strides);
            s
        },
        row_stride: row,
        col_stride: col,
    };
    let rhs = with([0, 0], 7, 1);
    // [2, 3] items of 5 rows of 7, one after another: 30 rows.
    let d = dims2([2, 3], 5, 7, 4);
    let (folded, a) = fold_batch(&d, &with([105, 35], 7, 1), &rhs).expect("folds");
    assert_eq!((folded.batch_rank, folded.rows, a.row_stride), (0, 30, 7));
    // An axis of one item folds whatever its stride; strided columns fold too (only the
    // rows' stride matters).
    assert!(fold_batch(&dims2([1, 3], 5, 7, 4), &with([999, 35], 7, 1), &rhs).is_some());
    assert!(fold_batch(&d, &with([105, 35], 7, 5), &rhs).is_some());
    // A gap between items, items out of order, a lhs broadcast over items, a rhs per item,
    // or items of one row: each item stays a product of its own.
    assert!(fold_batch(&d, &with([108, 36], 7, 1), &rhs).is_none());
    assert!(fold_batch(&d, &with([35, 70], 7, 1), &rhs).is_none());
    assert!(fold_batch(&d, &with([0, 35], 7, 1), &rhs).is_none());
    assert!(fold_batch(&d, &with([105, 35], 7, 1), &with([0, 28], 4, 1)).is_none());
    assert!(fold_batch(&dims2([2, 3], 1, 7, 4), &with([21, 7], 7, 1), &rhs).is_none());
}

#[test]
fn a_folded_batch_is_each_items_product() {
    // 4 items of 40 rows: 160 rows folded (the packed kernel where the CPU has it), 40 each
    // otherwise; small integers, so every kernel's sums are exact.
    let (items, rows, inner, cols) = (4, 40, 37, 70);
    let a_data: Vec<f32> = (0..items * rows * inner)
        .map(|i| (i % 7) as f32 - 3.0)
        .collect();
    let b_data: Vec<f32> = (0..inner * cols).map(|i| (i % 5) as f32 - 2.0).collect();
    let bias: Vec<f32> = (0..cols).map(|j| j as f32).collect();
    let a = operand(&a_data, 0, rows * inner, inner, 1);
    let b = operand(&b_data, 0, 0, cols, 1);
    let d = dims(items, rows, inner, cols);
    assert!(fold_batch(&d, &a, &b).is_some());
    let out = matmul(&d, a, b, Some(&bias)).unwrap();
    for (i, got) in out.iter().enumerate() {
        let (row, col) = (i / cols, i % cols);
        let want: f32 = (0..inner)
            .map(|k| a_data[row * inner + k] * b_data[k * cols + col])
            .sum::<f32>()
            + bias[col];
        assert_eq!(*got, want, "row {row} col {col}");
    }
}

//! The kernel's edges, below the tensor API: offsets, stride 0, strided columns, empty
//! products, and the reach check that keeps the raw-pointer kernels sound.

use super::*;

fn operand(
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
    let out = matmul(&dims(2, 2, 3, 2), a, b, None);
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
        );
        assert!(out.is_empty());
    }
    // No inner axis: zeros, operands never read.
    let out = matmul(
        &dims(1, 2, 0, 2),
        operand(&data, 7, 9, 9, 9),
        operand(&data, 7, 9, 9, 9),
        None,
    );
    assert_eq!(&out[..], [0.0; 4]);
}

#[test]
#[should_panic(expected = "matmul operand reaches past its storage")]
fn an_operand_past_its_storage_panics() {
    let data = [0.0f32; 5];
    let a = operand(&data, 0, 0, 2, 1);
    let _ = matmul(&dims(1, 3, 2, 1), a, operand(&data, 0, 0, 1, 0), None);
}

#[test]
#[should_panic(expected = "matmul operand reaches past its storage")]
fn a_stride_that_overflows_panics() {
    let data = [0.0f32; 5];
    let a = operand(&data, 0, 0, usize::MAX / 2, 1);
    let _ = matmul(&dims(1, 3, 2, 1), a, operand(&data, 0, 0, 1, 0), None);
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
    let out = matmul(&dims(1, 2, 3, 2), a, b, None);
    assert_eq!(&out[..], [14, 32, 32, 77]);
}

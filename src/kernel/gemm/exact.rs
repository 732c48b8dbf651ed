//! Operands for the float kernels' tests: small integer values, so every sum is exact in
//! `f32` and `f64` and results compare with `==`, strided layouts, and a by-definition
//! reference product.

use super::simd::Wide;
use super::tests::dims;
use super::{matmul, GemmOperand, MatmulElement};
use crate::limits::MAX_RANK;

/// Element `[i, j]` of a strided matrix: `data[offset + i * rows + j * cols]`.
#[derive(Clone, Copy)]
pub(super) struct Strides {
    pub(super) offset: usize,
    pub(super) rows: usize,
    pub(super) cols: usize,
}

impl Strides {
    /// Rows of `row_len` elements one after another, from the start of the data.
    pub(super) fn contiguous(row_len: usize) -> Strides {
        Strides {
            offset: 0,
            rows: row_len,
            cols: 1,
        }
    }
}

pub(super) fn operand<T>(data: &[T], s: Strides, batch_stride: usize) -> GemmOperand<'_, T> {
    let mut batch_strides = [0; MAX_RANK];
    batch_strides[0] = batch_stride;
    GemmOperand {
        data,
        offset: s.offset,
        batch_strides,
        row_stride: s.rows,
        col_stride: s.cols,
    }
}

/// Small integers in -3..=4, scrambled (a multiplicative hash of the index and the seed).
pub(super) fn values<T: Wide>(len: usize, seed: usize) -> Vec<T> {
    (0..len as u64)
        .map(|i| {
            let h = (i + ((seed as u64) << 32)).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 61;
            T::from(h as i32 - 3).unwrap()
        })
        .collect()
}

/// `a · b` by definition, row-major.
pub(super) fn reference<T: Wide>(
    a: (&[T], Strides),
    b: (&[T], Strides),
    rows: usize,
    inner: usize,
    cols: usize,
) -> Vec<T> {
    let at =
        |(data, s): (&[T], Strides), i: usize, j: usize| data[s.offset + i * s.rows + j * s.cols];
    let mut out = Vec::with_capacity(rows * cols);
    for i in 0..rows {
        for j in 0..cols {
            out.push((0..inner).fold(T::zero(), |acc, k| acc + at(a, i, k) * at(b, k, j)));
        }
    }
    out
}

/// The lhs layouts: contiguous at an offset, transposed storage, and stride 0 along the rows
/// (every row the same). Each returns the storage and the strides of a `rows x inner` view.
pub(super) fn lhs_layouts<T: Wide>(rows: usize, inner: usize) -> Vec<(Vec<T>, Strides)> {
    vec![
        (
            values(3 + rows * inner, 1),
            Strides {
                offset: 3,
                rows: inner,
                cols: 1,
            },
        ),
        (
            values(rows * inner, 2),
            Strides {
                offset: 0,
                rows: 1,
                cols: rows,
            },
        ),
        (
            values(inner, 3),
            Strides {
                offset: 0,
                rows: 0,
                cols: 1,
            },
        ),
    ]
}

/// The rhs layouts of a `inner x cols` view: rows contiguous with a padding element after
/// each, and transposed storage (the packing gathers each panel row).
pub(super) fn rhs_layouts<T: Wide>(inner: usize, cols: usize) -> Vec<(Vec<T>, Strides)> {
    vec![
        (
            values(1 + inner * (cols + 1), 4),
            Strides {
                offset: 1,
                rows: cols + 1,
                cols: 1,
            },
        ),
        (
            values(inner * cols, 5),
            Strides {
                offset: 0,
                rows: 1,
                cols: inner,
            },
        ),
    ]
}

/// Asserts that `matmul` gives the reference product of the `rows x inner` view `a` and the
/// `inner x cols` view `b`, over two batch items along which both are broadcast (batch stride
/// 0), so that both items of the result equal it.
pub(super) fn assert_broadcast_product<T: Wide + MatmulElement + core::fmt::Debug>(
    a: (&[T], Strides),
    b: (&[T], Strides),
    [rows, inner, cols]: [usize; 3],
) {
    let want = reference(a, b, rows, inner, cols);
    let got = matmul(
        &dims(2, rows, inner, cols),
        operand(a.0, a.1, 0),
        operand(b.0, b.1, 0),
        None,
    )
    .unwrap();
    assert_eq!(&got[..rows * cols], &want[..], "{rows}x{inner}x{cols}");
    assert_eq!(&got[rows * cols..], &want[..], "{rows}x{inner}x{cols}");
}

/// [`assert_broadcast_product`] of a `rows x inner` by `inner x cols` product for every lhs
/// layout by every rhs layout.
pub(super) fn assert_every_layout<T: Wide + MatmulElement + core::fmt::Debug>(dims: [usize; 3]) {
    let [rows, inner, cols] = dims;
    for (b_data, b_s) in rhs_layouts::<T>(inner, cols) {
        for (a_data, a_s) in lhs_layouts::<T>(rows, inner) {
            assert_broadcast_product((&a_data[..], a_s), (&b_data[..], b_s), dims);
        }
    }
}

/// [`assert_broadcast_product`] of a `rows x inner` by `inner x cols` product for the
/// contiguous lhs (the first of [`lhs_layouts`]) by every rhs layout.
pub(super) fn assert_every_rhs_layout<T: Wide + MatmulElement + core::fmt::Debug>(
    dims: [usize; 3],
) {
    let [rows, inner, cols] = dims;
    let (a_data, a_s) = lhs_layouts::<T>(rows, inner).swap_remove(0);
    for (b_data, b_s) in rhs_layouts::<T>(inner, cols) {
        assert_broadcast_product((&a_data[..], a_s), (&b_data[..], b_s), dims);
    }
}

//! The kernel choice for representative products: the attention, MLP and square cases,
//! transposed and broadcast operands, vectors, size-0 and size-1 dims, each rule's limits, and
//! the registers; then the choice made from batched operands (stride-0 batch axes, strides
//! from a tensor's operand).

use super::super::product::choice;
use super::super::simd::{Avx2, Simd};
use super::super::tests::dims;
use super::super::{GemmOperand, OperandForm};
use super::*;
use crate::kernel::tests::operand;
use crate::limits::MAX_RANK;
use Registers::{Ymm, Zmm};

const AVX2: Cpu = Cpu {
    avx2_fma: true,
    avx512f: false,
};
const AVX512: Cpu = Cpu {
    avx2_fma: true,
    avx512f: true,
};
const NO_SIMD: Cpu = Cpu {
    avx2_fma: false,
    avx512f: false,
};

const F32: ElementKind = ElementKind::Float(4);
const F64: ElementKind = ElementKind::Float(8);

/// `rows x inner` by `inner x cols` with these `[row, column]` strides, as
/// `GemmOperand::strides` gives them (0 along an axis of size one).
fn product(
    [rows, inner, cols]: [usize; 3],
    a: [usize; 2],
    b: [usize; 2],
    element: ElementKind,
) -> Product {
    let used = |[r, c]: [usize; 2], [dr, dc]: [usize; 2]| {
        [if dr > 1 { r } else { 0 }, if dc > 1 { c } else { 0 }]
    };
    Product {
        rows,
        inner,
        cols,
        a: used(a, [rows, inner]),
        b: used(b, [inner, cols]),
        element,
    }
}

/// Row-major strides of a matrix of `cols` columns.
fn row_major(cols: usize) -> [usize; 2] {
    [cols, 1]
}

/// The strides of the transpose of a row-major matrix of `rows` rows (`.t()`).
fn transposed(rows: usize) -> [usize; 2] {
    [1, rows]
}

/// Row-major `a` and `b` of `[rows, inner, cols]`.
fn contiguous(dims: [usize; 3], element: ElementKind) -> Product {
    let [_, inner, cols] = dims;
    product(dims, row_major(inner), row_major(cols), element)
}

#[test]
fn attention_scores_take_few_rows() {
    // [5, 64] x [64, 2048]: the query rows against every key, `b` read in place.
    let p = contiguous([5, 64, 2048], F32);
    assert_eq!(choose_kernel(&p, AVX2), Choice::FewRows(Ymm));
    assert_eq!(choose_kernel(&p, AVX512), Choice::FewRows(Zmm));
}

#[test]
fn few_rows_of_a_wide_rhs_take_zmm() {
    // The few-rows sweep of `matmul_few_rows`: as before one function chose, few rows in zmm
    // registers on AVX-512 (rows of `c` wider than a ymm tile), ymm on AVX2 alone.
    for dims in [
        [1, 512, 512],
        [2, 512, 512],
        [4, 512, 512],
        [8, 2048, 512],
        [1, 768, 3072],
    ] {
        let p = contiguous(dims, F32);
        assert_eq!(choose_kernel(&p, AVX512), Choice::FewRows(Zmm), "{dims:?}");
        assert_eq!(choose_kernel(&p, AVX2), Choice::FewRows(Ymm), "{dims:?}");
    }
}

#[test]
fn each_limit_of_few_rows() {
    let (rows, inner, cols) = (FEW_ROWS_MAX_ROWS, FEW_ROWS_MIN_INNER, FEW_ROWS_MIN_COLS);
    assert_eq!(
        choose_kernel(&contiguous([rows, inner, cols], F64), AVX2),
        Choice::FewRows(Ymm)
    );
    // One row more, one column or step fewer, or a transposed rhs (its rows strided): the
    // panel kernel, `a` being contiguous and small.
    for p in [
        contiguous([rows + 1, inner, cols], F64),
        contiguous([rows, inner, cols - 1], F64),
        contiguous([rows, inner - 1, cols], F64),
        product(
            [rows, inner, cols],
            row_major(inner),
            transposed(inner),
            F64,
        ),
    ] {
        assert_eq!(choose_kernel(&p, AVX2), Choice::PanelsLhsInL2(Ymm), "{p:?}");
    }
}

#[test]
fn mlp_and_batched_cubes_take_panels() {
    // [64, 784] x [784, 128] (a layer over 64 tokens) and one item of [64, 64, 64] x itself.
    for p in [
        contiguous([64, 784, 128], F32),
        contiguous([64, 64, 64], F32),
    ] {
        assert_eq!(choose_kernel(&p, AVX2), Choice::PanelsLhsInL2(Ymm));
        assert_eq!(choose_kernel(&p, AVX512), Choice::PanelsLhsInL2(Zmm));
    }
}

#[test]
fn each_limit_of_panels() {
    // A block of 256 f32 rows (128 f64) of 256 steps stays in L2; one row more, wide, does
    // not; narrow rows (64 f32 or 32 f64 columns) take panels whatever their number.
    assert_eq!(panels_max_rows(4), 256);
    assert_eq!(panels_max_rows(8), 128);
    for (element, limit, narrow) in [(F32, 256, 64), (F64, 128, 32)] {
        let choose = |rows, cols| choose_kernel(&contiguous([rows, 300, cols], element), AVX2);
        assert_eq!(choose(limit, narrow + 1), Choice::PanelsLhsInL2(Ymm));
        assert_eq!(choose(limit + 1, narrow + 1), Choice::PackedLarge(Ymm));
        assert_eq!(choose(limit + 1, narrow), Choice::PanelsNarrow(Ymm));
        assert_eq!(choose(10_000, narrow), Choice::PanelsNarrow(Ymm));
    }
}

#[test]
fn shallow_products_of_up_to_512_byte_rows_take_panels() {
    // One inner block (256 steps) and rows of `c` of 512 bytes (128 f32, 64 f64 columns): the
    // MLP's `[4096, 64] x [64, 128]`. One step or one column more takes packed.
    for (element, shallow) in [(F32, 128), (F64, 64)] {
        let choose = |inner, cols| {
            let p = contiguous([4096, inner, cols], element);
            choose_kernel(&p, AVX512)
        };
        assert_eq!(choose(64, shallow), Choice::PanelsNarrow(Zmm));
        assert_eq!(choose(INNER_BLOCK, shallow), Choice::PanelsNarrow(Zmm));
        assert_eq!(choose(INNER_BLOCK + 1, shallow), Choice::PackedLarge(Zmm));
        assert_eq!(choose(64, shallow + 1), Choice::PackedLarge(Zmm));
    }
}

#[test]
fn large_squares_take_packed() {
    // 1024 x 1024 x 1024, and `a · b.t()`: the rhs layout does not matter to packed.
    let p = contiguous([1024, 1024, 1024], F32);
    assert_eq!(choose_kernel(&p, AVX512), Choice::PackedLarge(Zmm));
    let p = product([1024; 3], row_major(1024), transposed(1024), F32);
    assert_eq!(choose_kernel(&p, AVX2), Choice::PackedLarge(Ymm));
}

#[test]
fn a_transposed_lhs_takes_packed_or_matrixmultiply() {
    // `a.t() · b`: the lhs rows are strided; packed from more than 64 rows, matrixmultiply
    // up to 64 (where few rows does not apply), narrow or not.
    let min = PACKED_MIN_ROWS;
    for cols in [1, 63, 300] {
        let choose = |rows| {
            let p = product([rows, 100, cols], transposed(rows), row_major(cols), F32);
            choose_kernel(&p, AVX2)
        };
        assert_eq!(choose(min + 1), Choice::PackedStridedLhs(Ymm));
        assert_eq!(choose(min), Choice::MatrixmultiplyStridedFewRows);
        assert_eq!(choose(13), Choice::MatrixmultiplyStridedFewRows);
    }
    // A transposed lhs of few rows against a wide contiguous rhs: few rows reads `a` in any
    // layout.
    let p = product([4, 100, 500], transposed(4), row_major(500), F32);
    assert_eq!(choose_kernel(&p, AVX2), Choice::FewRows(Ymm));
}

#[test]
fn a_lhs_broadcast_along_the_inner_axis_is_strided() {
    // Column stride 0 (`expand` of a column): contiguous only when the inner axis is one step.
    let p = product([100, 8, 40], [1, 0], row_major(40), F32);
    assert_eq!(choose_kernel(&p, AVX2), Choice::PackedStridedLhs(Ymm));
    let p = product([10, 8, 40], [1, 0], row_major(40), F32);
    assert_eq!(
        choose_kernel(&p, AVX2),
        Choice::MatrixmultiplyStridedFewRows
    );
    // Row stride 0 (every row the same): the rows are contiguous.
    let p = product([100, 8, 40], [0, 1], row_major(40), F32);
    assert_eq!(choose_kernel(&p, AVX2), Choice::PanelsLhsInL2(Ymm));
}

#[test]
fn vectors() {
    // A rhs vector (one column, `mv`): one register of columns where the CPU has zmm, else
    // narrow.
    let p = product([300, 500, 1], row_major(500), [1, 0], F32);
    assert_eq!(choose_kernel(&p, AVX512), Choice::OneRegister);
    assert_eq!(choose_kernel(&p, AVX2), Choice::PanelsNarrow(Ymm));
    let p = product([300, 500, 1], transposed(300), [1, 0], F32);
    assert_eq!(choose_kernel(&p, AVX512), Choice::PackedStridedLhs(Ymm));
    // A lhs vector (one row) against a wide matrix: few rows.
    let p = product([1, 500, 300], [0, 1], row_major(300), F32);
    assert_eq!(choose_kernel(&p, AVX512), Choice::FewRows(Zmm));
    // Both vectors (a dot product): one row by one column.
    let p = product([1, 500, 1], [0, 1], [1, 0], F64);
    assert_eq!(choose_kernel(&p, AVX512), Choice::OneRegister);
    assert_eq!(choose_kernel(&p, AVX2), Choice::PanelsLhsInL2(Ymm));
}

#[test]
fn size_zero_and_size_one_dims() {
    // No inner axis: zeros (or the bias), on any CPU.
    for cpu in [AVX2, AVX512, NO_SIMD] {
        let p = contiguous([5, 0, 2048], F32);
        assert_eq!(choose_kernel(&p, cpu), Choice::MatrixmultiplyNoInner);
    }
    // No rows or no columns: never run (the output is empty), but chosen all the same.
    let p = contiguous([0, 64, 64], F32);
    assert_eq!(choose_kernel(&p, AVX2), Choice::FewRows(Ymm));
    let p = contiguous([300, 64, 0], F32);
    assert_eq!(choose_kernel(&p, AVX512), Choice::OneRegister);
    assert_eq!(choose_kernel(&p, AVX2), Choice::PanelsNarrow(Ymm));
    // One step of the inner axis reads one column of `a`, whatever its stride.
    let p = product([100, 1, 40], transposed(100), row_major(40), F32);
    assert_eq!(choose_kernel(&p, AVX2), Choice::PanelsLhsInL2(Ymm));
    // One row, one column.
    let p = contiguous([1, 1, 1], F32);
    assert_eq!(choose_kernel(&p, AVX512), Choice::OneRegister);
    assert_eq!(choose_kernel(&p, AVX2), Choice::PanelsLhsInL2(Ymm));
}

#[test]
fn registers_by_the_width_of_c() {
    // A ymm tile is two 256-bit registers of columns: 16 f32, 8 f64.
    assert_eq!(YMM_TILE_BYTES, <f32 as Simd<Avx2>>::TILE * 4);
    assert_eq!(YMM_TILE_BYTES, <f64 as Simd<Avx2>>::TILE * 8);
    for (element, tile) in [(F32, 16), (F64, 8)] {
        let choose = |cols, cpu| choose_kernel(&contiguous([64, 64, cols], element), cpu);
        // Up to a ymm tile's width, one zmm register where the CPU has AVX-512F.
        assert_eq!(choose(tile, AVX512), Choice::OneRegister);
        assert_eq!(choose(tile, AVX2), Choice::PanelsLhsInL2(Ymm));
        assert_eq!(choose(tile + 1, AVX512), Choice::PanelsLhsInL2(Zmm));
        assert_eq!(choose(tile + 1, AVX2), Choice::PanelsLhsInL2(Ymm));
    }
}

#[test]
fn without_simd_or_for_integers() {
    for p in [
        contiguous([5, 64, 2048], F32),
        contiguous([64, 64, 64], F64),
        contiguous([1024, 1024, 1024], F32),
    ] {
        assert_eq!(choose_kernel(&p, NO_SIMD), Choice::MatrixmultiplyNoSimd);
        let p = Product {
            element: ElementKind::Integer,
            ..p
        };
        for cpu in [AVX2, AVX512, NO_SIMD] {
            assert_eq!(choose_kernel(&p, cpu), Choice::IntegerLoop);
        }
    }
}

#[test]
fn each_choice_names_its_kernel() {
    assert_eq!(
        Choice::FewRows(Zmm).simd(),
        Some((SimdKernel::FewRows, Zmm))
    );
    assert_eq!(
        Choice::OneRegister.simd(),
        Some((SimdKernel::OneRegister, Zmm))
    );
    assert_eq!(
        Choice::PanelsNarrow(Ymm).simd(),
        Some((SimdKernel::Panels, Ymm))
    );
    assert_eq!(
        Choice::PackedStridedLhs(Ymm).simd(),
        Some((SimdKernel::Packed, Ymm))
    );
    assert_eq!(Choice::MatrixmultiplyNoSimd.simd(), None);
    assert_eq!(Choice::IntegerLoop.simd(), None);
}

/// The choice made from batched operands depends only on the matrices' strides: a batch axis
/// broadcast (stride 0) or not, a transposed view taken from a tensor's own strides.
#[test]
fn the_choice_for_batched_operands() {
    let cpu = Cpu::detect();
    let expect = |want: fn(Registers) -> Choice, cols: usize| {
        cpu.registers(cols * 4)
            .map_or(Choice::MatrixmultiplyNoSimd, want)
    };
    // a: [3, 100, 50] row-major; b: [50, 40] broadcast over the batch (stride 0).
    let a_data = vec![0.0f32; 3 * 100 * 50];
    let b_data = vec![0.0f32; 50 * 40];
    let a = GemmOperand::new(
        operand(&a_data, &[5000, 50, 1], 0),
        OperandForm::Matrices { batch_axes: 1 },
        1,
    );
    let b = GemmOperand::new(
        operand(&b_data, &[40, 1], 0),
        OperandForm::Matrices { batch_axes: 0 },
        1,
    );
    assert_eq!(b.batch_strides, [0; MAX_RANK]);
    let d = dims(3, 100, 50, 40);
    assert_eq!(
        choice([d.rows, d.inner, d.cols], &a, &b),
        expect(Choice::PanelsLhsInL2, 40)
    );
    // The same lhs read transposed ([3, 50, 100] with strides [5000, 1, 50]) as a 100 x 50
    // lhs of a 100-row product: strided rows, the packed kernel.
    let at = GemmOperand::new(
        operand(&a_data, &[5000, 1, 50], 0),
        OperandForm::Matrices { batch_axes: 1 },
        1,
    );
    assert_eq!(
        choice([100, 50, 40], &at, &b),
        expect(Choice::PackedStridedLhs, 40)
    );
}

#[test]
fn operands_take_their_strides_from_the_tensor() {
    let data = [0.0f32; 64];
    // A [2, 1, 4, 3] tensor (strides [12, 12, 3, 1]: the size-1 axis has stride 0 as an
    // operand) in a product of 3 batch axes: its batch axes are the last two.
    let source = operand(&data, &[12, 0, 3, 1], 5);
    let m = GemmOperand::new(source, OperandForm::Matrices { batch_axes: 2 }, 3);
    assert_eq!(m.offset, 5);
    assert_eq!(m.batch_strides[..3], [0, 12, 0]);
    assert_eq!([m.row_stride, m.col_stride], [3, 1]);
    // A vector of stride 2 as a lhs (a row) and as a rhs (a column), the same for every item.
    let v = operand(&data, &[2], 0);
    let row = GemmOperand::new(v, OperandForm::Row, 2);
    assert_eq!([row.row_stride, row.col_stride], [0, 2]);
    assert_eq!(row.batch_strides, [0; MAX_RANK]);
    let column = GemmOperand::new(v, OperandForm::Column, 2);
    assert_eq!([column.row_stride, column.col_stride], [2, 0]);
}

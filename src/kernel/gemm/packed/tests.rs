//! The packed kernel, called directly, against a naive triple loop: row counts around its
//! panels of a family's tile rows and its row blocks, column counts with tails of every
//! kind for both types' panel widths and past one block of columns (`col_block`), inner axes of one step, a
//! few, squares of a ymm register's lanes and a rest, and across both families' inner blocks (the passes that add to `c`); lhs layouts contiguous,
//! transposed and stride-0, rhs layouts contiguous rows and transposed.

use super::super::blocking::ZMM_INNER_BLOCK;
use super::super::choose::on_each_family;
use super::super::choose::PACKED_MIN_ROWS as MIN_ROWS;
use super::super::choose::{Cpu, Registers, SimdKernel};
use super::super::dispatch;
use super::super::exact::{lhs_layouts, reference, rhs_layouts, values, Strides};
use super::super::operand::Matrix;
use super::super::simd::{Avx2, Avx512, Simd, Wide};
use super::super::tiles::{YMM_TILE_ROWS, ZMM_TILE_ROWS};
use super::{col_block, row_block};
use core::mem::MaybeUninit;

fn avx2_fma() -> bool {
    Cpu::detect().avx2_fma
}

fn matrix<T>((data, s): (&[T], Strides)) -> Matrix<'_, T> {
    Matrix {
        data,
        offset: s.offset,
        rows: s.rows,
        cols: s.cols,
    }
}

/// Runs the kernel on `a` and `b` in the registers the kernel choice picks for them on this
/// thread (whatever kernel it picks): what it wrote, `None` on a CPU without AVX2 and FMA.
fn run<T: Wide>(
    a: (&[T], Strides),
    b: (&[T], Strides),
    [rows, inner, cols]: [usize; 3],
) -> Option<Vec<T>> {
    let registers = Cpu::detect().registers(cols * size_of::<T>())?;
    // A value no product here has, so that a slot the kernel missed fails the comparison.
    let mut c = vec![MaybeUninit::new(T::from(-99).unwrap()); rows * cols];
    let (a, b) = (matrix(a), matrix(b));
    dispatch::run(
        SimdKernel::Packed,
        registers,
        &mut c,
        cols,
        None,
        inner,
        a,
        b,
    );
    // SAFETY: every slot was initialized above, and the kernel writes only values.
    Some(c.into_iter().map(|x| unsafe { x.assume_init() }).collect())
}

/// Every layout pair of a `rows x inner x cols` product equals the reference, exactly (the
/// values are small integers).
fn assert_every_layout<T: Wide + core::fmt::Debug>([rows, inner, cols]: [usize; 3]) {
    for (b_data, b_s) in rhs_layouts::<T>(inner, cols) {
        for (a_data, a_s) in lhs_layouts::<T>(rows, inner) {
            let (a, b) = ((&a_data[..], a_s), (&b_data[..], b_s));
            let want = reference(a, b, rows, inner, cols);
            let got = run(a, b, [rows, inner, cols]).expect("taken on this CPU");
            assert_eq!(got, want, "{rows}x{inner}x{cols}");
        }
    }
}

fn every_shape<T: Wide + core::fmt::Debug>() {
    if !avx2_fma() {
        return;
    }
    let depth = packed_inner_block::<T>();
    let block = match tile_rows() {
        YMM_TILE_ROWS => row_block::<T, YMM_TILE_ROWS>(depth),
        _ => row_block::<T, ZMM_TILE_ROWS>(depth),
    };
    // The first whole number of row blocks past MIN_ROWS (the fewest rows taken).
    let block = block * (MIN_ROWS / block + 1);
    // Last panels of every kind of tile: whole, and short ones of 1-4, 5-8 and more rows.
    for rows in [
        MIN_ROWS + 1,
        MIN_ROWS + 6,
        block - 1,
        block,
        block + 1,
        block + 4,
        block + 5,
        block + 7,
        block + 8,
        block + 9,
    ] {
        // Contiguous rows of `a` are packed in squares of a ymm register's lanes (8 f32, 4
        // f64) and the last steps one at a time: 19 steps are both, in either type.
        for inner in [1, 7, 19, ZMM_INNER_BLOCK + 44] {
            // f32 panels are 16 wide in ymm and 32 in zmm, f64 panels half that: one column,
            // a part panel, whole panels, and whole panels with tails of 1, 6 or 7.
            for cols in [1, 7, 16, 17, 33, 70] {
                assert_every_layout::<T>([rows, inner, cols]);
            }
        }
    }
}

#[test]
fn shapes_around_the_tiles_and_blocks_f32() {
    on_each_family(every_shape::<f32>);
}

#[test]
fn shapes_around_the_tiles_and_blocks_f64() {
    on_each_family(every_shape::<f64>);
}

/// Operands with a gap after every element of a row and after every row: neither stride is 1
/// (a view of every other element): the packing's general paths.
#[test]
fn gapped_operands() {
    on_each_family(gapped);
}

fn gapped() {
    if !avx2_fma() {
        return;
    }
    for [rows, inner, cols] in [
        [MIN_ROWS + 5, 7, 17],
        [MIN_ROWS + 1, ZMM_INNER_BLOCK + 3, 40],
    ] {
        let gapped = |cols: usize| Strides {
            offset: 1,
            rows: 2 * cols + 1,
            cols: 2,
        };
        let a_data: Vec<f32> = values(1 + rows * (2 * inner + 1), 11);
        let b_data: Vec<f32> = values(1 + inner * (2 * cols + 1), 12);
        let (a, b) = ((&a_data[..], gapped(inner)), (&b_data[..], gapped(cols)));
        let want = reference(a, b, rows, inner, cols);
        assert_eq!(run(a, b, [rows, inner, cols]), Some(want));
    }
}

#[test]
fn columns_past_one_block() {
    on_each_family(|| {
        if avx2_fma() {
            // A whole inner block, where the block of columns is narrowest.
            let depth = packed_inner_block::<f32>();
            let tile = match wide_registers() {
                Some(Registers::Zmm) => <f32 as Simd<Avx512>>::TILE,
                _ => <f32 as Simd<Avx2>>::TILE,
            };
            let cols = col_block::<f32>(depth, tile) + 17;
            assert_every_layout::<f32>([MIN_ROWS + 3, depth, cols]);
        }
    });
}

/// The registers the kernel choice picks on this thread for products wider than a ymm tile,
/// `None` on a CPU with neither family.
fn wide_registers() -> Option<Registers> {
    Cpu::detect().registers(usize::MAX)
}

/// The tile rows of the registers [`wide_registers`] picks (AVX2's on a CPU with neither).
fn tile_rows() -> usize {
    match wide_registers() {
        Some(Registers::Zmm) => ZMM_TILE_ROWS,
        _ => YMM_TILE_ROWS,
    }
}

/// The packed kernel's inner block of `T` in the registers [`wide_registers`] picks (AVX2's
/// on a CPU with neither).
fn packed_inner_block<T: Wide>() -> usize {
    match wide_registers() {
        Some(Registers::Zmm) => <T as Simd<Avx512>>::PACKED_INNER_BLOCK,
        _ => <T as Simd<Avx2>>::PACKED_INNER_BLOCK,
    }
}

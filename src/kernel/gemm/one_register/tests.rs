//! The one-register kernel against a naive triple loop, through the batched `matmul` entry
//! (so the dispatch is tested too): row counts that fill tiles of 16 and leave balanced
//! partial ones; every width up to a register of `f32` and of `f64` columns; inner axes of one
//! step, a few, and across [`INNER_BLOCK`] (the pass that adds to `c`); lhs and rhs layouts
//! contiguous, transposed and stride-0. On a CPU without AVX-512F another kernel takes these
//! products, with the same results.

use super::super::choose::on_each_family;
use super::super::choose::ONE_REGISTER_MAX_ROW_BYTES as MAX_ROW_BYTES;
use super::super::choose::{choose_kernel, Choice, Cpu, ElementKind, Product};
use super::super::exact::{assert_every_layout, reference, Strides};
use super::super::matmul;
use super::super::simd::Wide;
use super::super::tests::{dims, operand};
use super::super::MatmulElement;
use super::INNER_BLOCK;

fn every_shape<T: Wide + MatmulElement + core::fmt::Debug>() {
    let widest = MAX_ROW_BYTES / size_of::<T>();
    for rows in (1..=17).chain([31, 33, 100]) {
        for inner in [1, 7, INNER_BLOCK + 44] {
            for cols in [1, 2, widest / 2 - 1, widest / 2, widest - 1, widest] {
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

#[test]
fn taken_up_to_one_register_of_columns_with_avx512() {
    let cpu = Cpu {
        avx2_fma: true,
        avx512f: true,
    };
    for (bytes, widest) in [(4, 16), (8, 8)] {
        let choose = |cols: usize, a: [usize; 2], cpu| {
            let product = Product {
                rows: 4096,
                inner: 64,
                cols,
                a,
                b: [cols, 1],
                element: ElementKind::Float(bytes),
            };
            choose_kernel(&product, cpu)
        };
        assert_eq!(choose(widest, [64, 1], cpu), Choice::OneRegister);
        assert_eq!(choose(1, [64, 1], cpu), Choice::OneRegister);
        assert_ne!(choose(widest + 1, [64, 1], cpu), Choice::OneRegister);
        // A strided lhs, or a CPU without AVX-512F: other kernels.
        assert_ne!(choose(widest, [1, 4096], cpu), Choice::OneRegister);
        let avx2 = Cpu {
            avx512f: false,
            ..cpu
        };
        assert_ne!(choose(widest, [64, 1], avx2), Choice::OneRegister);
    }
}

/// A bias on every row (a linear layer's), with two blocks of the inner axis (the second adds
/// to what the first wrote with the bias), at a part register and a whole one; small
/// integers, so the sums are exact.
#[test]
fn a_bias_is_added_once() {
    let (rows, inner) = (37, INNER_BLOCK + 44);
    for cols in [10, 16] {
        let a_data: Vec<f32> = (0..rows * inner).map(|i| (i % 7) as f32 - 3.0).collect();
        let b_data: Vec<f32> = (0..inner * cols).map(|i| (i % 5) as f32 - 2.0).collect();
        let bias: Vec<f32> = (0..cols).map(|j| j as f32 * 0.5).collect();
        let a = operand(&a_data, 0, 0, inner, 1);
        let b = operand(&b_data, 0, 0, cols, 1);
        let out = matmul(&dims(1, rows, inner, cols), a, b, Some(&bias)).unwrap();
        let product = reference(
            (&a_data, Strides::contiguous(inner)),
            (&b_data, Strides::contiguous(cols)),
            rows,
            inner,
            cols,
        );
        for (i, (got, sum)) in out.iter().zip(product).enumerate() {
            let (row, col) = (i / cols, i % cols);
            assert_eq!(*got, sum + bias[col], "row {row} col {col} of {cols}");
        }
    }
}

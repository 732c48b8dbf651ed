//! The widened path: `a` and `b` copied to `f32`, multiplied by the `f32` kernels, and each
//! result plus the bias rounded once. The path of `f16`, and of `bf16` on a CPU without
//! AVX512-BF16; its working memory is the three matrices in `f32`.

use super::super::choose::{choose_kernel, Cpu, ElementKind, Product};
use super::super::operand::Matrix;
use super::super::sealed::Gemm;
use super::Output;
use crate::kernel::half::HalfFloat;
use core::mem::MaybeUninit;

/// Writes every slot of `c` with `a · b` plus `bias` (see [`super::gemm`]).
pub(super) fn gemm<H: HalfFloat, O: Output>(
    c: &mut [MaybeUninit<O>],
    cols: usize,
    bias: Option<&[H]>,
    inner: usize,
    a: Matrix<H>,
    b: Matrix<H>,
) {
    let rows = c.len() / cols;
    let wide_a: Vec<f32> = (0..rows)
        .flat_map(|i| (0..inner).map(move |p| (i, p)))
        .map(|(i, p)| a.data[a.offset + i * a.rows + p * a.cols].widen())
        .collect();
    let wide_b: Vec<f32> = (0..inner)
        .flat_map(|p| (0..cols).map(move |j| (p, j)))
        .map(|(p, j)| b.data[b.offset + p * b.rows + j * b.cols].widen())
        .collect();
    let wide_bias: Option<Vec<f32>> = bias.map(|bias| bias.iter().map(|x| x.widen()).collect());
    let mut wide_c = vec![MaybeUninit::<f32>::uninit(); c.len()];
    // Strides of an axis of size one are never used: 0, as the product's choice expects.
    let stride = |len: usize, stride: usize| if len > 1 { stride } else { 0 };
    let product = Product {
        rows,
        inner,
        cols,
        a: [stride(rows, inner), stride(inner, 1)],
        b: [stride(inner, cols), stride(cols, 1)],
        element: ElementKind::Float(size_of::<f32>()),
    };
    let choice = choose_kernel(&product, Cpu::detect());
    let am = Matrix {
        data: &wide_a,
        offset: 0,
        rows: product.a[0],
        cols: product.a[1],
    };
    let bm = Matrix {
        data: &wide_b,
        offset: 0,
        rows: product.b[0],
        cols: product.b[1],
    };
    f32::gemm(
        &mut wide_c,
        cols,
        wide_bias.as_deref(),
        inner,
        am,
        bm,
        choice,
    );
    for (slot, wide) in c.iter_mut().zip(&wide_c) {
        // SAFETY: the f32 kernel wrote every slot of `wide_c` (its contract).
        slot.write(O::from_sum(unsafe { wide.assume_init() }));
    }
}

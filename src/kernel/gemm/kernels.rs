//! The per-matrix kernels of each element type, as the product's [`Choice`] says: for the
//! floats, the few-rows, panel or packed kernel, or matrixmultiply's SIMD `sgemm`/`dgemm`; a
//! cache-blocked loop for the integers.

use super::choose::{Choice, ElementKind};
use super::operand::Matrix;
use super::sealed;
use crate::Element;
use core::mem::MaybeUninit;

macro_rules! float_gemm {
    ($($t:ty => $gemm:path;)*) => {$(
        impl sealed::Gemm for $t {
            const ELEMENT: ElementKind = ElementKind::Float(size_of::<$t>());

            fn gemm(c: &mut [MaybeUninit<$t>], cols: usize, bias: Option<&[$t]>, inner: usize, a: Matrix<$t>, b: Matrix<$t>, choice: Choice) {
                #[cfg(target_arch = "x86_64")]
                if let Some((kernel, registers)) = choice.simd() {
                    return super::dispatch::run(kernel, registers, c, cols, bias, inner, a, b);
                }
                debug_assert_ne!(choice, Choice::IntegerLoop);
                let rows = c.len() / cols;
                // matrixmultiply adds the product to `c` (beta 1) where there is a bias.
                let beta = match bias {
                    Some(bias) => {
                        fill_rows(c, bias);
                        1.0
                    }
                    None => 0.0,
                };
                // SAFETY: when `a` and `b` have elements (`inner > 0`; `c` is never empty
                // here), the caller checked that every element of `a` (`rows x inner` from
                // `a.offset` with strides `a.rows`, `a.cols`) and of `b` (`inner x cols`)
                // lies inside its slice, so the offset pointers are in bounds and the
                // strides, being at most a slice's length (or 0 on axes of size one), fit in
                // `isize`; with `inner == 0` the kernel reads neither (it only writes zeros),
                // and `wrapping_add` keeps even an out-of-range offset of an empty view from
                // being undefined. `c` is `rows * cols` slots written row-major with strides
                // `cols`, 1 (no two elements alias), and with beta 0 the kernel writes C
                // without reading it, so uninitialized slots are fine (with beta 1,
                // `fill_rows` has written every slot).
                unsafe {
                    $gemm(
                        rows, inner, cols,
                        1.0,
                        a.data.as_ptr().wrapping_add(a.offset), a.rows as isize, a.cols as isize,
                        b.data.as_ptr().wrapping_add(b.offset), b.rows as isize, b.cols as isize,
                        beta,
                        c.as_mut_ptr().cast::<$t>(), cols as isize, 1,
                    );
                }
            }

            fn gemm_wide(c: &mut [MaybeUninit<$t>], cols: usize, inner: usize, a: Matrix<$t>, b: Matrix<$t>, choice: Choice) {
                Self::gemm(c, cols, None, inner, a, b, choice)
            }
        }
    )*};
}

float_gemm! {
    f32 => matrixmultiply::sgemm;
    f64 => matrixmultiply::dgemm;
}

/// Writes `row` into every row of `c` (rows of `row.len()` slots).
fn fill_rows<T: Copy>(c: &mut [MaybeUninit<T>], row: &[T]) {
    for c_row in c.chunks_exact_mut(row.len()) {
        for (slot, &x) in c_row.iter_mut().zip(row) {
            slot.write(x);
        }
    }
}

/// Inner-axis block of the integer loop: a block of `b`'s rows stays in cache while the rows
/// of `a` pass over it.
const INT_BLOCK_INNER: usize = 128;
/// Column block of the integer loop: one output row segment stays in L1.
const INT_BLOCK_COLS: usize = 512;

/// The integer kernel: `c = bias + a · b` by blocks, the innermost loop an axpy over a row of
/// `b` (contiguous rows vectorize). Wrapping arithmetic, as the other integer ops.
fn blocked_gemm<T: Element>(
    c: &mut [MaybeUninit<T>],
    cols: usize,
    bias: Option<&[T]>,
    inner: usize,
    a: Matrix<T>,
    b: Matrix<T>,
) {
    match bias {
        Some(bias) => fill_rows(c, bias),
        None => c.iter_mut().for_each(|slot| {
            slot.write(T::zero());
        }),
    }
    // SAFETY: every slot was just written, and `MaybeUninit<T>` has `T`'s layout.
    let c = unsafe { &mut *(c as *mut [MaybeUninit<T>] as *mut [T]) };
    let rows = c.len() / cols;
    for p0 in (0..inner).step_by(INT_BLOCK_INNER) {
        let p1 = (p0 + INT_BLOCK_INNER).min(inner);
        for j0 in (0..cols).step_by(INT_BLOCK_COLS) {
            let j1 = (j0 + INT_BLOCK_COLS).min(cols);
            for i in 0..rows {
                let c_row = &mut c[i * cols + j0..i * cols + j1];
                for p in p0..p1 {
                    let x = a.data[a.offset + i * a.rows + p * a.cols];
                    let start = b.offset + p * b.rows + j0 * b.cols;
                    if b.cols == 1 {
                        let b_row = &b.data[start..start + (j1 - j0)];
                        for (c, &y) in c_row.iter_mut().zip(b_row) {
                            *c = c.add_elem(x.mul_elem(y));
                        }
                    } else {
                        for (j, c) in c_row.iter_mut().enumerate() {
                            let y = b.data[start + j * b.cols];
                            *c = c.add_elem(x.mul_elem(y));
                        }
                    }
                }
            }
        }
    }
}

macro_rules! int_gemm {
    ($($t:ty),*) => {$(
        impl sealed::Gemm for $t {
            const ELEMENT: ElementKind = ElementKind::Integer;

            fn gemm(c: &mut [MaybeUninit<$t>], cols: usize, bias: Option<&[$t]>, inner: usize, a: Matrix<$t>, b: Matrix<$t>, choice: Choice) {
                debug_assert_eq!(choice, Choice::IntegerLoop);
                blocked_gemm(c, cols, bias, inner, a, b)
            }

            fn gemm_wide(c: &mut [MaybeUninit<$t>], cols: usize, inner: usize, a: Matrix<$t>, b: Matrix<$t>, choice: Choice) {
                Self::gemm(c, cols, None, inner, a, b, choice)
            }
        }
    )*};
}

int_gemm!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize);

macro_rules! half_gemm {
    ($($t:ty => $kind:ident),*) => {$(
        impl sealed::Gemm for $t {
            const ELEMENT: ElementKind = ElementKind::Half(super::choose::HalfKind::$kind);

            fn gemm(c: &mut [MaybeUninit<$t>], cols: usize, bias: Option<&[$t]>, inner: usize, a: Matrix<$t>, b: Matrix<$t>, choice: Choice) {
                let Choice::Half(path) = choice else {
                    unreachable!("a half-precision product takes a half-precision path")
                };
                super::half::gemm(c, cols, bias, inner, a, b, path)
            }

            fn gemm_wide(c: &mut [MaybeUninit<f32>], cols: usize, inner: usize, a: Matrix<$t>, b: Matrix<$t>, choice: Choice) {
                let Choice::Half(path) = choice else {
                    unreachable!("a half-precision product takes a half-precision path")
                };
                super::half::gemm(c, cols, None, inner, a, b, path)
            }
        }
    )*};
}

half_gemm!(half::bf16 => Bf16, half::f16 => F16);

//! The kernels of each element type as methods of that type, so that the heavy ones are
//! compiled once, in this crate, rather than in every crate that calls an op.
//!
//! A generic function is compiled in the crate that uses it, for each set of types it is used
//! with: a model binary would compile its own copy of every kernel it calls (the strided walker,
//! its rayon split, the softmax and matrix-product drivers), and compile them again after every
//! edit of the model. A trait method implemented for a concrete type is an ordinary function:
//! compiled here, called from there. The float types, which models use, get such methods; the
//! integer types get `#[inline]` ones, compiled where used as before, so that this crate's own
//! build does not grow by a dozen types' kernels that few programs call.
//!
//! Each method matches its op value once per call and runs a loop monomorphized for that op,
//! so the inner loops are what a generic call would compile to.
//!
//! The traits are supertraits of the public element traits, hence `pub`, but in a private
//! module and with arguments of the kernel's own types: only this crate can name or call them.
#![allow(private_interfaces)]

use super::adam::AdamStep;
use super::attention::Attention;
use super::buffer::Buffer;
use super::gemm::{GemmDims, GemmOperand, MatmulElement};
use super::norm::Norm;
use super::norm_backward::NormBackward;
use super::softmax::Softmax;
use super::vmath::Op as MathOp;
use super::Operand;
use crate::error::AllocError;
use crate::scalar::Element;

/// `+ - * / %`, and the same with the operands swapped (`b - a` for `SubReversed`): the
/// arithmetic of the binary operators, as a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arith {
    /// `a + b`.
    Add,
    /// `a - b`.
    Sub,
    /// `a * b`.
    Mul,
    /// `a / b`.
    Div,
    /// `a % b`.
    Rem,
    /// `b - a`.
    SubReversed,
    /// `b / a`.
    DivReversed,
    /// `b % a`.
    RemReversed,
}

impl Arith {
    /// PyTorch's name of the op (`b - a` is `sub` too), for its errors.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Arith::Add => "add",
            Arith::Sub | Arith::SubReversed => "sub",
            Arith::Mul => "mul",
            Arith::Div | Arith::DivReversed => "div",
            Arith::Rem | Arith::RemReversed => "remainder",
        }
    }

    /// The op with its operands swapped: `a.op(b) == b.op.reversed()(a)`.
    pub(crate) fn reversed(self) -> Arith {
        match self {
            Arith::Add => Arith::Add,
            Arith::Mul => Arith::Mul,
            Arith::Sub => Arith::SubReversed,
            Arith::Div => Arith::DivReversed,
            Arith::Rem => Arith::RemReversed,
            Arith::SubReversed => Arith::Sub,
            Arith::DivReversed => Arith::Div,
            Arith::RemReversed => Arith::Rem,
        }
    }
}

/// `f` with its arguments swapped. Built here, outside any shape-generic function, so that the
/// closure's type depends only on the element type and `f`.
#[inline(always)]
pub(crate) fn flipped<T, F: Fn(T, T) -> T + Sync + Copy>(f: F) -> impl Fn(T, T) -> T + Sync + Copy {
    move |y, x| f(x, y)
}

/// Runs `$body` with `$f` bound to the element function of `$op`: one monomorphized copy of
/// `$body` per op.
macro_rules! with_arith {
    ($T:ty, $op:expr, |$f:ident| $body:expr) => {
        match $op {
            Arith::Add => {
                let $f = <$T>::add_elem;
                $body
            }
            Arith::Sub => {
                let $f = <$T>::sub_elem;
                $body
            }
            Arith::Mul => {
                let $f = <$T>::mul_elem;
                $body
            }
            Arith::Div => {
                let $f = <$T>::div_elem;
                $body
            }
            Arith::Rem => {
                let $f = <$T>::rem_elem;
                $body
            }
            Arith::SubReversed => {
                let $f = flipped(<$T>::sub_elem);
                $body
            }
            Arith::DivReversed => {
                let $f = flipped(<$T>::div_elem);
                $body
            }
            Arith::RemReversed => {
                let $f = flipped(<$T>::rem_elem);
                $body
            }
        }
    };
}

/// The kernels every element type has: the arithmetic operators and the matrix product.
/// Implemented for every [`Element`]; `pub` in a private module, so only this crate names it.
/// Those that return a new buffer return an `Err` instead when its memory (or the working
/// memory of the kernel) cannot be had.
pub trait ElementKernels: Copy + Send + Sync + 'static {
    /// A new row-major buffer of `out_dims` with `out[i] = op(a[i], b[i])`.
    fn zip_arith(
        op: Arith,
        out_dims: &[usize],
        a: Operand<'_, Self>,
        b: Operand<'_, Self>,
    ) -> Result<Buffer<Self>, AllocError>;

    /// `out[i] = op(a[i], b[i])` over the row-major elements `out` of `out_dims`.
    fn zip_arith_into(
        op: Arith,
        out: &mut [Self],
        out_dims: &[usize],
        a: Operand<'_, Self>,
        b: Operand<'_, Self>,
    );

    /// `out[i] = op(out[i], b[i])` over the row-major elements `out` of `out_dims`.
    fn assign_arith(op: Arith, out: &mut [Self], out_dims: &[usize], b: Operand<'_, Self>);

    /// `a · b` (plus `bias` on every row) for every batch item, as a new row-major buffer.
    fn matmul(
        dims: &GemmDims,
        a: GemmOperand<'_, Self>,
        b: GemmOperand<'_, Self>,
        bias: Option<&[Self]>,
    ) -> Result<Buffer<Self>, AllocError>
    where
        Self: MatmulElement;

    /// `a · b` for every batch item, into the row-major elements `out`; an `Err`, with `out`
    /// unchanged, when an operand's copy cannot be allocated.
    fn matmul_into(
        out: &mut [Self],
        dims: &GemmDims,
        a: GemmOperand<'_, Self>,
        b: GemmOperand<'_, Self>,
    ) -> Result<(), AllocError>
    where
        Self: MatmulElement;
}

/// The kernels of the float types: softmax, logsumexp and the unary math. Each returns an
/// `Err` when its new buffer (or its working memory) cannot be had.
pub trait FloatKernels: Copy + Send + Sync + 'static {
    /// `softmax` or `log_softmax` along axis 1 of the row-major `data` of dims
    /// `[outer, len, inner]`.
    fn softmax(
        data: &[Self],
        dims: (usize, usize, usize),
        kind: Softmax,
    ) -> Result<Buffer<Self>, AllocError>;

    /// The gradient of a softmax's scores from its weights `y` and their gradient `g`, per
    /// row of `len` elements: `g[j] = scale * y[j] * (g[j] - Σ_k y[k] g[k])`, in place.
    fn softmax_backward(y: &[Self], g: &mut [Self], len: usize, scale: Self);

    /// `logsumexp` along axis 1 of the row-major `data` of dims `[outer, len, inner]`.
    fn logsumexp(data: &[Self], dims: (usize, usize, usize)) -> Result<Buffer<Self>, AllocError>;

    /// A new row-major buffer of `dims` with `out[i] = op(a[i])`.
    fn unary_math(
        dims: &[usize],
        a: Operand<'_, Self>,
        op: MathOp<Self>,
    ) -> Result<Buffer<Self>, AllocError>;

    /// The normalization `norm` of every row of `len` elements of the row-major `data`.
    fn normalize(
        data: &[Self],
        len: usize,
        norm: Norm<'_, Self>,
        eps: Self,
    ) -> Result<Buffer<Self>, AllocError>;

    /// The gradients of a layer or RMS norm over rows: the input's (when given the weight)
    /// and the weight's (when asked for).
    fn norm_backward(
        backward: &NormBackward<'_, Self>,
    ) -> Result<(Option<Buffer<Self>>, Vec<Self>), AllocError>;

    /// Attention's weights `softmax(scores * scale)` over rows of `keys`, the scores hidden by
    /// the causal triangle (row `r` is query `r % queries`) or by `allowed` given weight 0.
    fn attention_weights(
        scores: &mut [Self],
        queries: usize,
        keys: usize,
        scale: Self,
        causal: bool,
        allowed: Option<&[bool]>,
    ) -> Result<Buffer<Self>, AllocError>;

    /// One Adam/AdamW step of a parameter `p` with gradient `g` and moments `m`, `v`.
    fn adam_update(
        step: &AdamStep<Self>,
        p: &mut [Self],
        g: &[Self],
        m: &mut [Self],
        v: &mut [Self],
    );

    /// `softmax(q · kᵀ * scale) · v`, laid out `[outer.., queries, heads, value features]`.
    fn attention(attention: &Attention<'_, Self>) -> Result<Buffer<Self>, AllocError>;

    /// The variance (its square root when `sqrt`) along axis 1 of the row-major `data` of
    /// dims `[outer, len, inner]`, with divisor `len - correction`.
    fn variance(
        data: &[Self],
        dims: (usize, usize, usize),
        correction: usize,
        sqrt: bool,
    ) -> Result<Buffer<Self>, AllocError>;
}

/// The methods of [`ElementKernels`] for each type, with the attribute in brackets on each:
/// `[inline]` leaves a type's kernels to the crates that call them, `[]` compiles them here.
macro_rules! element_kernels {
    ($attrs:tt $($T:ty),*) => {$(
        element_kernels!(@one $attrs $T);
    )*};
    (@one [$($inline:meta)?] $T:ty) => {
        impl ElementKernels for $T {
            $(#[$inline])?
            fn zip_arith(op: Arith, out_dims: &[usize], a: Operand<'_, $T>, b: Operand<'_, $T>) -> Result<Buffer<$T>, AllocError> {
                with_arith!($T, op, |f| super::binary(out_dims, a, b, f))
            }

            $(#[$inline])?
            fn zip_arith_into(op: Arith, out: &mut [$T], out_dims: &[usize], a: Operand<'_, $T>, b: Operand<'_, $T>) {
                with_arith!($T, op, |f| super::binary_into(out, out_dims, a, b, f))
            }

            $(#[$inline])?
            fn assign_arith(op: Arith, out: &mut [$T], out_dims: &[usize], b: Operand<'_, $T>) {
                with_arith!($T, op, |f| super::assign(out, out_dims, b, f))
            }

            $(#[$inline])?
            fn matmul(dims: &GemmDims, a: GemmOperand<'_, $T>, b: GemmOperand<'_, $T>, bias: Option<&[$T]>) -> Result<Buffer<$T>, AllocError> {
                super::gemm::matmul(dims, a, b, bias)
            }

            $(#[$inline])?
            fn matmul_into(out: &mut [$T], dims: &GemmDims, a: GemmOperand<'_, $T>, b: GemmOperand<'_, $T>) -> Result<(), AllocError> {
                super::gemm::matmul_into(out, dims, a, b)
            }
        }
    };
}

element_kernels!([] f32, f64, half::bf16, half::f16);
element_kernels!([inline] u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize);

macro_rules! float_kernels {
    ($($T:ty),*) => {$(
        impl FloatKernels for $T {
            fn softmax(data: &[$T], dims: (usize, usize, usize), kind: Softmax) -> Result<Buffer<$T>, AllocError> {
                super::softmax::softmax(data, dims, kind)
            }

            fn softmax_backward(y: &[$T], g: &mut [$T], len: usize, scale: $T) {
                super::softmax_backward::softmax_backward_rows(y, g, len, scale)
            }

            fn logsumexp(data: &[$T], dims: (usize, usize, usize)) -> Result<Buffer<$T>, AllocError> {
                super::softmax::logsumexp(data, dims)
            }

            fn unary_math(dims: &[usize], a: Operand<'_, $T>, op: MathOp<$T>) -> Result<Buffer<$T>, AllocError> {
                super::unary_math_generic(dims, a, op)
            }

            fn normalize(data: &[$T], len: usize, norm: Norm<'_, $T>, eps: $T) -> Result<Buffer<$T>, AllocError> {
                super::norm::normalize(data, len, norm, eps)
            }

            fn norm_backward(backward: &NormBackward<'_, $T>) -> Result<(Option<Buffer<$T>>, Vec<$T>), AllocError> {
                super::norm_backward::norm_backward(backward)
            }

            fn attention_weights(scores: &mut [$T], queries: usize, keys: usize, scale: $T, causal: bool, allowed: Option<&[bool]>) -> Result<Buffer<$T>, AllocError> {
                super::attention_weights::attention_weights(scores, queries, keys, scale, causal, allowed)
            }

            fn adam_update(step: &AdamStep<$T>, p: &mut [$T], g: &[$T], m: &mut [$T], v: &mut [$T]) {
                super::adam::adam_update(step, p, g, m, v)
            }

            fn attention(attention: &Attention<'_, $T>) -> Result<Buffer<$T>, AllocError> {
                super::attention::attention(attention)
            }

            fn variance(data: &[$T], dims: (usize, usize, usize), correction: usize, sqrt: bool) -> Result<Buffer<$T>, AllocError> {
                super::variance::variance(data, dims, correction, sqrt)
            }
        }
    )*};
}

float_kernels!(f32, f64);

#[cfg(test)]
mod tests {
    use super::{Arith, ElementKernels};
    use crate::kernel::Operand;
    use crate::layout::Layout;
    use core::fmt::Debug;

    const OPS: [Arith; 8] = [
        Arith::Add,
        Arith::Sub,
        Arith::Mul,
        Arith::Div,
        Arith::Rem,
        Arith::SubReversed,
        Arith::DivReversed,
        Arith::RemReversed,
    ];

    /// `op` written out with Rust's operators, independently of the kernels.
    macro_rules! naive {
        ($name:ident, $t:ty, $add:ident, $sub:ident, $mul:ident) => {
            fn $name(op: Arith, a: $t, b: $t) -> $t {
                match op {
                    Arith::Add => a.$add(b),
                    Arith::Sub => a.$sub(b),
                    Arith::Mul => a.$mul(b),
                    Arith::Div => a / b,
                    Arith::Rem => a % b,
                    Arith::SubReversed => b.$sub(a),
                    Arith::DivReversed => b / a,
                    Arith::RemReversed => b % a,
                }
            }
        };
    }
    naive!(naive_f32, f32, add, sub, mul);
    naive!(naive_f64, f64, add, sub, mul);
    naive!(naive_i32, i32, wrapping_add, wrapping_sub, wrapping_mul);
    use core::ops::{Add, Mul, Sub};

    #[test]
    fn reversing_twice_is_the_op_and_reversing_swaps_the_operands() {
        for op in OPS {
            assert_eq!(op.reversed().reversed(), op);
            assert_eq!(naive_f64(op.reversed(), 7.0, 3.0), naive_f64(op, 3.0, 7.0));
        }
    }

    /// Every op of one element type through the three entry points, on a `[2, 3]` output:
    /// `a` read transposed from a `[3, 2]` buffer at an offset, `b` a row broadcast down the
    /// first axis (stride 0).
    fn check_type<T>(naive: fn(Arith, T, T) -> T, from: fn(i8) -> T)
    where
        T: ElementKernels + PartialEq + Debug,
    {
        let dims = [2, 3];
        let a_data: Vec<T> = [0, 9, -11, 13, 17, -19, 23].map(from).to_vec();
        let a_layout = Layout::strided(&dims, &[1, 2], 1); // a[i][j] = a_data[1 + i + 2j]
        let b_data: Vec<T> = [2, -3, 5].map(from).to_vec();
        let b_layout = Layout::strided(&dims, &[0, 1], 0);
        let a_seen: Vec<T> = (0..2)
            .flat_map(|i| (0..3).map(move |j| 1 + i + 2 * j))
            .map(|k| a_data[k])
            .collect();
        for op in OPS {
            let want: Vec<T> = (0..6)
                .map(|k| naive(op, a_seen[k], b_data[k % 3]))
                .collect();
            let a = Operand::new(&a_data, &a_layout, &dims);
            let b = Operand::new(&b_data, &b_layout, &dims);
            assert_eq!(
                T::zip_arith(op, &dims, a, b).unwrap().to_vec(),
                want,
                "zip_arith {op:?}"
            );

            let mut out = vec![from(0); 6];
            T::zip_arith_into(op, &mut out, &dims, a, b);
            assert_eq!(out, want, "zip_arith_into {op:?}");

            let mut acc = a_seen.clone();
            T::assign_arith(op, &mut acc, &dims, b);
            assert_eq!(acc, want, "assign_arith {op:?}");
        }
    }

    #[test]
    fn every_op_of_the_compiled_and_the_inlined_types_matches_the_operators() {
        check_type::<f32>(naive_f32, f32::from);
        check_type::<f64>(naive_f64, f64::from);
        check_type::<i32>(naive_i32, i32::from);
    }

    #[test]
    fn empty_outputs() {
        let dims = [0, 3];
        let layout = Layout::contiguous(&dims).expect("an empty layout");
        let data: Vec<f32> = Vec::new();
        let a = Operand::new(&data, &layout, &dims);
        assert!(f32::zip_arith(Arith::Sub, &dims, a, a).unwrap().is_empty());
        let mut out: Vec<f32> = Vec::new();
        f32::assign_arith(Arith::DivReversed, &mut out, &dims, a);
        f32::zip_arith_into(Arith::Rem, &mut out, &dims, a, a);
        assert!(out.is_empty());
    }
}

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

use super::buffer::Buffer;
use super::gemm::{GemmDims, GemmOperand, MatmulElement};
use super::softmax::Softmax;
use super::vmath::Op as MathOp;
use super::Operand;
use crate::element::Element;

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
pub trait ElementKernels: Copy + Send + Sync + 'static {
    /// A new row-major buffer of `out_dims` with `out[i] = op(a[i], b[i])`.
    fn zip_arith(
        op: Arith,
        out_dims: &[usize],
        a: Operand<'_, Self>,
        b: Operand<'_, Self>,
    ) -> Buffer<Self>;

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

    /// `a · b` for every batch item, as a new row-major buffer.
    fn matmul(dims: &GemmDims, a: GemmOperand<'_, Self>, b: GemmOperand<'_, Self>) -> Buffer<Self>
    where
        Self: MatmulElement;

    /// `a · b` for every batch item, into the row-major elements `out`.
    fn matmul_into(
        out: &mut [Self],
        dims: &GemmDims,
        a: GemmOperand<'_, Self>,
        b: GemmOperand<'_, Self>,
    ) where
        Self: MatmulElement;
}

/// The kernels of the float types: softmax, logsumexp and the unary math.
pub trait FloatKernels: Copy + Send + Sync + 'static {
    /// `softmax` or `log_softmax` along axis 1 of the row-major `data` of dims
    /// `[outer, len, inner]`.
    fn softmax(data: &[Self], dims: (usize, usize, usize), kind: Softmax) -> Buffer<Self>;

    /// `logsumexp` along axis 1 of the row-major `data` of dims `[outer, len, inner]`.
    fn logsumexp(data: &[Self], dims: (usize, usize, usize)) -> Buffer<Self>;

    /// A new row-major buffer of `dims` with `out[i] = op(a[i])`.
    fn unary_math(dims: &[usize], a: Operand<'_, Self>, op: MathOp<Self>) -> Buffer<Self>;
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
            fn zip_arith(op: Arith, out_dims: &[usize], a: Operand<'_, $T>, b: Operand<'_, $T>) -> Buffer<$T> {
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
            fn matmul(dims: &GemmDims, a: GemmOperand<'_, $T>, b: GemmOperand<'_, $T>) -> Buffer<$T> {
                super::gemm::matmul(dims, a, b)
            }

            $(#[$inline])?
            fn matmul_into(out: &mut [$T], dims: &GemmDims, a: GemmOperand<'_, $T>, b: GemmOperand<'_, $T>) {
                super::gemm::matmul_into(out, dims, a, b)
            }
        }
    };
}

element_kernels!([] f32, f64);
element_kernels!([inline] u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize);

macro_rules! float_kernels {
    ($($T:ty),*) => {$(
        impl FloatKernels for $T {
            fn softmax(data: &[$T], dims: (usize, usize, usize), kind: Softmax) -> Buffer<$T> {
                super::softmax::softmax(data, dims, kind)
            }

            fn logsumexp(data: &[$T], dims: (usize, usize, usize)) -> Buffer<$T> {
                super::softmax::logsumexp(data, dims)
            }

            fn unary_math(dims: &[usize], a: Operand<'_, $T>, op: MathOp<$T>) -> Buffer<$T> {
                super::unary_math_generic(dims, a, op)
            }
        }
    )*};
}

float_kernels!(f32, f64);

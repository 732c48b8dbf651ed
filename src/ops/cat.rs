//! `cat` (join along an existing axis) and `stack` (join along a new one), as traits on the
//! collections of parts: tuples of tensors of different sizes along the axis, and arrays,
//! slices and `Vec`s of tensors of one type.
//!
//! Stable Rust cannot compute `D<{N + M}>`, so `cat`'s result axis is a dim the caller names
//! or lets inference fill from an annotation: `D<N>`, whose size is checked against the parts
//! when building (a const assertion) when the types know them and at run time otherwise, or
//! `Dyn`. `stack` of an array counts its length into `D<N>`.

// The results' types are the shape relations (`CatParts`, `NewAxis`) with the parts' record.
#![allow(clippy::type_complexity)]

use crate::error::{InOp, OrPanic, ShapeError};
use crate::kernel::{self, Operand};
use crate::layout::{numel_of, Layout};
use crate::shape::const_fmt::{fail, ConstStr};
use crate::shape::machinery::JoinParts;
use crate::shape::{AxisLen, CatParts, CatWith, Dim, Dyn, NewAxis, ReplaceAxis, D};
use crate::tensor::Derivation;
use crate::{Record, Tensor};
use core::borrow::Borrow;
use core::marker::PhantomData;

/// Parts that join along an existing axis: `(&a, &b).cat::<0, _>()`, PyTorch's
/// `torch.cat((a, b), dim=0)`.
///
/// Implemented for tuples of 2 to 4 tensor references (whose sizes along the axis may differ)
/// and for arrays, slices and `Vec`s of tensors of one type or of references to them.
pub trait Cat: Sized {
    /// The element type of the parts.
    type Elem;
    /// The parts' record, and the result's: [`Plain`](crate::Plain) for tensors, a tape's
    /// for [`Var`](crate::autograd::Var)s, whose join is recorded (each part's gradient is its
    /// range of the axis).
    type Record;

    /// The parts joined along axis `A` into a new tensor whose axis `A` is `X`: `D<N>` with `N`
    /// the sum of the parts' lengths, or `Dyn`. A copy.
    ///
    /// Every other axis must agree: static dims are compared by the types (a compile error
    /// names both shapes and the axis), `Dyn` ones at run time. A `D<N>` that is not the sum
    /// fails the build when the types know every part's length (a const assertion: `cargo
    /// build`, not `cargo check`), and is checked at run time otherwise. Panics with the
    /// message of [`try_cat`](Self::try_cat) when a run-time check fails or there are no parts.
    ///
    /// ```
    /// use typed_tensor::{shape, Cat, Dyn, Tensor, LAST};
    /// let a = Tensor::<i32, shape![2, 2]>::from_vec(vec![1, 2, 3, 4]).unwrap();
    /// let b = Tensor::<i32, shape![1, 2]>::from_vec(vec![5, 6]).unwrap();
    /// let rows: Tensor<i32, shape![3, 2]> = (&a, &b).cat::<0, _>(); // D<3> from the annotation
    /// assert_eq!(rows.to_vec(), [1, 2, 3, 4, 5, 6]);
    /// let wide = [a.clone(), a].cat::<LAST, Dyn>(); // Tensor<i32, shape![2, dyn]>
    /// assert_eq!(wide.to_vec(), [1, 2, 1, 2, 3, 4, 3, 4]);
    /// ```
    #[track_caller]
    fn cat<const A: usize, X: Dim>(
        self,
    ) -> Tensor<Self::Elem, <Self as CatParts<A, X>>::Output, Self::Record>
    where
        Self: CatParts<A, X>,
    {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = CatCheck::<Self, X, A>::OK;
        self.join_parts::<A, X>().or_panic()
    }

    /// [`cat`](Self::cat), with an `Err` when a `Dyn` axis disagrees, the run-time lengths do
    /// not add up to a static `X`, or there are no parts. What the types already know fails the
    /// build in both forms, as for every `try_` form with a static check (`try_split_exact`,
    /// `try_chunk_exact`, `try_narrow_static`, `try_gather`): a static `X` that is not the sum of
    /// static lengths is not a run-time condition.
    ///
    /// ```
    /// use typed_tensor::{shape, Cat, Dyn, Tensor};
    /// let a = Tensor::<f32, shape![2, dyn]>::zeros_with_dims(&[2, 3]).unwrap();
    /// let b = Tensor::<f32, shape![4, dyn]>::zeros_with_dims(&[4, 5]).unwrap();
    /// assert_eq!(
    ///     (&a, &b).try_cat::<0, Dyn>().unwrap_err().to_string(),
    ///     "cat(): sizes of tensors must match except in dimension 0: expected size 3 but got \
    ///      size 5 for tensor number 1 at dimension 1 (dims [2, 3] and [4, 5])"
    /// );
    /// ```
    fn try_cat<const A: usize, X: Dim>(
        self,
    ) -> Result<Tensor<Self::Elem, <Self as CatParts<A, X>>::Output, Self::Record>, ShapeError>
    where
        Self: CatParts<A, X>,
    {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = CatCheck::<Self, X, A>::OK;
        self.join_parts::<A, X>()
    }

    /// The join of [`try_cat`](Self::try_cat) after its static check, per kind of parts.
    #[doc(hidden)]
    fn join_parts<const A: usize, X: Dim>(
        self,
    ) -> Result<Tensor<Self::Elem, <Self as CatParts<A, X>>::Output, Self::Record>, ShapeError>
    where
        Self: CatParts<A, X>;
}

/// Parts that join along a new axis: `[a, b, c].stack::<0>()`, PyTorch's `torch.stack`.
///
/// Implemented for arrays `[Tensor<T, S>; N]` (and of references), whose new axis is `D<N>`,
/// and for slices and `Vec`s, whose new axis is `Dyn`. A single tensor stacks into a `D<1>`
/// axis (a legal static size that does not broadcast implicitly).
pub trait Stack: Sized {
    /// The element type of the parts.
    type Elem;
    /// The parts' record, and the result's (see [`Cat::Record`]): part `k`'s gradient is
    /// index `k` of the new axis.
    type Record;
    /// The shape of each part.
    type Shape;
    /// The new axis: `D<N>` for an array of `N`, `Dyn` for a slice or `Vec`.
    type Len;

    /// The parts joined along a new axis at position `A` ([`LAST`](crate::LAST) appends it).
    /// A copy.
    ///
    /// All parts have one type, so their static dims agree; `Dyn` dims are checked at run time.
    /// Panics with the message of [`try_stack`](Self::try_stack) when they disagree or there
    /// are no parts.
    ///
    /// ```
    /// use typed_tensor::{shape, Stack, Tensor, D, LAST};
    /// let a = Tensor::<i32, shape![2]>::from_vec(vec![1, 2]).unwrap();
    /// let b = Tensor::<i32, shape![2]>::from_vec(vec![3, 4]).unwrap();
    /// let rows: Tensor<i32, shape![3, 2]> = [&a, &b, &a].stack::<0>();
    /// assert_eq!(rows.to_vec(), [1, 2, 3, 4, 1, 2]);
    /// let columns: Tensor<i32, shape![2, dyn]> = vec![a.clone(), b].stack::<LAST>();
    /// assert_eq!(columns.to_vec(), [1, 3, 2, 4]);
    /// // One tensor stacks into a `D<1>` axis.
    /// let one: Tensor<i32, (D<1>, D<2>)> = [a].stack::<0>();
    /// assert_eq!(one.dims(), &[1, 2]);
    /// ```
    #[track_caller]
    fn stack<const A: usize>(
        self,
    ) -> Tensor<Self::Elem, <Self::Shape as NewAxis<A, Self::Len>>::Output, Self::Record>
    where
        Self::Shape: NewAxis<A, Self::Len>,
    {
        self.try_stack::<A>().or_panic()
    }

    /// [`stack`](Self::stack), with an `Err` when the parts' `Dyn` dims disagree or there are
    /// no parts.
    ///
    /// ```
    /// use typed_tensor::{shape, Stack, Tensor};
    /// let a = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[2]).unwrap();
    /// let b = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[3]).unwrap();
    /// assert_eq!(
    ///     [a, b].try_stack::<0>().unwrap_err().to_string(),
    ///     "stack(): expects each tensor to be equal size, but got [2] at entry 0 and [3] at entry 1"
    /// );
    /// ```
    #[allow(clippy::type_complexity)]
    fn try_stack<const A: usize>(
        self,
    ) -> Result<
        Tensor<Self::Elem, <Self::Shape as NewAxis<A, Self::Len>>::Output, Self::Record>,
        ShapeError,
    >
    where
        Self::Shape: NewAxis<A, Self::Len>;
}

/// The compile-time check of `cat::<A, X>` on parts `P`: a static `X` must be the sum of the
/// parts' lengths when the types know them. A const assertion (`cargo build`, not `cargo check`).
pub(crate) struct CatCheck<P, X, const A: usize>(PhantomData<(P, X)>);

impl<P: CatParts<A, X>, X: Dim, const A: usize> CatCheck<P, X, A> {
    pub(crate) const OK: () = if let (Some(want), Some(sum)) = (X::SIZE, P::STATIC_LEN) {
        if want != sum {
            fail(Self::MESSAGE.as_str());
        }
    };

    const MESSAGE: ConstStr = {
        let sum = match P::STATIC_LEN {
            Some(sum) => sum,
            None => 0,
        };
        ConstStr::new()
            .push("cat(): the parts are ")
            .num(sum)
            .push(" long along axis ")
            .num(P::INDEX)
            .push(", but the result's type says ")
            .push(X::NAME)
    };
}

/// `a + b`, or `None` when either is unknown or the sum overflows.
const fn add_len(a: Option<usize>, b: Option<usize>) -> Option<usize> {
    match (a, b) {
        (Some(a), Some(b)) => a.checked_add(b),
        _ => None,
    }
}

/// Joins `parts` (their dims and operands) along `axis` into a new tensor: the run-time checks
/// of `cat`, then the copy. `stack` comes here with its parts seen with a size-one axis at
/// `axis`, after checking that their dims are equal.
fn join<T: Copy + Send + Sync, S2>(
    op: &'static str,
    axis: usize,
    static_len: Option<usize>,
    parts: &[(&[usize], Operand<'_, T>)],
) -> Result<Tensor<T, S2>, ShapeError> {
    let Some(&(first, _)) = parts.first() else {
        return Err(ShapeError::EmptyJoin { op });
    };
    let disagrees = |dims: &[usize]| (0..first.len()).any(|i| i != axis && dims[i] != first[i]);
    if let Some(part) = parts.iter().position(|(dims, _)| disagrees(dims)) {
        let all = parts.iter().map(|(dims, _)| dims.to_vec()).collect();
        return Err(ShapeError::Join {
            op,
            parts: all,
            part,
            axis: Some(axis),
            dim: None,
        }
        .naming_dims::<S2, S2>());
    }
    let lens: Vec<usize> = parts.iter().map(|(dims, _)| dims[axis]).collect();
    let mut out_dims = first.to_vec();
    let total = lens.iter().try_fold(0usize, |a, &b| a.checked_add(b));
    if let Some(expected) = static_len {
        if total != Some(expected) {
            return Err(ShapeError::JoinSize {
                op,
                axis,
                expected,
                sizes: lens,
            });
        }
    }
    // The lengths' sum overflows only when the parts hold no elements (a 0 elsewhere): the
    // result could not be addressed, as a shape whose count overflows.
    let Some(total) = total else {
        return Err(ShapeError::ElementCountOverflow { dims: lens });
    };
    out_dims[axis] = total;
    numel_of(&out_dims)?;
    let operands: Vec<(Operand<'_, T>, usize)> = parts
        .iter()
        .zip(&lens)
        .map(|(&(_, operand), &len)| (operand, len))
        .collect();
    let storage = kernel::concat(&out_dims, axis, &operands).in_op(op)?;
    Ok(Tensor::from_parts(
        storage,
        Layout::contiguous(&out_dims).expect("the element count was checked"),
    ))
}

/// `try_stack`'s body: each part seen with a size-one axis at `axis`, then joined.
fn try_stack_parts<T: Copy + Send + Sync, S, R, S2>(
    axis: usize,
    parts: &[&Tensor<T, S, R>],
) -> Result<Tensor<T, S2>, ShapeError> {
    if let Some(first) = parts.first() {
        if let Some(part) = parts.iter().position(|p| p.dims() != first.dims()) {
            return Err(ShapeError::Join {
                op: "stack",
                parts: parts.iter().map(|p| p.dims().to_vec()).collect(),
                part,
                axis: None,
                dim: None,
            }
            .naming_dims::<S, S>());
        }
    }
    let views: Vec<(Vec<usize>, Layout)> = parts
        .iter()
        .map(|p| {
            let layout = p.layout();
            let (mut dims, mut strides) = (layout.dims().to_vec(), layout.strides().to_vec());
            dims.insert(axis, 1);
            strides.insert(axis, 0);
            let view = Layout::strided(&dims, &strides, layout.offset());
            (dims, view)
        })
        .collect();
    let operands: Vec<(&[usize], Operand<'_, T>)> = parts
        .iter()
        .zip(&views)
        .map(|(p, (dims, view))| (dims.as_slice(), p.operand_through(view, dims)))
        .collect();
    join("stack", axis, None, &operands)
}

// Every part is compared with the first and with each other: a first part with a plain `Dyn`
// agrees with both `Dyn<Batch>` and `Dyn<Seq>`, which must still not meet each other.
macro_rules! cat_tuple {
    ($(($first:ident $S0:ident $(, $name:ident $S:ident)+) [$($P:ident: $Q:ident),*])*) => {$(
        cat_tuple!(@impl (&Tensor<T, $S0, R> $(, &Tensor<T, $S, R>)+), ($first $S0 $(, $name $S)+) [$($P: $Q),*]);
        cat_tuple!(@impl (Tensor<T, $S0, R> $(, Tensor<T, $S, R>)+), ($first $S0 $(, $name $S)+) [$($P: $Q),*]);
    )*};
    (@impl $parts:ty, ($first:ident $S0:ident $(, $name:ident $S:ident)+) [$($P:ident: $Q:ident),*]) => {
        impl<X, O, T, R, $S0 $(, $S: AxisLen<A>)*, const A: usize> JoinParts<A, X> for $parts
        where
            $S0: ReplaceAxis<A, X, Output = O> + AxisLen<A> $(+ CatWith<$S, A>)+,
            $($P: CatWith<$Q, A>,)*
        {
            type Output = O;
            const INDEX: usize = <$S0 as ReplaceAxis<A, X>>::INDEX;
            const STATIC_LEN: Option<usize> = {
                let len = <$S0 as AxisLen<A>>::LEN;
                $(let len = add_len(len, <$S as AxisLen<A>>::LEN);)+
                len
            };
        }

        impl<T: Copy + Send + Sync, R: Record<T>, $S0 $(, $S)+> Cat for $parts {
            type Elem = T;
            type Record = R;

            fn join_parts<const A: usize, X: Dim>(
                self,
            ) -> Result<Tensor<T, <Self as CatParts<A, X>>::Output, R>, ShapeError>
            where
                Self: CatParts<A, X>,
            {
                let ($first $(, $name)+) = self;
                let parts = [
                    ($first.dims(), $first.operand($first.dims()))
                    $(, ($name.dims(), $name.operand($name.dims())))+
                ];
                let axis = <Self as CatParts<A, X>>::INDEX;
                // Any part's name at the failing axis is the name: the parts' names agree (`CatWith`).
                let value = join("cat", axis, X::SIZE, &parts)
                    .map_err(|e| e$(.naming_dims::<$S0, $S>())+)?;
                let lens = parts.iter().map(|(dims, _)| dims[axis]).collect();
                Ok(R::derive(&[$first.record() $(, $name.record())+], value, |_, _| {
                    Derivation::Cat { axis, lens }
                }))
            }
        }
    };
}

cat_tuple! {
    (a S0, b S1) []
    (a S0, b S1, c S2) [S1: S2]
    (a S0, b S1, c S2, d S3) [S1: S2, S1: S3, S2: S3]
}

macro_rules! same_type_parts {
    ($([$($gen:tt)*] $ty:ty, $part:ty, $count:expr, $len:ty;)*) => {$(
        impl<$($gen)* T, S, R, X, O, const A: usize> JoinParts<A, X> for $ty
        where
            S: ReplaceAxis<A, X, Output = O> + AxisLen<A>,
        {
            type Output = O;
            const INDEX: usize = <S as ReplaceAxis<A, X>>::INDEX;
            const STATIC_LEN: Option<usize> = match ($count, <S as AxisLen<A>>::LEN) {
                (Some(n), Some(len)) => n.checked_mul(len),
                _ => None,
            };
        }

        impl<$($gen)* T: Copy + Send + Sync, S, R: Record<T>> Cat for $ty {
            type Elem = T;
            type Record = R;

            fn join_parts<const A: usize, X: Dim>(
                self,
            ) -> Result<Tensor<T, <Self as CatParts<A, X>>::Output, R>, ShapeError>
            where
                Self: CatParts<A, X>,
            {
                let tensors: Vec<&Tensor<T, S, R>> = self.iter().map(Borrow::borrow).collect();
                let parts: Vec<(&[usize], Operand<'_, T>)> =
                    tensors.iter().map(|p| (p.dims(), p.operand(p.dims()))).collect();
                let axis = <Self as CatParts<A, X>>::INDEX;
                let value = join("cat", axis, X::SIZE, &parts)?;
                let records: Vec<&R> = tensors.iter().map(|p| p.record()).collect();
                Ok(R::derive(&records, value, |_, _| Derivation::Cat {
                    axis,
                    lens: tensors.iter().map(|p| p.dims()[axis]).collect(),
                }))
            }
        }

        impl<$($gen)* T: Copy + Send + Sync, S, R: Record<T>> Stack for $ty {
            type Elem = T;
            type Record = R;
            type Shape = S;
            type Len = $len;

            fn try_stack<const A: usize>(
                self,
            ) -> Result<Tensor<T, <S as NewAxis<A, $len>>::Output, R>, ShapeError>
            where
                S: NewAxis<A, $len>,
            {
                let parts: Vec<&Tensor<T, S, R>> = self.iter().map(Borrow::borrow).collect();
                let axis = <S as NewAxis<A, $len>>::INDEX;
                let value = try_stack_parts(axis, &parts)?;
                let records: Vec<&R> = parts.iter().map(|p| p.record()).collect();
                Ok(R::derive(&records, value, |_, _| Derivation::Stack { axis }))
            }
        }
    )*};
}

same_type_parts! {
    [const N: usize,] [Tensor<T, S, R>; N], Tensor<T, S, R>, Some(N), D<N>;
    [const N: usize,] &[Tensor<T, S, R>; N], Tensor<T, S, R>, Some(N), D<N>;
    ['a, const N: usize,] [&'a Tensor<T, S, R>; N], &'a Tensor<T, S, R>, Some(N), D<N>;
    [] &[Tensor<T, S, R>], Tensor<T, S, R>, None::<usize>, Dyn;
    ['a,] &[&'a Tensor<T, S, R>], &'a Tensor<T, S, R>, None::<usize>, Dyn;
    [] Vec<Tensor<T, S, R>>, Tensor<T, S, R>, None::<usize>, Dyn;
    [] &Vec<Tensor<T, S, R>>, Tensor<T, S, R>, None::<usize>, Dyn;
    ['a,] Vec<&'a Tensor<T, S, R>>, &'a Tensor<T, S, R>, None::<usize>, Dyn;
}

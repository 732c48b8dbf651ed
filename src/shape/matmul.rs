//! The shape of a matrix product, `torch.matmul`'s rules, at compile time.
//!
//! Rank 1 with rank 1 is a dot product (rank 0). A rank-1 lhs is a row `[1, k]` and a rank-1
//! rhs a column `[k, 1]`, with that 1 removed from the result. Otherwise the last two axes
//! multiply as matrices and every axis before them (the batch axes) broadcasts with NumPy's
//! rule, through the same per-axis trait as the elementwise ops ([`BroadcastDims`]).

use super::broadcast::BroadcastDims;
use super::dim::{DimName, Dyn, DynName, One, D};

/// The shape of `Self` matrix-multiplied by `Rhs` (`torch.matmul`'s rank rules), the bound
/// of [`Tensor::matmul`](crate::Tensor::matmul).
///
/// Generic code needs this one bound, or none when the shapes are spelled out: a generic dim
/// matches itself on the contracted axis.
///
/// ```
/// use typed_tensor::shape::{Matmul, MatmulWith};
/// use typed_tensor::{shape, Dim, Tensor, D};
///
/// // Any batch dims, any ranks: one bound.
/// fn product<S1: MatmulWith<S2>, S2>(a: &Tensor<f32, S1>, b: &Tensor<f32, S2>) -> Tensor<f32, Matmul<S1, S2>> {
///     a.matmul(b)
/// }
///
/// // Spelled-out shapes need no bound at all.
/// fn linear<B: Dim, const I: usize, const O: usize>(
///     x: &Tensor<f32, (B, D<I>)>,
///     w: &Tensor<f32, (D<I>, D<O>)>,
/// ) -> Tensor<f32, (B, D<O>)> {
///     x.matmul(w)
/// }
///
/// let x = Tensor::<f32, shape![2, 3]>::from_vec(vec![1., 2., 3., 4., 5., 6.]).unwrap();
/// let w = Tensor::<f32, shape![3, 2]>::from_vec(vec![1., 0., 0., 1., 1., 1.]).unwrap();
/// assert_eq!(linear(&x, &w).to_vec(), [4., 5., 10., 11.]);
/// let batched = Tensor::<f32, shape![4, 1, 2, 3]>::ones();
/// let y: Tensor<f32, shape![4, 1, 2, 2]> = product(&batched, &w);
/// assert_eq!(y.to_vec()[..4], [2., 2., 2., 2.]);
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot multiply `{Self}` by `{Rhs}`",
    note = "both must be tuples of 1 to 8 dims (`D<N>`, `One`, `Dyn`); write them with `shape![..]`"
)]
pub trait MatmulWith<Rhs> {
    /// The shape of the product.
    type Output;
    /// Bit `i` is set when batch axis `i` of the product is a `D<1>` met by a `Dyn` (see
    /// [`BroadcastWith::STRICT_AXES`](crate::shape::BroadcastWith)): there the run-time size must be
    /// 1, though NumPy's rule would let the `Dyn` stretch it.
    #[doc(hidden)]
    const STRICT_AXES: u16;
}

// One blanket impl over the per-rank trait: with a single candidate, rustc does not append a
// list of every rank pair's impl to errors from method bounds and projections. Its bound has
// the rhs as its `Self`, as `BroadcastWith`'s has: method lookup meets it before the rhs's
// type is known, when such a bound is undecided; a bound on a generic lhs with no `MatmulWith`
// bound of its own would be false at once, and rustc would say only that the method's bounds
// are not met, naming this machinery instead of `MatmulWith`.
impl<L, R> MatmulWith<R> for L
where
    R: MatmulAgainst<L>,
{
    type Output = <R as MatmulAgainst<L>>::Output;
    const STRICT_AXES: u16 = <R as MatmulAgainst<L>>::STRICT_AXES;
}

/// The shape of the product of `A` and `B`: `Matmul<shape![5, 64], shape![10, 64, 2048]>` is
/// `shape![10, 5, 2048]`.
///
/// ```
/// use typed_tensor::{shape, shape::Matmul};
/// let _same: core::marker::PhantomData<Matmul<shape![5, 64], shape![10, 64, 2048]>> =
///     core::marker::PhantomData::<shape![10, 5, 2048]>;
/// ```
pub type Matmul<A, B> = <A as MatmulWith<B>>::Output;

/// The per-rank-pair impls behind [`MatmulWith`], on the right-hand shape: `R:
/// MatmulAgainst<L>` holds when `L: MatmulWith<R>` does. Use `MatmulWith` in bounds.
///
/// ```
/// use typed_tensor::shape;
/// use typed_tensor::shape::machinery::MatmulAgainst;
/// let _: <shape![3, 7, 2] as MatmulAgainst<shape![7]>>::Output = <shape![3, 2]>::default();
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot multiply `{Lhs}` by `{Self}`",
    label = "generic shapes need the bound `{Lhs}: MatmulWith<{Self}>`",
    note = "both must be tuples of 1 to 8 dims (`D<N>`, `One`, `Dyn`); write them with `shape![..]`"
)]
pub trait MatmulAgainst<Lhs> {
    /// The shape of the product.
    type Output;
    /// As [`MatmulWith::STRICT_AXES`].
    const STRICT_AXES: u16;
}

/// The contracted pair of axes of a matrix product: `A` is axis `LA` of the left shape `L`,
/// `B` is axis `RA` of the right shape `R`.
///
/// The innermost bound that fails when the inner dims differ, so it carries both whole shapes
/// and both axis numbers for rustc to print. Equal dims match through one impl over `(X, X)`
/// (so a generic dim matches itself); `Dyn` matches any dim after a run-time check; `One` and
/// `D<1>` are both size one. Unlike the batch axes, the contracted axis never broadcasts.
///
/// ```
/// use typed_tensor::shape::machinery::MatmulInner;
/// use typed_tensor::{D, Dyn};
/// fn fits<X: MatmulInner<Dyn, D<4>, (D<2>, Dyn), (D<4>,), 1, 0>>() {}
/// fits::<(Dyn, D<4>)>();
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot multiply `{L}` by `{R}`",
    label = "lhs axis {LA} is `{A}` but rhs axis {RA} is `{B}`",
    note = "the lhs's last axis and the rhs's second to last (or only) axis must be equal"
)]
pub trait MatmulInner<A, B, L, R, const LA: usize, const RA: usize> {}

macro_rules! same_size {
    ($([$($gen:tt)*] $a:ty, $b:ty;)*) => {$(
        #[diagnostic::do_not_recommend]
        impl<$($gen)* L, R, const LA: usize, const RA: usize> MatmulInner<$a, $b, L, R, LA, RA> for ($a, $b) {}
        #[diagnostic::do_not_recommend]
        impl<$($gen)* L, R> BmmBatch<$a, $b, L, R> for ($a, $b) {}
    )*};
}

// The pairs of dims of the same size: the rule of the contracted axes and of `bmm`'s batch.
super::equal_dims::equal_dim_pairs!(same_size);

/// Never implemented: the failing bound of [`MatmulWith`] when an operand has rank 0, so the
/// error names both shapes and says why (PyTorch rejects 0-d operands too).
///
/// ```compile_fail
/// use typed_tensor::shape;
/// use typed_tensor::shape::machinery::MatmulNeedsAxes;
/// fn never<X: MatmulNeedsAxes<shape![], shape![3]>>() {}
/// never::<shape![3]>();
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot multiply `{L}` by `{R}`: matmul needs at least one axis on each side",
    label = "a rank-0 operand has no axis to contract",
    note = "multiply by a scalar with `*` instead"
)]
pub trait MatmulNeedsAxes<L, R> {}

/// The shape of `Self` multiplied by `Rhs` through a fixed-rank form: `Rhs` has rank `RANK`
/// (`dot` and `mv` take a vector, `mm` a matrix, `bmm` a batch of matrices), and for `bmm` the
/// batch is the same on both sides. The bound of those forms, as [`MatmulWith`] is of
/// `matmul`; the receiver's rank is fixed by its type.
///
/// ```
/// use typed_tensor::{shape, shape::MatmulForm, Tensor};
///
/// // A matrix times whatever `mm` accepts: one bound.
/// fn mm_any<A, B, S2>(
///     a: &Tensor<f32, (A, B)>,
///     b: &Tensor<f32, S2>,
/// ) -> Tensor<f32, <(A, B) as MatmulForm<S2, 2>>::Output>
/// where
///     (A, B): MatmulForm<S2, 2>,
/// {
///     a.mm(b)
/// }
///
/// let a = Tensor::<f32, shape![2, 2]>::ones();
/// let b = Tensor::<f32, shape![2, 3]>::ones();
/// let c: Tensor<f32, shape![2, 3]> = mm_any(&a, &b);
/// assert_eq!(c.to_vec(), [2.0; 6]);
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot multiply `{Self}` by `{Rhs}` with a rank-{RANK} form",
    note = "`dot` and `mv` take vectors (rank 1), `mm` matrices (rank 2), `bmm` batches (rank 3); `matmul` takes any rank"
)]
pub trait MatmulForm<Rhs, const RANK: usize> {
    /// The shape of the product: [`Matmul<Self, Rhs>`](Matmul).
    type Output;
}

// One blanket impl over the per-rank trait on the rhs, as for `MatmulWith`.
impl<L, R, const RANK: usize> MatmulForm<R, RANK> for L
where
    R: MatmulFormAgainst<L, RANK>,
{
    type Output = <R as MatmulFormAgainst<L, RANK>>::Output;
}

/// The per-rhs-rank impls behind [`MatmulForm`], on the right-hand shape: `R:
/// MatmulFormAgainst<L, RANK>` holds when `L: MatmulForm<R, RANK>` does. Use `MatmulForm` in
/// bounds.
///
/// ```
/// use typed_tensor::shape;
/// use typed_tensor::shape::machinery::MatmulFormAgainst;
/// let _: <shape![7] as MatmulFormAgainst<shape![2, 7], 1>>::Output = <shape![2]>::default();
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot multiply `{Lhs}` by `{Self}` with a rank-{RANK} form",
    label = "generic shapes need the bound `{Lhs}: MatmulForm<{Self}, {RANK}>`",
    note = "`dot` and `mv` take vectors (rank 1), `mm` matrices (rank 2), `bmm` batches (rank 3); `matmul` takes any rank"
)]
pub trait MatmulFormAgainst<Lhs, const RANK: usize> {
    /// The shape of the product.
    type Output;
}

/// Never implemented: the failing bound of [`MatmulForm`] when the rhs `R` does not have rank
/// `RANK`; `L` is the lhs. Its self type is the rhs's first dim (see the generated impls).
///
/// ```compile_fail
/// use typed_tensor::{shape, D};
/// use typed_tensor::shape::machinery::MatmulFormRank;
/// fn never<X: MatmulFormRank<shape![4, 3], shape![2, 3, 5], 2>>() {}
/// never::<D<2>>();
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot multiply `{L}` by `{R}`: the rhs is not of rank {RANK}",
    label = "this form takes an operand of rank {RANK}",
    note = "`dot` and `mv` take vectors (rank 1), `mm` matrices (rank 2), `bmm` batches (rank 3); `matmul` takes any rank"
)]
pub trait MatmulFormRank<L, R, const RANK: usize> {}

/// The batch axes of `bmm`: `A` is axis 0 of the left shape `L`, `B` axis 0 of the right
/// shape `R`. They must be equal as the contracted axes must ([`MatmulInner`]): `bmm` does
/// not broadcast the batch, as `torch.bmm` does not.
///
/// ```
/// use typed_tensor::shape::machinery::BmmBatch;
/// use typed_tensor::{D, Dyn};
/// fn fits<X: BmmBatch<Dyn, D<4>, (Dyn, D<2>, D<2>), (D<4>, D<2>, D<2>)>>() {}
/// fits::<(Dyn, D<4>)>();
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot `bmm` `{L}` by `{R}`: the batches differ",
    label = "lhs axis 0 is `{A}` but rhs axis 0 is `{B}`",
    note = "`bmm` does not broadcast the batch; `matmul` does"
)]
pub trait BmmBatch<A, B, L, R> {}

/// Holds when `Self`, the product of `L` and `R`, is the shape `Out`: the bound that
/// [`Tensor::matmul_into`](crate::Tensor::matmul_into) puts on its `out` tensor.
///
/// ```
/// use typed_tensor::shape;
/// use typed_tensor::shape::machinery::MatmulOutput;
/// fn fits<P: MatmulOutput<shape![2, 3], shape![3, 4], shape![2, 4]>>() {}
/// fits::<shape![2, 4]>();
/// ```
#[diagnostic::on_unimplemented(
    message = "the product of `{L}` and `{R}` has shape `{Self}`, not `{Out}`",
    label = "`out` must have the product's shape `{Self}`"
)]
pub trait MatmulOutput<L, R, Out> {}

#[diagnostic::do_not_recommend]
impl<P, L, R> MatmulOutput<L, R, P> for P {}

// A second impl that never applies to a shape: with the first alone, rustc would infer `out`'s
// type from it and report a wrong `out` as "mismatched types" instead of this trait's message.
#[diagnostic::do_not_recommend]
impl<P, L, R> MatmulOutput<L, R, unmatched::NotAShape<P>> for P {}

mod unmatched {
    /// Never a tensor's shape; see the second `MatmulOutput` impl.
    pub struct NotAShape<P>(core::marker::PhantomData<P>);
}

/// Holds when `Self` is `P`: how [`Tensor::matmul_into`](crate::Tensor::matmul_into) names
/// the product `Matmul<L, R>` as a parameter of its own, `P`. rustc points an unmet bound of a
/// method at the one argument whose type names the bound's first own parameter; no argument
/// names `P`, so a failed [`MatmulOutput`] bound on it is reported at the method's name.
///
/// ```
/// use typed_tensor::shape;
/// use typed_tensor::shape::machinery::IsProduct;
/// fn same<A: IsProduct<B>, B>() {}
/// same::<shape![2, 4], shape![2, 4]>();
/// ```
pub trait IsProduct<P> {}

impl<P> IsProduct<P> for P {}

typed_tensor_macros::__matmul_impls!();

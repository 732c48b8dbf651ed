//! Type-level rule of `layer_norm` and `rms_norm`: a weight or bias has one axis, the input's
//! last. Equal dims agree through one impl over `(X, X)`, a `Dyn` on either side is checked
//! at run time, and nothing broadcasts (as PyTorch's `normalized_shape`).

use super::axis::{Axis, LAST};
use super::dim::{DimName, Dyn, DynName, One, D};

/// A weight or bias of shape `W` fits the last axis of `Self`: the bound of
/// [`Tensor::layer_norm`](crate::Tensor::layer_norm) and `rms_norm`.
///
/// ```
/// use typed_tensor::{shape, NormalizedBy};
/// fn fits<S: NormalizedBy<W>, W>() {}
/// fits::<shape![8, 256], shape![256]>();
/// fits::<shape![8, dyn], shape![256]>(); // the `Dyn` is checked at run time
/// ```
pub trait NormalizedBy<W> {
    /// `Self`: the methods name it in their result, so that a failing bound is reported
    /// without rustc's "required by a bound" note.
    type Output;
}

// The one blanket impl (see the `shape` module's rules).
impl<S, W: NormParameterRanks<S>> NormalizedBy<W> for S {
    type Output = S;
}

/// The per-rank impls behind [`NormalizedBy`]: rank 1 compares the axis with the last axis of
/// `S`, every other rank fails with [`NormParameterRank`]'s message.
pub trait NormParameterRanks<S> {}

impl<S, X> NormParameterRanks<S> for (X,)
where
    S: Axis<LAST>,
    (<S as Axis<LAST>>::Dim, X): NormDim<<S as Axis<LAST>>::Dim, X, S, (X,)>,
{
}

/// Never implemented: the failing bound for a weight or bias of a rank other than 1.
///
/// ```compile_fail
/// use typed_tensor::shape;
/// use typed_tensor::shape::machinery::NormParameterRank;
/// fn never<X: NormParameterRank<shape![2, 4], shape![1, 4]>>() {}
/// never::<()>();
/// ```
#[diagnostic::on_unimplemented(
    message = "a weight or bias of shape `{W}` cannot normalize `{S}`",
    label = "the weight and bias of a norm have one axis, the last axis of `{S}`"
)]
pub trait NormParameterRank<S, W> {}

macro_rules! other_ranks {
    ($(($($a:ident),*);)*) => {$(
        impl<S, $($a),*> NormParameterRanks<S> for ($($a,)*) where (): NormParameterRank<S, ($($a,)*)> {}
    )*};
}

other_ranks! {
    ();
    (A0, A1);
    (A0, A1, A2);
    (A0, A1, A2, A3);
    (A0, A1, A2, A3, A4);
    (A0, A1, A2, A3, A4, A5);
    (A0, A1, A2, A3, A4, A5, A6);
    (A0, A1, A2, A3, A4, A5, A6, A7);
}

/// The innermost bound that fails when the last axis `A` of `S` and the parameter's axis `B`
/// differ, so that its message names both shapes.
///
/// ```
/// use typed_tensor::shape::machinery::NormDim;
/// use typed_tensor::{shape, D};
/// fn fits<X: NormDim<D<4>, D<4>, shape![2, 4], shape![4]>>() {}
/// fits::<(D<4>, D<4>)>();
/// ```
#[diagnostic::on_unimplemented(
    message = "a weight or bias of shape `{W}` cannot normalize `{S}`",
    label = "the last axis of `{S}` is `{A}` but the parameter's axis is `{B}`"
)]
pub trait NormDim<A, B, S, W> {}

macro_rules! norm_dims {
    ($([$($gen:tt)*] $a:ty, $b:ty;)*) => {$(
        #[diagnostic::do_not_recommend]
        impl<$($gen)* S, W> NormDim<$a, $b, S, W> for ($a, $b) {}
    )*};
}

super::equal_dims::equal_dim_pairs!(norm_dims);

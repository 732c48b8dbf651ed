//! Type-level rule of the parameters that run along a tensor's last axis (the weight and bias
//! of `layer_norm` and `rms_norm`, the bias of `linear`): one axis, the tensor's last. Equal
//! dims agree through one impl over `(X, X)`, a `Dyn` on either side is checked at run time,
//! and nothing broadcasts (as PyTorch's `normalized_shape`).

use super::axis::{Axis, LAST};
use super::dim::{DimName, Dyn, DynName, One, D};

/// A parameter of shape `W` fits the last axis of `Self`: the bound of
/// [`Tensor::layer_norm`](crate::Tensor::layer_norm), `rms_norm` and `linear`'s bias.
///
/// ```
/// use typed_tensor::{shape, shape::FitsLastAxis};
/// fn fits<S: FitsLastAxis<W>, W>() {}
/// fits::<shape![8, 256], shape![256]>();
/// fits::<shape![8, dyn], shape![256]>(); // the `Dyn` is checked at run time
/// ```
pub trait FitsLastAxis<W> {
    /// `Self`: the methods name it in their result, so that a failing bound is reported
    /// without rustc's "required by a bound" note.
    type Output;
}

// The one blanket impl (see the `shape` module's rules).
impl<S, W: LastAxisParameterRanks<S>> FitsLastAxis<W> for S {
    type Output = S;
}

/// The per-rank impls behind [`FitsLastAxis`]: rank 1 compares the axis with the last axis of
/// `S`, every other rank fails with [`LastAxisParameterRank`]'s message.
///
/// ```
/// use typed_tensor::shape::machinery::LastAxisParameterRanks;
/// use typed_tensor::shape;
/// fn fits<W: LastAxisParameterRanks<S>, S>() {}
/// fits::<shape![64], shape![dyn, 64]>();
/// ```
pub trait LastAxisParameterRanks<S> {}

impl<S, X> LastAxisParameterRanks<S> for (X,)
where
    S: Axis<LAST>,
    (<S as Axis<LAST>>::Dim, X): LastAxisDim<<S as Axis<LAST>>::Dim, X, S, (X,)>,
{
}

/// Never implemented: the failing bound for a parameter of a rank other than 1.
///
/// ```compile_fail
/// use typed_tensor::shape;
/// use typed_tensor::shape::machinery::LastAxisParameterRank;
/// fn never<X: LastAxisParameterRank<shape![2, 4], shape![1, 4]>>() {}
/// never::<()>();
/// ```
#[diagnostic::on_unimplemented(
    message = "a parameter of shape `{W}` does not fit the last axis of `{S}`",
    label = "a norm's weight and bias, and a linear layer's bias, have one axis: the last of `{S}`"
)]
pub trait LastAxisParameterRank<S, W> {}

macro_rules! other_ranks {
    ($(($($a:ident),*);)*) => {$(
        impl<S, $($a),*> LastAxisParameterRanks<S> for ($($a,)*) where (): LastAxisParameterRank<S, ($($a,)*)> {}
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
/// use typed_tensor::shape::machinery::LastAxisDim;
/// use typed_tensor::{shape, D};
/// fn fits<X: LastAxisDim<D<4>, D<4>, shape![2, 4], shape![4]>>() {}
/// fits::<(D<4>, D<4>)>();
/// ```
#[diagnostic::on_unimplemented(
    message = "a parameter of shape `{W}` does not fit the last axis of `{S}`",
    label = "the last axis of `{S}` is `{A}` but the parameter's axis is `{B}`"
)]
pub trait LastAxisDim<A, B, S, W> {}

macro_rules! norm_dims {
    ($([$($gen:tt)*] $a:ty, $b:ty;)*) => {$(
        #[diagnostic::do_not_recommend]
        impl<$($gen)* S, W> LastAxisDim<$a, $b, S, W> for ($a, $b) {}
    )*};
}

super::equal_dims::equal_dim_pairs!(norm_dims);

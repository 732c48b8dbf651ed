//! Type-level `gather`: the index tensor has the input's rank.

/// The index shape `Index` has the rank of the input shape `Self`: the bound of
/// [`gather`](crate::Tensor::gather), whose index has one position per output element.
///
/// ```
/// use typed_tensor::{shape, SameRank};
/// fn same<S: SameRank<I>, I>() {}
/// same::<shape![2, 3], shape![dyn, 1]>();
/// ```
#[diagnostic::on_unimplemented(
    message = "the index shape `{Index}` does not have the rank of the input shape `{Self}`",
    label = "gather needs an index of the input's rank",
    note = "gather's index has one position per output element, with the input's number of axes"
)]
pub trait SameRank<Index> {}

macro_rules! same_rank {
    ($(($($a:ident $b:ident),*))*) => {$(
        #[diagnostic::do_not_recommend]
        impl<$($a, $b),*> SameRank<($($b,)*)> for ($($a,)*) {}
    )*};
}

same_rank! {
    ()
    (A0 B0)
    (A0 B0, A1 B1)
    (A0 B0, A1 B1, A2 B2)
    (A0 B0, A1 B1, A2 B2, A3 B3)
    (A0 B0, A1 B1, A2 B2, A3 B3, A4 B4)
    (A0 B0, A1 B1, A2 B2, A3 B3, A4 B4, A5 B5)
    (A0 B0, A1 B1, A2 B2, A3 B3, A4 B4, A5 B5, A6 B6)
    (A0 B0, A1 B1, A2 B2, A3 B3, A4 B4, A5 B5, A6 B6, A7 B7)
}

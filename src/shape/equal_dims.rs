//! The pairs of dims that may be the same size, for the relations that do not broadcast:
//! `cat`'s other axes and matmul's contracted axis.

/// Calls `$impls!` with every pair `[generics] A, B;` of dims that may be equal: a dim with
/// itself (one blanket impl over `(X, X)`, so a generic dim matches itself), a run-time dim
/// with any other (the op checks the sizes before it runs; a name meets the plain `Dyn`), and
/// the two size-one types. Two different names, or two different static sizes, have no pair.
macro_rules! equal_dim_pairs {
    ($impls:ident) => {
        $impls! {
            [X,] X, X;
            [const N: usize, Name: DynName,] Dyn<Name>, D<N>;
            [const N: usize, Name: DynName,] D<N>, Dyn<Name>;
            [Name: DynName,] Dyn<Name>, One;
            [Name: DynName,] One, Dyn<Name>;
            [Name: DimName,] Dyn, Dyn<Name>;
            [Name: DimName,] Dyn<Name>, Dyn;
            [] D<1>, One;
            [] One, D<1>;
        }
    };
}

pub(super) use equal_dim_pairs;

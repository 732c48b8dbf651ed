//! Source text of the per-rank, per-axis impls of `CatRanks<R, A>`: two shapes of one rank
//! that agree on every axis except `A`, and failing impls naming both shapes for other ranks.
//!
//! Each impl puts one bound per other axis, so a failing axis is the innermost unsatisfied
//! bound and rustc reports its number. `LAST` (`usize::MAX`) gets its own impl per rank that
//! passes the resolved axis number on, so messages never print `usize::MAX`.

use crate::limits::REPORTED_AXES;
use crate::rank_pairs::{generics, names, tuple, MAX_RANK};

/// `impl CatRanks<(R..), A> for (L..)` for every rank and axis.
pub fn cat_impls() -> String {
    let mut out = String::new();
    out += "impl<const A: usize> CatRanks<(), A> for () where (): AxisOutOfRange<(), A> {}\n";
    for other in 1..=MAX_RANK {
        let others = names("R", other);
        let r = tuple(&others);
        let params = others.join(", ");
        out += &format!(
            "impl<{params}, const A: usize> CatRanks<{r}, A> for () where (): CatRankMismatch<(), {r}> {{}}\n"
        );
    }
    for rank in 1..=MAX_RANK {
        let lhs = names("L", rank);
        let rhs = names("R", rank);
        let (l, r) = (tuple(&lhs), tuple(&rhs));
        let params = generics(&lhs, &rhs);
        let axes = (0..rank)
            .map(|a| (a.to_string(), a))
            .chain([("{ usize::MAX }".to_string(), rank - 1)]);
        for (written, axis) in axes {
            let bounds = (0..rank)
                .filter(|&i| i != axis)
                .map(|i| {
                    let (a, b) = (&lhs[i], &rhs[i]);
                    format!("({a}, {b}): CatDims<{a}, {b}, {l}, {r}, {i}, {axis}>")
                })
                .collect::<Vec<_>>()
                .join(", ");
            out +=
                &format!("impl<{params}> CatRanks<{r}, {written}> for {l} where {bounds} {{}}\n");
        }
        for other in (0..=MAX_RANK).filter(|&other| other != rank) {
            let others = names("R", other);
            let r = tuple(&others);
            let params = generics(&lhs, &others);
            out += &format!(
                "impl<{params}, const A: usize> CatRanks<{r}, A> for {l} where (): CatRankMismatch<{l}, {r}> {{}}\n"
            );
        }
        for axis in rank..REPORTED_AXES {
            out += &format!(
                "impl<{params}> CatRanks<{r}, {axis}> for {l} where (): AxisOutOfRange<{l}, {axis}> {{}}\n"
            );
        }
    }
    out
}

/// `impl SameRankRanks<(A..)> for (B..)` (index `B`, input `A`) for every pair of ranks: empty for
/// equal ranks, with a bound that never holds and names both shapes otherwise.
pub fn same_rank_impls() -> String {
    let mut out = String::new();
    for rank in 0..=MAX_RANK {
        for other in 0..=MAX_RANK {
            let (lhs, rhs) = (names("A", rank), names("B", other));
            let (l, r) = (tuple(&lhs), tuple(&rhs));
            let params = generics(&lhs, &rhs);
            let bound = if rank == other {
                String::new()
            } else {
                format!("where (): RankMismatch<{l}, {r}>")
            };
            out += &format!("impl<{params}> SameRankRanks<{l}> for {r} {bound} {{}}\n");
        }
    }
    out
}

//! Source text of the per-rank-pair `MatmulRanks` impls (`torch.matmul`'s rank rules).
//!
//! Each impl puts one bound on the contracted pair of axes and one per aligned pair of batch
//! axes, so a failing pair is the innermost unsatisfied bound and rustc reports the operands'
//! own axis numbers.

use crate::rank_pairs::{generics, names, tuple, MAX_RANK};

/// `impl MatmulRanks<(B..)> for (A..)` for every pair of ranks 0..=8.
pub fn matmul_ranks() -> String {
    let mut out = String::new();
    for lhs_rank in 0..=MAX_RANK {
        for rhs_rank in 0..=MAX_RANK {
            out += &matmul_pair(lhs_rank, rhs_rank);
        }
    }
    out
}

fn matmul_pair(lhs_rank: usize, rhs_rank: usize) -> String {
    let lhs = names("A", lhs_rank);
    let rhs = names("B", rhs_rank);
    let (l, r) = (tuple(&lhs), tuple(&rhs));
    let params = generics(&lhs, &rhs);
    if lhs_rank == 0 {
        // One impl over every rhs, written next to the trait (see there).
        return String::new();
    }
    if rhs_rank == 0 {
        // Never holds: rustc reports this bound, which names both shapes.
        return format!(
            "impl<{params}> MatmulRanks<()> for {l} where (): MatmulNeedsAxes<{l}, ()> {{ type Output = (); }}\n"
        );
    }
    // The contracted axes: the lhs's last, the rhs's second to last (its only one at rank 1).
    let la = lhs_rank - 1;
    let ra = rhs_rank.saturating_sub(2);
    let (a, b) = (&lhs[la], &rhs[ra]);
    let mut bounds = vec![format!(
        "({a}, {b}): MatmulInner<{a}, {b}, {l}, {r}, {la}, {ra}>"
    )];
    // Batch axes: every axis before the last two; a rank-1 operand has none.
    let lhs_batch = lhs_rank.saturating_sub(2);
    let rhs_batch = rhs_rank.saturating_sub(2);
    let rank = lhs_batch.max(rhs_batch);
    let mut output = Vec::new();
    for axis in 0..rank {
        let li = (axis + lhs_batch).checked_sub(rank);
        let ri = (axis + rhs_batch).checked_sub(rank);
        match (li, ri) {
            (Some(li), Some(ri)) => {
                let (a, b) = (&lhs[li], &rhs[ri]);
                let pair = format!("BroadcastDims<{a}, {b}, {l}, {r}, {li}, {ri}>");
                output.push(format!("<({a}, {b}) as {pair}>::Output"));
                bounds.push(format!("({a}, {b}): {pair}"));
            }
            (Some(li), None) => output.push(lhs[li].clone()),
            (None, Some(ri)) => output.push(rhs[ri].clone()),
            (None, None) => unreachable!("every batch axis comes from an operand"),
        }
    }
    // The matrix axes: rows of the lhs unless it is a vector, columns of the rhs unless it is.
    if lhs_rank >= 2 {
        output.push(lhs[lhs_rank - 2].clone());
    }
    if rhs_rank >= 2 {
        output.push(rhs[rhs_rank - 1].clone());
    }
    format!(
        "impl<{params}> MatmulRanks<{r}> for {l} where {bounds} {{ type Output = {out}; }}\n",
        bounds = bounds.join(", "),
        out = tuple(&output),
    )
}

//! Source text of the per-rank-pair `MatmulAgainst` impls (`torch.matmul`'s rank rules).
//!
//! Each impl puts one bound on the contracted pair of axes and one per aligned pair of batch
//! axes, so a failing pair is the innermost unsatisfied bound and rustc reports the operands'
//! own axis numbers. The impls are on the rhs, as `BroadcastAgainst`'s are: during method
//! lookup the rhs is still unknown, so the bound is undecided rather than false even for a
//! generic lhs, and a missing bound is reported after lookup with the trait's own message.

use crate::rank_pairs::{generics, names, tuple, MAX_RANK};

/// `impl MatmulAgainst<(A..)> for (B..)` for every pair of ranks 0..=8.
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
    if lhs_rank == 0 || rhs_rank == 0 {
        // Never holds: rustc reports this bound, which names both shapes. Its self type is
        // not `()`: rustc prints the message of the bound it started from (`MatmulWith`) when
        // the failing bound has the same self type, and a rank-0 lhs is `()`. It is a dim of
        // the other operand, or with none, `&'a ()` under `for<'a>`, which also keeps the
        // bound from being a global one (checked, and failed, where the impl is declared).
        let holds = match (lhs.first(), rhs.first()) {
            (_, Some(first)) | (Some(first), None) => first.as_str(),
            (None, None) => "for<'a> &'a ()",
        };
        return format!(
            "impl<{params}> MatmulAgainst<{l}> for {r} where {holds}: MatmulNeedsAxes<{l}, {r}> {{ type Output = (); const STRICT_AXES: u16 = 0; }}\n"
        );
    }
    ranked_impl(
        lhs_rank,
        rhs_rank,
        &|l, r| format!("MatmulAgainst<{l}> for {r}"),
        Vec::new(),
        true,
    )
}

/// `impl<..> {head(lhs, rhs)}` for an lhs `(A..)` of rank `lhs_rank` and an rhs `(B..)` of
/// rank `rhs_rank`: the bound on the contracted pair of axes and one per aligned pair of batch
/// axes after `bounds`, the product's shape as `Output`, and with `strict_axes` the batch axes
/// where a `D<1>` meets a `Dyn` as `STRICT_AXES` (as `BroadcastAgainst`'s).
fn ranked_impl(
    lhs_rank: usize,
    rhs_rank: usize,
    head: &dyn Fn(&str, &str) -> String,
    mut bounds: Vec<String>,
    strict_axes: bool,
) -> String {
    let lhs = names("A", lhs_rank);
    let rhs = names("B", rhs_rank);
    let (l, r) = (tuple(&lhs), tuple(&rhs));
    let params = generics(&lhs, &rhs);
    // The contracted axes: the lhs's last, the rhs's second to last (its only one at rank 1).
    let la = lhs_rank - 1;
    let ra = rhs_rank.saturating_sub(2);
    let (a, b) = (&lhs[la], &rhs[ra]);
    bounds.push(format!(
        "({a}, {b}): MatmulInner<{a}, {b}, {l}, {r}, {la}, {ra}>"
    ));
    // Batch axes: every axis before the last two; a rank-1 operand has none.
    let lhs_batch = lhs_rank.saturating_sub(2);
    let rhs_batch = rhs_rank.saturating_sub(2);
    let rank = lhs_batch.max(rhs_batch);
    let mut output = Vec::new();
    let mut strict = vec!["0".to_string()];
    for axis in 0..rank {
        let li = (axis + lhs_batch).checked_sub(rank);
        let ri = (axis + rhs_batch).checked_sub(rank);
        match (li, ri) {
            (Some(li), Some(ri)) => {
                let (a, b) = (&lhs[li], &rhs[ri]);
                let pair = format!("BroadcastDims<{a}, {b}, {l}, {r}, {li}, {ri}>");
                output.push(format!("<({a}, {b}) as {pair}>::Output"));
                // The batch axes lead the product, so batch axis `axis` is its axis `axis`.
                strict.push(format!(
                    "((<({a}, {b}) as {pair}>::STRICT as u16) << {axis})"
                ));
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
    let strict = match strict_axes {
        true => format!(" const STRICT_AXES: u16 = {};", strict.join(" | ")),
        false => String::new(),
    };
    format!(
        "impl<{params}> {head} where {bounds} {{ type Output = {out};{strict} }}\n",
        head = head(&l, &r),
        bounds = bounds.join(", "),
        out = tuple(&output),
    )
}

/// `impl MatmulFormAgainst<L, N> for (B..)` for the fixed-rank forms (`N` = 1: `mv` and `dot`,
/// 2: `mm`, 3: `bmm`) and every rhs rank 0..=8.
///
/// On the rhs, as `MatmulAgainst`, so that the product's shape waits until the rhs is known; an
/// rhs of the wrong rank fails on a bound whose self type is its first dim (not the whole rhs),
/// so rustc reports it at the call with the form's message and no note into this crate.
pub fn matmul_forms() -> String {
    let mut out = String::new();
    for rank in 1..=3 {
        for rhs_rank in 0..=MAX_RANK {
            let rhs = names("B", rhs_rank);
            let r = tuple(&rhs);
            let params = generics(&["L".to_string()], &rhs);
            if rhs_rank != rank {
                // A rank-0 rhs has no first dim; a bound on `()` alone would be a global bound.
                let first = rhs.first().map_or("L", String::as_str);
                out += &format!(
                    "impl<{params}> MatmulFormAgainst<L, {rank}> for {r} where {first}: MatmulFormRank<L, {r}, {rank}> {{ type Output = (); }}\n"
                );
                continue;
            }
            // The receivers: `dot` is on vectors, `mv` and `mm` on matrices, `bmm` on batches.
            let head = |l: &str, r: &str| format!("MatmulFormAgainst<{l}, {rank}> for {r}");
            for lhs_rank in match rank {
                1 => [1, 2].as_slice(),
                2 => &[2],
                _ => &[3],
            } {
                // `bmm`: the batch axes must match as the contracted axes do (no broadcasting).
                let batch = (rank == 3)
                    .then(|| format!("(A0, B0): BmmBatch<A0, B0, {}, {r}>", tuple(&names("A", 3))));
                // No `STRICT_AXES`: `bmm` checks its batches equal, the other forms have none.
                let bounds = batch.into_iter().collect();
                out += &ranked_impl(*lhs_rank, rhs_rank, &head, bounds, false);
            }
        }
    }
    out
}

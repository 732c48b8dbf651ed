//! Source text of the per-rank-pair trait impls.
//!
//! Each impl aligns two tuples from the right and puts one bound per aligned pair of axes, so
//! that a failing pair is the innermost unsatisfied bound and rustc reports its axis numbers.

pub use crate::limits::MAX_RANK;

pub fn names(prefix: &str, rank: usize) -> Vec<String> {
    (0..rank).map(|i| format!("{prefix}{i}")).collect()
}

pub fn tuple(items: &[String]) -> String {
    match items.len() {
        1 => format!("({},)", items[0]),
        _ => format!("({})", items.join(", ")),
    }
}

/// `A0, A1, B0` from two lists of type parameter names.
pub fn generics(first: &[String], second: &[String]) -> String {
    first
        .iter()
        .chain(second)
        .cloned()
        .collect::<Vec<_>>()
        .join(", ")
}

/// `impl BroadcastAgainst<(A..)> for (B..)` for every pair of ranks: the right-hand shape
/// implements it, against the left.
pub fn broadcast_with() -> String {
    let mut out = String::new();
    for lhs_rank in 0..=MAX_RANK {
        for rhs_rank in 0..=MAX_RANK {
            out += &broadcast_with_pair(lhs_rank, rhs_rank);
        }
    }
    out
}

fn broadcast_with_pair(lhs_rank: usize, rhs_rank: usize) -> String {
    let lhs = names("A", lhs_rank);
    let rhs = names("B", rhs_rank);
    let (l, r) = (tuple(&lhs), tuple(&rhs));
    let rank = lhs_rank.max(rhs_rank);
    let mut bounds = Vec::new();
    let mut output = Vec::new();
    let mut strict = vec!["0".to_string()];
    for axis in 0..rank {
        // Axis `axis` of the result sits at this axis of each operand, if it reaches that far.
        let li = (axis + lhs_rank).checked_sub(rank);
        let ri = (axis + rhs_rank).checked_sub(rank);
        match (li, ri) {
            (Some(li), Some(ri)) => {
                let (a, b) = (&lhs[li], &rhs[ri]);
                let pair = format!("BroadcastDims<{a}, {b}, {l}, {r}, {li}, {ri}>");
                output.push(format!("<({a}, {b}) as {pair}>::Output"));
                strict.push(format!(
                    "((<({a}, {b}) as {pair}>::STRICT as u16) << {axis})"
                ));
                bounds.push(format!("({a}, {b}): {pair}"));
            }
            (Some(li), None) => output.push(lhs[li].clone()),
            (None, Some(ri)) => output.push(rhs[ri].clone()),
            (None, None) => unreachable!("every result axis comes from an operand"),
        }
    }
    let params = generics(&lhs, &rhs);
    format!(
        "impl<{params}> BroadcastAgainst<{l}> for {r} where {bounds} {{ type Output = {out}; \
         const STRICT_AXES: u16 = {strict}; }}\n",
        bounds = bounds.join(", "),
        out = tuple(&output),
        strict = strict.join(" | "),
    )
}

/// `impl BroadcastIntoRanks<(T..)> for (S..)` for every pair of ranks; where the source is longer,
/// the impl's bound can never hold and names both shapes.
pub fn broadcast_into() -> String {
    let mut out = String::new();
    for target_rank in 0..=MAX_RANK {
        for source_rank in target_rank + 1..=MAX_RANK {
            let (source, target) = (names("S", source_rank), names("T", target_rank));
            let (s, t) = (tuple(&source), tuple(&target));
            let params = generics(&source, &target);
            out += &format!(
                "impl<{params}> BroadcastIntoRanks<{t}> for {s} where (): SourceHasMoreAxes<{s}, {t}> {{ const STRICT_AXES: u16 = 0; }}\n"
            );
        }
        for source_rank in 0..=target_rank {
            let source = names("S", source_rank);
            let target = names("T", target_rank);
            let (s, t) = (tuple(&source), tuple(&target));
            let lead = target_rank - source_rank;
            // Source axis `si` meets target axis `ti`: its bound, and its bit of `STRICT_AXES`.
            let (bounds, strict): (Vec<_>, Vec<_>) = (0..source_rank)
                .map(|si| {
                    let ti = si + lead;
                    let (a, b) = (&source[si], &target[ti]);
                    let dim_into = format!("BroadcastDimInto<{a}, {b}, {s}, {t}, {si}, {ti}>");
                    (
                        format!("({a}, {b}): {dim_into}"),
                        format!("((<({a}, {b}) as {dim_into}>::STRICT as u16) << {ti})"),
                    )
                })
                .unzip();
            let bounds = bounds.join(", ");
            let strict = ["0".to_string()]
                .into_iter()
                .chain(strict)
                .collect::<Vec<_>>()
                .join(" | ");
            let params = generics(&source, &target);
            out += &format!(
                "impl<{params}> BroadcastIntoRanks<{t}> for {s} where {bounds} {{ const STRICT_AXES: u16 = {strict}; }}\n"
            );
        }
    }
    out
}

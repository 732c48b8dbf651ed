//! Source text of the per-rank impls of `PermuteRanks<AxesN<..>>`, `TransposeRanks<A, B>` and
//! `FlattenRanks<FROM, TO, New>`.

use crate::limits::REPORTED_AXES;
use crate::rank_pairs::{names, tuple, MAX_RANK};

/// `impl PermuteRanks<AxesR<P0, ..>> for (D0, ..)` for every rank: result axis `i` is the dim at
/// axis `Pi`, found through `Axis<Pi>` so that an out-of-range axis reports itself. A
/// permutation of another length gets an impl whose bound never holds and names both.
pub fn permute_impls() -> String {
    let mut out = String::new();
    for rank in 0..=MAX_RANK {
        let dims = names("D", rank);
        let shape = tuple(&dims);
        for len in 0..=MAX_RANK {
            let perm = names("P", len);
            let perm_type = if len == 0 {
                "Axes0".to_string()
            } else {
                format!("Axes{len}<{}>", perm.join(", "))
            };
            let mut generics: Vec<String> = dims.clone();
            if len == rank {
                let picked = names("X", rank);
                generics.extend(picked.iter().cloned());
                generics.extend(perm.iter().map(|p| format!("const {p}: usize")));
                let bounds = (0..rank)
                    .map(|i| format!("{shape}: Axis<{}, Dim = {}>", perm[i], picked[i]))
                    .collect::<Vec<_>>();
                let where_clause = if bounds.is_empty() {
                    String::new()
                } else {
                    format!("where {}", bounds.join(", "))
                };
                out += &format!(
                    "impl<{}> PermuteRanks<{perm_type}> for {shape} {where_clause} {{ type Output = {}; }}\n",
                    generics.join(", "),
                    tuple(&picked),
                );
            } else {
                generics.extend(perm.iter().map(|p| format!("const {p}: usize")));
                out += &format!(
                    "impl<{}> PermuteRanks<{perm_type}> for {shape} where (): PermutationLength<{shape}, {perm_type}, {len}> \
                     {{ type Output = (); }}\n",
                    generics.join(", "),
                );
            }
        }
    }
    out
}

/// `impl FlattenRanks<FROM, TO, New> for (D0, ..)` for every rank and `FROM <= TO < rank`, and
/// impls whose bound never holds (naming the shape and both axes) for other `FROM, TO` up to
/// 8. Rank 0 gets none of the latter: its bound would have no generic parameter.
pub fn flatten_impls() -> String {
    let mut out = String::new();
    for rank in 1..=MAX_RANK {
        let dims = names("D", rank);
        let shape = tuple(&dims);
        let params = dims.join(", ");
        for from in 0..=MAX_RANK {
            for to in 0..=MAX_RANK {
                if from <= to && to < rank {
                    let mut merged: Vec<String> = dims[..from].to_vec();
                    merged.push("New".to_string());
                    merged.extend(dims[to + 1..].iter().cloned());
                    out += &format!(
                        "impl<{params}, New> FlattenRanks<{from}, {to}, New> for {shape} {{ type Output = {}; }}\n",
                        tuple(&merged)
                    );
                } else {
                    out += &format!(
                        "impl<{params}, New> FlattenRanks<{from}, {to}, New> for {shape} \
                         where (): FlattenRange<{shape}, {from}, {to}> {{ type Output = (); }}\n"
                    );
                }
            }
        }
    }
    out
}

/// `impl TransposeRanks<A, B> for (D0, ..)` for every rank and pair of axes below the rank,
/// and impls whose bound never holds, naming the shape and the first axis out of range, for
/// other pairs below `REPORTED_AXES`. Rank 0 gets none of the latter: its bound would have no
/// generic parameter.
pub fn transpose_impls() -> String {
    let mut out = String::new();
    for rank in 0..=MAX_RANK {
        let dims = names("D", rank);
        let shape = tuple(&dims);
        let params = dims.join(", ");
        let limit = if rank == 0 { 0 } else { REPORTED_AXES };
        for a in 0..limit.max(rank) {
            for b in 0..limit.max(rank) {
                if a < rank && b < rank {
                    let mut swapped = dims.clone();
                    swapped.swap(a, b);
                    out += &format!(
                        "impl<{params}> TransposeRanks<{a}, {b}> for {shape} {{ type Output = {}; }}\n",
                        tuple(&swapped)
                    );
                } else {
                    let bad = if a >= rank { a } else { b };
                    out += &format!(
                        "impl<{params}> TransposeRanks<{a}, {b}> for {shape} \
                         where (): AxisOutOfRange<{shape}, {bad}> {{ type Output = (); }}\n"
                    );
                }
            }
        }
    }
    out
}

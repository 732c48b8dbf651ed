//! Source text of the per-rank, per-axis impls of `Axis<A>` and `InsertAxis<A, New>`, including
//! `LAST` (`usize::MAX`) as the last axis of each rank.

use crate::rank_pairs::{names, tuple, MAX_RANK};

use crate::limits::REPORTED_AXES;

/// `impl AxisRanks<A> for (D0, ..)` for every rank and axis, and `InsertAxisRanks` below the top rank.
pub fn axis_impls() -> String {
    let mut out = String::new();
    for rank in 0..=MAX_RANK {
        let dims = names("D", rank);
        let params = dims.join(", ");
        let shape = tuple(&dims);
        for axis in 0..rank {
            let mut removed = dims.clone();
            removed.remove(axis);
            let mut replaced = dims.clone();
            replaced[axis] = "New".to_string();
            out += &format!(
                "impl<{params}> AxisRanks<{axis}> for {shape} {{ const INDEX: usize = {axis}; type Dim = {dim}; \
                 type Removed = {removed}; type Replaced<New> = {replaced}; }}\n",
                dim = dims[axis],
                removed = tuple(&removed),
                replaced = tuple(&replaced),
            );
        }
        if rank == 0 {
            // A rank-0 shape has no axis at all, so one impl generic over the axis covers every
            // `A` (a concrete axis would make the bound global, checked and failed eagerly).
            out += "impl<const A: usize> AxisRanks<A> for () where (): AxisOutOfRange<(), A> \
                    { const INDEX: usize = A; type Dim = (); type Removed = (); type Replaced<New> = (); }\n";
        } else {
            // `LAST` (`usize::MAX`) names the last axis of every rank from 1 on, like PyTorch's
            // `dim=-1`; `INDEX` resolves it so run-time code never sees `usize::MAX`.
            let last = rank - 1;
            let mut removed = dims.clone();
            removed.remove(last);
            let mut replaced = dims.clone();
            replaced[last] = "New".to_string();
            out += &format!(
                "impl<{params}> AxisRanks<{{ usize::MAX }}> for {shape} {{ const INDEX: usize = {last}; \
                 type Dim = {dim}; type Removed = {removed}; type Replaced<New> = {replaced}; }}\n",
                dim = dims[last],
                removed = tuple(&removed),
                replaced = tuple(&replaced),
            );
        }
        let reported = if rank == 0 { 0..0 } else { rank..REPORTED_AXES };
        for axis in reported {
            out += &format!(
                "impl<{params}> AxisRanks<{axis}> for {shape} where (): AxisOutOfRange<{shape}, {axis}> \
                 {{ const INDEX: usize = {axis}; type Dim = (); type Removed = (); type Replaced<New> = (); }}\n"
            );
        }
        let generics = if rank == 0 {
            "New".to_string()
        } else {
            format!("{params}, New")
        };
        let first_bad_insert = if rank < MAX_RANK { rank + 1 } else { 0 };
        let reported = if rank == 0 {
            0..0
        } else {
            first_bad_insert..REPORTED_AXES
        };
        for axis in reported {
            out += &format!(
                "impl<{generics}> InsertAxisRanks<{axis}, New> for {shape} where (): NewAxisOutOfRange<{shape}, {axis}> \
                 {{ const INDEX: usize = {axis}; type Output = (); }}\n"
            );
        }
        if rank < MAX_RANK {
            for axis in 0..=rank {
                let mut inserted = dims.clone();
                inserted.insert(axis, "New".to_string());
                out += &format!(
                    "impl<{generics}> InsertAxisRanks<{axis}, New> for {shape} {{ const INDEX: usize = {axis}; \
                     type Output = {}; }}\n",
                    tuple(&inserted)
                );
            }
            // A new axis at `LAST` becomes the last axis: it is appended (PyTorch's
            // `unsqueeze(-1)`, `stack(dim=-1)`).
            let mut appended = dims.clone();
            appended.push("New".to_string());
            out += &format!(
                "impl<{generics}> InsertAxisRanks<{{ usize::MAX }}, New> for {shape} {{ const INDEX: usize = {rank}; \
                 type Output = {}; }}\n",
                tuple(&appended)
            );
        } else {
            out += &format!(
                "impl<{generics}> InsertAxisRanks<{{ usize::MAX }}, New> for {shape} \
                 where (): NewAxisOutOfRange<{shape}, {{ usize::MAX }}> {{ const INDEX: usize = usize::MAX; type Output = (); }}\n"
            );
        }
    }
    out
}

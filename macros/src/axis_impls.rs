//! Source text of the per-rank, per-axis impls of `Axis<A>` and `InsertAxis<A, New>`.

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
                "impl<{params}> AxisRanks<{axis}> for {shape} {{ type Dim = {dim}; type Removed = {removed}; \
                 type Replaced<New> = {replaced}; }}\n",
                dim = dims[axis],
                removed = tuple(&removed),
                replaced = tuple(&replaced),
            );
        }
        if rank == 0 {
            // A rank-0 shape has no axis at all, so one impl generic over the axis covers every
            // `A` (a concrete axis would make the bound global, checked and failed eagerly).
            out += "impl<const A: usize> AxisRanks<A> for () where (): AxisOutOfRange<(), A> \
                    { type Dim = (); type Removed = (); type Replaced<New> = (); }\n";
        }
        let reported = if rank == 0 { 0..0 } else { rank..REPORTED_AXES };
        for axis in reported {
            out += &format!(
                "impl<{params}> AxisRanks<{axis}> for {shape} where (): AxisOutOfRange<{shape}, {axis}> \
                 {{ type Dim = (); type Removed = (); type Replaced<New> = (); }}\n"
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
                 {{ type Output = (); }}\n"
            );
        }
        if rank < MAX_RANK {
            for axis in 0..=rank {
                let mut inserted = dims.clone();
                inserted.insert(axis, "New".to_string());
                let generics = if rank == 0 {
                    "New".to_string()
                } else {
                    format!("{params}, New")
                };
                out += &format!(
                    "impl<{generics}> InsertAxisRanks<{axis}, New> for {shape} {{ type Output = {}; }}\n",
                    tuple(&inserted)
                );
            }
        }
    }
    out
}

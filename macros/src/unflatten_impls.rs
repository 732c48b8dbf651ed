//! Source text of the per-rank impls of `UnflattenRanks<A, (P0, ..)>`: axis `A` of a shape
//! replaced by the dims of a tuple of parts, including `LAST` (`usize::MAX`) as the last axis.

use crate::limits::REPORTED_AXES;
use crate::rank_pairs::{names, tuple, MAX_RANK};

/// For every rank, axis (and `LAST`) and parts tuple of 1 to 8 dims: the spliced shape when it
/// has at most `MAX_RANK` axes, otherwise an impl whose bound never holds and names the shape,
/// the axis and the parts. Axes out of range get one impl per axis, generic over the parts,
/// whose bound never holds and names the shape and the axis; rank 0 gets one impl generic over
/// both (a concrete axis would make the bound global, checked and failed eagerly).
pub fn unflatten_impls() -> String {
    let mut out = String::from(
        "impl<const A: usize, Parts> UnflattenRanks<A, Parts> for () where (): AxisOutOfRange<(), A> \
         { const INDEX: usize = A; type Output = (); }\n",
    );
    for rank in 1..=MAX_RANK {
        let dims = names("D", rank);
        let shape = tuple(&dims);
        let params = dims.join(", ");
        let axes = (0..rank).map(|axis| (axis.to_string(), axis));
        let last = std::iter::once(("{ usize::MAX }".to_string(), rank - 1));
        for (axis_param, axis) in axes.chain(last) {
            for count in 1..=MAX_RANK {
                let parts = names("P", count);
                let parts_tuple = tuple(&parts);
                let generics = format!("{params}, {}", parts.join(", "));
                if rank - 1 + count <= MAX_RANK {
                    let mut spliced: Vec<String> = dims[..axis].to_vec();
                    spliced.extend(parts.iter().cloned());
                    spliced.extend(dims[axis + 1..].iter().cloned());
                    out += &format!(
                        "impl<{generics}> UnflattenRanks<{axis_param}, {parts_tuple}> for {shape} \
                         {{ const INDEX: usize = {axis}; type Output = {}; }}\n",
                        tuple(&spliced)
                    );
                } else {
                    out += &format!(
                        "impl<{generics}> UnflattenRanks<{axis_param}, {parts_tuple}> for {shape} \
                         where (): UnflattenTooManyAxes<{shape}, {axis_param}, {parts_tuple}> \
                         {{ const INDEX: usize = {axis}; type Output = (); }}\n"
                    );
                }
            }
        }
        for axis in rank..REPORTED_AXES {
            out += &format!(
                "impl<{params}, Parts> UnflattenRanks<{axis}, Parts> for {shape} \
                 where (): AxisOutOfRange<{shape}, {axis}> {{ const INDEX: usize = {axis}; type Output = (); }}\n"
            );
        }
    }
    out
}

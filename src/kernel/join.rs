//! Copies that build one output from several inputs or from looked-up positions: `concat`
//! (for `cat` and `stack`) and `gather` (for `gather` and `index_select`).
//!
//! Both fill a fresh buffer through the same segment loops as the elementwise ops, so they
//! take strided views of any layout (transposed, broadcast, offset) without copying them first.

use super::buffer::Buffer;
use super::plan::ZipPlan;
use super::segment::map_segment;
use super::{alloc, for_each_out_segment, Operand};
use crate::error::AllocError;
use crate::limits::MAX_RANK;

/// A new row-major buffer of `out_dims` holding the `parts` one after another along `axis`.
///
/// Each part is an operand seen with `out_dims` except on `axis`, where it has `len` indices
/// (the `usize` of each pair). Panics unless the lengths add up to `out_dims[axis]`: every slot
/// of the output must be written. An `Err` when the output cannot be allocated.
pub(crate) fn concat<T: Copy + Send + Sync>(
    out_dims: &[usize],
    axis: usize,
    parts: &[(Operand<'_, T>, usize)],
) -> Result<Buffer<T>, AllocError> {
    let total = out_dims[axis];
    assert_eq!(
        parts.iter().map(|&(_, len)| len).sum::<usize>(),
        total,
        "the parts fill the joined axis"
    );
    let outer: usize = out_dims[..axis].iter().product();
    let inner: usize = out_dims[axis + 1..].iter().product();
    let rank = out_dims.len();
    // One plan per part, over that part's own dims; its row-major elements `o * block..` are
    // the part's share of the output row `o` (all axes before `axis` fixed).
    let plans: Vec<(ZipPlan<1>, usize, usize)> = parts
        .iter()
        .scan(0, |start, &(operand, len)| {
            let mut dims = [0; MAX_RANK];
            dims[..rank].copy_from_slice(out_dims);
            dims[axis] = len;
            let mut plan = ZipPlan::empty([operand.offset]);
            plan.coalesce(&dims[..rank], [&operand.strides[..rank]]);
            let at = *start;
            *start += len;
            Some((plan, at * inner, len * inner))
        })
        .collect();
    let len = outer * total * inner;
    alloc::filled_buffer(len, |out| {
        if len == 0 {
            return;
        }
        let row = total * inner;
        for (o, out_row) in out.chunks_mut(row).enumerate() {
            for ((plan, at, block), (operand, _)) in plans.iter().zip(parts) {
                let dest = &mut out_row[*at..*at + *block];
                let start = o * block;
                plan.for_each_segment(start, start + block, |position, n, [offset]| {
                    let slots = &mut dest[position - start..][..n];
                    map_segment(slots, (operand.data, offset, plan.inner_strides[0]), |x| x);
                });
            }
        }
    })
}

/// A new row-major buffer of `out_dims` with `out[p] = input[base(p) + index[p] * axis_stride]`,
/// where `base(p)` is where `input`, seen with `out_dims` and stride 0 along the gathered axis,
/// has `p`, and `index[p]` is a position along that axis.
///
/// The caller checks every index against the axis's size; an index out of range would panic
/// on the slice access, never read outside `input`. An `Err` when the output cannot be
/// allocated.
pub(crate) fn gather<T: Copy + Send + Sync>(
    out_dims: &[usize],
    input: Operand<'_, T>,
    axis_stride: usize,
    index: Operand<'_, usize>,
) -> Result<Buffer<T>, AllocError> {
    let rank = out_dims.len();
    let mut plan = ZipPlan::empty([input.offset, index.offset]);
    plan.coalesce(out_dims, [&input.strides[..rank], &index.strides[..rank]]);
    let len = out_dims.iter().product();
    alloc::filled_buffer(len, |out| {
        for_each_out_segment(out, &plan, |slots, [io, xo]| {
            let [si, sx] = plan.inner_strides;
            for (i, slot) in slots.iter_mut().enumerate() {
                let at = index.data[xo + i * sx];
                slot.write(input.data[io + i * si + at * axis_stride]);
            }
        });
    })
}

#[cfg(test)]
mod tests {
    use super::{concat, gather};
    use crate::kernel::tests::operand;
    use crate::kernel::Operand;

    #[test]
    fn concat_of_strided_broadcast_and_empty_parts() {
        // Along axis 1 of [2, 5]: a transposed [2, 2] (strides [1, 2]) at offset 1, a stride-0
        // [2, 1], an empty [2, 0] and a contiguous [2, 2].
        let t = [9, 1, 2, 3, 4];
        let b = [7];
        let c = [10, 11, 12, 13];
        let parts = [
            (operand(&t, &[1, 2], 1), 2),
            (operand(&b, &[0, 0], 0), 1),
            (operand(&[] as &[i32], &[0, 1], 0), 0),
            (operand(&c, &[2, 1], 0), 2),
        ];
        let out = concat(&[2, 5], 1, &parts).unwrap();
        assert_eq!(&out[..], [1, 3, 7, 10, 11, 2, 4, 7, 12, 13]);
        // Along axis 0, with rank 1 parts.
        let out = concat(
            &[3],
            0,
            &[(operand(&c, &[1], 3), 1), (operand(&t, &[2], 0), 2)],
        )
        .unwrap();
        assert_eq!(&out[..], [13, 9, 2]);
    }

    #[test]
    fn concat_of_nothing_and_of_empty_rows() {
        let empty: [(Operand<'_, i32>, usize); 0] = [];
        assert!(concat(&[0, 3], 0, &empty).unwrap().is_empty());
        let data = [1, 2, 3];
        // [0, 2] rows: no elements at all, whatever the parts' lengths.
        let parts = [
            (operand(&data, &[1, 1], 0), 1),
            (operand(&data, &[1, 1], 0), 1),
        ];
        assert!(concat(&[0, 2], 1, &parts).unwrap().is_empty());
    }

    #[test]
    #[should_panic(expected = "the parts fill the joined axis")]
    fn concat_refuses_parts_that_do_not_fill_the_axis() {
        let data = [1, 2];
        concat(&[3], 0, &[(operand(&data, &[1], 0), 2)]).unwrap();
    }

    #[test]
    fn gather_with_strided_input_and_index() {
        // Input [2, 3] transposed from a [3, 2] buffer: element (i, j) at 2 * j + i.
        let input = [0, 10, 1, 11, 2, 12];
        // Along axis 1; the index [2, 2] is read with strides [1, 2] (transposed too).
        let index = [2, 1, 0, 2];
        let out = gather(
            &[2, 2],
            operand(&input, &[1, 0], 0),
            2,
            operand(&index, &[1, 2], 0),
        )
        .unwrap();
        assert_eq!(&out[..], [2, 0, 11, 12]);
        // A stride-0 index (every position picks 1) and an empty output.
        let one = [1];
        let out = gather(
            &[2, 2],
            operand(&input, &[1, 0], 0),
            2,
            operand(&one, &[0, 0], 0),
        )
        .unwrap();
        assert_eq!(&out[..], [1, 1, 11, 11]);
        let out = gather(
            &[0, 2],
            operand(&input, &[1, 0], 0),
            2,
            operand(&one, &[0, 0], 0),
        )
        .unwrap();
        assert!(out.is_empty());
    }
}

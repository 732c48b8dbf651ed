//! Copies that build one output from several inputs or from looked-up positions: `concat`
//! (for `cat` and `stack`) and `gather` (for `gather` and `index_select`).
//!
//! Both fill a fresh buffer through the same segment loops as the elementwise ops, so they
//! take strided views of any layout (transposed, broadcast, offset) without copying them first.

use super::buffer::Buffer;
use super::plan::ZipPlan;
use super::segment::map_segment;
use super::{alloc, for_each_out_segment, Operand};
use crate::shape::MAX_RANK;

/// A new row-major buffer of `out_dims` holding the `parts` one after another along `axis`.
///
/// Each part is an operand seen with `out_dims` except on `axis`, where it has `len` indices
/// (the `usize` of each pair). Panics unless the lengths add up to `out_dims[axis]`: every slot
/// of the output must be written.
pub(crate) fn concat<T: Copy + Send + Sync>(
    out_dims: &[usize],
    axis: usize,
    parts: &[(Operand<'_, T>, usize)],
) -> Buffer<T> {
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
/// on the slice access, never read outside `input`.
pub(crate) fn gather<T: Copy + Send + Sync>(
    out_dims: &[usize],
    input: Operand<'_, T>,
    axis_stride: usize,
    index: Operand<'_, usize>,
) -> Buffer<T> {
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

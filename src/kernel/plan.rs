//! How to walk K operands together over an output shape: coalesced axes, then segments.
//!
//! The output is row-major contiguous; each operand has its own strides (0 on broadcast axes).
//! Axes of size one are dropped and neighbouring axes that are contiguous in every operand are
//! merged, so `[4096, 4096] + [4096, 4096]` becomes one axis of 16M elements and index
//! arithmetic happens once per segment, not per element.

use crate::shape::MAX_RANK;

/// K operands' strides over the coalesced axes of an output shape.
#[derive(Clone, Debug)]
pub(crate) struct ZipPlan<const K: usize> {
    /// Coalesced outer axes (all but the innermost).
    outer_rank: usize,
    outer_dims: [usize; MAX_RANK],
    /// `outer_strides[k][axis]`: operand k's stride along outer axis `axis`. One array per
    /// operand, not one per axis: the inner strides are read back as K scalars, and reading
    /// them as one `[usize; K]` right after storing them one by one stalls store forwarding
    /// (measured: half of the plan's set-up time on a `[8, 8] + [8]`).
    outer_strides: [[usize; MAX_RANK]; K],
    /// The innermost axis: its length and each operand's stride along it.
    pub(crate) inner_len: usize,
    pub(crate) inner_strides: [usize; K],
    base_offsets: [usize; K],
}

impl<const K: usize> ZipPlan<K> {
    /// `dims` is the output's shape; `strides[k]` and `offsets[k]` locate operand k in its
    /// storage, already broadcast to `dims`.
    // Always inlined so the plan is built in the caller's frame: returned from a call, the
    // 240-byte plan was copied with `memcpy` on every op.
    #[inline(always)]
    pub(crate) fn new(dims: &[usize], strides: [&[usize]; K], offsets: [usize; K]) -> Self {
        // Inline arrays, not a Vec: small ops are latency-bound and must not allocate here.
        let mut plan = ZipPlan {
            outer_rank: 0,
            outer_dims: [0; MAX_RANK],
            outer_strides: [[0; MAX_RANK]; K],
            inner_len: 1,
            inner_strides: [0; K],
            base_offsets: offsets,
        };
        // `count` coalesced axes so far, the last of which may absorb the next axis.
        let mut count = 0;
        for (axis, &dim) in dims.iter().enumerate() {
            if dim == 1 {
                continue;
            }
            let mergeable = count > 0
                && (0..K).all(|k| plan.outer_strides[k][count - 1] == strides[k][axis] * dim);
            if mergeable {
                plan.outer_dims[count - 1] *= dim;
            } else {
                plan.outer_dims[count] = dim;
                count += 1;
            }
            for (operand, strides) in plan.outer_strides.iter_mut().zip(strides) {
                operand[count - 1] = strides[axis];
            }
        }
        if count > 0 {
            count -= 1;
            plan.inner_len = plan.outer_dims[count];
            plan.inner_strides = core::array::from_fn(|k| plan.outer_strides[k][count]);
        }
        plan.outer_rank = count;
        plan
    }

    /// Calls `segment(start, len, offsets)` for consecutive runs of the output range
    /// `start..end` that lie within one inner row: output elements `start..start + len` read
    /// operand k at `offsets[k] + i * inner_strides[k]` for `i` in `0..len`.
    pub(crate) fn for_each_segment(
        &self,
        start: usize,
        end: usize,
        mut segment: impl FnMut(usize, usize, [usize; K]),
    ) {
        if start >= end || self.inner_len == 0 {
            return;
        }
        if self.outer_rank <= 1 && start % self.inner_len == 0 && end % self.inner_len == 0 {
            // Whole rows along at most one outer axis (most ops after coalescing): a plain
            // loop, without the odometer, which dominates when rows are short.
            let row_strides: [usize; K] = core::array::from_fn(|k| self.outer_strides[k][0]);
            for row in start / self.inner_len..end / self.inner_len {
                let offsets = core::array::from_fn(|k| self.base_offsets[k] + row * row_strides[k]);
                segment(row * self.inner_len, self.inner_len, offsets);
            }
            return;
        }
        let mut row = start / self.inner_len;
        let mut column = start % self.inner_len;
        let mut index = [0usize; MAX_RANK];
        let mut row_offsets = self.base_offsets;
        for axis in (0..self.outer_rank).rev() {
            index[axis] = row % self.outer_dims[axis];
            row /= self.outer_dims[axis];
            for (k, offset) in row_offsets.iter_mut().enumerate() {
                *offset += index[axis] * self.outer_strides[k][axis];
            }
        }
        let mut position = start;
        while position < end {
            let len = (self.inner_len - column).min(end - position);
            let offsets = core::array::from_fn(|k| row_offsets[k] + column * self.inner_strides[k]);
            segment(position, len, offsets);
            position += len;
            column = 0;
            self.next_row(&mut index, &mut row_offsets);
        }
    }

    /// Odometer step over the outer axes, keeping the row's offsets in step.
    fn next_row(&self, index: &mut [usize; MAX_RANK], row_offsets: &mut [usize; K]) {
        for axis in (0..self.outer_rank).rev() {
            index[axis] += 1;
            if index[axis] < self.outer_dims[axis] {
                for (k, offset) in row_offsets.iter_mut().enumerate() {
                    *offset += self.outer_strides[k][axis];
                }
                return;
            }
            index[axis] = 0;
            for (k, offset) in row_offsets.iter_mut().enumerate() {
                *offset -= (self.outer_dims[axis] - 1) * self.outer_strides[k][axis];
            }
        }
    }
}

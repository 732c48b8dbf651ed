//! How to walk K operands together over an output shape: coalesced axes, then segments.
//!
//! The output is row-major contiguous; each operand has its own strides (0 on broadcast axes).
//! Axes of size one are dropped and neighbouring axes that are contiguous in every operand are
//! merged, so `[4096, 4096] + [4096, 4096]` becomes one axis of 16M elements and index
//! arithmetic happens once per segment, not per element.

use crate::limits::MAX_RANK;

/// K operands' strides over the coalesced axes of an output shape.
#[derive(Clone, Debug)]
pub(crate) struct ZipPlan<const K: usize> {
    /// Coalesced outer axes (all but the innermost).
    outer_rank: usize,
    outer_dims: [usize; MAX_RANK],
    /// `outer_strides[k][axis]`: operand k's stride along outer axis `axis`. One array per
    /// operand, not one per axis: the inner strides are read back as K scalars, and reading
    /// them as one `[usize; K]` right after storing them one by one stalls store forwarding.
    outer_strides: [[usize; MAX_RANK]; K],
    /// The innermost axis: its length and each operand's stride along it.
    pub(crate) inner_len: usize,
    pub(crate) inner_strides: [usize; K],
    base_offsets: [usize; K],
}

impl<const K: usize> ZipPlan<K> {
    /// A plan with no axes yet for operands at `offsets`; `coalesce` adds them:
    ///
    /// ```text
    /// let mut plan = ZipPlan::empty(offsets);
    /// plan.coalesce(dims, strides);
    /// ```
    ///
    /// Two steps rather than one constructor: a plan is large, and one returned filled from a
    /// constructor may be copied into place with a `memcpy` call on every op, even when
    /// inlined; `empty` writes only constants, and `coalesce` fills the plan where it lives.
    #[inline(always)]
    pub(crate) fn empty(offsets: [usize; K]) -> Self {
        // Inline arrays, not a Vec: small ops are latency-bound and must not allocate here.
        ZipPlan {
            outer_rank: 0,
            outer_dims: [0; MAX_RANK],
            outer_strides: [[0; MAX_RANK]; K],
            inner_len: 1,
            inner_strides: [0; K],
            base_offsets: offsets,
        }
    }

    /// Fills in the axes of a plan fresh from `empty`: `dims` is the output's shape and
    /// `strides[k]` operand k's strides, already broadcast to `dims`.
    pub(crate) fn coalesce(&mut self, dims: &[usize], strides: [&[usize]; K]) {
        // `count` coalesced axes so far, the last of which may absorb the next axis.
        let mut count = 0;
        for (axis, &dim) in dims.iter().enumerate() {
            if dim == 1 {
                continue;
            }
            let mergeable = count > 0
                && (0..K).all(|k| self.outer_strides[k][count - 1] == strides[k][axis] * dim);
            if mergeable {
                self.outer_dims[count - 1] *= dim;
            } else {
                self.outer_dims[count] = dim;
                count += 1;
            }
            for (operand, strides) in self.outer_strides.iter_mut().zip(strides) {
                operand[count - 1] = strides[axis];
            }
        }
        if count > 0 {
            count -= 1;
            self.inner_len = self.outer_dims[count];
            self.inner_strides = core::array::from_fn(|k| self.outer_strides[k][count]);
        }
        self.outer_rank = count;
    }

    /// `empty` then `coalesce`, for tests, where the copy does not matter.
    #[cfg(test)]
    pub(crate) fn new(dims: &[usize], strides: [&[usize]; K], offsets: [usize; K]) -> Self {
        let mut plan = ZipPlan::empty(offsets);
        plan.coalesce(dims, strides);
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
        if self.outer_rank <= 1
            && start.is_multiple_of(self.inner_len)
            && end.is_multiple_of(self.inner_len)
        {
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

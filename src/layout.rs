//! A tensor's run-time layout: dims, strides and offset, stored inline (no heap allocation).

use crate::error::ShapeError;
use crate::limits::{MAX_ELEMENTS, MAX_RANK};

/// Dims and element strides of up to [`MAX_RANK`] axes, and the offset of element `[0, ..]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Layout {
    rank: usize,
    dims: [usize; MAX_RANK],
    strides: [usize; MAX_RANK],
    offset: usize,
}

impl Layout {
    /// Row-major contiguous layout of `dims`, after checking that the element count fits.
    #[inline]
    pub(crate) fn contiguous(dims: &[usize]) -> Result<Self, ShapeError> {
        assert!(dims.len() <= MAX_RANK, "rank is bounded by the shape type");
        let mut layout = Layout {
            rank: dims.len(),
            dims: [0; MAX_RANK],
            strides: [0; MAX_RANK],
            offset: 0,
        };
        layout.dims[..dims.len()].copy_from_slice(dims);
        layout.set_contiguous_strides()?;
        Ok(layout)
    }

    /// Sets row-major strides for the dims, after checking that the element count fits.
    #[inline(always)]
    fn set_contiguous_strides(&mut self) -> Result<(), ShapeError> {
        numel_of(self.dims())?;
        let mut stride = 1;
        for axis in (0..self.rank).rev() {
            self.strides[axis] = stride;
            // Cannot overflow: `numel_of` checked the product of the non-zero dims.
            stride *= self.dims[axis].max(1);
        }
        Ok(())
    }

    #[inline]
    pub(crate) fn dims(&self) -> &[usize] {
        &self.dims[..self.rank]
    }

    #[inline]
    pub(crate) fn strides(&self) -> &[usize] {
        &self.strides[..self.rank]
    }

    #[inline]
    pub(crate) fn offset(&self) -> usize {
        self.offset
    }

    #[inline]
    pub(crate) fn numel(&self) -> usize {
        self.dims().iter().product()
    }

    /// One past the last storage element the layout reaches (`usize::MAX` if that overflows),
    /// or `None` when it has no elements.
    #[inline]
    pub(crate) fn end(&self) -> Option<usize> {
        if self.dims().contains(&0) {
            return None;
        }
        let axes = self
            .dims()
            .iter()
            .copied()
            .zip(self.strides().iter().copied());
        Some(
            last_reached(self.offset, axes)
                .and_then(|last| last.checked_add(1))
                .unwrap_or(usize::MAX),
        )
    }

    /// Whether the elements sit in row-major order, without gaps, from the offset on.
    #[inline]
    pub(crate) fn is_contiguous(&self) -> bool {
        let mut expected = 1;
        for axis in (0..self.rank).rev() {
            let dim = self.dims[axis];
            if dim == 0 {
                return true;
            }
            if dim != 1 && self.strides[axis] != expected {
                return false;
            }
            expected *= dim;
        }
        true
    }

    /// The strides of this layout seen as `out_dims` (which it broadcasts into): axes it lacks
    /// or has as size one get stride 0.
    #[inline]
    pub(crate) fn broadcast_strides(&self, out_dims: &[usize]) -> [usize; MAX_RANK] {
        let mut strides = [0; MAX_RANK];
        let lead = out_dims.len() - self.rank;
        for axis in 0..self.rank {
            if self.dims[axis] != 1 {
                strides[lead + axis] = self.strides[axis];
            }
        }
        strides
    }
}

/// The product of `dims`, or an error when the product of its non-zero dims exceeds
/// [`MAX_ELEMENTS`].
///
/// Like NumPy ("array is too big"), a zero dim does not excuse huge other dims: the answer
/// must not depend on where the zero sits, and the row-major strides (products of the
/// trailing non-zero dims) must stay addressable.
#[inline]
pub(crate) fn numel_of(dims: &[usize]) -> Result<usize, ShapeError> {
    let nonzero = dims
        .iter()
        .try_fold(1usize, |total, &d| total.checked_mul(d.max(1)))
        .filter(|&total| total <= MAX_ELEMENTS)
        .ok_or_else(|| ShapeError::ElementCountOverflow {
            dims: dims.to_vec(),
        })?;
    Ok(if dims.contains(&0) { 0 } else { nonzero })
}

/// The row-major layout of NumPy's broadcast of two run-time shapes, with its element count
/// checked. Allocation-free: small ops are latency-bound.
// Always inlined, and the dims written straight into the layout: dims gathered in a temporary
// array and then copied in are read back in 16-byte words right after their 8-byte stores,
// which stalls store forwarding.
#[inline(always)]
pub(crate) fn broadcast_layout(lhs: &[usize], rhs: &[usize]) -> Result<Layout, ShapeError> {
    let rank = lhs.len().max(rhs.len());
    let at =
        |dims: &[usize], axis: usize| (axis + dims.len()).checked_sub(rank).map_or(1, |i| dims[i]);
    let mut layout = Layout {
        rank,
        dims: [0; MAX_RANK],
        strides: [0; MAX_RANK],
        offset: 0,
    };
    for (axis, dim) in layout.dims[..rank].iter_mut().enumerate() {
        *dim = match (at(lhs, axis), at(rhs, axis)) {
            (a, b) if a == b || b == 1 => a,
            (1, b) => b,
            _ => {
                return Err(ShapeError::Broadcast {
                    lhs: lhs.to_vec(),
                    rhs: rhs.to_vec(),
                    axis,
                    dim: None,
                })
            }
        };
    }
    layout.set_contiguous_strides()?;
    Ok(layout)
}

/// The storage index of the last element that `(dim, stride)` axes reach from `offset`, or
/// `None` when it overflows `usize`. Every dim must be at least 1.
pub(crate) fn last_reached(
    offset: usize,
    axes: impl IntoIterator<Item = (usize, usize)>,
) -> Option<usize> {
    axes.into_iter().try_fold(offset, |at, (dim, stride)| {
        at.checked_add((dim - 1).checked_mul(stride)?)
    })
}

/// Checks that `source` broadcasts into `target` without changing it. Bit `i` of `strict`
/// (`BroadcastInto::STRICT_AXES`) marks target axis `i` as met by a `D<1>`, which must not
/// stretch: there a size-1 source needs a target of 1 too.
#[inline]
pub(crate) fn check_broadcast_into(
    source: &[usize],
    target: &[usize],
    strict: u16,
) -> Result<(), ShapeError> {
    let error = |axis| ShapeError::BroadcastInto {
        source: source.to_vec(),
        target: target.to_vec(),
        axis,
        dim: None,
    };
    let Some(lead) = target.len().checked_sub(source.len()) else {
        return Err(error(None));
    };
    let stretches = |i: usize| source[i] == 1 && strict & (1 << (lead + i)) == 0;
    match (0..source.len()).find(|&i| source[i] != target[lead + i] && !stretches(i)) {
        Some(i) => Err(error(Some(lead + i))),
        None => Ok(()),
    }
}

impl Layout {
    /// A layout with arbitrary dims, strides and offset: the views made by shape transforms.
    /// The caller guarantees that every index within `dims` addresses storage it owns.
    pub(crate) fn strided(dims: &[usize], strides: &[usize], offset: usize) -> Layout {
        assert!(dims.len() == strides.len() && dims.len() <= MAX_RANK);
        let mut layout = Layout {
            rank: dims.len(),
            dims: [0; MAX_RANK],
            strides: [0; MAX_RANK],
            offset,
        };
        layout.dims[..dims.len()].copy_from_slice(dims);
        layout.strides[..strides.len()].copy_from_slice(strides);
        layout
    }
}

//! When can a strided layout be seen as other dims without copying? PyTorch's `computeStride`.

/// The strides that read a layout of `old_dims`/`old_strides` as `new_dims` (same element
/// count) in the same row-major order, or `None` when no strides can (a copy is needed).
///
/// The old axes are split into chunks that are contiguous among themselves (each axis's stride
/// is the next one's times its size); a view exists when every chunk is exactly covered by a
/// run of new axes.
pub(crate) fn view_strides(
    old_dims: &[usize],
    old_strides: &[usize],
    new_dims: &[usize],
) -> Option<Vec<usize>> {
    let numel: usize = old_dims.iter().product();
    debug_assert_eq!(numel, new_dims.iter().product::<usize>());
    if numel == 0 || old_dims.is_empty() {
        // Nothing to address, or a single element: any strides serve; use row-major ones.
        return Some(contiguous_strides(new_dims));
    }
    let mut new_strides = vec![0; new_dims.len()];
    let mut view_d = new_dims.len();
    let mut chunk_base_stride = *old_strides.last()?;
    let mut tensor_numel = 1;
    let mut view_numel = 1;
    for tensor_d in (0..old_dims.len()).rev() {
        tensor_numel *= old_dims[tensor_d];
        let chunk_ends = tensor_d == 0
            || (old_dims[tensor_d - 1] != 1
                && old_strides[tensor_d - 1] != tensor_numel * chunk_base_stride);
        if chunk_ends {
            while view_d > 0 && (view_numel < tensor_numel || new_dims[view_d - 1] == 1) {
                new_strides[view_d - 1] = view_numel * chunk_base_stride;
                view_numel *= new_dims[view_d - 1];
                view_d -= 1;
            }
            if view_numel != tensor_numel {
                return None;
            }
            if tensor_d > 0 {
                chunk_base_stride = old_strides[tensor_d - 1];
                tensor_numel = 1;
                view_numel = 1;
            }
        }
    }
    (view_d == 0).then_some(new_strides)
}

/// Row-major strides of `dims`.
pub(crate) fn contiguous_strides(dims: &[usize]) -> Vec<usize> {
    let mut strides = vec![0; dims.len()];
    let mut stride = 1;
    for axis in (0..dims.len()).rev() {
        strides[axis] = stride;
        stride *= dims[axis].max(1);
    }
    strides
}

#[cfg(test)]
mod tests {
    use super::view_strides;

    /// Reads every element of both layouts in row-major order and compares the offsets.
    fn same_order(old: (&[usize], &[usize]), new: (&[usize], &[usize])) -> bool {
        fn offsets(dims: &[usize], strides: &[usize]) -> Vec<usize> {
            let n: usize = dims.iter().product();
            (0..n)
                .map(|mut flat| {
                    let mut off = 0;
                    for axis in (0..dims.len()).rev() {
                        off += (flat % dims[axis]) * strides[axis];
                        flat /= dims[axis];
                    }
                    off
                })
                .collect()
        }
        offsets(old.0, old.1) == offsets(new.0, new.1)
    }

    #[test]
    fn contiguous_reshapes_are_views() {
        let s = view_strides(&[2, 3, 4], &[12, 4, 1], &[6, 4]).unwrap();
        assert_eq!(s, [4, 1]);
        let s = view_strides(&[2, 3, 4], &[12, 4, 1], &[24]).unwrap();
        assert_eq!(s, [1]);
        let s = view_strides(&[2, 3, 4], &[12, 4, 1], &[1, 2, 1, 12, 1]).unwrap();
        assert!(same_order(
            (&[2, 3, 4], &[12, 4, 1]),
            (&[1, 2, 1, 12, 1], &s)
        ));
    }

    #[test]
    fn transposed_needs_a_copy_unless_axes_stay_apart() {
        // [3, 2] seen transposed from a [2, 3] buffer: strides [1, 3].
        assert_eq!(view_strides(&[3, 2], &[1, 3], &[6]), None);
        // Splitting an axis of a permuted layout is still a view.
        let s = view_strides(&[3, 4], &[1, 3], &[3, 2, 2]).unwrap();
        assert_eq!(s, [1, 6, 3]);
        assert!(same_order((&[3, 4], &[1, 3]), (&[3, 2, 2], &s)));
    }

    #[test]
    fn broadcast_axes() {
        // [3, 4] broadcast from [4]: strides [0, 1].
        assert_eq!(view_strides(&[3, 4], &[0, 1], &[12]), None);
        let s = view_strides(&[3, 4], &[0, 1], &[3, 2, 2]).unwrap();
        assert_eq!(s, [0, 2, 1]);
    }

    #[test]
    fn empty_and_scalar() {
        assert_eq!(view_strides(&[0, 3], &[3, 1], &[3, 0]), Some(vec![1, 1]));
        assert_eq!(view_strides(&[], &[], &[1, 1]), Some(vec![1, 1]));
        assert_eq!(view_strides(&[1, 1], &[5, 7], &[]), Some(vec![]));
    }
}

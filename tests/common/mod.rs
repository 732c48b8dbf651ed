//! The naive reference helpers that several integration tests share: row-major offsets and
//! index walks computed by hand, sharing no code with the crate's kernels.
//!
//! Each test file is its own crate and includes this module with `mod common;`, using only the
//! helpers it needs; the rest would be reported as dead code in that crate, hence the allow.
#![allow(dead_code)]

/// `n` distinct values, `7 * i - 3` for `i` in `0..n`.
pub fn iota(n: usize) -> Vec<i64> {
    (0..n as i64).map(|i| 7 * i - 3).collect()
}

/// The row-major offset of `index` in `dims`.
pub fn ravel(index: &[usize], dims: &[usize]) -> usize {
    index
        .iter()
        .zip(dims)
        .fold(0, |offset, (&i, &d)| offset * d + i)
}

/// Every multi-index of `dims`, in row-major order.
pub fn indices(dims: &[usize]) -> Vec<Vec<usize>> {
    let count: usize = dims.iter().product();
    let mut index = vec![0; dims.len()];
    let mut all = Vec::with_capacity(count);
    for _ in 0..count {
        all.push(index.clone());
        for axis in (0..dims.len()).rev() {
            index[axis] += 1;
            if index[axis] < dims[axis] {
                break;
            }
            index[axis] = 0;
        }
    }
    all
}

/// The element of an operand of `dims` read at output index `index` (broadcast from the
/// right; size-1 axes repeat), computed with a hand-written row-major offset.
pub fn read<T: Copy>(data: &[T], dims: &[usize], index: &[usize]) -> T {
    let lead = index.len() - dims.len();
    let offset = dims.iter().enumerate().fold(0, |offset, (axis, &d)| {
        let i = if d == 1 { 0 } else { index[lead + axis] };
        offset * d + i
    });
    data[offset]
}

/// The elements `start..start + len` of `axis` of the row-major `data` of `dims`.
pub fn naive_narrow(
    dims: &[usize],
    data: &[i64],
    axis: usize,
    start: usize,
    len: usize,
) -> Vec<i64> {
    let mut out = dims.to_vec();
    out[axis] = len;
    indices(&out)
        .into_iter()
        .map(|mut index| {
            index[axis] += start;
            data[ravel(&index, dims)]
        })
        .collect()
}

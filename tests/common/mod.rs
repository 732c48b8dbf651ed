//! The naive reference helpers that several integration tests share: row-major offsets and
//! index walks computed by hand, sharing no code with the crate's kernels.
//!
//! Each test file is its own crate and includes this module with `mod common;`, using only the
//! helpers it needs; the rest would be reported as unused in that crate, hence the allows.
#![allow(dead_code, unused_macros, unused_imports)]

use typed_tensor::shape;

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

/// The tensor of `dims` holding `data`, as a strided view when `strided` (narrowed from a
/// larger tensor along its last axis), so that the ops see non-contiguous inputs too.
pub fn tensor<S>(dims: &[usize], data: &[i64], strided: bool) -> typed_tensor::Tensor<i64, S>
where
    S: typed_tensor::Shape
        + typed_tensor::shape::ReplaceAxis<{ typed_tensor::LAST }, typed_tensor::Dyn, Output = S>,
{
    if !strided {
        return typed_tensor::Tensor::from_shape_vec(dims, data.to_vec()).unwrap();
    }
    let mut wide = dims.to_vec();
    *wide.last_mut().unwrap() += 2;
    let last = dims.len() - 1;
    let padded: Vec<i64> = indices(&wide)
        .into_iter()
        .map(|mut index| match index[last] {
            0 => -1000,
            i if i > dims[last] => -2000,
            _ => {
                index[last] -= 1;
                data[ravel(&index, dims)]
            }
        })
        .collect();
    let base = typed_tensor::Tensor::<i64, S>::from_shape_vec(&wide, padded).unwrap();
    base.narrow::<{ typed_tensor::LAST }>(1, dims[last])
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

// All-`Dyn` shapes of ranks 1 to 5, for tests that pick a shape by its run-time rank.
pub type S1 = shape![dyn];
pub type S2 = shape![dyn, dyn];
pub type S3 = shape![dyn, dyn, dyn];
pub type S4 = shape![dyn, dyn, dyn, dyn];
pub type S5 = shape![dyn, dyn, dyn, dyn, dyn];

/// Runs `$f::<S, A>($args)` for the all-`Dyn` shape of `$rank` and the axis `$axis`.
macro_rules! with_axis {
    ($rank:expr, $axis:expr, $f:ident $args:tt) => {
        with_axis!(@pairs ($rank, $axis), $f, $args,
            (1 S1 0) (2 S2 0) (2 S2 1) (3 S3 0) (3 S3 1) (3 S3 2)
            (4 S4 0) (4 S4 1) (4 S4 2) (4 S4 3)
            (5 S5 0) (5 S5 1) (5 S5 2) (5 S5 3) (5 S5 4))
    };
    (@pairs $key:expr, $f:ident, $args:tt, $(($r:literal $S:ident $a:literal))*) => {
        match $key {
            $(($r, $a) => $f::<$crate::common::$S, $a> $args,)*
            (rank, axis) => unreachable!("rank {rank} axis {axis}"),
        }
    };
}
pub(crate) use with_axis;

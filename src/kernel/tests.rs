//! Unit tests of the kernel internals against a naive odometer reference.
//!
//! `ZipPlan` is checked by expanding its segments element by element; `binary`, `assign` and
//! `map` are run on hand-built layouts and operands (empty, size-0 axes, rank 0, stride 0,
//! transposed, offset) and on outputs large enough to be split over rayon's pool.

use super::parallel::PARALLEL_MIN_ELEMENTS;
use super::plan::ZipPlan;
use super::{assign, binary, map, Operand};
use crate::layout::Layout;
use crate::limits::MAX_RANK;

/// The storage offset of every element of `dims`, in row-major order, for an operand with
/// these `strides` (one per axis of `dims`) and `offset`: a plain odometer.
fn naive_offsets(dims: &[usize], strides: &[usize], offset: usize) -> Vec<usize> {
    assert_eq!(dims.len(), strides.len());
    let numel: usize = dims.iter().product();
    let mut offsets = Vec::with_capacity(numel);
    let mut index = vec![0; dims.len()];
    for _ in 0..numel {
        offsets.push(offset + index.iter().zip(strides).map(|(i, s)| i * s).sum::<usize>());
        for axis in (0..dims.len()).rev() {
            index[axis] += 1;
            if index[axis] < dims[axis] {
                break;
            }
            index[axis] = 0;
        }
    }
    offsets
}

/// An operand with explicit strides (one per output axis) and offset.
pub(super) fn operand<'a, T>(data: &'a [T], strides: &[usize], offset: usize) -> Operand<'a, T> {
    let mut all = [0; MAX_RANK];
    all[..strides.len()].copy_from_slice(strides);
    Operand {
        data,
        strides: all,
        offset,
    }
}

/// The operand's elements over `dims`, read the naive way.
fn naive_read<T: Copy>(op: &Operand<'_, T>, dims: &[usize]) -> Vec<T> {
    naive_offsets(dims, &op.strides[..dims.len()], op.offset)
        .into_iter()
        .map(|o| op.data[o])
        .collect()
}

/// Expands the segments of `plan` over `start..end` into each element's operand offsets,
/// checking that segments are consecutive, non-empty and stay within one inner row.
fn plan_offsets<const K: usize>(plan: &ZipPlan<K>, start: usize, end: usize) -> Vec<[usize; K]> {
    let mut offsets = Vec::new();
    let mut next = start;
    plan.for_each_segment(start, end, |at, len, base| {
        assert_eq!(at, next, "segments must be consecutive");
        assert!(len > 0, "empty segment at {at}");
        assert!(
            at % plan.inner_len + len <= plan.inner_len,
            "segment {at}+{len} crosses an inner row of {}",
            plan.inner_len
        );
        for i in 0..len {
            offsets.push(core::array::from_fn(|k| {
                base[k] + i * plan.inner_strides[k]
            }));
        }
        next = at + len;
    });
    offsets
}

/// Checks a 2-operand plan over `dims` against the naive offsets, for the full range and for
/// every sub-range `start..end` (or a sample of them when the shape is large).
fn check_plan(dims: &[usize], strides: [&[usize]; 2], offsets: [usize; 2]) -> ZipPlan<2> {
    let plan = ZipPlan::new(dims, strides, offsets);
    let naive: Vec<[usize; 2]> = {
        let a = naive_offsets(dims, strides[0], offsets[0]);
        let b = naive_offsets(dims, strides[1], offsets[1]);
        a.into_iter().zip(b).map(|(x, y)| [x, y]).collect()
    };
    let numel = naive.len();
    assert_eq!(plan_offsets(&plan, 0, numel), naive, "dims {dims:?}");
    let step = if numel <= 64 { 1 } else { numel / 29 + 1 };
    for start in (0..=numel).step_by(step) {
        for end in (start..=numel).step_by(step) {
            assert_eq!(
                plan_offsets(&plan, start, end),
                naive[start..end],
                "dims {dims:?}, range {start}..{end}"
            );
        }
        // Also the ranges ending at each inner-row boundary and at the very end.
        assert_eq!(plan_offsets(&plan, start, numel), naive[start..]);
    }
    plan
}

/// The number of segments the full range is cut into.
fn segment_count<const K: usize>(plan: &ZipPlan<K>, numel: usize) -> usize {
    let mut count = 0;
    plan.for_each_segment(0, numel, |_, _, _| count += 1);
    count
}

#[test]
fn plan_merges_contiguous_axes_into_one() {
    let plan = check_plan(&[4, 5], [&[5, 1], &[5, 1]], [0, 0]);
    assert_eq!((plan.inner_len, plan.inner_strides), (20, [1, 1]));
    assert_eq!(segment_count(&plan, 20), 1);

    let plan = check_plan(&[2, 3, 4], [&[12, 4, 1], &[12, 4, 1]], [0, 0]);
    assert_eq!((plan.inner_len, plan.inner_strides), (24, [1, 1]));
    assert_eq!(segment_count(&plan, 24), 1);
}

#[test]
fn plan_merges_axes_broadcast_in_every_operand() {
    // b is a scalar broadcast over everything: stride 0 on both axes still merges.
    let plan = check_plan(&[2, 3, 4], [&[12, 4, 1], &[0, 0, 0]], [0, 3]);
    assert_eq!((plan.inner_len, plan.inner_strides), (24, [1, 0]));
    assert_eq!(segment_count(&plan, 24), 1);
}

#[test]
fn plan_keeps_axes_apart_where_an_operand_breaks_contiguity() {
    // b is a row broadcast down the columns: axis 0 has stride 0 in b only.
    let plan = check_plan(&[4, 5], [&[5, 1], &[0, 1]], [0, 0]);
    assert_eq!((plan.inner_len, plan.inner_strides), (5, [1, 1]));
    assert_eq!(segment_count(&plan, 20), 4);

    // b is a column broadcast along the rows: the inner stride of b is 0.
    let plan = check_plan(&[4, 5], [&[5, 1], &[1, 0]], [0, 0]);
    assert_eq!((plan.inner_len, plan.inner_strides), (5, [1, 0]));
    assert_eq!(segment_count(&plan, 20), 4);

    // The inner two axes merge in both operands, the outer one only in a.
    let plan = check_plan(&[2, 3, 4], [&[12, 4, 1], &[0, 4, 1]], [0, 0]);
    assert_eq!((plan.inner_len, plan.inner_strides), (12, [1, 1]));
    assert_eq!(segment_count(&plan, 24), 2);
}

#[test]
fn plan_drops_size_one_axes_whatever_their_stride() {
    let plan = check_plan(&[3, 1, 4], [&[4, 4, 1], &[4, 99, 1]], [0, 0]);
    assert_eq!((plan.inner_len, plan.inner_strides), (12, [1, 1]));
    assert_eq!(segment_count(&plan, 12), 1);

    // Size one in the innermost position: the axis before it becomes the inner one.
    let plan = check_plan(&[3, 4, 1], [&[8, 2, 7], &[0, 1, 5]], [1, 2]);
    assert_eq!((plan.inner_len, plan.inner_strides), (4, [2, 1]));
    assert_eq!(segment_count(&plan, 12), 3);
}

#[test]
fn plan_of_rank_zero_and_all_ones_is_one_element() {
    let plan = check_plan(&[], [&[], &[]], [3, 5]);
    assert_eq!((plan.inner_len, plan.inner_strides), (1, [0, 0]));
    assert_eq!(plan_offsets(&plan, 0, 1), [[3, 5]]);

    let plan = check_plan(&[1, 1, 1], [&[7, 8, 9], &[1, 1, 1]], [2, 0]);
    assert_eq!((plan.inner_len, plan.inner_strides), (1, [0, 0]));
    assert_eq!(plan_offsets(&plan, 0, 1), [[2, 0]]);
}

#[test]
fn plan_of_transposed_and_offset_operands() {
    // a is the transpose of a contiguous [4, 3]; b is contiguous but starts at 6.
    let plan = check_plan(&[3, 4], [&[1, 3], &[4, 1]], [0, 6]);
    assert_eq!((plan.inner_len, plan.inner_strides), (4, [3, 1]));
    assert_eq!(segment_count(&plan, 12), 3);

    // A rank-4 permutation with an offset, against a partly broadcast operand.
    check_plan(&[2, 3, 2, 3], [&[1, 12, 2, 4], &[0, 3, 0, 1]], [5, 1]);
    // Every other element (a strided slice), merged into one strided axis.
    let plan = check_plan(&[3, 4], [&[8, 2], &[4, 1]], [1, 0]);
    assert_eq!((plan.inner_len, plan.inner_strides), (12, [2, 1]));
}

#[test]
fn plan_with_a_size_zero_axis_emits_nothing() {
    for dims in [&[0][..], &[3, 0, 4], &[0, 5], &[5, 0]] {
        let strides: Vec<usize> = vec![1; dims.len()];
        let plan = ZipPlan::new(dims, [&strides, &strides], [0, 0]);
        plan.for_each_segment(0, 0, |at, len, _| panic!("segment {at}+{len} of {dims:?}"));
    }
}

#[test]
fn binary_of_an_empty_output_is_empty() {
    let none: &[i32] = &[];
    for dims in [&[0][..], &[3, 0, 4], &[0, 5], &[2, 3, 0]] {
        let strides = vec![7; dims.len()];
        let out = binary(
            dims,
            operand(none, &strides, 0),
            operand(none, &strides, 3),
            |x: i32, y: i32| x + y,
        )
        .unwrap();
        assert!(out.is_empty(), "dims {dims:?}");
        let out = map(dims, operand(none, &strides, 0), |x: i32| x).unwrap();
        assert!(out.is_empty(), "dims {dims:?}");
        let mut target: Vec<i32> = Vec::new();
        assign(
            &mut target,
            dims,
            operand(none, &strides, 0),
            |x, y: i32| x + y,
        );
    }
}

#[test]
fn binary_of_rank_zero_reads_at_the_offsets() {
    let a = [1, 2, 3];
    let b = [10.0, 20.0];
    let out = binary(
        &[],
        operand(&a, &[], 2),
        operand(&b, &[], 1),
        |x: i32, y: f64| f64::from(x) + y,
    )
    .unwrap();
    assert_eq!(&out[..], [23.0]);
    let out = map(&[], operand(&a, &[], 1), |x: i32| x * 2).unwrap();
    assert_eq!(&out[..], [4]);
    let mut target = [100];
    assign(&mut target, &[], operand(&a, &[], 0), |x, y: i32| x - y);
    assert_eq!(target, [99]);
}

/// Runs `binary`, `map` and `assign` on these operands and compares with the naive reference.
fn check_kernels(dims: &[usize], a: Operand<'_, i64>, b: Operand<'_, i32>) {
    let f = |x: i64, y: i32| x.wrapping_mul(1_000).wrapping_add(i64::from(y));
    let (a_vals, b_vals) = (naive_read(&a, dims), naive_read(&b, dims));
    let want: Vec<i64> = a_vals.iter().zip(&b_vals).map(|(&x, &y)| f(x, y)).collect();

    let got = binary(dims, a, b, f).unwrap();
    assert_eq!(got.len(), want.len(), "binary, dims {dims:?}");
    assert!(got[..] == want[..], "binary, dims {dims:?}");

    // Swapped operand roles, so each operand is also seen in the other position.
    let got = binary(dims, b, a, |y: i32, x: i64| f(x, y)).unwrap();
    assert!(got[..] == want[..], "binary swapped, dims {dims:?}");

    let got = map(dims, a, |x: i64| x.wrapping_neg()).unwrap();
    let want_map: Vec<i64> = a_vals.iter().map(|x| x.wrapping_neg()).collect();
    assert!(got[..] == want_map[..], "map, dims {dims:?}");

    let mut out: Vec<i64> = (0..want.len() as i64).map(|i| 3 * i - 7).collect();
    let want_assign: Vec<i64> = out
        .iter()
        .zip(&b_vals)
        .map(|(&x, &y)| x.wrapping_sub(i64::from(y)))
        .collect();
    assign(&mut out, dims, b, |x: i64, y: i32| {
        x.wrapping_sub(i64::from(y))
    });
    assert!(out == want_assign, "assign, dims {dims:?}");
}

#[test]
fn kernels_on_small_hand_built_operands() {
    let a: Vec<i64> = (0..200).map(|i| i * 7 - 300).collect();
    let b: Vec<i32> = (0..200).map(|i| 50 - i).collect();
    // Contiguous.
    check_kernels(
        &[2, 3, 4],
        operand(&a, &[12, 4, 1], 0),
        operand(&b, &[12, 4, 1], 0),
    );
    // Broadcast: b is a scalar (stride 0 everywhere), a is a row.
    check_kernels(&[3, 5], operand(&a, &[0, 1], 4), Operand::scalar(&b[17]));
    // Broadcast along the middle and inner axes.
    check_kernels(
        &[3, 4, 5],
        operand(&a, &[20, 0, 1], 2),
        operand(&b, &[4, 1, 0], 9),
    );
    // Transposed a (of a contiguous [5, 4, 3]) with an offset; b strided by 3.
    check_kernels(
        &[3, 4, 5],
        operand(&a, &[1, 3, 12], 11),
        operand(&b, &[60, 15, 3], 1),
    );
    // Size-one axes with junk strides.
    check_kernels(
        &[1, 6, 1, 2],
        operand(&a, &[999, 2, 999, 1], 0),
        operand(&b, &[999, 1, 999, 0], 3),
    );
    // Rank 0 and all ones.
    check_kernels(&[], operand(&a, &[], 5), operand(&b, &[], 6));
    check_kernels(&[1, 1], operand(&a, &[3, 3], 5), operand(&b, &[0, 0], 6));
    // One long axis.
    check_kernels(&[37], operand(&a, &[5], 3), operand(&b, &[0], 0));
}

#[test]
fn operands_from_layouts_broadcast_and_keep_offsets() {
    // A contiguous [4, 1] seen as [3, 4, 5]: stride 0 on the new axis and on the size-one axis.
    let layout = Layout::contiguous(&[4, 1]).unwrap();
    let data: Vec<i64> = (0..4).collect();
    let op = Operand::new(&data, &layout, &[3, 4, 5]);
    assert_eq!(&op.strides[..3], [0, 1, 0]);
    assert_eq!(op.offset, 0);

    // The transpose of a contiguous [4, 3] stored after 2 elements of padding.
    let transposed = Layout::strided(&[3, 4], &[1, 3], 2);
    assert!(!transposed.is_contiguous());
    let storage: Vec<i64> = (0..14).map(|i| i * i).collect();
    let op = Operand::new(&storage, &transposed, &[2, 3, 4]);
    assert_eq!(&op.strides[..3], [0, 1, 3]);
    assert_eq!(op.offset, 2);
    // element [k, i, j] is storage[2 + 3 * j + i].
    let got = map(&[2, 3, 4], op, |x| x).unwrap();
    let mut want = Vec::new();
    for _ in 0..2 {
        for i in 0..3 {
            for j in 0..4 {
                want.push(storage[2 + 3 * j + i]);
            }
        }
    }
    assert_eq!(&got[..], want);

    let small: Vec<i32> = (0..5).collect();
    let row = Layout::strided(&[4], &[1], 1);
    check_kernels(
        &[2, 3, 4],
        Operand::new(&storage, &transposed, &[2, 3, 4]),
        Operand::new(&small, &row, &[2, 3, 4]),
    );
}

/// 589,875 elements as `[5, 11, 75, 143]`, above the parallel threshold: 143 divides none of
/// the chunk sizes rayon's split can pick, so chunks start and end in the middle of inner rows.
const BIG_DIMS: [usize; 4] = [5, 11, 75, 143];
const BIG_NUMEL: usize = 5 * 11 * 75 * 143;
const _: () = assert!(BIG_NUMEL > PARALLEL_MIN_ELEMENTS);

fn check_big_kernels() {
    assert_eq!(BIG_DIMS.iter().product::<usize>(), BIG_NUMEL);

    // a: the axis-reversed view of a contiguous [143, 25, 11, 5], starting at 3.
    let a_storage: Vec<i64> = (0..3 + BIG_NUMEL as i64).map(|i| i * 31 - 5).collect();
    let a_layout = Layout::strided(&BIG_DIMS, &[1, 5, 55, 1375], 3);
    // b: a [11, 1, 143] broadcast along axes 0 and 2, starting at 7.
    let b_storage: Vec<i32> = (0..7 + 11 * 143).map(|i| i % 1000 - 500).collect();
    let b_layout = Layout::strided(&[11, 1, 143], &[143, 143, 1], 7);
    let a = Operand::new(&a_storage, &a_layout, &BIG_DIMS);
    let b = Operand::new(&b_storage, &b_layout, &BIG_DIMS);
    assert_eq!(&b.strides[..4], [0, 143, 0, 1]);
    check_kernels(&BIG_DIMS, a, b);

    // Contiguous operands merge into one long axis, which the chunks split.
    let c_storage: Vec<i32> = (0..BIG_NUMEL as i32).map(|i| i % 7919).collect();
    let contiguous = Layout::contiguous(&BIG_DIMS).unwrap();
    let b = Operand::new(&c_storage, &contiguous, &BIG_DIMS);
    check_kernels(&BIG_DIMS, a, b);
    check_kernels(&BIG_DIMS, a, Operand::scalar(&c_storage[12]));
}

#[test]
fn kernels_across_the_parallel_threshold() {
    check_big_kernels();
    // Right at the threshold, with an inner row that never divides a chunk.
    for numel in [PARALLEL_MIN_ELEMENTS - 1, PARALLEL_MIN_ELEMENTS] {
        let a: Vec<i64> = (0..2 * numel as i64 + 1).collect();
        let b: Vec<i32> = (0..7).collect();
        check_kernels(&[numel], operand(&a, &[2], 1), operand(&b, &[0], 6));
    }
}

#[cfg(feature = "parallel")]
#[test]
fn kernels_across_the_parallel_threshold_on_several_pool_sizes() {
    for threads in [1, 2, 3, 4, 7] {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        pool.install(check_big_kernels);
    }
}

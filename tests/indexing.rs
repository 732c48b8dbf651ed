//! `select`, `narrow`, `index_select`, `gather` and the `LAST` axis, checked against a naive
//! reference written here, on random shapes of ranks 1..=5 with sizes 0..=5 and every axis.
//!
//! The reference reads elements at row-major offsets it computes by hand from multi-indices;
//! it shares no code with the crate's kernel. Inputs are also taken as strided views (a
//! transpose, a narrowed axis, a broadcast), so views of views are covered.

use proptest::collection::vec;
use proptest::prelude::*;
use typed_tensor::shape::{Axis, InsertAxis};
use typed_tensor::{shape, Dyn, One, ShapeError, Tensor, D, LAST};

mod common;
use common::{indices, iota, naive_narrow, ravel, tensor, with_axis};

// ---------------------------------------------------------------------------------------------
// The naive reference (with `ravel`, `indices` and `naive_narrow` from tests/common).

fn naive_select(dims: &[usize], data: &[i64], axis: usize, i: usize) -> Vec<i64> {
    let mut out = dims.to_vec();
    out.remove(axis);
    indices(&out)
        .into_iter()
        .map(|mut index| {
            index.insert(axis, i);
            data[ravel(&index, dims)]
        })
        .collect()
}

fn naive_index_select(dims: &[usize], data: &[i64], axis: usize, picks: &[usize]) -> Vec<i64> {
    let mut out = dims.to_vec();
    out[axis] = picks.len();
    indices(&out)
        .into_iter()
        .map(|mut index| {
            index[axis] = picks[index[axis]];
            data[ravel(&index, dims)]
        })
        .collect()
}

fn naive_gather(
    dims: &[usize],
    data: &[i64],
    axis: usize,
    index_dims: &[usize],
    index: &[usize],
) -> Vec<i64> {
    indices(index_dims)
        .into_iter()
        .enumerate()
        .map(|(flat, mut at)| {
            at[axis] = index[flat];
            data[ravel(&at, dims)]
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Property tests.

fn select_case<S, const A: usize>(dims: &[usize], data: &[i64], strided: bool)
where
    S: typed_tensor::Shape
        + typed_tensor::shape::SelectAxis<A>
        + typed_tensor::shape::ReplaceAxis<LAST, Dyn, Output = S>,
{
    let x = tensor::<S>(dims, data, strided);
    for i in 0..=dims[A] + 1 {
        match x.try_select::<A>(i) {
            Ok(view) => {
                assert!(i < dims[A]);
                assert_eq!(view.to_vec(), naive_select(dims, data, A, i));
                let mut want = dims.to_vec();
                want.remove(A);
                assert_eq!(view.dims(), want.as_slice());
            }
            Err(err) => {
                assert!(i >= dims[A]);
                let want = ShapeError::IndexOutOfRange {
                    op: "select",
                    dims: dims.to_vec(),
                    axis: A,
                    index: i,
                };
                assert_eq!(err, want);
            }
        }
    }
}

fn narrow_case<S, const A: usize>(
    dims: &[usize],
    data: &[i64],
    (start, len): (usize, usize),
    strided: bool,
) where
    S: typed_tensor::Shape
        + typed_tensor::shape::ReplaceAxis<A, Dyn>
        + typed_tensor::shape::ReplaceAxis<LAST, Dyn, Output = S>,
{
    let x = tensor::<S>(dims, data, strided);
    match x.try_narrow::<A>(start, len) {
        Ok(view) => {
            assert!(start + len <= dims[A]);
            assert_eq!(view.to_vec(), naive_narrow(dims, data, A, start, len));
            assert_eq!(view.strides(), x.strides(), "a view, not a copy");
        }
        Err(err) => {
            assert!(start + len > dims[A]);
            let want = ShapeError::RangeOutOfRange {
                op: "narrow",
                dims: dims.to_vec(),
                axis: A,
                start,
                len,
            };
            assert_eq!(err, want);
        }
    }
}

fn index_select_case<S, const A: usize>(
    dims: &[usize],
    data: &[i64],
    picks: &[usize],
    strided: bool,
) where
    S: typed_tensor::Shape
        + typed_tensor::shape::ReplaceAxis<A, Dyn>
        + typed_tensor::shape::ReplaceAxis<LAST, Dyn, Output = S>,
{
    let x = tensor::<S>(dims, data, strided);
    let index =
        Tensor::<usize, shape![dyn]>::from_shape_vec(&[picks.len()], picks.to_vec()).unwrap();
    match x.try_index_select::<A, Dyn>(&index) {
        Ok(out) => {
            assert!(picks.iter().all(|&p| p < dims[A]));
            assert_eq!(out.to_vec(), naive_index_select(dims, data, A, picks));
        }
        Err(err) => {
            let bad = *picks.iter().find(|&&p| p >= dims[A]).unwrap();
            let want = ShapeError::IndexOutOfRange {
                op: "index_select",
                dims: dims.to_vec(),
                axis: A,
                index: bad,
            };
            assert_eq!(err, want);
        }
    }
}

fn gather_case<S, const A: usize>(
    (dims, data): (&[usize], &[i64]),
    (index_dims, index): (&[usize], &[usize]),
    strided: bool,
) where
    S: typed_tensor::Shape
        + typed_tensor::shape::SelectAxis<A>
        + typed_tensor::shape::SameRank<S>
        + typed_tensor::shape::ReplaceAxis<LAST, Dyn, Output = S>,
{
    let x = tensor::<S>(dims, data, strided);
    let i = Tensor::<usize, S>::from_shape_vec(index_dims, index.to_vec()).unwrap();
    let larger = (0..dims.len()).any(|d| d != A && index_dims[d] > dims[d]);
    match x.try_gather::<A, S>(&i) {
        Ok(out) => {
            assert!(!larger && index.iter().all(|&v| v < dims[A]));
            assert_eq!(out.dims(), index_dims);
            assert_eq!(out.to_vec(), naive_gather(dims, data, A, index_dims, index));
        }
        Err(ShapeError::GatherShape { .. }) => assert!(larger),
        Err(err) => {
            let bad = *index.iter().find(|&&v| v >= dims[A]).unwrap();
            assert!(!larger);
            let want = ShapeError::IndexOutOfRange {
                op: "gather",
                dims: dims.to_vec(),
                axis: A,
                index: bad,
            };
            assert_eq!(err, want);
        }
    }
}

proptest! {
    #[test]
    fn select_matches_naive(
        rank in 1usize..=5,
        axis_seed in 0usize..5,
        dims in vec(0usize..=5, 5),
        strided in any::<bool>(),
    ) {
        let (axis, dims) = (axis_seed % rank, &dims[..rank]);
        let data = iota(dims.iter().product());
        with_axis!(rank, axis, select_case(dims, &data, strided));
    }

    #[test]
    fn narrow_matches_naive(
        rank in 1usize..=5,
        axis_seed in 0usize..5,
        dims in vec(0usize..=5, 5),
        start in 0usize..=6,
        len in 0usize..=6,
        strided in any::<bool>(),
    ) {
        let (axis, dims) = (axis_seed % rank, &dims[..rank]);
        let data = iota(dims.iter().product());
        with_axis!(rank, axis, narrow_case(dims, &data, (start, len), strided));
    }

    #[test]
    fn index_select_matches_naive(
        rank in 1usize..=5,
        axis_seed in 0usize..5,
        dims in vec(0usize..=5, 5),
        picks in vec(0usize..=6, 0..=6),
        strided in any::<bool>(),
    ) {
        let (axis, dims) = (axis_seed % rank, &dims[..rank]);
        let data = iota(dims.iter().product());
        with_axis!(rank, axis, index_select_case(dims, &data, &picks, strided));
    }

    #[test]
    fn gather_matches_naive(
        rank in 1usize..=5,
        axis_seed in 0usize..5,
        dims in vec(0usize..=5, 5),
        sizes in vec(0usize..=6, 5),
        values in vec(0usize..100, 7776),
        strided in any::<bool>(),
    ) {
        let (axis, dims) = (axis_seed % rank, &dims[..rank]);
        // The index: any length along the axis; elsewhere at most the input's, except that a
        // drawn 6 asks for one more, to see the error.
        let index_dims: Vec<usize> = (0..rank)
            .map(|d| match sizes[d] {
                s if d == axis => s,
                6 => dims[d] + 1,
                s => s.min(dims[d]),
            })
            .collect();
        // Values in range, except now and then one that is not (always, on an empty axis).
        let index: Vec<usize> = values[..index_dims.iter().product::<usize>()]
            .iter()
            .map(|&v| if v < 98 && dims[axis] > 0 { v % dims[axis] } else { dims[axis] + v % 2 })
            .collect();
        let data = iota(dims.iter().product());
        with_axis!(rank, axis, gather_case((dims, &data), (&index_dims, &index), strided));
    }
}

// ---------------------------------------------------------------------------------------------
// Static shapes, views of views and errors.

#[test]
fn select_of_a_transpose_and_of_a_select() {
    let x = Tensor::<i32, shape![2, 3, 4]>::from_fn(|i| (100 * i[0] + 10 * i[1] + i[2]) as i32);
    let t = x.transpose::<0, 2>(); // [4, 3, 2]
    let row: Tensor<i32, shape![3, 2]> = t.select::<0>(3);
    assert_eq!(row.to_vec(), [3, 103, 13, 113, 23, 123]);
    let element: Tensor<i32, shape![]> = row.select::<0>(2).select::<0>(1);
    assert_eq!(element.to_vec(), [123]);
    let middle: Tensor<i32, shape![4, 2]> = t.select::<1>(1);
    assert_eq!(middle.to_vec(), [10, 110, 11, 111, 12, 112, 13, 113]);
    // A select of a broadcast view: stride 0 stays stride 0.
    let b: Tensor<i32, shape![5, 4]> = x.select::<0>(1).select::<0>(2).expand();
    assert_eq!(b.select::<0>(4).to_vec(), [120, 121, 122, 123]);
    assert_eq!(b.select::<1>(3).to_vec(), [123; 5]);
}

#[test]
fn narrow_forms_and_their_errors() {
    let x = Tensor::<i32, shape![3, 5]>::from_fn(|i| (10 * i[0] + i[1]) as i32);
    let d: Tensor<i32, shape![3, dyn]> = x.narrow::<1>(1, 3);
    assert_eq!(d.to_vec(), [1, 2, 3, 11, 12, 13, 21, 22, 23]);
    let s: Tensor<i32, shape![3, 3]> = x.narrow_static::<1, 3>(2);
    assert_eq!(s.to_vec(), [2, 3, 4, 12, 13, 14, 22, 23, 24]);
    let one: Tensor<i32, (D<1>, D<5>)> = x.narrow_static::<0, 1>(2);
    assert_eq!(one.to_vec(), [20, 21, 22, 23, 24]);
    // Of a transposed view.
    let t = x.t(); // [5, 3]
    assert_eq!(t.narrow::<0>(3, 2).to_vec(), [3, 13, 23, 4, 14, 24]);
    assert_eq!(
        x.try_narrow_static::<1, 3>(3).unwrap_err().to_string(),
        "narrow_static(): start (3) + length (3) exceeds dimension 1 of size 5 (dims [3, 5])"
    );
    assert_eq!(
        x.try_narrow::<0>(usize::MAX, 2).unwrap_err().to_string(),
        format!(
            "narrow(): start ({}) + length (2) exceeds dimension 0 of size 3 (dims [3, 5])",
            usize::MAX
        )
    );
    let result = std::panic::catch_unwind(|| x.select::<1>(5));
    let message = *result.unwrap_err().downcast::<String>().unwrap();
    assert_eq!(
        message,
        "select(): index 5 is out of range for dimension 1 of size 5 (dims [3, 5])"
    );
}

#[test]
fn index_select_with_static_one_and_dyn_index_dims() {
    let x = Tensor::<i32, shape![3, 2]>::from_vec(vec![1, 2, 3, 4, 5, 6]).unwrap();
    let two = Tensor::<usize, shape![2]>::from_vec(vec![2, 2]).unwrap();
    let rows: Tensor<i32, shape![2, 2]> = x.index_select::<0, _>(&two);
    assert_eq!(rows.to_vec(), [5, 6, 5, 6]);
    let one = Tensor::<usize, shape![1]>::from_vec(vec![1]).unwrap();
    let column: Tensor<i32, shape![3, 1]> = x.index_select::<LAST, One>(&one);
    assert_eq!(column.to_vec(), [2, 4, 6]);
    let none = Tensor::<usize, shape![dyn]>::from_shape_vec(&[0], vec![]).unwrap();
    assert_eq!(x.index_select::<0, Dyn>(&none).dims(), &[0, 2]);
    // Of a transposed view, with an index tensor that is itself a strided view.
    let picks = Tensor::<usize, shape![2, 2]>::from_vec(vec![0, 9, 1, 9])
        .unwrap()
        .select::<1>(0);
    assert_eq!(x.t().index_select::<1, _>(&picks).to_vec(), [1, 3, 2, 4]);
}

#[test]
fn offset_and_broadcast_indices_are_read_in_place() {
    let x = Tensor::<i32, shape![3, 2]>::from_vec(vec![1, 2, 3, 4, 5, 6]).unwrap();
    // A column at offset 1 (stride 2), and one index seen four times (stride 0).
    let picks = Tensor::<usize, shape![2, 2]>::from_vec(vec![9, 2, 9, 0])
        .unwrap()
        .select::<1>(1);
    assert_eq!(x.index_select::<0, _>(&picks).to_vec(), [5, 6, 1, 2]);
    let repeated = Tensor::<usize, shape![1]>::full(1)
        .try_broadcast_to_dims::<shape![dyn]>(&[4])
        .unwrap();
    assert_eq!(
        x.index_select::<0, _>(&repeated).to_vec(),
        [3, 4, 3, 4, 3, 4, 3, 4]
    );
    let rows = Tensor::<usize, shape![2, 1]>::from_vec(vec![0, 2]).unwrap();
    let spread = rows.broadcast_to::<shape![2, 2]>();
    assert_eq!(x.gather::<0, _>(&spread).to_vec(), [1, 2, 5, 6]);
    // The first index out of range in row-major order is the one named, broadcast or not.
    let bad = Tensor::<usize, shape![1, 2]>::from_vec(vec![1, 8]).unwrap();
    let bad = bad.broadcast_to::<shape![2, 2]>();
    assert_eq!(
        x.try_gather::<0, _>(&bad).unwrap_err().to_string(),
        "gather(): index 8 is out of range for dimension 0 of size 3 (dims [3, 2])"
    );
    let bad = Tensor::<usize, shape![2, 1]>::from_vec(vec![5, 4]).unwrap();
    let bad = bad.broadcast_to::<shape![2, 2]>();
    assert_eq!(
        x.try_gather::<0, _>(&bad).unwrap_err().to_string(),
        "gather(): index 5 is out of range for dimension 0 of size 3 (dims [3, 2])"
    );
    let bad = Tensor::<usize, shape![1]>::full(3)
        .try_broadcast_to_dims::<shape![dyn]>(&[2])
        .unwrap();
    assert_eq!(
        x.try_index_select::<0, _>(&bad).unwrap_err().to_string(),
        "index_select(): index 3 is out of range for dimension 0 of size 3 (dims [3, 2])"
    );
}

#[test]
fn gather_along_each_axis() {
    // torch.gather(torch.tensor([[1, 2], [3, 4]]), 1, torch.tensor([[0, 0], [1, 0]]))
    // == [[1, 1], [4, 3]]; along 0 with [[0, 1], [1, 0]] == [[1, 4], [3, 2]].
    let x = Tensor::<i32, shape![2, 2]>::from_vec(vec![1, 2, 3, 4]).unwrap();
    let i1 = Tensor::<usize, shape![2, 2]>::from_vec(vec![0, 0, 1, 0]).unwrap();
    assert_eq!(x.gather::<1, _>(&i1).to_vec(), [1, 1, 4, 3]);
    let i0 = Tensor::<usize, shape![2, 2]>::from_vec(vec![0, 1, 1, 0]).unwrap();
    assert_eq!(x.gather::<0, _>(&i0).to_vec(), [1, 4, 3, 2]);
    // A smaller index, longer than the input along the gathered axis.
    let x = Tensor::<i32, shape![2, 3]>::from_fn(|i| (10 * i[0] + i[1]) as i32);
    let long = Tensor::<usize, shape![1, 5]>::from_vec(vec![2, 2, 0, 1, 0]).unwrap();
    let picked: Tensor<i32, shape![1, 5]> = x.gather::<LAST, _>(&long);
    assert_eq!(picked.to_vec(), [2, 2, 0, 1, 0]);
    let tall = Tensor::<usize, shape![dyn, 1]>::from_shape_vec(&[3, 1], vec![0, 0, 0]).unwrap();
    assert_eq!(
        x.try_gather::<1, _>(&tall).unwrap_err().to_string(),
        "gather(): index dims [3, 1] must not exceed the input's dims [2, 3] apart from dimension 1"
    );
}

/// `LAST` is the last axis for every axis-taking method, and its resolved number is what
/// run-time code and messages see.
#[test]
fn last_names_the_last_axis_everywhere() {
    let x = Tensor::<f32, shape![2, 3]>::from_vec(vec![1., 5., 3., -4., 2., 0.]).unwrap();
    assert_eq!(x.sum::<LAST>().to_vec(), x.sum::<1>().to_vec());
    let kept: Tensor<f32, shape![2, 1]> = x.max_keepdim::<LAST>();
    assert_eq!(kept.to_vec(), [5., 2.]);
    assert_eq!(x.argmin::<LAST>().to_vec(), [0, 0]);
    assert_eq!(x.mean::<LAST>().to_vec(), [3., -2. / 3.]);
    assert_eq!(x.norm::<LAST>(1.0).to_vec(), [9., 6.]);
    let (top, at) = x.topk::<2, LAST>(true);
    assert_eq!(
        (top.to_vec(), at.to_vec()),
        (vec![5., 3., 2., 0.], vec![1, 2, 1, 2])
    );
    let (kth, _) = x.kthvalue::<LAST>(1);
    assert_eq!(kth.to_vec(), [1., -4.]);
    let empty = Tensor::<f32, shape![2, 0]>::zeros();
    assert_eq!(
        empty.try_max::<LAST>().unwrap_err().to_string(),
        "max(): Expected reduction dim 1 to have non-zero size (dims [2, 0])"
    );
    assert_eq!(
        empty.try_kthvalue::<LAST>(1).unwrap_err().to_string(),
        "kthvalue(): k (1) is out of range for dimension 1 of size 0 (dims [2, 0])"
    );
    let u: Tensor<f32, shape![2, 3, 1]> = x.unsqueeze::<LAST>();
    let back: Tensor<f32, shape![2, 3]> = u.squeeze::<LAST>();
    assert_eq!(back.to_vec(), x.to_vec());
    let d = Tensor::<f32, shape![2, dyn]>::zeros_with_dims(&[2, 2]).unwrap();
    assert_eq!(
        d.try_squeeze::<LAST>().unwrap_err().to_string(),
        "cannot squeeze axis 1 of dims [2, 2]: it is 2, not 1"
    );
    assert_eq!(
        x.try_select::<LAST>(3).unwrap_err().to_string(),
        "select(): index 3 is out of range for dimension 1 of size 3 (dims [2, 3])"
    );
    assert_eq!(<shape![2, 3, 4] as Axis<LAST>>::INDEX, 2);
    assert_eq!(<shape![7] as Axis<LAST>>::INDEX, 0);
    assert_eq!(<shape![2, 3] as InsertAxis<LAST, One>>::INDEX, 2);
    // Rank-generic code: the last axis of any rank, with no bound beyond `Axis<LAST>`.
    fn last_sums<S: Axis<LAST>>(t: &Tensor<f32, S>) -> Tensor<f32, <S as Axis<LAST>>::Removed> {
        t.sum::<LAST>()
    }
    let cube = Tensor::<f32, shape![2, 2, 2]>::ones();
    assert_eq!(last_sums(&cube).to_vec(), [2.0; 4]);
    assert_eq!(last_sums(&x).to_vec(), [9., -2.]);
}

/// `One` axes: selected away, narrowed, looked up and gathered along.
#[test]
fn one_axes_select_narrow_and_look_up() {
    let x = Tensor::<i32, shape![1, 3]>::from_vec(vec![4, 5, 6]).unwrap();
    let row: Tensor<i32, shape![3]> = x.select::<0>(0);
    assert_eq!(row.to_vec(), [4, 5, 6]);
    assert!(x.try_select::<0>(1).is_err());
    let whole: Tensor<i32, shape![dyn, 3]> = x.narrow::<0>(0, 1);
    assert_eq!(whole.to_vec(), [4, 5, 6]);
    let twice = Tensor::<usize, shape![2]>::from_vec(vec![0, 0]).unwrap();
    let repeated: Tensor<i32, shape![2, 3]> = x.index_select::<0, _>(&twice);
    assert_eq!(repeated.to_vec(), [4, 5, 6, 4, 5, 6]);
    let index = Tensor::<usize, shape![1, 2]>::from_vec(vec![2, 1]).unwrap();
    assert_eq!(x.gather::<1, _>(&index).to_vec(), [6, 5]);
    let down = Tensor::<usize, shape![1, 3]>::from_vec(vec![0, 0, 0]).unwrap();
    assert_eq!(x.gather::<0, _>(&down).to_vec(), [4, 5, 6]);
}

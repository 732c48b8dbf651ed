//! `cat`, `stack`, `split`, `chunk` and their exact forms, checked against a naive reference
//! written here, on random shapes of ranks 1..=5 with sizes 0..=5 and every axis.
//!
//! The axis is a const generic, so every (rank, axis) pair is dispatched to its own
//! instantiation over an all-`Dyn` shape. The reference reads elements at row-major offsets it
//! computes by hand from multi-indices; it shares no code with the crate's kernel.

use proptest::collection::vec;
use proptest::prelude::*;
use typed_tensor::{shape, Cat, Dyn, ShapeError, Stack, Tensor, D, LAST};

mod common;
use common::{indices, naive_narrow, ravel, tensor, with_axis};

/// Runs `$f::<S, A>($args)` for the all-`Dyn` shape of `$rank` (1..=4) and a new axis at `$axis`
/// (0..=rank).
macro_rules! with_new_axis {
    ($rank:expr, $axis:expr, $f:ident $args:tt) => {
        with_axis!(@pairs ($rank, $axis), $f, $args,
            (1 S1 0) (1 S1 1) (2 S2 0) (2 S2 1) (2 S2 2) (3 S3 0) (3 S3 1) (3 S3 2) (3 S3 3)
            (4 S4 0) (4 S4 1) (4 S4 2) (4 S4 3) (4 S4 4))
    };
}

// ---------------------------------------------------------------------------------------------
// The naive reference (with `ravel`, `indices` and `naive_narrow` from tests/common).

fn iota(n: usize, from: i64) -> Vec<i64> {
    (0..n as i64).map(|i| from + i).collect()
}

/// The parts (dims, row-major data) joined along `axis`.
fn naive_cat(parts: &[(Vec<usize>, Vec<i64>)], axis: usize) -> (Vec<usize>, Vec<i64>) {
    let mut dims = parts[0].0.clone();
    dims[axis] = parts.iter().map(|(d, _)| d[axis]).sum();
    let data = indices(&dims)
        .into_iter()
        .map(|mut index| {
            let mut part = 0;
            while index[axis] >= parts[part].0[axis] {
                index[axis] -= parts[part].0[axis];
                part += 1;
            }
            parts[part].1[ravel(&index, &parts[part].0)]
        })
        .collect();
    (dims, data)
}

/// PyTorch's piece lengths of `torch.split(x, size)` along an axis of `len`.
fn torch_split_lengths(len: usize, size: usize) -> Vec<usize> {
    if len == 0 {
        return vec![0];
    }
    let mut lengths = vec![size; len / size];
    if !len.is_multiple_of(size) {
        lengths.push(len % size);
    }
    lengths
}

/// PyTorch's piece lengths of `torch.chunk(x, chunks)` along an axis of `len`.
fn torch_chunk_lengths(len: usize, chunks: usize) -> Vec<usize> {
    if len == 0 {
        return vec![0; chunks];
    }
    torch_split_lengths(len, len.div_ceil(chunks))
}

// ---------------------------------------------------------------------------------------------
// Property tests.

fn cat_case<S, const A: usize>(parts: &[(Vec<usize>, Vec<i64>)], strided: bool)
where
    S: typed_tensor::Shape + typed_tensor::shape::ReplaceAxis<A, Dyn, Output = S>,
    S: typed_tensor::shape::ReplaceAxis<LAST, Dyn, Output = S> + typed_tensor::shape::CatWith<S, A>,
    S: typed_tensor::shape::AxisLen<A>,
{
    let tensors: Vec<Tensor<i64, S>> = parts
        .iter()
        .map(|(dims, data)| tensor::<S>(dims, data, strided))
        .collect();
    let (dims, data) = naive_cat(parts, A);
    let joined = tensors.as_slice().cat::<A, Dyn>();
    assert_eq!(
        (joined.dims(), joined.to_vec()),
        (dims.as_slice(), data.clone())
    );
    if let [a, b] = tensors.as_slice() {
        let pair = (a, b).cat::<A, Dyn>();
        assert_eq!((pair.dims(), pair.to_vec()), (dims.as_slice(), data));
    }
}

fn stack_case<S, const A: usize>(parts: &[Vec<i64>], dims: &[usize], strided: bool)
where
    S: typed_tensor::Shape
        + typed_tensor::shape::NewAxis<A, Dyn>
        + typed_tensor::shape::NewAxis<A, D<2>>
        + typed_tensor::shape::ReplaceAxis<LAST, Dyn, Output = S>,
{
    let tensors: Vec<Tensor<i64, S>> = parts
        .iter()
        .map(|data| tensor::<S>(dims, data, strided))
        .collect();
    // Stacking is joining the parts with a size-one axis inserted at A.
    let mut one = dims.to_vec();
    one.insert(A, 1);
    let as_cat: Vec<(Vec<usize>, Vec<i64>)> = parts
        .iter()
        .map(|data| (one.clone(), data.clone()))
        .collect();
    let (want_dims, want) = naive_cat(&as_cat, A);
    let stacked = tensors.as_slice().stack::<A>();
    assert_eq!(
        (stacked.dims(), stacked.to_vec()),
        (want_dims.as_slice(), want.clone())
    );
    if let [a, b] = tensors.as_slice() {
        let pair = [a, b].stack::<A>();
        assert_eq!((pair.dims(), pair.to_vec()), (want_dims.as_slice(), want));
    }
}

fn split_case<S, const A: usize>(dims: &[usize], data: &[i64], size: usize, strided: bool)
where
    S: typed_tensor::Shape
        + typed_tensor::shape::ReplaceAxis<A, Dyn, Output = S>
        + typed_tensor::shape::ReplaceAxis<LAST, Dyn, Output = S>,
{
    let x = tensor::<S>(dims, data, strided);
    let len = dims[A];
    for (op, lengths, pieces) in [
        ("split", torch_split_lengths(len, size), x.split::<A>(size)),
        ("chunk", torch_chunk_lengths(len, size), x.chunk::<A>(size)),
    ] {
        let got: Vec<usize> = pieces.iter().map(|p| p.dims()[A]).collect();
        assert_eq!(got, lengths, "{op} of {len} by {size}");
        let mut start = 0;
        for (piece, &n) in pieces.iter().zip(&lengths) {
            assert_eq!(
                piece.to_vec(),
                naive_narrow(dims, data, A, start, n),
                "{op}"
            );
            // A view: the source's strides, not a copy's.
            assert_eq!(piece.strides(), x.strides(), "{op}");
            start += n;
        }
    }
}

proptest! {
    #[test]
    fn cat_matches_naive(
        rank in 1usize..=5,
        axis_seed in 0usize..5,
        dims in vec(0usize..=5, 5),
        lens in vec(0usize..=5, 1..=3),
        strided in any::<bool>(),
    ) {
        let axis = axis_seed % rank;
        let mut from = 0;
        let parts: Vec<(Vec<usize>, Vec<i64>)> = lens
            .iter()
            .map(|&len| {
                let mut d = dims[..rank].to_vec();
                d[axis] = len;
                let n: usize = d.iter().product();
                from += 1000;
                (d, iota(n, from))
            })
            .collect();
        with_axis!(rank, axis, cat_case(&parts, strided));
    }

    #[test]
    fn stack_matches_naive(
        rank in 1usize..=4,
        axis_seed in 0usize..5,
        dims in vec(0usize..=5, 4),
        count in 1usize..=3,
        strided in any::<bool>(),
    ) {
        let axis = axis_seed % (rank + 1);
        let dims = &dims[..rank];
        let n: usize = dims.iter().product();
        let parts: Vec<Vec<i64>> = (0..count).map(|k| iota(n, 1000 * k as i64)).collect();
        with_new_axis!(rank, axis, stack_case(&parts, dims, strided));
    }

    #[test]
    fn split_and_chunk_match_torch(
        rank in 1usize..=5,
        axis_seed in 0usize..5,
        dims in vec(0usize..=5, 5),
        size in 1usize..=6,
        strided in any::<bool>(),
    ) {
        let axis = axis_seed % rank;
        let dims = &dims[..rank];
        let data = iota(dims.iter().product(), 0);
        with_axis!(rank, axis, split_case(dims, &data, size, strided));
    }
}

// ---------------------------------------------------------------------------------------------
// Static shapes, inference, views and errors.

#[test]
fn cat_of_a_tuple_infers_its_static_axis_from_the_annotation() {
    let a = Tensor::<i32, shape![2, 3]>::from_fn(|i| (10 * i[0] + i[1]) as i32);
    let b = Tensor::<i32, shape![1, 3]>::from_vec(vec![7, 8, 9]).unwrap();
    let c = Tensor::<i32, shape![dyn, 3]>::from_shape_vec(&[1, 3], vec![4, 5, 6]).unwrap();
    let rows: Tensor<i32, shape![4, 3]> = (&a, &b, &c).cat::<0, _>();
    assert_eq!(rows.to_vec(), [0, 1, 2, 10, 11, 12, 7, 8, 9, 4, 5, 6]);
    let four = (&a, &b, &c, &b).cat::<0, Dyn>();
    assert_eq!(four.dims(), &[5, 3]);
    let columns: Tensor<i32, shape![2, 6]> = (&a, &a).cat::<LAST, _>();
    assert_eq!(columns.to_vec(), [0, 1, 2, 0, 1, 2, 10, 11, 12, 10, 11, 12]);
}

#[test]
fn cat_takes_views_of_any_layout() {
    let x = Tensor::<i32, shape![2, 3]>::from_fn(|i| (10 * i[0] + i[1]) as i32);
    let t = x.t(); // [3, 2], transposed strides
    let row = Tensor::<i32, shape![2]>::from_vec(vec![-1, -2]).unwrap();
    let broadcast: Tensor<i32, shape![2, 2]> = row.expand(); // stride 0
    let joined: Tensor<i32, shape![5, 2]> = (&t, &broadcast).cat::<0, _>();
    assert_eq!(joined.to_vec(), [0, 10, 1, 11, 2, 12, -1, -2, -1, -2]);
    let same: Tensor<i32, shape![6, 2]> = [t.clone(), t].cat::<0, _>();
    assert_eq!(&same.to_vec()[6..], [0, 10, 1, 11, 2, 12]);
}

#[test]
fn cat_with_size_zero_parts() {
    let a = Tensor::<f32, shape![0, 2]>::zeros();
    let b = Tensor::<f32, shape![3, 2]>::ones();
    let c: Tensor<f32, shape![3, 2]> = (&a, &b, &a).cat::<0, _>();
    assert_eq!(c.to_vec(), [1.0; 6]);
    let empty: Tensor<f32, shape![0, 2]> = [a.clone(), a].cat::<0, _>();
    assert_eq!(empty.dims(), &[0, 2]);
    let flat = Tensor::<f32, shape![3, 0]>::zeros();
    let wide = (&flat, &flat).cat::<0, Dyn>();
    assert_eq!(wide.dims(), &[6, 0]);
}

#[test]
fn cat_run_time_errors() {
    let a = Tensor::<i32, shape![dyn, 3]>::zeros_with_dims(&[2, 3]).unwrap();
    let b = Tensor::<i32, shape![2, dyn]>::zeros_with_dims(&[2, 4]).unwrap();
    let err = (&a, &b).try_cat::<0, Dyn>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "cat(): sizes of tensors must match except in dimension 0: expected size 3 but got size \
         4 for tensor number 1 at dimension 1 (dims [2, 3] and [2, 4])"
    );
    // A static result that the run-time lengths do not add up to.
    let err = [a.clone(), a.clone()].try_cat::<0, D<5>>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "cat(): dimension 0 of the result is D<5> in its type, but the parts give 4 (sizes [2, 2])"
    );
    assert!(matches!(err, ShapeError::JoinSize { expected: 5, .. }));
    let none: Vec<Tensor<i32, shape![2]>> = Vec::new();
    assert_eq!(
        none.try_cat::<0, Dyn>().unwrap_err().to_string(),
        "cat(): expected a non-empty list of tensors"
    );
    let result = std::panic::catch_unwind(|| (&a, &b).cat::<0, Dyn>());
    let message = *result.unwrap_err().downcast::<String>().unwrap();
    assert!(
        message.starts_with("cat(): sizes of tensors must match"),
        "{message}"
    );
}

#[test]
fn stack_of_an_array_counts_its_length() {
    let a = Tensor::<i32, shape![2]>::from_vec(vec![1, 2]).unwrap();
    let b = Tensor::<i32, shape![2]>::from_vec(vec![3, 4]).unwrap();
    let three: Tensor<i32, shape![3, 2]> = [&a, &b, &a].stack::<0>();
    assert_eq!(three.to_vec(), [1, 2, 3, 4, 1, 2]);
    let last: Tensor<i32, shape![2, 2]> = [a.clone(), b.clone()].stack::<LAST>();
    assert_eq!(last.to_vec(), [1, 3, 2, 4]);
    let from_vec: Tensor<i32, shape![dyn, 2]> = vec![a.clone(), b].stack::<0>();
    assert_eq!(from_vec.dims(), &[2, 2]);
}

/// `D<1>` is a legal static size that does not broadcast implicitly: stacking one tensor gives
/// it (not `One`, which the types cannot produce from a length).
#[test]
fn stack_of_one_tensor_gives_a_d1_axis() {
    let a = Tensor::<i32, shape![3]>::from_vec(vec![1, 2, 3]).unwrap();
    let one: Tensor<i32, (D<1>, D<3>)> = [&a].stack::<0>();
    assert_eq!((one.dims(), one.to_vec()), (&[1, 3][..], vec![1, 2, 3]));
    let column: Tensor<i32, (D<3>, D<1>)> = [a].stack::<1>();
    assert_eq!(column.dims(), &[3, 1]);
}

#[test]
fn stack_run_time_errors() {
    let a = Tensor::<f32, shape![dyn, 2]>::zeros_with_dims(&[1, 2]).unwrap();
    let b = Tensor::<f32, shape![dyn, 2]>::zeros_with_dims(&[3, 2]).unwrap();
    assert_eq!(
        vec![a.clone(), a.clone(), b].try_stack::<0>().unwrap_err().to_string(),
        "stack(): expects each tensor to be equal size, but got [1, 2] at entry 0 and [3, 2] at entry 2"
    );
    let none: [Tensor<f32, shape![2]>; 0] = [];
    assert_eq!(
        none.try_stack::<0>().unwrap_err().to_string(),
        "stack(): expected a non-empty list of tensors"
    );
}

/// The seed's distinction: `split` is by length, `chunk` by count.
#[test]
fn split_is_by_length_and_chunk_by_count() {
    let x = Tensor::<i32, shape![2, 3]>::from_fn(|i| (10 * i[0] + i[1]) as i32);
    let by_length = x.split::<0>(2);
    let by_count = x.chunk::<0>(2);
    assert_eq!(by_length.len(), 1);
    assert_eq!(by_count.len(), 2);
    assert_eq!(by_length[0].to_vec(), x.to_vec());
    assert_eq!(
        (by_count[0].to_vec(), by_count[1].to_vec()),
        (vec![0, 1, 2], vec![10, 11, 12])
    );
    // The exact forms put the count in the type.
    let [whole] = x.split_exact::<0, 2, 1>();
    let [first, second]: [Tensor<i32, shape![1, 3]>; 2] = x.chunk_exact::<0, 2, _>();
    assert_eq!(whole.to_vec(), x.to_vec());
    assert_eq!(
        (first.to_vec(), second.to_vec()),
        (vec![0, 1, 2], vec![10, 11, 12])
    );
}

#[test]
fn exact_forms_on_dyn_axes_and_their_errors() {
    let x =
        Tensor::<i32, shape![dyn, 2]>::from_fn_with_dims(&[6, 2], |i| (10 * i[0] + i[1]) as i32)
            .unwrap();
    let [a, b, c]: [Tensor<i32, shape![2, 2]>; 3] = x.split_exact::<0, 2, 3>();
    assert_eq!(
        (a.to_vec(), c.to_vec()),
        (vec![0, 1, 10, 11], vec![40, 41, 50, 51])
    );
    assert_eq!(b.strides(), x.strides());
    let [p, q] = x.chunk_exact::<0, 2, Dyn>();
    assert_eq!(
        (p.dims(), q.to_vec()),
        (&[3, 2][..], vec![30, 31, 40, 41, 50, 51])
    );
    assert_eq!(
        x.try_split_exact::<0, 4, 2>().unwrap_err().to_string(),
        "split_exact(): cannot split dimension 0 of size 6 (dims [6, 2]): it is not 2 pieces of length 4"
    );
    assert_eq!(
        x.try_chunk_exact::<0, 4, Dyn>().unwrap_err().to_string(),
        "chunk_exact(): cannot split dimension 0 of size 6 (dims [6, 2]): it is not 4 pieces of equal size"
    );
    assert_eq!(
        x.try_chunk_exact::<0, 2, D<2>>().unwrap_err().to_string(),
        "chunk_exact(): cannot split dimension 0 of size 6 (dims [6, 2]): it is not 2 pieces of D<2>"
    );
    // Pieces of length 0: PyTorch's one piece of an empty axis.
    let empty = Tensor::<i32, shape![0, 2]>::zeros();
    let [nothing] = empty.split_exact::<0, 0, 1>();
    assert_eq!(nothing.dims(), &[0, 2]);
    let [e0, e1]: [Tensor<i32, shape![0, 2]>; 2] = empty.chunk_exact::<0, 2, _>();
    assert_eq!((e0.numel(), e1.numel()), (0, 0));
}

#[test]
fn split_and_chunk_of_empty_axes_and_errors() {
    let empty = Tensor::<f32, shape![2, 0]>::zeros();
    let pieces = empty.split::<1>(3);
    assert_eq!(pieces.len(), 1);
    assert_eq!(pieces[0].dims(), &[2, 0]);
    assert_eq!(empty.split::<1>(0).len(), 1); // allowed on an empty axis, as in PyTorch
    let chunks = empty.chunk::<1>(3);
    assert_eq!(
        chunks.iter().map(|c| c.dims()[1]).collect::<Vec<_>>(),
        [0, 0, 0]
    );
    let x = Tensor::<f32, shape![2, 4]>::zeros();
    assert_eq!(
        x.try_split::<1>(0).unwrap_err().to_string(),
        "split(): cannot split dimension 1 of size 4 (dims [2, 4]): a piece length of 0 needs an \
         empty dimension"
    );
    assert_eq!(
        x.try_chunk::<LAST>(0).unwrap_err().to_string(),
        "chunk(): cannot split dimension 1 of size 4 (dims [2, 4]): the number of chunks must be \
         greater than 0"
    );
    // 5 into 4 chunks is three pieces, as in PyTorch.
    let five = Tensor::<f32, shape![5]>::zeros();
    let lengths: Vec<usize> = five.chunk::<0>(4).iter().map(|p| p.dims()[0]).collect();
    assert_eq!(lengths, [2, 2, 1]);
}

#[test]
fn split_pieces_of_a_transposed_view() {
    let x = Tensor::<i32, shape![2, 4]>::from_fn(|i| (10 * i[0] + i[1]) as i32);
    let t = x.t(); // [4, 2]
    let [top, bottom]: [Tensor<i32, shape![2, 2]>; 2] = t.chunk_exact::<0, 2, _>();
    assert_eq!(
        (top.to_vec(), bottom.to_vec()),
        (vec![0, 10, 1, 11], vec![2, 12, 3, 13])
    );
    assert_eq!(top.strides(), t.strides());
    // Joining the pieces back gives the view's elements.
    let back: Tensor<i32, shape![4, 2]> = (&top, &bottom).cat::<0, _>();
    assert_eq!(back.to_vec(), t.to_vec());
}

/// `One` axes: joined along (two `One`s make `D<2>`), agreeing with `One`, `D<1>` and `Dyn`
/// on the other axes, and split.
#[test]
fn one_axes_join_and_split() {
    let a = Tensor::<i32, shape![1, 3]>::from_vec(vec![1, 2, 3]).unwrap();
    let b = Tensor::<i32, shape![1, 3]>::from_vec(vec![4, 5, 6]).unwrap();
    let rows: Tensor<i32, shape![2, 3]> = (&a, &b).cat::<0, _>();
    assert_eq!(rows.to_vec(), [1, 2, 3, 4, 5, 6]);
    // Along the other axis, a `One` agrees with a `D<1>` and a `Dyn` of 1.
    let pair = Tensor::<i32, shape![2]>::from_vec(vec![4, 5]).unwrap();
    let d1: Tensor<i32, (D<1>, D<2>)> = [&pair].stack::<0>();
    let dy = Tensor::<i32, shape![dyn, 1]>::from_shape_vec(&[1, 1], vec![9]).unwrap();
    let wide: Tensor<i32, shape![1, 6]> = (&a, &d1, &dy).cat::<1, _>();
    assert_eq!(wide.to_vec(), [1, 2, 3, 4, 5, 9]);
    let [only] = a.split_exact::<0, 1, 1>();
    assert_eq!(only.to_vec(), [1, 2, 3]);
    let [first, second]: [Tensor<i32, shape![1, 1, 3]>; 2] =
        [&a, &b].stack::<0>().chunk_exact::<0, 2, _>();
    assert_eq!(
        (first.to_vec(), second.to_vec()),
        (vec![1, 2, 3], vec![4, 5, 6])
    );
    let two_rows = Tensor::<i32, shape![dyn, 3]>::from_shape_vec(&[2, 3], vec![0; 6]).unwrap();
    assert_eq!(
        (&a, &two_rows).try_cat::<1, Dyn>().unwrap_err().to_string(),
        "cat(): sizes of tensors must match except in dimension 1: expected size 1 but got size \
         2 for tensor number 1 at dimension 0 (dims [1, 3] and [2, 3])"
    );
}

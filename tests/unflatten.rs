//! `unflatten::<A, Parts>()` against a naive reference that reads every element of the result
//! by index from the source's row-major `Vec`, on contiguous and strided inputs (permuted,
//! narrowed, broadcast), with size-0 axes and with `Dyn` parts that are inferred or wrong.

use proptest::prelude::*;
use typed_tensor::{axes, dim_name, shape, Dyn, One, ShapeError, Tensor, D, LAST};

mod common;
use common::{indices, iota, ravel};

dim_name!(Batch);
dim_name!(Seq);
dim_name!(Heads);

/// `[batch, seq, heads, head]` with a run-time, named heads axis.
type NamedHeads = Tensor<i64, shape![dyn Batch, dyn Seq, dyn Heads, 16]>;

// ---------------------------------------------------------------- naive reference

/// Checks every element of `out` (read by index through its strides, with `get`) against the
/// row-major `data` of `dims` whose axis `axis` is split into `parts`: out index
/// `[.., p0, .., pk, ..]` reads source index `[.., ravel(p0..pk in parts), ..]`.
fn assert_split<S>(
    out: &Tensor<i64, S>,
    dims: &[usize],
    data: &[i64],
    axis: usize,
    parts: &[usize],
) {
    let mut out_dims = dims[..axis].to_vec();
    out_dims.extend_from_slice(parts);
    out_dims.extend_from_slice(&dims[axis + 1..]);
    assert_eq!(out.dims(), out_dims.as_slice());
    let k = parts.len();
    let mut expected = Vec::new();
    for index in indices(&out_dims) {
        let mut src = index[..axis].to_vec();
        src.push(ravel(&index[axis..axis + k], parts));
        src.extend_from_slice(&index[axis + k..]);
        let want = data[ravel(&src, dims)];
        assert_eq!(out.get(&index), Some(&want), "at {index:?}");
        expected.push(want);
    }
    assert_eq!(out.to_vec(), expected);
}

// ---------------------------------------------------------------- static parts

#[test]
fn splits_a_contiguous_axis_into_static_parts_as_a_view() {
    let x = Tensor::<i64, shape![2, 12, 3]>::from_vec(iota(72)).unwrap();
    let y: Tensor<i64, shape![2, 3, 4, 3]> = x.unflatten::<1, (D<3>, D<4>)>();
    assert_split(&y, &[2, 12, 3], &iota(72), 1, &[3, 4]);
    assert_eq!(y.strides(), &[36, 12, 3, 1]);
    assert!(core::ptr::eq(
        y.get(&[1, 2, 3, 2]).unwrap(),
        x.get(&[1, 11, 2]).unwrap()
    ));

    let first: Tensor<i64, shape![1, 2, 12, 3]> = x.unflatten::<0, (One, D<2>)>();
    assert_split(&first, &[2, 12, 3], &iota(72), 0, &[1, 2]);
    let three: Tensor<i64, shape![2, 12, 1, 3, 1]> = x.unflatten::<LAST, (One, D<3>, One)>();
    assert_split(&three, &[2, 12, 3], &iota(72), 2, &[1, 3, 1]);
    let same: Tensor<i64, shape![2, 12, 3]> = x.unflatten::<1, (D<12>,)>();
    assert_split(&same, &[2, 12, 3], &iota(72), 1, &[12]);
}

#[test]
fn splits_a_permuted_axis_as_a_view() {
    // [4, 6, 2] permuted to [6, 4, 2]: axis 0 has stride 2, axis 1 stride 12.
    let base = Tensor::<i64, shape![4, 6, 2]>::from_vec(iota(48)).unwrap();
    let x = base.permute::<axes![1, 0, 2]>();
    let data = x.to_vec();
    let y: Tensor<i64, shape![2, 3, 4, 2]> = x.unflatten::<0, (D<2>, D<3>)>();
    assert_split(&y, &[6, 4, 2], &data, 0, &[2, 3]);
    assert_eq!(y.strides(), &[6, 2, 12, 1]);
    let z: Tensor<i64, shape![6, 2, 2, 2]> = x.unflatten::<1, (D<2>, D<2>)>();
    assert_split(&z, &[6, 4, 2], &data, 1, &[2, 2]);
    assert_eq!(z.strides(), &[2, 24, 12, 1]);
    // Shares the source's storage: no copy was made.
    assert!(core::ptr::eq(
        y.get(&[1, 2, 3, 1]).unwrap(),
        base.get(&[3, 5, 1]).unwrap()
    ));
}

#[test]
fn splits_narrowed_and_broadcast_axes() {
    // Narrowed along the last axis: an offset and a row stride wider than the row.
    let dims = [3, 8];
    let data = iota(24);
    let x: Tensor<i64, shape![dyn, dyn]> = common::tensor(&dims, &data, true);
    assert!(!x.is_contiguous());
    assert_split(&x.unflatten::<1, (D<2>, D<4>)>(), &dims, &data, 1, &[2, 4]);
    assert_split(&x.unflatten::<0, (D<3>, One)>(), &dims, &data, 0, &[3, 1]);
    // A broadcast axis (stride 0) splits into stride-0 axes.
    let row = Tensor::<i64, shape![4]>::from_vec(iota(4)).unwrap();
    let wide = row.broadcast_to::<shape![6, 4]>();
    let y: Tensor<i64, shape![2, 3, 4]> = wide.unflatten::<0, (D<2>, D<3>)>();
    assert_eq!(y.strides(), &[0, 0, 1]);
    assert_split(&y, &[6, 4], &wide.to_vec(), 0, &[2, 3]);
}

#[test]
fn writes_to_the_split_view_do_not_reach_the_source() {
    let x = Tensor::<i64, shape![2, 6]>::from_vec(iota(12)).unwrap();
    let mut y = x.unflatten::<1, (D<3>, D<2>)>();
    y += 1;
    assert_eq!(x.to_vec(), iota(12));
    assert_eq!(
        y.to_vec(),
        iota(12).iter().map(|v| v + 1).collect::<Vec<_>>()
    );
}

// ---------------------------------------------------------------- names and Dyn

#[test]
fn keeps_the_other_axes_dims_and_names() {
    let raw = Tensor::<i64, shape![dyn, dyn, 64]>::from_shape_vec(&[2, 3, 64], iota(384)).unwrap();
    let x = raw.rename::<0, Batch>().rename::<1, Seq>();
    let heads: Tensor<i64, shape![dyn Batch, dyn Seq, 4, 16]> = x.unflatten::<2, (D<4>, D<16>)>();
    assert_split(&heads, &[2, 3, 64], &iota(384), 2, &[4, 16]);
    // A named part is inferred like a plain `Dyn`.
    let named: NamedHeads = x.unflatten::<LAST, (Dyn<Heads>, D<16>)>();
    assert_split(&named, &[2, 3, 64], &iota(384), 2, &[4, 16]);
    // The merge that undoes it, after the permute to [batch, heads, seq, head] and back.
    let merged: Tensor<i64, shape![dyn Batch, dyn Seq, 64]> = heads
        .permute::<axes![0, 2, 1, 3]>()
        .permute::<axes![0, 2, 1, 3]>()
        .flatten_axes::<2, 3, D<64>>();
    assert_eq!(merged.to_vec(), iota(384));
}

#[test]
fn infers_one_dyn_part_from_the_axis() {
    let x = Tensor::<i64, shape![dyn, 3]>::from_shape_vec(&[10, 3], iota(30)).unwrap();
    let y: Tensor<i64, shape![dyn, 5, 3]> = x.unflatten::<0, (Dyn, D<5>)>();
    assert_split(&y, &[10, 3], &iota(30), 0, &[2, 5]);
    let z: Tensor<i64, shape![2, dyn, 3]> = x.unflatten::<0, (D<2>, Dyn)>();
    assert_split(&z, &[10, 3], &iota(30), 0, &[2, 5]);
    let w: Tensor<i64, shape![5, dyn, 1, 3]> = x.try_unflatten::<0, (D<5>, Dyn, One)>().unwrap();
    assert_split(&w, &[10, 3], &iota(30), 0, &[5, 2, 1]);
    // A static axis with a `Dyn` part.
    let s = Tensor::<i64, shape![12]>::from_vec(iota(12)).unwrap();
    let t: Tensor<i64, shape![dyn, 4]> = s.unflatten::<0, (Dyn, D<4>)>();
    assert_split(&t, &[12], &iota(12), 0, &[3, 4]);
}

#[test]
fn a_dyn_axis_is_checked_at_run_time_with_the_same_text_as_the_panic() {
    let x = Tensor::<i64, shape![dyn, 2]>::from_shape_vec(&[12, 2], iota(24)).unwrap();
    let cases: [(Result<Vec<usize>, ShapeError>, &str); 3] = [
        (
            x.try_unflatten::<0, (D<5>, D<2>)>()
                .map(|t| t.dims().to_vec()),
            "cannot unflatten dims [12, 2] into (D<5>, D<2>, D<2>): axis 0 holds 12 elements, \
             not the 10 of `(D<5>, D<2>)`",
        ),
        (
            x.try_unflatten::<0, (D<5>, Dyn)>()
                .map(|t| t.dims().to_vec()),
            "cannot unflatten dims [12, 2] into (D<5>, Dyn, D<2>): axis 0 holds 12 elements, \
             which `(D<5>, Dyn)` cannot split: 12 is not a multiple of 5",
        ),
        (
            x.try_unflatten::<0, (Dyn, D<0>)>()
                .map(|t| t.dims().to_vec()),
            "cannot unflatten dims [12, 2] into (Dyn, D<0>, D<2>): axis 0 holds 12 elements, \
             which `(Dyn, D<0>)` cannot split: 12 is not a multiple of 0",
        ),
    ];
    for (result, text) in cases {
        assert_eq!(result.unwrap_err().to_string(), text);
    }
    let panic = std::panic::catch_unwind(|| x.unflatten::<0, (D<5>, D<2>)>()).unwrap_err();
    assert_eq!(
        panic.downcast_ref::<String>().map(String::as_str),
        Some(
            "cannot unflatten dims [12, 2] into (D<5>, D<2>, D<2>): axis 0 holds 12 elements, \
             not the 10 of `(D<5>, D<2>)`"
        )
    );
    // Static parts whose product overflows: said so, even for an empty axis (of which every
    // number is a divisor).
    let e = Tensor::<u8, shape![dyn]>::zeros_with_dims(&[0]).unwrap();
    assert_eq!(
        e.try_unflatten::<0, (D<{ 1 << 40 }>, D<{ 1 << 40 }>, Dyn)>()
            .unwrap_err()
            .to_string(),
        "cannot unflatten dims [0] into (D<1099511627776>, D<1099511627776>, Dyn): axis 0 holds \
         0 elements, but the static parts of `(D<1099511627776>, D<1099511627776>, Dyn)` \
         multiply to more than usize::MAX"
    );
    // A zero among them does not hide the overflow, wherever it sits (the rule of every
    // element count: `zeros_with_dims(&[1 << 40, 1 << 40, 0])` is an error too).
    const BIG: usize = 1 << 40;
    let overflow = |parts: &str| {
        format!(
            "cannot unflatten dims [0] into {parts}: axis 0 holds 0 elements, but the static \
             parts of `{parts}` multiply to more than usize::MAX"
        )
    };
    let text = |r: Result<Vec<usize>, ShapeError>| r.unwrap_err().to_string();
    assert_eq!(
        text(
            e.try_unflatten::<0, (D<BIG>, D<BIG>, D<0>)>()
                .map(|t| t.dims().to_vec())
        ),
        overflow("(D<1099511627776>, D<1099511627776>, D<0>)")
    );
    assert_eq!(
        text(
            e.try_unflatten::<0, (D<0>, D<BIG>, D<BIG>)>()
                .map(|t| t.dims().to_vec())
        ),
        overflow("(D<0>, D<1099511627776>, D<1099511627776>)")
    );
    assert_eq!(
        text(
            e.try_unflatten::<0, (D<BIG>, D<BIG>, D<0>, Dyn)>()
                .map(|t| t.dims().to_vec())
        ),
        overflow("(D<1099511627776>, D<1099511627776>, D<0>, Dyn)")
    );
    // Parts that fit, of an empty axis, can still make the whole count overflow.
    let wide = Tensor::<u8, shape![dyn, dyn]>::zeros_with_dims(&[BIG, 0]).unwrap();
    assert!(text(
        wide.try_unflatten::<1, (D<BIG>, D<0>)>()
            .map(|t| t.dims().to_vec())
    )
    .ends_with(
        "the element count of dims [1099511627776, 1099511627776, 0] is too large: a \
                    tensor holds at most 576460752303423483 elements (isize::MAX bytes of \
                    16-byte elements)"
    ));
    // A static axis split into a `Dyn` part and a wrong static one is a build error, so the
    // run-time path is reached only through a `Dyn` axis, as above.
}

// ---------------------------------------------------------------- size 0

#[test]
fn size_zero_axes() {
    // Splitting an empty axis, and a non-empty axis of an empty tensor.
    let x = Tensor::<i64, shape![0, 6]>::from_vec(vec![]).unwrap();
    let y: Tensor<i64, shape![0, 2, 3]> = x.unflatten::<1, (D<2>, D<3>)>();
    assert_eq!((y.dims(), y.to_vec()), (&[0, 2, 3][..], vec![]));
    let z: Tensor<i64, shape![2, 0, 6]> = x.unflatten::<0, (D<2>, D<0>)>();
    assert_eq!((z.dims(), z.to_vec()), (&[2, 0, 6][..], vec![]));
    // A `Dyn` axis of size 0: a `Dyn` part next to non-zero static parts is 0 ...
    let e = Tensor::<i64, shape![dyn, 3]>::from_shape_vec(&[0, 3], vec![]).unwrap();
    let f: Tensor<i64, shape![4, dyn, 3]> = e.unflatten::<0, (D<4>, Dyn)>();
    assert_eq!(f.dims(), &[4, 0, 3]);
    let g: Tensor<i64, shape![0, 7, 3]> = e.unflatten::<0, (D<0>, D<7>)>();
    assert_eq!(g.dims(), &[0, 7, 3]);
    // ... but next to a static 0 it could be any size, as in PyTorch.
    assert_eq!(
        e.try_unflatten::<0, (D<0>, Dyn)>().unwrap_err().to_string(),
        "cannot unflatten dims [0, 3] into (D<0>, Dyn, D<3>): axis 0 holds no elements, and \
         neither do the static parts of `(D<0>, Dyn)`, so the `Dyn` part could be any size"
    );
    // And a non-empty `Dyn` axis cannot become a static empty one.
    let n = Tensor::<i64, shape![dyn]>::from_shape_vec(&[3], iota(3)).unwrap();
    assert_eq!(
        n.try_unflatten::<0, (D<0>, D<3>)>()
            .unwrap_err()
            .to_string(),
        "cannot unflatten dims [3] into (D<0>, D<3>): axis 0 holds 3 elements, not the 0 of \
         `(D<0>, D<3>)`"
    );
}

// ---------------------------------------------------------------- random shapes

fn split_case(dims: [usize; 3], axis: usize, inner: usize, permuted: bool) {
    let n: usize = dims.iter().product();
    let base = Tensor::<i64, shape![dyn, dyn, dyn]>::from_shape_vec(&dims, iota(n)).unwrap();
    // The permuted input is [d2, d0, d1] read through transposed strides.
    let (x, x_dims) = if permuted {
        (
            base.permute::<axes![2, 0, 1]>(),
            [dims[2], dims[0], dims[1]],
        )
    } else {
        (base.clone(), dims)
    };
    let data = x.to_vec();
    let whole = x_dims[axis];
    let parts = [whole / inner, inner];
    match axis {
        0 => assert_split(&x.unflatten::<0, (Dyn, D<2>)>(), &x_dims, &data, 0, &parts),
        1 => assert_split(&x.unflatten::<1, (Dyn, D<2>)>(), &x_dims, &data, 1, &parts),
        _ => assert_split(&x.unflatten::<2, (Dyn, D<2>)>(), &x_dims, &data, 2, &parts),
    }
}

proptest! {
    #[test]
    fn splits_any_axis_of_any_layout_into_pairs(
        d0 in 0usize..4, d1 in 0usize..4, d2 in 0usize..4,
        axis in 0usize..3, permuted in any::<bool>(),
    ) {
        // Make the split axis even so that `(Dyn, D<2>)` fits.
        let mut dims = [d0, d1, d2];
        let source_axis = if permuted { [2, 0, 1][axis] } else { axis };
        dims[source_axis] *= 2;
        split_case(dims, axis, 2, permuted);
    }
}

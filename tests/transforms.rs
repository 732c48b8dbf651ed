//! Shape transforms on owned tensors and on views (broadcast, permuted, reshaped), checked
//! against a naive reference that works on row-major `Vec`s and index arithmetic only.

use proptest::prelude::*;
use typed_tensor::{axes, shape, Dyn, ShapeError, Tensor, D};

mod common;
use common::{iota, ravel};

// ---------------------------------------------------------------- naive reference

fn unravel(mut flat: usize, dims: &[usize]) -> Vec<usize> {
    let mut index = vec![0; dims.len()];
    for axis in (0..dims.len()).rev() {
        index[axis] = flat % dims[axis];
        flat /= dims[axis];
    }
    index
}

/// `out[i0, i1, ..] = x[i_{perm^-1} ..]`: result axis `k` is source axis `perm[k]`.
fn naive_permute(dims: &[usize], data: &[i64], perm: &[usize]) -> (Vec<usize>, Vec<i64>) {
    let out_dims: Vec<usize> = perm.iter().map(|&p| dims[p]).collect();
    let n: usize = out_dims.iter().product();
    let out = (0..n)
        .map(|flat| {
            let out_index = unravel(flat, &out_dims);
            let mut src = vec![0; dims.len()];
            for (k, &p) in perm.iter().enumerate() {
                src[p] = out_index[k];
            }
            data[ravel(&src, dims)]
        })
        .collect();
    (out_dims, out)
}

/// NumPy's `broadcast_to` on a row-major buffer.
fn naive_broadcast(dims: &[usize], data: &[i64], target: &[usize]) -> Vec<i64> {
    let lead = target.len() - dims.len();
    let n: usize = target.iter().product();
    (0..n)
        .map(|flat| {
            let t = unravel(flat, target);
            let src: Vec<usize> = (0..dims.len())
                .map(|i| if dims[i] == 1 { 0 } else { t[lead + i] })
                .collect();
            data[ravel(&src, dims)]
        })
        .collect()
}

type View324 = Tensor<i64, shape![3, 2, 4]>;

/// A non-contiguous input: `[4, 3]` data broadcast to `[2, 4, 3]` and permuted to `[3, 2, 4]`,
/// and its elements in row-major order by the naive reference.
fn permuted_broadcast() -> (View324, Vec<i64>) {
    let base = Tensor::<i64, shape![4, 3]>::from_vec(iota(12)).unwrap();
    let wide = base.broadcast_to::<shape![2, 4, 3]>();
    let view = wide.permute::<axes![2, 0, 1]>();
    let expected = naive_permute(
        &[2, 4, 3],
        &naive_broadcast(&[4, 3], &iota(12), &[2, 4, 3]),
        &[2, 0, 1],
    )
    .1;
    assert!(!view.is_contiguous());
    assert_eq!(view.to_vec(), expected, "the fixture itself");
    (view, expected)
}

// ---------------------------------------------------------------- views share storage

#[test]
fn views_do_not_copy_and_writes_do_not_alias() {
    let x = Tensor::<i64, shape![2, 3]>::from_vec(iota(6)).unwrap();
    let base_ptr = x.as_slice().unwrap().as_ptr();
    let mut t = x.t();
    // A view reads the same buffer: the element at [0, 1] of the view is x's [1, 0].
    assert!(core::ptr::eq(
        t.get(&[0, 1]).unwrap(),
        x.get(&[1, 0]).unwrap()
    ));
    let r = x.reshape::<shape![3, 2]>();
    assert_eq!(r.as_slice().unwrap().as_ptr(), base_ptr);
    t += 100;
    assert_eq!(x.to_vec(), iota(6));
    let expected: Vec<i64> = naive_permute(&[2, 3], &iota(6), &[1, 0])
        .1
        .iter()
        .map(|v| v + 100)
        .collect();
    assert_eq!(t.to_vec(), expected);
}

// ---------------------------------------------------------------- unsqueeze / squeeze

#[test]
fn unsqueeze_every_position_of_a_view() {
    let (v, expected) = permuted_broadcast();
    let a = v.unsqueeze::<0>();
    let b = v.unsqueeze::<1>();
    let c = v.unsqueeze::<2>();
    let d = v.unsqueeze::<3>();
    let _: &Tensor<i64, shape![1, 3, 2, 4]> = &a;
    let _: &Tensor<i64, shape![3, 1, 2, 4]> = &b;
    let _: &Tensor<i64, shape![3, 2, 1, 4]> = &c;
    let _: &Tensor<i64, shape![3, 2, 4, 1]> = &d;
    assert_eq!(a.dims(), &[1, 3, 2, 4]);
    assert_eq!(b.dims(), &[3, 1, 2, 4]);
    assert_eq!(c.dims(), &[3, 2, 1, 4]);
    assert_eq!(d.dims(), &[3, 2, 4, 1]);
    for t in [a.to_vec(), b.to_vec(), c.to_vec(), d.to_vec()] {
        assert_eq!(t, expected);
    }
    for (flat, want) in expected.iter().enumerate() {
        let i = unravel(flat, &[3, 2, 4]);
        assert_eq!(c.get(&[i[0], i[1], 0, i[2]]), Some(want));
    }
}

#[test]
fn squeeze_static_and_dyn() {
    let (v, expected) = permuted_broadcast();
    let u = v.unsqueeze::<2>();
    let s: Tensor<i64, shape![3, 2, 4]> = u.squeeze::<2>();
    assert_eq!(s.to_vec(), expected);
    assert_eq!(s.strides(), v.strides());

    let d = Tensor::<i64, shape![dyn, 3]>::from_shape_vec(&[1, 3], vec![4, 5, 6]).unwrap();
    let s: Tensor<i64, shape![3]> = d.squeeze::<0>();
    assert_eq!(s.to_vec(), [4, 5, 6]);
    let d2 = Tensor::<i64, shape![dyn, 3]>::from_shape_vec(&[2, 3], iota(6)).unwrap();
    assert_eq!(
        d2.try_squeeze::<0>().unwrap_err(),
        ShapeError::Squeeze {
            dims: vec![2, 3],
            axis: 0
        }
    );
}

#[test]
#[should_panic(expected = "cannot squeeze axis 1 of dims [3, 0]: it is 0, not 1")]
fn squeeze_panics_on_a_dyn_axis_that_is_not_one() {
    let d = Tensor::<i64, shape![3, dyn]>::zeros_with_dims(&[3, 0]).unwrap();
    let _ = d.squeeze::<1>();
}

// ---------------------------------------------------------------- broadcast_to / expand

#[test]
fn broadcast_to_of_a_view_matches_numpy() {
    let (v, expected) = permuted_broadcast();
    let col = v.unsqueeze::<0>(); // [1, 3, 2, 4]
    let wide = col.broadcast_to::<shape![5, 3, 2, 4]>();
    assert_eq!(wide.strides()[0], 0);
    assert_eq!(
        wide.to_vec(),
        naive_broadcast(&[1, 3, 2, 4], &expected, &[5, 3, 2, 4])
    );
    let more = v.expand::<shape![2, 3, 2, 4]>();
    assert_eq!(
        more.to_vec(),
        naive_broadcast(&[3, 2, 4], &expected, &[2, 3, 2, 4])
    );
}

#[test]
fn broadcast_to_size_zero_and_dyn() {
    let one = Tensor::<i64, shape![1, 3]>::from_vec(vec![1, 2, 3]).unwrap();
    let empty: Tensor<i64, shape![0, 3]> = one.broadcast_to();
    assert_eq!(empty.numel(), 0);
    assert_eq!(empty.to_vec(), Vec::<i64>::new());

    // A Dyn target axis takes the source's size.
    let d = Tensor::<i64, shape![dyn, 1]>::from_shape_vec(&[2, 1], vec![10, 20]).unwrap();
    let w: Tensor<i64, shape![dyn, 3]> = d.broadcast_to();
    assert_eq!(w.to_vec(), [10, 10, 10, 20, 20, 20]);
    // A Dyn source axis must fit a static target axis.
    let err = d.try_broadcast_to::<shape![3, 3]>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "shape [2, 1] cannot be broadcast into [3, 3]: axis 0 is 2 but the target's axis 0 is 3"
    );
    // A new leading Dyn axis has no size to take: give the dims.
    let row = Tensor::<i64, shape![3]>::from_vec(vec![1, 2, 3]).unwrap();
    assert!(matches!(
        row.try_broadcast_to::<shape![dyn, 3]>(),
        Err(ShapeError::Transform {
            op: "broadcast",
            ..
        })
    ));
    let b = row
        .try_broadcast_to_dims::<shape![dyn, 3]>(&[2, 3])
        .unwrap();
    assert_eq!(b.to_vec(), [1, 2, 3, 1, 2, 3]);
}

// ---------------------------------------------------------------- reshape / view / flatten

#[test]
fn reshape_views_when_strides_allow_and_copies_otherwise() {
    let (v, expected) = permuted_broadcast(); // [3, 2, 4], strides [1, 0, 3]
                                              // Splitting the last axis keeps it a view.
    let split = v.view::<shape![3, 2, 2, 2]>().unwrap();
    assert_eq!(split.strides(), &[1, 0, 6, 3]);
    assert_eq!(split.to_vec(), expected);
    // Merging axes 1 and 2 (a stride-0 axis with a strided one) cannot be a view.
    let err = v.view::<shape![3, 8]>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "cannot view dims [3, 2, 4] into (D<3>, D<8>): its strides [1, 0, 3] do not allow it without a copy; use reshape"
    );
    let merged = v.reshape::<shape![3, 8]>();
    assert!(merged.is_contiguous());
    assert_eq!(merged.to_vec(), expected);
    let flat = v.reshape::<shape![24]>();
    assert_eq!(flat.to_vec(), expected);
    let back = flat.reshape::<shape![2, 3, 4]>();
    assert_eq!(back.to_vec(), expected);
}

#[test]
fn reshape_infers_one_dyn_axis() {
    let x = Tensor::<i64, shape![2, 3, 4]>::from_vec(iota(24)).unwrap();
    let a: Tensor<i64, shape![dyn, 4]> = x.reshape();
    assert_eq!(a.dims(), &[6, 4]);
    let b: Tensor<i64, shape![2, dyn, 3]> = x.t_last().reshape();
    assert_eq!(b.dims(), &[2, 4, 3]);
    assert_eq!(
        b.to_vec(),
        naive_permute(&[2, 3, 4], &iota(24), &[0, 2, 1]).1
    );

    let d = Tensor::<i64, shape![dyn, 4]>::from_shape_vec(&[3, 4], iota(12)).unwrap();
    assert_eq!(d.reshape::<shape![2, dyn]>().dims(), &[2, 6]);
    assert_eq!(
        d.try_reshape::<shape![5, dyn]>().unwrap_err().to_string(),
        "cannot reshape dims [3, 4] into (D<5>, Dyn): 12 elements cannot fill `Dyn` axis 1 times the other axes' 5"
    );
    assert_eq!(
        d.try_reshape::<shape![5, 2]>().unwrap_err().to_string(),
        "cannot reshape dims [3, 4] into (D<5>, D<2>): element counts differ: 12 vs 10"
    );
    // PyTorch refuses to infer -1 next to a zero-size axis.
    let e = Tensor::<i64, shape![dyn, 4]>::zeros_with_dims(&[0, 4]).unwrap();
    assert_eq!(
        e.try_reshape::<shape![0, dyn]>().unwrap_err().to_string(),
        "cannot reshape dims [0, 4] into (D<0>, Dyn): the other axes hold no elements, so `Dyn` axis 1 could be any size"
    );
    assert_eq!(e.reshape::<shape![dyn, 2]>().dims(), &[0, 2]);
    // Several Dyn axes need the dims.
    let m = x
        .t_last()
        .try_reshape_with_dims::<shape![dyn, dyn]>(&[8, 3])
        .unwrap();
    assert_eq!(
        m.to_vec(),
        naive_permute(&[2, 3, 4], &iota(24), &[0, 2, 1]).1
    );
    assert!(x
        .try_reshape_with_dims::<shape![dyn, dyn]>(&[5, 5])
        .is_err());
    assert!(x.view_with_dims::<shape![dyn, 2]>(&[12, 3]).is_err());
}

/// `transpose::<1, 2>()` under a short name, for the tests above.
trait TLast {
    fn t_last(&self) -> Tensor<i64, shape![2, 4, 3]>;
}
impl TLast for Tensor<i64, shape![2, 3, 4]> {
    fn t_last(&self) -> Tensor<i64, shape![2, 4, 3]> {
        self.transpose::<1, 2>()
    }
}

#[test]
fn reshape_to_and_from_rank_zero() {
    let s = Tensor::<i64, shape![]>::from_vec(vec![9]).unwrap();
    let r: Tensor<i64, shape![1, 1]> = s.reshape();
    assert_eq!(r.to_vec(), [9]);
    let back: Tensor<i64, shape![]> = r.view().unwrap();
    assert_eq!(back.to_vec(), [9]);
    let u: Tensor<i64, shape![1]> = s.unsqueeze::<0>();
    assert_eq!((u.dims(), u.to_vec()), (&[1][..], vec![9]));
    let e: Tensor<i64, shape![2, 3]> = s.broadcast_to();
    assert_eq!((e.strides(), e.to_vec()), (&[0, 0][..], vec![9; 6]));
    let z: Tensor<i64, shape![]> = u.squeeze::<0>();
    assert_eq!(z.to_vec(), [9]);
}

#[test]
#[should_panic(
    expected = "shape [2, 1] cannot be broadcast into [3, 3]: axis 0 is 2 but the target's axis 0 is 3"
)]
fn broadcast_to_panics_on_a_dyn_axis_that_does_not_fit() {
    let d = Tensor::<i64, shape![dyn, 1]>::zeros_with_dims(&[2, 1]).unwrap();
    let _ = d.expand::<shape![3, 3]>();
}

#[test]
fn flatten_all_and_ranges() {
    let (v, expected) = permuted_broadcast();
    let f: Tensor<i64, (Dyn,)> = v.flatten();
    assert_eq!(f.dims(), &[24]);
    assert_eq!(f.to_vec(), expected);
    let g: Tensor<i64, shape![6, 4]> = v.flatten_axes::<0, 1, D<6>>();
    assert_eq!(g.to_vec(), expected);
    let h: Tensor<i64, shape![3, dyn]> = v.flatten_axes::<1, 2, Dyn>();
    assert_eq!(h.dims(), &[3, 8]);
    assert_eq!(h.to_vec(), expected);
    let same: Tensor<i64, shape![3, 2, 4]> = v.flatten_axes::<1, 1, D<2>>();
    assert_eq!(same.strides(), v.strides());

    let d = Tensor::<i64, shape![dyn, 3]>::from_shape_vec(&[2, 3], iota(6)).unwrap();
    assert_eq!(d.flatten_axes::<0, 1, D<6>>().to_vec(), iota(6));
    assert_eq!(
        d.try_flatten_axes::<0, 1, D<5>>().unwrap_err().to_string(),
        "cannot flatten dims [2, 3] into (D<5>,): axes 0 to 1 hold 6 elements, not the D<5> named for them"
    );
}

// ---------------------------------------------------------------- permute / transpose / t

#[test]
fn every_permutation_of_rank_3_on_a_view() {
    let (v, expected) = permuted_broadcast();
    let dims = [3, 2, 4];
    let check = |got: Vec<i64>, got_dims: &[usize], perm: [usize; 3]| {
        let (want_dims, want) = naive_permute(&dims, &expected, &perm);
        assert_eq!(got_dims, want_dims.as_slice(), "{perm:?}");
        assert_eq!(got, want, "{perm:?}");
    };
    let p = v.permute::<axes![0, 1, 2]>();
    check(p.to_vec(), p.dims(), [0, 1, 2]);
    let p = v.permute::<axes![0, 2, 1]>();
    check(p.to_vec(), p.dims(), [0, 2, 1]);
    let p = v.permute::<axes![1, 0, 2]>();
    check(p.to_vec(), p.dims(), [1, 0, 2]);
    let p = v.permute::<axes![1, 2, 0]>();
    check(p.to_vec(), p.dims(), [1, 2, 0]);
    let p = v.permute::<axes![2, 0, 1]>();
    check(p.to_vec(), p.dims(), [2, 0, 1]);
    let p = v.permute::<axes![2, 1, 0]>();
    check(p.to_vec(), p.dims(), [2, 1, 0]);
    let p = v.transpose::<0, 2>();
    check(p.to_vec(), p.dims(), [2, 1, 0]);
    let p = v.transpose::<1, 1>();
    check(p.to_vec(), p.dims(), [0, 1, 2]);
    let p = v.transpose::<2, 1>();
    check(p.to_vec(), p.dims(), [0, 2, 1]);
}

#[test]
fn permute_rank_8_and_t() {
    let dims = [2, 1, 3, 1, 2, 1, 2, 2];
    let x = Tensor::<i64, shape![2, 1, 3, 1, 2, 1, 2, 2]>::from_vec(iota(48)).unwrap();
    let p = x.permute::<axes![7, 0, 6, 1, 5, 2, 4, 3]>();
    let (want_dims, want) = naive_permute(&dims, &iota(48), &[7, 0, 6, 1, 5, 2, 4, 3]);
    assert_eq!(p.dims(), want_dims.as_slice());
    assert_eq!(p.to_vec(), want);

    let m = Tensor::<i64, shape![dyn, 3]>::from_shape_vec(&[2, 3], iota(6)).unwrap();
    let t: Tensor<i64, shape![3, dyn]> = m.t();
    assert_eq!(t.to_vec(), naive_permute(&[2, 3], &iota(6), &[1, 0]).1);
    assert_eq!(t.t().to_vec(), iota(6));
}

// ---------------------------------------------------------------- contiguous / to_owned

#[test]
fn contiguous_and_to_owned_materialise_row_major() {
    let (v, expected) = permuted_broadcast();
    let c = v.contiguous();
    assert_eq!(c.as_slice(), Some(expected.as_slice()));
    assert_eq!(c.strides(), &[8, 4, 1]);
    let o = v.to_owned();
    assert_eq!(o.as_slice(), Some(expected.as_slice()));
    // Already contiguous: `contiguous` shares, `to_owned` copies.
    let x = Tensor::<i64, shape![2, 3]>::from_vec(iota(6)).unwrap();
    let ptr = x.as_slice().unwrap().as_ptr();
    assert_eq!(x.contiguous().as_slice().unwrap().as_ptr(), ptr);
    assert_ne!(x.to_owned().as_slice().unwrap().as_ptr(), ptr);
    assert_eq!(x.to_owned().to_vec(), iota(6));
}

// ---------------------------------------------------------------- ops accept views

#[test]
fn elementwise_ops_mix_views_and_owned() {
    let (v, expected) = permuted_broadcast(); // [3, 2, 4]
    let w = Tensor::<i64, shape![4, 2]>::from_vec(iota(8)).unwrap();
    let wt = w.t(); // [2, 4], strides [1, 2]
    let sum = &v + &wt; // view + view
    let wt_vals = naive_permute(&[4, 2], &iota(8), &[1, 0]).1;
    let want: Vec<i64> = (0..24)
        .map(|flat| {
            let i = unravel(flat, &[3, 2, 4]);
            expected[flat] + wt_vals[ravel(&[i[1], i[2]], &[2, 4])]
        })
        .collect();
    assert_eq!(sum.to_vec(), want);
    let owned = v.contiguous();
    assert_eq!((owned + &wt).to_vec(), want); // owned + view
    let prod = &v.unsqueeze::<0>() * &wt.reshape::<shape![1, 1, 2, 4]>();
    let want_prod: Vec<i64> = (0..24)
        .map(|flat| {
            let i = unravel(flat, &[3, 2, 4]);
            expected[flat] * wt_vals[ravel(&[i[1], i[2]], &[2, 4])]
        })
        .collect();
    assert_eq!(prod.dims(), &[1, 3, 2, 4]);
    assert_eq!(prod.to_vec(), want_prod);
    let mut acc = v.clone();
    acc += &wt;
    assert_eq!(acc.to_vec(), want);
}

// ---------------------------------------------------------------- property: any layout

proptest! {
    /// A random rank-3 tensor, permuted, possibly with a broadcast axis, reshaped to random
    /// dims of the same count: the row-major elements never change, and `view` succeeds
    /// exactly when the result shares storage.
    #[test]
    fn reshape_of_any_permuted_layout(
        d in proptest::collection::vec(1usize..4, 3),
        perm in Just(vec![0usize, 1, 2]).prop_shuffle(),
        split in 0usize..3,
    ) {
        let n: usize = d.iter().product();
        let data = iota(n);
        let x = Tensor::<i64, shape![dyn, dyn, dyn]>::from_shape_vec(&d, data.clone()).unwrap();
        let p = match perm.as_slice() {
            [0, 1, 2] => x.permute::<axes![0, 1, 2]>(),
            [0, 2, 1] => x.permute::<axes![0, 2, 1]>(),
            [1, 0, 2] => x.permute::<axes![1, 0, 2]>(),
            [1, 2, 0] => x.permute::<axes![1, 2, 0]>(),
            [2, 0, 1] => x.permute::<axes![2, 0, 1]>(),
            _ => x.permute::<axes![2, 1, 0]>(),
        };
        let (pd, want) = naive_permute(&d, &data, &perm);
        prop_assert_eq!(p.to_vec(), want.clone());
        // New dims: merge two neighbours, or split nothing.
        let new_dims: Vec<usize> = match split {
            0 => vec![pd[0] * pd[1], pd[2]],
            1 => vec![pd[0], pd[1] * pd[2]],
            _ => vec![n, 1],
        };
        let r = p.try_reshape_with_dims::<shape![dyn, dyn]>(&new_dims).unwrap();
        prop_assert_eq!(r.dims(), new_dims.as_slice());
        prop_assert_eq!(r.to_vec(), want.clone());
        let v = p.view_with_dims::<shape![dyn, dyn]>(&new_dims);
        if let Ok(v) = v {
            prop_assert_eq!(v.to_vec(), want.clone());
        } else {
            // Only layouts that really are not viewable fail: merged axes not contiguous.
            prop_assert!(!p.is_contiguous());
        }
        let b = p.unsqueeze::<0>().try_broadcast_to_dims::<shape![2, dyn, dyn, dyn]>(&[2, pd[0], pd[1], pd[2]]).unwrap();
        let want_b = naive_broadcast(&pd, &want, &[2, pd[0], pd[1], pd[2]]);
        prop_assert_eq!(b.to_vec(), want_b.clone());
        prop_assert_eq!(b.try_reshape_with_dims::<shape![dyn]>(&[2 * n]).unwrap().to_vec(), want_b);
    }
}

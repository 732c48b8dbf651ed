//! Named run-time dims (`Dyn<Batch>`): every rule of the table in `typed_tensor::guide::named_dims`, with values checked
//! against naive loops, and the run-time errors that name the dim.

mod common;

use common::{indices, ravel};
use typed_tensor::{axes, dim_name, shape, Cat, Dyn, ShapeError, Stack, Tensor, D, LAST};

dim_name!(Batch);
dim_name!(Seq);

/// `x[i] = 10 * i0 + i1` (and so on): every element tells its index.
fn tagged<S: typed_tensor::Shape>(dims: &[usize]) -> Tensor<f32, S> {
    Tensor::from_fn_with_dims(dims, |i| {
        i.iter().fold(0.0, |acc, &k| acc * 10.0 + k as f32)
    })
    .unwrap()
}

/// The element of `dims`-shaped row-major `data` at `out_index`, NumPy-broadcast into a result
/// of rank `out_index.len()`.
fn at_broadcast(data: &[f32], dims: &[usize], out_index: &[usize]) -> f32 {
    let lead = out_index.len() - dims.len();
    let index: Vec<usize> = dims
        .iter()
        .enumerate()
        .map(|(i, &d)| if d == 1 { 0 } else { out_index[lead + i] })
        .collect();
    data[ravel(&index, dims)]
}

/// `a + b` by a naive loop over the broadcast dims `out`.
fn naive_add(a: &[f32], ad: &[usize], b: &[f32], bd: &[usize], out: &[usize]) -> Vec<f32> {
    indices(out)
        .iter()
        .map(|i| at_broadcast(a, ad, i) + at_broadcast(b, bd, i))
        .collect()
}

#[test]
fn same_name_gives_that_name_and_a_one_sized_side_stretches() {
    let x: Tensor<f32, shape![dyn Batch, 3]> = tagged(&[4, 3]);
    let y: Tensor<f32, shape![dyn Batch, 3]> = tagged(&[4, 3]);
    let z: Tensor<f32, shape![dyn Batch, 3]> = &x + &y;
    assert_eq!(
        z.to_vec(),
        naive_add(&x.to_vec(), &[4, 3], &y.to_vec(), &[4, 3], &[4, 3])
    );

    // Equal or 1, as for any run-time dim.
    let one: Tensor<f32, shape![dyn Batch, 3]> = tagged(&[1, 3]);
    let z: Tensor<f32, shape![dyn Batch, 3]> = &x + &one;
    assert_eq!(
        z.to_vec(),
        naive_add(&x.to_vec(), &[4, 3], &one.to_vec(), &[1, 3], &[4, 3])
    );
}

#[test]
fn a_mismatch_between_two_batch_axes_names_the_dim() {
    let x: Tensor<f32, shape![dyn Batch, 3]> = tagged(&[4, 3]);
    let y: Tensor<f32, shape![dyn Batch, 3]> = tagged(&[2, 3]);
    let err = x.try_add(&y).unwrap_err();
    assert_eq!(
        err.to_string(),
        "The size of tensor a (4) must match the size of tensor b (2) at non-singleton dimension 0, \
         the `Dyn<Batch>` axis (shapes [4, 3] and [2, 3])"
    );
    assert!(matches!(
        err,
        ShapeError::Broadcast { axis: 0, dim: Some(ref d), .. } if d == "Dyn<Batch>"
    ));
    // The operator panics with the same text.
    let panic = std::panic::catch_unwind(|| &x + &y).unwrap_err();
    assert!(panic
        .downcast_ref::<String>()
        .unwrap()
        .contains("the `Dyn<Batch>` axis"));
}

#[test]
fn a_named_dim_with_one_keeps_the_name() {
    let x: Tensor<f32, shape![dyn Seq, 3]> = tagged(&[5, 3]);
    let bias: Tensor<f32, shape![1, 3]> = tagged(&[1, 3]);
    let z: Tensor<f32, shape![dyn Seq, 3]> = &x + &bias;
    assert_eq!(
        z.to_vec(),
        naive_add(&x.to_vec(), &[5, 3], &bias.to_vec(), &[1, 3], &[5, 3])
    );
    let z: Tensor<f32, shape![dyn Seq, 3]> = &bias + &x;
    assert_eq!(z.dims(), &[5, 3]);
}

#[test]
fn a_named_dim_with_the_plain_dyn_keeps_the_name_after_a_run_time_check() {
    let x: Tensor<f32, shape![dyn Batch, 2]> = tagged(&[3, 2]);
    let plain: Tensor<f32, shape![dyn, 2]> = tagged(&[3, 2]);
    let z: Tensor<f32, shape![dyn Batch, 2]> = &x + &plain;
    assert_eq!(
        z.to_vec(),
        naive_add(&x.to_vec(), &[3, 2], &plain.to_vec(), &[3, 2], &[3, 2])
    );
    let z: Tensor<f32, shape![dyn Batch, 2]> = &plain + &x;
    assert_eq!(z.dims(), &[3, 2]);

    let short: Tensor<f32, shape![dyn, 2]> = tagged(&[2, 2]);
    let err = x.try_add(&short).unwrap_err();
    assert!(
        err.to_string()
            .contains("dimension 0, the `Dyn<Batch>` axis"),
        "{err}"
    );
    let err = short.try_add(&x).unwrap_err();
    assert!(
        err.to_string()
            .contains("dimension 0, the `Dyn<Batch>` axis"),
        "{err}"
    );
}

#[test]
fn a_named_dim_with_a_static_size_gives_the_static_size_after_a_run_time_check() {
    let x: Tensor<f32, shape![dyn Batch, 2]> = tagged(&[3, 2]);
    let w: Tensor<f32, shape![3, 2]> = tagged(&[3, 2]);
    let z: Tensor<f32, shape![3, 2]> = &x * &w;
    let want: Vec<f32> = x
        .to_vec()
        .iter()
        .zip(w.to_vec())
        .map(|(a, b)| a * b)
        .collect();
    assert_eq!(z.to_vec(), want);

    let wrong: Tensor<f32, shape![5, 2]> = tagged(&[5, 2]);
    let err = x.try_mul(&wrong).unwrap_err();
    assert_eq!(
        err.to_string(),
        "The size of tensor a (3) must match the size of tensor b (5) at non-singleton dimension 0, \
         the `Dyn<Batch>` axis (shapes [3, 2] and [5, 2])"
    );
}

#[test]
fn in_place_keeps_the_target_and_checks_named_axes() {
    let mut x: Tensor<f32, shape![dyn Batch, 3]> = tagged(&[2, 3]);
    let before = x.to_vec();
    let same: Tensor<f32, shape![dyn Batch, 3]> = tagged(&[2, 3]);
    x += &same;
    let row: Tensor<f32, shape![1, 3]> = tagged(&[1, 3]);
    x += &row;
    let plain: Tensor<f32, shape![dyn, 3]> = tagged(&[2, 3]);
    x += &plain;
    let want: Vec<f32> = (0..6)
        .map(|i| before[i] + same.to_vec()[i] + row.to_vec()[i % 3] + plain.to_vec()[i])
        .collect();
    assert_eq!(x.to_vec(), want);

    // A plain target takes a named source, as it takes any size.
    let mut p: Tensor<f32, shape![dyn, 3]> = tagged(&[2, 3]);
    p += &same;
    assert_eq!(
        p.to_vec(),
        naive_add(&plain.to_vec(), &[2, 3], &same.to_vec(), &[2, 3], &[2, 3])
    );

    let wrong: Tensor<f32, shape![dyn Batch, 3]> = tagged(&[3, 3]);
    let err = x.try_add_assign(&wrong).unwrap_err();
    assert_eq!(
        err.to_string(),
        "shape [3, 3] cannot be broadcast into [2, 3]: axis 0 is 3 but the target's axis 0 is 2 \
         (a `Dyn<Batch>` axis)"
    );
    assert_eq!(x.to_vec(), want, "a failed in-place op changes nothing");
}

#[test]
fn into_names_the_target_axis() {
    let a: Tensor<f32, shape![dyn Batch, 2]> = tagged(&[2, 2]);
    let b: Tensor<f32, shape![2]> = tagged(&[2]);
    let mut out = Tensor::<f32, shape![dyn Batch, 2]>::zeros_with_dims(&[3, 2]).unwrap();
    let err = a.try_add_into(&b, &mut out).unwrap_err();
    assert!(
        err.to_string()
            .ends_with("axis 0 is 3 (a `Dyn<Batch>` axis)"),
        "{err}"
    );
    let mut out = Tensor::<f32, shape![dyn Batch, 2]>::zeros_with_dims(&[2, 2]).unwrap();
    a.add_into(&b, &mut out);
    assert_eq!(
        out.to_vec(),
        naive_add(&a.to_vec(), &[2, 2], &b.to_vec(), &[2], &[2, 2])
    );
}

#[test]
fn transpose_and_permute_carry_the_names() {
    let x: Tensor<f32, shape![dyn Batch, dyn Seq, 2]> = tagged(&[2, 3, 2]);
    let t: Tensor<f32, shape![dyn Seq, dyn Batch, 2]> = x.transpose::<0, 1>();
    let p: Tensor<f32, shape![2, dyn Batch, dyn Seq]> = x.permute::<axes![2, 0, 1]>();
    for i in indices(&[2, 3, 2]) {
        let v = x.to_vec()[ravel(&i, &[2, 3, 2])];
        assert_eq!(t.to_vec()[ravel(&[i[1], i[0], i[2]], &[3, 2, 2])], v);
        assert_eq!(p.to_vec()[ravel(&[i[2], i[0], i[1]], &[2, 2, 3])], v);
    }
    // The transposed tensor meets a [seq, batch] one, and not the original: see the ui-tests.
    let other: Tensor<f32, shape![dyn Seq, dyn Batch, 2]> = tagged(&[3, 2, 2]);
    assert_eq!((&t + &other).dims(), &[3, 2, 2]);
}

#[test]
fn views_and_reductions_carry_the_names() {
    let x: Tensor<f32, shape![dyn Batch, dyn Seq, 4]> = tagged(&[2, 3, 4]);
    let u: Tensor<f32, shape![dyn Batch, 1, dyn Seq, 4]> = x.unsqueeze::<1>();
    assert_eq!(u.to_vec(), x.to_vec());
    let s: Tensor<f32, shape![dyn Batch, dyn Seq, 4]> = u.squeeze::<1>();
    assert_eq!(s.to_vec(), x.to_vec());

    let sum: Tensor<f32, shape![dyn Batch, 4]> = x.sum::<1>();
    let data = x.to_vec();
    for b in 0..2 {
        for h in 0..4 {
            let want: f32 = (0..3).map(|t| data[ravel(&[b, t, h], &[2, 3, 4])]).sum();
            assert_eq!(sum.to_vec()[b * 4 + h], want);
        }
    }
    let mean: Tensor<f32, shape![dyn Batch, dyn Seq, 1]> = x.mean_keepdim::<LAST>();
    assert_eq!(mean.dims(), &[2, 3, 1]);
    let probs: Tensor<f32, shape![dyn Batch, dyn Seq, 4]> = x.softmax::<LAST>();
    let row_sum: Tensor<f32, shape![dyn Batch, dyn Seq]> = probs.sum::<LAST>();
    assert!(row_sum.to_vec().iter().all(|s| (s - 1.0).abs() < 1e-5));

    // A `Dyn<Seq>` of size 1 squeezes after its run-time check, as a plain `Dyn` does.
    let single: Tensor<f32, shape![dyn Seq, 4]> = tagged(&[1, 4]);
    assert_eq!(single.squeeze::<0>().to_vec(), single.to_vec());
    assert!(x.try_squeeze::<1>().is_err());
}

#[test]
fn matmul_carries_batch_names_and_checks_the_inner_name() {
    // [batch, seq, 3] x [3, 2]: the batch axes keep their names.
    let x: Tensor<f32, shape![dyn Batch, dyn Seq, 3]> = tagged(&[2, 4, 3]);
    let w: Tensor<f32, shape![3, 2]> = tagged(&[3, 2]);
    let y: Tensor<f32, shape![dyn Batch, dyn Seq, 2]> = x.matmul(&w);
    let (xd, wd) = (x.to_vec(), w.to_vec());
    for i in indices(&[2, 4, 2]) {
        let want: f32 = (0..3)
            .map(|k| xd[ravel(&[i[0], i[1], k], &[2, 4, 3])] * wd[ravel(&[k, i[2]], &[3, 2])])
            .sum();
        assert_eq!(y.to_vec()[ravel(&i, &[2, 4, 2])], want);
    }

    // Attention scores: [batch, seq, 3] x [batch, 3, seq]; the contracted axis may be named too.
    let kt: Tensor<f32, shape![dyn Batch, 3, dyn Seq]> = x.transpose::<1, 2>();
    type Scores = Tensor<f32, shape![dyn Batch, dyn Seq, dyn Seq]>;
    let scores: Scores = x.matmul(&kt);
    for i in indices(&[2, 4, 4]) {
        let want: f32 = (0..3)
            .map(|k| {
                xd[ravel(&[i[0], i[1], k], &[2, 4, 3])] * xd[ravel(&[i[0], i[2], k], &[2, 4, 3])]
            })
            .sum();
        assert_eq!(scores.to_vec()[ravel(&i, &[2, 4, 4])], want);
    }
    let v: Tensor<f32, shape![dyn Batch, dyn Seq, 3]> = tagged(&[2, 4, 3]);
    let out: Tensor<f32, shape![dyn Batch, dyn Seq, 3]> = scores.matmul(&v);
    assert_eq!(out.dims(), &[2, 4, 3]);

    // A run-time mismatch of a named inner axis, and of a named batch axis, names it.
    let short: Tensor<f32, shape![dyn Batch, dyn Seq, 3]> = tagged(&[2, 5, 3]);
    let err = scores.try_matmul(&short).unwrap_err();
    assert_eq!(
        err.to_string(),
        "Expected size for first two dimensions of batch2 tensor to be: [2, 4] but got: [2, 5] \
         on a `Dyn<Seq>` axis (shapes [2, 4, 4] and [2, 5, 3])."
    );
    let other_batch: Tensor<f32, shape![dyn Batch, 3, dyn Seq]> = tagged(&[3, 3, 4]);
    let err = x.try_matmul(&other_batch).unwrap_err();
    assert!(
        err.to_string()
            .contains("dimension 0, the `Dyn<Batch>` axis"),
        "{err}"
    );
    // `bmm` names the batch axis too, from either operand.
    let plain_batch: Tensor<f32, shape![dyn, 3, 4]> = tagged(&[3, 3, 4]);
    for err in [
        x.try_bmm(&other_batch).unwrap_err(),
        x.try_bmm(&plain_batch).unwrap_err(),
    ] {
        assert_eq!(
            err.to_string(),
            "Expected size for first two dimensions of batch2 tensor to be: [2, 3] but got: \
             [3, 3] (bmm does not broadcast the batch, the `Dyn<Batch>` axis; shapes [2, 4, 3] \
             and [3, 3, 4])"
        );
    }
    // Two named vectors of different lengths: `dot`'s message, naming the axis.
    let u: Tensor<f32, shape![dyn Seq]> = tagged(&[4]);
    let w: Tensor<f32, shape![dyn Seq]> = tagged(&[5]);
    assert_eq!(
        u.try_matmul(&w).unwrap_err().to_string(),
        "inconsistent tensor size, expected tensor [4] and src [5] to have the same number of \
         elements, but got 4 and 5 elements respectively (a `Dyn<Seq>` axis)"
    );
}

#[test]
fn cat_along_a_named_axis_and_a_named_other_axis() {
    let a: Tensor<f32, shape![dyn Batch, dyn Seq]> = tagged(&[2, 3]);
    let b: Tensor<f32, shape![dyn Batch, dyn Seq]> = tagged(&[2, 1]);
    // The result's axis is the caller's choice; inference fills it from the annotation.
    let longer: Tensor<f32, shape![dyn Batch, dyn Seq]> = (&a, &b).cat::<1, _>();
    let (ad, bd) = (a.to_vec(), b.to_vec());
    for r in 0..2 {
        let want: Vec<f32> = ad[r * 3..r * 3 + 3]
            .iter()
            .chain(&bd[r..r + 1])
            .copied()
            .collect();
        assert_eq!(&longer.to_vec()[r * 4..r * 4 + 4], &want[..]);
    }
    let plain = [a.clone(), a.clone()].cat::<1, Dyn>();
    assert_eq!(plain.dims(), &[2, 6]);

    let wrong: Tensor<f32, shape![dyn Batch, dyn Seq]> = tagged(&[3, 1]);
    let err = (&a, &wrong).try_cat::<1, Dyn<Seq>>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "cat(): sizes of tensors must match except in dimension 1: expected size 2 but got size 3 \
         for tensor number 1 at dimension 0, the `Dyn<Batch>` axis (dims [2, 3] and [3, 1])"
    );
}

#[test]
fn stack_names_a_disagreeing_axis() {
    let a: Tensor<f32, shape![dyn Seq, 2]> = tagged(&[3, 2]);
    let b: Tensor<f32, shape![dyn Seq, 2]> = tagged(&[4, 2]);
    let err = vec![a.clone(), b].try_stack::<0>().unwrap_err();
    assert!(
        err.to_string().ends_with("at entry 1, the `Dyn<Seq>` axis"),
        "{err}"
    );
    let stacked: Tensor<f32, shape![2, dyn Seq, 2]> = [a.clone(), a.clone()].stack::<0>();
    assert_eq!(stacked.to_vec(), [a.to_vec(), a.to_vec()].concat());
}

#[test]
fn where_and_comparisons_follow_the_same_rules() {
    let x: Tensor<f32, shape![dyn Batch, 2]> = tagged(&[2, 2]);
    let zero: Tensor<f32, shape![1]> = Tensor::zeros();
    let mask: Tensor<bool, shape![dyn Batch, 2]> = x.gt(&zero);
    assert_eq!(
        mask.to_vec(),
        x.to_vec().iter().map(|&v| v > 0.0).collect::<Vec<_>>()
    );
    let y: Tensor<f32, shape![dyn Batch, 2]> = typed_tensor::where_(&mask, &x, &zero);
    assert_eq!(y.to_vec(), x.to_vec());
    let short: Tensor<f32, shape![dyn Batch, 2]> = tagged(&[3, 2]);
    let err = typed_tensor::try_where(&mask, &short, &zero).unwrap_err();
    assert!(err.to_string().contains("the `Dyn<Batch>` axis"), "{err}");
}

#[test]
fn rename_and_unname_are_views() {
    let raw = Tensor::<f32, shape![dyn, dyn, 2]>::from_shape_vec(
        &[2, 3, 2],
        (0..12).map(|v| v as f32).collect(),
    )
    .unwrap();
    let x: Tensor<f32, shape![dyn Batch, dyn Seq, 2]> = raw.rename::<0, Batch>().rename::<1, Seq>();
    assert_eq!((x.dims(), x.to_vec()), (raw.dims(), raw.to_vec()));
    // The last axis by `LAST`, and a renamed view of a strided view.
    let t: Tensor<f32, shape![dyn Seq, dyn Batch]> = x.select::<2>(1).transpose::<0, 1>();
    let t2: Tensor<f32, shape![dyn Seq, dyn]> = t.unname::<LAST>();
    for (i, &v) in t2.to_vec().iter().enumerate() {
        let (s, b) = (i / 2, i % 2);
        assert_eq!(v, raw.to_vec()[ravel(&[b, s, 1], &[2, 3, 2])]);
    }
    // A name replaces a name.
    let swapped: Tensor<f32, shape![dyn Seq, dyn Seq, 2]> = x.rename::<0, Seq>();
    assert_eq!(swapped.dims(), &[2, 3, 2]);
}

#[test]
fn names_print_in_types_and_debug_output() {
    use typed_tensor::{Dim, Shape};
    assert_eq!(<Dyn<Batch> as Dim>::NAME, "Dyn<Batch>");
    assert_eq!(<Dyn as Dim>::NAME, "Dyn");
    assert_eq!(
        <shape![dyn Batch, 3, dyn] as Shape>::describe(),
        "(Dyn<Batch>, D<3>, Dyn)"
    );
    assert_eq!(format!("{:?}", Dyn::<Seq>::new()), "Dyn<Seq>");
    assert_eq!(format!("{:?}", Dyn), "Dyn");
    let _: shape![dyn Batch, 2] = (Dyn::<Batch>::new(), D::<2>);
}

#[test]
fn a_static_size_meets_a_named_dim_only_at_run_time() {
    // A named dim is still a run-time size: constructors check only the static axes.
    assert!(Tensor::<f32, shape![dyn Batch, 3]>::zeros_with_dims(&[7, 3]).is_ok());
    let err = Tensor::<f32, shape![dyn Batch, 3]>::zeros_with_dims(&[7, 4]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "dims [7, 4] do not fit shape (Dyn<Batch>, D<3>): axis 1 is 4, the type says 3"
    );
}

#[test]
fn a_name_on_either_side_is_reported_without_saying_which() {
    // A plain target and a named source: the axis is still a `Dyn<Batch>` one.
    let mut plain: Tensor<f32, shape![dyn, 3]> = tagged(&[2, 3]);
    let named: Tensor<f32, shape![dyn Batch, 3]> = tagged(&[3, 3]);
    assert_eq!(
        plain.try_add_assign(&named).unwrap_err().to_string(),
        "shape [3, 3] cannot be broadcast into [2, 3]: axis 0 is 3 but the target's axis 0 is 2 \
         (a `Dyn<Batch>` axis)"
    );
    // The lhs's contracted axis is named, the rhs's is static.
    let w: Tensor<f32, shape![dyn Batch, dyn Seq]> = tagged(&[2, 4]);
    let m: Tensor<f32, shape![5, 2]> = tagged(&[5, 2]);
    assert_eq!(
        w.try_matmul(&m).unwrap_err().to_string(),
        "mat1 and mat2 shapes cannot be multiplied (2x4 and 5x2) on a `Dyn<Seq>` axis \
         (shapes [2, 4] and [5, 2])"
    );
}

#[test]
fn cat_names_the_axis_whichever_part_is_named() {
    let plain: Tensor<f32, shape![dyn, 2]> = tagged(&[2, 2]);
    let named: Tensor<f32, shape![dyn Batch, 2]> = tagged(&[3, 2]);
    for err in [
        (&plain, &named).try_cat::<1, Dyn>().unwrap_err(),
        (&named, &plain).try_cat::<1, Dyn>().unwrap_err(),
    ] {
        assert!(
            matches!(err, ShapeError::Join { dim: Some(ref d), .. } if d == "Dyn<Batch>"),
            "{err}"
        );
    }
    // Three parts, the named one last: still named.
    let err = (&plain, &plain, &named).try_cat::<1, Dyn>().unwrap_err();
    assert!(
        err.to_string()
            .contains("at dimension 0, the `Dyn<Batch>` axis"),
        "{err}"
    );
}

#[test]
fn matmul_into_names_the_out_axis_that_differs() {
    let a: Tensor<f32, shape![dyn Batch, dyn Seq, 3]> = tagged(&[2, 4, 3]);
    let b: Tensor<f32, shape![3, dyn Seq]> = tagged(&[3, 4]);
    let mut out =
        Tensor::<f32, shape![dyn Batch, dyn Seq, dyn Seq]>::zeros_with_dims(&[2, 5, 4]).unwrap();
    assert_eq!(
        a.try_matmul_into(&b, &mut out).unwrap_err().to_string(),
        "matmul: the product has dims [2, 4, 4] but out has dims [2, 5, 4] (a `Dyn<Seq>` axis)"
    );
    let mut out =
        Tensor::<f32, shape![dyn Batch, dyn Seq, dyn Seq]>::zeros_with_dims(&[2, 4, 4]).unwrap();
    a.matmul_into(&b, &mut out);
    assert_eq!(out.to_vec(), a.matmul(&b).to_vec());
}

#[test]
fn reshape_names_the_inferred_axis() {
    let x: Tensor<f32, shape![dyn Batch, 3]> = tagged(&[2, 3]);
    let err = x.try_reshape::<shape![dyn Seq, 4]>().unwrap_err();
    assert!(
        err.to_string()
            .contains("6 elements cannot fill `Dyn<Seq>` axis 0 times the other axes' 4"),
        "{err}"
    );
    let ok: Tensor<f32, shape![dyn Seq, 2]> = x.reshape();
    assert_eq!((ok.dims(), ok.to_vec()), (&[3, 2][..], x.to_vec()));
}

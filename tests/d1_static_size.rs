//! `D<1>`, a size one from a const generic: legal, non-broadcasting, checked against `Dyn`.
// The borrowed-scalar impls are what `borrowed_scalars_match_owned_ones` tests.
#![allow(clippy::op_ref)]

use typed_tensor::{shape, Dyn, Tensor, D};

type Column<T> = Tensor<T, (D<2>, D<1>)>;

fn column<const O: usize>(values: Vec<f32>) -> Tensor<f32, shape![3, O]> {
    Tensor::from_vec(values).unwrap()
}

#[test]
fn d1_meets_one_and_itself() {
    let c = column::<1>(vec![1.0, 2.0, 3.0]); // (D<3>, D<1>)
    let one = Tensor::<f32, shape![3, 1]>::from_vec(vec![10.0, 20.0, 30.0]).unwrap();
    let sum: Tensor<f32, (D<3>, D<1>)> = &c + &one;
    assert_eq!(sum.to_vec(), [11.0, 22.0, 33.0]);
    let twice: Tensor<f32, (D<3>, D<1>)> = &c + &c;
    assert_eq!(twice.to_vec(), [2.0, 4.0, 6.0]);
    // A rank-1 `One` broadcasts against the `D<1>` axis and the `D<3>` axis alike.
    let scalar_like = Tensor::<f32, shape![1]>::from_vec(vec![0.5]).unwrap();
    assert_eq!((&c * &scalar_like).to_vec(), [0.5, 1.0, 1.5]);
}

#[test]
fn dyn_against_d1_must_be_one_at_run_time() {
    let c = column::<1>(vec![1.0, 2.0, 3.0]);
    let fits = Tensor::<f32, (D<3>, Dyn)>::from_shape_vec(&[3, 1], vec![1.0, 1.0, 1.0]).unwrap();
    let sum: Tensor<f32, (D<3>, D<1>)> = c.try_add(&fits).unwrap();
    assert_eq!(sum.to_vec(), [2.0, 3.0, 4.0]);
    let wide = Tensor::<f32, (D<3>, Dyn)>::zeros_with_dims(&[3, 2]).unwrap();
    let err = c.try_add(&wide).unwrap_err().to_string();
    assert_eq!(
        err,
        "The size of tensor a (1) must match the size of tensor b (2) at dimension 1 (shapes \
         [3, 1] and [3, 2]; a size 1 typed `D<1>` does not broadcast, `One` does)"
    );
}

#[test]
fn matmul_batch_dyn_against_d1_must_be_one_at_run_time() {
    // A `D<1>` batch axis keeps the product's batch at `D<1>`: a `Dyn` of 4 cannot stretch it.
    let a = Tensor::<f32, (D<1>, D<2>, D<3>)>::ones();
    let wide = Tensor::<f32, (Dyn, D<3>, D<2>)>::ones_with_dims(&[4, 3, 2]).unwrap();
    let expected = "The size of tensor a (1) must match the size of tensor b (4) at dimension 0 \
                    (batch dims of matmul operands of shapes [1, 2, 3] and [4, 3, 2]; a size 1 \
                    typed `D<1>` does not broadcast, `One` does)";
    assert_eq!(a.try_matmul(&wide).unwrap_err().to_string(), expected);
    let panic = std::panic::catch_unwind(|| a.matmul(&wide)).unwrap_err();
    assert_eq!(panic.downcast_ref::<String>().unwrap(), expected);
    let mut out = Tensor::<f32, (D<1>, D<2>, D<2>)>::full(7.0);
    assert_eq!(
        a.try_matmul_into(&wide, &mut out).unwrap_err().to_string(),
        expected
    );
    assert_eq!(
        out.to_vec(),
        [7.0; 4],
        "a failed matmul_into leaves out as it was"
    );
    // The other way round, and a batch axis further left.
    let lhs = Tensor::<f32, (Dyn, D<2>, D<3>)>::ones_with_dims(&[4, 2, 3]).unwrap();
    let rhs = Tensor::<f32, (D<1>, D<3>, D<2>)>::ones();
    assert!(lhs
        .try_matmul(&rhs)
        .unwrap_err()
        .to_string()
        .contains("tensor a (4)"));
    let deep = Tensor::<f32, (D<1>, D<5>, D<2>, D<3>)>::ones();
    let batch = Tensor::<f32, (Dyn, D<5>, D<3>, D<2>)>::ones_with_dims(&[2, 5, 3, 2]).unwrap();
    assert!(deep.try_matmul(&batch).is_err());
    // A `Dyn` of 1 fits, and the product is typed and sized `D<1>` on that axis.
    let narrow = Tensor::<f32, (Dyn, D<3>, D<2>)>::ones_with_dims(&[1, 3, 2]).unwrap();
    let p: Tensor<f32, (D<1>, D<2>, D<2>)> = a.matmul(&narrow);
    assert_eq!((p.dims(), p.to_vec()), (&[1, 2, 2][..], vec![3.0; 4]));
    // `One` is the size one that broadcasts: the same `Dyn` of 4 stretches it.
    let one = Tensor::<f32, shape![1, 2, 3]>::ones();
    let q: Tensor<f32, (Dyn, D<2>, D<2>)> = one.matmul(&wide);
    assert_eq!((q.dims(), q.to_vec()), (&[4, 2, 2][..], vec![3.0; 16]));
}

#[test]
fn topk_of_one_is_the_max_with_a_d1_axis() {
    let x = Tensor::<i32, shape![2, 4]>::from_vec(vec![3, 9, 4, 1, 5, 2, 8, 6]).unwrap();
    let (values, indices): (Column<i32>, Column<usize>) = x.topk::<1, 1>(true);
    assert_eq!(values.to_vec(), [9, 8]);
    assert_eq!(indices.to_vec(), [1, 2]);
    assert_eq!(values.to_vec(), x.max::<1>().to_vec());
}

#[test]
fn borrowed_scalars_match_owned_ones() {
    let x = Tensor::<f32, shape![2, 2]>::from_vec(vec![1.0, 2.0, 3.0, 4.0]).unwrap();
    let s = 2.0f32;
    assert_eq!((&x * &s).to_vec(), [2.0, 4.0, 6.0, 8.0]);
    assert_eq!((&x - &s).to_vec(), (&x - s).to_vec());
    assert_eq!((x.clone() / &s).to_vec(), [0.5, 1.0, 1.5, 2.0]);
    let n = Tensor::<i32, shape![3]>::from_vec(vec![7, -7, 8]).unwrap();
    assert_eq!((&n % &3).to_vec(), [1, -1, 2]);
    assert_eq!((n + &1).to_vec(), [8, -6, 9]);
}

#[test]
fn d1_into_a_dyn_target_needs_a_target_of_one() {
    // `D<1>` does not stretch into a `Dyn` target of 4, as it does not into a `D<4>` (a
    // compile error): in place, into `out`, and as a broadcast view.
    let row = Tensor::<f32, (D<1>, D<3>)>::from_vec(vec![1.0, 2.0, 3.0]).unwrap();
    let mut wide = Tensor::<f32, (Dyn, D<3>)>::zeros_with_dims(&[4, 3]).unwrap();
    let expected = "shape [1, 3] cannot be broadcast into [4, 3]: axis 0 is 1 but the target's \
                    axis 0 is 4; a size 1 typed `D<1>` does not broadcast, `One` does";
    assert_eq!(wide.try_add_assign(&row).unwrap_err().to_string(), expected);
    assert_eq!(
        wide.to_vec(),
        [0.0; 12],
        "a failed += leaves the target as it was"
    );
    let mut out = Tensor::<f32, (Dyn, D<3>)>::zeros_with_dims(&[4, 3]).unwrap();
    assert_eq!(
        row.try_add_into(&row, &mut out).unwrap_err().to_string(),
        expected
    );
    let ones = Tensor::<f32, (Dyn, D<3>)>::ones_with_dims(&[4, 3]).unwrap();
    assert_eq!(
        ones.try_add_into(&row, &mut out).unwrap_err().to_string(),
        expected
    );
    assert!(row
        .try_broadcast_to_dims::<(Dyn, D<3>)>(&[4, 3])
        .unwrap_err()
        .to_string()
        .ends_with("`One` does"));
    // A target of 1 fits, and `One` (the size one that broadcasts) stretches as before.
    let mut single = Tensor::<f32, (Dyn, D<3>)>::zeros_with_dims(&[1, 3]).unwrap();
    single += &row;
    assert_eq!(single.to_vec(), [1.0, 2.0, 3.0]);
    let one_row = Tensor::<f32, shape![1, 3]>::from_vec(vec![1.0, 2.0, 3.0]).unwrap();
    wide += &one_row;
    assert_eq!(wide.to_vec(), [1.0, 2.0, 3.0].repeat(4));
    let view = one_row
        .try_broadcast_to_dims::<(Dyn, D<3>)>(&[4, 3])
        .unwrap();
    assert_eq!(view.to_vec(), [1.0, 2.0, 3.0].repeat(4));
}

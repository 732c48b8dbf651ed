//! Hand-computed NumPy results with static shapes written via `shape![..]`, element semantics,
//! the `tensor!` macro, `Display`, constructors and their errors, and `Dyn` meeting static dims.

use std::panic::{catch_unwind, AssertUnwindSafe};
use typed_tensor::{shape, tensor, ShapeError, Tensor};

#[test]
fn rank4_plus_rank3_broadcasts_like_numpy() {
    // a[i, j, k, 0] = 1000 i + 100 j + 10 k; b[j, 0, 0] = 10000 (j + 1).
    let a = Tensor::<i32, shape![5, 3, 4, 1]>::from_fn(|i| {
        (1000 * i[0] + 100 * i[1] + 10 * i[2] + i[3]) as i32
    });
    let b = Tensor::<i32, shape![3, 1, 1]>::from_fn(|i| (10_000 * (i[0] + 1) + i[1] + i[2]) as i32);
    let c: Tensor<i32, shape![5, 3, 4, 1]> = &a + &b;
    assert_eq!(c.dims(), &[5, 3, 4, 1]);
    let at = |i: i32, j: i32, k: i32| 1000 * i + 100 * j + 10 * k + 10_000 * (j + 1);
    assert_eq!(c.get(&[0, 0, 0, 0]), Some(&10_000));
    assert_eq!(c.get(&[4, 2, 3, 0]), Some(&(4230 + 30_000)));
    assert_eq!(c.get(&[2, 1, 3, 0]), Some(&at(2, 1, 3)));
    assert_eq!(c.get(&[3, 0, 1, 0]), Some(&13_010));
    let mut want = Vec::new();
    for i in 0..5 {
        for j in 0..3 {
            for k in 0..4 {
                want.push(at(i, j, k));
            }
        }
    }
    assert_eq!(c.to_vec(), want);
    // Reversed operand order, and subtraction, which is not symmetric.
    let d: Tensor<i32, shape![5, 3, 4, 1]> = &b - &a;
    assert_eq!(d.get(&[4, 2, 3, 0]), Some(&(30_000 - 4230)));
}

#[test]
fn numpy_docs_example_8_1_6_1_times_7_1_5() {
    let a = Tensor::<i64, shape![8, 1, 6, 1]>::from_fn(|i| (i[0] * 10 + i[2]) as i64);
    let b = Tensor::<i64, shape![7, 1, 5]>::from_fn(|i| (i[0] * 10 + i[2] + 1) as i64);
    let c: Tensor<i64, shape![8, 7, 6, 5]> = &a * &b;
    assert_eq!(c.dims(), &[8, 7, 6, 5]);
    // c[i, j, k, l] = a[i, 0, k, 0] * b[j, 0, l].
    assert_eq!(c.get(&[7, 6, 5, 4]), Some(&(75 * 65)));
    assert_eq!(c.get(&[3, 2, 1, 0]), Some(&(31 * 21)));
    assert_eq!(c.get(&[0, 0, 0, 0]), Some(&0));
    assert_eq!(c.numel(), 8 * 7 * 6 * 5);
}

#[test]
fn column_times_row() {
    let col = Tensor::<i32, shape![2, 1]>::from_vec(vec![1, 2]).unwrap();
    let row = Tensor::<i32, shape![3]>::from_vec(vec![10, 20, 30]).unwrap();
    let c: Tensor<i32, shape![2, 3]> = &col * &row;
    assert_eq!(c.to_vec(), [10, 20, 30, 20, 40, 60]);
    let d: Tensor<i32, shape![2, 3]> = &row * &col;
    assert_eq!(d.to_vec(), [10, 20, 30, 20, 40, 60]);
    let e: Tensor<i32, shape![2, 3]> = row - col;
    assert_eq!(e.to_vec(), [9, 19, 29, 8, 18, 28]);
}

#[test]
fn rank0_with_rank2_on_both_sides() {
    let s = Tensor::<i32, shape![]>::from_vec(vec![100]).unwrap();
    let m = Tensor::<i32, shape![2, 3]>::from_vec(vec![1, 2, 3, 4, 5, 6]).unwrap();
    let left: Tensor<i32, shape![2, 3]> = &s - &m;
    assert_eq!(left.to_vec(), [99, 98, 97, 96, 95, 94]);
    let right: Tensor<i32, shape![2, 3]> = &m - &s;
    assert_eq!(right.to_vec(), [-99, -98, -97, -96, -95, -94]);
    let owned: Tensor<i32, shape![2, 3]> = s.clone() % m.clone();
    assert_eq!(owned.to_vec(), [0, 0, 1, 0, 0, 4]);
    let both: Tensor<i32, shape![]> = &s + &s;
    assert_eq!(both.dims(), &[] as &[usize]);
    assert_eq!(both.to_vec(), [200]);
    assert_eq!(both.get(&[]), Some(&200));
}

#[test]
fn size_zero_broadcasts_against_size_one() {
    let empty = Tensor::<f32, shape![0, 3]>::from_vec(vec![]).unwrap();
    let row = Tensor::<f32, shape![1, 3]>::from_vec(vec![1.0, 2.0, 3.0]).unwrap();
    let c: Tensor<f32, shape![0, 3]> = &empty + &row;
    assert_eq!(c.dims(), &[0, 3]);
    assert_eq!(c.numel(), 0);
    assert!(c.to_vec().is_empty());
    let d: Tensor<f32, shape![0, 3]> = row + empty;
    assert_eq!(d.dims(), &[0, 3]);
    assert!(d.to_vec().is_empty());
    let zero_col = Tensor::<f32, shape![2, 0]>::zeros();
    let one_col = Tensor::<f32, shape![2, 1]>::ones();
    let e: Tensor<f32, shape![2, 0]> = &one_col * &zero_col;
    assert_eq!(e.dims(), &[2, 0]);
    assert_eq!(e.iter().count(), 0);
}

#[test]
fn scalar_ops_on_both_sides_i32() {
    let t = Tensor::<i32, shape![2, 2]>::from_vec(vec![1, 2, 3, -4]).unwrap();
    assert_eq!((&t + 1).to_vec(), [2, 3, 4, -3]);
    assert_eq!((1 + &t).to_vec(), [2, 3, 4, -3]);
    assert_eq!((&t - 10).to_vec(), [-9, -8, -7, -14]);
    assert_eq!((10 - &t).to_vec(), [9, 8, 7, 14]);
    assert_eq!((&t * 3).to_vec(), [3, 6, 9, -12]);
    assert_eq!((3 * &t).to_vec(), [3, 6, 9, -12]);
    assert_eq!((&t / 2).to_vec(), [0, 1, 1, -2]);
    assert_eq!((12 / &t).to_vec(), [12, 6, 4, -3]);
    assert_eq!((&t % 2).to_vec(), [1, 0, 1, 0]);
    assert_eq!((7 % &t).to_vec(), [0, 1, 1, 3]);
    // Owned operands (the buffer is reused when unique) give the same values.
    assert_eq!((t.clone() - 10).to_vec(), [-9, -8, -7, -14]);
    assert_eq!((10 - t.clone()).to_vec(), [9, 8, 7, 14]);
    let unique = Tensor::<i32, shape![2, 2]>::from_vec(vec![1, 2, 3, -4]).unwrap();
    assert_eq!((12 / unique).to_vec(), [12, 6, 4, -3]);
    let unique = Tensor::<i32, shape![2, 2]>::from_vec(vec![1, 2, 3, -4]).unwrap();
    assert_eq!((unique % 2).to_vec(), [1, 0, 1, 0]);
    // In place, with a clone that must not see the writes.
    let mut u = t.clone();
    u += 1;
    u *= 2;
    u -= 3;
    assert_eq!(u.to_vec(), [1, 3, 5, -9]);
    u /= 2;
    assert_eq!(u.to_vec(), [0, 1, 2, -4]);
    u %= 3;
    assert_eq!(u.to_vec(), [0, 1, 2, -1]);
    assert_eq!(t.to_vec(), [1, 2, 3, -4]);
}

#[test]
fn scalar_ops_u8_wrap() {
    let t = Tensor::<u8, shape![3]>::from_vec(vec![250, 0, 128]).unwrap();
    assert_eq!((&t + 10).to_vec(), [4, 10, 138]);
    assert_eq!((10 + &t).to_vec(), [4, 10, 138]);
    assert_eq!((&t - 1).to_vec(), [249, 255, 127]);
    assert_eq!((3 - &t).to_vec(), [9, 3, 131]);
    assert_eq!((&t * 2).to_vec(), [244, 0, 0]);
    assert_eq!((&t / 7).to_vec(), [35, 0, 18]);
    let mut u = t.clone();
    u += 10;
    assert_eq!(u.to_vec(), [4, 10, 138]);
    assert_eq!(t.to_vec(), [250, 0, 128]);
    let big = Tensor::<u8, shape![3]>::full(200);
    assert_eq!((&t + &big).to_vec(), [194, 200, 72]);
}

#[test]
fn scalar_ops_f32() {
    let t = Tensor::<f32, shape![2]>::from_vec(vec![1.5, -4.0]).unwrap();
    assert_eq!((&t * 0.5).to_vec(), [0.75, -2.0]);
    assert_eq!((2.0 * &t).to_vec(), [3.0, -8.0]);
    assert_eq!((1.0 / &t).to_vec(), [1.0 / 1.5, -0.25]);
    assert_eq!((&t / 0.0).to_vec(), [f32::INFINITY, f32::NEG_INFINITY]);
    assert_eq!((&t - 1.0).to_vec(), [0.5, -5.0]);
    assert_eq!((5.5 % &t).to_vec(), [1.0, 1.5]);
    assert_eq!((&t % 1.0).to_vec(), [0.5, -0.0]);
    let mut u = t.clone();
    u *= 4.0;
    assert_eq!(u.to_vec(), [6.0, -16.0]);
    assert_eq!(t.to_vec(), [1.5, -4.0]);
}

#[test]
fn negation_wraps_for_i8() {
    let t = Tensor::<i8, shape![2, 2]>::from_vec(vec![1, -2, i8::MIN, i8::MAX]).unwrap();
    assert_eq!((-&t).to_vec(), [-1, 2, i8::MIN, -127]);
    let shared = t.clone();
    assert_eq!((-shared).to_vec(), [-1, 2, i8::MIN, -127]);
    assert_eq!(t.to_vec(), [1, -2, i8::MIN, i8::MAX]);
    let unique = Tensor::<i8, shape![2, 2]>::from_vec(vec![0, 5, i8::MIN, -1]).unwrap();
    assert_eq!((-unique).to_vec(), [0, -5, i8::MIN, 1]);
    let f = Tensor::<f64, shape![]>::from_vec(vec![0.0]).unwrap();
    assert!((-&f).to_vec()[0].is_sign_negative());
}

#[test]
fn integer_remainder_sign_follows_dividend() {
    let a = Tensor::<i32, shape![4]>::from_vec(vec![-7, 7, -7, 7]).unwrap();
    let b = Tensor::<i32, shape![4]>::from_vec(vec![3, 3, -3, -3]).unwrap();
    assert_eq!((&a % &b).to_vec(), [-1, 1, -1, 1]);
    assert_eq!((&a / &b).to_vec(), [-2, 2, 2, -2]);
    assert_eq!((&a % 3).to_vec(), [-1, 1, -1, 1]);
    let f = Tensor::<f64, shape![2]>::from_vec(vec![-7.0, 7.0]).unwrap();
    assert_eq!((&f % 3.0).to_vec(), [-1.0, 1.0]);
}

#[test]
fn integer_overflow_wraps() {
    let a = Tensor::<i32, shape![3]>::from_vec(vec![i32::MIN, i32::MAX, i32::MIN]).unwrap();
    let m1 = Tensor::<i32, shape![1]>::from_vec(vec![-1]).unwrap();
    assert_eq!((&a / &m1).to_vec(), [i32::MIN, -i32::MAX, i32::MIN]);
    assert_eq!((&a % &m1).to_vec(), [0, 0, 0]);
    assert_eq!((&a / -1).to_vec(), [i32::MIN, -i32::MAX, i32::MIN]);
    assert_eq!((&a + 1).to_vec(), [i32::MIN + 1, i32::MIN, i32::MIN + 1]);
    assert_eq!((&a * &m1).to_vec(), [i32::MIN, -i32::MAX, i32::MIN]);
    let i8s = Tensor::<i8, shape![2]>::from_vec(vec![127, -128]).unwrap();
    assert_eq!((&i8s + 1).to_vec(), [-128, -127]);
    assert_eq!((&i8s - 1).to_vec(), [126, 127]);
}

#[test]
#[should_panic(expected = "divide by zero")]
fn integer_division_by_zero_tensor_panics() {
    let a = Tensor::<i32, shape![2]>::from_vec(vec![1, 2]).unwrap();
    let b = Tensor::<i32, shape![2]>::from_vec(vec![1, 0]).unwrap();
    let _ = &a / &b;
}

#[test]
#[should_panic(expected = "divide by zero")]
fn integer_division_by_zero_scalar_panics() {
    let a = Tensor::<u8, shape![2]>::from_vec(vec![1, 2]).unwrap();
    let _ = &a / 0;
}

#[test]
#[should_panic(expected = "remainder with a divisor of zero")]
fn integer_remainder_by_zero_panics() {
    let a = Tensor::<i64, shape![2, 2]>::from_vec(vec![1, 2, 3, 4]).unwrap();
    let zero = Tensor::<i64, shape![]>::zeros();
    let _ = a % zero;
}

#[test]
#[should_panic(expected = "divide by zero")]
fn integer_in_place_division_by_zero_panics() {
    let mut a = Tensor::<i16, shape![2]>::from_vec(vec![1, 2]).unwrap();
    a /= 0;
}

#[test]
fn tensor_macro_values_and_dims() {
    let t: Tensor<i32, shape![2, 2]> = tensor![[1, 2], [3, 4]];
    assert_eq!(t.dims(), &[2, 2]);
    assert_eq!(t.to_vec(), [1, 2, 3, 4]);
    assert_eq!(t.get(&[1, 0]), Some(&3));
    let v = tensor![1.5, 2.5, 3.5];
    let _: &Tensor<f64, shape![3]> = &v;
    assert_eq!(v.to_vec(), [1.5, 2.5, 3.5]);
    let col = tensor![[1u8], [2], [3]];
    let _: &Tensor<u8, shape![3, 1]> = &col;
    assert_eq!(col.dims(), &[3, 1]);
    let cube = tensor![[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]]];
    let _: &Tensor<i32, shape![2, 2, 3]> = &cube;
    assert_eq!(cube.get(&[1, 0, 2]), Some(&9));
}

#[test]
fn display_rank3_exactly() {
    let cube = tensor![[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]]];
    assert_eq!(
        cube.to_string(),
        "[[[1, 2, 3],\n  [4, 5, 6]],\n\n [[7, 8, 9],\n  [10, 11, 12]]]"
    );
    assert_eq!(
        format!("{cube:?}"),
        "Tensor<(D<2>, D<2>, D<3>)> dims [2, 2, 3]\n\
         [[[1, 2, 3],\n  [4, 5, 6]],\n\n [[7, 8, 9],\n  [10, 11, 12]]]"
    );
    let f = Tensor::<f32, shape![2, 1]>::from_vec(vec![0.5, 1.0]).unwrap();
    assert_eq!(format!("{f:.2}"), "[[0.50],\n [1.00]]");
    let s = Tensor::<i32, shape![]>::from_vec(vec![7]).unwrap();
    assert_eq!(s.to_string(), "7");
    let empty = Tensor::<i32, shape![0, 3]>::zeros();
    assert_eq!(empty.to_string(), "[]");
    // A broadcast result prints its own (materialised) values.
    let sum = &tensor![[1], [2]] + &tensor![10, 20];
    assert_eq!(sum.to_string(), "[[11, 21],\n [12, 22]]");
}

#[test]
fn from_vec_wrong_length() {
    let err = Tensor::<i32, shape![2, 3]>::from_vec(vec![1, 2, 3, 4, 5]).unwrap_err();
    assert_eq!(
        err,
        ShapeError::LengthMismatch {
            dims: vec![2, 3],
            expected: 6,
            actual: 5
        }
    );
    assert_eq!(
        err.to_string(),
        "dims [2, 3] need 6 elements but the data has 5"
    );
    let err = Tensor::<i32, shape![]>::from_vec(vec![]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "dims [] need 1 elements but the data has 0"
    );
    let err = Tensor::<i32, shape![dyn, 0]>::from_shape_vec(&[4, 0], vec![1]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "dims [4, 0] need 0 elements but the data has 1"
    );
}

#[test]
fn from_shape_vec_wrong_rank() {
    let err = Tensor::<i32, shape![dyn, 3]>::from_shape_vec(&[2], vec![1, 2]).unwrap_err();
    assert_eq!(
        err,
        ShapeError::DimsMismatch {
            shape: "(Dyn, D<3>)".to_string(),
            static_dims: vec![None, Some(3)],
            dims: vec![2],
            axis: None,
        }
    );
    assert_eq!(
        err.to_string(),
        "dims [2] do not fit shape (Dyn, D<3>): 1 axis given, the type has 2"
    );
    let err = Tensor::<i32, shape![dyn]>::from_shape_vec(&[1, 1], vec![1]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "dims [1, 1] do not fit shape (Dyn,): 2 axes given, the type has 1"
    );
}

#[test]
fn from_shape_vec_wrong_static_axis() {
    let err = Tensor::<i32, shape![dyn, 3]>::from_shape_vec(&[2, 4], vec![0; 8]).unwrap_err();
    assert_eq!(
        err,
        ShapeError::DimsMismatch {
            shape: "(Dyn, D<3>)".to_string(),
            static_dims: vec![None, Some(3)],
            dims: vec![2, 4],
            axis: Some(1),
        }
    );
    assert_eq!(
        err.to_string(),
        "dims [2, 4] do not fit shape (Dyn, D<3>): axis 1 is 4, the type says 3"
    );
    let err =
        Tensor::<i32, shape![5, 1, dyn]>::from_shape_vec(&[5, 2, 2], vec![0; 20]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "dims [5, 2, 2] do not fit shape (D<5>, One, Dyn): axis 1 is 2, the type says 1"
    );
    // The first disagreeing axis is reported.
    let err = Tensor::<i32, shape![2, 3]>::from_shape_vec(&[3, 2], vec![0; 6]).unwrap_err();
    assert!(matches!(
        err,
        ShapeError::DimsMismatch { axis: Some(0), .. }
    ));
}

#[test]
fn from_shape_vec_overflowing_dims() {
    let err = Tensor::<u8, shape![dyn, dyn]>::from_shape_vec(&[usize::MAX, 2], vec![]).unwrap_err();
    assert_eq!(
        err,
        ShapeError::ElementCountOverflow {
            dims: vec![usize::MAX, 2]
        }
    );
    assert_eq!(
        err.to_string(),
        format!(
            "the element count of dims [{}, 2] is too large: a tensor holds at most \
             576460752303423483 elements (isize::MAX bytes of 16-byte elements)",
            usize::MAX
        )
    );
    let err = Tensor::<u8, shape![dyn, dyn]>::zeros_with_dims(&[usize::MAX, 2]).unwrap_err();
    assert!(matches!(err, ShapeError::ElementCountOverflow { .. }));
}

/// Dims whose product is 0 but whose other dims multiply past `usize::MAX` are
/// `ElementCountOverflow` (NumPy says "array is too big"), wherever the 0 sits, and never panic.
#[test]
fn from_shape_vec_zero_dim_with_huge_dims_is_an_error_in_every_order() {
    // NumPy's rule: the product of the non-zero dims must fit, wherever the zero sits.
    type S = shape![dyn, dyn, dyn];
    let orders: [[usize; 3]; 3] = [[usize::MAX, 2, 0], [2, 0, usize::MAX], [0, usize::MAX, 2]];
    for dims in orders {
        let result = catch_unwind(|| Tensor::<u8, S>::from_shape_vec(&dims, vec![]));
        let result = result.unwrap_or_else(|_| panic!("from_shape_vec({dims:?}) panicked"));
        assert_eq!(
            result.unwrap_err(),
            ShapeError::ElementCountOverflow {
                dims: dims.to_vec()
            }
        );
    }
    // Huge non-zero dims that do fit, beside a zero, make an empty tensor.
    let fits = Tensor::<u8, S>::from_shape_vec(&[0, 1 << 58, 1], vec![]).unwrap();
    assert_eq!((fits.dims(), fits.numel()), (&[0, 1 << 58, 1][..], 0));
}

/// Counts that fit in `usize` but not, as bytes, in one allocation (`isize::MAX` bytes of the
/// widest element) are `ElementCountOverflow` too, from every path that would allocate them,
/// never a panic from the allocator's layout arithmetic.
#[test]
fn counts_past_the_largest_allocation_are_errors_not_panics() {
    let dims = [usize::MAX / 2, 1];
    let result = catch_unwind(|| Tensor::<u8, shape![dyn, dyn]>::zeros_with_dims(&dims));
    let err = result.expect("zeros_with_dims panicked").unwrap_err();
    assert_eq!(
        err,
        ShapeError::ElementCountOverflow {
            dims: dims.to_vec()
        }
    );
    // A stride-0 view may not claim such a count either, so no op can be asked to allocate it.
    let one = Tensor::<u8, shape![dyn]>::zeros_with_dims(&[1]).unwrap();
    let result = catch_unwind(AssertUnwindSafe(|| {
        one.try_broadcast_to_dims::<shape![dyn]>(&[1 << 61])
    }));
    assert!(matches!(
        result.expect("try_broadcast_to_dims panicked"),
        Err(ShapeError::ElementCountOverflow { .. })
    ));
    // Beside a zero, the other dims are held to the same limit (NumPy's rule).
    let empty = Tensor::<f64, shape![dyn, dyn]>::zeros_with_dims(&[0, 1 << 59]).unwrap_err();
    assert!(matches!(empty, ShapeError::ElementCountOverflow { .. }));
}

/// A broadcast whose result has a 0 dim and huge others goes through the same stride code:
/// both operands are valid tensors, the result's non-zero dims overflow, so it is an `Err`.
#[test]
fn broadcast_to_zero_dim_with_huge_dims_is_an_error() {
    let a = Tensor::<u8, shape![dyn, dyn, dyn]>::from_shape_vec(&[0, 1 << 58, 1], vec![])
        .expect("[0, 2^58, 1] has no elements and a count a tensor may have");
    let b = Tensor::<u8, shape![dyn]>::from_shape_vec(&[2], vec![1, 2]).unwrap();
    let result = catch_unwind(AssertUnwindSafe(|| a.try_add(&b)));
    assert_eq!(
        result.expect("try_add panicked").unwrap_err(),
        ShapeError::ElementCountOverflow {
            dims: vec![0, 1 << 58, 2]
        }
    );
}

#[test]
fn zeros_ones_full_and_from_fn() {
    let z = Tensor::<f32, shape![dyn, 3]>::zeros_with_dims(&[2, 3]).unwrap();
    assert_eq!(z.dims(), &[2, 3]);
    assert_eq!(z.to_vec(), [0.0; 6]);
    assert!(z.is_contiguous());
    assert_eq!(z.strides(), &[3, 1]);
    let err = Tensor::<f32, shape![dyn, 3]>::zeros_with_dims(&[2, 2]).unwrap_err();
    assert!(matches!(
        err,
        ShapeError::DimsMismatch { axis: Some(1), .. }
    ));
    let z0 = Tensor::<i64, shape![dyn, dyn]>::zeros_with_dims(&[0, 4]).unwrap();
    assert_eq!((z0.dims(), z0.numel()), (&[0, 4][..], 0));
    let o = Tensor::<i64, shape![2, 1]>::ones();
    assert_eq!(o.to_vec(), [1, 1]);
    let f = Tensor::<u16, shape![dyn]>::full_with_dims(&[3], 9).unwrap();
    assert_eq!(f.to_vec(), [9, 9, 9]);
    let t = Tensor::<usize, shape![2, 3, 2]>::from_fn(|i| 100 * i[0] + 10 * i[1] + i[2]);
    assert_eq!(
        t.to_vec(),
        [0, 1, 10, 11, 20, 21, 100, 101, 110, 111, 120, 121]
    );
    let mut seen = Vec::new();
    let _ = Tensor::<u8, shape![dyn, 2]>::from_fn_with_dims(&[2, 2], |i| {
        seen.push(i.to_vec());
        0
    })
    .unwrap();
    assert_eq!(seen, [[0, 0], [0, 1], [1, 0], [1, 1]]);
    let s = Tensor::<i32, shape![]>::from_fn(|i| i.len() as i32 + 5);
    assert_eq!(s.to_vec(), [5]);
}

#[test]
fn get_out_of_bounds_is_none() {
    let t = Tensor::<i32, shape![2, 3]>::from_fn(|i| (10 * i[0] + i[1]) as i32);
    assert_eq!(t.get(&[1, 2]), Some(&12));
    assert_eq!(t.get(&[0, 0]), Some(&0));
    assert_eq!(t.get(&[2, 0]), None);
    assert_eq!(t.get(&[0, 3]), None);
    assert_eq!(t.get(&[usize::MAX, 0]), None);
    assert_eq!(t.get(&[1]), None);
    assert_eq!(t.get(&[1, 2, 0]), None);
    assert_eq!(t.get(&[]), None);
    let empty = Tensor::<i32, shape![0, 3]>::zeros();
    assert_eq!(empty.get(&[0, 0]), None);
    let s = Tensor::<i32, shape![]>::from_vec(vec![4]).unwrap();
    assert_eq!(s.get(&[]), Some(&4));
    assert_eq!(s.get(&[0]), None);
}

#[test]
fn dyn_axis_against_static_axis() {
    let a = Tensor::<i32, shape![dyn, 4]>::from_shape_vec(&[3, 4], (0..12).collect()).unwrap();
    let b = Tensor::<i32, shape![4]>::from_vec(vec![100, 200, 300, 400]).unwrap();
    let c: Tensor<i32, shape![dyn, 4]> = &a + &b;
    assert_eq!(c.dims(), &[3, 4]);
    assert_eq!(
        c.to_vec(),
        [100, 201, 302, 403, 104, 205, 306, 407, 108, 209, 310, 411]
    );
    let d: Tensor<i32, shape![dyn, 4]> = &b - &a;
    assert_eq!(d.get(&[2, 3]), Some(&(400 - 11)));
}

#[test]
fn dyn_one_against_static_five_gives_static_result() {
    let a = Tensor::<i32, shape![dyn, 3]>::from_shape_vec(&[1, 3], vec![1, 2, 3]).unwrap();
    let b = Tensor::<i32, shape![5, 3]>::from_fn(|i| (10 * i[0]) as i32);
    let c: Tensor<i32, shape![5, 3]> = &a + &b;
    assert_eq!(c.dims(), &[5, 3]);
    assert_eq!(
        c.to_vec(),
        [1, 2, 3, 11, 12, 13, 21, 22, 23, 31, 32, 33, 41, 42, 43]
    );
    let c: Tensor<i32, shape![5, 3]> = a.try_mul(&b).unwrap();
    assert_eq!(c.get(&[4, 2]), Some(&120));
    let c: Tensor<i32, shape![5, 3]> = b.clone() - a.clone();
    assert_eq!(c.get(&[4, 2]), Some(&37));
    // Same dims at run time.
    let a5 = Tensor::<i32, shape![dyn, 3]>::from_shape_vec(&[5, 3], vec![1; 15]).unwrap();
    let c: Tensor<i32, shape![5, 3]> = &a5 + &b;
    assert_eq!(c.get(&[3, 0]), Some(&31));
}

#[test]
fn dyn_two_against_static_five_is_an_error() {
    let a = Tensor::<i32, shape![dyn, 3]>::from_shape_vec(&[2, 3], vec![0; 6]).unwrap();
    let b = Tensor::<i32, shape![5, 3]>::zeros();
    let err = a.try_add(&b).unwrap_err();
    assert_eq!(
        err,
        ShapeError::Broadcast {
            lhs: vec![2, 3],
            rhs: vec![5, 3],
            axis: 0,
            dim: None,
        }
    );
    let text = "The size of tensor a (2) must match the size of tensor b (5) at non-singleton \
                dimension 0 (shapes [2, 3] and [5, 3])";
    assert_eq!(err.to_string(), text);
    let err = b.try_sub(&a).unwrap_err();
    assert_eq!(
        err.to_string(),
        "The size of tensor a (5) must match the size of tensor b (2) at non-singleton \
         dimension 0 (shapes [5, 3] and [2, 3])"
    );
    let panic = catch_unwind(AssertUnwindSafe(|| &a + &b)).unwrap_err();
    assert_eq!(
        panic.downcast_ref::<String>().map(String::as_str),
        Some(text)
    );
}

#[test]
fn in_place_with_dyn_dims() {
    // `shape![5, 3]` into `shape![dyn, 3]` compiles; it fits only when the run-time dim is 5.
    let b = Tensor::<i32, shape![5, 3]>::from_fn(|i| (10 * i[0] + i[1]) as i32);
    let mut a = Tensor::<i32, shape![dyn, 3]>::from_shape_vec(&[5, 3], vec![1; 15]).unwrap();
    a += &b;
    assert_eq!(a.get(&[4, 2]), Some(&43));
    let mut one = Tensor::<i32, shape![dyn, 3]>::from_shape_vec(&[1, 3], vec![1, 2, 3]).unwrap();
    let err = one.try_add_assign(&b).unwrap_err();
    assert_eq!(
        err,
        ShapeError::BroadcastInto {
            source: vec![5, 3],
            target: vec![1, 3],
            axis: Some(0),
            dim: None,
        }
    );
    assert_eq!(
        err.to_string(),
        "shape [5, 3] cannot be broadcast into [1, 3]: axis 0 is 5 but the target's axis 0 is 1"
    );
    assert_eq!(one.to_vec(), [1, 2, 3]);
    // A dyn source of higher rank than its run-time target cannot happen; a dyn source whose
    // run-time dim is 1 broadcasts into a static target.
    let mut t = Tensor::<i32, shape![2, 3]>::zeros();
    let row = Tensor::<i32, shape![dyn, 3]>::from_shape_vec(&[1, 3], vec![7, 8, 9]).unwrap();
    t -= &row;
    assert_eq!(t.to_vec(), [-7, -8, -9, -7, -8, -9]);
}

#[test]
fn operator_panics_point_at_the_callers_line() {
    use std::cell::{Cell, RefCell};
    thread_local! {
        /// Set on this test's thread while it expects a panic.
        static WATCHING: Cell<bool> = const { Cell::new(false) };
        /// Where the watched panic happened.
        static LOCATION: RefCell<Option<(String, u32)>> = const { RefCell::new(None) };
    }
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if WATCHING.with(Cell::get) {
            let at = info.location().map(|at| (at.file().to_string(), at.line()));
            LOCATION.with(|l| *l.borrow_mut() = at);
        } else {
            default(info);
        }
    }));
    let a = Tensor::<i32, shape![dyn, 3]>::from_shape_vec(&[2, 3], vec![0; 6]).unwrap();
    let b = Tensor::<i32, shape![5, 3]>::zeros();
    WATCHING.with(|w| w.set(true));
    let line = line!() + 1;
    let result = catch_unwind(AssertUnwindSafe(|| &a + &b));
    WATCHING.with(|w| w.set(false));
    assert!(result.is_err());
    let (file, at) = LOCATION
        .with(|l| l.borrow().clone())
        .expect("a panic location");
    assert!(
        file.ends_with("static_shapes.rs"),
        "panic reported in {file}"
    );
    assert_eq!(at, line);
}

#[test]
fn tensors_cross_threads_and_unwind_boundaries_like_their_elements() {
    fn shareable<T: Send + Sync + std::panic::UnwindSafe + std::panic::RefUnwindSafe>() {}
    shareable::<Tensor<f32, shape![2, 3]>>();
    shareable::<Tensor<i64, shape![dyn]>>();
    let t = Tensor::<i32, shape![3]>::from_vec(vec![1, 2, 3]).unwrap();
    let clone = t.clone();
    let sum = std::thread::spawn(move || clone.to_vec().iter().sum::<i32>())
        .join()
        .unwrap();
    assert_eq!(sum, 6);
    assert_eq!(t.to_vec(), [1, 2, 3]);
}

/// Every entry point that takes run-time dims rejects dims whose element count overflows
/// `usize` with `ElementCountOverflow`, and none panics.
#[test]
fn every_run_time_dims_entry_point_rejects_an_overflowing_count() {
    type S = shape![dyn, dyn];
    let huge = [(1usize << 63) + 1, 2];
    let overflow = || ShapeError::ElementCountOverflow {
        dims: huge.to_vec(),
    };
    type Call<'a> = Box<dyn Fn() -> Result<(), ShapeError> + 'a>;
    let calls: Vec<(&str, Call)> = vec![
        (
            "from_shape_vec",
            Box::new(|| Tensor::<u8, S>::from_shape_vec(&huge, vec![]).map(drop)),
        ),
        (
            "from_fn_with_dims",
            Box::new(|| Tensor::<u8, S>::from_fn_with_dims(&huge, |_| 0).map(drop)),
        ),
        (
            "full_with_dims",
            Box::new(|| Tensor::<u8, S>::full_with_dims(&huge, 1).map(drop)),
        ),
        (
            "zeros_with_dims",
            Box::new(|| Tensor::<u8, S>::zeros_with_dims(&huge).map(drop)),
        ),
        (
            "ones_with_dims",
            Box::new(|| Tensor::<u8, S>::ones_with_dims(&huge).map(drop)),
        ),
        (
            "try_broadcast_to_dims",
            Box::new(|| {
                let one = Tensor::<u8, shape![1]>::from_vec(vec![7]).unwrap();
                one.try_broadcast_to_dims::<S>(&huge).map(drop)
            }),
        ),
        (
            "view_with_dims",
            Box::new(|| {
                let t = Tensor::<u8, shape![dyn]>::from_shape_vec(&[2], vec![1, 2]).unwrap();
                t.view_with_dims::<S>(&huge).map(drop)
            }),
        ),
        (
            "try_reshape_with_dims",
            Box::new(|| {
                let t = Tensor::<u8, shape![dyn]>::from_shape_vec(&[2], vec![1, 2]).unwrap();
                t.try_reshape_with_dims::<S>(&huge).map(drop)
            }),
        ),
    ];
    for (name, call) in calls {
        let result =
            catch_unwind(AssertUnwindSafe(&*call)).unwrap_or_else(|_| panic!("{name} panicked"));
        assert_eq!(result, Err(overflow()), "{name}");
    }
}

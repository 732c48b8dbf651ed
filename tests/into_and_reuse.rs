//! `*_into` writes and owned-buffer reuse: values against a naive reference, and pointer
//! identity to show which forms allocate nothing.

use typed_tensor::{shape, ShapeError, Tensor};

fn ptr<T, S>(t: &Tensor<T, S>) -> *const T {
    t.as_slice().expect("contiguous").as_ptr()
}

/// out[i, j] = a[i, 0] op b[j] for a [R, 1] and a [C] operand.
fn outer_reference(a: &[i64], b: &[i64], op: impl Fn(i64, i64) -> i64) -> Vec<i64> {
    a.iter()
        .flat_map(|&x| b.iter().map(move |&y| (x, y)))
        .map(|(x, y)| op(x, y))
        .collect()
}

#[test]
fn every_into_op_broadcasts_both_operands_into_out() {
    let a = Tensor::<i64, shape![4, 1]>::from_vec(vec![7, -9, 40, 3]).unwrap();
    let b = Tensor::<i64, shape![3]>::from_vec(vec![2, -5, 6]).unwrap();
    let mut out = Tensor::<i64, shape![4, 3]>::full(99);
    let (av, bv) = (a.to_vec(), b.to_vec());
    let before = ptr(&out);

    a.add_into(&b, &mut out);
    assert_eq!(out.to_vec(), outer_reference(&av, &bv, |x, y| x + y));
    a.sub_into(&b, &mut out);
    assert_eq!(out.to_vec(), outer_reference(&av, &bv, |x, y| x - y));
    a.mul_into(&b, &mut out);
    assert_eq!(out.to_vec(), outer_reference(&av, &bv, |x, y| x * y));
    a.div_into(&b, &mut out);
    assert_eq!(out.to_vec(), outer_reference(&av, &bv, |x, y| x / y));
    a.rem_into(&b, &mut out);
    assert_eq!(out.to_vec(), outer_reference(&av, &bv, |x, y| x % y));
    assert_eq!(ptr(&out), before, "a unique out is written in place");
}

#[test]
fn into_out_larger_than_both_operands_repeats_them() {
    // Like NumPy's out=: operands of shape [3] fill every row of a [2, 3] out.
    let a = Tensor::<f32, shape![3]>::from_vec(vec![1.0, 2.0, 3.0]).unwrap();
    let b = Tensor::<f32, shape![3]>::from_vec(vec![0.5, 0.25, 0.125]).unwrap();
    let mut out = Tensor::<f32, shape![2, 3]>::zeros();
    a.mul_into(&b, &mut out);
    assert_eq!(out.to_vec(), [0.5, 0.5, 0.375, 0.5, 0.5, 0.375]);
}

#[test]
fn into_a_shared_out_leaves_the_clone_alone() {
    let a = Tensor::<i32, shape![2, 2]>::from_vec(vec![1, 2, 3, 4]).unwrap();
    let mut out = Tensor::<i32, shape![2, 2]>::zeros();
    let clone = out.clone();
    a.add_into(&a, &mut out);
    assert_eq!(out.to_vec(), [2, 4, 6, 8]);
    assert_eq!(clone.to_vec(), [0, 0, 0, 0]);
    assert_ne!(ptr(&out), ptr(&clone));
}

#[test]
fn try_into_with_a_misfit_dyn_is_an_err_and_out_is_unchanged() {
    let a = Tensor::<i32, shape![dyn, 2]>::from_shape_vec(&[3, 2], vec![1; 6]).unwrap();
    let b = Tensor::<i32, shape![2]>::from_vec(vec![1, 1]).unwrap();
    let mut out = Tensor::<i32, shape![dyn, 2]>::from_shape_vec(&[2, 2], vec![5; 4]).unwrap();
    let err = a.try_add_into(&b, &mut out).unwrap_err();
    assert_eq!(
        err,
        ShapeError::BroadcastInto {
            source: vec![3, 2],
            target: vec![2, 2],
            axis: Some(0),
            dim: None,
        }
    );
    assert_eq!(
        err.to_string(),
        "shape [3, 2] cannot be broadcast into [2, 2]: axis 0 is 3 but the target's axis 0 is 2"
    );
    assert_eq!(out.to_vec(), [5; 4]);
}

#[test]
#[should_panic(expected = "shape [3, 2] cannot be broadcast into [2, 2]")]
fn into_with_a_misfit_dyn_panics_with_the_same_text() {
    let a = Tensor::<i32, shape![dyn, 2]>::from_shape_vec(&[3, 2], vec![1; 6]).unwrap();
    let mut out = Tensor::<i32, shape![dyn, 2]>::zeros_with_dims(&[2, 2]).unwrap();
    a.sub_into(&a, &mut out);
}

#[test]
fn owned_operands_become_the_result_without_allocating() {
    let b = Tensor::<f32, shape![3]>::from_vec(vec![1.0, 2.0, 3.0]).unwrap();

    let a = Tensor::<f32, shape![2, 3]>::from_fn(|i| (i[0] * 3 + i[1]) as f32);
    let p = ptr(&a);
    let sum = a + &b;
    assert_eq!(ptr(&sum), p, "owned lhs with the result's shape is reused");
    assert_eq!(sum.to_vec(), [1.0, 3.0, 5.0, 4.0, 6.0, 8.0]);

    let c = Tensor::<f32, shape![2, 3]>::from_fn(|i| (i[0] * 3 + i[1]) as f32);
    let p = ptr(&c);
    let diff = &b - c;
    assert_eq!(
        ptr(&diff),
        p,
        "owned rhs with the result's shape is reused, operands kept in order"
    );
    assert_eq!(diff.to_vec(), [1.0, 1.0, 1.0, -2.0, -2.0, -2.0]);

    let p = ptr(&diff);
    let scaled = diff * 2.0;
    assert_eq!(ptr(&scaled), p);
    let negated = -scaled;
    assert_eq!(ptr(&negated), p);
    let flipped = 10.0 - negated;
    assert_eq!(ptr(&flipped), p);
    assert_eq!(flipped.to_vec(), [12.0, 12.0, 12.0, 6.0, 6.0, 6.0]);
}

#[test]
fn an_owned_operand_that_is_shared_or_broadcast_is_not_reused() {
    let a = Tensor::<i32, shape![2, 2]>::from_vec(vec![1, 2, 3, 4]).unwrap();
    let keep = a.clone();
    let sum = a + &keep;
    assert_eq!(sum.to_vec(), [2, 4, 6, 8]);
    assert_eq!(
        keep.to_vec(),
        [1, 2, 3, 4],
        "a clone never sees another's writes"
    );
    assert_ne!(ptr(&sum), ptr(&keep));

    // The owned operand is smaller than the result: a new buffer is needed.
    let row = Tensor::<i32, shape![2]>::from_vec(vec![10, 20]).unwrap();
    let grid = Tensor::<i32, shape![2, 2]>::from_vec(vec![1, 2, 3, 4]).unwrap();
    assert_eq!((row + &grid).to_vec(), [11, 22, 13, 24]);
}

#[test]
fn large_ops_split_over_threads_match_the_reference() {
    // Above the default parallel threshold (2^18), with rows that chunks split mid-way.
    let rows = 600;
    let cols = 1001;
    let a = Tensor::<i64, shape![dyn, dyn]>::from_fn_with_dims(&[rows, cols], |i| {
        (i[0] * 7 + i[1] * 3) as i64
    })
    .unwrap();
    let b = Tensor::<i64, shape![dyn, 1]>::from_fn_with_dims(&[rows, 1], |i| i[0] as i64 - 150)
        .unwrap();
    let expected: Vec<i64> = (0..rows)
        .flat_map(|r| (0..cols).map(move |c| (r * 7 + c * 3) as i64 * (r as i64 - 150)))
        .collect();
    assert_eq!((&a * &b).to_vec(), expected);
    let mut out = Tensor::<i64, shape![dyn, dyn]>::zeros_with_dims(&[rows, cols]).unwrap();
    a.mul_into(&b, &mut out);
    assert_eq!(out.to_vec(), expected);
    let mut x = a.clone();
    x *= &b;
    assert_eq!(x.to_vec(), expected);
    let default = typed_tensor::runtime::parallel_min_elements();
    assert!(
        rows * cols >= default,
        "the test must cross the threshold to split"
    );
    typed_tensor::runtime::set_parallel_min_elements(usize::MAX);
    assert_eq!(
        (&a * &b).to_vec(),
        expected,
        "forced serial gives the same values"
    );
    typed_tensor::runtime::set_parallel_min_elements(default);
}

#[test]
fn a_recycled_large_output_holds_only_the_new_values() {
    // 6 MiB outputs: large enough to be recycled (at least 4 MiB), a size no other test uses.
    let a = Tensor::<f32, shape![1024, 1536]>::from_fn(|i| (i[0] * 3 + i[1]) as f32);
    let b = Tensor::<f32, shape![1536]>::from_fn(|i| i[0] as f32 * 0.5 - 100.0);
    let sum = &a + &b;
    let recycled = ptr(&sum);
    drop(sum);
    let product = &a * &b;
    assert_eq!(ptr(&product), recycled, "the freed sum's memory is reused");
    let (a, b) = (a.to_vec(), b.to_vec());
    let want: Vec<f32> = a
        .iter()
        .enumerate()
        .map(|(k, &x)| x * b[k % 1536])
        .collect();
    assert_eq!(product.to_vec(), want);
}

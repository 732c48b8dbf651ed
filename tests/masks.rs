//! `tril`, `triu` and `masked_fill` against naive loops over every index, on batches,
//! non-square and empty matrices, strided views and `bool`; `Var::masked_fill`'s gradient.

use typed_tensor::autograd::Tape;
use typed_tensor::{shape, Tensor};

/// Whether `[.., i, j]` stays in `tril(k)` (`lower`) or `triu(k)`, by the definition.
fn kept(i: usize, j: usize, k: isize, lower: bool) -> bool {
    let (i, j, k) = (i as i128, j as i128, k as i128);
    if lower {
        j <= i + k
    } else {
        j >= i + k
    }
}

/// The naive triangle of a row-major `[batch, rows, cols]` array.
fn naive<T: Copy + Default>(x: &[T], rows: usize, cols: usize, k: isize, lower: bool) -> Vec<T> {
    x.iter()
        .enumerate()
        .map(|(n, &v)| {
            let (i, j) = ((n / cols) % rows, n % cols);
            if kept(i, j, k, lower) {
                v
            } else {
                T::default()
            }
        })
        .collect()
}

#[test]
fn triangles_match_the_definition() {
    let x = Tensor::<i64, shape![2, 3, 5]>::from_fn(|i| (100 * i[0] + 10 * i[1] + i[2]) as i64 + 1);
    for k in [-7, -3, -1, 0, 1, 2, 4, 5, 9, isize::MIN, isize::MAX] {
        assert_eq!(
            x.tril(k).to_vec(),
            naive(&x.to_vec(), 3, 5, k, true),
            "tril({k})"
        );
        assert_eq!(
            x.triu(k).to_vec(),
            naive(&x.to_vec(), 3, 5, k, false),
            "triu({k})"
        );
    }
    // A transposed view ([2, 5, 3]) is read in its own order.
    let t = x.transpose::<1, 2>();
    for k in [-2, 0, 1] {
        assert_eq!(
            t.tril(k).to_vec(),
            naive(&t.to_vec(), 5, 3, k, true),
            "tril({k}) of a view"
        );
        assert_eq!(
            t.triu(k).to_vec(),
            naive(&t.to_vec(), 5, 3, k, false),
            "triu({k}) of a view"
        );
    }
    // A stride-0 broadcast: the result owns its elements.
    let row = Tensor::<f32, shape![4]>::ones();
    let square = row.broadcast_to::<shape![4, 4]>();
    assert_eq!(
        square.tril(0).to_vec(),
        naive(&square.to_vec(), 4, 4, 0, true)
    );
    assert_eq!(square.to_vec(), [1.0; 16]);
    // bool: the causal mask and its complement.
    let ones = Tensor::<bool, shape![dyn, dyn]>::full_with_dims(&[3, 4], true).unwrap();
    assert_eq!(ones.tril(0).to_vec(), naive(&ones.to_vec(), 3, 4, 0, true));
    assert_eq!(ones.triu(1).to_vec(), naive(&ones.to_vec(), 3, 4, 1, false));
    // Empty matrices and batches.
    let none = Tensor::<f64, shape![dyn, dyn, dyn]>::zeros_with_dims(&[2, 0, 3]).unwrap();
    assert_eq!(none.tril(0).dims(), &[2, 0, 3]);
    let no_cols = Tensor::<f64, shape![dyn, dyn]>::zeros_with_dims(&[3, 0]).unwrap();
    assert_eq!(no_cols.triu(-1).dims(), &[3, 0]);
}

#[test]
fn masked_fill_matches_a_loop_and_broadcasts() {
    let x = Tensor::<f32, shape![2, 3, 4]>::from_fn(|i| (i[0] * 12 + i[1] * 4 + i[2]) as f32);
    let mask = Tensor::<bool, shape![3, 1]>::from_vec(vec![true, false, true]).unwrap();
    let y = x.masked_fill(&mask, -1.0);
    let want: Vec<f32> = x
        .to_vec()
        .iter()
        .enumerate()
        .map(|(n, &v)| if (n / 4) % 3 != 1 { -1.0 } else { v })
        .collect();
    assert_eq!(y.to_vec(), want);
    // A mask with more axes broadcasts the tensor up, as `where_`.
    let row = Tensor::<i32, shape![3]>::from_vec(vec![1, 2, 3]).unwrap();
    let grid = Tensor::<bool, shape![2, 3]>::from_vec(vec![true, false, false, false, false, true])
        .unwrap();
    let out: Tensor<i32, shape![2, 3]> = row.masked_fill(&grid, 0);
    assert_eq!(out.to_vec(), [0, 2, 3, 1, 2, 0]);
    // A transposed mask is read by index.
    let m = Tensor::<bool, shape![4, 3]>::from_fn(|i| i[0] == i[1]);
    let filled = x.masked_fill(&m.t(), 9.0);
    let want: Vec<f32> = x
        .to_vec()
        .iter()
        .enumerate()
        .map(|(n, &v)| if (n / 4) % 3 == n % 4 { 9.0 } else { v })
        .collect();
    assert_eq!(filled.to_vec(), want);
    // A `Dyn` mismatch names both shapes.
    let d = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[3]).unwrap();
    let two = Tensor::<bool, shape![dyn]>::full_with_dims(&[2], true).unwrap();
    let err = d.try_masked_fill(&two, 1.0).unwrap_err().to_string();
    assert!(err.contains("[2]") && err.contains("[3]"), "{err}");
}

#[test]
fn masked_fill_passes_the_gradient_where_the_mask_is_false() {
    let x = Tensor::<f64, shape![2, 3]>::from_vec(vec![1., 2., 3., 4., 5., 6.]).unwrap();
    let mask = Tensor::<bool, shape![3]>::from_vec(vec![false, true, false]).unwrap();
    let w = Tensor::<f64, shape![2, 3]>::from_vec(vec![1., 2., 3., 4., 5., 6.]).unwrap();
    let tape = Tape::new();
    let y = tape.param(&x).masked_fill(&mask, 7.0);
    assert_eq!(y.value().to_vec(), [1., 7., 3., 4., 7., 6.]);
    let g = (&y * &tape.constant(w))
        .sum_all()
        .backward()
        .get(&x)
        .unwrap();
    assert_eq!(g.to_vec(), [1., 0., 3., 4., 0., 6.]);
    // A mask with more axes: the gradient is summed back to the value's shape.
    let row = Tensor::<f64, shape![3]>::from_vec(vec![1., 2., 3.]).unwrap();
    let grid = Tensor::<bool, shape![2, 3]>::from_vec(vec![true, false, false, false, false, true])
        .unwrap();
    let tape = Tape::new();
    let g = tape
        .param(&row)
        .masked_fill(&grid, 0.0)
        .sum_all()
        .backward()
        .get(&row)
        .unwrap();
    assert_eq!(g.to_vec(), [1., 2., 1.]);
}

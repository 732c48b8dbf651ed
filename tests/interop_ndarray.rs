//! Feature `ndarray`: zero-copy views of every tensor layout, one-copy conversions both ways,
//! each element checked against the other side's own indexing, and dims errors.
#![cfg(feature = "ndarray")]

use ndarray::{array, s, Array, Array3, ArrayView, Axis, IxDyn, ShapeBuilder};
use typed_tensor::interop::ndarray::NdarrayShape;
use typed_tensor::{axes, shape, Tensor};

mod common;
use common::indices;

/// The view has the tensor's dims and strides, and each element at each index.
fn assert_same_elements<T: PartialEq + std::fmt::Debug, S: NdarrayShape>(
    tensor: &Tensor<T, S>,
    view: &ArrayView<'_, T, S::Dim>,
) {
    assert_eq!(view.shape(), tensor.dims());
    for index in indices(tensor.dims()) {
        let at: &[usize] = &index;
        let dyn_view = view.view().into_dyn();
        assert_eq!(dyn_view.get(IxDyn(at)), tensor.get(at), "at {index:?}");
    }
}

#[test]
fn contiguous_tensors_are_viewed_in_place() {
    let t = Tensor::<f64, shape![3, 4]>::from_fn(|i| i[0] as f64 * 0.5 - i[1] as f64);
    let view = t.as_array_view();
    assert_eq!(view.as_ptr(), t.as_slice().unwrap().as_ptr(), "no copy");
    assert_eq!(view.strides(), &[4, 1]);
    assert!(view.is_standard_layout());
    assert_same_elements(&t, &view);
}

#[test]
fn permuted_and_transposed_views_keep_their_strides() {
    let t = Tensor::<i64, shape![2, 3, 4]>::from_fn(|i| (100 * i[0] + 10 * i[1] + i[2]) as i64);
    let p: Tensor<i64, shape![4, 2, 3]> = t.permute::<axes![2, 0, 1]>();
    let view = p.as_array_view();
    assert_eq!(view.strides(), &[1, 12, 4]);
    assert_eq!(view.as_ptr(), t.as_slice().unwrap().as_ptr());
    assert_same_elements(&p, &view);
    // ndarray's own permutation of the original view is the same array.
    assert_eq!(view, t.as_array_view().permuted_axes([2, 0, 1]));
}

#[test]
fn broadcast_views_have_stride_zero() {
    let col = Tensor::<u32, shape![3, 1]>::from_vec(vec![7, 8, 9]).unwrap();
    let wide: Tensor<u32, shape![2, 3, 5]> = col.broadcast_to();
    let view = wide.as_array_view();
    assert_eq!(view.shape(), &[2, 3, 5]);
    assert_eq!(view.strides()[0], 0);
    assert_eq!(view.strides()[2], 0);
    assert_eq!(view.as_ptr(), col.as_slice().unwrap().as_ptr());
    assert_same_elements(&wide, &view);
    assert_eq!(view.sum(), 2 * 5 * (7 + 8 + 9));
}

#[test]
fn rank_zero_empty_and_high_rank_tensors() {
    let scalar = Tensor::<f32, shape![]>::full(4.5);
    let view = scalar.as_array_view();
    assert_eq!(view.into_scalar(), &4.5);

    let empty = Tensor::<f32, shape![dyn, 3]>::zeros_with_dims(&[0, 3]).unwrap();
    assert_eq!(empty.as_array_view().shape(), &[0, 3]);
    assert_eq!(empty.to_array().len(), 0);

    // Ranks 7 and 8 map to IxDyn.
    let big =
        Tensor::<u16, shape![2, 1, 2, 1, 2, 1, 2, 3]>::from_fn(|i| i.iter().sum::<usize>() as u16);
    let view: ArrayView<'_, u16, IxDyn> = big.as_array_view();
    assert_eq!(view.ndim(), 8);
    assert_same_elements(&big, &view);
    let seven = Tensor::<u8, shape![1, 2, 1, 2, 1, 2, 2]>::from_fn(|i| {
        (i[1] * 8 + i[3] * 4 + i[5] * 2 + i[6]) as u8
    });
    assert_eq!(
        seven.to_array().iter().copied().collect::<Vec<_>>(),
        (0..16).collect::<Vec<u8>>()
    );
}

#[test]
fn to_array_copies_into_standard_layout() {
    let t = Tensor::<i32, shape![2, 3]>::from_fn(|i| (10 * i[0] + i[1]) as i32);
    let a = t.t().to_array();
    assert!(a.is_standard_layout());
    assert_eq!(a, array![[0, 10], [1, 11], [2, 12]]);
    assert_ne!(a.as_ptr(), t.as_slice().unwrap().as_ptr());
}

#[test]
fn arrays_of_any_layout_come_in_row_major() {
    let a: Array3<i32> = Array::from_shape_fn((2, 3, 4), |(i, j, k)| (100 * i + 10 * j + k) as i32);
    let reference =
        |arr: &ArrayView<'_, i32, ndarray::Ix3>| arr.iter().copied().collect::<Vec<_>>();

    let t = Tensor::<i32, shape![2, 3, 4]>::from_array(&a).unwrap();
    assert_eq!(t.to_vec(), reference(&a.view()));

    // Column-major memory.
    let f = Array::from_shape_vec((2, 3, 4).f(), (0..24).collect()).unwrap();
    let t = Tensor::<i32, shape![2, 3, 4]>::from_array(&f).unwrap();
    for index in indices(&[2, 3, 4]) {
        assert_eq!(t.get(&index), Some(&f[[index[0], index[1], index[2]]]));
    }

    // Negative and stepped strides.
    let sliced = a.slice(s![..;-1, 1.., ..;2]);
    let t = Tensor::<i32, shape![2, 2, 2]>::from_array(sliced).unwrap();
    assert_eq!(t.to_vec(), reference(&sliced));
    assert_eq!(t.to_vec(), [110, 112, 120, 122, 10, 12, 20, 22]);

    // ndarray's own broadcast (stride 0) and a dynamic-dimension array.
    let row = array![1.0f32, 2.0, 3.0];
    let t = Tensor::<f32, shape![dyn, 3]>::from_array(row.broadcast((2, 3)).unwrap()).unwrap();
    assert_eq!(t.to_vec(), [1.0, 2.0, 3.0, 1.0, 2.0, 3.0]);
    let d = a.clone().into_dyn();
    let t = Tensor::<i32, shape![dyn, 3, dyn]>::from_array(&d).unwrap();
    assert_eq!(t.dims(), &[2, 3, 4]);
    assert_eq!(t.to_vec(), reference(&a.view()));
}

#[test]
fn round_trips_keep_every_element() {
    let t = Tensor::<f64, shape![dyn, 4, 3]>::from_fn_with_dims(&[5, 4, 3], |i| {
        (i[0] as f64).sin() * 3.0 + i[1] as f64 - (i[2] as f64).sqrt()
    })
    .unwrap();
    let back = Tensor::<f64, shape![dyn, 4, 3]>::try_from(t.to_array()).unwrap();
    assert_eq!(back, t);
    let viewed = Tensor::<f64, shape![5, 4, 3]>::from_array(t.as_array_view()).unwrap();
    assert_eq!(viewed.to_vec(), t.to_vec());
    // Summing on either side agrees.
    let ours: Vec<f64> = t.sum::<0>().to_vec();
    let theirs: Vec<f64> = t
        .as_array_view()
        .sum_axis(Axis(0))
        .iter()
        .copied()
        .collect();
    for (x, y) in ours.iter().zip(&theirs) {
        assert!((x - y).abs() < 1e-12);
    }
}

#[test]
fn dims_that_do_not_fit_the_type_are_errors() {
    let a = Array::from_shape_fn((2, 3), |(i, j)| i + j);
    let err = Tensor::<usize, shape![2, 4]>::try_from(a.clone()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "dims [2, 3] do not fit shape (D<2>, D<4>): axis 1 is 3, the type says 4"
    );
    let err = Tensor::<usize, shape![dyn, 2, 3]>::from_array(&a).unwrap_err();
    assert_eq!(
        err.to_string(),
        "dims [2, 3] do not fit shape (Dyn, D<2>, D<3>): 2 axes given, the type has 3"
    );
    let err = Tensor::<usize, shape![]>::from_array(a.view().into_dyn()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "dims [2, 3] do not fit shape (): 2 axes given, the type has 0"
    );
    // A rank-0 array into a rank-0 tensor.
    let zero = ndarray::arr0(5usize);
    assert_eq!(
        Tensor::<usize, shape![]>::from_array(&zero)
            .unwrap()
            .to_vec(),
        [5]
    );
}

#[test]
fn the_largest_broadcast_view_is_within_ndarrays_limit() {
    // The most elements a tensor may have: (isize::MAX - 64) / 16.
    let largest = (isize::MAX as usize - 64) / 16;
    let one = Tensor::<u8, shape![1]>::ones();
    let huge = one
        .try_broadcast_to_dims::<shape![dyn]>(&[largest])
        .unwrap();
    let view = huge.as_array_view();
    assert_eq!((view.len(), view.strides()), (largest, &[0][..]));
    assert_eq!(view[largest - 1], 1);
    assert!(one
        .try_broadcast_to_dims::<shape![dyn]>(&[largest + 1])
        .is_err());
}

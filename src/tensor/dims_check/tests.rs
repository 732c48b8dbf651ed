//! The decoder against `Shape::STATIC_DIMS`, and the check at `from_parts` against wrong
//! layouts built through the crate-internal constructors.

use super::misfit;
use crate::layout::Layout;
use crate::shape;
use crate::shape::type_name::{decode, type_dims, DIM_PATH};
use crate::{Dyn, One, Shape, D};

/// The decoded dims of `S`, which must be the ones its `Shape` impl states.
fn decoded<S: Shape>() -> Vec<Option<usize>> {
    let dims = type_dims::<S>()
        .unwrap_or_else(|| panic!("{} is not decoded", core::any::type_name::<S>()));
    assert_eq!(dims.as_slice(), S::STATIC_DIMS, "{}", S::describe());
    dims.as_slice().to_vec()
}

#[test]
fn the_dims_print_under_the_decoded_path() {
    for name in [
        core::any::type_name::<D<3>>(),
        core::any::type_name::<One>(),
        core::any::type_name::<Dyn>(),
    ] {
        assert!(name.starts_with(DIM_PATH), "{name}");
    }
}

#[test]
fn every_kind_of_dim_and_rank_decodes_to_the_shape_s_static_dims() {
    assert_eq!(decoded::<shape![]>(), []);
    assert_eq!(decoded::<shape![5]>(), [Some(5)]);
    assert_eq!(decoded::<shape![1]>(), [Some(1)]);
    assert_eq!(decoded::<shape![dyn]>(), [None]);
    assert_eq!(decoded::<(D<1>, D<0>)>(), [Some(1), Some(0)]);
    assert_eq!(decoded::<shape![5, 1, dyn]>(), [Some(5), Some(1), None]);
    assert_eq!(
        decoded::<shape![2, dyn, 1, 3, 4, dyn, 6, 7]>(),
        [
            Some(2),
            None,
            Some(1),
            Some(3),
            Some(4),
            None,
            Some(6),
            Some(7)
        ]
    );
    assert_eq!(
        decoded::<(D<{ usize::MAX }>, D<{ usize::MAX - 1 }>, D<{ 1 << 63 }>)>(),
        [Some(usize::MAX), Some(usize::MAX - 1), Some(1 << 63)]
    );
}

#[test]
fn generic_dim_arguments_and_nested_brackets_split_at_the_top_level_commas() {
    let name = "(typed_tensor::shape::dim::Dyn<my::Tag<(u8, [u8; 2])>>, \
                typed_tensor::shape::dim::Dyn<fn(u8) -> u8>, typed_tensor::shape::dim::D<3>)";
    let dims = decode(name).expect("decoded");
    assert_eq!(dims.as_slice(), [None, None, Some(3)]);
}

/// Types that are not tuples of this crate's dims are not decoded, so the check skips them.
#[test]
fn other_types_are_not_decoded() {
    mod dim {
        #[allow(dead_code)]
        pub struct D<const N: usize>;
    }
    assert_eq!(type_dims::<u8>(), None);
    assert_eq!(type_dims::<Vec<usize>>(), None);
    assert_eq!(type_dims::<(u8,)>(), None);
    assert_eq!(type_dims::<(D<2>, dim::D<3>)>(), None);
    for name in [
        "(typed_tensor::shape::dim::D<N>,)",
        "(typed_tensor::shape::dim::D<>,)",
        "(typed_tensor::shape::dim::D<0x5>,)",
        "(typed_tensor::shape::dim::One<u8>,)",
        "(typed_tensor::shape::dim::Dyn<u8,)",
        "(typed_tensor::shape::dim::D<3>))",
        "(typed_tensor::shape::dim::D<3>,,)",
        "typed_tensor::shape::dim::D<3>",
        "(typed_tensor::shape::dim::D<3>)",
        "(typed_tensor::shape::dim::One, typed_tensor::shape::dim::One,)",
        "(typed_tensor::shape::dim::OneMore,)",
        "(typed_tensor::shape::dim::D<+5>,)",
        "(typed_tensor::shape::dim::D<5>x,)",
        "(typed_tensor::shape::dim::Dyn<u8>>,)",
        "(typed_tensor::shape::dim::Dynamo,)",
        "(typed_tensor::shape::dim::D<99999999999999999999>,)",
    ] {
        assert_eq!(decode(name), None, "{name}");
    }
    let nine = format!("({})", ["typed_tensor::shape::dim::One"; 9].join(", "));
    assert_eq!(decode(&nine), None);
}

#[test]
fn misfits_name_the_rank_or_the_static_axis() {
    type S = shape![2, dyn, 1];
    assert_eq!(misfit::<S>(&[2, 7, 1]), None);
    assert_eq!(misfit::<S>(&[2, 0, 1]), None);
    assert_eq!(
        misfit::<S>(&[2, 7]).as_deref(),
        Some("rank 2, the type says 3")
    );
    assert_eq!(
        misfit::<S>(&[3, 7, 1]).as_deref(),
        Some("axis 0 is 3, the type says 2")
    );
    assert_eq!(
        misfit::<S>(&[2, 7, 4]).as_deref(),
        Some("axis 2 is 4, the type says 1")
    );
    assert_eq!(
        misfit::<(D<1>,)>(&[2]).as_deref(),
        Some("axis 0 is 2, the type says 1")
    );
    assert_eq!(misfit::<u8>(&[2, 7]), None);
}

#[test]
fn a_layout_ends_after_its_last_reachable_element() {
    assert_eq!(Layout::contiguous(&[2, 3]).unwrap().end(), Some(6));
    assert_eq!(Layout::strided(&[3, 1], &[2, 0], 1).end(), Some(6));
    assert_eq!(Layout::strided(&[2, 3], &[0, 0], 4).end(), Some(5));
    assert_eq!(Layout::strided(&[0, 3], &[3, 1], 9).end(), None);
    // The last element would sit past `usize::MAX`.
    assert_eq!(
        Layout::strided(&[4], &[usize::MAX / 2], 0).end(),
        Some(usize::MAX)
    );
}

#[cfg(debug_assertions)]
mod debug_build {
    use crate::kernel::Buffer;
    use crate::layout::Layout;
    use crate::shape::D;
    use crate::{shape, Tensor};

    #[test]
    #[should_panic(expected = "built with dims [2, 4] (axis 1 is 4, the type says 3)")]
    fn from_parts_rejects_a_static_axis_of_another_size() {
        let layout = Layout::contiguous(&[2, 4]).unwrap();
        let _: Tensor<f32, shape![2, 3]> = Tensor::from_parts(Buffer::from(vec![0.; 8]), layout);
    }

    #[test]
    #[should_panic(expected = "(rank 1, the type says 2)")]
    fn from_parts_rejects_another_rank() {
        let layout = Layout::contiguous(&[6]).unwrap();
        let _: Tensor<f32, shape![dyn, dyn]> =
            Tensor::from_parts(Buffer::from(vec![0.; 6]), layout);
    }

    #[test]
    #[should_panic(expected = "(axis 0 is 2, the type says 1)")]
    fn retype_rejects_a_d1_axis_that_is_not_one() {
        let x = Tensor::<f32, shape![dyn, 3]>::zeros_with_dims(&[2, 3]).unwrap();
        let _: Tensor<f32, (D<1>, D<3>)> = x.retype();
    }

    #[test]
    #[should_panic(expected = "(axis 1 is 3, the type says 1)")]
    fn with_layout_rejects_a_view_that_disagrees_with_its_type() {
        let x = Tensor::<f32, shape![2, 3]>::zeros();
        let _: Tensor<f32, shape![2, 1]> = x.with_layout(*x.layout());
    }

    #[test]
    #[should_panic(expected = "a layout that ends at element 7 of a storage of 6")]
    fn with_layout_rejects_a_view_past_the_storage() {
        let x = Tensor::<f32, shape![6]>::zeros();
        let _: Tensor<f32, shape![3]> = x.with_layout(Layout::strided(&[3], &[2], 2));
    }

    #[test]
    fn agreeing_layouts_and_empty_views_pass() {
        let x = Tensor::<f32, shape![6]>::from_fn(|i| i[0] as f32);
        let view: Tensor<f32, shape![dyn, 1]> = x.with_layout(Layout::strided(&[3, 1], &[2, 0], 1));
        assert_eq!(view.to_vec(), [1., 3., 5.]);
        let empty: Tensor<f32, shape![0, 3]> = x.with_layout(Layout::strided(&[0, 3], &[3, 1], 6));
        assert_eq!(empty.to_vec(), Vec::<f32>::new());
    }
}

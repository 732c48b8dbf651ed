//! Feature `serde`: JSON round trips through `serde_json` for every layout, and the errors
//! for dims that do not fit the type or data of the wrong length.
#![cfg(feature = "serde")]

use typed_tensor::{shape, Tensor};

/// `{"dims":[..],"data":[..]}` written by hand from dims and row-major values: the reference.
fn json_of<T: ToString>(dims: &[usize], values: &[T]) -> String {
    let join = |items: Vec<String>| items.join(",");
    format!(
        r#"{{"dims":[{}],"data":[{}]}}"#,
        join(dims.iter().map(ToString::to_string).collect()),
        join(values.iter().map(ToString::to_string).collect()),
    )
}

#[test]
fn static_tensor_round_trips() {
    let t = Tensor::<i64, shape![2, 3, 1]>::from_fn(|i| 100 * i[0] as i64 - 7 * i[1] as i64);
    let json = serde_json::to_string(&t).unwrap();
    assert_eq!(json, json_of(&[2, 3, 1], &[0, -7, -14, 100, 93, 86]));
    let back: Tensor<i64, shape![2, 3, 1]> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, t);
}

#[test]
fn views_are_written_row_major() {
    let base =
        Tensor::<f64, shape![2, 3]>::from_vec(vec![1.5, -2.0, 3.25, 4.0, 5.5, -6.0]).unwrap();
    // Transposed: strides [1, 3]; the reference reads base[j][i].
    let transposed = base.t();
    let expected: Vec<f64> = (0..3)
        .flat_map(|i| (0..2).map(move |j| (i, j)))
        .map(|(i, j)| base.get(&[j, i]).copied().unwrap())
        .collect();
    let json = serde_json::to_string(&transposed).unwrap();
    let parsed: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        parsed,
        serde_json::json!({ "dims": [3, 2], "data": expected })
    );
    let back: Tensor<f64, shape![3, 2]> = serde_json::from_str(&json).unwrap();
    assert_eq!(back.to_vec(), expected);
    assert!(back.is_contiguous());

    // Broadcast (stride 0): every row repeated.
    let row = Tensor::<i32, shape![3]>::from_vec(vec![4, 5, 6]).unwrap();
    let wide: Tensor<i32, shape![2, 3]> = row.broadcast_to();
    assert_eq!(wide.strides(), &[0, 1]);
    assert_eq!(
        serde_json::to_string(&wide).unwrap(),
        json_of(&[2, 3], &[4, 5, 6, 4, 5, 6])
    );
}

#[test]
fn dyn_dims_come_from_the_data() {
    let json = json_of(&[4, 2], &[1, 2, 3, 4, 5, 6, 7, 8]);
    let t: Tensor<u8, shape![dyn, 2]> = serde_json::from_str(&json).unwrap();
    assert_eq!(t.dims(), &[4, 2]);
    assert_eq!(t.get(&[3, 0]), Some(&7));
    assert_eq!(serde_json::to_string(&t).unwrap(), json);
}

#[test]
fn rank_zero_and_empty_tensors() {
    let scalar = Tensor::<f32, shape![]>::full(2.5);
    let json = serde_json::to_string(&scalar).unwrap();
    assert_eq!(json, r#"{"dims":[],"data":[2.5]}"#);
    assert_eq!(
        serde_json::from_str::<Tensor<f32, shape![]>>(&json).unwrap(),
        scalar
    );

    let empty = Tensor::<f32, shape![dyn, 3]>::zeros_with_dims(&[0, 3]).unwrap();
    let json = serde_json::to_string(&empty).unwrap();
    assert_eq!(json, r#"{"dims":[0,3],"data":[]}"#);
    let back: Tensor<f32, shape![dyn, 3]> = serde_json::from_str(&json).unwrap();
    assert_eq!(back.dims(), &[0, 3]);
}

#[test]
fn fields_in_any_order_and_as_a_sequence() {
    let t: Tensor<i32, shape![2]> = serde_json::from_str(r#"{"data":[8,9],"dims":[2]}"#).unwrap();
    assert_eq!(t.to_vec(), [8, 9]);
    // Formats without field names write the struct as `[dims, data]`.
    let t: Tensor<i32, shape![dyn]> = serde_json::from_str("[[3],[1,2,3]]").unwrap();
    assert_eq!(t.to_vec(), [1, 2, 3]);
}

fn error<S: typed_tensor::Shape>(json: &str) -> String {
    serde_json::from_str::<Tensor<i32, S>>(json)
        .map(|t| panic!("{json} was accepted as {:?}", t.dims()))
        .unwrap_err()
        .to_string()
}

#[test]
fn dims_that_do_not_fit_the_type_are_errors() {
    assert!(error::<shape![2, 3]>(&json_of(&[3, 2], &[0; 6]))
        .starts_with("dims [3, 2] do not fit shape (D<2>, D<3>): axis 0 is 3, the type says 2"));
    assert!(error::<shape![dyn, 3]>(&json_of(&[6], &[0; 6]))
        .starts_with("dims [6] do not fit shape (Dyn, D<3>): 1 axis given, the type has 2"));
}

#[test]
fn data_of_the_wrong_length_is_an_error_naming_both() {
    assert!(error::<shape![2, 3]>(&json_of(&[2, 3], &[1, 2, 3, 4, 5]))
        .starts_with("dims [2, 3] need 6 elements but the data has 5"));
    assert!(error::<shape![dyn, 3]>(&json_of(&[1, 3], &[1, 2, 3, 4]))
        .starts_with("dims [1, 3] need 3 elements but the data has 4"));
}

#[test]
fn element_counts_that_overflow_are_errors() {
    let huge = usize::MAX / 2 + 1;
    let json = format!(r#"{{"dims":[{huge},2],"data":[]}}"#);
    assert!(error::<shape![dyn, dyn]>(&json).starts_with(&format!(
        "the element count of dims [{huge}, 2] is too large"
    )));
}

#[test]
fn malformed_structs_are_errors() {
    assert!(error::<shape![2]>(r#"{"dims":[2]}"#).starts_with("missing field `data`"));
    assert!(error::<shape![2]>(r#"{"data":[1,2]}"#).starts_with("missing field `dims`"));
    assert!(
        error::<shape![2]>(r#"{"dims":[2],"dims":[2],"data":[1,2]}"#)
            .starts_with("duplicate field `dims`")
    );
    assert!(
        error::<shape![2]>(r#"{"dims":[2],"data":[1,2],"shape":[2]}"#)
            .starts_with("unknown field `shape`, expected `dims` or `data`")
    );
    assert!(error::<shape![2]>(r#"{"dims":[2],"data":[1,"x"]}"#)
        .starts_with("invalid type: string \"x\", expected i32"));
    assert!(error::<shape![2]>("[[2]]")
        .starts_with("invalid length 1, expected a tensor of shape (D<2>,): { dims, data }"));
}

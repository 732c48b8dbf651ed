//! Feature `safetensors`: files written by the `safetensors` crate's own API load into typed
//! tensors (every dtype, unaligned bytes, `Dyn` dims), our saves read back through the crate's
//! own reader byte for byte, and each error names the tensor, the type and the file's side.
#![cfg(feature = "safetensors")]

use safetensors::tensor::{serialize as st_serialize, Dtype, SafeTensors, TensorView};
use typed_tensor::interop::safetensors::{serialize, serialize_to_file, SafetensorsError};
use typed_tensor::{shape, Tensor};

/// A file made by the safetensors crate alone from (name, dtype, dims, little-endian bytes).
fn file_of(entries: &[(&str, Dtype, Vec<usize>, Vec<u8>)]) -> Vec<u8> {
    let views = entries.iter().map(|(name, dtype, dims, bytes)| {
        (*name, TensorView::new(*dtype, dims.clone(), bytes).unwrap())
    });
    st_serialize(views, None).unwrap()
}

macro_rules! le {
    ($($x:expr),* $(,)?) => { vec![$($x.to_le_bytes().to_vec()),*].concat() };
}

#[test]
fn every_dtype_loads_with_its_values() {
    let bytes = file_of(&[
        (
            "f32",
            Dtype::F32,
            vec![2, 2],
            le![1.5f32, -0.0f32, f32::INFINITY, 3e-39f32],
        ),
        (
            "f64",
            Dtype::F64,
            vec![3],
            le![-2.25f64, 1e300f64, f64::MIN_POSITIVE],
        ),
        ("u8", Dtype::U8, vec![2], vec![0, 255]),
        ("i8", Dtype::I8, vec![2], le![-128i8, 127i8]),
        ("u16", Dtype::U16, vec![2], le![65535u16, 258u16]),
        ("i16", Dtype::I16, vec![1, 2], le![-32768i16, 1000i16]),
        ("u32", Dtype::U32, vec![2], le![u32::MAX, 7u32]),
        ("i32", Dtype::I32, vec![2], le![i32::MIN, -1i32]),
        ("u64", Dtype::U64, vec![2], le![u64::MAX, 1u64 << 40]),
        ("i64", Dtype::I64, vec![2], le![i64::MIN, 42i64]),
        ("bool", Dtype::BOOL, vec![3], vec![1, 0, 1]),
        ("scalar", Dtype::F32, vec![], le![6.5f32]),
    ]);
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let f32s = Tensor::<f32, shape![2, 2]>::from_safetensors(&file, "f32").unwrap();
    assert_eq!(f32s.to_vec(), [1.5, -0.0, f32::INFINITY, 3e-39]);
    assert!(f32s.to_vec()[1].is_sign_negative());
    assert_eq!(
        Tensor::<f64, shape![3]>::from_safetensors(&file, "f64")
            .unwrap()
            .to_vec(),
        [-2.25, 1e300, f64::MIN_POSITIVE]
    );
    assert_eq!(
        Tensor::<u8, shape![2]>::from_safetensors(&file, "u8")
            .unwrap()
            .to_vec(),
        [0, 255]
    );
    assert_eq!(
        Tensor::<i8, shape![2]>::from_safetensors(&file, "i8")
            .unwrap()
            .to_vec(),
        [-128, 127]
    );
    assert_eq!(
        Tensor::<u16, shape![2]>::from_safetensors(&file, "u16")
            .unwrap()
            .to_vec(),
        [65535, 258]
    );
    assert_eq!(
        Tensor::<i16, shape![1, 2]>::from_safetensors(&file, "i16")
            .unwrap()
            .to_vec(),
        [-32768, 1000]
    );
    assert_eq!(
        Tensor::<u32, shape![2]>::from_safetensors(&file, "u32")
            .unwrap()
            .to_vec(),
        [u32::MAX, 7]
    );
    assert_eq!(
        Tensor::<i32, shape![2]>::from_safetensors(&file, "i32")
            .unwrap()
            .to_vec(),
        [i32::MIN, -1]
    );
    assert_eq!(
        Tensor::<u64, shape![2]>::from_safetensors(&file, "u64")
            .unwrap()
            .to_vec(),
        [u64::MAX, 1 << 40]
    );
    assert_eq!(
        Tensor::<i64, shape![2]>::from_safetensors(&file, "i64")
            .unwrap()
            .to_vec(),
        [i64::MIN, 42]
    );
    assert_eq!(
        Tensor::<bool, shape![3]>::from_safetensors(&file, "bool")
            .unwrap()
            .to_vec(),
        [true, false, true]
    );
    assert_eq!(
        Tensor::<f32, shape![]>::from_safetensors(&file, "scalar")
            .unwrap()
            .to_vec(),
        [6.5]
    );
}

#[test]
fn unaligned_file_bytes_load_the_same_values() {
    let values: Vec<f64> = (0..50).map(|i| (i as f64).sqrt() - 3.0).collect();
    let data: Vec<u8> = values.iter().flat_map(|x| x.to_le_bytes()).collect();
    let bytes = file_of(&[("x", Dtype::F64, vec![5, 10], data)]);
    for shift in 1..8 {
        // The same file at an address that is not a multiple of 8.
        let mut shifted = vec![0u8; bytes.len() + shift];
        shifted[shift..].copy_from_slice(&bytes);
        let file = SafeTensors::deserialize(&shifted[shift..]).unwrap();
        let raw = file.tensor("x").unwrap().data().as_ptr() as usize;
        assert!(
            shift % 8 == 0 || !raw.is_multiple_of(8),
            "the data really is misaligned"
        );
        let x = Tensor::<f64, shape![5, 10]>::from_safetensors(&file, "x").unwrap();
        assert_eq!(x.to_vec(), values);
    }
}

#[test]
fn dyn_dims_are_filled_from_the_file() {
    let bytes = file_of(&[(
        "emb",
        Dtype::I32,
        vec![4, 3],
        le![0i32, 1i32, 2i32, 3i32, 4i32, 5i32, 6i32, 7i32, 8i32, 9i32, 10i32, 11i32],
    )]);
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let t = Tensor::<i32, shape![dyn, 3]>::from_safetensors(&file, "emb").unwrap();
    assert_eq!(t.dims(), &[4, 3]);
    assert_eq!(t.get(&[2, 1]), Some(&7));
    let t = Tensor::<i32, shape![dyn, dyn]>::from_safetensors(&file, "emb").unwrap();
    assert_eq!(t.dims(), &[4, 3]);
    let empty = file_of(&[("none", Dtype::F32, vec![0, 5], vec![])]);
    let file = SafeTensors::deserialize(&empty).unwrap();
    let t = Tensor::<f32, shape![dyn, 5]>::from_safetensors(&file, "none").unwrap();
    assert_eq!(t.dims(), &[0, 5]);
}

/// The little-endian bytes of `values`, the reference for what a save must write.
fn le_bytes_f32(values: &[f32]) -> Vec<u8> {
    values.iter().flat_map(|x| x.to_le_bytes()).collect()
}

#[test]
fn saves_read_back_through_the_crates_own_reader() {
    let w = Tensor::<f32, shape![2, 3]>::from_fn(|i| i[0] as f32 * 10.0 + i[1] as f32 - 0.5);
    let transposed = w.t();
    let bias_row = Tensor::<f32, shape![3]>::from_vec(vec![0.25, -1.0, 4.0]).unwrap();
    let broadcast: Tensor<f32, shape![2, 3]> = bias_row.broadcast_to();
    let steps = Tensor::<i64, shape![dyn]>::from_shape_vec(&[3], vec![-5, 0, 1 << 50]).unwrap();
    let mask = Tensor::<bool, shape![2, 1]>::from_vec(vec![false, true]).unwrap();
    let scalar = Tensor::<f64, shape![]>::full(0.125);
    let empty = Tensor::<u8, shape![0, 4]>::zeros();

    let bytes = serialize([
        ("w", w.safetensors_view()),
        ("w.t", transposed.safetensors_view()),
        ("bias", broadcast.safetensors_view()),
        ("steps", steps.safetensors_view()),
        ("mask", mask.safetensors_view()),
        ("scalar", scalar.safetensors_view()),
        ("empty", empty.safetensors_view()),
    ])
    .unwrap();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    assert_eq!(file.len(), 7);
    let check = |name: &str, dtype: Dtype, dims: &[usize], data: Vec<u8>| {
        let view = file.tensor(name).unwrap();
        assert_eq!((view.dtype(), view.shape()), (dtype, dims), "{name}");
        assert_eq!(view.data(), &data[..], "{name}");
    };
    // References: values read element by element with `get`, in row-major index order.
    let w_rows: Vec<f32> = (0..2)
        .flat_map(|i| (0..3).map(move |j| (i, j)))
        .map(|(i, j)| *w.get(&[i, j]).unwrap())
        .collect();
    let w_cols: Vec<f32> = (0..3)
        .flat_map(|j| (0..2).map(move |i| (i, j)))
        .map(|(i, j)| *w.get(&[i, j]).unwrap())
        .collect();
    check("w", Dtype::F32, &[2, 3], le_bytes_f32(&w_rows));
    check("w.t", Dtype::F32, &[3, 2], le_bytes_f32(&w_cols));
    check(
        "bias",
        Dtype::F32,
        &[2, 3],
        le_bytes_f32(&[0.25, -1.0, 4.0, 0.25, -1.0, 4.0]),
    );
    check("steps", Dtype::I64, &[3], le![-5i64, 0i64, (1i64 << 50)]);
    check("mask", Dtype::BOOL, &[2, 1], vec![0, 1]);
    check("scalar", Dtype::F64, &[], le![0.125f64]);
    check("empty", Dtype::U8, &[0, 4], vec![]);

    // And our loader gives the tensors back.
    assert_eq!(
        Tensor::<f32, shape![3, 2]>::from_safetensors(&file, "w.t").unwrap(),
        transposed
    );
    assert_eq!(
        Tensor::<bool, shape![2, 1]>::from_safetensors(&file, "mask").unwrap(),
        mask
    );
}

#[test]
fn saves_to_a_file() {
    let dir = std::env::temp_dir().join(format!("typed_tensor_safetensors_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("weights.safetensors");
    let a = Tensor::<f32, shape![4, 5]>::from_fn(|i| (i[0] * 5 + i[1]) as f32 * 0.5);
    let b = Tensor::<i16, shape![5]>::from_fn(|i| -(i[0] as i16));
    serialize_to_file(
        [("a", a.safetensors_view()), ("b", b.safetensors_view())],
        &path,
    )
    .unwrap();
    let bytes = std::fs::read(&path).unwrap();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    assert_eq!(
        file.tensor("a").unwrap().data(),
        &le_bytes_f32(&a.to_vec())[..]
    );
    assert_eq!(
        Tensor::<i16, shape![5]>::from_safetensors(&file, "b")
            .unwrap()
            .to_vec(),
        [0, -1, -2, -3, -4]
    );
    std::fs::remove_dir_all(&dir).unwrap();

    let err = serialize_to_file(
        [("a", a.safetensors_view())],
        dir.join("missing/dir/x.safetensors"),
    )
    .unwrap_err();
    assert!(matches!(err, SafetensorsError::Format(_)), "{err}");
    assert!(
        err.to_string().starts_with("safetensors: I/O error: "),
        "{err}"
    );
}

fn load_error<T: typed_tensor::interop::safetensors::SafetensorsElement, S: typed_tensor::Shape>(
    bytes: &[u8],
    name: &str,
) -> SafetensorsError {
    let file = SafeTensors::deserialize(bytes).unwrap();
    match Tensor::<T, S>::from_safetensors(&file, name) {
        Ok(t) => panic!("{name} loaded with dims {:?}", t.dims()),
        Err(e) => e,
    }
}

#[test]
fn errors_name_the_tensor_the_type_and_the_file() {
    let bytes = file_of(&[
        ("w", Dtype::F32, vec![4, 3], le_bytes_f32(&[0.0; 12])),
        ("half", Dtype::F16, vec![2], vec![0; 4]),
        ("flags", Dtype::BOOL, vec![4], vec![1, 0, 2, 1]),
    ]);
    let missing = load_error::<f32, shape![4, 3]>(&bytes, "W");
    assert_eq!(
        missing.to_string(),
        "no tensor `W` in the file; it has `flags`, `half`, `w`"
    );
    assert!(
        matches!(&missing, SafetensorsError::Missing { name, available } if name == "W" && available.len() == 3)
    );

    assert_eq!(
        load_error::<f64, shape![4, 3]>(&bytes, "w").to_string(),
        "tensor `w` is F32 with dims [4, 3] in the file, but the type wants F64 with shape (D<4>, D<3>)"
    );
    assert_eq!(
        load_error::<f32, shape![2]>(&bytes, "half").to_string(),
        "tensor `half` is F16 with dims [2] in the file, but the type wants F32 with shape (D<2>,)"
    );
    let wrong_dims = load_error::<f32, shape![3, 4]>(&bytes, "w");
    assert_eq!(
        wrong_dims.to_string(),
        "tensor `w` (F32 in the file): dims [4, 3] do not fit shape (D<3>, D<4>): axis 0 is 4, the type says 3"
    );
    let source = std::error::Error::source(&wrong_dims).expect("the ShapeError");
    assert_eq!(
        source.to_string(),
        "dims [4, 3] do not fit shape (D<3>, D<4>): axis 0 is 4, the type says 3"
    );
    assert_eq!(
        load_error::<f32, shape![dyn, 4, 3]>(&bytes, "w").to_string(),
        "tensor `w` (F32 in the file): dims [4, 3] do not fit shape (Dyn, D<4>, D<3>): 2 axes given, the type has 3"
    );
    assert_eq!(
        load_error::<bool, shape![4]>(&bytes, "flags").to_string(),
        "tensor `flags` is BOOL but element 2 is the byte 2, not 0 or 1"
    );
}

#[test]
fn long_name_lists_are_cut_short() {
    let names: Vec<String> = (0..13).map(|i| format!("layer{i:02}")).collect();
    let entries: Vec<_> = names
        .iter()
        .map(|n| (n.as_str(), Dtype::U8, vec![1], vec![0]))
        .collect();
    let bytes = file_of(&entries);
    assert_eq!(
        load_error::<u8, shape![1]>(&bytes, "layer99").to_string(),
        "no tensor `layer99` in the file; it has `layer00`, `layer01`, `layer02`, `layer03`, \
         `layer04`, `layer05`, `layer06`, `layer07`, `layer08`, `layer09` and 3 more"
    );
    let nothing = st_serialize(Vec::<(&str, TensorView<'_>)>::new(), None).unwrap();
    assert_eq!(
        load_error::<u8, shape![1]>(&nothing, "x").to_string(),
        "no tensor `x` in the file; it has none"
    );
}

#[test]
fn duplicate_names_and_corrupt_files_are_errors() {
    let a = Tensor::<f32, shape![1]>::zeros();
    let b = Tensor::<i8, shape![2]>::zeros();
    let err = serialize([
        ("x", a.safetensors_view()),
        ("y", b.safetensors_view()),
        ("x", b.safetensors_view()),
    ])
    .unwrap_err();
    assert_eq!(err.to_string(), "two tensors to save are named `x`");
    let parse = SafeTensors::deserialize(&[1, 2, 3])
        .map_err(SafetensorsError::from)
        .unwrap_err();
    assert_eq!(parse.to_string(), "safetensors: header too small");
}

#[test]
fn a_view_too_large_to_write_cannot_be_made() {
    // A broadcast view needs no memory for its elements, but one whose bytes would not fit
    // usize would overflow the file's size: the element limit refuses the view itself.
    let one = Tensor::<f64, shape![1]>::ones();
    let huge = one.try_broadcast_to_dims::<shape![dyn]>(&[usize::MAX / 4]);
    assert!(matches!(
        huge,
        Err(typed_tensor::ShapeError::ElementCountOverflow { .. })
    ));
}

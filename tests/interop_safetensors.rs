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
        load_error::<i32, shape![4, 3]>(&bytes, "w").to_string(),
        "tensor `w` is F32 with dims [4, 3] in the file, but the type wants I32 with shape (D<4>, D<3>)"
    );
    assert_eq!(
        load_error::<u16, shape![2]>(&bytes, "half").to_string(),
        "tensor `half` is F16 with dims [2] in the file, but the type wants U16 with shape (D<2>,)"
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

/// The value of binary16 `bits` by its definition, in f64: `(-1)^s * 2^(e - 15) * (1 + m /
/// 1024)`, subnormals `(-1)^s * 2^-14 * m / 1024`; `None` for NaN.
fn f16_by_definition(bits: u16) -> Option<f64> {
    let sign = if bits & 0x8000 != 0 { -1.0 } else { 1.0 };
    let (e, m) = (i32::from((bits >> 10) & 0x1f), f64::from(bits & 0x3ff));
    match e {
        0x1f if m == 0.0 => Some(sign * f64::INFINITY),
        0x1f => None,
        0 => Some(sign * 2f64.powi(-14) * m / 1024.0),
        _ => Some(sign * 2f64.powi(e - 15) * (1.0 + m / 1024.0)),
    }
}

/// bfloat16 `bits` by its definition: `(-1)^s * 2^(e - 127) * (1 + m / 128)`, subnormals
/// `(-1)^s * 2^-126 * m / 128`; `None` for NaN.
fn bf16_by_definition(bits: u16) -> Option<f64> {
    let sign = if bits & 0x8000 != 0 { -1.0 } else { 1.0 };
    let (e, m) = (i32::from((bits >> 7) & 0xff), f64::from(bits & 0x7f));
    match e {
        0xff if m == 0.0 => Some(sign * f64::INFINITY),
        0xff => None,
        0 => Some(sign * 2f64.powi(-126) * m / 128.0),
        _ => Some(sign * 2f64.powi(e - 127) * (1.0 + m / 128.0)),
    }
}

/// Every F16 and BF16 value loads into `f32` and `f64` exactly (the sign of zero and NaN
/// kept), and F32 into `f64`; narrowing stays a dtype error.
#[test]
fn half_precision_files_widen_exactly() {
    let all: Vec<u16> = (0..=u16::MAX).collect();
    let bytes: Vec<u8> = all.iter().flat_map(|b| b.to_le_bytes()).collect();
    let singles = [
        1.5f32,
        -0.0,
        f32::MIN_POSITIVE / 8.0,
        f32::MAX,
        f32::NEG_INFINITY,
    ];
    let file = file_of(&[
        ("h", Dtype::F16, vec![all.len()], bytes.clone()),
        ("b", Dtype::BF16, vec![all.len()], bytes),
        ("s", Dtype::F32, vec![5], le_bytes_f32(&singles)),
        ("d", Dtype::F64, vec![1], 1.0f64.to_le_bytes().to_vec()),
    ]);
    let parsed = SafeTensors::deserialize(&file).unwrap();
    for (name, definition) in [
        ("h", f16_by_definition as fn(u16) -> Option<f64>),
        ("b", bf16_by_definition),
    ] {
        let as_f32 = Tensor::<f32, shape![dyn]>::from_safetensors(&parsed, name)
            .unwrap()
            .to_vec();
        let as_f64 = Tensor::<f64, shape![dyn]>::from_safetensors(&parsed, name)
            .unwrap()
            .to_vec();
        for (i, &bits) in all.iter().enumerate() {
            let (x, y) = (as_f32[i], as_f64[i]);
            match definition(bits) {
                Some(want) => {
                    assert_eq!(f64::from(x), want, "{name} {bits:#06x} as f32");
                    assert_eq!(y, want, "{name} {bits:#06x} as f64");
                    assert_eq!(
                        x.is_sign_negative(),
                        bits & 0x8000 != 0,
                        "{name} {bits:#06x}"
                    );
                    assert_eq!(
                        y.is_sign_negative(),
                        bits & 0x8000 != 0,
                        "{name} {bits:#06x}"
                    );
                }
                None => {
                    assert!(x.is_nan() && y.is_nan(), "{name} {bits:#06x} is NaN");
                    let negative = bits & 0x8000 != 0;
                    assert_eq!(x.is_sign_negative(), negative, "{name} {bits:#06x}");
                    assert_eq!(y.is_sign_negative(), negative, "{name} {bits:#06x}");
                    // The payload stays: F16's 10 bits at the top of f32's, quieted; BF16's
                    // bits are the f32's top half as they are.
                    let want = match name {
                        "h" => (u32::from(bits & 0x3ff) << 13) | 0x0040_0000,
                        _ => (u32::from(bits) << 16) & 0x007f_ffff,
                    };
                    assert_eq!(x.to_bits() & 0x007f_ffff, want, "{name} {bits:#06x}");
                }
            }
        }
    }
    let widened = Tensor::<f64, shape![5]>::from_safetensors(&parsed, "s")
        .unwrap()
        .to_vec();
    let want: Vec<f64> = singles.iter().map(|&x| f64::from(x)).collect();
    assert_eq!(widened, want);
    assert!(widened[1].is_sign_negative());
    let err = Tensor::<f32, shape![1]>::from_safetensors(&parsed, "d").unwrap_err();
    assert_eq!(
        err.to_string(),
        "tensor `d` is F64 with dims [1] in the file, but the type wants F32 with shape (One,)"
    );
}

/// A BF16 checkpoint loads into an `f32` layer by its names.
#[test]
fn a_bf16_checkpoint_loads_into_an_f32_layer() {
    use typed_tensor::nn::{load_parameters, Linear};
    // weight [[1, -2], [0.5, 3]] and bias [0.25, -1] in bfloat16: the top halves of the f32s.
    let bf16 = |values: &[f32]| -> Vec<u8> {
        values
            .iter()
            .flat_map(|x| ((x.to_bits() >> 16) as u16).to_le_bytes())
            .collect()
    };
    let file = file_of(&[
        (
            "fc.weight",
            Dtype::BF16,
            vec![2, 2],
            bf16(&[1.0, -2.0, 0.5, 3.0]),
        ),
        ("fc.bias", Dtype::BF16, vec![2], bf16(&[0.25, -1.0])),
    ]);
    let parsed = SafeTensors::deserialize(&file).unwrap();
    let mut fc = Linear::<2, 2>::new(Tensor::zeros(), Some(Tensor::zeros()));
    load_parameters(&mut fc, &parsed, "fc.").unwrap();
    assert_eq!(fc.weight.to_vec(), [1.0, -2.0, 0.5, 3.0]);
    assert_eq!(fc.bias.to_vec(), [0.25, -1.0]);
    // A widened tensor that does not fit names the file's dtype.
    let mut longer = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[3]).unwrap();
    let err = load_parameters(&mut longer, &parsed, "fc.bias").unwrap_err();
    assert_eq!(
        err.to_string(),
        "tensor `fc.bias` (BF16 in the file): dims [2] do not fit shape [3] (the model's \
         parameter): axis 0 is 2, the type says 3"
    );
}

/// Generic loading code needs no bound beyond the element's and the model's.
#[allow(dead_code)]
fn load_any<
    T: typed_tensor::interop::safetensors::SafetensorsElement,
    M: typed_tensor::nn::Parameters<T>,
>(
    model: &mut M,
    file: &SafeTensors<'_>,
) -> Result<(), SafetensorsError> {
    typed_tensor::nn::load_parameters(model, file, "")
}

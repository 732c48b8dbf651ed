//! PyTorch's `TransformerEncoderLayer` saved in `bfloat16` and in `float16`
//! (`tests/data/half_reference.py`) loads by name into the crate's layer with `T = bf16` and
//! `T = f16`, and its output agrees with PyTorch's in that type and with the exact (`f64`)
//! output of the same rounded weights within the bounds `guide::math` documents.

use safetensors::SafeTensors;
use typed_tensor::nn::{StateDict, TransformerEncoderLayer};
use typed_tensor::{bf16, f16, shape, Tensor};

fn fixture() -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/half_encoder.safetensors");
    std::fs::read(path).expect("tests/data/half_encoder.safetensors (half_reference.py)")
}

/// The largest difference of `got` from `want`, over the largest `|want|`.
fn relative_to_max(got: &[f64], want: &[f64]) -> f64 {
    let scale = want.iter().fold(0.0f64, |m, x| m.max(x.abs()));
    got.iter()
        .zip(want)
        .map(|(g, w)| (g - w).abs())
        .fold(0.0, f64::max)
        / scale
}

fn check<T>(name: &str, bound_exact: f64, bound_torch: f64)
where
    T: typed_tensor::FloatElement
        + typed_tensor::element::MatmulElement
        + typed_tensor::interop::safetensors::SafetensorsElement
        + typed_tensor::element::CastElement<f64>,
{
    let bytes = fixture();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let mut layer =
        TransformerEncoderLayer::<64, 4, 16, 128, T>::load(&file, &format!("{name}.")).unwrap();
    layer.norm_first = true;
    layer.activation = typed_tensor::nn::Activation::Gelu;
    let x =
        Tensor::<T, shape![2, 16, 64]>::from_safetensors(&file, &format!("{name}_input")).unwrap();
    let torch =
        Tensor::<T, shape![2, 16, 64]>::from_safetensors(&file, &format!("{name}_output")).unwrap();
    let exact =
        Tensor::<f64, shape![2, 16, 64]>::from_safetensors(&file, &format!("{name}_output_f64"))
            .unwrap();
    let y = layer.forward(&x, false).cast::<f64>().to_vec();
    let to_exact = relative_to_max(&y, &exact.to_vec());
    let to_torch = relative_to_max(&y, &torch.cast::<f64>().to_vec());
    let torch_to_exact = relative_to_max(&torch.cast::<f64>().to_vec(), &exact.to_vec());
    eprintln!("{name}: ours to f64 {to_exact:.2e}, to torch {to_torch:.2e}; torch to f64 {torch_to_exact:.2e}");
    assert!(
        to_exact <= bound_exact,
        "{name}: {to_exact:e} from the f64 output"
    );
    assert!(
        to_torch <= bound_torch,
        "{name}: {to_torch:e} from PyTorch's output"
    );
}

#[test]
fn bf16_encoder_layer_matches_pytorch() {
    check::<bf16>("bf16", 2f64.powi(-6), 2f64.powi(-6));
}

#[test]
fn f16_encoder_layer_matches_pytorch() {
    check::<f16>("f16", 2f64.powi(-9), 2f64.powi(-9));
}

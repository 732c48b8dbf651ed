//! The two models of issue 26 (`benches/models/mod.rs`, small configurations) against
//! PyTorch: weights, input and PyTorch's output come from `tests/data/models_*.safetensors`,
//! written by `tests/data/models_reference.py`, and our forward must match PyTorch's float32
//! output to within [`TOLERANCE`] of the output's scale. Each file also holds PyTorch's
//! float64 output, which bounds our error against the exact result by the same tolerance.

#[path = "../benches/models/mod.rs"]
mod models;

use models::{EncoderLayer, Mlp};
use safetensors::SafeTensors;
use typed_tensor::{shape, Tensor};

/// The largest |ours - PyTorch| allowed, relative to the largest |output|: a few float32
/// roundings through three to six layers, with room for other summation orders.
const TOLERANCE: f32 = 2e-6;

fn fixture(name: &str) -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Max |got - want| / max |want|, after checking the lengths agree.
fn relative_error(got: &[f32], want: &[f32]) -> f32 {
    assert_eq!(got.len(), want.len());
    let scale = want.iter().fold(0.0f32, |m, w| m.max(w.abs()));
    let worst = got
        .iter()
        .zip(want)
        .fold(0.0f32, |m, (g, w)| m.max((g - w).abs()));
    worst / scale
}

/// The float64 reference, rounded to f32.
fn f64_output(file: &SafeTensors<'_>) -> Vec<f32> {
    let view = file
        .tensor("output_f64")
        .expect("output_f64 in the fixture");
    view.data()
        .chunks_exact(8)
        .map(|b| f64::from_le_bytes(b.try_into().unwrap()) as f32)
        .collect()
}

#[test]
fn mlp_matches_pytorch() {
    let bytes = fixture("models_mlp.safetensors");
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let model = Mlp {
        fc1_w: Tensor::from_safetensors(&file, "0.weight").unwrap(),
        fc1_b: Tensor::from_safetensors(&file, "0.bias").unwrap(),
        norm1_w: Tensor::from_safetensors(&file, "1.weight").unwrap(),
        norm1_b: Tensor::from_safetensors(&file, "1.bias").unwrap(),
        fc2_w: Tensor::from_safetensors(&file, "3.weight").unwrap(),
        fc2_b: Tensor::from_safetensors(&file, "3.bias").unwrap(),
        norm2_w: Tensor::from_safetensors(&file, "4.weight").unwrap(),
        norm2_b: Tensor::from_safetensors(&file, "4.bias").unwrap(),
        fc3_w: Tensor::from_safetensors(&file, "6.weight").unwrap(),
        fc3_b: Tensor::from_safetensors(&file, "6.bias").unwrap(),
    };
    let x = Tensor::<f32, shape![dyn, 64]>::from_safetensors(&file, "input").unwrap();
    let want = Tensor::<f32, shape![dyn, 10]>::from_safetensors(&file, "output").unwrap();
    let got = model.forward(&x);
    assert_eq!(got.dims(), [5, 10]);
    let vs_f32 = relative_error(&got.to_vec(), &want.to_vec());
    let vs_f64 = relative_error(&got.to_vec(), &f64_output(&file));
    println!("MLP: relative max |diff| {vs_f32:.2e} vs PyTorch f32, {vs_f64:.2e} vs f64");
    assert!(vs_f32 <= TOLERANCE, "MLP vs PyTorch f32: {vs_f32:e}");
    assert!(vs_f64 <= TOLERANCE, "MLP vs PyTorch f64: {vs_f64:e}");
}

#[test]
fn encoder_layer_matches_pytorch() {
    let bytes = fixture("models_encoder.safetensors");
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let model: EncoderLayer<32, 4, 8, 96, 64> = EncoderLayer {
        in_proj_w: Tensor::from_safetensors(&file, "self_attn.in_proj_weight").unwrap(),
        in_proj_b: Tensor::from_safetensors(&file, "self_attn.in_proj_bias").unwrap(),
        out_proj_w: Tensor::from_safetensors(&file, "self_attn.out_proj.weight").unwrap(),
        out_proj_b: Tensor::from_safetensors(&file, "self_attn.out_proj.bias").unwrap(),
        linear1_w: Tensor::from_safetensors(&file, "linear1.weight").unwrap(),
        linear1_b: Tensor::from_safetensors(&file, "linear1.bias").unwrap(),
        linear2_w: Tensor::from_safetensors(&file, "linear2.weight").unwrap(),
        linear2_b: Tensor::from_safetensors(&file, "linear2.bias").unwrap(),
        norm1_w: Tensor::from_safetensors(&file, "norm1.weight").unwrap(),
        norm1_b: Tensor::from_safetensors(&file, "norm1.bias").unwrap(),
        norm2_w: Tensor::from_safetensors(&file, "norm2.weight").unwrap(),
        norm2_b: Tensor::from_safetensors(&file, "norm2.bias").unwrap(),
    };
    let x = Tensor::<f32, shape![dyn, dyn, 32]>::from_safetensors(&file, "input").unwrap();
    let want = Tensor::<f32, shape![dyn, dyn, 32]>::from_safetensors(&file, "output").unwrap();
    let got = model.forward(&x);
    assert_eq!(got.dims(), [2, 7, 32]);
    let vs_f32 = relative_error(&got.to_vec(), &want.to_vec());
    let vs_f64 = relative_error(&got.to_vec(), &f64_output(&file));
    println!("encoder: relative max |diff| {vs_f32:.2e} vs PyTorch f32, {vs_f64:.2e} vs f64");
    assert!(vs_f32 <= TOLERANCE, "encoder vs PyTorch f32: {vs_f32:e}");
    assert!(vs_f64 <= TOLERANCE, "encoder vs PyTorch f64: {vs_f64:e}");
    // The same weights in `nn::TransformerEncoderLayer`, which the benchmarks set beside it.
    let layer = model.to_nn().forward(&x, false);
    let vs_f32 = relative_error(&layer.to_vec(), &want.to_vec());
    assert!(vs_f32 <= TOLERANCE, "nn encoder vs PyTorch f32: {vs_f32:e}");
}

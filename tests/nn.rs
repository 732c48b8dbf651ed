//! The `nn` layers against PyTorch's modules: parameters loaded by PyTorch's names from
//! `tests/data/nn_layers.safetensors`, written by `tests/data/nn_reference.py` (its docstring
//! lists the modules), and our outputs against PyTorch's on the same inputs. Also: saving
//! writes the names back, and a wrong or missing tensor is an error naming it.
#![cfg(feature = "safetensors")]

use safetensors::SafeTensors;
use typed_tensor::interop::safetensors::serialize;
use typed_tensor::nn::{Activation, Embedding, RmsNorm, StateDict, TransformerEncoderLayer};
use typed_tensor::{shape, Tensor};

fn fixture() -> Vec<u8> {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/nn_layers.safetensors");
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Max |got - want|, after checking the lengths agree.
fn max_diff(got: &[f32], want: &[f32]) -> f32 {
    assert_eq!(got.len(), want.len());
    got.iter()
        .zip(want)
        .fold(0.0, |m, (g, w)| m.max((g - w).abs()))
}

type PreNorm = TransformerEncoderLayer<64, 4, 16, 256>;

#[test]
fn pre_norm_gelu_encoder_layer_matches_pytorch() {
    let bytes = fixture();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let mut layer = PreNorm::load(&file, "pre.").unwrap();
    layer.norm_first = true;
    layer.activation = Activation::Gelu;
    let x = Tensor::<f32, shape![dyn, dyn, 64]>::from_safetensors(&file, "pre_input").unwrap();
    let want = Tensor::<f32, shape![2, 5, 64]>::from_safetensors(&file, "pre_output").unwrap();
    let got = layer.forward(&x, false);
    assert_eq!(got.dims(), &[2, 5, 64]);
    let diff = max_diff(&got.to_vec(), &want.to_vec());
    assert!(diff <= 1e-5, "max |ours - PyTorch| = {diff}");
    let want =
        Tensor::<f32, shape![2, 5, 64]>::from_safetensors(&file, "pre_output_causal").unwrap();
    let diff = max_diff(&layer.forward(&x, true).to_vec(), &want.to_vec());
    assert!(diff <= 1e-5, "causal: max |ours - PyTorch| = {diff}");
}

#[test]
fn post_norm_relu_encoder_layer_matches_pytorch() {
    let bytes = fixture();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    // PyTorch's defaults: post-norm, ReLU.
    let layer = TransformerEncoderLayer::<32, 2, 16, 64>::load(&file, "post.").unwrap();
    let x = Tensor::<f32, shape![3, 4, 32]>::from_safetensors(&file, "post_input").unwrap();
    let want = Tensor::<f32, shape![3, 4, 32]>::from_safetensors(&file, "post_output").unwrap();
    let diff = max_diff(&layer.forward(&x, false).to_vec(), &want.to_vec());
    assert!(diff <= 1e-5, "max |ours - PyTorch| = {diff}");
}

#[test]
fn embedding_and_rms_norm_match_pytorch() {
    let bytes = fixture();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let table = Embedding::<11, 6>::load(&file, "emb.").unwrap();
    let ids = Tensor::<i64, shape![2, 3]>::from_safetensors(&file, "emb_ids").unwrap();
    let ids: Tensor<usize, shape![2, 3]> = ids.map(|i| usize::try_from(i).unwrap());
    let rows = table.forward(&ids);
    let want = Tensor::<f32, shape![2, 3, 6]>::from_safetensors(&file, "emb_output").unwrap();
    assert_eq!(rows.to_vec(), want.to_vec());
    let mut norm = RmsNorm::<6>::load(&file, "rms.").unwrap();
    norm.eps = 1e-6;
    let want = Tensor::<f32, shape![2, 3, 6]>::from_safetensors(&file, "rms_output").unwrap();
    let diff = max_diff(&norm.forward(&rows).to_vec(), &want.to_vec());
    assert!(diff <= 1e-6, "max |ours - PyTorch| = {diff}");
}

#[test]
fn saving_writes_pytorchs_names_and_loads_back() {
    let bytes = fixture();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let layer = PreNorm::load(&file, "pre.").unwrap();
    let mut views = Vec::new();
    layer.views("encoder.0.", &mut views);
    let mut names: Vec<&str> = views.iter().map(|(name, _)| name.as_str()).collect();
    names.sort();
    assert_eq!(
        names,
        [
            "encoder.0.linear1.bias",
            "encoder.0.linear1.weight",
            "encoder.0.linear2.bias",
            "encoder.0.linear2.weight",
            "encoder.0.norm1.bias",
            "encoder.0.norm1.weight",
            "encoder.0.norm2.bias",
            "encoder.0.norm2.weight",
            "encoder.0.self_attn.in_proj_bias",
            "encoder.0.self_attn.in_proj_weight",
            "encoder.0.self_attn.out_proj.bias",
            "encoder.0.self_attn.out_proj.weight",
        ]
    );
    let saved = serialize(views).unwrap();
    let again = SafeTensors::deserialize(&saved).unwrap();
    let back = PreNorm::load(&again, "encoder.0.").unwrap();
    for name in ["linear1.weight", "self_attn.in_proj_weight", "norm2.bias"] {
        let a = file.tensor(&format!("pre.{name}")).unwrap();
        let b = again.tensor(&format!("encoder.0.{name}")).unwrap();
        assert_eq!(a.data(), b.data(), "{name}");
    }
    assert_eq!(back.linear2.weight.to_vec(), layer.linear2.weight.to_vec());
}

#[test]
fn a_missing_or_misshapen_tensor_is_named() {
    let bytes = fixture();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let Err(err) = PreNorm::load(&file, "encoder.") else {
        panic!("no tensor is named encoder.*")
    };
    assert!(
        err.to_string()
            .contains("`encoder.self_attn.in_proj_weight`"),
        "{err}"
    );
    // The post-norm layer's tensors are 32 wide: the first is named with both shapes.
    let Err(err) = PreNorm::load(&file, "post.") else {
        panic!("a 32-wide layer loaded as 64 wide")
    };
    assert_eq!(
        err.to_string(),
        "tensor `post.self_attn.in_proj_weight` (F32 in the file): dims [96, 32] do not fit \
         shape (Dyn, D<64>): axis 1 is 32, the type says 64"
    );
    // Right width, wrong number of heads' rows is impossible to write; a packed projection of
    // another height is named with the height the layer needs.
    let Err(err) = TransformerEncoderLayer::<32, 2, 16, 64>::load(&file, "pre.") else {
        panic!("a 64-wide layer loaded as 32 wide")
    };
    assert!(
        err.to_string().contains("`pre.self_attn.in_proj_weight`"),
        "{err}"
    );
}

#[test]
fn a_packed_projection_of_another_height_is_named() {
    use typed_tensor::nn::MultiheadAttention;
    let w = Tensor::<f32, shape![dyn, 32]>::zeros_with_dims(&[90, 32]).unwrap();
    let b = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[96]).unwrap();
    let out_w = Tensor::<f32, shape![32, 32]>::zeros();
    let bytes = serialize([
        ("attn.in_proj_weight", w.safetensors_view()),
        ("attn.in_proj_bias", b.safetensors_view()),
        ("attn.out_proj.weight", out_w.safetensors_view()),
    ])
    .unwrap();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let Err(err) = MultiheadAttention::<32, 2, 16>::load(&file, "attn.") else {
        panic!("90 rows loaded as 96")
    };
    assert_eq!(
        err.to_string(),
        "tensor `attn.in_proj_weight` (F32 in the file): dims [90, 32] do not fit shape \
         (D<96>, D<32>): axis 0 is 90, the type says 96"
    );
}

#[test]
fn key_padding_matches_pytorch() {
    let bytes = fixture();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let mut layer = PreNorm::load(&file, "pre.").unwrap();
    layer.norm_first = true;
    layer.activation = Activation::Gelu;
    let x = Tensor::<f32, shape![2, 5, 64]>::from_safetensors(&file, "pre_input").unwrap();
    let padding = Tensor::<bool, shape![2, 5]>::from_safetensors(&file, "pre_padding").unwrap();
    let want =
        Tensor::<f32, shape![2, 5, 64]>::from_safetensors(&file, "pre_output_padded").unwrap();
    let got = layer.forward_masked(&x, &padding, false);
    let diff = max_diff(&got.to_vec(), &want.to_vec());
    assert!(diff <= 1e-5, "max |ours - PyTorch| = {diff}");
    // The padding changes the unpadded positions of the second sequence.
    let plain = layer.forward(&x, false);
    assert!(
        max_diff(
            &plain.to_vec()[5 * 64..6 * 64],
            &got.to_vec()[5 * 64..6 * 64]
        ) > 1e-3
    );
}

#[test]
fn mlp_matches_pytorch() {
    use typed_tensor::nn::Mlp;
    let bytes = fixture();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let mlp = Mlp::<6, 12, 4>::load(&file, "mlp.").unwrap();
    let x = Tensor::<f32, shape![dyn, 6]>::from_safetensors(&file, "mlp_input").unwrap();
    let want = Tensor::<f32, shape![3, 4]>::from_safetensors(&file, "mlp_output").unwrap();
    let diff = max_diff(&mlp.forward(&x).to_vec(), &want.to_vec());
    assert!(diff <= 1e-6, "max |ours - PyTorch| = {diff}");
    // The same rows as one sequence of a batch: the same values (PyTorch's `nn.Sequential`
    // of linear layers takes any leading axes).
    let seq = x.reshape::<shape![1, 3, 6]>();
    let out: Tensor<f32, shape![1, 3, 4]> = mlp.forward(&seq);
    assert_eq!(out.to_vec(), mlp.forward(&x).to_vec());
    let tape = typed_tensor::autograd::Tape::new();
    let recorded = mlp.forward(&tape.constant(seq));
    assert_eq!(recorded.value().to_vec(), out.to_vec());
}

#[test]
fn a_stack_of_layers_loads_by_index() {
    let bytes = fixture();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    // PyTorch's TransformerEncoder names its layers `layers.0.`, `layers.1.`.
    let layers =
        <[TransformerEncoderLayer<32, 2, 16, 64>; 2]>::load(&file, "stack.layers.").unwrap();
    let x = Tensor::<f32, shape![3, 4, 32]>::from_safetensors(&file, "post_input").unwrap();
    let y = layers.iter().fold(x, |x, layer| layer.forward(&x, false));
    let want = Tensor::<f32, shape![3, 4, 32]>::from_safetensors(&file, "stack_output").unwrap();
    let diff = max_diff(&y.to_vec(), &want.to_vec());
    assert!(diff <= 1e-5, "max |ours - PyTorch| = {diff}");
}

/// Each activation is its tensor op, recorded or not.
#[test]
fn activations_are_their_ops() {
    use typed_tensor::autograd::Tape;
    use typed_tensor::nn::Activation;
    let x = Tensor::<f64, shape![4]>::from_vec(vec![-2.0, -0.5, 0.5, 3.0]).unwrap();
    type Op = fn(&Tensor<f64, shape![4]>) -> Tensor<f64, shape![4]>;
    let ops: [(Activation, Op); 3] = [
        (Activation::Relu, |x| x.relu()),
        (Activation::Gelu, |x| x.gelu()),
        (Activation::GeluTanh, |x| x.gelu_tanh()),
    ];
    for (activation, op) in ops {
        assert_eq!(
            activation.apply(&x).to_vec(),
            op(&x).to_vec(),
            "{activation:?}"
        );
        let tape = Tape::new();
        let y = activation.apply(&tape.param(&x));
        assert_eq!(y.value().to_vec(), op(&x).to_vec(), "{activation:?}");
    }
    // The tanh form differs from the exact one (by about 1e-4 near 1).
    let exact = Activation::Gelu.apply(&x).to_vec();
    let approx = Activation::GeluTanh.apply(&x).to_vec();
    assert!(exact.iter().zip(&approx).any(|(a, b)| (a - b).abs() > 1e-5));
}

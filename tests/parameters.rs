//! `#[derive(Parameters)]`, the layers' parameter names and `Optimizer` over a model.

use typed_tensor::autograd::{Gradients, Tape};
use typed_tensor::nn;
use typed_tensor::nn::optim::{Adam, AdamState, Optimizer, Sgd, SgdState};
use typed_tensor::nn::{
    parameter_names, Activation, Linear, Mlp, Parameters, Reduction, TransformerEncoderLayer,
};
use typed_tensor::{shape, Tensor};

#[derive(Parameters)]
struct Generic<const H: usize, T: Copy = f32>
where
    T: 'static,
{
    pub proj: Linear<H, H, T>,
    blocks: Vec<Linear<H, 2, T>>,
    pub(crate) extra: Option<Tensor<T, (typed_tensor::D<H>,)>>,
    #[parameters(skip)]
    flag: bool,
}

#[test]
fn derive_names_fields_as_pytorch_names_submodules() {
    let fc = || Linear::<3, 2, f64>::new(Tensor::zeros(), None);
    let mut model = Generic::<3, f64> {
        proj: Linear::new(Tensor::zeros(), Some(Tensor::zeros())),
        blocks: vec![fc(), fc()],
        extra: Some(Tensor::zeros()),
        flag: true,
    };
    assert!(model.flag);
    assert_eq!(
        parameter_names(&mut model),
        [
            "proj.weight",
            "proj.bias",
            "blocks.0.weight",
            "blocks.1.weight",
            "extra"
        ]
    );
    model.extra = None;
    assert_eq!(parameter_names(&mut model).len(), 4);
}

#[test]
fn layer_names_are_pytorchs_state_dict_keys() {
    let mut layer = TransformerEncoderLayer::<8, 2, 4, 16>::zeros(false, Activation::Relu);
    // PyTorch: list(nn.TransformerEncoderLayer(8, 2, 16).state_dict())
    assert_eq!(
        parameter_names(&mut layer),
        [
            "self_attn.in_proj_weight",
            "self_attn.in_proj_bias",
            "self_attn.out_proj.weight",
            "self_attn.out_proj.bias",
            "linear1.weight",
            "linear1.bias",
            "linear2.weight",
            "linear2.bias",
            "norm1.weight",
            "norm1.bias",
            "norm2.weight",
            "norm2.bias",
        ]
    );
}

type Net = Mlp<4, 8, 3, f64>;

fn net() -> Net {
    Mlp::new(
        Linear::new(
            Tensor::from_fn(|i| ((i[0] * 4 + i[1]) as f64 * 0.7).sin()),
            Some(Tensor::zeros()),
        ),
        Activation::Gelu,
        Linear::new(
            Tensor::from_fn(|i| ((i[0] * 8 + i[1]) as f64 * 1.3).sin()),
            None,
        ),
    )
}

fn gradients(model: &Net) -> Gradients<f64> {
    let x = Tensor::<f64, shape![5, 4]>::from_fn(|i| (i[0] as f64 - 2.0) * 0.3 + i[1] as f64 * 0.1);
    let targets = Tensor::<usize, shape![5]>::from_vec(vec![0, 1, 2, 1, 0]).unwrap();
    let tape = Tape::new();
    let logits = model.forward(&tape.constant(x));
    nn::cross_entropy(&logits, &targets, Reduction::Mean, 0.0).backward()
}

#[test]
fn optimizer_over_a_model_matches_stepping_each_parameter() {
    let mut model = net();
    let mut by_hand = net();
    let mut opt = Optimizer::new(Adam::adam_w());
    let mut states = (AdamState::new(), AdamState::new(), AdamState::new());
    let adam = Adam::adam_w();
    for _ in 0..3 {
        let grads = gradients(&model);
        opt.step(&mut model, &grads);
        let grads = gradients(&by_hand);
        let g = grads.get(&by_hand.fc1.weight).unwrap();
        adam.step(&mut by_hand.fc1.weight, &g, &mut states.0);
        let g = grads.get(&by_hand.fc1.bias).unwrap();
        adam.step(&mut by_hand.fc1.bias, &g, &mut states.1);
        let g = grads.get(&by_hand.fc2.weight).unwrap();
        adam.step(&mut by_hand.fc2.weight, &g, &mut states.2);
    }
    assert_eq!(model.fc1.weight.to_vec(), by_hand.fc1.weight.to_vec());
    assert_eq!(model.fc1.bias.to_vec(), by_hand.fc1.bias.to_vec());
    assert_eq!(model.fc2.weight.to_vec(), by_hand.fc2.weight.to_vec());
    // fc2 has no bias: it is neither visited nor updated.
    assert_eq!(model.fc2.bias.to_vec(), [0.0; 3]);
}

#[test]
fn parameters_are_updated_in_place() {
    let mut model = net();
    let mut opt = Optimizer::new(Sgd {
        momentum: 0.9,
        ..Sgd::new(0.1)
    });
    let before = model.fc1.weight.as_slice().unwrap().as_ptr();
    for _ in 0..2 {
        let grads = gradients(&model);
        opt.step(&mut model, &grads);
    }
    assert_eq!(model.fc1.weight.as_slice().unwrap().as_ptr(), before);
    let _ = SgdState::<f64, shape![1]>::new();
}

#[test]
fn accumulated_gradients_are_the_sum() {
    let model = net();
    let mut grads = gradients(&model);
    grads.accumulate(gradients(&model));
    let once = gradients(&model).get(&model.fc1.weight).unwrap().to_vec();
    let twice = grads.get(&model.fc1.weight).unwrap().to_vec();
    for (a, b) in once.iter().zip(&twice) {
        assert_eq!(2.0 * a, *b);
    }
}

/// A PyTorch checkpoint (`tests/data/nn_layers.safetensors`, from `nn_reference.py`) loads
/// into a derived struct by the same names as `StateDict` loads each layer.
#[cfg(feature = "safetensors")]
#[test]
fn a_pytorch_checkpoint_loads_into_a_derived_model() {
    use safetensors::SafeTensors;
    use typed_tensor::nn::{
        load_parameters, load_parameters_ignoring_unexpected, save_parameters, StateDict,
    };

    #[derive(Parameters)]
    struct Checkpoint {
        pre: TransformerEncoderLayer<64, 4, 16, 256>,
        post: TransformerEncoderLayer<32, 2, 16, 64>,
    }
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/nn_layers.safetensors"
    );
    let bytes = std::fs::read(path).unwrap();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let mut model = Checkpoint {
        pre: TransformerEncoderLayer::zeros(true, Activation::Gelu),
        post: TransformerEncoderLayer::zeros(false, Activation::Relu),
    };
    // The file holds the other layers' tensors and their inputs too: a strict load rejects
    // them, leaving the model as it was, and the lenient one names them.
    let err = load_parameters(&mut model, &file, "").unwrap_err();
    assert!(err
        .to_string()
        .starts_with("the file has 43 tensors under `` that the model has no parameter for: `emb.weight`, `emb_ids`,"));
    assert!(model.pre.linear1.weight.to_vec().iter().all(|&w| w == 0.0));
    let ignored = load_parameters_ignoring_unexpected(&mut model, &file, "").unwrap();
    assert_eq!(ignored.len(), 43);
    assert!(ignored
        .iter()
        .all(|name| !name.starts_with("pre.") && !name.starts_with("post.")));
    assert!(ignored.windows(2).all(|pair| pair[0] < pair[1]));
    let want = TransformerEncoderLayer::<64, 4, 16, 256>::load(&file, "pre.").unwrap();
    assert_eq!(
        model.pre.linear1.weight.to_vec(),
        want.linear1.weight.to_vec()
    );
    assert_eq!(
        model.pre.self_attn.in_proj_weight().to_vec(),
        want.self_attn.in_proj_weight().to_vec()
    );
    // Saved and loaded back: the same tensors under the same names.
    let saved = save_parameters(&mut model, "").unwrap();
    let again = SafeTensors::deserialize(&saved).unwrap();
    let mut names: Vec<String> = again.names().into_iter().map(str::to_owned).collect();
    names.sort();
    let mut expected = parameter_names(&mut model);
    expected.sort();
    assert_eq!(names, expected);
    let mut back = Checkpoint {
        pre: TransformerEncoderLayer::zeros(true, Activation::Gelu),
        post: TransformerEncoderLayer::zeros(false, Activation::Relu),
    };
    load_parameters(&mut back, &again, "").unwrap();
    assert_eq!(
        back.post.norm2.weight.to_vec(),
        model.post.norm2.weight.to_vec()
    );
    // A tensor whose run-time dims differ from the parameter's is an error naming both.
    #[derive(Parameters)]
    struct Table {
        rows: Tensor<f32, shape![dyn, 4]>,
    }
    let mut three = Table {
        rows: Tensor::zeros_with_dims(&[3, 4]).unwrap(),
    };
    let bytes = save_parameters(&mut three, "").unwrap();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let mut two = Table {
        rows: Tensor::zeros_with_dims(&[2, 4]).unwrap(),
    };
    assert_eq!(
        load_parameters(&mut two, &file, "")
            .unwrap_err()
            .to_string(),
        "tensor `rows` (F32 in the file): dims [3, 4] do not fit shape [2, 4] (the model's \
         parameter): axis 0 is 3, the type says 2"
    );
}

/// A load that fails on one parameter replaces none (every tensor is checked first), and
/// only the names under the prefix count as unexpected.
#[cfg(feature = "safetensors")]
#[test]
fn a_failed_load_leaves_the_model_as_it_was() {
    use safetensors::SafeTensors;
    use typed_tensor::nn::{load_parameters, save_parameters};

    #[derive(Parameters)]
    struct Pair {
        first: Tensor<f32, shape![2]>,
        second: Tensor<f32, shape![dyn]>,
    }
    let mut saved = Pair {
        first: Tensor::full(1.0),
        second: Tensor::full_with_dims(&[3], 2.0).unwrap(),
    };
    let mut bytes_of = |prefix: &str| save_parameters(&mut saved, prefix).unwrap();
    let (a, b) = (bytes_of("a."), bytes_of("b."));
    // Both prefixes in one file, `a.` and `ab.`.
    let fa = SafeTensors::deserialize(&a).unwrap();
    let fb = SafeTensors::deserialize(&b).unwrap();
    let mut tensors: Vec<(String, safetensors::tensor::TensorView<'_>)> = Vec::new();
    for (name, view) in fa.tensors().into_iter().chain(fb.tensors()) {
        let name = name.replacen("b.", "ab.", 1);
        tensors.push((name, view));
    }
    let both = safetensors::serialize(tensors, None).unwrap();
    let file = SafeTensors::deserialize(&both).unwrap();

    // `second` has 3 elements in the file: its dims do not fit a model with 4.
    let mut model = Pair {
        first: Tensor::zeros(),
        second: Tensor::zeros_with_dims(&[4]).unwrap(),
    };
    let err = load_parameters(&mut model, &file, "a.").unwrap_err();
    assert!(
        err.to_string()
            .starts_with("tensor `a.second` (F32 in the file)"),
        "{err}"
    );
    assert_eq!(model.first.to_vec(), [0.0, 0.0]);
    // With fitting dims it loads; `ab.` names do not start with `a.` and are not unexpected.
    model.second = Tensor::zeros_with_dims(&[3]).unwrap();
    load_parameters(&mut model, &file, "a.").unwrap();
    assert_eq!(model.first.to_vec(), [1.0, 1.0]);
    assert_eq!(model.second.to_vec(), [2.0, 2.0, 2.0]);
    // A model without `second`: the file's `a.second` is unexpected, the `ab.` names are not.
    #[derive(Parameters)]
    struct One {
        first: Tensor<f32, shape![2]>,
    }
    let mut one = One {
        first: Tensor::zeros(),
    };
    assert_eq!(
        load_parameters(&mut one, &file, "a.")
            .unwrap_err()
            .to_string(),
        "the file has 1 tensor under `a.` that the model has no parameter for: `a.second`"
    );
    assert_eq!(one.first.to_vec(), [0.0, 0.0]);
}

/// `#[parameters(rename = ..)]` visits a field under PyTorch's name: an `nn.Sequential`'s
/// parts are `0`, `1`, ...; a raw identifier is visited without its `r#`.
#[test]
fn renamed_fields_take_pytorchs_names() {
    #[derive(Parameters)]
    struct Sequential {
        #[parameters(rename = "0")]
        first: Linear<2, 3, f64>,
        #[parameters(rename = "2")]
        second: Linear<3, 1, f64>,
        r#type: Tensor<f64, shape![1]>,
        #[parameters(rename = r"head.\0")]
        raw: Tensor<f64, shape![1]>,
    }
    let mut model = Sequential {
        first: Linear::zeros(true),
        second: Linear::zeros(false),
        r#type: Tensor::zeros(),
        raw: Tensor::zeros(),
    };
    assert_eq!(
        parameter_names(&mut model),
        ["0.weight", "0.bias", "2.weight", "type", "head.\\0"]
    );
}

//! Mixed-precision training (`nn::MixedPrecision`) against PyTorch's `torch.autocast` (`bf16`):
//! three AdamW steps of a pre-norm encoder layer with a linear head and cross-entropy over
//! every position (`tests/data/mixed_reference.py`). The losses and the parameters after three
//! steps agree with autocast's within the bounds `guide::training` documents; the same steps
//! in `f32` here match PyTorch's `f32` run, so the differences are the half precision's.
#![cfg(feature = "safetensors")]

use safetensors::SafeTensors;
use typed_tensor::autograd::Tape;
use typed_tensor::element::MatmulElement;
use typed_tensor::nn::optim::{Adam, Optimizer};
use typed_tensor::nn::{
    self, visit_field, Activation, Linear, MixedPrecision, Parameters, Reduction, StateDict,
    TransformerEncoderLayer, Visit,
};
use typed_tensor::{bf16, shape, FloatElement, Tensor, D};

/// The model, written once over its element type.
struct Model<T> {
    enc: TransformerEncoderLayer<64, 4, 16, 128, T>,
    head: Linear<64, 10, T>,
}

impl<T: FloatElement + MatmulElement> Parameters<T> for Model<T> {
    fn visit_parameters<V: Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V) {
        visit_field(prefix, "enc", &mut self.enc, visitor);
        visit_field(prefix, "head", &mut self.head, visitor);
    }
}

impl<T: FloatElement + MatmulElement> Model<T> {
    fn zeros() -> Self {
        Model {
            enc: TransformerEncoderLayer::zeros(true, Activation::Gelu),
            head: Linear::zeros(true),
        }
    }
}

fn fixture() -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/mixed_precision.safetensors");
    std::fs::read(path).expect("tests/data/mixed_precision.safetensors (mixed_reference.py)")
}

/// The float32 model saved under `prefix` (`init.`, `autocast.`, `f32.`).
fn load(file: &SafeTensors<'_>, prefix: &str) -> Model<f32> {
    let mut enc = TransformerEncoderLayer::load(file, &format!("{prefix}enc.")).unwrap();
    enc.norm_first = true;
    enc.activation = Activation::Gelu;
    Model {
        enc,
        head: Linear::load(file, &format!("{prefix}head.")).unwrap(),
    }
}

/// Every parameter of `model`, by name.
fn values(model: &mut Model<f32>) -> Vec<(String, Vec<f32>)> {
    struct Values(Vec<(String, Vec<f32>)>);
    impl Visit<f32> for Values {
        fn visit<S: typed_tensor::Shape + 'static>(&mut self, name: &str, p: &mut Tensor<f32, S>) {
            self.0.push((name.to_string(), p.to_vec()));
        }
    }
    let mut v = Values(Vec::new());
    model.visit_parameters(&mut String::new(), &mut v);
    v.0
}

/// The largest difference between the two models' parameters.
fn max_difference(a: &mut Model<f32>, b: &mut Model<f32>) -> f32 {
    values(a)
        .into_iter()
        .zip(values(b))
        .map(|((na, va), (nb, vb))| {
            assert_eq!(na, nb);
            va.iter()
                .zip(&vb)
                .map(|(x, y)| (x - y).abs())
                .fold(0.0, f32::max)
        })
        .fold(0.0, f32::max)
}

#[test]
fn three_mixed_precision_steps_match_autocast() {
    let bytes = fixture();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let x = Tensor::<f32, shape![4, 16, 64]>::from_safetensors(&file, "x").unwrap();
    let targets = Tensor::<i64, shape![4, 16]>::from_safetensors(&file, "targets").unwrap();
    let targets = Tensor::<usize, shape![64]>::from_vec(
        targets.to_vec().iter().map(|&t| t as usize).collect(),
    )
    .unwrap();
    let want_losses = |run: &str| {
        Tensor::<f32, shape![3]>::from_safetensors(&file, &format!("{run}.losses"))
            .unwrap()
            .to_vec()
    };
    let adam_w = || {
        Optimizer::new(Adam {
            lr: 1e-3,
            ..Adam::adam_w()
        })
    };

    // Mixed precision: f32 master parameters and AdamW state, the forward and backward in bf16.
    let mut model = MixedPrecision::new(load(&file, "init."), Model::<bf16>::zeros());
    let mut optimizer = adam_w();
    let x16 = x.cast::<bf16>();
    let mut losses = Vec::new();
    for _ in 0..3 {
        model.refresh_half();
        let tape = Tape::new();
        let hidden = model.half.enc.forward(&tape.constant(x16.clone()), false);
        let logits = model
            .half
            .head
            .forward(&hidden)
            .flatten_axes::<0, 1, D<64>>();
        let loss = nn::cross_entropy(&logits, &targets, Reduction::Mean, bf16::ZERO);
        losses.push(loss.item().to_f32());
        let grads = model.master_gradients(&loss.backward());
        optimizer.step(&mut model.master, &grads);
    }
    // The same steps in f32, against PyTorch's f32 run: the differences below are bf16's.
    let mut full = load(&file, "init.");
    let mut optimizer = adam_w();
    let mut full_losses = Vec::new();
    for _ in 0..3 {
        let tape = Tape::new();
        let logits = full
            .head
            .forward(&full.enc.forward(&tape.constant(x.clone()), false));
        let loss = nn::cross_entropy(
            &logits.flatten_axes::<0, 1, D<64>>(),
            &targets,
            Reduction::Mean,
            0.0,
        );
        full_losses.push(loss.item());
        optimizer.step(&mut full, &loss.backward());
    }
    let (autocast, f32_losses) = (want_losses("autocast"), want_losses("f32"));
    let mut torch_autocast = load(&file, "autocast.");
    let mut torch_f32 = load(&file, "f32.");
    let to_autocast = max_difference(&mut model.master, &mut torch_autocast);
    let f32_to_f32 = max_difference(&mut full, &mut torch_f32);
    let autocast_to_f32 = max_difference(&mut torch_autocast, &mut torch_f32);
    eprintln!("losses: ours {losses:?}, autocast {autocast:?}; f32 ours {full_losses:?}, torch {f32_losses:?}");
    eprintln!("parameters after 3 steps: to autocast {to_autocast:.2e}; f32 to f32 {f32_to_f32:.2e}; autocast to f32 {autocast_to_f32:.2e}");
    for (i, (ours, theirs)) in losses.iter().zip(&autocast).enumerate() {
        assert!(
            (ours - theirs).abs() <= 2e-2,
            "step {i}: loss {ours} against autocast's {theirs}"
        );
    }
    for (i, (ours, theirs)) in full_losses.iter().zip(&f32_losses).enumerate() {
        assert!(
            (ours - theirs).abs() <= 1e-5,
            "f32 step {i}: loss {ours} against {theirs}"
        );
    }
    // Adam divides by the root of the squared gradients' average, so a gradient near zero
    // turns f32's rounding differences into update differences of a few percent of lr.
    assert!(
        f32_to_f32 <= 2e-4,
        "f32 parameters {f32_to_f32:e} from PyTorch's"
    );
    // AdamW's first steps move each parameter by at most about lr (1e-3) in the sign of its
    // gradient: a gradient near zero may take either sign in bf16, so three steps may differ
    // by 3 * 2 * lr (measured: 5.8e-3; autocast and f32 differ by 4.3e-3 between themselves).
    assert!(
        to_autocast <= 6.5e-3,
        "mixed-precision parameters {to_autocast:e} from autocast's"
    );
}

//! Training steps against PyTorch's: the same MLP, initial weights and batch as
//! `tests/data/train_reference.py`, trained with this crate's autograd and optimizers. The
//! gradients of the first step and the parameters after three steps of SGD (momentum,
//! dampening, weight decay; Nesterov) and AdamW must match PyTorch's.
#![cfg(feature = "safetensors")]

use safetensors::SafeTensors;
use typed_tensor::autograd::{Gradients, Tape};
use typed_tensor::nn;
use typed_tensor::nn::optim::{Adam, AdamState, Sgd, SgdState};
use typed_tensor::nn::Reduction;
use typed_tensor::{shape, Shape, Tensor};

type W1 = shape![32, 64];
type B1 = shape![32];
type W2 = shape![10, 32];
type B2 = shape![10];
type Batch = shape![16, 64];
type Targets = shape![16];

struct Mlp {
    w1: Tensor<f32, W1>,
    b1: Tensor<f32, B1>,
    w2: Tensor<f32, W2>,
    b2: Tensor<f32, B2>,
}

struct Fixture {
    file: Vec<u8>,
}

impl Fixture {
    fn new() -> Self {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/train_step.safetensors");
        let file = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        Fixture { file }
    }

    fn get<S: Shape>(&self, name: &str) -> Tensor<f32, S> {
        let file = SafeTensors::deserialize(&self.file).unwrap();
        Tensor::from_safetensors(&file, name).unwrap()
    }

    fn mlp(&self, prefix: &str) -> Mlp {
        Mlp {
            w1: self.get(&format!("{prefix}.w1")),
            b1: self.get(&format!("{prefix}.b1")),
            w2: self.get(&format!("{prefix}.w2")),
            b2: self.get(&format!("{prefix}.b2")),
        }
    }

    fn batch(&self) -> (Tensor<f32, Batch>, Tensor<usize, Targets>) {
        let targets: Tensor<f32, shape![16]> = self.get("targets");
        (self.get("x"), targets.map(|t| t as usize))
    }
}

/// The loss of one step and the gradients of the model's parameters.
fn step(
    mlp: &Mlp,
    x: &Tensor<f32, Batch>,
    targets: &Tensor<usize, Targets>,
    smoothing: f32,
) -> (f32, Gradients<f32>) {
    let tape = Tape::new();
    let h = tape
        .constant(x.clone())
        .linear(&tape.param(&mlp.w1), &tape.param(&mlp.b1))
        .gelu();
    let logits = h.linear(&tape.param(&mlp.w2), &tape.param(&mlp.b2));
    let loss = nn::cross_entropy(&logits, targets, Reduction::Mean, smoothing);
    (loss.item(), loss.backward())
}

/// Asserts `got` is within `tol` of `want`, relative to the largest |want|.
#[track_caller]
fn assert_close<S>(what: &str, got: &Tensor<f32, S>, want: &Tensor<f32, S>, tol: f32) {
    let (got, want) = (got.to_vec(), want.to_vec());
    let scale = want.iter().fold(0f32, |m, w| m.max(w.abs())).max(1e-30);
    let diff = got
        .iter()
        .zip(&want)
        .fold(0f32, |m, (g, w)| m.max((g - w).abs()));
    assert!(
        diff <= tol * scale,
        "{what}: max |ours - PyTorch| = {diff}, {} of the largest value {scale}",
        diff / scale
    );
}

#[track_caller]
fn assert_mlp_close(what: &str, got: &Mlp, want: &Mlp, tol: f32) {
    assert_close(&format!("{what} w1"), &got.w1, &want.w1, tol);
    assert_close(&format!("{what} b1"), &got.b1, &want.b1, tol);
    assert_close(&format!("{what} w2"), &got.w2, &want.w2, tol);
    assert_close(&format!("{what} b2"), &got.b2, &want.b2, tol);
}

#[test]
fn first_step_gradients_match_pytorch_autograd() {
    let fixture = Fixture::new();
    let mlp = fixture.mlp("init");
    let (x, targets) = fixture.batch();
    let (_, grads) = step(&mlp, &x, &targets, 0.0);
    let want = fixture.mlp("grad");
    let got = Mlp {
        w1: grads.get(&mlp.w1).unwrap(),
        b1: grads.get(&mlp.b1).unwrap(),
        w2: grads.get(&mlp.w2).unwrap(),
        b2: grads.get(&mlp.b2).unwrap(),
    };
    assert_mlp_close("gradient", &got, &want, 1e-5);
}

/// Three steps with `update(param, grad)` applied per parameter; returns the model and losses.
fn train(
    fixture: &Fixture,
    smoothing: f32,
    mut update: impl FnMut(&mut Mlp, &Gradients<f32>),
) -> (Mlp, Vec<f32>) {
    let mut mlp = fixture.mlp("init");
    let (x, targets) = fixture.batch();
    let mut losses = Vec::new();
    for _ in 0..3 {
        let (loss, grads) = step(&mlp, &x, &targets, smoothing);
        losses.push(loss);
        update(&mut mlp, &grads);
    }
    (mlp, losses)
}

#[track_caller]
fn assert_losses(fixture: &Fixture, name: &str, got: &[f32]) {
    let want: Tensor<f32, shape![3]> = fixture.get(&format!("loss.{name}"));
    for (g, w) in got.iter().zip(want.to_vec()) {
        assert!(
            (g - w).abs() <= 1e-5 * w.abs(),
            "{name} loss: ours {g}, PyTorch {w}"
        );
    }
}

/// The per-parameter states of one optimizer over the MLP.
struct States<S1, S2, S3, S4>(S1, S2, S3, S4);

#[test]
fn sgd_with_momentum_matches_pytorch() {
    let fixture = Fixture::new();
    for (name, sgd) in [
        (
            "sgd",
            Sgd {
                momentum: 0.9,
                dampening: 0.1,
                weight_decay: 1e-3,
                ..Sgd::new(0.1)
            },
        ),
        (
            "nesterov",
            Sgd {
                momentum: 0.9,
                nesterov: true,
                ..Sgd::new(0.1)
            },
        ),
    ] {
        let mut s = States(
            SgdState::new(),
            SgdState::new(),
            SgdState::new(),
            SgdState::new(),
        );
        let (mlp, losses) = train(&fixture, 0.0, |m, g| {
            let grad = g.get(&m.w1).unwrap();
            sgd.step(&mut m.w1, &grad, &mut s.0);
            let grad = g.get(&m.b1).unwrap();
            sgd.step(&mut m.b1, &grad, &mut s.1);
            let grad = g.get(&m.w2).unwrap();
            sgd.step(&mut m.w2, &grad, &mut s.2);
            let grad = g.get(&m.b2).unwrap();
            sgd.step(&mut m.b2, &grad, &mut s.3);
        });
        assert_losses(&fixture, name, &losses);
        assert_mlp_close(name, &mlp, &fixture.mlp(name), 1e-5);
    }
}

#[test]
fn adamw_matches_pytorch() {
    let fixture = Fixture::new();
    let adam = Adam {
        lr: 1e-2,
        betas: (0.9, 0.99),
        eps: 1e-8,
        weight_decay: 0.05,
        ..Adam::adam_w()
    };
    let mut s = States(
        AdamState::new(),
        AdamState::new(),
        AdamState::new(),
        AdamState::new(),
    );
    let (mlp, losses) = train(&fixture, 0.1, |m, g| {
        let grad = g.get(&m.w1).unwrap();
        adam.step(&mut m.w1, &grad, &mut s.0);
        let grad = g.get(&m.b1).unwrap();
        adam.step(&mut m.b1, &grad, &mut s.1);
        let grad = g.get(&m.w2).unwrap();
        adam.step(&mut m.w2, &grad, &mut s.2);
        let grad = g.get(&m.b2).unwrap();
        adam.step(&mut m.b2, &grad, &mut s.3);
    });
    assert_losses(&fixture, "adamw", &losses);
    assert_mlp_close("adamw", &mlp, &fixture.mlp("adamw"), 1e-5);
}

/// Compares each visited parameter's gradient with PyTorch's `enc_grad.{name}`.
struct CompareGradients<'a> {
    fixture: &'a Fixture,
    grads: &'a Gradients<f32>,
    compared: usize,
}

impl typed_tensor::nn::Visit<f32> for CompareGradients<'_> {
    fn visit<S: Shape + 'static>(&mut self, name: &str, param: &mut Tensor<f32, S>) {
        let want: Tensor<f32, S> = self.fixture.get(&format!("enc_grad.{name}"));
        let got = self
            .grads
            .get(param)
            .unwrap_or_else(|| panic!("no gradient for {name}"));
        assert_close(name, &got, &want, 2e-5);
        self.compared += 1;
    }
}

#[test]
fn encoder_layer_gradients_match_pytorch_autograd() {
    use typed_tensor::nn::{Activation, Parameters, StateDict, TransformerEncoderLayer};
    let fixture = Fixture::new();
    let file = SafeTensors::deserialize(&fixture.file).unwrap();
    let mut layer = TransformerEncoderLayer::<16, 2, 8, 32>::load(&file, "enc.").unwrap();
    layer.norm_first = true;
    layer.activation = Activation::Gelu;
    let x: Tensor<f32, shape![2, 5, 16]> = fixture.get("enc_x");
    let padding: Tensor<f32, shape![2, 5]> = fixture.get("enc_padding");
    let padding = padding.map(|p| p == 1.0);
    let weights: Tensor<f32, shape![2, 5, 16]> = fixture.get("enc_weights");
    let tape = Tape::new();
    let y = layer.forward_masked(&tape.param(&x), &padding, true);
    assert_close("output", &y.value(), &fixture.get("enc_output"), 1e-5);
    let grads = (&y * &tape.constant(weights)).sum_all().backward();
    drop(tape);
    assert_close(
        "input",
        &grads.get(&x).unwrap(),
        &fixture.get("enc_grad_x"),
        2e-5,
    );
    let mut compare = CompareGradients {
        fixture: &fixture,
        grads: &grads,
        compared: 0,
    };
    layer.visit_parameters(&mut String::new(), &mut compare);
    assert_eq!(compare.compared, 12);
}

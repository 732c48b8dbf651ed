//! `pad1d`, `pad2d` (constant, reflect, replicate), `interpolate_nearest` and
//! `interpolate_bilinear` (with and without `align_corners`) against PyTorch's float64 forward
//! and autograd (`F.pad`, `F.interpolate`), on the fixture `tests/data/resample_reference.py`
//! wrote: each output, and the gradient of `sum(y * w)` with respect to the input.

use safetensors::SafeTensors;
use typed_tensor::autograd::{Tape, Var};
use typed_tensor::nn::{Pad, PadMode};
use typed_tensor::{shape, Shape, Tensor};

type X = shape![2, 3, 5, 6];
type X1 = shape![2, 3, 7];

fn file() -> Vec<u8> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/resample.safetensors"
    );
    std::fs::read(path).unwrap()
}

fn load<S: Shape>(file: &SafeTensors<'_>, name: &str) -> Tensor<f64, S> {
    Tensor::from_safetensors(file, name).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn close<S>(what: &str, got: &Tensor<f64, S>, expected: &Tensor<f64, S>) {
    assert_eq!(got.dims(), expected.dims(), "{what}");
    for (i, (a, b)) in got.to_vec().iter().zip(expected.to_vec()).enumerate() {
        assert!(
            (a - b).abs() <= 1e-12 * (1.0 + b.abs()),
            "{what}[{i}]: {a} vs PyTorch's {b}"
        );
    }
}

/// Checks case `case`: `op` of the input `input` against `<case>.y`, and the gradient of
/// `sum(y * w)` against `<case>.grad`.
fn check<SX: Shape, SY: Shape>(
    case: &str,
    input: &str,
    op: impl Fn(&Var<f64, SX>) -> Var<f64, SY>,
) {
    let bytes = file();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let x: Tensor<f64, SX> = load(&file, input);
    let tape = Tape::new();
    let xv = tape.param(&x);
    let y = op(&xv);
    close(
        &format!("{case}.y"),
        &y.value(),
        &load(&file, &format!("{case}.y")),
    );
    let w: Tensor<f64, SY> = load(&file, &format!("{case}.w"));
    let grads = (&y * &tape.constant(w)).sum_all().backward();
    let grad = grads.get(&x).unwrap();
    close(
        &format!("{case}.grad"),
        &grad,
        &load(&file, &format!("{case}.grad")),
    );
}

#[test]
fn padding_matches_pytorch_forward_and_gradients() {
    check::<X, shape![2, 3, 8, 9]>("pad_constant", "x", |x| {
        x.pad2d(Pad::<1, 2, 0, 3>, PadMode::Constant(1.5))
    });
    check::<X, shape![2, 3, 10, 11]>("pad_reflect", "x", |x| {
        x.pad2d(Pad::<2, 3, 1, 4>, PadMode::Reflect)
    });
    check::<X, shape![2, 3, 12, 9]>("pad_replicate", "x", |x| {
        x.pad2d(Pad::<3, 0, 2, 5>, PadMode::Replicate)
    });
    check::<X1, shape![2, 3, 12]>("pad1d_reflect", "x1", |x| {
        x.pad1d(Pad::<3, 2>, PadMode::Reflect)
    });
    check::<X1, shape![2, 3, 11]>("pad1d_replicate", "x1", |x| {
        x.pad1d(Pad::<0, 4>, PadMode::Replicate)
    });
}

#[test]
fn interpolation_matches_pytorch_forward_and_gradients() {
    check::<X, shape![2, 3, 8, 4]>("nearest", "x", |x| x.interpolate_nearest());
    check::<X, shape![2, 3, 7, 11]>("bilinear", "x", |x| x.interpolate_bilinear(false));
    check::<X, shape![2, 3, 3, 9]>("bilinear_corners", "x", |x| x.interpolate_bilinear(true));
}

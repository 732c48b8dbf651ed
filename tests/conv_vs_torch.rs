//! A small CNN (conv2d, ReLU, max_pool2d, a strided conv2d without bias), and avg_pool2d
//! without padding counted, against PyTorch's
//! float64 forward and autograd, on the fixture `tests/data/conv_reference.py` wrote.

use safetensors::SafeTensors;
use typed_tensor::autograd::Tape;
use typed_tensor::nn::{Conv2d, MaxPool2d, Parameters};
use typed_tensor::{shape, Record, Shape, Tensor};

#[derive(Parameters)]
struct Net {
    conv1: Conv2d<2, 6, 3, 1, 1, f64>,
    conv2: Conv2d<6, 4, 2, 2, 1, f64>,
}

impl Net {
    fn forward<R: Record<f64>>(
        &self,
        x: &Tensor<f64, shape![3, 2, 9, 8], R>,
    ) -> Tensor<f64, shape![3, 4, 3, 3], R> {
        let h: Tensor<f64, shape![3, 6, 9, 8], R> = self.conv1.forward(x).relu();
        let h: Tensor<f64, shape![3, 6, 4, 4], R> = MaxPool2d::<2>.forward(&h);
        self.conv2.forward(&h)
    }
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

#[test]
fn a_cnn_matches_pytorch_forward_and_gradients() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/conv_cnn.safetensors"
    );
    let bytes = std::fs::read(path).unwrap();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let net = Net {
        conv1: Conv2d::new(load(&file, "conv1.weight"), Some(load(&file, "conv1.bias"))),
        conv2: Conv2d::new(load(&file, "conv2.weight"), None),
    };
    let x: Tensor<f64, shape![3, 2, 9, 8]> = load(&file, "x");
    close("y", &net.forward(&x), &load(&file, "y"));

    let weights: Tensor<f64, shape![3, 4, 3, 3]> = load(&file, "weights");
    let tape = Tape::new();
    let xv = tape.param(&x);
    let loss = (&net.forward(&xv) * &xv.constant(weights)).sum_all();
    let grads = loss.backward();
    close("grad.x", &grads.get(&x).unwrap(), &load(&file, "grad.x"));
    close(
        "grad.conv1.weight",
        &grads.get(&net.conv1.weight).unwrap(),
        &load(&file, "grad.conv1.weight"),
    );
    close(
        "grad.conv1.bias",
        &grads.get(&net.conv1.bias).unwrap(),
        &load(&file, "grad.conv1.bias"),
    );
    close(
        "grad.conv2.weight",
        &grads.get(&net.conv2.weight).unwrap(),
        &load(&file, "grad.conv2.weight"),
    );
}

#[test]
fn average_pooling_matches_pytorch() {
    use typed_tensor::nn::Pool;
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/conv_cnn.safetensors"
    );
    let bytes = std::fs::read(path).unwrap();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let x: Tensor<f64, shape![3, 2, 9, 8]> = load(&file, "x");
    let weights: Tensor<f64, shape![3, 2, 5, 4]> = load(&file, "avg_weights");
    let avg: Tensor<f64, shape![3, 2, 5, 4]> = x.avg_pool2d(Pool::<3, 2, 1>, false);
    close("avg", &avg, &load(&file, "avg"));
    let tape = Tape::new();
    let xv = tape.param(&x);
    let pooled: typed_tensor::autograd::Var<f64, shape![3, 2, 5, 4]> =
        xv.avg_pool2d(Pool::<3, 2, 1>, false);
    let grads = (&pooled * &xv.constant(weights)).sum_all().backward();
    close(
        "grad_avg.x",
        &grads.get(&x).unwrap(),
        &load(&file, "grad_avg.x"),
    );
}

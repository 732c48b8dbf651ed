//! A PyTorch CNN of every convolutional-net layer the crate has (conv 2-D, 1-D and transposed, batch norm
//! 2-D and 1-D, group norm, max, average and adaptive pooling, dropout and 2-D dropout, linear) loads from its
//! state_dict by PyTorch's names, buffers included, and matches PyTorch in float64: the eval
//! output, and a training-mode forward's output, gradients and updated running statistics.
//! The fixture is `tests/data/cnn_layers_reference.py`'s.
#![cfg(all(feature = "safetensors", feature = "rand"))]

use safetensors::SafeTensors;
use typed_tensor::autograd::Tape;
use typed_tensor::nn::{
    load_parameters, AdaptiveAvgPool2d, AvgPool2d, BatchNorm1d, BatchNorm2d, Conv1d, Conv2d,
    ConvTranspose2d, Dropout, Dropout2d, GroupNorm, Linear, MaxPool2d, Parameters, Visit,
};
use typed_tensor::{shape, Record, Shape, Tensor, D};

#[derive(Parameters)]
struct Net {
    conv1: Conv2d<3, 8, 3, 1, 1, f64>,
    bn1: BatchNorm2d<8, f64>,
    pool: MaxPool2d<2>,
    conv2: Conv2d<8, 8, 3, 1, 1, f64>,
    bn2: BatchNorm2d<8, f64>,
    drop2d: Dropout2d,
    up: ConvTranspose2d<8, 8, 2, 2, 0, f64>,
    avg: AvgPool2d<3, 1, 1>,
    adaptive: AdaptiveAvgPool2d<2, 2>,
    gn: GroupNorm<4, 8, f64>,
    conv1d: Conv1d<8, 8, 3, 1, 1, f64>,
    fc1: Linear<32, 16, f64>,
    bn3: BatchNorm1d<16, f64>,
    drop: Dropout,
    fc2: Linear<16, 4, f64>,
}

type Images<R> = Tensor<f64, shape![6, 3, 10, 10], R>;

impl Net {
    fn new() -> Self {
        Net {
            conv1: Conv2d::zeros(true),
            bn1: BatchNorm2d::new(1e-5, Some(0.1)),
            pool: MaxPool2d,
            conv2: Conv2d::zeros(false),
            bn2: BatchNorm2d::new(1e-5, None),
            drop2d: Dropout2d::new(0.25, 0),
            up: ConvTranspose2d::zeros(true),
            avg: AvgPool2d,
            adaptive: AdaptiveAvgPool2d,
            gn: GroupNorm::new(1e-5),
            conv1d: Conv1d::zeros(true),
            fc1: Linear::zeros(true),
            bn3: BatchNorm1d::new(1e-5, Some(0.1)),
            drop: Dropout::new(0.5, 0),
            fc2: Linear::zeros(true),
        }
    }

    fn forward<R: Record<f64>>(&self, x: &Images<R>) -> Tensor<f64, shape![6, 4], R> {
        let h: Tensor<f64, shape![6, 8, 10, 10], R> = self.conv1.forward(x);
        let h: Tensor<f64, shape![6, 8, 5, 5], R> = self.pool.forward(&self.bn1.forward(&h).relu());
        let h: Tensor<f64, shape![6, 8, 5, 5], R> = self.conv2.forward(&h);
        let h = self.drop2d.forward(&self.bn2.forward(&h).relu());
        let h: Tensor<f64, shape![6, 8, 10, 10], R> = self.up.forward(&h);
        let h: Tensor<f64, shape![6, 8, 10, 10], R> = self.avg.forward(&h);
        let h: Tensor<f64, shape![6, 8, 2, 2], R> = self.adaptive.forward(&h);
        let h = self.gn.forward(&h).flatten_axes::<2, 3, D<4>>();
        let h: Tensor<f64, shape![6, 8, 4], R> = self.conv1d.forward(&h).relu();
        let h = self.fc1.forward(&h.flatten_axes::<1, 2, D<32>>());
        let h = self.drop.forward(&self.bn3.forward(&h).relu());
        self.fc2.forward(&h)
    }
}

fn load<S: Shape>(file: &SafeTensors<'_>, name: &str) -> Tensor<f64, S> {
    Tensor::from_safetensors(file, name).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn close(what: &str, got: &[f64], expected: &[f64]) {
    assert_eq!(got.len(), expected.len(), "{what}");
    for (i, (a, b)) in got.iter().zip(expected).enumerate() {
        assert!(
            (a - b).abs() <= 1e-10 * (1.0 + b.abs()),
            "{what}[{i}]: {a} vs PyTorch's {b}"
        );
    }
}

fn fixture() -> Vec<u8> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/cnn_layers.safetensors"
    );
    std::fs::read(path).unwrap()
}

#[test]
fn the_state_dict_loads_by_name_and_eval_matches() {
    let bytes = fixture();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let mut net = Net::new();
    load_parameters(&mut net, &file, "model.").expect("every tensor of the state_dict has a place");
    assert_eq!(net.bn1.num_batches_tracked(), 3);
    net.eval();
    let x: Images<typed_tensor::Plain> = load(&file, "x");
    let y: Tensor<f64, shape![6, 4]> = load(&file, "y_eval");
    close("y_eval", &net.forward(&x).to_vec(), &y.to_vec());
}

#[test]
fn a_training_step_matches_gradients_and_running_statistics() {
    let bytes = fixture();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let mut net = Net::new();
    load_parameters(&mut net, &file, "model.").unwrap();
    net.train();
    // PyTorch's dropout masks are its generator's: both dropouts in eval mode, as there.
    Parameters::<f64>::eval(&mut net.drop);
    Parameters::<f64>::eval(&mut net.drop2d);
    let x: Images<typed_tensor::Plain> = load(&file, "x");
    let weights: Tensor<f64, shape![6, 4]> = load(&file, "weights");
    let tape = Tape::new();
    let y = net.forward(&tape.param(&x));
    close(
        "y_train",
        &y.value().to_vec(),
        &load::<shape![6, 4]>(&file, "y_train").to_vec(),
    );
    let grads = (&y * &tape.constant(weights)).sum_all().backward();
    close(
        "grad.x",
        &grads.get(&x).unwrap().to_vec(),
        &load::<shape![6, 3, 10, 10]>(&file, "grad.x").to_vec(),
    );

    struct Compare<'a, 'f> {
        file: &'a SafeTensors<'f>,
        grads: &'a typed_tensor::autograd::Gradients<f64>,
        checked: usize,
    }
    impl Visit<f64> for Compare<'_, '_> {
        fn visit<S: Shape + 'static>(&mut self, name: &str, param: &mut Tensor<f64, S>) {
            let got = self
                .grads
                .get(param)
                .unwrap_or_else(|| panic!("no gradient for {name}"));
            close(
                name,
                &got.to_vec(),
                &load::<S>(self.file, &format!("grad.{name}")).to_vec(),
            );
            self.checked += 1;
        }
        fn visit_buffer<S: Shape + 'static>(&mut self, name: &str, buffer: &mut Tensor<f64, S>) {
            let after: Tensor<f64, S> = load(self.file, &format!("after.{name}"));
            close(name, &buffer.to_vec(), &after.to_vec());
            self.checked += 1;
        }
        fn visit_count(&mut self, name: &str, count: &mut u64) {
            let after =
                Tensor::<i64, ()>::from_safetensors(self.file, &format!("after.{name}")).unwrap();
            assert_eq!(*count as i64, after.item(), "{name}");
            self.checked += 1;
        }
    }
    let mut compare = Compare {
        file: &file,
        grads: &grads,
        checked: 0,
    };
    net.visit_parameters(&mut String::new(), &mut compare);
    // 19 parameters (conv2 has no bias), and 3 x 3 buffers and counts.
    assert_eq!(compare.checked, 19 + 9);
}

#[test]
fn nearest_interpolation_reads_pytorchs_elements() {
    let bytes = fixture();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let x: Tensor<f64, shape![2, 3, 5, 7]> = load(&file, "nearest.x");
    let y: Tensor<f64, shape![2, 3, 9, 3]> = x.interpolate_nearest();
    assert_eq!(
        y.to_vec(),
        load::<shape![2, 3, 9, 3]>(&file, "nearest.9x3").to_vec()
    );
    let y: Tensor<f64, shape![2, 3, 12, 14]> = x.interpolate_nearest();
    assert_eq!(
        y.to_vec(),
        load::<shape![2, 3, 12, 14]>(&file, "nearest.12x14").to_vec()
    );
    let y: Tensor<f64, shape![2, 3, 3, 5]> = x.interpolate_nearest();
    assert_eq!(
        y.to_vec(),
        load::<shape![2, 3, 3, 5]>(&file, "nearest.3x5").to_vec()
    );
    let y: Tensor<f64, shape![2, 3, 10, 21]> = x.interpolate_nearest();
    assert_eq!(
        y.to_vec(),
        load::<shape![2, 3, 10, 21]>(&file, "nearest.10x21").to_vec()
    );
    // Its gradient: each input element gathers the outputs that read it.
    let tape = Tape::new();
    let y: Tensor<f64, shape![2, 3, 10, 21], _> = tape.param(&x).interpolate_nearest();
    let grads = y.sum_all().backward();
    assert_eq!(grads.get(&x).unwrap().to_vec(), vec![6.0; 210]); // 2 rows x 3 columns each
}

#[test]
fn bilinear_interpolation_matches_pytorch() {
    let bytes = fixture();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let x: Tensor<f64, shape![2, 3, 5, 7]> = load(&file, "nearest.x");
    for corners in [false, true] {
        let name = |size: &str| format!("bilinear.{size}.{}", u8::from(corners));
        let y: Tensor<f64, shape![2, 3, 9, 3]> = x.interpolate_bilinear(corners);
        close(
            "9x3",
            &y.to_vec(),
            &load::<shape![2, 3, 9, 3]>(&file, &name("9x3")).to_vec(),
        );
        let y: Tensor<f64, shape![2, 3, 12, 14]> = x.interpolate_bilinear(corners);
        close(
            "12x14",
            &y.to_vec(),
            &load::<shape![2, 3, 12, 14]>(&file, &name("12x14")).to_vec(),
        );
        let y: Tensor<f64, shape![2, 3, 3, 5]> = x.interpolate_bilinear(corners);
        close(
            "3x5",
            &y.to_vec(),
            &load::<shape![2, 3, 3, 5]>(&file, &name("3x5")).to_vec(),
        );
        let y: Tensor<f64, shape![2, 3, 10, 21]> = x.interpolate_bilinear(corners);
        close(
            "10x21",
            &y.to_vec(),
            &load::<shape![2, 3, 10, 21]>(&file, &name("10x21")).to_vec(),
        );
    }
}

#[test]
fn ceil_mode_pooling_matches_pytorch() {
    use typed_tensor::nn::Pool;
    let bytes = fixture();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let x: Tensor<f64, shape![2, 3, 5, 7]> = load(&file, "nearest.x");
    let y: Tensor<f64, shape![2, 3, 3, 4]> = x.max_pool2d(Pool::<2, 2, 0, true>);
    assert_eq!(
        y.to_vec(),
        load::<shape![2, 3, 3, 4]>(&file, "ceil.max.2").to_vec()
    );
    let y: Tensor<f64, shape![2, 3, 3, 4]> = x.max_pool2d(Pool::<3, 2, 1, true>);
    assert_eq!(
        y.to_vec(),
        load::<shape![2, 3, 3, 4]>(&file, "ceil.max.3").to_vec()
    );
    for counted in [false, true] {
        let name = |k: usize| format!("ceil.avg.{k}.{}", u8::from(counted));
        let y: Tensor<f64, shape![2, 3, 3, 4]> = x.avg_pool2d(Pool::<3, 2, 1, true>, counted);
        close(
            "avg 3",
            &y.to_vec(),
            &load::<shape![2, 3, 3, 4]>(&file, &name(3)).to_vec(),
        );
        // Height 5, kernel 2, stride 2, padding 1: rounded up to 4, but the fourth window
        // would start in the right padding, so 3 (width 7: 5, so 4).
        let y: Tensor<f64, shape![2, 3, 3, 4]> = x.avg_pool2d(Pool::<2, 2, 1, true>, counted);
        close(
            "avg 2",
            &y.to_vec(),
            &load::<shape![2, 3, 3, 4]>(&file, &name(2)).to_vec(),
        );
    }
}

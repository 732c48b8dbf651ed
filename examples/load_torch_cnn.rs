//! Loads a CNN trained in PyTorch (`examples/data/train_torch_cnn.py` wrote its state_dict,
//! batch norm's running statistics included) into the same model written with this crate, and
//! reproduces PyTorch's eval-mode logits on the 360 test digits.
//!
//! `cargo run --release --features safetensors,rand --example load_torch_cnn`
//!
//! The model is PyTorch's `nn.Sequential`, so its parts are named by position (`0.weight`,
//! `1.running_mean`, ...): `#[parameters(rename = "...")]` gives each field that name, and
//! `load_parameters` loads every tensor of the file by it, strictly (a missing or extra tensor,
//! or one of another shape, is an error naming it).

use safetensors::SafeTensors;
use typed_tensor::nn::{
    load_parameters, AdaptiveAvgPool2d, BatchNorm2d, Conv2d, Dropout, Linear, MaxPool2d, Parameters,
};
use typed_tensor::{shape, Record, Tensor, D, LAST};

const TRAIN: usize = 1437;

type Images<R = typed_tensor::Plain> = Tensor<f32, shape![dyn, 1, 8, 8], R>;

/// PyTorch's `Sequential(Conv2d(1, 16, 3, padding=1), BatchNorm2d(16), ReLU, MaxPool2d(2),
/// Conv2d(16, 32, 3, padding=1), BatchNorm2d(32), ReLU, AdaptiveAvgPool2d((2, 2)), Flatten,
/// Dropout(0.2), Linear(128, 10))`.
#[derive(Parameters)]
struct Cnn {
    #[parameters(rename = "0")]
    conv1: Conv2d<1, 16, 3, 1, 1>,
    #[parameters(rename = "1")]
    bn1: BatchNorm2d<16>,
    #[parameters(rename = "4")]
    conv2: Conv2d<16, 32, 3, 1, 1>,
    #[parameters(rename = "5")]
    bn2: BatchNorm2d<32>,
    #[parameters(rename = "9")]
    drop: Dropout,
    #[parameters(rename = "10")]
    fc: Linear<128, 10>,
}

impl Cnn {
    /// The logits of each image, `[batch, 10]`.
    fn forward<R: Record<f32>>(&self, x: &Images<R>) -> Tensor<f32, shape![dyn, 10], R> {
        let h: Tensor<f32, shape![dyn, 16, 8, 8], R> = self.conv1.forward(x);
        let h: Tensor<f32, shape![dyn, 16, 4, 4], R> =
            MaxPool2d::<2>.forward(&self.bn1.forward(&h).relu());
        let h: Tensor<f32, shape![dyn, 32, 4, 4], R> = self.conv2.forward(&h);
        let h: Tensor<f32, shape![dyn, 32, 2, 2], R> =
            AdaptiveAvgPool2d::<2>.forward(&self.bn2.forward(&h).relu());
        self.fc
            .forward(&self.drop.forward(&h.flatten_axes::<1, 3, D<128>>()))
    }
}

pub fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/data");
    let bytes = std::fs::read(format!("{dir}/torch_cnn.safetensors"))?;
    let file = SafeTensors::deserialize(&bytes)?;
    let mut model = Cnn {
        conv1: Conv2d::zeros(true),
        bn1: BatchNorm2d::new(1e-5, Some(0.1)),
        conv2: Conv2d::zeros(true),
        bn2: BatchNorm2d::new(1e-5, Some(0.1)),
        drop: Dropout::new(0.2, 0),
        fc: Linear::zeros(true),
    };
    load_parameters(&mut model, &file, "model.")?;
    model.eval(); // batch norm by its running statistics, dropout off: PyTorch's `model.eval()`
    println!(
        "loaded {} tensors; bn1 has seen {} batches",
        file.names().len() - 1,
        model.bn1.num_batches_tracked()
    );

    let text = std::fs::read_to_string(format!("{dir}/digits.csv"))?;
    let rows: Vec<Vec<f32>> = text
        .lines()
        .skip(TRAIN)
        .map(|line| {
            line.split(',')
                .map(|v| v.parse::<f32>().unwrap_or(f32::NAN))
                .collect()
        })
        .collect();
    let pixels: Vec<f32> = rows
        .iter()
        .flat_map(|r| r[..64].iter().map(|v| v / 16.0))
        .collect();
    let labels: Vec<usize> = rows.iter().map(|r| r[64] as usize).collect();
    let x: Images = Tensor::from_shape_vec(&[rows.len(), 1, 8, 8], pixels)?;

    let logits = model.forward(&x);
    let torch: Tensor<f32, shape![dyn, 10]> = Tensor::from_safetensors(&file, "test_logits")?;
    let largest = logits
        .to_vec()
        .iter()
        .zip(torch.to_vec())
        .map(|(a, b)| (a - b).abs() / (1.0 + b.abs()))
        .fold(0.0f32, f32::max);
    let predicted = logits.argmax::<LAST>().to_vec();
    let right = predicted
        .iter()
        .zip(&labels)
        .filter(|(p, y)| p == y)
        .count();
    println!("largest relative difference from PyTorch's logits: {largest:.1e}");
    println!(
        "test accuracy {:.1}% ({right} of {})",
        100.0 * right as f32 / labels.len() as f32,
        labels.len()
    );
    assert!(largest < 1e-5, "the logits differ from PyTorch's");
    Ok(())
}

//! A model's training and evaluation modes (`Parameters::train` / `eval`) reach every layer
//! that has one: dropout drops only in training, batch norm takes the batch's statistics only
//! in training; and the dropout layers draw as the functional ops do.
#![cfg(feature = "rand")]

use rand::rngs::Xoshiro256PlusPlus;
use rand::SeedableRng;
use typed_tensor::autograd::Tape;
use typed_tensor::nn::{BatchNorm2d, Dropout, Dropout2d, Parameters};
use typed_tensor::{shape, Record, Tensor};

#[derive(Parameters)]
struct Block {
    bn: BatchNorm2d<3, f64>,
    drop: Dropout2d,
    #[parameters(rename = "head.drop")]
    head: Dropout,
}

impl Block {
    fn forward<R: Record<f64>>(
        &self,
        x: &Tensor<f64, shape![4, 3, 2, 2], R>,
    ) -> Tensor<f64, shape![4, 3, 2, 2], R> {
        self.head.forward(&self.drop.forward(&self.bn.forward(x)))
    }
}

fn input() -> Tensor<f64, shape![4, 3, 2, 2]> {
    Tensor::from_fn(|i| (i[0] * 7 + i[1] * 3 + i[2] * 2 + i[3]) as f64 % 5.0)
}

#[test]
fn the_dropout_layers_draw_as_the_functional_ops() {
    let x = input();
    let layer = Dropout2d::new(0.5, 9);
    let want = x.dropout2d(0.5, &mut Xoshiro256PlusPlus::seed_from_u64(9));
    assert_eq!(layer.forward(&x).to_vec(), want.to_vec());
    let layer = Dropout::new(0.3, 4);
    let want = x.dropout(0.3, &mut Xoshiro256PlusPlus::seed_from_u64(4));
    assert_eq!(layer.forward(&x).to_vec(), want.to_vec());
    // The generator moves on: a second call draws another mask.
    assert_ne!(layer.forward(&x).to_vec(), want.to_vec());
}

#[test]
fn dropout2d_drops_whole_planes_and_its_gradient_is_the_mask() {
    let x: Tensor<f64, shape![8, 16, 3, 3]> = Tensor::ones();
    let layer = Dropout2d::new(0.5, 2);
    let tape = Tape::new();
    let y = layer.forward(&tape.param(&x));
    let values = y.value().to_vec();
    let dropped = values.chunks(9).filter(|p| *p == [0.0; 9]).count();
    assert!(values.chunks(9).all(|p| p == [0.0; 9] || p == [2.0; 9]));
    assert!(
        (32..96).contains(&dropped),
        "{dropped} of 128 planes dropped"
    );
    let grads = y.sum_all().backward();
    assert_eq!(grads.get(&x).unwrap().to_vec(), values);
}

#[test]
fn eval_and_train_reach_every_layer() {
    let mut block = Block {
        bn: BatchNorm2d::new(1e-5, Some(0.1)),
        drop: Dropout2d::new(0.5, 1),
        head: Dropout::new(0.5, 2),
    };
    let x = input();
    block.eval();
    assert!(!block.bn.training() && !block.drop.training() && !block.head.training());
    // Evaluation: the running statistics (0 and 1) and no dropout: x / sqrt(1 + eps).
    let y = block.forward(&x);
    for (a, b) in y.to_vec().iter().zip(x.to_vec()) {
        assert!((a - b / (1.0f64 + 1e-5).sqrt()).abs() < 1e-12);
    }
    assert_eq!(block.bn.num_batches_tracked(), 0);
    block.train();
    let y = block.forward(&x).to_vec();
    assert_eq!(block.bn.num_batches_tracked(), 1);
    assert!(y.contains(&0.0), "training drops");
}

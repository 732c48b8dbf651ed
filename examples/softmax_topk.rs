//! Math and reductions on typed axes: a numerically stable softmax over the class axis of a
//! `[dyn, 10]` batch of logits, the top 3 classes per row, and the accuracy of the argmax
//! against labels. Each intermediate's shape is in its type.
//!
//! `cargo run --example softmax_topk`

use typed_tensor::{shape, Tensor};

const CLASSES: usize = 10;

fn main() {
    let batch = 4;
    let logits = Tensor::<f32, shape![dyn, CLASSES]>::from_fn_with_dims(&[batch, CLASSES], |i| {
        ((i[0] * 7 + i[1] * 3) % 11) as f32 * 0.5 - 2.0
    })
    .unwrap();

    // softmax(x) = exp(x - max) / sum(exp(x - max)), along axis 1.
    let max: Tensor<f32, shape![dyn, 1]> = logits.max_keepdim::<1>();
    let shifted: Tensor<f32, shape![dyn, CLASSES]> = &logits - &max;
    let e = shifted.exp();
    let total: Tensor<f32, shape![dyn, 1]> = e.sum_keepdim::<1>();
    let probs: Tensor<f32, shape![dyn, CLASSES]> = &e / &total;

    let row_sums: Tensor<f32, shape![dyn]> = probs.sum::<1>();
    assert!(row_sums.to_vec().iter().all(|s| (s - 1.0).abs() < 1e-5));

    // The three most likely classes of each row, most likely first.
    let (top, classes) = probs.topk::<3, 1>(true);
    let _: &Tensor<f32, shape![dyn, 3]> = &top;
    let _: &Tensor<usize, shape![dyn, 3]> = &classes;
    println!("top-3 probabilities:\n{top:.3}\nclasses:\n{classes}");

    // Accuracy: the argmax against labels, compared elementwise into a bool tensor.
    let predicted: Tensor<usize, shape![dyn]> = logits.argmax::<1>();
    let labels = Tensor::<usize, shape![dyn]>::from_shape_vec(&[batch], vec![7, 1, 2, 0]).unwrap();
    let hits = predicted
        .eq(&labels)
        .to_vec()
        .iter()
        .filter(|&&hit| hit)
        .count();
    println!("predicted {predicted}, labels {labels}: {hits}/{batch} correct");
    assert_eq!(
        predicted.to_vec(),
        classes.to_vec().chunks(3).map(|c| c[0]).collect::<Vec<_>>()
    );
}

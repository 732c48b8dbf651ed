//! Convolutions with no input channels (every output is its bias, as PyTorch's) or no output
//! channels (an empty output), forward and gradients, on the Winograd and the columns' paths.

use typed_tensor::autograd::Tape;
use typed_tensor::nn::Conv;
use typed_tensor::{shape, Tensor};

#[test]
fn no_input_channels_give_the_bias_and_zero_gradients() {
    let x = Tensor::<f32, shape![2, 0, 5, 5]>::zeros();
    let w = Tensor::<f32, shape![3, 0, 3, 3]>::zeros();
    let b = Tensor::<f32, shape![3]>::from_vec(vec![1.0, 2.0, 3.0]).unwrap();
    let y: Tensor<f32, shape![2, 3, 5, 5]> = x.conv2d(&w, Some(&b), Conv::<1, 1>);
    let expected: Vec<f32> = (0..2 * 3 * 25)
        .map(|i| [1.0, 2.0, 3.0][i / 25 % 3])
        .collect();
    assert_eq!(y.to_vec(), expected);
    let tape = Tape::new();
    let (xv, wv, bv) = (tape.param(&x), tape.param(&w), tape.param(&b));
    let out: typed_tensor::autograd::Var<f32, shape![2, 3, 5, 5]> =
        xv.conv2d(&wv, Some(&bv), Conv::<1, 1>);
    let grads = out.sum_all().backward();
    assert_eq!(grads.get(&b).unwrap().to_vec(), [50.0, 50.0, 50.0]);
    assert!(grads.get(&x).unwrap().to_vec().is_empty());
    assert!(grads.get(&w).unwrap().to_vec().is_empty());
}

#[test]
fn no_output_channels_give_an_empty_output() {
    let x = Tensor::<f32, shape![2, 16, 6, 6]>::ones();
    let w = Tensor::<f32, shape![0, 16, 3, 3]>::zeros();
    let y: Tensor<f32, shape![2, 0, 6, 6]> = x.conv2d(&w, None, Conv::<1, 1>);
    assert!(y.to_vec().is_empty());
    let tape = Tape::new();
    let (xv, wv) = (tape.param(&x), tape.param(&w));
    let out: typed_tensor::autograd::Var<f32, shape![2, 0, 6, 6]> =
        xv.conv2d(&wv, None, Conv::<1, 1>);
    let grads = out.sum_all().backward();
    assert_eq!(grads.get(&x).unwrap().to_vec(), vec![0.0; 2 * 16 * 36]);
    assert!(grads.get(&w).unwrap().to_vec().is_empty());
}

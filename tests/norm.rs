//! `layer_norm` and `rms_norm` against PyTorch's values (torch 2.15, printed by
//! `torch.nn.functional.layer_norm` / `rms_norm` on the inputs below, `torch.manual_seed(0)`),
//! on contiguous and transposed inputs and `Dyn` axes.

use typed_tensor::{shape, Tensor};

const X: [f32; 15] = [
    11.622988, 6.1197133, 0.46363163, 8.705294, 3.7464328, 2.8042135, 8.210041, 9.514079, 4.842227,
    5.7899694, 5.210094, 7.546109, 4.4299765, 10.301813, 3.786438,
];
const W: [f32; 5] = [0.12270124, -0.5663175, 0.37311465, -0.8919953, -1.5091077];
const B: [f32; 5] = [0.37039354, 1.4565026, 0.9398099, 0.7748488, 0.19186942];

fn assert_close(got: &[f32], want: &[f32]) {
    assert_eq!(got.len(), want.len());
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!((g - w).abs() <= 2e-6 * (1.0 + w.abs()), "[{i}]: {g} vs {w}");
    }
}

type Inputs = (
    Tensor<f32, shape![3, 5]>,
    Tensor<f32, shape![5]>,
    Tensor<f32, shape![5]>,
);

fn inputs() -> Inputs {
    (
        Tensor::from_vec(X.to_vec()).unwrap(),
        Tensor::from_vec(W.to_vec()).unwrap(),
        Tensor::from_vec(B.to_vec()).unwrap(),
    )
}

#[test]
fn layer_norm_matches_pytorch() {
    let (x, w, b) = inputs();
    let want = [
        0.5448401,
        1.4582471,
        0.39228642,
        0.18048869,
        1.123778,
        0.19441004,
        0.9878317,
        1.4521675,
        1.2935716,
        0.47104168,
        0.3167541,
        1.150541,
        0.6549121,
        -0.73555666,
        1.7505234,
    ];
    assert_close(&x.layer_norm(&w, &b, 1e-5).to_vec(), &want);
}

#[test]
fn rms_norm_matches_pytorch() {
    let (x, w, _) = inputs();
    let want = [
        0.19679902,
        -0.4782415,
        0.023871051,
        -1.0715247,
        -0.7801792,
        0.05155008,
        -0.6965858,
        0.5318367,
        -0.6471084,
        -1.3090789,
        0.09547354,
        -0.63822174,
        0.2468495,
        -1.3723495,
        -0.85337436,
    ];
    assert_close(&x.rms_norm(&w, 1e-6).to_vec(), &want);
}

#[test]
fn a_transposed_input_is_normalized_along_its_own_last_axis() {
    let (x, _, _) = inputs();
    let w3 = Tensor::<f32, shape![3]>::from_vec(W[..3].to_vec()).unwrap();
    let b3 = Tensor::<f32, shape![3]>::from_vec(B[..3].to_vec()).unwrap();
    // torch.nn.functional.layer_norm(x.t(), [3], w[:3], b[:3], 1e-5)
    let want = [
        0.5377685, 2.025784, 0.8059171, 0.20546289, 0.8603203, 1.0485466, 0.22666737, 0.73618346,
        0.90228045, 0.41083977, 2.2243304, 1.3226979, 0.2810713, 0.6557303, 0.68384093,
    ];
    let y: Tensor<f32, shape![5, 3]> = x.t().layer_norm(&w3, &b3, 1e-5);
    assert_close(&y.to_vec(), &want);
}

#[test]
fn dyn_axes_are_checked_at_run_time() {
    let x = Tensor::<f32, shape![dyn, dyn]>::from_shape_vec(&[3, 5], X.to_vec()).unwrap();
    let w = Tensor::<f32, shape![dyn]>::from_shape_vec(&[5], W.to_vec()).unwrap();
    let b = Tensor::<f32, shape![dyn]>::from_shape_vec(&[5], B.to_vec()).unwrap();
    let (xs, ws, bs) = inputs();
    assert_eq!(
        x.layer_norm(&w, &b, 1e-5).to_vec(),
        xs.layer_norm(&ws, &bs, 1e-5).to_vec()
    );
    let short = Tensor::<f32, shape![dyn]>::from_shape_vec(&[4], W[..4].to_vec()).unwrap();
    assert_eq!(
        x.try_rms_norm(&short, 1e-6).unwrap_err().to_string(),
        "Expected weight to be of same shape as normalized_shape, but got weight of shape [4] \
         and normalized_shape = [5] (input shape [3, 5])"
    );
    let err = x.try_layer_norm(&w, &short, 1e-5).unwrap_err().to_string();
    assert!(
        err.starts_with("Expected bias to be of same shape"),
        "{err}"
    );
}

#[test]
#[should_panic(expected = "but got weight of shape [4] and normalized_shape = [5]")]
fn layer_norm_panics_with_the_same_text() {
    let x = Tensor::<f32, shape![2, dyn]>::zeros_with_dims(&[2, 5]).unwrap();
    let w = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[4]).unwrap();
    let b = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[4]).unwrap();
    let _ = x.layer_norm(&w, &b, 1e-5);
}

#[test]
fn empty_inputs_give_empty_outputs() {
    let x = Tensor::<f32, shape![0, 4]>::zeros();
    let w = Tensor::<f32, shape![4]>::zeros();
    assert!(x.layer_norm(&w, &w, 1e-5).to_vec().is_empty());
    let x = Tensor::<f32, shape![3, 0]>::zeros();
    let w = Tensor::<f32, shape![0]>::zeros();
    assert!(x.rms_norm(&w, 1e-5).to_vec().is_empty());
}

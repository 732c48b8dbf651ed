//! The losses against PyTorch 2.15's values (`torch.nn.functional`, in float64 on the float32
//! inputs below, which include logits of ±1e4), for f64 and f32 inputs, and their errors.
//!
//! The values were printed by this script:
//!
//! ```python
//! import torch, torch.nn.functional as F
//! x = torch.tensor(X, dtype=torch.float32).double().view(4, 5)   # X, Y, Z as below
//! y = torch.tensor(Y, dtype=torch.float32).double().view(4, 5)
//! z = torch.tensor(Z, dtype=torch.float64).view(4, 5)
//! t = torch.tensor([2, 2, 0, 4])
//! F.cross_entropy(x, t, reduction=red, label_smoothing=ls)  # red in mean, sum; ls in 0, 0.1
//! F.nll_loss(F.log_softmax(x, -1), t)
//! F.mse_loss(x, y, reduction=red)
//! F.binary_cross_entropy_with_logits(x, z, reduction=red)
//! ```

use typed_tensor::nn;
use typed_tensor::nn::{
    binary_cross_entropy_with_logits, cross_entropy, mse_loss, nll_loss, try_cross_entropy,
    try_nll_loss, Reduction,
};
use typed_tensor::{shape, Dyn, Tensor, LAST};

const X: [f32; 20] = [
    -0.229933, 1.079645, -2.346051, 0.214583, 3.138068, 1.566561, -0.500427, 10000.0, 1.213821,
    1.833899, -10000.0, -0.10093, 2.993767, 1.377541, 7.309191, -0.440425, 1.455342, 0.615703,
    1.015285, 4.058262,
];
const Y: [f32; 20] = [
    0.037067, -0.067686, 0.429033, -0.868119, 0.619702, 1.909698, -1.578064, 0.50713, 0.203012,
    -0.204423, -0.412138, 0.687375, 0.623845, 1.143611, -0.121437, 0.626399, -1.954093, -1.221632,
    -0.330418, -0.424302,
];
const Z: [f32; 20] = [
    0., 1., 1., 1., 1., 1., 1., 1., 0., 0., 0., 1., 1., 0., 1., 0., 0., 0., 0., 1.,
];
const TARGETS: [usize; 4] = [2, 2, 0, 4];

const CE_MEAN_0: f64 = 2503.290312932682;
const CE_MEAN_1: f64 = 2503.211848694076;
const CE_SUM_0: f64 = 10013.161251730728;
const CE_SUM_1: f64 = 10012.847394776303;
const NLL_MEAN: f64 = 2503.290312932682;
const MSE_MEAN: f64 = 9999086.883743178;
const MSE_SUM: f64 = 199981737.67486355;
const BCE_MEAN: f64 = 0.7758467484092545;
const BCE_SUM: f64 = 15.51693496818509;

fn f64s(v: &[f32]) -> Vec<f64> {
    v.iter().map(|&x| f64::from(x)).collect()
}

fn close(got: f64, want: f64, rel: f64) {
    assert!((got - want).abs() <= rel * want.abs(), "{got} vs {want}");
}

#[test]
fn cross_entropy_and_nll_match_pytorch() {
    let x = Tensor::<f64, shape![4, 5]>::from_vec(f64s(&X)).unwrap();
    let t = Tensor::<usize, shape![4]>::from_vec(TARGETS.to_vec()).unwrap();
    close(
        cross_entropy(&x, &t, Reduction::Mean, 0.0).item(),
        CE_MEAN_0,
        1e-13,
    );
    close(
        cross_entropy(&x, &t, Reduction::Mean, 0.1).item(),
        CE_MEAN_1,
        1e-13,
    );
    close(
        cross_entropy(&x, &t, Reduction::Sum, 0.0).item(),
        CE_SUM_0,
        1e-13,
    );
    close(
        cross_entropy(&x, &t, Reduction::Sum, 0.1).item(),
        CE_SUM_1,
        1e-13,
    );
    close(
        nll_loss(&x.log_softmax::<LAST>(), &t, Reduction::Mean).item(),
        NLL_MEAN,
        1e-13,
    );
    // f32 logits of ±1e4: finite, within f32's rounding of the log-softmax.
    let x32 = Tensor::<f32, shape![dyn, 5]>::from_shape_vec(&[4, 5], X.to_vec()).unwrap();
    let t_dyn = Tensor::<usize, (Dyn,)>::from_shape_vec(&[4], TARGETS.to_vec()).unwrap();
    let loss = cross_entropy(&x32, &t_dyn, Reduction::Mean, 0.1f32).item();
    close(f64::from(loss), CE_MEAN_1, 1e-6);
}

#[test]
fn mse_and_bce_with_logits_match_pytorch() {
    let x = Tensor::<f32, shape![4, 5]>::from_vec(X.to_vec()).unwrap();
    let y = Tensor::<f32, shape![4, 5]>::from_vec(Y.to_vec()).unwrap();
    let z = Tensor::<f32, shape![4, 5]>::from_vec(Z.to_vec()).unwrap();
    close(
        f64::from(mse_loss(&x, &y, Reduction::Mean).item()),
        MSE_MEAN,
        1e-7,
    );
    close(
        f64::from(mse_loss(&x, &y, Reduction::Sum).item()),
        MSE_SUM,
        1e-7,
    );
    close(
        f64::from(binary_cross_entropy_with_logits(&x, &z, Reduction::Mean).item()),
        BCE_MEAN,
        1e-6,
    );
    close(
        f64::from(binary_cross_entropy_with_logits(&x, &z, Reduction::Sum).item()),
        BCE_SUM,
        1e-6,
    );
}

#[test]
fn bad_targets_are_errors_naming_the_shapes() {
    let x = Tensor::<f32, shape![dyn, 5]>::zeros_with_dims(&[4, 5]).unwrap();
    let three = Tensor::<usize, (Dyn,)>::from_shape_vec(&[3], vec![0, 1, 2]).unwrap();
    assert_eq!(
        try_cross_entropy(&x, &three, Reduction::Mean, 0.0)
            .unwrap_err()
            .to_string(),
        "Expected input batch_size (4) to match target batch_size (3) (shapes [4, 5] and [3])"
    );
    let out_of_range = Tensor::<usize, (Dyn,)>::from_shape_vec(&[4], vec![0, 5, 1, 1]).unwrap();
    assert_eq!(
        try_cross_entropy(&x, &out_of_range, Reduction::Sum, 0.0)
            .unwrap_err()
            .to_string(),
        "cross_entropy(): index 5 is out of range for dimension 1 of size 5 (dims [4, 5])"
    );
    let panic = std::panic::catch_unwind(|| nll_loss(&x, &out_of_range, Reduction::Mean));
    assert_eq!(
        panic.unwrap_err().downcast_ref::<String>().unwrap(),
        "nll_loss(): index 5 is out of range for dimension 1 of size 5 (dims [4, 5])"
    );
    assert_eq!(
        try_nll_loss(&x, &three, Reduction::Sum)
            .unwrap_err()
            .to_string(),
        "Expected input batch_size (4) to match target batch_size (3) (shapes [4, 5] and [3])"
    );
    // A label smoothing outside [0, 1] (PyTorch: an error above 1, none applied below 0).
    let targets = Tensor::<usize, (Dyn,)>::from_shape_vec(&[4], vec![0, 1, 2, 3]).unwrap();
    for smoothing in [1.5, -0.5, f32::NAN] {
        let err = try_cross_entropy(&x, &targets, Reduction::Mean, smoothing).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!(
                "cross_entropy(): label_smoothing must be between 0.0 and 1.0. Got: {smoothing}"
            )
        );
    }
    for smoothing in [0.0, 1.0] {
        assert!(try_cross_entropy(&x, &targets, Reduction::Mean, smoothing).is_ok());
    }
    // No classes: every target is out of range (PyTorch: "Target 0 is out of bounds").
    let no_classes = Tensor::<f32, shape![2, 0]>::zeros();
    let zeros = Tensor::<usize, shape![2]>::zeros();
    assert_eq!(
        try_cross_entropy(&no_classes, &zeros, Reduction::Mean, 0.0)
            .unwrap_err()
            .to_string(),
        "cross_entropy(): index 0 is out of range for dimension 1 of size 0 (dims [2, 0])"
    );
    // An empty batch: the mean is NaN (0 / 0), the sum 0, as PyTorch.
    let none = Tensor::<f32, shape![0, 5]>::zeros();
    let no_targets = Tensor::<usize, shape![0]>::zeros();
    assert!(cross_entropy(&none, &no_targets, Reduction::Mean, 0.0)
        .item()
        .is_nan());
    assert_eq!(
        cross_entropy(&none, &no_targets, Reduction::Sum, 0.0).item(),
        0.0
    );
}

/// `ignore_index` against PyTorch 2.15 (float64), printed by
/// ```python
/// x = torch.tensor([[2., 0., -1.], [0.5, 0.1, 3.], [1., 1., 1.], [-2., 4., 0.]], dtype=torch.float64, requires_grad=True)
/// t = torch.tensor([0, 2, 1, 1])
/// F.cross_entropy(x, t, reduction=red, label_smoothing=ls, ignore_index=1)  # and x.grad
/// F.cross_entropy(x, torch.tensor([1, 1, 1, 1]), ignore_index=1)              # nan, zero grad
/// ```
#[test]
fn ignore_index_matches_pytorch() {
    use typed_tensor::autograd::Tape;
    use typed_tensor::nn::{cross_entropy_with, CrossEntropy};
    let x = Tensor::<f64, shape![4, 3]>::from_vec(vec![
        2., 0., -1., 0.5, 0.1, 3., 1., 1., 1., -2., 4., 0.,
    ])
    .unwrap();
    let t = Tensor::<usize, shape![4]>::from_vec(vec![0, 2, 1, 1]).unwrap();
    let cases: [(Reduction, f64, f64, [f64; 6]); 4] = [
        (
            Reduction::Mean,
            0.0,
            0.14916720446689485,
            [
                -0.07810263275933027,
                0.05709759969229724,
                0.021005033067033024,
                0.036093749598945034,
                0.024194363892763675,
                -0.060288113491708706,
            ],
        ),
        (
            Reduction::Mean,
            0.1,
            0.3225005378002282,
            [
                -0.044769299425996945,
                0.04043093302563057,
                0.004338366400366358,
                0.019427082932278367,
                0.007527697226097009,
                -0.02695478015837538,
            ],
        ),
        (
            Reduction::Sum,
            0.0,
            0.2983344089337897,
            [
                -0.15620526551866054,
                0.11419519938459448,
                0.04201006613406605,
                0.07218749919789007,
                0.04838872778552735,
                -0.12057622698341741,
            ],
        ),
        (
            Reduction::Sum,
            0.1,
            0.6450010756004564,
            [
                -0.08953859885199389,
                0.08086186605126114,
                0.008676732800732716,
                0.038854165864556735,
                0.015055394452194018,
                -0.05390956031675076,
            ],
        ),
    ];
    for (reduction, label_smoothing, loss, grad) in cases {
        let options = CrossEntropy {
            reduction,
            label_smoothing,
            ignore_index: Some(1),
        };
        close(cross_entropy_with(&x, &t, options).item(), loss, 1e-14);
        let tape = Tape::new();
        let recorded = nn::cross_entropy_with(&tape.param(&x), &t, options);
        close(recorded.item(), loss, 1e-14);
        let g = recorded.backward().get(&x).unwrap().to_vec();
        for (i, (&ours, want)) in g.iter().zip(grad.iter().chain(&[0.0; 6])).enumerate() {
            close(ours, *want, 1e-14);
            assert!(
                i < 6 || ours == 0.0,
                "ignored row {} has gradient {ours}",
                i / 3
            );
        }
    }
    // Every row ignored: the mean is NaN, the gradient 0, as PyTorch.
    let ones = Tensor::<usize, shape![4]>::from_vec(vec![1; 4]).unwrap();
    let options = CrossEntropy {
        ignore_index: Some(1),
        ..CrossEntropy::default()
    };
    assert!(cross_entropy_with(&x, &ones, options).item().is_nan());
    let tape = Tape::new();
    let g = nn::cross_entropy_with(&tape.param(&x), &ones, options)
        .backward()
        .get(&x)
        .unwrap();
    assert_eq!(g.to_vec(), [0.0; 12]);
    // An ignored target need not be a class; any other out-of-range target is still an error.
    let padded = Tensor::<usize, shape![4]>::from_vec(vec![0, 2, usize::MAX, usize::MAX]).unwrap();
    let options = CrossEntropy {
        ignore_index: Some(usize::MAX),
        ..CrossEntropy::default()
    };
    let two_rows = cross_entropy(
        &x.narrow_static::<0, 2>(0),
        &t.narrow_static::<0, 2>(0),
        Reduction::Mean,
        0.0,
    );
    assert_eq!(cross_entropy_with(&x, &padded, options), two_rows);
    let bad = Tensor::<usize, shape![4]>::from_vec(vec![0, 3, usize::MAX, 1]).unwrap();
    assert!(typed_tensor::nn::try_cross_entropy_with(&x, &bad, options).is_err());
}

/// `nll_loss`'s `ignore_index` against PyTorch 2.15: `F.nll_loss(lp, t, reduction=red,
/// ignore_index=1)` on the log-probabilities below gives 1.15 (mean) and 2.3 (sum), with
/// gradient -1/2 (mean) or -1 (sum) at the two kept targets.
#[test]
fn nll_ignore_index_matches_pytorch() {
    use typed_tensor::autograd::Tape;
    use typed_tensor::nn::{nll_loss_with, NllLoss};
    let lp = Tensor::<f64, shape![4, 3]>::from_vec(vec![
        -0.1, -2.0, -3.0, -1.5, -0.3, -2.2, -1.1, -1.1, -1.1, -4.0, -0.05, -3.5,
    ])
    .unwrap();
    let t = Tensor::<usize, shape![4]>::from_vec(vec![0, 2, 1, 1]).unwrap();
    for (reduction, loss, g) in [(Reduction::Mean, 1.15, -0.5), (Reduction::Sum, 2.3, -1.0)] {
        let options = NllLoss {
            reduction,
            ignore_index: Some(1),
        };
        close(nll_loss_with(&lp, &t, options).item(), loss, 1e-15);
        let tape = Tape::new();
        let recorded = nn::nll_loss_with(&tape.param(&lp), &t, options);
        let grad = recorded.backward().get(&lp).unwrap().to_vec();
        let mut want = [0.0; 12];
        (want[0], want[5]) = (g, g);
        assert_eq!(grad, want);
    }
}

/// An ignored row between kept ones, and every row ignored with smoothing, against PyTorch
/// 2.15: `F.cross_entropy(x, [0, 9, 2], ignore_index=9, label_smoothing=0.1)` on the first
/// three rows above is 0.7175624874455311; with targets `[9, 9, 9]` the mean is NaN, the sum
/// 0, the gradient 0 either way.
#[test]
fn ignored_rows_anywhere_and_everywhere() {
    use typed_tensor::autograd::Tape;
    use typed_tensor::nn::{cross_entropy_with, CrossEntropy};
    let x =
        Tensor::<f64, shape![3, 3]>::from_vec(vec![2., 0., -1., 0.5, 0.1, 3., 1., 1., 1.]).unwrap();
    let t = Tensor::<usize, shape![3]>::from_vec(vec![0, 9, 2]).unwrap();
    let options = CrossEntropy {
        label_smoothing: 0.1,
        ignore_index: Some(9),
        ..CrossEntropy::default()
    };
    let tape = Tape::new();
    let loss = nn::cross_entropy_with(&tape.param(&x), &t, options);
    close(loss.item(), 0.7175624874455311, 1e-14);
    let g = loss.backward().get(&x).unwrap().to_vec();
    let want = [
        -0.044769299425996945,
        0.04043093302563057,
        0.004338366400366358,
        0.0,
        0.0,
        0.0,
        0.15,
        0.15,
        -0.30000000000000004,
    ];
    for (ours, want) in g.iter().zip(want) {
        close(*ours, want, 1e-14);
    }
    let all = Tensor::<usize, shape![3]>::from_vec(vec![9; 3]).unwrap();
    for reduction in [Reduction::Mean, Reduction::Sum] {
        let options = CrossEntropy {
            reduction,
            ..options
        };
        let value = cross_entropy_with(&x, &all, options).item();
        assert!(if reduction == Reduction::Mean {
            value.is_nan()
        } else {
            value == 0.0
        });
        let tape = Tape::new();
        let g = nn::cross_entropy_with(&tape.param(&x), &all, options)
            .backward()
            .get(&x)
            .unwrap();
        assert_eq!(g.to_vec(), [0.0; 9], "{reduction:?}");
    }
}

//! The optimizers against `torch.optim` (PyTorch 2.15, float64): three steps from the same
//! parameter with the same gradients, printed by this script:
//!
//! ```python
//! import torch
//! P0 = [0.5, -1.25, 2.0, 0.0]
//! G = [[0.1, -0.2, 0.3, 0.4], [0.05, 0.5, -0.25, 0.0], [-0.3, 0.1, 0.2, -0.1]]
//! def run(make):
//!     p = torch.tensor(P0, dtype=torch.float64, requires_grad=True)
//!     opt = make([p])
//!     for g in G:
//!         p.grad = torch.tensor(g, dtype=torch.float64)
//!         opt.step()
//!     return p.detach().tolist()
//! run(lambda ps: torch.optim.SGD(ps, lr=0.1))                                  # SGD_PLAIN
//! run(lambda ps: torch.optim.SGD(ps, lr=0.1, momentum=0.9, dampening=0.1,
//!                                weight_decay=0.01))                           # SGD_MOMENTUM
//! run(lambda ps: torch.optim.SGD(ps, lr=0.1, momentum=0.9, nesterov=True,
//!                                weight_decay=0.01))                           # SGD_NESTEROV
//! run(lambda ps: torch.optim.Adam(ps))                                         # ADAM
//! run(lambda ps: torch.optim.Adam(ps, lr=0.01, betas=(0.8, 0.99), eps=1e-6,
//!                                 weight_decay=0.1))                           # ADAM_DECAY
//! run(lambda ps: torch.optim.AdamW(ps))                                        # ADAMW
//! run(lambda ps: torch.optim.AdamW(ps, lr=0.05, weight_decay=0.2))             # ADAMW_LR
//! ```

use typed_tensor::nn::optim::{Adam, AdamState, Sgd, SgdState};
use typed_tensor::{shape, Dyn, Tensor};

const P0: [f64; 4] = [0.5, -1.25, 2.0, 0.0];
const G: [[f64; 4]; 3] = [
    [0.1, -0.2, 0.3, 0.4],
    [0.05, 0.5, -0.25, 0.0],
    [-0.3, 0.1, 0.2, -0.1],
];

const SGD_PLAIN: [f64; 4] = [0.515, -1.29, 1.9749999999999999, -0.030000000000000006];
const SGD_MOMENTUM: [f64; 4] = [
    0.48873035649499996,
    -1.2836831702875,
    1.9329007840799999,
    -0.09926323240000001,
];
const SGD_NESTEROV: [f64; 4] = [
    0.5051634119805,
    -1.32570144924625,
    1.9107282865119999,
    -0.11814835436000003,
];
const ADAM: [f64; 4] = [
    0.4984150440673039,
    -1.2498949921399456,
    1.9986442718663158,
    -0.0020174396530449777,
];
const ADAM_DECAY: [f64; 4] = [
    0.4821737594600371,
    -1.2428141499650789,
    1.9770225220508935,
    -0.018934616946231116,
];
const ADAMW: [f64; 4] = [
    0.4984000735389967,
    -1.249857508092691,
    1.9985842928474338,
    -0.002017412952563174,
];
const ADAMW_LR: [f64; 4] = [
    0.40736279302613504,
    -1.2083972493214423,
    1.8738256542987546,
    -0.09954195356190365,
];

type P = Tensor<f64, shape![4]>;

fn grads() -> Vec<P> {
    G.iter()
        .map(|g| Tensor::from_vec(g.to_vec()).unwrap())
        .collect()
}

fn assert_close(got: &[f64], want: &[f64]) {
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!(
            (g - w).abs() <= 1e-12 * (1.0 + w.abs()),
            "[{i}]: {g} vs {w}"
        );
    }
}

fn sgd(sgd: Sgd<f64>) -> Vec<f64> {
    let mut p: P = Tensor::from_vec(P0.to_vec()).unwrap();
    let mut state = SgdState::new();
    for g in grads() {
        sgd.step(&mut p, &g, &mut state);
    }
    p.to_vec()
}

fn adam(adam: Adam<f64>) -> Vec<f64> {
    let mut p: P = Tensor::from_vec(P0.to_vec()).unwrap();
    let mut state = AdamState::new();
    for g in grads() {
        adam.step(&mut p, &g, &mut state);
    }
    assert_eq!(state.steps(), 3);
    p.to_vec()
}

#[test]
fn sgd_matches_torch_optim() {
    assert_close(&sgd(Sgd::new(0.1)), &SGD_PLAIN);
    let momentum = Sgd {
        momentum: 0.9,
        dampening: 0.1,
        weight_decay: 0.01,
        ..Sgd::new(0.1)
    };
    assert_close(&sgd(momentum), &SGD_MOMENTUM);
    let nesterov = Sgd {
        momentum: 0.9,
        weight_decay: 0.01,
        nesterov: true,
        ..Sgd::new(0.1)
    };
    assert_close(&sgd(nesterov), &SGD_NESTEROV);
}

#[test]
fn adam_and_adam_w_match_torch_optim() {
    assert_close(&adam(Adam::new()), &ADAM);
    let decay = Adam {
        lr: 0.01,
        betas: (0.8, 0.99),
        eps: 1e-6,
        weight_decay: 0.1,
        ..Adam::new()
    };
    assert_close(&adam(decay), &ADAM_DECAY);
    assert_close(&adam(Adam::adam_w()), &ADAMW);
    let lr = Adam {
        lr: 0.05,
        weight_decay: 0.2,
        ..Adam::adam_w()
    };
    assert_close(&adam(lr), &ADAMW_LR);
}

#[test]
fn strided_gradients_and_f32() {
    // A transposed gradient is read in the parameter's order.
    let mut p = Tensor::<f32, shape![2, 2]>::from_vec(vec![1.0, 2.0, 3.0, 4.0]).unwrap();
    let g = Tensor::<f32, shape![2, 2]>::from_vec(vec![1.0, 3.0, 2.0, 4.0])
        .unwrap()
        .t();
    Sgd::new(0.5f32).step(&mut p, &g, &mut SgdState::new());
    assert_eq!(p.to_vec(), [0.5, 1.0, 1.5, 2.0]);
    // A parameter shared with a clone is updated alone (copy on write).
    let mut w = Tensor::<f32, shape![2]>::from_vec(vec![1.0, 1.0]).unwrap();
    let before = w.clone();
    let one = Tensor::<f32, shape![2]>::ones();
    Adam::new().step(&mut w, &one, &mut AdamState::new());
    assert_eq!(before.to_vec(), [1.0, 1.0]);
    assert!(w.to_vec().iter().all(|&x| (x - 0.999).abs() < 1e-6));
}

#[test]
#[should_panic(expected = "SGD step: the gradient's dims [3] are not the parameter's [2]")]
fn a_gradient_of_other_dims_is_refused() {
    let mut p = Tensor::<f32, (Dyn,)>::zeros_with_dims(&[2]).unwrap();
    let g = Tensor::<f32, (Dyn,)>::zeros_with_dims(&[3]).unwrap();
    Sgd::new(0.1f32).step(&mut p, &g, &mut SgdState::new());
}

#[test]
#[should_panic(expected = "Adam step: the parameter's dims [3] are not those of its state [2]")]
fn a_state_serves_one_parameter() {
    let mut state = AdamState::new();
    let mut a = Tensor::<f32, (Dyn,)>::zeros_with_dims(&[2]).unwrap();
    let ga = Tensor::<f32, (Dyn,)>::zeros_with_dims(&[2]).unwrap();
    Adam::new().step(&mut a, &ga, &mut state);
    let mut b = Tensor::<f32, (Dyn,)>::zeros_with_dims(&[3]).unwrap();
    let gb = Tensor::<f32, (Dyn,)>::zeros_with_dims(&[3]).unwrap();
    Adam::new().step(&mut b, &gb, &mut state);
}

/// `Gradients::clip_grad_norm` against PyTorch 2.15 (float64), printed by
/// ```python
/// a = torch.tensor([3., 4.], dtype=torch.float64, requires_grad=True)
/// b = torch.tensor([[1., 2.], [2., 4.]], dtype=torch.float64, requires_grad=True)
/// ((a * a).sum() + (b * b * b).sum() / 3).backward()   # grads [6, 8], [[1, 4], [4, 16]]
/// torch.nn.utils.clip_grad_norm_([a, b], 5.0)          # and a.grad, b.grad
/// ```
#[test]
fn clip_grad_norm_matches_pytorch() {
    use typed_tensor::autograd::Tape;
    let a = Tensor::<f64, shape![2]>::from_vec(vec![3., 4.]).unwrap();
    let b = Tensor::<f64, shape![2, 2]>::from_vec(vec![1., 2., 2., 4.]).unwrap();
    let step = || {
        let tape = Tape::new();
        let (va, vb) = (tape.param(&a), tape.param(&b));
        let cubes = (&(&vb * &vb) * &vb).sum_all();
        (&(&va * &va).sum_all() + &(&cubes * (1.0 / 3.0))).backward()
    };
    let mut grads = step();
    let total = grads.clip_grad_norm(5.0);
    assert!((total - 19.72308292331602).abs() < 1e-13, "{total}");
    let want_a = [1.5210603025693628, 2.028080403425817];
    let want_b = [
        0.2535100504282271,
        1.0140402017129084,
        1.0140402017129084,
        4.056160806851634,
    ];
    for (got, want) in grads.get(&a).unwrap().to_vec().iter().zip(want_a) {
        assert!((got - want).abs() < 1e-13, "{got} vs {want}");
    }
    for (got, want) in grads.get(&b).unwrap().to_vec().iter().zip(want_b) {
        assert!((got - want).abs() < 1e-13, "{got} vs {want}");
    }
    // Under the limit: unchanged, the norm returned.
    let mut grads = step();
    assert!((grads.clip_grad_norm(100.0) - 389f64.sqrt()).abs() < 1e-13);
    assert_eq!(grads.get(&a).unwrap().to_vec(), [6., 8.]);
    // A NaN gradient makes every gradient NaN, as PyTorch's default.
    let tape = Tape::new();
    let nan = Tensor::<f64, shape![2]>::from_vec(vec![f64::NAN, 1.0]).unwrap();
    let mut grads = (&tape.param(&a) * &tape.constant(nan)).sum_all().backward();
    assert!(grads.clip_grad_norm(1.0).is_nan());
    assert!(grads.get(&a).unwrap().to_vec().iter().all(|g| g.is_nan()));
    // PyTorch 2.15, f32: gradients [inf, 1] give norm inf and [nan, 0]; [1e20, 1e20] overflow
    // the sum of squares (norm inf, gradients 0); [1e18, 1e18] give 1.4142e18 and 0.7071 each.
    let w = Tensor::<f32, shape![2]>::zeros();
    let grads_of = |g: [f32; 2]| {
        let tape = Tape::new();
        let g = Tensor::<f32, shape![2]>::from_vec(g.to_vec()).unwrap();
        (&tape.param(&w) * &tape.constant(g)).sum_all().backward()
    };
    let mut grads = grads_of([f32::INFINITY, 1.0]);
    assert_eq!(grads.clip_grad_norm(1.0), f32::INFINITY);
    let g = grads.get(&w).unwrap().to_vec();
    assert!(g[0].is_nan() && g[1] == 0.0, "{g:?}");
    let mut grads = grads_of([1e20, 1e20]);
    assert_eq!(grads.clip_grad_norm(1.0), f32::INFINITY);
    assert_eq!(grads.get(&w).unwrap().to_vec(), [0.0, 0.0]);
    let mut grads = grads_of([1e18, 1e18]);
    assert!((grads.clip_grad_norm(1.0) / 1.4142135e18 - 1.0).abs() < 1e-6);
    for g in grads.get(&w).unwrap().to_vec() {
        assert!((g - std::f32::consts::FRAC_1_SQRT_2).abs() < 1e-6, "{g}");
    }
}

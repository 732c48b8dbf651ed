//! Every differentiable op against central finite differences in `f64`: the gradient that
//! `backward` returns for each parameter must match `(f(x + h) - f(x - h)) / 2h` per element.

mod gradcheck;

use gradcheck::{assert_gradient, check1, check2, tensor};
use proptest::prelude::*;
use typed_tensor::autograd::{Tape, Var};
use typed_tensor::nn;
use typed_tensor::nn::Reduction;
use typed_tensor::{shape, Tensor, LAST};

#[test]
fn unary_functions() {
    type S = shape![3, 4];
    let any: Tensor<f64, S> = tensor(&[3, 4], 1, -2.0, 2.0);
    let positive: Tensor<f64, S> = tensor(&[3, 4], 2, 0.2, 3.0);
    check1("exp", &any, |x| x.exp());
    check1("tanh", &any, |x| x.tanh());
    check1("sigmoid", &any, |x| x.sigmoid());
    check1("erf", &any, |x| x.erf());
    check1("gelu", &any, |x| x.gelu());
    check1("gelu_tanh", &any, |x| x.gelu_tanh());
    check1("silu", &any, |x| x.silu());
    check1("relu", &any, |x| x.relu());
    check1("abs", &any, |x| x.abs());
    check1("powi", &any, |x| x.powi(3));
    check1("clamp", &any, |x| x.clamp(-1.0, 1.0));
    check1("neg", &any, |x| -x);
    check1("ln", &positive, |x| x.ln());
    check1("log2", &positive, |x| x.log2());
    check1("log10", &positive, |x| x.log10());
    check1("sqrt", &positive, |x| x.sqrt());
    check1("powf", &positive, |x| x.powf(1.7));
    check1("powf 0", &positive, |x| x.powf(0.0));
}

type V3 = Var<f64, shape![3]>;

/// The gradient of `f(x).sum_all()` at `x`.
fn grad_at(x: &Tensor<f64, shape![3]>, f: fn(&V3) -> V3) -> Vec<f64> {
    let tape = Tape::new();
    f(&tape.param(x))
        .sum_all()
        .backward()
        .get(x)
        .unwrap()
        .to_vec()
}

#[test]
fn special_points_follow_pytorch() {
    let x = Tensor::<f64, shape![3]>::from_vec(vec![-1.0, 0.0, 2.0]).unwrap();
    let grad = |f: fn(&V3) -> V3| grad_at(&x, f);
    assert_eq!(grad(|x| x.relu()), [0.0, 0.0, 1.0]);
    assert_eq!(grad(|x| x.abs()), [-1.0, 0.0, 1.0]);
    // PyTorch 2.15 on [-1, 0, 2]: `x.clamp(-1., 0.)` gives [0, 0, 0], `x.clamp(-2., 2.)`
    // [1, 1, 0], `x.clamp_min(-1.)` [0, 1, 1] and `x.clamp_max(0.)` [1, 0, 0]: 0 at a bound.
    assert_eq!(grad(|x| x.clamp(-1.0, 0.0)), [0.0, 0.0, 0.0]);
    assert_eq!(grad(|x| x.clamp(-2.0, 2.0)), [1.0, 1.0, 0.0]);
    assert_eq!(grad(|x| x.clamp_min(-1.0)), [0.0, 1.0, 1.0]);
    assert_eq!(grad(|x| x.clamp_max(0.0)), [1.0, 0.0, 0.0]);
    // At infinities and NaN: `clamp_min(0.)` on [inf, -inf, nan] gives [1, 0, 0],
    // `clamp_max(1.)` [0, 1, 0], `clamp(0., 1.)` [0, 0, 0].
    let odd = Tensor::<f64, shape![3]>::from_vec(vec![f64::INFINITY, f64::NEG_INFINITY, f64::NAN])
        .unwrap();
    let odd_grad = |f: fn(&V3) -> V3| grad_at(&odd, f);
    assert_eq!(odd_grad(|x| x.clamp_min(0.0)), [1.0, 0.0, 0.0]);
    assert_eq!(odd_grad(|x| x.clamp_max(1.0)), [0.0, 1.0, 0.0]);
    assert_eq!(odd_grad(|x| x.clamp(0.0, 1.0)), [0.0, 0.0, 0.0]);
    assert_eq!(grad(|x| x.sqrt())[1], f64::INFINITY);
}

#[test]
fn arithmetic_with_broadcasting() {
    let a: Tensor<f64, shape![2, 3, 4]> = tensor(&[2, 3, 4], 3, -1.0, 1.0);
    let bias: Tensor<f64, shape![4]> = tensor(&[4], 4, -1.0, 1.0);
    let col: Tensor<f64, shape![3, 1]> = tensor(&[3, 1], 5, 0.5, 2.0);
    let row: Tensor<f64, shape![2, 1, 4]> = tensor(&[2, 1, 4], 6, 0.5, 2.0);
    check2("add [2,3,4] + [4]", &a, &bias, |x, y| x + y);
    check2("sub [4] - [2,3,4]", &bias, &a, |x, y| x - y);
    check2("mul [2,3,4] * [3,1]", &a, &col, |x, y| x * y);
    check2("div [2,3,4] / [2,1,4]", &a, &row, |x, y| x / y);
    check2("div [3,1] / [2,1,4]", &col, &row, |x, y| x / y);
    check1("x * x", &a, |x| x * x);
    check1("scalar +", &a, |x| x + 2.0);
    check1("scalar -", &a, |x| x - 2.0);
    check1("scalar *", &a, |x| x * 3.0);
    check1("scalar /", &a, |x| x / 4.0);
    check1("scalar - x", &a, |x| 1.0 - x);
    check1("scalar / x", &row, |x| 2.0 / x);
    check1("scalar * x", &a, |x| 0.5 * x);
}

#[test]
fn broadcast_gradients_reduce_to_the_operands_type() {
    let x = Tensor::<f64, shape![2, 3, 4]>::ones();
    let b = Tensor::<f64, shape![4]>::zeros();
    let k = Tensor::<f64, shape![2, 1, 4]>::zeros();
    let tape = Tape::new();
    let y = &(&tape.param(&x) + &tape.param(&b)) + &tape.param(&k);
    let grads = y.sum_all().backward();
    let gb: Tensor<f64, shape![4]> = grads.get(&b).unwrap();
    let gk: Tensor<f64, shape![2, 1, 4]> = grads.get(&k).unwrap();
    assert_eq!(gb.to_vec(), [6.0; 4]); // summed over 2 x 3
    assert_eq!(gk.to_vec(), [3.0; 8]); // summed over the One axis, kept
}

#[test]
fn reductions() {
    let x: Tensor<f64, shape![2, 3, 4]> = tensor(&[2, 3, 4], 7, -1.0, 1.0);
    check1("sum::<1>", &x, |x| x.sum::<1>());
    check1("sum::<LAST>", &x, |x| x.sum::<LAST>());
    check1("sum_keepdim::<0>", &x, |x| x.sum_keepdim::<0>());
    check1("mean::<1>", &x, |x| x.mean::<1>());
    check1("mean_keepdim::<2>", &x, |x| x.mean_keepdim::<2>());
    check1("sum_all", &x, |x| x.sum_all());
    check1("mean_all", &x, |x| x.mean_all());
}

#[test]
fn softmax_and_log_softmax() {
    let x: Tensor<f64, shape![2, 3, 5]> = tensor(&[2, 3, 5], 8, -3.0, 3.0);
    check1("softmax::<LAST>", &x, |x| x.softmax::<LAST>());
    check1("softmax::<1>", &x, |x| x.softmax::<1>());
    check1("log_softmax::<LAST>", &x, |x| x.log_softmax::<LAST>());
    check1("log_softmax::<0>", &x, |x| x.log_softmax::<0>());
}

#[test]
fn matrix_products() {
    let a: Tensor<f64, shape![3, 4]> = tensor(&[3, 4], 9, -1.0, 1.0);
    let b: Tensor<f64, shape![4, 2]> = tensor(&[4, 2], 10, -1.0, 1.0);
    let batch: Tensor<f64, shape![2, 3, 4]> = tensor(&[2, 3, 4], 11, -1.0, 1.0);
    let batch_b: Tensor<f64, shape![2, 1, 4, 2]> = tensor(&[2, 1, 4, 2], 12, -1.0, 1.0);
    let v: Tensor<f64, shape![4]> = tensor(&[4], 13, -1.0, 1.0);
    let u: Tensor<f64, shape![3]> = tensor(&[3], 14, -1.0, 1.0);
    check2("mm", &a, &b, |x, y| x.matmul(y));
    check2("batch x matrix", &batch, &b, |x, y| x.matmul(y));
    check2("broadcast batches", &batch, &batch_b, |x, y| x.matmul(y));
    check2("mv", &a, &v, |x, y| x.matmul(y));
    check2("batched mv", &batch, &v, |x, y| x.matmul(y));
    check2("vm", &u, &a, |x, y| x.matmul(y));
    check2("vector x batch", &u, &batch, |x, y| x.matmul(y));
    check2("dot", &v, &v.map(|x| x * 2.0), |x, y| x.matmul(y));
    // Strided operands: a transposed view and a broadcast view as parameters.
    let at = a.t();
    let bt: Tensor<f64, shape![2, 3]> = tensor(&[2, 3], 15, -1.0, 1.0);
    check2("transposed operands", &at, &bt.t(), |x, y| x.matmul(y));
}

#[test]
fn linear_layer() {
    let x: Tensor<f64, shape![2, 3, 4]> = tensor(&[2, 3, 4], 16, -1.0, 1.0);
    let w: Tensor<f64, shape![5, 4]> = tensor(&[5, 4], 17, -1.0, 1.0);
    let b: Tensor<f64, shape![5]> = tensor(&[5], 18, -1.0, 1.0);
    check2("linear (x, w)", &x, &w, |x, w| {
        x.linear(w, &w.tape().constant(b.clone()))
    });
    check2("linear (w, b)", &w, &b, |w, b| {
        w.tape().constant(x.clone()).linear(w, b)
    });
}

/// Checks a loss of the logits against finite differences.
#[track_caller]
fn check_loss(
    what: &str,
    logits: &Tensor<f64, shape![4, 3]>,
    f: impl Fn(&Var<f64, shape![4, 3]>) -> Var<f64, ()>,
) {
    let tape = Tape::new();
    let g = f(&tape.param(logits)).backward().get(logits);
    assert_gradient(what, logits, g, |x| {
        f(&Tape::new().constant(x.clone())).item()
    });
}

#[test]
fn losses() {
    let logits: Tensor<f64, shape![4, 3]> = tensor(&[4, 3], 19, -2.0, 2.0);
    let targets = Tensor::<usize, shape![4]>::from_vec(vec![0, 2, 1, 2]).unwrap();
    for (what, reduction, smoothing) in [
        ("cross_entropy mean", Reduction::Mean, 0.0),
        ("cross_entropy sum", Reduction::Sum, 0.0),
        ("cross_entropy smoothed", Reduction::Mean, 0.1),
    ] {
        check_loss(what, &logits, |x| {
            nn::cross_entropy(x, &targets, reduction, smoothing)
        });
    }
    check_loss("nll_loss", &logits, |x| {
        nn::nll_loss(&x.log_softmax::<LAST>(), &targets, Reduction::Mean)
    });
    let target: Tensor<f64, shape![4, 3]> = tensor(&[4, 3], 20, 0.0, 1.0);
    check_loss("mse_loss", &logits, |x| {
        nn::mse_loss(x, &x.tape().constant(target.clone()), Reduction::Mean)
    });
    check_loss("binary_cross_entropy_with_logits", &logits, |x| {
        nn::binary_cross_entropy_with_logits(x, &x.tape().constant(target.clone()), Reduction::Sum)
    });
    check_loss("binary_cross_entropy_with_logits (target)", &target, |y| {
        let x = y.tape().constant(logits.clone());
        nn::binary_cross_entropy_with_logits(&x, y, Reduction::Mean)
    });
}

#[test]
fn cross_entropy_is_stable_for_large_logits() {
    let logits = Tensor::<f32, shape![1, 2]>::from_vec(vec![1e4, -1e4]).unwrap();
    let targets = Tensor::<usize, shape![1]>::from_vec(vec![1]).unwrap();
    let tape = Tape::new();
    let loss = nn::cross_entropy(&tape.param(&logits), &targets, Reduction::Mean, 0.0);
    assert_eq!(loss.item(), 2e4);
    assert_eq!(loss.backward().get(&logits).unwrap().to_vec(), [1.0, -1.0]);
}

#[test]
fn a_parameter_used_twice_gets_both_gradients() {
    let w = Tensor::<f64, shape![2]>::from_vec(vec![1.0, -2.0]).unwrap();
    let tape = Tape::new();
    let a = tape.param(&w);
    let loss = (&(&a * 3.0) + &a.exp()).sum_all();
    let g = loss.backward().get(&w).unwrap().to_vec();
    for (g, want) in g.iter().zip([3.0 + 1f64.exp(), 3.0 + (-2f64).exp()]) {
        assert!((g - want).abs() < 1e-15, "{g} vs {want}");
    }
}

#[test]
#[should_panic(expected = "already used by an earlier backward()")]
fn backward_twice_through_the_same_ops_panics() {
    let w = Tensor::<f64, shape![2]>::ones();
    let tape = Tape::new();
    let y = tape.param(&w).exp();
    let _ = y.sum_all().backward();
    let _ = y.sum_all().backward();
}

#[test]
#[should_panic(expected = "recorded on two different tapes")]
fn values_of_two_tapes_do_not_mix() {
    let w = Tensor::<f64, shape![2]>::ones();
    let _ = &Tape::new().param(&w) + &Tape::new().param(&w);
}

#[test]
fn dyn_dims_mismatch_panics_with_the_tensor_message() {
    let a = Tensor::<f64, shape![dyn]>::zeros_with_dims(&[3]).unwrap();
    let b = Tensor::<f64, shape![dyn]>::zeros_with_dims(&[4]).unwrap();
    let tape = Tape::new();
    let (a, b) = (tape.param(&a), tape.param(&b));
    let err = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let _ = &a + &b;
    }))
    .unwrap_err();
    let msg = err.downcast_ref::<String>().unwrap();
    assert_eq!(
        msg,
        "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 0 \
         (shapes [3] and [4])"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// `Dyn` axes of random sizes, broadcast against a `One` axis, through products,
    /// softmax and reductions.
    #[test]
    fn dyn_axes(b in 1usize..4, t in 1usize..4, h in 1usize..5, seed in 0u64..1000) {
        let x: Tensor<f64, shape![dyn, dyn, dyn]> = tensor(&[b, t, h], seed, -1.0, 1.0);
        let w: Tensor<f64, shape![dyn, dyn]> = tensor(&[h, 3], seed + 1, -1.0, 1.0);
        let s: Tensor<f64, shape![1, dyn, 1]> = tensor(&[1, t, 1], seed + 2, 0.5, 2.0);
        check2("dyn matmul", &x, &w, |x, w| x.matmul(w).softmax::<LAST>());
        check2("dyn broadcast", &x, &s, |x, s| (x * s).tanh().sum::<1>());
        let bias = Tensor::<f64, shape![dyn]>::zeros_with_dims(&[3]).unwrap();
        check2("dyn linear", &x, &w.t().contiguous(), |x, w| {
            x.linear(w, &w.tape().constant(bias.clone()))
        });
    }
}

#[test]
fn attention() {
    let q: Tensor<f64, shape![2, 2, 3, 4]> = tensor(&[2, 2, 3, 4], 21, -1.0, 1.0);
    let k: Tensor<f64, shape![2, 1, 5, 4]> = tensor(&[2, 1, 5, 4], 22, -1.0, 1.0);
    let v: Tensor<f64, shape![2, 1, 5, 3]> = tensor(&[2, 1, 5, 3], 23, -1.0, 1.0);
    let mask = Tensor::<bool, shape![2, 1, 1, 5]>::from_fn(|i| !(i[0] == 1 && i[3] >= 3));
    for causal in [false, true] {
        let what = format!("attention causal={causal}");
        check2(&what, &q, &k, |q, k| {
            q.scaled_dot_product_attention(k, &k.tape().constant(v.clone()), causal)
        });
        check2(&what, &k, &v, |k, v| {
            let q = k.tape().constant(q.clone());
            q.scaled_dot_product_attention(k, v, causal)
        });
        let what = format!("masked attention causal={causal}");
        check2(&what, &q, &v, |q, v| {
            let k = q.tape().constant(k.clone());
            q.scaled_dot_product_attention_masked(&k, v, &mask, causal)
        });
        check2(&what, &q, &k, |q, k| {
            let v = q.tape().constant(v.clone());
            q.scaled_dot_product_attention_masked(k, &v, &mask, causal)
        });
    }
}

/// Gradients that several rules add to are summed in place where their buffer is their own:
/// a value used in several branches, and two values whose gradients start from one buffer
/// (`&a + &b` hands the same gradient to both), keep their exact sums, and the gradient
/// returned for one is not changed by the other's later additions.
#[test]
fn gradients_summed_in_place_stay_separate() {
    let a = Tensor::<f64, shape![4]>::from_vec(vec![1.0, 2.0, 3.0, 4.0]).unwrap();
    let b = Tensor::<f64, shape![4]>::from_vec(vec![0.5, -1.0, 2.0, 0.0]).unwrap();
    let tape = Tape::new();
    let (av, bv) = (tape.param(&a), tape.param(&b));
    let s = &av + &bv;
    let t = &(&s + &av) + &(&av * &bv);
    let grads = t.sum_all().backward();
    // d/da = 1 + 1 + b, d/db = 1 + a.
    let want_a: Vec<f64> = b.to_vec().iter().map(|b| 2.0 + b).collect();
    let want_b: Vec<f64> = a.to_vec().iter().map(|a| 1.0 + a).collect();
    assert_eq!(grads.get(&a).unwrap().to_vec(), want_a);
    assert_eq!(grads.get(&b).unwrap().to_vec(), want_b);
    // x used in three branches: d/dx (x + 2x + x^2) = 3 + 2x.
    let x = Tensor::<f64, shape![3]>::from_vec(vec![-1.0, 0.0, 2.5]).unwrap();
    let tape = Tape::new();
    let xv = tape.param(&x);
    let two = tape.constant(Tensor::<f64, shape![3]>::full(2.0));
    let y = &(&xv + &(&xv * &two)) + &(&xv * &xv);
    let g = y.sum_all().backward();
    assert_eq!(g.get(&x).unwrap().to_vec(), [1.0, 3.0, 8.0]);
}

//! The rest of the math on `Var` (extremes, products, vector norms, statistics, the fixed-rank
//! matrix products, layer and RMS norm) against central finite differences in `f64`, and the
//! gradients at ties and zeros against PyTorch's.
//!
//! The PyTorch values were printed by (PyTorch 2.15, float64):
//! ```text
//! t = lambda v: torch.tensor(v, dtype=torch.float64, requires_grad=True)
//! x = t([[1., 5., 5.], [4., 4., 4.]]); torch.amax(x, 1).sum().backward()
//! x = t([[1., 5., 5.], [4., 4., 4.]]); torch.amax(x).backward()
//! x = t([[1., 0., 0.], [0., 2., 2.]]); torch.amin(x, 0).sum().backward()
//! a = t([1., 2., 3.]); b = t([2., 2., 2.]); torch.maximum(a, b).sum().backward()  # and minimum
//! x = t([[2., 0., 5., 3.], [0., 4., 0., 1.], [1., 2., 3., 4.]]); torch.prod(x, 1).sum().backward()
//! x = t([2., 0., 5., 3.]); torch.prod(x).backward()  # and [2., 0., 5., 0.]
//! a = t([0., 0., 2., -2., 0.]); b = t([0., 2., 0., 3., 0.5]); torch.pow(a, b).sum().backward()
//! x = t([[0., 0.], [0., 3.]]); torch.linalg.vector_norm(x, p, dim=1).sum().backward()
//! x = t([[3., -3.], [1., 2.]]); torch.linalg.vector_norm(x, inf, dim=1).sum().backward()
//! x = t([[3., 3.], [1., 2.]]); torch.std(x, dim=1, correction=1).sum().backward()
//! ```

mod gradcheck;

use gradcheck::{check1, check2, tensor};
use typed_tensor::autograd::{Tape, Var};
use typed_tensor::{shape, Tensor, LAST};

/// The gradient of `sum(f(x))` for one parameter `x`.
fn grad_of<S, S2>(x: &Tensor<f64, S>, f: impl Fn(&Var<f64, S>) -> Var<f64, S2>) -> Vec<f64> {
    let tape = Tape::new();
    f(&tape.param(x))
        .sum_all()
        .backward()
        .get(x)
        .expect("a gradient")
        .to_vec()
}

fn from<S: typed_tensor::StaticShape>(data: &[f64]) -> Tensor<f64, S> {
    Tensor::from_vec(data.to_vec()).unwrap()
}

#[test]
fn maximum_and_minimum() {
    let a: Tensor<f64, shape![2, 3, 4]> = tensor(&[2, 3, 4], 1, -1.0, 1.0);
    let b: Tensor<f64, shape![4]> = tensor(&[4], 2, -1.0, 1.0);
    let c: Tensor<f64, shape![3, 1]> = tensor(&[3, 1], 3, -1.0, 1.0);
    check2("maximum [2,3,4] [4]", &a, &b, |x, y| x.maximum(y));
    check2("minimum [4] [2,3,4]", &b, &a, |x, y| x.minimum(y));
    check2("maximum [3,1] [4]", &c, &b, |x, y| x.maximum(y));
    let m: Tensor<f64, shape![3, 4]> = tensor(&[3, 4], 4, -1.0, 1.0);
    let n: Tensor<f64, shape![3, 4]> = tensor(&[3, 4], 5, -1.0, 1.0);
    check2("minimum of transposed views", &m.t(), &n.t(), |x, y| {
        x.minimum(y)
    });
}

#[test]
fn maximum_and_minimum_share_ties_as_pytorch() {
    let a: Tensor<f64, shape![3]> = from(&[1.0, 2.0, 3.0]);
    let b: Tensor<f64, shape![3]> = from(&[2.0, 2.0, 2.0]);
    for (max, want_a, want_b) in [
        (true, [0.0, 0.5, 1.0], [1.0, 0.5, 0.0]),
        (false, [1.0, 0.5, 0.0], [0.0, 0.5, 1.0]),
    ] {
        let tape = Tape::new();
        let (x, y) = (tape.param(&a), tape.param(&b));
        let out = if max { x.maximum(&y) } else { x.minimum(&y) };
        let grads = out.sum_all().backward();
        assert_eq!(grads.get(&a).unwrap().to_vec(), want_a);
        assert_eq!(grads.get(&b).unwrap().to_vec(), want_b);
    }
}

#[test]
fn max_and_min_reductions() {
    let x: Tensor<f64, shape![2, 3, 4]> = tensor(&[2, 3, 4], 6, -1.0, 1.0);
    check1("max::<1>", &x, |x| x.max::<1>());
    check1("max::<LAST>", &x, |x| x.max::<LAST>());
    check1("max_keepdim::<0>", &x, |x| x.max_keepdim::<0>());
    check1("max_all", &x, |x| x.max_all());
    check1("min::<0>", &x, |x| x.min::<0>());
    check1("min_keepdim::<2>", &x, |x| x.min_keepdim::<2>());
    check1("min_all", &x, |x| x.min_all());
    let m: Tensor<f64, shape![3, 4]> = tensor(&[3, 4], 7, -1.0, 1.0);
    check1("max::<1> of a transposed view", &m.t(), |x| x.max::<1>());
    check1("min_all of a transposed view", &m.t(), |x| x.min_all());
}

#[test]
fn max_and_min_share_ties_evenly_as_amax() {
    let x: Tensor<f64, shape![2, 3]> = from(&[1.0, 5.0, 5.0, 4.0, 4.0, 4.0]);
    let third = 1.0 / 3.0;
    assert_eq!(
        grad_of(&x, |x| x.max::<1>()),
        [0.0, 0.5, 0.5, third, third, third]
    );
    assert_eq!(
        grad_of(&x, |x| x.max_keepdim::<1>()),
        [0.0, 0.5, 0.5, third, third, third]
    );
    assert_eq!(grad_of(&x, |x| x.max_all()), [0.0, 0.5, 0.5, 0.0, 0.0, 0.0]);
    let y: Tensor<f64, shape![2, 3]> = from(&[1.0, 0.0, 0.0, 0.0, 2.0, 2.0]);
    assert_eq!(
        grad_of(&y, |x| x.min::<0>()),
        [0.0, 1.0, 1.0, 1.0, 0.0, 0.0]
    );
    assert_eq!(
        grad_of(&y, |x| x.min_all()),
        [0.0, third, third, third, 0.0, 0.0]
    );
}

#[test]
fn products() {
    let x: Tensor<f64, shape![2, 3, 4]> = tensor(&[2, 3, 4], 8, 0.5, 1.5);
    let signed: Tensor<f64, shape![3, 4]> = tensor(&[3, 4], 9, -1.5, 1.5);
    check1("prod::<1>", &x, |x| x.prod::<1>());
    check1("prod::<LAST>", &x, |x| x.prod::<LAST>());
    check1("prod_keepdim::<0>", &x, |x| x.prod_keepdim::<0>());
    check1("prod_all", &x, |x| x.prod_all());
    check1("prod::<0> of a transposed view", &signed.t(), |x| {
        x.prod::<0>()
    });
    check1("prod_all of signed values", &signed, |x| x.prod_all());
}

#[test]
fn products_at_zeros_match_pytorch() {
    // One zero: the product of the others there, 0 elsewhere; two zeros: 0 everywhere.
    let x: Tensor<f64, shape![3, 4]> = from(&[2., 0., 5., 3., 0., 4., 0., 1., 1., 2., 3., 4.]);
    assert_eq!(
        grad_of(&x, |x| x.prod::<1>()),
        [0., 30., 0., 0., 0., 0., 0., 0., 24., 12., 8., 6.]
    );
    // The same along axis 0 of the transposed view.
    let by_column = grad_of(&x.t(), |x| x.prod::<0>());
    let want_t = Tensor::<f64, shape![3, 4]>::from_vec(vec![
        0., 30., 0., 0., 0., 0., 0., 0., 24., 12., 8., 6.,
    ])
    .unwrap()
    .t()
    .to_vec();
    assert_eq!(by_column, want_t);
    let one: Tensor<f64, shape![4]> = from(&[2., 0., 5., 3.]);
    assert_eq!(grad_of(&one, |x| x.prod_all()), [0., 30., 0., 0.]);
    let two: Tensor<f64, shape![4]> = from(&[2., 0., 5., 0.]);
    assert_eq!(grad_of(&two, |x| x.prod_all()), [0.0; 4]);
    assert_eq!(grad_of(&two, |x| x.prod_keepdim::<0>()), [0.0; 4]);
}

#[test]
fn pow_with_a_tensor_exponent() {
    let base: Tensor<f64, shape![2, 3]> = tensor(&[2, 3], 10, 0.5, 2.0);
    let exp: Tensor<f64, shape![3]> = tensor(&[3], 11, -1.5, 2.5);
    check2("pow [2,3] ** [3]", &base, &exp, |x, y| x.pow(y));
    check2(
        "pow [3] ** [2,3]",
        &exp.map(|e| e.abs() + 0.5),
        &base,
        |x, y| x.pow(y),
    );
    let m: Tensor<f64, shape![3, 2]> = tensor(&[3, 2], 12, 0.5, 2.0);
    check2("pow of transposed views", &base.t(), &m, |x, y| x.pow(y));
}

#[test]
fn pow_at_special_points_matches_pytorch() {
    let a: Tensor<f64, shape![5]> = from(&[0., 0., 2., -2., 0.]);
    let b: Tensor<f64, shape![5]> = from(&[0., 2., 0., 3., 0.5]);
    let tape = Tape::new();
    let grads = tape.param(&a).pow(&tape.param(&b)).sum_all().backward();
    assert_eq!(
        grads.get(&a).unwrap().to_vec(),
        [0., 0., 0., 12., f64::INFINITY]
    );
    let gb = grads.get(&b).unwrap().to_vec();
    assert_eq!(gb[..3], [0., 0., 2f64.ln()]);
    assert!(gb[3].is_nan()); // the log of a negative base
    assert_eq!(gb[4], 0.0);
}

#[test]
fn vector_norms() {
    let x: Tensor<f64, shape![2, 3, 4]> = tensor(&[2, 3, 4], 13, -1.5, 1.5);
    let positive: Tensor<f64, shape![2, 3, 4]> = tensor(&[2, 3, 4], 14, 0.5, 1.5);
    for p in [1.0, 2.0, 3.0, 1.5, f64::INFINITY, f64::NEG_INFINITY] {
        check1(&format!("norm::<1>({p})"), &x, |x| x.norm::<1>(p));
        check1(&format!("norm_keepdim::<LAST>({p})"), &x, |x| {
            x.norm_keepdim::<LAST>(p)
        });
        check1(&format!("norm_all({p})"), &x, |x| x.norm_all(p));
    }
    for p in [0.5, -1.0] {
        check1(&format!("norm::<0>({p})"), &positive, |x| x.norm::<0>(p));
        check1(&format!("norm_all({p})"), &positive, |x| x.norm_all(p));
    }
    let m: Tensor<f64, shape![3, 4]> = tensor(&[3, 4], 15, -1.5, 1.5);
    check1("norm::<1>(2) of a transposed view", &m.t(), |x| {
        x.norm::<1>(2.0)
    });
    assert_eq!(grad_of(&x, |x| x.norm::<1>(0.0)), [0.0; 24]);
}

#[test]
fn vector_norms_at_zero_match_pytorch() {
    let x: Tensor<f64, shape![2, 2]> = from(&[0., 0., 0., 3.]);
    for p in [2.0, 1.0, 3.0, 0.5, f64::INFINITY] {
        let g = grad_of(&x, |x| x.norm::<1>(p));
        assert_eq!(g[..3], [0., 0., 0.], "p = {p}");
        assert!((g[3] - 1.0).abs() < 1e-15, "p = {p}: {}", g[3]);
    }
    let ties: Tensor<f64, shape![2, 2]> = from(&[3., -3., 1., 2.]);
    assert_eq!(
        grad_of(&ties, |x| x.norm::<1>(f64::INFINITY)),
        [0.5, -0.5, 0.0, 1.0]
    );
    let zeros = Tensor::<f64, shape![3]>::zeros();
    assert_eq!(grad_of(&zeros, |x| x.norm_all(2.0)), [0.0; 3]);
}

#[test]
fn logsumexp() {
    let x: Tensor<f64, shape![2, 3, 4]> = tensor(&[2, 3, 4], 16, -3.0, 3.0);
    check1("logsumexp::<1>", &x, |x| x.logsumexp::<1>());
    check1("logsumexp::<LAST>", &x, |x| x.logsumexp::<LAST>());
    check1("logsumexp_keepdim::<0>", &x, |x| x.logsumexp_keepdim::<0>());
    let m: Tensor<f64, shape![3, 4]> = tensor(&[3, 4], 17, -3.0, 3.0);
    check1("logsumexp::<0> of a transposed view", &m.t(), |x| {
        x.logsumexp::<0>()
    });
}

#[test]
fn variance_and_standard_deviation() {
    let x: Tensor<f64, shape![2, 3, 4]> = tensor(&[2, 3, 4], 18, -2.0, 2.0);
    for c in [0, 1] {
        check1(&format!("var::<1>({c})"), &x, |x| x.var::<1>(c));
        check1(&format!("var_keepdim::<LAST>({c})"), &x, |x| {
            x.var_keepdim::<LAST>(c)
        });
        check1(&format!("var_all({c})"), &x, |x| x.var_all(c));
        check1(&format!("std::<0>({c})"), &x, |x| x.std::<0>(c));
        check1(&format!("std_keepdim::<2>({c})"), &x, |x| {
            x.std_keepdim::<2>(c)
        });
        check1(&format!("std_all({c})"), &x, |x| x.std_all(c));
    }
    // A correction larger than 1, on axes longer than it.
    check1("var::<LAST>(3)", &x, |x| x.var::<LAST>(3));
    check1("std::<1>(2)", &x, |x| x.std::<1>(2));
    let m: Tensor<f64, shape![3, 4]> = tensor(&[3, 4], 19, -2.0, 2.0);
    check1("std::<1> of a transposed view", &m.t(), |x| x.std::<1>(1));
}

#[test]
fn standard_deviation_of_a_constant_row_matches_pytorch() {
    let x: Tensor<f64, shape![2, 2]> = from(&[3., 3., 1., 2.]);
    let g = grad_of(&x, |x| x.std::<1>(1));
    let want = [0.0, 0.0, -0.7071067811865475, 0.7071067811865475];
    for (g, want) in g.iter().zip(want) {
        assert!((g - want).abs() < 1e-15, "{g} vs {want}");
    }
}

#[test]
fn fixed_rank_matrix_products() {
    let a: Tensor<f64, shape![3, 4]> = tensor(&[3, 4], 20, -1.0, 1.0);
    let b: Tensor<f64, shape![4, 2]> = tensor(&[4, 2], 21, -1.0, 1.0);
    let v: Tensor<f64, shape![4]> = tensor(&[4], 22, -1.0, 1.0);
    let w: Tensor<f64, shape![4]> = tensor(&[4], 23, -1.0, 1.0);
    let p: Tensor<f64, shape![2, 3, 4]> = tensor(&[2, 3, 4], 24, -1.0, 1.0);
    let q: Tensor<f64, shape![2, 4, 5]> = tensor(&[2, 4, 5], 25, -1.0, 1.0);
    check2("mm", &a, &b, |x, y| x.mm(y));
    check2("mm of transposed views", &b.t(), &a.t(), |x, y| x.mm(y));
    check2("mv", &a, &v, |x, y| x.mv(y));
    check2("mv of a transposed view", &b.t(), &v, |x, y| x.mv(y));
    check2("dot", &v, &w, |x, y| x.dot(y));
    check2("bmm", &p, &q, |x, y| x.bmm(y));
}

#[test]
fn layer_norm() {
    let x: Tensor<f64, shape![2, 3, 5]> = tensor(&[2, 3, 5], 26, -2.0, 2.0);
    let w: Tensor<f64, shape![5]> = tensor(&[5], 27, 0.5, 1.5);
    let b: Tensor<f64, shape![5]> = tensor(&[5], 28, -1.0, 1.0);
    for eps in [1e-5, 0.5] {
        check2(&format!("layer_norm (x, w), eps {eps}"), &x, &w, |x, w| {
            x.layer_norm(w, &w.tape().constant(b.clone()), eps)
        });
        check2(&format!("layer_norm (w, b), eps {eps}"), &w, &b, |w, b| {
            w.tape().constant(x.clone()).layer_norm(w, b, eps)
        });
    }
    check1("layer_norm (b alone)", &b, |b| {
        let tape = b.tape();
        let x = tape.constant(x.clone());
        x.layer_norm(&tape.constant(w.clone()), b, 1e-5)
    });
    let m: Tensor<f64, shape![4, 5]> = tensor(&[4, 5], 29, -2.0, 2.0);
    let w4: Tensor<f64, shape![4]> = tensor(&[4], 30, 0.5, 1.5);
    let b4 = Tensor::<f64, shape![4]>::zeros();
    check2("layer_norm of a transposed view", &m.t(), &b4, |x, b| {
        x.layer_norm(&x.tape().constant(w4.clone()), b, 1e-5)
    });
}

#[test]
fn rms_norm() {
    let x: Tensor<f64, shape![2, 3, 5]> = tensor(&[2, 3, 5], 31, -2.0, 2.0);
    let w: Tensor<f64, shape![5]> = tensor(&[5], 32, 0.5, 1.5);
    for eps in [1e-6, 0.5] {
        check2(&format!("rms_norm, eps {eps}"), &x, &w, |x, w| {
            x.rms_norm(w, eps)
        });
    }
    check1("rms_norm (w alone)", &w, |w| {
        w.tape().constant(x.clone()).rms_norm(w, 1e-6)
    });
    let m: Tensor<f64, shape![4, 5]> = tensor(&[4, 5], 33, -2.0, 2.0);
    let w4: Tensor<f64, shape![4]> = tensor(&[4], 34, 0.5, 1.5);
    check2("rms_norm of a transposed view", &m.t(), &w4, |x, w| {
        x.rms_norm(w, 1e-6)
    });
}

#[test]
fn dyn_axes() {
    for (rows, cols) in [(1, 1), (2, 3), (3, 5)] {
        let seed = (rows * 10 + cols) as u64;
        let x: Tensor<f64, shape![dyn, dyn]> = tensor(&[rows, cols], seed, -1.0, 1.0);
        let y: Tensor<f64, shape![dyn]> = tensor(&[cols], seed + 1, -1.0, 1.0);
        let z: Tensor<f64, shape![dyn, dyn]> = tensor(&[cols, 2], seed + 2, -1.0, 1.0);
        let positive: Tensor<f64, shape![dyn]> = tensor(&[cols], seed + 3, 0.5, 1.5);
        check2("dyn maximum", &x, &y, |x, y| x.maximum(y));
        check2("dyn pow", &x.map(|v| v.abs() + 0.5), &y, |x, y| x.pow(y));
        check1("dyn max::<1>", &x, |x| x.max::<1>());
        check1("dyn min_all", &x, |x| x.min_all());
        check1("dyn prod::<0>", &x, |x| x.prod::<0>());
        check1("dyn norm::<1>", &x, |x| x.norm::<1>(2.0));
        check1("dyn logsumexp::<0>", &x, |x| x.logsumexp::<0>());
        check1("dyn var::<1>", &x, |x| x.var::<1>(0));
        check2("dyn mm", &x, &z, |x, z| x.mm(z));
        check2("dyn mv", &x, &y, |x, y| x.mv(y));
        check2("dyn layer_norm", &x, &positive, |x, w| {
            x.layer_norm(w, &w.tape().constant(y.clone()), 1e-5)
        });
        check2("dyn rms_norm", &x, &positive, |x, w| x.rms_norm(w, 1e-5));
    }
}

#[test]
fn dyn_mismatch_panics_with_the_tensor_message() {
    let x = Tensor::<f64, shape![2, dyn]>::zeros_with_dims(&[2, 3]).unwrap();
    let w = Tensor::<f64, shape![dyn]>::zeros_with_dims(&[4]).unwrap();
    let message = |f: &dyn Fn()| {
        let err = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_err();
        err.downcast_ref::<String>().unwrap().clone()
    };
    let want = message(&|| {
        let _ = x.rms_norm(&w, 1e-6);
    });
    let got = message(&|| {
        let tape = Tape::new();
        let _ = tape.param(&x).rms_norm(&tape.param(&w), 1e-6);
    });
    assert_eq!(got, want);
    let want = message(&|| {
        let _ = x.mv(&w);
    });
    let got = message(&|| {
        let tape = Tape::new();
        let _ = tape.param(&x).mv(&tape.param(&w));
    });
    assert_eq!(got, want);
}

#[test]
#[should_panic(expected = "max(): Expected reduction dim 1 to have non-zero size (dims [2, 0])")]
fn max_of_an_empty_axis_panics_as_the_tensor_op() {
    let x = Tensor::<f64, shape![2, 0]>::zeros();
    let _ = Tape::new().param(&x).max::<1>();
}

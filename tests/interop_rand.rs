//! Feature `rand`: sample moments against the distributions' exact moments, within five
//! standard errors, and exact reproducibility with a seeded generator.
//!
//! Every generator is seeded, so each test is deterministic; the five-standard-error bounds
//! are what a correct sampler passes with probability about 1 - 6e-7 per check, whatever the
//! seed, while a wrong scale, offset or shape misses them by many standard errors.
#![cfg(feature = "rand")]

use rand::distr::{Distribution, Uniform};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, RngExt, SeedableRng};
use rand_distr::Normal;
use typed_tensor::{shape, Tensor};

fn rng(seed: u64) -> Xoshiro256PlusPlus {
    Xoshiro256PlusPlus::seed_from_u64(seed)
}

/// Sample mean and (unbiased) variance, computed naively in f64.
fn moments(values: impl Iterator<Item = f64>) -> (f64, f64, usize) {
    let values: Vec<f64> = values.collect();
    let n = values.len();
    let mean = values.iter().sum::<f64>() / n as f64;
    let var = values.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
    (mean, var, n)
}

fn assert_within(what: &str, got: f64, want: f64, standard_error: f64) {
    assert!(
        (got - want).abs() <= 5.0 * standard_error,
        "{what}: {got} is more than 5 standard errors ({standard_error}) from {want}"
    );
}

#[test]
fn uniform_floats_have_the_moments_of_u_low_high() {
    let (low, high) = (-3.0f64, 5.0f64);
    let t = Tensor::<f64, shape![1000, 1000]>::uniform(&mut rng(1), low, high);
    assert!(t.iter().all(|&x| low <= x && x < high));
    let (mean, var, n) = moments(t.iter().copied());
    let width = high - low;
    // U(a, b): mean (a+b)/2, variance w^2/12, fourth central moment w^4/80; the sample
    // variance's standard error is sqrt((mu4 - sigma^4) / n) = w^2 / sqrt(180 n).
    assert_within(
        "mean",
        mean,
        (low + high) / 2.0,
        (width * width / 12.0 / n as f64).sqrt(),
    );
    assert_within(
        "variance",
        var,
        width * width / 12.0,
        width * width / (180.0 * n as f64).sqrt(),
    );
}

#[test]
fn normal_floats_have_the_moments_of_n_mean_std() {
    let (mu, sigma) = (2.5f64, 0.75f64);
    let t =
        Tensor::<f64, shape![dyn, 1000]>::normal_with_dims(&[1000, 1000], &mut rng(2), mu, sigma)
            .unwrap();
    let (mean, var, n) = moments(t.iter().copied());
    // N(mu, sigma): the sample mean's standard error is sigma / sqrt(n), the sample variance's
    // sigma^2 sqrt(2 / (n - 1)).
    assert_within("mean", mean, mu, sigma / (n as f64).sqrt());
    assert_within(
        "variance",
        var,
        sigma * sigma,
        sigma * sigma * (2.0 / (n - 1) as f64).sqrt(),
    );
    // The shape, not just two moments: P(|x - mu| < sigma) = erf(1/sqrt 2) = 0.682689...
    let p = 0.682_689_492_137_085_9;
    let inside = t.iter().filter(|&&x| (x - mu).abs() < sigma).count() as f64 / n as f64;
    assert_within(
        "P(|x - mu| < sigma)",
        inside,
        p,
        (p * (1.0 - p) / n as f64).sqrt(),
    );
}

#[test]
fn normal_f32_is_standardized_too() {
    let t = Tensor::<f32, shape![500, 1000]>::normal(&mut rng(3), -1.0, 2.0);
    let (mean, var, n) = moments(t.iter().map(|&x| f64::from(x)));
    assert_within("mean", mean, -1.0, 2.0 / (n as f64).sqrt());
    assert_within("variance", var, 4.0, 4.0 * (2.0 / (n - 1) as f64).sqrt());
}

#[test]
fn uniform_integers_hit_every_value_equally_often() {
    let t = Tensor::<i32, shape![dyn]>::uniform_with_dims(&[600_000], &mut rng(4), -2, 4).unwrap();
    let mut counts = [0usize; 6];
    for &x in &t {
        counts[usize::try_from(x + 2).expect("at least low")] += 1;
    }
    // Each of the 6 values is Binomial(n, 1/6).
    let (n, p) = (600_000.0, 1.0 / 6.0);
    for (value, &count) in (-2..4).zip(&counts) {
        assert_within(
            &format!("count of {value}"),
            count as f64,
            n * p,
            (n * p * (1.0 - p)).sqrt(),
        );
    }
}

#[test]
fn a_seed_reproduces_the_tensor_sample_for_sample() {
    let dist = Normal::new(0.0f32, 1.0).unwrap();
    let a = Tensor::<f32, shape![3, 5, 7]>::from_distribution(&mut rng(99), dist);
    let b = Tensor::<f32, shape![3, 5, 7]>::from_distribution(&mut rng(99), dist);
    assert_eq!(a.to_vec(), b.to_vec());
    let c = Tensor::<f32, shape![3, 5, 7]>::from_distribution(&mut rng(100), dist);
    assert_ne!(a.to_vec(), c.to_vec());

    // Row-major, one sample per element, and nothing more drawn: the reference is the same
    // generator sampled in a plain loop.
    let mut ours = rng(5);
    let mut reference = rng(5);
    let t = Tensor::<f64, shape![dyn, 3]>::uniform_with_dims(&[4, 3], &mut ours, 0.0, 1.0).unwrap();
    let expected: Vec<f64> = (0..12)
        .map(|_| Uniform::new(0.0, 1.0).unwrap().sample(&mut reference))
        .collect();
    assert_eq!(t.to_vec(), expected);
    assert_eq!(
        ours.next_u64(),
        reference.next_u64(),
        "the generators are in step"
    );
}

#[test]
fn dims_are_checked_before_any_sample_is_drawn() {
    let mut ours = rng(6);
    let err =
        Tensor::<f32, shape![dyn, 3]>::normal_with_dims(&[2, 4], &mut ours, 0.0, 1.0).unwrap_err();
    assert_eq!(
        err.to_string(),
        "dims [2, 4] do not fit shape (Dyn, D<3>): axis 1 is 4, the type says 3"
    );
    let empty =
        Tensor::<f32, shape![dyn, 3]>::normal_with_dims(&[0, 3], &mut ours, 0.0, 1.0).unwrap();
    assert_eq!(empty.dims(), &[0, 3]);
    assert_eq!(ours.next_u64(), rng(6).next_u64(), "no sample was drawn");
}

/// A user's own distribution: 0, 1, 2, ... from a counter, to see the fill order.
struct Counter(std::cell::Cell<u16>);

impl Distribution<u16> for Counter {
    fn sample<R: Rng + ?Sized>(&self, _rng: &mut R) -> u16 {
        let value = self.0.get();
        self.0.set(value + 1);
        value
    }
}

#[test]
fn any_distribution_fills_in_row_major_order() {
    let counter = Counter(std::cell::Cell::new(0));
    let t = Tensor::<u16, shape![2, 3]>::from_distribution(&mut rng(7), &counter);
    assert_eq!(t.to_vec(), [0, 1, 2, 3, 4, 5]);
    assert_eq!(t.get(&[1, 0]), Some(&3));
    assert_eq!(counter.0.get(), 6);
    // A distribution of another element type, and a generator behind `dyn Rng`.
    let mut boxed: Box<dyn Rng> = Box::new(rng(8));
    let coin =
        Tensor::<bool, shape![64]>::from_distribution(&mut *boxed, rand::distr::StandardUniform);
    assert!(coin.iter().any(|&b| b) && coin.iter().any(|&b| !b));
    let _: f64 = boxed.random();
}

fn panic_message(f: impl FnOnce() + std::panic::UnwindSafe) -> String {
    let payload = std::panic::catch_unwind(f).expect_err("should panic");
    payload
        .downcast::<String>()
        .map(|s| *s)
        .expect("a formatted message")
}

#[test]
fn invalid_parameters_panic_with_the_values() {
    assert_eq!(
        panic_message(|| {
            Tensor::<f32, shape![2]>::uniform(&mut rng(9), 1.0, 0.0);
        }),
        "uniform: the range [low, high) must be non-empty and finite, got [1.0, 0.0)"
    );
    assert_eq!(
        panic_message(|| {
            Tensor::<i64, shape![2]>::uniform(&mut rng(9), 3, 3);
        }),
        "uniform: the range [low, high) must be non-empty and finite, got [3, 3)"
    );
    assert_eq!(
        panic_message(|| {
            Tensor::<f64, shape![2]>::normal(&mut rng(9), 0.0, -1.0);
        }),
        "normal: std must be finite and >= 0, got -1.0"
    );
    assert_eq!(
        panic_message(|| {
            Tensor::<f64, shape![2]>::normal(&mut rng(9), 0.0, f64::NAN);
        }),
        "normal: std must be finite and >= 0, got NaN"
    );
}

/// Dropout against its definition, drawn again from a copy of the generator: element `i`
/// is dropped when the `i`-th `f64` is below `p`, and the rest are scaled by `1 / (1 - p)`.
#[test]
fn dropout_drops_by_the_generators_draws() {
    use typed_tensor::autograd::Tape;
    let x =
        Tensor::<f32, shape![3, 4, 5]>::from_fn(|i| (i[0] * 20 + i[1] * 5 + i[2]) as f32 - 30.0);
    let view = x.transpose::<0, 2>(); // [5, 4, 3], strided: its own row-major order
    for p in [0.0, 0.1, 0.5, 0.9, 1.0] {
        let mut draws = rng(11);
        let scale = (1.0 / (1.0 - p)) as f32;
        let want: Vec<f32> = view
            .iter()
            .map(|&v| {
                v * if draws.random::<f64>() < p {
                    0.0
                } else {
                    scale
                }
            })
            .collect();
        let mut gen = rng(11);
        let got = view.dropout(p, &mut gen);
        assert_eq!(got.dims(), &[5, 4, 3]);
        assert_eq!(got.to_vec(), want, "p = {p}");
        // The generator advanced by one draw per element.
        assert_eq!(gen.random::<u64>(), draws.random::<u64>(), "p = {p}");
        // Recorded: the same values from the same state, the gradient through the kept ones.
        let tape = Tape::new();
        let y = tape.param(&x).transpose::<0, 2>().dropout(p, &mut rng(11));
        assert_eq!(y.value().to_vec(), want, "p = {p}");
        let g = y.sum_all().backward().get(&x).unwrap();
        let g_view = g.transpose::<0, 2>().to_vec();
        let mut draws = rng(11);
        for (i, &gi) in g_view.iter().enumerate() {
            let kept = draws.random::<f64>() >= p;
            assert_eq!(gi, if kept { scale } else { 0.0 }, "p = {p}, element {i}");
        }
    }
    // About `p` of many elements are dropped: within five standard errors.
    let ones = Tensor::<f64, shape![dyn]>::ones_with_dims(&[100_000]).unwrap();
    let dropped = ones
        .dropout(0.3, &mut rng(5))
        .iter()
        .filter(|&&v| v == 0.0)
        .count();
    let sd = (100_000.0f64 * 0.3 * 0.7).sqrt();
    assert!(
        (dropped as f64 - 30_000.0).abs() < 5.0 * sd,
        "{dropped} dropped"
    );
}

#[test]
fn dropout_follows_pytorch_at_the_edges() {
    // p = 1 multiplies by 0, as PyTorch: a NaN or an infinity stays NaN.
    let x = Tensor::<f32, shape![3]>::from_vec(vec![1.0, f32::NAN, f32::INFINITY]).unwrap();
    let y = x.dropout(1.0, &mut rng(0)).to_vec();
    assert_eq!(y[0], 0.0);
    assert!(y[1].is_nan() && y[2].is_nan());
    // p outside [0, 1], or NaN: an error naming p.
    for p in [-0.1, 1.5, f64::NAN] {
        let err = x.try_dropout(p, &mut rng(0)).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!("dropout(): p must be between 0 and 1. Got: {p}")
        );
    }
    // Empty tensors draw nothing.
    let none = Tensor::<f32, shape![dyn, 4]>::zeros_with_dims(&[0, 4]).unwrap();
    let mut gen = rng(3);
    assert_eq!(none.dropout(0.5, &mut gen).dims(), &[0, 4]);
    assert_eq!(gen.random::<u64>(), rng(3).random::<u64>());
}

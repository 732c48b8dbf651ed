//! The Adam/AdamW update of one parameter: one pass over the parameter, its gradient and its
//! two moments, in wide vectors and split over threads when large.

#[cfg(feature = "parallel")]
use super::parallel::parallel_min_elements;
use super::wide::with_wide_vectors;
use num_traits::Float;

/// Each element reads four values and writes three, with a square root and a division: about
/// this many memory-bound elementwise ops' work, for the size from which it splits.
#[cfg(feature = "parallel")]
const COST: usize = 4;

/// The coefficients of one step, the same for every element of a parameter: PyTorch's rule
/// `p *= shrink`, `g += decay * p`, `m += (g - m) (1 - beta1)`, `v = beta2 v + (1 - beta2) g^2`,
/// `p -= step_size * m / (sqrt(v) / correction2_root + eps)`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct AdamStep<T> {
    /// `1 - lr * weight_decay` for AdamW, else 1.
    pub(crate) shrink: T,
    /// `weight_decay` for Adam, else 0.
    pub(crate) decay: T,
    pub(crate) beta1: T,
    pub(crate) beta2: T,
    /// `lr / (1 - beta1^t)`.
    pub(crate) step_size: T,
    /// `sqrt(1 - beta2^t)`.
    pub(crate) correction2_root: T,
    pub(crate) eps: T,
}

/// Updates `p`, `m` and `v` in place with the gradient `g` (all of one length).
pub(crate) fn adam_update<T: Float + Send + Sync>(
    step: &AdamStep<T>,
    p: &mut [T],
    g: &[T],
    m: &mut [T],
    v: &mut [T],
) {
    let n = p.len();
    assert!(
        g.len() == n && m.len() == n && v.len() == n,
        "adam: the parameter, gradient and moments lengths differ"
    );
    #[cfg(feature = "parallel")]
    {
        let threads = rayon::current_num_threads();
        if threads > 1 && n >= 2 && n.saturating_mul(COST) >= parallel_min_elements() {
            use rayon::prelude::*;
            // Four chunks per thread, so that a late or descheduled thread holds up little.
            let chunk = n.div_ceil(threads * 4);
            p.par_chunks_mut(chunk)
                .zip(m.par_chunks_mut(chunk))
                .zip(v.par_chunks_mut(chunk))
                .zip(g.par_chunks(chunk))
                .for_each(|(((p, m), v), g)| {
                    with_wide_vectors(
                        #[inline(always)]
                        || update(step, p, g, m, v),
                    )
                });
            return;
        }
    }
    with_wide_vectors(
        #[inline(always)]
        || update(step, p, g, m, v),
    );
}

/// [`adam_update`] of one chunk.
#[inline(always)]
fn update<T: Float>(s: &AdamStep<T>, p: &mut [T], g: &[T], m: &mut [T], v: &mut [T]) {
    let (keep1, keep2) = (T::one() - s.beta1, T::one() - s.beta2);
    for (((p, &g), m), v) in p.iter_mut().zip(g).zip(m).zip(v) {
        *p = *p * s.shrink;
        let g = g + s.decay * *p;
        *m = *m + (g - *m) * keep1;
        *v = *v * s.beta2 + g * g * keep2;
        let denom = v.sqrt() / s.correction2_root + s.eps;
        *p = *p - s.step_size * *m / denom;
    }
}

#[cfg(test)]
mod tests {
    use super::{adam_update, AdamStep};
    use crate::kernel::wide::{FLAGS, NO_AVX512};
    use std::sync::atomic::Ordering;

    /// The rule, one element at a time in the order PyTorch's `_single_tensor_adam` writes it.
    fn naive(s: &AdamStep<f32>, p: &mut [f32], g: &[f32], m: &mut [f32], v: &mut [f32]) {
        for i in 0..p.len() {
            p[i] *= s.shrink;
            let g = g[i] + s.decay * p[i];
            m[i] += (g - m[i]) * (1.0 - s.beta1);
            v[i] = v[i] * s.beta2 + g * g * (1.0 - s.beta2);
            p[i] -= s.step_size * m[i] / (v[i].sqrt() / s.correction2_root + s.eps);
        }
    }

    #[test]
    fn every_length_on_both_widths_and_over_threads_is_the_rule_bit_for_bit() {
        let _switches = FLAGS.lock().unwrap_or_else(|e| e.into_inner());
        let step = AdamStep {
            shrink: 1.0 - 1e-3 * 1e-2,
            decay: 0.0,
            beta1: 0.9,
            beta2: 0.999,
            step_size: 1e-3 / (1.0 - 0.9f32.powi(3)),
            correction2_root: (1.0 - 0.999f32.powi(3)).sqrt(),
            eps: 1e-8,
        };
        // Empty, tails of every vector width, and large enough to split over threads.
        for n in [0, 1, 7, 15, 17, 33, 1000, 300_001] {
            let data = |seed: usize| -> Vec<f32> {
                (0..n)
                    .map(|i| ((i * 31 + seed) % 97) as f32 / 48.5 - 1.0)
                    .collect()
            };
            let (g, m0) = (data(1), data(2));
            let v0: Vec<f32> = data(3).iter().map(|x| x * x).collect();
            let (mut p, mut m, mut v) = (data(4), m0.clone(), v0.clone());
            naive(&step, &mut p, &g, &mut m, &mut v);
            for avx512 in [true, false] {
                let (mut p2, mut m2, mut v2) = (data(4), m0.clone(), v0.clone());
                NO_AVX512.store(!avx512, Ordering::Relaxed);
                adam_update(&step, &mut p2, &g, &mut m2, &mut v2);
                NO_AVX512.store(false, Ordering::Relaxed);
                assert_eq!((&p2, &m2, &v2), (&p, &m, &v), "n = {n}, avx512 {avx512}");
            }
        }
    }

    #[test]
    #[should_panic(expected = "adam: the parameter, gradient and moments lengths differ")]
    fn lengths_must_agree() {
        let step = AdamStep {
            shrink: 1.0,
            decay: 0.0,
            beta1: 0.9,
            beta2: 0.999,
            step_size: 1e-3,
            correction2_root: 1.0,
            eps: 1e-8,
        };
        adam_update(
            &step,
            &mut [0.0f32; 2],
            &[0.0; 3],
            &mut [0.0; 2],
            &mut [0.0; 2],
        );
    }
}

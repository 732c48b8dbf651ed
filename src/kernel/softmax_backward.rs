//! The backward pass of a softmax along contiguous rows, in one pass per row: the gradient of
//! the scores from the weights `y` and their gradient `g`, `scale * y * (g - Σ y g)`, written
//! over `g`. `softmax`'s rule uses it for a softmax over the last axis, attention's for `dS`.

use super::parallel::for_each_items;
use num_traits::Float;

/// Lanes of the row's dot product: independent sums that LLVM keeps in vector registers (one
/// running sum would be a chain of dependent adds, which Rust never reorders).
const LANES: usize = 16;

/// For each row of `len` elements of the row-major `y` and `g` (the same length, a multiple of
/// `len`): `g[j] = scale * y[j] * (g[j] - Σ_k y[k] g[k])`. Nothing to do when `len` is 0.
pub(crate) fn softmax_backward_rows<T: Float + Send + Sync>(
    y: &[T],
    g: &mut [T],
    len: usize,
    scale: T,
) {
    assert_eq!(y.len(), g.len(), "softmax backward: y and g lengths differ");
    if len == 0 || g.is_empty() {
        return;
    }
    assert_eq!(g.len() % len, 0, "softmax backward: not whole rows");
    for_each_items(
        g,
        len,
        2 * len,
        #[inline(always)]
        |first_row, chunk| {
            let y = &y[first_row * len..][..chunk.len()];
            for (y, g) in y.chunks_exact(len).zip(chunk.chunks_exact_mut(len)) {
                let total = dot(y, g);
                for (&y, g) in y.iter().zip(g.iter_mut()) {
                    *g = scale * y * (*g - total);
                }
            }
        },
    );
}

/// `Σ a[i] b[i]`.
#[inline(always)]
fn dot<T: Float>(a: &[T], b: &[T]) -> T {
    sum_pairs(a, b, |a, b| a * b)
}

/// `Σ f(a[i], b[i])`, summed in [`LANES`] interleaved parts and then the tail.
#[inline(always)]
pub(super) fn sum_pairs<T: Float>(a: &[T], b: &[T], f: impl Fn(T, T) -> T) -> T {
    let mut parts = [T::zero(); LANES];
    let (a_body, b_body) = (a.chunks_exact(LANES), b.chunks_exact(LANES));
    let (a_tail, b_tail) = (a_body.remainder(), b_body.remainder());
    for (a, b) in a_body.zip(b_body) {
        for ((part, &a), &b) in parts.iter_mut().zip(a).zip(b) {
            *part = *part + f(a, b);
        }
    }
    let tail = a_tail
        .iter()
        .zip(b_tail)
        .fold(T::zero(), |sum, (&a, &b)| sum + f(a, b));
    parts.iter().fold(tail, |sum, &p| sum + p)
}

#[cfg(test)]
mod tests {
    use super::softmax_backward_rows;
    use crate::kernel::wide::{FLAGS, NO_AVX512};
    use std::sync::atomic::Ordering;

    /// The rule by its definition, one row at a time in `f64`.
    fn naive(y: &[f64], g: &[f64], len: usize, scale: f64) -> Vec<f64> {
        let mut out = Vec::new();
        for (y, g) in y.chunks(len).zip(g.chunks(len)) {
            let total: f64 = y.iter().zip(g).map(|(y, g)| y * g).sum();
            out.extend(y.iter().zip(g).map(|(y, g)| scale * y * (g - total)));
        }
        out
    }

    #[test]
    fn rows_of_every_length_match_the_definition_on_both_widths() {
        let _switches = FLAGS.lock().unwrap_or_else(|e| e.into_inner());
        // Tails of every size around the lanes, and rows long enough to split over threads.
        for (rows, len) in [
            (1, 1),
            (3, 15),
            (2, 16),
            (5, 17),
            (4, 33),
            (7, 100),
            (300, 257),
        ] {
            let y: Vec<f32> = (0..rows * len)
                .map(|i| ((i * 37) % 101) as f32 / 101.0)
                .collect();
            let g: Vec<f32> = (0..rows * len)
                .map(|i| ((i * 53) % 89) as f32 / 44.5 - 1.0)
                .collect();
            let (y64, g64): (Vec<f64>, Vec<f64>) = (
                y.iter().map(|&v| f64::from(v)).collect(),
                g.iter().map(|&v| f64::from(v)).collect(),
            );
            let want = naive(&y64, &g64, len, 0.25);
            for avx512 in [true, false] {
                NO_AVX512.store(!avx512, Ordering::Relaxed);
                let mut got = g.clone();
                softmax_backward_rows(&y, &mut got, len, 0.25);
                NO_AVX512.store(false, Ordering::Relaxed);
                for (i, (&got, &want)) in got.iter().zip(&want).enumerate() {
                    let tolerance = 1e-6 * (1.0 + len as f64).sqrt();
                    assert!(
                        (f64::from(got) - want).abs() <= tolerance,
                        "rows {rows} len {len} element {i}: {got} vs {want}"
                    );
                }
            }
            let mut got64 = g64.clone();
            softmax_backward_rows(&y64, &mut got64, len, 0.25);
            for (got, want) in got64.iter().zip(&want) {
                assert!((got - want).abs() <= 1e-12, "f64: {got} vs {want}");
            }
        }
    }

    #[test]
    fn empty_rows_and_empty_data_change_nothing() {
        let mut g: Vec<f32> = vec![];
        softmax_backward_rows(&[], &mut g, 4, 1.0);
        softmax_backward_rows(&[], &mut g, 0, 1.0);
        assert!(g.is_empty());
    }
}

//! The attention weights that attention's backward pass recomputes: `softmax(scores * scale)`
//! over each row of keys, with the scores that the causal triangle or a mask hides set to
//! `-inf` first (weight 0; a query that sees no key gets NaN, as the forward op and PyTorch).

use super::buffer::Buffer;
use super::parallel::for_each_items;
use super::softmax::{softmax, Softmax, SoftmaxFloat};
use crate::error::AllocError;

/// The weights of the row-major `scores` (rows of `keys`, row `r` being query `r % queries`),
/// computed in the scores' buffer and then into a new one. `allowed`, when given, holds one
/// flag per score, laid out as `scores`. An `Err` when the weights' buffer cannot be had.
pub(crate) fn attention_weights<T: SoftmaxFloat>(
    scores: &mut [T],
    queries: usize,
    keys: usize,
    scale: T,
    causal: bool,
    allowed: Option<&[bool]>,
) -> Result<Buffer<T>, AllocError> {
    assert!(
        allowed.is_none_or(|a| a.len() == scores.len()),
        "attention weights: mask and scores lengths differ"
    );
    if keys > 0 && queries > 0 {
        for_each_items(
            scores,
            keys,
            keys,
            #[inline(always)]
            |first_row, chunk| {
                for (i, row) in chunk.chunks_exact_mut(keys).enumerate() {
                    let r = first_row + i;
                    let query = r % queries;
                    let allowed = allowed.map(|a| &a[r * keys..][..keys]);
                    for (j, x) in row.iter_mut().enumerate() {
                        let keep = !(causal && j > query) && allowed.is_none_or(|a| a[j]);
                        *x = if keep { *x * scale } else { T::neg_infinity() };
                    }
                }
            },
        );
    }
    softmax(scores, (scores.len() / keys.max(1), keys, 1), Softmax::Exp)
}

#[cfg(test)]
mod tests {
    use super::attention_weights;

    /// The weights by their definition, one row at a time in `f64`.
    fn naive(
        scores: &[f64],
        queries: usize,
        keys: usize,
        scale: f64,
        causal: bool,
        allowed: Option<&[bool]>,
    ) -> Vec<f64> {
        let mut out = Vec::new();
        for (r, row) in scores.chunks(keys).enumerate() {
            let keep =
                |j: usize| !(causal && j > r % queries) && allowed.is_none_or(|a| a[r * keys + j]);
            let max = (0..keys)
                .filter(|&j| keep(j))
                .map(|j| row[j] * scale)
                .fold(f64::NEG_INFINITY, f64::max);
            let e: Vec<f64> = (0..keys)
                .map(|j| {
                    if keep(j) {
                        (row[j] * scale - max).exp()
                    } else {
                        0.0
                    }
                })
                .collect();
            let sum: f64 = e.iter().sum();
            out.extend(e.iter().map(|e| if sum > 0.0 { e / sum } else { f64::NAN }));
        }
        out
    }

    #[test]
    fn causal_and_masked_rows_match_the_definition() {
        // 2 batch items of 3 queries by 5 keys; the mask hides every key of one query.
        let (queries, keys) = (3, 5);
        let scores: Vec<f64> = (0..2 * queries * keys)
            .map(|i| ((i * 7) % 11) as f64 - 5.0)
            .collect();
        let mut allowed: Vec<bool> = (0..scores.len()).map(|i| i % 3 != 1).collect();
        allowed[keys..2 * keys].iter_mut().for_each(|a| *a = false);
        for causal in [false, true] {
            for mask in [None, Some(&allowed[..])] {
                let want = naive(&scores, queries, keys, 0.5, causal, mask);
                let got = attention_weights(&mut scores.clone(), queries, keys, 0.5, causal, mask)
                    .unwrap()
                    .to_vec();
                for (g, w) in got.iter().zip(&want) {
                    assert!(
                        (g - w).abs() <= 1e-15 || (g.is_nan() && w.is_nan()),
                        "{g} vs {w}"
                    );
                }
            }
        }
    }

    #[test]
    fn empty_scores() {
        assert!(attention_weights::<f32>(&mut [], 0, 4, 1.0, true, None)
            .unwrap()
            .is_empty());
        assert!(attention_weights::<f32>(&mut [], 3, 0, 1.0, false, None)
            .unwrap()
            .is_empty());
    }
}

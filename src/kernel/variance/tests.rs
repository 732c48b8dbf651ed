use super::*;

/// The variance of `xs` in f64, the mean then the squared deviations, summed in order.
fn naive(xs: &[f64], correction: usize) -> f64 {
    let mean = xs.iter().sum::<f64>() / xs.len() as f64;
    let squares: f64 = xs.iter().map(|x| (x - mean) * (x - mean)).sum();
    squares / xs.len().saturating_sub(correction) as f64
}

fn values(n: usize) -> Vec<f64> {
    (0..n)
        .map(|i| ((i * 7919) % 1013) as f64 * 0.01 - 3.0)
        .collect()
}

#[test]
fn merged_pieces_equal_the_whole() {
    let xs = values(1000);
    for split in [1, 300, 999] {
        let (a, b) = xs.split_at(split);
        let merged = Moments::of(a).merge(Moments::of(b));
        let whole = Moments::of(&xs);
        assert_eq!(merged.n, 1000);
        let mean = |m: Moments<f64>| m.base + m.offset;
        assert!((mean(merged) - mean(whole)).abs() < 1e-12);
        assert!((merged.m2 - whole.m2).abs() < 1e-9 * whole.m2);
    }
    let empty = Moments::<f64>::of(&[]);
    assert_eq!(empty.merge(Moments::of(&xs)).m2, Moments::of(&xs).m2);
}

#[test]
fn every_loop_matches_naive() {
    // Rows (short, several pieces, one long row split in parts above the parallel threshold),
    // columns (tiles, a narrow last tile, pieces of rows, many outputs over threads) and
    // sizes with nothing to reduce or nothing to write.
    let dims = [
        (1, 1, 1),
        (3, 5, 1),
        (2, 5000, 1),
        (1, 600_000, 1),
        (1, 40_000, 1),
        (2, 300, 200),
        (3, 129, 5),
        (200, 20, 300),
        // One tile, or two, of a tall matrix: the axis cut into parts.
        (1, 5000, 130),
        (1, 1000, 7),
        (0, 4, 5),
        (4, 3, 0),
    ];
    for (outer, len, inner) in dims {
        let data = values(outer * len * inner);
        for correction in [0, 1] {
            let got = variance(&data, (outer, len, inner), correction, false).unwrap();
            assert_eq!(got.len(), outer * inner);
            for o in 0..outer {
                for j in 0..inner {
                    let line: Vec<f64> =
                        (0..len).map(|k| data[(o * len + k) * inner + j]).collect();
                    let want = naive(&line, correction);
                    let g = got[o * inner + j];
                    assert!(
                        (g - want).abs() <= 1e-12 * want.abs() || (g.is_nan() && want.is_nan()),
                        "{:?} at {o}, {j}: {g} against {want}",
                        (outer, len, inner)
                    );
                }
            }
        }
    }
}

#[test]
fn an_empty_axis_is_nan_and_sqrt_applies() {
    let got = variance::<f32>(&[], (2, 0, 3), 0, false).unwrap();
    assert_eq!(got.len(), 6);
    assert!(got.iter().all(|v| v.is_nan()));
    let got = variance(&[1.0f64, 3.0, 5.0, 9.0], (2, 2, 1), 1, true).unwrap();
    assert_eq!(&got[..], [2f64.sqrt(), 8f64.sqrt()]);
}

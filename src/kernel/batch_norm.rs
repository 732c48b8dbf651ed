//! Batch norm's passes over a contiguous `[batch, channels, inner]` input (`inner` the product
//! of the spatial sizes, 1 for `[batch, channels]`): a channel's elements are `batch` runs of
//! `inner` contiguous ones. Sums are taken per channel in f64, eight lanes at a time, so the
//! statistics of a large batch lose nothing to the order of the additions; the elementwise
//! passes run per `inner` plane, both split over threads when large enough and compiled for
//! the widest vectors the CPU has (the per-channel closures are inlined into the chunks that
//! `for_each_items` compiles so). Each pass reads its inputs once: the statistics, the
//! output, the backward's sums, the input gradient.

use super::alloc::{filled_buffer, vec_filled};
use super::Buffer;
use crate::error::AllocError;
use core::mem::MaybeUninit;
use num_traits::Float;

/// The layout of a batch norm's input: `[batch, channels, inner]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ChannelsLayout {
    /// The batch size (axis 0).
    pub batch: usize,
    /// The channels (axis 1).
    pub channels: usize,
    /// The product of the axes after the channels.
    pub inner: usize,
}

impl ChannelsLayout {
    /// The layout of an input of `dims` (rank 2 or more).
    pub(crate) fn of(dims: &[usize]) -> Self {
        ChannelsLayout {
            batch: dims[0],
            channels: dims[1],
            inner: dims[2..].iter().product(),
        }
    }

    /// The elements of one channel: `batch * inner`.
    pub(crate) fn per_channel(&self) -> usize {
        self.batch * self.inner
    }

    fn len(&self) -> usize {
        self.batch * self.channels * self.inner
    }
}

/// `value` as `T`.
fn cast<T: Float>(value: f64) -> T {
    T::from(value).expect("a float converts to any float type")
}

/// `x` as f64.
fn wide<T: Float>(x: T) -> f64 {
    x.to_f64().expect("a float converts to f64")
}

/// `(Σ f(i).0, Σ f(i).1)` over `0..len` in one pass, each in eight f64 lanes (independent
/// sums the compiler keeps in vector registers) added at the end.
#[inline(always)]
fn lanes_sum2(len: usize, f: impl Fn(usize) -> (f64, f64)) -> (f64, f64) {
    let (mut first, mut second) = ([0.0f64; 8], [0.0f64; 8]);
    let whole = len / 8 * 8;
    for start in (0..whole).step_by(8) {
        for lane in 0..8 {
            let (a, b) = f(start + lane);
            first[lane] += a;
            second[lane] += b;
        }
    }
    let (mut a, mut b) = (first.iter().sum::<f64>(), second.iter().sum::<f64>());
    for i in whole..len {
        let (da, db) = f(i);
        a += da;
        b += db;
    }
    (a, b)
}

/// For each channel `c`, `sums(c)`, over threads when the channels' work (`per_channel`
/// elements each) is large enough.
fn per_channel<O: Copy + Default + Send>(
    channels: usize,
    per_channel: usize,
    sums: impl Fn(usize) -> O + Sync,
) -> Result<Vec<O>, AllocError> {
    let mut out = vec_filled(channels, O::default())?;
    super::parallel::for_each_items(
        &mut out,
        1,
        per_channel,
        #[inline(always)]
        |first, part| {
            for (i, slot) in part.iter_mut().enumerate() {
                *slot = sums(first + i);
            }
        },
    );
    Ok(out)
}

/// Each channel's mean and biased variance, in one pass: the sums of `d = x - K` and `d²` with
/// `K` the channel's first element (the shifted-data form, so a channel far from 0 loses
/// nothing to cancellation where `K` is near its mean, in f64), `var = (Σd² - (Σd)² / n) / n`.
pub(crate) fn channel_moments<T: Float + Send + Sync>(
    x: &[T],
    layout: ChannelsLayout,
) -> Result<Vec<(f64, f64)>, AllocError> {
    let ChannelsLayout {
        batch,
        channels,
        inner,
    } = layout;
    let count = layout.per_channel() as f64;
    per_channel(
        channels,
        layout.per_channel(),
        #[inline(always)]
        |c| {
            if layout.per_channel() == 0 {
                return (f64::NAN, f64::NAN);
            }
            let plane = |n: usize| &x[(n * channels + c) * inner..][..inner];
            let shift = wide(plane(0)[0]);
            // A loop, not `fold`: `fold` is not inlined into the wide chunk.
            let (mut sum, mut squares) = (0.0, 0.0);
            for n in 0..batch {
                let plane = plane(n);
                let (da, db) = lanes_sum2(inner, |i| {
                    let d = wide(plane[i]) - shift;
                    (d, d * d)
                });
                sum += da;
                squares += db;
            }
            let mean = sum / count;
            (shift + mean, (squares / count - mean * mean).max(0.0))
        },
    )
}

/// Each channel's `(Σ g, Σ g (x - mean_c))`: the sums batch norm's backward pass reads.
pub(crate) fn channel_gradient_sums<T: Float + Send + Sync>(
    g: &[T],
    x: &[T],
    mean: &[f64],
    layout: ChannelsLayout,
) -> Result<Vec<(f64, f64)>, AllocError> {
    let ChannelsLayout {
        batch,
        channels,
        inner,
    } = layout;
    per_channel(
        channels,
        2 * layout.per_channel(),
        #[inline(always)]
        |c| {
            let at = |n: usize| (n * channels + c) * inner;
            let mut sums = (0.0, 0.0);
            for n in 0..batch {
                let (g, x) = (&g[at(n)..][..inner], &x[at(n)..][..inner]);
                let (a, b) = lanes_sum2(inner, |i| {
                    let g = wide(g[i]);
                    (g, g * (wide(x[i]) - mean[c]))
                });
                sums.0 += a;
                sums.1 += b;
            }
            sums
        },
    )
}

/// `x * scale_c + shift_c` for every element of channel `c`: the forward pass, whose
/// statistics and affine parameters fold into one scale and shift per channel.
pub(crate) fn channel_affine<T: Float + Send + Sync>(
    x: &[T],
    layout: ChannelsLayout,
    [scale, shift]: [&[T]; 2],
) -> Result<Buffer<T>, AllocError> {
    planes(
        layout,
        #[inline(always)]
        |c, start, out| {
            let (scale, shift, x) = (scale[c], shift[c], &x[start..][..out.len()]);
            for (slot, &x) in out.iter_mut().zip(x) {
                slot.write(x * scale + shift);
            }
        },
    )
}

/// `a * p_c + b * q_c + r_c` for every element of channel `c`, `[p, q, r]` the per-channel
/// coefficients: batch norm's input gradient, a combination of the output gradient `a` and the
/// input `b`.
pub(crate) fn channel_affine2<T: Float + Send + Sync>(
    a: &[T],
    b: &[T],
    layout: ChannelsLayout,
    [p, q, r]: [&[T]; 3],
) -> Result<Buffer<T>, AllocError> {
    planes(
        layout,
        #[inline(always)]
        |c, start, out| {
            let len = out.len();
            let (a, b) = (&a[start..][..len], &b[start..][..len]);
            let (p, q, r) = (p[c], q[c], r[c]);
            for ((slot, &a), &b) in out.iter_mut().zip(a).zip(b) {
                slot.write(a * p + b * q + r);
            }
        },
    )
}

/// A new `[batch, channels, inner]` buffer, each `inner` plane written by `write(channel,
/// start, plane)` (`start` its first element's index), planes split over threads.
fn planes<T: Send>(
    layout: ChannelsLayout,
    write: impl Fn(usize, usize, &mut [MaybeUninit<T>]) + Sync,
) -> Result<Buffer<T>, AllocError> {
    let ChannelsLayout {
        channels, inner, ..
    } = layout;
    filled_buffer(layout.len(), |out| {
        super::parallel::for_each_items(
            out,
            inner,
            inner,
            #[inline(always)]
            |first, part| {
                for (k, plane) in part.chunks_exact_mut(inner.max(1)).enumerate() {
                    let index = first + k;
                    write(index % channels, index * inner, plane);
                }
            },
        )
    })
}

/// Per-channel values as `T`.
pub(crate) fn narrowed<T: Float>(values: impl IntoIterator<Item = f64>) -> Vec<T> {
    values.into_iter().map(cast).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `[batch, channels, inner]` of distinct values far from 0.
    fn input(layout: ChannelsLayout) -> Vec<f64> {
        (0..layout.len())
            .map(|i| 1e3 + ((i * 37) % 101) as f64 / 7.0)
            .collect()
    }

    #[test]
    fn moments_match_a_direct_loop_for_odd_sizes() {
        for (batch, channels, inner) in [(1, 1, 1), (3, 2, 1), (2, 3, 17), (5, 4, 9), (0, 2, 3)] {
            let layout = ChannelsLayout {
                batch,
                channels,
                inner,
            };
            let x = input(layout);
            let got = channel_moments(&x, layout).unwrap();
            for (c, &(mean, var)) in got.iter().enumerate() {
                let values: Vec<f64> = (0..batch)
                    .flat_map(|n| (0..inner).map(move |i| (n, i)))
                    .map(|(n, i)| x[(n * channels + c) * inner + i])
                    .collect();
                let m = values.iter().sum::<f64>() / values.len() as f64;
                let v = values.iter().map(|v| (v - m) * (v - m)).sum::<f64>() / values.len() as f64;
                if batch == 0 {
                    assert!(mean.is_nan() && var.is_nan());
                    continue;
                }
                assert!((mean - m).abs() < 1e-9 && (var - v).abs() < 1e-9, "{c}");
            }
        }
    }

    #[test]
    fn one_pass_moments_keep_a_small_variance_far_from_zero() {
        // f32 values near 1e4 with a spread of about 1, the first an outlier of the channel.
        let layout = ChannelsLayout {
            batch: 3,
            channels: 1,
            inner: 1000,
        };
        let x: Vec<f32> = (0..3000)
            .map(|i| match i {
                0 => 1.0e4 + 50.0,
                _ => 1.0e4 + ((i * 37) % 101) as f32 / 50.0,
            })
            .collect();
        let (mean, var) = channel_moments(&x, layout).unwrap()[0];
        let wide: Vec<f64> = x.iter().map(|&v| f64::from(v)).collect();
        let m = wide.iter().sum::<f64>() / 3000.0;
        let v = wide.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / 3000.0;
        assert!((mean - m).abs() < 1e-9 * m, "{mean} vs {m}");
        assert!((var - v).abs() < 1e-9 * v, "{var} vs {v}");
    }

    #[test]
    fn affine2_combines_per_channel() {
        let layout = ChannelsLayout {
            batch: 2,
            channels: 3,
            inner: 5,
        };
        let a = input(layout);
        let b: Vec<f64> = a.iter().map(|v| v * 0.5 - 3.0).collect();
        let (p, q, r) = ([1.0, 2.0, 3.0], [0.5, -1.0, 0.0], [7.0, 8.0, 9.0]);
        let out = channel_affine2(&a, &b, layout, [&p, &q, &r]).unwrap();
        for (i, &got) in out.iter().enumerate() {
            let c = i / 5 % 3;
            assert_eq!(got, a[i] * p[c] + b[i] * q[c] + r[c]);
        }
    }
}

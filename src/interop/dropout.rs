//! Dropout (feature `rand`): each element zeroed with probability `p`, the others scaled by
//! `1 / (1 - p)`, PyTorch's `F.dropout(x, p, training=True)`, from the caller's generator.
//!
//! Every element draws one `f64` from the generator, in row-major order, and is dropped when
//! it is below `p`; so `Tensor::dropout` and `Var::dropout` drop the same elements from the
//! same generator state. The result is `x * m` with `m` 0 or `1 / (1 - p)`, as PyTorch
//! computes it: a dropped NaN or infinity stays NaN.

use crate::error::{AllocError, InOp, OrPanic, ShapeError};
use crate::kernel::{self, Buffer};
use crate::layout::Layout;
use crate::shape::{SelectAxis, Shape};
use crate::tensor::{AnyDims, Derivation, Tensor};
use crate::FloatElement;
use crate::Iter;
use crate::Record;
use ::rand::{Rng, RngExt};

impl<T: FloatElement, S: Shape, R: Record<T>> Tensor<T, S, R> {
    /// PyTorch's `F.dropout(x, p, training=True)` (feature `rand`): each element zeroed with
    /// probability `p`, the others scaled by `1 / (1 - p)`. One `f64` is drawn from `rng` per
    /// element, in row-major order, and the element is dropped when it is below `p` (so
    /// [`Var::dropout`](crate::autograd::Var::dropout) drops the same ones from the same
    /// generator state); the result is `x * m`, `m` being 0 or the scale, so a dropped NaN or
    /// infinity stays NaN, as in PyTorch. `p = 1` gives zeros; `p` outside `[0, 1]` panics with
    /// [`try_dropout`](Self::try_dropout)'s message.
    ///
    /// ```
    /// use rand::rngs::Xoshiro256PlusPlus;
    /// use rand::SeedableRng;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1000]>::ones();
    /// let y = x.dropout(0.25, &mut Xoshiro256PlusPlus::seed_from_u64(7));
    /// let kept = y.iter().filter(|&&v| v != 0.0).count();
    /// assert!(y.iter().all(|&v| v == 0.0 || v == 1.0 / 0.75));
    /// assert!((700..800).contains(&kept)); // about three in four
    /// ```
    #[track_caller]
    pub fn dropout<G: Rng + ?Sized>(&self, p: f64, rng: &mut G) -> Tensor<T, S, R> {
        self.try_dropout(p, rng).or_panic()
    }

    /// [`dropout`](Self::dropout), with `p` outside `[0, 1]` (or NaN) as an `Err`, and a mask
    /// or result that cannot be allocated (nothing drawn from `rng` then).
    ///
    /// ```
    /// use rand::rngs::Xoshiro256PlusPlus;
    /// use rand::SeedableRng;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![3]>::ones();
    /// let err = x.try_dropout(1.5, &mut Xoshiro256PlusPlus::seed_from_u64(0)).unwrap_err();
    /// assert_eq!(err.to_string(), "dropout(): p must be between 0 and 1. Got: 1.5");
    /// ```
    pub fn try_dropout<G: Rng + ?Sized>(
        &self,
        p: f64,
        rng: &mut G,
    ) -> Result<Tensor<T, S, R>, ShapeError> {
        let mask = mask::<T, G>(self.numel(), p, rng)?;
        let value = self.plain().times(&mask)?;
        Ok(R::derive(&[self.record()], value, |_, _| {
            Derivation::Mask {
                mask: Tensor::<T, AnyDims>::from_vec(mask, self.dims()),
            }
        }))
    }
}

impl<T: FloatElement, S: Shape + SelectAxis<1>, R: Record<T>> Tensor<T, S, R> {
    /// PyTorch's `F.dropout2d(x, p, training=True)` (feature `rand`): each channel of each
    /// batch element (the plane of axes 2 and on) zeroed whole with probability `p`, the others
    /// scaled by `1 / (1 - p)`. One `f64` is drawn per plane, in row-major order of
    /// `[batch, channels]`; `p` outside `[0, 1]` panics with
    /// [`try_dropout2d`](Self::try_dropout2d)'s message.
    ///
    /// ```
    /// use rand::rngs::Xoshiro256PlusPlus;
    /// use rand::SeedableRng;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![4, 50, 3, 3]>::ones();
    /// let y = x.dropout2d(0.5, &mut Xoshiro256PlusPlus::seed_from_u64(7)).to_vec();
    /// // Each plane of 9 is dropped whole or kept whole (scaled by 2).
    /// assert!(y.chunks(9).all(|plane| plane == [0.0; 9] || plane == [2.0; 9]));
    /// ```
    #[track_caller]
    pub fn dropout2d<G: Rng + ?Sized>(&self, p: f64, rng: &mut G) -> Tensor<T, S, R> {
        self.try_dropout2d(p, rng).or_panic()
    }

    /// [`dropout2d`](Self::dropout2d), with `p` outside `[0, 1]` (or NaN) as an `Err`.
    ///
    /// ```
    /// use rand::rngs::Xoshiro256PlusPlus;
    /// use rand::SeedableRng;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![2, 3, 4]>::ones();
    /// let err = x.try_dropout2d(-0.5, &mut Xoshiro256PlusPlus::seed_from_u64(0)).unwrap_err();
    /// assert_eq!(err.to_string(), "dropout(): p must be between 0 and 1. Got: -0.5");
    /// ```
    pub fn try_dropout2d<G: Rng + ?Sized>(
        &self,
        p: f64,
        rng: &mut G,
    ) -> Result<Tensor<T, S, R>, ShapeError> {
        let dims = self.dims();
        let plane: usize = dims[2..].iter().product();
        let planes = mask::<T, G>(dims[0] * dims[1], p, rng)?;
        let mut mask = kernel::vec_with_capacity(self.numel()).in_op("dropout")?;
        mask.extend(planes.iter().flat_map(|&m| core::iter::repeat_n(m, plane)));
        let value = self.plain().times(&mask)?;
        Ok(R::derive(&[self.record()], value, |_, _| {
            Derivation::Mask {
                mask: Tensor::<T, AnyDims>::from_vec(mask, self.dims()),
            }
        }))
    }
}

impl<T: FloatElement, S: Shape> Tensor<T, S> {
    /// `self * mask`, `mask` row-major in this tensor's dims, or an `Err` when the result
    /// cannot be allocated.
    pub(crate) fn times(&self, mask: &[T]) -> Result<Tensor<T, S>, ShapeError> {
        let values = products(self.iter(), mask).in_op("dropout")?;
        let layout = Layout::contiguous(self.dims()).expect("the dims of an existing tensor");
        Ok(Tensor::from_parts(values, layout))
    }
}

/// `n` factors, each 0 with probability `p` (one `f64` drawn per element, dropped when below
/// `p`) and `1 / (1 - p)` otherwise, or an error for `p` outside `[0, 1]` or when the factors
/// cannot be allocated (before any is drawn). Generic over the element and the generator only,
/// not the shape.
pub(crate) fn mask<T: FloatElement, R: Rng + ?Sized>(
    n: usize,
    p: f64,
    rng: &mut R,
) -> Result<Vec<T>, ShapeError> {
    if !(0.0..=1.0).contains(&p) {
        return Err(ShapeError::Argument {
            op: "dropout",
            name: "p",
            expected: "between 0 and 1",
            value: p.to_string(),
        });
    }
    let scale = T::from(1.0 / (1.0 - p)).expect("a float converts");
    let mut factors = kernel::vec_with_capacity(n).in_op("dropout")?;
    factors.extend((0..n).map(|_| match rng.random::<f64>() < p {
        true => T::zero(),
        false => scale,
    }));
    Ok(factors)
}

/// `x * m` for the elements of `x` (row-major) and `mask`, of `x`'s length, as a new buffer:
/// a loop per element type only.
fn products<T: FloatElement>(x: Iter<'_, T>, mask: &[T]) -> Result<Buffer<T>, AllocError> {
    Buffer::filled(x.len(), |slots| {
        for ((slot, &x), &m) in slots.iter_mut().zip(x).zip(mask) {
            slot.write(x * m);
        }
    })
}

//! Random tensors (feature `rand`): uniform, normal, or any [`Distribution`], drawn from the
//! caller's generator so that a seeded generator reproduces a tensor exactly.
//!
//! Elements are drawn one after another in row-major order, on the calling thread: a tensor
//! of `n` elements advances the generator by exactly the `n` samples that
//! `(0..n).map(|_| dist.sample(rng))` would take.
//!
//! ```
//! use rand::rngs::Xoshiro256PlusPlus;
//! use rand::SeedableRng;
//! use rand_distr::Exp;
//! use typed_tensor::{shape, Tensor};
//!
//! let mut rng = Xoshiro256PlusPlus::seed_from_u64(42);
//! let w = Tensor::<f32, shape![784, 128]>::normal(&mut rng, 0.0, 0.02);
//! let b = Tensor::<f32, shape![128]>::uniform(&mut rng, -0.1, 0.1);
//! let batch = 32; // a `Dyn` axis: the `_with_dims` forms take the dims
//! let noise =
//!     Tensor::<f64, shape![dyn, 128]>::from_distribution_with_dims(&[batch, 128], &mut rng, Exp::new(2.0).unwrap())
//!         .unwrap();
//! assert!(b.iter().all(|&x| (-0.1..0.1).contains(&x)));
//! assert_eq!(noise.dims(), &[32, 128]);
//!
//! // The same seed gives the same tensor.
//! let again = Tensor::<f32, shape![784, 128]>::normal(&mut Xoshiro256PlusPlus::seed_from_u64(42), 0.0, 0.02);
//! assert_eq!(again, w);
//! ```

use super::build::tensor_from_iter;
use crate::error::{OrPanic, ShapeError};
use crate::shape::{Shape, StaticShape};
use crate::tensor::Tensor;
use ::rand::distr::uniform::SampleUniform;
use ::rand::distr::{Distribution, Uniform};
use ::rand::Rng;
use rand_distr::Normal;

impl<T, S: Shape> Tensor<T, S> {
    /// A tensor of run-time `dims` whose elements are samples of `dist`, drawn from `rng` in
    /// row-major order.
    ///
    /// Dims that do not fit `S` are an `Err`, returned before any sample is drawn.
    ///
    /// ```
    /// use rand::rngs::Xoshiro256PlusPlus;
    /// use rand::SeedableRng;
    /// use rand_distr::Bernoulli;
    /// use typed_tensor::{shape, Tensor};
    ///
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
    /// let mask = Tensor::<bool, shape![dyn, 4]>::from_distribution_with_dims(
    ///     &[3, 4], &mut rng, Bernoulli::new(0.9).unwrap(),
    /// ).unwrap();
    /// assert_eq!(mask.dims(), &[3, 4]);
    /// assert!(Tensor::<bool, shape![dyn, 4]>::from_distribution_with_dims(
    ///     &[3, 5], &mut rng, Bernoulli::new(0.9).unwrap(),
    /// ).is_err());
    /// ```
    pub fn from_distribution_with_dims<R, Dist>(
        dims: &[usize],
        rng: &mut R,
        dist: Dist,
    ) -> Result<Self, ShapeError>
    where
        R: Rng + ?Sized,
        Dist: Distribution<T>,
    {
        tensor_from_iter("from_distribution", dims, samples(rng, dist))
    }

    /// A tensor of the static shape `S` whose elements are samples of `dist`, drawn from `rng`
    /// in row-major order.
    ///
    /// ```
    /// use rand::rngs::Xoshiro256PlusPlus;
    /// use rand::SeedableRng;
    /// use rand_distr::Poisson;
    /// use typed_tensor::{shape, Tensor};
    ///
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
    /// let counts = Tensor::<f64, shape![2, 3]>::from_distribution(&mut rng, Poisson::new(4.0).unwrap());
    /// assert!(counts.iter().all(|&k| k >= 0.0 && k.fract() == 0.0));
    /// ```
    #[track_caller]
    pub fn from_distribution<R, Dist>(rng: &mut R, dist: Dist) -> Self
    where
        S: StaticShape,
        R: Rng + ?Sized,
        Dist: Distribution<T>,
    {
        // A static shape's own dims fit it: only the allocation can fail.
        Self::from_distribution_with_dims(S::DIMS, rng, dist).or_panic()
    }
}

// As for `normal` below: the element bound sits on the methods, not the impl.
impl<T, S: Shape> Tensor<T, S> {
    /// A tensor of run-time `dims` uniformly distributed over `[low, high)`: any integer or
    /// float element (`torch.rand` scaled, or `torch.randint(low, high)` for integers).
    ///
    /// # Panics
    ///
    /// If the range is empty (`low >= high`) or, for floats, not finite, with the message
    /// `uniform: the range [low, high) must be non-empty and finite, got [1, 0)`.
    ///
    /// ```
    /// use rand::rngs::Xoshiro256PlusPlus;
    /// use rand::SeedableRng;
    /// use typed_tensor::{shape, Tensor};
    ///
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    /// let dice = Tensor::<u8, shape![dyn]>::uniform_with_dims(&[100], &mut rng, 1, 7).unwrap();
    /// assert!(dice.iter().all(|d| (1..7).contains(d)));
    /// ```
    #[track_caller]
    pub fn uniform_with_dims<R: Rng + ?Sized>(
        dims: &[usize],
        rng: &mut R,
        low: T,
        high: T,
    ) -> Result<Self, ShapeError>
    where
        T: SampleUniform + core::fmt::Debug + Copy,
    {
        let dist = match Uniform::new(low, high) {
            Ok(dist) => dist,
            Err(_) => panic!(
                "uniform: the range [low, high) must be non-empty and finite, got [{low:?}, {high:?})"
            ),
        };
        Self::from_distribution_with_dims(dims, rng, dist)
    }

    /// A tensor of the static shape `S` uniformly distributed over `[low, high)`.
    ///
    /// # Panics
    ///
    /// As [`uniform_with_dims`](Self::uniform_with_dims), if the range is empty or not finite.
    ///
    /// ```
    /// use rand::rngs::Xoshiro256PlusPlus;
    /// use rand::SeedableRng;
    /// use typed_tensor::{shape, Tensor};
    ///
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    /// // Kaiming-uniform bounds for a layer with 256 inputs.
    /// let bound = (6.0f32 / 256.0).sqrt();
    /// let w = Tensor::<f32, shape![256, 64]>::uniform(&mut rng, -bound, bound);
    /// assert!(w.iter().all(|&x| -bound <= x && x < bound));
    /// ```
    #[track_caller]
    pub fn uniform<R: Rng + ?Sized>(rng: &mut R, low: T, high: T) -> Self
    where
        S: StaticShape,
        T: SampleUniform + core::fmt::Debug + Copy,
    {
        Self::uniform_with_dims(S::DIMS, rng, low, high).or_panic()
    }
}

/// A float element with a normal distribution: `f32` and `f64`, the element types of
/// [`Tensor::normal`] and [`Tensor::normal_with_dims`].
///
/// ```
/// use rand::rngs::Xoshiro256PlusPlus;
/// use rand::SeedableRng;
/// use typed_tensor::interop::rand::NormalElement;
/// use typed_tensor::{Shape, ShapeError, Tensor};
///
/// // Generic over the float type: one bound.
/// fn noise<T: NormalElement, S: Shape>(dims: &[usize], mean: T, std: T) -> Result<Tensor<T, S>, ShapeError> {
///     let mut rng = Xoshiro256PlusPlus::seed_from_u64(0);
///     Tensor::normal_with_dims(dims, &mut rng, mean, std)
/// }
/// let x = noise::<f64, typed_tensor::shape![dyn]>(&[3], 0.0, 0.1).unwrap();
/// assert_eq!(x.dims(), &[3]);
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no normal distribution: `normal` makes `f32` or `f64` tensors",
    label = "`normal` needs a float element type",
    note = "for integers, use `uniform`, or `from_distribution` with a distribution of `{Self}`"
)]
pub trait NormalElement: Copy + core::fmt::Debug + PartialOrd + sealed::Sealed {
    /// The distribution `normal` samples: `rand_distr::Normal<Self>`.
    type Normal: Distribution<Self>;
    /// The normal distribution with this mean and standard deviation, or `None` unless `std`
    /// is finite and `>= 0` (`rand_distr::Normal::new` also accepts a negative deviation,
    /// which flips the samples; PyTorch rejects it).
    fn normal(mean: Self, std: Self) -> Option<Self::Normal>;
}

mod sealed {
    /// Keeps `NormalElement` to the float types `rand_distr` samples.
    pub trait Sealed {}
}

macro_rules! normal_elements {
    ($($t:ty),*) => {$(
        impl sealed::Sealed for $t {}

        #[diagnostic::do_not_recommend]
        impl NormalElement for $t {
            type Normal = Normal<$t>;
            fn normal(mean: $t, std: $t) -> Option<Normal<$t>> {
                Normal::new(mean, std).ok().filter(|_| std >= 0.0)
            }
        }
    )*};
}

normal_elements!(f32, f64);

// Element bounds sit on the methods, not the impl, so that a wrong element type is reported
// with `NormalElement`'s message (E0277) rather than E0599's list of other constructors.
impl<T, S: Shape> Tensor<T, S> {
    /// A tensor of run-time `dims` of normally distributed floats with mean `mean` and
    /// standard deviation `std` (`torch.normal`, `Tensor.normal_`).
    ///
    /// # Panics
    ///
    /// If `std` is negative, NaN or infinite (PyTorch rejects a negative `std` too), with the
    /// message `normal: std must be finite and >= 0, got -1.0`.
    ///
    /// ```
    /// use rand::rngs::Xoshiro256PlusPlus;
    /// use rand::SeedableRng;
    /// use typed_tensor::{shape, Tensor};
    ///
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
    /// let x = Tensor::<f64, shape![dyn, 2]>::normal_with_dims(&[5000, 2], &mut rng, 10.0, 0.5).unwrap();
    /// assert!((x.mean_all().item() - 10.0).abs() < 0.05);
    /// ```
    #[track_caller]
    pub fn normal_with_dims<R: Rng + ?Sized>(
        dims: &[usize],
        rng: &mut R,
        mean: T,
        std: T,
    ) -> Result<Self, ShapeError>
    where
        T: NormalElement,
    {
        let Some(dist) = T::normal(mean, std) else {
            panic!("normal: std must be finite and >= 0, got {std:?}")
        };
        Self::from_distribution_with_dims(dims, rng, dist)
    }

    /// A tensor of the static shape `S` of normally distributed floats with mean `mean` and
    /// standard deviation `std`.
    ///
    /// # Panics
    ///
    /// As [`normal_with_dims`](Self::normal_with_dims), if `std` is negative or not finite.
    ///
    /// ```
    /// use rand::rngs::Xoshiro256PlusPlus;
    /// use rand::SeedableRng;
    /// use typed_tensor::{shape, Tensor};
    ///
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
    /// let z = Tensor::<f32, shape![4, 4]>::normal(&mut rng, 0.0, 1.0);
    /// assert_eq!(z.numel(), 16);
    /// ```
    #[track_caller]
    pub fn normal<R: Rng + ?Sized>(rng: &mut R, mean: T, std: T) -> Self
    where
        S: StaticShape,
        T: NormalElement,
    {
        Self::normal_with_dims(S::DIMS, rng, mean, std).or_panic()
    }
}

/// The endless stream of `dist`'s samples from `rng`. Outside the shape-generic impl, so that
/// the loop filling a tensor with them is compiled once per element type, generator and
/// distribution, not once per shape.
fn samples<'r, T, R, Dist>(rng: &'r mut R, dist: Dist) -> impl Iterator<Item = T> + 'r
where
    R: Rng + ?Sized,
    Dist: Distribution<T> + 'r,
{
    core::iter::repeat_with(move || dist.sample(rng))
}

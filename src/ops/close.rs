//! Closeness of two float tensors, for tests: `isclose`/`allclose` as PyTorch's, and
//! `max_abs_diff`. The operands broadcast as in the comparisons (`ZipWith`), so shapes that do
//! not broadcast are the same compile error as `a.eq(&b)` (with one "required by a bound"
//! note more, as `where_`: the result type does not name the broadcast shape).

use super::compare::zip_map;
use crate::error::OrPanic;
use crate::float::FloatElement;
use crate::shape::ZipWith;
use crate::Tensor;

/// PyTorch's default relative tolerance of `isclose`/`allclose`.
const DEFAULT_RTOL: f64 = 1e-5;
/// PyTorch's default absolute tolerance of `isclose`/`allclose`.
const DEFAULT_ATOL: f64 = 1e-8;

/// The elementwise test of `isclose` with these tolerances. Built here, outside the
/// shape-generic methods, so that the closure's type depends only on the element type and
/// the kernel is compiled once per element type.
fn close_fn<T: FloatElement>(rtol: T, atol: T, equal_nan: bool) -> impl Fn(T, T) -> bool + Sync {
    move |a: T, b: T| {
        if a == b {
            // Equal infinities too, which `|a - b|` would make NaN.
            return true;
        }
        if a.is_nan() || b.is_nan() {
            return equal_nan && a.is_nan() && b.is_nan();
        }
        // An infinity is close only to itself, handled above (`atol + rtol * |inf|` would
        // admit any value).
        if a.is_infinite() || b.is_infinite() {
            return false;
        }
        (a - b).abs() <= atol + rtol * b.abs()
    }
}

/// `|a - b|`, 0 where the values are equal (the same infinity too); NaN if either is NaN.
fn abs_diff<T: FloatElement>(a: T, b: T) -> T {
    if a == b {
        T::zero()
    } else {
        (a - b).abs()
    }
}

fn tolerance<T: FloatElement>(value: f64) -> T {
    T::from(value).expect("a float holds the default tolerances")
}

impl<T: FloatElement, S> Tensor<T, S> {
    /// Whether each element of `self` is close to `other`'s, broadcasting, with PyTorch's
    /// defaults: `torch.isclose(self, other)`, that is `rtol = 1e-5`, `atol = 1e-8`, NaN
    /// never close. See [`isclose_with`](Self::isclose_with) for the rule.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f32, shape![3]>::from_vec(vec![1.0, 1e-9, f32::NAN]).unwrap();
    /// let b = Tensor::<f32, shape![3]>::from_vec(vec![1.000001, 0.0, f32::NAN]).unwrap();
    /// let close: Tensor<bool, shape![3]> = a.isclose(&b);
    /// assert_eq!(close.to_vec(), [true, true, false]);
    /// ```
    #[track_caller]
    pub fn isclose<S2>(&self, other: &Tensor<T, S2>) -> Tensor<bool, <S as ZipWith<S2>>::Output>
    where
        S: ZipWith<S2>,
    {
        self.isclose_with(
            other,
            tolerance(DEFAULT_RTOL),
            tolerance(DEFAULT_ATOL),
            false,
        )
    }

    /// Whether each element of `self` is close to `other`'s, broadcasting
    /// (`torch.isclose(self, other, rtol, atol, equal_nan)`): `|a - b| <= atol + rtol * |b|`,
    /// which is not symmetric (the tolerance scales with `other`).
    ///
    /// Equal values are close, the same infinity included; an infinity is close to nothing
    /// else. NaN is close to NaN only with `equal_nan`. The result's shape is the broadcast
    /// shape, checked at compile time like `a.eq(&b)`; a `Dyn` axis that does not fit panics
    /// with PyTorch's message.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f64, shape![2, 1]>::from_vec(vec![1.0, f64::NAN]).unwrap();
    /// let b = Tensor::<f64, shape![3]>::from_vec(vec![1.05, 1.2, f64::NAN]).unwrap();
    /// let close: Tensor<bool, shape![2, 3]> = a.isclose_with(&b, 0.1, 0.0, true);
    /// assert_eq!(close.to_vec(), [true, false, false, false, false, true]);
    /// ```
    #[track_caller]
    pub fn isclose_with<S2>(
        &self,
        other: &Tensor<T, S2>,
        rtol: T,
        atol: T,
        equal_nan: bool,
    ) -> Tensor<bool, <S as ZipWith<S2>>::Output>
    where
        S: ZipWith<S2>,
    {
        zip_map("isclose", self, other, close_fn(rtol, atol, equal_nan)).or_panic()
    }

    /// Whether every element of `self` is close to `other`'s, broadcasting, with PyTorch's
    /// defaults (`torch.allclose(self, other)`: `rtol = 1e-5`, `atol = 1e-8`, NaN never
    /// close); see [`isclose_with`](Self::isclose_with). True when the broadcast is empty.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let got = Tensor::<f32, shape![2, 2]>::from_vec(vec![0.1 + 0.2, 1.0, 2.0, 3.0]).unwrap();
    /// let want = Tensor::<f32, shape![2, 2]>::from_vec(vec![0.3, 1.0, 2.0, 3.0]).unwrap();
    /// assert!(got.allclose(&want));
    /// assert!(!got.allclose(&(&want * 1.001)));
    /// ```
    #[track_caller]
    pub fn allclose<S2>(&self, other: &Tensor<T, S2>) -> bool
    where
        S: ZipWith<S2>,
    {
        self.allclose_with(
            other,
            tolerance(DEFAULT_RTOL),
            tolerance(DEFAULT_ATOL),
            false,
        )
    }

    /// Whether every element of `self` is close to `other`'s
    /// (`torch.allclose(self, other, rtol, atol, equal_nan)`); see
    /// [`isclose_with`](Self::isclose_with).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f64, shape![3]>::from_vec(vec![1.0, f64::INFINITY, f64::NAN]).unwrap();
    /// let b = Tensor::<f64, shape![3]>::from_vec(vec![1.01, f64::INFINITY, f64::NAN]).unwrap();
    /// assert!(a.allclose_with(&b, 0.0, 0.02, true));
    /// assert!(!a.allclose_with(&b, 0.0, 0.02, false)); // NaN is not close to NaN
    /// ```
    #[track_caller]
    pub fn allclose_with<S2>(
        &self,
        other: &Tensor<T, S2>,
        rtol: T,
        atol: T,
        equal_nan: bool,
    ) -> bool
    where
        S: ZipWith<S2>,
    {
        let close = self.isclose_with(other, rtol, atol, equal_nan);
        // `close` is a new, contiguous tensor: read in place, never copied.
        close
            .with_contiguous("allclose", |all| all.iter().all(|&c| c))
            .or_panic()
    }

    /// The largest `|a - b|` over the broadcast of `self` and `other`, for tests and
    /// debugging (`(a - b).abs().max()` in PyTorch).
    ///
    /// NaN in either operand makes the result NaN (the difference is not small, whatever the
    /// other elements); equal values differ by 0, the same infinity included, and an
    /// infinity against anything else by inf. An empty broadcast gives 0 (PyTorch's `max`
    /// of nothing is an error). Shapes broadcast as in `a.eq(&b)`.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f32, shape![2, 2]>::from_vec(vec![1.0, f32::INFINITY, 3.0, f32::INFINITY])
    ///     .unwrap();
    /// let b = Tensor::<f32, shape![2]>::from_vec(vec![1.5, f32::INFINITY]).unwrap();
    /// assert_eq!(a.max_abs_diff(&b), 1.5); // |3.0 - 1.5|; inf against inf counts 0
    /// let nan = Tensor::<f32, shape![2]>::from_vec(vec![1.5, f32::NAN]).unwrap();
    /// assert!(a.max_abs_diff(&nan).is_nan());
    /// ```
    #[track_caller]
    pub fn max_abs_diff<S2>(&self, other: &Tensor<T, S2>) -> T
    where
        S: ZipWith<S2>,
    {
        let diff = zip_map("max_abs_diff", self, other, abs_diff::<T>).or_panic();
        diff.try_max_all()
            .map_or_else(|_| T::zero(), |max| max.item())
    }
}

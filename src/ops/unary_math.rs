//! Elementwise math: `abs`, `sqrt`, `exp`, ..., `clamp`, `relu`, and the broadcasting
//! `pow`, `maximum`, `minimum`.
//!
//! Every unary op is one pass of the elementwise kernel (`kernel::map`), which walks any
//! layout and splits large tensors over rayon; the result is a new contiguous tensor of the
//! same shape type.

use super::compare::zip_map;
use crate::error::{InOp, OrPanic};
use crate::float::{AbsElement, FloatElement, PowElement};
use crate::kernel::{self, MathOp as Op};
use crate::layout::Layout;
use crate::scalar::SignedElement;
use crate::shape::ZipWith;
use crate::tensor::{saved, Derivation, Unary};
use crate::{Element, Record, Tensor};

impl<T, S, R> Tensor<T, S, R> {
    /// `f` of every element, as a new contiguous tensor of the same shape; panics with the
    /// error of op `op` when it cannot be allocated.
    #[track_caller]
    pub(crate) fn map_elements<O: Send>(
        &self,
        op: &'static str,
        f: impl Fn(T) -> O + Sync,
    ) -> Tensor<O, S>
    where
        T: Copy + Sync,
    {
        let dims = self.dims();
        let storage = kernel::map(dims, self.operand(dims), f)
            .in_op(op)
            .or_panic();
        Tensor::from_parts(
            storage,
            Layout::contiguous(dims).expect("dims of an existing tensor fit"),
        )
    }
}

/// How a unary float op runs: a [`kernel::VecMath`] op, or a cheap function of one element
/// (a `fn` pointer, so that neither form carries the shape type into the kernel).
enum FloatMap<T> {
    Float(Op<T>),
    Rounding(fn(T) -> T),
}

impl<T: FloatElement, S, R> Tensor<T, S, R> {
    /// `op` of every element; panics with the error of op `name` when the result cannot be
    /// allocated.
    #[track_caller]
    fn float_map(&self, name: &'static str, op: FloatMap<T>) -> Tensor<T, S> {
        let dims = self.dims();
        let storage = match op {
            FloatMap::Float(op) => kernel::unary_math(dims, self.operand(dims), op),
            FloatMap::Rounding(f) => kernel::map(dims, self.operand(dims), f),
        };
        Tensor::from_parts(
            storage.in_op(name).or_panic(),
            Layout::contiguous(dims).expect("dims of an existing tensor fit"),
        )
    }
}

impl<T, S, R: Record<T>> Tensor<T, S, R> {
    /// `value`, an elementwise function of `self` whose derivative is `op` (none: 0
    /// everywhere), with `self`'s record.
    #[track_caller]
    fn derive_unary(
        &self,
        name: &'static str,
        value: Tensor<T, S>,
        op: Option<Unary<T>>,
    ) -> Tensor<T, S, R> {
        R::derive(&[self.record()], value, |_, y| match op {
            Some(op) => Derivation::unary(name, op, self, y),
            None => Derivation::Constant { name },
        })
    }
}

macro_rules! float_unary {
    ($($name:ident: $doc:literal, $op:expr, ($derivative:expr, $ddoc:literal), $input:literal => $output:literal;)*) => {
        impl<T: FloatElement, S, R: Record<T>> Tensor<T, S, R> {$(
            #[doc = concat!($doc, ", elementwise (floats).")]
            ///
            /// Panics with [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory)'s text
            /// when the result cannot be allocated (a broadcast view can have far more elements
            /// than its storage).
            ///
            /// ```
            /// use typed_tensor::{shape, Tensor};
            #[doc = concat!("let t = Tensor::<f64, shape![4]>::from_vec(vec!", $input, ").unwrap();")]
            #[doc = concat!("assert_eq!(t.", stringify!($name), "().to_vec(), ", $output, ");")]
            /// ```
            ///
            #[doc = concat!("Recorded (on a [`Var`](crate::autograd::Var)): ", $ddoc, ".")]
            #[track_caller]
            pub fn $name(&self) -> Tensor<T, S, R> {
                self.derive_unary(stringify!($name), self.float_map(stringify!($name), $op), $derivative)
            }
        )*}
    };
}

float_unary! {
    sqrt: "Square root (NaN for negative numbers)", FloatMap::Float(Op::Sqrt), (Some(Unary::Sqrt), "the derivative is `1 / (2 sqrt(x))`, infinite at 0"),
        "[0.0, 1.0, 4.0, 2.25]" => "[0.0, 1.0, 2.0, 1.5]";
    exp: "`e` to the power of each element", FloatMap::Float(Op::Exp), (Some(Unary::Exp), "the derivative is `exp(x)`"),
        "[0.0, 0.0, 0.0, f64::NEG_INFINITY]" => "[1.0, 1.0, 1.0, 0.0]";
    ln: "Natural logarithm (`torch.log`; `-inf` at 0, NaN below)", FloatMap::Float(Op::Ln), (Some(Unary::Ln), "the derivative is `1 / x`"),
        "[1.0, 1.0, 0.0, 1.0]" => "[0.0, 0.0, f64::NEG_INFINITY, 0.0]";
    log2: "Base-2 logarithm", FloatMap::Float(Op::Log2), (Some(Unary::Log2), "the derivative is `1 / (x ln 2)`"),
        "[1.0, 2.0, 8.0, 0.5]" => "[0.0, 1.0, 3.0, -1.0]";
    log10: "Base-10 logarithm", FloatMap::Float(Op::Log10), (Some(Unary::Log10), "the derivative is `1 / (x ln 10)`"),
        "[1.0, 10.0, 1000.0, 0.1]" => "[0.0, 1.0, 3.0, -1.0]";
    floor: "The largest integer not above each element", FloatMap::Rounding(T::floor), (None, "the derivative is 0 (no gradient flows)"),
        "[1.5, -1.5, 2.0, -0.0]" => "[1.0, -2.0, 2.0, -0.0]";
    ceil: "The smallest integer not below each element", FloatMap::Rounding(T::ceil), (None, "the derivative is 0 (no gradient flows)"),
        "[1.5, -1.5, 2.0, 0.2]" => "[2.0, -1.0, 2.0, 1.0]";
    trunc: "The integer part, rounding toward zero", FloatMap::Rounding(T::trunc), (None, "the derivative is 0 (no gradient flows)"),
        "[1.7, -1.7, 2.0, 0.2]" => "[1.0, -1.0, 2.0, 0.0]";
    fract: "The fractional part `x - trunc(x)`, with the sign of `x` (`torch.frac`)", FloatMap::Rounding(T::fract), (Some(Unary::Pow(T::one())), "the derivative is 1, as PyTorch"),
        "[1.75, -1.75, 2.0, 0.5]" => "[0.75, -0.75, 0.0, 0.5]";
    round: "Rounding to the nearest integer, halves to even as `torch.round`", FloatMap::Rounding(T::round_half_even), (None, "the derivative is 0 (no gradient flows)"),
        "[0.5, 1.5, 2.5, -2.7]" => "[0.0, 2.0, 2.0, -3.0]";
    tanh: "Hyperbolic tangent", FloatMap::Float(Op::Tanh), (Some(Unary::Tanh), "the derivative is `1 - tanh(x)^2`"),
        "[0.0, f64::INFINITY, f64::NEG_INFINITY, 0.0]" => "[0.0, 1.0, -1.0, 0.0]";
    erf: "The error function (`torch.erf`)", FloatMap::Float(Op::Erf), (Some(Unary::Erf), "the derivative is `2 / sqrt(pi) exp(-x^2)`"),
        "[0.0, f64::INFINITY, f64::NEG_INFINITY, -0.0]" => "[0.0, 1.0, -1.0, -0.0]";
    sigmoid: "The logistic function `1 / (1 + exp(-x))`, computed without overflow for large `|x|`", FloatMap::Float(Op::Sigmoid), (Some(Unary::Sigmoid), "the derivative is `s (1 - s)`"),
        "[0.0, 1000.0, -1000.0, 0.0]" => "[0.5, 1.0, 0.0, 0.5]";
}

impl<T: FloatElement, S, R: Record<T>> Tensor<T, S, R> {
    /// Each element to the float power `exp` (`torch.pow` with a float scalar).
    ///
    /// As PyTorch (and NumPy for 0.5, 2 and -1), some exponents are computed by the operation
    /// they stand for rather than by C's `pow`, which changes special values: `0.5` is `sqrt`
    /// (so `(-inf)^0.5` is NaN and `(-0.0)^0.5` is `-0.0`, where `pow` gives `+inf` and `+0`),
    /// `-0.5` is `1 / sqrt` (`(-0.0)^-0.5` is `-inf`), `-1` is `1 / x`, `2` is `x * x`, `3` is
    /// `x * x * x`, `-2` is `1 / (x * x)`, `1` copies and `0` gives 1 everywhere, NaN included.
    /// Other exponents use `powf` (C's `pow`).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<f32, shape![3]>::from_vec(vec![4.0, 9.0, 0.25]).unwrap();
    /// assert_eq!(t.powf(0.5).to_vec(), [2.0, 3.0, 0.5]);
    /// let s = Tensor::<f64, shape![2]>::from_vec(vec![f64::NEG_INFINITY, -0.0]).unwrap();
    /// let r = s.powf(0.5).to_vec();
    /// assert!(r[0].is_nan() && r[1] == 0.0 && r[1].is_sign_negative());
    /// ```
    ///
    /// Recorded: the derivative is `p x^(p - 1)`, and 0 for `p = 0`.
    #[track_caller]
    pub fn powf(&self, exp: T) -> Tensor<T, S, R> {
        self.derive_unary("powf", self.powf_value(exp), Some(Unary::Pow(exp)))
    }

    /// [`powf`](Self::powf)'s value.
    #[track_caller]
    fn powf_value(&self, exp: T) -> Tensor<T, S> {
        let (zero, one, two) = (T::zero(), T::one(), T::one() + T::one());
        let half = one / two;
        let op: fn(T) -> T = if exp == zero {
            |_| T::one()
        } else if exp == one {
            |x| x
        } else if exp == half {
            return self.float_map("powf", FloatMap::Float(Op::Sqrt));
        } else if exp == -half {
            |x| x.sqrt().recip()
        } else if exp == -one {
            |x| x.recip()
        } else if exp == two {
            |x| x * x
        } else if exp == two + one {
            |x| x * x * x
        } else if exp == -two {
            |x| (x * x).recip()
        } else {
            return self.float_map("powf", FloatMap::Float(Op::Powf(exp)));
        };
        self.float_map("powf", FloatMap::Rounding(op))
    }

    /// GELU, PyTorch's default (exact) form: `x / 2 * (1 + erf(x / sqrt(2)))`
    /// (`torch.nn.functional.gelu(x)`, `approximate='none'`).
    ///
    /// At the infinities it returns the limits, `gelu(+inf) = +inf` and `gelu(-inf) = -0.0`;
    /// PyTorch's formula gives NaN there (reported as a bug upstream).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![4]>::from_vec(vec![-1.0, 0.0, 1.0, 3.0]).unwrap();
    /// // torch.nn.functional.gelu(torch.tensor([-1., 0., 1., 3.], dtype=torch.float64))
    /// let want = [-0.15865525393145702, 0.0, 0.841344746068543, 2.99595030590511];
    /// for (got, want) in x.gelu().to_vec().iter().zip(want) {
    ///     assert!((got - want).abs() < 1e-15, "{got} vs {want}");
    /// }
    /// ```
    #[track_caller]
    pub fn gelu(&self) -> Tensor<T, S, R> {
        self.derive_unary(
            "gelu",
            self.float_map("gelu", FloatMap::Float(Op::Gelu)),
            Some(Unary::Gelu),
        )
    }

    /// The slope of [`gelu`](Tensor::gelu) at every element, `Phi(x) + x phi(x)` by PyTorch's
    /// formula: its backward rule's factor, one vectorized pass.
    pub(crate) fn gelu_derivative(&self) -> Tensor<T, S> {
        self.float_map("gelu_backward", FloatMap::Float(Op::GeluDerivative))
    }

    /// GELU's tanh approximation, `x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 x^3)))`
    /// (`torch.nn.functional.gelu(x, approximate='tanh')`); infinities as [`gelu`](Self::gelu).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![3]>::from_vec(vec![-1.0, 0.0, 1.0]).unwrap();
    /// let want = [-0.15880800939172324, 0.0, 0.8411919906082768];
    /// for (got, want) in x.gelu_tanh().to_vec().iter().zip(want) {
    ///     assert!((got - want).abs() < 1e-15, "{got} vs {want}");
    /// }
    /// ```
    #[track_caller]
    pub fn gelu_tanh(&self) -> Tensor<T, S, R> {
        self.derive_unary(
            "gelu_tanh",
            self.float_map("gelu_tanh", FloatMap::Float(Op::GeluTanh)),
            Some(Unary::GeluTanh),
        )
    }

    /// SiLU (swish), `x * sigmoid(x)`, computed as PyTorch does, `x / (1 + exp(-x))`
    /// (`torch.nn.functional.silu`); `silu(-inf)` is the limit `-0.0` where that formula gives
    /// NaN.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![4]>::from_vec(vec![0.0, 1.0, -1000.0, f32::INFINITY]).unwrap();
    /// let y = x.silu().to_vec();
    /// assert!((y[1] - 0.7310586).abs() < 1e-7);
    /// assert_eq!((y[0], y[2], y[3]), (0.0, -0.0, f32::INFINITY));
    /// ```
    #[track_caller]
    pub fn silu(&self) -> Tensor<T, S, R> {
        self.derive_unary(
            "silu",
            self.float_map("silu", FloatMap::Float(Op::Silu)),
            Some(Unary::Silu),
        )
    }
}

impl<T: PowElement, S, R: Record<T>> Tensor<T, S, R> {
    /// Each element to an integer power: `i32` for floats, computed as PyTorch's `pow` with an
    /// integer scalar ([`PowElement::powi_elem`]: `x * x` for 2, `1 / x` for -1, C's `pow` for
    /// most others), `u32` for integers (Rust's `pow`, wrapping on overflow like PyTorch's
    /// integer `pow`).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let f = Tensor::<f64, shape![2]>::from_vec(vec![2.0, -3.0]).unwrap();
    /// assert_eq!(f.powi(-2).to_vec(), [0.25, 1.0 / 9.0]);
    /// let i = Tensor::<i32, shape![3]>::from_vec(vec![2, -3, 10]).unwrap();
    /// assert_eq!(i.powi(3).to_vec(), [8, -27, 1000]);
    /// ```
    #[track_caller]
    pub fn powi(&self, exp: T::Exp) -> Tensor<T, S, R> {
        let value = self.map_elements("powi", powi_by(exp));
        self.derive_unary("powi", value, Some(Unary::Pow(T::exp_as_elem(exp))))
    }
}

impl<T: PowElement, S, R: Record<T>> Tensor<T, S, R> {
    /// `self ** exp` elementwise with broadcasting (`torch.pow(self, exp)`).
    ///
    /// Floats use `powf`; integers wrap on overflow and panic on a negative exponent, as
    /// PyTorch. Shapes are checked at compile time like `+`; a `Dyn` axis that does not fit
    /// panics with PyTorch's message.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let base = Tensor::<i64, shape![2, 1]>::from_vec(vec![2, 3]).unwrap();
    /// let exp = Tensor::<i64, shape![3]>::from_vec(vec![0, 1, 2]).unwrap();
    /// let p = base.pow(&exp); // Tensor<i64, shape![2, 3]>
    /// assert_eq!(p.to_vec(), [1, 2, 4, 1, 3, 9]);
    /// ```
    ///
    /// Recorded: `b a^(b - 1)` for `a` (0 where `b` is 0) and `a^b ln(a)` for `b` (0 where `a`
    /// is 0 and `b >= 0`).
    #[track_caller]
    pub fn pow<S2>(&self, exp: &Tensor<T, S2, R>) -> Tensor<T, <S as ZipWith<S2>>::Output, R>
    where
        S: ZipWith<S2>,
    {
        let value = zip_map("pow", &self.plain(), &exp.plain(), T::pow_elem).or_panic();
        R::derive(&[self.record(), exp.record()], value, |_, _| {
            Derivation::Pow {
                a: saved(self),
                b: saved(exp),
            }
        })
    }
}

impl<T: AbsElement, S, R: Record<T>> Tensor<T, S, R> {
    /// Absolute value elementwise; integers wrap (`abs(i8::MIN) == i8::MIN`, as PyTorch).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<i8, shape![3]>::from_vec(vec![-3, 4, i8::MIN]).unwrap();
    /// assert_eq!(t.abs().to_vec(), [3, 4, i8::MIN]);
    /// let f = Tensor::<f32, shape![2]>::from_vec(vec![-0.5, 2.0]).unwrap();
    /// assert_eq!(f.abs().to_vec(), [0.5, 2.0]);
    /// ```
    #[track_caller]
    pub fn abs(&self) -> Tensor<T, S, R> {
        self.derive_unary(
            "abs",
            self.map_elements("abs", T::abs_elem),
            Some(Unary::Abs),
        )
    }
}

impl<T: SignedElement, S> Tensor<T, S> {
    /// `-self` elementwise, as the `-` operator (integers wrap).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<f32, shape![2]>::from_vec(vec![1.5, -2.0]).unwrap();
    /// assert_eq!(t.neg().to_vec(), [-1.5, 2.0]);
    /// ```
    #[track_caller]
    pub fn neg(&self) -> Tensor<T, S> {
        self.map_elements("neg", T::neg_elem)
    }
}

// The per-element functions below are built outside the shape-generic impls, so that the
// kernel is instantiated per element type, not per shape.

/// `x` to the integer power `exp`, as [`PowElement::powi_elem`].
fn powi_by<T: PowElement>(exp: T::Exp) -> impl Fn(T) -> T + Sync {
    move |x| x.powi_elem(exp)
}

/// `x` limited to `[min, max]`, either bound optional; NaN stays NaN.
fn clamped<T: Element + PartialOrd>(min: Option<T>, max: Option<T>) -> impl Fn(T) -> T + Sync {
    move |x| {
        let x = min.map_or(x, |min| max_nan(min, x));
        max.map_or(x, |max| min_nan(max, x))
    }
}

/// `max(x, 0)`; NaN stays NaN.
#[inline(always)]
fn relu<T: Element + PartialOrd>(x: T) -> T {
    if x < T::zero() {
        T::zero()
    } else {
        x
    }
}

/// The larger of `x` and `y`, NaN if either is NaN (for integers `x != x` is always false).
#[inline(always)]
#[allow(clippy::eq_op)]
pub(crate) fn max_nan<T: PartialOrd + Copy>(x: T, y: T) -> T {
    if x > y || x != x {
        x
    } else {
        y
    }
}

/// The smaller of `x` and `y`, NaN if either is NaN.
#[inline(always)]
#[allow(clippy::eq_op)]
pub(crate) fn min_nan<T: PartialOrd + Copy>(x: T, y: T) -> T {
    if x < y || x != x {
        x
    } else {
        y
    }
}

impl<T: Element + PartialOrd, S, R: Record<T>> Tensor<T, S, R> {
    /// `max(x, 0)` elementwise; NaN stays NaN, as `torch.relu`.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<f32, shape![3]>::from_vec(vec![-1.0, 0.0, 2.5]).unwrap();
    /// assert_eq!(t.relu().to_vec(), [0.0, 0.0, 2.5]);
    /// ```
    ///
    /// Recorded: the derivative is 1 where `x > 0` and 0 elsewhere, 0 at 0 as PyTorch.
    #[track_caller]
    pub fn relu(&self) -> Tensor<T, S, R> {
        self.derive_unary("relu", self.map_elements("relu", relu), Some(Unary::Relu))
    }

    /// The larger of `self` and `other` elementwise, broadcasting (`torch.maximum`). NaN in
    /// either propagates.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f32, shape![2, 1]>::from_vec(vec![1.0, f32::NAN]).unwrap();
    /// let b = Tensor::<f32, shape![2]>::from_vec(vec![0.0, 5.0]).unwrap();
    /// let m = a.maximum(&b).to_vec(); // shape![2, 2]
    /// assert_eq!(m[..2], [1.0, 5.0]);
    /// assert!(m[2].is_nan() && m[3].is_nan());
    /// ```
    #[track_caller]
    pub fn maximum<S2>(&self, other: &Tensor<T, S2, R>) -> Tensor<T, <S as ZipWith<S2>>::Output, R>
    where
        S: ZipWith<S2>,
    {
        let value = zip_map("maximum", &self.plain(), &other.plain(), max_nan).or_panic();
        self.derive_choice(other, value, true)
    }

    /// The smaller of `self` and `other` elementwise, broadcasting (`torch.minimum`). NaN in
    /// either propagates.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<i32, shape![3]>::from_vec(vec![1, 5, -2]).unwrap();
    /// let b = Tensor::<i32, shape![]>::from_vec(vec![0]).unwrap();
    /// assert_eq!(a.minimum(&b).to_vec(), [0, 0, -2]);
    /// ```
    #[track_caller]
    pub fn minimum<S2>(&self, other: &Tensor<T, S2, R>) -> Tensor<T, <S as ZipWith<S2>>::Output, R>
    where
        S: ZipWith<S2>,
    {
        let value = zip_map("minimum", &self.plain(), &other.plain(), min_nan).or_panic();
        self.derive_choice(other, value, false)
    }

    /// `value`, the larger (`max`) or smaller of `self` and `other`, with their record: the
    /// gradient goes to the operand chosen, shared evenly on ties (PyTorch's).
    #[track_caller]
    fn derive_choice<S2, S3>(
        &self,
        other: &Tensor<T, S2, R>,
        value: Tensor<T, S3>,
        max: bool,
    ) -> Tensor<T, S3, R> {
        R::derive(&[self.record(), other.record()], value, |_, _| {
            Derivation::Choose {
                max,
                a: saved(self),
                b: saved(other),
            }
        })
    }
}

impl<T: Element + PartialOrd, S, R: Record<T>> Tensor<T, S, R> {
    /// Each element limited to `[min, max]` (`torch.clamp`).
    ///
    /// A NaN element stays NaN; when `min > max` every element becomes `max`, and a NaN bound
    /// makes every element NaN, as in PyTorch.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<i32, shape![4]>::from_vec(vec![-5, 0, 5, 10]).unwrap();
    /// assert_eq!(t.clamp(0, 6).to_vec(), [0, 0, 5, 6]);
    /// let f = Tensor::<f32, shape![2]>::from_vec(vec![f32::NAN, 3.0]).unwrap();
    /// assert!(f.clamp(0.0, 1.0).to_vec()[0].is_nan());
    /// ```
    #[track_caller]
    pub fn clamp(&self, min: T, max: T) -> Tensor<T, S, R> {
        let value = self.map_elements("clamp", clamped(Some(min), Some(max)));
        self.derive_unary("clamp", value, Some(Unary::Clamp(min, max)))
    }

    /// Each element raised to at least `min` (`torch.clamp(min=..)`); NaN stays NaN.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<f64, shape![3]>::from_vec(vec![-1.0, 0.5, 2.0]).unwrap();
    /// assert_eq!(t.clamp_min(0.0).to_vec(), [0.0, 0.5, 2.0]);
    /// ```
    #[track_caller]
    pub fn clamp_min(&self, min: T) -> Tensor<T, S, R> {
        let value = self.map_elements("clamp_min", clamped(Some(min), None));
        self.derive_unary("clamp_min", value, Some(Unary::ClampMin(min)))
    }

    /// Each element lowered to at most `max` (`torch.clamp(max=..)`); NaN stays NaN.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<u8, shape![3]>::from_vec(vec![1, 200, 255]).unwrap();
    /// assert_eq!(t.clamp_max(100).to_vec(), [1, 100, 100]);
    /// ```
    #[track_caller]
    pub fn clamp_max(&self, max: T) -> Tensor<T, S, R> {
        let value = self.map_elements("clamp_max", clamped(None, Some(max)));
        self.derive_unary("clamp_max", value, Some(Unary::ClampMax(max)))
    }
}

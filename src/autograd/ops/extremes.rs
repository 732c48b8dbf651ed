//! The largest and smallest values: `maximum`/`minimum` of two `Var`s elementwise, and
//! `max`/`min` over an axis or over every element. Ties share the gradient evenly, as
//! PyTorch's `maximum` and `amax`.

use super::reduced::{scalar, Reduced, Reduction};
use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::{GradElement, Var};
use crate::ops::Arith;
use crate::shape::axis_index;
use crate::shape::{ReduceAxis, ZipWith};
use crate::Tensor;

/// The rule of `maximum(a, b)` (`max`) or `minimum(a, b)`: the gradient goes to the operand
/// that was chosen, half to each where they are equal, and all of it to both where they
/// compare neither way (NaN), as PyTorch; each summed back to its operand's dims.
struct ChooseRule<T> {
    max: bool,
    a: (Option<usize>, Raw<T>),
    b: (Option<usize>, Raw<T>),
}

impl<T: GradElement> Backward<T> for ChooseRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let ((na, a), (nb, b), max) = (self.a, self.b, self.max);
        let (zero, one) = (T::zero(), T::one());
        let half = one / (one + one);
        // The share of `first` against `second`: none where `second` wins.
        let share = |first: &Raw<T>, second: &Raw<T>| {
            raw::zip_with(first, second, move |x, y| {
                if x == y {
                    half
                } else if (max && x < y) || (!max && x > y) {
                    zero
                } else {
                    one
                }
            })
        };
        if na.is_some() {
            let ga = raw::zip(&g, &share(&a, &b), Arith::Mul);
            grads.add(na, raw::sum_to(ga, a.dims()));
        }
        if nb.is_some() {
            let gb = raw::zip(&g, &share(&b, &a), Arith::Mul);
            grads.add(nb, raw::sum_to(gb, b.dims()));
        }
    }
}

/// The gradient of `max` or `min`: shared evenly among the elements equal to the result (as
/// `torch.amax`/`amin`), `g * (x == y) / count`.
struct Extreme;

impl<T: GradElement> Reduction<T> for Extreme {
    fn grad(&self, x: &Raw<T>, y: &Raw<T>, g: &Raw<T>, axis: usize) -> Raw<T> {
        let hit = raw::zip_with(x, y, |x, y| if x == y { T::one() } else { T::zero() });
        let count = raw::sum_axis_keepdim(&hit, axis);
        let share = raw::zip(g, &count, Arith::Div);
        raw::zip(&share, &hit, Arith::Mul)
    }
}

impl<T: GradElement, S> Var<T, S> {
    fn choose<S2, S3>(&self, other: &Var<T, S2>, value: Tensor<T, S3>, max: bool) -> Var<T, S3> {
        self.check_tape(other);
        let (na, nb) = (self.node(), other.node());
        self.derive(&[na, nb], value, || {
            Box::new(ChooseRule {
                max,
                a: (na, self.raw_value()),
                b: (nb, other.raw_value()),
            })
        })
    }

    /// [`Tensor::maximum`], recorded: the gradient goes to the larger operand, half to each
    /// where they are equal (as PyTorch), summed back over broadcast axes.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f64, shape![3]>::from_vec(vec![1.0, 2.0, 3.0]).unwrap();
    /// let b = Tensor::<f64, shape![]>::from_vec(vec![2.0]).unwrap();
    /// let tape = Tape::new();
    /// let m = tape.param(&a).maximum(&tape.param(&b)); // [2, 2, 3]
    /// assert_eq!(m.value().to_vec(), [2.0, 2.0, 3.0]);
    /// let grads = m.sum_all().backward();
    /// assert_eq!(grads.get(&a).unwrap().to_vec(), [0.0, 0.5, 1.0]);
    /// assert_eq!(grads.get(&b).unwrap().to_vec(), [1.5]);
    /// ```
    #[track_caller]
    pub fn maximum<S2>(&self, other: &Var<T, S2>) -> Var<T, <S as ZipWith<S2>>::Output>
    where
        S: ZipWith<S2>,
    {
        self.choose(other, self.value().maximum(&other.value()), true)
    }

    /// [`Tensor::minimum`], recorded: the gradient goes to the smaller operand, half to each
    /// where they are equal (as PyTorch), summed back over broadcast axes.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f64, shape![3]>::from_vec(vec![1.0, 2.0, 3.0]).unwrap();
    /// let b = Tensor::<f64, shape![3]>::from_vec(vec![2.0, 2.0, 2.0]).unwrap();
    /// let tape = Tape::new();
    /// let m = tape.param(&a).minimum(&tape.constant(b)); // [1, 2, 2]
    /// let g = m.sum_all().backward().get(&a).unwrap();
    /// assert_eq!(g.to_vec(), [1.0, 0.5, 0.0]);
    /// ```
    #[track_caller]
    pub fn minimum<S2>(&self, other: &Var<T, S2>) -> Var<T, <S as ZipWith<S2>>::Output>
    where
        S: ZipWith<S2>,
    {
        self.choose(other, self.value().minimum(&other.value()), false)
    }

    /// [`Tensor::max`] over axis `A`, recorded (the same compile-time axis check and the same
    /// panic on an empty axis). The gradient is shared evenly among the elements equal to
    /// the maximum, as `torch.amax`.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2, 3]>::from_vec(vec![1., 5., 5., 4., 2., 0.]).unwrap();
    /// let tape = Tape::new();
    /// let m = tape.param(&x).max::<1>(); // [5, 4]
    /// assert_eq!(m.value().to_vec(), [5.0, 4.0]);
    /// let g = m.sum_all().backward().get(&x).unwrap();
    /// assert_eq!(g.to_vec(), [0.0, 0.5, 0.5, 1.0, 0.0, 0.0]); // the tie shares
    /// ```
    #[track_caller]
    pub fn max<const A: usize>(&self) -> Var<T, <S as ReduceAxis<A>>::Removed>
    where
        S: ReduceAxis<A>,
    {
        let axis = axis_index(A, self.dims().len());
        let at = Reduced::axis(self.dims(), axis, true);
        self.reduced(self.value().max::<A>(), at, Extreme)
    }

    /// [`Tensor::max_keepdim`] over axis `A`, recorded; ties share the gradient evenly.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2, 2]>::from_vec(vec![1., 3., 2., 0.]).unwrap();
    /// let tape = Tape::new();
    /// let m = tape.param(&x).max_keepdim::<0>(); // [[2, 3]]
    /// assert_eq!(m.value().dims(), &[1, 2]);
    /// let g = m.sum_all().backward().get(&x).unwrap();
    /// assert_eq!(g.to_vec(), [0.0, 1.0, 1.0, 0.0]);
    /// ```
    #[track_caller]
    pub fn max_keepdim<const A: usize>(&self) -> Var<T, <S as ReduceAxis<A>>::Kept>
    where
        S: ReduceAxis<A>,
    {
        let axis = axis_index(A, self.dims().len());
        let at = Reduced::axis(self.dims(), axis, false);
        self.reduced(self.value().max_keepdim::<A>(), at, Extreme)
    }

    /// The maximum of every element ([`Tensor::max_all`]) as a rank-0 `Var`, recorded; the
    /// gradient is shared evenly among the elements equal to it. Panics on an empty tensor.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2, 2]>::from_vec(vec![4., 1., 4., 4.]).unwrap();
    /// let tape = Tape::new();
    /// let m = tape.param(&x).max_all();
    /// assert_eq!(m.item(), 4.0);
    /// let third = 1.0 / 3.0;
    /// assert_eq!(m.backward().get(&x).unwrap().to_vec(), [third, 0.0, third, third]);
    /// ```
    #[track_caller]
    pub fn max_all(&self) -> Var<T, ()> {
        let value = scalar(self.value().max_all());
        self.reduced(value, Reduced::all(self.dims()), Extreme)
    }

    /// [`Tensor::min`] over axis `A`, recorded; the gradient is shared evenly among the
    /// elements equal to the minimum, as `torch.amin`.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2, 2]>::from_vec(vec![1., 3., 2., 0.]).unwrap();
    /// let tape = Tape::new();
    /// let m = tape.param(&x).min::<1>(); // [1, 0]
    /// assert_eq!(m.value().to_vec(), [1.0, 0.0]);
    /// let g = m.sum_all().backward().get(&x).unwrap();
    /// assert_eq!(g.to_vec(), [1.0, 0.0, 0.0, 1.0]);
    /// ```
    #[track_caller]
    pub fn min<const A: usize>(&self) -> Var<T, <S as ReduceAxis<A>>::Removed>
    where
        S: ReduceAxis<A>,
    {
        let axis = axis_index(A, self.dims().len());
        let at = Reduced::axis(self.dims(), axis, true);
        self.reduced(self.value().min::<A>(), at, Extreme)
    }

    /// [`Tensor::min_keepdim`] over axis `A`, recorded; ties share the gradient evenly.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2, 2]>::from_vec(vec![1., 1., 2., 0.]).unwrap();
    /// let tape = Tape::new();
    /// let m = tape.param(&x).min_keepdim::<1>(); // [[1], [0]]
    /// assert_eq!(m.value().dims(), &[2, 1]);
    /// let g = m.sum_all().backward().get(&x).unwrap();
    /// assert_eq!(g.to_vec(), [0.5, 0.5, 0.0, 1.0]);
    /// ```
    #[track_caller]
    pub fn min_keepdim<const A: usize>(&self) -> Var<T, <S as ReduceAxis<A>>::Kept>
    where
        S: ReduceAxis<A>,
    {
        let axis = axis_index(A, self.dims().len());
        let at = Reduced::axis(self.dims(), axis, false);
        self.reduced(self.value().min_keepdim::<A>(), at, Extreme)
    }

    /// The minimum of every element ([`Tensor::min_all`]) as a rank-0 `Var`, recorded; the
    /// gradient is shared evenly among the elements equal to it. Panics on an empty tensor.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![3]>::from_vec(vec![2., -1., 5.]).unwrap();
    /// let tape = Tape::new();
    /// let m = tape.param(&x).min_all();
    /// assert_eq!(m.item(), -1.0);
    /// assert_eq!(m.backward().get(&x).unwrap().to_vec(), [0.0, 1.0, 0.0]);
    /// ```
    #[track_caller]
    pub fn min_all(&self) -> Var<T, ()> {
        let value = scalar(self.value().min_all());
        self.reduced(value, Reduced::all(self.dims()), Extreme)
    }
}

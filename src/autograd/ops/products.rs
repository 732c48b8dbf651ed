//! Products: `prod` over an axis or every element, `pow` with a tensor exponent, and the
//! fixed-rank matrix products `mm`, `mv`, `dot` and `bmm` (recorded with `matmul`'s rule).

use super::matmul::MatmulRule;
use super::reduced::{scalar, Reduced, Reduction};
use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::{GradElement, Var};
use crate::ops::Arith;
use crate::shape::{axis_index, MatmulForm};
use crate::shape::{ReduceAxis, ZipWith};
use crate::Tensor;

/// The gradient of `prod`: each element gets `g` times the product of the others, computed
/// without dividing by the element, so a single zero gets the product of the others and
/// every other element of a slice with two or more zeros gets 0.
struct Product;

impl<T: GradElement> Reduction<T> for Product {
    fn grad(&self, x: &Raw<T>, _: &Raw<T>, g: &Raw<T>, axis: usize) -> Raw<T> {
        raw::zip(g, &raw::products_of_others(x, axis), Arith::Mul)
    }
}

/// The rule of `a ** b`, PyTorch's: `g b a^(b - 1)` for the base (0 where `b = 0`) and
/// `g a^b ln(a)` for the exponent (0 where `a = 0` and `b >= 0`), each summed back to its
/// operand's dims.
struct PowRule<T> {
    a: (Option<usize>, Raw<T>),
    b: (Option<usize>, Raw<T>),
}

impl<T: GradElement> Backward<T> for PowRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let ((na, a), (nb, b)) = (self.a, self.b);
        let (zero, one) = (T::zero(), T::one());
        if na.is_some() {
            let slope = raw::zip_with(
                &a,
                &b,
                move |a, p| {
                    if p == zero {
                        zero
                    } else {
                        p * a.powf(p - one)
                    }
                },
            );
            let ga = raw::zip(&g, &slope, Arith::Mul);
            grads.add(na, raw::sum_to(ga, a.dims()));
        }
        if nb.is_some() {
            let slope = raw::zip_with(&a, &b, move |a, p| {
                if a == zero && p >= zero {
                    zero
                } else {
                    a.powf(p) * a.ln()
                }
            });
            let gb = raw::zip(&g, &slope, Arith::Mul);
            grads.add(nb, raw::sum_to(gb, b.dims()));
        }
    }
}

impl<T: GradElement, S> Var<T, S> {
    /// [`Tensor::prod`] over axis `A`, recorded. Each element's gradient is the product of the
    /// others in its slice (no division, so zeros are exact: at a single zero it is the
    /// product of the others, and with two or more zeros it is 0 everywhere).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2, 3]>::from_vec(vec![2., 3., 4., 0., 5., 6.]).unwrap();
    /// let tape = Tape::new();
    /// let p = tape.param(&x).prod::<1>(); // [24, 0]
    /// assert_eq!(p.value().to_vec(), [24.0, 0.0]);
    /// let g = p.sum_all().backward().get(&x).unwrap();
    /// assert_eq!(g.to_vec(), [12.0, 8.0, 6.0, 30.0, 0.0, 0.0]);
    /// ```
    pub fn prod<const A: usize>(&self) -> Var<T, <S as ReduceAxis<A>>::Removed>
    where
        S: ReduceAxis<A>,
    {
        let axis = axis_index(A, self.dims().len());
        let at = Reduced::axis(self.dims(), axis, true);
        self.reduced(self.value().prod::<A>(), at, Product)
    }

    /// [`Tensor::prod_keepdim`] over axis `A`, recorded; the gradient as [`prod`](Self::prod).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2, 2]>::from_vec(vec![2., 3., 0., 0.]).unwrap();
    /// let tape = Tape::new();
    /// let p = tape.param(&x).prod_keepdim::<1>(); // [[6], [0]]
    /// assert_eq!(p.value().dims(), &[2, 1]);
    /// let g = p.sum_all().backward().get(&x).unwrap();
    /// assert_eq!(g.to_vec(), [3.0, 2.0, 0.0, 0.0]); // two zeros: 0
    /// ```
    pub fn prod_keepdim<const A: usize>(&self) -> Var<T, <S as ReduceAxis<A>>::Kept>
    where
        S: ReduceAxis<A>,
    {
        let axis = axis_index(A, self.dims().len());
        let at = Reduced::axis(self.dims(), axis, false);
        self.reduced(self.value().prod_keepdim::<A>(), at, Product)
    }

    /// The product of every element ([`Tensor::prod_all`]) as a rank-0 `Var`, recorded; the
    /// gradient as [`prod`](Self::prod).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![3]>::from_vec(vec![2., 0., 5.]).unwrap();
    /// let tape = Tape::new();
    /// let p = tape.param(&x).prod_all();
    /// assert_eq!(p.item(), 0.0);
    /// assert_eq!(p.backward().get(&x).unwrap().to_vec(), [0.0, 10.0, 0.0]);
    /// ```
    pub fn prod_all(&self) -> Var<T, ()> {
        let value = scalar(self.value().prod_all());
        self.reduced(value, Reduced::all(self.dims()), Product)
    }

    /// [`Tensor::pow`], `self ** exp` with broadcasting, recorded: both the base and the
    /// exponent get gradients, with PyTorch's rules at the special points (the base's is 0
    /// where the exponent is 0; the exponent's is 0 where the base is 0 and the exponent is
    /// not negative).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f64, shape![2]>::from_vec(vec![2.0, 0.0]).unwrap();
    /// let b = Tensor::<f64, shape![2]>::from_vec(vec![3.0, 2.0]).unwrap();
    /// let tape = Tape::new();
    /// let y = tape.param(&a).pow(&tape.param(&b)); // [8, 0]
    /// let grads = y.sum_all().backward();
    /// assert_eq!(grads.get(&a).unwrap().to_vec(), [12.0, 0.0]); // b a^(b - 1)
    /// assert_eq!(grads.get(&b).unwrap().to_vec(), [8.0 * 2f64.ln(), 0.0]); // a^b ln a
    /// ```
    #[track_caller]
    pub fn pow<S2>(&self, exp: &Var<T, S2>) -> Var<T, <S as ZipWith<S2>>::Output>
    where
        S: ZipWith<S2>,
    {
        self.check_tape(exp);
        let value = self.value().pow(&exp.value());
        let (na, nb) = (self.node(), exp.node());
        self.derive(&[na, nb], value, || {
            Box::new(PowRule {
                a: (na, self.raw_value()),
                b: (nb, exp.raw_value()),
            })
        })
    }

    /// `value`, the matrix product of `self` and `rhs`, recorded with `matmul`'s rule.
    fn recorded_product<S2, S3>(&self, rhs: &Var<T, S2>, value: Tensor<T, S3>) -> Var<T, S3> {
        let (na, nb) = (self.node(), rhs.node());
        self.derive(&[na, nb], value, || {
            Box::new(MatmulRule {
                a: (na, self.raw_value()),
                b: (nb, rhs.raw_value()),
            })
        })
    }
}

impl<T: GradElement, A0, A1> Var<T, (A0, A1)> {
    /// [`Tensor::mm`], recorded: `ga = g · bᵀ`, `gb = aᵀ · g`.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f64, shape![1, 2]>::from_vec(vec![1.0, 2.0]).unwrap();
    /// let b = Tensor::<f64, shape![2, 2]>::from_vec(vec![1.0, 0.0, 3.0, 1.0]).unwrap();
    /// let tape = Tape::new();
    /// let c = tape.param(&a).mm(&tape.param(&b)); // [[7, 2]]
    /// assert_eq!(c.value().to_vec(), [7.0, 2.0]);
    /// let grads = c.sum_all().backward();
    /// assert_eq!(grads.get(&a).unwrap().to_vec(), [1.0, 4.0]); // row sums of b
    /// assert_eq!(grads.get(&b).unwrap().to_vec(), [1.0, 1.0, 2.0, 2.0]);
    /// ```
    #[track_caller]
    pub fn mm<S2>(&self, rhs: &Var<T, S2>) -> Var<T, <(A0, A1) as MatmulForm<S2, 2>>::Output>
    where
        (A0, A1): MatmulForm<S2, 2>,
    {
        self.check_tape(rhs);
        self.recorded_product(rhs, self.value().mm(&rhs.value()))
    }

    /// [`Tensor::mv`], recorded: `ga = g vᵀ` (an outer product), `gv = aᵀ g`.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f64, shape![2, 2]>::from_vec(vec![1.0, 2.0, 3.0, 4.0]).unwrap();
    /// let v = Tensor::<f64, shape![2]>::from_vec(vec![10.0, 1.0]).unwrap();
    /// let tape = Tape::new();
    /// let y = tape.param(&a).mv(&tape.param(&v)); // [12, 34]
    /// let grads = y.sum_all().backward();
    /// assert_eq!(grads.get(&a).unwrap().to_vec(), [10.0, 1.0, 10.0, 1.0]);
    /// assert_eq!(grads.get(&v).unwrap().to_vec(), [4.0, 6.0]); // column sums of a
    /// ```
    #[track_caller]
    pub fn mv<S2>(&self, vector: &Var<T, S2>) -> Var<T, <(A0, A1) as MatmulForm<S2, 1>>::Output>
    where
        (A0, A1): MatmulForm<S2, 1>,
    {
        self.check_tape(vector);
        self.recorded_product(vector, self.value().mv(&vector.value()))
    }
}

impl<T: GradElement, A0> Var<T, (A0,)> {
    /// [`Tensor::dot`], a rank-0 `Var`, recorded: each vector's gradient is `g` times the
    /// other.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f64, shape![3]>::from_vec(vec![1.0, 2.0, 3.0]).unwrap();
    /// let b = Tensor::<f64, shape![3]>::from_vec(vec![4.0, 5.0, 6.0]).unwrap();
    /// let tape = Tape::new();
    /// let d = tape.param(&a).dot(&tape.constant(b.clone()));
    /// assert_eq!(d.item(), 32.0);
    /// assert_eq!(d.backward().get(&a).unwrap().to_vec(), b.to_vec());
    /// ```
    #[track_caller]
    pub fn dot<S2>(&self, rhs: &Var<T, S2>) -> Var<T, <(A0,) as MatmulForm<S2, 1>>::Output>
    where
        (A0,): MatmulForm<S2, 1>,
    {
        self.check_tape(rhs);
        self.recorded_product(rhs, self.value().dot(&rhs.value()))
    }
}

impl<T: GradElement, A0, A1, A2> Var<T, (A0, A1, A2)> {
    /// [`Tensor::bmm`], recorded (the same batch check: `bmm` does not broadcast): each
    /// batch's product has `mm`'s gradients.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f64, shape![2, 1, 2]>::from_vec(vec![1.0, 2.0, 3.0, 4.0]).unwrap();
    /// let b = Tensor::<f64, shape![2, 2, 1]>::from_vec(vec![1.0, 1.0, 2.0, 0.0]).unwrap();
    /// let tape = Tape::new();
    /// let c = tape.param(&a).bmm(&tape.param(&b)); // [[[3]], [[6]]]
    /// assert_eq!(c.value().to_vec(), [3.0, 6.0]);
    /// let grads = c.sum_all().backward();
    /// assert_eq!(grads.get(&a).unwrap().to_vec(), [1.0, 1.0, 2.0, 0.0]);
    /// assert_eq!(grads.get(&b).unwrap().to_vec(), [1.0, 2.0, 3.0, 4.0]);
    /// ```
    #[track_caller]
    pub fn bmm<S2>(&self, rhs: &Var<T, S2>) -> Var<T, <(A0, A1, A2) as MatmulForm<S2, 3>>::Output>
    where
        (A0, A1, A2): MatmulForm<S2, 3>,
    {
        self.check_tape(rhs);
        self.recorded_product(rhs, self.value().bmm(&rhs.value()))
    }
}

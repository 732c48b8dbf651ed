//! Views: `reshape`, `view`, `flatten`, `flatten_axes`, `unflatten`, `unsqueeze`, `squeeze`
//! (the same elements in the same order), `permute`, `transpose`, `t` (axes reordered),
//! `broadcast_to`/`expand`, and the ranges of an axis: `select`, `narrow`, `split`, `chunk`.
//!
//! Each value is the `Tensor` view itself (no copy); each gradient is the output's gradient
//! moved back to the input's dims: reshaped, permuted back, summed over the broadcast axes, or
//! placed in a zero tensor at the range it came from.

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::{GradElement, Var};
use crate::error::{OrPanic, ShapeError};
use crate::shape::{
    BroadcastInto, Dim, Dyn, FlattenAxes, MatrixShape, Permute, PermuteAxes, ReplaceAxis,
    SelectAxis, Shape, Squeeze, Transpose, Unflatten, Unsqueeze, D,
};
use crate::transform::{ExactCheck, FlattenCheck, NarrowCheck, ReshapeCheck, UnflattenCheck};
use crate::Tensor;

/// The rule of a view with the input's elements in the same row-major order: the gradient
/// reshaped to the input's dims.
struct ReshapeRule {
    node: Option<usize>,
    dims: Vec<usize>,
}

impl<T: GradElement> Backward<T> for ReshapeRule {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        grads.add(self.node, raw::reshape(g, &self.dims));
    }
}

/// The rule of a permutation: output axis `i` is input axis `axes[i]`, so the gradient's
/// axis `i` goes back to axis `axes[i]` (a view).
struct PermuteRule {
    node: Option<usize>,
    axes: Vec<usize>,
}

impl<T: GradElement> Backward<T> for PermuteRule {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let mut inverse = vec![0; self.axes.len()];
        for (i, &axis) in self.axes.iter().enumerate() {
            inverse[axis] = i;
        }
        grads.add(self.node, raw::permute(&g, &inverse));
    }
}

/// The rule of `broadcast_to`: the gradient summed over the axes the input was broadcast
/// along, back to the input's dims.
struct SumToRule {
    node: Option<usize>,
    dims: Vec<usize>,
}

impl<T: GradElement> Backward<T> for SumToRule {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        grads.add(self.node, raw::sum_to(g, &self.dims));
    }
}

/// The rule of a range `start..` of `axis` (with the axis dropped when `selected`): the
/// gradient of that range, which the accumulator places with the value's other ranges.
struct RangeRule {
    node: Option<usize>,
    dims: Vec<usize>,
    axis: usize,
    start: usize,
    selected: bool,
}

impl<T: GradElement> Backward<T> for RangeRule {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let g = match self.selected {
            true => raw::unsqueeze(&g, self.axis),
            false => g,
        };
        grads.add_range(self.node, g, &self.dims, self.axis, self.start);
    }
}

impl<T: GradElement, S> Var<T, S> {
    /// `value`, the input's elements in row-major order with other dims, recorded.
    pub(crate) fn reshaped<S2>(&self, value: Tensor<T, S2>) -> Var<T, S2> {
        let node = self.node();
        self.derive(&[node], value, || {
            let dims = self.dims().to_vec();
            Box::new(ReshapeRule { node, dims })
        })
    }

    /// `value`, whose axis `i` is the input's axis `axes[i]`, recorded.
    fn permuted<S2>(&self, value: Tensor<T, S2>, axes: impl FnOnce() -> Vec<usize>) -> Var<T, S2> {
        let node = self.node();
        self.derive(&[node], value, || {
            Box::new(PermuteRule { node, axes: axes() })
        })
    }

    /// `value`, indices `start..` of `axis` of the input (the axis dropped when `selected`),
    /// recorded.
    fn ranged<S2>(
        &self,
        value: Tensor<T, S2>,
        axis: usize,
        start: usize,
        selected: bool,
    ) -> Var<T, S2> {
        let node = self.node();
        self.derive(&[node], value, || {
            Box::new(RangeRule {
                node,
                dims: self.dims().to_vec(),
                axis,
                start,
                selected,
            })
        })
    }

    /// `pieces`, consecutive ranges of `axis` from its start, each recorded.
    fn pieces<S2>(&self, pieces: Vec<Tensor<T, S2>>, axis: usize) -> Vec<Var<T, S2>> {
        let mut start = 0;
        pieces
            .into_iter()
            .map(|piece| {
                let at = start;
                start += piece.dims()[axis];
                self.ranged(piece, axis, at, false)
            })
            .collect()
    }

    /// [`pieces`](Self::pieces) for an array.
    fn piece_array<S2, const N: usize>(
        &self,
        pieces: [Tensor<T, S2>; N],
        axis: usize,
    ) -> [Var<T, S2>; N] {
        let mut start = 0;
        pieces.map(|piece| {
            let at = start;
            start += piece.dims()[axis];
            self.ranged(piece, axis, at, false)
        })
    }

    /// [`Tensor::permute`], recorded: the gradient is permuted back.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{axes, shape, Tensor};
    /// let x = Tensor::<f64, shape![2, 3]>::from_vec(vec![1., 2., 3., 4., 5., 6.]).unwrap();
    /// let w = Tensor::<f64, shape![3, 2]>::from_vec(vec![1., 2., 3., 4., 5., 6.]).unwrap();
    /// let tape = Tape::new();
    /// let y = tape.param(&x).permute::<axes![1, 0]>(); // [3, 2]
    /// let g = (&y * &tape.constant(w)).sum_all().backward().get(&x).unwrap();
    /// assert_eq!(g.to_vec(), [1., 3., 5., 2., 4., 6.]); // w transposed
    /// ```
    pub fn permute<P: PermuteAxes>(&self) -> Var<T, <S as Permute<P>>::Output>
    where
        S: Permute<P>,
    {
        #[allow(clippy::let_unit_value)] // as in `reshape`
        let () = P::CHECK;
        self.permuted(self.value().permute_unchecked::<P>(), || P::AXES.to_vec())
    }

    /// [`Tensor::transpose`], recorded: the gradient is transposed back.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2, 1, 3]>::from_vec(vec![1., 2., 3., 4., 5., 6.]).unwrap();
    /// let tape = Tape::new();
    /// let y = tape.param(&x).transpose::<0, 2>(); // [3, 1, 2]
    /// assert_eq!(y.value().to_vec(), [1., 4., 2., 5., 3., 6.]);
    /// let g = y.powi(2).sum_all().backward().get(&x).unwrap();
    /// assert_eq!(g.to_vec(), [2., 4., 6., 8., 10., 12.]);
    /// ```
    pub fn transpose<const A: usize, const B: usize>(
        &self,
    ) -> Var<T, <S as Transpose<A, B>>::Output>
    where
        S: Transpose<A, B>,
    {
        let value = self.value().transpose::<A, B>();
        self.permuted(value, || {
            let mut axes: Vec<usize> = (0..self.dims().len()).collect();
            axes.swap(A, B);
            axes
        })
    }

    /// [`Tensor::t`], recorded: the gradient is transposed back.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![1, 2]>::from_vec(vec![1., 2.]).unwrap();
    /// let w = Tensor::<f64, shape![2, 1]>::from_vec(vec![10., 20.]).unwrap();
    /// let tape = Tape::new();
    /// let y = tape.param(&x).t(); // [2, 1]
    /// let g = (&y * &tape.constant(w)).sum_all().backward().get(&x).unwrap();
    /// assert_eq!(g.to_vec(), [10., 20.]);
    /// ```
    pub fn t(&self) -> Var<T, <S as MatrixShape>::Transposed>
    where
        S: MatrixShape,
    {
        self.permuted(self.value().t(), || vec![1, 0])
    }

    /// [`Tensor::unsqueeze`], recorded.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2]>::from_vec(vec![1., 2.]).unwrap();
    /// let tape = Tape::new();
    /// let y = tape.param(&x).unsqueeze::<0>(); // [1, 2]
    /// assert_eq!(y.dims(), &[1, 2]);
    /// assert_eq!(y.powi(2).sum_all().backward().get(&x).unwrap().to_vec(), [2., 4.]);
    /// ```
    pub fn unsqueeze<const A: usize>(&self) -> Var<T, <S as Unsqueeze<A>>::Output>
    where
        S: Unsqueeze<A>,
    {
        self.reshaped(self.value().unsqueeze::<A>())
    }

    /// [`Tensor::squeeze`], recorded: the same compile-time check, and the same panic when a
    /// `Dyn` axis is not of size 1.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2, 1]>::from_vec(vec![1., 2.]).unwrap();
    /// let tape = Tape::new();
    /// let y = tape.param(&x).squeeze::<1>(); // [2]
    /// assert_eq!(y.dims(), &[2]);
    /// assert_eq!(y.powi(2).sum_all().backward().get(&x).unwrap().to_vec(), [2., 4.]);
    /// ```
    #[track_caller]
    pub fn squeeze<const A: usize>(&self) -> Var<T, <S as Squeeze<A>>::Output>
    where
        S: Squeeze<A>,
    {
        self.reshaped(self.value().squeeze::<A>())
    }

    /// [`Tensor::broadcast_to`], recorded: the gradient is summed over the axes the value was
    /// broadcast along, back to its own shape.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let b = Tensor::<f64, shape![3]>::from_vec(vec![1., 2., 3.]).unwrap();
    /// let tape = Tape::new();
    /// let y = tape.param(&b).broadcast_to::<shape![2, 3]>();
    /// assert_eq!(y.value().to_vec(), [1., 2., 3., 1., 2., 3.]);
    /// assert_eq!(y.sum_all().backward().get(&b).unwrap().to_vec(), [2., 2., 2.]);
    /// ```
    #[track_caller]
    pub fn broadcast_to<S2: Shape>(&self) -> Var<T, S2>
    where
        S: BroadcastInto<S2>,
    {
        let value = self.value().broadcast_to::<S2>();
        let node = self.node();
        self.derive(&[node], value, || {
            let dims = self.dims().to_vec();
            Box::new(SumToRule { node, dims })
        })
    }

    /// [`Tensor::expand`] (PyTorch's name for [`broadcast_to`](Self::broadcast_to)), recorded.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let c = Tensor::<f64, shape![2, 1]>::from_vec(vec![1., 2.]).unwrap();
    /// let tape = Tape::new();
    /// let y = tape.param(&c).expand::<shape![2, 4]>();
    /// assert_eq!(y.sum_all().backward().get(&c).unwrap().to_vec(), [4., 4.]);
    /// ```
    #[track_caller]
    pub fn expand<S2: Shape>(&self) -> Var<T, S2>
    where
        S: BroadcastInto<S2>,
    {
        self.broadcast_to::<S2>()
    }

    /// [`Tensor::select`], recorded: index `i` of axis `A`; the gradient goes back to that
    /// index, zero elsewhere.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2, 3]>::from_vec(vec![1., 2., 3., 4., 5., 6.]).unwrap();
    /// let tape = Tape::new();
    /// let row = tape.param(&x).select::<0>(1); // [4, 5, 6]
    /// assert_eq!(row.value().to_vec(), [4., 5., 6.]);
    /// let g = row.sum_all().backward().get(&x).unwrap();
    /// assert_eq!(g.to_vec(), [0., 0., 0., 1., 1., 1.]);
    /// ```
    #[track_caller]
    pub fn select<const A: usize>(&self, i: usize) -> Var<T, <S as SelectAxis<A>>::Removed>
    where
        S: SelectAxis<A>,
    {
        let value = self.value().select::<A>(i);
        self.ranged(value, <S as SelectAxis<A>>::INDEX, i, true)
    }

    /// [`Tensor::narrow`], recorded: indices `start..start + len` of axis `A`; the gradient
    /// goes back to that range, zero elsewhere.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![4]>::from_vec(vec![1., 2., 3., 4.]).unwrap();
    /// let tape = Tape::new();
    /// let mid = tape.param(&x).narrow::<0>(1, 2); // [2, 3]
    /// assert_eq!(mid.value().to_vec(), [2., 3.]);
    /// assert_eq!(mid.sum_all().backward().get(&x).unwrap().to_vec(), [0., 1., 1., 0.]);
    /// ```
    #[track_caller]
    pub fn narrow<const A: usize>(
        &self,
        start: usize,
        len: usize,
    ) -> Var<T, <S as ReplaceAxis<A, Dyn>>::Output>
    where
        S: ReplaceAxis<A, Dyn>,
    {
        let value = self.value().narrow::<A>(start, len);
        self.ranged(value, <S as ReplaceAxis<A, Dyn>>::INDEX, start, false)
    }

    /// [`Tensor::narrow_static`], recorded: a range of static length `L`.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![4]>::from_vec(vec![1., 2., 3., 4.]).unwrap();
    /// let tape = Tape::new();
    /// let tail = tape.param(&x).narrow_static::<0, 2>(2); // Var<f64, shape![2]>
    /// assert_eq!(tail.sum_all().backward().get(&x).unwrap().to_vec(), [0., 0., 1., 1.]);
    /// ```
    #[track_caller]
    pub fn narrow_static<const A: usize, const L: usize>(
        &self,
        start: usize,
    ) -> Var<T, <S as ReplaceAxis<A, D<L>>>::Output>
    where
        S: Shape + ReplaceAxis<A, D<L>>,
    {
        #[allow(clippy::let_unit_value)] // as in `reshape`
        let () = NarrowCheck::<S, A, L>::OK;
        let value = self
            .value()
            .narrow_static_unchecked::<A, L>(start)
            .or_panic();
        self.ranged(value, <S as ReplaceAxis<A, D<L>>>::INDEX, start, false)
    }

    /// [`Tensor::split`], recorded: pieces of `size` along axis `A` (the last one shorter
    /// when `size` does not divide the axis); each piece's gradient goes back to its range.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![5]>::from_vec(vec![1., 2., 3., 4., 5.]).unwrap();
    /// let tape = Tape::new();
    /// let pieces = tape.param(&x).split::<0>(2); // [1, 2], [3, 4], [5]
    /// assert_eq!(pieces.len(), 3);
    /// let loss = &pieces[0].sum_all() + &(&pieces[2].sum_all() * 3.0);
    /// assert_eq!(loss.backward().get(&x).unwrap().to_vec(), [1., 1., 0., 0., 3.]);
    /// ```
    #[track_caller]
    pub fn split<const A: usize>(
        &self,
        size: usize,
    ) -> Vec<Var<T, <S as ReplaceAxis<A, Dyn>>::Output>>
    where
        S: ReplaceAxis<A, Dyn>,
    {
        let pieces = self.value().split::<A>(size);
        self.pieces(pieces, <S as ReplaceAxis<A, Dyn>>::INDEX)
    }

    /// [`Tensor::chunk`], recorded: `chunks` pieces of equal length along axis `A` (fewer,
    /// or a shorter last one, as PyTorch's `chunk`).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2, 2]>::from_vec(vec![1., 2., 3., 4.]).unwrap();
    /// let tape = Tape::new();
    /// let halves = tape.param(&x).chunk::<1>(2); // columns
    /// let loss = (&halves[0] * &halves[1]).sum_all(); // 1*2 + 3*4
    /// assert_eq!(loss.item(), 14.0);
    /// assert_eq!(loss.backward().get(&x).unwrap().to_vec(), [2., 1., 4., 3.]);
    /// ```
    #[track_caller]
    pub fn chunk<const A: usize>(
        &self,
        chunks: usize,
    ) -> Vec<Var<T, <S as ReplaceAxis<A, Dyn>>::Output>>
    where
        S: ReplaceAxis<A, Dyn>,
    {
        let pieces = self.value().chunk::<A>(chunks);
        self.pieces(pieces, <S as ReplaceAxis<A, Dyn>>::INDEX)
    }
}

impl<T: GradElement, S: Shape> Var<T, S> {
    /// [`Tensor::reshape`], recorded: the same compile-time element count check and the same
    /// run-time errors; the gradient is reshaped back.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2, 3]>::from_vec(vec![1., 2., 3., 4., 5., 6.]).unwrap();
    /// let tape = Tape::new();
    /// let y = tape.param(&x).reshape::<shape![3, dyn]>(); // [3, 2]
    /// assert_eq!(y.dims(), &[3, 2]);
    /// let g = y.select::<1>(0).sum_all().backward().get(&x).unwrap();
    /// assert_eq!(g.to_vec(), [1., 0., 1., 0., 1., 0.]);
    /// ```
    #[track_caller]
    pub fn reshape<S2: Shape>(&self) -> Var<T, S2> {
        // Evaluated here, not by the `Tensor` method, so that a build error names the
        // caller's line once (as on `Tensor`).
        #[allow(clippy::let_unit_value)]
        let () = ReshapeCheck::<S, S2>::CHECK;
        self.reshaped(self.value().reshape_inferred::<S2>().or_panic())
    }

    /// [`Tensor::view`], recorded: an `Err` when the strides do not allow a view.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2, 2]>::from_vec(vec![1., 2., 3., 4.]).unwrap();
    /// let tape = Tape::new();
    /// let y = tape.param(&x).view::<shape![4]>().unwrap();
    /// assert!(tape.param(&x).t().view::<shape![4]>().is_err());
    /// assert_eq!(y.narrow::<0>(0, 1).sum_all().backward().get(&x).unwrap().to_vec(), [1., 0., 0., 0.]);
    /// ```
    pub fn view<S2: Shape>(&self) -> Result<Var<T, S2>, ShapeError> {
        #[allow(clippy::let_unit_value)] // as in `reshape`
        let () = ReshapeCheck::<S, S2>::CHECK;
        Ok(self.reshaped(self.value().view_unchecked::<S2>()?))
    }

    /// [`Tensor::flatten`], recorded: all elements as one `Dyn` axis.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2, 2]>::from_vec(vec![1., 2., 3., 4.]).unwrap();
    /// let tape = Tape::new();
    /// let flat = tape.param(&x).t().flatten(); // [1, 3, 2, 4]
    /// assert_eq!(flat.value().to_vec(), [1., 3., 2., 4.]);
    /// let g = flat.narrow::<0>(1, 1).sum_all().backward().get(&x).unwrap();
    /// assert_eq!(g.to_vec(), [0., 0., 1., 0.]); // the 3
    /// ```
    pub fn flatten(&self) -> Var<T, (Dyn,)> {
        self.reshaped(self.value().flatten())
    }

    /// [`Tensor::flatten_axes`], recorded: axes `FROM..=TO` merged into one axis `New`.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor, D};
    /// let x = Tensor::<f64, shape![2, 2, 1]>::from_vec(vec![1., 2., 3., 4.]).unwrap();
    /// let tape = Tape::new();
    /// let y = tape.param(&x).flatten_axes::<0, 1, D<4>>(); // [4, 1]
    /// assert_eq!(y.dims(), &[4, 1]);
    /// assert_eq!(y.powi(2).sum_all().backward().get(&x).unwrap().to_vec(), [2., 4., 6., 8.]);
    /// ```
    #[track_caller]
    pub fn flatten_axes<const FROM: usize, const TO: usize, New: Dim>(
        &self,
    ) -> Var<T, <S as FlattenAxes<FROM, TO, New>>::Output>
    where
        S: FlattenAxes<FROM, TO, New>,
        <S as FlattenAxes<FROM, TO, New>>::Output: Shape,
    {
        #[allow(clippy::let_unit_value)] // as in `reshape`
        let () = FlattenCheck::<S, New, FROM, TO>::CHECK;
        let value = self.value().flatten_axes_unchecked::<FROM, TO, New>();
        self.reshaped(value.or_panic())
    }

    /// [`Tensor::unflatten`], recorded: axis `A` split into the dims `Parts`.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Dyn, Tensor, D};
    /// let x = Tensor::<f64, shape![6]>::from_vec(vec![1., 2., 3., 4., 5., 6.]).unwrap();
    /// let tape = Tape::new();
    /// let y = tape.param(&x).unflatten::<0, (Dyn, D<3>)>(); // [2, 3]
    /// assert_eq!(y.dims(), &[2, 3]);
    /// let g = y.select::<1>(2).sum_all().backward().get(&x).unwrap();
    /// assert_eq!(g.to_vec(), [0., 0., 1., 0., 0., 1.]);
    /// ```
    #[track_caller]
    pub fn unflatten<const A: usize, Parts: Shape>(
        &self,
    ) -> Var<T, <S as Unflatten<A, Parts>>::Output>
    where
        S: Unflatten<A, Parts>,
    {
        #[allow(clippy::let_unit_value)] // as in `reshape`
        let () = UnflattenCheck::<S, Parts, A>::CHECK;
        self.reshaped(self.value().unflatten_unchecked::<A, Parts>().or_panic())
    }

    /// [`Tensor::split_exact`], recorded: `N` pieces of length `L` along axis `A`, as an
    /// array (the same compile-time and run-time checks).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![4]>::from_vec(vec![1., 2., 3., 4.]).unwrap();
    /// let tape = Tape::new();
    /// let [a, b] = tape.param(&x).split_exact::<0, 2, 2>();
    /// let loss = (&a * &b).sum_all(); // 1*3 + 2*4
    /// assert_eq!(loss.item(), 11.0);
    /// assert_eq!(loss.backward().get(&x).unwrap().to_vec(), [3., 4., 1., 2.]);
    /// ```
    #[track_caller]
    pub fn split_exact<const A: usize, const L: usize, const N: usize>(
        &self,
    ) -> [Var<T, <S as ReplaceAxis<A, D<L>>>::Output>; N]
    where
        S: Shape + ReplaceAxis<A, D<L>>,
    {
        #[allow(clippy::let_unit_value)] // as in `reshape`
        let () = ExactCheck::<S, D<L>, A, N, false>::OK;
        let pieces = self.value().split_exact_unchecked::<A, L, N>().or_panic();
        self.piece_array(pieces, <S as ReplaceAxis<A, D<L>>>::INDEX)
    }

    /// [`Tensor::chunk_exact`], recorded: `N` pieces of equal length `P` along axis `A`, as
    /// an array (`q, k, v = x.chunk(3, -1)`).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor, D, LAST};
    /// let x = Tensor::<f64, shape![1, 3]>::from_vec(vec![1., 2., 3.]).unwrap();
    /// let tape = Tape::new();
    /// let [q, k, v] = tape.param(&x).chunk_exact::<LAST, 3, D<1>>();
    /// let loss = (&(&q * &k) * &v).sum_all(); // 1*2*3
    /// assert_eq!(loss.backward().get(&x).unwrap().to_vec(), [6., 3., 2.]);
    /// ```
    #[track_caller]
    pub fn chunk_exact<const A: usize, const N: usize, P: Dim>(
        &self,
    ) -> [Var<T, <S as ReplaceAxis<A, P>>::Output>; N]
    where
        S: Shape + ReplaceAxis<A, P>,
    {
        #[allow(clippy::let_unit_value)] // as in `reshape`
        let () = ExactCheck::<S, P, A, N, true>::OK;
        let pieces = self.value().chunk_exact_unchecked::<A, N, P>().or_panic();
        self.piece_array(pieces, <S as ReplaceAxis<A, P>>::INDEX)
    }
}

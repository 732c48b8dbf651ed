//! Joins and look-ups: `cat` and `stack` of several `Var`s ([`JoinVars`]), `index_select`,
//! `gather`, and `where_`.
//!
//! The gradient of a join is cut back into the parts' ranges; the gradient of a look-up is
//! added back at the positions looked up (an index that repeats accumulates); the gradient of
//! `where_` goes to the branch each element was taken from.

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, AnyDims, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::{GradElement, Tape, Var};
use crate::error::OrPanic;
use crate::layout::Layout;
use crate::ops::CatCheck;
use crate::shape::{CatParts, Dim, NewAxis};
use crate::{Cat, Stack, Tensor};

/// The rule of `cat`: each part's gradient is its range of the joined axis.
struct CatRule {
    axis: usize,
    /// Each part's node and length along the axis.
    parts: Vec<(Option<usize>, usize)>,
}

impl<T: GradElement> Backward<T> for CatRule {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let mut start = 0;
        for (node, len) in self.parts {
            if node.is_some() {
                grads.add(node, raw::narrow(&g, self.axis, start, len));
            }
            start += len;
        }
    }
}

/// The rule of `stack`: part `k`'s gradient is index `k` of the new axis.
struct StackRule {
    axis: usize,
    nodes: Vec<Option<usize>>,
}

impl<T: GradElement> Backward<T> for StackRule {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        for (k, node) in self.nodes.into_iter().enumerate() {
            if node.is_some() {
                grads.add(node, raw::select(&g, self.axis, k));
            }
        }
    }
}

mod sealed {
    use crate::autograd::Tape;

    /// A part's tape, node and dims.
    pub type Part<'a, T> = (&'a Tape<T>, Option<usize>, &'a [usize]);

    /// What a join reads from its parts: the values as `Tensor::cat` takes them, and each
    /// part's tape, node and dims.
    pub trait Parts {
        type Elem: crate::autograd::GradElement;
        type Values;
        fn values(&self) -> Self::Values;
        fn parts(&self) -> Vec<Part<'_, Self::Elem>>;
    }
}

/// `cat` and `stack` of `Var`s, as [`Cat`] and [`Stack`] of tensors: implemented for the same
/// collections (tuples of references to `Var`s of different shapes; arrays, slices and `Vec`s
/// of one shape), with the same bounds, so a mismatch is the same compile error and a `Dyn`
/// mismatch the same run-time message.
///
/// ```
/// use typed_tensor::autograd::{JoinVars, Tape};
/// use typed_tensor::{shape, Dyn, Tensor, D};
/// let a = Tensor::<f64, shape![1, 2]>::from_vec(vec![1., 2.]).unwrap();
/// let b = Tensor::<f64, shape![2, 2]>::from_vec(vec![3., 4., 5., 6.]).unwrap();
/// let tape = Tape::new();
/// let ab = (&tape.param(&a), &tape.param(&b)).cat::<0, D<3>>(); // [3, 2]
/// assert_eq!(ab.value().to_vec(), [1., 2., 3., 4., 5., 6.]);
/// let grads = ab.select::<1>(0).sum_all().backward();
/// assert_eq!(grads.get(&a).unwrap().to_vec(), [1., 0.]);
/// assert_eq!(grads.get(&b).unwrap().to_vec(), [1., 0., 1., 0.]);
/// ```
pub trait JoinVars: sealed::Parts + Sized {
    /// [`Cat::cat`] of the parts' values along axis `A` into the dim `X`, recorded: each
    /// part's gradient is its range of the axis.
    ///
    /// ```
    /// use typed_tensor::autograd::{JoinVars, Tape};
    /// use typed_tensor::{shape, Dyn, Tensor};
    /// let x = Tensor::<f64, shape![2]>::from_vec(vec![1., 2.]).unwrap();
    /// let tape = Tape::new();
    /// let v = tape.param(&x);
    /// let xx = vec![v.clone(), v].cat::<0, Dyn>(); // [1, 2, 1, 2]
    /// let g = xx.narrow::<0>(1, 2).sum_all().backward().get(&x).unwrap();
    /// assert_eq!(g.to_vec(), [1., 1.]); // x[1] from the first part, x[0] from the second
    /// ```
    #[track_caller]
    fn cat<const A: usize, X: Dim>(
        self,
    ) -> Var<Self::Elem, <Self::Values as CatParts<A, X>>::Output>
    where
        Self::Values: CatParts<A, X> + Cat<Elem = Self::Elem>,
    {
        // Evaluated here, not by `Cat::cat`, so that a build error names the caller's line.
        #[allow(clippy::let_unit_value)]
        let () = CatCheck::<Self::Values, X, A>::OK;
        let value = <Self::Values as Cat>::join_parts::<A, X>(self.values()).or_panic();
        let axis = <Self::Values as CatParts<A, X>>::INDEX;
        let parts = self.parts();
        let tape = same_tape(&parts);
        let parts: Vec<(Option<usize>, usize)> = parts
            .iter()
            .map(|(_, node, dims)| (*node, dims[axis]))
            .collect();
        let node = parts
            .iter()
            .any(|(node, _)| node.is_some())
            .then(|| tape.record(Box::new(CatRule { axis, parts })));
        Var::new(value, node, tape.clone())
    }

    /// [`Stack::stack`] of the parts' values along a new axis `A`, recorded: part `k`'s
    /// gradient is index `k` of the new axis.
    ///
    /// ```
    /// use typed_tensor::autograd::{JoinVars, Tape};
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f64, shape![2]>::from_vec(vec![1., 2.]).unwrap();
    /// let b = Tensor::<f64, shape![2]>::from_vec(vec![3., 4.]).unwrap();
    /// let tape = Tape::new();
    /// let ab = [tape.param(&a), tape.param(&b)].stack::<1>(); // [[1, 3], [2, 4]]
    /// assert_eq!(ab.value().to_vec(), [1., 3., 2., 4.]);
    /// let grads = ab.select::<0>(1).sum_all().backward();
    /// assert_eq!(grads.get(&a).unwrap().to_vec(), [0., 1.]);
    /// assert_eq!(grads.get(&b).unwrap().to_vec(), [0., 1.]);
    /// ```
    #[allow(clippy::type_complexity)]
    #[track_caller]
    fn stack<const A: usize>(
        self,
    ) -> Var<
        Self::Elem,
        <<Self::Values as Stack>::Shape as NewAxis<A, <Self::Values as Stack>::Len>>::Output,
    >
    where
        Self::Values: Stack<Elem = Self::Elem>,
        <Self::Values as Stack>::Shape: NewAxis<A, <Self::Values as Stack>::Len>,
    {
        let value = <Self::Values as Stack>::stack::<A>(self.values());
        let axis =
            <<Self::Values as Stack>::Shape as NewAxis<A, <Self::Values as Stack>::Len>>::INDEX;
        let parts = self.parts();
        let tape = same_tape(&parts);
        let nodes: Vec<Option<usize>> = parts.iter().map(|(_, node, _)| *node).collect();
        let node = nodes
            .iter()
            .any(Option::is_some)
            .then(|| tape.record(Box::new(StackRule { axis, nodes })));
        Var::new(value, node, tape.clone())
    }
}

/// The tape of a join's parts (there is at least one: the tensor op panicked otherwise),
/// which must all be on it.
#[track_caller]
fn same_tape<'a, T>(parts: &[sealed::Part<'a, T>]) -> &'a Tape<T> {
    let tape = parts[0].0;
    assert!(
        parts.iter().all(|(other, _, _)| tape.same(other)),
        "an op on values recorded on two different tapes; record every value of a step on one \
         tape"
    );
    tape
}

macro_rules! join_tuple {
    ($(($($name:ident $S:ident),+))*) => {$(
        impl<'a, T: GradElement $(, $S)+> sealed::Parts for ($(&'a Var<T, $S>,)+) {
            type Elem = T;
            type Values = ($(Tensor<T, $S>,)+);
            fn values(&self) -> Self::Values {
                let ($($name,)+) = *self;
                ($($name.value(),)+)
            }
            fn parts(&self) -> Vec<sealed::Part<'_, T>> {
                let ($($name,)+) = *self;
                vec![$(($name.tape(), $name.node(), $name.dims()),)+]
            }
        }

        /// Parts of different shapes, as a tuple of references.
        impl<'a, T: GradElement $(, $S)+> JoinVars for ($(&'a Var<T, $S>,)+) {}
    )*};
}

join_tuple! {
    (a S0, b S1)
    (a S0, b S1, c S2)
    (a S0, b S1, c S2, d S3)
}

macro_rules! join_same {
    ($([$($gen:tt)*] $ty:ty, $values:ty, $collect:path;)*) => {$(
        impl<$($gen)* T: GradElement, S> sealed::Parts for $ty {
            type Elem = T;
            type Values = $values;
            fn values(&self) -> Self::Values {
                $collect(self.len(), |k| self[k].value().clone())
            }
            fn parts(&self) -> Vec<sealed::Part<'_, T>> {
                (0..self.len())
                    .map(|k| (self[k].tape(), self[k].node(), self[k].dims()))
                    .collect()
            }
        }

        /// Parts of one shape.
        impl<$($gen)* T: GradElement, S> JoinVars for $ty {}
    )*};
}

/// The `N` values `value(k)`, as an array (the parts' count is `N`).
fn array_of<V, const N: usize>(_: usize, value: impl FnMut(usize) -> V) -> [V; N] {
    core::array::from_fn(value)
}

/// The `n` values `value(k)`.
fn vec_of<V>(n: usize, value: impl FnMut(usize) -> V) -> Vec<V> {
    (0..n).map(value).collect()
}

join_same! {
    [const N: usize,] [Var<T, S>; N], [Tensor<T, S>; N], array_of;
    [const N: usize,] &[Var<T, S>; N], [Tensor<T, S>; N], array_of;
    ['a, const N: usize,] [&'a Var<T, S>; N], [Tensor<T, S>; N], array_of;
    [] &[Var<T, S>], Vec<Tensor<T, S>>, vec_of;
    ['a,] &[&'a Var<T, S>], Vec<Tensor<T, S>>, vec_of;
    [] Vec<Var<T, S>>, Vec<Tensor<T, S>>, vec_of;
    [] &Vec<Var<T, S>>, Vec<Tensor<T, S>>, vec_of;
}

/// The rule of a look-up along `axis`: the gradient added back at the positions looked up.
struct ScatterRule {
    node: Option<usize>,
    dims: Vec<usize>,
    axis: usize,
    /// The position along `axis` of each element of the output (`gather`'s index), or of
    /// each index of the axis (`index_select`'s indices, `spread`).
    index: Tensor<usize, AnyDims>,
    spread: bool,
}

impl<T: GradElement> Backward<T> for ScatterRule {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let index = match self.spread {
            // The indices seen with the gradient's dims, moving only along the axis.
            true => {
                let mut strides = vec![0; g.rank()];
                strides[self.axis] = self.index.strides()[0];
                let offset = self.index.layout().offset();
                self.index
                    .with_layout(Layout::strided(g.dims(), &strides, offset))
            }
            false => self.index,
        };
        grads.add(
            self.node,
            raw::scatter_add(&g, &index, self.axis, &self.dims),
        );
    }
}

/// The rule of `where_(cond, a, b)`: the gradient where `cond` holds goes to `a`, the rest to
/// `b`, each summed back to its operand's dims.
struct WhereRule {
    cond: Tensor<bool, AnyDims>,
    a: (Option<usize>, Vec<usize>),
    b: (Option<usize>, Vec<usize>),
}

impl<T: GradElement> Backward<T> for WhereRule {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        for ((node, dims), keep) in [(self.a, true), (self.b, false)] {
            if node.is_some() {
                let branch = raw::masked(&self.cond, &g, keep);
                grads.add(node, raw::sum_to(branch, &dims));
            }
        }
    }
}

impl<T: GradElement, S> Var<T, S> {}

/// The rule of a pick along `axis` (`Derivation::Scatter`) from the input of node `node`.
pub(super) fn scatter_rule<T: GradElement>(
    node: Option<usize>,
    dims: Vec<usize>,
    axis: usize,
    index: Tensor<usize, AnyDims>,
    spread: bool,
) -> Box<dyn Backward<T>> {
    Box::new(ScatterRule {
        node,
        dims,
        axis,
        index,
        spread,
    })
}

/// The rule of `where` (`Derivation::Where`): the branches are the nodes `nodes`, or the one
/// node of `b` when `a` is a constant (`a_dims` none).
pub(super) fn where_rule<T: GradElement>(
    nodes: &[Option<usize>],
    cond: Tensor<bool, AnyDims>,
    a_dims: Option<Vec<usize>>,
    b_dims: Vec<usize>,
) -> Box<dyn Backward<T>> {
    let (a, b) = match a_dims {
        Some(a_dims) => ((nodes[0], a_dims), (nodes[1], b_dims)),
        None => ((None, Vec::new()), (nodes[0], b_dims)),
    };
    Box::new(WhereRule { cond, a, b })
}

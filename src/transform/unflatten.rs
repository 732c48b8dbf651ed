//! `unflatten::<A, Parts>()`: one axis split into several, as a view (PyTorch's `unflatten`).

use crate::error::OrPanic;
use crate::error::ShapeError;
use crate::layout::Layout;
use crate::shape::const_fmt::{fail, ConstStr};
use crate::shape::{Shape, Unflatten};
use crate::tensor::Derivation;
use crate::{Record, Tensor};
use core::marker::PhantomData;

/// Fails the build when the split of axis `A` of `S` into `Parts` is wrong whatever the
/// run-time sizes: more than one `Dyn` part, or a static axis that the parts' static sizes do
/// not make up.
pub(crate) struct UnflattenCheck<S, Parts, const A: usize>(PhantomData<(S, Parts)>);

impl<S: Shape + Unflatten<A, Parts>, Parts: Shape, const A: usize> UnflattenCheck<S, Parts, A> {
    /// The reason the split can never work, or an empty message.
    const MESSAGE: ConstStr = {
        let axis = <S as Unflatten<A, Parts>>::INDEX;
        let parts = Parts::STATIC_DIMS;
        // The static parts' product; `None` when their non-zero sizes overflow, wherever a
        // zero sits (the crate's rule for element counts, `layout::numel_of`).
        let mut nonzero: Option<usize> = Some(1);
        let mut zero = false;
        let mut inferred = 0;
        let mut i = 0;
        while i < parts.len() {
            match parts[i] {
                Some(0) => zero = true,
                Some(size) => {
                    nonzero = match nonzero {
                        Some(k) => k.checked_mul(size),
                        None => None,
                    }
                }
                None => inferred += 1,
            }
            i += 1;
        }
        let known = match (nonzero, zero) {
            (Some(_), true) => Some(0),
            (product, _) => product,
        };
        let start = ConstStr::new()
            .push("unflatten: axis ")
            .num(axis)
            .push(" of `")
            .shape(S::DIM_NAMES);
        let whole = if axis < S::STATIC_DIMS.len() {
            S::STATIC_DIMS[axis]
        } else {
            None
        };
        match (whole, known, inferred) {
            (_, _, 2..) => ConstStr::new()
                .push("unflatten: the parts `")
                .shape(Parts::DIM_NAMES)
                .push("` have ")
                .num(inferred)
                .push(" `Dyn` dims, but only one can be inferred (like PyTorch's -1); give the sizes with `try_reshape_with_dims`"),
            (Some(n), Some(k), 0) if n != k => start
                .push("` is ")
                .push(S::DIM_NAMES[axis])
                .push(", not the ")
                .num(k)
                .push(" elements of `")
                .shape(Parts::DIM_NAMES)
                .push("`"),
            (Some(_), None, _) => start
                .push("` is ")
                .push(S::DIM_NAMES[axis])
                .push(", but the static parts of `")
                .shape(Parts::DIM_NAMES)
                .push("` multiply to more than usize::MAX"),
            (Some(0), Some(0), 1) => start
                .push("` is ")
                .push(S::DIM_NAMES[axis])
                .push(", and the static parts of `")
                .shape(Parts::DIM_NAMES)
                .push("` hold no elements, so the `Dyn` part could be any size"),
            (Some(n), Some(k), 1) if k == 0 || n % k != 0 => start
                .push("` is ")
                .push(S::DIM_NAMES[axis])
                .push(", which `")
                .shape(Parts::DIM_NAMES)
                .push("` cannot split: ")
                .num(n)
                .push(" is not a multiple of ")
                .num(k),
            _ => ConstStr::new(),
        }
    };

    pub(crate) const CHECK: () = if !Self::MESSAGE.is_empty() {
        fail(Self::MESSAGE.as_str())
    };
}

impl<T, S: Shape, R: Record<T>> Tensor<T, S, R> {
    /// Axis `A` split into the dims of the tuple `Parts`, in row-major order: PyTorch's
    /// `unflatten(A, sizes)`, as a view (no copy, whatever the strides). The other axes keep
    /// their dims, names included. `A` may be [`LAST`](crate::LAST).
    ///
    /// The parts are dims: `D<N>`, `One`, or one [`Dyn`](struct@crate::Dyn) (named or not)
    /// whose size is inferred from the axis, like PyTorch's `-1`. When the axis and the parts
    /// are static, a wrong product fails the build ("unflatten: axis 2 of `(Dyn, Dyn, D<256>)`
    /// is D<256>, not the 240 elements of `(D<8>, D<30>)`"), as do two `Dyn` parts; these are
    /// const assertions, so `cargo build`, not `cargo check`. An axis out of range, or a result
    /// of more than [`MAX_RANK`](crate::shape::MAX_RANK) axes, is a type error naming the shape. With
    /// `Dyn` in the axis or the parts the sizes are checked at run time: this panics, and
    /// [`try_unflatten`](Self::try_unflatten) returns the error.
    ///
    /// The inverse is [`flatten_axes`](Self::flatten_axes), which names the merged dim: a head
    /// split and merge in attention reads
    ///
    /// ```
    /// use typed_tensor::{axes, dim_name, shape, Tensor, D};
    /// dim_name!(Seq);
    /// let x = Tensor::<f32, shape![2, dyn Seq, 256]>::from_fn_with_dims(&[2, 5, 256], |i| i[2] as f32).unwrap();
    /// // [batch, seq, model] -> [batch, seq, heads, head] -> [batch, heads, seq, head]
    /// let heads: Tensor<f32, shape![2, 8, dyn Seq, 32]> =
    ///     x.unflatten::<2, (D<8>, D<32>)>().permute::<axes![0, 2, 1, 3]>();
    /// assert_eq!(heads.get(&[1, 3, 4, 5]), Some(&(3.0 * 32.0 + 5.0)));
    /// // ... and back. Without the `permute`, `flatten_axes::<2, 3, D<256>>()` would merge
    /// // seq with head into `[2, 8, 256]`, which the annotation rejects at compile time.
    /// let merged: Tensor<f32, shape![2, dyn Seq, 256]> =
    ///     heads.permute::<axes![0, 2, 1, 3]>().flatten_axes::<2, 3, D<256>>();
    /// assert_eq!(merged.to_vec(), x.to_vec());
    /// ```
    ///
    /// Generic code needs no bound when the rank is written out, whatever the other dims:
    ///
    /// ```
    /// use typed_tensor::{shape, Dim, Tensor, D};
    /// fn heads<B: Dim, T: Dim>(x: &Tensor<f32, (B, T, D<256>)>) -> Tensor<f32, (B, T, D<8>, D<32>)> {
    ///     x.unflatten::<2, (D<8>, D<32>)>()
    /// }
    /// let x = Tensor::<f32, shape![dyn, 3, 256]>::zeros_with_dims(&[2, 3, 256]).unwrap();
    /// assert_eq!(heads(&x).dims(), &[2, 3, 8, 32]);
    /// ```
    ///
    /// A `Dyn` part is inferred:
    ///
    /// ```
    /// use typed_tensor::{shape, Dyn, Tensor, D, LAST};
    /// let x = Tensor::<i32, shape![2, 12]>::from_fn(|i| (12 * i[0] + i[1]) as i32);
    /// let y: Tensor<i32, shape![2, dyn, 4]> = x.unflatten::<LAST, (Dyn, D<4>)>();
    /// assert_eq!(y.dims(), &[2, 3, 4]);
    /// assert_eq!(y.get(&[1, 2, 3]), Some(&23));
    /// ```
    #[track_caller]
    pub fn unflatten<const A: usize, Parts: Shape>(
        &self,
    ) -> Tensor<T, <S as Unflatten<A, Parts>>::Output, R>
    where
        S: Unflatten<A, Parts>,
    {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = UnflattenCheck::<S, Parts, A>::CHECK;
        self.unflatten_unchecked::<A, Parts>().or_panic()
    }

    /// [`unflatten`](Self::unflatten), with an `Err` instead of a panic when the run-time size
    /// of axis `A` is not what the parts make up. The error names the dims, the result's
    /// shape, the axis and both sizes.
    ///
    /// ```
    /// use typed_tensor::{shape, Dyn, Tensor, D};
    /// let x = Tensor::<f32, shape![dyn, 3]>::zeros_with_dims(&[6, 3]).unwrap();
    /// assert_eq!(x.try_unflatten::<0, (D<2>, D<3>)>().unwrap().dims(), &[2, 3, 3]);
    /// let err = x.try_unflatten::<0, (D<4>, Dyn)>().unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "cannot unflatten dims [6, 3] into (D<4>, Dyn, D<3>): axis 0 holds 6 elements, \
    ///      which `(D<4>, Dyn)` cannot split: 6 is not a multiple of 4"
    /// );
    /// ```
    pub fn try_unflatten<const A: usize, Parts: Shape>(
        &self,
    ) -> Result<Tensor<T, <S as Unflatten<A, Parts>>::Output, R>, ShapeError>
    where
        S: Unflatten<A, Parts>,
    {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = UnflattenCheck::<S, Parts, A>::CHECK;
        self.unflatten_unchecked::<A, Parts>()
    }

    /// `try_unflatten` without the compile-time check, which each public caller evaluates
    /// itself so that a build error names the caller's line once.
    pub(crate) fn unflatten_unchecked<const A: usize, Parts: Shape>(
        &self,
    ) -> Result<Tensor<T, <S as Unflatten<A, Parts>>::Output, R>, ShapeError>
    where
        S: Unflatten<A, Parts>,
    {
        let layout = split_axis_layout(
            self.layout(),
            <S as Unflatten<A, Parts>>::INDEX,
            Parts::STATIC_DIMS,
            Parts::DIM_NAMES,
        )
        .map_err(|reason| ShapeError::Transform {
            op: "unflatten",
            from: self.dims().to_vec(),
            to: split_description(
                S::DIM_NAMES,
                <S as Unflatten<A, Parts>>::INDEX,
                Parts::DIM_NAMES,
            ),
            reason,
        })?;
        Ok(
            self.derive_view(self.with_layout(layout), || Derivation::Reshape {
                dims: self.dims().to_vec(),
            }),
        )
    }
}

/// The shape type that splitting axis `axis` of the shape named by `names` into `parts` gives,
/// as rustc prints it.
fn split_description(names: &[&str], axis: usize, parts: &[&str]) -> String {
    let mut all: Vec<&str> = names[..axis].to_vec();
    all.extend_from_slice(parts);
    all.extend_from_slice(&names[axis + 1..]);
    match all.len() {
        1 => format!("({},)", all[0]),
        _ => format!("({})", all.join(", ")),
    }
}

/// `layout` with axis `axis` split into `parts` (static sizes, `None` for the one inferred
/// part; `names` are their type names, for the error). Part `j`'s stride is the axis's stride
/// times the sizes of the parts after it, so the new axes walk the old one in row-major order
/// whatever its stride: always a view. The `Err` is the reason, for the caller's error.
///
/// Not generic: compiled once, whatever the shapes.
fn split_axis_layout(
    layout: &Layout,
    axis: usize,
    parts: &[Option<usize>],
    names: &[&str],
) -> Result<Layout, String> {
    let (dims, strides) = (layout.dims(), layout.strides());
    let whole = dims[axis];
    let parts_text = || {
        let joined = names.join(", ");
        match names.len() {
            1 => format!("({joined},)"),
            _ => format!("({joined})"),
        }
    };
    // `None` when the non-zero static sizes overflow, wherever a zero sits, as in `numel_of`.
    let known = parts
        .iter()
        .flatten()
        .try_fold(1usize, |product, &size| product.checked_mul(size.max(1)))
        .map(|product| match parts.contains(&Some(0)) {
            true => 0,
            false => product,
        });
    let inferred: Vec<usize> = (0..parts.len()).filter(|&j| parts[j].is_none()).collect();
    let mut sizes: Vec<usize> = parts.iter().map(|p| p.unwrap_or(1)).collect();
    match (inferred.as_slice(), known) {
        (more @ [_, _, ..], _) => {
            return Err(format!(
                "`{}` has {} `Dyn` parts, but only one can be inferred; give the sizes with \
                 `try_reshape_with_dims`",
                parts_text(),
                more.len()
            ));
        }
        (_, None) => {
            return Err(format!(
                "axis {axis} holds {whole} elements, but the static parts of `{}` multiply to \
                 more than usize::MAX",
                parts_text()
            ));
        }
        ([], Some(k)) if k == whole => {}
        ([], Some(k)) => {
            return Err(format!(
                "axis {axis} holds {whole} elements, not the {k} of `{}`",
                parts_text()
            ));
        }
        ([_], Some(0)) if whole == 0 => {
            return Err(format!(
                "axis {axis} holds no elements, and neither do the static parts of `{}`, so \
                 the `Dyn` part could be any size",
                parts_text()
            ));
        }
        ([j], Some(k)) if k != 0 && whole.is_multiple_of(k) => sizes[*j] = whole / k,
        ([_], Some(k)) => {
            return Err(format!(
                "axis {axis} holds {whole} elements, which `{}` cannot split: {whole} is not a \
                 multiple of {k}",
                parts_text()
            ));
        }
    }
    let mut new_dims: Vec<usize> = dims[..axis].to_vec();
    new_dims.extend_from_slice(&sizes);
    new_dims.extend_from_slice(&dims[axis + 1..]);
    let mut new_strides: Vec<usize> = strides[..axis].to_vec();
    let mut inner = strides[axis];
    let first_part = new_strides.len();
    new_strides.resize(first_part + sizes.len(), 0);
    for j in (0..sizes.len()).rev() {
        new_strides[first_part + j] = inner;
        inner = inner.saturating_mul(sizes[j]);
    }
    new_strides.extend_from_slice(&strides[axis + 1..]);
    // Parts of an empty axis can make the other axes' count overflow.
    crate::layout::numel_of(&new_dims).map_err(|error| error.to_string())?;
    Ok(Layout::strided(&new_dims, &new_strides, layout.offset()))
}

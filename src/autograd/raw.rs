//! Gradients as tensors of run-time dims only: the backward pass computes on these, so its
//! code is compiled once per element type and op, never once per shape.
//!
//! A `Raw<T>` is a `Tensor` whose shape type names no dims (`AnyDims`); the functions here
//! take the dims from the layouts. The forward op checked every shape, so a gradient always
//! has the dims of the value it belongs to.

use super::GradElement;
use crate::error::{AllocError, OrPanic};
use crate::layout::Layout;
use crate::ops::Arith;
pub(crate) use crate::tensor::AnyDims;
use crate::Tensor;

/// A tensor of run-time dims (see the module docs).
pub(crate) type Raw<T> = Tensor<T, AnyDims>;

/// A raw tensor of `dims` filled with `value`.
pub(crate) fn full<T: GradElement>(dims: &[usize], value: T) -> Raw<T> {
    from_vec(filled(dims.iter().product(), value), dims)
}

/// `vec![value; len]`, or a panic with [`ShapeError::OutOfMemory`](crate::ShapeError)'s text
/// (op `backward`) when it cannot be allocated, rather than an abort: the gradient of a
/// broadcast operand has the operand's dims, which can describe more than memory holds.
#[track_caller]
pub(crate) fn filled<T: Clone>(len: usize, value: T) -> Vec<T> {
    let mut data = Vec::new();
    data.try_reserve_exact(len)
        .map_err(|_| AllocError::of::<T>(len).in_op("backward"))
        .or_panic();
    data.resize(len, value);
    data
}

/// The row-major `data` as a raw tensor of `dims`.
pub(crate) fn from_vec<T: GradElement>(data: Vec<T>, dims: &[usize]) -> Raw<T> {
    debug_assert_eq!(data.len(), dims.iter().product::<usize>());
    Raw::from_vec(data, dims)
}

/// `a op b`, broadcast together.
pub(crate) fn zip<T: GradElement>(a: &Raw<T>, b: &Raw<T>, op: Arith) -> Raw<T> {
    a.broadcast_arith(b, op)
}

/// `f(a, b)` elementwise, broadcast together: each backward rule passes its own closure, so
/// the loop is compiled once per element type and rule.
pub(crate) fn zip_with<T: GradElement>(
    a: &Raw<T>,
    b: &Raw<T>,
    f: impl Fn(T, T) -> T + Sync,
) -> Raw<T> {
    a.broadcast_zip(b, f)
}

/// `a * scale`.
pub(crate) fn scale<T: GradElement>(a: &Raw<T>, scale: T) -> Raw<T> {
    a.zip_scalar(scale, Arith::Mul)
}

/// `f(a)` elementwise.
pub(crate) fn map<T: GradElement>(a: &Raw<T>, f: impl Fn(T) -> T + Sync) -> Raw<T> {
    a.map_elements("backward", f)
}

/// `a` broadcast to `dims` and copied: the gradient of a reduction or a broadcast view.
pub(crate) fn expand<T: GradElement>(a: &Raw<T>, dims: &[usize]) -> Raw<T> {
    if a.dims() == dims {
        return a.clone();
    }
    a.broadcast_copy(dims)
}

/// `a` with `dims`, the same elements in row-major order (copied when `a` is a strided view).
pub(crate) fn reshape<T: GradElement>(a: Raw<T>, dims: &[usize]) -> Raw<T> {
    let a = contiguous(a);
    let layout = Layout::contiguous(dims).expect("a reshape keeps the element count");
    debug_assert_eq!(layout.numel(), a.numel());
    a.with_layout(layout)
}

/// `a`, row-major from the start of its storage (copied when it is not).
pub(crate) fn contiguous<T: GradElement>(a: Raw<T>) -> Raw<T> {
    if a.layout().is_contiguous() {
        return a;
    }
    a.map_elements("backward", core::convert::identity)
}

/// The sum of `g` over `axis`, kept as an axis of size 1.
pub(crate) fn sum_axis_keepdim<T: GradElement>(g: &Raw<T>, axis: usize) -> Raw<T> {
    g.sum_axis_keepdim(axis)
}

/// The gradient `g` of a broadcast result, summed back to an operand of `dims`: over the
/// leading axes the operand lacks and over the axes where it has size 1 (PyTorch's
/// `sum_to_size`).
pub(crate) fn sum_to<T: GradElement>(g: Raw<T>, dims: &[usize]) -> Raw<T> {
    if g.dims() == dims {
        return g;
    }
    let lead = g.rank() - dims.len();
    let mut g = g;
    if lead > 0 {
        let outer = g.dims()[..lead].iter().product();
        let inner = g.dims()[lead..].iter().product();
        let kept = g.dims()[lead..].to_vec();
        let rows = reshape(g, &[outer, inner]);
        g = reshape(sum_axis_keepdim(&rows, 0), &kept);
    }
    for (axis, &dim) in dims.iter().enumerate() {
        if dim == 1 && g.dims()[axis] != 1 {
            g = sum_axis_keepdim(&g, axis);
        }
    }
    debug_assert_eq!(g.dims(), dims);
    g
}

/// `a` with its last two axes swapped (a view).
pub(crate) fn transpose_last<T>(a: &Raw<T>) -> Raw<T> {
    let rank = a.rank();
    let (mut dims, mut strides) = (a.dims().to_vec(), a.strides().to_vec());
    dims.swap(rank - 2, rank - 1);
    strides.swap(rank - 2, rank - 1);
    a.with_layout(Layout::strided(&dims, &strides, a.layout().offset()))
}

/// `a` with an axis of size 1 inserted at `axis` (a view).
pub(crate) fn unsqueeze<T>(a: &Raw<T>, axis: usize) -> Raw<T> {
    let (mut dims, mut strides) = (a.dims().to_vec(), a.strides().to_vec());
    dims.insert(axis, 1);
    strides.insert(axis, 0);
    a.with_layout(Layout::strided(&dims, &strides, a.layout().offset()))
}

/// The matrix product of two raw tensors of rank 2 or more, batch axes broadcast.
pub(crate) fn matmul<T: GradElement>(a: &Raw<T>, b: &Raw<T>) -> Raw<T> {
    // The forward product checked the dims; what can fail is memory (an operand broadcast
    // along a matrix axis is copied first), which panics with its text as the operators do.
    a.product::<AnyDims, _, AnyDims>("backward", b, 0, None)
        .or_panic()
}

/// `a + b` of two gradients of the same value.
pub(crate) fn add<T: GradElement>(a: &Raw<T>, b: &Raw<T>) -> Raw<T> {
    zip(a, b, Arith::Add)
}

/// `a op b` of one dims for an `op` that commutes (`Add`, `Mul`), in the buffer of whichever
/// owns its elements alone (no other tensor shares them and they are contiguous), else in a
/// new one: a gradient that several rules add to is summed in place, a fresh slope is
/// multiplied by the output's gradient in place. Either buffer gives the same bits.
pub(crate) fn zip_owned<T: GradElement>(mut a: Raw<T>, mut b: Raw<T>, op: Arith) -> Raw<T> {
    debug_assert!(
        matches!(op, Arith::Add | Arith::Mul),
        "{op:?} does not commute"
    );
    if a.dims() == b.dims() {
        let dims = a.dims().to_vec();
        if a.assign_arith_if_unique(b.operand(&dims), op) {
            return a;
        }
        if b.assign_arith_if_unique(a.operand(&dims), op) {
            return b;
        }
    }
    zip(&a, &b, op)
}

/// `a` with its axes reordered: result axis `i` is axis `axes[i]` of `a` (a view).
pub(crate) fn permute<T>(a: &Raw<T>, axes: &[usize]) -> Raw<T> {
    let (dims, strides): (Vec<usize>, Vec<usize>) = axes
        .iter()
        .map(|&axis| (a.dims()[axis], a.strides()[axis]))
        .unzip();
    a.with_layout(Layout::strided(&dims, &strides, a.layout().offset()))
}

/// Indices `start..start + len` of `axis` of `a` (a view).
pub(crate) fn narrow<T>(a: &Raw<T>, axis: usize, start: usize, len: usize) -> Raw<T> {
    a.narrow_view("narrow", axis, start, len)
        .expect("a gradient's range lies inside its axis")
}

/// Index `index` of `axis` of `a`, the axis removed (a view).
pub(crate) fn select<T>(a: &Raw<T>, axis: usize, index: usize) -> Raw<T> {
    let (mut dims, mut strides) = (a.dims().to_vec(), a.strides().to_vec());
    let offset = a.layout().offset() + index * strides[axis];
    dims.remove(axis);
    strides.remove(axis);
    a.with_layout(Layout::strided(&dims, &strides, offset))
}

/// A zero tensor of `dims` holding each `(start, g)` of `parts` at indices `start..` of
/// `axis`, in one pass: the gradient of ranges of an axis (`narrow`, `select`, the pieces of
/// `split` and `chunk`) for the whole axis. The ranges are disjoint and sorted by start.
pub(crate) fn place_ranges<T: GradElement>(
    parts: &[(usize, Raw<T>)],
    dims: &[usize],
    axis: usize,
) -> Raw<T> {
    Raw::place_ranges(parts, dims, axis)
}

/// A zero tensor of `dims` to which each element of `g` is added at its own position with
/// the coordinate along `axis` replaced by the same position of `index` (of `g`'s dims):
/// the gradient of `gather` and `index_select`, where an index that repeats accumulates.
pub(crate) fn scatter_add<T: GradElement>(
    g: &Raw<T>,
    index: &Tensor<usize, AnyDims>,
    axis: usize,
    dims: &[usize],
) -> Raw<T> {
    debug_assert_eq!(g.dims(), index.dims());
    let rank = dims.len();
    let mut out_strides = vec![1; rank];
    for d in (0..rank.saturating_sub(1)).rev() {
        out_strides[d] = out_strides[d + 1] * dims[d + 1];
    }
    let mut out = filled(dims.iter().product(), T::zero());
    let mut position = vec![0; rank];
    for (value, at) in g.iter().zip(index.iter()) {
        let slot: usize = (0..rank)
            .map(|d| if d == axis { *at } else { position[d] } * out_strides[d])
            .sum();
        out[slot] = out[slot] + *value;
        // The next position in row-major order of `g`'s dims.
        for d in (0..rank).rev() {
            position[d] += 1;
            if position[d] < g.dims()[d] {
                break;
            }
            position[d] = 0;
        }
    }
    from_vec(out, dims)
}

/// `g` where `cond` (broadcast to `g`'s dims) is `keep`, zero elsewhere: the gradient of one
/// branch of `where_`.
pub(crate) fn masked<T: GradElement>(
    cond: &Tensor<bool, AnyDims>,
    g: &Raw<T>,
    keep: bool,
) -> Raw<T> {
    let zero = T::zero();
    cond.broadcast_zip(g, move |c, g| if c == keep { g } else { zero })
}

/// The mean of `g` over `axis`, kept as an axis of size 1.
pub(crate) fn mean_axis_keepdim<T: GradElement>(g: &Raw<T>, axis: usize) -> Raw<T> {
    let len = T::from(g.dims()[axis]).expect("a length converts to a float");
    scale(&sum_axis_keepdim(g, axis), T::one() / len)
}

/// Each element of `x` replaced by the product of the other elements of its slice along
/// `axis`: the gradient of a product. It is a prefix product times a suffix product, with no
/// division, so it is exact at zeros: one zero leaves the product of the others at its place
/// and 0 elsewhere, two or more leave 0 everywhere.
pub(crate) fn products_of_others<T: GradElement>(x: &Raw<T>, axis: usize) -> Raw<T> {
    let dims = x.dims().to_vec();
    let (outer, len, inner) = crate::ops::reduce::split_at_axis(&dims, axis);
    let data = x.to_vec();
    let mut out = filled(data.len(), T::one());
    for o in 0..outer {
        for i in 0..inner {
            let at = |k: usize| (o * len + k) * inner + i;
            let mut prefix = T::one();
            for k in 0..len {
                out[at(k)] = prefix;
                prefix = prefix * data[at(k)];
            }
            let mut suffix = T::one();
            for k in (0..len).rev() {
                out[at(k)] = out[at(k)] * suffix;
                suffix = suffix * data[at(k)];
            }
        }
    }
    from_vec(out, &dims)
}

//! The run-time kernels: everything that loops over elements.
//!
//! Everything here works on plain slices and run-time layouts; shapes as types never reach it.
//! The strided, broadcasting elementwise loops are split into iteration (`plan`), inner loops
//! (`segment`), work splitting over threads (`parallel`), allocation (`alloc`), the shared
//! element storage (`buffer`) and the reuse of large freed buffers (`recycle`). Beside them:
//! reductions (`reduce`, `variance`), joins and gathers (`join`), `where` (`select`), matrix
//! products (`gemm`), softmax and logsumexp (`softmax`), layer and RMS norms (`norm`), fused
//! attention (`attention`), vectorized math (`vmath`), the CPU dispatch of the vectorizing
//! loops (`wide`), and the per-element-type entry points compiled once in this crate
//! (`compiled`). This is the only module allowed `unsafe` code (`#![deny(unsafe_code)]`
//! elsewhere).

mod adam;
mod adaptive_pool;
mod alloc;
mod attention;
mod attention_weights;
mod batch_norm;
mod buffer;
mod compiled;
mod conv;
mod from_iter;
mod gemm;
mod half;
mod join;
mod norm;
mod norm_backward;
mod parallel;
mod plan;
mod pool;
mod recycle;
mod reduce;
mod remap;
mod resample;
mod segment;
mod select;
mod softmax;
mod softmax_backward;
#[cfg(test)]
mod tests;
mod variance;
mod vmath;
mod wide;

use crate::error::AllocError;
use crate::layout::Layout;
use crate::limits::MAX_RANK;
use plan::ZipPlan;
use segment::Slot;

pub(crate) use adam::AdamStep;
pub(crate) use adaptive_pool::{
    adaptive_avg_pool2d, adaptive_avg_pool2d_backward, AdaptiveGeometry,
};
pub(crate) use attention::Attention;
pub(crate) use batch_norm::{
    channel_affine, channel_affine2, channel_gradient_sums, channel_moments, narrowed,
    ChannelsLayout,
};
pub(crate) use compiled::Arith;
pub use compiled::{ElementKernels, FloatKernels};
pub(crate) use conv::{conv2d, conv2d_input_grad, conv2d_weight_grad, Conv2dGeometry};
pub use conv::{conv_winograd, set_conv_winograd};
pub(crate) use half::HalfFloat;
pub(crate) use join::{concat, gather};
pub(crate) use norm::Norm;
pub(crate) use norm_backward::NormBackward;
pub(crate) use pool::{
    avg_pool2d, avg_pool2d_backward, max_pool2d, max_pool2d_backward, max_pool2d_values,
};
pub(crate) use reduce::{map_indices, reduce, squared_distance, Reducer};
pub(crate) use remap::{remap2d, remap2d_backward, OUTSIDE};
pub(crate) use resample::{resample2d, resample2d_backward, Taps};

pub(crate) use select::ternary;
pub(crate) use softmax::{Softmax, SoftmaxFloat};
pub use vmath::{Op as MathOp, VecMath};

pub(crate) use alloc::{full_buffer, vec_filled, vec_with_capacity};
pub(crate) use buffer::Buffer;
#[cfg(any(feature = "rand", feature = "safetensors", feature = "ndarray"))]
pub(crate) use from_iter::buffer_from_iter;
pub(crate) use gemm::{matmul_block, GemmDims, GemmOperand, OperandForm};
pub use gemm::{
    matmul_parallel_min_fmas, matmul_row_split_min_fmas, matmul_split_policy,
    set_matmul_parallel_min_fmas, set_matmul_row_split_min_fmas, set_matmul_split_policy,
    MatmulElement, MatmulSplitPolicy,
};
pub use parallel::{parallel_min_elements, set_parallel_min_elements};
pub use recycle::{
    recycled_bytes, recycled_bytes_limit, set_recycled_bytes_limit, DEFAULT_RECYCLED_BYTES_LIMIT,
};

/// One input of an op, seen with the output's rank: stride 0 on axes it is broadcast along.
#[derive(Clone, Copy)]
pub(crate) struct Operand<'a, T> {
    data: &'a [T],
    strides: [usize; MAX_RANK],
    offset: usize,
}

impl<'a, T> Operand<'a, T> {
    /// `data` laid out by `layout`, broadcast to `out_dims` (which the caller has checked).
    #[inline]
    pub(crate) fn new(data: &'a [T], layout: &Layout, out_dims: &[usize]) -> Self {
        Operand {
            data,
            strides: layout.broadcast_strides(out_dims),
            offset: layout.offset(),
        }
    }

    /// A single value repeated over any shape.
    pub(crate) fn scalar(value: &'a T) -> Self {
        Operand {
            data: core::slice::from_ref(value),
            strides: [0; MAX_RANK],
            offset: 0,
        }
    }
}

/// Calls `segment(out_segment, offsets)` for every segment of `plan` over the row-major `out`
/// (see `ZipPlan::for_each_segment`), splitting `out` over rayon's threads when it is large.
///
/// Every op's closures go through here and are `#[inline(always)]`: left to LLVM, some may be
/// compiled as a call per row, and short rows are common, so a call per row is a large share
/// of a small op.
#[inline(always)]
fn for_each_out_segment<X: Send, const K: usize>(
    out: &mut [X],
    plan: &ZipPlan<K>,
    segment: impl Fn(&mut [X], [usize; K]) + Sync,
) {
    for_each_out_segment_costing(out, plan, 1, segment)
}

/// [`for_each_out_segment`] for an op whose elements cost `cost` memory-bound elements'
/// work each (see `parallel::for_each_chunk`).
#[inline(always)]
fn for_each_out_segment_costing<X: Send, const K: usize>(
    out: &mut [X],
    plan: &ZipPlan<K>,
    cost: usize,
    segment: impl Fn(&mut [X], [usize; K]) + Sync,
) {
    parallel::for_each_chunk(
        out,
        cost,
        #[inline(always)]
        |start, chunk| {
            plan.for_each_segment(
                start,
                start + chunk.len(),
                #[inline(always)]
                |at, n, offsets| segment(&mut chunk[at - start..][..n], offsets),
            );
        },
    );
}

/// A new row-major buffer of `out_dims` with `out[i] = f(a[i], b[i])`, or an `Err` when it
/// cannot be allocated.
pub(crate) fn binary<A, B, O>(
    out_dims: &[usize],
    a: Operand<'_, A>,
    b: Operand<'_, B>,
    f: impl Fn(A, B) -> O + Sync,
) -> Result<Buffer<O>, AllocError>
where
    A: Copy + Sync,
    B: Copy + Sync,
    O: Send,
{
    let len = out_dims.iter().product();
    alloc::filled_buffer(len, |out| binary_into(out, out_dims, a, b, f))
}

/// `out[i] = f(a[i], b[i])` over a row-major `out` of `out_dims`: a fresh buffer of
/// `MaybeUninit` slots or an existing tensor's elements.
// Always inlined into the op, so that a small op compiles the same with the `parallel` feature
// as without it: left to LLVM, whether this entry point is inlined depends on the feature, and
// where it is not, the call adds to a small op's cost.
#[inline(always)]
pub(crate) fn binary_into<A, B, O, X>(
    out: &mut [X],
    out_dims: &[usize],
    a: Operand<'_, A>,
    b: Operand<'_, B>,
    f: impl Fn(A, B) -> O + Sync,
) where
    A: Copy + Sync,
    B: Copy + Sync,
    X: Slot<O> + Send,
{
    let rank = out_dims.len();
    let mut plan = ZipPlan::empty([a.offset, b.offset]);
    plan.coalesce(out_dims, [&a.strides[..rank], &b.strides[..rank]]);
    // One monomorphized row loop per stride case, so the case is decided once per op, not
    // once per row: short rows are common and the per-row work must stay minimal.
    macro_rules! rows {
        ($sa:expr, $sb:expr) => {
            for_each_out_segment(
                out,
                &plan,
                #[inline(always)]
                |out, [ao, bo]| {
                    segment::binary_segment(out, (a.data, ao, $sa), (b.data, bo, $sb), &f)
                },
            )
        };
    }
    match plan.inner_strides {
        [1, 1] => rows!(1, 1),
        [1, 0] => rows!(1, 0),
        [0, 1] => rows!(0, 1),
        [sa, sb] => rows!(sa, sb),
    }
}

/// `out[i] = f(out[i], b[i])` over a contiguous row-major `out` of `out_dims`.
// Always inlined into the op, for the reason given at `binary_into`.
#[inline(always)]
pub(crate) fn assign<T, B>(
    out: &mut [T],
    out_dims: &[usize],
    b: Operand<'_, B>,
    f: impl Fn(T, B) -> T + Sync,
) where
    T: Copy + Send,
    B: Copy + Sync,
{
    let rank = out_dims.len();
    let mut plan = ZipPlan::empty([b.offset]);
    plan.coalesce(out_dims, [&b.strides[..rank]]);
    for_each_out_segment(
        out,
        &plan,
        #[inline(always)]
        |out, [bo]| segment::assign_segment(out, (b.data, bo, plan.inner_strides[0]), &f),
    );
}

/// A new row-major buffer of `dims` with `out[i] = f(a[i])`, or an `Err` when it cannot be
/// allocated.
pub(crate) fn map<A, O>(
    dims: &[usize],
    a: Operand<'_, A>,
    f: impl Fn(A) -> O + Sync,
) -> Result<Buffer<O>, AllocError>
where
    A: Copy + Sync,
    O: Send,
{
    let mut plan = ZipPlan::empty([a.offset]);
    plan.coalesce(dims, [&a.strides[..dims.len()]]);
    let len = dims.iter().product();
    alloc::filled_buffer(len, |out| {
        for_each_out_segment(
            out,
            &plan,
            #[inline(always)]
            |out, [ao]| segment::map_segment(out, (a.data, ao, plan.inner_strides[0]), &f),
        );
    })
}

/// Elements gathered per call of a [`VecMath`] op when the input is strided.
const GATHER: usize = 256;

/// A new row-major buffer of `dims` with `out[i] = op(a[i])`: the unary float ops, compiled
/// once per element type, in this crate (the op is a value, not a closure that would carry
/// the caller's shape type into the kernel's instances). An `Err` when it cannot be allocated.
#[inline]
pub(crate) fn unary_math<T: FloatKernels>(
    dims: &[usize],
    a: Operand<'_, T>,
    op: MathOp<T>,
) -> Result<Buffer<T>, AllocError> {
    T::unary_math(dims, a, op)
}

/// The normalization `norm` of every row of `len` elements of the row-major `data`, as a new
/// buffer (an `Err` when it cannot be allocated): compiled once per float type, in this crate.
#[inline]
pub(crate) fn normalize<T: FloatKernels>(
    data: &[T],
    len: usize,
    norm: Norm<'_, T>,
    eps: T,
) -> Result<Buffer<T>, AllocError> {
    T::normalize(data, len, norm, eps)
}

/// The body of [`unary_math`], which [`FloatKernels`] instantiates for each float type.
fn unary_math_generic<T: VecMath>(
    dims: &[usize],
    a: Operand<'_, T>,
    op: MathOp<T>,
) -> Result<Buffer<T>, AllocError> {
    let mut plan = ZipPlan::empty([a.offset]);
    plan.coalesce(dims, [&a.strides[..dims.len()]]);
    let len = dims.iter().product();
    let stride = plan.inner_strides[0];
    alloc::filled_buffer(len, |out| {
        for_each_out_segment_costing(out, &plan, op.cost(), |out, [ao]| {
            if stride == 1 {
                return T::apply(op, &a.data[ao..ao + out.len()], out);
            }
            // Strided input: gather a block at a time into contiguous scratch.
            let mut scratch = [a.data[ao]; GATHER];
            for (block, out) in out.chunks_mut(GATHER).enumerate() {
                let first = ao + block * GATHER * stride;
                for (i, s) in scratch[..out.len()].iter_mut().enumerate() {
                    *s = a.data[first + i * stride];
                }
                T::apply(op, &scratch[..out.len()], out);
            }
        });
    })
}

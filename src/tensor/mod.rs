//! `Tensor<T, S>`: elements of type `T` laid out in a shape whose type is `S`.

mod access;
mod any_dims;
mod construct;
mod derivation;
mod dims_check;
mod format;
mod iter;
mod record;

pub(crate) use any_dims::AnyDims;
pub(crate) use derivation::{saved, Derivation, Reducing, Remapped, Unary};
pub use iter::Iter;
pub(crate) use record::Sealed;
pub use record::{Plain, Record};

use crate::error::{InOp, ShapeError};
use crate::kernel::Buffer;
use crate::kernel::{self, Arith, Operand};
use crate::layout::Layout;
use crate::Element;
use core::marker::PhantomData;

/// A tensor whose shape is the type `S`, written with [`shape!`](macro@crate::shape).
///
/// The elements live in shared storage, addressed through run-time dims, strides and an
/// offset, so broadcast, permuted and offset views are all `Tensor`s. The run-time dims always
/// agree with `S`: every constructor and every op checks them, so the type can be trusted.
///
/// Cloning is cheap (the storage is shared). Writing through `+=` and friends first makes the
/// storage unique (copy on write), so a clone never sees another's writes: tensors behave as
/// values, as Rust users expect, not as PyTorch's aliasing views.
///
/// ```
/// use typed_tensor::{shape, Tensor};
/// let x = Tensor::<f32, shape![2, 3]>::from_vec(vec![1., 2., 3., 4., 5., 6.]).unwrap();
/// let y = Tensor::<f32, shape![3]>::from_vec(vec![10., 20., 30.]).unwrap();
/// let z = &x + &y; // Tensor<f32, shape![2, 3]>
/// assert_eq!(z.to_vec(), [11., 22., 33., 14., 25., 36.]);
/// ```
pub struct Tensor<T, S, R = Plain> {
    storage: Buffer<T>,
    layout: Layout,
    shape: PhantomData<fn() -> S>,
    /// How the ops on this tensor are recorded: [`Plain`] (not at all) or a tape's record.
    record: R,
}

impl<T, S, R: Clone> Clone for Tensor<T, S, R> {
    fn clone(&self) -> Self {
        Tensor {
            storage: self.storage.clone(),
            layout: self.layout,
            shape: PhantomData,
            record: self.record.clone(),
        }
    }
}

impl<T, S, R> Tensor<T, S, R> {
    /// `value` recorded by `record`.
    pub(crate) fn with_record(value: Tensor<T, S>, record: R) -> Self {
        Tensor {
            storage: value.storage,
            layout: value.layout,
            shape: PhantomData,
            record,
        }
    }

    /// The value without its record (shares the storage).
    pub(crate) fn plain(&self) -> Tensor<T, S> {
        Tensor {
            storage: self.storage.clone(),
            layout: self.layout,
            shape: PhantomData,
            record: Plain,
        }
    }

    /// The value and its record.
    pub(crate) fn into_parts(self) -> (Tensor<T, S>, R) {
        let value = Tensor {
            storage: self.storage,
            layout: self.layout,
            shape: PhantomData,
            record: Plain,
        };
        (value, self.record)
    }

    /// How this tensor's ops are recorded.
    pub(crate) fn record(&self) -> &R {
        &self.record
    }

    pub(crate) fn layout(&self) -> &Layout {
        &self.layout
    }

    /// This tensor's storage seen through another `layout`, as a kernel input broadcast to
    /// `out_dims`: a view the kernel reads that is no tensor of any shape type. The caller
    /// keeps `layout` inside the storage.
    pub(crate) fn operand_through(&self, layout: &Layout, out_dims: &[usize]) -> Operand<'_, T> {
        debug_assert!(layout.end().is_none_or(|end| end <= self.storage.len()));
        Operand::new(&self.storage, layout, out_dims)
    }

    /// The same storage seen through another layout and shape type (a view), with the rules
    /// of `Tensor::from_parts`.
    #[cfg_attr(debug_assertions, track_caller)]
    pub(crate) fn with_layout<S2>(&self, layout: Layout) -> Tensor<T, S2> {
        Tensor::from_parts(self.storage.clone(), layout)
    }

    /// This tensor as a kernel input broadcast to `out_dims`.
    pub(crate) fn operand(&self, out_dims: &[usize]) -> Operand<'_, T> {
        Operand::new(&self.storage, &self.layout, out_dims)
    }

    /// The identity of this tensor's storage and its layout: equal for a tensor and its
    /// clones, different for a view with another layout.
    pub(crate) fn storage_key(&self) -> (usize, Layout) {
        (self.storage.id(), self.layout)
    }
}

impl<T, S> Tensor<T, S> {
    /// Wraps storage in a layout: the one point where a layout meets a shape type. `retype`
    /// and `with_layout` come through here too.
    ///
    /// The caller keeps two rules: the layout's dims agree with `S` (its rank, and the size of
    /// every `D<N>` and `One` axis), and every element the layout reaches lies inside
    /// `storage`. Debug builds check both here, for every `S`, with no bound on `S`
    /// (`dims_check`: the static dims come from the type's name, since the result types of
    /// ops are projections with no `Shape` bound). Release builds rely on the caller, which
    /// derives the dims from dims already checked against a type:
    /// - constructors and `*_with_dims` entry points: the user's dims, through
    ///   `Shape::check_dims` (in release too);
    /// - broadcasting ops (arithmetic, comparisons, `where_`): the inputs' dims through
    ///   `typed_broadcast_layout`, which applies `BroadcastWith::STRICT_AXES`;
    /// - same-shape ops (unary maps, scalar ops, `softmax`, `contiguous`, `*_into`): the
    ///   input's own dims;
    /// - views and copies that move, insert, remove or resize an axis (permute, squeeze,
    ///   unsqueeze, select, narrow, reshape, reductions, `topk`, gathers, `cat`, `stack`,
    ///   matmul): the input's dims changed at the axis index the shape trait states
    ///   (`Axis::INDEX` and friends), as the trait changes the type.
    #[cfg_attr(debug_assertions, track_caller)]
    pub(crate) fn from_parts(storage: Buffer<T>, layout: Layout) -> Self {
        dims_check::debug_assert_dims_fit::<S>(layout.dims());
        if cfg!(debug_assertions) {
            let end = layout.end().unwrap_or(0);
            assert!(
                end <= storage.len(),
                "internal error: a layout that ends at element {end} of a storage of {}",
                storage.len()
            );
        }
        Tensor {
            storage,
            layout,
            shape: PhantomData,
            record: Plain,
        }
    }

    /// The same tensor as another shape type whose static dims its run-time dims also fit
    /// (for example `Broadcast<S1, S2>` when the broadcast did not change `S1`'s dims).
    #[cfg_attr(debug_assertions, track_caller)]
    pub(crate) fn retype<S2>(self) -> Tensor<T, S2> {
        Tensor::from_parts(self.storage, self.layout)
    }

    /// The elements as a mutable row-major slice, if no other tensor shares them and they are
    /// contiguous from the start of the storage.
    pub(crate) fn unique_elements_mut(&mut self) -> Option<&mut [T]> {
        let n = self.layout.numel();
        if !(self.layout.is_contiguous() && self.layout.offset() == 0 && self.storage.len() == n) {
            return None;
        }
        self.storage.get_mut()
    }
}

impl<T: Copy + Send + Sync, S> Tensor<T, S> {
    /// `self[i] = f(self[i], other[i])` in this tensor's own buffer, when no other tensor
    /// shares it and it is contiguous: owned operands become results without allocating.
    /// Returns `false`, with `self` untouched, otherwise. `other` must be seen with `self`'s dims.
    pub(crate) fn assign_if_unique<B: Copy + Sync>(
        &mut self,
        other: Operand<'_, B>,
        f: impl Fn(T, B) -> T + Sync,
    ) -> bool {
        let layout = self.layout;
        match self.unique_elements_mut() {
            Some(out) => {
                kernel::assign(out, layout.dims(), other, f);
                true
            }
            None => false,
        }
    }

    /// [`assign_if_unique`](Self::assign_if_unique) with an arithmetic op, run by the
    /// element type's own kernel.
    pub(crate) fn assign_arith_if_unique(&mut self, other: Operand<'_, T>, op: Arith) -> bool
    where
        T: Element,
    {
        let layout = self.layout;
        match self.unique_elements_mut() {
            Some(out) => {
                T::assign_arith(op, out, layout.dims(), other);
                true
            }
            None => false,
        }
    }

    /// The elements as a mutable row-major slice, copying them first if they are shared or not
    /// contiguous (copy on write); an `Err` of op `op`, with the tensor unchanged, when the copy
    /// cannot be allocated (a broadcast view's copy can be far larger than its storage).
    pub(crate) fn make_elements_mut(&mut self, op: &'static str) -> Result<&mut [T], ShapeError> {
        if self.unique_elements_mut().is_none() {
            let dims = self.layout.dims().to_vec();
            let copy = kernel::map(&dims, self.operand(&dims), core::convert::identity);
            self.storage = copy.in_op(op)?;
            self.layout = Layout::contiguous(&dims).expect("dims of an existing tensor fit");
        }
        Ok(self
            .unique_elements_mut()
            .expect("storage was just made unique and contiguous"))
    }
}

//! `unsqueeze::<A>()`: a new size-one axis, as a view.

use crate::layout::Layout;
use crate::shape::{new_axis_index, Unsqueeze};
use crate::tensor::Derivation;
use crate::{Record, Tensor};

impl<T, S, R: Record<T>> Tensor<T, S, R> {
    /// A view with a new size-one axis ([`One`](crate::One)) at position `A`; the other axes keep their
    /// order. `A` may be the rank (appends). No copy
    /// (views share storage: see [`view`](Self::view)).
    ///
    /// An axis above the rank is a compile error naming the axis and the shape:
    /// "cannot insert axis 3 into shape `(D<2>, D<3>)`".
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let w = Tensor::<f32, shape![5, 64]>::ones();
    /// let a: Tensor<f32, shape![1, 5, 64]> = w.unsqueeze::<0>();
    /// let b: Tensor<f32, shape![5, 64, 1]> = w.unsqueeze::<2>();
    /// assert_eq!(a.dims(), &[1, 5, 64]);
    /// assert_eq!(b.dims(), &[5, 64, 1]);
    /// ```
    pub fn unsqueeze<const A: usize>(&self) -> Tensor<T, <S as Unsqueeze<A>>::Output, R>
    where
        S: Unsqueeze<A>,
    {
        let layout = self.layout();
        let mut dims = layout.dims().to_vec();
        let mut strides = layout.strides().to_vec();
        // Any stride serves a size-one axis; this one keeps a contiguous layout contiguous.
        let axis = new_axis_index(A, dims.len());
        let stride = match dims.get(axis) {
            Some(&dim) => strides[axis] * dim,
            None => 1,
        };
        dims.insert(axis, 1);
        strides.insert(axis, stride);
        let value = self.with_layout(Layout::strided(&dims, &strides, layout.offset()));
        self.derive_view(value, || Derivation::Reshape {
            dims: self.dims().to_vec(),
        })
    }
}

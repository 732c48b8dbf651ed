//! `permute::<axes![..]>()`, `transpose::<A, B>()` and `t()`: reordered axes, as views.

use crate::layout::Layout;
use crate::shape::{MatrixShape, Permute, PermuteAxes, Transpose};
use crate::tensor::Derivation;
use crate::{Record, Tensor};

impl<T, S, R: Record<T>> Tensor<T, S, R> {
    /// A view with the axes reordered: result axis `i` is axis `P[i]` of this tensor. The
    /// permutation is written with [`axes!`](crate::axes). No copy
    /// (views share storage: see [`view`](Self::view)).
    ///
    /// A repeated axis or an axis out of range for the permutation is a compile error on that
    /// axis in `axes![..]`; a permutation whose length is not the rank is a compile error
    /// naming the shape and the permutation.
    ///
    /// ```
    /// use typed_tensor::{axes, shape, Tensor};
    /// let x = Tensor::<i32, shape![2, 3, 4]>::from_fn(|i| (100 * i[0] + 10 * i[1] + i[2]) as i32);
    /// let y: Tensor<i32, shape![4, 2, 3]> = x.permute::<axes![2, 0, 1]>();
    /// assert_eq!(y.get(&[3, 1, 2]), Some(&123)); // y[k, i, j] == x[i, j, k]
    /// assert_eq!(y.strides(), &[1, 12, 4]);
    /// ```
    pub fn permute<P: PermuteAxes>(&self) -> Tensor<T, <S as Permute<P>>::Output, R>
    where
        S: Permute<P>,
    {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = P::CHECK;
        self.derive_view(self.permute_unchecked::<P>(), || Derivation::Permute {
            axes: P::AXES.to_vec(),
        })
    }

    /// `permute` without the compile-time check, which each public caller evaluates itself so
    /// that a build error names the caller's line once.
    pub(crate) fn permute_unchecked<P: PermuteAxes>(&self) -> Tensor<T, <S as Permute<P>>::Output>
    where
        S: Permute<P>,
    {
        let layout = self.layout();
        let (dims, strides): (Vec<usize>, Vec<usize>) = P::AXES
            .iter()
            .map(|&axis| (layout.dims()[axis], layout.strides()[axis]))
            .unzip();
        self.with_layout(Layout::strided(&dims, &strides, layout.offset()))
    }

    /// A view with axes `A` and `B` swapped. No copy
    /// (views share storage: see [`view`](Self::view)). An axis out of range is a compile error
    /// naming the shape and the axis.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<i32, shape![2, 3, 4]>::from_fn(|i| (100 * i[0] + 10 * i[1] + i[2]) as i32);
    /// let y: Tensor<i32, shape![4, 3, 2]> = x.transpose::<0, 2>();
    /// assert_eq!(y.get(&[3, 2, 1]), Some(&123));
    /// ```
    pub fn transpose<const A: usize, const B: usize>(
        &self,
    ) -> Tensor<T, <S as Transpose<A, B>>::Output, R>
    where
        S: Transpose<A, B>,
    {
        let layout = self.layout();
        let mut dims = layout.dims().to_vec();
        let mut strides = layout.strides().to_vec();
        dims.swap(A, B);
        strides.swap(A, B);
        let value = self.with_layout(Layout::strided(&dims, &strides, layout.offset()));
        self.derive_view(value, || {
            let mut axes: Vec<usize> = (0..dims.len()).collect();
            axes.swap(A, B);
            Derivation::Permute { axes }
        })
    }
}

impl<T, S, R: Record<T>> Tensor<T, S, R> {
    /// The transpose of a rank-2 tensor, as a view: PyTorch's `t()`. No copy
    /// (views share storage: see [`view`](Self::view)). On another rank
    /// it is a compile error (E0599: "the method `t` exists for struct `Tensor<f32, (D<2>,
    /// D<3>, D<4>)>`, but its trait bounds were not satisfied", then "`(D<2>, D<3>, D<4>):
    /// MatrixShape`"); use [`transpose`](Self::transpose) for other ranks.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<i32, shape![2, 3]>::from_vec(vec![1, 2, 3, 4, 5, 6]).unwrap();
    /// let y: Tensor<i32, shape![3, 2]> = x.t();
    /// assert_eq!(y.to_vec(), [1, 4, 2, 5, 3, 6]);
    /// ```
    pub fn t(&self) -> Tensor<T, <S as MatrixShape>::Transposed, R>
    where
        S: MatrixShape,
    {
        let layout = self.layout();
        let (dims, strides) = (layout.dims(), layout.strides());
        let value = self.with_layout(Layout::strided(
            &[dims[1], dims[0]],
            &[strides[1], strides[0]],
            layout.offset(),
        ));
        self.derive_view(value, || Derivation::Permute { axes: vec![1, 0] })
    }
}

//! `broadcast_to::<S>()` / `expand::<S>()`: a stride-0 view in a larger shape.

use crate::error::OrPanic;
use crate::error::ShapeError;
use crate::layout::{check_broadcast_into, numel_of, Layout};
use crate::shape::{BroadcastInto, Shape};
use crate::tensor::Derivation;
use crate::{Record, Tensor};

impl<T, S, R: Record<T>> Tensor<T, S, R> {
    /// A view of this tensor broadcast to the shape `S2`: NumPy's `broadcast_to`, PyTorch's
    /// `expand`. Axes added in front and size-one axes that grow are read with stride 0, so
    /// nothing is copied.
    ///
    /// `S` must broadcast into `S2` without changing it (aligned from the right, each axis
    /// equal to the target's or `One`); otherwise it is a compile error naming both shapes
    /// and the failing axes. Size 0 follows NumPy: `One` grows to `D<0>`, `D<0>` does not fit
    /// `D<3>`.
    ///
    /// A `Dyn` axis of `S2` takes its size from the aligned axis of this tensor. It panics
    /// when a `Dyn` axis of this tensor does not fit, or when a `Dyn` axis of `S2` has no
    /// aligned axis to take its size from (see [`try_broadcast_to_dims`](Self::try_broadcast_to_dims)).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let row = Tensor::<i32, shape![3]>::from_vec(vec![1, 2, 3]).unwrap();
    /// let grid: Tensor<i32, shape![2, 3]> = row.broadcast_to();
    /// assert_eq!(grid.strides(), &[0, 1]);
    /// assert_eq!(grid.to_vec(), [1, 2, 3, 1, 2, 3]);
    /// ```
    #[track_caller]
    pub fn broadcast_to<S2: Shape>(&self) -> Tensor<T, S2, R>
    where
        S: BroadcastInto<S2>,
    {
        self.try_broadcast_to::<S2>().or_panic()
    }

    /// PyTorch's name for [`broadcast_to`](Self::broadcast_to).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let column = Tensor::<i32, shape![2, 1]>::from_vec(vec![1, 2]).unwrap();
    /// let wide = column.expand::<shape![2, 3]>();
    /// assert_eq!(wide.to_vec(), [1, 1, 1, 2, 2, 2]);
    /// ```
    #[track_caller]
    pub fn expand<S2: Shape>(&self) -> Tensor<T, S2, R>
    where
        S: BroadcastInto<S2>,
    {
        self.broadcast_to::<S2>()
    }

    /// [`broadcast_to`](Self::broadcast_to), with an `Err` instead of a panic.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<i32, shape![dyn]>::from_shape_vec(&[2], vec![1, 2]).unwrap();
    /// let err = x.try_broadcast_to::<shape![3]>().unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "shape [2] cannot be broadcast into [3]: axis 0 is 2 but the target's axis 0 is 3"
    /// );
    /// ```
    pub fn try_broadcast_to<S2: Shape>(&self) -> Result<Tensor<T, S2, R>, ShapeError>
    where
        S: BroadcastInto<S2>,
    {
        let source = self.dims();
        let lead = S2::RANK.checked_sub(source.len());
        let dims = S2::STATIC_DIMS
            .iter()
            .enumerate()
            .map(|(axis, size)| match size {
                Some(n) => Ok(*n),
                None => lead
                    .and_then(|lead| axis.checked_sub(lead))
                    .map(|i| source[i])
                    .ok_or_else(|| ShapeError::Transform {
                        op: "broadcast",
                        from: source.to_vec(),
                        to: S2::describe(),
                        reason: format!(
                            "its axis {axis} is `Dyn` and no axis of the source gives its size; \
                             use try_broadcast_to_dims"
                        ),
                    }),
            })
            .collect::<Result<Vec<_>, _>>()?;
        self.try_broadcast_to_dims::<S2>(&dims)
    }

    /// [`broadcast_to`](Self::broadcast_to) with the target's run-time dims given, for
    /// targets whose `Dyn` axes the source cannot size (a new batch axis, say).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let bias = Tensor::<f32, shape![4]>::full(0.5);
    /// let batch = 3;
    /// let b = bias.try_broadcast_to_dims::<shape![dyn, 4]>(&[batch, 4]).unwrap();
    /// assert_eq!(b.dims(), &[3, 4]);
    /// assert!(bias.try_broadcast_to_dims::<shape![dyn, 4]>(&[3, 5]).is_err());
    /// ```
    pub fn try_broadcast_to_dims<S2: Shape>(
        &self,
        dims: &[usize],
    ) -> Result<Tensor<T, S2, R>, ShapeError>
    where
        S: BroadcastInto<S2>,
    {
        S2::check_dims(dims)?;
        numel_of(dims)?;
        let layout = self.layout();
        check_broadcast_into(layout.dims(), dims, S::STRICT_AXES)
            .map_err(ShapeError::naming_dims::<S, S2>)?;
        let strides = layout.broadcast_strides(dims);
        let value = self.with_layout(Layout::strided(
            dims,
            &strides[..dims.len()],
            layout.offset(),
        ));
        Ok(self.derive_view(value, || Derivation::SumTo {
            dims: self.dims().to_vec(),
        }))
    }
}

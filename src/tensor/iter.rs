//! Iteration over a tensor's elements in logical row-major order.

use super::Tensor;
use crate::limits::MAX_RANK;

/// The elements of a tensor in row-major logical order, whatever its strides.
///
/// ```
/// use typed_tensor::{shape, Tensor};
/// let t = Tensor::<i32, shape![2, 2]>::from_vec(vec![1, 2, 3, 4]).unwrap();
/// assert_eq!(t.iter().copied().sum::<i32>(), 10);
/// ```
pub struct Iter<'a, T> {
    data: &'a [T],
    dims: &'a [usize],
    strides: &'a [usize],
    index: [usize; MAX_RANK],
    offset: usize,
    remaining: usize,
}

impl<'a, T> Iterator for Iter<'a, T> {
    type Item = &'a T;

    fn next(&mut self) -> Option<&'a T> {
        if self.remaining == 0 {
            return None;
        }
        self.remaining -= 1;
        let item = &self.data[self.offset];
        for axis in (0..self.dims.len()).rev() {
            self.index[axis] += 1;
            if self.index[axis] < self.dims[axis] {
                self.offset += self.strides[axis];
                break;
            }
            self.offset -= (self.dims[axis] - 1) * self.strides[axis];
            self.index[axis] = 0;
        }
        Some(item)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.remaining, Some(self.remaining))
    }
}

impl<T> ExactSizeIterator for Iter<'_, T> {}

impl<T, S> Tensor<T, S> {
    /// The elements in row-major logical order.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<u8, shape![3]>::from_vec(vec![4, 5, 6]).unwrap();
    /// assert_eq!(t.iter().max(), Some(&6));
    /// ```
    pub fn iter(&self) -> Iter<'_, T> {
        let layout = self.layout();
        Iter {
            data: &self.storage,
            dims: layout.dims(),
            strides: layout.strides(),
            index: [0; MAX_RANK],
            offset: layout.offset(),
            remaining: layout.numel(),
        }
    }
}

impl<T: Copy, S> Tensor<T, S> {
    /// The first element, in row-major order, for which `pred` holds, reading each stored
    /// element once: axes of stride 0 (broadcast) are read at index 0 only, so a broadcast view
    /// is searched in the time its storage takes, whatever its dims. The first such element of
    /// the view is the same: each element's first place in row-major order is at index 0 of
    /// every broadcast axis.
    pub(crate) fn find_stored(&self, pred: impl Fn(T) -> bool) -> Option<T> {
        let layout = self.layout();
        let rank = layout.dims().len();
        let mut dims = [0; MAX_RANK];
        for ((d, &n), &stride) in dims.iter_mut().zip(layout.dims()).zip(layout.strides()) {
            *d = if stride == 0 { n.min(1) } else { n };
        }
        let dims = &dims[..rank];
        let mut stored = Iter {
            data: &self.storage,
            dims,
            strides: layout.strides(),
            index: [0; MAX_RANK],
            offset: layout.offset(),
            remaining: dims.iter().product(),
        };
        stored.find(|&&x| pred(x)).copied()
    }
}

impl<'a, T, S> IntoIterator for &'a Tensor<T, S> {
    type Item = &'a T;
    type IntoIter = Iter<'a, T>;

    fn into_iter(self) -> Iter<'a, T> {
        self.iter()
    }
}

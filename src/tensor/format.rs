//! `Display` as nested brackets, NumPy style; `Debug` adds the shape type.

use super::Tensor;
use crate::shape::Shape;
use core::fmt;

impl<T: fmt::Display, S> fmt::Display for Tensor<T, S> {
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<i32, shape![2, 3]>::from_vec(vec![1, 2, 3, 4, 5, 6]).unwrap();
    /// assert_eq!(t.to_string(), "[[1, 2, 3],\n [4, 5, 6]]");
    /// let f = Tensor::<f32, shape![2]>::from_vec(vec![0.5, 1.0]).unwrap();
    /// assert_eq!(format!("{f:.2}"), "[0.50, 1.00]");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let elements: Vec<&T> = self.iter().collect();
        write_level(f, self.dims(), &elements, 0)
    }
}

fn write_level<T: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    dims: &[usize],
    elements: &[&T],
    depth: usize,
) -> fmt::Result {
    let Some((&len, inner)) = dims.split_first() else {
        return fmt::Display::fmt(elements[0], f);
    };
    let block = inner.iter().product::<usize>();
    f.write_str("[")?;
    for i in 0..len {
        if i > 0 {
            let breaks = if inner.is_empty() { 0 } else { inner.len() };
            f.write_str(",")?;
            if breaks == 0 {
                f.write_str(" ")?;
            } else {
                f.write_str(&"\n".repeat(breaks))?;
                f.write_str(&" ".repeat(depth + 1))?;
            }
        }
        write_level(f, inner, &elements[i * block..(i + 1) * block], depth + 1)?;
    }
    f.write_str("]")
}

impl<T: fmt::Display, S: Shape> fmt::Debug for Tensor<T, S> {
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<u8, shape![dyn, 2]>::from_shape_vec(&[1, 2], vec![1, 2]).unwrap();
    /// assert_eq!(format!("{t:?}"), "Tensor<(Dyn, D<2>)> dims [1, 2]\n[[1, 2]]");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Tensor<{}> dims {:?}", S::describe(), self.dims())?;
        fmt::Display::fmt(self, f)
    }
}

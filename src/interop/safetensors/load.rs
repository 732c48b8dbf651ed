//! Loading a named tensor from a parsed safetensors file into a typed tensor.

use super::{SafetensorsElement, SafetensorsError};
use crate::interop::build::tensor_from_iter;
use crate::shape::Shape;
use crate::tensor::Tensor;
use safetensors::tensor::{SafeTensorError, SafeTensors};

// The element bound sits on each method, not on the impl, so that a wrong element type is
// reported with `SafetensorsElement`'s message (E0277) rather than E0599's "exists but its
// trait bounds were not satisfied" and its list of other constructors.
impl<T, S: Shape> Tensor<T, S> {
    /// The tensor called `name` in a safetensors file, checked against this type: its dtype
    /// must be `T`'s ([`SafetensorsElement::DTYPE`]) or one that widens into it exactly (`F16`
    /// and `BF16` into `f32` and `f64`, `F32` into `f64`), and its dims must fit `S` (`Dyn`
    /// axes take the file's sizes). The elements are copied once, from the file's bytes into
    /// the tensor's storage.
    ///
    /// `file` is the `safetensors` crate's parsed view of the file's bytes: read them with
    /// `std::fs::read`, or memory-map the file, then `SafeTensors::deserialize`.
    ///
    /// ```
    /// use safetensors::tensor::{serialize, Dtype, SafeTensors, TensorView};
    /// use typed_tensor::{shape, Tensor};
    ///
    /// // A file written by the safetensors crate itself: 2 x 2 little-endian f64.
    /// let data: Vec<u8> = [1.5f64, -2.0, 0.25, 8.0].iter().flat_map(|x| x.to_le_bytes()).collect();
    /// let view = TensorView::new(Dtype::F64, vec![2, 2], &data).unwrap();
    /// let bytes = serialize([("m", view)], None).unwrap();
    ///
    /// let file = SafeTensors::deserialize(&bytes).unwrap();
    /// let m = Tensor::<f64, shape![2, 2]>::from_safetensors(&file, "m").unwrap();
    /// assert_eq!(m.to_vec(), [1.5, -2.0, 0.25, 8.0]);
    /// let err = Tensor::<f64, shape![2, 2]>::from_safetensors(&file, "n").unwrap_err();
    /// assert_eq!(err.to_string(), "no tensor `n` in the file; it has `m`");
    /// ```
    pub fn from_safetensors(file: &SafeTensors<'_>, name: &str) -> Result<Self, SafetensorsError>
    where
        T: SafetensorsElement,
    {
        let view = file.tensor(name).map_err(|error| match error {
            SafeTensorError::TensorNotFound(_) => {
                let mut available: Vec<String> =
                    file.names().into_iter().map(str::to_owned).collect();
                available.sort_unstable();
                SafetensorsError::Missing {
                    name: name.to_owned(),
                    available,
                }
            }
            other => SafetensorsError::Format(other),
        })?;
        let dims = view.shape();
        let widening = match view.dtype() == T::DTYPE {
            true => None,
            false => match T::widening(view.dtype()) {
                Some(widening) => Some(widening),
                None => {
                    return Err(SafetensorsError::Dtype {
                        name: name.to_owned(),
                        expected: T::DTYPE,
                        shape: S::describe(),
                        found: view.dtype(),
                        dims: dims.to_vec(),
                    })
                }
            },
        };
        let shape_error = |error| SafetensorsError::Shape {
            name: name.to_owned(),
            dtype: view.dtype(),
            error: Box::new(error),
        };
        S::check_dims(dims).map_err(shape_error)?;
        let numel = crate::layout::numel_of(dims).map_err(shape_error)?;
        // The crate validated the byte length when parsing; checked again so that a short
        // slice is an error here rather than a panic in the copy.
        let bytes = view.data();
        let size = widening.map_or(T::SIZE, |(size, _)| size);
        if numel.checked_mul(size) != Some(bytes.len()) {
            return Err(SafetensorsError::Format(
                SafeTensorError::InvalidTensorView(view.dtype(), dims.to_vec(), bytes.len()),
            ));
        }
        if let Some(index) = T::first_invalid(bytes) {
            return Err(SafetensorsError::InvalidBool {
                name: name.to_owned(),
                index,
                byte: bytes[index * T::SIZE],
            });
        }
        let values = match widening {
            // The type's own dtype decodes inline; a widening through its decoder.
            None => tensor_from_iter("load", dims, bytes.chunks_exact(T::SIZE).map(T::from_le)),
            Some((size, decode)) => {
                tensor_from_iter("load", dims, bytes.chunks_exact(size).map(decode))
            }
        };
        values.map_err(shape_error)
    }
}

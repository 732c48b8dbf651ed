//! Saving a set of named tensors, of any element types and layouts, through the
//! `safetensors` crate's serializer.

use super::{SafetensorsElement, SafetensorsError};
use crate::tensor::Tensor;
use safetensors::tensor::{Dtype, SafeTensorError, View};
use std::borrow::Cow;
use std::path::Path;

/// A tensor seen as a safetensors `View`, for saving: its dtype, its dims, and its elements as
/// little-endian bytes in row-major order, produced only when the serializer asks for them.
///
/// Made by [`Tensor::safetensors_view`]; pass a set of them to [`serialize`],
/// [`serialize_to_file`], or the `safetensors` crate's own functions.
pub struct SafetensorsView<'a> {
    dtype: Dtype,
    dims: Vec<usize>,
    /// `None` when the byte count overflows `usize`, which a tensor's element limit
    /// (`ShapeError::ElementCountOverflow`) rules out; kept as a guard: `serialize` rejects the
    /// set before the serializer asks.
    len_bytes: Option<usize>,
    tensor: &'a dyn RowMajorBytes,
}

/// A tensor's elements as row-major little-endian bytes, whatever its element type.
trait RowMajorBytes {
    fn row_major_bytes(&self) -> Vec<u8>;
}

impl<T: SafetensorsElement, S> RowMajorBytes for Tensor<T, S> {
    fn row_major_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.numel() * T::SIZE);
        for &x in self.iter() {
            x.push_le(&mut out);
        }
        out
    }
}

impl<T, S> Tensor<T, S> {
    /// This tensor as a named entry for [`serialize`] or [`serialize_to_file`]: nothing is
    /// copied until the file is written, then the elements are written in row-major order
    /// whatever the layout.
    ///
    /// ```
    /// use safetensors::{Dtype, SafeTensors};
    /// use typed_tensor::interop::safetensors::serialize;
    /// use typed_tensor::{shape, Tensor};
    ///
    /// let t = Tensor::<u16, shape![2, 3]>::from_fn(|i| (10 * i[0] + i[1]) as u16);
    /// let bytes = serialize([("t", t.t().safetensors_view())]).unwrap();
    /// let file = SafeTensors::deserialize(&bytes).unwrap();
    /// let read = file.tensor("t").unwrap();
    /// assert_eq!((read.dtype(), read.shape()), (Dtype::U16, &[3, 2][..]));
    /// assert_eq!(read.data(), [0, 0, 10, 0, 1, 0, 11, 0, 2, 0, 12, 0]);
    /// ```
    pub fn safetensors_view(&self) -> SafetensorsView<'_>
    where
        T: SafetensorsElement,
    {
        SafetensorsView {
            dtype: T::DTYPE,
            dims: self.dims().to_vec(),
            // Checked: a broadcast view's elements need not exist in memory.
            len_bytes: crate::layout::numel_of(self.dims())
                .ok()
                .and_then(|n| n.checked_mul(T::SIZE)),
            tensor: self,
        }
    }
}

impl View for SafetensorsView<'_> {
    fn dtype(&self) -> Dtype {
        self.dtype
    }

    fn shape(&self) -> &[usize] {
        &self.dims
    }

    fn data(&self) -> Cow<'_, [u8]> {
        Cow::Owned(self.tensor.row_major_bytes())
    }

    fn data_len(&self) -> usize {
        // `serialize` and `serialize_to_file` reject views without a length first; the
        // `safetensors` crate's own functions get a length its allocation refuses.
        self.len_bytes.unwrap_or(usize::MAX)
    }
}

/// Named views with their names checked to be distinct.
fn named<'a, N: AsRef<str>>(
    tensors: impl IntoIterator<Item = (N, SafetensorsView<'a>)>,
) -> Result<Vec<(String, SafetensorsView<'a>)>, SafetensorsError> {
    let named: Vec<_> = tensors
        .into_iter()
        .map(|(name, view)| (name.as_ref().to_owned(), view))
        .collect();
    let mut names: Vec<&str> = named.iter().map(|(name, _)| name.as_str()).collect();
    names.sort_unstable();
    if let Some(pair) = names.windows(2).find(|pair| pair[0] == pair[1]) {
        return Err(SafetensorsError::DuplicateName {
            name: pair[0].to_owned(),
        });
    }
    if named.iter().any(|(_, view)| view.len_bytes.is_none()) {
        return Err(SafetensorsError::Format(
            SafeTensorError::ValidationOverflow,
        ));
    }
    Ok(named)
}

/// A set of named tensors as the bytes of a safetensors file.
///
/// Names must be distinct ([`SafetensorsError::DuplicateName`] otherwise). The `safetensors`
/// crate lays the file out (its header lists the tensors sorted by dtype, then name).
///
/// ```
/// use safetensors::SafeTensors;
/// use typed_tensor::interop::safetensors::serialize;
/// use typed_tensor::{shape, Tensor};
///
/// let a = Tensor::<f32, shape![2]>::from_vec(vec![1.0, 2.0]).unwrap();
/// let bytes = serialize([("a", a.safetensors_view())]).unwrap();
/// assert_eq!(SafeTensors::deserialize(&bytes).unwrap().names(), ["a"]);
/// let twice = serialize([("a", a.safetensors_view()), ("a", a.safetensors_view())]);
/// assert_eq!(twice.unwrap_err().to_string(), "two tensors to save are named `a`");
/// ```
pub fn serialize<'a, N: AsRef<str>>(
    tensors: impl IntoIterator<Item = (N, SafetensorsView<'a>)>,
) -> Result<Vec<u8>, SafetensorsError> {
    Ok(safetensors::serialize(named(tensors)?, None)?)
}

/// A set of named tensors written to a safetensors file at `path` (replaced if it exists).
///
/// As [`serialize`], streamed to the file by the `safetensors` crate, one tensor's bytes in
/// memory at a time.
///
/// ```
/// use typed_tensor::interop::safetensors::serialize_to_file;
/// use typed_tensor::{shape, Tensor};
///
/// let path = std::env::temp_dir().join(format!("typed_tensor_doc_{}.safetensors", std::process::id()));
/// let w = Tensor::<f64, shape![2, 2]>::ones();
/// serialize_to_file([("w", w.safetensors_view())], &path).unwrap();
/// let bytes = std::fs::read(&path).unwrap();
/// let file = safetensors::SafeTensors::deserialize(&bytes).unwrap();
/// assert_eq!(Tensor::<f64, shape![2, 2]>::from_safetensors(&file, "w").unwrap(), w);
/// std::fs::remove_file(&path).unwrap();
/// ```
pub fn serialize_to_file<'a, N: AsRef<str>>(
    tensors: impl IntoIterator<Item = (N, SafetensorsView<'a>)>,
    path: impl AsRef<Path>,
) -> Result<(), SafetensorsError> {
    Ok(safetensors::serialize_to_file(
        named(tensors)?,
        None,
        path.as_ref(),
    )?)
}

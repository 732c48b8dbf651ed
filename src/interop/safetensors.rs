//! Named tensors in the [safetensors](https://huggingface.co/docs/safetensors) format
//! (feature `safetensors`): load one into a typed `Tensor<T, S>`, save a set of them.
//!
//! Loading checks the file's dtype and dims against the tensor's type and returns a
//! [`SafetensorsError`] naming the tensor, what the type wants and what the file has. The
//! elements are copied once, from the file's bytes into the tensor's storage, decoded as
//! little-endian values one by one: the format stores no alignment, so the bytes are never
//! reinterpreted in place, and big-endian machines read the same values. `Dyn` axes take the
//! file's sizes.
//!
//! Saving writes any tensor, whatever its layout (views, transposes and broadcasts are written
//! as the row-major elements they show), through the `safetensors` crate's own serializer.
//!
//! ```
//! use safetensors::SafeTensors;
//! use typed_tensor::interop::safetensors::{serialize, SafetensorsError};
//! use typed_tensor::{shape, Tensor};
//!
//! let w = Tensor::<f32, shape![3, 2]>::from_fn(|i| (i[0] * 2 + i[1]) as f32 / 10.0);
//! let b = Tensor::<i64, shape![2]>::from_vec(vec![-1, 1]).unwrap();
//! let bytes = serialize([("layer.w", w.t().safetensors_view()), ("layer.b", b.safetensors_view())])?;
//!
//! let file = SafeTensors::deserialize(&bytes)?; // or std::fs::read(path), or a memory map
//! let wt = Tensor::<f32, shape![2, dyn]>::from_safetensors(&file, "layer.w")?;
//! assert_eq!(wt.to_vec(), w.t().to_vec());
//! assert_eq!(wt.dims(), &[2, 3]);
//!
//! let err = Tensor::<f32, shape![2]>::from_safetensors(&file, "layer.b").unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "tensor `layer.b` is I64 with dims [2] in the file, but the type wants F32 with shape (D<2>,)"
//! );
//! let err = Tensor::<f32, shape![3, 2]>::from_safetensors(&file, "layer.w").unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "tensor `layer.w` (F32 in the file): dims [2, 3] do not fit shape (D<3>, D<2>): axis 0 is 2, the type says 3"
//! );
//! # Ok::<(), SafetensorsError>(())
//! ```

use super::build::tensor_from_iter;
use crate::error::ShapeError;
use crate::shape::Shape;
use crate::tensor::Tensor;
use core::fmt;
use safetensors::tensor::{Dtype, SafeTensorError, SafeTensors, View};
use std::borrow::Cow;
use std::path::Path;

/// An element type with a safetensors dtype: `bool`, `u8`, `i8`, `u16`, `i16`, `u32`, `i32`,
/// `u64`, `i64`, `f32`, `f64`.
///
/// Other dtypes of the format (`F16`, `BF16`, the 8-bit and smaller floats, `C64`) have no
/// element type in this crate; a file's tensor of such a dtype loads with a dtype error.
///
/// ```
/// use safetensors::Dtype;
/// use typed_tensor::interop::safetensors::SafetensorsElement;
/// assert_eq!(<f32 as SafetensorsElement>::DTYPE, Dtype::F32);
/// assert_eq!(<bool as SafetensorsElement>::DTYPE, Dtype::BOOL);
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no safetensors dtype",
    label = "safetensors stores bool, u8, i8, u16, i16, u32, i32, u64, i64, f32 and f64",
    note = "load into one of those element types, then convert the elements"
)]
pub trait SafetensorsElement: Copy + sealed::LeBytes {
    /// The dtype this element is stored as.
    const DTYPE: Dtype;
}

mod sealed {
    /// Little-endian encoding of one element; sealed, so the set of element types stays the
    /// one the format defines.
    pub trait LeBytes: Sized {
        /// Bytes per element.
        const SIZE: usize;
        /// The row-major index of the first element whose bytes are no valid value (only
        /// `bool` has invalid bytes).
        fn first_invalid(_bytes: &[u8]) -> Option<usize> {
            None
        }
        /// The element from exactly `SIZE` bytes that `first_invalid` accepted.
        fn from_le(bytes: &[u8]) -> Self;
        /// Appends the element's `SIZE` bytes.
        fn push_le(self, out: &mut Vec<u8>);
    }
}

macro_rules! number_elements {
    ($($t:ty => $dtype:ident),*) => {$(
        impl sealed::LeBytes for $t {
            const SIZE: usize = core::mem::size_of::<$t>();
            #[inline(always)]
            fn from_le(bytes: &[u8]) -> Self {
                <$t>::from_le_bytes(bytes.try_into().expect("chunks of exactly SIZE bytes"))
            }
            #[inline(always)]
            fn push_le(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
        }

        #[diagnostic::do_not_recommend]
        impl SafetensorsElement for $t {
            const DTYPE: Dtype = Dtype::$dtype;
        }
    )*};
}

number_elements!(
    u8 => U8, i8 => I8, u16 => U16, i16 => I16, u32 => U32, i32 => I32,
    u64 => U64, i64 => I64, f32 => F32, f64 => F64
);

impl sealed::LeBytes for bool {
    const SIZE: usize = 1;
    /// Only 0 and 1 are booleans: any other byte is a corrupt file, not `true`.
    fn first_invalid(bytes: &[u8]) -> Option<usize> {
        bytes.iter().position(|&b| b > 1)
    }
    #[inline(always)]
    fn from_le(bytes: &[u8]) -> Self {
        bytes[0] != 0
    }
    #[inline(always)]
    fn push_le(self, out: &mut Vec<u8>) {
        out.push(u8::from(self));
    }
}

#[diagnostic::do_not_recommend]
impl SafetensorsElement for bool {
    const DTYPE: Dtype = Dtype::BOOL;
}

/// Why a tensor could not be loaded or a set of tensors saved.
#[derive(Debug)]
#[non_exhaustive]
pub enum SafetensorsError {
    /// The file has no tensor of this name.
    Missing {
        /// The name asked for.
        name: String,
        /// The names the file has, sorted.
        available: Vec<String>,
    },
    /// The file's dtype is not the tensor type's.
    Dtype {
        /// The tensor's name.
        name: String,
        /// The dtype of the tensor type's elements.
        expected: Dtype,
        /// The shape type as rustc prints it.
        shape: String,
        /// The file's dtype.
        found: Dtype,
        /// The file's dims.
        dims: Vec<usize>,
    },
    /// The file's dims do not fit the shape type, or their element count overflows.
    Shape {
        /// The tensor's name.
        name: String,
        /// The file's dtype (the type's, since it matched).
        dtype: Dtype,
        /// What the dims check found, naming the dims, the shape and the axis.
        error: ShapeError,
    },
    /// A `BOOL` tensor holds a byte other than 0 or 1.
    InvalidBool {
        /// The tensor's name.
        name: String,
        /// The element's row-major index.
        index: usize,
        /// The byte found there.
        byte: u8,
    },
    /// Two tensors of a set to save have the same name.
    DuplicateName {
        /// The name.
        name: String,
    },
    /// The bytes are not a valid safetensors file, or a file could not be read or written:
    /// the `safetensors` crate's error.
    Format(SafeTensorError),
}

impl fmt::Display for SafetensorsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SafetensorsError::Missing { name, available } => {
                write!(f, "no tensor `{name}` in the file; it has ")?;
                const SHOWN: usize = 10;
                match available.len() {
                    0 => f.write_str("none"),
                    n => {
                        let shown = available.iter().take(SHOWN);
                        let list = shown.map(|n| format!("`{n}`")).collect::<Vec<_>>();
                        write!(f, "{}", list.join(", "))?;
                        match n.checked_sub(SHOWN) {
                            Some(more) if more > 0 => write!(f, " and {more} more"),
                            _ => Ok(()),
                        }
                    }
                }
            }
            SafetensorsError::Dtype {
                name,
                expected,
                shape,
                found,
                dims,
            } => write!(
                f,
                "tensor `{name}` is {found} with dims {dims:?} in the file, but the type wants \
                 {expected} with shape {shape}"
            ),
            SafetensorsError::Shape { name, dtype, error } => {
                write!(f, "tensor `{name}` ({dtype} in the file): {error}")
            }
            SafetensorsError::InvalidBool { name, index, byte } => write!(
                f,
                "tensor `{name}` is BOOL but element {index} is the byte {byte}, not 0 or 1"
            ),
            SafetensorsError::DuplicateName { name } => {
                write!(f, "two tensors to save are named `{name}`")
            }
            SafetensorsError::Format(error) => write!(f, "safetensors: {error}"),
        }
    }
}

impl std::error::Error for SafetensorsError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SafetensorsError::Shape { error, .. } => Some(error),
            SafetensorsError::Format(error) => Some(error),
            _ => None,
        }
    }
}

impl From<SafeTensorError> for SafetensorsError {
    fn from(error: SafeTensorError) -> Self {
        SafetensorsError::Format(error)
    }
}

// The element bound sits on each method, not on the impl, so that a wrong element type is
// reported with `SafetensorsElement`'s message (E0277) rather than E0599's "exists but its
// trait bounds were not satisfied" and its list of other constructors.
impl<T, S: Shape> Tensor<T, S> {
    /// The tensor called `name` in a safetensors file, checked against this type: its dtype
    /// must be `T`'s ([`SafetensorsElement::DTYPE`]) and its dims must fit `S` (`Dyn` axes take
    /// the file's sizes). The elements are copied once, from the file's bytes into the
    /// tensor's storage.
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
        if view.dtype() != T::DTYPE {
            return Err(SafetensorsError::Dtype {
                name: name.to_owned(),
                expected: T::DTYPE,
                shape: S::describe(),
                found: view.dtype(),
                dims: dims.to_vec(),
            });
        }
        let shape_error = |error| SafetensorsError::Shape {
            name: name.to_owned(),
            dtype: view.dtype(),
            error,
        };
        S::check_dims(dims).map_err(shape_error)?;
        let numel = crate::layout::numel_of(dims).map_err(shape_error)?;
        // The crate validated the byte length when parsing; checked again so that a short
        // slice is an error here rather than a panic in the copy.
        let bytes = view.data();
        if numel.checked_mul(T::SIZE) != Some(bytes.len()) {
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
        tensor_from_iter(dims, bytes.chunks_exact(T::SIZE).map(T::from_le)).map_err(shape_error)
    }
}

/// A tensor seen as a safetensors `View`, for saving: its dtype, its dims, and its elements as
/// little-endian bytes in row-major order, produced only when the serializer asks for them.
///
/// Made by [`Tensor::safetensors_view`]; pass a set of them to [`serialize`],
/// [`serialize_to_file`], or the `safetensors` crate's own functions.
pub struct SafetensorsView<'a> {
    dtype: Dtype,
    dims: Vec<usize>,
    /// `None` when the byte count overflows `usize` (a huge broadcast view): `serialize`
    /// rejects the set before the serializer asks.
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

//! `SafetensorsError`: why a load or a save failed, naming the tensor and both sides.

use crate::error::ShapeError;
use core::fmt;
use safetensors::tensor::{Dtype, SafeTensorError};

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
        /// The file's dtype: the type's, or one that widens into it.
        dtype: Dtype,
        /// What the dims check found, naming the dims, the shape and the axis (boxed, so that
        /// the whole error stays small enough to return by value).
        error: Box<ShapeError>,
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
    /// Tensors of the file under the prefix that no parameter of the model takes, in a strict
    /// load of a model's parameters.
    Unexpected {
        /// The prefix of the names that were to be loaded.
        prefix: String,
        /// What the model has none of for them: `"parameter"` (parameters, buffers and the
        /// optimizer's state) or `"generator"` (dropout generators' states).
        holder: &'static str,
        /// The names no parameter took, sorted.
        names: Vec<String>,
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
                match available.len() {
                    0 => f.write_str("none"),
                    _ => write_names(f, available),
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
            SafetensorsError::Unexpected {
                prefix,
                holder,
                names,
            } => {
                let count = names.len();
                let tensors = if count == 1 { "tensor" } else { "tensors" };
                write!(
                    f,
                    "the file has {count} {tensors} under `{prefix}` that the model has no \
                     {holder} for: "
                )?;
                write_names(f, names)
            }
            SafetensorsError::DuplicateName { name } => {
                write!(f, "two tensors to save are named `{name}`")
            }
            SafetensorsError::Format(error) => write!(f, "safetensors: {error}"),
        }
    }
}

/// The first ten of `names`, quoted, and how many more there are.
fn write_names(f: &mut fmt::Formatter<'_>, names: &[String]) -> fmt::Result {
    const SHOWN: usize = 10;
    let list = names.iter().take(SHOWN).map(|n| format!("`{n}`"));
    write!(f, "{}", list.collect::<Vec<_>>().join(", "))?;
    match names.len().checked_sub(SHOWN) {
        Some(more) if more > 0 => write!(f, " and {more} more"),
        _ => Ok(()),
    }
}

impl std::error::Error for SafetensorsError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SafetensorsError::Shape { error, .. } => Some(&**error),
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

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

mod element;
mod error;
mod load;
mod save;

pub use element::SafetensorsElement;
pub use error::SafetensorsError;
pub use save::{serialize, serialize_to_file, SafetensorsView};

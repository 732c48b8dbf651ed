//! `SafetensorsElement`: the element types with a safetensors dtype, and their little-endian
//! encoding.

use safetensors::tensor::Dtype;

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

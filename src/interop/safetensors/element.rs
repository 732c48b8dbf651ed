//! `SafetensorsElement`: the element types with a safetensors dtype, and their little-endian
//! encoding.

use safetensors::tensor::Dtype;

/// An element type with a safetensors dtype: `bool`, `u8`, `i8`, `u16`, `i16`, `u32`, `i32`,
/// `u64`, `i64`, `bf16`, `f16`, `f32`, `f64`.
///
/// `bf16` and `f16` load and save their own dtypes as they are, bit for bit.
/// `f32` also loads `F16` and `BF16` tensors, and `f64` those and `F32`: each of their values
/// is exactly a value of the wider type (PyTorch's `load_state_dict` converts them too, as a
/// half-precision checkpoint loaded into a `float32` model). A narrowing load (`F64` into
/// `f32`, `F32` or `F16` into `bf16`) and the other dtypes of the format (the 8-bit and smaller floats, `C64`) are a dtype
/// error: the file's values would not survive.
///
/// ```
/// use safetensors::Dtype;
/// use typed_tensor::interop::safetensors::SafetensorsElement;
/// assert_eq!(<f32 as SafetensorsElement>::DTYPE, Dtype::F32);
/// assert_eq!(<bool as SafetensorsElement>::DTYPE, Dtype::BOOL);
/// assert_eq!(<typed_tensor::bf16 as SafetensorsElement>::DTYPE, Dtype::BF16);
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no safetensors dtype",
    label = "safetensors stores bool, u8, i8, u16, i16, u32, i32, u64, i64, bf16, f16, f32 and f64",
    note = "load into one of those element types, then convert the elements"
)]
pub trait SafetensorsElement: Copy + 'static + sealed::LeBytes {
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
        /// For a file `dtype` other than the type's own whose every value is exactly a value
        /// of the type: its bytes per element and their decoder.
        fn widening(_dtype: super::Dtype) -> Option<Widening<Self>> {
            None
        }
    }

    /// Bytes per element of a narrower float dtype, and their decoder.
    pub type Widening<T> = (usize, fn(&[u8]) -> T);
}

macro_rules! number_elements {
    ($($t:ty => $dtype:ident $(widening $widening:path)?),*) => {$(
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
            $(
                fn widening(dtype: Dtype) -> Option<sealed::Widening<Self>> {
                    $widening(dtype)
                }
            )?
        }

        #[diagnostic::do_not_recommend]
        impl SafetensorsElement for $t {
            const DTYPE: Dtype = Dtype::$dtype;
        }
    )*};
}

number_elements!(
    u8 => U8, i8 => I8, u16 => U16, i16 => I16, u32 => U32, i32 => I32,
    u64 => U64, i64 => I64, f32 => F32 widening to_f32, f64 => F64 widening to_f64,
    half::bf16 => BF16, half::f16 => F16
);

/// The two bytes of a 16-bit element.
fn half_bits(bytes: &[u8]) -> u16 {
    u16::from_le_bytes(bytes.try_into().expect("chunks of exactly 2 bytes"))
}

/// IEEE binary16 as `f32`, exactly (the `half` crate's conversion: subnormals become normals,
/// infinities stay, NaNs keep their sign and payload, quieted).
fn f16_to_f32(bits: u16) -> f32 {
    half::f16::from_bits(bits).to_f32()
}

/// bfloat16 as `f32`, exactly: its bits are the top half of the `f32`'s (a NaN's bits too,
/// signaling ones unquieted, where the `half` crate's conversion quiets them).
fn bf16_to_f32(bits: u16) -> f32 {
    f32::from_bits(u32::from(bits) << 16)
}

fn to_f32(dtype: Dtype) -> Option<sealed::Widening<f32>> {
    match dtype {
        Dtype::F16 => Some((2, |b| f16_to_f32(half_bits(b)))),
        Dtype::BF16 => Some((2, |b| bf16_to_f32(half_bits(b)))),
        _ => None,
    }
}

fn to_f64(dtype: Dtype) -> Option<sealed::Widening<f64>> {
    match dtype {
        Dtype::F16 => Some((2, |b| f64::from(f16_to_f32(half_bits(b))))),
        Dtype::BF16 => Some((2, |b| f64::from(bf16_to_f32(half_bits(b))))),
        Dtype::F32 => Some((4, |b| {
            f64::from(f32::from_le_bytes(
                b.try_into().expect("chunks of exactly 4 bytes"),
            ))
        })),
        _ => None,
    }
}

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

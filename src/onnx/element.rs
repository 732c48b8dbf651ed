//! The element types an export writes, with their ONNX data type.

use super::proto::data_type;

mod sealed {
    /// Only the float types an ONNX graph of this crate holds.
    pub trait Sealed {}
}

/// A float element type that an ONNX graph can hold: `f32` (`FLOAT`) and `f64` (`DOUBLE`).
///
/// ```
/// use typed_tensor::onnx::OnnxElement;
/// assert_eq!(<f32 as OnnxElement>::DATA_TYPE, 1); // TensorProto.FLOAT
/// ```
pub trait OnnxElement: crate::FloatElement + sealed::Sealed + 'static {
    /// `TensorProto.DataType` of this type.
    const DATA_TYPE: i32;

    /// `values`, little-endian, as ONNX's `raw_data` holds them.
    #[doc(hidden)]
    fn le_bytes(values: &[Self]) -> Vec<u8>;

    /// `value` as the nearest of this type (for constants the export makes, `1 / sqrt(E)`).
    #[doc(hidden)]
    fn of_f64(value: f64) -> Self;
}

impl sealed::Sealed for f32 {}
impl sealed::Sealed for f64 {}

impl OnnxElement for f32 {
    const DATA_TYPE: i32 = data_type::FLOAT;

    fn le_bytes(values: &[Self]) -> Vec<u8> {
        values.iter().flat_map(|v| v.to_le_bytes()).collect()
    }

    fn of_f64(value: f64) -> Self {
        value as f32
    }
}

impl OnnxElement for f64 {
    const DATA_TYPE: i32 = data_type::DOUBLE;

    fn le_bytes(values: &[Self]) -> Vec<u8> {
        values.iter().flat_map(|v| v.to_le_bytes()).collect()
    }

    fn of_f64(value: f64) -> Self {
        value
    }
}

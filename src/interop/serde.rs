//! `Serialize` and `Deserialize` for [`Tensor`] (feature `serde`): a struct of the run-time
//! dims and the elements in row-major order, whatever the tensor's layout.
//!
//! ```
//! use typed_tensor::{shape, Tensor};
//!
//! let t = Tensor::<i32, shape![2, 3]>::from_fn(|i| (10 * i[0] + i[1]) as i32);
//! let json = serde_json::to_string(&t.t()).unwrap(); // a transposed view: written row-major
//! assert_eq!(json, r#"{"dims":[3,2],"data":[0,10,1,11,2,12]}"#);
//!
//! // Dims are checked against the type and the data's length against the dims. JSON cannot
//! // hold NaN or infinity (serde_json writes `null`, which does not load back): see
//! // `guide::integrations`.
//! let back: Tensor<i32, shape![dyn, 2]> = serde_json::from_str(&json).unwrap();
//! assert_eq!(back.to_vec(), t.t().to_vec());
//! let err = serde_json::from_str::<Tensor<i32, shape![3, 3]>>(&json).unwrap_err();
//! assert!(err.to_string().starts_with(
//!     "dims [3, 2] do not fit shape (D<3>, D<3>): axis 1 is 2, the type says 3"
//! ));
//! let err = serde_json::from_str::<Tensor<i32, shape![3, 2]>>(r#"{"dims":[3,2],"data":[1,2]}"#)
//!     .unwrap_err();
//! assert!(err.to_string().starts_with("dims [3, 2] need 6 elements but the data has 2"));
//! ```

use crate::shape::Shape;
use crate::tensor::Tensor;
use core::fmt;
use core::marker::PhantomData;
use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::ser::{Serialize, SerializeStruct, Serializer};

/// The struct's name and fields, in the order they are written.
const NAME: &str = "Tensor";
const FIELDS: &[&str] = &["dims", "data"];

/// The elements in row-major order, streamed from the tensor's own storage (no copy).
struct RowMajor<'a, T, S>(&'a Tensor<T, S>);

impl<T: Serialize, S> Serialize for RowMajor<'_, T, S> {
    fn serialize<Ser: Serializer>(&self, serializer: Ser) -> Result<Ser::Ok, Ser::Error> {
        serializer.collect_seq(self.0.iter())
    }
}

impl<T: Serialize, S> Serialize for Tensor<T, S> {
    /// Writes `{ "dims": [...], "data": [...] }`, the data in row-major order whatever the
    /// layout (views, transposes and broadcasts are written as the elements they show).
    fn serialize<Ser: Serializer>(&self, serializer: Ser) -> Result<Ser::Ok, Ser::Error> {
        let mut state = serializer.serialize_struct(NAME, FIELDS.len())?;
        state.serialize_field(FIELDS[0], self.dims())?;
        state.serialize_field(FIELDS[1], &RowMajor(self))?;
        state.end()
    }
}

impl<'de, T: Deserialize<'de>, S: Shape> Deserialize<'de> for Tensor<T, S> {
    /// Reads `{ "dims": [...], "data": [...] }` (fields in any order; or the sequence
    /// `[dims, data]` in formats without field names). The dims must fit `S` and the data must
    /// have exactly as many elements as the dims call for (their product is computed with
    /// overflow checks); otherwise the error carries [`ShapeError`](crate::ShapeError)'s text,
    /// naming both.
    fn deserialize<De: Deserializer<'de>>(deserializer: De) -> Result<Self, De::Error> {
        deserializer.deserialize_struct(NAME, FIELDS, TensorVisitor(PhantomData))
    }
}

struct TensorVisitor<T, S>(PhantomData<fn() -> (T, S)>);

/// The tensor from its parts: dims checked against `S`, then the length against the dims.
fn build<T, S: Shape, E: de::Error>(dims: Vec<usize>, data: Vec<T>) -> Result<Tensor<T, S>, E> {
    Tensor::from_shape_vec(&dims, data).map_err(E::custom)
}

impl<'de, T: Deserialize<'de>, S: Shape> Visitor<'de> for TensorVisitor<T, S> {
    type Value = Tensor<T, S>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a tensor of shape {}: {{ dims, data }}", S::describe())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let dims: Vec<usize> = seq
            .next_element()?
            .ok_or_else(|| de::Error::invalid_length(0, &self))?;
        let data: Vec<T> = seq
            .next_element()?
            .ok_or_else(|| de::Error::invalid_length(1, &self))?;
        build(dims, data)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut dims: Option<Vec<usize>> = None;
        let mut data: Option<Vec<T>> = None;
        while let Some(key) = map.next_key::<Field>()? {
            match key {
                Field::Dims if dims.is_some() => return Err(de::Error::duplicate_field("dims")),
                Field::Data if data.is_some() => return Err(de::Error::duplicate_field("data")),
                Field::Dims => dims = Some(map.next_value()?),
                Field::Data => data = Some(map.next_value()?),
            }
        }
        let dims = dims.ok_or_else(|| de::Error::missing_field("dims"))?;
        let data = data.ok_or_else(|| de::Error::missing_field("data"))?;
        build(dims, data)
    }
}

/// A field name; unknown names are errors, so a typo is not silently ignored.
enum Field {
    Dims,
    Data,
}

impl<'de> Deserialize<'de> for Field {
    fn deserialize<De: Deserializer<'de>>(deserializer: De) -> Result<Self, De::Error> {
        struct FieldVisitor;
        impl Visitor<'_> for FieldVisitor {
            type Value = Field;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("`dims` or `data`")
            }
            fn visit_str<E: de::Error>(self, value: &str) -> Result<Field, E> {
                match value {
                    "dims" => Ok(Field::Dims),
                    "data" => Ok(Field::Data),
                    other => Err(de::Error::unknown_field(other, FIELDS)),
                }
            }
        }
        deserializer.deserialize_identifier(FieldVisitor)
    }
}

//! `serde` support for [`Value`] (the crate's `serde` feature): numeric,
//! complex, logical, char, string, cell and struct arrays, in a format any
//! serde data format can carry. This file only maps values to serde's data
//! model and back; it must not decide a value's class or convert between
//! classes (a value comes back with the class and size it had).
//!
//! A value is an enum variant named after its class, holding its size and
//! its elements in MATLAB's column-major order:
//!
//! ```text
//! {"double": {"size": [2, 2], "data": [1.0, 3.0, 2.0, "NaN"]}}
//! {"complex_double": {"size": [1, 1], "data": [[1.0, 2.0]]}}
//! {"char": {"size": [1, 2], "data": "hi"}}
//! {"string": {"size": [1, 2], "data": ["a", null]}}
//! {"cell": {"size": [1, 1], "data": [{"logical": {"size": [1, 1], "data": [true]}}]}}
//! {"struct": {"size": [1, 1], "fields": {"a": [{"uint8": {"size": [1, 1], "data": [7]}}]}}}
//! ```
//!
//! In human-readable formats (JSON) non-finite floats are the strings
//! `"NaN"`, `"Inf"` and `"-Inf"`, since JSON numbers cannot hold them, and
//! char data is a string when its UTF-16 code units are valid text (a list
//! of code units otherwise). Function handles, sparse matrices and objects
//! have no serialized form: serializing one is an error.

use std::fmt;
use std::sync::Arc;

use indexmap::IndexMap;
use num_complex::Complex;
use serde_core::de::{
    self, DeserializeSeed, Deserializer, EnumAccess, MapAccess, SeqAccess, VariantAccess, Visitor,
};
use serde_core::ser::{self, SerializeMap, SerializeSeq, SerializeStructVariant, SerializeTuple};
use serde_core::{Deserialize, Serialize, Serializer};

use super::{Shape, StructArray, Tensor, Value};

mod read;

/// How deeply cells and structs may nest, both ways: deeper values fail
/// with an error instead of overflowing the stack.
const MAX_DEPTH: usize = 500;

/// The variant names, in the order of their indices.
const CLASSES: &[&str] = &[
    "double",
    "single",
    "int8",
    "int16",
    "int32",
    "int64",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "logical",
    "char",
    "string",
    "cell",
    "struct",
    "complex_double",
    "complex_single",
];
const ARRAY_FIELDS: &[&str] = &["size", "data"];
const STRUCT_FIELDS: &[&str] = &["size", "fields"];

impl Serialize for Value {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Nested {
            value: self,
            depth: 0,
        }
        .serialize(serializer)
    }
}

/// A value with its nesting depth, so serializing a deep cell fails
/// cleanly.
struct Nested<'a> {
    value: &'a Value,
    depth: usize,
}

impl Serialize for Nested<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.depth > MAX_DEPTH {
            return Err(ser::Error::custom(format!(
                "value nested more than {MAX_DEPTH} levels deep"
            )));
        }
        let depth = self.depth + 1;
        match self.value {
            Value::Double(t) => array(serializer, 0, t, Floats(t.data())),
            Value::Single(t) => array(serializer, 1, t, Floats(t.data())),
            Value::Int8(t) => array(serializer, 2, t, t.data()),
            Value::Int16(t) => array(serializer, 3, t, t.data()),
            Value::Int32(t) => array(serializer, 4, t, t.data()),
            Value::Int64(t) => array(serializer, 5, t, t.data()),
            Value::UInt8(t) => array(serializer, 6, t, t.data()),
            Value::UInt16(t) => array(serializer, 7, t, t.data()),
            Value::UInt32(t) => array(serializer, 8, t, t.data()),
            Value::UInt64(t) => array(serializer, 9, t, t.data()),
            Value::Logical(t) => array(serializer, 10, t, t.data()),
            Value::Char(t) => array(serializer, 11, t, Chars(t.data())),
            Value::String(t) => array(serializer, 12, t, Texts(t.data())),
            Value::Cell(t) => array(
                serializer,
                13,
                t,
                Column {
                    values: t.data(),
                    depth,
                },
            ),
            Value::Struct(s) => {
                let mut variant =
                    serializer.serialize_struct_variant("Value", 14, CLASSES[14], 2)?;
                variant.serialize_field("size", s.shape.dims())?;
                variant.serialize_field("fields", &Fields { array: s, depth })?;
                variant.end()
            }
            Value::ComplexDouble(t) => array(serializer, 15, t, Complexes(t.data())),
            Value::ComplexSingle(t) => array(serializer, 16, t, Complexes(t.data())),
            Value::Sparse(_) => Err(ser::Error::custom(
                "a sparse matrix cannot be serialized; convert it with full first",
            )),
            other => Err(ser::Error::custom(format!(
                "a value of class {} cannot be serialized",
                other.class().name()
            ))),
        }
    }
}

/// One array variant: its size and its serialized elements.
fn array<S: Serializer, T: Clone>(
    serializer: S,
    index: u32,
    tensor: &Tensor<T>,
    data: impl Serialize,
) -> Result<S::Ok, S::Error> {
    let name = CLASSES[index as usize];
    let mut variant = serializer.serialize_struct_variant("Value", index, name, 2)?;
    variant.serialize_field("size", tensor.shape().dims())?;
    variant.serialize_field("data", &data)?;
    variant.end()
}

/// A float type `double` or `single` arrays hold.
trait Float: Copy + Into<f64> {
    fn write<S: Serializer>(self, serializer: S) -> Result<S::Ok, S::Error>;
    fn from_f64(x: f64) -> Self;
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error>;
}

impl Float for f64 {
    fn write<S: Serializer>(self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_f64(self)
    }
    fn from_f64(x: f64) -> Self {
        x
    }
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        f64::deserialize(deserializer)
    }
}

impl Float for f32 {
    fn write<S: Serializer>(self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_f32(self)
    }
    fn from_f64(x: f64) -> Self {
        // A value written as an f32 reads back as the nearest f64, whose
        // nearest f32 is the original.
        x as f32
    }
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        f32::deserialize(deserializer)
    }
}

/// One float: a number, or in human-readable formats `"NaN"`/`"Inf"`/
/// `"-Inf"` when it is not finite.
struct FloatElement<F>(F);

impl<F: Float> Serialize for FloatElement<F> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let x: f64 = self.0.into();
        if serializer.is_human_readable() && !x.is_finite() {
            let text = if x.is_nan() {
                "NaN"
            } else if x > 0.0 {
                "Inf"
            } else {
                "-Inf"
            };
            return serializer.serialize_str(text);
        }
        self.0.write(serializer)
    }
}

impl<'de, F: Float> Deserialize<'de> for FloatElement<F> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        if !deserializer.is_human_readable() {
            return F::read(deserializer).map(FloatElement);
        }
        deserializer
            .deserialize_any(FloatVisitor)
            .map(|x| FloatElement(F::from_f64(x)))
    }
}

struct FloatVisitor;

impl Visitor<'_> for FloatVisitor {
    type Value = f64;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a number, \"NaN\", \"Inf\" or \"-Inf\"")
    }
    fn visit_f64<E: de::Error>(self, x: f64) -> Result<f64, E> {
        Ok(x)
    }
    fn visit_i64<E: de::Error>(self, x: i64) -> Result<f64, E> {
        Ok(x as f64)
    }
    fn visit_u64<E: de::Error>(self, x: u64) -> Result<f64, E> {
        Ok(x as f64)
    }
    fn visit_str<E: de::Error>(self, text: &str) -> Result<f64, E> {
        match text {
            "NaN" => Ok(f64::NAN),
            "Inf" => Ok(f64::INFINITY),
            "-Inf" => Ok(f64::NEG_INFINITY),
            _ => Err(E::invalid_value(de::Unexpected::Str(text), &self)),
        }
    }
    /// JSON writers turn NaN into `null`.
    fn visit_unit<E: de::Error>(self) -> Result<f64, E> {
        Ok(f64::NAN)
    }
}

struct Floats<'a, F>(&'a [F]);

impl<F: Float> Serialize for Floats<'_, F> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(|&x| FloatElement(x)))
    }
}

/// Complex elements as `[re, im]` pairs.
struct Complexes<'a, F>(&'a [Complex<F>]);

impl<F: Float> Serialize for Complexes<'_, F> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.0.len()))?;
        for z in self.0 {
            seq.serialize_element(&ComplexElement(*z))?;
        }
        seq.end()
    }
}

struct ComplexElement<F>(Complex<F>);

impl<F: Float> Serialize for ComplexElement<F> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut pair = serializer.serialize_tuple(2)?;
        pair.serialize_element(&FloatElement(self.0.re))?;
        pair.serialize_element(&FloatElement(self.0.im))?;
        pair.end()
    }
}

impl<'de, F: Float> Deserialize<'de> for ComplexElement<F> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let (re, im) = <(FloatElement<F>, FloatElement<F>)>::deserialize(deserializer)?;
        Ok(ComplexElement(Complex::new(re.0, im.0)))
    }
}

/// Char data: text when human-readable and valid UTF-16, else code units.
struct Chars<'a>(&'a [u16]);

impl Serialize for Chars<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if serializer.is_human_readable() {
            if let Ok(text) = String::from_utf16(self.0) {
                return serializer.serialize_str(&text);
            }
        }
        self.0.serialize(serializer)
    }
}

struct CharsVisitor;

impl<'de> Visitor<'de> for CharsVisitor {
    type Value = Vec<u16>;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a string or a list of UTF-16 code units")
    }
    fn visit_str<E: de::Error>(self, text: &str) -> Result<Vec<u16>, E> {
        Ok(text.encode_utf16().collect())
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<u16>, A::Error> {
        let mut units = Vec::new();
        while let Some(unit) = seq.next_element::<u16>()? {
            units.push(unit);
        }
        Ok(units)
    }
}

/// String array elements; `None` (a missing string) is a unit/`null`.
struct Texts<'a>(&'a [Option<Arc<str>>]);

impl Serialize for Texts<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(|text| text.as_deref()))
    }
}

/// Cell elements or one struct field's values, one level deeper.
struct Column<'a> {
    values: &'a [Value],
    depth: usize,
}

impl Serialize for Column<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let depth = self.depth;
        serializer.collect_seq(self.values.iter().map(|value| Nested { value, depth }))
    }
}

/// A struct array's fields in order, each with its column of values.
struct Fields<'a> {
    array: &'a StructArray,
    depth: usize,
}

impl Serialize for Fields<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.array.fields.len()))?;
        for (name, values) in &self.array.fields {
            map.serialize_entry(
                name,
                &Column {
                    values,
                    depth: self.depth,
                },
            )?;
        }
        map.end()
    }
}

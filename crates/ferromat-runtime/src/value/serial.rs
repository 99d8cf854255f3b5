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

impl<'de> Deserialize<'de> for Value {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Value, D::Error> {
        ValueSeed { depth: 0 }.deserialize(deserializer)
    }
}

/// Reads one value at a nesting depth.
#[derive(Clone, Copy)]
struct ValueSeed {
    depth: usize,
}

impl<'de> DeserializeSeed<'de> for ValueSeed {
    type Value = Value;
    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        if self.depth > MAX_DEPTH {
            return Err(de::Error::custom(format!(
                "value nested more than {MAX_DEPTH} levels deep"
            )));
        }
        deserializer.deserialize_enum("Value", CLASSES, self)
    }
}

impl<'de> Visitor<'de> for ValueSeed {
    type Value = Value;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a MATLAB value tagged with its class")
    }
    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<Value, A::Error> {
        let (ClassIndex(class), variant) = data.variant::<ClassIndex>()?;
        let fields = if class == 14 {
            STRUCT_FIELDS
        } else {
            ARRAY_FIELDS
        };
        variant.struct_variant(
            fields,
            ArrayVisitor {
                class,
                depth: self.depth + 1,
            },
        )
    }
}

/// A variant's position in `CLASSES`, read from its name or index.
struct ClassIndex(usize);

impl<'de> Deserialize<'de> for ClassIndex {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_identifier(ClassIndexVisitor)
    }
}

struct ClassIndexVisitor;

impl Visitor<'_> for ClassIndexVisitor {
    type Value = ClassIndex;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a MATLAB class name")
    }
    fn visit_str<E: de::Error>(self, name: &str) -> Result<ClassIndex, E> {
        CLASSES
            .iter()
            .position(|class| *class == name)
            .map(ClassIndex)
            .ok_or_else(|| E::unknown_variant(name, CLASSES))
    }
    fn visit_u64<E: de::Error>(self, index: u64) -> Result<ClassIndex, E> {
        usize::try_from(index)
            .ok()
            .filter(|&i| i < CLASSES.len())
            .map(ClassIndex)
            .ok_or_else(|| E::invalid_value(de::Unexpected::Unsigned(index), &self))
    }
}

/// The elements of one class, as read.
enum Data {
    Double(Vec<f64>),
    Single(Vec<f32>),
    Int8(Vec<i8>),
    Int16(Vec<i16>),
    Int32(Vec<i32>),
    Int64(Vec<i64>),
    UInt8(Vec<u8>),
    UInt16(Vec<u16>),
    UInt32(Vec<u32>),
    UInt64(Vec<u64>),
    Logical(Vec<bool>),
    Char(Vec<u16>),
    String(Vec<Option<Arc<str>>>),
    Cell(Vec<Value>),
    Struct(IndexMap<String, Vec<Value>>),
    ComplexDouble(Vec<Complex<f64>>),
    ComplexSingle(Vec<Complex<f32>>),
}

/// Reads a variant's fields (`size` and `data`, or `size` and `fields`),
/// as a map or, in formats without field names, a sequence.
struct ArrayVisitor {
    class: usize,
    depth: usize,
}

impl<'de> Visitor<'de> for ArrayVisitor {
    type Value = Value;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the size and elements of a {} value",
            CLASSES[self.class]
        )
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let (mut size, mut data) = (None, None);
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "size" if size.is_none() => size = Some(map.next_value::<Vec<usize>>()?),
                "data" | "fields" if data.is_none() => {
                    data = Some(map.next_value_seed(self.data_seed())?)
                }
                _ => {
                    return Err(de::Error::custom(format!(
                        "unexpected or repeated key '{key}'"
                    )))
                }
            }
        }
        let size = size.ok_or_else(|| de::Error::missing_field("size"))?;
        let data = data.ok_or_else(|| de::Error::missing_field(self.data_field()))?;
        build(&size, data)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let size: Vec<usize> = seq
            .next_element()?
            .ok_or_else(|| de::Error::invalid_length(0, &self))?;
        let data = seq
            .next_element_seed(self.data_seed())?
            .ok_or_else(|| de::Error::invalid_length(1, &self))?;
        build(&size, data)
    }
}

impl ArrayVisitor {
    fn data_seed(&self) -> DataSeed {
        DataSeed {
            class: self.class,
            depth: self.depth,
        }
    }
    fn data_field(&self) -> &'static str {
        if self.class == 14 {
            "fields"
        } else {
            "data"
        }
    }
}

/// Reads the elements of one class.
struct DataSeed {
    class: usize,
    depth: usize,
}

impl<'de> DeserializeSeed<'de> for DataSeed {
    type Value = Data;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Data, D::Error> {
        fn floats<'de, F: Float, D: Deserializer<'de>>(d: D) -> Result<Vec<F>, D::Error> {
            let elements = Vec::<FloatElement<F>>::deserialize(d)?;
            Ok(elements.into_iter().map(|x| x.0).collect())
        }
        fn complexes<'de, F: Float, D: Deserializer<'de>>(
            d: D,
        ) -> Result<Vec<Complex<F>>, D::Error> {
            let elements = Vec::<ComplexElement<F>>::deserialize(d)?;
            Ok(elements.into_iter().map(|z| z.0).collect())
        }
        let depth = self.depth;
        Ok(match self.class {
            0 => Data::Double(floats(d)?),
            1 => Data::Single(floats(d)?),
            2 => Data::Int8(Vec::deserialize(d)?),
            3 => Data::Int16(Vec::deserialize(d)?),
            4 => Data::Int32(Vec::deserialize(d)?),
            5 => Data::Int64(Vec::deserialize(d)?),
            6 => Data::UInt8(Vec::deserialize(d)?),
            7 => Data::UInt16(Vec::deserialize(d)?),
            8 => Data::UInt32(Vec::deserialize(d)?),
            9 => Data::UInt64(Vec::deserialize(d)?),
            10 => Data::Logical(Vec::deserialize(d)?),
            11 if d.is_human_readable() => Data::Char(d.deserialize_any(CharsVisitor)?),
            11 => Data::Char(d.deserialize_seq(CharsVisitor)?),
            12 => {
                let texts = Vec::<Option<String>>::deserialize(d)?;
                Data::String(texts.into_iter().map(|t| t.map(Arc::from)).collect())
            }
            13 => Data::Cell(ColumnSeed { depth }.deserialize(d)?),
            14 => Data::Struct(d.deserialize_map(FieldsVisitor { depth })?),
            15 => Data::ComplexDouble(complexes(d)?),
            _ => Data::ComplexSingle(complexes(d)?),
        })
    }
}

/// Reads a list of values one level deeper.
#[derive(Clone, Copy)]
struct ColumnSeed {
    depth: usize,
}

impl<'de> DeserializeSeed<'de> for ColumnSeed {
    type Value = Vec<Value>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Vec<Value>, D::Error> {
        d.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for ColumnSeed {
    type Value = Vec<Value>;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a list of MATLAB values")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<Value>, A::Error> {
        let mut values = Vec::new();
        let seed = ValueSeed { depth: self.depth };
        while let Some(value) = seq.next_element_seed(seed)? {
            values.push(value);
        }
        Ok(values)
    }
}

/// Reads a struct's fields in order: name to column of values.
struct FieldsVisitor {
    depth: usize,
}

impl<'de> Visitor<'de> for FieldsVisitor {
    type Value = IndexMap<String, Vec<Value>>;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a map from field names to lists of values")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut fields = IndexMap::new();
        while let Some(name) = map.next_key::<String>()? {
            if !crate::engine::is_valid_name(&name) {
                return Err(de::Error::custom(format!(
                    "'{name}' is not a valid struct field name"
                )));
            }
            let column = map.next_value_seed(ColumnSeed { depth: self.depth })?;
            if fields.insert(name.clone(), column).is_some() {
                return Err(de::Error::custom(format!("duplicate field '{name}'")));
            }
        }
        Ok(fields)
    }
}

/// The value of `size` holding `data`, once the element count is checked.
fn build<E: de::Error>(size: &[usize], data: Data) -> Result<Value, E> {
    let shape = Shape::new(size);
    let numel = shape
        .checked_numel()
        .ok_or_else(|| E::custom("the size has too many elements"))?;
    let tensor = |len: usize| -> Result<Shape, E> {
        if len == numel {
            Ok(shape.clone())
        } else {
            Err(E::custom(format!(
                "size {} needs {numel} elements, not {len}",
                shape.display()
            )))
        }
    };
    Ok(match data {
        Data::Double(v) => Value::Double(Tensor::new(tensor(v.len())?, v)),
        Data::Single(v) => Value::Single(Tensor::new(tensor(v.len())?, v)),
        Data::Int8(v) => Value::Int8(Tensor::new(tensor(v.len())?, v)),
        Data::Int16(v) => Value::Int16(Tensor::new(tensor(v.len())?, v)),
        Data::Int32(v) => Value::Int32(Tensor::new(tensor(v.len())?, v)),
        Data::Int64(v) => Value::Int64(Tensor::new(tensor(v.len())?, v)),
        Data::UInt8(v) => Value::UInt8(Tensor::new(tensor(v.len())?, v)),
        Data::UInt16(v) => Value::UInt16(Tensor::new(tensor(v.len())?, v)),
        Data::UInt32(v) => Value::UInt32(Tensor::new(tensor(v.len())?, v)),
        Data::UInt64(v) => Value::UInt64(Tensor::new(tensor(v.len())?, v)),
        Data::Logical(v) => Value::Logical(Tensor::new(tensor(v.len())?, v)),
        Data::Char(v) => Value::Char(Tensor::new(tensor(v.len())?, v)),
        Data::String(v) => Value::String(Tensor::new(tensor(v.len())?, v)),
        Data::Cell(v) => Value::Cell(Arc::new(Tensor::new(tensor(v.len())?, v))),
        Data::ComplexDouble(v) => Value::ComplexDouble(Tensor::new(tensor(v.len())?, v)),
        Data::ComplexSingle(v) => Value::ComplexSingle(Tensor::new(tensor(v.len())?, v)),
        Data::Struct(fields) => {
            for column in fields.values() {
                tensor(column.len())?;
            }
            Value::Struct(Arc::new(StructArray { shape, fields }))
        }
    })
}

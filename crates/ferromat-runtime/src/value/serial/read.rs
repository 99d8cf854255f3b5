//! Reading a [`Value`] back from serde's data model: the visitors that
//! check the class tag, the size and the element count before building the
//! array. The format itself is described in `serial/mod.rs`; this file must
//! not accept a value that file would not write.

#[allow(clippy::wildcard_imports)]
use super::*;

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

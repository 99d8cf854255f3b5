//! `Value`: one MATLAB value of any class. Numeric, logical and char classes
//! are a [`Tensor`] of their element type; cells hold values; structs keep
//! one column of values per field. This module defines the data and the
//! class table only: arithmetic, indexing and display live elsewhere.

pub mod cleanup;
pub mod dictionary;
mod foreign;
pub mod map_entries;
pub mod object;
#[cfg(feature = "serde")]
mod serial;
pub mod shape;
pub mod sparse;
pub mod teardown;
pub mod tensor;

use std::sync::Arc;

use indexmap::IndexMap;
use num_complex::{Complex32, Complex64};

pub use foreign::Lease;
pub use object::{Object, ObjectClass, TableData, TimeArray};
pub use shape::Shape;
pub use sparse::{Csc, Sparse, SparseElement};
pub use tensor::Tensor;

/// A MATLAB value. Cloning is cheap: array data is shared until written.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Double(Tensor<f64>),
    Single(Tensor<f32>),
    Int8(Tensor<i8>),
    Int16(Tensor<i16>),
    Int32(Tensor<i32>),
    Int64(Tensor<i64>),
    UInt8(Tensor<u8>),
    UInt16(Tensor<u16>),
    UInt32(Tensor<u32>),
    UInt64(Tensor<u64>),
    Logical(Tensor<bool>),
    /// MATLAB chars are UTF-16 code units.
    Char(Tensor<u16>),
    /// Class `double` with complex elements.
    ComplexDouble(Tensor<Complex64>),
    /// Class `single` with complex elements.
    ComplexSingle(Tensor<Complex32>),
    /// A string array; `None` is a `<missing>` element.
    String(Tensor<Option<Arc<str>>>),
    /// Behind an `Arc`: a tensor keeps a 1x1 element inline, which would make
    /// `Value` contain itself, and sharing makes copying a cell O(1) however
    /// deep it nests (`c = {c}` in a loop stays linear). Written through
    /// `Arc::make_mut`, so a shared cell is copied once, on write.
    Cell(Arc<Tensor<Value>>),
    Struct(Arc<StructArray>),
    FunctionHandle(Arc<FunctionHandle>),
    /// A 2-D sparse double, complex or logical matrix (compressed column,
    /// see value/sparse.rs). Its class is `double` or `logical`;
    /// `issparse` tells it apart. Shared like tensor data.
    Sparse(Arc<Sparse>),
    /// An object of one of ferromat's built-in classes (`containers.Map`,
    /// `MException`, see value/object.rs); handle classes share state
    /// between copies.
    Object(Object),
}

/// The MATLAB class of a value, as `class(x)` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Class {
    Double,
    Single,
    Int8,
    Int16,
    Int32,
    Int64,
    UInt8,
    UInt16,
    UInt32,
    UInt64,
    Logical,
    Char,
    String,
    Cell,
    Struct,
    FunctionHandle,
    /// An object of a built-in class; the name comes from `ObjectClass`.
    Object(ObjectClass),
}

impl Class {
    /// Every class that is not an object class, in the order `whos` and
    /// MATLAB's documentation list them.
    pub const BUILT_IN: [Class; 16] = [
        Class::Double,
        Class::Single,
        Class::Int8,
        Class::Int16,
        Class::Int32,
        Class::Int64,
        Class::UInt8,
        Class::UInt16,
        Class::UInt32,
        Class::UInt64,
        Class::Logical,
        Class::Char,
        Class::String,
        Class::Cell,
        Class::Struct,
        Class::FunctionHandle,
    ];

    /// The class a MATLAB class name (`'int8'`, `'cell'`, ...) denotes: the
    /// one class-name parser, the inverse of [`Class::name`]. Object class
    /// names are `ObjectClass`'s.
    pub fn from_name(name: &str) -> Option<Class> {
        Class::BUILT_IN
            .into_iter()
            .find(|class| class.name() == name)
    }

    pub fn name(self) -> &'static str {
        match self {
            Class::Double => "double",
            Class::Single => "single",
            Class::Int8 => "int8",
            Class::Int16 => "int16",
            Class::Int32 => "int32",
            Class::Int64 => "int64",
            Class::UInt8 => "uint8",
            Class::UInt16 => "uint16",
            Class::UInt32 => "uint32",
            Class::UInt64 => "uint64",
            Class::Logical => "logical",
            Class::Char => "char",
            Class::String => "string",
            Class::Cell => "cell",
            Class::Struct => "struct",
            Class::FunctionHandle => "function_handle",
            Class::Object(class) => class.name(),
        }
    }

    pub fn is_integer(self) -> bool {
        matches!(
            self,
            Class::Int8
                | Class::Int16
                | Class::Int32
                | Class::Int64
                | Class::UInt8
                | Class::UInt16
                | Class::UInt32
                | Class::UInt64
        )
    }

    pub fn is_float(self) -> bool {
        matches!(self, Class::Double | Class::Single)
    }

    pub fn is_numeric(self) -> bool {
        self.is_float() || self.is_integer()
    }
}

/// A struct array: a shape and, per field (in insertion order), one value
/// per element in column-major order.
#[derive(Clone, Debug, PartialEq)]
pub struct StructArray {
    pub shape: Shape,
    /// Invariant: every column has `shape.numel()` values.
    pub fields: IndexMap<String, Vec<Value>>,
}

impl StructArray {
    /// A 1x1 struct with the given fields.
    pub fn scalar(fields: impl IntoIterator<Item = (String, Value)>) -> StructArray {
        StructArray {
            shape: Shape::scalar(),
            fields: fields.into_iter().map(|(k, v)| (k, vec![v])).collect(),
        }
    }

    pub fn numel(&self) -> usize {
        self.shape.numel()
    }

    /// The value of `field` in element `index` (column-major), if both exist.
    pub fn get(&self, field: &str, index: usize) -> Option<&Value> {
        self.fields.get(field).and_then(|column| column.get(index))
    }
}

/// A function handle: a named function (`@max`), an anonymous function, or
/// a local function of the file that made it.
#[derive(Clone, Debug, PartialEq)]
pub enum FunctionHandle {
    Named(String),
    Anonymous(AnonymousFunction),
    Local(LocalFunction),
}

/// `@sq` where `sq` is a local function of the running file: the handle
/// keeps that file's code, so a function in another file can call it.
#[derive(Clone, Debug)]
pub struct LocalFunction {
    pub name: String,
    pub unit: Arc<crate::interp::CodeUnit>,
    /// For a nested function: the variables of the parent call that made
    /// the handle, which the handle keeps alive.
    pub scopes: Option<crate::interp::nested::ScopeChain>,
}

impl PartialEq for LocalFunction {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name && Arc::ptr_eq(&self.unit, &other.unit)
    }
}

/// `@(x) body`, with the variables it captured when it was created.
#[derive(Clone, Debug, PartialEq)]
pub struct AnonymousFunction {
    pub params: Vec<String>,
    pub body: Arc<ferromat_syntax::Expr>,
    pub captures: Vec<(String, Value)>,
    /// The source text, as `func2str` and display show it: `@(x)x.^2`.
    pub text: String,
    /// The whole text `body`'s spans point into (the file, prompt input or
    /// `str2func` argument it was written in).
    pub source: Arc<str>,
}

/// Whether a char array is a row of text (1xN or 0x0 and the like, with
/// no third dimension): what `as_text`, map keys and text arguments take.
pub fn is_char_row(t: &Tensor<u16>) -> bool {
    t.shape().ndims() == 2 && t.shape().rows() <= 1
}

impl Value {
    /// A double scalar.
    pub fn scalar(x: f64) -> Value {
        Value::Double(Tensor::scalar(x))
    }

    /// A logical scalar.
    pub fn bool(b: bool) -> Value {
        Value::Logical(Tensor::scalar(b))
    }

    /// A 1xn char row vector.
    pub fn char_row(text: &str) -> Value {
        Value::Char(Tensor::row(text.encode_utf16().collect()))
    }

    /// A 1x1 string.
    pub fn string(text: &str) -> Value {
        Value::String(Tensor::scalar(Some(Arc::from(text))))
    }

    /// The 0x0 double `[]`.
    pub fn empty() -> Value {
        Value::Double(Tensor::empty())
    }

    /// A 1xn cell array of `values`.
    pub fn cell_row(values: Vec<Value>) -> Value {
        Value::Cell(Arc::new(Tensor::row(values)))
    }

    /// A double row vector.
    pub fn row(data: Vec<f64>) -> Value {
        Value::Double(Tensor::row(data))
    }

    /// A double array of the given shape (column-major data).
    pub fn matrix(shape: Shape, data: Vec<f64>) -> Value {
        Value::Double(Tensor::new(shape, data))
    }

    pub fn class(&self) -> Class {
        match self {
            Value::Double(_) | Value::ComplexDouble(_) => Class::Double,
            Value::Single(_) | Value::ComplexSingle(_) => Class::Single,
            Value::Int8(_) => Class::Int8,
            Value::Int16(_) => Class::Int16,
            Value::Int32(_) => Class::Int32,
            Value::Int64(_) => Class::Int64,
            Value::UInt8(_) => Class::UInt8,
            Value::UInt16(_) => Class::UInt16,
            Value::UInt32(_) => Class::UInt32,
            Value::UInt64(_) => Class::UInt64,
            Value::Logical(_) => Class::Logical,
            Value::Char(_) => Class::Char,
            Value::String(_) => Class::String,
            Value::Cell(_) => Class::Cell,
            Value::Struct(_) => Class::Struct,
            Value::FunctionHandle(_) => Class::FunctionHandle,
            Value::Sparse(s) if s.is_logical() => Class::Logical,
            Value::Sparse(_) => Class::Double,
            Value::Object(object) => Class::Object(object.class()),
        }
    }

    pub fn is_complex(&self) -> bool {
        match self {
            Value::Sparse(s) => s.is_complex(),
            _ => matches!(self, Value::ComplexDouble(_) | Value::ComplexSingle(_)),
        }
    }

    pub fn shape(&self) -> Shape {
        match self {
            Value::Double(t) => t.shape().clone(),
            Value::Single(t) => t.shape().clone(),
            Value::Int8(t) => t.shape().clone(),
            Value::Int16(t) => t.shape().clone(),
            Value::Int32(t) => t.shape().clone(),
            Value::Int64(t) => t.shape().clone(),
            Value::UInt8(t) => t.shape().clone(),
            Value::UInt16(t) => t.shape().clone(),
            Value::UInt32(t) => t.shape().clone(),
            Value::UInt64(t) => t.shape().clone(),
            Value::Logical(t) => t.shape().clone(),
            Value::Char(t) => t.shape().clone(),
            Value::ComplexDouble(t) => t.shape().clone(),
            Value::ComplexSingle(t) => t.shape().clone(),
            Value::String(t) => t.shape().clone(),
            Value::Cell(t) => t.shape().clone(),
            Value::Struct(s) => s.shape.clone(),
            Value::FunctionHandle(_) => Shape::scalar(),
            Value::Sparse(s) => Shape::matrix(s.rows(), s.cols()),
            // One object is one element; `size`, `length` and `isempty`
            // of a map report its Count instead (builtins/objects/).
            // A table is height-by-width (`size`, `numel`, `end`).
            Value::Object(Object::Table(table)) => Shape::matrix(table.rows, table.names.len()),
            Value::Object(Object::Datetime(t) | Object::Duration(t)) => t.seconds.shape().clone(),
            Value::Object(_) => Shape::scalar(),
        }
    }

    pub fn numel(&self) -> usize {
        self.shape().numel()
    }

    pub fn is_empty(&self) -> bool {
        self.numel() == 0
    }

    pub fn is_scalar(&self) -> bool {
        self.shape().is_scalar()
    }

    /// The text of a char row vector or a string scalar.
    pub fn as_text(&self) -> Option<String> {
        match self {
            Value::Char(t) if is_char_row(t) => Some(String::from_utf16_lossy(t.data())),
            Value::String(t) if t.is_scalar() => {
                t.first().and_then(|s| s.as_deref().map(String::from))
            }
            _ => None,
        }
    }

    /// The value of a real numeric, logical or char scalar as a double.
    pub fn as_f64(&self) -> Option<f64> {
        if !self.is_scalar() {
            return None;
        }
        Some(match self {
            Value::Double(t) => *t.first()?,
            Value::Single(t) => f64::from(*t.first()?),
            Value::Int8(t) => f64::from(*t.first()?),
            Value::Int16(t) => f64::from(*t.first()?),
            Value::Int32(t) => f64::from(*t.first()?),
            Value::Int64(t) => *t.first()? as f64,
            Value::UInt8(t) => f64::from(*t.first()?),
            Value::UInt16(t) => f64::from(*t.first()?),
            Value::UInt32(t) => f64::from(*t.first()?),
            Value::UInt64(t) => *t.first()? as f64,
            Value::Logical(t) => f64::from(u8::from(*t.first()?)),
            Value::Char(t) => f64::from(*t.first()?),
            // A 1x1 sparse scalar counts as its value (sizes, loop bounds).
            Value::Sparse(s) => match &**s {
                Sparse::Double(m) => m.get(0, 0),
                Sparse::Logical(m) => f64::from(u8::from(m.get(0, 0))),
                Sparse::Complex(_) => return None,
            },
            _ => return None,
        })
    }

    /// Every element of a real numeric, logical or char array as a double
    /// (int64/uint64 beyond 2^53 are rounded: use only where that is intended).
    pub fn to_f64_vec(&self) -> Option<Vec<f64>> {
        Some(match self {
            Value::Double(t) => t.data().to_vec(),
            Value::Single(t) => t.data().iter().map(|&x| f64::from(x)).collect(),
            Value::Int8(t) => t.data().iter().map(|&x| f64::from(x)).collect(),
            Value::Int16(t) => t.data().iter().map(|&x| f64::from(x)).collect(),
            Value::Int32(t) => t.data().iter().map(|&x| f64::from(x)).collect(),
            Value::Int64(t) => t.data().iter().map(|&x| x as f64).collect(),
            Value::UInt8(t) => t.data().iter().map(|&x| f64::from(x)).collect(),
            Value::UInt16(t) => t.data().iter().map(|&x| f64::from(x)).collect(),
            Value::UInt32(t) => t.data().iter().map(|&x| f64::from(x)).collect(),
            Value::UInt64(t) => t.data().iter().map(|&x| x as f64).collect(),
            Value::Logical(t) => t.data().iter().map(|&x| f64::from(u8::from(x))).collect(),
            Value::Char(t) => t.data().iter().map(|&x| f64::from(x)).collect(),
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn value_stays_small() {
        // Values are moved on every operation; keep them within a cache line
        // plus a little so scalar code stays fast.
        assert!(
            std::mem::size_of::<Value>() <= 72,
            "{}",
            std::mem::size_of::<Value>()
        );
    }

    #[test]
    fn classes() {
        assert_eq!(Value::scalar(1.0).class().name(), "double");
        assert_eq!(Value::char_row("ab").class(), Class::Char);
        assert_eq!(Value::char_row("ab").as_text().as_deref(), Some("ab"));
        assert_eq!(Value::bool(true).as_f64(), Some(1.0));
    }
}

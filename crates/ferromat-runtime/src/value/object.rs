//! Objects of ferromat's built-in classes (`containers.Map`, `MException`,
//! `table`, `dictionary`, ...):
//! the data each class holds, which classes are handles, and identity.
//! Handle objects share one state between every copy of the value (MATLAB
//! handle semantics); value objects are immutable once built and copied on
//! change. This file holds data and key ordering only: constructors,
//! methods, indexing and MATLAB's errors live in `builtins/objects/`.

use std::cmp::Ordering;
use std::sync::{Arc, Mutex, MutexGuard};

use super::cleanup::CleanupTask;
use super::dictionary::DictionaryData;
use super::map_entries::{MapEntries, TextKey};
use super::{StructArray, Tensor, Value};

/// The class of an object, as `class(x)` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ObjectClass {
    Map,
    MException,
    InputParser,
    Table,
    Datetime,
    Duration,
    Dictionary,
    OnCleanup,
}

impl ObjectClass {
    pub fn name(self) -> &'static str {
        match self {
            ObjectClass::Map => "containers.Map",
            ObjectClass::MException => "MException",
            ObjectClass::InputParser => "inputParser",
            ObjectClass::Table => "table",
            ObjectClass::Datetime => "datetime",
            ObjectClass::Duration => "duration",
            ObjectClass::Dictionary => "dictionary",
            ObjectClass::OnCleanup => "onCleanup",
        }
    }

    /// Handle classes derive from `handle`: copies share one object.
    pub fn is_handle(self) -> bool {
        matches!(
            self,
            ObjectClass::Map | ObjectClass::InputParser | ObjectClass::OnCleanup
        )
    }
}

/// One object. Cloning a handle clones the reference, never the state.
#[derive(Clone, Debug)]
pub enum Object {
    Map(MapHandle),
    MException(Arc<MException>),
    InputParser(Shared<ParserData>),
    /// A value object: changed only by building a new table.
    Table(Arc<TableData>),
    /// Value objects: arrays of points in time and of elapsed times.
    Datetime(Arc<TimeArray>),
    Duration(Arc<TimeArray>),
    /// A value object: written through `Arc::make_mut`, so `d2 = d`
    /// shares the entries until one of the two changes.
    Dictionary(Arc<DictionaryData>),
    /// A handle whose task runs when the last copy is destroyed.
    OnCleanup(Arc<CleanupTask>),
}

impl Object {
    pub fn class(&self) -> ObjectClass {
        match self {
            Object::Map(_) => ObjectClass::Map,
            Object::MException(_) => ObjectClass::MException,
            Object::InputParser(_) => ObjectClass::InputParser,
            Object::Table(_) => ObjectClass::Table,
            Object::Datetime(_) => ObjectClass::Datetime,
            Object::Duration(_) => ObjectClass::Duration,
            Object::Dictionary(_) => ObjectClass::Dictionary,
            Object::OnCleanup(_) => ObjectClass::OnCleanup,
        }
    }
}

impl Object {
    /// The values this object holds, when this was its last reference (for
    /// `teardown::drop_deep`); nothing when other copies still share it.
    pub fn into_unique_contents(self) -> Vec<Value> {
        match self {
            Object::Map(map) => match Arc::into_inner(map.0) {
                Some(data) => {
                    let data = data.into_inner().unwrap_or_else(|p| p.into_inner());
                    data.entries.into_nested_values()
                }
                None => Vec::new(),
            },
            Object::MException(exception) => match Arc::into_inner(exception) {
                Some(exception) => exception.causes,
                None => Vec::new(),
            },
            Object::InputParser(parser) => match Arc::into_inner(parser.0) {
                Some(data) => {
                    let data = data.into_inner().unwrap_or_else(|p| p.into_inner());
                    let mut values =
                        vec![Value::Struct(data.results), Value::Struct(data.unmatched)];
                    for argument in data.arguments {
                        values.push(argument.default);
                        values.extend(argument.validator);
                    }
                    values
                }
                None => Vec::new(),
            },
            Object::Table(table) => match Arc::into_inner(table) {
                Some(data) => data.columns,
                None => Vec::new(),
            },
            // Dropping the last copy hands the task to the engine's queue.
            Object::Datetime(_) | Object::Duration(_) | Object::OnCleanup(_) => Vec::new(),
            Object::Dictionary(data) => match Arc::into_inner(data) {
                Some(data) => data.into_values(),
                None => Vec::new(),
            },
        }
    }
}

impl PartialEq for Object {
    /// Handles are equal when they are the same object; value objects when
    /// their contents are equal.
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Object::Map(a), Object::Map(b)) => a.same(b),
            (Object::MException(a), Object::MException(b)) => a == b,
            (Object::InputParser(a), Object::InputParser(b)) => a.same(b),
            (Object::Table(a), Object::Table(b)) => a == b,
            // The display format is no part of the value (`isequal`).
            (Object::Datetime(a), Object::Datetime(b))
            | (Object::Duration(a), Object::Duration(b)) => a.seconds == b.seconds,
            (Object::Dictionary(a), Object::Dictionary(b)) => a == b,
            (Object::OnCleanup(a), Object::OnCleanup(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }
}

/// The state of a handle object: shared and locked, so every copy of the
/// value sees every change (MATLAB handle semantics).
#[derive(Debug)]
pub struct Shared<T>(Arc<Mutex<T>>);

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared(self.0.clone())
    }
}

impl<T> Shared<T> {
    pub fn new(data: T) -> Shared<T> {
        Shared(Arc::new(Mutex::new(data)))
    }

    /// The object's state. A poisoned lock (a panic elsewhere while it was
    /// held) still gives the data: an object never panics its user. Never
    /// hold it while running MATLAB code or inspecting another value that
    /// may be this same object.
    pub fn lock(&self) -> MutexGuard<'_, T> {
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Whether two handles refer to one object (`isequal`, `==`).
    pub fn same(&self, other: &Shared<T>) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

/// A `containers.Map`.
pub type MapHandle = Shared<MapData>;

/// The class of a map's keys (`KeyType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyType {
    Char,
    Double,
    Single,
    Int32,
    UInt32,
    Int64,
    UInt64,
}

impl KeyType {
    pub fn name(self) -> &'static str {
        match self {
            KeyType::Char => "char",
            KeyType::Double => "double",
            KeyType::Single => "single",
            KeyType::Int32 => "int32",
            KeyType::UInt32 => "uint32",
            KeyType::Int64 => "int64",
            KeyType::UInt64 => "uint64",
        }
    }

    /// The type a `'KeyType'` name gives; the inverse of [`KeyType::name`].
    pub fn from_name(name: &str) -> Option<KeyType> {
        use KeyType::*;
        [Char, Double, Single, Int32, UInt32, Int64, UInt64]
            .into_iter()
            .find(|key_type| key_type.name() == name)
    }
}

/// The class of a map's values (`ValueType`); `Any` takes every value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueType {
    Any,
    Char,
    Logical,
    Double,
    Single,
    Int8,
    UInt8,
    Int16,
    UInt16,
    Int32,
    UInt32,
    Int64,
    UInt64,
}

impl ValueType {
    pub fn name(self) -> &'static str {
        match self {
            ValueType::Any => "any",
            ValueType::Char => "char",
            ValueType::Logical => "logical",
            ValueType::Double => "double",
            ValueType::Single => "single",
            ValueType::Int8 => "int8",
            ValueType::UInt8 => "uint8",
            ValueType::Int16 => "int16",
            ValueType::UInt16 => "uint16",
            ValueType::Int32 => "int32",
            ValueType::UInt32 => "uint32",
            ValueType::Int64 => "int64",
            ValueType::UInt64 => "uint64",
        }
    }

    /// The type a `'ValueType'` name gives; the inverse of [`ValueType::name`].
    pub fn from_name(name: &str) -> Option<ValueType> {
        use ValueType::*;
        [
            Any, Char, Logical, Double, Single, Int8, UInt8, Int16, UInt16, Int32, UInt32, Int64,
            UInt64,
        ]
        .into_iter()
        .find(|value_type| value_type.name() == name)
    }
}

/// A map key, ordered as `keys(M)` lists them: char keys by their UTF-16
/// code units (so uppercase before lowercase, as MATLAB sorts text),
/// numeric keys by value. One map holds keys of one kind only.
#[derive(Clone, Debug, PartialEq)]
pub enum MapKey {
    Text(TextKey),
    /// Double and single keys; never NaN (refused before insertion), and
    /// -0 is stored as 0 so both find one entry.
    Float(f64),
    /// int32, uint32, int64 and uint64 keys, exactly.
    Integer(i128),
}

impl Eq for MapKey {}

impl PartialOrd for MapKey {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for MapKey {
    fn cmp(&self, other: &Self) -> Ordering {
        match (self, other) {
            (MapKey::Text(a), MapKey::Text(b)) => a.cmp(b),
            (MapKey::Float(a), MapKey::Float(b)) => a.total_cmp(b),
            (MapKey::Integer(a), MapKey::Integer(b)) => a.cmp(b),
            // Kinds never mix in one map; any fixed order keeps Ord total.
            _ => self.rank().cmp(&other.rank()),
        }
    }
}

impl MapKey {
    fn rank(&self) -> u8 {
        match self {
            MapKey::Text(_) => 0,
            MapKey::Float(_) => 1,
            MapKey::Integer(_) => 2,
        }
    }
}

/// The state of one `containers.Map`.
#[derive(Clone, Debug)]
pub struct MapData {
    pub key_type: KeyType,
    pub value_type: ValueType,
    pub entries: MapEntries,
}

impl MapData {
    pub fn new(key_type: KeyType, value_type: ValueType) -> MapData {
        MapData {
            key_type,
            value_type,
            entries: MapEntries::new(),
        }
    }
}

/// One argument an `inputParser` knows (`addRequired`, `addOptional`,
/// `addParameter`).
#[derive(Clone, Debug)]
pub struct ParserArgument {
    pub name: String,
    pub kind: ArgumentKind,
    /// The value used when the caller leaves the argument out (`[]` for a
    /// required one).
    pub default: Value,
    /// A function handle: true, or no error, means valid.
    pub validator: Option<Value>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgumentKind {
    Required,
    Optional,
    Parameter,
}

/// The state of one `inputParser`.
#[derive(Clone, Debug)]
pub struct ParserData {
    pub function_name: String,
    pub case_sensitive: bool,
    pub keep_unmatched: bool,
    pub partial_matching: bool,
    pub struct_expand: bool,
    /// In the order they were added.
    pub arguments: Vec<ParserArgument>,
    /// The last `parse`: results, unmatched name-value pairs, and the names
    /// that took their defaults.
    pub results: Arc<StructArray>,
    pub unmatched: Arc<StructArray>,
    pub using_defaults: Vec<String>,
}

impl Default for ParserData {
    fn default() -> ParserData {
        ParserData {
            function_name: String::new(),
            case_sensitive: false,
            keep_unmatched: false,
            partial_matching: true,
            struct_expand: true,
            arguments: Vec::new(),
            results: Arc::new(StructArray::scalar([])),
            unmatched: Arc::new(StructArray::scalar([])),
            using_defaults: Vec::new(),
        }
    }
}

/// A `table`: named variables (columns) of one height. Each variable is
/// an array whose first dimension is the table's height; a variable may
/// have several columns (`BloodPressure` as an Nx2 matrix). The
/// constructors in `builtins/tables/` keep the names unique and valid and
/// the heights equal; nothing here checks them.
#[derive(Clone, Debug, PartialEq)]
pub struct TableData {
    pub names: Vec<String>,
    pub columns: Vec<Value>,
    /// Empty when the table has no row names; else one per row.
    pub row_names: Vec<String>,
    /// The number of rows, kept apart from the columns so that a table
    /// with no variables still has a height.
    pub rows: usize,
}

/// A `datetime` or `duration` array. A datetime element is an unzoned
/// point in time as seconds since 1970-01-01 00:00:00 (NaN is NaT); a
/// duration element is a length of time in seconds. `format` holds
/// MATLAB's display format letters (`dd-MMM-uuuu HH:mm:ss`, `hh:mm:ss`,
/// `h`); the constructors in `builtins/datetimes/` check it.
#[derive(Clone, Debug, PartialEq)]
pub struct TimeArray {
    pub seconds: Tensor<f64>,
    pub format: String,
}

/// An `MException`: a value object, changed only by making a new one
/// (`addCause` returns a copy).
#[derive(Clone, Debug, PartialEq)]
pub struct MException {
    pub identifier: String,
    pub message: String,
    /// Nx1 struct array with fields `file`, `name`, `line`.
    pub stack: Arc<StructArray>,
    /// The exceptions that caused this one (`cause` is a column cell).
    pub causes: Vec<Value>,
    /// The function named on the report's `Error using NAME` line, for an
    /// exception that was raised by one (`getReport`).
    pub function: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::map_entries::KeyRef;
    use std::collections::BTreeMap;

    #[test]
    fn text_keys_sort_by_code_unit() {
        let mut data = MapData::new(KeyType::Char, ValueType::Any);
        for key in ["b", "B", "a", "A", "aa", ""] {
            data.entries
                .insert(
                    MapKey::Text(key.encode_utf16().collect::<Vec<_>>().into()),
                    Value::empty(),
                )
                .expect("a few keys fit");
        }
        let order: Vec<String> = data
            .entries
            .sorted()
            .into_iter()
            .map(|(k, _)| match k {
                KeyRef::Text(t) => String::from_utf16_lossy(t),
                _ => String::new(),
            })
            .collect();
        assert_eq!(order, ["", "A", "B", "a", "aa", "b"]);
    }

    #[test]
    fn numeric_keys_sort_by_value() {
        let mut data = MapData::new(KeyType::Double, ValueType::Any);
        for key in [10.0, -1.5, 2.0, 1e300, -f64::INFINITY] {
            data.entries
                .insert(MapKey::Float(key), Value::empty())
                .expect("a few keys fit");
        }
        let order: Vec<f64> = data
            .entries
            .sorted()
            .into_iter()
            .filter_map(|(k, _)| match k {
                KeyRef::Float(x) => Some(x),
                _ => None,
            })
            .collect();
        assert_eq!(order, [-f64::INFINITY, -1.5, 2.0, 10.0, 1e300]);
        let mut ints = BTreeMap::new();
        for key in [u64::MAX as i128, -3, 0] {
            ints.insert(MapKey::Integer(key), ());
        }
        let first = ints.keys().next().cloned();
        assert_eq!(first, Some(MapKey::Integer(-3)));
    }

    #[test]
    fn handle_copies_share_state() {
        let map = MapHandle::new(MapData::new(KeyType::Char, ValueType::Any));
        let copy = map.clone();
        copy.lock()
            .entries
            .insert(MapKey::Text(vec![107].into()), Value::scalar(1.0))
            .expect("one key fits");
        assert_eq!(map.lock().entries.len(), 1);
        assert_eq!(Object::Map(map.clone()), Object::Map(copy));
        let other = MapHandle::new(MapData::new(KeyType::Char, ValueType::Any));
        assert_ne!(Object::Map(map), Object::Map(other));
    }
}

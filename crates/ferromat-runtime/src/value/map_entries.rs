//! The entries of one `containers.Map`, kept in key order: what `keys(M)`
//! lists, and the lookups and updates behind `M(key)` and `M(key) = v`.
//!
//! Char keys live in a hash table (`map_entries/text_table.rs`, which keeps
//! each key's hash, so growing the table never reads the keys again) and
//! are sorted when the order is asked for; a key shares the caller's char
//! buffer rather than copying it, and a lookup borrows the caller's text. A
//! B-tree was the first choice, but its twenty-odd comparisons per lookup
//! each follow a pointer to a key's text: three times slower at 1e6 keys
//! than hashing. Numeric keys that are whole numbers in one run of
//! consecutive integers (the `1:N` keys of a loop) live in a vector indexed by the key, the way Lua keeps
//! an array part beside its hash part: insertion at the end of the run and
//! lookup are one index, where a tree walk costs some fifty comparisons.
//! Every other numeric key lives in a second B-tree. No tree key ever lies
//! inside the run, so a key has exactly one home.
//!
//! A real double scalar, the value most maps hold, is stored inline
//! ([`MapValue`]), and any other value boxed: a table entry is then 32
//! bytes instead of 88 with a whole `Value`, so a map of a million keys
//! writes and faults in a third of the memory as it grows.
//!
//! This file is data structure only: it does not check keys against a
//! map's KeyType or values against its ValueType (`builtins/objects/map.rs`
//! does), and it never drops a replaced value itself (the caller does, after
//! the map's lock is released).

use std::cmp::Ordering;
use std::collections::BTreeMap;
use std::sync::Arc;

use super::object::MapKey;
use super::{Tensor, Value};
use text_table::TextTable;

mod text_table;

/// A char key: the UTF-16 code units of a char row, sharing the row's
/// buffer when it has one (one pointer, so a table entry stays small).
/// Compared and ordered by its code units alone (`Arc` compares what it
/// points to).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct TextKey(Arc<Vec<u16>>);

impl TextKey {
    /// The key of a char row, sharing its buffer.
    pub fn shared(row: &Tensor<u16>) -> TextKey {
        match row.shared_buffer() {
            Some(buffer) => TextKey(buffer.clone()),
            None => TextKey(Arc::new(row.data().to_vec())),
        }
    }

    pub fn units(&self) -> &[u16] {
        &self.0
    }
}

impl From<Vec<u16>> for TextKey {
    fn from(units: Vec<u16>) -> TextKey {
        TextKey(Arc::new(units))
    }
}

/// A stored value: a real double scalar inline, anything else boxed (see
/// the file doc).
#[derive(Clone, Debug)]
pub enum MapValue {
    Number(f64),
    Boxed(Box<Value>),
}

impl MapValue {
    fn new(value: Value) -> MapValue {
        // An element held inline is always a 1x1 array's.
        if let Value::Double(tensor) = &value {
            if let Some(x) = tensor.inline_scalar() {
                return MapValue::Number(x);
            }
        }
        MapValue::Boxed(Box::new(value))
    }

    /// The value, as it was stored.
    pub fn to_value(&self) -> Value {
        match self {
            MapValue::Number(x) => Value::scalar(*x),
            MapValue::Boxed(value) => Value::clone(value),
        }
    }

    fn into_value(self) -> Value {
        match self {
            MapValue::Number(x) => Value::scalar(x),
            MapValue::Boxed(value) => *value,
        }
    }

    /// The value when it is a real double scalar.
    pub fn number(&self) -> Option<f64> {
        match self {
            MapValue::Number(x) => Some(*x),
            MapValue::Boxed(_) => None,
        }
    }
}

/// A key as a lookup borrows it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum KeyRef<'a> {
    Text(&'a [u16]),
    Float(f64),
    Integer(i128),
}

impl MapKey {
    pub fn as_ref(&self) -> KeyRef<'_> {
        match self {
            MapKey::Text(key) => KeyRef::Text(key.units()),
            MapKey::Float(x) => KeyRef::Float(*x),
            MapKey::Integer(n) => KeyRef::Integer(*n),
        }
    }
}

impl KeyRef<'_> {
    pub fn to_owned(self) -> MapKey {
        match self {
            KeyRef::Text(units) => MapKey::Text(units.to_vec().into()),
            KeyRef::Float(x) => MapKey::Float(x),
            KeyRef::Integer(n) => MapKey::Integer(n),
        }
    }

    /// The run position of a whole-number key: doubles up to 2^53 in
    /// magnitude (every integer there is exact) and integers that fit an
    /// i64. Other keys never enter the run.
    fn whole(self) -> Option<i64> {
        const EXACT: f64 = 9_007_199_254_740_992.0;
        match self {
            KeyRef::Float(x) if x.fract() == 0.0 && x.abs() <= EXACT => Some(x as i64),
            KeyRef::Integer(n) => i64::try_from(n).ok(),
            _ => None,
        }
    }
}

/// Keys `start, start + 1, ...` with a slot each; a removed key leaves an
/// empty slot until the run's end is trimmed.
#[derive(Clone, Debug, Default)]
struct KeyRun {
    start: i64,
    slots: Vec<Option<MapValue>>,
    filled: usize,
    /// Whether the run's keys are `MapKey::Integer` (int32 to uint64 maps)
    /// rather than `MapKey::Float`.
    integer: bool,
}

impl KeyRun {
    fn slot(&self, whole: i64) -> Option<usize> {
        let offset = whole.checked_sub(self.start)?;
        usize::try_from(offset)
            .ok()
            .filter(|&offset| offset < self.slots.len())
    }

    /// The key one past the run's end, where the run can grow.
    fn next(&self) -> Option<i64> {
        i64::try_from(self.slots.len())
            .ok()
            .and_then(|len| self.start.checked_add(len))
    }

    /// The key at run position `whole`, of the run's kind.
    fn key_of(&self, whole: i64) -> KeyRef<'static> {
        if self.integer {
            KeyRef::Integer(i128::from(whole))
        } else {
            KeyRef::Float(whole as f64)
        }
    }
}

/// The entries of a map (see the file doc).
#[derive(Clone, Debug, Default)]
pub struct MapEntries {
    text: TextTable,
    numbers: BTreeMap<MapKey, MapValue>,
    run: KeyRun,
}

impl MapEntries {
    pub fn new() -> MapEntries {
        MapEntries::default()
    }

    /// The number of keys (`Count`).
    pub fn len(&self) -> usize {
        self.text.len() + self.numbers.len() + self.run.filled
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn get(&self, key: KeyRef<'_>) -> Option<&MapValue> {
        if let KeyRef::Text(units) = key {
            return self.text.get(units);
        }
        if let Some(slot) = key.whole().and_then(|whole| self.run.slot(whole)) {
            return self.run.slots[slot].as_ref();
        }
        self.numbers.get(&key.to_owned())
    }

    pub fn contains_key(&self, key: KeyRef<'_>) -> bool {
        self.get(key).is_some()
    }

    /// Adds or replaces an entry; gives back the value it replaced. A new
    /// char key past the table's limit (some four billion keys) is refused
    /// and its value handed back, for the caller to drop after the map's
    /// lock is released.
    pub fn insert(&mut self, key: MapKey, value: Value) -> Result<Option<Value>, Value> {
        match self.insert_stored(key, MapValue::new(value)) {
            Ok(old) => Ok(old.map(MapValue::into_value)),
            Err(refused) => Err(refused.into_value()),
        }
    }

    fn insert_stored(
        &mut self,
        key: MapKey,
        value: MapValue,
    ) -> Result<Option<MapValue>, MapValue> {
        match key {
            // One hash either way; replacing keeps the stored key.
            MapKey::Text(text) => self.text.insert(text, value),
            number => Ok(self.insert_number(number, value)),
        }
    }

    fn insert_number(&mut self, key: MapKey, value: MapValue) -> Option<MapValue> {
        let Some(whole) = key.as_ref().whole() else {
            return self.numbers.insert(key, value);
        };
        if let Some(slot) = self.run.slot(whole) {
            let old = self.run.slots[slot].replace(value);
            if old.is_none() {
                self.run.filled += 1;
            }
            return old;
        }
        let old = if self.run.slots.is_empty() {
            // A new run starts here; the key may have been a tree key
            // while an earlier run was elsewhere.
            self.run.start = whole;
            self.run.integer = matches!(key, MapKey::Integer(_));
            self.numbers.remove(&key)
        } else if self.run.next() == Some(whole) {
            None
        } else {
            return self.numbers.insert(key, value);
        };
        self.run.slots.push(Some(value));
        self.run.filled += 1;
        self.absorb_following();
        old
    }

    /// Moves the tree keys that now continue the run into it, so that no
    /// tree key lies inside the run.
    fn absorb_following(&mut self) {
        while let Some(next) = self.run.next() {
            let key = self.run.key_of(next);
            if key.whole() != Some(next) {
                break;
            }
            let Some(value) = self.numbers.remove(&key.to_owned()) else {
                break;
            };
            self.run.slots.push(Some(value));
            self.run.filled += 1;
        }
    }

    pub fn remove(&mut self, key: KeyRef<'_>) -> Option<Value> {
        self.remove_stored(key).map(MapValue::into_value)
    }

    fn remove_stored(&mut self, key: KeyRef<'_>) -> Option<MapValue> {
        if let KeyRef::Text(units) = key {
            // Order lives in `sorted`, so the cheap removal will do.
            return self.text.swap_remove(units);
        }
        let Some(slot) = key.whole().and_then(|whole| self.run.slot(whole)) else {
            return self.numbers.remove(&key.to_owned());
        };
        let old = self.run.slots[slot].take();
        if old.is_some() {
            self.run.filled -= 1;
        }
        // Trimming empty slots off the end keeps the run no longer than
        // its last key; the keys past it were never in the tree.
        while let Some(None) = self.run.slots.last() {
            self.run.slots.pop();
        }
        if self.run.slots.is_empty() {
            self.run = KeyRun::default();
        }
        old
    }

    /// Every entry in key order: char keys by code unit, numeric keys by
    /// value (the run merged into the tree of other numeric keys).
    pub fn sorted(&self) -> Vec<(KeyRef<'_>, &MapValue)> {
        let mut out: Vec<(KeyRef<'_>, &MapValue)> = Vec::with_capacity(self.len());
        out.extend(
            self.text
                .iter()
                .map(|(key, value)| (KeyRef::Text(key.units()), value)),
        );
        // Keys are unique, so an unstable sort gives the one order.
        out.sort_unstable_by(|(a, _), (b, _)| match (a, b) {
            (KeyRef::Text(a), KeyRef::Text(b)) => a.cmp(b),
            _ => Ordering::Equal,
        });
        let mut tree = self.numbers.iter().peekable();
        for (offset, slot) in self.run.slots.iter().enumerate() {
            let Some(value) = slot else { continue };
            let whole = self.run.start + offset as i64;
            while let Some((key, tree_value)) =
                tree.next_if(|(key, _)| precedes(key.as_ref(), whole))
            {
                out.push((key.as_ref(), tree_value));
            }
            out.push((self.run.key_of(whole), value));
        }
        out.extend(tree.map(|(key, value)| (key.as_ref(), value)));
        out
    }

    /// The values that may hold other values (all but the inline
    /// numbers), consuming the entries: the teardown of the last copy walks
    /// them.
    pub fn into_nested_values(self) -> Vec<Value> {
        let boxed = |value: MapValue| match value {
            MapValue::Boxed(value) => Some(*value),
            MapValue::Number(_) => None,
        };
        let mut values: Vec<Value> = self.text.into_values().filter_map(boxed).collect();
        values.extend(self.numbers.into_values().filter_map(boxed));
        values.extend(self.run.slots.into_iter().flatten().filter_map(boxed));
        values
    }
}

/// Whether a tree key sorts before the whole number `whole` (tree keys are
/// never equal to a run key).
fn precedes(key: KeyRef<'_>, whole: i64) -> bool {
    match key {
        KeyRef::Float(x) => x.total_cmp(&(whole as f64)) == Ordering::Less,
        KeyRef::Integer(n) => n < i128::from(whole),
        KeyRef::Text(_) => true,
    }
}

#[cfg(test)]
mod tests;

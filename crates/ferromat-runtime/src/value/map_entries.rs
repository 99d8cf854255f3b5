//! The entries of one `containers.Map`, kept in key order: what `keys(M)`
//! lists, and the lookups and updates behind `M(key)` and `M(key) = v`.
//!
//! Char keys live in a hash table (an `IndexMap`, which keeps each key's
//! hash, so growing the table never reads the keys again) and are sorted
//! when the order is asked for; a key shares the caller's char buffer
//! rather than copying it, and a lookup borrows the caller's text. A
//! B-tree was the first choice, but its twenty-odd comparisons per lookup
//! each follow a pointer to a key's text: three times slower at 1e6 keys
//! than hashing. Numeric keys
//! that are whole numbers in one run of consecutive integers (the `1:N`
//! keys of a loop) live in a vector indexed by the key, the way Lua keeps
//! an array part beside its hash part: insertion at the end of the run and
//! lookup are one index, where a tree walk costs some fifty comparisons.
//! Every other numeric key lives in a second B-tree. No tree key ever lies
//! inside the run, so a key has exactly one home.
//!
//! This file is data structure only: it does not check keys against a
//! map's KeyType or values against its ValueType (`builtins/objects/map.rs`
//! does), and it never drops a replaced value itself (the caller does, after
//! the map's lock is released).

use std::cmp::Ordering;
use std::collections::BTreeMap;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use indexmap::IndexMap;

use super::object::MapKey;
use super::{Tensor, Value};

/// A char key: the UTF-16 code units of a char row, sharing the row's
/// buffer when it has one (one pointer, so a table entry stays small).
/// Compared, ordered and hashed by its code units alone.
#[derive(Clone, Debug)]
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

/// A char key a lookup borrows. Keys looked up from the cell they were
/// stored from share its buffers, so equal addresses settle equality
/// without reading the text (which would be one more cache miss).
struct TextQuery<'a>(&'a [u16]);

/// Hashes as the code-unit slice does, as `TextKey` does.
impl Hash for TextQuery<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.hash(state)
    }
}

impl indexmap::Equivalent<TextKey> for TextQuery<'_> {
    fn equivalent(&self, key: &TextKey) -> bool {
        let stored = key.units();
        (std::ptr::eq(self.0.as_ptr(), stored.as_ptr()) && self.0.len() == stored.len())
            || self.0 == stored
    }
}

impl PartialEq for TextKey {
    fn eq(&self, other: &TextKey) -> bool {
        self.units() == other.units()
    }
}

impl Eq for TextKey {}

impl PartialOrd for TextKey {
    fn partial_cmp(&self, other: &TextKey) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for TextKey {
    fn cmp(&self, other: &TextKey) -> Ordering {
        self.units().cmp(other.units())
    }
}

/// Hashes as the code-unit slice does, as `TextQuery` does.
impl Hash for TextKey {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.units().hash(state)
    }
}

/// The table of char keys; foldhash seeds each table at random, so keys
/// chosen to collide cannot be prepared in advance.
type TextTable = IndexMap<TextKey, Value, foldhash::fast::RandomState>;

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
    slots: Vec<Option<Value>>,
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

    fn key_of(&self, whole: i64) -> MapKey {
        if self.integer {
            MapKey::Integer(i128::from(whole))
        } else {
            MapKey::Float(whole as f64)
        }
    }
}

/// The entries of a map (see the file doc).
#[derive(Clone, Debug, Default)]
pub struct MapEntries {
    text: TextTable,
    numbers: BTreeMap<MapKey, Value>,
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

    pub fn get(&self, key: KeyRef<'_>) -> Option<&Value> {
        if let KeyRef::Text(units) = key {
            return self.text.get(&TextQuery(units));
        }
        if let Some(slot) = key.whole().and_then(|whole| self.run.slot(whole)) {
            return self.run.slots[slot].as_ref();
        }
        self.numbers.get(&key.to_owned())
    }

    pub fn contains_key(&self, key: KeyRef<'_>) -> bool {
        self.get(key).is_some()
    }

    /// Adds or replaces an entry; gives back the value it replaced.
    pub fn insert(&mut self, key: MapKey, value: Value) -> Option<Value> {
        let key = match key {
            // One hash either way; replacing keeps the stored key.
            MapKey::Text(text) => {
                return match self.text.entry(text) {
                    indexmap::map::Entry::Occupied(mut entry) => Some(entry.insert(value)),
                    indexmap::map::Entry::Vacant(entry) => {
                        entry.insert(value);
                        None
                    }
                };
            }
            number => number,
        };
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
            if key.as_ref().whole() != Some(next) {
                break;
            }
            let Some(value) = self.numbers.remove(&key) else {
                break;
            };
            self.run.slots.push(Some(value));
            self.run.filled += 1;
        }
    }

    pub fn remove(&mut self, key: KeyRef<'_>) -> Option<Value> {
        if let KeyRef::Text(units) = key {
            // Order lives in `sorted`, so the cheap removal will do.
            return self.text.swap_remove(&TextQuery(units));
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
    pub fn sorted(&self) -> Vec<(KeyRef<'_>, &Value)> {
        let mut out: Vec<(KeyRef<'_>, &Value)> = Vec::with_capacity(self.len());
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
            let key = if self.run.integer {
                KeyRef::Integer(i128::from(whole))
            } else {
                KeyRef::Float(whole as f64)
            };
            out.push((key, value));
        }
        out.extend(tree.map(|(key, value)| (key.as_ref(), value)));
        out
    }

    /// Every value, consuming the entries (teardown of the last copy).
    pub fn into_values(self) -> Vec<Value> {
        let mut values: Vec<Value> = self.text.into_values().collect();
        values.extend(self.numbers.into_values());
        values.extend(self.run.slots.into_iter().flatten());
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

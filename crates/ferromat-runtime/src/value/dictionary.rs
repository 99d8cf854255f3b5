//! The data behind a MATLAB `dictionary`: a hash map from keys to values
//! that remembers insertion order. Lookup, insertion and removal are O(1)
//! (amortized); removal leaves a hole that later compaction closes, so the
//! remaining entries keep their order. This file holds data only: it never
//! converts a `Value` into a key or checks a value's class; that, indexing,
//! display and MATLAB's errors live in `builtins/objects/dictionary*.rs`
//! and `display/dictionary.rs`.

use std::collections::HashMap;
use std::sync::Arc;

use super::{Class, Value};

/// One key, already converted to the dictionary's key class. Keys match
/// as MATLAB's `keyMatch` says: every NaN matches every other NaN, every
/// `<missing>` every other `<missing>`, and -0 matches 0.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DictKey {
    /// double and single keys, by the bits of the canonical value (one NaN,
    /// no -0). A single key holds the f64 of its f32.
    Float(u64),
    /// Integer-class keys, exactly.
    Integer(i128),
    Bool(bool),
    Text(Arc<str>),
    /// A `<missing>` string key.
    Missing,
}

impl DictKey {
    /// The key of a floating-point number: NaNs are one key, -0 is 0.
    pub fn float(x: f64) -> DictKey {
        let canonical = if x.is_nan() {
            f64::NAN
        } else if x == 0.0 {
            0.0
        } else {
            x
        };
        DictKey::Float(canonical.to_bits())
    }

    /// The number a `Float` key holds.
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            DictKey::Float(bits) => Some(f64::from_bits(*bits)),
            _ => None,
        }
    }
}

/// The state of one dictionary: a value object, copied on write.
/// `types` is `None` until the dictionary is configured (its first entry,
/// or `configureDictionary`).
#[derive(Clone, Debug, Default)]
pub struct DictionaryData {
    types: Option<(Class, Class)>,
    /// Entries in insertion order; `None` where one was removed.
    slots: Vec<Option<(DictKey, Value)>>,
    /// Where each key's entry sits in `slots`.
    index: HashMap<DictKey, usize>,
}

impl DictionaryData {
    /// An unconfigured dictionary (`dictionary()`).
    pub fn unconfigured() -> DictionaryData {
        DictionaryData::default()
    }

    /// A dictionary with no entries that takes keys of `key` and values of
    /// `value` class.
    pub fn configured(key: Class, value: Class) -> DictionaryData {
        DictionaryData {
            types: Some((key, value)),
            ..DictionaryData::default()
        }
    }

    /// The key and value classes, or `None` while unconfigured.
    pub fn types(&self) -> Option<(Class, Class)> {
        self.types
    }

    /// Sets the key and value classes (the first insertion into an
    /// unconfigured dictionary).
    pub fn configure(&mut self, key: Class, value: Class) {
        self.types = Some((key, value));
    }

    /// The number of entries (`numEntries`).
    pub fn len(&self) -> usize {
        self.index.len()
    }

    pub fn is_empty(&self) -> bool {
        self.index.is_empty()
    }

    pub fn get(&self, key: &DictKey) -> Option<&Value> {
        let &slot = self.index.get(key)?;
        self.slots
            .get(slot)
            .and_then(|entry| entry.as_ref())
            .map(|(_, value)| value)
    }

    pub fn contains(&self, key: &DictKey) -> bool {
        self.index.contains_key(key)
    }

    /// Adds an entry at the end, or replaces the value of an existing key
    /// in place (its position stays). Returns the replaced value.
    pub fn insert(&mut self, key: DictKey, value: Value) -> Option<Value> {
        if let Some(&slot) = self.index.get(&key) {
            if let Some(Some((_, old))) = self.slots.get_mut(slot) {
                return Some(std::mem::replace(old, value));
            }
        }
        self.index.insert(key.clone(), self.slots.len());
        self.slots.push(Some((key, value)));
        None
    }

    /// Removes the entry of `key`; the others keep their order.
    pub fn remove(&mut self, key: &DictKey) -> Option<Value> {
        let slot = self.index.remove(key)?;
        let removed = self.slots.get_mut(slot).and_then(Option::take);
        // Compact once the holes outnumber the entries, so removal stays
        // amortized O(1) and the slots never grow without bound.
        if self.slots.len() > 16 && self.slots.len() > 2 * self.index.len() {
            self.compact();
        }
        removed.map(|(_, value)| value)
    }

    fn compact(&mut self) {
        self.slots.retain(Option::is_some);
        for (position, entry) in self.slots.iter().enumerate() {
            if let Some((key, _)) = entry {
                self.index.insert(key.clone(), position);
            }
        }
    }

    /// The entries in insertion order.
    pub fn iter(&self) -> impl Iterator<Item = (&DictKey, &Value)> {
        self.slots
            .iter()
            .filter_map(|entry| entry.as_ref().map(|(key, value)| (key, value)))
    }

    /// Every value, for dropping a deep structure iteratively.
    pub fn into_values(self) -> Vec<Value> {
        self.slots
            .into_iter()
            .flatten()
            .map(|(_, value)| value)
            .collect()
    }
}

impl PartialEq for DictionaryData {
    /// `isequal`: the same types and the same entries, in any order.
    fn eq(&self, other: &Self) -> bool {
        self.types == other.types
            && self.len() == other.len()
            && self
                .iter()
                .all(|(key, value)| other.get(key) == Some(value))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &str) -> DictKey {
        DictKey::Text(Arc::from(s))
    }

    fn order(d: &DictionaryData) -> Vec<f64> {
        d.iter().filter_map(|(_, v)| v.as_f64()).collect()
    }

    #[test]
    fn removal_keeps_the_order_of_the_rest() {
        let mut d = DictionaryData::configured(Class::String, Class::Double);
        for (i, k) in ["a", "b", "c", "d"].iter().enumerate() {
            d.insert(text(k), Value::scalar(i as f64));
        }
        assert_eq!(d.remove(&text("b")), Some(Value::scalar(1.0)));
        assert_eq!(d.remove(&text("zz")), None);
        assert_eq!(order(&d), [0.0, 2.0, 3.0]);
        d.insert(text("b"), Value::scalar(9.0));
        assert_eq!(order(&d), [0.0, 2.0, 3.0, 9.0]);
        // Many removals compact the slots without disturbing the order.
        for i in 0..100 {
            d.insert(
                DictKey::float(f64::from(i)),
                Value::scalar(f64::from(100 + i)),
            );
        }
        for i in 0..99 {
            d.remove(&DictKey::float(f64::from(i)));
        }
        assert_eq!(order(&d), [0.0, 2.0, 3.0, 9.0, 199.0]);
        assert!(d.slots.len() <= 2 * d.len().max(8));
        assert_eq!(d.get(&text("d")), Some(&Value::scalar(3.0)));
    }

    #[test]
    fn overwrite_keeps_the_position() {
        let mut d = DictionaryData::configured(Class::Double, Class::Double);
        d.insert(DictKey::float(1.0), Value::scalar(10.0));
        d.insert(DictKey::float(2.0), Value::scalar(20.0));
        assert_eq!(
            d.insert(DictKey::float(1.0), Value::scalar(11.0)),
            Some(Value::scalar(10.0))
        );
        assert_eq!(order(&d), [11.0, 20.0]);
        assert_eq!(d.len(), 2);
    }

    #[test]
    fn nan_keys_are_one_key_and_minus_zero_is_zero() {
        assert_eq!(DictKey::float(f64::NAN), DictKey::float(-f64::NAN));
        assert_eq!(DictKey::float(-0.0), DictKey::float(0.0));
        assert_ne!(DictKey::float(1.0), DictKey::float(-1.0));
    }

    #[test]
    fn copies_are_independent_and_equality_ignores_order() {
        let mut a = DictionaryData::configured(Class::String, Class::Double);
        a.insert(text("x"), Value::scalar(1.0));
        a.insert(text("y"), Value::scalar(2.0));
        let shared = Arc::new(a);
        let mut copy = Arc::clone(&shared);
        Arc::make_mut(&mut copy).insert(text("z"), Value::scalar(3.0));
        assert_eq!(shared.len(), 2);
        assert_eq!(copy.len(), 3);
        let mut reversed = DictionaryData::configured(Class::String, Class::Double);
        reversed.insert(text("y"), Value::scalar(2.0));
        reversed.insert(text("x"), Value::scalar(1.0));
        assert_eq!(*shared, reversed);
        assert_ne!(*shared, *copy);
        assert_ne!(
            DictionaryData::unconfigured(),
            DictionaryData::configured(Class::String, Class::Double)
        );
    }
}

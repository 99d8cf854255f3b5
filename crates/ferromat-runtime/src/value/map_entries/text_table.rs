//! The char keys of a map: a vector of entries in insertion order and a
//! hash index of positions into it, the layout of CPython's dict.
//!
//! Why not `IndexMap`, which has the same layout: growing its index
//! rehashes in the old index's order, so each entry is read at a random
//! place, one cache miss apiece at a million keys (a tenth of the time of
//! filling a map in a loop). Here the new index is built reading the
//! entries in order. A probe also compares the stored hash before it
//! follows a key's pointer to its text, so a chance match of the index's
//! tag bits costs no extra misses. Positions are `u32`: half the index's
//! memory, which made filling a map of a million keys a quarter faster
//! (the table's pages then fit the processor's address cache).
//!
//! This file keeps entries only: key order is sorted by the caller, and a
//! replaced or removed value is handed back, never dropped here.

use std::hash::BuildHasher;

use hashbrown::HashTable;

use super::{MapValue, TextKey};

/// The most char keys one map holds (positions are `u32`). Reaching it
/// would take over 130 GB of entries alone.
pub(super) const MAX_KEYS: u32 = u32::MAX;

#[derive(Clone, Debug)]
struct TextEntry {
    hash: u64,
    key: TextKey,
    value: MapValue,
}

/// The char keys and their values (see the file doc).
#[derive(Clone, Debug, Default)]
pub(super) struct TextTable {
    entries: Vec<TextEntry>,
    /// Positions in `entries`, hashed by their entry's stored hash.
    index: HashTable<u32>,
    /// Seeded at random per map, so keys chosen to collide cannot be
    /// prepared in advance.
    hasher: foldhash::fast::RandomState,
}

/// Whether `entry` holds the key `units` hashing to `hash`. Keys looked up
/// from the cell they were stored from share its buffers, so equal
/// addresses settle equality without reading the text.
fn holds(entry: Option<&TextEntry>, hash: u64, units: &[u16]) -> bool {
    entry.is_some_and(|entry| {
        let stored = entry.key.units();
        entry.hash == hash
            && ((std::ptr::eq(stored.as_ptr(), units.as_ptr()) && stored.len() == units.len())
                || stored == units)
    })
}

impl TextTable {
    pub(super) fn len(&self) -> usize {
        self.entries.len()
    }

    fn hash(&self, units: &[u16]) -> u64 {
        self.hasher.hash_one(units)
    }

    /// The position of the entry holding `units`, whose hash is `hash`.
    fn position(&self, hash: u64, units: &[u16]) -> Option<usize> {
        let entries = &self.entries;
        let &position = self
            .index
            .find(hash, |&i| holds(entries.get(i as usize), hash, units))?;
        Some(position as usize)
    }

    pub(super) fn get(&self, units: &[u16]) -> Option<&MapValue> {
        let position = self.position(self.hash(units), units)?;
        self.entries.get(position).map(|entry| &entry.value)
    }

    /// Adds or replaces an entry; gives back the value it replaced. A new
    /// key past [`MAX_KEYS`] is refused, and its value handed back.
    pub(super) fn insert(
        &mut self,
        key: TextKey,
        value: MapValue,
    ) -> Result<Option<MapValue>, MapValue> {
        let hash = self.hash(key.units());
        if let Some(position) = self.position(hash, key.units()) {
            if let Some(entry) = self.entries.get_mut(position) {
                return Ok(Some(std::mem::replace(&mut entry.value, value)));
            }
        }
        let position = match u32::try_from(self.entries.len()) {
            Ok(position) if position < MAX_KEYS => position,
            _ => return Err(value),
        };
        self.grow_if_full();
        let entries = &mut self.entries;
        self.index.insert_unique(hash, position, |&i| {
            entries.get(i as usize).map_or(0, |entry| entry.hash)
        });
        entries.push(TextEntry { hash, key, value });
        Ok(None)
    }

    /// Builds an index twice the size when the current one is full,
    /// reading the entries in order (see the file doc).
    fn grow_if_full(&mut self) {
        if self.index.len() < self.index.capacity() {
            return;
        }
        let capacity = (2 * self.index.capacity()).max(4);
        let mut index = HashTable::with_capacity(capacity);
        // `insert` keeps every position within u32.
        for (position, entry) in (0..u32::MAX).zip(&self.entries) {
            // The capacity is reserved: the hasher is never called.
            index.insert_unique(entry.hash, position, |_| entry.hash);
        }
        self.index = index;
    }

    /// Removes an entry, moving the last one into its place (order lives
    /// in the caller's sort); gives back its value.
    pub(super) fn swap_remove(&mut self, units: &[u16]) -> Option<MapValue> {
        let hash = self.hash(units);
        let entries = &self.entries;
        let (kept, _) = self
            .index
            .find_entry(hash, |&i| holds(entries.get(i as usize), hash, units))
            .ok()?
            .remove();
        let position = kept as usize;
        let last = self.entries.len().checked_sub(1)?;
        let removed = self.entries.swap_remove(position);
        if position != last {
            // The entry that was last now lives at `position`.
            if let Some(moved) = self.entries.get(position) {
                if let Some(slot) = self.index.find_mut(moved.hash, |&i| i as usize == last) {
                    *slot = kept;
                }
            }
        }
        Some(removed.value)
    }

    pub(super) fn iter(&self) -> impl Iterator<Item = (&TextKey, &MapValue)> {
        self.entries.iter().map(|entry| (&entry.key, &entry.value))
    }

    pub(super) fn into_values(self) -> impl Iterator<Item = MapValue> {
        self.entries.into_iter().map(|entry| entry.value)
    }
}

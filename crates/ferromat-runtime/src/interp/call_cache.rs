//! What a call site's function name resolved to, remembered so that a call
//! in a loop skips the registry searches, hash lookups and path checks of
//! `call.rs`. It holds only answers `call.rs` would give again: it is keyed
//! by the name and by the running code unit (whose local functions come
//! first), and the interpreter empties it whenever anything else that
//! resolution reads may have changed (a new top-level command, the path or
//! current folder, host functions: every such change refreshes the shadow
//! set, which clears this). It must not decide resolution itself.

use std::sync::Arc;

use super::resolve::Callee;
use super::units::CodeUnit;

/// Slots in the direct-mapped table: a loop calls a handful of functions,
/// and a collision only costs one slow resolution.
const SLOTS: usize = 256;

struct Entry {
    /// Held so that its address, part of the key, is never reused while
    /// the entry lives.
    name: Arc<str>,
    caller: Option<Arc<CodeUnit>>,
    callee: Callee,
}

/// A direct-mapped cache of resolutions by (name, calling unit) address.
pub(super) struct CallCache {
    entries: Vec<Option<Entry>>,
}

impl Default for CallCache {
    fn default() -> Self {
        CallCache {
            entries: (0..SLOTS).map(|_| None).collect(),
        }
    }
}

fn unit_address(unit: Option<&Arc<CodeUnit>>) -> usize {
    unit.map_or(0, |unit| Arc::as_ptr(unit) as usize)
}

fn slot_of(name: &Arc<str>, caller: Option<&Arc<CodeUnit>>) -> usize {
    let name = Arc::as_ptr(name) as *const u8 as usize;
    let mixed = (name >> 4) ^ (unit_address(caller) >> 4).rotate_left(11);
    (mixed.wrapping_mul(0x9E37_79B9) >> 8) & (SLOTS - 1)
}

impl CallCache {
    /// The resolution of `name` called from code of `caller`, if known.
    pub(super) fn get(&self, name: &Arc<str>, caller: Option<&Arc<CodeUnit>>) -> Option<&Callee> {
        let entry = self.entries.get(slot_of(name, caller))?.as_ref()?;
        let same_caller = unit_address(entry.caller.as_ref()) == unit_address(caller);
        (Arc::ptr_eq(&entry.name, name) && same_caller).then_some(&entry.callee)
    }

    /// Remembers that `name` called from code of `caller` runs `callee`.
    pub(super) fn insert(
        &mut self,
        name: &Arc<str>,
        caller: Option<Arc<CodeUnit>>,
        callee: Callee,
    ) {
        let slot = slot_of(name, caller.as_ref());
        if let Some(entry) = self.entries.get_mut(slot) {
            *entry = Some(Entry {
                name: name.clone(),
                caller,
                callee,
            });
        }
    }

    /// Forgets every resolution.
    pub(super) fn clear(&mut self) {
        self.entries.iter_mut().for_each(|entry| *entry = None);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn builtin(name: &str) -> Callee {
        Callee::Builtin(crate::builtins::lookup(name).expect("builtin"))
    }

    fn def_name(callee: Option<&Callee>) -> Option<&'static str> {
        match callee? {
            Callee::Builtin(def) => Some(def.name),
            _ => None,
        }
    }

    #[test]
    fn hits_only_the_same_name_object_and_caller() {
        let mut cache = CallCache::default();
        let name: Arc<str> = Arc::from("sin");
        let twin: Arc<str> = Arc::from("sin");
        let unit = Arc::new(CodeUnit::parse_text("x = 1;").expect("parses"));
        cache.insert(&name, None, builtin("sin"));
        assert_eq!(def_name(cache.get(&name, None)), Some("sin"));
        // Another call site's name, or the same one run from another file,
        // may resolve differently.
        assert!(cache.get(&twin, None).is_none());
        assert!(cache.get(&name, Some(&unit)).is_none());
        cache.insert(&name, Some(unit.clone()), builtin("cos"));
        assert_eq!(def_name(cache.get(&name, Some(&unit))), Some("cos"));
        cache.clear();
        assert!(cache.get(&name, None).is_none());
        assert!(cache.get(&name, Some(&unit)).is_none());
    }
}

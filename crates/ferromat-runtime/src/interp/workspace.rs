//! Workspaces: the variables of the base session, of a script's caller, or
//! of one function call. Names are resolved to slots once, when code is
//! lowered; at run time a variable is just an index into `values`.

use std::collections::HashMap;
use std::sync::Arc;

use super::ir::Slot;
use super::shared::Link;
use crate::value::teardown::drop_deep;
use crate::value::Value;

/// Name <-> slot mapping of one workspace layout. Shared (behind an `Arc`)
/// between a compiled function and each of its call frames.
#[derive(Clone, Debug, Default)]
pub struct NameTable {
    slots: HashMap<Arc<str>, Slot>,
    names: Vec<Arc<str>>,
}

impl NameTable {
    /// The slot of `name`, adding it if new.
    pub fn slot(&mut self, name: &str) -> Slot {
        if let Some(&slot) = self.slots.get(name) {
            return slot;
        }
        let slot = self.names.len();
        let name: Arc<str> = Arc::from(name);
        self.names.push(name.clone());
        self.slots.insert(name, slot);
        slot
    }

    pub fn get(&self, name: &str) -> Option<Slot> {
        self.slots.get(name).copied()
    }

    pub fn name(&self, slot: Slot) -> &Arc<str> {
        &self.names[slot]
    }

    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// Every name with a slot, defined or not.
    pub fn names(&self) -> impl Iterator<Item = &Arc<str>> {
        self.names.iter()
    }

    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }
}

/// The variables of one workspace.
#[derive(Clone, Debug, Default)]
pub struct Workspace {
    pub names: Arc<NameTable>,
    values: Vec<Option<Value>>,
    /// Slots declared `global` or `persistent` (see `shared.rs`).
    pub(crate) links: Vec<Link>,
}

/// A workspace's variables may nest deeply (`s.a = s` in a loop): they are
/// taken apart iteratively when the workspace ends.
impl Drop for Workspace {
    fn drop(&mut self) {
        self.values
            .iter_mut()
            .filter_map(Option::take)
            .for_each(drop_deep);
    }
}

impl Workspace {
    pub fn new() -> Workspace {
        Workspace::default()
    }

    /// A fresh frame laid out by a compiled function's name table.
    pub fn with_names(names: Arc<NameTable>) -> Workspace {
        let values = vec![None; names.len()];
        Workspace {
            names,
            values,
            links: Vec::new(),
        }
    }

    /// [`Self::with_names`] in a slot buffer an ended call gave back
    /// ([`Self::into_slot_buffer`]), so calls in a loop do not allocate.
    pub fn with_names_in(names: Arc<NameTable>, buffer: Option<Vec<Option<Value>>>) -> Workspace {
        let Some(mut values) = buffer else {
            return Workspace::with_names(names);
        };
        values.clear();
        values.resize(names.len(), None);
        Workspace {
            names,
            values,
            links: Vec::new(),
        }
    }

    /// Drops every variable and hands back the emptied slot buffer.
    pub fn into_slot_buffer(mut self) -> Vec<Option<Value>> {
        self.clear();
        let mut values = std::mem::take(&mut self.values);
        values.clear();
        values
    }

    /// The name table for lowering more code into this workspace.
    pub fn names_mut(&mut self) -> &mut NameTable {
        Arc::make_mut(&mut self.names)
    }

    pub fn get(&self, slot: Slot) -> Option<&Value> {
        self.values.get(slot).and_then(Option::as_ref)
    }

    /// The value of `slot` for updating in place.
    pub fn get_mut(&mut self, slot: Slot) -> Option<&mut Value> {
        self.values.get_mut(slot).and_then(Option::as_mut)
    }

    pub fn is_defined(&self, slot: Slot) -> bool {
        self.get(slot).is_some()
    }

    pub fn set(&mut self, slot: Slot, value: Value) {
        if slot >= self.values.len() {
            self.values.resize(slot + 1, None);
        }
        if let Some(old) = self.values[slot].replace(value) {
            drop_deep(old);
        }
    }

    /// Sets `slot` to the double scalar `x`, overwriting the element in
    /// place when the slot already holds one (a loop variable, an
    /// accumulator), so scalar loops neither build nor drop a `Value`.
    pub fn set_double_scalar(&mut self, slot: Slot, x: f64) {
        if let Some(Some(Value::Double(tensor))) = self.values.get_mut(slot) {
            if let Some(element) = tensor.inline_scalar_mut() {
                *element = x;
                return;
            }
        }
        self.set(slot, Value::scalar(x));
    }

    /// Removes and returns the value of `slot` (for in-place updates).
    pub fn take(&mut self, slot: Slot) -> Option<Value> {
        self.values.get_mut(slot).and_then(Option::take)
    }

    pub fn clear_slot(&mut self, slot: Slot) {
        if let Some(old) = self.values.get_mut(slot).and_then(Option::take) {
            drop_deep(old);
        }
    }

    pub fn lookup(&self, name: &str) -> Option<&Value> {
        self.names.get(name).and_then(|slot| self.get(slot))
    }

    pub fn assign(&mut self, name: &str, value: Value) {
        let slot = self.names_mut().slot(name);
        self.set(slot, value);
    }

    /// Removes the variable `name`, and its `global` declaration here.
    pub fn remove(&mut self, name: &str) -> bool {
        match self.names.get(name) {
            Some(slot) => {
                self.links.retain(|link| link.slot != slot);
                self.take(slot).map(drop_deep).is_some()
            }
            None => false,
        }
    }

    /// Removes every variable, and with them their `global` and
    /// `persistent` declarations.
    pub fn clear(&mut self) {
        self.values
            .iter_mut()
            .filter_map(Option::take)
            .for_each(drop_deep);
        self.links.clear();
    }

    /// Whether some slot is declared `global` or `persistent`.
    pub fn has_links(&self) -> bool {
        !self.links.is_empty()
    }

    /// Defined variables, sorted by name as `who` lists them.
    pub fn variables(&self) -> Vec<(Arc<str>, &Value)> {
        let mut vars: Vec<_> = self
            .values
            .iter()
            .enumerate()
            .filter_map(|(slot, v)| v.as_ref().map(|v| (self.names.name(slot).clone(), v)))
            .collect();
        vars.sort_by(|a, b| a.0.cmp(&b.0));
        vars
    }
}

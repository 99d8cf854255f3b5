//! Global and persistent variables: the store that holds them between uses
//! and the links that tie a workspace's slots to it.
//!
//! A linked value has one home at a time, so updating it in place never
//! copies the array: while code runs in a workspace, the workspace holds
//! the value in its slot (the link is *held*); before that workspace calls
//! out (a function, a builtin that may call back, a handle) it puts the
//! values back into the store, and takes them again when the call returns.
//! A function's workspace gives its values back when the function ends.
//!
//! This file must not decide when calls happen; the interpreter calls
//! [`release`] and [`acquire`] around them.

use std::collections::HashMap;
use std::sync::Arc;

use super::ir::Slot;
use super::nested::Scope;
use super::workspace::Workspace;
use crate::value::{Shape, Tensor, Value};

/// Where a linked variable lives between uses.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SharedKey {
    /// `global name`: one value shared by every workspace that declares it.
    Global(Arc<str>),
    /// `persistent name` in `function` (named as in `Error in` lines).
    Persistent { function: Arc<str>, name: Arc<str> },
    /// A variable a nested function shares with an enclosing call: its
    /// value lives in that call's scope, not in the store.
    Nested { scope: Scope, name: Arc<str> },
}

/// One slot of a workspace tied to the store.
#[derive(Clone, Debug)]
pub struct Link {
    pub slot: Slot,
    pub key: SharedKey,
    /// Whether the workspace has the value (else the store has it).
    pub held: bool,
}

/// Global and persistent values not currently held by a workspace.
#[derive(Debug, Default)]
pub struct SharedStore {
    values: HashMap<SharedKey, Value>,
}

/// MATLAB's first value of a new global or persistent variable.
fn empty_matrix() -> Value {
    Value::Double(Tensor::new(Shape::empty(), Vec::new()))
}

impl SharedStore {
    /// `global`/`persistent` for `slot`: ties it to `key` and gives it the
    /// shared value (`[]` the first time). A local value the slot had is
    /// replaced, as MATLAB does. True when the shared variable did not
    /// exist before (Octave's initial values are stored only then).
    pub fn declare(&mut self, workspace: &mut Workspace, slot: Slot, key: SharedKey) -> bool {
        if let Some(link) = workspace.links.iter().find(|link| link.slot == slot) {
            if link.key == key && link.held {
                return false;
            }
        }
        // A slot re-declared under another key gives its old value back.
        release_slot(self, workspace, slot);
        workspace.links.retain(|link| link.slot != slot);
        let existing = self.values.remove(&key);
        let created = existing.is_none();
        workspace.set(slot, existing.unwrap_or_else(empty_matrix));
        workspace.links.push(Link {
            slot,
            key,
            held: true,
        });
        created
    }

    /// Ties `slot` to a nested-function scope at the start of a call. The
    /// scope's value, if it has one, replaces the slot's; a name the scope
    /// does not have yet stays as it is (unset, or an input just passed).
    pub fn link_nested(&mut self, workspace: &mut Workspace, slot: Slot, key: SharedKey) {
        if let SharedKey::Nested { scope, name } = &key {
            if let Some(value) = scope.take(name) {
                workspace.set(slot, value);
            }
        }
        workspace.links.push(Link {
            slot,
            key,
            held: true,
        });
    }

    /// `clear global name`: forgets the global (workspaces that declared it
    /// keep their local copies, unlinked, until they are cleared).
    pub fn forget_global(&mut self, name: &str) {
        self.values.remove(&SharedKey::Global(Arc::from(name)));
    }

    /// The names of the globals the store holds, sorted (`clearvars
    /// -global` picks among them; after [`release`] that is every global
    /// a workspace in use declared).
    pub fn global_names(&self) -> Vec<Arc<str>> {
        let mut names: Vec<Arc<str>> = self.globals().map(|(name, _)| name.clone()).collect();
        names.sort();
        names
    }

    /// The globals the store holds, with their values (`who global`).
    pub fn globals(&self) -> impl Iterator<Item = (&Arc<str>, &Value)> {
        self.values.iter().filter_map(|(key, value)| match key {
            SharedKey::Global(name) => Some((name, value)),
            _ => None,
        })
    }

    /// `clear global`, `clear all`: forgets every global.
    pub fn forget_globals(&mut self) {
        self.values
            .retain(|key, _| !matches!(key, SharedKey::Global(_)));
    }

    /// `clear functions`: forgets every persistent variable.
    pub fn forget_persistents(&mut self) {
        self.values
            .retain(|key, _| !matches!(key, SharedKey::Persistent { .. }));
    }
}

/// Puts the values `workspace` holds back into the store. A slot that was
/// cleared gives nothing back, so the store keeps the last value it had.
pub fn release(store: &mut SharedStore, workspace: &mut Workspace) {
    for index in 0..workspace.links.len() {
        let slot = workspace.links[index].slot;
        release_slot(store, workspace, slot);
    }
}

/// Takes back from the store every value `workspace` released.
pub fn acquire(store: &mut SharedStore, workspace: &mut Workspace) {
    for index in 0..workspace.links.len() {
        let link = &mut workspace.links[index];
        if link.held {
            continue;
        }
        link.held = true;
        let (slot, key) = (link.slot, link.key.clone());
        if let SharedKey::Nested { scope, name } = &key {
            // A nested variable nobody has set yet stays unset.
            if let Some(value) = scope.take(name) {
                workspace.set(slot, value);
            }
            continue;
        }
        let value = store.values.remove(&key).unwrap_or_else(empty_matrix);
        workspace.set(slot, value);
    }
}

fn release_slot(store: &mut SharedStore, workspace: &mut Workspace, slot: Slot) {
    let Some(index) = workspace
        .links
        .iter()
        .position(|link| link.slot == slot && link.held)
    else {
        return;
    };
    workspace.links[index].held = false;
    let key = workspace.links[index].key.clone();
    if let Some(value) = workspace.take(slot) {
        match key {
            SharedKey::Nested { scope, name } => scope.put(name, value),
            key => {
                store.values.insert(key, value);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interp::workspace::NameTable;

    fn workspace_with(names: &[&str]) -> Workspace {
        let mut table = NameTable::default();
        for name in names {
            table.slot(name);
        }
        Workspace::with_names(Arc::new(table))
    }

    fn global(name: &str) -> SharedKey {
        SharedKey::Global(Arc::from(name))
    }

    #[test]
    fn a_new_global_is_an_empty_matrix_and_replaces_the_local_value() {
        let mut store = SharedStore::default();
        let mut workspace = workspace_with(&["x"]);
        workspace.set(0, Value::scalar(3.0));
        store.declare(&mut workspace, 0, global("x"));
        assert_eq!(workspace.get(0), Some(&empty_matrix()));
    }

    #[test]
    fn values_move_between_workspaces_through_the_store() {
        let mut store = SharedStore::default();
        let mut caller = workspace_with(&["x"]);
        store.declare(&mut caller, 0, global("x"));
        caller.set(0, Value::scalar(1.0));
        release(&mut store, &mut caller);
        assert_eq!(caller.get(0), None);
        let mut callee = workspace_with(&["y", "x"]);
        store.declare(&mut callee, 1, global("x"));
        assert_eq!(callee.get(1), Some(&Value::scalar(1.0)));
        callee.set(1, Value::scalar(2.0));
        release(&mut store, &mut callee);
        acquire(&mut store, &mut caller);
        assert_eq!(caller.get(0), Some(&Value::scalar(2.0)));
        assert!(
            !store.values.contains_key(&global("x")),
            "held by the caller again"
        );
    }

    #[test]
    fn declaring_twice_keeps_the_held_value() {
        let mut store = SharedStore::default();
        let mut workspace = workspace_with(&["x"]);
        store.declare(&mut workspace, 0, global("x"));
        workspace.set(0, Value::scalar(5.0));
        store.declare(&mut workspace, 0, global("x"));
        assert_eq!(workspace.get(0), Some(&Value::scalar(5.0)));
        assert_eq!(workspace.links.len(), 1);
    }

    #[test]
    fn persistent_values_are_per_function() {
        let mut store = SharedStore::default();
        let key = |function: &str| SharedKey::Persistent {
            function: Arc::from(function),
            name: Arc::from("n"),
        };
        let mut first = workspace_with(&["n"]);
        store.declare(&mut first, 0, key("f"));
        first.set(0, Value::scalar(7.0));
        release(&mut store, &mut first);
        let mut other = workspace_with(&["n"]);
        store.declare(&mut other, 0, key("g"));
        assert_eq!(other.get(0), Some(&empty_matrix()));
        let mut again = workspace_with(&["n"]);
        store.declare(&mut again, 0, key("f"));
        assert_eq!(again.get(0), Some(&Value::scalar(7.0)));
    }
}

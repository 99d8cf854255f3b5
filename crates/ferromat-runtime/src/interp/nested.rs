//! Nested functions: which variables a nested function shares with the
//! functions around it, and the scopes that hold those shared values.
//!
//! MATLAB's rule: a variable of a nested function is the parent's variable
//! when the parent's code also uses the name (the outermost enclosing
//! function that uses it owns it), except the nested function's own inputs
//! and outputs, which are always its own. The rule is decided once, when a
//! file is lowered, into a list of (slot, owner depth) links per function.
//!
//! At run time every call of a function that has nested functions gets a
//! fresh [`Scope`]; the chain of scopes of the running call is kept in its
//! frame and in handles to its nested functions, so a handle made by the
//! parent keeps its variables alive after the parent returns, as MATLAB's
//! does. Values move between a workspace slot and its scope exactly like
//! globals move to the shared store (see `shared.rs`): one home at a time.
//!
//! This file must not run code or decide when calls happen.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};

use ferromat_syntax as syntax;

use super::ir::Slot;
use super::units::UserFunction;
use crate::value::Value;

/// The variables one call of a parent function shares with its nested
/// functions, by name, while no workspace holds them.
#[derive(Clone, Debug, Default)]
pub struct Scope(Arc<Mutex<HashMap<Arc<str>, Value>>>);

/// Scopes of the running call, outermost first: index `k` belongs to the
/// enclosing function at nesting depth `k`.
pub type ScopeChain = Arc<[Scope]>;

impl Scope {
    /// Takes the value of `name` out of the scope (its workspace holds it now).
    pub fn take(&self, name: &str) -> Option<Value> {
        self.0.lock().ok()?.remove(name)
    }

    /// Gives `value` back to the scope.
    pub fn put(&self, name: Arc<str>, value: Value) {
        if let Ok(mut values) = self.0.lock() {
            values.insert(name, value);
        }
    }
}

impl PartialEq for Scope {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Scope {}

impl std::hash::Hash for Scope {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (Arc::as_ptr(&self.0) as usize).hash(state);
    }
}

/// Where a function sits in its file's nesting tree, and which of its slots
/// live in an enclosing call's scope. Plain functions have none.
#[derive(Debug, Clone)]
pub struct Nesting {
    /// 0 for a top-level function with nested functions, 1 for a function
    /// nested in it, and so on.
    pub depth: usize,
    /// Whether each call makes a scope of its own (it has nested functions).
    pub owns_scope: bool,
    /// Slots tied to the scope at the given depth.
    pub links: Vec<(Slot, usize)>,
}

/// A lowered function with what the nesting rule needs to know of it.
struct Lowered {
    function: UserFunction,
    /// Every name its own body uses.
    names: HashSet<Arc<str>>,
    /// Its inputs and outputs (never shared upwards).
    arguments: HashSet<String>,
    children: Vec<Lowered>,
}

/// Lowers `function` and every function nested in it, each with its
/// [`Nesting`] when the tree has more than one function. `lower` lowers one
/// function's own body.
pub(super) fn lower_tree(
    function: &syntax::Function,
    lower: &dyn Fn(&syntax::Function) -> UserFunction,
) -> Vec<UserFunction> {
    let mut root = lower_node(function, lower);
    if root.children.is_empty() {
        return vec![root.function];
    }
    assign_links(&mut root, &[], 0);
    let mut out = Vec::new();
    flatten(root, &mut out);
    out
}

fn lower_node(
    function: &syntax::Function,
    lower: &dyn Fn(&syntax::Function) -> UserFunction,
) -> Lowered {
    let lowered = lower(function);
    let names = lowered.names.names().cloned().collect();
    let arguments = function
        .params
        .iter()
        .flatten()
        .chain(&function.outputs)
        .map(|ident| ident.name.clone())
        .collect();
    let children = function
        .nested
        .iter()
        .map(|child| lower_node(child, lower))
        .collect();
    Lowered {
        function: lowered,
        names,
        arguments,
        children,
    }
}

/// The names the enclosing functions must know of one ancestor.
struct Ancestor<'a> {
    names: &'a HashSet<Arc<str>>,
    arguments: &'a HashSet<String>,
}

/// Decides the links of `node` (at `depth`, inside `ancestors`) and of its
/// descendants; returns the subtree's links to scopes further out than
/// `node`'s own (name, owner depth), which the ancestors must link too.
fn assign_links(
    node: &mut Lowered,
    ancestors: &[Ancestor],
    depth: usize,
) -> Vec<(Arc<str>, usize)> {
    let mut links = Vec::new();
    let mut outward = Vec::new();
    for name in &node.names {
        if depth > 0 && node.arguments.contains(&**name) {
            continue;
        }
        if let Some(owner) = owner_of(name, ancestors) {
            if let Some(slot) = node.function.names.get(name) {
                links.push((slot, owner));
                outward.push((name.clone(), owner));
            }
        }
    }
    let mut chain: Vec<Ancestor> = ancestors
        .iter()
        .map(|a| ancestor(a.names, a.arguments))
        .collect();
    chain.push(ancestor(&node.names, &node.arguments));
    let mut from_children = Vec::new();
    for child in &mut node.children {
        from_children.extend(assign_links(child, &chain, depth + 1));
    }
    for (name, owner) in from_children {
        if owner == depth {
            // Owned here: this call's own slot goes to its scope.
            if let Some(slot) = node.function.names.get(&name) {
                links.push((slot, depth));
            }
        } else {
            // Owned further out: the owner uses the name, and so must this
            // function pass it through if its own code uses it (it already
            // linked it above); the ancestors learn of it either way.
            outward.push((name, owner));
        }
    }
    links.sort_unstable();
    links.dedup();
    outward.sort_unstable();
    outward.dedup();
    node.function.nesting = Some(Nesting {
        depth,
        owns_scope: !node.children.is_empty(),
        links,
    });
    outward
}

fn ancestor<'a>(names: &'a HashSet<Arc<str>>, arguments: &'a HashSet<String>) -> Ancestor<'a> {
    Ancestor { names, arguments }
}

/// The depth of the function that owns `name` for a function inside
/// `ancestors` (outermost first): walking outwards, the outermost one that
/// uses the name, stopping at one where it is an input or output.
fn owner_of(name: &str, ancestors: &[Ancestor]) -> Option<usize> {
    let mut owner = None;
    for (depth, ancestor) in ancestors.iter().enumerate().rev() {
        if ancestor.arguments.contains(name) {
            return Some(depth);
        }
        if ancestor.names.contains(name) {
            owner = Some(depth);
        }
    }
    owner
}

fn flatten(node: Lowered, out: &mut Vec<UserFunction>) {
    out.push(node.function);
    for child in node.children {
        flatten(child, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(names: &[&str]) -> HashSet<Arc<str>> {
        names.iter().map(|n| Arc::from(*n)).collect()
    }

    fn args(names: &[&str]) -> HashSet<String> {
        names.iter().map(|n| n.to_string()).collect()
    }

    #[test]
    fn the_outermost_user_owns_a_name_unless_an_argument_stops_the_walk() {
        let (outer_names, outer_args) = (set(&["x", "y"]), args(&[]));
        let (middle_names, middle_args) = (set(&["x", "y"]), args(&["x"]));
        let chain = [
            ancestor(&outer_names, &outer_args),
            ancestor(&middle_names, &middle_args),
        ];
        // `x` is the middle function's input: its own, and its children's.
        assert_eq!(owner_of("x", &chain), Some(1));
        // `y` is used by both: the outer function owns it.
        assert_eq!(owner_of("y", &chain), Some(0));
        assert_eq!(owner_of("z", &chain), None);
    }

    #[test]
    fn scopes_compare_by_identity() {
        let a = Scope::default();
        let b = Scope::default();
        assert_eq!(a, a.clone());
        assert_ne!(a, b);
        a.put(Arc::from("x"), Value::scalar(1.0));
        assert_eq!(a.take("x"), Some(Value::scalar(1.0)));
        assert_eq!(a.take("x"), None);
    }
}

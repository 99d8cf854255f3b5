//! The loop paths: scalar arithmetic, `x(i)`, `c{i}` and `M(key)` reads
//! and `x(i) = v`, `M(key) = v` writes, done in place without building
//! subscript lists, selections or argument lists. Each returns `None` (or
//! false, having changed nothing) for anything it does not handle, and the
//! general path in eval.rs and assign.rs then does the work and gives
//! every error. A fast path here must never report an error of its own
//! that the general path would word differently, or change what a
//! statement does: only what it costs.

use super::ir::{Arg, Node, NodeKind, Slot};
use super::workspace::Workspace;
use super::Interpreter;
use crate::builtins::objects;
use crate::error::Result;
use crate::ops;
use crate::value::map_entries::{KeyRef, TextKey};
use crate::value::object::{KeyType, MapHandle, MapKey, ValueType};
use crate::value::{is_char_row, Object, Shape, Tensor, Value};
use ferromat_syntax::BinOp;

/// Subscripts from here on take the general path, which checks them
/// against MATLAB's largest array size.
const MAX_FAST_SUBSCRIPT: f64 = (1u64 << 48) as f64;

impl Interpreter {
    /// The value of `node` when it is a real double scalar computed from
    /// real double scalars: arithmetic (`s + i`) and builtins with a
    /// scalar shortcut (`max(m, k)`), nested. This is the scalar-loop case,
    /// computed without building argument lists or `Value`s; `None` means
    /// "take the general path", which also reports every error.
    pub(super) fn double_scalar(&self, workspace: &Workspace, node: &Node) -> Option<f64> {
        // Variables and literals are looked at here, not in a nested call:
        // they are the operands of nearly every scalar-loop expression.
        let operand = |node: &Node| match &node.kind {
            NodeKind::Const(Value::Double(tensor)) => tensor.inline_scalar(),
            NodeKind::Name { slot, .. } => match workspace.get(*slot)? {
                Value::Double(tensor) => tensor.inline_scalar(),
                _ => None,
            },
            NodeKind::Binary { .. } | NodeKind::Call { .. } => self.double_scalar(workspace, node),
            _ => None,
        };
        match &node.kind {
            NodeKind::Binary { op, lhs, rhs } => {
                ops::scalar_arithmetic(*op, operand(lhs)?, operand(rhs)?)
            }
            NodeKind::Call { base, args } => {
                let NodeKind::Name { slot, builtin, .. } = &base.kind else {
                    return None;
                };
                // `x(i)` and `x(i, j)` of a real double array: the element,
                // read in place (no subscript list, no `Value`); `M(key)`
                // of a map holding a double scalar there likewise.
                if let Some(value) = workspace.get(*slot) {
                    return match value {
                        Value::Double(tensor) => {
                            let position =
                                self.element_position(workspace, args, tensor.shape())?;
                            tensor.data().get(position).copied()
                        }
                        Value::Object(Object::Map(map)) => self.map_scalar(workspace, map, args),
                        _ => None,
                    };
                }
                let def = (*builtin)?;
                let shortcut = def.scalar?;
                if self.is_unset_param(*slot) || self.is_shadowed(def.name) {
                    return None;
                }
                let mut values = [0.0; 4];
                if args.len() > values.len() {
                    return None;
                }
                for (value, arg) in values.iter_mut().zip(args) {
                    let Arg::Expr(node) = arg else {
                        return None;
                    };
                    *value = operand(node)?;
                }
                shortcut(&values[..args.len()])
            }
            _ => operand(node),
        }
    }

    /// The scalar-loop case of `x(i) = v`, `x(i, j) = v` and `x(end+1) = v`:
    /// a real double scalar stored into an unshared real double array at
    /// positive whole subscripts inside it (or one past the end of a
    /// vector, which grows its buffer with amortised doubling). Writes the
    /// element and returns true; returns false, having changed nothing,
    /// for every other case, which then takes the general path (which also
    /// gives every error).
    pub(super) fn store_double_element(
        &self,
        workspace: &mut Workspace,
        slot: Slot,
        args: &[Arg],
        value: &Node,
    ) -> bool {
        let Some(Value::Double(tensor)) = workspace.get(slot) else {
            return false;
        };
        let numel = tensor.numel();
        let position = self.element_position(workspace, args, tensor.shape());
        let (Some(position), Some(x)) = (position, self.double_scalar(workspace, value)) else {
            return false;
        };
        let Some(Value::Double(tensor)) = workspace.get_mut(slot) else {
            return false;
        };
        if position < numel {
            match tensor.unique_data_mut() {
                Some(data) => match data.get_mut(position) {
                    Some(element) => {
                        *element = x;
                        true
                    }
                    None => false,
                },
                None => false,
            }
        } else {
            position == numel && args.len() == 1 && tensor.push_to_unique_vector(x)
        }
    }

    /// The 0-based linear position `x(i)` or `x(i, j)` names in an array of
    /// `shape`, when every subscript is a whole number from 1 read without
    /// building a `Value`; `None` for anything else (0, 2.5, NaN, `:`,
    /// more subscripts), which the general path handles and reports. One
    /// subscript may point past the end (growth); two must be inside.
    pub(super) fn element_position(
        &self,
        workspace: &Workspace,
        args: &[Arg],
        shape: &Shape,
    ) -> Option<usize> {
        let (numel, rows) = (shape.numel(), shape.rows());
        let subscript = |arg: &Arg, end: usize| -> Option<usize> {
            let Arg::Expr(node) = arg else { return None };
            let x = self.subscript_scalar(workspace, node, end)?;
            (x >= 1.0 && x.fract() == 0.0 && x < MAX_FAST_SUBSCRIPT).then(|| x as usize - 1)
        };
        match args {
            [only] => subscript(only, numel),
            [row, column] if rows > 0 => {
                // Trailing dimensions fold into the second subscript.
                let columns = numel / rows;
                match (subscript(row, rows), subscript(column, columns)) {
                    // Growth by two subscripts reshapes, which the general
                    // path does.
                    (Some(i), Some(j)) if i < rows && j < columns => Some(i + j * rows),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// `c{i}` and `c{i, j}` of a cell variable with whole-number subscripts
    /// in range: the one element, cloned without a subscript list or a
    /// selection (the loop case, about 4x cheaper). `None` sends anything
    /// else, errors included, down the general path.
    pub(super) fn cell_element_in_place(
        &self,
        workspace: &Workspace,
        base: &Node,
        args: &[Arg],
    ) -> Option<Value> {
        self.cell_element_ref(workspace, base, args).cloned()
    }

    /// [`Self::cell_element_in_place`], borrowed.
    fn cell_element_ref<'w>(
        &self,
        workspace: &'w Workspace,
        base: &Node,
        args: &[Arg],
    ) -> Option<&'w Value> {
        let NodeKind::Name { slot, .. } = &base.kind else {
            return None;
        };
        let Some(Value::Cell(cell)) = workspace.get(*slot) else {
            return None;
        };
        let position = self.element_position(workspace, args, cell.shape())?;
        cell.data().get(position)
    }

    /// `M(key)` where the map holds a real double scalar under a key read
    /// in place (see [`Self::map_key_in_place`]).
    fn map_scalar(&self, workspace: &Workspace, map: &MapHandle, args: &[Arg]) -> Option<f64> {
        let [Arg::Expr(node)] = args else {
            return None;
        };
        // The key is found before the lock is taken: computing it may read
        // this same map (`M(M(1))`).
        let key = self.map_key_in_place(workspace, node)?;
        let data = map.lock();
        if !key.fits(data.key_type) {
            return None;
        }
        data.entries.get(key.as_ref())?.number()
    }

    /// The scalar-loop case of `M(key) = v`: a real double scalar stored
    /// under a key read in place, into a map whose ValueType takes it as it
    /// is (`any` or `double`). True when stored; false, having changed
    /// nothing, for every other case.
    pub(super) fn store_map_scalar(
        &self,
        workspace: &Workspace,
        slot: Slot,
        args: &[Arg],
        value: &Node,
    ) -> bool {
        let Some((map, node)) = Self::map_variable(workspace, slot, args) else {
            return false;
        };
        // Right side first, then the key, as the general path evaluates;
        // both before the lock is taken, as either may read this map.
        let Some(x) = self.double_scalar(workspace, value) else {
            return false;
        };
        let Some(key) = self.map_key_in_place(workspace, node) else {
            return false;
        };
        let mut data = map.lock();
        let takes_double = matches!(data.value_type, ValueType::Any | ValueType::Double);
        if !takes_double || !key.fits(data.key_type) {
            return false;
        }
        // A refused key is left to the general path, which raises the error.
        let Ok(old) = data.entries.insert(key.to_key(), Value::scalar(x)) else {
            return false;
        };
        drop(data);
        // Dropped after the lock is released: it may hold this very map.
        if let Some(old) = old {
            crate::value::teardown::drop_deep(old);
        }
        true
    }

    /// A map key read without building a `Value`: a char row that is a
    /// variable, a literal or `c{i}`, or else a double computed as
    /// `double_scalar` computes (not NaN, which the general path refuses).
    /// Whether it suits the map's KeyType is the caller's check
    /// ([`KeyInPlace::fits`]), under the lock it takes anyway.
    fn map_key_in_place<'w>(
        &self,
        workspace: &'w Workspace,
        node: &'w Node,
    ) -> Option<KeyInPlace<'w>> {
        let value = match &node.kind {
            NodeKind::Name { slot, .. } => workspace.get(*slot),
            NodeKind::Const(value) => Some(value),
            NodeKind::CellIndex { base, args } => self.cell_element_ref(workspace, base, args),
            _ => None,
        };
        if let Some(Value::Char(t)) = value {
            let row = is_char_row(t);
            return row.then_some(KeyInPlace::Text(t));
        }
        let x = self.double_scalar(workspace, node)?;
        // -0 and 0 are one key.
        (!x.is_nan()).then_some(KeyInPlace::Float(if x == 0.0 { 0.0 } else { x }))
    }

    /// A subscript as a double without building a `Value`: `end` (bound to
    /// `end_value`), `end +/- k`, or what `double_scalar` reads.
    pub(super) fn subscript_scalar(
        &self,
        workspace: &Workspace,
        node: &Node,
        end_value: usize,
    ) -> Option<f64> {
        match &node.kind {
            NodeKind::End => Some(end_value as f64),
            NodeKind::Binary { op, lhs, rhs } if matches!(lhs.kind, NodeKind::End) => {
                let offset = self.double_scalar(workspace, rhs)?;
                match op {
                    BinOp::Add => Some(end_value as f64 + offset),
                    BinOp::Sub => Some(end_value as f64 - offset),
                    _ => None,
                }
            }
            _ => self.double_scalar(workspace, node),
        }
    }

    /// The map a `M(key)` subscript list reads or writes, and its key node:
    /// a containers.Map variable with exactly one subscript.
    pub(super) fn map_variable<'w, 'a>(
        workspace: &'w Workspace,
        slot: Slot,
        args: &'a [Arg],
    ) -> Option<(&'w MapHandle, &'a Node)> {
        let [Arg::Expr(key)] = args else {
            return None;
        };
        match workspace.get(slot) {
            Some(Value::Object(Object::Map(map))) => Some((map, key)),
            _ => None,
        }
    }

    /// `M(key)` of a containers.Map variable: the lookup without a
    /// subscript list or a copy of the key's text.
    pub(super) fn map_element(
        &mut self,
        workspace: &mut Workspace,
        slot: Slot,
        args: &[Arg],
    ) -> Option<Result<Value>> {
        // Cloned (one reference count): evaluating the key needs the
        // workspace.
        let (map, key) = Self::map_variable(workspace, slot, args)?;
        let map = map.clone();
        // A map is one element: `end` in its subscript is 1.
        let key = self.subscript_value(workspace, key, &Shape::scalar(), 0, 1);
        Some(key.and_then(|key| objects::map::get(&map, &key)))
    }
}

/// A map key as [`Interpreter::map_key_in_place`] finds it.
enum KeyInPlace<'w> {
    Float(f64),
    Text(&'w Tensor<u16>),
}

impl KeyInPlace<'_> {
    /// Whether a map of this KeyType takes the key as it is (other key
    /// types convert it, which the general path does).
    fn fits(&self, key_type: KeyType) -> bool {
        matches!(
            (self, key_type),
            (KeyInPlace::Float(_), KeyType::Double) | (KeyInPlace::Text(_), KeyType::Char)
        )
    }

    fn as_ref(&self) -> KeyRef<'_> {
        match self {
            KeyInPlace::Float(x) => KeyRef::Float(*x),
            KeyInPlace::Text(t) => KeyRef::Text(t.data()),
        }
    }

    /// The key to store: a char key shares the row's buffer.
    fn to_key(&self) -> MapKey {
        match self {
            KeyInPlace::Float(x) => MapKey::Float(*x),
            KeyInPlace::Text(t) => MapKey::Text(TextKey::shared(t)),
        }
    }
}

//! Assignment statements: `x = e`, `[a, ~, c] = f(...)`, and indexed
//! targets like `s.a(2).b{end+1} = v`. Subscripts (and `end`) are evaluated
//! against the current values first; only then is the variable updated, so
//! a failed assignment leaves the workspace as it was.

use super::eval::dynamic_field_name;
use super::ir::{Accessor, Node, Slot, Target};
use super::workspace::Workspace;
use super::Interpreter;
use crate::builtins::graphics::{self, handles::graphics_handle};
use crate::builtins::objects;
use crate::display;
use crate::error::{Result, RuntimeError};
use crate::index::{self, Subscript};
use crate::value::{Shape, Value};
use std::sync::Arc;

/// One step of an assignment path with its subscripts evaluated (also
/// the path of `setfield`).
#[derive(Clone)]
pub(crate) enum Step {
    Paren(Vec<Subscript>),
    Brace(Vec<Subscript>),
    Field(String),
}

impl Interpreter {
    pub(super) fn exec_assign(
        &mut self,
        workspace: &mut Workspace,
        targets: &[Target],
        value: &Node,
        print: bool,
    ) -> Result<()> {
        if let [Target::Place { slot, path, name }] = targets {
            if self.assign_graphics_property(workspace, *slot, path, value)? {
                if print {
                    if let Some(value) = workspace.get(*slot) {
                        let text = display::display_value(name, value, &self.format)?;
                        self.print(&text);
                    }
                }
                return Ok(());
            }
        }
        if targets.iter().any(ends_in_list) {
            return self.exec_list_assign(workspace, targets, value, print);
        }
        if let [target] = targets {
            if let (Target::Place { slot, path, .. }, false) = (target, print) {
                if path.is_empty() {
                    if let Some(x) = self.double_scalar(workspace, value) {
                        workspace.set_double_scalar(*slot, x);
                        return Ok(());
                    }
                } else if let [Accessor::Paren(args)] = path.as_slice() {
                    if self.store_double_element(workspace, *slot, args, value)
                        || self.store_map_scalar(workspace, *slot, args, value)
                    {
                        return Ok(());
                    }
                }
            }
            let rhs = self.eval(workspace, value)?;
            if let (Target::Place { slot, path, .. }, false) = (target, print) {
                if let [Accessor::Paren(args)] = path.as_slice() {
                    if let Some((map, key)) = Self::map_variable(workspace, *slot, args) {
                        let map = map.clone();
                        // A map is one element: `end` in its subscript is 1.
                        let key = self.subscript_value(workspace, key, &Shape::scalar(), 0, 1)?;
                        return objects::map::set(&map, &key, rhs);
                    }
                }
            }
            return self.assign_target(workspace, target, rhs, print);
        }
        let values = self.eval_multi(workspace, value, targets.len())?;
        let needed = targets
            .iter()
            .rposition(|t| !matches!(t, Target::Tilde))
            .map_or(0, |i| i + 1);
        if values.len() < needed {
            // `s.f = 5` on a struct array or `c{:} = 5` with one value: the
            // ordinary assignment gives MATLAB's error for that form.
            if let ([target], [value]) = (targets, values.as_slice()) {
                return self.assign_target(workspace, target, value.clone(), print);
            }
            return Err(RuntimeError::new(
                "MATLAB:needMoreRhsOutputs",
                "Insufficient number of outputs from right hand side of equal sign to satisfy assignment.",
            ));
        }
        for (target, value) in targets.iter().zip(values) {
            self.assign_target(workspace, target, value, print)?;
        }
        Ok(())
    }

    /// An assignment with a brace or field target, which may stand for a
    /// comma-separated list of any length: `[c{:}] = deal(1, 2, 3)`,
    /// `[s.f] = deal(0)`, `c = {}; [c{1:3}] = deal(0)` (grows `c`). Each
    /// such target takes as many right-side values as it selects.
    fn exec_list_assign(
        &mut self,
        workspace: &mut Workspace,
        targets: &[Target],
        value: &Node,
        print: bool,
    ) -> Result<()> {
        let mut plans = Vec::with_capacity(targets.len());
        for target in targets {
            plans.push(match target {
                Target::Place { slot, path, .. } if ends_in_list(target) => {
                    let (steps, base) = self.resolve_steps_and_base(workspace, *slot, path)?;
                    let count = list_count(base.as_ref(), steps.last())?;
                    Some((steps, count))
                }
                _ => None,
            });
        }
        let wanted: usize = plans
            .iter()
            .map(|plan| plan.as_ref().map_or(1, |(_, count)| *count))
            .sum();
        let values = if let ([Target::Place { .. }], [Some((_, 1))]) = (targets, plans.as_slice()) {
            vec![self.eval(workspace, value)?]
        } else {
            self.eval_multi(workspace, value, wanted)?.into_vec()
        };
        let counts = plans
            .iter()
            .map(|plan| plan.as_ref().map_or(1, |(_, count)| *count));
        let needed: usize = match targets.iter().rposition(|t| !matches!(t, Target::Tilde)) {
            Some(last) => counts.take(last + 1).sum(),
            None => 0,
        };
        if values.len() < needed {
            // `s.f = 5` on a struct array or `c{:} = 5` with one value: the
            // ordinary assignment gives MATLAB's error for that form.
            if let ([target], [value]) = (targets, values.as_slice()) {
                return self.assign_target(workspace, target, value.clone(), print);
            }
            return Err(RuntimeError::new(
                "MATLAB:needMoreRhsOutputs",
                "Insufficient number of outputs from right hand side of equal sign to satisfy assignment.",
            ));
        }
        let mut values = values.into_iter();
        for (target, plan) in targets.iter().zip(plans) {
            match (target, plan) {
                (Target::Place { slot, name, .. }, Some((steps, count))) => {
                    let taken: Vec<Value> = values.by_ref().take(count).collect();
                    let mut place = workspace.take(*slot);
                    let result = assign_list(&mut place, &steps, taken);
                    if let Some(value) = place {
                        workspace.set(*slot, value);
                    }
                    result?;
                    if print {
                        if let Some(value) = workspace.get(*slot) {
                            let text = display::display_value(name, value, &self.format)?;
                            self.print(&text);
                        }
                    }
                }
                (target, _) => {
                    let Some(value) = values.next() else { break };
                    self.assign_target(workspace, target, value, print)?;
                }
            }
        }
        Ok(())
    }

    fn assign_target(
        &mut self,
        workspace: &mut Workspace,
        target: &Target,
        rhs: Value,
        print: bool,
    ) -> Result<()> {
        let Target::Place { slot, name, path } = target else {
            return Ok(());
        };
        if path.is_empty() {
            workspace.set(*slot, rhs);
        } else {
            let steps = self.resolve_steps(workspace, *slot, path)?;
            let mut place = workspace.take(*slot);
            let result = assign_steps(&mut place, &steps, rhs);
            if let Some(value) = place {
                workspace.set(*slot, value);
            }
            result?;
        }
        if print {
            if let Some(value) = workspace.get(*slot) {
                let text = display::display_value(name, value, &self.format)?;
                self.print(&text);
            }
        }
        Ok(())
    }

    /// `h.Name = v` or `h.Name(k) = v` where `h` holds a graphics handle:
    /// sets the property as `set` does. False when the target is not one.
    fn assign_graphics_property(
        &mut self,
        workspace: &mut Workspace,
        slot: Slot,
        path: &[Accessor],
        value: &Node,
    ) -> Result<bool> {
        let (Some(Accessor::Field(name)), rest) = (path.first(), path.get(1..).unwrap_or(&[]))
        else {
            return Ok(false);
        };
        let Some(h) = workspace.get(slot).and_then(|v| graphics_handle(self, v)) else {
            return Ok(false);
        };
        let rhs = self.eval(workspace, value)?;
        let rhs = match rest {
            [] => rhs,
            [Accessor::Paren(args)] => {
                let current = graphics::handles::get_property(self, h, name)?;
                let subscripts = self.eval_subscripts(workspace, args, &current)?;
                let mut place = Some(current);
                index::paren_assign(&mut place, &subscripts, rhs)?;
                place.unwrap_or_else(Value::empty)
            }
            _ => return Err(index::errors::dot_assign_on_non_struct()),
        };
        graphics::handles::set_property(self, h, name, rhs)?;
        Ok(true)
    }

    /// Evaluates every subscript of `path`, binding `end` to the size of the
    /// value at that depth (an empty 0x0 where nothing exists yet).
    fn resolve_steps(
        &mut self,
        workspace: &mut Workspace,
        slot: Slot,
        path: &[Accessor],
    ) -> Result<Vec<Step>> {
        self.resolve_steps_and_base(workspace, slot, path)
            .map(|(steps, _)| steps)
    }

    /// [`Self::resolve_steps`], also giving the value the last step applies
    /// to (`None` where nothing exists yet).
    fn resolve_steps_and_base(
        &mut self,
        workspace: &mut Workspace,
        slot: Slot,
        path: &[Accessor],
    ) -> Result<(Vec<Step>, Option<Value>)> {
        let mut cursor: Option<Value> = workspace.get(slot).cloned();
        let mut steps = Vec::with_capacity(path.len());
        let last = path.len().saturating_sub(1);
        let mut last_base = None;
        for (depth, accessor) in path.iter().enumerate() {
            let existing = cursor.take();
            let base = existing.clone().unwrap_or_else(Value::empty);
            let step = match accessor {
                Accessor::Paren(args) => Step::Paren(self.eval_subscripts(workspace, args, &base)?),
                Accessor::Brace(args) => Step::Brace(self.eval_subscripts(workspace, args, &base)?),
                Accessor::Field(name) => Step::Field(name.to_string()),
                Accessor::DynField(node) => {
                    let name = self.eval(workspace, node)?;
                    Step::Field(dynamic_field_name(&name)?)
                }
            };
            if depth < last {
                cursor = read_step(&base, &step);
            } else {
                last_base = existing;
            }
            steps.push(step);
        }
        Ok((steps, last_base))
    }
}

/// Whether a target ends in `{...}` or `.name`, which may stand for a
/// comma-separated list rather than one place.
fn ends_in_list(target: &Target) -> bool {
    matches!(
        target,
        Target::Place { path, .. }
            if matches!(path.last(), Some(Accessor::Brace(_) | Accessor::Field(_) | Accessor::DynField(_)))
    )
}

/// How many values the last step of a target takes: as many cells as the
/// braces select, one per struct element for a field (one where the
/// struct does not exist yet).
fn list_count(base: Option<&Value>, last: Option<&Step>) -> Result<usize> {
    match (last, base) {
        // `d{keys} = v` stores one value under every key.
        (Some(Step::Brace(_)), Some(Value::Object(crate::value::Object::Dictionary(_)))) => Ok(1),
        (Some(Step::Brace(subs)), Some(base)) => Ok(index::assigned_shape(base, subs)?.numel()),
        (Some(Step::Brace(subs)), None) => {
            Ok(index::assigned_shape(&Value::empty(), subs)?.numel())
        }
        (Some(Step::Field(_)), Some(Value::Struct(array))) => Ok(array.numel().max(1)),
        _ => Ok(1),
    }
}

/// Stores a list of values at `steps`: one value goes the ordinary way; a
/// brace list becomes a paren assignment of a cell shaped like the
/// selection, a field list sets the field of each element in turn.
fn assign_list(place: &mut Option<Value>, steps: &[Step], values: Vec<Value>) -> Result<()> {
    let Some((last, prefix)) = steps.split_last() else {
        return Ok(());
    };
    if values.len() == 1 {
        let value = values.into_iter().next().unwrap_or_else(Value::empty);
        return assign_steps(place, steps, value);
    }
    match last {
        Step::Brace(subs) => {
            let base = if prefix.is_empty() {
                place.clone()
            } else {
                place.as_ref().and_then(|p| read_path(p, prefix))
            };
            let base = base.unwrap_or_else(Value::empty);
            let shape = index::assigned_shape(&base, subs)?;
            let cell = Value::Cell(Arc::new(crate::value::Tensor::new(shape, values)));
            let mut steps = prefix.to_vec();
            steps.push(Step::Paren(subs.clone()));
            assign_steps(place, &steps, cell)
        }
        Step::Field(name) => {
            let base = if prefix.is_empty() {
                place.clone()
            } else {
                place.as_ref().and_then(|p| read_path(p, prefix))
            };
            let updated = index::field_set_each(base.unwrap_or_else(Value::empty), name, values)?;
            // `s(2:3)` in `[s(2:3).f] = deal(...)`: the updated elements
            // go back through the paren step as one struct array.
            assign_steps(place, prefix, updated)
        }
        Step::Paren(_) => Ok(()),
    }
}

/// The value at `steps` below `base`, if it exists.
fn read_path(base: &Value, steps: &[Step]) -> Option<Value> {
    let mut cursor = base.clone();
    for step in steps {
        cursor = read_step(&cursor, step)?;
    }
    Some(cursor)
}

/// The value one step below `base`, if it exists.
fn read_step(base: &Value, step: &Step) -> Option<Value> {
    if base.is_empty() && !matches!(base, Value::Struct(_)) {
        return None;
    }
    match step {
        Step::Paren(subscripts) => index::paren_get(base, subscripts).ok(),
        Step::Brace(subscripts) => index::brace_get(base, subscripts)
            .ok()
            .and_then(|values| values.into_iter().next()),
        Step::Field(name) => index::field_get(base, name)
            .ok()
            .and_then(|values| values.into_iter().next()),
    }
}

/// Stores `rhs` at `steps` below `place`; `place` is unchanged on error.
pub(crate) fn assign_steps(place: &mut Option<Value>, steps: &[Step], rhs: Value) -> Result<()> {
    let Some((step, rest)) = steps.split_first() else {
        *place = Some(rhs);
        return Ok(());
    };
    let rhs = if rest.is_empty() {
        rhs
    } else {
        let mut inner = place.as_ref().and_then(|base| read_step(base, step));
        assign_steps(&mut inner, rest, rhs)?;
        inner.unwrap_or_else(Value::empty)
    };
    match step {
        Step::Paren(subscripts) => index::paren_assign(place, subscripts, rhs),
        Step::Brace(subscripts) => index::brace_assign(place, subscripts, rhs),
        Step::Field(name) if !rest.is_empty() => index::nested_field_assign(place, name, rhs),
        Step::Field(name) => index::field_assign(place, name, rhs),
    }
}

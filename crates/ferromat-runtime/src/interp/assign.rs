//! Assignment statements: `x = e`, `[a, ~, c] = f(...)`, and indexed
//! targets like `s.a(2).b{end+1} = v`. Subscripts (and `end`) are evaluated
//! against the current values first; only then is the variable updated, so
//! a failed assignment leaves the workspace as it was.

use super::eval::dynamic_field_name;
use super::ir::{Accessor, Node, Slot, Target};
use super::workspace::Workspace;
use super::Interpreter;
use crate::display;
use crate::error::{Result, RuntimeError};
use crate::index::{self, Subscript};
use crate::value::Value;

/// One step of an assignment path with its subscripts evaluated.
enum Step {
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
        if let [target] = targets {
            if let (Target::Place { slot, path, .. }, false) = (target, print) {
                if path.is_empty() {
                    if let Some(x) = self.double_scalar(workspace, value) {
                        workspace.set_double_scalar(*slot, x);
                        return Ok(());
                    }
                }
            }
            let rhs = self.eval(workspace, value)?;
            return self.assign_target(workspace, target, rhs, print);
        }
        let values = self.eval_multi(workspace, value, targets.len())?;
        let needed = targets
            .iter()
            .rposition(|t| !matches!(t, Target::Tilde))
            .map_or(0, |i| i + 1);
        if values.len() < needed {
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
                let text = display::display_value(name, value, &self.format);
                self.print(&text);
            }
        }
        Ok(())
    }

    /// Evaluates every subscript of `path`, binding `end` to the size of the
    /// value at that depth (an empty 0x0 where nothing exists yet).
    fn resolve_steps(
        &mut self,
        workspace: &mut Workspace,
        slot: Slot,
        path: &[Accessor],
    ) -> Result<Vec<Step>> {
        let mut cursor: Option<Value> = workspace.get(slot).cloned();
        let mut steps = Vec::with_capacity(path.len());
        let last = path.len() - 1;
        for (depth, accessor) in path.iter().enumerate() {
            let base = cursor.take().unwrap_or_else(Value::empty);
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
            }
            steps.push(step);
        }
        Ok(steps)
    }
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
fn assign_steps(place: &mut Option<Value>, steps: &[Step], rhs: Value) -> Result<()> {
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
        Step::Field(name) => index::field_assign(place, name, rhs),
    }
}

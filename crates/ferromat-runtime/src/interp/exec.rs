//! Statement execution: blocks, control flow, expression statements with
//! MATLAB's echo display and `ans`, and the script runner. Expression
//! evaluation is in `eval.rs`, assignment in `assign.rs`.

use std::sync::Arc;

use super::ir::{Block, Node, NodeKind, Slot, Stmt, StmtKind};
use super::lower::lower_block;
use super::shared::SharedKey;
use super::units::CodeUnit;
use super::workspace::Workspace;
use super::{guard, Frame, Interpreter};
use crate::display;
use crate::error::{Result, RuntimeError, StackFrame};
use crate::ops;
use crate::value::{Shape, Tensor, Value};

/// How a block finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Flow {
    Normal,
    Break,
    Continue,
    Return,
}

impl Interpreter {
    /// Runs the statements of a script (or prompt input) in `workspace`.
    /// `as_file`: errors get an `Error in NAME (line N)` frame.
    pub(super) fn run_script_unit(
        &mut self,
        unit: &Arc<CodeUnit>,
        workspace: &mut Workspace,
        as_file: bool,
    ) -> Result<()> {
        // `eval`, `run` and a script calling itself nest here: they count
        // toward the recursion limit like function calls do.
        self.check_recursion_depth()?;
        let is_local = |name: &str| unit.sees_local(name);
        let block = lower_block(
            &unit.program.statements,
            workspace.names_mut(),
            &unit.source,
            Some(&is_local),
        );
        self.frames.push(Frame {
            unit: unit.clone(),
            name: Arc::from(unit.name.as_str()),
            is_function: false,
            span: Default::default(),
            nargin: 0,
            nargout: 0,
            unset_params: Vec::new(),
            scopes: None,
            argument_slots: Vec::new(),
        });
        let result = super::call::with_stack(|| self.exec_block(workspace, &block));
        let frame = self.frames.pop();
        match (result, frame) {
            (Ok(_), _) => Ok(()),
            (Err(error), Some(frame)) => {
                let mut error = error.at(frame.unit.location_of(frame.span));
                if as_file {
                    push_stack_frame(&mut error, &frame);
                }
                Err(error)
            }
            (Err(error), None) => Err(error),
        }
    }

    /// Runs the top-level block of a frame (or a `try`/`catch` body) with
    /// each statement guarded: a panic in it becomes
    /// `ferromat:internalError` and the frames and `end` contexts pushed
    /// inside it are unwound. Blocks nested in control flow run through
    /// `exec_nested`, already inside such a guarded statement, so a loop
    /// body does not pay for a guard per iteration.
    pub(super) fn exec_block(&mut self, workspace: &mut Workspace, block: &Block) -> Result<Flow> {
        for stmt in block {
            let depths = (
                self.frames.len(),
                self.end_stack.len(),
                self.anonymous_depth,
                self.parked.depth(),
            );
            let flow =
                guard::catch_panic(|| self.exec_step(workspace, stmt)).inspect_err(|_| {
                    self.frames.truncate(depths.0);
                    self.end_stack.truncate(depths.1);
                    self.anonymous_depth = depths.2;
                    // A panic inside a call skipped putting this workspace back.
                    self.restore_parked(workspace, depths.3);
                })?;
            if flow != Flow::Normal {
                return Ok(flow);
            }
        }
        Ok(Flow::Normal)
    }

    /// Runs a block nested in `if`, `for`, `while` or `switch`.
    fn exec_nested(&mut self, workspace: &mut Workspace, block: &Block) -> Result<Flow> {
        for stmt in block {
            let flow = self.exec_step(workspace, stmt)?;
            if flow != Flow::Normal {
                return Ok(flow);
            }
        }
        Ok(Flow::Normal)
    }

    /// One statement: counts a step, records where the frame is (for error
    /// locations), and runs it.
    #[inline]
    fn exec_step(&mut self, workspace: &mut Workspace, stmt: &Stmt) -> Result<Flow> {
        self.tick()?;
        if let Some(frame) = self.frames.last_mut() {
            frame.span = stmt.span;
        }
        let flow = self.exec_stmt(workspace, stmt);
        // `clear obj`, `obj = []` and failed statements destroy onCleanup
        // objects; their tasks run before the next statement.
        let cleaned = self.run_pending_cleanups();
        match flow {
            Ok(flow) => cleaned.map(|()| flow),
            Err(error) => Err(error),
        }
    }

    fn exec_stmt(&mut self, workspace: &mut Workspace, stmt: &Stmt) -> Result<Flow> {
        match &stmt.kind {
            StmtKind::Expr(node) => self.exec_expression(workspace, node, stmt.print)?,
            StmtKind::Assign { targets, value } => {
                self.exec_assign(workspace, targets, value, stmt.print)?
            }
            StmtKind::If { clauses, else_body } => {
                for (cond, body) in clauses {
                    if self.condition(workspace, cond)? {
                        return self.exec_nested(workspace, body);
                    }
                }
                if let Some(body) = else_body {
                    return self.exec_nested(workspace, body);
                }
            }
            StmtKind::For { var, iter, body } => return self.exec_for(workspace, *var, iter, body),
            StmtKind::While { cond, body } => {
                while self.condition(workspace, cond)? {
                    match self.exec_nested(workspace, body)? {
                        Flow::Break => break,
                        Flow::Return => return Ok(Flow::Return),
                        Flow::Normal | Flow::Continue => {}
                    }
                    self.tick()?;
                }
            }
            StmtKind::Switch {
                subject,
                cases,
                otherwise,
            } => {
                let subject = self.eval(workspace, subject)?;
                for (case, body) in cases {
                    let case = self.eval(workspace, case)?;
                    if switch_matches(&subject, &case)? {
                        return self.exec_nested(workspace, body);
                    }
                }
                if let Some(body) = otherwise {
                    return self.exec_nested(workspace, body);
                }
            }
            StmtKind::Try {
                body,
                catch_var,
                catch_body,
            } => match self.exec_block(workspace, body) {
                Ok(flow) => return Ok(flow),
                // Ctrl-C, `exit` and the step budget are not errors a
                // script can catch.
                Err(error) if error.is_uncatchable() => return Err(error),
                Err(error) => {
                    self.note_error(&error);
                    if let Some(slot) = catch_var {
                        workspace.set(*slot, crate::builtins::objects::exception::to_value(&error));
                    }
                    return self.exec_nested(workspace, catch_body);
                }
            },
            StmtKind::UnwindProtect { body, cleanup } => {
                let outcome = self.exec_block(workspace, body);
                let cleaned = self.exec_nested(workspace, cleanup)?;
                let flow = outcome?;
                // A `return` or `break` in the cleanup wins, as it would in
                // code written after the block.
                return Ok(if matches!(cleaned, Flow::Normal) {
                    flow
                } else {
                    cleaned
                });
            }
            StmtKind::Break => return Ok(Flow::Break),
            StmtKind::Continue => return Ok(Flow::Continue),
            StmtKind::Return => return Ok(Flow::Return),
            StmtKind::Command { name, args } => {
                let outputs = self.call_named(Some(workspace), name, args, 0)?;
                if let Some(value) = outputs.into_iter().next() {
                    self.set_ans(workspace, value, stmt.print)?;
                }
            }
            StmtKind::Global(slots) => {
                for (slot, init) in slots {
                    let key = SharedKey::Global(workspace.names.name(*slot).clone());
                    let created = self.shared.declare(workspace, *slot, key);
                    self.initialize_declared(workspace, *slot, init, created)?;
                }
            }
            StmtKind::Persistent(slots) => {
                let function = match self.frames.last() {
                    Some(frame) if frame.is_function => frame.name.clone(),
                    _ => {
                        return Err(RuntimeError::new(
                            "MATLAB:persistentNotInFunction",
                            "A persistent declaration is only allowed in a function.",
                        ))
                    }
                };
                for (slot, init) in slots {
                    let key = SharedKey::Persistent {
                        function: Arc::clone(&function),
                        name: workspace.names.name(*slot).clone(),
                    };
                    let created = self.shared.declare(workspace, *slot, key);
                    self.initialize_declared(workspace, *slot, init, created)?;
                }
            }
        }
        Ok(Flow::Normal)
    }

    /// An expression statement: a variable is displayed under its own name;
    /// anything else becomes `ans` (a call that returns nothing sets nothing).
    fn exec_expression(
        &mut self,
        workspace: &mut Workspace,
        node: &Node,
        print: bool,
    ) -> Result<()> {
        if let NodeKind::Name { slot, name, .. } = &node.kind {
            if let Some(value) = workspace.get(*slot) {
                if print {
                    let text = display::display_value(name, value, &self.format)?;
                    self.print(&text);
                }
                return Ok(());
            }
        }
        let values = match &node.kind {
            NodeKind::Name { .. }
            | NodeKind::Call { .. }
            | NodeKind::CellIndex { .. }
            | NodeKind::Field { .. }
            | NodeKind::DynField { .. } => self.eval_multi(workspace, node, 0)?,
            _ => std::iter::once(self.eval(workspace, node)?).collect(),
        };
        for value in values {
            self.set_ans(workspace, value, print)?;
        }
        Ok(())
    }

    /// Stores `ans`, then shows it; a display that cannot be built is an
    /// error after the value is stored, as in MATLAB.
    pub(super) fn set_ans(
        &mut self,
        workspace: &mut Workspace,
        value: Value,
        print: bool,
    ) -> Result<()> {
        let text = if print {
            Some(display::display_value("ans", &value, &self.format))
        } else {
            None
        };
        workspace.assign("ans", value);
        if let Some(text) = text {
            self.print(&text?);
        }
        Ok(())
    }

    /// GNU Octave's `persistent n = 0` and `global G = 1`: the initial
    /// value is evaluated and stored only when the declaration created the
    /// variable, so later calls keep what the function left in it.
    fn initialize_declared(
        &mut self,
        workspace: &mut Workspace,
        slot: Slot,
        init: &Option<Node>,
        created: bool,
    ) -> Result<()> {
        if let (Some(init), true) = (init, created) {
            let value = self.eval(workspace, init)?;
            workspace.set(slot, value);
        }
        Ok(())
    }

    /// `if`/`while` truth: every element nonzero, and not empty.
    fn condition(&mut self, workspace: &mut Workspace, cond: &Node) -> Result<bool> {
        let value = self.eval(workspace, cond)?;
        ops::is_true(&value)
    }

    fn exec_for(
        &mut self,
        workspace: &mut Workspace,
        var: usize,
        iter: &Node,
        body: &Block,
    ) -> Result<Flow> {
        // `for i = a:b` and `a:s:b` over real doubles run without building the range.
        if let NodeKind::Range { start, step, stop } = &iter.kind {
            let first = self.eval(workspace, start)?;
            let step = match step {
                Some(step) => Some(self.eval(workspace, step)?),
                None => None,
            };
            let last = self.eval(workspace, stop)?;
            let scalars = (
                real_double_scalar(&first),
                step.as_ref().map_or(Some(1.0), real_double_scalar),
                real_double_scalar(&last),
            );
            if let (Some(a), Some(s), Some(b)) = scalars {
                let range = match ops::range_params(a, s, b) {
                    Ok(range) => range,
                    // `for k = 1:Inf` runs until `break`, as in MATLAB.
                    Err(error) => match ops::uncounted_range(a, s, b) {
                        Some(elements) => {
                            return self.exec_for_scalars(workspace, var, elements, body)
                        }
                        None => return Err(error),
                    },
                };
                if range.count == 0 {
                    workspace.set(
                        var,
                        Value::Double(Tensor::new(Shape::matrix(1, 0), Vec::new())),
                    );
                }
                return self.exec_for_scalars(workspace, var, range.iter(), body);
            }
            let range = ops::range(&first, step.as_ref(), &last)?;
            return self.exec_for_value(workspace, var, range, body);
        }
        let value = self.eval(workspace, iter)?;
        self.exec_for_value(workspace, var, value, body)
    }

    /// Runs the body once per double scalar of `elements` (a counted range's
    /// `RangeIter`, or the open-ended iterator of `1:Inf`); generic so the
    /// counted loop keeps its inlined fast path.
    fn exec_for_scalars(
        &mut self,
        workspace: &mut Workspace,
        var: usize,
        elements: impl Iterator<Item = f64>,
        body: &Block,
    ) -> Result<Flow> {
        for element in elements {
            workspace.set_double_scalar(var, element);
            match self.exec_nested(workspace, body)? {
                Flow::Break => break,
                Flow::Return => return Ok(Flow::Return),
                Flow::Normal | Flow::Continue => {}
            }
            self.tick()?;
        }
        Ok(Flow::Normal)
    }

    /// Iterates over the columns of `value` (each column as the loop value).
    fn exec_for_value(
        &mut self,
        workspace: &mut Workspace,
        var: usize,
        value: Value,
        body: &Block,
    ) -> Result<Flow> {
        let shape = value.shape();
        let rows = shape.rows();
        let columns: usize = shape.dims()[1..].iter().product();
        if columns == 0 {
            workspace.set(var, Value::empty());
            return Ok(Flow::Normal);
        }
        for column in 0..columns {
            let item = match &value {
                Value::Double(t) if rows == 1 => Value::scalar(t.data()[column]),
                _ => crate::index::paren_get(
                    &value,
                    &[
                        crate::index::Subscript::Colon,
                        crate::index::Subscript::Index(Value::scalar((column + 1) as f64)),
                    ],
                )?,
            };
            workspace.set(var, item);
            match self.exec_nested(workspace, body)? {
                Flow::Break => break,
                Flow::Return => return Ok(Flow::Return),
                Flow::Normal | Flow::Continue => {}
            }
            self.tick()?;
        }
        Ok(Flow::Normal)
    }
}

fn real_double_scalar(value: &Value) -> Option<f64> {
    match value {
        Value::Double(t) if t.is_scalar() => t.first().copied(),
        _ => None,
    }
}

/// `switch` matching: numbers by value, text by `strcmp`, a cell case
/// matches if any of its elements does.
fn switch_matches(subject: &Value, case: &Value) -> Result<bool> {
    if let Value::Cell(cells) = case {
        for element in cells.data() {
            if switch_matches(subject, element)? {
                return Ok(true);
            }
        }
        return Ok(false);
    }
    let subject_text = matches!(subject, Value::Char(_) | Value::String(_));
    let case_text = matches!(case, Value::Char(_) | Value::String(_));
    if subject_text || case_text {
        return Ok(subject_text
            && case_text
            && subject.as_text().is_some()
            && subject.as_text() == case.as_text());
    }
    match (subject.as_f64(), case.as_f64()) {
        (Some(a), Some(b)) => Ok(a == b),
        _ if subject.is_empty() || case.is_empty() => Ok(false),
        _ => Err(RuntimeError::new(
            "MATLAB:switch:caseExpression",
            "SWITCH expression must be a scalar or a character vector.",
        )),
    }
}

/// Adds the `Error in NAME (line N)` frame of `frame` to an error leaving it.
pub(super) fn push_stack_frame(error: &mut RuntimeError, frame: &Frame) {
    let Some(path) = &frame.unit.path else {
        return;
    };
    let line = frame.unit.line_of(frame.span);
    error.stack.push(StackFrame {
        name: frame.name.to_string(),
        file: Some(path.clone()),
        line,
        source_line: frame.unit.line_text(line).to_string(),
    });
}

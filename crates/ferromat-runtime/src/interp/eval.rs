//! Expression evaluation: operators, literals, indexing chains, comma-
//! separated lists (`c{:}`, `s.f` of a struct array) and `end`. Decides at
//! run time whether `name(args)` indexes a variable or calls a function.

use std::borrow::Cow;
use std::sync::Arc;

use ferromat_syntax::BinOp;
use smallvec::SmallVec;

use super::ir::{Arg, Node, NodeKind};
use super::units::CodeUnit;
use super::workspace::Workspace;
use super::Interpreter;
use crate::builtins::graphics::{self, handles::graphics_handle};
use crate::builtins::objects::{self, Member};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::index::{self, Subscript};
use crate::ops;
use crate::value::{AnonymousFunction, FunctionHandle, Object, Shape, Tensor, Value};

/// Evaluated call arguments; inline for the common short argument lists so
/// builtin calls in scalar loops do not allocate.
pub(super) type ArgValues = SmallVec<[Value; 4]>;

impl Interpreter {
    /// Evaluates an expression to exactly one value.
    pub(super) fn eval(&mut self, workspace: &mut Workspace, node: &Node) -> Result<Value> {
        if let NodeKind::Call { base, args } = &node.kind {
            if let Some(x) = self.double_scalar(workspace, node) {
                return Ok(Value::scalar(x));
            }
            if let NodeKind::Name { slot, .. } = base.kind {
                if let Some(value) = self.map_element(workspace, slot, args) {
                    return value;
                }
            }
        }
        match &node.kind {
            NodeKind::Const(value) => Ok(value.clone()),
            NodeKind::Name { slot, .. } if workspace.is_defined(*slot) => {
                Ok(workspace.get(*slot).cloned().unwrap_or_else(Value::empty))
            }
            NodeKind::Binary { op, lhs, rhs } => match op {
                BinOp::ShortAnd | BinOp::ShortOr => {
                    let left = self.eval(workspace, lhs)?;
                    let left = ops::to_logical_scalar(&left)?;
                    let decided = if *op == BinOp::ShortAnd { !left } else { left };
                    if decided {
                        return Ok(Value::bool(left));
                    }
                    let right = self.eval(workspace, rhs)?;
                    Ok(Value::bool(ops::to_logical_scalar(&right)?))
                }
                // Operands that are variables or literals are used in place:
                // cloning them would cost more than a scalar operation.
                _ => match (
                    peek(workspace, lhs).is_some(),
                    peek(workspace, rhs).is_some(),
                ) {
                    (true, true) => match (peek(workspace, lhs), peek(workspace, rhs)) {
                        (Some(left), Some(right)) => ops::binary(*op, left, right),
                        _ => Err(no_value()),
                    },
                    (true, false) => {
                        let right = self.eval(workspace, rhs)?;
                        let left = peek(workspace, lhs).ok_or_else(no_value)?;
                        ops::binary_operands(*op, Cow::Borrowed(left), Cow::Owned(right))
                    }
                    (false, true) => {
                        let left = self.eval(workspace, lhs)?;
                        let right = peek(workspace, rhs).ok_or_else(no_value)?;
                        ops::binary_operands(*op, Cow::Owned(left), Cow::Borrowed(right))
                    }
                    (false, false) => {
                        let left = self.eval(workspace, lhs)?;
                        let right = self.eval(workspace, rhs)?;
                        ops::binary_operands(*op, Cow::Owned(left), Cow::Owned(right))
                    }
                },
            },
            NodeKind::Unary { op, operand } => {
                let value = self.eval(workspace, operand)?;
                ops::unary(*op, &value)
            }
            NodeKind::Postfix { op, operand } => {
                let value = self.eval(workspace, operand)?;
                ops::postfix(*op, &value)
            }
            NodeKind::Range { start, step, stop } => {
                let start = self.eval(workspace, start)?;
                let step = match step {
                    Some(step) => Some(self.eval(workspace, step)?),
                    None => None,
                };
                let stop = self.eval(workspace, stop)?;
                ops::range(&start, step.as_ref(), &stop)
            }
            NodeKind::End => self.end_value(),
            NodeKind::Matrix(rows) => self.eval_matrix(workspace, rows),
            NodeKind::Cell(rows) => self.eval_cell(workspace, rows),
            NodeKind::AnonFunction {
                params,
                body,
                captures,
                text,
                source,
            } => {
                // A name that is no variable but a local function of this
                // file is captured as a handle to it, so the body still
                // reaches the function when called from another file.
                let unit = self.frames.last().map(|frame| frame.unit.clone());
                let captures = captures
                    .iter()
                    .filter_map(|(name, slot)| match workspace.get(*slot) {
                        Some(v) => Some((name.clone(), v.clone())),
                        None => unit
                            .as_ref()
                            .and_then(|unit| CodeUnit::local_function(unit, name))
                            .map(|(unit, _)| {
                                let local = self.local_handle(unit, name);
                                (name.clone(), Value::FunctionHandle(Arc::new(local)))
                            }),
                    })
                    .collect();
                Ok(Value::FunctionHandle(Arc::new(FunctionHandle::Anonymous(
                    AnonymousFunction {
                        params: params.clone(),
                        body: body.clone(),
                        captures,
                        text: text.to_string(),
                        source: source.clone(),
                    },
                ))))
            }
            NodeKind::FunctionHandle(name) => {
                // A local function of the running file is bound now: the
                // handle must reach it from any other file it is passed to.
                let unit = self.frames.last().map(|frame| frame.unit.clone());
                let defining = unit.and_then(|unit| CodeUnit::local_function(&unit, name));
                let handle = match defining {
                    Some((unit, _)) => self.local_handle(unit, name),
                    None => FunctionHandle::Named(name.to_string()),
                };
                Ok(Value::FunctionHandle(Arc::new(handle)))
            }
            NodeKind::Name { .. }
            | NodeKind::Call { .. }
            | NodeKind::CellIndex { .. }
            | NodeKind::Field { .. }
            | NodeKind::DynField { .. } => {
                let mut values = self.eval_multi(workspace, node, 1)?;
                if values.is_empty() {
                    return Err(no_value());
                }
                Ok(values.swap_remove(0))
            }
        }
    }

    /// Evaluates an expression that may produce a comma-separated list or
    /// several function outputs; `nargout` is passed to a function call.
    pub(super) fn eval_multi(
        &mut self,
        workspace: &mut Workspace,
        node: &Node,
        nargout: usize,
    ) -> Result<Outputs> {
        match &node.kind {
            NodeKind::Name {
                slot,
                name,
                builtin,
            } => match workspace.get(*slot) {
                Some(value) => Ok(single(value.clone())),
                None if self.is_unset_param(*slot) => Err(RuntimeError::not_enough_inputs()),
                None => match builtin.filter(|def| !self.is_shadowed(def.name)) {
                    Some(def) => {
                        self.call_from(workspace, |this| this.call_builtin(def, &[], nargout))
                    }
                    None => self.call_named_at(workspace, name, &[], nargout),
                },
            },
            NodeKind::Call { base, args } => self.eval_call(workspace, base, args, nargout),
            NodeKind::CellIndex { base, args } => {
                if let Some(element) = self.cell_element_in_place(workspace, base, args) {
                    return Ok(single(element));
                }
                let base = self.eval(workspace, base)?;
                let subscripts = self.eval_subscripts(workspace, args, &base)?;
                Ok(index::brace_get(&base, &subscripts)?.into_iter().collect())
            }
            NodeKind::Field { base, name } => {
                if let Some(def) = self.dotted_builtin(workspace, base, name) {
                    return self.call_from(workspace, |this| this.call_builtin(def, &[], nargout));
                }
                let base = self.eval(workspace, base)?;
                if let Value::Object(object) = &base {
                    return match objects::member(object, name)? {
                        Member::Property => Ok(single(objects::property(object, name)?)),
                        Member::Method => self.call_from(workspace, |this| {
                            objects::call_method(this, &base, name, &[], nargout)
                        }),
                    };
                }
                if let Some(h) = graphics_handle(self, &base) {
                    return Ok(single(graphics::handles::get_property(self, h, name)?));
                }
                Ok(index::field_get(&base, name)?.into_iter().collect())
            }
            NodeKind::DynField { base, name } => {
                let base = self.eval(workspace, base)?;
                let name = self.eval(workspace, name)?;
                let name = dynamic_field_name(&name)?;
                Ok(index::field_get(&base, &name)?.into_iter().collect())
            }
            _ => Ok(single(self.eval(workspace, node)?)),
        }
    }

    /// A parameter of the running function that its caller did not pass.
    pub(super) fn is_unset_param(&self, slot: usize) -> bool {
        self.frames
            .last()
            .is_some_and(|frame| frame.unset_params.contains(&slot))
    }

    /// `base(args)`: indexing if `base` is a value, a call if it names a
    /// function or holds a function handle.
    fn eval_call(
        &mut self,
        workspace: &mut Workspace,
        base: &Node,
        args: &[Arg],
        nargout: usize,
    ) -> Result<Outputs> {
        let base_value = match &base.kind {
            NodeKind::Name {
                slot,
                name,
                builtin,
            } => match workspace.get(*slot) {
                Some(Value::Object(Object::Map(_))) => {
                    match self.map_element(workspace, *slot, args) {
                        Some(value) => return Ok(single(value?)),
                        None => workspace.get(*slot).cloned().unwrap_or_else(Value::empty),
                    }
                }
                Some(value) => value.clone(),
                None if self.is_unset_param(*slot) => return Err(RuntimeError::not_enough_inputs()),
                None => {
                    let args_nodes = args;
                    let mut values = ArgValues::new();
                    self.push_args(workspace, args, &mut values)?;
                    let args = values;
                    return match builtin.filter(|def| !self.is_shadowed(def.name)) {
                        Some(def) => {
                            let named = if def.argument_names { args_nodes } else { &[] };
                            self.note_argument_slots(workspace, named);
                            self.call_from(workspace, |this| this.call_builtin(def, &args, nargout))
                        }
                        None => {
                            self.note_argument_slots(workspace, args_nodes);
                            let result = self.call_named_at(workspace, name, &args, nargout);
                            self.pending_argument_slots.clear();
                            result
                        }
                    };
                }
            },
            NodeKind::Field {
                base: inner,
                name: member,
            } => {
                if let Some(def) = self.dotted_builtin(workspace, inner, member) {
                    let args = self.eval_args(workspace, args)?;
                    return self
                        .call_from(workspace, |this| this.call_builtin(def, &args, nargout));
                }
                let inner = self.eval(workspace, inner)?;
                if let Value::Object(object) = &inner {
                    return self.object_call(workspace, &inner, object, member, args, nargout);
                }
                if let Some(h) = graphics_handle(self, &inner) {
                    graphics::handles::get_property(self, h, member)?
                } else {
                    let mut values = index::field_get(&inner, member)?;
                    if values.is_empty() {
                        return Err(no_value());
                    }
                    values.swap_remove(0)
                }
            }
            _ => self.eval(workspace, base)?,
        };
        if let Value::FunctionHandle(handle) = &base_value {
            // Built in place: moving an argument list out of a call costs
            // a copy of its inline buffer per call.
            let mut values = ArgValues::new();
            self.push_args(workspace, args, &mut values)?;
            let args = values;
            self.pending_argument_slots.clear();
            return self.call_from(workspace, |this| this.call_handle(handle, &args, nargout));
        }
        let subscripts = self.eval_subscripts(workspace, args, &base_value)?;
        Ok(single(index::paren_get(&base_value, &subscripts)?))
    }

    /// `pkg.name` or `pkg.sub.name` where `pkg` is no variable and the
    /// dotted name is a builtin (`containers.Map`,
    /// `matlab.lang.makeValidName`): the builtin it names.
    fn dotted_builtin(
        &self,
        workspace: &Workspace,
        base: &Node,
        member: &str,
    ) -> Option<&'static crate::builtins::BuiltinDef> {
        let mut parts = vec![member];
        let mut node = base;
        let (slot, root) = loop {
            match &node.kind {
                NodeKind::Name { slot, name, .. } => break (*slot, name),
                NodeKind::Field { base, name } => {
                    parts.push(name);
                    node = base;
                }
                _ => return None,
            }
        };
        if workspace.is_defined(slot) || self.is_unset_param(slot) {
            return None;
        }
        let mut dotted = root.to_string();
        for part in parts.iter().rev() {
            dotted.push('.');
            dotted.push_str(part);
        }
        crate::builtins::lookup(&dotted)
    }

    /// `obj.member(args)`: a property indexed by `args`, or a method called
    /// with the object and `args`.
    fn object_call(
        &mut self,
        workspace: &mut Workspace,
        value: &Value,
        object: &Object,
        member: &str,
        args: &[Arg],
        nargout: usize,
    ) -> Result<Outputs> {
        match objects::member(object, member)? {
            Member::Property => {
                let property = objects::property(object, member)?;
                if args.is_empty() {
                    return Ok(single(property));
                }
                let subscripts = self.eval_subscripts(workspace, args, &property)?;
                Ok(single(index::paren_get(&property, &subscripts)?))
            }
            Member::Method => {
                let args = self.eval_args(workspace, args)?;
                self.call_from(workspace, |this| {
                    objects::call_method(this, value, member, &args, nargout)
                })
            }
        }
    }

    /// Function call arguments: `:` is passed as the char `':'`, and
    /// comma-separated lists (`c{:}`, `s.f`) expand in place.
    pub(super) fn eval_args(
        &mut self,
        workspace: &mut Workspace,
        args: &[Arg],
    ) -> Result<ArgValues> {
        let mut values = ArgValues::new();
        self.push_args(workspace, args, &mut values)?;
        Ok(values)
    }

    /// [`Self::eval_args`] into a buffer the caller owns, so the argument
    /// list is built where it is used instead of being moved out.
    fn push_args(
        &mut self,
        workspace: &mut Workspace,
        args: &[Arg],
        values: &mut ArgValues,
    ) -> Result<()> {
        for arg in args {
            match arg {
                Arg::Colon => values.push(Value::char_row(":")),
                Arg::Expr(node) => match peek(workspace, node) {
                    Some(value) => values.push(value.clone()),
                    None => self.push_expanded(workspace, node, values)?,
                },
            }
        }
        Ok(())
    }

    /// Pushes the value(s) of `node`, expanding comma-separated lists.
    fn push_expanded(
        &mut self,
        workspace: &mut Workspace,
        node: &Node,
        values: &mut ArgValues,
    ) -> Result<()> {
        match &node.kind {
            NodeKind::CellIndex { .. } | NodeKind::Field { .. } | NodeKind::DynField { .. } => {
                values.extend(self.eval_multi(workspace, node, 1)?);
            }
            _ => values.push(self.eval(workspace, node)?),
        }
        Ok(())
    }

    /// Index subscripts of `base`, with `end` bound to its sizes.
    pub(super) fn eval_subscripts(
        &mut self,
        workspace: &mut Workspace,
        args: &[Arg],
        base: &Value,
    ) -> Result<Vec<Subscript>> {
        let count = args.len();
        let shape = base.shape();
        let mut subscripts = Vec::with_capacity(count);
        for (position, arg) in args.iter().enumerate() {
            match arg {
                Arg::Colon => subscripts.push(Subscript::Colon),
                Arg::Expr(node) => {
                    let value = self.subscript_value(workspace, node, &shape, position, count)?;
                    subscripts.push(Subscript::Index(value));
                }
            }
        }
        Ok(subscripts)
    }

    /// Subscript `position` of `count` indexing a value of `shape`, with
    /// `end` bound to that shape.
    pub(super) fn subscript_value(
        &mut self,
        workspace: &mut Workspace,
        node: &Node,
        shape: &Shape,
        position: usize,
        count: usize,
    ) -> Result<Value> {
        if let NodeKind::Const(value) = &node.kind {
            return Ok(value.clone());
        }
        self.end_stack.push((shape.clone(), position, count));
        let value = self.eval(workspace, node);
        self.end_stack.pop();
        value
    }

    /// The value of `end` in the innermost index expression.
    fn end_value(&self) -> Result<Value> {
        let Some((shape, position, count)) = self.end_stack.last() else {
            return Err(RuntimeError::new(
                "MATLAB:m_end_not_valid",
                "The end operator must be used within an array index expression.",
            ));
        };
        let dims = shape.dims();
        let size = if *count == 1 {
            shape.numel()
        } else if position + 1 < *count {
            shape.dim(*position)
        } else {
            dims.iter().skip(*position).product()
        };
        Ok(Value::scalar(size as f64))
    }

    /// `[a b; c d]`: each row concatenated horizontally, then the rows
    /// vertically.
    fn eval_matrix(&mut self, workspace: &mut Workspace, rows: &[Vec<Node>]) -> Result<Value> {
        let mut row_values = Vec::with_capacity(rows.len());
        for row in rows {
            let mut elements = ArgValues::new();
            for node in row {
                self.push_expanded(workspace, node, &mut elements)?;
            }
            if let Some(all) = real_double_scalars(&elements) {
                row_values.push(Value::row(all));
            } else {
                row_values.push(ops::concat::horzcat(&elements)?);
            }
        }
        match row_values.len() {
            0 => Ok(Value::empty()),
            1 => Ok(row_values.pop().unwrap_or_else(Value::empty)),
            _ => ops::concat::vertcat(&row_values),
        }
    }

    /// `{a b; c d}`: each element becomes one cell (cells nest, they are
    /// not concatenated); comma-separated lists expand.
    fn eval_cell(&mut self, workspace: &mut Workspace, rows: &[Vec<Node>]) -> Result<Value> {
        let mut grid: Vec<ArgValues> = Vec::with_capacity(rows.len());
        for row in rows {
            let mut elements = ArgValues::new();
            for node in row {
                self.push_expanded(workspace, node, &mut elements)?;
            }
            if !elements.is_empty() {
                grid.push(elements);
            }
        }
        let columns = grid.first().map_or(0, |r| r.len());
        if grid.iter().any(|r| r.len() != columns) {
            return Err(RuntimeError::new(
                "MATLAB:catenate:dimensionMismatch",
                "Dimensions of arrays being concatenated are not consistent.",
            ));
        }
        let row_count = grid.len();
        let mut data = Vec::with_capacity(row_count * columns);
        for column in 0..columns {
            for row in &grid {
                data.push(row[column].clone());
            }
        }
        Ok(Value::Cell(Arc::new(Tensor::new(
            Shape::matrix(row_count, columns),
            data,
        ))))
    }
}

/// The value of a literal or a defined variable, borrowed.
fn peek<'a>(workspace: &'a Workspace, node: &'a Node) -> Option<&'a Value> {
    match &node.kind {
        NodeKind::Const(value) => Some(value),
        NodeKind::Name { slot, .. } => workspace.get(*slot),
        _ => None,
    }
}

/// A one-value output list (no allocation).
fn single(value: Value) -> Outputs {
    let mut outputs = Outputs::new();
    outputs.push(value);
    outputs
}

/// All elements as doubles when every one is a real double scalar.
fn real_double_scalars(values: &[Value]) -> Option<Vec<f64>> {
    values
        .iter()
        .map(|v| match v {
            Value::Double(t) if t.is_scalar() => t.first().copied(),
            _ => None,
        })
        .collect()
}

pub(super) fn dynamic_field_name(name: &Value) -> Result<String> {
    name.as_text().ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:dynamicFieldName",
            "Dynamic structure field names must be character vectors or string scalars.",
        )
    })
}

fn no_value() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:needMoreRhsOutputs",
        "Insufficient number of outputs from right hand side of equal sign to satisfy assignment.",
    )
}

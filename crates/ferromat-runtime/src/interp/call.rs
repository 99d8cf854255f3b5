//! Function dispatch: runs builtins, user functions and anonymous functions
//! (in their own workspaces) and function handles. Which function a name
//! calls is `resolve.rs`'s business; variables are the caller's: by the
//! time a name reaches here it is not one.

use std::sync::Arc;

use super::ir::{Node, Slot};
use super::lower::lower_expr;
use super::units::{CodeUnit, UserFunction};
use super::workspace::{NameTable, Workspace};
use super::{exec, Frame, Interpreter};
use super::{nested, shared};
use crate::builtins::{self, Body, BuiltinDef, Outputs};
use crate::error::{Result, RuntimeError};
use crate::value::{AnonymousFunction, FunctionHandle, LocalFunction, Value};

/// Native stack reserved before each nested call or block, so that deep
/// MATLAB recursion grows the stack instead of overflowing it.
const STACK_RED_ZONE: usize = 256 * 1024;
const STACK_GROWTH: usize = 8 * 1024 * 1024;

/// Runs `f` with enough native stack for one more level of MATLAB nesting.
pub(super) fn with_stack<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(STACK_RED_ZONE, STACK_GROWTH, f)
}

/// An anonymous function's body lowered once, reused by every call.
#[derive(Debug)]
pub(super) struct LoweredAnonymous {
    /// Keeps the AST alive so its address (the cache key) is never reused.
    _body: Arc<ferromat_syntax::Expr>,
    node: Node,
    names: Arc<NameTable>,
    params: Vec<Slot>,
}

impl Interpreter {
    /// Runs `call` with `workspace`'s global and persistent values back in
    /// the shared store, so that the code it calls sees their latest values
    /// and this workspace sees that code's changes afterwards.
    pub(super) fn with_shared_released<R>(
        &mut self,
        workspace: &mut Workspace,
        call: impl FnOnce(&mut Self, &mut Workspace) -> R,
    ) -> R {
        if !workspace.has_links() {
            return call(self, workspace);
        }
        shared::release(&mut self.shared, workspace);
        let result = call(self, workspace);
        shared::acquire(&mut self.shared, workspace);
        result
    }

    /// Runs a call made by code running in `workspace`: its globals go back
    /// to the shared store and the workspace is parked as the caller of
    /// whatever runs (for `evalin` and `assignin`).
    pub(super) fn call_from<R>(
        &mut self,
        workspace: &mut Workspace,
        call: impl FnOnce(&mut Self) -> Result<R>,
    ) -> Result<R> {
        self.with_shared_released(workspace, |this, workspace| {
            this.with_caller_parked(workspace, call)
        })
    }

    /// Calls the builtin `name` as a method of the object in `args[0]`
    /// (`M.keys()`): class methods are builtins, never shadowed by files.
    pub(crate) fn call_method_builtin(
        &mut self,
        name: &str,
        args: &[Value],
        nargout: usize,
    ) -> Result<Outputs> {
        match builtins::lookup(name) {
            Some(def) => self.call_builtin_in(def, None, args, nargout),
            None => Err(RuntimeError::undefined(name)),
        }
    }

    /// Calls a builtin that is not a session function (bound at lowering).
    pub(super) fn call_builtin(
        &mut self,
        def: &'static BuiltinDef,
        args: &[Value],
        nargout: usize,
    ) -> Result<Outputs> {
        self.call_builtin_in(def, None, args, nargout)
    }

    /// Calls a builtin, handing session functions the caller's workspace.
    pub(super) fn call_builtin_in(
        &mut self,
        def: &'static BuiltinDef,
        workspace: Option<&mut Workspace>,
        args: &[Value],
        nargout: usize,
    ) -> Result<Outputs> {
        // Each builtin call is a step, so a budget or Ctrl-C also stops
        // code that loops through builtins calling back into user code.
        self.tick()?;
        let checked = if args.len() < def.min_args {
            Err(RuntimeError::not_enough_inputs())
        } else if args.len() > def.max_args {
            Err(RuntimeError::too_many_inputs())
        } else if nargout > def.max_outputs.max(1) || (nargout == 1 && def.max_outputs == 0) {
            Err(RuntimeError::too_many_outputs())
        } else {
            match def.body {
                // A sparse argument goes through the sparse family's router,
                // which densifies it for builtins that do not take sparse.
                Body::Values(func) if args.iter().any(|a| matches!(a, Value::Sparse(_))) => {
                    crate::builtins::sparse::call(self, def.name, func, args, nargout)
                }
                // A datetime or duration argument: the dates family's
                // router runs the builtin's datetime form, if it has one.
                Body::Values(func)
                    if args.iter().any(crate::builtins::datetimes::is_time_value) =>
                {
                    crate::builtins::datetimes::call(self, def.name, func, args, nargout)
                }
                Body::Values(func) => func(self, args, nargout),
                Body::Session(func) => func(self, workspace, args, nargout),
            }
        };
        checked.map_err(|error| {
            if def.caller_errors {
                match self.frames.last() {
                    Some(frame) if frame.is_function => {
                        let name = frame
                            .name
                            .rsplit('>')
                            .next()
                            .unwrap_or(&frame.name)
                            .to_string();
                        error.in_function(&name)
                    }
                    _ => error,
                }
            } else {
                error.in_function(def.name)
            }
        })
    }

    /// Calls the main function of a function file.
    pub(super) fn call_unit_main(
        &mut self,
        unit: &Arc<CodeUnit>,
        args: &[Value],
        nargout: usize,
    ) -> Result<Outputs> {
        match &unit.main_function {
            Some(function) => {
                let function = function.clone();
                self.call_user(unit, &function, args, nargout)
            }
            None => Err(RuntimeError::undefined(&unit.name)),
        }
    }

    /// Runs a user function in a fresh workspace.
    pub(super) fn call_user(
        &mut self,
        unit: &Arc<CodeUnit>,
        function: &Arc<UserFunction>,
        args: &[Value],
        nargout: usize,
    ) -> Result<Outputs> {
        self.call_user_in(unit, function, args, nargout, None)
    }

    /// [`Self::call_user`] with the scopes a handle to a nested function
    /// captured (else a nested function takes its caller's).
    pub(super) fn call_user_in(
        &mut self,
        unit: &Arc<CodeUnit>,
        function: &Arc<UserFunction>,
        args: &[Value],
        nargout: usize,
        captured: Option<&nested::ScopeChain>,
    ) -> Result<Outputs> {
        if args.len() > function.max_inputs() {
            return Err(RuntimeError::too_many_inputs().in_function(&function.name));
        }
        if nargout > function.outputs.len() && function.varargout.is_none() {
            return Err(RuntimeError::too_many_outputs().in_function(&function.name));
        }
        self.check_recursion_depth()?;
        let mut workspace = self.call_workspace(&function.names);
        for (slot, arg) in function.params.iter().zip(args) {
            if let Some(slot) = slot {
                workspace.set(*slot, arg.clone());
            }
        }
        if let Some(slot) = function.varargin {
            let extra: Vec<Value> = args.iter().skip(function.params.len()).cloned().collect();
            workspace.set(slot, Value::cell_row(extra));
        }
        let scopes = match &function.nesting {
            Some(nesting) => {
                let scopes = self.nested_scopes(function, nesting, captured)?;
                for &(slot, depth) in &nesting.links {
                    if let Some(scope) = scopes.get(depth) {
                        let key = shared::SharedKey::Nested {
                            scope: scope.clone(),
                            name: function.names.name(slot).clone(),
                        };
                        self.shared.link_nested(&mut workspace, slot, key);
                    }
                }
                Some(scopes)
            }
            None => None,
        };
        let name = function
            .frame_name
            .get_or_init(|| {
                let is_main = unit
                    .main_function
                    .as_ref()
                    .is_some_and(|main| Arc::ptr_eq(main, function));
                if is_main || unit.name.is_empty() {
                    Arc::from(function.name.as_str())
                } else {
                    Arc::from(format!("{}>{}", unit.name, function.name))
                }
            })
            .clone();
        self.frames.push(Frame {
            unit: unit.clone(),
            name,
            is_function: true,
            span: function.span,
            nargin: args.len(),
            nargout,
            unset_params: function
                .params
                .iter()
                .skip(args.len())
                .flatten()
                .copied()
                .collect(),
            scopes,
            argument_slots: if function.uses_inputname {
                std::mem::take(&mut self.pending_argument_slots)
            } else {
                self.pending_argument_slots.clear();
                Vec::new()
            },
        });
        let result = stacker::maybe_grow(STACK_RED_ZONE, STACK_GROWTH, || {
            self.exec_block(&mut workspace, &function.body)
        });
        let frame = self.frames.pop();
        if let Err(mut error) = result {
            shared::release(&mut self.shared, &mut workspace);
            self.recycle_workspace(workspace);
            // The function's onCleanup objects are gone: their tasks run
            // before the error reaches the caller, which keeps this error.
            let _ = self.run_pending_cleanups();
            if let Some(frame) = &frame {
                error = error.at(frame.unit.location_of(frame.span));
                exec::push_stack_frame(&mut error, frame);
            }
            return Err(error);
        }
        let outputs = collect_outputs(function, &mut workspace, nargout);
        shared::release(&mut self.shared, &mut workspace);
        self.recycle_workspace(workspace);
        self.run_pending_cleanups()?;
        outputs
    }

    /// A workspace for one call, in a slot buffer an ended call left.
    fn call_workspace(&mut self, names: &Arc<NameTable>) -> Workspace {
        Workspace::with_names_in(names.clone(), self.spare_slots.pop())
    }

    /// Keeps an ended call's slot buffer for the next call (a few, small).
    fn recycle_workspace(&mut self, workspace: Workspace) {
        const KEPT_BUFFERS: usize = 64;
        const KEPT_SLOTS: usize = 1024;
        let buffer = workspace.into_slot_buffer();
        if self.spare_slots.len() < KEPT_BUFFERS && buffer.capacity() <= KEPT_SLOTS {
            self.spare_slots.push(buffer);
        }
    }

    /// The scope chain a call of a function in a nesting tree runs with: the
    /// enclosing calls' scopes (from the handle, or from the calling frame,
    /// which must be inside the parent), plus a new one if it has nested
    /// functions of its own.
    fn nested_scopes(
        &self,
        function: &UserFunction,
        nesting: &nested::Nesting,
        captured: Option<&nested::ScopeChain>,
    ) -> Result<nested::ScopeChain> {
        let enclosing: &[nested::Scope] = if nesting.depth == 0 {
            &[]
        } else {
            let from_caller = self.frames.last().and_then(|frame| frame.scopes.as_ref());
            match captured.or(from_caller) {
                Some(chain) if chain.len() >= nesting.depth => &chain[..nesting.depth],
                _ => {
                    return Err(RuntimeError::new(
                        "MATLAB:UndefinedFunction",
                        format!(
                            "The nested function '{}' can only be called from within its parent function or through a handle the parent made.",
                            function.name
                        ),
                    ))
                }
            }
        };
        let mut chain = enclosing.to_vec();
        if nesting.owns_scope {
            chain.push(nested::Scope::default());
        }
        Ok(chain.into())
    }

    /// A handle to the function `name` of `unit` (`@name`), capturing the
    /// running call's scopes when `name` is a nested function.
    pub(super) fn local_handle(&self, unit: Arc<CodeUnit>, name: &str) -> FunctionHandle {
        let depth = unit
            .functions
            .get(name)
            .and_then(|function| function.nesting.as_ref())
            .map_or(0, |nesting| nesting.depth);
        let scopes = if depth > 0 {
            self.frames
                .last()
                .and_then(|frame| frame.scopes.as_ref())
                .filter(|chain| chain.len() >= depth)
                .map(|chain| chain[..depth].to_vec().into())
        } else {
            None
        };
        FunctionHandle::Local(LocalFunction {
            name: name.to_string(),
            unit,
            scopes,
        })
    }

    /// Calls a function handle.
    pub(super) fn call_handle(
        &mut self,
        handle: &Arc<FunctionHandle>,
        args: &[Value],
        nargout: usize,
    ) -> Result<Outputs> {
        match &**handle {
            FunctionHandle::Named(name) => self.call_named(None, name, args, nargout),
            FunctionHandle::Local(local) => match local.unit.functions.get(&local.name) {
                Some(function) => {
                    let function = function.clone();
                    let scopes = local.scopes.as_ref();
                    self.call_user_in(&local.unit, &function, args, nargout, scopes)
                }
                None => Err(RuntimeError::undefined(&local.name)),
            },
            FunctionHandle::Anonymous(function) => self.call_anonymous(function, args, nargout),
        }
    }

    fn call_anonymous(
        &mut self,
        function: &AnonymousFunction,
        args: &[Value],
        nargout: usize,
    ) -> Result<Outputs> {
        // `@(x, varargin) ...` collects the inputs past the named ones.
        let variadic = function.params.last().is_some_and(|p| p == "varargin");
        let named = function.params.len() - usize::from(variadic);
        if !variadic && args.len() > named {
            return Err(RuntimeError::too_many_inputs());
        }
        // A call of an anonymous function is a step: `cellfun` and
        // `arrayfun` loops run no statements of their own.
        self.tick()?;
        self.check_recursion_depth()?;
        let lowered = self.lowered_anonymous(function);
        let mut workspace = self.call_workspace(&lowered.names);
        for (name, value) in &function.captures {
            if let Some(slot) = lowered.names.get(name) {
                workspace.set(slot, value.clone());
            }
        }
        for (slot, arg) in lowered.params.iter().take(named).zip(args) {
            workspace.set(*slot, arg.clone());
        }
        if let (true, Some(slot)) = (variadic, lowered.params.last()) {
            let rest = args.get(named..).unwrap_or_default().to_vec();
            workspace.set(*slot, Value::cell_row(rest));
        }
        // Anonymous calls push no frame, so they are counted separately
        // for the recursion limit (`f = @(g, n) g(g, n + 1); f(f, 1)`).
        self.anonymous_depth += 1;
        let values = stacker::maybe_grow(STACK_RED_ZONE, STACK_GROWTH, || {
            self.eval_multi(&mut workspace, &lowered.node, nargout)
        });
        self.anonymous_depth -= 1;
        self.recycle_workspace(workspace);
        // An input the caller left out is "Not enough input arguments." when
        // the body reads it, as for a function (a function frame knows its
        // unset parameters; an anonymous call has no frame, so the error
        // naming one is translated here).
        values.map_err(|error| {
            let unset = function.params.get(args.len()..named).unwrap_or_default();
            let names_unset = |name: &String| {
                let undefined = RuntimeError::undefined(name);
                error.identifier == undefined.identifier && error.message == undefined.message
            };
            if unset.iter().any(names_unset) {
                RuntimeError::not_enough_inputs()
            } else {
                error
            }
        })
    }

    /// MATLAB's "Maximum recursion limit of N reached." once function
    /// frames plus active anonymous calls reach `recursion_limit`.
    pub(super) fn check_recursion_depth(&self) -> Result<()> {
        if self.frames.len() + self.anonymous_depth >= self.recursion_limit {
            return Err(RuntimeError::new(
                "MATLAB:recursionLimit",
                format!(
                    "Maximum recursion limit of {} reached.",
                    self.recursion_limit
                ),
            ));
        }
        Ok(())
    }

    fn lowered_anonymous(&mut self, function: &AnonymousFunction) -> Arc<LoweredAnonymous> {
        let key = Arc::as_ptr(&function.body) as usize;
        if let Some(lowered) = self.anonymous_cache.get(&key) {
            return lowered.clone();
        }
        let mut names = NameTable::default();
        let params = function.params.iter().map(|p| names.slot(p)).collect();
        // Unknown scope: an anonymous function may call a local function of
        // the file that made it, so names stay unresolved until called.
        let node = lower_expr(&function.body, &mut names, &function.source, None);
        let lowered = Arc::new(LoweredAnonymous {
            _body: function.body.clone(),
            node,
            names: Arc::new(names),
            params,
        });
        self.anonymous_cache.insert(key, lowered.clone());
        lowered
    }
}

/// The values of a finished call's output variables.
fn collect_outputs(
    function: &UserFunction,
    workspace: &mut Workspace,
    nargout: usize,
) -> Result<Outputs> {
    let mut outputs = Outputs::new();
    let wanted = nargout.max(1);
    for (k, slot) in function.outputs.iter().enumerate().take(wanted) {
        match workspace.take(*slot) {
            Some(value) => outputs.push(value),
            None if k == 0 && nargout == 0 => return Ok(outputs),
            None => {
                return Err(RuntimeError::new(
                    "MATLAB:unassignedOutputs",
                    format!(
                        "Output argument \"{}\" (and possibly others) not assigned a value in the execution with \"{}\" function.",
                        function.names.name(*slot),
                        function.name
                    ),
                ))
            }
        }
    }
    if outputs.len() < wanted {
        if let Some(slot) = function.varargout {
            if let Some(Value::Cell(cells)) = workspace.take(slot) {
                let missing = wanted - outputs.len();
                outputs.extend(cells.data().iter().take(missing).cloned());
            }
        }
        if outputs.len() < nargout {
            return Err(RuntimeError::too_many_outputs().in_function(&function.name));
        }
    }
    Ok(outputs)
}

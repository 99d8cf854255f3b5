//! The workspaces of code waiting for a call to return, so that `evalin`
//! and `assignin` can reach the caller's workspace and the base workspace.
//!
//! A workspace belongs to the Rust stack frame running its code. When that
//! code calls a function or a builtin (which may call back into user code:
//! `cellfun`, `feval`, `ode45`), the workspace is moved onto this stack for
//! the length of the call and moved back when it returns: the most recent
//! parked workspace is the caller of whatever runs now, the first is the
//! base workspace when the base's code is running. Moving is cheap (a few
//! words) and keeps everything safe Rust: no workspace is ever reachable
//! twice.
//!
//! The caller's workspace also names the variables a call was given
//! (`inputname`, `table(Age, Height)`).
//!
//! This file must not evaluate code or decide what a context name means
//! beyond `'caller'` and `'base'`.

use std::sync::{Arc, LazyLock};

use super::ir::{Arg, NodeKind, Slot};
use super::workspace::{NameTable, Workspace};
use super::Interpreter;
use crate::error::{Result, RuntimeError};

/// The parked workspaces, oldest first. An entry is `None` while `evalin`
/// has borrowed it.
#[derive(Default)]
pub(crate) struct ParkedWorkspaces {
    stack: Vec<Option<Workspace>>,
    /// True while the base workspace is out of `Interpreter::base`, held
    /// by the code running the base's statements (the REPL, a script).
    pub(super) base_is_running: bool,
}

/// Which workspace `evalin` and `assignin` act on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Context {
    Caller,
    Base,
}

impl Context {
    /// `'caller'` or `'base'`, as MATLAB spells them (case-insensitive).
    pub fn parse(text: &str, function: &str) -> Result<Context> {
        match text.to_ascii_lowercase().as_str() {
            "caller" => Ok(Context::Caller),
            "base" => Ok(Context::Base),
            _ => Err(RuntimeError::new(
                format!("MATLAB:{function}:invalidContext"),
                format!("Invalid context \"{text}\" for {function}: the context must be 'caller' or 'base'."),
            )),
        }
    }
}

/// Where the workspace of a context is at the moment.
enum Location {
    /// The workspace handed to the session function itself.
    Current,
    /// A parked entry of the stack.
    Parked(usize),
    /// `Interpreter::base`, not taken by anything running.
    Stored,
}

/// Shared by every placeholder a parked workspace leaves behind, so that
/// parking allocates nothing.
static NO_NAMES: LazyLock<Arc<NameTable>> = LazyLock::new(Arc::default);

impl ParkedWorkspaces {
    pub(super) fn depth(&self) -> usize {
        self.stack.len()
    }

    /// The name of `slot` in the caller's workspace (the newest parked).
    pub(super) fn caller_name(&self, slot: Slot) -> Option<String> {
        let caller = self.stack.last()?.as_ref()?;
        (slot < caller.names.len()).then(|| caller.names.name(slot).to_string())
    }

    fn location(&self, context: Context) -> Location {
        match context {
            Context::Caller if !self.stack.is_empty() => Location::Parked(self.stack.len() - 1),
            Context::Base if self.base_is_running && !self.stack.is_empty() => Location::Parked(0),
            // Nothing is parked: the running code is the base's own (its
            // caller is the base too), or a host called straight in.
            _ if self.base_is_running => Location::Current,
            _ => Location::Stored,
        }
    }
}

impl Interpreter {
    /// The variable names the caller wrote for the first `count` arguments
    /// of the builtin now running (`table(Age, Height)`), `None` where an
    /// argument was no plain variable. Only rows marked
    /// `.argument_names()` have them recorded.
    pub(crate) fn argument_names(&mut self, count: usize) -> Vec<Option<String>> {
        let slots = std::mem::take(&mut self.pending_argument_slots);
        (0..count)
            .map(|k| {
                let slot = slots.get(k).copied().flatten()?;
                self.parked.caller_name(slot)
            })
            .collect()
    }

    /// Records, for the call about to be made, the caller's slot of each
    /// argument that is a plain variable, as `inputname` reports them: an
    /// argument with cell or dot indexing (`y.a`, `x{2}`) and every one
    /// after it have no name, since such an argument may expand to several.
    pub(super) fn note_argument_slots(&mut self, workspace: &Workspace, args: &[Arg]) {
        self.pending_argument_slots.clear();
        let mut expanded = false;
        for arg in args {
            let Arg::Expr(node) = arg else {
                self.pending_argument_slots.push(None);
                continue;
            };
            expanded |= matches!(
                node.kind,
                NodeKind::Field { .. } | NodeKind::DynField { .. } | NodeKind::CellIndex { .. }
            );
            let slot = match node.kind {
                NodeKind::Name { slot, .. } if !expanded && workspace.is_defined(slot) => {
                    Some(slot)
                }
                _ => None,
            };
            self.pending_argument_slots.push(slot);
        }
    }

    /// `inputname(argNumber)` in the function now running: the caller's
    /// variable name for that argument, `''` when it was no plain variable.
    pub(crate) fn input_name(&self, number: usize) -> Result<String> {
        let frame = self
            .frames
            .last()
            .filter(|frame| frame.is_function)
            .ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:inputname:noCallingFunction",
                    "inputname must be called from within a function, not from the command line or a script.",
                )
            })?;
        if number == 0 || number > frame.nargin {
            return Err(RuntimeError::new(
                "MATLAB:inputname:argNumberTooLarge",
                "Argument number exceeds the number of inputs the function was called with.",
            ));
        }
        let slot = frame.argument_slots.get(number - 1).copied().flatten();
        Ok(slot
            .and_then(|slot| self.parked.caller_name(slot))
            .unwrap_or_default())
    }

    /// Runs `call` with `workspace` parked as the caller of what it calls.
    /// A panic that skips the unparking is repaired by the statement guard
    /// (`restore_parked`).
    pub(super) fn with_caller_parked<R>(
        &mut self,
        workspace: &mut Workspace,
        call: impl FnOnce(&mut Self) -> Result<R>,
    ) -> Result<R> {
        let depth = self.parked.stack.len();
        let placeholder = Workspace::with_names(NO_NAMES.clone());
        self.parked
            .stack
            .push(Some(std::mem::replace(workspace, placeholder)));
        let result = call(self);
        self.restore_parked(workspace, depth);
        result
    }

    /// Puts back the workspace parked at `depth` (if any) and forgets every
    /// entry above it.
    pub(super) fn restore_parked(&mut self, workspace: &mut Workspace, depth: usize) {
        if self.parked.stack.len() > depth {
            if let Some(parked) = self.parked.stack.swap_remove(depth) {
                *workspace = parked;
            }
            self.parked.stack.truncate(depth);
        }
    }

    /// Runs `act` on the workspace of `context`, as seen from code running
    /// in `current`.
    pub(crate) fn in_context<R>(
        &mut self,
        current: &mut Workspace,
        context: Context,
        act: impl FnOnce(&mut Self, &mut Workspace) -> Result<R>,
    ) -> Result<R> {
        match self.parked.location(context) {
            Location::Current => act(self, current),
            Location::Stored => {
                let mut base = std::mem::take(&mut self.base);
                let result = act(self, &mut base);
                self.base = base;
                result
            }
            Location::Parked(index) => {
                let Some(mut target) = self.parked.stack.get_mut(index).and_then(Option::take)
                else {
                    return Err(RuntimeError::new(
                        "ferromat:evalin:contextInUse",
                        "The workspace of that context is already being evaluated in.",
                    ));
                };
                let result = act(self, &mut target);
                if let Some(slot) = self.parked.stack.get_mut(index) {
                    *slot = Some(target);
                }
                result
            }
        }
    }
}

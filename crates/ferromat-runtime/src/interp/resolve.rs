//! Name resolution for calls: what a name that is no variable calls, in
//! MATLAB's precedence order (a local function of the running file; a
//! function in the `private` folder beside it; a builtin acting on the
//! caller's workspace unless a file claims it; a host function; a builtin
//! no user file shadows; a file in the current folder or on the path), and
//! running what was found.
//! Call sites in loops reuse a resolution through `call_cache.rs`; this
//! file is the only place that decides the order. Running user functions
//! and builtins is `call.rs`'s business.

use std::sync::Arc;

use super::units::{CodeUnit, UserFunction};
use super::workspace::Workspace;
use super::{shared, Interpreter};
use crate::builtins::{self, BuiltinDef, Outputs};
use crate::error::{Result, RuntimeError};
use crate::value::Value;

/// What a call of a name runs.
#[derive(Clone)]
pub(super) enum Callee {
    /// A builtin that acts on the caller's workspace (`clear`, `who`),
    /// run with the caller's globals in place.
    Session(&'static BuiltinDef),
    /// A local function of the running file or the main function of a
    /// function file on the path.
    User {
        unit: Arc<CodeUnit>,
        function: Arc<UserFunction>,
    },
    /// A function the embedder registered.
    Host,
    /// A builtin no user file shadows.
    Builtin(&'static BuiltinDef),
    /// A script file on the path.
    Script(Arc<CodeUnit>),
}

impl Callee {
    /// Whether a call site may keep this answer until resolution inputs
    /// change: user functions and plain builtins. Host functions and
    /// workspace builtins are rare in loops and keep the full path.
    fn is_reusable(&self) -> bool {
        match self {
            Callee::User { .. } => true,
            Callee::Builtin(def) => !def.is_session(),
            Callee::Session(_) | Callee::Host | Callee::Script(_) => false,
        }
    }
}

impl Interpreter {
    /// Calls the function `name`. `workspace` is the caller's, for the
    /// functions that act on it (`clear`, `who`, `eval`, scripts).
    pub(super) fn call_named(
        &mut self,
        workspace: Option<&mut Workspace>,
        name: &str,
        args: &[Value],
        nargout: usize,
    ) -> Result<Outputs> {
        let callee = self.resolve_callee(name)?;
        self.call_callee(workspace, callee, name, args, nargout)
    }

    /// [`Self::call_named`] from a call site whose name is `name`: the
    /// resolution is remembered for the next call from the same code.
    pub(super) fn call_named_at(
        &mut self,
        workspace: &mut Workspace,
        name: &Arc<str>,
        args: &[Value],
        nargout: usize,
    ) -> Result<Outputs> {
        let cached = self
            .call_cache
            .get(name, self.frames.last().map(|frame| &frame.unit));
        let callee = match cached {
            Some(callee) => callee.clone(),
            None => {
                let callee = self.resolve_callee(name)?;
                if callee.is_reusable() {
                    let caller = self.frames.last().map(|frame| frame.unit.clone());
                    self.call_cache.insert(name, caller, callee.clone());
                }
                callee
            }
        };
        self.call_callee(Some(workspace), callee, name, args, nargout)
    }

    /// What a call of `name` runs now; an error when nothing has the name
    /// or its file does not parse.
    fn resolve_callee(&mut self, name: &str) -> Result<Callee> {
        let builtin = builtins::lookup(name);
        let local = self
            .frames
            .last()
            .and_then(|frame| CodeUnit::local_function(&frame.unit, name));
        if let Some((unit, function)) = local {
            return Ok(Callee::User { unit, function });
        }
        // Private functions come next, before everything on the path
        // (builtins included), as MATLAB's precedence order has them.
        if let Some(unit) = self.private_function(name) {
            let unit = unit?;
            if let Some(function) = unit.main_function.clone() {
                return Ok(Callee::User { unit, function });
            }
            return Ok(Callee::Script(unit));
        }
        // A builtin that acts on the workspace runs with the caller's
        // globals in place, unless a file claims the name.
        if let Some(def) = builtin.filter(|def| def.is_session()) {
            if !self.is_shadowed(name) {
                return Ok(Callee::Session(def));
            }
        }
        if self.host_functions.contains(name) && !self.shadows.contains(name) {
            return Ok(Callee::Host);
        }
        if let Some(def) = builtin.filter(|_| !self.is_shadowed(name)) {
            return Ok(Callee::Builtin(def));
        }
        let (current_folder, path) = (&self.current_folder, &self.path);
        let unit = match self
            .units
            .resolve(name, || super::search_folders(current_folder, path))
        {
            Some(found) => found?.1,
            None => return Err(RuntimeError::undefined(name)),
        };
        Ok(match &unit.main_function {
            Some(function) => Callee::User {
                function: function.clone(),
                unit,
            },
            None => Callee::Script(unit),
        })
    }

    /// `name.m` in the `private` folder beside the running file (or in
    /// the running file's own folder when that is a `private` folder, so
    /// private functions call each other), parsed.
    fn private_function(&mut self, name: &str) -> Option<Result<Arc<CodeUnit>>> {
        let unit = self.frames.last()?.unit.clone();
        let candidate =
            super::units::private_folder(unit.path.as_ref()?)?.join(format!("{name}.m"));
        if !candidate.is_file() {
            return None;
        }
        Some(self.units.load(&candidate))
    }

    /// Runs `callee`, found for `name`; `workspace` is the caller's.
    fn call_callee(
        &mut self,
        workspace: Option<&mut Workspace>,
        callee: Callee,
        name: &str,
        args: &[Value],
        nargout: usize,
    ) -> Result<Outputs> {
        if let Callee::Session(def) = callee {
            return self.call_builtin_in(def, workspace, args, nargout);
        }
        match workspace {
            Some(workspace) => self.with_shared_released(workspace, |this, workspace| {
                this.run_callee(Some(workspace), callee, name, args, nargout)
            }),
            None => self.run_callee(None, callee, name, args, nargout),
        }
    }

    /// [`Self::call_callee`] once the caller's globals are released.
    fn run_callee(
        &mut self,
        workspace: Option<&mut Workspace>,
        callee: Callee,
        name: &str,
        args: &[Value],
        nargout: usize,
    ) -> Result<Outputs> {
        match callee {
            Callee::User { unit, function } => self.parking(workspace, |this| {
                this.call_user(&unit, &function, args, nargout)
            }),
            Callee::Host => match self.host_functions.get(name) {
                Some(function) => function.invoke(args, nargout),
                None => Err(RuntimeError::undefined(name)),
            },
            Callee::Builtin(def) | Callee::Session(def) if def.is_session() => {
                self.call_builtin_in(def, workspace, args, nargout)
            }
            Callee::Builtin(def) | Callee::Session(def) => self.parking(workspace, |this| {
                this.call_builtin_in(def, None, args, nargout)
            }),
            Callee::Script(unit) => self.run_script_call(workspace, &unit, name, args, nargout),
        }
    }

    /// Runs `call` with `workspace`, when there is one, parked as the caller.
    fn parking<R>(
        &mut self,
        workspace: Option<&mut Workspace>,
        call: impl FnOnce(&mut Self) -> Result<R>,
    ) -> Result<R> {
        match workspace {
            Some(workspace) => self.with_caller_parked(workspace, call),
            None => call(self),
        }
    }

    /// A script file called by name: it runs in its caller's workspace and
    /// takes no arguments and gives no outputs.
    fn run_script_call(
        &mut self,
        workspace: Option<&mut Workspace>,
        unit: &Arc<CodeUnit>,
        name: &str,
        args: &[Value],
        nargout: usize,
    ) -> Result<Outputs> {
        if !args.is_empty() || nargout > 0 {
            let path = unit.path.as_deref().unwrap_or(std::path::Path::new(""));
            return Err(RuntimeError::new(
                "MATLAB:scriptNotAFunction",
                format!(
                    "Attempt to execute SCRIPT {name} as a function:\n{}",
                    path.display()
                ),
            ));
        }
        match workspace {
            Some(workspace) => {
                // A script runs in its caller's workspace, with the caller's
                // globals in place: `call_callee` released them for the call
                // (a workspace with links always goes through it) and takes
                // them back, with any the script declared, when it returns.
                let released = workspace.has_links();
                shared::acquire(&mut self.shared, workspace);
                let result = self.run_script_unit(unit, workspace, true);
                if released {
                    shared::release(&mut self.shared, workspace);
                }
                result.map(|_| Outputs::new())
            }
            None => Err(RuntimeError::new(
                "ferromat:scriptWithoutWorkspace",
                format!("Script {name} cannot run here: it needs a workspace."),
            )),
        }
    }
}

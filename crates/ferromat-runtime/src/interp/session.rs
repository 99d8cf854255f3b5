//! Session functions: the few functions that act on the caller's workspace
//! or on the interpreter itself (`clear`, `who`, `whos`, `eval`, `run`,
//! `nargin`, `nargout`, `addpath`, `cd`, `pwd`, `which`, `rethrow`, `exit`,
//! and the REPL's `help`; `clearvars` in `session/clearvars.rs`). `exist`
//! is a session row of the files family. Everything else is an ordinary
//! builtin in the registry.

use std::sync::Arc;

use super::shared::{self, SharedKey, SharedStore};
use super::units::CodeUnit;
use super::workspace::Workspace;
use super::{host, Interpreter};
use crate::builtins::{self, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::value::Value;

// `clearvars`.
mod clearvars;
// The REPL's `help`.
mod commands;
// `evalin` and `assignin`.
mod contexts;
// `input` and `keyboard`.
mod prompt;
// The registry rows' entry points.
pub mod entries;
// `set(0, 'RecursionLimit', N)` and `get`.
mod root_properties;
// `who` and `whos`.
mod variables;
pub(crate) use variables::row_major_columns;

/// Identifier of the error that `exit`/`quit` raise to end the program;
/// the command line turns it into the process exit status.
pub const EXIT_IDENTIFIER: &str = "ferromat:exit";

impl Interpreter {
    /// `eval(code)`, `eval(code, catch_code)`, `x = eval(expr)`.
    fn eval_text(
        &mut self,
        workspace: &mut Workspace,
        args: &[Value],
        nargout: usize,
    ) -> Result<Outputs> {
        let code = text_arg(args.first(), "eval")?;
        let result = self.eval_in(workspace, &code, nargout);
        match (result, args.get(1)) {
            (Err(error), Some(fallback)) if !error.is_uncatchable() => {
                // The catch text reads the error through `lasterr`, and a
                // parse error never passed through the statement runner.
                self.note_error(&error);
                let fallback = text_arg(Some(fallback), "eval")?;
                self.eval_in(workspace, &fallback, nargout)
            }
            (result, _) => result,
        }
    }

    pub(super) fn eval_in(
        &mut self,
        workspace: &mut Workspace,
        code: &str,
        nargout: usize,
    ) -> Result<Outputs> {
        let caller = self.frames.last().map(|frame| frame.unit.clone());
        let unit = Arc::new(CodeUnit::parse_eval_text(code, caller)?);
        if nargout > 0 {
            if let [stmt] = unit.program.statements.as_slice() {
                if let ferromat_syntax::StmtKind::Expr(expr) = &stmt.kind {
                    let is_local = |name: &str| unit.sees_local(name);
                    let node = super::lower::lower_expr(
                        expr,
                        workspace.names_mut(),
                        &unit.source,
                        Some(&is_local),
                    );
                    // Counted like an anonymous call: `x = eval('eval(s)')`
                    // nests without pushing a frame.
                    self.check_recursion_depth()?;
                    self.anonymous_depth += 1;
                    let values =
                        super::call::with_stack(|| self.eval_multi(workspace, &node, nargout));
                    self.anonymous_depth -= 1;
                    let values = values.map_err(|e| e.at(unit.location_of(stmt.span)))?;
                    return Ok(values.into_iter().collect());
                }
            }
            return Err(RuntimeError::too_many_outputs());
        }
        self.run_script_unit(&unit, workspace, false)?;
        Ok(Outputs::new())
    }

    fn run_in(&mut self, workspace: &mut Workspace, args: &[Value]) -> Result<Outputs> {
        let name = text_arg(args.first(), "run")?;
        let mut path = self.resolve_path(&name);
        if path.extension().is_none() {
            path.set_extension("m");
        }
        if !path.is_file() {
            if let Some(found) = self.find_code_file(&name) {
                path = found;
            }
        }
        self.require_code_root(&path, "run")?;
        let unit = self.units.load(&path)?;
        self.run_script_unit(&unit, workspace, true)?;
        Ok(Outputs::new())
    }

    /// Refuses code outside the allowed roots when the embedder switched
    /// `RunOutsideRoots` off (symbolic links and `..` are resolved first).
    fn require_code_root(&self, path: &std::path::Path, function: &str) -> Result<()> {
        let real = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
        let folder = if real.is_dir() {
            real.as_path()
        } else {
            real.parent().unwrap_or(&real)
        };
        if self.capabilities.allows_code_in(folder) {
            Ok(())
        } else {
            Err(host::denied(host::Capability::RunOutsideRoots, function))
        }
    }

    fn call_counts(&mut self, name: &str, args: &[Value]) -> Result<Outputs> {
        if let Some(function) = args.first() {
            let count = self.declared_count(name == "nargin", function)?;
            return Ok(one_value(Value::scalar(count)));
        }
        match self.frames.iter().rev().find(|f| f.is_function) {
            Some(frame) => {
                let count = if name == "nargin" {
                    frame.nargin
                } else {
                    frame.nargout
                };
                Ok(one_value(Value::scalar(count as f64)))
            }
            None => Err(RuntimeError::new(
                "MATLAB:nargin:isScript",
                format!("You can only call {name} from within a MATLAB function."),
            )),
        }
    }

    /// `nargin(fn)` / `nargout(fn)`: the declared number of inputs or
    /// outputs, negative when the last one is `varargin`/`varargout`.
    fn declared_count(&mut self, inputs: bool, function: &Value) -> Result<f64> {
        use crate::value::FunctionHandle;
        let name = match function {
            Value::FunctionHandle(handle) => match &**handle {
                FunctionHandle::Anonymous(f) => {
                    let n = f.params.len() as f64;
                    let variadic = f.params.last().is_some_and(|p| p == "varargin");
                    return Ok(match (inputs, variadic) {
                        (false, _) => 1.0,
                        (true, true) => -n,
                        (true, false) => n,
                    });
                }
                FunctionHandle::Named(name) => name.clone(),
                FunctionHandle::Local(local) => local.name.clone(),
            },
            other => text_arg(Some(other), if inputs { "nargin" } else { "nargout" })?,
        };
        let local = self
            .frames
            .last()
            .and_then(|f| CodeUnit::local_function(&f.unit, &name))
            .map(|(_, function)| function);
        let user = match local {
            Some(f) => Some(f),
            None => match self.units.find(&name, &self.search_folders()) {
                Some(path) => self.units.load(&path)?.main_function.clone(),
                None => None,
            },
        };
        match user {
            Some(f) => Ok(if inputs {
                let n = f.params.len() as f64;
                if f.varargin.is_some() {
                    -(n + 1.0)
                } else {
                    n
                }
            } else {
                let n = f.outputs.len() as f64;
                if f.varargout.is_some() {
                    -(n + 1.0)
                } else {
                    n
                }
            }),
            None if builtins::lookup(&name).is_some() || self.host_functions.contains(&name) => {
                Ok(-1.0)
            }
            None => Err(RuntimeError::new(
                "MATLAB:narginout:functionDoesnotExist",
                format!("Function '{name}' does not exist."),
            )),
        }
    }

    fn addpath(&mut self, args: &[Value]) -> Result<Outputs> {
        if args.is_empty() {
            return Err(RuntimeError::not_enough_inputs());
        }
        // Added in reverse so that the first argument ends up first.
        for arg in args.iter().rev() {
            let text = text_arg(Some(arg), "addpath")?;
            if text == "-end" || text == "-begin" {
                continue;
            }
            for folder in text.split(':').filter(|f| !f.is_empty()) {
                let folder = self.resolve_path(folder);
                self.require_code_root(&folder, "addpath")?;
                if !folder.is_dir() {
                    let message = format!(
                        "Name is nonexistent or not a directory: {}",
                        folder.display()
                    );
                    builtins::messages::warn(
                        self,
                        "MATLAB:mpath:nameNonexistentOrNotADirectory",
                        &message,
                    );
                    continue;
                }
                self.add_path(folder.canonicalize().unwrap_or(folder));
            }
        }
        Ok(Outputs::new())
    }

    fn rmpath(&mut self, args: &[Value]) -> Result<Outputs> {
        for arg in args {
            let folder = self.resolve_path(text_arg(Some(arg), "rmpath")?);
            let folder = folder.canonicalize().unwrap_or(folder);
            self.path.retain(|p| p != &folder);
        }
        self.path_changed();
        Ok(Outputs::new())
    }

    fn cd(&mut self, args: &[Value], nargout: usize) -> Result<Outputs> {
        let Some(target) = args.first() else {
            let dir = self.current_folder.display().to_string();
            if nargout > 0 {
                return Ok(one_value(Value::char_row(&dir)));
            }
            self.print(&format!("{dir}\n"));
            return Ok(Outputs::new());
        };
        let target = text_arg(Some(target), "cd")?;
        self.require(host::Capability::ChangeFolder, "cd")?;
        let folder = self
            .resolve_path(&target)
            .canonicalize()
            .ok()
            .filter(|folder| folder.is_dir())
            .ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:cd:NonExistentFolder",
                    format!("Unable to change current folder to '{target}' (Name is nonexistent or not a folder)."),
                )
            })?;
        // `oldFolder = cd(newFolder)` returns the folder it left.
        let old = std::mem::replace(&mut self.current_folder, folder);
        self.path_changed();
        if nargout > 0 {
            return Ok(one_value(Value::char_row(&old.display().to_string())));
        }
        Ok(Outputs::new())
    }

    fn which(
        &mut self,
        workspace: Option<&Workspace>,
        args: &[Value],
        nargout: usize,
    ) -> Result<Outputs> {
        let name = text_arg(args.first(), "which")?;
        let text = if workspace.is_some_and(|ws| ws.lookup(&name).is_some()) {
            format!("{name} is a variable.")
        } else if self.host_functions.contains(&name) {
            format!("host function ({name})")
        } else if builtins::lookup(&name).is_some() {
            format!("built-in ({name})")
        } else if let Some(path) = self.units.find(&name, &self.search_folders()) {
            path.display().to_string()
        } else {
            format!("'{name}' not found.")
        };
        if nargout > 0 {
            return Ok(one_value(Value::char_row(&text)));
        }
        self.print(&format!("{text}\n"));
        Ok(Outputs::new())
    }
}

fn needs_workspace(name: &str) -> RuntimeError {
    RuntimeError::new(
        "ferromat:noWorkspace",
        format!("{name} cannot be called through a function handle."),
    )
}

fn one_value(value: Value) -> Outputs {
    one(value).unwrap_or_default()
}

fn text_arg(value: Option<&Value>, function: &str) -> Result<String> {
    match value {
        Some(value) => builtins::args::text(value, function),
        None => Err(RuntimeError::not_enough_inputs()),
    }
}

/// `clear`, `clear names...` (with `*` wildcards), `clear all`/`variables`,
/// `clear global [names...]`, `clear functions`. Clearing a global or
/// persistent variable here only unlinks it; the shared value stays unless
/// `global`, `all` or `functions` says otherwise.
fn clear(workspace: &mut Workspace, store: &mut SharedStore, args: &[Value]) -> Result<Outputs> {
    let mut names: Vec<String> = args
        .iter()
        .map(|a| text_arg(Some(a), "clear"))
        .collect::<Result<_>>()?;
    // Values held by this workspace go back to the store first, so that
    // unlinking a variable never loses the shared value.
    shared::release(store, workspace);
    let given = |words: &[&str]| names.iter().any(|n| words.contains(&n.as_str()));
    let all = given(&["all", "-all"]);
    let functions = given(&["functions", "-f"]);
    let variables = names.is_empty() || all || given(&["variables", "-v"]);
    let globals_only = names
        .first()
        .is_some_and(|n| matches!(n.as_str(), "global" | "-global"));
    if globals_only {
        names.remove(0);
        if names.is_empty() {
            let linked: Vec<Arc<str>> = workspace
                .links
                .iter()
                .filter_map(|link| match &link.key {
                    SharedKey::Global(name) => Some(name.clone()),
                    SharedKey::Persistent { .. } | SharedKey::Nested { .. } => None,
                })
                .collect();
            for name in linked {
                workspace.remove(&name);
            }
            store.forget_globals();
        }
        for name in &names {
            workspace.remove(name);
            store.forget_global(name);
        }
    } else if variables || functions {
        if all {
            store.forget_globals();
        }
        if all || functions {
            store.forget_persistents();
        }
        if variables {
            workspace.clear();
        }
    } else {
        for pattern in &names {
            if let Some(prefix) = pattern.strip_suffix('*') {
                let matching: Vec<Arc<str>> = workspace
                    .names
                    .names()
                    .filter(|n| n.starts_with(prefix))
                    .cloned()
                    .collect();
                for name in matching {
                    workspace.remove(&name);
                }
            } else {
                workspace.remove(pattern);
            }
        }
    }
    shared::acquire(store, workspace);
    Ok(Outputs::new())
}

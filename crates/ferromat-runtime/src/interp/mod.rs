//! The interpreter: runs parsed MATLAB code against workspaces, dispatches
//! calls to variables, user functions and builtins, and owns the session's
//! state (display format, output sink, search path, caches, timers).
//!
//! Submodules: `lower` (AST to executable tree), `exec` (statements),
//! `eval` (expressions), `assign` (indexed assignment), `call` (running
//! functions), `resolve` and `call_cache` (what a name calls), `units` (script and function files, the search path),
//! `session` (builtins that need a workspace); MException values are builtins/objects/exception.rs.

mod assign;
mod call;
mod call_cache;
mod callers;
mod cleanup;
mod eval;
mod exec;
mod fast_path;
pub mod guard;
pub mod host;
pub mod input;
pub mod interrupt;
pub mod ir;
pub mod lower;
pub mod nested;
pub mod output;
mod resolve;
pub(crate) mod session;
mod shadow;
pub mod shared;
pub mod units;
pub mod workspace;

pub(crate) use assign::{assign_steps, Step as AssignStep};
pub use session::EXIT_IDENTIFIER;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use crate::builtins::Outputs;
use crate::display::DisplayFormat;
use crate::error::{Result, RuntimeError};
use crate::value::{Shape, Value};

pub use output::OutputSink;
pub use units::CodeUnit;
pub use workspace::Workspace;

/// Default `RecursionLimit`, as in MATLAB.
pub const DEFAULT_RECURSION_LIMIT: usize = 500;

/// A MATLAB session.
pub struct Interpreter {
    pub format: DisplayFormat,
    pub output: OutputSink,
    /// Where `fprintf(2, ...)` goes: the process's standard error unless
    /// the host captures it.
    pub error_output: OutputSink,
    /// Files opened by `fopen`; they close when the session is dropped.
    pub files: crate::builtins::files::FileTable,
    /// The random number generator state (`rand`, `randn`, `rng`).
    pub random: crate::builtins::math::random::RandomState,
    /// Which warnings print (`warning off`), per session.
    pub warnings: crate::builtins::messages::WarningState,
    /// The last error's message and identifier (`lasterr`), caught or not.
    pub last_error: (String, String),
    /// Where the last error arose (`lasterror`'s `stack`), innermost first.
    pub last_error_stack: Vec<crate::error::StackFrame>,
    /// The last error no `try` caught, for `MException.last`.
    pub last_uncaught: Option<RuntimeError>,
    /// Rust functions the embedder registered (`Engine::register_fn`).
    pub host_functions: crate::engine::HostFunctions,
    /// Environment variables as this engine sees them (`setenv` changes
    /// only this view, never the process's).
    pub environment: crate::builtins::platform::Environment,
    /// When `tic` was last called without an output.
    pub tic_start: Option<std::time::Instant>,
    /// The call being made: the caller's slot of each argument that is a
    /// plain variable (`inputname`), recorded by the call site for user
    /// functions and for builtins whose row asks for argument names.
    pub(crate) pending_argument_slots: Vec<Option<ir::Slot>>,
    /// The base workspace (the REPL's variables).
    pub base: Workspace,
    /// Folders searched for function and script files after the current
    /// folder, in order.
    pub path: Vec<PathBuf>,
    /// The bundled library folder (`stdlib/`) on `path`: its files rank
    /// below builtins, the user's folders above them.
    pub stdlib_folder: Option<PathBuf>,
    pub recursion_limit: usize,
    /// What this session may touch on the host (files, folders, code
    /// outside allowed roots); all on by default.
    pub capabilities: host::Capabilities,
    /// The session's current folder (`cd`, `pwd`, relative file names);
    /// never the process's, so engines do not move each other.
    pub current_folder: PathBuf,
    /// Set from another thread (Ctrl-C) to stop the running statement.
    pub interrupt: Arc<AtomicBool>,
    /// Upper bound on executed statements and loop iterations, for fuzzing
    /// and sandboxed hosts; `None` is unbounded.
    pub step_budget: Option<u64>,
    steps: u64,
    /// Active anonymous-function calls (they push no `Frame`).
    anonymous_depth: usize,
    units: units::UnitCache,
    /// Builtin names that the user's own files shadow.
    shadows: shadow::Shadows,
    /// What call sites' names resolved to; emptied with every shadow
    /// refresh, which every change of what a name can resolve to makes.
    call_cache: call_cache::CallCache,
    frames: Vec<Frame>,
    /// Slot buffers of ended calls' workspaces, reused by the next calls.
    spare_slots: Vec<Vec<Option<Value>>>,
    end_stack: Vec<(Shape, usize, usize)>,
    anonymous_cache: HashMap<usize, Arc<call::LoweredAnonymous>>,
    /// Global and persistent values not held by a running workspace.
    pub(crate) shared: shared::SharedStore,
    /// Open figures and the current figure and axes (`figure`, `plot`, ...).
    pub graphics: crate::builtins::graphics::GraphicsState,
    /// Where `input` and `keyboard` read lines.
    pub input: input::InputSource,
    /// Workspaces of code waiting for a call (`evalin`, `assignin`).
    parked: callers::ParkedWorkspaces,
    /// Tasks of destroyed `onCleanup` objects, run at the next statement
    /// or function boundary (`cleanup.rs`).
    cleanups: Arc<crate::value::cleanup::CleanupQueue>,
}

/// One active script or function call, for error stacks and local
/// function lookup.
struct Frame {
    unit: Arc<CodeUnit>,
    /// `file` or `file>local` as MATLAB names it in `Error in` lines.
    name: Arc<str>,
    is_function: bool,
    /// The statement being run.
    span: ferromat_syntax::Span,
    nargin: usize,
    nargout: usize,
    /// Input parameters the caller did not pass: reading one is "Not
    /// enough input arguments.", not an unknown name.
    unset_params: Vec<ir::Slot>,
    /// Scopes of the enclosing nested-function calls (see `nested.rs`).
    scopes: Option<nested::ScopeChain>,
    /// The caller's slots of the arguments that were plain variables, kept
    /// only for functions that call `inputname`.
    argument_slots: Vec<Option<ir::Slot>>,
}

impl Default for Interpreter {
    fn default() -> Self {
        Interpreter::new()
    }
}

impl Interpreter {
    pub fn new() -> Interpreter {
        guard::install_quiet_panic_hook();
        Interpreter {
            format: DisplayFormat::default(),
            output: OutputSink::default(),
            error_output: OutputSink::Stderr,
            files: crate::builtins::files::FileTable::default(),
            random: crate::builtins::math::random::RandomState::default(),
            warnings: Default::default(),
            last_error: Default::default(),
            last_error_stack: Vec::new(),
            last_uncaught: None,
            host_functions: Default::default(),
            environment: Default::default(),
            tic_start: None,
            pending_argument_slots: Vec::new(),
            base: Workspace::new(),
            path: Vec::new(),
            stdlib_folder: None,
            recursion_limit: DEFAULT_RECURSION_LIMIT,
            capabilities: host::Capabilities::default(),
            current_folder: host::starting_folder(),
            interrupt: Arc::new(AtomicBool::new(false)),
            step_budget: None,
            steps: 0,
            anonymous_depth: 0,
            units: units::UnitCache::default(),
            shadows: shadow::Shadows::default(),
            call_cache: call_cache::CallCache::default(),
            frames: Vec::new(),
            spare_slots: Vec::new(),
            end_stack: Vec::new(),
            anonymous_cache: HashMap::new(),
            shared: shared::SharedStore::default(),
            graphics: crate::builtins::graphics::GraphicsState::default(),
            input: Default::default(),
            parked: Default::default(),
            cleanups: Default::default(),
        }
    }

    /// Records an error for `lasterr`, whether a `try` catches it or not.
    fn note_error(&mut self, error: &RuntimeError) {
        self.last_error = (error.message.clone(), error.identifier.clone());
        self.last_error_stack = error.stack.clone();
    }

    /// Records an error that ended a command, for `lasterr` and
    /// `MException.last`.
    fn note_uncaught_error(&mut self, error: &RuntimeError) {
        self.note_error(error);
        self.last_uncaught = Some(error.clone());
    }

    /// Prints text to the session's output.
    pub fn print(&mut self, text: &str) {
        self.output.write(text);
    }

    /// Prints text to the session's error output (`fprintf(2, ...)`).
    pub fn print_error(&mut self, text: &str) {
        self.error_output.write(text);
    }

    /// Runs `source` in the base workspace, as typed at the prompt.
    /// Output goes to the session's sink; the error (if any) is returned
    /// with its stack, and the workspace keeps every change made before it.
    pub fn eval_source(&mut self, source: &str) -> Result<()> {
        let unit = Arc::new(guard::catch_panic(|| CodeUnit::parse_text(source))?);
        self.run_parsed(&unit)
    }

    /// Runs code parsed earlier (`CodeUnit::parse_text`) in the base
    /// workspace, as [`Interpreter::eval_source`] does, without parsing it
    /// again.
    pub fn run_parsed(&mut self, unit: &Arc<CodeUnit>) -> Result<()> {
        self.new_command();
        let unit = unit.clone();
        let mut workspace = std::mem::take(&mut self.base);
        // Lowering runs outside any statement guard; the workspace is put
        // back whatever happens.
        let (frames, anonymous_depth) = (self.frames.len(), self.anonymous_depth);
        let base_was_running = std::mem::replace(&mut self.parked.base_is_running, true);
        let result = guard::catch_panic(|| self.run_script_unit(&unit, &mut workspace, false));
        self.parked.base_is_running = base_was_running;
        self.frames.truncate(frames);
        self.anonymous_depth = anonymous_depth;
        self.base = workspace;
        result.inspect_err(|error| self.note_uncaught_error(error))
    }

    /// Runs a script file in the base workspace.
    pub fn run_file(&mut self, path: &Path) -> Result<()> {
        self.new_command();
        // The host names the file relative to its own folder; the unit
        // keeps it absolute so `mfilename('fullpath')` means the same after
        // the script changes the session's folder.
        let path = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
        let unit = self.units.load(&path)?;
        let mut workspace = std::mem::take(&mut self.base);
        let base_was_running = std::mem::replace(&mut self.parked.base_is_running, true);
        let result = if unit.program.is_function_file() {
            self.with_caller_parked(&mut workspace, |this| this.call_unit_main(&unit, &[], 0))
                .map(|_| ())
        } else {
            self.run_script_unit(&unit, &mut workspace, true)
        };
        self.parked.base_is_running = base_was_running;
        self.base = workspace;
        result.inspect_err(|error| self.note_uncaught_error(error))
    }

    /// Calls a function handle or a named function (a char/string value)
    /// with `args`, asking for `nargout` outputs.
    pub fn call_function(
        &mut self,
        callee: &Value,
        args: &[Value],
        nargout: usize,
    ) -> Result<Outputs> {
        self.new_command();
        match callee {
            Value::FunctionHandle(handle) => {
                let handle = handle.clone();
                self.call_handle(&handle, args, nargout)
            }
            other => match other.as_text() {
                Some(name) => self.call_named(None, &name, args, nargout),
                None => Err(RuntimeError::new(
                    "MATLAB:feval:invalidFunction",
                    "Argument must contain a character vector or function handle.",
                )),
            },
        }
    }

    /// Gives the step budget back in full; each `Engine` call starts so.
    pub(crate) fn reset_steps(&mut self) {
        self.steps = 0;
    }

    /// Clears the interrupt flag; the REPL calls this before each input.
    pub fn reset_interrupt(&self) {
        self.interrupt.store(false, Ordering::Relaxed);
    }

    /// Ends the running code with `MATLAB:interrupted` when Ctrl-C (or an
    /// embedder's `InterruptHandle`) asked for it. Long builtins call this
    /// between chunks of work; statements and calls call it through `tick`.
    pub fn check_interrupt(&self) -> Result<()> {
        if self.interrupt.swap(false, Ordering::Relaxed) {
            return Err(interrupt::interrupted_error());
        }
        Ok(())
    }

    /// Counts one step and checks for Ctrl-C and the step budget.
    fn tick(&mut self) -> Result<()> {
        self.check_interrupt()?;
        if let Some(budget) = self.step_budget {
            self.steps += 1;
            if self.steps > budget {
                self.steps = 0;
                return Err(RuntimeError::new(
                    "ferromat:stepBudgetExceeded",
                    format!("Execution stopped after {budget} steps (step budget)."),
                ));
            }
        }
        Ok(())
    }

    /// Every folder searched for `.m` files: the current folder first, then
    /// the path.
    pub fn search_folders(&self) -> Vec<PathBuf> {
        search_folders(&self.current_folder, &self.path)
    }

    /// The function or script file `name.m` that a call to `name` would
    /// run, searching the current folder and the path.
    pub(crate) fn find_code_file(&mut self, name: &str) -> Option<PathBuf> {
        let folders = self.search_folders();
        self.units.find(name, &folders)
    }

    /// Refuses with a clear error when the embedder switched `capability`
    /// off for this session; `function` names the builtin asking.
    pub fn require(&self, capability: host::Capability, function: &str) -> Result<()> {
        if self.capabilities.allows(capability) {
            Ok(())
        } else {
            Err(host::denied(capability, function))
        }
    }

    /// A file or folder name as given by a script, made absolute against
    /// the session's current folder (not the process's).
    pub fn resolve_path(&self, name: impl AsRef<Path>) -> PathBuf {
        host::resolve_against(&self.current_folder, name.as_ref())
    }

    /// Adds a folder to the front of the search path (`addpath`).
    pub fn add_path(&mut self, folder: PathBuf) {
        self.path.retain(|p| p != &folder);
        self.path.insert(0, folder);
        self.path_changed();
    }

    /// Forgets cached name lookups, e.g. after the current folder changed.
    pub fn path_changed(&mut self) {
        self.units.forget_lookups();
        self.refresh_shadows();
    }

    /// A new top-level command starts: files are checked again.
    fn new_command(&mut self) {
        self.units.new_command();
        self.refresh_shadows();
    }

    /// Re-reads which builtins the user's files shadow (see `shadow.rs`).
    fn refresh_shadows(&mut self) {
        self.call_cache.clear();
        let folders: Vec<PathBuf> = self
            .search_folders()
            .into_iter()
            .filter(|folder| self.stdlib_folder.as_ref() != Some(folder))
            .collect();
        let host_functions = &self.host_functions;
        self.shadows
            .refresh(&folders, &|name| host_functions.contains(name));
    }

    /// Whether a call site bound to the builtin `name` must resolve the
    /// name again: a user's file or a host function claims it.
    fn is_shadowed(&self, name: &str) -> bool {
        self.shadows.contains(name) || self.host_functions.contains(name)
    }

    /// Registers a host function; it replaces a builtin or an earlier host
    /// function of the same name.
    pub fn register_host_function(&mut self, function: crate::engine::HostFunction) {
        self.host_functions.insert(function);
        self.shadows.forget();
        self.refresh_shadows();
    }

    /// Removes the host function `name`; whether there was one.
    pub fn unregister_host_function(&mut self, name: &str) -> bool {
        let removed = self.host_functions.remove(name);
        self.shadows.forget();
        self.refresh_shadows();
        removed
    }

    /// The file of the innermost running script or function, if any.
    pub fn running_file(&self) -> Option<PathBuf> {
        self.frames
            .iter()
            .rev()
            .find_map(|frame| frame.unit.path.clone())
    }

    /// `nargin` and `nargout` of the innermost running function call, for
    /// `narginchk`/`nargoutchk`; `None` in a script or at the prompt.
    pub(crate) fn running_function_counts(&self) -> Option<(usize, usize)> {
        self.frames
            .iter()
            .rev()
            .find(|frame| frame.is_function)
            .map(|frame| (frame.nargin, frame.nargout))
    }

    /// The value of the expression `code` evaluated in a fresh, empty
    /// workspace (`str2num`): it sees no variable of any caller.
    pub(crate) fn evaluate_in_own_workspace(&mut self, code: &str) -> Result<Value> {
        let mut workspace = Workspace::new();
        let values = self.eval_in(&mut workspace, code, 1)?;
        values
            .into_iter()
            .next()
            .ok_or_else(RuntimeError::too_many_outputs)
    }
}

/// The current folder, then `path`.
fn search_folders(current_folder: &Path, path: &[PathBuf]) -> Vec<PathBuf> {
    let mut folders = Vec::with_capacity(path.len() + 1);
    folders.push(current_folder.to_path_buf());
    folders.extend(path.iter().cloned());
    folders
}

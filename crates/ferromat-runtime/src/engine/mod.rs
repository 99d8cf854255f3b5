//! The embedding API: an `Engine` owns one MATLAB session and lets a host
//! program run code, move variables in and out (also as `ndarray` arrays),
//! call functions, and capture what scripts print. Every method reports bad
//! input as an error value; the engine stays usable after any error.
//!
//! Each engine is a separate session: variables, search path, current
//! folder, warning states, random generator, limits and host functions are
//! its own, so engines on different threads never see each other's state.
//! `register.rs` is host functions, `program.rs` compiled code, `convert.rs`
//! the `ndarray` conversions.

mod capabilities;
#[cfg(test)]
mod capability_tests;
mod convert;
#[cfg(test)]
mod embed_tests;
mod figures;
mod program;
mod register;
#[cfg(test)]
mod tests;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use crate::builtins;
use crate::error::{Result, RuntimeError};
use crate::interp::{guard, Interpreter};
use crate::value::Value;

pub use crate::interp::host::{Capabilities, Capability};
pub use convert::ArrayElement;
pub use program::Program;
pub use register::{Call, FromValue, HostFunction, HostFunctions, IntoOutputs};

/// A MATLAB session for a host program.
///
/// ```
/// use ferromat_runtime::Engine;
/// let mut engine = Engine::new();
/// engine.set("x", ndarray::arr2(&[[3.0, 1.0], [4.0, 1.5]]).into_dyn()).unwrap();
/// engine.eval("y = x * 2;").unwrap();
/// let y = engine.get_array::<f64>("y").unwrap();
/// assert_eq!(y[[1, 0]], 8.0);
/// ```
pub struct Engine {
    interpreter: Interpreter,
    captured: Option<crate::interp::output::CaptureBuffer>,
    /// This engine's array size limit (`None`: the process-wide one).
    max_array_bytes: Option<u64>,
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new()
    }
}

impl Engine {
    /// A new session with the bundled `stdlib/` on the path (when present)
    /// and output going to standard output.
    pub fn new() -> Engine {
        let mut interpreter = Interpreter::new();
        if let Some(stdlib) = bundled_stdlib() {
            interpreter.path.push(stdlib.clone());
            interpreter.stdlib_folder = Some(stdlib);
        }
        Engine {
            interpreter,
            captured: None,
            max_array_bytes: None,
        }
    }

    /// Runs `f` on the session with this engine's limits in force.
    fn session<R>(&mut self, f: impl FnOnce(&mut Interpreter) -> R) -> R {
        let interpreter = &mut self.interpreter;
        interpreter.reset_steps();
        let flag = interpreter.interrupt.clone();
        crate::interp::interrupt::with_interrupt_flag(&flag, || {
            builtins::args::with_session_max_array_bytes(self.max_array_bytes, || f(interpreter))
        })
    }

    /// Runs code in the base workspace, printing to the output sink. An
    /// error carries its identifier, message and
    /// [`location`](RuntimeError::location) in `code` (or in the innermost
    /// file, function or `eval` text that failed).
    pub fn eval(&mut self, code: &str) -> Result<()> {
        self.session(|interpreter| interpreter.eval_source(code))
    }

    /// Parses `code` once into a [`Program`] that [`Engine::run`] runs as
    /// often as wanted.
    pub fn compile(&self, code: &str) -> Result<Program> {
        Program::parse(code)
    }

    /// Runs a compiled program in the base workspace, like [`Engine::eval`].
    pub fn run(&mut self, program: &Program) -> Result<()> {
        self.session(|interpreter| interpreter.run_parsed(&program.unit))
    }

    /// Runs a script (or calls a function file with no arguments).
    pub fn run_file(&mut self, path: impl AsRef<Path>) -> Result<()> {
        self.session(|interpreter| guard::catch_panic(|| interpreter.run_file(path.as_ref())))
    }

    /// Makes a Rust closure callable from MATLAB code as `name`: it ranks
    /// above builtins (replacing a builtin of that name) and below the
    /// running file's local functions and the user's `.m` files. Arguments
    /// convert through [`Call::arg`]; errors it returns are MATLAB errors
    /// (`Error using NAME`), catchable by `try`.
    ///
    /// ```
    /// use ferromat_runtime::{Engine, RuntimeError};
    /// let mut engine = Engine::new();
    /// engine.capture_output();
    /// engine
    ///     .register_fn("safe_sqrt", |call| {
    ///         let x: f64 = call.arg(0)?;
    ///         if x < 0.0 {
    ///             return Err(RuntimeError::new("host:negative", "Input must be nonnegative."));
    ///         }
    ///         Ok(x.sqrt())
    ///     })
    ///     .unwrap();
    /// engine.eval("r = safe_sqrt(16);").unwrap();
    /// assert_eq!(engine.get("r").unwrap().as_f64(), Some(4.0));
    /// let error = engine.eval("safe_sqrt(-1)").unwrap_err();
    /// assert_eq!(error.identifier, "host:negative");
    /// ```
    pub fn register_fn<R: IntoOutputs>(
        &mut self,
        name: &str,
        body: impl Fn(&Call<'_>) -> Result<R> + Send + Sync + 'static,
    ) -> Result<()> {
        self.register(HostFunction::new(name, body))
    }

    /// Registers a [`HostFunction`] built with its argument counts and help.
    pub fn register(&mut self, function: HostFunction) -> Result<()> {
        if !is_valid_name(function.name()) {
            return Err(RuntimeError::new(
                "ferromat:engine:invalidName",
                format!("'{}' is not a valid function name.", function.name()),
            ));
        }
        self.interpreter.register_host_function(function);
        Ok(())
    }

    /// Removes the host function `name`; whether there was one.
    pub fn unregister_fn(&mut self, name: &str) -> bool {
        self.interpreter.unregister_host_function(name)
    }

    /// Completions of `prefix` for an editor or notebook: variables, host
    /// functions, builtins and the `.m` functions on the path, sorted.
    pub fn completions(&self, prefix: &str) -> Vec<String> {
        let mut names: Vec<String> = self
            .variable_names()
            .into_iter()
            .filter(|name| name.starts_with(prefix))
            .collect();
        names.extend(
            self.interpreter
                .host_functions
                .names()
                .filter(|name| name.starts_with(prefix))
                .map(str::to_string),
        );
        names.extend(
            builtins::BUILTINS
                .iter()
                .map(|def| def.name)
                .filter(|name| name.starts_with(prefix))
                .map(str::to_string),
        );
        for folder in self.interpreter.search_folders() {
            let Ok(entries) = std::fs::read_dir(folder) else {
                continue;
            };
            names.extend(entries.flatten().filter_map(|entry| {
                let file = entry.file_name();
                let stem = file.to_str()?.strip_suffix(".m")?;
                (stem.starts_with(prefix) && is_valid_name(stem)).then(|| stem.to_string())
            }));
        }
        names.sort();
        names.dedup();
        names
    }

    /// Sets a variable of the base workspace.
    pub fn set(&mut self, name: &str, value: impl Into<Value>) -> Result<()> {
        if !is_valid_name(name) {
            return Err(RuntimeError::new(
                "ferromat:engine:invalidName",
                format!("'{name}' is not a valid variable name."),
            ));
        }
        self.interpreter.base.assign(name, value.into());
        Ok(())
    }

    /// The names of the base workspace's variables, sorted.
    pub fn variable_names(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .interpreter
            .base
            .variables()
            .into_iter()
            .map(|(name, _)| name.to_string())
            .collect();
        names.sort();
        names
    }

    /// Removes a variable of the base workspace (`clear name`); whether
    /// there was one.
    pub fn remove_variable(&mut self, name: &str) -> bool {
        self.interpreter.base.remove(name)
    }

    /// A handle that stops this engine's running code from another thread
    /// (what Ctrl-C does in the REPL).
    pub fn interrupt_handle(&self) -> InterruptHandle {
        InterruptHandle {
            flag: self.interpreter.interrupt.clone(),
        }
    }

    /// The value of a variable of the base workspace.
    pub fn get(&self, name: &str) -> Result<Value> {
        self.interpreter
            .base
            .lookup(name)
            .cloned()
            .ok_or_else(|| RuntimeError::undefined(name))
    }

    /// A variable as an `ndarray` of `T` in MATLAB's shape and Rust's
    /// standard (row-major) layout; `T` must match the variable's class.
    pub fn get_array<T: ArrayElement>(&self, name: &str) -> Result<ndarray::ArrayD<T>> {
        T::to_array(&self.get(name)?)
    }

    /// Calls a function (builtin, user or stdlib) with `nargout` outputs.
    pub fn call(&mut self, name: &str, args: &[Value], nargout: usize) -> Result<Vec<Value>> {
        let callee = Value::char_row(name);
        // A direct call runs outside any statement guard.
        let outputs = self.session(|interpreter| {
            guard::catch_panic(|| interpreter.call_function(&callee, args, nargout))
        })?;
        Ok(outputs.into_vec())
    }

    /// The recursion limit (`set(0, 'RecursionLimit', N)`), default 500.
    /// A limit of 0 is raised to 1.
    pub fn set_recursion_limit(&mut self, limit: usize) {
        self.interpreter.recursion_limit = limit.max(1);
    }

    /// Stops code after `steps` statements and loop iterations (`None`:
    /// unbounded), for hosts that run untrusted scripts.
    pub fn set_step_budget(&mut self, steps: Option<u64>) {
        self.interpreter.step_budget = steps;
    }

    /// The largest array, in bytes, that any allocation of this engine may
    /// request (`None`: the process-wide default, 3/4 of physical memory).
    /// Other engines keep their own limits.
    pub fn set_max_array_bytes(&mut self, limit: Option<u64>) {
        self.max_array_bytes = limit;
    }

    /// From now on, printed text is kept for [`Engine::take_output`]
    /// instead of going to standard output.
    pub fn capture_output(&mut self) {
        let buffer = crate::interp::output::CaptureBuffer::default();
        self.interpreter.output = buffer.sink();
        self.captured = Some(buffer);
    }

    /// The text printed since the last call (empty unless capturing).
    pub fn take_output(&mut self) -> String {
        self.captured
            .as_ref()
            .map(|buffer| buffer.take())
            .unwrap_or_default()
    }

    /// Where `input` and `keyboard` read lines from now on: `reader` gets
    /// the prompt and returns the next line, or `None` at the end of input
    /// (`input` then raises an error). The default reads standard input.
    pub fn set_input_reader(
        &mut self,
        reader: impl Fn(&str) -> Option<String> + Send + Sync + 'static,
    ) {
        self.interpreter.input = crate::interp::input::InputSource::Host(Arc::new(reader));
    }

    /// Adds a folder to the front of the function search path.
    pub fn add_path(&mut self, folder: impl Into<PathBuf>) {
        self.interpreter.add_path(folder.into());
    }

    /// The session itself, for hosts that need more control.
    pub fn interpreter(&mut self) -> &mut Interpreter {
        &mut self.interpreter
    }
}

/// Stops an engine's running code from any thread: the code fails with
/// `MATLAB:interrupted` at its next statement or loop iteration, an error
/// no `try` catches.
#[derive(Clone, Debug)]
pub struct InterruptHandle {
    flag: Arc<AtomicBool>,
}

impl InterruptHandle {
    /// Asks the running code to stop; if none runs, the next code the
    /// engine runs stops at once unless [`clear`](Self::clear) comes first.
    pub fn interrupt(&self) {
        self.flag.store(true, Ordering::Relaxed);
    }

    /// Withdraws an interrupt that no code has seen yet.
    pub fn clear(&self) {
        self.flag.store(false, Ordering::Relaxed);
    }
}

/// A MATLAB variable name: a letter, then letters, digits or underscores,
/// at most 63 characters, not a keyword.
pub fn is_valid_name(name: &str) -> bool {
    ferromat_syntax::is_variable_name(name)
}

/// The crate's `stdlib/` folder (a link to the workspace's `stdlib/` in the
/// source tree, a copy in the published package), if it exists on this
/// machine.
fn bundled_stdlib() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("stdlib");
    dir.canonicalize().ok().filter(|d| d.is_dir())
}

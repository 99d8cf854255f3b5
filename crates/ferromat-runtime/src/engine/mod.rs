//! The embedding API: an `Engine` owns one MATLAB session and lets a host
//! program run code, move variables in and out (also as `ndarray` arrays),
//! call functions, and capture what scripts print. Every method reports bad
//! input as an error value; the engine stays usable after any error.

mod capabilities;
#[cfg(test)]
mod capability_tests;
mod convert;
mod figures;
#[cfg(test)]
mod tests;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use crate::builtins;
use crate::error::{Result, RuntimeError};
use crate::interp::{guard, Interpreter, OutputSink};
use crate::value::Value;

pub use crate::interp::host::{Capabilities, Capability};
pub use convert::ArrayElement;

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
    captured: Option<Arc<Mutex<String>>>,
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
        }
    }

    /// Runs code in the base workspace, printing to the output sink.
    pub fn eval(&mut self, code: &str) -> Result<()> {
        self.interpreter.eval_source(code)
    }

    /// Runs a script (or calls a function file with no arguments).
    pub fn run_file(&mut self, path: impl AsRef<Path>) -> Result<()> {
        let interpreter = &mut self.interpreter;
        guard::catch_panic(|| interpreter.run_file(path.as_ref()))
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

    /// The value of a variable of the base workspace.
    pub fn get(&self, name: &str) -> Result<Value> {
        self.interpreter
            .base
            .lookup(name)
            .cloned()
            .ok_or_else(|| RuntimeError::undefined(name))
    }

    /// A variable as an `ndarray` of `T` (column-major data, MATLAB's shape).
    pub fn get_array<T: ArrayElement>(&self, name: &str) -> Result<ndarray::ArrayD<T>> {
        T::to_array(&self.get(name)?)
    }

    /// Calls a function (builtin, user or stdlib) with `nargout` outputs.
    pub fn call(&mut self, name: &str, args: &[Value], nargout: usize) -> Result<Vec<Value>> {
        let callee = Value::char_row(name);
        let interpreter = &mut self.interpreter;
        // A direct call runs outside any statement guard.
        let outputs = guard::catch_panic(|| interpreter.call_function(&callee, args, nargout))?;
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

    /// The largest array, in bytes, that any allocation may request (`None`:
    /// the default, 3/4 of physical memory). The limit is process-wide.
    pub fn set_max_array_bytes(&mut self, limit: Option<u64>) {
        builtins::args::set_max_array_bytes(limit);
    }

    /// From now on, printed text is kept for [`Engine::take_output`]
    /// instead of going to standard output.
    pub fn capture_output(&mut self) {
        let buffer = Arc::new(Mutex::new(String::new()));
        self.interpreter.output = OutputSink::Capture(buffer.clone());
        self.captured = Some(buffer);
    }

    /// The text printed since the last call (empty unless capturing).
    pub fn take_output(&mut self) -> String {
        match &self.captured {
            Some(buffer) => std::mem::take(&mut *buffer.lock().unwrap_or_else(|e| e.into_inner())),
            None => String::new(),
        }
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

/// A MATLAB variable name: a letter, then letters, digits or underscores.
pub fn is_valid_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && name.len() <= 63
}

/// The `stdlib/` folder of this source tree, if it exists on this machine.
fn bundled_stdlib() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../stdlib");
    dir.canonicalize().ok().filter(|d| d.is_dir())
}

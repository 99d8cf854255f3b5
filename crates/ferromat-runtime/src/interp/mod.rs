//! The interpreter: runs parsed MATLAB code against workspaces, dispatches
//! calls to variables, user functions and builtins, and owns the session's
//! state (display format, output sink, random state, timers).

pub mod output;

use crate::builtins::Outputs;
use crate::display::DisplayFormat;
use crate::error::{Result, RuntimeError};
use crate::value::Value;

pub use output::OutputSink;

/// A MATLAB session.
pub struct Interpreter {
    pub format: DisplayFormat,
    pub output: OutputSink,
    /// When `tic` (without an output) last started the stopwatch.
    pub tic_start: Option<std::time::Instant>,
}

impl Default for Interpreter {
    fn default() -> Self {
        Interpreter::new()
    }
}

impl Interpreter {
    pub fn new() -> Interpreter {
        Interpreter {
            format: DisplayFormat::default(),
            output: OutputSink::default(),
            tic_start: None,
        }
    }

    /// Prints text to the session's output.
    pub fn print(&mut self, text: &str) {
        self.output.write(text);
    }

    /// Calls a function handle or named function (a char/string value) with
    /// `args`, asking for `nargout` outputs.
    pub fn call_function(
        &mut self,
        callee: &Value,
        args: &[Value],
        nargout: usize,
    ) -> Result<Outputs> {
        let _ = (callee, args, nargout);
        Err(RuntimeError::new(
            "ferromat:notImplemented",
            "function calls are not wired yet",
        ))
    }
}

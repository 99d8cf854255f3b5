//! Runtime errors as MATLAB reports them: an identifier (`MATLAB:badsubscript`,
//! `ferromat:max:invalidDim`), a message, the builtin that raised it (for the
//! `Error using NAME` line) and the call stack with file and line. Rendering
//! of the error text lives in the display module, not here.

use std::fmt;
use std::path::PathBuf;

/// One level of the MATLAB call stack at the point of an error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StackFrame {
    /// Script or function name as MATLAB shows it (`demo`, `file>local`).
    pub name: String,
    pub file: Option<PathBuf>,
    /// 1-based line; 0 when unknown.
    pub line: usize,
    /// The source line as written, for `Error in NAME (line N)` reports.
    pub source_line: String,
}

/// Where in its source text an error arose: 1-based line and column of the
/// statement that failed (or of the offending token, for a parse error), in
/// the innermost code that ran: a file, a function, prompt input or the
/// text given to `eval`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SourceLocation {
    pub line: u32,
    pub column: u32,
}

impl SourceLocation {
    /// Saturates at `u32::MAX` (a source text of more than 4 G lines).
    pub fn new(line: usize, column: usize) -> SourceLocation {
        SourceLocation {
            line: u32::try_from(line).unwrap_or(u32::MAX),
            column: u32::try_from(column).unwrap_or(u32::MAX),
        }
    }
}

/// The parts of a syntax error, besides its location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseDetail {
    /// The parser's message alone (`message` is MATLAB's whole report).
    pub message: String,
    /// The text ended inside an unfinished construct (a block without
    /// `end`, an open bracket): more input could complete it.
    pub incomplete: bool,
}

/// An error raised while running MATLAB code: its parts live behind one
/// pointer (`ErrorParts`, reached through `Deref`), so that every
/// `Result<Value>` the interpreter returns is as small as a `Value` and
/// the hot paths move a few words, not the whole report.
#[derive(Clone, PartialEq)]
pub struct RuntimeError(Box<ErrorParts>);

/// The parts of a `RuntimeError`.
#[derive(Clone, Debug, PartialEq)]
pub struct ErrorParts {
    /// MATLAB-style identifier; may be empty, as for `error('message')`.
    pub identifier: String,
    pub message: String,
    /// The function named on the `Error using NAME` line, if any.
    pub function: Option<String>,
    /// Innermost frame first.
    pub stack: Vec<StackFrame>,
    /// Where the error arose, when it came from running or parsing code.
    pub location: Option<SourceLocation>,
    /// Set for syntax errors (identifier `MATLAB:parse`); boxed to keep
    /// `Result`s small.
    pub parse: Option<Box<ParseDetail>>,
}

impl std::ops::Deref for RuntimeError {
    type Target = ErrorParts;
    fn deref(&self) -> &ErrorParts {
        &self.0
    }
}

impl std::ops::DerefMut for RuntimeError {
    fn deref_mut(&mut self) -> &mut ErrorParts {
        &mut self.0
    }
}

impl fmt::Debug for RuntimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl RuntimeError {
    /// The parts, owned (to move a field out).
    pub fn into_parts(self) -> ErrorParts {
        *self.0
    }

    /// Errors no MATLAB code may catch (`try`, `eval`'s catch text,
    /// 'ErrorHandler'): Ctrl-C, `exit`, and the embedder's step budget, so
    /// that a script cannot outlive its host's limits.
    pub fn is_uncatchable(&self) -> bool {
        matches!(
            self.identifier.as_str(),
            "MATLAB:interrupted" | "ferromat:stepBudgetExceeded" | crate::interp::EXIT_IDENTIFIER
        )
    }

    pub fn new(identifier: impl Into<String>, message: impl Into<String>) -> RuntimeError {
        RuntimeError(Box::new(ErrorParts {
            identifier: identifier.into(),
            message: message.into(),
            function: None,
            stack: Vec::new(),
            location: None,
            parse: None,
        }))
    }

    /// Records where the error arose, unless an inner piece of code
    /// already did (the innermost location wins).
    pub fn at(mut self, location: SourceLocation) -> RuntimeError {
        self.location.get_or_insert(location);
        self
    }

    /// Marks the builtin or function that raised the error, unless one is
    /// already set (the innermost caller wins).
    pub fn in_function(mut self, name: &str) -> RuntimeError {
        if self.function.is_none() {
            self.function = Some(name.to_string());
        }
        self
    }

    /// `Not enough input arguments.`
    pub fn not_enough_inputs() -> RuntimeError {
        RuntimeError::new("MATLAB:minrhs", "Not enough input arguments.")
    }

    /// `Too many input arguments.`
    pub fn too_many_inputs() -> RuntimeError {
        RuntimeError::new("MATLAB:TooManyInputs", "Too many input arguments.")
    }

    /// `Too many output arguments.`
    pub fn too_many_outputs() -> RuntimeError {
        RuntimeError::new("MATLAB:TooManyOutputs", "Too many output arguments.")
    }

    /// `Unrecognized function or variable 'x'.`
    pub fn undefined(name: &str) -> RuntimeError {
        RuntimeError::new(
            "MATLAB:UndefinedFunction",
            format!("Unrecognized function or variable '{name}'."),
        )
    }

    /// `Arrays have incompatible sizes for this operation.`
    pub fn incompatible_sizes() -> RuntimeError {
        RuntimeError::new(
            "MATLAB:sizeDimensionsMustMatch",
            "Arrays have incompatible sizes for this operation.",
        )
    }
}

impl fmt::Display for RuntimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(function) = &self.function {
            writeln!(f, "Error using {function}")?;
        }
        write!(f, "{}", self.message)
    }
}

impl std::error::Error for RuntimeError {}

pub type Result<T, E = RuntimeError> = std::result::Result<T, E>;

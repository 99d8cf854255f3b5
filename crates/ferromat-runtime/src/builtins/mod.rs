//! The builtin registry: one sorted table of every builtin function with its
//! arity and one-line help summary. Each family lives in its own folder
//! beside this one (`args.rs` is the argument vocabulary they share); this
//! file holds only the table's row type and the lookup.

pub mod args;
pub mod arrays;
pub mod cells_and_structs;
pub mod classes;
pub mod console;
pub mod data;
pub mod dates;
pub mod datetimes;
pub mod files;
pub mod functional;
pub mod geometry;
pub mod graphics;
pub mod images;
pub mod linalg;
pub mod math;
pub mod messages;
pub mod minmax;
pub mod objects;
pub mod ode;
pub mod optim;
pub mod platform;
pub mod polynomials;
pub mod quadrature;
pub mod sets;
pub mod signal;
pub mod sparse;
pub mod statistics;
pub mod tables;
pub mod text;
pub mod validation;

// The table itself: one line per builtin.
mod table;
pub use table::BUILTINS;

use smallvec::SmallVec;

use crate::error::Result;
use crate::interp::{Interpreter, Workspace};
use crate::value::Value;

/// The values a builtin returns; inline for up to two so that scalar calls
/// like `max(m, k)` never allocate.
pub type Outputs = SmallVec<[Value; 2]>;

/// A builtin receives the interpreter, its arguments and `nargout` (how many
/// outputs the caller wants; 0 for a statement like `disp(x)`), and returns at
/// least `max(nargout, 1)` values when it has a value to give, or none.
pub type BuiltinFn = fn(&mut Interpreter, &[Value], usize) -> Result<Outputs>;

/// A builtin that acts on its caller's workspace (`clear`, `who`, `eval`,
/// `run`, `exist`): it also receives that workspace, `None` when called
/// where there is none (through a handle from an embedder).
pub type SessionFn =
    fn(&mut Interpreter, Option<&mut Workspace>, &[Value], usize) -> Result<Outputs>;

/// How a builtin is run.
#[derive(Clone, Copy)]
pub enum Body {
    /// An ordinary function of its arguments.
    Values(BuiltinFn),
    /// A function of its arguments and the caller's workspace; never bound
    /// early at lowering, and called with the caller's globals in place.
    Session(SessionFn),
}

/// What the words of the command form (`help max`, `cd data`, `format
/// long`) name, for completion at the prompt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Words {
    /// Ordinary text.
    Text,
    /// File or folder names.
    Files,
    /// Function or variable names.
    Names,
    /// One of a fixed list.
    Options(&'static [&'static str]),
}

/// A builtin's one output for real double scalar arguments, when that is a
/// real double scalar; `None` sends the call down the general path (which
/// also reports every error). Lets the interpreter run `m = max(m, k)` in
/// a loop without building argument lists or values.
pub type ScalarFn = fn(&[f64]) -> Option<f64>;

/// One entry of the registry. Rows are built with [`def`] or [`session`]
/// and the builder methods, so each stays one line.
pub struct BuiltinDef {
    pub name: &'static str,
    pub body: Body,
    pub min_args: usize,
    /// `usize::MAX` for a variable number.
    pub max_args: usize,
    pub max_outputs: usize,
    pub summary: &'static str,
    /// The scalar shortcut, for builtins where it pays (see `ScalarFn`).
    pub scalar: Option<ScalarFn>,
    /// Its errors are the caller's own: `error('...')` inside `f` reports
    /// `Error using f`, and at the prompt no `Error using` line at all.
    pub caller_errors: bool,
    /// What its command-form words name.
    pub words: Words,
    /// It waits, ends the process, or reads or changes the process's files
    /// and folders; fuzzing skips inputs that call it.
    pub process: bool,
    /// It names things after the variables its arguments were passed in
    /// (`table(Age, Height)`), so call sites record them, as for
    /// `inputname`.
    pub argument_names: bool,
}

impl std::fmt::Debug for BuiltinDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "builtin {}", self.name)
    }
}

/// `max_args` of a builtin that takes any number of arguments.
pub const ANY: usize = usize::MAX;

/// One row of [`BUILTINS`]: name, function, fewest and most arguments, most
/// outputs, and the one-line summary `help` and completion show. Properties
/// beyond these are added with the builder methods below, so a row stays one
/// line.
pub const fn def(
    name: &'static str,
    func: BuiltinFn,
    min_args: usize,
    max_args: usize,
    max_outputs: usize,
    summary: &'static str,
) -> BuiltinDef {
    row(
        name,
        Body::Values(func),
        min_args,
        max_args,
        max_outputs,
        summary,
    )
}

/// A row for a builtin that acts on its caller's workspace (see [`SessionFn`]).
pub const fn session(
    name: &'static str,
    func: SessionFn,
    min_args: usize,
    max_args: usize,
    max_outputs: usize,
    summary: &'static str,
) -> BuiltinDef {
    row(
        name,
        Body::Session(func),
        min_args,
        max_args,
        max_outputs,
        summary,
    )
}

const fn row(
    name: &'static str,
    body: Body,
    min_args: usize,
    max_args: usize,
    max_outputs: usize,
    summary: &'static str,
) -> BuiltinDef {
    BuiltinDef {
        name,
        body,
        min_args,
        max_args,
        max_outputs,
        summary,
        scalar: None,
        caller_errors: false,
        words: Words::Text,
        process: false,
        argument_names: false,
    }
}

impl BuiltinDef {
    /// Adds the real-double-scalar shortcut (see [`ScalarFn`]).
    pub const fn scalar(mut self, scalar: ScalarFn) -> Self {
        self.scalar = Some(scalar);
        self
    }

    /// Marks its errors as the caller's (see [`BuiltinDef::caller_errors`]).
    pub const fn caller_errors(mut self) -> Self {
        self.caller_errors = true;
        self
    }

    /// Says what its command-form words name.
    pub const fn words(mut self, words: Words) -> Self {
        self.words = words;
        self
    }

    /// Marks it as touching the process (see [`BuiltinDef::process`]).
    pub const fn process(mut self) -> Self {
        self.process = true;
        self
    }

    /// Whether it needs the caller's workspace.
    /// Call sites record the variable names of its arguments (see
    /// `Interpreter::argument_names`).
    pub const fn argument_names(mut self) -> Self {
        self.argument_names = true;
        self
    }

    pub fn is_session(&self) -> bool {
        matches!(self.body, Body::Session(_))
    }
}

/// The builtin called `name`, if there is one.
pub fn lookup(name: &str) -> Option<&'static BuiltinDef> {
    BUILTINS
        .binary_search_by(|def| def.name.cmp(name))
        .ok()
        .map(|i| BUILTINS[i])
}

/// Wraps one output value.
pub fn one(value: Value) -> Result<Outputs> {
    let mut out = Outputs::new();
    out.push(value);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_unique_and_documented() {
        for pair in BUILTINS.windows(2) {
            assert!(
                pair[0].name < pair[1].name,
                "{} / {}",
                pair[0].name,
                pair[1].name
            );
        }
        for def in BUILTINS.iter() {
            assert!(!def.summary.is_empty(), "{} has no summary", def.name);
            assert!(def.min_args <= def.max_args, "{}", def.name);
        }
        let _ = ANY;
    }
}

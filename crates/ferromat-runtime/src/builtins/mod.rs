//! The builtin registry: one sorted table of every builtin function with its
//! arity and one-line help summary. Each family lives in its own file beside
//! this one; this file holds only the table and the lookup.

pub mod args;
pub mod functional;
pub mod string_compare;
pub mod string_convert;
pub mod strings;
pub mod time;

use smallvec::SmallVec;

use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::Value;

/// The values a builtin returns; inline for up to two so that scalar calls
/// like `max(m, k)` never allocate.
pub type Outputs = SmallVec<[Value; 2]>;

/// A builtin receives the interpreter, its arguments and `nargout` (how many
/// outputs the caller wants; 0 for a statement like `disp(x)`), and returns at
/// least `max(nargout, 1)` values when it has a value to give, or none.
pub type BuiltinFn = fn(&mut Interpreter, &[Value], usize) -> Result<Outputs>;

/// One entry of the registry.
pub struct BuiltinDef {
    pub name: &'static str,
    pub func: BuiltinFn,
    pub min_args: usize,
    /// `usize::MAX` for a variable number.
    pub max_args: usize,
    pub max_outputs: usize,
    pub summary: &'static str,
}

/// `max_args` of a builtin that takes any number of arguments.
pub const ANY: usize = usize::MAX;

/// Every builtin, sorted by name (checked by a unit test).
pub static BUILTINS: &[BuiltinDef] = &[
    BuiltinDef {
        name: "arrayfun",
        func: functional::arrayfun,
        min_args: 2,
        max_args: ANY,
        max_outputs: ANY,
        summary: "Apply a function to each element of an array",
    },
    BuiltinDef {
        name: "blanks",
        func: strings::blanks,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Character vector of blanks",
    },
    BuiltinDef {
        name: "cellfun",
        func: functional::cellfun,
        min_args: 2,
        max_args: ANY,
        max_outputs: ANY,
        summary: "Apply a function to each cell of a cell array",
    },
    BuiltinDef {
        name: "contains",
        func: strings::contains,
        min_args: 2,
        max_args: 4,
        max_outputs: 1,
        summary: "Whether text contains a pattern",
    },
    BuiltinDef {
        name: "deblank",
        func: strings::deblank,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Remove trailing whitespace from text",
    },
    BuiltinDef {
        name: "endsWith",
        func: strings::ends_with,
        min_args: 2,
        max_args: 4,
        max_outputs: 1,
        summary: "Whether text ends with a pattern",
    },
    BuiltinDef {
        name: "feval",
        func: functional::feval,
        min_args: 1,
        max_args: ANY,
        max_outputs: ANY,
        summary: "Evaluate a function given by handle or name",
    },
    BuiltinDef {
        name: "func2str",
        func: functional::func2str,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Text of a function handle",
    },
    BuiltinDef {
        name: "isspace",
        func: strings::isspace,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Which characters are whitespace",
    },
    BuiltinDef {
        name: "lower",
        func: strings::lower,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Convert text to lowercase",
    },
    BuiltinDef {
        name: "pause",
        func: time::pause,
        min_args: 0,
        max_args: 1,
        max_outputs: 0,
        summary: "Stop execution for a number of seconds",
    },
    BuiltinDef {
        name: "startsWith",
        func: strings::starts_with,
        min_args: 2,
        max_args: 4,
        max_outputs: 1,
        summary: "Whether text starts with a pattern",
    },
    BuiltinDef {
        name: "str2double",
        func: string_convert::str2double,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Convert text to double-precision numbers",
    },
    BuiltinDef {
        name: "str2func",
        func: functional::str2func,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Function handle from a function name",
    },
    BuiltinDef {
        name: "strcat",
        func: strings::strcat,
        min_args: 1,
        max_args: ANY,
        max_outputs: 1,
        summary: "Concatenate text horizontally",
    },
    BuiltinDef {
        name: "strcmp",
        func: string_compare::strcmp,
        min_args: 2,
        max_args: 2,
        max_outputs: 1,
        summary: "Compare text (case sensitive)",
    },
    BuiltinDef {
        name: "strcmpi",
        func: string_compare::strcmpi,
        min_args: 2,
        max_args: 2,
        max_outputs: 1,
        summary: "Compare text (case insensitive)",
    },
    BuiltinDef {
        name: "strfind",
        func: strings::strfind,
        min_args: 2,
        max_args: 2,
        max_outputs: 1,
        summary: "Find a pattern in text",
    },
    BuiltinDef {
        name: "string",
        func: string_convert::string,
        min_args: 0,
        max_args: 1,
        max_outputs: 1,
        summary: "Convert values to a string array",
    },
    BuiltinDef {
        name: "strjoin",
        func: strings::strjoin,
        min_args: 1,
        max_args: 2,
        max_outputs: 1,
        summary: "Join text with delimiters",
    },
    BuiltinDef {
        name: "strlength",
        func: string_convert::strlength,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Lengths of texts",
    },
    BuiltinDef {
        name: "strncmp",
        func: string_compare::strncmp,
        min_args: 3,
        max_args: 3,
        max_outputs: 1,
        summary: "Compare the first n characters of text (case sensitive)",
    },
    BuiltinDef {
        name: "strncmpi",
        func: string_compare::strncmpi,
        min_args: 3,
        max_args: 3,
        max_outputs: 1,
        summary: "Compare the first n characters of text (case insensitive)",
    },
    BuiltinDef {
        name: "strrep",
        func: strings::strrep,
        min_args: 3,
        max_args: 3,
        max_outputs: 1,
        summary: "Find and replace substrings",
    },
    BuiltinDef {
        name: "strsplit",
        func: strings::strsplit,
        min_args: 1,
        max_args: ANY,
        max_outputs: 2,
        summary: "Split text at delimiters",
    },
    BuiltinDef {
        name: "strtrim",
        func: strings::strtrim,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Remove leading and trailing whitespace from text",
    },
    BuiltinDef {
        name: "tic",
        func: time::tic,
        min_args: 0,
        max_args: 0,
        max_outputs: 1,
        summary: "Start a stopwatch timer",
    },
    BuiltinDef {
        name: "toc",
        func: time::toc,
        min_args: 0,
        max_args: 1,
        max_outputs: 1,
        summary: "Read the stopwatch timer",
    },
    BuiltinDef {
        name: "upper",
        func: strings::upper,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Convert text to uppercase",
    },
];

/// The builtin called `name`, if there is one.
pub fn lookup(name: &str) -> Option<&'static BuiltinDef> {
    BUILTINS
        .binary_search_by(|def| def.name.cmp(name))
        .ok()
        .map(|i| &BUILTINS[i])
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
        for def in BUILTINS {
            assert!(!def.summary.is_empty(), "{} has no summary", def.name);
            assert!(def.min_args <= def.max_args, "{}", def.name);
        }
        let _ = ANY;
    }
}

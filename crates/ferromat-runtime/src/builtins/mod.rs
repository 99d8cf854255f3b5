//! The builtin registry: one sorted table of every builtin function with its
//! arity and one-line help summary. Each family lives in its own file beside
//! this one; this file holds only the table and the lookup.

pub mod args;
pub mod cells;
pub mod structs;

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
        name: "cell",
        func: cells::cell,
        min_args: 0,
        max_args: ANY,
        max_outputs: 1,
        summary: "Create a cell array of empty matrices.",
    },
    BuiltinDef {
        name: "cell2mat",
        func: cells::cell2mat,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Convert a cell array of blocks into an ordinary array.",
    },
    BuiltinDef {
        name: "fieldnames",
        func: structs::fieldnames,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Field names of a structure, as a column cell array.",
    },
    BuiltinDef {
        name: "getfield",
        func: structs::getfield,
        min_args: 2,
        max_args: 2,
        max_outputs: 1,
        summary: "Value of a structure field.",
    },
    BuiltinDef {
        name: "iscellstr",
        func: cells::iscellstr,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "True for a cell array of character vectors.",
    },
    BuiltinDef {
        name: "isfield",
        func: structs::isfield,
        min_args: 2,
        max_args: 2,
        max_outputs: 1,
        summary: "True if the structure has the named field(s).",
    },
    BuiltinDef {
        name: "num2cell",
        func: cells::num2cell,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Put each element of an array in its own cell.",
    },
    BuiltinDef {
        name: "rmfield",
        func: structs::rmfield,
        min_args: 2,
        max_args: 2,
        max_outputs: 1,
        summary: "Remove fields from a structure.",
    },
    BuiltinDef {
        name: "setfield",
        func: structs::setfield,
        min_args: 3,
        max_args: 3,
        max_outputs: 1,
        summary: "Set a structure field.",
    },
    BuiltinDef {
        name: "struct",
        func: structs::struct_builtin,
        min_args: 0,
        max_args: ANY,
        max_outputs: 1,
        summary: "Create a structure or structure array.",
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

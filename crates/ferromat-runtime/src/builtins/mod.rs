//! The builtin registry: one sorted table of every builtin function with its
//! arity and one-line help summary. Each family lives in its own file beside
//! this one; this file holds only the table and the lookup.

pub mod args;
pub mod cells;
pub mod io;
pub mod minmax;
pub mod structs;
pub mod types;

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
        name: "assert",
        func: io::assert,
        min_args: 1,
        max_args: ANY,
        max_outputs: 0,
        summary: "Throw an error when a condition is false",
    },
    BuiltinDef {
        name: "cast",
        func: types::cast,
        min_args: 2,
        max_args: 2,
        max_outputs: 1,
        summary: "Convert a value to another numeric, logical or char class",
    },
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
        name: "char",
        func: types::char,
        min_args: 0,
        max_args: ANY,
        max_outputs: 1,
        summary: "Convert to a character array; pad several texts into rows",
    },
    BuiltinDef {
        name: "class",
        func: types::class,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Class name of a value",
    },
    BuiltinDef {
        name: "disp",
        func: io::disp,
        min_args: 1,
        max_args: 1,
        max_outputs: 0,
        summary: "Display a value without its name",
    },
    BuiltinDef {
        name: "display",
        func: io::display,
        min_args: 1,
        max_args: 1,
        max_outputs: 0,
        summary: "Display a value with a name line",
    },
    BuiltinDef {
        name: "double",
        func: types::double,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Convert to double precision",
    },
    BuiltinDef {
        name: "error",
        func: io::error,
        min_args: 1,
        max_args: ANY,
        max_outputs: 0,
        summary: "Throw an error with an optional identifier",
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
        name: "flintmax",
        func: types::flintmax,
        min_args: 0,
        max_args: 1,
        max_outputs: 1,
        summary: "Largest consecutive integer in floating point",
    },
    BuiltinDef {
        name: "format",
        func: io::format,
        min_args: 0,
        max_args: 2,
        max_outputs: 0,
        summary: "Set the display format (short, long, compact, loose)",
    },
    BuiltinDef {
        name: "fprintf",
        func: io::fprintf,
        min_args: 1,
        max_args: ANY,
        max_outputs: 1,
        summary: "Write formatted text to the output",
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
        name: "int16",
        func: types::int16,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Convert to 16-bit signed integer",
    },
    BuiltinDef {
        name: "int2str",
        func: io::int2str,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Round numbers and convert them to text",
    },
    BuiltinDef {
        name: "int32",
        func: types::int32,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Convert to 32-bit signed integer",
    },
    BuiltinDef {
        name: "int64",
        func: types::int64,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Convert to 64-bit signed integer",
    },
    BuiltinDef {
        name: "int8",
        func: types::int8,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Convert to 8-bit signed integer",
    },
    BuiltinDef {
        name: "intmax",
        func: types::intmax,
        min_args: 0,
        max_args: 1,
        max_outputs: 1,
        summary: "Largest value of an integer class",
    },
    BuiltinDef {
        name: "intmin",
        func: types::intmin,
        min_args: 0,
        max_args: 1,
        max_outputs: 1,
        summary: "Smallest value of an integer class",
    },
    BuiltinDef {
        name: "isa",
        func: types::isa,
        min_args: 2,
        max_args: 2,
        max_outputs: 1,
        summary: "Whether a value has a class or belongs to a class category",
    },
    BuiltinDef {
        name: "iscell",
        func: types::iscell,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Whether a value is a cell array",
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
        name: "ischar",
        func: types::ischar,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Whether a value is a character array",
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
        name: "isfloat",
        func: types::isfloat,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Whether a value is double or single",
    },
    BuiltinDef {
        name: "isinteger",
        func: types::isinteger,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Whether a value has an integer class",
    },
    BuiltinDef {
        name: "islogical",
        func: types::islogical,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Whether a value is logical",
    },
    BuiltinDef {
        name: "isnumeric",
        func: types::isnumeric,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Whether a value is numeric",
    },
    BuiltinDef {
        name: "isreal",
        func: types::isreal,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Whether a value has no complex storage",
    },
    BuiltinDef {
        name: "isstring",
        func: types::isstring,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Whether a value is a string array",
    },
    BuiltinDef {
        name: "isstruct",
        func: types::isstruct,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Whether a value is a struct array",
    },
    BuiltinDef {
        name: "logical",
        func: types::logical,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Convert to logical",
    },
    BuiltinDef {
        name: "mat2str",
        func: io::mat2str,
        min_args: 1,
        max_args: 3,
        max_outputs: 1,
        summary: "Convert a matrix to evaluable text",
    },
    BuiltinDef {
        name: "max",
        func: minmax::max,
        min_args: 1,
        max_args: ANY,
        max_outputs: 2,
        summary: "Maximum elements of an array, or element-wise maximum of two arrays",
    },
    BuiltinDef {
        name: "min",
        func: minmax::min,
        min_args: 1,
        max_args: ANY,
        max_outputs: 2,
        summary: "Minimum elements of an array, or element-wise minimum of two arrays",
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
        name: "num2str",
        func: io::num2str,
        min_args: 1,
        max_args: 2,
        max_outputs: 1,
        summary: "Convert numbers to text",
    },
    BuiltinDef {
        name: "realmax",
        func: types::realmax,
        min_args: 0,
        max_args: 1,
        max_outputs: 1,
        summary: "Largest finite floating-point number",
    },
    BuiltinDef {
        name: "realmin",
        func: types::realmin,
        min_args: 0,
        max_args: 1,
        max_outputs: 1,
        summary: "Smallest positive normalized floating-point number",
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
        name: "single",
        func: types::single,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Convert to single precision",
    },
    BuiltinDef {
        name: "sprintf",
        func: io::sprintf,
        min_args: 1,
        max_args: ANY,
        max_outputs: 2,
        summary: "Format data into text",
    },
    BuiltinDef {
        name: "struct",
        func: structs::struct_builtin,
        min_args: 0,
        max_args: ANY,
        max_outputs: 1,
        summary: "Create a structure or structure array.",
    },
    BuiltinDef {
        name: "uint16",
        func: types::uint16,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Convert to 16-bit unsigned integer",
    },
    BuiltinDef {
        name: "uint32",
        func: types::uint32,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Convert to 32-bit unsigned integer",
    },
    BuiltinDef {
        name: "uint64",
        func: types::uint64,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Convert to 64-bit unsigned integer",
    },
    BuiltinDef {
        name: "uint8",
        func: types::uint8,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Convert to 8-bit unsigned integer",
    },
    BuiltinDef {
        name: "warning",
        func: io::warning,
        min_args: 1,
        max_args: ANY,
        max_outputs: 0,
        summary: "Print a warning message or set warning states",
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

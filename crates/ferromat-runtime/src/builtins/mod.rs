//! The builtin registry: one sorted table of every builtin function with its
//! arity and one-line help summary. Each family lives in its own file beside
//! this one; this file holds only the table and the lookup.

pub mod args;
pub mod compare;
pub mod construct;
pub mod elementwise;
pub mod find;
pub mod random;
pub mod reduce;
pub mod shape;
pub mod sort;

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
        name: "Inf",
        func: construct::inf,
        min_args: 0,
        max_args: ANY,
        max_outputs: 1,
        summary: "Infinity: Inf, Inf(n), Inf(sz,...,'single')",
    },
    BuiltinDef {
        name: "NaN",
        func: construct::nan,
        min_args: 0,
        max_args: ANY,
        max_outputs: 1,
        summary: "Not-a-Number: NaN, NaN(n), NaN(sz,...,'single')",
    },
    BuiltinDef {
        name: "abs",
        func: elementwise::abs,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Absolute value and complex magnitude",
    },
    BuiltinDef {
        name: "all",
        func: reduce::all,
        min_args: 1,
        max_args: 2,
        max_outputs: 1,
        summary: "True if all elements are nonzero, along a dimension, vecdim or 'all'",
    },
    BuiltinDef {
        name: "angle",
        func: elementwise::angle,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Phase angle of complex values",
    },
    BuiltinDef {
        name: "any",
        func: reduce::any,
        min_args: 1,
        max_args: 2,
        max_outputs: 1,
        summary: "True if any element is nonzero (NaN ignored), along a dimension, vecdim or 'all'",
    },
    BuiltinDef {
        name: "ceil",
        func: elementwise::ceil,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Round toward positive infinity",
    },
    BuiltinDef {
        name: "circshift",
        func: shape::circshift,
        min_args: 2,
        max_args: 3,
        max_outputs: 1,
        summary: "Shift array elements circularly along dimensions",
    },
    BuiltinDef {
        name: "complex",
        func: elementwise::complex,
        min_args: 1,
        max_args: 2,
        max_outputs: 1,
        summary: "Complex array from real and imaginary parts",
    },
    BuiltinDef {
        name: "conj",
        func: elementwise::conj,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Complex conjugate",
    },
    BuiltinDef {
        name: "cumprod",
        func: reduce::cumprod,
        min_args: 1,
        max_args: 4,
        max_outputs: 1,
        summary: "Cumulative product along a dimension",
    },
    BuiltinDef {
        name: "cumsum",
        func: reduce::cumsum,
        min_args: 1,
        max_args: 4,
        max_outputs: 1,
        summary: "Cumulative sum along a dimension",
    },
    BuiltinDef {
        name: "eps",
        func: construct::eps,
        min_args: 0,
        max_args: 1,
        max_outputs: 1,
        summary: "Floating-point relative accuracy, or spacing of doubles near x",
    },
    BuiltinDef {
        name: "exp",
        func: elementwise::exp,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Exponential",
    },
    BuiltinDef {
        name: "eye",
        func: construct::eye,
        min_args: 0,
        max_args: ANY,
        max_outputs: 1,
        summary: "Identity matrix",
    },
    BuiltinDef {
        name: "false",
        func: construct::false_,
        min_args: 0,
        max_args: ANY,
        max_outputs: 1,
        summary: "Logical 0 (false) arrays",
    },
    BuiltinDef {
        name: "find",
        func: find::find,
        min_args: 1,
        max_args: 3,
        max_outputs: 3,
        summary: "Indices (or subscripts and values) of nonzero elements",
    },
    BuiltinDef {
        name: "fix",
        func: elementwise::fix,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Round toward zero",
    },
    BuiltinDef {
        name: "floor",
        func: elementwise::floor,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Round toward negative infinity",
    },
    BuiltinDef {
        name: "hypot",
        func: elementwise::hypot,
        min_args: 2,
        max_args: 2,
        max_outputs: 1,
        summary: "Square root of sum of squares without overflow",
    },
    BuiltinDef {
        name: "imag",
        func: elementwise::imag,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Imaginary part of complex values",
    },
    BuiltinDef {
        name: "iscolumn",
        func: shape::iscolumn,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "True for an n-by-1 array",
    },
    BuiltinDef {
        name: "isempty",
        func: shape::isempty,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "True if an array has no elements",
    },
    BuiltinDef {
        name: "isequal",
        func: compare::isequal,
        min_args: 2,
        max_args: ANY,
        max_outputs: 1,
        summary: "True if all arguments are equal (NaN unequal)",
    },
    BuiltinDef {
        name: "isequaln",
        func: compare::isequaln,
        min_args: 2,
        max_args: ANY,
        max_outputs: 1,
        summary: "True if all arguments are equal, treating NaN as equal",
    },
    BuiltinDef {
        name: "isfinite",
        func: elementwise::isfinite,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "True for finite elements",
    },
    BuiltinDef {
        name: "isinf",
        func: elementwise::isinf,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "True for infinite elements",
    },
    BuiltinDef {
        name: "ismatrix",
        func: shape::ismatrix,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "True for an array with two dimensions",
    },
    BuiltinDef {
        name: "isnan",
        func: elementwise::isnan,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "True for NaN elements",
    },
    BuiltinDef {
        name: "isrow",
        func: shape::isrow,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "True for a 1-by-n array",
    },
    BuiltinDef {
        name: "isscalar",
        func: shape::isscalar,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "True for a 1-by-1 array",
    },
    BuiltinDef {
        name: "isvector",
        func: shape::isvector,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "True for a 1-by-n or n-by-1 array",
    },
    BuiltinDef {
        name: "length",
        func: shape::length,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Length of the largest dimension (0 if empty)",
    },
    BuiltinDef {
        name: "linspace",
        func: construct::linspace,
        min_args: 2,
        max_args: 3,
        max_outputs: 1,
        summary: "Row of evenly spaced points between two endpoints",
    },
    BuiltinDef {
        name: "log",
        func: elementwise::log,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Natural logarithm (complex for negative input)",
    },
    BuiltinDef {
        name: "log10",
        func: elementwise::log10,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Base-10 logarithm",
    },
    BuiltinDef {
        name: "log2",
        func: elementwise::log2,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Base-2 logarithm",
    },
    BuiltinDef {
        name: "mean",
        func: reduce::mean,
        min_args: 1,
        max_args: 4,
        max_outputs: 1,
        summary: "Average along a dimension, vecdim or 'all'",
    },
    BuiltinDef {
        name: "mod",
        func: elementwise::modulus,
        min_args: 2,
        max_args: 2,
        max_outputs: 1,
        summary: "Remainder after division, with the sign of the divisor",
    },
    BuiltinDef {
        name: "ndims",
        func: shape::ndims,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Number of dimensions",
    },
    BuiltinDef {
        name: "numel",
        func: shape::numel,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Number of elements",
    },
    BuiltinDef {
        name: "ones",
        func: construct::ones,
        min_args: 0,
        max_args: ANY,
        max_outputs: 1,
        summary: "Array of ones",
    },
    BuiltinDef {
        name: "permute",
        func: shape::permute,
        min_args: 2,
        max_args: 2,
        max_outputs: 1,
        summary: "Rearrange the dimensions of an array",
    },
    BuiltinDef {
        name: "pi",
        func: construct::pi,
        min_args: 0,
        max_args: ANY,
        max_outputs: 1,
        summary: "Ratio of a circle's circumference to its diameter",
    },
    BuiltinDef {
        name: "prod",
        func: reduce::prod,
        min_args: 1,
        max_args: 4,
        max_outputs: 1,
        summary: "Product of elements along a dimension, vecdim or 'all'",
    },
    BuiltinDef {
        name: "rand",
        func: construct::rand,
        min_args: 0,
        max_args: ANY,
        max_outputs: 1,
        summary: "Uniform random numbers in (0,1) (Mersenne Twister, MATLAB's sequence)",
    },
    BuiltinDef {
        name: "randn",
        func: construct::randn,
        min_args: 0,
        max_args: ANY,
        max_outputs: 1,
        summary: "Standard normal random numbers",
    },
    BuiltinDef {
        name: "real",
        func: elementwise::real,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Real part of complex values",
    },
    BuiltinDef {
        name: "rem",
        func: elementwise::rem,
        min_args: 2,
        max_args: 2,
        max_outputs: 1,
        summary: "Remainder after division, with the sign of the dividend",
    },
    BuiltinDef {
        name: "repmat",
        func: construct::repmat,
        min_args: 2,
        max_args: ANY,
        max_outputs: 1,
        summary: "Tile copies of an array",
    },
    BuiltinDef {
        name: "reshape",
        func: shape::reshape,
        min_args: 2,
        max_args: ANY,
        max_outputs: 1,
        summary: "Change the size of an array, keeping its elements",
    },
    BuiltinDef {
        name: "rng",
        func: random::rng,
        min_args: 0,
        max_args: 2,
        max_outputs: 1,
        summary: "Seed, save or restore the random number generator",
    },
    BuiltinDef {
        name: "round",
        func: elementwise::round,
        min_args: 1,
        max_args: 2,
        max_outputs: 1,
        summary: "Round to nearest (halves away from zero), or to N digits",
    },
    BuiltinDef {
        name: "sign",
        func: elementwise::sign,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Sign of elements (-1, 0 or 1)",
    },
    BuiltinDef {
        name: "size",
        func: shape::size,
        min_args: 1,
        max_args: ANY,
        max_outputs: ANY,
        summary: "Size of an array",
    },
    BuiltinDef {
        name: "sort",
        func: sort::sort,
        min_args: 1,
        max_args: 3,
        max_outputs: 2,
        summary: "Sort elements along a dimension, with source indices",
    },
    BuiltinDef {
        name: "sqrt",
        func: elementwise::sqrt,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Square root (complex for negative input)",
    },
    BuiltinDef {
        name: "squeeze",
        func: shape::squeeze,
        min_args: 1,
        max_args: 1,
        max_outputs: 1,
        summary: "Remove singleton dimensions",
    },
    BuiltinDef {
        name: "sum",
        func: reduce::sum,
        min_args: 1,
        max_args: 4,
        max_outputs: 1,
        summary: "Sum of elements along a dimension, vecdim or 'all'",
    },
    BuiltinDef {
        name: "true",
        func: construct::true_,
        min_args: 0,
        max_args: ANY,
        max_outputs: 1,
        summary: "Logical 1 (true) arrays",
    },
    BuiltinDef {
        name: "zeros",
        func: construct::zeros,
        min_args: 0,
        max_args: ANY,
        max_outputs: 1,
        summary: "Array of zeros",
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

//! The builtin registry: one sorted table of every builtin function with its
//! arity and one-line help summary. Each family lives in its own file beside
//! this one; this file holds only the table and the lookup.

pub mod args;
pub mod bounds;
pub mod cells;
pub mod compare;
pub mod concat;
pub mod construct;
pub mod cumminmax;
pub mod elementwise;
pub mod find;
pub mod functional;
pub mod io;
pub mod linalg;
pub mod minmax;
pub mod random;
pub mod reduce;
pub mod shape;
pub mod sort;
pub mod string_compare;
pub mod string_convert;
pub mod strings;
pub mod structs;
pub mod time;
pub mod topk;
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

/// A builtin's one output for real double scalar arguments, when that is a
/// real double scalar; `None` sends the call down the general path (which
/// also reports every error). Lets the interpreter run `m = max(m, k)` in
/// a loop without building argument lists or values.
pub type ScalarFn = fn(&[f64]) -> Option<f64>;

/// One entry of the registry.
pub struct BuiltinDef {
    pub name: &'static str,
    pub func: BuiltinFn,
    pub min_args: usize,
    /// `usize::MAX` for a variable number.
    pub max_args: usize,
    pub max_outputs: usize,
    pub summary: &'static str,
    /// The scalar shortcut, for builtins where it pays (see `ScalarFn`).
    pub scalar: Option<ScalarFn>,
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
    BuiltinDef {
        name,
        func,
        min_args,
        max_args,
        max_outputs,
        summary,
        scalar: None,
    }
}

impl BuiltinDef {
    /// Adds the real-double-scalar shortcut (see [`ScalarFn`]).
    pub const fn scalar(mut self, scalar: ScalarFn) -> Self {
        self.scalar = Some(scalar);
        self
    }
}

/// Every builtin, sorted by name (checked by a unit test).
#[rustfmt::skip]
pub static BUILTINS: &[BuiltinDef] = &[
    def("Inf", construct::inf, 0, ANY, 1, "Infinity: Inf, Inf(n), Inf(sz,...,'single')"),
    def("NaN", construct::nan, 0, ANY, 1, "Not-a-Number: NaN, NaN(n), NaN(sz,...,'single')"),
    def("abs", elementwise::abs, 1, 1, 1, "Absolute value and complex magnitude").scalar(elementwise::abs_scalar),
    def("all", reduce::all, 1, 2, 1, "True if all elements are nonzero, along a dimension, vecdim or 'all'"),
    def("angle", elementwise::angle, 1, 1, 1, "Phase angle of complex values"),
    def("any", reduce::any, 1, 2, 1, "True if any element is nonzero (NaN ignored), along a dimension, vecdim or 'all'"),
    def("arrayfun", functional::arrayfun, 2, ANY, ANY, "Apply a function to each element of an array"),
    def("assert", io::assert, 1, ANY, 0, "Throw an error when a condition is false"),
    def("blanks", strings::blanks, 1, 1, 1, "Character vector of blanks"),
    def("bounds", bounds::bounds, 1, 3, 2, "Smallest and largest elements in one pass"),
    def("cast", types::cast, 2, 2, 1, "Convert a value to another numeric, logical or char class"),
    def("cat", concat::cat, 1, ANY, 1, "Concatenate arrays along a dimension"),
    def("ceil", elementwise::ceil, 1, 1, 1, "Round toward positive infinity").scalar(elementwise::ceil_scalar),
    def("cell", cells::cell, 0, ANY, 1, "Create a cell array of empty matrices."),
    def("cell2mat", cells::cell2mat, 1, 1, 1, "Convert a cell array of blocks into an ordinary array."),
    def("cellfun", functional::cellfun, 2, ANY, ANY, "Apply a function to each cell of a cell array"),
    def("char", types::char, 0, ANY, 1, "Convert to a character array; pad several texts into rows"),
    def("chol", linalg::factor::chol, 1, 2, 2, "Cholesky factorization"),
    def("circshift", shape::circshift, 2, 3, 1, "Shift array elements circularly along dimensions"),
    def("class", types::class, 1, 1, 1, "Class name of a value"),
    def("complex", elementwise::complex, 1, 2, 1, "Complex array from real and imaginary parts"),
    def("cond", linalg::measure::cond, 1, 2, 1, "Condition number of a matrix"),
    def("conj", elementwise::conj, 1, 1, 1, "Complex conjugate"),
    def("contains", strings::contains, 2, 4, 1, "Whether text contains a pattern"),
    def("cross", linalg::measure::cross, 2, 3, 1, "Cross product of 3-element vectors"),
    def("cummax", cumminmax::cummax, 1, 4, 1, "Cumulative maximum along a dimension"),
    def("cummin", cumminmax::cummin, 1, 4, 1, "Cumulative minimum along a dimension"),
    def("cumprod", reduce::cumprod, 1, 4, 1, "Cumulative product along a dimension"),
    def("cumsum", reduce::cumsum, 1, 4, 1, "Cumulative sum along a dimension"),
    def("deal", functional::deal, 1, ANY, ANY, "Distribute inputs to outputs"),
    def("deblank", strings::deblank, 1, 1, 1, "Remove trailing whitespace from text"),
    def("det", linalg::operators::det, 1, 1, 1, "Determinant of a square matrix"),
    def("disp", io::disp, 1, 1, 0, "Display a value without its name"),
    def("display", io::display, 1, 1, 0, "Display a value with a name line"),
    def("dot", linalg::measure::dot, 2, 3, 1, "Dot product"),
    def("double", types::double, 1, 1, 1, "Convert to double precision"),
    def("eig", linalg::factor::eig, 1, 4, 3, "Eigenvalues and eigenvectors"),
    def("endsWith", strings::ends_with, 2, 4, 1, "Whether text ends with a pattern"),
    def("eps", construct::eps, 0, 1, 1, "Floating-point relative accuracy, or spacing of doubles near x"),
    def("error", io::error, 1, ANY, 0, "Throw an error with an optional identifier"),
    def("exp", elementwise::exp, 1, 1, 1, "Exponential"),
    def("eye", construct::eye, 0, ANY, 1, "Identity matrix"),
    def("false", construct::false_, 0, ANY, 1, "Logical 0 (false) arrays"),
    def("feval", functional::feval, 1, ANY, ANY, "Evaluate a function given by handle or name"),
    def("fft", linalg::fft::fft, 1, 3, 1, "Discrete Fourier transform"),
    def("fft2", linalg::fft::fft2, 1, 3, 1, "Two-dimensional discrete Fourier transform"),
    def("fftn", linalg::fft::fftn, 1, 2, 1, "N-dimensional discrete Fourier transform"),
    def("fftshift", linalg::fft::fftshift, 1, 2, 1, "Shift the zero-frequency component to the centre"),
    def("fieldnames", structs::fieldnames, 1, 1, 1, "Field names of a structure, as a column cell array."),
    def("find", find::find, 1, 3, 3, "Indices (or subscripts and values) of nonzero elements"),
    def("fix", elementwise::fix, 1, 1, 1, "Round toward zero").scalar(elementwise::fix_scalar),
    def("flintmax", types::flintmax, 0, 1, 1, "Largest consecutive integer in floating point"),
    def("floor", elementwise::floor, 1, 1, 1, "Round toward negative infinity").scalar(elementwise::floor_scalar),
    def("format", io::format, 0, 2, 0, "Set the display format (short, long, compact, loose)"),
    def("fprintf", io::fprintf, 1, ANY, 1, "Write formatted text to the output"),
    def("func2str", functional::func2str, 1, 1, 1, "Text of a function handle"),
    def("getfield", structs::getfield, 2, 2, 1, "Value of a structure field."),
    def("horzcat", concat::horzcat, 0, ANY, 1, "Concatenate arrays horizontally"),
    def("hypot", elementwise::hypot, 2, 2, 1, "Square root of sum of squares without overflow"),
    def("ifft", linalg::fft::ifft, 1, 4, 1, "Inverse discrete Fourier transform"),
    def("ifft2", linalg::fft::ifft2, 1, 4, 1, "Two-dimensional inverse discrete Fourier transform"),
    def("ifftn", linalg::fft::ifftn, 1, 3, 1, "N-dimensional inverse discrete Fourier transform"),
    def("ifftshift", linalg::fft::ifftshift, 1, 2, 1, "Undo fftshift"),
    def("imag", elementwise::imag, 1, 1, 1, "Imaginary part of complex values"),
    def("int16", types::int16, 1, 1, 1, "Convert to 16-bit signed integer"),
    def("int2str", io::int2str, 1, 1, 1, "Round numbers and convert them to text"),
    def("int32", types::int32, 1, 1, 1, "Convert to 32-bit signed integer"),
    def("int64", types::int64, 1, 1, 1, "Convert to 64-bit signed integer"),
    def("int8", types::int8, 1, 1, 1, "Convert to 8-bit signed integer"),
    def("intmax", types::intmax, 0, 1, 1, "Largest value of an integer class"),
    def("intmin", types::intmin, 0, 1, 1, "Smallest value of an integer class"),
    def("inv", linalg::operators::inv, 1, 1, 1, "Matrix inverse"),
    def("isa", types::isa, 2, 2, 1, "Whether a value has a class or belongs to a class category"),
    def("iscell", types::iscell, 1, 1, 1, "Whether a value is a cell array"),
    def("iscellstr", cells::iscellstr, 1, 1, 1, "True for a cell array of character vectors."),
    def("ischar", types::ischar, 1, 1, 1, "Whether a value is a character array"),
    def("iscolumn", shape::iscolumn, 1, 1, 1, "True for an n-by-1 array"),
    def("isempty", shape::isempty, 1, 1, 1, "True if an array has no elements"),
    def("isequal", compare::isequal, 2, ANY, 1, "True if all arguments are equal (NaN unequal)"),
    def("isequaln", compare::isequaln, 2, ANY, 1, "True if all arguments are equal, treating NaN as equal"),
    def("isfield", structs::isfield, 2, 2, 1, "True if the structure has the named field(s)."),
    def("isfinite", elementwise::isfinite, 1, 1, 1, "True for finite elements"),
    def("isfloat", types::isfloat, 1, 1, 1, "Whether a value is double or single"),
    def("isinf", elementwise::isinf, 1, 1, 1, "True for infinite elements"),
    def("isinteger", types::isinteger, 1, 1, 1, "Whether a value has an integer class"),
    def("islogical", types::islogical, 1, 1, 1, "Whether a value is logical"),
    def("ismatrix", shape::ismatrix, 1, 1, 1, "True for an array with two dimensions"),
    def("isnan", elementwise::isnan, 1, 1, 1, "True for NaN elements"),
    def("isnumeric", types::isnumeric, 1, 1, 1, "Whether a value is numeric"),
    def("isreal", types::isreal, 1, 1, 1, "Whether a value has no complex storage"),
    def("isrow", shape::isrow, 1, 1, 1, "True for a 1-by-n array"),
    def("isscalar", shape::isscalar, 1, 1, 1, "True for a 1-by-1 array"),
    def("isspace", strings::isspace, 1, 1, 1, "Which characters are whitespace"),
    def("isstring", types::isstring, 1, 1, 1, "Whether a value is a string array"),
    def("isstruct", types::isstruct, 1, 1, 1, "Whether a value is a struct array"),
    def("isvector", shape::isvector, 1, 1, 1, "True for a 1-by-n or n-by-1 array"),
    def("length", shape::length, 1, 1, 1, "Length of the largest dimension (0 if empty)"),
    def("linspace", construct::linspace, 2, 3, 1, "Row of evenly spaced points between two endpoints"),
    def("log", elementwise::log, 1, 1, 1, "Natural logarithm (complex for negative input)"),
    def("log10", elementwise::log10, 1, 1, 1, "Base-10 logarithm"),
    def("log2", elementwise::log2, 1, 1, 1, "Base-2 logarithm"),
    def("logical", types::logical, 1, 1, 1, "Convert to logical"),
    def("lower", strings::lower, 1, 1, 1, "Convert text to lowercase"),
    def("lu", linalg::factor::lu, 1, 2, 3, "LU factorization with partial pivoting"),
    def("mat2str", io::mat2str, 1, 3, 1, "Convert a matrix to evaluable text"),
    def("max", minmax::max, 1, ANY, 2, "Maximum elements of an array, or element-wise maximum of two arrays").scalar(minmax::max_scalar),
    def("maxk", topk::maxk, 2, 5, 2, "The k largest elements along a dimension"),
    def("mean", reduce::mean, 1, 4, 1, "Average along a dimension, vecdim or 'all'"),
    def("min", minmax::min, 1, ANY, 2, "Minimum elements of an array, or element-wise minimum of two arrays").scalar(minmax::min_scalar),
    def("mink", topk::mink, 2, 5, 2, "The k smallest elements along a dimension"),
    def("mldivide", linalg::operators::mldivide, 2, 2, 1, "Solve A*x = B (A \\ B)"),
    def("mod", elementwise::modulus, 2, 2, 1, "Remainder after division, with the sign of the divisor").scalar(elementwise::mod_scalar),
    def("mpower", linalg::operators::mpower, 2, 2, 1, "Matrix power (A ^ p)"),
    def("mrdivide", linalg::operators::mrdivide, 2, 2, 1, "Solve x*A = B (B / A)"),
    def("mtimes", linalg::operators::mtimes, 2, 2, 1, "Matrix multiplication (A * B)"),
    def("ndims", shape::ndims, 1, 1, 1, "Number of dimensions"),
    def("norm", linalg::measure::norm, 1, 2, 1, "Vector and matrix norms"),
    def("null", linalg::measure::null, 1, 2, 1, "Orthonormal basis of the null space"),
    def("num2cell", cells::num2cell, 1, 1, 1, "Put each element of an array in its own cell."),
    def("num2str", io::num2str, 1, 2, 1, "Convert numbers to text"),
    def("numel", shape::numel, 1, 1, 1, "Number of elements"),
    def("ones", construct::ones, 0, ANY, 1, "Array of ones"),
    def("orth", linalg::measure::orth, 1, 2, 1, "Orthonormal basis of the range"),
    def("pause", time::pause, 0, 1, 0, "Stop execution for a number of seconds"),
    def("permute", shape::permute, 2, 2, 1, "Rearrange the dimensions of an array"),
    def("pi", construct::pi, 0, ANY, 1, "Ratio of a circle's circumference to its diameter"),
    def("pinv", linalg::operators::pinv, 1, 2, 1, "Moore-Penrose pseudoinverse"),
    def("prod", reduce::prod, 1, 4, 1, "Product of elements along a dimension, vecdim or 'all'"),
    def("qr", linalg::factor::qr, 1, 3, 3, "QR factorization"),
    def("rand", construct::rand, 0, ANY, 1, "Uniform random numbers in (0,1) (Mersenne Twister, MATLAB's sequence)"),
    def("randn", construct::randn, 0, ANY, 1, "Standard normal random numbers"),
    def("rank", linalg::measure::rank, 1, 2, 1, "Rank of a matrix"),
    def("rcond", linalg::operators::rcond, 1, 1, 1, "Reciprocal condition number estimate"),
    def("real", elementwise::real, 1, 1, 1, "Real part of complex values"),
    def("realmax", types::realmax, 0, 1, 1, "Largest finite floating-point number"),
    def("realmin", types::realmin, 0, 1, 1, "Smallest positive normalized floating-point number"),
    def("rem", elementwise::rem, 2, 2, 1, "Remainder after division, with the sign of the dividend").scalar(elementwise::rem_scalar),
    def("repmat", construct::repmat, 2, ANY, 1, "Tile copies of an array"),
    def("reshape", shape::reshape, 2, ANY, 1, "Change the size of an array, keeping its elements"),
    def("rmfield", structs::rmfield, 2, 2, 1, "Remove fields from a structure."),
    def("rng", random::rng, 0, 2, 1, "Seed, save or restore the random number generator"),
    def("round", elementwise::round, 1, 2, 1, "Round to nearest (halves away from zero), or to N digits").scalar(elementwise::round_scalar),
    def("setfield", structs::setfield, 3, 3, 1, "Set a structure field."),
    def("sign", elementwise::sign, 1, 1, 1, "Sign of elements (-1, 0 or 1)"),
    def("single", types::single, 1, 1, 1, "Convert to single precision"),
    def("size", shape::size, 1, ANY, ANY, "Size of an array"),
    def("sort", sort::sort, 1, 3, 2, "Sort elements along a dimension, with source indices"),
    def("sprintf", io::sprintf, 1, ANY, 2, "Format data into text"),
    def("sqrt", elementwise::sqrt, 1, 1, 1, "Square root (complex for negative input)"),
    def("squeeze", shape::squeeze, 1, 1, 1, "Remove singleton dimensions"),
    def("startsWith", strings::starts_with, 2, 4, 1, "Whether text starts with a pattern"),
    def("str2double", string_convert::str2double, 1, 1, 1, "Convert text to double-precision numbers"),
    def("str2func", functional::str2func, 1, 1, 1, "Function handle from a function name"),
    def("strcat", strings::strcat, 1, ANY, 1, "Concatenate text horizontally"),
    def("strcmp", string_compare::strcmp, 2, 2, 1, "Compare text (case sensitive)"),
    def("strcmpi", string_compare::strcmpi, 2, 2, 1, "Compare text (case insensitive)"),
    def("strfind", strings::strfind, 2, 2, 1, "Find a pattern in text"),
    def("string", string_convert::string, 0, 1, 1, "Convert values to a string array"),
    def("strjoin", strings::strjoin, 1, 2, 1, "Join text with delimiters"),
    def("strlength", string_convert::strlength, 1, 1, 1, "Lengths of texts"),
    def("strncmp", string_compare::strncmp, 3, 3, 1, "Compare the first n characters of text (case sensitive)"),
    def("strncmpi", string_compare::strncmpi, 3, 3, 1, "Compare the first n characters of text (case insensitive)"),
    def("strrep", strings::strrep, 3, 3, 1, "Find and replace substrings"),
    def("strsplit", strings::strsplit, 1, ANY, 2, "Split text at delimiters"),
    def("strtrim", strings::strtrim, 1, 1, 1, "Remove leading and trailing whitespace from text"),
    def("struct", structs::struct_builtin, 0, ANY, 1, "Create a structure or structure array."),
    def("sum", reduce::sum, 1, 4, 1, "Sum of elements along a dimension, vecdim or 'all'"),
    def("svd", linalg::factor::svd, 1, 3, 3, "Singular value decomposition"),
    def("tic", time::tic, 0, 0, 1, "Start a stopwatch timer"),
    def("toc", time::toc, 0, 1, 1, "Read the stopwatch timer"),
    def("trace", linalg::measure::trace, 1, 1, 1, "Sum of the diagonal elements"),
    def("true", construct::true_, 0, ANY, 1, "Logical 1 (true) arrays"),
    def("uint16", types::uint16, 1, 1, 1, "Convert to 16-bit unsigned integer"),
    def("uint32", types::uint32, 1, 1, 1, "Convert to 32-bit unsigned integer"),
    def("uint64", types::uint64, 1, 1, 1, "Convert to 64-bit unsigned integer"),
    def("uint8", types::uint8, 1, 1, 1, "Convert to 8-bit unsigned integer"),
    def("upper", strings::upper, 1, 1, 1, "Convert text to uppercase"),
    def("vertcat", concat::vertcat, 0, ANY, 1, "Concatenate arrays vertically"),
    def("warning", io::warning, 1, ANY, 0, "Print a warning message or set warning states"),
    def("zeros", construct::zeros, 0, ANY, 1, "Array of zeros"),
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

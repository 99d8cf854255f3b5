//! The builtin registry: one sorted table of every builtin function with its
//! arity and one-line help summary. Each family lives in its own file beside
//! this one; this file holds only the table and the lookup.

pub mod args;
pub mod arrays;
pub mod bounds;
pub mod cells;
pub mod compare;
pub mod concat;
pub mod construct;
pub mod cumminmax;
pub mod dates;
pub mod elementwise;
pub mod find;
pub mod functional;
pub mod io;
pub mod linalg;
pub mod math;
pub mod minmax;
pub mod polynomials;
pub mod random;
pub mod reduce;
pub mod sets;
pub mod shape;
pub mod sort;
pub mod statistics;
pub mod string_compare;
pub mod string_convert;
pub mod string_split;
pub mod strings;
pub mod structs;
pub mod text;
pub mod time;
pub mod topk;
pub mod types;

use smallvec::SmallVec;

use crate::error::Result;
use crate::interp::session::entries as session_fns;
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
    pub fn is_session(&self) -> bool {
        matches!(self.body, Body::Session(_))
    }
}

/// The words `format` takes, for completion.
const FORMAT_OPTIONS: &[&str] = &[
    "bank", "compact", "hex", "long", "longE", "longG", "loose", "rat", "short", "shortE", "shortG",
];

/// Every builtin, sorted by name (checked by a unit test).
#[rustfmt::skip]
pub static BUILTINS: &[BuiltinDef] = &[
    def("Inf", construct::inf, 0, ANY, 1, "Infinity: Inf, Inf(n), Inf(sz,...,'single')"),
    def("NaN", construct::nan, 0, ANY, 1, "Not-a-Number: NaN, NaN(n), NaN(sz,...,'single')"),
    def("abs", elementwise::abs, 1, 1, 1, "Absolute value and complex magnitude").scalar(elementwise::abs_scalar),
    def("accumarray", statistics::binning::accumarray, 2, 6, 1, "Accumulate values with equal subscripts"),
    def("acos", math::trig::acos, 1, 1, 1, "Inverse cosine in radians (complex outside [-1, 1])"),
    def("acosd", math::trig::acosd, 1, 1, 1, "Inverse cosine in degrees"),
    def("acosh", math::trig::acosh, 1, 1, 1, "Inverse hyperbolic cosine (complex below 1)"),
    def("acot", math::trig::acot, 1, 1, 1, "Inverse cotangent in radians"),
    def("acsc", math::trig::acsc, 1, 1, 1, "Inverse cosecant in radians"),
    session("addpath", session_fns::addpath, 0, ANY, 0, "Add folders to the search path").words(Words::Files).process(),
    def("airy", math::bessel::airy, 1, 3, 1, "Airy functions Ai, Ai', Bi, Bi'"),
    def("all", reduce::all, 1, 2, 1, "True if all elements are nonzero, along a dimension, vecdim or 'all'"),
    def("and", math::operators::and, 2, 2, 1, "Element-wise logical AND, the function form of &"),
    def("angle", elementwise::angle, 1, 1, 1, "Phase angle of complex values"),
    def("any", reduce::any, 1, 2, 1, "True if any element is nonzero (NaN ignored), along a dimension, vecdim or 'all'"),
    def("arrayfun", functional::arrayfun, 2, ANY, ANY, "Apply a function to each element of an array"),
    def("asec", math::trig::asec, 1, 1, 1, "Inverse secant in radians"),
    def("asin", math::trig::asin, 1, 1, 1, "Inverse sine in radians (complex outside [-1, 1])"),
    def("asind", math::trig::asind, 1, 1, 1, "Inverse sine in degrees"),
    def("asinh", math::trig::asinh, 1, 1, 1, "Inverse hyperbolic sine"),
    def("assert", io::assert, 1, ANY, 0, "Throw an error when a condition is false").caller_errors(),
    def("atan", math::trig::atan, 1, 1, 1, "Inverse tangent in radians"),
    def("atan2", math::trig::atan2, 2, 2, 1, "Four-quadrant inverse tangent"),
    def("atand", math::trig::atand, 1, 1, 1, "Inverse tangent in degrees"),
    def("atanh", math::trig::atanh, 1, 1, 1, "Inverse hyperbolic tangent (complex outside [-1, 1])"),
    def("base2dec", text::radix::base2dec, 2, 2, 1, "Convert text in a base to numbers"),
    def("besselh", math::bessel::besselh, 2, 4, 1, "Bessel function of the third kind (Hankel function)"),
    def("besseli", math::bessel::besseli, 2, 3, 1, "Modified Bessel function of the first kind"),
    def("besselj", math::bessel::besselj, 2, 3, 1, "Bessel function of the first kind"),
    def("besselk", math::bessel::besselk, 2, 3, 1, "Modified Bessel function of the second kind"),
    def("bessely", math::bessel::bessely, 2, 3, 1, "Bessel function of the second kind"),
    def("beta", math::special::beta, 2, 2, 1, "Beta function"),
    def("betainc", math::special::betainc, 3, 4, 1, "Regularized incomplete beta function"),
    def("betaincinv", math::special::betaincinv, 3, 4, 1, "Inverse of the regularized incomplete beta function"),
    def("betaln", math::special::betaln, 2, 2, 1, "Logarithm of the beta function"),
    def("bin2dec", text::radix::bin2dec, 1, 1, 1, "Convert binary text to numbers"),
    def("bitand", math::bits::bitand, 2, 3, 1, "Bit-wise AND"),
    def("bitcmp", math::bits::bitcmp, 1, 2, 1, "Bit-wise complement"),
    def("bitor", math::bits::bitor, 2, 3, 1, "Bit-wise OR"),
    def("bitshift", math::bits::bitshift, 2, 3, 1, "Shift bits left (positive k) or right (negative k)"),
    def("bitxor", math::bits::bitxor, 2, 3, 1, "Bit-wise XOR"),
    def("blanks", strings::blanks, 1, 1, 1, "Character vector of blanks"),
    def("blkdiag", arrays::special::blkdiag, 0, ANY, 1, "Block diagonal matrix from the inputs"),
    def("bounds", bounds::bounds, 1, 3, 2, "Smallest and largest elements in one pass"),
    def("bsxfun", arrays::expand::bsxfun, 3, 3, 1, "Apply a binary function with singleton expansion"),
    def("calendar", dates::calendar::calendar, 0, 2, 1, "Calendar of a month as a 6-by-7 matrix"),
    def("cast", types::cast, 2, 2, 1, "Convert a value to another numeric, logical or char class"),
    def("cat", concat::cat, 1, ANY, 1, "Concatenate arrays along a dimension"),
    session("cd", session_fns::cd, 0, 1, 1, "Change the current folder").words(Words::Files).process(),
    def("ceil", elementwise::ceil, 1, 1, 1, "Round toward positive infinity").scalar(elementwise::ceil_scalar),
    def("cell", cells::cell, 0, ANY, 1, "Create a cell array of empty matrices."),
    def("cell2mat", cells::cell2mat, 1, 1, 1, "Convert a cell array of blocks into an ordinary array."),
    def("cellfun", functional::cellfun, 2, ANY, ANY, "Apply a function to each cell of a cell array"),
    def("cellstr", text::classify::cellstr, 1, 1, 1, "Convert to a cell array of character vectors"),
    def("char", types::char, 0, ANY, 1, "Convert to a character array; pad several texts into rows"),
    def("chol", linalg::factor::chol, 1, 2, 2, "Cholesky factorization"),
    def("circshift", shape::circshift, 2, 3, 1, "Shift array elements circularly along dimensions"),
    def("class", types::class, 1, 1, 1, "Class name of a value"),
    session("clc", session_fns::clc, 0, 0, 0, "Clear the Command Window"),
    session("clear", session_fns::clear, 0, ANY, 0, "Remove variables from the workspace").words(Words::Names),
    def("clock", dates::calendar::clock, 0, 0, 1, "Current local date and time as a date vector"),
    def("colon", arrays::grids::colon, 2, 3, 1, "Function form of j:k and j:i:k"),
    def("compan", arrays::special::compan, 1, 1, 1, "Companion matrix of a polynomial"),
    def("complex", elementwise::complex, 1, 2, 1, "Complex array from real and imaginary parts"),
    def("compose", text::compose::compose, 1, ANY, 1, "Format data into an array of texts"),
    def("cond", linalg::measure::cond, 1, 2, 1, "Condition number of a matrix"),
    def("conj", elementwise::conj, 1, 1, 1, "Complex conjugate"),
    def("contains", strings::contains, 2, 4, 1, "Whether text contains a pattern"),
    def("conv", polynomials::poly::conv, 2, 3, 1, "Convolution and polynomial multiplication"),
    def("corrcoef", statistics::spread::corrcoef, 1, ANY, 1, "Correlation coefficients"),
    def("cos", math::trig::cos, 1, 1, 1, "Cosine of an angle in radians"),
    def("cosd", math::trig::cosd, 1, 1, 1, "Cosine of an angle in degrees (exact at multiples of 90)"),
    def("cosh", math::trig::cosh, 1, 1, 1, "Hyperbolic cosine"),
    def("cot", math::trig::cot, 1, 1, 1, "Cotangent of an angle in radians"),
    def("count", text::edit::count, 2, 4, 1, "Count occurrences of a pattern in text"),
    def("cov", statistics::spread::cov, 1, 4, 1, "Covariance"),
    def("cross", linalg::measure::cross, 2, 3, 1, "Cross product of 3-element vectors"),
    def("csc", math::trig::csc, 1, 1, 1, "Cosecant of an angle in radians"),
    def("ctranspose", math::operators::ctranspose, 1, 1, 1, "Complex conjugate transpose, the function form of '"),
    def("cummax", cumminmax::cummax, 1, 4, 1, "Cumulative maximum along a dimension"),
    def("cummin", cumminmax::cummin, 1, 4, 1, "Cumulative minimum along a dimension"),
    def("cumprod", reduce::cumprod, 1, 4, 1, "Cumulative product along a dimension"),
    def("cumsum", reduce::cumsum, 1, 4, 1, "Cumulative sum along a dimension"),
    def("cumtrapz", statistics::calculus::cumtrapz, 1, 3, 1, "Cumulative trapezoidal integration"),
    def("date", dates::calendar::date, 0, 0, 1, "Today as dd-mmm-yyyy text"),
    def("datenum", dates::calendar::datenum, 1, 6, 1, "Serial date number from date parts, date vectors or date text"),
    def("datestr", dates::format::datestr, 1, 2, 1, "Date text in a numbered (0-31) or free-form format"),
    def("datevec", dates::calendar::datevec, 1, 2, 6, "Date vector [Y M D H MI S] from serial dates or date text"),
    def("deal", functional::deal, 1, ANY, ANY, "Distribute inputs to outputs"),
    def("deblank", strings::deblank, 1, 1, 1, "Remove trailing whitespace from text"),
    def("dec2base", text::radix::dec2base, 2, 3, 1, "Convert nonnegative integers to text in a base"),
    def("dec2bin", text::radix::dec2bin, 1, 2, 1, "Convert nonnegative integers to binary text"),
    def("dec2hex", text::radix::dec2hex, 1, 2, 1, "Convert nonnegative integers to hexadecimal text"),
    def("deconv", polynomials::poly::deconv, 2, 2, 2, "Deconvolution and polynomial division"),
    def("deg2rad", math::trig::deg2rad, 1, 1, 1, "Convert angles from degrees to radians"),
    def("det", linalg::operators::det, 1, 1, 1, "Determinant of a square matrix"),
    def("diag", arrays::diagonal::diag, 1, 2, 1, "Diagonal matrix from a vector, or diagonal of a matrix"),
    def("diff", statistics::calculus::diff, 1, 3, 1, "Differences between adjacent elements"),
    session("dir", session_fns::dir, 0, 1, 1, "List folder contents").words(Words::Files).process(),
    def("discretize", statistics::binning::discretize, 2, ANY, 2, "Group data into bins"),
    def("disp", io::disp, 1, 1, 0, "Display a value without its name"),
    def("display", io::display, 1, 1, 0, "Display a value with a name line"),
    def("dot", linalg::measure::dot, 2, 3, 1, "Dot product"),
    def("double", types::double, 1, 1, 1, "Convert to double precision"),
    def("eig", linalg::factor::eig, 1, 4, 3, "Eigenvalues and eigenvectors"),
    def("ellipke", math::special::ellipke, 1, 1, 2, "Complete elliptic integrals of the first and second kind"),
    def("endsWith", strings::ends_with, 2, 4, 1, "Whether text ends with a pattern"),
    def("eps", construct::eps, 0, 1, 1, "Floating-point relative accuracy, or spacing of doubles near x"),
    def("eq", math::operators::eq, 2, 2, 1, "Element-wise equality, the function form of =="),
    def("erase", text::edit::erase, 2, 2, 1, "Delete every occurrence of a pattern from text"),
    def("erf", math::special::erf, 1, 1, 1, "Error function"),
    def("erfc", math::special::erfc, 1, 1, 1, "Complementary error function"),
    def("erfcinv", math::special::erfcinv, 1, 1, 1, "Inverse complementary error function"),
    def("erfcx", math::special::erfcx, 1, 1, 1, "Scaled complementary error function exp(x^2)*erfc(x)"),
    def("erfinv", math::special::erfinv, 1, 1, 1, "Inverse error function"),
    def("error", io::error, 1, ANY, 0, "Throw an error with an optional identifier").caller_errors(),
    def("etime", dates::calendar::etime, 2, 2, 1, "Seconds between two date vectors"),
    session("eval", session_fns::eval, 0, 2, ANY, "Evaluate MATLAB code given as text"),
    session("exist", session_fns::exist, 0, 2, 1, "Check whether a variable, function, file or folder exists").words(Words::Names),
    session("exit", session_fns::exit, 0, 1, 0, "End the session").process(),
    def("exp", elementwise::exp, 1, 1, 1, "Exponential"),
    def("expint", math::special::expint, 1, 1, 1, "Exponential integral E1"),
    def("expm1", math::exponential::expm1, 1, 1, 1, "exp(x)-1, accurate for small x"),
    def("extractAfter", text::edit::extract_after, 2, 2, 1, "Text after a pattern or position"),
    def("extractBefore", text::edit::extract_before, 2, 2, 1, "Text before a pattern or position"),
    def("extractBetween", text::assemble::extract_between, 3, 3, 1, "Text between two patterns or positions"),
    def("eye", construct::eye, 0, ANY, 1, "Identity matrix"),
    def("factor", math::number_theory::factor, 1, 1, 1, "Prime factors of an integer"),
    def("factorial", math::number_theory::factorial, 1, 1, 1, "Factorial of nonnegative integers"),
    def("false", construct::false_, 0, ANY, 1, "Logical 0 (false) arrays"),
    def("feval", functional::feval, 1, ANY, ANY, "Evaluate a function given by handle or name"),
    def("fft", linalg::fft::fft, 1, 3, 1, "Discrete Fourier transform"),
    def("fft2", linalg::fft::fft2, 1, 3, 1, "Two-dimensional discrete Fourier transform"),
    def("fftn", linalg::fft::fftn, 1, 2, 1, "N-dimensional discrete Fourier transform"),
    def("fftshift", linalg::fft::fftshift, 1, 2, 1, "Shift the zero-frequency component to the centre"),
    def("fieldnames", structs::fieldnames, 1, 1, 1, "Field names of a structure, as a column cell array."),
    def("filter", polynomials::poly::filter, 3, 5, 2, "1-D digital filter"),
    def("find", find::find, 1, 3, 3, "Indices (or subscripts and values) of nonzero elements"),
    def("fix", elementwise::fix, 1, 1, 1, "Round toward zero").scalar(elementwise::fix_scalar),
    def("flintmax", types::flintmax, 0, 1, 1, "Largest consecutive integer in floating point"),
    def("flip", arrays::moves::flip, 1, 2, 1, "Reverse the order of elements along a dimension"),
    def("fliplr", arrays::moves::fliplr, 1, 1, 1, "Reverse the order of columns"),
    def("flipud", arrays::moves::flipud, 1, 1, 1, "Reverse the order of rows"),
    def("floor", elementwise::floor, 1, 1, 1, "Round toward negative infinity").scalar(elementwise::floor_scalar),
    def("format", io::format, 0, 2, 0, "Set the display format (short, long, compact, loose)").words(Words::Options(FORMAT_OPTIONS)),
    def("fprintf", io::fprintf, 1, ANY, 1, "Write formatted text to the output"),
    def("func2str", functional::func2str, 1, 1, 1, "Text of a function handle"),
    def("gamma", math::special::gamma, 1, 1, 1, "Gamma function"),
    def("gammainc", math::special::gammainc, 2, 3, 1, "Regularized incomplete gamma function (lower, upper, scaled)"),
    def("gammaincinv", math::special::gammaincinv, 2, 3, 1, "Inverse of the regularized incomplete gamma function"),
    def("gammaln", math::special::gammaln, 1, 1, 1, "Logarithm of the gamma function"),
    def("gcd", math::number_theory::gcd, 2, 2, 3, "Greatest common divisor, with Bezout coefficients"),
    def("ge", math::operators::ge, 2, 2, 1, "Element-wise >=, the function form of >="),
    session("get", session_fns::get, 0, ANY, 1, "Get the root property RecursionLimit: get(0, 'RecursionLimit')"),
    session("getReport", session_fns::get_report, 0, ANY, 1, "Error message of an MException"),
    def("getfield", structs::getfield, 2, 2, 1, "Value of a structure field."),
    def("gradient", statistics::calculus::gradient, 1, ANY, ANY, "Numerical gradient"),
    def("gt", math::operators::gt, 2, 2, 1, "Element-wise >, the function form of >"),
    def("hankel", arrays::special::hankel, 1, 2, 1, "Hankel matrix"),
    session("help", session_fns::help, 0, 1, 1, "Help for functions in the Command Window").words(Words::Names),
    def("hex2dec", text::radix::hex2dec, 1, 1, 1, "Convert hexadecimal text to numbers"),
    def("hilb", arrays::special::hilb, 1, 2, 1, "Hilbert matrix"),
    def("histcounts", statistics::binning::histcounts, 1, ANY, 3, "Histogram bin counts"),
    def("horzcat", concat::horzcat, 0, ANY, 1, "Concatenate arrays horizontally"),
    def("hypot", elementwise::hypot, 2, 2, 1, "Square root of sum of squares without overflow"),
    def("i", math::constants::i, 0, 0, 1, "Imaginary unit"),
    def("ifft", linalg::fft::ifft, 1, 4, 1, "Inverse discrete Fourier transform"),
    def("ifft2", linalg::fft::ifft2, 1, 4, 1, "Two-dimensional inverse discrete Fourier transform"),
    def("ifftn", linalg::fft::ifftn, 1, 3, 1, "N-dimensional inverse discrete Fourier transform"),
    def("ifftshift", linalg::fft::ifftshift, 1, 2, 1, "Undo fftshift"),
    def("imag", elementwise::imag, 1, 1, 1, "Imaginary part of complex values"),
    def("ind2sub", arrays::grids::ind2sub, 2, 2, ANY, "Subscripts from linear indices"),
    def("inf", construct::inf, 0, ANY, 1, "Infinity (lowercase alias of Inf)"),
    def("insertAfter", text::edit::insert_after, 3, 3, 1, "Insert text after a pattern or position"),
    def("insertBefore", text::edit::insert_before, 3, 3, 1, "Insert text before a pattern or position"),
    def("int16", types::int16, 1, 1, 1, "Convert to 16-bit signed integer"),
    def("int2str", io::int2str, 1, 1, 1, "Round numbers and convert them to text"),
    def("int32", types::int32, 1, 1, 1, "Convert to 32-bit signed integer"),
    def("int64", types::int64, 1, 1, 1, "Convert to 64-bit signed integer"),
    def("int8", types::int8, 1, 1, 1, "Convert to 8-bit signed integer"),
    def("interp1", polynomials::interp::interp1, 2, 5, 1, "1-D data interpolation"),
    def("intersect", sets::combine::intersect, 2, 4, 3, "Set intersection of two arrays"),
    def("intmax", types::intmax, 0, 1, 1, "Largest value of an integer class"),
    def("intmin", types::intmin, 0, 1, 1, "Smallest value of an integer class"),
    def("inv", linalg::operators::inv, 1, 1, 1, "Matrix inverse"),
    def("invhilb", arrays::special::invhilb, 1, 2, 1, "Exact inverse of the Hilbert matrix"),
    def("iqr", statistics::order::iqr, 1, 2, 1, "Interquartile range"),
    def("isa", types::isa, 2, 2, 1, "Whether a value has a class or belongs to a class category"),
    def("isbanded", arrays::diagonal::isbanded, 3, 3, 1, "True if nonzeros lie within a band"),
    def("iscell", types::iscell, 1, 1, 1, "Whether a value is a cell array"),
    def("iscellstr", cells::iscellstr, 1, 1, 1, "True for a cell array of character vectors."),
    def("ischar", types::ischar, 1, 1, 1, "Whether a value is a character array"),
    def("iscolumn", shape::iscolumn, 1, 1, 1, "True for an n-by-1 array"),
    def("isdiag", arrays::diagonal::isdiag, 1, 1, 1, "True for a diagonal matrix"),
    def("isempty", shape::isempty, 1, 1, 1, "True if an array has no elements"),
    def("isequal", compare::isequal, 2, ANY, 1, "True if all arguments are equal (NaN unequal)"),
    def("isequaln", compare::isequaln, 2, ANY, 1, "True if all arguments are equal, treating NaN as equal"),
    def("isfield", structs::isfield, 2, 2, 1, "True if the structure has the named field(s)."),
    def("isfinite", elementwise::isfinite, 1, 1, 1, "True for finite elements"),
    def("isfloat", types::isfloat, 1, 1, 1, "Whether a value is double or single"),
    def("isinf", elementwise::isinf, 1, 1, 1, "True for infinite elements"),
    def("isinteger", types::isinteger, 1, 1, 1, "Whether a value has an integer class"),
    def("isletter", text::classify::isletter, 1, 1, 1, "Which characters are letters"),
    def("islogical", types::islogical, 1, 1, 1, "Whether a value is logical"),
    def("ismatrix", shape::ismatrix, 1, 1, 1, "True for an array with two dimensions"),
    def("ismember", sets::combine::ismember, 2, 3, 2, "Array elements that are members of a set"),
    def("ismembertol", sets::tolerance::ismembertol, 2, ANY, 2, "Members of a set within a tolerance"),
    def("isnan", elementwise::isnan, 1, 1, 1, "True for NaN elements"),
    def("isnumeric", types::isnumeric, 1, 1, 1, "Whether a value is numeric"),
    def("isprime", math::number_theory::isprime, 1, 1, 1, "True for prime numbers"),
    def("isreal", types::isreal, 1, 1, 1, "Whether a value has no complex storage"),
    def("isrow", shape::isrow, 1, 1, 1, "True for a 1-by-n array"),
    def("isscalar", shape::isscalar, 1, 1, 1, "True for a 1-by-1 array"),
    def("issorted", statistics::rows::issorted, 1, 3, 1, "True if an array is sorted"),
    def("isspace", strings::isspace, 1, 1, 1, "Which characters are whitespace"),
    def("issquare", arrays::diagonal::issquare, 1, 1, 1, "True for a 2-D array with as many rows as columns"),
    def("isstring", types::isstring, 1, 1, 1, "Whether a value is a string array"),
    def("isstrprop", text::classify::isstrprop, 2, 4, 1, "Which characters belong to a category (alpha, digit, wspace, ...)"),
    def("isstruct", types::isstruct, 1, 1, 1, "Whether a value is a struct array"),
    def("istril", arrays::diagonal::istril, 1, 1, 1, "True for a lower triangular matrix"),
    def("istriu", arrays::diagonal::istriu, 1, 1, 1, "True for an upper triangular matrix"),
    def("isvector", shape::isvector, 1, 1, 1, "True for a 1-by-n or n-by-1 array"),
    def("j", math::constants::j, 0, 0, 1, "Imaginary unit"),
    def("join", text::assemble::join, 1, 2, 1, "Join the texts of each row with a delimiter"),
    def("kron", arrays::special::kron, 2, 2, 1, "Kronecker tensor product"),
    def("lcm", math::number_theory::lcm, 2, 2, 1, "Least common multiple"),
    def("ldivide", math::operators::ldivide, 2, 2, 1, "Element-wise left division, the function form of .\\"),
    def("le", math::operators::le, 2, 2, 1, "Element-wise <=, the function form of <="),
    def("legendre", math::bessel::legendre, 2, 3, 1, "Associated Legendre functions"),
    def("length", shape::length, 1, 1, 1, "Length of the largest dimension (0 if empty)"),
    def("linspace", construct::linspace, 2, 3, 1, "Row of evenly spaced points between two endpoints"),
    def("log", elementwise::log, 1, 1, 1, "Natural logarithm (complex for negative input)"),
    def("log10", elementwise::log10, 1, 1, 1, "Base-10 logarithm"),
    def("log1p", math::exponential::log1p, 1, 1, 1, "log(1+x), accurate for small x"),
    def("log2", math::exponential::log2, 1, 1, 2, "Base-2 logarithm, or mantissa and exponent with two outputs"),
    def("logical", types::logical, 1, 1, 1, "Convert to logical"),
    def("logspace", arrays::grids::logspace, 2, 3, 1, "Logarithmically spaced row vector"),
    def("lower", strings::lower, 1, 1, 1, "Convert text to lowercase"),
    session("ls", session_fns::ls, 0, 1, 1, "List folder contents").words(Words::Files).process(),
    def("lt", math::operators::lt, 2, 2, 1, "Element-wise <, the function form of <"),
    def("lu", linalg::factor::lu, 1, 2, 3, "LU factorization with partial pivoting"),
    def("magic", arrays::special::magic, 1, 1, 1, "Magic square"),
    def("mat2str", io::mat2str, 1, 3, 1, "Convert a matrix to evaluable text"),
    def("max", minmax::max, 1, ANY, 2, "Maximum elements of an array, or element-wise maximum of two arrays").scalar(minmax::max_scalar),
    def("maxk", topk::maxk, 2, 5, 2, "The k largest elements along a dimension"),
    def("mean", reduce::mean, 1, 4, 1, "Average along a dimension, vecdim or 'all'"),
    def("median", statistics::order::median, 1, 4, 1, "Median value along a dimension"),
    def("meshgrid", arrays::grids::meshgrid, 1, 3, 3, "2-D and 3-D grids from vectors"),
    def("min", minmax::min, 1, ANY, 2, "Minimum elements of an array, or element-wise minimum of two arrays").scalar(minmax::min_scalar),
    def("mink", topk::mink, 2, 5, 2, "The k smallest elements along a dimension"),
    def("minus", math::operators::minus, 2, 2, 1, "Subtraction, the function form of -"),
    def("mldivide", linalg::operators::mldivide, 2, 2, 1, "Solve linear systems, the function form of \\"),
    def("mod", elementwise::modulus, 2, 2, 1, "Remainder after division, with the sign of the divisor").scalar(elementwise::mod_scalar),
    def("mode", statistics::order::mode, 1, 2, 3, "Most frequent value along a dimension"),
    def("movmax", statistics::moving::movmax, 2, ANY, 1, "Moving maximum"),
    def("movmean", statistics::moving::movmean, 2, ANY, 1, "Moving mean"),
    def("movmedian", statistics::moving::movmedian, 2, ANY, 1, "Moving median"),
    def("movmin", statistics::moving::movmin, 2, ANY, 1, "Moving minimum"),
    def("movsum", statistics::moving::movsum, 2, ANY, 1, "Moving sum"),
    def("mpower", linalg::operators::mpower, 2, 2, 1, "Matrix power, the function form of ^"),
    def("mrdivide", linalg::operators::mrdivide, 2, 2, 1, "Solve linear systems xA = B, the function form of /"),
    def("mtimes", linalg::operators::mtimes, 2, 2, 1, "Matrix multiplication, the function form of *"),
    def("nan", construct::nan, 0, ANY, 1, "Not-a-Number (lowercase alias of NaN)"),
    session("nargin", session_fns::nargin, 0, 1, 1, "Number of function input arguments"),
    session("nargout", session_fns::nargout, 0, 1, 1, "Number of function output arguments"),
    def("nchoosek", math::number_theory::nchoosek, 2, 2, 1, "Binomial coefficient, or all combinations of a vector's elements"),
    def("ndgrid", arrays::grids::ndgrid, 1, ANY, ANY, "N-D grids from vectors"),
    def("ndims", shape::ndims, 1, 1, 1, "Number of dimensions"),
    def("ne", math::operators::ne, 2, 2, 1, "Element-wise inequality, the function form of ~="),
    def("newline", text::edit::newline, 0, 0, 1, "Newline character, char(10)"),
    def("nextpow2", math::exponential::nextpow2, 1, 1, 1, "Exponent of the next higher power of 2"),
    def("nnz", arrays::grids::nnz, 1, 1, 1, "Number of nonzero elements"),
    def("norm", linalg::measure::norm, 1, 2, 1, "Vector and matrix norms"),
    def("normalize", statistics::scaling::normalize, 1, 4, 1, "Normalize data"),
    def("not", math::operators::not, 1, 1, 1, "Logical NOT, the function form of ~"),
    def("now", dates::calendar::now, 0, 0, 1, "Current local date and time as a serial date number"),
    def("nthroot", math::exponential::nthroot, 2, 2, 1, "Real nth root of real numbers"),
    def("null", linalg::measure::null, 1, 2, 1, "Orthonormal basis of the null space"),
    def("num2cell", cells::num2cell, 1, 1, 1, "Put each element of an array in its own cell."),
    def("num2str", io::num2str, 1, 2, 1, "Convert numbers to text"),
    def("numel", shape::numel, 1, 1, 1, "Number of elements"),
    def("ones", construct::ones, 0, ANY, 1, "Array of ones"),
    def("or", math::operators::or, 2, 2, 1, "Element-wise logical OR, the function form of |"),
    def("orth", linalg::measure::orth, 1, 2, 1, "Orthonormal basis of the range"),
    def("pad", text::assemble::pad, 1, 4, 1, "Pad text with blanks or a character to a common length"),
    def("pascal", arrays::special::pascal, 1, 3, 1, "Pascal matrix"),
    def("pause", time::pause, 0, 1, 0, "Stop execution for a number of seconds").process(),
    def("permute", shape::permute, 2, 2, 1, "Rearrange the dimensions of an array"),
    def("pi", construct::pi, 0, ANY, 1, "Ratio of a circle's circumference to its diameter"),
    def("pinv", linalg::operators::pinv, 1, 2, 1, "Moore-Penrose pseudoinverse"),
    def("plus", math::operators::plus, 2, 2, 1, "Addition, the function form of +"),
    def("poly", polynomials::poly::poly, 1, 1, 1, "Polynomial with the given roots"),
    def("polyder", polynomials::poly::polyder, 1, 2, 2, "Polynomial derivative"),
    def("polyfit", polynomials::poly::polyfit, 3, 3, 3, "Polynomial curve fitting"),
    def("polyint", polynomials::poly::polyint, 1, 2, 1, "Polynomial integration"),
    def("polyval", polynomials::poly::polyval, 2, 4, 1, "Polynomial evaluation"),
    def("pow2", math::exponential::pow2, 1, 2, 1, "Base-2 power and scaling: 2.^e or f.*2.^e"),
    def("power", math::operators::power, 2, 2, 1, "Element-wise power, the function form of .^"),
    def("prctile", statistics::order::prctile, 2, 4, 1, "Percentiles of a data set"),
    def("primes", math::number_theory::primes, 1, 1, 1, "Prime numbers less than or equal to n"),
    def("prod", reduce::prod, 1, 4, 1, "Product of elements along a dimension, vecdim or 'all'"),
    session("pwd", session_fns::pwd, 0, 0, 1, "Identify the current folder"),
    def("qr", linalg::factor::qr, 1, 3, 3, "QR factorization"),
    def("quantile", statistics::order::quantile, 2, 4, 1, "Quantiles of a data set"),
    session("quit", session_fns::exit, 0, 1, 0, "End the session").process(),
    def("rad2deg", math::trig::rad2deg, 1, 1, 1, "Convert angles from radians to degrees"),
    def("rand", construct::rand, 0, ANY, 1, "Uniform random numbers in (0,1) (Mersenne Twister, MATLAB's sequence)"),
    def("randi", arrays::grids::randi, 1, ANY, 1, "Uniformly distributed random integers"),
    def("randn", construct::randn, 0, ANY, 1, "Standard normal random numbers"),
    def("randperm", arrays::grids::randperm, 1, 2, 1, "Random permutation of integers"),
    def("rank", linalg::measure::rank, 1, 2, 1, "Rank of a matrix"),
    def("rcond", linalg::operators::rcond, 1, 1, 1, "Reciprocal condition number estimate"),
    def("rdivide", math::operators::rdivide, 2, 2, 1, "Element-wise right division, the function form of ./"),
    def("real", elementwise::real, 1, 1, 1, "Real part of complex values"),
    def("reallog", math::exponential::reallog, 1, 1, 1, "Natural logarithm of nonnegative real input (error otherwise)"),
    def("realmax", types::realmax, 0, 1, 1, "Largest finite floating-point number"),
    def("realmin", types::realmin, 0, 1, 1, "Smallest positive normalized floating-point number"),
    def("realpow", math::exponential::realpow, 2, 2, 1, "Element-wise power with real results only (error otherwise)"),
    def("realsqrt", math::exponential::realsqrt, 1, 1, 1, "Square root of nonnegative real input (error otherwise)"),
    def("regexp", text::regexp::regexp, 2, ANY, 7, "Match regular expressions: start, end, tokens, names, split..."),
    def("regexpi", text::regexp::regexpi, 2, ANY, 7, "Match regular expressions, ignoring case"),
    def("regexprep", text::regexprep::regexprep, 3, ANY, 1, "Replace text using regular expressions"),
    def("regexptranslate", text::regexprep::regexptranslate, 2, 2, 1, "Escape text or translate wildcards into a regular expression"),
    def("rem", elementwise::rem, 2, 2, 1, "Remainder after division, with the sign of the dividend").scalar(elementwise::rem_scalar),
    def("repelem", arrays::moves::repelem, 2, ANY, 1, "Repeat copies of each array element"),
    def("replace", text::edit::replace, 3, 3, 1, "Find and replace one or more substrings"),
    def("repmat", construct::repmat, 2, ANY, 1, "Tile copies of an array"),
    def("rescale", statistics::scaling::rescale, 1, 7, 1, "Scale the range of array elements"),
    def("reshape", shape::reshape, 2, ANY, 1, "Change the size of an array, keeping its elements"),
    session("rethrow", session_fns::rethrow, 0, ANY, 0, "Rethrow a previously caught exception").caller_errors(),
    def("reverse", text::edit::reverse, 1, 1, 1, "Reverse the order of characters in text"),
    def("rmfield", structs::rmfield, 2, 2, 1, "Remove fields from a structure."),
    session("rmpath", session_fns::rmpath, 0, ANY, 0, "Remove folders from the search path").words(Words::Files).process(),
    def("rng", random::rng, 0, 2, 1, "Seed, save or restore the random number generator"),
    def("rot90", arrays::moves::rot90, 1, 2, 1, "Rotate an array by 90 degrees"),
    def("round", elementwise::round, 1, 2, 1, "Round to nearest (halves away from zero), or to N digits").scalar(elementwise::round_scalar),
    session("run", session_fns::run, 0, 1, 0, "Run a script").words(Words::Files).process(),
    def("sec", math::trig::sec, 1, 1, 1, "Secant of an angle in radians"),
    session("set", session_fns::set, 0, ANY, 1, "Set the root property RecursionLimit: set(0, 'RecursionLimit', N)"),
    def("setdiff", sets::combine::setdiff, 2, 4, 2, "Set difference of two arrays"),
    def("setfield", structs::setfield, 3, 3, 1, "Set a structure field."),
    def("setxor", sets::combine::setxor, 2, 4, 3, "Set exclusive OR of two arrays"),
    def("shiftdim", arrays::moves::shiftdim, 1, 2, 2, "Shift dimensions of an array"),
    def("sign", elementwise::sign, 1, 1, 1, "Sign of elements (-1, 0 or 1)"),
    def("sin", math::trig::sin, 1, 1, 1, "Sine of an angle in radians"),
    def("sind", math::trig::sind, 1, 1, 1, "Sine of an angle in degrees (exact at multiples of 90)"),
    def("single", types::single, 1, 1, 1, "Convert to single precision"),
    def("sinh", math::trig::sinh, 1, 1, 1, "Hyperbolic sine"),
    def("size", shape::size, 1, ANY, ANY, "Size of an array"),
    def("sort", sort::sort, 1, 7, 2, "Sort elements along a dimension, with source indices"),
    def("sortrows", statistics::rows::sortrows, 1, 3, 2, "Sort rows of a matrix or cell array"),
    def("split", text::assemble::split, 1, 4, 1, "Split text at whitespace or delimiters into a column"),
    def("splitlines", text::classify::splitlines, 1, 1, 1, "Split text at newline characters"),
    def("sprintf", io::sprintf, 1, ANY, 2, "Format data into text"),
    def("sqrt", elementwise::sqrt, 1, 1, 1, "Square root (complex for negative input)"),
    def("squeeze", shape::squeeze, 1, 1, 1, "Remove singleton dimensions"),
    def("startsWith", strings::starts_with, 2, 4, 1, "Whether text starts with a pattern"),
    def("std", statistics::spread::std, 1, 4, 2, "Standard deviation"),
    def("str2double", string_convert::str2double, 1, 1, 1, "Convert text to double-precision numbers"),
    def("str2func", functional::str2func, 1, 1, 1, "Function handle from a function name"),
    def("strcat", strings::strcat, 1, ANY, 1, "Concatenate text horizontally"),
    def("strcmp", string_compare::strcmp, 2, 2, 1, "Compare text (case sensitive)"),
    def("strcmpi", string_compare::strcmpi, 2, 2, 1, "Compare text (case insensitive)"),
    def("strfind", strings::strfind, 2, 2, 1, "Find a pattern in text"),
    def("string", string_convert::string, 0, 1, 1, "Convert values to a string array"),
    def("strings", text::classify::strings, 0, ANY, 1, "String array of empty strings"),
    def("strip", text::edit::strip, 1, 3, 1, "Remove leading and trailing whitespace or a pad character"),
    def("strjoin", strings::strjoin, 1, 2, 1, "Join text with delimiters"),
    def("strjust", text::classify::strjust, 1, 2, 1, "Justify the rows of a character array"),
    def("strlength", string_convert::strlength, 1, 1, 1, "Lengths of texts"),
    def("strncmp", string_compare::strncmp, 3, 3, 1, "Compare the first n characters of text (case sensitive)"),
    def("strncmpi", string_compare::strncmpi, 3, 3, 1, "Compare the first n characters of text (case insensitive)"),
    def("strrep", strings::strrep, 3, 3, 1, "Find and replace substrings"),
    def("strsplit", strings::strsplit, 1, ANY, 2, "Split text at delimiters"),
    def("strtrim", strings::strtrim, 1, 1, 1, "Remove leading and trailing whitespace from text"),
    def("struct", structs::struct_builtin, 0, ANY, 1, "Create a structure or structure array."),
    def("strvcat", text::assemble::strvcat, 1, ANY, 1, "Stack texts as rows of a character matrix, skipping empty ones"),
    def("sub2ind", arrays::grids::sub2ind, 2, ANY, 1, "Linear indices from subscripts"),
    def("sum", reduce::sum, 1, 4, 1, "Sum of elements along a dimension, vecdim or 'all'"),
    def("svd", linalg::factor::svd, 1, 3, 3, "Singular value decomposition"),
    def("tan", math::trig::tan, 1, 1, 1, "Tangent of an angle in radians"),
    def("tand", math::trig::tand, 1, 1, 1, "Tangent of an angle in degrees (Inf at odd multiples of 90)"),
    def("tanh", math::trig::tanh, 1, 1, 1, "Hyperbolic tangent"),
    session("throw", session_fns::rethrow, 0, ANY, 0, "Throw an exception").caller_errors(),
    def("tic", time::tic, 0, 0, 1, "Start a stopwatch timer"),
    def("times", math::operators::times, 2, 2, 1, "Element-wise multiplication, the function form of .*"),
    def("toc", time::toc, 0, 1, 1, "Read the stopwatch timer"),
    def("toeplitz", arrays::special::toeplitz, 1, 2, 1, "Toeplitz matrix"),
    def("trace", linalg::measure::trace, 1, 1, 1, "Sum of the diagonal elements"),
    def("transpose", math::operators::transpose, 1, 1, 1, "Transpose, the function form of .'"),
    def("trapz", statistics::calculus::trapz, 1, 3, 1, "Trapezoidal numerical integration"),
    def("tril", arrays::diagonal::tril, 1, 2, 1, "Lower triangular part of a matrix"),
    def("triu", arrays::diagonal::triu, 1, 2, 1, "Upper triangular part of a matrix"),
    def("true", construct::true_, 0, ANY, 1, "Logical 1 (true) arrays"),
    def("uint16", types::uint16, 1, 1, 1, "Convert to 16-bit unsigned integer"),
    def("uint32", types::uint32, 1, 1, 1, "Convert to 32-bit unsigned integer"),
    def("uint64", types::uint64, 1, 1, 1, "Convert to 64-bit unsigned integer"),
    def("uint8", types::uint8, 1, 1, 1, "Convert to 8-bit unsigned integer"),
    def("uminus", math::operators::uminus, 1, 1, 1, "Unary minus, the function form of -a"),
    def("union", sets::combine::union, 2, 4, 3, "Set union of two arrays"),
    def("unique", sets::unique::unique, 1, 4, 3, "Unique values in an array"),
    def("uniquetol", sets::tolerance::uniquetol, 1, ANY, 3, "Unique values within a tolerance"),
    def("uplus", math::operators::uplus, 1, 1, 1, "Unary plus, the function form of +a"),
    def("upper", strings::upper, 1, 1, 1, "Convert text to uppercase"),
    def("validatestring", text::assemble::validatestring, 2, ANY, 1, "The valid text an input abbreviates, or an error"),
    def("vander", arrays::special::vander, 1, 1, 1, "Vandermonde matrix"),
    def("var", statistics::spread::var, 1, 4, 2, "Variance"),
    def("vertcat", concat::vertcat, 0, ANY, 1, "Concatenate arrays vertically"),
    def("warning", io::warning, 1, ANY, 0, "Print a warning message or set warning states"),
    def("weekday", dates::calendar::weekday, 1, 2, 2, "Day of the week (1 = Sunday) and its name"),
    session("which", session_fns::which, 0, ANY, 1, "Locate functions and files").words(Words::Names),
    session("who", session_fns::who, 0, ANY, 1, "List variables in the workspace").words(Words::Names),
    session("whos", session_fns::whos, 0, ANY, 1, "List variables in the workspace, with sizes and types").words(Words::Names),
    def("xor", math::operators::xor, 2, 2, 1, "Logical exclusive OR"),
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

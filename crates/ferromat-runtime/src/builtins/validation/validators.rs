//! MATLAB's numeric argument validators (`mustBePositive`, `mustBeInteger`,
//! `mustBeGreaterThan`, `mustBeInRange`, `mustBeVector`, ...): each checks
//! one property of its first argument and raises MATLAB's
//! `MATLAB:validators:*` error when it does not hold. They return nothing
//! and must never convert or change the value they check; the text, class
//! and membership validators live in `membership.rs`.

use num_complex::Complex64;

use super::attributes::format_number;
use crate::builtins::sparse::convert::full_value;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::compare::{compare, CompareOp};
use crate::value::{Class, Value};

/// The error of validator `name` (`MATLAB:validators:NAME`).
pub(super) fn fail(name: &str, message: impl Into<String>) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:validators:{name}"), message)
}

/// `Ok` with no outputs when `holds`, else the validator's error.
pub(super) fn check(holds: bool, name: &str, message: &str) -> Result<Outputs> {
    if holds {
        Ok(Outputs::new())
    } else {
        Err(fail(name, message))
    }
}

fn is_numeric_or_logical(value: &Value) -> bool {
    value.class().is_numeric() || value.class() == Class::Logical
}

/// The first check of every comparison validator: numeric or logical.
fn require_numeric_or_logical(value: &Value) -> Result<()> {
    if is_numeric_or_logical(value) {
        Ok(())
    } else {
        Err(fail(
            "mustBeNumericOrLogical",
            "Value must be numeric or logical.",
        ))
    }
}

/// Numeric or logical, and without imaginary parts.
fn require_real_number(value: &Value) -> Result<()> {
    require_numeric_or_logical(value)?;
    if value.is_complex() {
        return Err(fail("mustBeReal", "Value must be real."));
    }
    Ok(())
}

/// Elements of a numeric, logical or char value as complex numbers
/// (sparse matrices read as full); `None` for other classes.
fn complex_elements(value: &Value) -> Result<Option<Vec<Complex64>>> {
    Ok(super::attributes::complex_elements(&full_value(value)?))
}

/// Elements of a real numeric or logical value as doubles (exact in sign
/// and zero-ness, which is all the unary checks read).
fn real_elements(value: &Value) -> Result<Vec<f64>> {
    require_real_number(value)?;
    Ok(full_value(value)?.to_f64_vec().unwrap_or_default())
}

/// A unary comparison validator: real numbers, each satisfying `test`.
fn unary(args: &[Value], name: &str, message: &str, test: fn(f64) -> bool) -> Result<Outputs> {
    let xs = real_elements(&args[0])?;
    check(xs.iter().all(|&x| test(x)), name, message)
}

pub fn must_be_positive(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    unary(args, "mustBePositive", "Value must be positive.", |x| {
        x > 0.0
    })
}

pub fn must_be_nonnegative(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    unary(
        args,
        "mustBeNonnegative",
        "Value must be nonnegative.",
        |x| x >= 0.0,
    )
}

pub fn must_be_negative(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    unary(args, "mustBeNegative", "Value must be negative.", |x| {
        x < 0.0
    })
}

pub fn must_be_nonpositive(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    unary(
        args,
        "mustBeNonpositive",
        "Value must be nonpositive.",
        |x| x <= 0.0,
    )
}

/// `mustBeNonzero(A)`: complex values are allowed; NaN is not zero.
pub fn must_be_nonzero(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    require_numeric_or_logical(&args[0])?;
    let zs = complex_elements(&args[0])?.unwrap_or_default();
    check(
        zs.iter().all(|z| z.re != 0.0 || z.im != 0.0),
        "mustBeNonzero",
        "Value must not be zero.",
    )
}

/// `mustBeInteger(A)`: real, finite and whole.
pub fn must_be_integer(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let xs = real_elements(&args[0])?;
    check(
        xs.iter().all(|x| x.is_finite() && x.fract() == 0.0),
        "mustBeInteger",
        "Value must be integer.",
    )
}

/// `mustBeFinite(A)`: no Inf or NaN in either part.
pub fn must_be_finite(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    require_numeric_or_logical(&args[0])?;
    let zs = complex_elements(&args[0])?.unwrap_or_default();
    check(
        zs.iter().all(|z| z.re.is_finite() && z.im.is_finite()),
        "mustBeFinite",
        "Value must be finite.",
    )
}

/// `mustBeNonNan(A)`: numeric, logical and char values (strings hold no
/// NaN); other classes are not numbers at all.
pub fn must_be_non_nan(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    if matches!(value, Value::String(_)) {
        return Ok(Outputs::new());
    }
    let Some(zs) = complex_elements(value)? else {
        return Err(fail(
            "mustBeNumericOrLogical",
            "Value must be numeric or logical.",
        ));
    };
    check(
        zs.iter().all(|z| !z.re.is_nan() && !z.im.is_nan()),
        "mustBeNonNan",
        "Value must not be NaN.",
    )
}

pub fn must_be_numeric(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    check(
        args[0].class().is_numeric(),
        "mustBeNumeric",
        "Value must be numeric.",
    )
}

pub fn must_be_numeric_or_logical(
    _: &mut Interpreter,
    args: &[Value],
    _: usize,
) -> Result<Outputs> {
    require_numeric_or_logical(&args[0])?;
    Ok(Outputs::new())
}

/// `mustBeReal(A)`: `isreal(A)`; cells and structs are not real.
pub fn must_be_real(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    let complex_sparse =
        matches!(value, Value::Sparse(s) if matches!(**s, crate::value::Sparse::Complex(_)));
    let real = !value.is_complex()
        && !complex_sparse
        && !matches!(
            value,
            Value::Cell(_) | Value::Struct(_) | Value::FunctionHandle(_)
        );
    check(real, "mustBeReal", "Value must be real.")
}

pub fn must_be_float(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    check(
        args[0].class().is_float(),
        "mustBeFloat",
        "Value must be a floating-point array.",
    )
}

pub fn must_be_nonempty(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    check(
        !args[0].is_empty(),
        "mustBeNonempty",
        "Value must not be empty.",
    )
}

pub fn must_be_nonsparse(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    check(
        !matches!(args[0], Value::Sparse(_)),
        "mustBeNonsparse",
        "Value must not be sparse.",
    )
}

pub fn must_be_scalar_or_empty(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    check(
        value.is_scalar() || value.is_empty(),
        "mustBeScalarOrEmpty",
        "Value must be scalar or empty.",
    )
}

/// `mustBeVector(A)`, `mustBeVector(A, 'allow-all-empties')`.
pub fn must_be_vector(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let allow_empties = match args.get(1) {
        None => false,
        Some(option) => match option.as_text() {
            Some(text) if text.eq_ignore_ascii_case("allow-all-empties") => true,
            _ => {
                return Err(fail(
                    "mustBeVectorInvalidOption",
                    "The second input must be \"allow-all-empties\".",
                ))
            }
        },
    };
    let shape = args[0].shape();
    let dims = shape.dims();
    let vector = dims.len() == 2 && (dims[0] == 1 || dims[1] == 1);
    if allow_empties {
        check(
            vector || shape.is_empty(),
            "mustBeVector",
            "Value must be a 1-by-n vector, an n-by-1 vector, or empty.",
        )
    } else {
        check(
            vector,
            "mustBeVector",
            "Value must be a 1-by-n vector or an n-by-1 vector.",
        )
    }
}

/// A bound of `mustBeGreaterThan` and its relatives, or of
/// `mustBeInRange`: a real numeric or logical scalar.
fn bound(value: &Value, function: &str) -> Result<f64> {
    let ok = is_numeric_or_logical(value) && !value.is_complex() && value.is_scalar();
    match value.as_f64() {
        Some(x) if ok => Ok(x),
        _ => Err(RuntimeError::new(
            format!("MATLAB:validators:{function}InvalidBound"),
            "The bound must be a real numeric or logical scalar.",
        )),
    }
}

/// Every element of `value` stands in `op` to `limit` (compared exactly,
/// as the relational operators do).
fn all_compare(op: CompareOp, symbol: &str, value: &Value, limit: &Value) -> Result<bool> {
    let value = full_value(value)?;
    let truth = compare(op, symbol, &value, limit)?;
    Ok(truth
        .to_f64_vec()
        .is_some_and(|xs| xs.iter().all(|&x| x != 0.0)))
}

fn compare_validator(
    args: &[Value],
    name: &str,
    op: CompareOp,
    symbol: &str,
    words: &str,
) -> Result<Outputs> {
    require_real_number(&args[0])?;
    let limit = bound(&args[1], name)?;
    let holds = all_compare(op, symbol, &args[0], &args[1])?;
    check(
        holds,
        name,
        &format!("Value must be {words} {}.", format_number(limit)),
    )
}

pub fn must_be_greater_than(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    compare_validator(
        args,
        "mustBeGreaterThan",
        CompareOp::Gt,
        ">",
        "greater than",
    )
}

pub fn must_be_greater_than_or_equal(
    _: &mut Interpreter,
    args: &[Value],
    _: usize,
) -> Result<Outputs> {
    compare_validator(
        args,
        "mustBeGreaterThanOrEqual",
        CompareOp::Ge,
        ">=",
        "greater than or equal to",
    )
}

pub fn must_be_less_than(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    compare_validator(args, "mustBeLessThan", CompareOp::Lt, "<", "less than")
}

pub fn must_be_less_than_or_equal(
    _: &mut Interpreter,
    args: &[Value],
    _: usize,
) -> Result<Outputs> {
    compare_validator(
        args,
        "mustBeLessThanOrEqual",
        CompareOp::Le,
        "<=",
        "less than or equal to",
    )
}

/// `mustBeInRange(A, lower, upper)` with up to two of the flags
/// `'inclusive'`, `'exclusive'`, `'exclude-lower'`, `'exclude-upper'`.
pub fn must_be_in_range(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let [value, lower, upper, flags @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    require_real_number(value)?;
    let (low, high) = (
        bound(lower, "mustBeInRange")?,
        bound(upper, "mustBeInRange")?,
    );
    let bad_flags = || {
        RuntimeError::new(
            "MATLAB:validators:mustBeInRangeInvalidBoundFlags",
            "Bound flags must be 'inclusive', 'exclusive', 'exclude-lower', or 'exclude-upper'; only 'exclude-lower' and 'exclude-upper' may be combined.",
        )
    };
    let (mut open_low, mut open_high) = (false, false);
    let names: Vec<String> = flags
        .iter()
        .map(|f| {
            f.as_text()
                .map(|t| t.to_ascii_lowercase())
                .ok_or_else(bad_flags)
        })
        .collect::<Result<_>>()?;
    match names.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        [] | ["inclusive"] => {}
        ["exclusive"] => (open_low, open_high) = (true, true),
        ["exclude-lower"] => open_low = true,
        ["exclude-upper"] => open_high = true,
        ["exclude-lower", "exclude-upper"] | ["exclude-upper", "exclude-lower"] => {
            (open_low, open_high) = (true, true)
        }
        _ => return Err(bad_flags()),
    }
    if low > high {
        return Err(RuntimeError::new(
            "MATLAB:validators:mustBeInRangeInvalidBounds",
            "The lower bound must be less than or equal to the upper bound.",
        ));
    }
    let (low_op, low_symbol, low_words) = if open_low {
        (CompareOp::Gt, ">", "greater than")
    } else {
        (CompareOp::Ge, ">=", "greater than or equal to")
    };
    let (high_op, high_symbol, high_words) = if open_high {
        (CompareOp::Lt, "<", "less than")
    } else {
        (CompareOp::Le, "<=", "less than or equal to")
    };
    let holds = all_compare(low_op, low_symbol, value, lower)?
        && all_compare(high_op, high_symbol, value, upper)?;
    check(
        holds,
        "mustBeInRange",
        &format!(
            "Value must be {low_words} {}, and {high_words} {}.",
            format_number(low),
            format_number(high)
        ),
    )
}

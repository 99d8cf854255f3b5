//! `linsolve` (with its options struct and second output) and
//! `lsqminnorm` (tolerance and rank-warning flag): argument rules, the
//! valid combinations of `opts` fields, and which warnings print, over
//! `ferromat_linalg::structured`. No factorization is written here, and
//! warnings are worded only by `ops::matrix::raise`.

use super::{flush_warnings, in_common_field, option};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::{finish, finish_value, linalg_error, raise, Elem, Operand};
use crate::value::Value;
use ferromat_linalg::solve::Diagnostic;
use ferromat_linalg::structured::{self, Declared, Measure, Structure};
use ferromat_linalg::View;

/// Both matrices of a solve, 2-D and floating point.
fn operands<'a>(
    a: &'a Value,
    b: &'a Value,
    function: &str,
) -> Result<(Operand<'a>, Operand<'a>, bool)> {
    let (x, single_a) = super::matrix_input(a, function)?;
    let (y, single_b) = super::matrix_input(b, function)?;
    Ok((x, y, single_a || single_b))
}

/// The `opts` fields `linsolve` reads, as MATLAB names them.
#[derive(Default)]
struct Fields {
    lt: bool,
    ut: bool,
    uhess: bool,
    sym: bool,
    posdef: bool,
    rect: bool,
    transa: bool,
}

fn unsupported_combination() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:linsolve:CombinationOfFieldsNotCurrentlySupported",
        "The combination of fields in the third input argument is not currently supported.",
    )
}

/// Reads `opts` and maps it onto one solver, refusing the combinations
/// outside MATLAB's table (LT or UT with RECT; UHESS alone; SYM with or
/// without POSDEF; RECT alone; TRANSA with any of them).
fn declared(opts: &Value) -> Result<Declared> {
    let Value::Struct(s) = opts else {
        return Err(RuntimeError::new(
            "MATLAB:linsolve:ThirdInputNotStruct",
            "The third input argument must be a struct.",
        ));
    };
    if s.numel() != 1 {
        return Err(RuntimeError::new(
            "MATLAB:linsolve:ThirdInputNotStruct",
            "The third input argument must be a scalar struct.",
        ));
    }
    let mut f = Fields::default();
    for (name, slot) in [
        ("LT", &mut f.lt),
        ("UT", &mut f.ut),
        ("UHESS", &mut f.uhess),
        ("SYM", &mut f.sym),
        ("POSDEF", &mut f.posdef),
        ("RECT", &mut f.rect),
        ("TRANSA", &mut f.transa),
    ] {
        if let Some(v) = s.get(name, 0) {
            *slot = field_flag(v)?;
        }
    }
    let structure = match (f.lt, f.ut, f.uhess, f.sym, f.posdef, f.rect) {
        (false, false, false, false, false, false) => Structure::General,
        // LT or UT with RECT: a triangle of a possibly rectangular matrix,
        // solved by least squares when it is not square.
        (true, false, false, false, false, _) => Structure::Lower,
        (false, true, false, false, false, _) => Structure::Upper,
        (false, false, true, false, false, false) => Structure::UpperHessenberg,
        (false, false, false, true, false, false) => Structure::Hermitian,
        (false, false, false, true, true, false) => Structure::HermitianPositiveDefinite,
        (false, false, false, false, false, true) => Structure::Rectangular,
        _ => return Err(unsupported_combination()),
    };
    Ok(Declared {
        structure,
        adjoint: f.transa,
    })
}

/// A field value: a logical (or numeric) scalar.
fn field_flag(v: &Value) -> Result<bool> {
    if v.shape().numel() != 1
        || !(v.class().is_numeric() || v.class() == crate::value::Class::Logical)
    {
        return Err(RuntimeError::new(
            "MATLAB:linsolve:InvalidFieldValue",
            "The fields of the third input argument must be logical scalars.",
        ));
    }
    crate::ops::logical::is_true(v)
}

/// `X = linsolve(A, B)`, `X = linsolve(A, B, opts)`, `[X, r] = linsolve(...)`.
/// With two outputs the ill-conditioning and rank warnings are not shown:
/// `r` carries the reciprocal condition (square) or the rank (rectangular).
pub fn linsolve(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let declaration = match args.get(2) {
        Some(opts) => declared(opts)?,
        None => Declared {
            structure: Structure::General,
            adjoint: false,
        },
    };
    let (a, b, single) = operands(&args[0], &args[1], "linsolve")?;
    let (x, measure, diagnostic) = in_common_field(
        &a,
        &b,
        |p, q| solve_declared(p, q, declaration, single),
        |p, q| solve_declared(p, q, declaration, single),
    )?;
    if nargout < 2 {
        raise(diagnostic);
        flush_warnings(interp);
    }
    let r = match measure {
        Measure::ReciprocalCondition(rcond) => finish_value(Value::scalar(rcond), single)?,
        Measure::Rank(rank) => Value::scalar(rank as f64),
    };
    super::outputs([x, r], nargout)
}

fn solve_declared<T: Elem>(
    a: View<'_, T>,
    b: View<'_, T>,
    declaration: Declared,
    single: bool,
) -> Result<(Value, Measure, Diagnostic)> {
    let s = structured::linsolve(a, b, declaration).map_err(linalg_error)?;
    Ok((finish(s.x, single)?, s.measure, s.diagnostic))
}

/// `X = lsqminnorm(A, B)`, `lsqminnorm(A, B, tol)`, and either with a
/// trailing `"warn"` or `"nowarn"` (the default).
pub fn lsqminnorm(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let mut rest = &args[2..];
    let mut warn_on_rank = false;
    if let Some(last) = rest.last() {
        if last.as_text().is_some() {
            warn_on_rank = match option(last).as_deref() {
                Some("warn") => true,
                Some("nowarn") => false,
                _ => {
                    return Err(RuntimeError::new(
                        "MATLAB:lsqminnorm:InvalidRankWarn",
                        "The rank warning flag must be \"warn\" or \"nowarn\".",
                    ))
                }
            };
            rest = &rest[..rest.len() - 1];
        }
    }
    let tol = match rest {
        [] => None,
        [t] => Some(tolerance(t)?),
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:TooManyInputs",
                "Too many input arguments.",
            ))
        }
    };
    let (a, b, single) = operands(&args[0], &args[1], "lsqminnorm")?;
    let full_rank = a.rows().min(a.cols());
    let (x, rank, used_tol) = in_common_field(
        &a,
        &b,
        |p, q| min_norm(p, q, tol, single),
        |p, q| min_norm(p, q, tol, single),
    )?;
    if warn_on_rank && rank < full_rank {
        raise(Diagnostic::RankDeficient {
            rank,
            tol: used_tol,
        });
        flush_warnings(interp);
    }
    super::outputs([x], nargout)
}

fn tolerance(t: &Value) -> Result<f64> {
    let value = if t.shape().numel() == 1 && !t.is_complex() {
        t.as_f64()
    } else {
        None
    };
    match value {
        Some(x) if x >= 0.0 && !x.is_nan() => Ok(x),
        _ => Err(RuntimeError::new(
            "MATLAB:lsqminnorm:InvalidTol",
            "Tolerance must be a real nonnegative scalar.",
        )),
    }
}

fn min_norm<T: Elem>(
    a: View<'_, T>,
    b: View<'_, T>,
    tol: Option<f64>,
    single: bool,
) -> Result<(Value, usize, f64)> {
    let s = structured::min_norm_solve(a, b, tol).map_err(|e| match e {
        ferromat_linalg::LinalgError::NotFinite => RuntimeError::new(
            "MATLAB:lsqminnorm:NonFiniteInput",
            "Input must not contain NaN or Inf.",
        ),
        other => linalg_error(other),
    })?;
    Ok((finish(s.x, single)?, s.rank, s.tol))
}

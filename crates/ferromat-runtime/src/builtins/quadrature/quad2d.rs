//! `quad2d`: the double integral of `fun(x, y)` over `a <= x <= b`,
//! `c(x) <= y <= d(x)` (`c`, `d` constants or function handles of x), with
//! 'AbsTol', 'RelTol', 'MaxFunEvals', 'Singular', 'Vectorized' and
//! 'FailurePlot', and `[q, errbnd]`. It is computed as an iterated integral
//! on gauss_kronrod.rs (one engine for every quadrature builtin): the
//! outer integrand carries, beside the real and imaginary parts of each
//! inner integral, that integral's error bound, so the outer integral of
//! the bounds plus the outer bound is `errbnd`. No numeric rule lives here.

use crate::builtins::messages::warn;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};
use num_complex::Complex64;

use super::gauss_kronrod::{integrate, pieces, Ending, Settings};
use super::integral::{error, limit, numbers, positive};

const NAME: &str = "quad2d";

/// A parsed call's options.
struct Options {
    settings: Settings,
    max_fun_evals: usize,
    vectorized: bool,
}

fn flag(value: &Value, name: &str) -> Result<bool> {
    match value {
        Value::Logical(_) | Value::Double(_) | Value::Single(_) if value.numel() == 1 => value
            .as_f64()
            .filter(|x| !x.is_nan())
            .map(|x| x != 0.0)
            .ok_or_else(|| {
                error(
                    NAME,
                    &format!("invalid{name}"),
                    format!("{name} must be true or false."),
                )
            }),
        _ => Err(error(
            NAME,
            &format!("invalid{name}"),
            format!("{name} must be true or false."),
        )),
    }
}

fn parse_options(options: &[Value]) -> Result<Options> {
    let mut out = Options {
        settings: Settings {
            abs_tol: 1e-5,
            rel_tol: 100.0 * f64::EPSILON,
            max_intervals: 650,
        },
        max_fun_evals: 2000,
        vectorized: true,
    };
    if !options.len().is_multiple_of(2) {
        return Err(error(
            NAME,
            "invalidNameValue",
            "Name-value arguments must come in pairs.",
        ));
    }
    for pair in options.chunks(2) {
        let Some(name) = pair[0].as_text() else {
            return Err(error(
                NAME,
                "invalidNameValue",
                "Option names must be character vectors or strings.",
            ));
        };
        match name.to_ascii_lowercase().as_str() {
            "abstol" => out.settings.abs_tol = positive(&pair[1], NAME, "AbsTol")?,
            "reltol" => out.settings.rel_tol = positive(&pair[1], NAME, "RelTol")?,
            "maxfunevals" => {
                out.max_fun_evals = pair[1]
                    .as_f64()
                    .filter(|x| *x >= 1.0 && x.fract() == 0.0 && !pair[1].is_complex())
                    .map(|x| x.min(usize::MAX as f64) as usize)
                    .ok_or_else(|| {
                        error(
                            NAME,
                            "invalidMaxFunEvals",
                            "MaxFunEvals must be a positive integer.",
                        )
                    })?
            }
            "singular" => {
                flag(&pair[1], "Singular")?;
            }
            "failureplot" => {
                flag(&pair[1], "FailurePlot")?;
            }
            "vectorized" => out.vectorized = flag(&pair[1], "Vectorized")?,
            _ => {
                return Err(error(
                    NAME,
                    "unknownOption",
                    format!("Invalid option name '{name}'."),
                ))
            }
        }
    }
    Ok(out)
}

/// A y limit: a constant, or a function handle of x.
fn bound(interp: &mut Interpreter, v: &Value, x: f64) -> Result<f64> {
    match v {
        Value::FunctionHandle(_) => {
            let y = interp.call_function(v, &[Value::scalar(x)], 1)?;
            y.first()
                .filter(|v| !v.is_complex())
                .and_then(Value::as_f64)
                .filter(|y| !y.is_nan())
                .ok_or_else(|| {
                    error(
                        NAME,
                        "invalidLimit",
                        "Limit functions must return real, non-NaN scalars.",
                    )
                })
        }
        _ => limit(v, NAME, "Y limit"),
    }
}

/// The integrand's values at `(x, ys)`, real and imaginary parts
/// interleaved; `complex` records whether any value was complex.
fn sample(
    interp: &mut Interpreter,
    func: &Value,
    x: f64,
    ys: &[f64],
    vectorized: bool,
    complex: &mut bool,
) -> Result<Vec<f64>> {
    let mismatch = || {
        error(
            NAME,
            "funSizeMismatch",
            "The integrand must return an array of the same size as its inputs.",
        )
    };
    let mut call = |xv: Value, yv: Value, n: usize| -> Result<(Vec<f64>, Vec<f64>)> {
        let out = interp.call_function(func, &[xv, yv], 1)?;
        let (re, im, is_complex) = out.first().and_then(numbers).ok_or_else(|| {
            error(
                NAME,
                "invalidIntegrand",
                "The integrand must return floating-point values.",
            )
        })?;
        if re.len() != n {
            return Err(mismatch());
        }
        *complex |= is_complex;
        Ok((re, im))
    };
    let (re, im) = if vectorized {
        call(
            Value::row(vec![x; ys.len()]),
            Value::row(ys.to_vec()),
            ys.len(),
        )?
    } else {
        let mut both = (Vec::with_capacity(ys.len()), Vec::with_capacity(ys.len()));
        for &y in ys {
            let (r, i) = call(Value::scalar(x), Value::scalar(y), 1)?;
            both.0.extend(r);
            both.1.extend(i);
        }
        both
    };
    Ok(re.into_iter().zip(im).flat_map(|(r, i)| [r, i]).collect())
}

/// `q = quad2d(fun, a, b, c, d)`, `[q, errbnd] = quad2d(___, Name, Value)`.
pub fn quad2d(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let [func, a, b, c, d, rest @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    if !matches!(func, Value::FunctionHandle(_)) {
        return Err(error(
            NAME,
            "invalidIntegrand",
            "Integrand must be a function handle.",
        ));
    }
    let options = parse_options(rest)?;
    let (a, b) = (limit(a, NAME, "A")?, limit(b, NAME, "B")?);
    let settings = options.settings;
    let inner_settings = Settings {
        abs_tol: settings.abs_tol / 10.0,
        ..settings
    };
    let (lo, hi, sign) = if a <= b { (a, b, 1.0) } else { (b, a, -1.0) };
    let mut complex = false;
    let mut inner_trouble = false;
    let mut outer = |xs: &[f64]| -> Result<Vec<f64>> {
        let mut out = Vec::with_capacity(xs.len() * 3);
        for &x in xs {
            let (c, d) = (bound(interp, c, x)?, bound(interp, d, x)?);
            if c == d {
                out.extend([0.0, 0.0, 0.0]);
                continue;
            }
            let (ylo, yhi, ysign) = if c <= d { (c, d, 1.0) } else { (d, c, -1.0) };
            let mut inner =
                |ys: &[f64]| sample(interp, func, x, ys, options.vectorized, &mut complex);
            let q = integrate(&mut inner, 2, &pieces(ylo, yhi, &[]), inner_settings)?;
            inner_trouble |= q.ending != Ending::Converged;
            out.extend([ysign * q.value[0], ysign * q.value[1], q.error_bound]);
        }
        Ok(out)
    };
    let q = if lo == hi {
        None
    } else {
        Some(integrate(&mut outer, 3, &pieces(lo, hi, &[]), settings)?)
    };
    let (value, bound) = match &q {
        Some(q) => (
            Complex64::new(sign * q.value[0], sign * q.value[1]),
            q.error_bound + q.value[2].abs(),
        ),
        None => (Complex64::new(0.0, 0.0), 0.0),
    };
    let ending = q.as_ref().map_or(Ending::Converged, |q| q.ending);
    if ending == Ending::NonFinite || !(value.re.is_finite() && value.im.is_finite()) {
        warn(
            interp,
            "MATLAB:quad2d:nonFiniteValue",
            "Non-finite result. The integration was unsuccessful. Singularity likely.",
        );
    } else if ending != Ending::Converged || inner_trouble {
        let tol = settings.abs_tol.max(settings.rel_tol * value.norm());
        if bound > tol {
            warn(
                interp,
                "MATLAB:quad2d:maxFunEvalsFail",
                &format!(
                    "Reached the maximum number of function evaluations ({}). The result fails the global error test.",
                    options.max_fun_evals
                ),
            );
        }
    }
    let q = if complex {
        Value::ComplexDouble(Tensor::scalar(value))
    } else {
        Value::scalar(value.re)
    };
    let mut out = Outputs::from_iter([q]);
    if nargout >= 2 {
        out.push(Value::scalar(bound));
    }
    Ok(out)
}

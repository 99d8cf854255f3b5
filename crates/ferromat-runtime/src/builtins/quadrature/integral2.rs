//! `integral2` and the option grammar it shares with `integral3`
//! ('AbsTol', 'RelTol', 'Method'): the iterated integral, an inner
//! Gauss–Kronrod integral over y for each x of the outer one. Limits and
//! errors come from integral.rs; the quadrature is gauss_kronrod.rs.

use crate::builtins::messages::warn;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

use super::gauss_kronrod::{integrate, pieces, Ending, Settings};
use super::integral::{error, limit, positive};

/// `q = integral2(fun, xmin, xmax, ymin, ymax)` with constant or function
/// `ymin`/`ymax`: the iterated integral, the inner one over y for each x.
/// The integrand check and name-value options of `integral2` and
/// `integral3`: 'AbsTol', 'RelTol' and 'Method' (the iterated method is the
/// only one; 'auto', 'tiled' and 'iterated' all mean it).
pub(super) fn multiple_integral_settings(
    function: &str,
    func: &Value,
    options: &[Value],
) -> Result<Settings> {
    if !matches!(func, Value::FunctionHandle(_)) {
        return Err(error(
            function,
            "invalidIntegrand",
            "Integrand must be a function handle.",
        ));
    }
    let mut settings = Settings {
        abs_tol: 1e-10,
        rel_tol: 1e-6,
        max_intervals: 650,
    };
    if !options.len().is_multiple_of(2) {
        return Err(error(
            function,
            "invalidNameValue",
            "Name-value arguments must come in pairs.",
        ));
    }
    for pair in options.chunks(2) {
        let name = pair[0].as_text().unwrap_or_default().to_ascii_lowercase();
        match name.as_str() {
            "abstol" => settings.abs_tol = positive(&pair[1], function, "AbsTol")?,
            "reltol" => settings.rel_tol = positive(&pair[1], function, "RelTol")?,
            "method" => match pair[1].as_text().map(|t| t.to_ascii_lowercase()).as_deref() {
                Some("auto" | "tiled" | "iterated") => {}
                _ => {
                    return Err(error(
                        function,
                        "invalidMethod",
                        "Method must be 'auto', 'tiled' or 'iterated'.",
                    ))
                }
            },
            _ => {
                return Err(error(
                    function,
                    "unknownOption",
                    format!("Invalid option name '{name}'."),
                ))
            }
        }
    }
    Ok(settings)
}

pub fn integral2(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let [func, xmin, xmax, ymin, ymax, rest @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let settings = multiple_integral_settings("integral2", func, rest)?;
    let (a, b) = (
        limit(xmin, "integral2", "XMIN")?,
        limit(xmax, "integral2", "XMAX")?,
    );
    let bound = |interp: &mut Interpreter, v: &Value, x: f64| -> Result<f64> {
        match v {
            Value::FunctionHandle(_) => {
                let y = interp.call_function(v, &[Value::scalar(x)], 1)?;
                y.first().and_then(Value::as_f64).ok_or_else(|| {
                    error(
                        "integral2",
                        "invalidLimit",
                        "Limit functions must return real scalars.",
                    )
                })
            }
            _ => limit(v, "integral2", "Y limit"),
        }
    };
    let (lo, hi, sign) = if a <= b { (a, b, 1.0) } else { (b, a, -1.0) };
    let mut outer_error: Option<RuntimeError> = None;
    let mut outer = |xs: &[f64]| -> Result<Vec<f64>> {
        let mut out = Vec::with_capacity(xs.len());
        for &x in xs {
            let (c, d) = (bound(interp, ymin, x)?, bound(interp, ymax, x)?);
            if c.is_nan() || d.is_nan() {
                return Err(error("integral2", "nanLimit", "Y limits must not be NaN."));
            }
            let (ylo, yhi, ysign) = if c <= d { (c, d, 1.0) } else { (d, c, -1.0) };
            if ylo == yhi {
                out.push(0.0);
                continue;
            }
            let mut inner = |ys: &[f64]| -> Result<Vec<f64>> {
                let xv = Value::row(vec![x; ys.len()]);
                let y = interp.call_function(func, &[xv, Value::row(ys.to_vec())], 1)?;
                let values = y
                    .first()
                    .and_then(Value::to_f64_vec)
                    .filter(|v| v.len() == ys.len())
                    .ok_or_else(|| {
                        error(
                            "integral2",
                            "funSizeMismatch",
                            "Integrand output size does not match the input size.",
                        )
                    })?;
                Ok(values)
            };
            let inner_settings = Settings {
                abs_tol: settings.abs_tol / 10.0,
                ..settings
            };
            let q = integrate(&mut inner, 1, &pieces(ylo, yhi, &[]), inner_settings)?;
            if q.ending == Ending::NonFinite {
                outer_error.get_or_insert_with(|| {
                    error("integral2", "nonFinite", "Integrand returned NaN or Inf.")
                });
            }
            out.push(ysign * q.value[0]);
        }
        Ok(out)
    };
    let q = integrate(&mut outer, 1, &pieces(lo, hi, &[]), settings)?;
    if q.ending == Ending::IntervalLimit {
        warn(interp, "MATLAB:integral2:maxFunEvalsFail", "Reached the maximum number of function evaluations (10000). The result fails the global error test.");
    }
    if outer_error.is_some() || q.ending == Ending::NonFinite {
        warn(
            interp,
            "MATLAB:integral2:nonFiniteValue",
            "Non-finite result. The integration was unsuccessful. Singularity likely.",
        );
    }
    one(Value::scalar(sign * q.value[0]))
}

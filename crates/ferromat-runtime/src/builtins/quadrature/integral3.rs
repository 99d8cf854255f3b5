//! `integral3`: the triple integral over x in [xmin, xmax], y between
//! `ymin(x)` and `ymax(x)`, z between `zmin(x, y)` and `zmax(x, y)`
//! (constants or function handles), as three nested adaptive
//! Gauss–Kronrod integrals (MATLAB's 'iterated' method; 'auto' and
//! 'tiled' are computed the same way). The quadrature is
//! gauss_kronrod.rs; this file parses MATLAB arguments and calls user code.

use crate::builtins::messages::warn;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

use super::gauss_kronrod::{integrate, pieces, Ending, Settings};
use super::integral::{error, limit};
use super::integral2::multiple_integral_settings;

const NAME: &str = "integral3";

/// A limit: a constant, or a function of the outer variables.
fn bound(interp: &mut Interpreter, v: &Value, outer: &[f64]) -> Result<f64> {
    match v {
        Value::FunctionHandle(_) => {
            let args: Vec<Value> = outer.iter().map(|x| Value::scalar(*x)).collect();
            let y = interp.call_function(v, &args, 1)?;
            y.first()
                .and_then(Value::as_f64)
                .filter(|x| !x.is_nan())
                .ok_or_else(|| {
                    error(
                        NAME,
                        "invalidLimit",
                        "Limit functions must return real, non-NaN scalars.",
                    )
                })
        }
        _ => limit(v, NAME, "Limit"),
    }
}

/// The integral of `g` over [c, d] (either order), accumulating whether
/// the integrand went non-finite or the interval budget ran out.
fn oriented(
    g: &mut dyn FnMut(&[f64]) -> Result<Vec<f64>>,
    (c, d): (f64, f64),
    settings: Settings,
    trouble: &mut (bool, bool),
) -> Result<f64> {
    if c == d {
        return Ok(0.0);
    }
    let (lo, hi, sign) = if c <= d { (c, d, 1.0) } else { (d, c, -1.0) };
    let mut g = g;
    let q = integrate(&mut g, 1, &pieces(lo, hi, &[]), settings)?;
    trouble.0 |= q.ending == Ending::NonFinite;
    trouble.1 |= q.ending == Ending::IntervalLimit;
    Ok(sign * q.value[0])
}

/// `q = integral3(fun, xmin, xmax, ymin, ymax, zmin, zmax)`, with
/// 'AbsTol', 'RelTol' and 'Method'.
pub fn integral3(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let [func, xmin, xmax, ymin, ymax, zmin, zmax, rest @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let settings = multiple_integral_settings(NAME, func, rest)?;
    let (a, b) = (limit(xmin, NAME, "XMIN")?, limit(xmax, NAME, "XMAX")?);
    let middle_settings = Settings {
        abs_tol: settings.abs_tol / 10.0,
        ..settings
    };
    let inner_settings = Settings {
        abs_tol: settings.abs_tol / 100.0,
        ..settings
    };
    let mut trouble = (false, false);
    let mut outer = |xs: &[f64]| -> Result<Vec<f64>> {
        let mut out = Vec::with_capacity(xs.len());
        for &x in xs {
            let (c, d) = (bound(interp, ymin, &[x])?, bound(interp, ymax, &[x])?);
            let mut z_trouble = (false, false);
            let mut y_trouble = (false, false);
            let mut middle = |ys: &[f64]| -> Result<Vec<f64>> {
                let mut out = Vec::with_capacity(ys.len());
                for &y in ys {
                    let (e, f) = (bound(interp, zmin, &[x, y])?, bound(interp, zmax, &[x, y])?);
                    let mut inner = |zs: &[f64]| -> Result<Vec<f64>> {
                        let n = zs.len();
                        let call = [
                            Value::row(vec![x; n]),
                            Value::row(vec![y; n]),
                            Value::row(zs.to_vec()),
                        ];
                        let v = interp.call_function(func, &call, 1)?;
                        v.first()
                            .filter(|v| !v.is_complex())
                            .and_then(Value::to_f64_vec)
                            .filter(|v| v.len() == n)
                            .ok_or_else(|| {
                                error(
                                    NAME,
                                    "funSizeMismatch",
                                    "Integrand output size does not match the input size.",
                                )
                            })
                    };
                    out.push(oriented(
                        &mut inner,
                        (e, f),
                        inner_settings,
                        &mut z_trouble,
                    )?);
                }
                Ok(out)
            };
            out.push(oriented(
                &mut middle,
                (c, d),
                middle_settings,
                &mut y_trouble,
            )?);
            trouble.0 |= y_trouble.0 || z_trouble.0;
            trouble.1 |= y_trouble.1 || z_trouble.1;
        }
        Ok(out)
    };
    let mut outer_trouble = (false, false);
    let q = oriented(&mut outer, (a, b), settings, &mut outer_trouble)?;
    if outer_trouble.1 || trouble.1 {
        warn(interp, "MATLAB:integral3:maxFunEvalsFail", "Reached the maximum number of function evaluations (10000). The result fails the global error test.");
    }
    if outer_trouble.0 || trouble.0 {
        warn(
            interp,
            "MATLAB:integral3:nonFiniteValue",
            "Non-finite result. The integration was unsuccessful. Singularity likely.",
        );
    }
    one(Value::scalar(q))
}

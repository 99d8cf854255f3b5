//! `integral`, `quadgk` and `integral2`: MATLAB's argument grammar (limits,
//! 'AbsTol', 'RelTol', 'ArrayValued', 'Waypoints', 'MaxIntervalCount'),
//! calling the integrand through `Interpreter::call_function`, warnings as
//! MATLAB words them, and results by `nargout`. The quadrature itself is
//! gauss_kronrod.rs; this file holds no numeric rule.

use num_complex::Complex64;

use crate::builtins::messages::warn;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

use super::gauss_kronrod::{integrate, pieces, Ending, Quadrature, Settings};

/// A parsed call of `integral` or `quadgk`.
struct Request {
    a: f64,
    b: f64,
    settings: Settings,
    array_valued: bool,
    waypoints: Vec<f64>,
}

pub(super) fn error(function: &str, id: &str, message: impl Into<String>) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:{function}:{id}"), message).in_function(function)
}

pub(super) fn limit(value: &Value, function: &str, which: &str) -> Result<f64> {
    match value {
        Value::Double(_) | Value::Single(_) => match value.as_f64() {
            Some(x) if !x.is_nan() => Ok(x),
            Some(_) => Err(error(
                function,
                "nanLimit",
                format!("{which} must not be NaN."),
            )),
            None => Err(error(
                function,
                "invalidLimit",
                format!("{which} must be a floating-point scalar."),
            )),
        },
        _ => Err(error(
            function,
            "invalidLimit",
            format!("{which} must be a real floating-point scalar."),
        )),
    }
}

pub(super) fn positive(value: &Value, function: &str, name: &str) -> Result<f64> {
    value
        .as_f64()
        .filter(|x| *x >= 0.0 && !value.is_complex())
        .ok_or_else(|| {
            error(
                function,
                &format!("invalid{name}"),
                format!("{name} must be a nonnegative real scalar."),
            )
        })
}

fn parse(args: &[Value], function: &str, quadgk: bool) -> Result<Request> {
    let [_, a, b, rest @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let mut request = Request {
        a: limit(a, function, "A")?,
        b: limit(b, function, "B")?,
        settings: Settings {
            abs_tol: 1e-10,
            rel_tol: 1e-6,
            max_intervals: 650,
        },
        array_valued: false,
        waypoints: Vec::new(),
    };
    if !rest.len().is_multiple_of(2) {
        return Err(error(
            function,
            "invalidNameValue",
            "Name-value arguments must come in pairs.",
        ));
    }
    for pair in rest.chunks(2) {
        let name = pair[0].as_text().ok_or_else(|| {
            error(
                function,
                "invalidName",
                "Option names must be character vectors or strings.",
            )
        })?;
        let value = &pair[1];
        match name.to_ascii_lowercase().as_str() {
            "abstol" => request.settings.abs_tol = positive(value, function, "AbsTol")?,
            "reltol" => request.settings.rel_tol = positive(value, function, "RelTol")?,
            "arrayvalued" if !quadgk => {
                request.array_valued = value.as_f64().ok_or_else(|| {
                    error(
                        function,
                        "invalidArrayValued",
                        "ArrayValued must be true or false.",
                    )
                })? != 0.0
            }
            "waypoints" => {
                if value.is_complex() {
                    return Err(error(
                        function,
                        "complexWaypoints",
                        "Complex waypoints (contour integrals) are not supported.",
                    ));
                }
                request.waypoints = value
                    .to_f64_vec()
                    .filter(|w| w.iter().all(|x| x.is_finite()))
                    .ok_or_else(|| {
                        error(
                            function,
                            "invalidWaypoints",
                            "Waypoints must be a vector of finite values.",
                        )
                    })?;
            }
            "maxintervalcount" if quadgk => {
                request.settings.max_intervals =
                    crate::builtins::args::count(value, function)?.max(1)
            }
            _ => {
                return Err(error(
                    function,
                    "unknownOption",
                    format!("Invalid option name '{name}'."),
                ))
            }
        }
    }
    Ok(request)
}

/// The integrand as the engine sees it: points in, (re, im) pairs of each
/// of `components` values per point out.
struct Integrand<'a> {
    interp: &'a mut Interpreter,
    func: &'a Value,
    function: &'static str,
    array_valued: bool,
    /// The shape of one value (array-valued integrands).
    shape: Shape,
    complex: bool,
}

pub(super) fn numbers(value: &Value) -> Option<(Vec<f64>, Vec<f64>, bool)> {
    match value {
        Value::ComplexDouble(t) => Some((
            t.data().iter().map(|z| z.re).collect(),
            t.data().iter().map(|z| z.im).collect(),
            true,
        )),
        Value::ComplexSingle(t) => Some((
            t.data().iter().map(|z| f64::from(z.re)).collect(),
            t.data().iter().map(|z| f64::from(z.im)).collect(),
            true,
        )),
        Value::Double(_) | Value::Single(_) | Value::Logical(_) => {
            let re = value.to_f64_vec()?;
            let im = vec![0.0; re.len()];
            Some((re, im, false))
        }
        _ => None,
    }
}

impl Integrand<'_> {
    fn call(&mut self, x: Value) -> Result<Value> {
        let out = self.interp.call_function(self.func, &[x], 1)?;
        out.into_iter().next().ok_or_else(|| {
            error(
                self.function,
                "noOutput",
                "The integrand must return a value.",
            )
        })
    }

    /// The real parts, imaginary parts and complexity of an integrand value.
    fn numbers_of(&self, y: &Value) -> Result<(Vec<f64>, Vec<f64>, bool)> {
        numbers(y).ok_or_else(|| {
            error(
                self.function,
                "invalidIntegrand",
                "The integrand must return floating-point values.",
            )
        })
    }

    fn eval(&mut self, xs: &[f64]) -> Result<Vec<f64>> {
        if !self.array_valued {
            let y = self.call(Value::row(xs.to_vec()))?;
            let (re, im, complex) = self.numbers_of(&y)?;
            if re.len() != xs.len() {
                return Err(error(
                    self.function,
                    "FxNotSameSizeAsX",
                    "Output of the function must be the same size as the input. If FUN is an array-valued integrand, set the 'ArrayValued' option to true.",
                ));
            }
            self.complex |= complex;
            return Ok(re.into_iter().zip(im).flat_map(|(r, i)| [r, i]).collect());
        }
        let mut out = Vec::with_capacity(xs.len() * self.shape.numel() * 2);
        for &x in xs {
            let y = self.call(Value::scalar(x))?;
            let (re, im, complex) = self.numbers_of(&y)?;
            if y.shape() != self.shape {
                return Err(error(
                    self.function,
                    "ArrayValuedSizeChanged",
                    "The size of the value of an array-valued integrand must not change.",
                ));
            }
            self.complex |= complex;
            out.extend(re.into_iter().zip(im).flat_map(|(r, i)| [r, i]));
        }
        Ok(out)
    }
}

/// Runs a parsed request; returns the value and the error bound.
fn run(
    interp: &mut Interpreter,
    func: &Value,
    request: &Request,
    function: &'static str,
) -> Result<(Value, f64)> {
    if !matches!(func, Value::FunctionHandle(_)) {
        return Err(error(
            function,
            "invalidIntegrand",
            "Integrand must be a function handle.",
        ));
    }
    let mut integrand = Integrand {
        interp,
        func,
        function,
        array_valued: request.array_valued,
        shape: Shape::scalar(),
        complex: false,
    };
    if request.array_valued {
        // One call at a finite point inside the range fixes the shape.
        let probe = if request.a.is_finite() {
            request.a
        } else if request.b.is_finite() {
            request.b
        } else {
            0.0
        };
        let y = integrand.call(Value::scalar(probe))?;
        integrand.shape = y.shape();
    }
    let components = integrand.shape.numel() * 2;
    let (lo, hi, sign) = if request.a <= request.b {
        (request.a, request.b, 1.0)
    } else {
        (request.b, request.a, -1.0)
    };
    let q = if lo == hi {
        Quadrature {
            value: vec![0.0; components],
            error_bound: 0.0,
            ending: Ending::Converged,
        }
    } else {
        let mut f = |xs: &[f64]| integrand.eval(xs);
        integrate(
            &mut f,
            components,
            &pieces(lo, hi, &request.waypoints),
            request.settings,
        )?
    };
    let interp = integrand.interp;
    let fmt = |x: f64| crate::format::sprintf("%9.1e", &[Value::scalar(x)]).unwrap_or_default();
    match q.ending {
        Ending::Converged => {}
        Ending::IntervalLimit => warn(
            interp,
            &format!("MATLAB:{function}:MaxIntervalCountReached"),
            &format!("Reached the limit on the maximum number of intervals in use. Approximate bound on error is{}. The integral may not exist, or it may be difficult to approximate numerically to the requested accuracy.", fmt(q.error_bound)),
        ),
        Ending::NonFinite => warn(interp, &format!("MATLAB:{function}:NonFiniteValue"), "Infinite or Not-a-Number value encountered."),
        Ending::MinimumStep => warn(
            interp,
            &format!("MATLAB:{function}:MinStepSize"),
            "Minimum step size reached; singularity possible.",
        ),
    }
    let shape = integrand.shape.clone();
    let value = if integrand.complex {
        let data: Vec<Complex64> = q
            .value
            .chunks(2)
            .map(|p| Complex64::new(sign * p[0], sign * p.get(1).copied().unwrap_or(0.0)))
            .collect();
        Value::ComplexDouble(Tensor::new(shape, data))
    } else {
        Value::Double(Tensor::new(
            shape,
            q.value.chunks(2).map(|p| sign * p[0]).collect(),
        ))
    };
    Ok((value, q.error_bound))
}

/// `q = integral(fun, xmin, xmax)`, `integral(___, Name, Value)`.
pub fn integral(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let request = parse(args, "integral", false)?;
    let (value, _) = run(interp, &args[0], &request, "integral")?;
    one(value)
}

/// `[q, errbnd] = quadgk(fun, a, b, Name, Value)`.
pub fn quadgk(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let request = parse(args, "quadgk", true)?;
    let (value, bound) = run(interp, &args[0], &request, "quadgk")?;
    let mut out = Outputs::from_iter([value]);
    if nargout >= 2 {
        out.push(Value::scalar(bound));
    }
    Ok(out)
}

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

//! `integral` and `quadgk`: MATLAB's argument grammar (limits,
//! real or complex (contour integrals over straight segments), 'AbsTol',
//! 'RelTol', 'ArrayValued', 'Waypoints', 'MaxIntervalCount'),
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

/// A parsed call of `integral` or `quadgk`. Complex limits or waypoints
/// make it a contour integral over the straight segments a -> waypoints
/// -> b.
struct Request {
    a: Complex64,
    b: Complex64,
    settings: Settings,
    array_valued: bool,
    waypoints: Vec<Complex64>,
    /// A limit or waypoint is single: the result is single.
    single: bool,
}

impl Request {
    fn is_contour(&self) -> bool {
        self.a.im != 0.0 || self.b.im != 0.0 || self.waypoints.iter().any(|w| w.im != 0.0)
    }
}

/// A limit of `integral`/`quadgk`: a float scalar, real or complex, not
/// NaN; also whether it is single.
fn endpoint(value: &Value, function: &str, which: &str) -> Result<(Complex64, bool)> {
    let single = matches!(value, Value::Single(_) | Value::ComplexSingle(_));
    match (value, numbers(value)) {
        (Value::Logical(_), _) | (_, None) => Err(error(
            function,
            "invalidLimit",
            format!("{which} must be a floating-point scalar."),
        )),
        (_, Some((re, im, _))) if re.len() == 1 => {
            let z = Complex64::new(re[0], im[0]);
            if z.is_nan() {
                Err(error(
                    function,
                    "nanLimit",
                    format!("{which} must not be NaN."),
                ))
            } else {
                Ok((z, single))
            }
        }
        _ => Err(error(
            function,
            "invalidLimit",
            format!("{which} must be a floating-point scalar."),
        )),
    }
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
    let ((a, single_a), (b, single_b)) = (endpoint(a, function, "A")?, endpoint(b, function, "B")?);
    let mut request = Request {
        a,
        b,
        settings: Settings {
            abs_tol: 1e-10,
            rel_tol: 1e-6,
            max_intervals: 650,
        },
        array_valued: false,
        waypoints: Vec::new(),
        single: single_a || single_b,
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
                let invalid = || {
                    error(
                        function,
                        "invalidWaypoints",
                        "Waypoints must be a vector of finite values.",
                    )
                };
                let (re, im, _) = numbers(value)
                    .filter(|_| !matches!(value, Value::Logical(_)))
                    .ok_or_else(invalid)?;
                request.waypoints = re
                    .into_iter()
                    .zip(im)
                    .map(|(r, i)| Complex64::new(r, i))
                    .collect();
                if !request.waypoints.iter().all(|w| w.is_finite()) {
                    return Err(invalid());
                }
                request.single |= matches!(value, Value::Single(_) | Value::ComplexSingle(_));
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
    /// The integrand returned single values.
    single: bool,
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

/// The points an integrand is called at: on the real line, or on a
/// segment of a contour.
#[derive(Clone, Copy)]
enum Points<'p> {
    Real(&'p [f64]),
    Complex(&'p [Complex64]),
}

impl Points<'_> {
    fn len(self) -> usize {
        match self {
            Points::Real(x) => x.len(),
            Points::Complex(z) => z.len(),
        }
    }

    /// All the points as one row.
    fn row(self) -> Value {
        match self {
            Points::Real(x) => Value::row(x.to_vec()),
            Points::Complex(z) => {
                Value::ComplexDouble(Tensor::new(Shape::row(z.len()), z.to_vec()))
            }
        }
    }

    fn at(self, k: usize) -> Value {
        match self {
            Points::Real(x) => Value::scalar(x[k]),
            Points::Complex(z) => Value::ComplexDouble(Tensor::new(Shape::scalar(), vec![z[k]])),
        }
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
    fn numbers_of(&mut self, y: &Value) -> Result<(Vec<f64>, Vec<f64>, bool)> {
        self.single |= matches!(y, Value::Single(_) | Value::ComplexSingle(_));
        numbers(y).ok_or_else(|| {
            error(
                self.function,
                "invalidIntegrand",
                "The integrand must return floating-point values.",
            )
        })
    }

    fn eval(&mut self, xs: Points<'_>) -> Result<Vec<f64>> {
        if !self.array_valued {
            let y = self.call(xs.row())?;
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
        for k in 0..xs.len() {
            let y = self.call(xs.at(k))?;
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
        single: false,
    };
    let contour = request.is_contour();
    if request.array_valued {
        // One call at a finite point inside the range fixes the shape.
        let probe = if request.a.is_finite() {
            request.a
        } else if request.b.is_finite() {
            request.b
        } else {
            Complex64::new(0.0, 0.0)
        };
        let y = integrand.call(if contour {
            Points::Complex(&[probe]).at(0)
        } else {
            Value::scalar(probe.re)
        })?;
        integrand.shape = y.shape();
    }
    let components = integrand.shape.numel() * 2;
    let (lo, hi, sign) = if request.a.re <= request.b.re {
        (request.a.re, request.b.re, 1.0)
    } else {
        (request.b.re, request.a.re, -1.0)
    };
    let q = if contour {
        integrand.complex = true;
        contour_integral(&mut integrand, request, components)?
    } else if lo == hi {
        Quadrature {
            value: vec![0.0; components],
            error_bound: 0.0,
            ending: Ending::Converged,
        }
    } else {
        let waypoints: Vec<f64> = request.waypoints.iter().map(|w| w.re).collect();
        let mut f = |xs: &[f64]| integrand.eval(Points::Real(xs));
        integrate(
            &mut f,
            components,
            &pieces(lo, hi, &waypoints),
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
    let sign = if contour { 1.0 } else { sign };
    let value = match (integrand.complex, request.single || integrand.single) {
        (true, single) => {
            let data: Vec<Complex64> = q
                .value
                .chunks(2)
                .map(|p| Complex64::new(sign * p[0], sign * p.get(1).copied().unwrap_or(0.0)))
                .collect();
            if single {
                Value::ComplexSingle(Tensor::new(
                    shape,
                    data.iter()
                        .map(|z| num_complex::Complex32::new(z.re as f32, z.im as f32))
                        .collect(),
                ))
            } else {
                Value::ComplexDouble(Tensor::new(shape, data))
            }
        }
        (false, true) => Value::Single(Tensor::new(
            shape,
            q.value.chunks(2).map(|p| (sign * p[0]) as f32).collect(),
        )),
        (false, false) => Value::Double(Tensor::new(
            shape,
            q.value.chunks(2).map(|p| sign * p[0]).collect(),
        )),
    };
    Ok((value, q.error_bound))
}

/// The integral along the straight segments a -> waypoints -> b: each
/// segment z0 -> z1 is t in [0, 1] at z0 + t (z1 - z0), its values times
/// z1 - z0. The segments' sums and error bounds add up; the first ending
/// that is not convergence is reported.
fn contour_integral(
    integrand: &mut Integrand<'_>,
    request: &Request,
    components: usize,
) -> Result<Quadrature> {
    let mut vertices = vec![request.a];
    vertices.extend(request.waypoints.iter().copied());
    vertices.push(request.b);
    if !vertices.iter().all(|z| z.is_finite()) {
        return Err(error(
            integrand.function,
            "nonFiniteContour",
            "Contour integrals need finite limits and waypoints.",
        ));
    }
    let mut total = Quadrature {
        value: vec![0.0; components],
        error_bound: 0.0,
        ending: Ending::Converged,
    };
    for segment in vertices.windows(2) {
        let (z0, dz) = (segment[0], segment[1] - segment[0]);
        if dz == Complex64::new(0.0, 0.0) {
            continue;
        }
        let mut f = |ts: &[f64]| -> Result<Vec<f64>> {
            let zs: Vec<Complex64> = ts.iter().map(|&t| z0 + dz * t).collect();
            let values = integrand.eval(Points::Complex(&zs))?;
            Ok(values
                .chunks(2)
                .flat_map(|p| {
                    let w = Complex64::new(p[0], p.get(1).copied().unwrap_or(0.0)) * dz;
                    [w.re, w.im]
                })
                .collect())
        };
        let q = integrate(&mut f, components, &pieces(0.0, 1.0, &[]), request.settings)?;
        for (sum, v) in total.value.iter_mut().zip(&q.value) {
            *sum += v;
        }
        total.error_bound += q.error_bound;
        if total.ending == Ending::Converged {
            total.ending = q.ending;
        }
    }
    Ok(total)
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

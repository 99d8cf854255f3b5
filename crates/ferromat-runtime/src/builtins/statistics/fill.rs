//! `fillmissing`: fills the missing entries (as `missing.rs` defines them,
//! or 'MissingLocations') of each lane along a dimension with a constant,
//! an interpolant of the lane's known entries ('previous', 'next',
//! 'nearest', 'linear', 'spline', 'pchip', 'makima', evaluated by the
//! `interp1` builtin, so there is one interpolation code path), or a
//! moving mean or median (the `movmean`/`movmedian` builtins with
//! 'omitnan'). Gaps before the first and after the last known entry follow
//! 'EndValues'. Text, datetime and duration arrays are filled by choosing
//! source elements (the lane of element numbers is what gets interpolated)
//! and gathering them with `index::paren_get`, so this file never builds
//! elements of those classes itself. It does no interpolation arithmetic.

use ferromat_kernels::Lanes;

use super::super::{args, one, Outputs};
use super::lanes::default_axis;
use super::missing::standard_flags;
use crate::builtins::arrays::construct::from_f64;
use crate::builtins::polynomials::interp::interp1;
use crate::builtins::statistics::moving::{movmean, movmedian};
use crate::builtins::tables::{as_table, table_value};
use crate::error::{Result, RuntimeError};
use crate::index::{paren_get, Subscript};
use crate::interp::Interpreter;
use crate::value::{Class, Shape, Tensor, Value};

const NAME: &str = "fillmissing";

fn error(id: &str, message: &str) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:fillmissing:{id}"), message)
}

/// How a gap is filled.
#[derive(Clone, PartialEq, Debug)]
enum Method {
    /// One value per lane (a scalar is repeated).
    Constant(Vec<f64>),
    /// An `interp1` method name.
    Interpolate(&'static str),
    /// `movmean` or `movmedian` with its window argument.
    Moving(&'static str, Value),
}

/// What the gaps at the ends of a lane get.
#[derive(Clone, PartialEq, Debug)]
enum Ends {
    Extrapolate,
    Leave,
    Constant(Vec<f64>),
    Interpolate(&'static str),
}

fn interpolant(name: &str) -> Option<&'static str> {
    Some(match name {
        "previous" => "previous",
        "next" => "next",
        "nearest" => "nearest",
        "linear" => "linear",
        "spline" => "spline",
        "pchip" => "pchip",
        "makima" => "makima",
        _ => return None,
    })
}

/// A parsed call: the method, the 0-based dimension, the end rule, the
/// sample points and the caller's missing locations.
struct Request {
    method: Method,
    axis: usize,
    ends: Ends,
    x: Option<Vec<f64>>,
    locations: Option<Vec<bool>>,
}

fn numbers(value: &Value, what: &str) -> Result<Vec<f64>> {
    if value.is_complex() || args::is_text(value) {
        return Err(error("InvalidFillValue", what));
    }
    value
        .to_f64_vec()
        .filter(|v| !v.is_empty())
        .ok_or_else(|| error("InvalidFillValue", what))
}

fn parse(args_in: &[Value], shape: &Shape) -> Result<Request> {
    let method_name = args_in
        .get(1)
        .and_then(Value::as_text)
        .ok_or_else(|| {
            error(
                "InvalidMethod",
                "Fill method must be a character vector or string scalar.",
            )
        })?
        .to_ascii_lowercase();
    let mut next = 2;
    let method = match method_name.as_str() {
        "constant" | "movmean" | "movmedian" => {
            let v = args_in.get(2).ok_or_else(RuntimeError::not_enough_inputs)?;
            next = 3;
            match method_name.as_str() {
                "constant" if args::is_text(v) || matches!(v, Value::Cell(_)) => {
                    Method::Constant(Vec::new())
                }
                "constant" => Method::Constant(numbers(v, "Fill constant must be numeric.")?),
                "movmean" => Method::Moving("movmean", v.clone()),
                _ => Method::Moving("movmedian", v.clone()),
            }
        }
        name => Method::Interpolate(interpolant(name).ok_or_else(|| {
            error(
                "InvalidMethod",
                "Fill method must be 'constant', 'previous', 'next', 'nearest', 'linear', 'spline', 'pchip', 'makima', 'movmean', or 'movmedian'.",
            )
        })?),
    };
    let mut axis = default_axis(shape);
    if let Some(dim) = args_in.get(next).filter(|a| !args::is_text(a)) {
        axis = args::parse_dim(dim)?;
        next += 1;
    }
    let mut request = Request {
        method,
        axis,
        ends: Ends::Extrapolate,
        x: None,
        locations: None,
    };
    let pairs = &args_in[next.min(args_in.len())..];
    if pairs.len() % 2 == 1 {
        return Err(error(
            "NameValuePairs",
            "Name-value arguments must come in pairs.",
        ));
    }
    let length = shape.dim(request.axis);
    for pair in pairs.chunks(2) {
        let name = args::text(&pair[0], NAME)?.to_ascii_lowercase();
        let value = &pair[1];
        match name.as_str() {
            "endvalues" => {
                request.ends = match value.as_text().map(|t| t.to_ascii_lowercase()).as_deref() {
                    Some("extrap") => Ends::Extrapolate,
                    Some("none") => Ends::Leave,
                    Some(other) => Ends::Interpolate(interpolant(other).ok_or_else(|| {
                        error(
                        "InvalidEndValues",
                        "EndValues must be 'extrap', 'none', a fill method, or a numeric value.",
                    )
                    })?),
                    None => Ends::Constant(numbers(value, "EndValues must be numeric.")?),
                }
            }
            "samplepoints" => {
                let x = numbers(value, "Sample points must be a numeric vector.")?;
                if x.len() != length
                    || x.windows(2).any(|w| w[1] <= w[0])
                    || x.iter().any(|v| !v.is_finite())
                {
                    return Err(error(
                        "SamplePointsInvalid",
                        "Sample points must be a sorted vector of unique finite values, one for each element along the operating dimension.",
                    ));
                }
                request.x = Some(x);
            }
            "missinglocations" => match value {
                Value::Logical(t) if t.shape() == shape => {
                    request.locations = Some(t.data().to_vec());
                }
                _ => return Err(error(
                    "MissingLocationsInvalid",
                    "Missing locations must be a logical array the same size as the input data.",
                )),
            },
            _ => {
                return Err(error(
                    "NameValueNames",
                    "Name argument must be 'EndValues', 'SamplePoints', or 'MissingLocations'.",
                ))
            }
        }
    }
    if request.x.is_some() && matches!(request.method, Method::Moving(..)) {
        return Err(error(
            "SamplePointsMoving",
            "'SamplePoints' with 'movmean' or 'movmedian' is not supported.",
        ));
    }
    Ok(request)
}

/// One per lane from a scalar or a per-lane vector.
fn per_lane(values: &[f64], lane: usize, lanes: usize) -> Result<f64> {
    match values.len() {
        1 => Ok(values[0]),
        n if n == lanes => Ok(values[lane]),
        _ => Err(error(
            "SizeConstant",
            "Fill value must be a scalar or have one element for each vector being filled.",
        )),
    }
}

/// The values of `method` at the sample points `queries` of one lane:
/// `y` holds the lane (missing entries NaN), `known` its known entries.
fn evaluate(
    interp: &mut Interpreter,
    name: &'static str,
    x: &[f64],
    y: &[f64],
    known: &[usize],
    queries: &[f64],
) -> Result<Vec<f64>> {
    let xk: Vec<f64> = known.iter().map(|&k| x[k]).collect();
    let yk: Vec<f64> = known.iter().map(|&k| y[k]).collect();
    let (first, last) = match (xk.first(), xk.last()) {
        (Some(&f), Some(&l)) => (f, l),
        _ => return Ok(vec![f64::NAN; queries.len()]),
    };
    let mut out = if known.len() >= 2 {
        interp1(
            interp,
            &[
                Value::row(xk),
                Value::row(yk.clone()),
                Value::row(queries.to_vec()),
                Value::char_row(name),
                Value::char_row("extrap"),
            ],
            1,
        )?[0]
            .to_f64_vec()
            .unwrap_or_default()
    } else if matches!(name, "previous" | "next" | "nearest") {
        vec![yk[0]; queries.len()]
    } else {
        // One known entry is not enough to interpolate between.
        vec![f64::NAN; queries.len()]
    };
    for (value, &q) in out.iter_mut().zip(queries) {
        if (name == "previous" && q < first) || (name == "next" && q > last) {
            *value = f64::NAN;
        }
    }
    Ok(out)
}

/// Fills one lane in place; `filled[k]` records which entries got a value.
#[allow(clippy::too_many_arguments)]
fn fill_lane(
    interp: &mut Interpreter,
    request: &Request,
    x: &[f64],
    lane: &mut [f64],
    missing: &[bool],
    filled: &mut [bool],
    number: usize,
    lanes: usize,
) -> Result<()> {
    let known: Vec<usize> = (0..lane.len()).filter(|&k| !missing[k]).collect();
    let (first, last) = (known.first().copied(), known.last().copied());
    let is_end = |k: usize| first.is_none_or(|f| k < f) || last.is_none_or(|l| k > l);
    let (mut inner, mut outer) = (Vec::new(), Vec::new());
    for k in (0..lane.len()).filter(|&k| missing[k]) {
        if is_end(k) {
            outer.push(k);
        } else {
            inner.push(k);
        }
    }
    let mut y = lane.to_vec();
    missing
        .iter()
        .zip(&mut y)
        .for_each(|(&m, v)| *v = if m { f64::NAN } else { *v });
    let mut apply = |interp: &mut Interpreter, method: &Method, at: &[usize]| -> Result<()> {
        if at.is_empty() {
            return Ok(());
        }
        let values = match method {
            Method::Constant(v) => vec![per_lane(v, number, lanes)?; at.len()],
            Method::Interpolate(name) => {
                let q: Vec<f64> = at.iter().map(|&k| x[k]).collect();
                evaluate(interp, name, x, &y, &known, &q)?
            }
            Method::Moving(name, window) => {
                let f = if *name == "movmean" {
                    movmean
                } else {
                    movmedian
                };
                let all = f(
                    interp,
                    &[
                        Value::row(y.clone()),
                        window.clone(),
                        Value::char_row("omitnan"),
                    ],
                    1,
                )?[0]
                    .to_f64_vec()
                    .unwrap_or_default();
                at.iter()
                    .map(|&k| all.get(k).copied().unwrap_or(f64::NAN))
                    .collect()
            }
        };
        for (&k, v) in at.iter().zip(values) {
            if !v.is_nan() {
                lane[k] = v;
                filled[k] = true;
            }
        }
        Ok(())
    };
    apply(interp, &request.method, &inner)?;
    let ends = match &request.ends {
        Ends::Extrapolate => Some(request.method.clone()),
        Ends::Leave => None,
        Ends::Constant(v) => Some(Method::Constant(v.clone())),
        Ends::Interpolate(name) => Some(Method::Interpolate(name)),
    };
    if let Some(method) = ends {
        apply(interp, &method, &outer)?;
    }
    Ok(())
}

/// Fills every lane of `data` (shape `dims`) along `request.axis`.
fn fill_data(
    interp: &mut Interpreter,
    request: &Request,
    dims: &[usize],
    data: &mut [f64],
    missing: &[bool],
) -> Result<Vec<bool>> {
    let lanes = Lanes::new(dims, request.axis);
    let default_x: Vec<f64>;
    let x = match &request.x {
        Some(x) => x.as_slice(),
        None => {
            default_x = (1..=lanes.length).map(|k| k as f64).collect();
            &default_x
        }
    };
    let mut filled = vec![false; data.len()];
    let (mut lane, mut lane_missing, mut lane_filled) = (Vec::new(), Vec::new(), Vec::new());
    for number in 0..lanes.count() {
        let (start, stride) = lanes.lane_start(number);
        let at = |k: usize| start + k * stride;
        lane.clear();
        lane.extend((0..lanes.length).map(|k| data[at(k)]));
        lane_missing.clear();
        lane_missing.extend((0..lanes.length).map(|k| missing[at(k)]));
        if !lane_missing.iter().any(|&m| m) {
            continue;
        }
        lane_filled.clear();
        lane_filled.resize(lanes.length, false);
        fill_lane(
            interp,
            request,
            x,
            &mut lane,
            &lane_missing,
            &mut lane_filled,
            number,
            lanes.count(),
        )?;
        for k in 0..lanes.length {
            data[at(k)] = lane[k];
            filled[at(k)] = lane_filled[k];
        }
    }
    Ok(filled)
}

/// Text, datetime and duration arrays: a constant is written with the
/// class's own indexing, any other method picks source elements.
fn fill_gathered(
    interp: &mut Interpreter,
    value: &Value,
    request: &Request,
    constant: Option<&Value>,
    missing: &[bool],
) -> Result<(Value, Vec<bool>)> {
    let shape = value.shape();
    if let Method::Constant(_) = request.method {
        let constant = constant.ok_or_else(|| {
            error(
                "InvalidFillValue",
                "Fill constant must be the same type as the input data.",
            )
        })?;
        let mut out = value.clone();
        let positions: Vec<f64> = (0..missing.len())
            .filter(|&k| missing[k])
            .map(|k| (k + 1) as f64)
            .collect();
        if !positions.is_empty() {
            let sub = [Subscript::Index(Value::row(positions))];
            let rhs = match (value, constant) {
                (Value::Cell(_), Value::Char(_)) => Value::cell_row(vec![constant.clone()]),
                _ => constant.clone(),
            };
            out = crate::index::paren_set(Some(out), &sub, rhs)?;
        }
        return Ok((out, missing.to_vec()));
    }
    if matches!(request.method, Method::Moving(..))
        || matches!(request.method, Method::Interpolate(n) if !matches!(n, "previous" | "next" | "nearest"))
    {
        return Err(error(
            "InterpolationInvalidType",
            "Only 'constant', 'previous', 'next', and 'nearest' fill nonnumeric data.",
        ));
    }
    let mut source: Vec<f64> = (1..=missing.len()).map(|k| k as f64).collect();
    let filled = fill_data(interp, request, shape.dims(), &mut source, missing)?;
    let index = Value::matrix(shape.clone(), source);
    let out = paren_get(value, &[Subscript::Index(index)])?;
    Ok((out, filled))
}

/// Fills one array (a table variable or the whole input).
fn fill_array(
    interp: &mut Interpreter,
    value: &Value,
    request: &Request,
    constant: Option<&Value>,
) -> Result<(Value, Vec<bool>)> {
    let missing = match &request.locations {
        Some(locations) => locations.clone(),
        None => standard_flags(value, NAME)?,
    };
    if !missing.iter().any(|&m| m) {
        return Ok((value.clone(), missing));
    }
    let class = value.class();
    if !(class.is_numeric() || class == Class::Logical) {
        return fill_gathered(interp, value, request, constant, &missing);
    }
    if value.is_complex() {
        return Err(error("ComplexData", "Complex data is not supported."));
    }
    if matches!(&request.method, Method::Constant(v) if v.is_empty()) {
        return Err(error("InvalidFillValue", "Fill constant must be numeric."));
    }
    let shape = value.shape();
    let mut data = value
        .to_f64_vec()
        .ok_or_else(|| error("InvalidData", "Invalid data type."))?;
    let filled = fill_data(interp, request, shape.dims(), &mut data, &missing)?;
    Ok((from_f64(shape, class, data)?, filled))
}

/// `F = fillmissing(A, method)`, `fillmissing(A, 'constant', v)`,
/// `fillmissing(A, movmethod, window)`, `fillmissing(..., dim)`,
/// 'EndValues', 'SamplePoints', 'MissingLocations'; `[F, TF] = ...`.
pub fn fillmissing(interp: &mut Interpreter, args_in: &[Value], nargout: usize) -> Result<Outputs> {
    let value = &args_in[0];
    let constant = args_in.get(2);
    let (out, shape, filled) = if let Some(table) = as_table(value) {
        let request = parse(args_in, &Shape::matrix(table.rows, 1))?;
        let mut data = (**table).clone();
        let mut flags = Vec::new();
        let mut columns = 0;
        for column in &mut data.columns {
            let (new, f) = fill_array(interp, column, &request, constant)?;
            *column = new;
            columns += f.len().checked_div(table.rows).unwrap_or(0);
            flags.extend(f);
        }
        (table_value(data), Shape::matrix(table.rows, columns), flags)
    } else {
        let request = parse(args_in, &value.shape())?;
        let (new, flags) = fill_array(interp, value, &request, constant)?;
        (new, value.shape(), flags)
    };
    let mut result = one(out)?;
    if nargout > 1 {
        result.push(Value::Logical(Tensor::new(shape, filled)));
    }
    Ok(result)
}

#[cfg(test)]
#[path = "fill_tests.rs"]
mod tests;

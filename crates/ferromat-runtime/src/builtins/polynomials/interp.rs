//! `interp1`: 1-D interpolation of a vector (or of each column of an
//! array, values along the first dimension) at query points, with the
//! methods 'linear', 'nearest', 'previous', 'next', 'pchip' ('cubic'),
//! 'v5cubic', 'makima' and 'spline' (`[]` is the default 'linear'), and
//! extrapolation by the method ('extrap') or a fill value. Complex values
//! are interpolated as real and imaginary parts. The cubic methods are the
//! pp-forms of `piecewise.rs` and `akima.rs` (the same code as `spline`,
//! `pchip`, `makima` and the cubic convolution of interp2's 'cubic'); this
//! file only reads arguments, evaluates and shapes the result.

use super::super::statistics::order::real_data;
use super::super::{one, Outputs};
use super::akima::{convolution_pp, is_uniform, makima_pp};
use super::piecewise::{pchip_pp, spline_pp, Piecewise, Samples};
use crate::builtins::arrays::float_parts::{float_parts, from_float_parts};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

#[derive(Clone, Copy, PartialEq, Debug)]
enum Method {
    Linear,
    Nearest,
    Previous,
    Next,
    Pchip,
    Spline,
    Makima,
    /// MATLAB 5's cubic convolution; the spline when x is not uniform.
    V5cubic,
}

impl Method {
    /// The cubic pp-form this method evaluates, if it is a cubic method.
    fn cubic(self, samples: &Samples) -> Option<Piecewise> {
        match self {
            Method::Pchip => Some(pchip_pp(samples)),
            Method::Spline => Some(spline_pp(samples, None)),
            Method::Makima => Some(makima_pp(samples)),
            Method::V5cubic if is_uniform(&samples.x) => Some(convolution_pp(samples)),
            Method::V5cubic => Some(spline_pp(samples, None)),
            _ => None,
        }
    }
}

/// What a query outside [x(1), x(end)] gets.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Outside {
    Extrapolate,
    Fill(f64),
}

fn method_named(name: &str) -> Option<Method> {
    Some(match name {
        "linear" => Method::Linear,
        "nearest" => Method::Nearest,
        "previous" => Method::Previous,
        "next" => Method::Next,
        "pchip" | "cubic" => Method::Pchip,
        "spline" => Method::Spline,
        "makima" => Method::Makima,
        "v5cubic" => Method::V5cubic,
        _ => return None,
    })
}

/// Interpolates sorted, distinct `x` with values `y` at `q`.
fn evaluate(
    x: &[f64],
    y: &[f64],
    cubic: Option<&Piecewise>,
    method: Method,
    outside: Outside,
    q: f64,
) -> f64 {
    let n = x.len();
    if q.is_nan() {
        return f64::NAN;
    }
    let inside = q >= x[0] && q <= x[n - 1];
    if !inside {
        if let Outside::Fill(v) = outside {
            return v;
        }
    }
    if n == 1 {
        return if q == x[0] { y[0] } else { f64::NAN };
    }
    // Segment k with x[k] <= q < x[k+1], clamped to the end segments.
    let k = x.partition_point(|&v| v <= q).saturating_sub(1).min(n - 2);
    match method {
        Method::Linear => y[k] + (q - x[k]) * (y[k + 1] - y[k]) / (x[k + 1] - x[k]),
        Method::Nearest => {
            if q - x[k] < x[k + 1] - q {
                y[k]
            } else {
                y[k + 1]
            }
        }
        Method::Previous => {
            if q >= x[n - 1] {
                y[n - 1]
            } else if q < x[0] {
                y[0]
            } else {
                y[k]
            }
        }
        Method::Next => {
            if q <= x[0] {
                y[0]
            } else if q == x[k] {
                y[k]
            } else {
                y[k + 1]
            }
        }
        Method::Pchip | Method::Spline | Method::Makima | Method::V5cubic => {
            cubic.map_or(f64::NAN, |pp| pp.eval(0, q))
        }
    }
}

/// The sample points sorted ascending with the values of each column of
/// `v` in the same order.
struct SortedData {
    x: Vec<f64>,
    order: Vec<usize>,
    v: Vec<f64>,
    rows: usize,
    columns: usize,
}

impl SortedData {
    fn column(&self, c: usize) -> Vec<f64> {
        self.order
            .iter()
            .map(|&i| self.v[i + c * self.rows])
            .collect()
    }
}

/// Reads and sorts `x` (default `1:n`) and `v` (a vector, or one column
/// per function), checking sizes, uniqueness and the point count.
fn sorted_data(x_arg: Option<&Value>, v_shape: &Shape, v: Vec<f64>) -> Result<SortedData> {
    let (rows, columns) = if v_shape.is_vector() || v_shape.is_scalar() {
        (v.len(), 1)
    } else {
        (v_shape.rows(), v.len() / v_shape.rows().max(1))
    };
    let x = match x_arg {
        Some(x) => real_data(x, "interp1")?,
        None => (1..=rows).map(|k| k as f64).collect(),
    };
    if x.len() != rows || rows == 0 {
        return Err(RuntimeError::new(
            "MATLAB:interp1:YInvalidNumRows",
            "The length of the input coordinates must equal the number of rows of the values.",
        ));
    }
    let mut order: Vec<usize> = (0..rows).collect();
    order.sort_by(|&a, &b| x[a].total_cmp(&x[b]));
    let xs: Vec<f64> = order.iter().map(|&i| x[i]).collect();
    if xs.iter().any(|v| v.is_nan()) || xs.windows(2).any(|w| w[0] == w[1]) {
        return Err(RuntimeError::new(
            "MATLAB:interp1:NonUniqueX",
            "The grid vectors must contain unique points.",
        ));
    }
    // Every method needs an interval (MATLAB builds a griddedInterpolant,
    // which refuses a single sample point).
    if rows < 2 {
        return Err(RuntimeError::new(
            "MATLAB:interp1:NotEnoughPts",
            "There must be at least two data points for this method.",
        ));
    }
    Ok(SortedData {
        x: xs,
        order,
        v,
        rows,
        columns,
    })
}

/// `pp = interp1(x, v, method, 'pp')`: the interpolant as a pp-form, one
/// component per column of v. 'linear' gives order-2 pieces, 'nearest'
/// constant pieces broken at the midpoints, the cubic methods the
/// `spline`/`pchip` forms.
fn pp_form(data: &SortedData, method: Method) -> Result<Piecewise> {
    let samples = Samples {
        x: data.x.clone(),
        y: (0..data.columns).map(|c| data.column(c)).collect(),
        dim: vec![data.columns],
    };
    let x = &data.x;
    let n = x.len();
    if let Some(pp) = method.cubic(&samples) {
        return Ok(pp);
    }
    match method {
        Method::Linear if n >= 2 => {
            let mut coefs = Vec::with_capacity(2 * data.columns * (n - 1));
            for k in 0..n - 1 {
                for y in &samples.y {
                    coefs.extend([(y[k + 1] - y[k]) / (x[k + 1] - x[k]), y[k]]);
                }
            }
            Ok(Piecewise::new(x.clone(), samples.dim, 2, coefs))
        }
        Method::Nearest if n >= 2 => {
            let mut breaks = vec![x[0]];
            breaks.extend(x.windows(2).map(|w| (w[0] + w[1]) / 2.0));
            breaks.push(x[n - 1]);
            let coefs = (0..n)
                .flat_map(|k| samples.y.iter().map(move |y| y[k]))
                .collect();
            Ok(Piecewise::new(breaks, samples.dim, 1, coefs))
        }
        _ => Err(RuntimeError::new(
            "MATLAB:interp1:ppOutput",
            "The 'pp' output needs at least two points and the method 'linear', 'nearest', 'pchip', 'makima' or 'spline'.",
        )),
    }
}

/// A method argument: a name, or `[]` for the default 'linear'.
fn method_arg(arg: Option<&Value>) -> Result<Method> {
    let invalid = || {
        RuntimeError::new(
            "MATLAB:interp1:InvalidMethod",
            "Invalid interpolation method.",
        )
    };
    match arg {
        None => Ok(Method::Linear),
        // A leading '*' (an old hint that the points are equally spaced)
        // does not change the result.
        Some(a) => match a.as_text() {
            Some(name) => method_named(name.trim_start_matches('*').to_ascii_lowercase().as_str())
                .ok_or_else(invalid),
            None if a.is_empty() && !matches!(a, Value::Cell(_)) => Ok(Method::Linear),
            None => Err(invalid()),
        },
    }
}

/// The values of `v` as doubles: the real parts, for complex `v` the
/// imaginary parts, and whether `v` is single (the result's class).
fn value_parts(v: &Value) -> Result<(Vec<f64>, Option<Vec<f64>>, bool)> {
    match float_parts(v) {
        Some(parts) => Ok(parts),
        None => Ok((real_data(v, "interp1")?, None, false)),
    }
}

/// Every column of `data` interpolated at `queries`, column after column.
fn interpolate(data: &SortedData, method: Method, outside: Outside, queries: &[f64]) -> Vec<f64> {
    let xs = &data.x;
    let mut out = Vec::with_capacity(queries.len() * data.columns);
    for c in 0..data.columns {
        let ys = data.column(c);
        let cubic = method.cubic(&Samples {
            x: xs.clone(),
            y: vec![ys.clone()],
            dim: vec![1],
        });
        out.extend(
            queries
                .iter()
                .map(|&q| evaluate(xs, &ys, cubic.as_ref(), method, outside, q)),
        );
    }
    out
}

/// `vq = interp1(x, v, xq)`, `interp1(v, xq)`, `interp1(..., method)`,
/// `interp1(..., method, 'extrap' | fillvalue)`, `pp = interp1(x, v, method, 'pp')`.
pub fn interp1(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    // `pp = interp1(x, v, method, 'pp')`, the method possibly `[]`.
    if args.len() == 4
        && args[3]
            .as_text()
            .is_some_and(|t| t.eq_ignore_ascii_case("pp"))
    {
        let method = method_arg(Some(&args[2]))?;
        let (v, im, _) = value_parts(&args[1])?;
        if im.is_some() {
            return Err(RuntimeError::new(
                "MATLAB:interp1:ppOutput",
                "The 'pp' output needs real values.",
            ));
        }
        let data = sorted_data(Some(&args[0]), &args[1].shape(), v)?;
        return one(pp_form(&data, method)?.to_value());
    }
    let numeric_count = args
        .iter()
        .take_while(|a| a.as_text().is_none())
        .count()
        .min(3);
    let (x_arg, v_arg, q_arg) = match numeric_count {
        2 => (None, &args[0], &args[1]),
        3 => (Some(&args[0]), &args[1], &args[2]),
        _ => return Err(RuntimeError::not_enough_inputs()),
    };
    let rest = &args[numeric_count..];
    let method = method_arg(rest.first())?;
    let default_outside = if matches!(method, Method::Pchip | Method::Spline | Method::Makima) {
        Outside::Extrapolate
    } else {
        Outside::Fill(f64::NAN)
    };
    let outside = match rest.get(1) {
        None => default_outside,
        Some(e)
            if e.as_text()
                .is_some_and(|t| t.eq_ignore_ascii_case("extrap")) =>
        {
            Outside::Extrapolate
        }
        Some(e) => Outside::Fill(e.as_f64().filter(|_| e.is_scalar()).ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:interp1:InvalidExtrap",
                "Extrapolation must be 'extrap' or a real scalar.",
            )
        })?),
    };
    let v_shape = v_arg.shape();
    let (v, v_imag, single) = value_parts(v_arg)?;
    let mut data = sorted_data(x_arg, &v_shape, v)?;
    let queries = real_data(q_arg, "interp1")?;
    let out = interpolate(&data, method, outside, &queries);
    let q_shape = q_arg.shape();
    // A vector of values gives results shaped like the queries; an array
    // of size [n d1 ... dk] gives [length(xq) d1 ... dk] for vector
    // queries and [size(xq) d1 ... dk] for array queries.
    let shape = if data.columns == 1 && (v_shape.is_vector() || v_shape.is_scalar()) {
        q_shape
    } else {
        let mut dims = if q_shape.is_vector() || q_shape.is_scalar() {
            vec![queries.len()]
        } else {
            q_shape.dims().to_vec()
        };
        dims.extend_from_slice(&v_shape.dims()[1..]);
        Shape::new(&dims)
    };
    let imag = v_imag.map(|im| {
        data.v = im;
        interpolate(&data, method, outside, &queries)
    });
    one(from_float_parts(shape, out, imag, single)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn methods_on_a_grid() {
        let x = [1.0, 2.0, 3.0, 4.0];
        let y = [1.0, 4.0, 9.0, 16.0];
        let fill = Outside::Fill(f64::NAN);
        assert_eq!(evaluate(&x, &y, None, Method::Linear, fill, 2.5), 6.5);
        assert_eq!(evaluate(&x, &y, None, Method::Nearest, fill, 2.5), 9.0);
        assert_eq!(evaluate(&x, &y, None, Method::Previous, fill, 2.5), 4.0);
        assert_eq!(evaluate(&x, &y, None, Method::Next, fill, 2.5), 9.0);
        assert!(evaluate(&x, &y, None, Method::Linear, fill, 5.0).is_nan());
        assert_eq!(
            evaluate(&x, &y, None, Method::Linear, Outside::Extrapolate, 5.0),
            23.0
        );
    }
}

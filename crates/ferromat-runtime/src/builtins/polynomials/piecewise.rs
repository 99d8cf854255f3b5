//! Piecewise polynomials in MATLAB's pp-form: `mkpp`, `unmkpp`, `ppval`,
//! and the cubic interpolants `spline` (not-a-knot or clamped) and `pchip`
//! (shape-preserving) that build them. `interp1`'s 'spline' and 'pchip'
//! methods use the same constructors and evaluator, so there is one cubic
//! code path. This file does not do the n-D or gridded interpolation.
//!
//! Layout (MATLAB's): for a `d`-valued pp (d = prod(dim)) with L pieces of
//! order k, `coefs` is a (d*L)-by-k matrix whose row `i + d*j` (0-based)
//! holds the descending local-power coefficients of component i on piece j.

use std::sync::Arc;

use super::super::statistics::order::real_data;
use super::super::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, StructArray, Value};

/// A piecewise polynomial: `breaks` (L+1 increasing), `dim`, `order` and
/// the row-major coefficients `coefs[(i + d*j) * order + p]`.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Piecewise {
    pub breaks: Vec<f64>,
    pub dim: Vec<usize>,
    pub order: usize,
    pub coefs: Vec<f64>,
}

impl Piecewise {
    pub fn new(breaks: Vec<f64>, dim: Vec<usize>, order: usize, coefs: Vec<f64>) -> Piecewise {
        Piecewise {
            breaks,
            dim,
            order,
            coefs,
        }
    }

    fn pieces(&self) -> usize {
        self.breaks.len().saturating_sub(1)
    }

    fn components(&self) -> usize {
        self.dim.iter().product()
    }

    /// Component `i` at `x`: pieces are left-closed; values outside the
    /// breaks extend the end pieces; NaN stays NaN.
    pub fn eval(&self, i: usize, x: f64) -> f64 {
        if x.is_nan() {
            return f64::NAN;
        }
        let pieces = self.pieces();
        let j = self
            .breaks
            .partition_point(|&b| b <= x)
            .saturating_sub(1)
            .min(pieces.saturating_sub(1));
        let row = (i + self.components() * j) * self.order;
        let t = x - self.breaks[j];
        self.coefs[row..row + self.order]
            .iter()
            .fold(0.0, |acc, &c| acc * t + c)
    }

    pub fn to_value(&self) -> Value {
        let (d, pieces, k) = (self.components(), self.pieces(), self.order);
        let rows = d * pieces;
        // Column-major (rows x k) from our row-major layout.
        let coefs = (0..rows * k)
            .map(|idx| self.coefs[(idx % rows) * k + idx / rows])
            .collect();
        let dim: Vec<f64> = self.dim.iter().map(|&v| v as f64).collect();
        let s = StructArray::scalar([
            ("form".to_string(), Value::char_row("pp")),
            ("breaks".to_string(), Value::row(self.breaks.clone())),
            (
                "coefs".to_string(),
                Value::matrix(Shape::matrix(rows, k), coefs),
            ),
            ("pieces".to_string(), Value::scalar(pieces as f64)),
            ("order".to_string(), Value::scalar(k as f64)),
            ("dim".to_string(), Value::row(dim)),
        ]);
        Value::Struct(Arc::new(s))
    }

    fn from_value(value: &Value) -> Result<Piecewise> {
        let not_pp = || {
            RuntimeError::new(
                "MATLAB:ppval:notPP",
                "First argument must be a pp-form structure.",
            )
        };
        let Value::Struct(s) = value else {
            return Err(not_pp());
        };
        let field = |name: &str| s.get(name, 0).ok_or_else(not_pp);
        if s.numel() != 1 || field("form")?.as_text().as_deref() != Some("pp") {
            return Err(not_pp());
        }
        let breaks = real_data(field("breaks")?, "ppval")?;
        let coefs_value = field("coefs")?;
        let coefs = real_data(coefs_value, "ppval")?;
        let order = args::count(field("order")?, "ppval")?;
        let dim = real_data(field("dim")?, "ppval")?
            .iter()
            .map(|&v| v as usize)
            .collect::<Vec<_>>();
        let d: usize = dim.iter().product();
        let rows = d * breaks.len().saturating_sub(1);
        if breaks.len() < 2 || order == 0 || coefs.len() != rows * order {
            return Err(not_pp());
        }
        let coefs = (0..rows * order)
            .map(|idx| coefs[(idx / order) + (idx % order) * rows])
            .collect();
        Ok(Piecewise {
            breaks,
            dim,
            order,
            coefs,
        })
    }

    /// The cubic Hermite pp of each component's values `y[i][..]` and
    /// slopes `s[i][..]` at the points `x`.
    pub(super) fn hermite(
        x: &[f64],
        y: &[Vec<f64>],
        slopes: &[Vec<f64>],
        dim: Vec<usize>,
    ) -> Piecewise {
        let (n, d) = (x.len(), y.len());
        let mut coefs = Vec::with_capacity(4 * d * (n - 1));
        for j in 0..n - 1 {
            let h = x[j + 1] - x[j];
            for i in 0..d {
                let delta = (y[i][j + 1] - y[i][j]) / h;
                let (d0, d1) = (slopes[i][j], slopes[i][j + 1]);
                coefs.extend([
                    (d0 - 2.0 * delta + d1) / (h * h),
                    (3.0 * delta - 2.0 * d0 - d1) / h,
                    d0,
                    y[i][j],
                ]);
            }
        }
        Piecewise {
            breaks: x.to_vec(),
            dim,
            order: 4,
            coefs,
        }
    }
}

/// Shape-preserving (Fritsch-Carlson) slopes: harmonic means of adjacent
/// secants where they agree in sign, zero at local extrema.
fn pchip_slopes(x: &[f64], y: &[f64]) -> Vec<f64> {
    let n = x.len();
    let h: Vec<f64> = x.windows(2).map(|w| w[1] - w[0]).collect();
    let delta: Vec<f64> = (0..n - 1).map(|k| (y[k + 1] - y[k]) / h[k]).collect();
    if n == 2 {
        return vec![delta[0]; 2];
    }
    let mut d = vec![0.0; n];
    for k in 1..n - 1 {
        let (a, b) = (delta[k - 1], delta[k]);
        if a * b > 0.0 {
            let w1 = 2.0 * h[k] + h[k - 1];
            let w2 = h[k] + 2.0 * h[k - 1];
            d[k] = (w1 + w2) / (w1 / a + w2 / b);
        }
    }
    let end = |h0: f64, h1: f64, d0: f64, d1: f64| {
        let s = ((2.0 * h0 + h1) * d0 - h0 * d1) / (h0 + h1);
        if s.signum() != d0.signum() || d0 == 0.0 {
            0.0
        } else if d0.signum() != d1.signum() && s.abs() > (3.0 * d0).abs() {
            3.0 * d0
        } else {
            s
        }
    };
    d[0] = end(h[0], h[1], delta[0], delta[1]);
    d[n - 1] = end(h[n - 2], h[n - 3], delta[n - 2], delta[n - 3]);
    d
}

/// Solves the tridiagonal system (sub, diag, sup) s = rhs in place
/// (Thomas algorithm; the spline systems are diagonally dominant).
fn tridiagonal(sub: &[f64], mut diag: Vec<f64>, sup: &[f64], mut rhs: Vec<f64>) -> Vec<f64> {
    let n = diag.len();
    for i in 1..n {
        let w = sub[i] / diag[i - 1];
        diag[i] -= w * sup[i - 1];
        rhs[i] -= w * rhs[i - 1];
    }
    let mut s = vec![0.0; n];
    s[n - 1] = rhs[n - 1] / diag[n - 1];
    for i in (0..n - 1).rev() {
        s[i] = (rhs[i] - sup[i] * s[i + 1]) / diag[i];
    }
    s
}

/// Cubic spline slopes at `x` (n >= 4 for not-a-knot): `ends` gives the
/// clamped end slopes, otherwise the not-a-knot conditions apply.
fn spline_slopes(x: &[f64], y: &[f64], ends: Option<(f64, f64)>) -> Vec<f64> {
    let n = x.len();
    let h: Vec<f64> = x.windows(2).map(|w| w[1] - w[0]).collect();
    let delta: Vec<f64> = (0..n - 1).map(|k| (y[k + 1] - y[k]) / h[k]).collect();
    let (mut sub, mut diag, mut sup, mut rhs) =
        (vec![0.0; n], vec![0.0; n], vec![0.0; n], vec![0.0; n]);
    for i in 1..n - 1 {
        sub[i] = h[i];
        diag[i] = 2.0 * (h[i - 1] + h[i]);
        sup[i] = h[i - 1];
        rhs[i] = 3.0 * (h[i] * delta[i - 1] + h[i - 1] * delta[i]);
    }
    match ends {
        Some((first, last)) => {
            diag[0] = 1.0;
            rhs[0] = first;
            diag[n - 1] = 1.0;
            rhs[n - 1] = last;
        }
        None => {
            // Not-a-knot: the third derivative is continuous at x(2) and
            // x(n-1).
            diag[0] = h[1];
            sup[0] = h[0] + h[1];
            rhs[0] = ((h[0] + 2.0 * sup[0]) * h[1] * delta[0] + h[0] * h[0] * delta[1]) / sup[0];
            let (a, b) = (h[n - 2], h[n - 3]);
            sub[n - 1] = a + b;
            diag[n - 1] = b;
            rhs[n - 1] = (a * a * delta[n - 3] + (2.0 * (a + b) + a) * b * delta[n - 2]) / (a + b);
        }
    }
    tridiagonal(&sub, diag, &sup, rhs)
}

/// Interpolation sites and per-component values, sorted by site.
pub(crate) struct Samples {
    pub x: Vec<f64>,
    pub y: Vec<Vec<f64>>,
    pub dim: Vec<usize>,
}

/// The not-a-knot (or, with end slopes, clamped) cubic spline of the
/// samples. Two points give a line; three points without end slopes give
/// the parabola through them, as MATLAB's spline does.
pub(crate) fn spline_pp(samples: &Samples, ends: Option<&[(f64, f64)]>) -> Piecewise {
    let x = &samples.x;
    let n = x.len();
    if ends.is_none() && n <= 3 {
        let (breaks, order) = if n == 2 {
            (x.clone(), 2)
        } else {
            (vec![x[0], x[2]], 3)
        };
        let mut coefs = Vec::new();
        for y in &samples.y {
            let d0 = (y[1] - y[0]) / (x[1] - x[0]);
            if n == 2 {
                coefs.extend([d0, y[0]]);
            } else {
                let d1 = (y[2] - y[1]) / (x[2] - x[1]);
                let c = (d1 - d0) / (x[2] - x[0]);
                coefs.extend([c, d0 - c * (x[1] - x[0]), y[0]]);
            }
        }
        return Piecewise {
            breaks,
            dim: samples.dim.clone(),
            order,
            coefs,
        };
    }
    let slopes: Vec<Vec<f64>> = samples
        .y
        .iter()
        .enumerate()
        .map(|(i, y)| spline_slopes(x, y, ends.map(|e| e[i])))
        .collect();
    Piecewise::hermite(x, &samples.y, &slopes, samples.dim.clone())
}

pub(crate) fn pchip_pp(samples: &Samples) -> Piecewise {
    hermite_pp(samples, pchip_slopes)
}

/// The cubic Hermite interpolant of `samples` with each component's slopes
/// at the breaks given by `slopes(x, y)` (pchip, makima, cubic convolution).
pub(crate) fn hermite_pp(
    samples: &Samples,
    slopes: impl Fn(&[f64], &[f64]) -> Vec<f64>,
) -> Piecewise {
    let slopes: Vec<Vec<f64>> = samples.y.iter().map(|y| slopes(&samples.x, y)).collect();
    Piecewise::hermite(&samples.x, &samples.y, &slopes, samples.dim.clone())
}

/// Reads `spline`/`pchip` data: y is a vector, or an array whose last
/// dimension runs along x (`extra` more values allowed for end slopes).
/// Returns the samples and, when present, the per-component end slopes.
#[allow(clippy::type_complexity)]
pub(super) fn read_samples(
    x: &Value,
    y: &Value,
    function: &str,
    extra: usize,
) -> Result<(Samples, Option<Vec<(f64, f64)>>)> {
    let xs = real_data(x, function)?;
    let yv = real_data(y, function)?;
    let n = xs.len();
    let y_shape = y.shape();
    let (dim, per) = if y_shape.is_vector() || y_shape.is_scalar() {
        (vec![1], yv.len())
    } else {
        let dims = y_shape.dims();
        let last = dims.len() - 1;
        let mut lead = dims[..last].to_vec();
        while lead.len() > 1 && lead.last() == Some(&1) {
            lead.pop();
        }
        (lead, dims[last])
    };
    let d: usize = dim.iter().product();
    let bad_size = || {
        RuntimeError::new(
            format!("MATLAB:{function}:sizeMismatch"),
            "The number of sites, x, must match the number of values, y.",
        )
    };
    if per != n && per != n + extra {
        return Err(bad_size());
    }
    if n < 2 {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:NotEnoughPts"),
            "There should be at least two data points.",
        ));
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| xs[a].total_cmp(&xs[b]));
    let sorted: Vec<f64> = order.iter().map(|&i| xs[i]).collect();
    if sorted.iter().any(|v| !v.is_finite()) || sorted.windows(2).any(|w| w[0] == w[1]) {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:RepeatedSites"),
            "The data sites should be distinct.",
        ));
    }
    let offset = (per - n) / 2;
    let at = |i: usize, k: usize| yv[i + d * k];
    let values = (0..d)
        .map(|i| order.iter().map(|&k| at(i, k + offset)).collect())
        .collect();
    let ends = (per == n + 2).then(|| (0..d).map(|i| (at(i, 0), at(i, per - 1))).collect());
    Ok((
        Samples {
            x: sorted,
            y: values,
            dim,
        },
        ends,
    ))
}

/// The values of `pp` at every element of `xx`: the shape of xx for a
/// scalar-valued pp, else [dim, length(xx)] for a vector xx and
/// [dim, size(xx)] for an array.
pub(super) fn evaluate_at(pp: &Piecewise, xx: &Value, function: &str) -> Result<Value> {
    let q = real_data(xx, function)?;
    let d = pp.components();
    let q_shape = xx.shape();
    let shape = if d == 1 && pp.dim.len() == 1 {
        q_shape
    } else {
        let mut dims = pp.dim.clone();
        if q_shape.is_vector() {
            dims.push(q.len());
        } else {
            dims.extend_from_slice(q_shape.dims());
        }
        Shape::new(&dims)
    };
    args::check_allocation(&shape, 8)?;
    let out = q
        .iter()
        .flat_map(|&x| (0..d).map(move |i| pp.eval(i, x)))
        .collect();
    Ok(Value::matrix(shape, out))
}

/// `pp = mkpp(breaks, coefs)`, `mkpp(breaks, coefs, d)`.
pub fn mkpp(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let breaks = real_data(&args[0], "mkpp")?;
    let coefs = real_data(&args[1], "mkpp")?;
    let dim: Vec<usize> = match args.get(2) {
        Some(d) => real_data(d, "mkpp")?
            .iter()
            .map(|&v| {
                (v >= 1.0 && v.fract() == 0.0 && v < 2f64.powi(31))
                    .then_some(v as usize)
                    .ok_or_else(|| {
                        RuntimeError::new(
                            "MATLAB:mkpp:InvalidDim",
                            "The dimensions D must be positive integers.",
                        )
                    })
            })
            .collect::<Result<_>>()?,
        None => vec![1],
    };
    if breaks.len() < 2 || breaks.windows(2).any(|w| w[0] >= w[1] || w[0].is_nan()) {
        return Err(RuntimeError::new(
            "MATLAB:mkpp:BreaksNotIncreasing",
            "The breaks must be a strictly increasing vector with at least two entries.",
        ));
    }
    let rows = dim.iter().product::<usize>() * (breaks.len() - 1);
    if dim.is_empty() || coefs.is_empty() || coefs.len() % rows != 0 {
        return Err(RuntimeError::new(
            "MATLAB:mkpp:PPNumberMismatchCoeffs",
            format!(
                "The requested number of polynomial pieces, {}, is incompatible with the proposed size of the coefficient array.",
                breaks.len() - 1
            ),
        ));
    }
    let order = coefs.len() / rows;
    // `coefs` is read column-major as a rows-by-order matrix.
    let row_major = (0..rows * order)
        .map(|idx| coefs[idx / order + (idx % order) * rows])
        .collect();
    one(Piecewise {
        breaks,
        dim,
        order,
        coefs: row_major,
    }
    .to_value())
}

/// `[breaks, coefs, l, k, d] = unmkpp(pp)`.
pub fn unmkpp(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    Piecewise::from_value(&args[0])?;
    let Value::Struct(s) = &args[0] else {
        return Err(RuntimeError::new(
            "MATLAB:unmkpp:notPP",
            "Input must be a pp-form structure.",
        ));
    };
    let mut outputs = Outputs::new();
    for name in ["breaks", "coefs", "pieces", "order", "dim"]
        .iter()
        .take(nargout.max(1))
    {
        outputs.push(s.get(name, 0).cloned().unwrap_or_else(Value::empty));
    }
    Ok(outputs)
}

/// `v = ppval(pp, xx)`.
pub fn ppval(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let pp = Piecewise::from_value(&args[0])?;
    one(evaluate_at(&pp, &args[1], "ppval")?)
}

/// spline and pchip leave out the data points whose value has a NaN, with
/// MATLAB's warning (MATLAB:chckxy:IgnoreNaN), rather than letting one NaN
/// spread through the whole fit; at least two points must remain.
fn without_nan_values(
    interp: &mut Interpreter,
    samples: Samples,
    function: &str,
) -> Result<Samples> {
    let n = samples.x.len();
    let keep: Vec<bool> = (0..n)
        .map(|k| samples.y.iter().all(|values| !values[k].is_nan()))
        .collect();
    if keep.iter().all(|&k| k) {
        return Ok(samples);
    }
    super::super::messages::warnings::warn(
        interp,
        "MATLAB:chckxy:IgnoreNaN",
        "All data points with NaN in their value will be ignored.",
    );
    if keep.iter().filter(|&&k| k).count() < 2 {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:NotEnoughPts"),
            "There should be at least two data points.",
        ));
    }
    let kept = |data: &[f64]| -> Vec<f64> {
        data.iter()
            .zip(&keep)
            .filter(|(_, &k)| k)
            .map(|(&v, _)| v)
            .collect()
    };
    Ok(Samples {
        x: kept(&samples.x),
        y: samples.y.iter().map(|values| kept(values)).collect(),
        dim: samples.dim,
    })
}

/// `pp = spline(x, y)`, `yy = spline(x, y, xx)`; y with two more values
/// than x gives the clamped spline with those end slopes.
pub fn spline(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (samples, ends) = read_samples(&args[0], &args[1], "spline", 2)?;
    let samples = without_nan_values(interp, samples, "spline")?;
    let pp = spline_pp(&samples, ends.as_deref());
    match args.get(2) {
        Some(xx) => one(evaluate_at(&pp, xx, "spline")?),
        None => one(pp.to_value()),
    }
}

/// `pp = pchip(x, y)`, `yy = pchip(x, y, xx)`.
pub fn pchip(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (samples, _) = read_samples(&args[0], &args[1], "pchip", 0)?;
    let samples = without_nan_values(interp, samples, "pchip")?;
    let pp = pchip_pp(&samples);
    match args.get(2) {
        Some(xx) => one(evaluate_at(&pp, xx, "pchip")?),
        None => one(pp.to_value()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scalar_samples(x: &[f64], y: &[f64]) -> Samples {
        Samples {
            x: x.to_vec(),
            y: vec![y.to_vec()],
            dim: vec![1],
        }
    }

    #[test]
    fn spline_reproduces_cubics_and_parabolas() {
        let x = [1.0, 2.0, 3.0, 4.0, 5.0];
        let cube: Vec<f64> = x.iter().map(|v| v * v * v).collect();
        let pp = spline_pp(&scalar_samples(&x, &cube), None);
        assert!((pp.eval(0, 2.5) - 15.625).abs() < 1e-12);
        let pp = spline_pp(&scalar_samples(&[0.0, 1.0, 3.0], &[0.0, 1.0, 9.0]), None);
        assert_eq!(pp.order, 3);
        assert!((pp.eval(0, 2.0) - 4.0).abs() < 1e-12);
        // Clamped with the true end slopes reproduces the cubic too.
        let pp = spline_pp(&scalar_samples(&x, &cube), Some(&[(3.0, 75.0)]));
        assert!((pp.eval(0, 4.5) - 91.125).abs() < 1e-10);
    }

    #[test]
    fn pchip_keeps_monotone_data_monotone() {
        let x = [0.0, 1.0, 2.0, 3.0, 4.0];
        let y = [0.0, 0.0, 1.0, 1.0, 1.0];
        let pp = pchip_pp(&scalar_samples(&x, &y));
        let mut last = f64::NEG_INFINITY;
        for k in 0..=400 {
            let v = pp.eval(0, k as f64 / 100.0);
            assert!(v >= last - 1e-15 && (-1e-15..=1.0 + 1e-15).contains(&v));
            last = v;
        }
    }
}

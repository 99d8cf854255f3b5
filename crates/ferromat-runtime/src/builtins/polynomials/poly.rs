//! polyfit polyval polyder polyint conv deconv filter (`poly` is
//! `from_roots.rs`). polyfit and polyval take MATLAB's float operands
//! (double or single, real or complex; integers refused) and answer in
//! single when an operand is single; the others read real doubles
//! (`statistics::order::real_data`). Least squares uses Householder QR on
//! the Vandermonde matrix. Results are row vectors unless MATLAB documents
//! another shape.

use super::super::statistics::order::real_data;
use super::super::{args, one, Outputs};
use crate::builtins::arrays::construct::from_f64;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::convert::simplify_complex;
use crate::value::{Class, Shape, Value};
use num_complex::{Complex32, Complex64};

/// Coefficients without leading zeros (at least one element kept).
fn trimmed(p: &[f64]) -> Vec<f64> {
    let start = p
        .iter()
        .position(|&c| c != 0.0)
        .unwrap_or(p.len().saturating_sub(1));
    p[start.min(p.len())..].to_vec()
}

fn vector_data(value: &Value, function: &str) -> Result<Vec<f64>> {
    let shape = value.shape();
    if !(shape.is_vector() || shape.is_scalar() || shape.is_empty()) {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:InputSizeMismatch"),
            "Input arguments must be vectors.",
        ));
    }
    real_data(value, function)
}

/// Horner evaluation of descending coefficients.
fn horner(p: &[f64], x: f64) -> f64 {
    p.iter().fold(0.0, |acc, &c| acc * x + c)
}

/// Least-squares solution of the m-by-n system `a` (column-major) x = b by
/// Householder QR; also returns R (n-by-n, column-major).
fn least_squares(mut a: Vec<f64>, m: usize, n: usize, mut b: Vec<f64>) -> (Vec<f64>, Vec<f64>) {
    for k in 0..n.min(m) {
        let norm = (k..m)
            .map(|i| a[i + k * m] * a[i + k * m])
            .sum::<f64>()
            .sqrt();
        if norm == 0.0 {
            continue;
        }
        let alpha = if a[k + k * m] > 0.0 { -norm } else { norm };
        let mut v: Vec<f64> = (k..m).map(|i| a[i + k * m]).collect();
        v[0] -= alpha;
        let vnorm2: f64 = v.iter().map(|x| x * x).sum();
        if vnorm2 == 0.0 {
            continue;
        }
        for j in k..n {
            let dot: f64 = (k..m).map(|i| v[i - k] * a[i + j * m]).sum();
            let factor = 2.0 * dot / vnorm2;
            for i in k..m {
                a[i + j * m] -= factor * v[i - k];
            }
        }
        let dot: f64 = (k..m).map(|i| v[i - k] * b[i]).sum();
        let factor = 2.0 * dot / vnorm2;
        for i in k..m {
            b[i] -= factor * v[i - k];
        }
    }
    let mut x = vec![0.0; n];
    for k in (0..n.min(m)).rev() {
        let s: f64 = ((k + 1)..n).map(|j| a[k + j * m] * x[j]).sum();
        x[k] = (b[k] - s) / a[k + k * m];
    }
    let r = (0..n * n)
        .map(|idx| {
            let (i, j) = (idx % n, idx / n);
            if i <= j && i < m {
                a[i + j * m]
            } else {
                0.0
            }
        })
        .collect();
    (x, r)
}

/// A float operand of polyfit/polyval as complex numbers, whether any
/// element is complex and whether its class is single.
struct FloatOperand {
    data: Vec<Complex64>,
    complex: bool,
    single: bool,
}

/// MATLAB's superiorfloat rule: double, single (real or complex), logical
/// and char are taken; integer and other classes are refused.
fn float_operand(value: &Value) -> Result<FloatOperand> {
    let real = |data: Vec<f64>, single: bool| FloatOperand {
        data: data.into_iter().map(|x| Complex64::new(x, 0.0)).collect(),
        complex: false,
        single,
    };
    match value {
        Value::ComplexDouble(t) => Ok(FloatOperand {
            data: t.data().to_vec(),
            complex: true,
            single: false,
        }),
        Value::ComplexSingle(t) => Ok(FloatOperand {
            data: t
                .data()
                .iter()
                .map(|z| Complex64::new(f64::from(z.re), f64::from(z.im)))
                .collect(),
            complex: true,
            single: true,
        }),
        Value::Double(_) | Value::Single(_) | Value::Logical(_) | Value::Char(_) => Ok(real(
            value.to_f64_vec().unwrap_or_default(),
            matches!(value, Value::Single(_)),
        )),
        _ => Err(RuntimeError::new(
            "MATLAB:datatypes:superiorfloat",
            "Inputs must be floats, namely single or double.",
        )),
    }
}

/// A float result: single when any operand was, complex only when some
/// imaginary part is nonzero.
fn float_result(shape: Shape, data: Vec<Complex64>, single: bool) -> Value {
    let tensor = crate::value::Tensor::new(shape, data);
    if single {
        simplify_complex(tensor.map(|z| Complex32::new(z.re as f32, z.im as f32)))
    } else {
        simplify_complex(tensor)
    }
}

fn check_vector(value: &Value, function: &str) -> Result<()> {
    let shape = value.shape();
    if shape.is_vector() || shape.is_scalar() || shape.is_empty() {
        Ok(())
    } else {
        Err(RuntimeError::new(
            format!("MATLAB:{function}:InputSizeMismatch"),
            "Input arguments must be vectors.",
        ))
    }
}

/// `p = polyfit(x, y, n)`, `[p, S] = polyfit(...)`, `[p, S, mu] = polyfit(...)`.
/// Complex `y` is fitted by its real and imaginary parts on the one real
/// Vandermonde factorization.
pub fn polyfit(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    check_vector(&args[0], "polyfit")?;
    check_vector(&args[1], "polyfit")?;
    let (xs, ys) = (float_operand(&args[0])?, float_operand(&args[1])?);
    if xs.complex {
        return Err(RuntimeError::new(
            "MATLAB:polyfit:complexX",
            "polyfit does not support complex x.",
        ));
    }
    let x: Vec<f64> = xs.data.iter().map(|z| z.re).collect();
    let y = ys.data;
    if x.len() != y.len() {
        return Err(RuntimeError::new(
            "MATLAB:polyfit:XYSizeMismatch",
            "The first two inputs must have the same number of elements.",
        ));
    }
    let single = xs.single || ys.single;
    let degree = args::count(&args[2], "polyfit")?;
    let n = degree + 1;
    let m = x.len();
    args::check_allocation_dims(&[m, n], 8)?;
    let (x, mu) = if nargout > 2 {
        let mean = x.iter().sum::<f64>() / m as f64;
        let std =
            (x.iter().map(|v| (v - mean) * (v - mean)).sum::<f64>() / (m.max(2) - 1) as f64).sqrt();
        (
            x.iter().map(|v| (v - mean) / std).collect::<Vec<_>>(),
            Some((mean, std)),
        )
    } else {
        (x, None)
    };
    let vandermonde: Vec<f64> = (0..m * n)
        .map(|k| x[k % m].powi((n - 1 - k / m) as i32))
        .collect();
    let (re, r) = least_squares(vandermonde.clone(), m, n, y.iter().map(|z| z.re).collect());
    let p: Vec<Complex64> = if ys.complex {
        let (im, _) = least_squares(vandermonde, m, n, y.iter().map(|z| z.im).collect());
        re.iter()
            .zip(im)
            .map(|(&a, b)| Complex64::new(a, b))
            .collect()
    } else {
        re.iter().map(|&a| Complex64::new(a, 0.0)).collect()
    };
    let mut outputs = Outputs::new();
    if nargout > 1 {
        let residual = x
            .iter()
            .zip(&y)
            .map(|(&xi, &yi)| (yi - horner_complex(&p, Complex64::new(xi, 0.0))).norm_sqr())
            .sum::<f64>()
            .sqrt();
        let s = crate::value::StructArray::scalar([
            (
                "R".to_string(),
                from_f64(Shape::matrix(n, n), class_of(single), r)?,
            ),
            ("df".to_string(), Value::scalar(m.saturating_sub(n) as f64)),
            (
                "normr".to_string(),
                from_f64(Shape::scalar(), class_of(single), vec![residual])?,
            ),
        ]);
        outputs.push(float_result(Shape::row(n), p, single));
        outputs.push(Value::Struct(std::sync::Arc::new(s)));
    } else {
        outputs.push(float_result(Shape::row(n), p, single));
    }
    if let Some((mean, std)) = mu {
        outputs.push(from_f64(
            Shape::column(2),
            class_of(single),
            vec![mean, std],
        )?);
    }
    Ok(outputs)
}

fn class_of(single: bool) -> Class {
    if single {
        Class::Single
    } else {
        Class::Double
    }
}

/// Horner evaluation of complex descending coefficients.
fn horner_complex(p: &[Complex64], x: Complex64) -> Complex64 {
    p.iter()
        .fold(Complex64::new(0.0, 0.0), |acc, &c| acc * x + c)
}

/// `y = polyval(p, x)`, `polyval(p, x, [], mu)`: p evaluated at every
/// element of x (x's shape); single when p, x or mu is single, complex
/// when the values are.
pub fn polyval(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    check_vector(&args[0], "polyval")?;
    let p = float_operand(&args[0])?;
    let x = float_operand(&args[1])?;
    let mut single = p.single || x.single;
    let (center, scale) = match args.get(3) {
        Some(mu) => {
            let mu = float_operand(mu)?;
            single |= mu.single;
            match mu.data.as_slice() {
                [c, s, ..] => (*c, *s),
                _ => {
                    return Err(RuntimeError::new(
                        "MATLAB:polyval:InvalidMu",
                        "MU must be a two-element vector.",
                    ))
                }
            }
        }
        None => (Complex64::new(0.0, 0.0), Complex64::new(1.0, 0.0)),
    };
    let standardized: Vec<Complex64> = x.data.iter().map(|&v| (v - center) / scale).collect();
    let y: Vec<Complex64> = if p.complex || x.complex || center.im != 0.0 || scale.im != 0.0 {
        standardized
            .iter()
            .map(|&v| horner_complex(&p.data, v))
            .collect()
    } else {
        let coefficients: Vec<f64> = p.data.iter().map(|z| z.re).collect();
        standardized
            .iter()
            .map(|v| Complex64::new(horner(&coefficients, v.re), 0.0))
            .collect()
    };
    let mut out = Outputs::new();
    out.push(float_result(args[1].shape(), y, single));
    if nargout > 1 {
        let s = args.get(2).filter(|s| !s.is_empty()).ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:polyval:RequiresS",
                "S input is required for DELTA output.",
            )
        })?;
        if standardized.iter().any(|z| z.im != 0.0) {
            return Err(RuntimeError::new(
                "MATLAB:polyval:complexData",
                "DELTA is computed for real x only.",
            ));
        }
        let real: Vec<f64> = standardized.iter().map(|z| z.re).collect();
        let delta = prediction_error(s, p.data.len(), &real)?;
        out.push(from_f64(args[1].shape(), class_of(single), delta)?);
    }
    Ok(out)
}

/// The `delta` of `[y, delta] = polyval(p, x, S)`: the standard error of
/// predicting a new observation at each `x`, `normr / sqrt(df) *
/// sqrt(1 + |a / R|^2)` with `a` the Vandermonde row of `x` and `R` the
/// triangular factor polyfit returned in `S`.
fn prediction_error(s: &Value, n: usize, x: &[f64]) -> Result<Vec<f64>> {
    let bad = || {
        RuntimeError::new(
            "MATLAB:polyval:InvalidS",
            "S must be the structure polyfit returns (fields R, df and normr).",
        )
    };
    let Value::Struct(s) = s else {
        return Err(bad());
    };
    let field = |name: &str| -> Result<Vec<f64>> {
        s.get(name, 0)
            .and_then(|v| real_data(v, "polyval").ok())
            .ok_or_else(bad)
    };
    let (r, df, normr) = (field("R")?, field("df")?, field("normr")?);
    let (Some(&df), Some(&normr)) = (df.first(), normr.first()) else {
        return Err(bad());
    };
    if r.len() != n * n {
        return Err(bad());
    }
    Ok(x.iter()
        .map(|&xv| {
            // a = [x^(n-1) ... x 1]; solve v R = a by forward substitution
            // on R' (lower triangular).
            let a: Vec<f64> = (0..n).map(|k| xv.powi((n - 1 - k) as i32)).collect();
            let mut v = vec![0.0; n];
            for j in 0..n {
                let partial: f64 = (0..j).map(|i| v[i] * r[i + j * n]).sum();
                v[j] = (a[j] - partial) / r[j + j * n];
            }
            let sum: f64 = v.iter().map(|e| e * e).sum();
            normr / df.sqrt() * (1.0 + sum).sqrt()
        })
        .collect())
}

fn derivative(p: &[f64]) -> Vec<f64> {
    let n = p.len();
    if n <= 1 {
        return vec![0.0];
    }
    trimmed(
        &(0..n - 1)
            .map(|k| p[k] * (n - 1 - k) as f64)
            .collect::<Vec<_>>(),
    )
}

/// Product of two polynomials (full convolution).
pub(super) fn convolve(a: &[f64], b: &[f64]) -> Vec<f64> {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    let mut out = vec![0.0; a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            out[i + j] += x * y;
        }
    }
    out
}

fn subtract(a: &[f64], b: &[f64]) -> Vec<f64> {
    let n = a.len().max(b.len());
    let at = |v: &[f64], k: usize| {
        let offset = n - v.len();
        if k >= offset {
            v[k - offset]
        } else {
            0.0
        }
    };
    (0..n).map(|k| at(a, k) - at(b, k)).collect()
}

/// `k = polyder(p)`; `k = polyder(a, b)` (derivative of a*b);
/// `[q, d] = polyder(b, a)` (derivative of b/a as q/d).
pub fn polyder(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let first = vector_data(&args[0], "polyder")?;
    let Some(second) = args.get(1) else {
        return one(Value::row(derivative(&first)));
    };
    let second = vector_data(second, "polyder")?;
    if nargout < 2 {
        return one(Value::row(derivative(&convolve(&first, &second))));
    }
    let (b, a) = (first, second);
    let numerator = subtract(
        &convolve(&derivative(&b), &a),
        &convolve(&b, &derivative(&a)),
    );
    let denominator = convolve(&a, &a);
    let mut outputs = Outputs::new();
    outputs.push(Value::row(trimmed(&numerator)));
    outputs.push(Value::row(trimmed(&denominator)));
    Ok(outputs)
}

/// `q = polyint(p)`, `polyint(p, k)`: the integral with constant k (0).
pub fn polyint(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let p = vector_data(&args[0], "polyint")?;
    let constant = match args.get(1) {
        Some(k) => args::scalar(k, "polyint")?,
        None => 0.0,
    };
    let n = p.len();
    let mut q: Vec<f64> = p
        .iter()
        .enumerate()
        .map(|(k, &c)| c / (n - k) as f64)
        .collect();
    q.push(constant);
    one(Value::row(q))
}

/// `[q, r] = deconv(b, a)`: polynomial division, b = conv(a, q) + r.
pub fn deconv(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let b = vector_data(&args[0], "deconv")?;
    // As in MATLAB, a column `b` (more than one row) gives column results.
    let as_b = |data: Vec<f64>| {
        if args[0].shape().dims()[0] > 1 {
            Value::matrix(Shape::column(data.len()), data)
        } else {
            Value::row(data)
        }
    };
    let a = vector_data(&args[1], "deconv")?;
    if a.first().is_none_or(|&lead| lead == 0.0) {
        return Err(RuntimeError::new(
            "MATLAB:deconv:ZeroCoef1",
            "First coefficient of A must be non-zero.",
        ));
    }
    if b.len() < a.len() {
        let mut outputs = Outputs::new();
        outputs.push(Value::scalar(0.0));
        if nargout > 1 {
            outputs.push(as_b(b));
        }
        return Ok(outputs);
    }
    // The quotient is the impulse response of the filter b(z)/a(z) and the
    // remainder its final state times a(1), as MATLAB computes them: the
    // coefficients are normalised by a(1) first, so the roundings are
    // those of `filter` (a long division that divides late differs in the
    // last bits).
    let (nb, lq) = (b.len(), b.len() - a.len() + 1);
    let bn: Vec<f64> = b.iter().map(|v| v / a[0]).collect();
    let an: Vec<f64> = (0..nb)
        .map(|j| a.get(j).map_or(0.0, |v| v / a[0]))
        .collect();
    let mut state = vec![0.0; nb - 1];
    let mut q = vec![0.0; lq];
    for (k, out) in q.iter_mut().enumerate() {
        let x = if k == 0 { 1.0 } else { 0.0 };
        let y = state.first().copied().unwrap_or(0.0) + bn[0] * x;
        for j in 0..nb - 1 {
            let next = state.get(j + 1).copied().unwrap_or(0.0);
            state[j] = next - an[j + 1] * y + bn[j + 1] * x;
        }
        *out = y;
    }
    let mut remainder = vec![0.0; nb];
    for (r, z) in remainder[lq..].iter_mut().zip(&state) {
        *r = a[0] * z;
    }
    let mut outputs = Outputs::new();
    outputs.push(as_b(q));
    if nargout > 1 {
        outputs.push(as_b(remainder));
    }
    Ok(outputs)
}

/// `y = filter(b, a, x)`, `filter(b, a, x, zi)`, `filter(b, a, x, zi, dim)`,
/// `[y, zf] = filter(...)`: the direct-form II transposed IIR/FIR filter.
/// Single when b, a, x or zi is single, computed in single precision as
/// MATLAB does: every step is rounded to single (a double result rounded
/// to single is the correctly rounded single result of + - and *).
pub fn filter(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let single = args.iter().take(4).any(|v| matches!(v, Value::Single(_)));
    let round = |v: f64| if single { f64::from(v as f32) } else { v };
    let mut b = vector_data(&args[0], "filter")?;
    let mut a = vector_data(&args[1], "filter")?;
    let x = &args[2];
    let Some(&lead) = a.first().filter(|&&c| c != 0.0) else {
        return Err(RuntimeError::new(
            "MATLAB:filter:firstCoeffZero",
            "First denominator filter coefficient must be non-zero.",
        ));
    };
    b.iter_mut().for_each(|c| *c = round(*c / lead));
    a.iter_mut().for_each(|c| *c = round(*c / lead));
    let order = a.len().max(b.len());
    b.resize(order, 0.0);
    a.resize(order, 0.0);
    let shape = x.shape();
    let axis = match args.get(4) {
        Some(d) => args::parse_dim(d)?,
        None => super::super::statistics::lanes::default_axis(&shape),
    };
    let initial = match args.get(3).filter(|v| !v.is_empty()) {
        Some(zi) => real_data(zi, "filter")?,
        None => Vec::new(),
    };
    let data = real_data(x, "filter")?;
    let lanes = ferromat_kernels::Lanes::new(shape.dims(), axis);
    let states = order - 1;
    if !initial.is_empty() && initial.len() != states * lanes.count() {
        return Err(RuntimeError::new(
            "MATLAB:filter:invalidInitialConditions",
            "Initial conditions must be a vector of length max(length(a),length(b))-1, or an array with that many rows and one column per filtered vector.",
        ));
    }
    let mut out = vec![0.0; data.len()];
    let mut finals = Vec::with_capacity(states * lanes.count());
    for number in 0..lanes.count() {
        let (start, stride) = lanes.lane_start(number);
        let mut z: Vec<f64> = if initial.is_empty() {
            vec![0.0; states]
        } else {
            initial[number * states..(number + 1) * states].to_vec()
        };
        for k in 0..lanes.length {
            let xi = data[start + k * stride];
            let yi = round(round(b[0] * xi) + z.first().copied().unwrap_or(0.0));
            for s in 0..states {
                let next = z.get(s + 1).copied().unwrap_or(0.0);
                z[s] = round(round(next + round(b[s + 1] * xi)) - round(a[s + 1] * yi));
            }
            out[start + k * stride] = yi;
        }
        finals.extend(z);
    }
    let mut outputs = Outputs::new();
    outputs.push(from_f64(shape, class_of(single), out)?);
    if nargout > 1 {
        let count = lanes.count();
        let final_shape = if count == 1 {
            Shape::column(states)
        } else {
            Shape::matrix(states, count)
        };
        outputs.push(from_f64(final_shape, class_of(single), finals)?);
    }
    Ok(outputs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn polynomial_algebra() {
        assert_eq!(convolve(&[1.0, 2.0], &[1.0, 3.0]), vec![1.0, 5.0, 6.0]);
        assert_eq!(derivative(&[3.0, 2.0, 1.0]), vec![6.0, 2.0]);
        let (p, _) = least_squares(
            vec![1.0, 1.0, 1.0, 0.0, 1.0, 2.0],
            3,
            2,
            vec![1.0, 3.0, 5.0],
        );
        assert!((p[0] - 1.0).abs() < 1e-12 && (p[1] - 2.0).abs() < 1e-12);
        assert_eq!(horner(&[1.0, 0.0, -1.0], 3.0), 8.0);
    }
}

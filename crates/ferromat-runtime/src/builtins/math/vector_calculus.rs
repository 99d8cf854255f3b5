//! `curl` and `divergence` of sampled 2-D and 3-D vector fields, with or
//! without meshgrid coordinate arrays. Every partial derivative is one
//! call of the `gradient` builtin (statistics/calculus.rs) with the grid's
//! coordinate vectors; this file only parses the grammar, combines the
//! partials and shapes outputs. It must not hold a difference formula.

use crate::builtins::statistics::calculus::gradient;
use crate::builtins::statistics::order::real_data;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

/// A field's components, their common shape, and the coordinate vector
/// of each axis (x along columns, y along rows, z along pages).
struct Field<'a> {
    components: &'a [Value],
    shape: Shape,
    coordinates: Vec<Value>,
}

fn bad(function: &str, id: &str, message: &str) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:{function}:{id}"), message).in_function(function)
}

/// The coordinate vector of one axis from a meshgrid array `grid` (or a
/// vector already of that length): the samples along `axis` at the first
/// index of every other axis.
fn axis_coordinates(grid: &Value, shape: &Shape, axis: usize, function: &str) -> Result<Value> {
    let data = real_data(grid, function)?;
    let length = shape.dim(axis);
    let singletons = grid.shape().dims().iter().filter(|&&d| d != 1).count() <= 1;
    if singletons && data.len() == length && length != shape.numel() {
        return Ok(Value::row(data));
    }
    if grid.shape() != *shape {
        return Err(bad(
            function,
            "sizeMismatch",
            "The coordinate arrays must be the same size as the vector field components.",
        ));
    }
    let stride: usize = shape.dims()[..axis].iter().product();
    Ok(Value::row((0..length).map(|k| data[k * stride]).collect()))
}

/// Splits `args` into coordinates and components: 2 or 4 arguments make a
/// 2-D field, 3 or 6 a 3-D one.
fn field<'a>(args: &'a [Value], function: &str) -> Result<Field<'a>> {
    let n = match args.len() {
        2 | 4 => 2,
        3 | 6 => 3,
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:narginchk:notEnoughInputs",
                "Wrong number of input arguments.",
            ))
        }
    };
    let components = &args[args.len() - n..];
    let shape = components[0].shape();
    for c in components {
        if c.shape() != shape {
            return Err(bad(
                function,
                "sizeMismatch",
                "The vector field components must all be the same size.",
            ));
        }
        if c.is_complex() || !matches!(c, Value::Double(_) | Value::Single(_)) {
            return Err(bad(
                function,
                "invalidInput",
                "The vector field components must be real floating-point arrays.",
            ));
        }
    }
    let planar = shape.ndims() == 2;
    if (n == 2) != planar {
        return Err(bad(
            function,
            "invalidInput",
            if n == 2 {
                "The components of a 2-D vector field must be matrices."
            } else {
                "The components of a 3-D vector field must be 3-D arrays."
            },
        ));
    }
    // Grid axes in gradient's output order: x (dim 2), y (dim 1), z (dim 3).
    let axes = [1, 0, 2];
    let coordinates = if args.len() == n {
        axes[..n]
            .iter()
            .map(|&axis| Value::row((1..=shape.dim(axis)).map(|k| k as f64).collect()))
            .collect()
    } else if args.len() == 2 * n {
        axes[..n]
            .iter()
            .zip(&args[..n])
            .map(|(&axis, grid)| axis_coordinates(grid, &shape, axis, function))
            .collect::<Result<Vec<_>>>()?
    } else {
        return Err(RuntimeError::new(
            "MATLAB:narginchk:notEnoughInputs",
            "Wrong number of input arguments.",
        ));
    };
    Ok(Field {
        components,
        shape,
        coordinates,
    })
}

impl Field<'_> {
    /// The derivative of component `c` along grid axis `k` (0 = x, 1 = y,
    /// 2 = z).
    fn partial(&self, interp: &mut Interpreter, c: usize, k: usize) -> Result<Vec<f64>> {
        let mut args = vec![self.components[c].clone()];
        args.extend(self.coordinates.iter().cloned());
        let outputs = gradient(interp, &args, k + 1)?;
        outputs
            .get(k)
            .and_then(Value::to_f64_vec)
            .ok_or_else(|| RuntimeError::new("MATLAB:gradient:failed", "gradient failed."))
    }

    fn output(&self, data: Vec<f64>) -> Value {
        Value::matrix(self.shape.clone(), data)
    }
}

fn difference(a: &[f64], b: &[f64]) -> Vec<f64> {
    a.iter().zip(b).map(|(a, b)| a - b).collect()
}

/// `cav = curl(...)`, `[curlz, cav] = curl([X, Y,] Fx, Fy)`,
/// `[curlx, curly, curlz, cav] = curl([X, Y, Z,] Fx, Fy, Fz)`.
pub fn curl(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let f = field(args, "curl")?;
    let n = f.components.len();
    if n == 2 {
        if nargout > 2 {
            return Err(RuntimeError::too_many_outputs());
        }
        let curlz = difference(&f.partial(interp, 1, 0)?, &f.partial(interp, 0, 1)?);
        let cav: Vec<f64> = curlz.iter().map(|c| c / 2.0).collect();
        return Ok(if nargout <= 1 {
            Outputs::from_iter([f.output(cav)])
        } else {
            Outputs::from_iter([f.output(curlz), f.output(cav)])
        });
    }
    if nargout > 4 {
        return Err(RuntimeError::too_many_outputs());
    }
    let curlx = difference(&f.partial(interp, 2, 1)?, &f.partial(interp, 1, 2)?);
    let curly = difference(&f.partial(interp, 0, 2)?, &f.partial(interp, 2, 0)?);
    let curlz = difference(&f.partial(interp, 1, 0)?, &f.partial(interp, 0, 1)?);
    let want_cav = nargout <= 1 || nargout == 4;
    let cav = if want_cav {
        let u: Vec<Vec<f64>> = f
            .components
            .iter()
            .map(|c| real_data(c, "curl"))
            .collect::<Result<_>>()?;
        (0..curlx.len())
            .map(|i| {
                let dot = curlx[i] * u[0][i] + curly[i] * u[1][i] + curlz[i] * u[2][i];
                let norm = (u[0][i].powi(2) + u[1][i].powi(2) + u[2][i].powi(2)).sqrt();
                0.5 * dot / norm
            })
            .collect()
    } else {
        Vec::new()
    };
    Ok(if nargout <= 1 {
        Outputs::from_iter([f.output(cav)])
    } else {
        let mut out = Outputs::from_iter([f.output(curlx), f.output(curly), f.output(curlz)]);
        if nargout == 4 {
            out.push(f.output(cav));
        }
        out.truncate(nargout);
        out
    })
}

/// `div = divergence([X, Y,] Fx, Fy)`, `divergence([X, Y, Z,] Fx, Fy, Fz)`.
pub fn divergence(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let f = field(args, "divergence")?;
    let n = f.components.len();
    let mut div = f.partial(interp, 0, 0)?;
    for k in 1..n {
        for (d, p) in div.iter_mut().zip(f.partial(interp, k, k)?) {
            *d += p;
        }
    }
    Ok(Outputs::from_iter([f.output(div)]))
}

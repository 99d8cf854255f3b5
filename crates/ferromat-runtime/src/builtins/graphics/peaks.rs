//! `peaks`: MATLAB's sample function of two variables (translated and
//! scaled Gaussians) on a grid, and its `surf` plot when no output is
//! asked for. This file must not draw anything but that plot.

use crate::builtins::arrays::{construct, grids};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// The peaks function at one point.
fn peak(x: f64, y: f64) -> f64 {
    3.0 * (1.0 - x).powi(2) * (-(x * x) - (y + 1.0).powi(2)).exp()
        - 10.0 * (x / 5.0 - x.powi(3) - y.powi(5)) * (-(x * x) - y * y).exp()
        - 1.0 / 3.0 * (-(x + 1.0).powi(2) - y * y).exp()
}

/// The grid `meshgrid(v)` of a vector of points.
fn grid(interp: &mut Interpreter, v: Value) -> Result<(Value, Value)> {
    let mut out = grids::meshgrid(interp, &[v], 2)?;
    if out.len() < 2 {
        return Err(RuntimeError::new(
            "MATLAB:peaks:grid",
            "meshgrid gave no grid.",
        ));
    }
    let y = out.swap_remove(1);
    let x = out.swap_remove(0);
    Ok((x, y))
}

/// `peaks`, `peaks(n)`, `peaks(v)`, `peaks(X, Y)`, `Z = peaks(...)`,
/// `[X, Y, Z] = peaks(...)`: the function on an n-by-n grid over [-3, 3]
/// (n = 49 by default), on `meshgrid(v)`, or at the points of X and Y.
/// With no output it draws the surface with `surf` and `axis tight`.
pub fn peaks(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (x, y) = match args {
        [] => grid_of_count(interp, Value::scalar(49.0))?,
        [n] if n.numel() == 1 => grid_of_count(interp, n.clone())?,
        [v] => grid(interp, v.clone())?,
        [x, y, ..] => (x.clone(), y.clone()),
    };
    let xs = super::numeric(&x, "peaks")?.0;
    let ys = super::numeric(&y, "peaks")?.0;
    let shape = if xs.len() >= ys.len() {
        x.shape()
    } else {
        y.shape()
    };
    let z: Vec<f64> = match (xs.len(), ys.len()) {
        (a, b) if a == b => xs.iter().zip(&ys).map(|(a, b)| peak(*a, *b)).collect(),
        (1, _) => ys.iter().map(|b| peak(xs[0], *b)).collect(),
        (_, 1) => xs.iter().map(|a| peak(*a, ys[0])).collect(),
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:sizeDimensionsMustMatch",
                "Arrays have incompatible sizes for this operation.",
            ))
        }
    };
    let z = Value::matrix(shape, z);
    let mut out = Outputs::new();
    match nargout {
        0 => {
            super::surface::surf(interp, &[x, y, z], 0)?;
            super::figures::axis(interp, &[Value::char_row("tight")], 0)?;
        }
        1 => out.push(z),
        _ => {
            out.push(x);
            out.push(y);
            out.push(z);
        }
    }
    Ok(out)
}

/// `meshgrid(linspace(-3, 3, n))`.
fn grid_of_count(interp: &mut Interpreter, n: Value) -> Result<(Value, Value)> {
    let args = [Value::scalar(-3.0), Value::scalar(3.0), n];
    let mut v = construct::linspace(interp, &args, 1)?;
    if v.is_empty() {
        return Err(RuntimeError::new(
            "MATLAB:peaks:grid",
            "linspace gave no points.",
        ));
    }
    grid(interp, v.swap_remove(0))
}

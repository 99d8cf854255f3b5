//! `delaunay`: the 2-D Delaunay triangulation of points given as two
//! coordinate arrays or as the rows of an n-by-2 matrix, returned as an
//! m-by-3 matrix of 1-based point indices (counter-clockwise triangles).
//! Repeated points are triangulated once, by their first occurrence. The
//! triangulation itself is `triangulation.rs`; this file reads arguments
//! and shapes the result. 3-D points are refused with a clear error.

use super::super::{one, Outputs};
use super::triangulation::{duplicate_groups, Triangulation};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

fn error(id: &str, message: &str) -> RuntimeError {
    RuntimeError::new(id, message).in_function("delaunay")
}

fn three_d() -> RuntimeError {
    error(
        "ferromat:delaunay:threeDimensional",
        "3-D Delaunay triangulation (delaunay(x,y,z) or an n-by-3 P) is not supported; only 2-D points are.",
    )
}

/// The real double data of a numeric coordinate argument.
fn coordinates(value: &Value) -> Result<Vec<f64>> {
    if !value.class().is_numeric() || matches!(value, Value::Sparse(_)) {
        return Err(error(
            "ferromat:delaunay:invalidInput",
            "The input coordinates must be numeric arrays.",
        ));
    }
    if value.is_complex() {
        return Err(error(
            "ferromat:delaunay:complexInput",
            "The input coordinates must be real.",
        ));
    }
    value.to_f64_vec().ok_or_else(|| {
        error(
            "ferromat:delaunay:invalidInput",
            "The input coordinates must be numeric arrays.",
        )
    })
}

/// `T = delaunay(x, y)`, `T = delaunay(P)`.
pub fn delaunay(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    if args
        .iter()
        .any(|a| matches!(a, Value::Cell(_)) || a.as_text().is_some())
    {
        return Err(error(
            "MATLAB:delaunay:DeprecatedOptions",
            "Qhull-specific options are no longer supported; remove the OPTIONS argument.",
        ));
    }
    let (x, y) = match args {
        [p] => {
            let shape = p.shape();
            if shape.ndims() == 2 && shape.cols() == 3 {
                return Err(three_d());
            }
            if shape.ndims() != 2 || shape.cols() != 2 {
                return Err(error(
                    "ferromat:delaunay:invalidP",
                    "P must be an n-by-2 matrix of point coordinates.",
                ));
            }
            let data = coordinates(p)?;
            let n = shape.rows();
            (data[..n].to_vec(), data[n..].to_vec())
        }
        [x, y] => {
            let (x, y) = (coordinates(x)?, coordinates(y)?);
            if x.len() != y.len() {
                return Err(error(
                    "ferromat:delaunay:sizeMismatch",
                    "The input coordinates x and y must have the same number of elements.",
                ));
            }
            (x, y)
        }
        [_, _, _] => return Err(three_d()),
        [] => return Err(RuntimeError::not_enough_inputs()),
        _ => return Err(RuntimeError::too_many_inputs()),
    };
    let groups = duplicate_groups(&x, &y);
    let first: Vec<usize> = groups.iter().map(|g| g[0]).collect();
    let ux: Vec<f64> = first.iter().map(|&i| x[i]).collect();
    let uy: Vec<f64> = first.iter().map(|&i| y[i]).collect();
    let mesh = Triangulation::new(&ux, &uy).ok_or_else(|| {
        error(
            "ferromat:delaunay:nonFinite",
            "The coordinates of the input points must be finite values; Inf and NaN are not permitted.",
        )
    })?;
    if mesh.is_degenerate() {
        return Err(error(
            "MATLAB:delaunay:EmptyDelaunay2DErrId",
            "Error computing the Delaunay triangulation. The points may be collinear.",
        ));
    }
    let triangles = mesh.triangles();
    let m = triangles.len();
    let mut data = vec![0.0; 3 * m];
    for (row, corners) in triangles.iter().enumerate() {
        for (col, &k) in corners.iter().enumerate() {
            data[row + col * m] = (first[k] + 1) as f64;
        }
    }
    one(Value::matrix(Shape::matrix(m, 3), data))
}

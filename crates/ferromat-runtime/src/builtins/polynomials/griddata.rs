//! `griddata`: interpolation of scattered 2-D data v = f(x, y) at query
//! points, with 'linear' (barycentric on the Delaunay triangulation),
//! 'nearest', 'natural' (Sibson's natural neighbours) and 'v4' (the
//! biharmonic spline of `biharmonic.rs`). Arguments follow MATLAB's
//! xyzchk/automesh rules: x and y vectors with a matrix v form a grid,
//! and query vectors of different orientations form a meshgrid. Repeated
//! sample points are merged, their values averaged, with MATLAB's warning.
//! The triangulation is `geometry/triangulation.rs`; this file must not
//! triangulate. 'cubic' and the 3-D form are refused with clear errors.

use num_complex::Complex64;

use super::super::geometry::triangulation::{duplicate_groups, Triangulation};
use super::super::messages::warn;
use super::super::{args, Outputs};
use super::biharmonic;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

#[derive(Clone, Copy, PartialEq, Debug)]
enum Method {
    Linear,
    Nearest,
    Natural,
    V4,
}

fn error(id: &str, message: &str) -> RuntimeError {
    RuntimeError::new(id, message).in_function("griddata")
}

fn method_named(value: &Value) -> Result<Method> {
    let text = value.as_text().unwrap_or_default().to_ascii_lowercase();
    match text.as_str() {
        "linear" => Ok(Method::Linear),
        "nearest" => Ok(Method::Nearest),
        "natural" => Ok(Method::Natural),
        "v4" => Ok(Method::V4),
        "cubic" => Err(error(
            "ferromat:griddata:cubicNotSupported",
            "The 'cubic' method of griddata is not supported; use 'natural' or 'v4' for a smooth surface.",
        )),
        _ => Err(error(
            "MATLAB:griddata:UnknownMethod",
            "Method must be 'linear', 'nearest', 'natural', 'cubic' or 'v4'.",
        )),
    }
}

/// A numeric (not logical, char or sparse) 2-D argument as complex data;
/// coordinates (`real_only`) must be real.
fn numeric(value: &Value, real_only: bool) -> Result<Vec<Complex64>> {
    if !value.class().is_numeric() || matches!(value, Value::Sparse(_)) {
        return Err(error(
            "MATLAB:griddata:InvalidInputArgs",
            "Input arguments must be numeric arrays.",
        ));
    }
    if value.shape().ndims() > 2 {
        return Err(error(
            "MATLAB:griddata:HigherDimArray",
            "Input arguments must be 2-D arrays.",
        ));
    }
    if let Value::ComplexDouble(t) = value {
        if real_only {
            return Err(error(
                "MATLAB:griddata:InvalidCoordsComplex",
                "The coordinates of the points must be real.",
            ));
        }
        return Ok(t.data().to_vec());
    }
    if value.is_complex() {
        // Complex single: its parts through double.
        return Err(error(
            "MATLAB:griddata:InvalidInputArgs",
            "Input arguments must be double or single real arrays, or complex double values.",
        ));
    }
    Ok(value
        .to_f64_vec()
        .unwrap_or_default()
        .into_iter()
        .map(|re| Complex64::new(re, 0.0))
        .collect())
}

fn real(data: Vec<Complex64>) -> Vec<f64> {
    data.into_iter().map(|c| c.re).collect()
}

/// Whether `shape` is a 2-D vector (a scalar counts), and the mask of its
/// non-singleton dimensions, as MATLAB's automesh compares them.
fn vector_mask(shape: &Shape) -> Option<[bool; 2]> {
    let mask = [shape.rows() != 1, shape.cols() != 1];
    (shape.ndims() == 2 && !(mask[0] && mask[1])).then_some(mask)
}

/// meshgrid(xs, ys): length(ys)-by-length(xs) arrays.
fn meshgrid(xs: &[f64], ys: &[f64]) -> Result<(Shape, Vec<f64>, Vec<f64>)> {
    let shape = Shape::matrix(ys.len(), xs.len());
    args::check_allocation(&shape, 16)?;
    let gx = xs.iter().flat_map(|&x| ys.iter().map(move |_| x)).collect();
    let gy = xs.iter().flat_map(|_| ys.iter().copied()).collect();
    Ok((shape, gx, gy))
}

/// The sample points as three equal-length lists (xyzchk's rules).
fn samples(x: &Value, y: &Value, v: &Value) -> Result<(Vec<f64>, Vec<f64>, Vec<Complex64>)> {
    let (xs, ys, vs) = (
        real(numeric(x, true)?),
        real(numeric(y, true)?),
        numeric(v, false)?,
    );
    let (xshape, yshape, vshape) = (x.shape(), y.shape(), v.shape());
    let (xvec, yvec) = (
        vector_mask(&xshape).is_some(),
        vector_mask(&yshape).is_some(),
    );
    let grid = |xs: &[f64], ys: &[f64]| -> Result<(Vec<f64>, Vec<f64>)> {
        let (_, gx, gy) = meshgrid(xs, ys)?;
        Ok((gx, gy))
    };
    if vector_mask(&vshape).is_none() {
        // A matrix of values: vectors x, y are its grid, or x, y, v are
        // arrays of one size.
        if xvec && yvec {
            let (rows, cols) = (vshape.rows(), vshape.cols());
            return match (xs.len() == cols, ys.len() == rows) {
                (true, true) => {
                    let (gx, gy) = grid(&xs, &ys)?;
                    Ok((gx, gy, vs))
                }
                (false, false) => Err(error(
                    "MATLAB:xyzchk:lengthXAndYDoNotMatchSizeZ",
                    "The lengths of X and Y must match the size of Z.",
                )),
                (false, true) => Err(error(
                    "MATLAB:xyzchk:lengthXDoesNotMatchNumColumnsZ",
                    "The length of X must match the number of columns of Z.",
                )),
                (true, false) => Err(error(
                    "MATLAB:xyzchk:lengthYDoesNotMatchNumRowsZ",
                    "The length of Y must match the number of rows of Z.",
                )),
            };
        }
        if xvec || yvec {
            return Err(error(
                "MATLAB:xyzchk:XAndYShapeMismatch",
                "X and Y must both be vectors or both be matrices.",
            ));
        }
        if xshape != vshape || yshape != vshape {
            return Err(error(
                "MATLAB:xyzchk:XYAndZSizeMismatch",
                "Matrices X and Y must be the same size as Z.",
            ));
        }
        return Ok((xs, ys, vs));
    }
    if !xvec || !yvec {
        return Err(error(
            "MATLAB:xyzchk:XYAndZShapeMismatch",
            "When Z is a vector, X and Y must also be vectors.",
        ));
    }
    if xs.len() == vs.len() && ys.len() == vs.len() {
        return Ok((xs, ys, vs));
    }
    if xs.len() == vshape.cols() && ys.len() == vshape.rows() {
        let (gx, gy) = grid(&xs, &ys)?;
        return Ok((gx, gy, vs));
    }
    Err(error(
        "MATLAB:xyzchk:XYAndZLengthMismatch",
        "X and Y must be same length as Z or the lengths \nof X and Y must match the size of Z.",
    ))
}

/// The query points: vectors of different orientations form a meshgrid
/// (automesh); otherwise xq and yq must have one size.
fn queries(xq: &Value, yq: &Value) -> Result<(Shape, Vec<f64>, Vec<f64>, bool)> {
    let (xs, ys) = (real(numeric(xq, true)?), real(numeric(yq, true)?));
    let (xshape, yshape) = (xq.shape(), yq.shape());
    if let (Some(mx), Some(my)) = (vector_mask(&xshape), vector_mask(&yshape)) {
        if mx != my {
            let (shape, gx, gy) = meshgrid(&xs, &ys)?;
            return Ok((shape, gx, gy, true));
        }
    }
    if xshape != yshape {
        return Err(error(
            "MATLAB:xyzchk:XIAndYISizeMismatch",
            "XI and YI must be the same size or vectors of different orientations.",
        ));
    }
    Ok((xshape, xs, ys, false))
}

/// Distinct sample points with the mean value of each set of repeats,
/// warning (as `id`) when there were repeats.
fn merge_duplicates(
    interp: &mut Interpreter,
    id: &str,
    x: &[f64],
    y: &[f64],
    v: &[Complex64],
) -> (Vec<f64>, Vec<f64>, Vec<Complex64>) {
    let groups = duplicate_groups(x, y);
    if groups.len() < x.len() {
        warn(
            interp,
            id,
            "Duplicate data points have been detected and removed - corresponding values have been averaged.",
        );
    }
    let mean = |g: &Vec<usize>| g.iter().map(|&i| v[i]).sum::<Complex64>() / g.len() as f64;
    (
        groups.iter().map(|g| x[g[0]]).collect(),
        groups.iter().map(|g| y[g[0]]).collect(),
        groups.iter().map(mean).collect(),
    )
}

/// The values at the queries by a triangulation-based method; `None`
/// when the triangulation is empty (collinear or too few points).
fn on_triangulation(
    method: Method,
    x: &[f64],
    y: &[f64],
    v: &[Complex64],
    points: &[(f64, f64)],
) -> Result<Option<Vec<Complex64>>> {
    let mesh = Triangulation::new(x, y).ok_or_else(|| {
        error(
            "ferromat:griddata:nonFinitePoints",
            "The coordinates of the input points must be finite values; Inf and NaN are not permitted.",
        )
    })?;
    if mesh.is_degenerate() {
        return Ok(None);
    }
    let nan = Complex64::new(f64::NAN, f64::NAN);
    let mut weights = Vec::new();
    let out = points
        .iter()
        .map(|&(qx, qy)| {
            if method == Method::Nearest {
                return mesh.nearest(qx, qy).map_or(nan, |i| v[i]);
            }
            if method == Method::Natural {
                mesh.natural(qx, qy, &mut weights);
            } else {
                mesh.barycentric(qx, qy, &mut weights);
            }
            if weights.is_empty() {
                return nan;
            }
            weights.iter().map(|&(i, w)| v[i] * w).sum()
        })
        .collect();
    Ok(Some(out))
}

/// `vq = griddata(x, y, v, xq, yq)`, `griddata(..., method)`, and
/// `[Xq, Yq, vq] = griddata(...)`.
pub fn griddata(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let mut numeric_args = args;
    let mut method = Method::Linear;
    if let Some(last) = args.last() {
        if matches!(last, Value::Cell(_)) {
            return Err(error(
                "MATLAB:griddata:DeprecatedOptions",
                "Qhull-specific options are no longer supported; remove the OPTIONS argument.",
            ));
        }
        if last.as_text().is_some() {
            method = method_named(last)?;
            numeric_args = &args[..args.len() - 1];
        }
    }
    let [x, y, v, xq, yq] = match numeric_args {
        [x, y, v, xq, yq] => [x, y, v, xq, yq],
        [_, _, _, _, _, _, _] => {
            return Err(error(
                "ferromat:griddata:threeDimensional",
                "3-D scattered data interpolation (griddata(x,y,z,v,xq,yq,zq)) is not supported; only 2-D data is.",
            ))
        }
        _ => {
            return Err(error(
                "MATLAB:griddata:InvalidNumInputArgs",
                "Wrong number of input arguments.",
            ))
        }
    };
    let (sx, sy, sv) = samples(x, y, v)?;
    let (shape, qx, qy, meshed) = queries(xq, yq)?;
    if sx.iter().chain(&sy).any(|c| !c.is_finite()) {
        return Err(error(
            "ferromat:griddata:nonFinitePoints",
            "The coordinates of the input points must be finite values; Inf and NaN are not permitted.",
        ));
    }
    let warning_id = if method == Method::V4 {
        "MATLAB:griddata:DuplicateDataPoints"
    } else {
        "MATLAB:scatteredInterpolant:DupPtsAvValuesWarnId"
    };
    let (ux, uy, uv) = merge_duplicates(interp, warning_id, &sx, &sy, &sv);
    let points: Vec<(f64, f64)> = qx.iter().copied().zip(qy.iter().copied()).collect();
    let values = match method {
        Method::V4 => Some(biharmonic::evaluate(interp, &ux, &uy, &uv, &points)?),
        _ => on_triangulation(method, &ux, &uy, &uv, &points)?,
    };
    let vq = match values {
        Some(values) => {
            let complex = v.is_complex();
            if complex {
                Value::ComplexDouble(Tensor::new(shape.clone(), values))
            } else {
                Value::matrix(shape.clone(), real(values))
            }
        }
        None => {
            warn(
                interp,
                "MATLAB:scatteredInterpolant:InterpEmptyTri2DWarnId",
                "The underlying triangulation is empty - the points may be collinear.",
            );
            Value::empty()
        }
    };
    let mut out = Outputs::new();
    if nargout <= 1 {
        out.push(vq);
        return Ok(out);
    }
    let grid_value = |original: &Value, data: Vec<f64>| {
        if meshed {
            Value::matrix(shape.clone(), data)
        } else {
            original.clone()
        }
    };
    out.push(grid_value(xq, qx));
    out.push(grid_value(yq, qy));
    out.push(vq);
    Ok(out)
}

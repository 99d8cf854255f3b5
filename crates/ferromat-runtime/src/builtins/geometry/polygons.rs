//! polyarea inpolygon rectint: areas of polygons given by vertex lists,
//! point-in-polygon tests, and intersection areas of axis-aligned
//! rectangles given as [x y width height] rows. Real double data only.

use super::super::statistics::lanes::default_axis;
use super::super::statistics::order::real_data;
use super::super::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

/// `a = polyarea(x, y)`, `polyarea(x, y, dim)`: the shoelace formula along
/// dim (the first non-singleton by default), one area per polygon.
pub fn polyarea(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let x = real_data(&args[0], "polyarea")?;
    let y = real_data(&args[1], "polyarea")?;
    let shape = args[0].shape();
    if shape != args[1].shape() {
        return Err(RuntimeError::new(
            "MATLAB:polyarea:XYSizeMismatch",
            "X and Y must be the same size.",
        ));
    }
    let axis = match args.get(2) {
        Some(d) => args::parse_dim(d)?,
        None => default_axis(&shape),
    };
    let lanes = ferromat_kernels::Lanes::new(shape.dims(), axis);
    let mut areas = Vec::with_capacity(lanes.count());
    for number in 0..lanes.count() {
        let (start, stride) = lanes.lane_start(number);
        let n = lanes.length;
        let twice: f64 = (0..n)
            .map(|k| {
                let (i, j) = (start + k * stride, start + ((k + 1) % n) * stride);
                x[i] * y[j] - x[j] * y[i]
            })
            .sum();
        areas.push(twice.abs() / 2.0);
    }
    let mut dims = shape.dims().to_vec();
    if let Some(d) = dims.get_mut(axis) {
        *d = 1;
    }
    one(Value::matrix(Shape::new(&dims), areas))
}

/// Whether (px, py) lies on the segment from a to b.
fn on_segment(px: f64, py: f64, a: (f64, f64), b: (f64, f64)) -> bool {
    let cross = (b.0 - a.0) * (py - a.1) - (b.1 - a.1) * (px - a.0);
    cross == 0.0
        && px >= a.0.min(b.0)
        && px <= a.0.max(b.0)
        && py >= a.1.min(b.1)
        && py <= a.1.max(b.1)
}

/// `[in, on] = inpolygon(xq, yq, xv, yv)`: `in` is true inside or on the
/// edge of the polygon (even-odd rule), `on` only on the edge.
pub fn inpolygon(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let xq = real_data(&args[0], "inpolygon")?;
    let yq = real_data(&args[1], "inpolygon")?;
    let xv = real_data(&args[2], "inpolygon")?;
    let yv = real_data(&args[3], "inpolygon")?;
    if xq.len() != yq.len() || xv.len() != yv.len() {
        return Err(RuntimeError::new(
            "MATLAB:inpolygon:ModelSize",
            "The sizes of the query points and of the polygon vertices must match.",
        ));
    }
    let n = xv.len();
    let (mut inside, mut edge) = (Vec::with_capacity(xq.len()), Vec::with_capacity(xq.len()));
    for (&px, &py) in xq.iter().zip(&yq) {
        let mut crossing = false;
        let mut boundary = false;
        for k in 0..n {
            let a = (xv[k], yv[k]);
            let b = (xv[(k + 1) % n], yv[(k + 1) % n]);
            boundary |= on_segment(px, py, a, b);
            if (a.1 > py) != (b.1 > py) && px < a.0 + (py - a.1) * (b.0 - a.0) / (b.1 - a.1) {
                crossing = !crossing;
            }
        }
        inside.push(crossing || boundary);
        edge.push(boundary);
    }
    let shape = args[0].shape();
    let mut out = Outputs::new();
    out.push(Value::Logical(Tensor::new(shape.clone(), inside)));
    if nargout > 1 {
        out.push(Value::Logical(Tensor::new(shape, edge)));
    }
    Ok(out)
}

/// Rows of an N-by-4 [x y width height] matrix.
fn rectangles(value: &Value) -> Result<Vec<[f64; 4]>> {
    let shape = value.shape();
    let data = real_data(value, "rectint")?;
    if shape.ndims() != 2 || shape.cols() != 4 {
        return Err(RuntimeError::new(
            "MATLAB:rectint:InvalidInput",
            "Rectangles must be given as rows [x y width height] of an N-by-4 matrix.",
        ));
    }
    let rows = shape.rows();
    Ok((0..rows)
        .map(|r| {
            [
                data[r],
                data[r + rows],
                data[r + 2 * rows],
                data[r + 3 * rows],
            ]
        })
        .collect())
}

/// `area = rectint(A, B)`: area(i, j) is the intersection area of row i
/// of A with row j of B.
pub fn rectint(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let a = rectangles(&args[0])?;
    let b = rectangles(&args[1])?;
    args::check_allocation_dims(&[a.len(), b.len()], 8)?;
    let overlap = |p: f64, w: f64, q: f64, v: f64| ((p + w).min(q + v) - p.max(q)).max(0.0);
    let mut area = Vec::with_capacity(a.len() * b.len());
    for s in &b {
        for r in &a {
            area.push(overlap(r[0], r[2], s[0], s[2]) * overlap(r[1], r[3], s[1], s[3]));
        }
    }
    one(Value::matrix(Shape::matrix(a.len(), b.len()), area))
}

//! Point location in any dimension: `dsearchn` (the nearest data point
//! to each query point, by exhaustive Euclidean search; with a
//! triangulation and `outind`, points outside it get `outind`) and
//! `tsearchn` (the simplex of a triangulation that holds each query point,
//! and the point's barycentric coordinates in it). Each simplex's edge
//! matrix is inverted once by `ferromat_linalg`; this file holds no
//! factorization and no triangulation builder.

use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};
use ferromat_linalg::solve::{inverse, Diagnostic};
use ferromat_linalg::View;

/// How far below zero a barycentric coordinate may fall for a point on a
/// face or vertex still to count as inside.
const INSIDE_TOLERANCE: f64 = 1e-12;

fn bad(function: &str, id: &str, message: &str) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:{function}:{id}"), message).in_function(function)
}

/// Points as rows of a real matrix: (row-major coordinates, count, dim).
struct Points {
    data: Vec<f64>,
    rows: usize,
    dim: usize,
}

impl Points {
    fn read(value: &Value, function: &str, what: &str) -> Result<Points> {
        let shape = value.shape();
        let numeric = matches!(
            value,
            Value::Double(_) | Value::Single(_) | Value::Logical(_)
        ) || value.class().is_numeric() && !value.is_complex();
        let data = value
            .to_f64_vec()
            .filter(|_| numeric && shape.ndims() == 2 && !value.is_complex())
            .ok_or_else(|| {
                bad(
                    function,
                    "invalidInput",
                    &format!("{what} must be a real matrix with one point per row."),
                )
            })?;
        let (rows, dim) = (shape.dim(0), shape.dim(1));
        let mut row_major = vec![0.0; data.len()];
        for i in 0..rows {
            for j in 0..dim {
                row_major[i * dim + j] = data[j * rows + i];
            }
        }
        Ok(Points {
            data: row_major,
            rows,
            dim,
        })
    }

    fn point(&self, i: usize) -> &[f64] {
        &self.data[i * self.dim..(i + 1) * self.dim]
    }
}

/// A triangulation: each simplex's vertex indices (0-based), and the
/// inverse of its edge matrix (None for a flat simplex).
struct Simplices {
    vertices: Vec<Vec<usize>>,
    inverses: Vec<Option<Vec<f64>>>,
}

impl Simplices {
    fn read(value: &Value, points: &Points, function: &str) -> Result<Simplices> {
        let shape = value.shape();
        let n = points.dim;
        let invalid = || {
            bad(
                function,
                "invalidTriangulation",
                &format!(
                    "The triangulation must be a matrix of point indices with {} columns.",
                    n + 1
                ),
            )
        };
        let data = value.to_f64_vec().ok_or_else(invalid)?;
        if shape.ndims() != 2 || shape.dim(1) != n + 1 && shape.numel() != 0 {
            return Err(invalid());
        }
        let rows = shape.dim(0);
        let mut vertices = Vec::with_capacity(rows);
        let mut inverses = Vec::with_capacity(rows);
        for t in 0..rows {
            let v: Vec<usize> = (0..=n)
                .map(|c| {
                    let x = data[c * rows + t];
                    if x >= 1.0 && x.fract() == 0.0 && x <= points.rows as f64 {
                        Ok(x as usize - 1)
                    } else {
                        Err(bad(
                            function,
                            "invalidTriangulation",
                            "Triangulation indices must be integers between 1 and the number of points.",
                        ))
                    }
                })
                .collect::<Result<_>>()?;
            let origin = points.point(v[0]);
            let mut edges = vec![0.0; n * n];
            for (c, &vc) in v[1..].iter().enumerate() {
                for (r, (a, o)) in points.point(vc).iter().zip(origin).enumerate() {
                    edges[c * n + r] = a - o;
                }
            }
            let inverse = View::new(&edges, n, n)
                .ok()
                .and_then(|e| inverse(e).ok())
                .filter(|s| {
                    s.x.data.iter().all(|x| x.is_finite()) && s.diagnostic != Diagnostic::Singular
                })
                .map(|s| s.x.data);
            vertices.push(v);
            inverses.push(inverse);
        }
        Ok(Simplices { vertices, inverses })
    }

    /// The first simplex holding `q` and the barycentric coordinates of
    /// `q` in it.
    fn locate(&self, points: &Points, q: &[f64]) -> Option<(usize, Vec<f64>)> {
        let n = points.dim;
        let mut offset = vec![0.0; n];
        for (t, (v, inverse)) in self.vertices.iter().zip(&self.inverses).enumerate() {
            let Some(inverse) = inverse else { continue };
            for (o, (q, p)) in offset.iter_mut().zip(q.iter().zip(points.point(v[0]))) {
                *o = q - p;
            }
            let mut weights = vec![0.0; n + 1];
            for r in 0..n {
                weights[r + 1] = (0..n).map(|c| inverse[c * n + r] * offset[c]).sum();
            }
            weights[0] = 1.0 - weights[1..].iter().sum::<f64>();
            if weights.iter().all(|w| *w >= -INSIDE_TOLERANCE) {
                return Some((t, weights));
            }
        }
        None
    }
}

fn same_dimension(points: &Points, queries: &Points, function: &str) -> Result<()> {
    if points.dim == queries.dim || queries.rows == 0 {
        Ok(())
    } else {
        Err(bad(
            function,
            "dimensionMismatch",
            "The query points must have as many columns as the data points.",
        ))
    }
}

/// `[idx, p] = tsearchn(X, T, XI)`.
pub fn tsearchn(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let points = Points::read(&args[0], "tsearchn", "X")?;
    let queries = Points::read(&args[2], "tsearchn", "XI")?;
    same_dimension(&points, &queries, "tsearchn")?;
    let simplices = Simplices::read(&args[1], &points, "tsearchn")?;
    let (m, n) = (queries.rows, points.dim);
    let mut idx = vec![f64::NAN; m];
    let mut p = vec![f64::NAN; m * (n + 1)];
    for i in 0..m {
        if let Some((t, weights)) = simplices.locate(&points, queries.point(i)) {
            idx[i] = (t + 1) as f64;
            for (c, w) in weights.into_iter().enumerate() {
                p[c * m + i] = w;
            }
        }
    }
    let mut out = Outputs::from_iter([Value::matrix(Shape::new(&[m, 1]), idx)]);
    if nargout >= 2 {
        out.push(Value::matrix(Shape::new(&[m, n + 1]), p));
    }
    Ok(out)
}

/// `[k, dist] = dsearchn(P, PQ)`, `dsearchn(P, T, PQ)`,
/// `dsearchn(P, T, PQ, outind)`.
pub fn dsearchn(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let points = Points::read(&args[0], "dsearchn", "P")?;
    let query_arg = if args.len() == 2 { &args[1] } else { &args[2] };
    let queries = Points::read(query_arg, "dsearchn", "PQ")?;
    same_dimension(&points, &queries, "dsearchn")?;
    let outside = match args.get(3) {
        Some(v) if v.shape().numel() == 0 => None,
        Some(v) => Some(
            v.as_f64()
                .filter(|_| v.shape().numel() == 1 && !v.is_complex())
                .ok_or_else(|| bad("dsearchn", "invalidOutind", "OUTIND must be a real scalar."))?,
        ),
        None => None,
    };
    let simplices = match outside {
        Some(_) => Some(Simplices::read(&args[1], &points, "dsearchn")?),
        None => None,
    };
    let m = queries.rows;
    if points.rows == 0 && m > 0 {
        return Err(bad(
            "dsearchn",
            "emptyData",
            "P must contain at least one point.",
        ));
    }
    let mut k = vec![0.0; m];
    let mut dist = vec![0.0; m];
    for i in 0..m {
        let q = queries.point(i);
        let (mut best, mut best_d2) = (0, f64::INFINITY);
        for j in 0..points.rows {
            let d2: f64 = points
                .point(j)
                .iter()
                .zip(q)
                .map(|(a, b)| (a - b) * (a - b))
                .sum();
            if d2 < best_d2 {
                (best, best_d2) = (j, d2);
            }
        }
        // A query with a NaN coordinate is near nothing.
        k[i] = if best_d2.is_finite() {
            (best + 1) as f64
        } else {
            f64::NAN
        };
        dist[i] = if best_d2.is_finite() {
            best_d2.sqrt()
        } else {
            f64::NAN
        };
        if let (Some(value), Some(simplices)) = (outside, &simplices) {
            if simplices.locate(&points, q).is_none() {
                k[i] = value;
                dist[i] = value;
            }
        }
    }
    let mut out = Outputs::from_iter([Value::matrix(Shape::new(&[m, 1]), k)]);
    if nargout >= 2 {
        out.push(Value::matrix(Shape::new(&[m, 1]), dist));
    }
    Ok(out)
}

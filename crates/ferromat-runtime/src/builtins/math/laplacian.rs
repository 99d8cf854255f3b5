//! `del2`: the discrete Laplacian of an array, sum over dimensions of the
//! second derivatives divided by 2*ndims (a quarter of the Laplacian for a
//! matrix). Interior points use central second differences (exact for
//! uneven spacing); the two end points of each line extrapolate the
//! interior second derivatives linearly. Real double data only.

use super::super::statistics::order::real_data;
use super::super::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// Second derivatives of the samples `u` at positions `x` (n >= 3).
fn second_derivatives(u: &[f64], x: &[f64]) -> Vec<f64> {
    let n = u.len();
    let mut d = vec![0.0; n];
    for k in 1..n - 1 {
        let (h1, h2) = (x[k] - x[k - 1], x[k + 1] - x[k]);
        d[k] = 2.0 * ((u[k + 1] - u[k]) / h2 - (u[k] - u[k - 1]) / h1) / (h1 + h2);
    }
    if n == 3 {
        d[0] = d[1];
        d[2] = d[1];
    } else {
        d[0] = d[1] + (d[1] - d[2]) * (x[1] - x[0]) / (x[2] - x[1]);
        d[n - 1] = d[n - 2] + (d[n - 2] - d[n - 3]) * (x[n - 1] - x[n - 2]) / (x[n - 2] - x[n - 3]);
    }
    d
}

/// The coordinates of dimension `axis` (n points) from a spacing
/// argument: a scalar step or a vector of n coordinates.
fn coordinates(spacing: Option<&Value>, n: usize) -> Result<Vec<f64>> {
    let Some(spacing) = spacing else {
        return Ok((0..n).map(|k| k as f64).collect());
    };
    let data = real_data(spacing, "del2")?;
    match data.as_slice() {
        [h] => Ok((0..n).map(|k| k as f64 * h).collect()),
        v if v.len() == n => Ok(v.to_vec()),
        _ => Err(RuntimeError::new(
            "MATLAB:del2:SpacingSize",
            "Spacing values must be scalars or vectors as long as the matching dimension of U.",
        )),
    }
}

/// `L = del2(U)`, `del2(U, h)`, `del2(U, hx, hy, hz, ...)` where `hx` goes
/// with the columns (dimension 2) and `hy` with the rows (dimension 1).
pub fn del2(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let shape = args[0].shape();
    let u = real_data(&args[0], "del2")?;
    let dims = shape.dims().to_vec();
    let spacings = &args[1..];
    if spacings.len() > 1 && spacings.len() != dims.len() {
        return Err(RuntimeError::new(
            "MATLAB:del2:SpacingCount",
            "Give one spacing value, or one per dimension of U.",
        ));
    }
    let mut laplacian = vec![0.0; u.len()];
    for (axis, &n) in dims.iter().enumerate() {
        if n < 3 {
            continue;
        }
        // The first spacing argument is x (columns), the second y (rows).
        let spacing = match spacings.len() {
            0 => None,
            1 => spacings.first(),
            _ => spacings.get(match axis {
                0 => 1,
                1 => 0,
                other => other,
            }),
        };
        let x = coordinates(spacing, n)?;
        let lanes = ferromat_kernels::Lanes::new(&dims, axis);
        let mut line = Vec::with_capacity(n);
        for number in 0..lanes.count() {
            let (start, stride) = lanes.lane_start(number);
            line.clear();
            line.extend((0..n).map(|k| u[start + k * stride]));
            for (k, d) in second_derivatives(&line, &x).into_iter().enumerate() {
                laplacian[start + k * stride] += d;
            }
        }
    }
    let scale = 2.0 * dims.len() as f64;
    laplacian.iter_mut().for_each(|v| *v /= scale);
    one(Value::matrix(shape, laplacian))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn second_derivatives_extrapolate_linearly() {
        let x = [0.0, 1.0, 2.0, 3.0];
        assert_eq!(
            second_derivatives(&[1.0, 0.0, 0.0, 0.0], &x),
            vec![2.0, 1.0, 0.0, -1.0]
        );
        assert_eq!(
            second_derivatives(&[1.0, 0.0, 0.0], &x[..3]),
            vec![1.0, 1.0, 1.0]
        );
        // A parabola has second derivative 2 everywhere, evenly spaced or not.
        let xs = [0.0, 0.5, 2.0, 3.0];
        let u: Vec<f64> = xs.iter().map(|v| v * v).collect();
        for d in second_derivatives(&u, &xs) {
            assert!((d - 2.0).abs() < 1e-12);
        }
    }
}

//! `interpn`: interpolation of gridded n-D data in `ndgrid` layout (the
//! first dimension of V follows X1) with 'linear', 'nearest', 'pchip',
//! 'cubic', 'makima' and 'spline'. Linear is multilinear over the 2^n
//! corners of a cell; the cubic methods are tensor products of the 1-D
//! cubics of `piecewise.rs` and `akima.rs` ('cubic' is the cubic
//! convolution on a uniform grid and the spline otherwise), reduced one
//! dimension at a time. Queries outside the grid get NaN or the
//! extrapolation value; without one, spline and makima extrapolate. Scattered data and `griddedInterpolant` are
//! not here; 2-D meshgrid data is `interp2`.

use num_complex::Complex64;

use super::super::statistics::order::real_data;
use super::super::{args, one, Outputs};
use super::akima::{convolution_pp, is_uniform, makima_pp};
use super::grid_axis::{direction, locate};
use super::piecewise::{pchip_pp, spline_pp, Piecewise, Samples};
use crate::builtins::messages::warn;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

#[derive(Clone, Copy, PartialEq, Debug)]
enum Method {
    Linear,
    Nearest,
    Spline,
    Pchip,
    Makima,
    Cubic,
}

fn error(id: &str, message: &str) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:interpn:{id}"), message).in_function("interpn")
}

/// The grid: ascending axes, and V (column-major, `dims`) with each
/// descending axis flagged so that reads reverse it.
struct Grid {
    axes: Vec<Vec<f64>>,
    flipped: Vec<bool>,
    dims: Vec<usize>,
}

impl Grid {
    fn new(axes: Vec<Vec<f64>>, dims: Vec<usize>) -> Result<Grid> {
        let mut sorted = Vec::with_capacity(axes.len());
        let mut flipped = Vec::with_capacity(axes.len());
        for mut axis in axes {
            let descending = direction(&axis).ok_or_else(|| {
                error(
                    "NonMonotonic",
                    "The grid vectors must be strictly monotonic.",
                )
            })?;
            if descending && axis.len() > 1 {
                axis.reverse();
            }
            flipped.push(descending && axis.len() > 1);
            sorted.push(axis);
        }
        Ok(Grid {
            axes: sorted,
            flipped,
            dims,
        })
    }

    /// The linear index of V at sorted-axis subscripts.
    fn index(&self, subscripts: &[usize]) -> usize {
        let mut index = 0;
        let mut stride = 1;
        for (d, &s) in subscripts.iter().enumerate() {
            let s = if self.flipped[d] {
                self.dims[d] - 1 - s
            } else {
                s
            };
            index += s * stride;
            stride *= self.dims[d];
        }
        index
    }
}

fn multilinear(grid: &Grid, v: &[f64], q: &[f64]) -> Option<f64> {
    let cells: Vec<(usize, f64)> = grid
        .axes
        .iter()
        .zip(q)
        .map(|(axis, &x)| locate(axis, x))
        .collect::<Option<_>>()?;
    let n = cells.len();
    let mut total = 0.0;
    let mut subscripts = vec![0; n];
    for corner in 0..(1usize << n) {
        let mut weight = 1.0;
        for (d, &(k, w)) in cells.iter().enumerate() {
            let upper = corner & (1 << d) != 0;
            if upper && grid.dims[d] == 1 {
                weight = 0.0;
                break;
            }
            subscripts[d] = k + usize::from(upper);
            weight *= if upper { w } else { 1.0 - w };
        }
        if weight != 0.0 {
            total += weight * v[grid.index(&subscripts)];
        }
    }
    Some(total)
}

fn nearest(grid: &Grid, v: &[f64], q: &[f64]) -> Option<f64> {
    // Halfway points go to the higher grid point, as MATLAB rounds.
    let subscripts: Vec<usize> = grid
        .axes
        .iter()
        .zip(q)
        .map(|(axis, &x)| {
            locate(axis, x).map(|(k, w)| if w >= 0.5 && axis.len() > 1 { k + 1 } else { k })
        })
        .collect::<Option<_>>()?;
    Some(v[grid.index(&subscripts)])
}

/// The tensor-product cubic at `q`: 1-D cubics (`cubic_of`) along the
/// last dimension reduce V to n-1 dimensions, and so on down to a value.
fn cubic_at(
    grid: &Grid,
    cubic_of: fn(&Samples) -> Piecewise,
    extrapolates: bool,
    v: &[f64],
    q: &[f64],
) -> Option<f64> {
    for (axis, &x) in grid.axes.iter().zip(q) {
        if x.is_nan() {
            return None;
        }
        if !extrapolates {
            locate(axis, x)?;
        }
    }
    // Values in sorted-axis order, column-major.
    let total: usize = grid.dims.iter().product();
    let mut subscripts = vec![0; grid.dims.len()];
    let mut current: Vec<f64> = (0..total)
        .map(|mut linear| {
            for (d, s) in subscripts.iter_mut().enumerate() {
                *s = linear % grid.dims[d];
                linear /= grid.dims[d];
            }
            v[grid.index(&subscripts)]
        })
        .collect();
    for d in (0..grid.dims.len()).rev() {
        let length = grid.dims[d];
        let inner: usize = grid.dims[..d].iter().product();
        let reduced = (0..inner)
            .map(|i| {
                let line: Vec<f64> = (0..length).map(|k| current[i + k * inner]).collect();
                if length == 1 {
                    return line[0];
                }
                cubic_of(&Samples {
                    x: grid.axes[d].clone(),
                    y: vec![line],
                    dim: vec![1],
                })
                .eval(0, q[d])
            })
            .collect();
        current = reduced;
    }
    current.first().copied()
}

fn method_named(value: &Value) -> Result<Method> {
    let text = value.as_text().unwrap_or_default();
    match text.trim_start_matches('*').to_ascii_lowercase().as_str() {
        "linear" => Ok(Method::Linear),
        "nearest" => Ok(Method::Nearest),
        "spline" => Ok(Method::Spline),
        "pchip" => Ok(Method::Pchip),
        "makima" => Ok(Method::Makima),
        "cubic" => Ok(Method::Cubic),
        _ => Err(error(
            "InvalidMethod",
            "Interpolation method must be 'linear', 'nearest', 'pchip', 'cubic', 'makima' or 'spline'.",
        )),
    }
}

/// The real data of a numeric (not char) argument.
fn numeric(value: &Value) -> Result<Vec<f64>> {
    if matches!(value, Value::Char(_) | Value::Cell(_) | Value::Struct(_)) {
        return Err(error("InvalidInput", "Inputs must be numeric arrays."));
    }
    real_data(value, "interpn")
}

/// Axis `d` of a grid argument: a vector, or an ndgrid array the size of V.
fn axis_of(value: &Value, d: usize, dims: &[usize]) -> Result<Vec<f64>> {
    let data = numeric(value)?;
    let shape = value.shape();
    let axis = if shape.is_vector() || shape.is_scalar() {
        data
    } else if shape.dims() == dims {
        let stride: usize = dims[..d].iter().product();
        (0..dims[d]).map(|k| data[k * stride]).collect()
    } else {
        Vec::new()
    };
    if axis.len() != dims[d] {
        return Err(error(
            "SizeMismatch",
            "The grid vectors must match the dimensions of V.",
        ));
    }
    Ok(axis)
}

/// Query points: equal-shape arrays pair element by element (scalars
/// pair with all); vectors otherwise form an ndgrid.
fn queries(values: &[&Value]) -> Result<(Shape, Vec<Vec<f64>>)> {
    let data: Vec<Vec<f64>> = values.iter().map(|v| numeric(v)).collect::<Result<_>>()?;
    let shapes: Vec<Shape> = values.iter().map(|v| v.shape()).collect();
    let count = data.iter().map(Vec::len).max().unwrap_or(0);
    let reference = data.iter().position(|d| d.len() == count).unwrap_or(0);
    let same = shapes
        .iter()
        .zip(&data)
        .all(|(s, d)| d.len() == 1 || *s == shapes[reference]);
    if same {
        let shape = shapes[reference].clone();
        let points = (0..count)
            .map(|i| {
                data.iter()
                    .map(|d| if d.len() == 1 { d[0] } else { d[i] })
                    .collect()
            })
            .collect();
        return Ok((shape, points));
    }
    if !shapes.iter().all(|s| s.is_vector() || s.is_scalar()) {
        return Err(error(
            "InvalidQuery",
            "The query points must be arrays of the same size or grid vectors.",
        ));
    }
    Ok(grid_points(&data))
}

/// Every point of the ndgrid of `axes`, first axis fastest.
fn grid_points(axes: &[Vec<f64>]) -> (Shape, Vec<Vec<f64>>) {
    let mut dims: Vec<usize> = axes.iter().map(Vec::len).collect();
    if dims.len() == 1 {
        dims.push(1);
    }
    let total: usize = axes.iter().map(Vec::len).product();
    let points = (0..total)
        .map(|mut linear| {
            axes.iter()
                .map(|axis| {
                    let k = linear % axis.len();
                    linear /= axis.len();
                    axis[k]
                })
                .collect()
        })
        .collect();
    (Shape::new(&dims), points)
}

/// `Vq = interpn(X1, ..., Xn, V, Xq1, ..., Xqn)`, `interpn(V, Xq1, ...,
/// Xqn)`, `interpn(V)`, `interpn(V, k)`, each with an optional method and
/// extrapolation value.
pub fn interpn(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let count = args.iter().take_while(|a| a.as_text().is_none()).count();
    if count == 0 {
        return Err(if args.is_empty() {
            RuntimeError::not_enough_inputs()
        } else {
            error("InvalidInput", "V must be a numeric array.")
        });
    }
    let rest = &args[count..];
    let method = rest
        .first()
        .map(method_named)
        .transpose()?
        .unwrap_or(Method::Linear);
    let fill = match rest.get(1) {
        Some(e) => e
            .as_f64()
            .filter(|_| e.is_scalar() && !matches!(e, Value::Cell(_) | Value::Char(_)))
            .ok_or_else(|| {
                error(
                    "InvalidExtrapolation",
                    "The extrapolation value must be a numeric scalar.",
                )
            })?,
        None => f64::NAN,
    };
    // interpn's page: without a fill value, spline and makima extrapolate.
    let extrapolates = rest.get(1).is_none() && matches!(method, Method::Spline | Method::Makima);
    if rest.len() > 2 {
        return Err(RuntimeError::too_many_inputs());
    }
    let numeric_args = &args[..count];
    let rank = |v: &Value| {
        let s = v.shape();
        if s.is_vector() || s.is_scalar() {
            1
        } else {
            s.ndims()
        }
    };
    // Which form: V first with its queries (or a refinement), or the
    // grids, V and the queries.
    let (v_arg, grid_args, query_args, refine): (
        &Value,
        &[Value],
        &[Value],
        Option<Option<&Value>>,
    ) = if count == 1 {
        (&numeric_args[0], &[], &[], Some(None))
    } else if count == rank(&numeric_args[0]) + 1 {
        (&numeric_args[0], &[], &numeric_args[1..], None)
    } else if count == 2 {
        (&numeric_args[0], &[], &[], Some(Some(&numeric_args[1])))
    } else if count % 2 == 1 {
        let n = count / 2;
        (
            &numeric_args[n],
            &numeric_args[..n],
            &numeric_args[n + 1..],
            None,
        )
    } else {
        return Err(error("InvalidInputs", "Wrong number of input arguments."));
    };
    let n = if refine.is_some() {
        rank(v_arg)
    } else {
        query_args.len().max(grid_args.len())
    };
    let v_shape = v_arg.shape();
    let mut dims: Vec<usize> = v_shape.dims().to_vec();
    if rank(v_arg) == 1 && n == 1 {
        dims = vec![v_shape.numel()];
    }
    dims.resize(n.max(dims.len()), 1);
    if dims.len() != n {
        return Err(error(
            "SizeMismatch",
            "The number of grid vectors must match the dimensions of V.",
        ));
    }
    let axes: Vec<Vec<f64>> = if grid_args.is_empty() {
        dims.iter()
            .map(|&m| (1..=m).map(|k| k as f64).collect())
            .collect()
    } else {
        grid_args
            .iter()
            .enumerate()
            .map(|(d, g)| axis_of(g, d, &dims))
            .collect::<Result<_>>()?
    };
    if matches!(v_arg, Value::Char(_) | Value::Cell(_) | Value::Struct(_)) {
        return Err(error("InvalidInput", "V must be a numeric array."));
    }
    let grid = Grid::new(axes, dims.clone())?;
    if method != Method::Nearest && method != Method::Linear && grid.dims.iter().any(|&m| m < 2) {
        return Err(error(
            "NotEnoughPts",
            "The cubic methods need at least two grid points in each dimension.",
        ));
    }
    let not_a_knot: fn(&Samples) -> Piecewise = |samples| spline_pp(samples, None);
    let cubic_of: fn(&Samples) -> Piecewise = match method {
        Method::Pchip => pchip_pp,
        Method::Makima => makima_pp,
        Method::Cubic if grid.axes.iter().all(|axis| is_uniform(axis)) => convolution_pp,
        Method::Cubic => {
            warn(
                interp,
                "MATLAB:interpn:cubicNonUniform",
                "The 'cubic' method requires the grid to have a uniform spacing.\nSwitching the method from 'cubic' to 'spline' because this condition is not met.",
            );
            not_a_knot
        }
        _ => not_a_knot,
    };
    let (shape, points) = match refine {
        Some(k) => {
            let times = k
                .map(|k| args::count(k, "interpn"))
                .transpose()?
                .unwrap_or(1);
            if times > 30 {
                return Err(error("TooManyRefinements", "K is too large."));
            }
            let steps = 1usize << times;
            let refined: Vec<Vec<f64>> = grid
                .axes
                .iter()
                .map(|axis| {
                    let mut out: Vec<f64> = axis
                        .windows(2)
                        .flat_map(|w| {
                            (0..steps).map(move |s| w[0] + (w[1] - w[0]) * s as f64 / steps as f64)
                        })
                        .collect();
                    out.extend(axis.last());
                    out
                })
                .collect();
            args::check_allocation(
                &Shape::new(&refined.iter().map(Vec::len).collect::<Vec<_>>()),
                16,
            )?;
            let (shape, points) = grid_points(&refined);
            let shape = if n == 1 && v_shape.is_row() {
                Shape::matrix(1, shape.numel())
            } else {
                shape
            };
            (shape, points)
        }
        None => {
            let refs: Vec<&Value> = query_args.iter().collect();
            queries(&refs)?
        }
    };
    let evaluate = |v: &[f64]| -> Vec<f64> {
        points
            .iter()
            .map(|q| {
                match method {
                    Method::Linear => multilinear(&grid, v, q),
                    Method::Nearest => nearest(&grid, v, q),
                    _ => cubic_at(&grid, cubic_of, extrapolates, v, q),
                }
                .unwrap_or(fill)
            })
            .collect()
    };
    if let Value::ComplexDouble(t) = v_arg {
        let re: Vec<f64> = t.data().iter().map(|c| c.re).collect();
        let im: Vec<f64> = t.data().iter().map(|c| c.im).collect();
        let out = evaluate(&re)
            .into_iter()
            .zip(evaluate(&im))
            .map(|(r, i)| Complex64::new(r, i))
            .collect();
        return one(Value::ComplexDouble(Tensor::new(shape, out)));
    }
    let v = numeric(v_arg)?;
    one(Value::matrix(shape, evaluate(&v)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trilinear_reproduces_linear_functions_and_nearest_rounds_up() {
        // V = x + 2y + 3z on a 3x4x2 grid with a descending z axis.
        let (xs, ys, zs) = (
            vec![0.0, 1.0, 2.0],
            vec![1.0, 2.0, 3.0, 5.0],
            vec![1.0, -1.0],
        );
        let mut v = Vec::new();
        for z in &zs {
            for y in &ys {
                for x in &xs {
                    v.push(x + 2.0 * y + 3.0 * z);
                }
            }
        }
        let grid = Grid::new(vec![xs, ys, zs], vec![3, 4, 2]).unwrap();
        for q in [[0.5, 1.5, 0.0], [2.0, 4.0, -0.5], [1.25, 5.0, 1.0]] {
            let want = q[0] + 2.0 * q[1] + 3.0 * q[2];
            assert!((multilinear(&grid, &v, &q).unwrap() - want).abs() < 1e-12);
            assert!(
                (cubic_at(&grid, |s| spline_pp(s, None), false, &v, &q).unwrap() - want).abs()
                    < 1e-12
            );
        }
        assert_eq!(multilinear(&grid, &v, &[3.0, 1.0, 0.0]), None);
        assert_eq!(nearest(&grid, &v, &[0.5, 1.5, 0.0]), Some(1.0 + 4.0 + 3.0));
    }
}

//! `interp2`: interpolation of gridded 2-D data (meshgrid layout: rows
//! follow y, columns follow x) with the methods 'linear', 'nearest',
//! 'spline', 'makima' and 'cubic'. The cubic methods are tensor products
//! of 1-D cubics: the not-a-knot splines of `piecewise.rs`, and the
//! modified Akima and cubic-convolution rules of `akima.rs` ('cubic' is
//! the convolution on a uniform grid and the spline otherwise, as MATLAB
//! documents). Queries outside the grid get NaN or the given
//! extrapolation value; spline and makima surfaces extrapolate when none
//! is given. Complex V (and a complex extrapolation value) is handled as
//! its real and imaginary parts. Scattered data is not handled here.

use super::super::messages::warn;
use super::super::statistics::order::real_data;
use super::super::{args, one, Outputs};
use super::akima::{convolution_pp, is_uniform, makima_pp};
use super::grid_axis::{direction, locate};
use super::piecewise::{spline_pp, Piecewise, Samples};
use crate::builtins::arrays::float_parts::from_float_parts;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

#[derive(Clone, Copy, PartialEq, Debug)]
enum Method {
    Linear,
    Nearest,
    Spline,
    Makima,
    Cubic,
}

fn error(id: &str, message: &str) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:interp2:{id}"), message)
}

/// The grid: ascending x (columns) and y (rows) and the values V(y, x)
/// re-ordered to match, column-major `ny`-by-`nx`.
struct Grid {
    x: Vec<f64>,
    y: Vec<f64>,
    v: Vec<f64>,
}

impl Grid {
    fn at(&self, row: usize, col: usize) -> f64 {
        self.v[row + col * self.y.len()]
    }

    /// Sorts a strictly monotonic axis ascending; returns it and the
    /// original index of each sorted position.
    fn axis(values: Vec<f64>, name: &str) -> Result<(Vec<f64>, Vec<usize>)> {
        let descending = direction(&values).ok_or_else(|| {
            error(
                "NonMonotonic",
                &format!("{name} must be strictly monotonic."),
            )
        })?;
        let mut order: Vec<usize> = (0..values.len()).collect();
        if descending {
            order.reverse();
        }
        Ok((order.iter().map(|&i| values[i]).collect(), order))
    }

    fn new(x: Vec<f64>, y: Vec<f64>, v: &[f64]) -> Result<Grid> {
        let ny = y.len();
        let (xs, x_order) = Grid::axis(x, "X")?;
        let (ys, y_order) = Grid::axis(y, "Y")?;
        let mut data = Vec::with_capacity(v.len());
        for &c in &x_order {
            data.extend(y_order.iter().map(|&r| v[r + c * ny]));
        }
        Ok(Grid {
            x: xs,
            y: ys,
            v: data,
        })
    }
}

fn bilinear(grid: &Grid, xq: f64, yq: f64) -> Option<f64> {
    let (i, s) = locate(&grid.x, xq)?;
    let (j, t) = locate(&grid.y, yq)?;
    let (i1, j1) = ((i + 1).min(grid.x.len() - 1), (j + 1).min(grid.y.len() - 1));
    let lerp = |a: f64, b: f64, w: f64| if w == 0.0 { a } else { a + w * (b - a) };
    let low = lerp(grid.at(j, i), grid.at(j, i1), s);
    let high = lerp(grid.at(j1, i), grid.at(j1, i1), s);
    Some(lerp(low, high, t))
}

fn nearest(grid: &Grid, xq: f64, yq: f64) -> Option<f64> {
    // Halfway points go to the higher grid point, as MATLAB rounds.
    let pick = |axis: &[f64], q: f64| {
        locate(axis, q).map(|(k, w)| if w >= 0.5 && axis.len() > 1 { k + 1 } else { k })
    };
    Some(grid.at(pick(&grid.y, yq)?, pick(&grid.x, xq)?))
}

/// Tensor-product cubic: a 1-D cubic (`cubic_of`) along x through each
/// row, evaluated at xq, then one along y through those values.
fn cubic_at(
    grid: &Grid,
    row_splines: &[super::piecewise::Piecewise],
    cubic_of: fn(&Samples) -> super::piecewise::Piecewise,
    extrapolates: bool,
    xq: f64,
    yq: f64,
) -> Option<f64> {
    if xq.is_nan() || yq.is_nan() {
        return None;
    }
    if !extrapolates {
        locate(&grid.x, xq)?;
        locate(&grid.y, yq)?;
    }
    let column: Vec<f64> = row_splines.iter().map(|pp| pp.eval(0, xq)).collect();
    let pp = cubic_of(&Samples {
        x: grid.y.clone(),
        y: vec![column],
        dim: vec![1],
    });
    Some(pp.eval(0, yq))
}

fn method_named(text: &str) -> Result<Method> {
    match text.trim_start_matches('*').to_ascii_lowercase().as_str() {
        "linear" => Ok(Method::Linear),
        "nearest" => Ok(Method::Nearest),
        "spline" => Ok(Method::Spline),
        "makima" => Ok(Method::Makima),
        "cubic" => Ok(Method::Cubic),
        _ => Err(error(
            "InvalidMethod",
            "Interpolation method must be 'linear', 'nearest', 'cubic', 'makima' or 'spline'.",
        )),
    }
}

/// Query coordinates: a row xq with a column yq (or the reverse
/// orientations of two vectors) form a grid; otherwise the two arrays
/// pair element by element (a scalar pairs with every element).
fn queries(xq: &Value, yq: &Value) -> Result<(Shape, Vec<(f64, f64)>)> {
    let (xs, ys) = (real_data(xq, "interp2")?, real_data(yq, "interp2")?);
    let (xshape, yshape) = (xq.shape(), yq.shape());
    if xshape.is_row() && yshape.is_column() && !xq.is_scalar() && !yq.is_scalar() {
        let shape = Shape::matrix(ys.len(), xs.len());
        args::check_allocation(&shape, 8)?;
        let points = xs
            .iter()
            .flat_map(|&x| ys.iter().map(move |&y| (x, y)))
            .collect();
        return Ok((shape, points));
    }
    if xs.len() == ys.len() {
        return Ok((xshape, xs.into_iter().zip(ys).collect()));
    }
    // A scalar pairs with a vector, never with a query matrix: MATLAB asks
    // for arrays of one size, or grid vectors.
    if xs.len() == 1 && (yshape.is_vector() || yshape.is_scalar()) {
        return Ok((yshape, ys.into_iter().map(|y| (xs[0], y)).collect()));
    }
    if ys.len() == 1 && (xshape.is_vector() || xshape.is_scalar()) {
        return Ok((xshape, xs.into_iter().map(|x| (x, ys[0])).collect()));
    }
    Err(error(
        "XqYqMismatch",
        "Xq and Yq must be the same size or be vectors of different orientations.",
    ))
}

/// `Vq = interp2(X, Y, V, Xq, Yq)`, `interp2(V, Xq, Yq)`, `interp2(V)`,
/// `interp2(V, k)`, each with an optional method and then extrapolation
/// value.
pub fn interp2(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let numeric = args.iter().take_while(|a| a.as_text().is_none()).count();
    let (method, extrapolation) = {
        let rest = &args[numeric..];
        let method = match rest.first() {
            Some(m) => method_named(&m.as_text().unwrap_or_default())?,
            None => Method::Linear,
        };
        let fill = match rest.get(1) {
            Some(Value::ComplexDouble(t)) if t.data().len() == 1 => {
                (t.data()[0].re, t.data()[0].im)
            }
            Some(e) => (
                e.as_f64().filter(|_| e.is_scalar()).ok_or_else(|| {
                    error(
                        "InvalidExtrapolation",
                        "The extrapolation value must be a numeric scalar.",
                    )
                })?,
                0.0,
            ),
            None => (f64::NAN, 0.0),
        };
        // Without a fill value the spline and makima surfaces extrapolate
        // (MATLAB's interp2 page); the other methods give NaN outside.
        let extrapolates =
            rest.get(1).is_none() && matches!(method, Method::Spline | Method::Makima);
        if rest.len() > 2 {
            return Err(RuntimeError::too_many_inputs());
        }
        (method, (fill, extrapolates))
    };
    let (extrapolation, extrapolates) = extrapolation;
    let numeric_args = &args[..numeric];
    let (x_arg, y_arg, v_arg, query) = match numeric_args {
        [v] => (None, None, v, None),
        [v, k] => (None, None, v, Some(Err(k))),
        [v, xq, yq] => (None, None, v, Some(Ok((xq, yq)))),
        [x, y, v, xq, yq] => (Some(x), Some(y), v, Some(Ok((xq, yq)))),
        _ => return Err(error("InvalidInputs", "Wrong number of numeric inputs.")),
    };
    let v_shape = v_arg.shape();
    if v_shape.ndims() != 2 || v_arg.as_text().is_some() {
        return Err(error("InvalidV", "V must be a 2-D matrix."));
    }
    let (v, v_imag) = match v_arg {
        Value::ComplexDouble(t) => (
            t.data().iter().map(|z| z.re).collect(),
            Some(t.data().iter().map(|z| z.im).collect::<Vec<f64>>()),
        ),
        _ => (real_data(v_arg, "interp2")?, None),
    };
    let (ny, nx) = (v_shape.rows(), v_shape.cols());
    let axis_of = |value: Option<&Value>, n: usize, along_rows: bool| -> Result<Vec<f64>> {
        let Some(value) = value else {
            return Ok((1..=n).map(|k| k as f64).collect());
        };
        let data = real_data(value, "interp2")?;
        let shape = value.shape();
        // A meshgrid matrix: x varies along its rows, y down its columns.
        let axis: Vec<f64> = if shape.is_vector() || shape.is_scalar() {
            data
        } else if along_rows {
            (0..shape.cols()).map(|c| data[c * shape.rows()]).collect()
        } else {
            data[..shape.rows()].to_vec()
        };
        if axis.len() != n {
            return Err(error(
                "SizeMismatch",
                "The grid vectors must match the dimensions of V.",
            ));
        }
        Ok(axis)
    };
    let (x_axis, y_axis) = (axis_of(x_arg, nx, true)?, axis_of(y_arg, ny, false)?);
    let grid = Grid::new(x_axis.clone(), y_axis.clone(), &v)?;
    let (shape, points) = match query {
        Some(Ok((xq, yq))) => queries(xq, yq)?,
        Some(Err(k)) => refinement(&grid, Some(k))?,
        None => refinement(&grid, None)?,
    };
    if nx < 2 || ny < 2 {
        return Err(error(
            "NotEnoughPts",
            "Interpolation requires at least two sample points in each dimension.",
        ));
    }
    let not_a_knot: fn(&Samples) -> Piecewise = |samples| spline_pp(samples, None);
    let cubic_of: Option<fn(&Samples) -> Piecewise> = match method {
        Method::Linear | Method::Nearest => None,
        Method::Spline => Some(not_a_knot),
        Method::Makima => Some(makima_pp),
        Method::Cubic if is_uniform(&grid.x) && is_uniform(&grid.y) => Some(convolution_pp),
        Method::Cubic => {
            warn(
                interp,
                "MATLAB:interp2:cubicNonUniform",
                "The 'cubic' method requires the grid to have a uniform spacing.\nSwitching the method from 'cubic' to 'spline' because this condition is not met.",
            );
            Some(not_a_knot)
        }
    };
    let evaluate = |grid: &Grid, fill: f64| -> Vec<f64> {
        let row_splines: Vec<_> = match cubic_of {
            Some(cubic_of) => (0..ny)
                .map(|r| {
                    cubic_of(&Samples {
                        x: grid.x.clone(),
                        y: vec![(0..nx).map(|c| grid.at(r, c)).collect()],
                        dim: vec![1],
                    })
                })
                .collect(),
            None => Vec::new(),
        };
        points
            .iter()
            .map(|&(xq, yq)| {
                match (method, cubic_of) {
                    (Method::Linear, _) => bilinear(grid, xq, yq),
                    (Method::Nearest, _) => nearest(grid, xq, yq),
                    (_, Some(cubic_of)) => {
                        cubic_at(grid, &row_splines, cubic_of, extrapolates, xq, yq)
                    }
                    (_, None) => None,
                }
                .unwrap_or(fill)
            })
            .collect()
    };
    let (fill_re, fill_im) = extrapolation;
    let out = evaluate(&grid, fill_re);
    if v_imag.is_none() && fill_im == 0.0 {
        return one(Value::matrix(shape, out));
    }
    let imag = v_imag.unwrap_or_else(|| vec![0.0; v.len()]);
    let imag = evaluate(&Grid::new(x_axis, y_axis, &imag)?, fill_im);
    one(from_float_parts(shape, out, Some(imag), false)?)
}

/// `interp2(V, k)`: the grid refined k times (default once) by halving
/// the spacing between grid points.
fn refinement(grid: &Grid, k: Option<&Value>) -> Result<(Shape, Vec<(f64, f64)>)> {
    let times = match k {
        Some(k) => args::count(k, "interp2")?,
        None => 1,
    };
    if times > 30 {
        return Err(error("TooManyRefinements", "K is too large."));
    }
    let refine = |axis: &[f64]| -> Vec<f64> {
        let steps = 1usize << times;
        let mut out = Vec::with_capacity((axis.len().saturating_sub(1)) * steps + 1);
        for w in axis.windows(2) {
            out.extend((0..steps).map(|s| w[0] + (w[1] - w[0]) * s as f64 / steps as f64));
        }
        out.extend(axis.last());
        out
    };
    let shape = Shape::matrix(
        (grid.y.len().saturating_sub(1) << times) + 1,
        (grid.x.len().saturating_sub(1) << times) + 1,
    );
    args::check_allocation(&shape, 16)?;
    let (xs, ys) = (refine(&grid.x), refine(&grid.y));
    let points = xs
        .iter()
        .flat_map(|&x| ys.iter().map(move |&y| (x, y)))
        .collect();
    Ok((shape, points))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bilinear_and_nearest_on_a_small_grid() {
        let grid = Grid::new(vec![1.0, 2.0], vec![1.0, 2.0], &[1.0, 3.0, 2.0, 4.0]).unwrap();
        assert_eq!(bilinear(&grid, 1.5, 1.5), Some(2.5));
        assert_eq!(bilinear(&grid, 2.0, 2.0), Some(4.0));
        assert_eq!(bilinear(&grid, 3.0, 1.0), None);
        assert_eq!(nearest(&grid, 1.5, 1.2), Some(2.0));
        // Descending axes are sorted with their values.
        let flipped = Grid::new(vec![2.0, 1.0], vec![1.0, 2.0], &[2.0, 4.0, 1.0, 3.0]).unwrap();
        assert_eq!(bilinear(&flipped, 1.5, 1.5), Some(2.5));
    }
}

//! `contour` and `contourf`: the grid arguments (`Z`, `X,Y,Z` as vectors
//! or matrices), the levels MATLAB picks or the caller gives, the contour
//! matrix `M`, and the contour series added to the axes. The grid parsing
//! is shared with `surf`/`mesh`. The isolines themselves come from
//! `ferromat_plot::contour`; this file must not draw.

use ferromat_plot::contour::{band, isolines, Grid};
use ferromat_plot::{ContourLine, Series, SeriesKind, Style};

use super::linespec;
use super::{handle_of, is_text, numeric, target_axes};
use crate::builtins::args;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

/// Heights on a grid with each node's coordinates, column-major.
pub struct GridData {
    pub rows: usize,
    pub cols: usize,
    pub x: Vec<f64>,
    pub y: Vec<f64>,
    pub z: Vec<f64>,
}

impl GridData {
    pub fn grid(&self) -> Grid<'_> {
        Grid {
            rows: self.rows,
            cols: self.cols,
            x: &self.x,
            y: &self.y,
            z: &self.z,
        }
    }
}

/// One coordinate argument spread over the grid: a vector along the columns
/// (x) or rows (y), or a matrix of Z's size.
fn spread(
    value: &Value,
    (rows, cols): (usize, usize),
    along_columns: bool,
    mismatch: &dyn Fn() -> RuntimeError,
    function: &str,
) -> Result<Vec<f64>> {
    let (data, shape) = numeric(value, function)?;
    let is_vector = shape.dims().iter().filter(|d| **d != 1).count() <= 1;
    let wanted = if along_columns { cols } else { rows };
    if shape.dims() == [rows, cols] {
        return Ok(data);
    }
    if is_vector && data.len() == wanted {
        let mut out = Vec::with_capacity(rows * cols);
        for j in 0..cols {
            for i in 0..rows {
                out.push(data[if along_columns { j } else { i }]);
            }
        }
        return Ok(out);
    }
    Err(mismatch())
}

/// `Z` alone (indices as coordinates) or `X, Y, Z`; `mismatch` is the
/// error for coordinates that do not fit Z.
pub fn grid_args(
    data: &[Value],
    function: &str,
    mismatch: &dyn Fn() -> RuntimeError,
) -> Result<GridData> {
    let (x_arg, y_arg, z_arg) = match data {
        [z] => (None, None, z),
        [x, y, z] => (Some(x), Some(y), z),
        _ => return Err(super::invalid_data(function)),
    };
    let (z, shape) = numeric(z_arg, function)?;
    let dims = shape.dims();
    if dims.len() > 2 {
        return Err(super::invalid_data(function));
    }
    let (rows, cols) = (dims[0], dims.get(1).copied().unwrap_or(1));
    args::check_allocation(&Shape::matrix(rows, cols), 16)?;
    let (x, y) = match (x_arg, y_arg) {
        (Some(x), Some(y)) => (
            spread(x, (rows, cols), true, mismatch, function)?,
            spread(y, (rows, cols), false, mismatch, function)?,
        ),
        _ => {
            let mut x = Vec::with_capacity(rows * cols);
            let mut y = Vec::with_capacity(rows * cols);
            for j in 0..cols {
                for i in 0..rows {
                    x.push((j + 1) as f64);
                    y.push((i + 1) as f64);
                }
            }
            (x, y)
        }
    };
    Ok(GridData {
        rows,
        cols,
        x,
        y,
        z,
    })
}

/// The levels MATLAB draws when none are given: round steps (1, 2 or 5
/// times a power of ten, as axis ticks) inside the range of the data.
pub fn automatic_levels(lo: f64, hi: f64) -> Vec<f64> {
    if !(lo.is_finite() && hi.is_finite()) || lo >= hi {
        return if lo.is_finite() { vec![lo] } else { Vec::new() };
    }
    let ticks = ferromat_plot::ticks::linear(Some((lo, hi)), None, true, 10);
    ticks
        .values
        .into_iter()
        .filter(|v| *v >= lo && *v <= hi)
        .collect()
}

/// `n` levels evenly spaced strictly inside the data range.
fn spaced_levels(lo: f64, hi: f64, n: usize) -> Vec<f64> {
    (1..=n)
        .map(|k| lo + (hi - lo) * k as f64 / (n + 1) as f64)
        .collect()
}

/// Whether the levels were chosen automatically (then `contourf` fills
/// below the lowest level too) and what they are.
fn levels(value: Option<&Value>, (lo, hi): (f64, f64), function: &str) -> Result<(bool, Vec<f64>)> {
    let Some(value) = value else {
        return Ok((true, automatic_levels(lo, hi)));
    };
    let (v, _) = numeric(value, function)?;
    let bad = || {
        RuntimeError::new(
            format!("MATLAB:{function}:InvalidLevels"),
            "Contour levels must be a positive integer count or a vector of increasing values.",
        )
    };
    match v.as_slice() {
        [n] => {
            if !(n.fract() == 0.0 && *n >= 1.0 && *n <= 1e4) {
                return Err(bad());
            }
            Ok((true, spaced_levels(lo, hi, *n as usize)))
        }
        [a, b] if a == b => Ok((false, vec![*a])),
        many => {
            if many.iter().any(|v| v.is_nan()) || many.windows(2).any(|w| w[1] < w[0]) {
                return Err(bad());
            }
            let mut list = many.to_vec();
            list.dedup();
            Ok((false, list))
        }
    }
}

/// MATLAB's contour matrix: for each line a column `[level; count]`
/// followed by its vertices as columns `[x; y]`.
pub fn contour_matrix(lines: &[ContourLine]) -> Result<Value> {
    let columns: usize = lines.iter().map(|l| l.x.len() + 1).sum();
    let shape = Shape::matrix(2, columns);
    args::check_allocation(&shape, 8)?;
    let mut data = Vec::with_capacity(2 * columns);
    for line in lines {
        data.push(line.level);
        data.push(line.x.len() as f64);
        for (x, y) in line.x.iter().zip(&line.y) {
            data.push(*x);
            data.push(*y);
        }
    }
    Ok(Value::matrix(shape, data))
}

/// The error for coordinates that do not fit Z.
fn coordinates_mismatch(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:XYZMismatch"),
        "The size of X must match the size of Z or the number of columns of Z, \
         and the size of Y must match the size of Z or the number of rows of Z.",
    )
}

/// The shared body of `contour` and `contourf`.
fn contour_plot(
    interp: &mut Interpreter,
    args: &[Value],
    nargout: usize,
    filled: bool,
) -> Result<Outputs> {
    let function = if filled { "contourf" } else { "contour" };
    let (target, args) = target_axes(interp, args);
    let split = args.iter().position(is_text).unwrap_or(args.len());
    let (data, mut rest) = args.split_at(split);
    let (grid_part, level_arg) = match data.len() {
        1 | 3 => (data, None),
        2 | 4 => (&data[..data.len() - 1], data.last()),
        0 => return Err(RuntimeError::not_enough_inputs()),
        _ => return Err(RuntimeError::too_many_inputs()),
    };
    let grid = grid_args(grid_part, function, &|| coordinates_mismatch(function))?;
    if grid.rows < 2 || grid.cols < 2 {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:ZMustBeAtLeast2x2"),
            "Z must be at least a 2x2 matrix.",
        ));
    }
    let z_range = ferromat_plot::ticks::data_range(grid.z.iter().copied(), false);
    let Some((z_lo, z_hi)) = z_range else {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:NoFiniteData"),
            "Z must contain at least one finite value.",
        ));
    };
    let (automatic, level_list) = levels(level_arg, (z_lo, z_hi), function)?;
    let mut style = Style::line([0.0, 0.0, 0.0]);
    style.edge_color = if filled { Some([0.0, 0.0, 0.0]) } else { None };
    let (spec, after_spec) = linespec::leading(rest);
    rest = after_spec;
    if let Some(line) = spec.line {
        style.line_style = line;
    }
    if let Some(color) = spec.color {
        style.edge_color = Some(color);
        style.color = color;
    }
    let options = linespec::options(rest, "Contour", &["linecolor"])?;
    linespec::apply_pairs(&mut style, &options.style_pairs)?;
    for (_, value) in &options.extra {
        match value.as_text().map(|t| t.to_ascii_lowercase()).as_deref() {
            Some("none") => style.line_style = ferromat_plot::LineStyle::None,
            Some("flat") => style.edge_color = None,
            _ => style.edge_color = Some(super::color(value, "LineColor")?),
        }
    }
    let g = grid.grid();
    let mut lines = Vec::new();
    for level in &level_list {
        for (x, y) in isolines(&g, *level) {
            lines.push(ContourLine {
                level: *level,
                x,
                y,
            });
        }
    }
    let mut fills = Vec::new();
    if filled {
        let mut edges: Vec<(f64, f64, f64)> = Vec::new();
        if automatic {
            let first = level_list.first().copied().unwrap_or(f64::INFINITY);
            edges.push((f64::NEG_INFINITY, first, z_lo));
        }
        for (k, level) in level_list.iter().enumerate() {
            let upper = level_list.get(k + 1).copied().unwrap_or(f64::INFINITY);
            edges.push((*level, upper, *level));
        }
        for (lo, hi, color_level) in edges {
            for (x, y) in band(&g, lo, hi) {
                fills.push(ContourLine {
                    level: color_level,
                    x,
                    y,
                });
            }
        }
    }
    let matrix = if nargout > 0 {
        Some(contour_matrix(&lines)?)
    } else {
        None
    };
    let range = |v: &[f64]| {
        ferromat_plot::ticks::data_range(v.iter().copied(), false).unwrap_or((0.0, 1.0))
    };
    let kind = SeriesKind::Contour {
        lines,
        fills,
        x: range(&grid.x),
        y: range(&grid.y),
        z: (z_lo, z_hi),
    };
    let (f, a) = target;
    let id = interp.graphics.next_id();
    let axes = &mut interp.graphics.figures[f].axes[a];
    axes.prepare_for_plot();
    axes.series.push(Series {
        id,
        kind,
        style,
        display_name: options.display_name,
    });
    let mut out = Outputs::new();
    if let Some(m) = matrix {
        out.push(m);
        if nargout > 1 {
            out.push(handle_of(id));
        }
    }
    Ok(out)
}

/// `contour(Z)`, `contour(X,Y,Z)`, `contour(...,levels)`, `contour(...,LineSpec)`,
/// name-value pairs, `[M,c] = contour(...)`.
pub fn contour(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    contour_plot(interp, args, nargout, false)
}

/// `contourf`: as `contour`, with the regions between levels filled.
pub fn contourf(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    contour_plot(interp, args, nargout, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn automatic_levels_are_round_steps_inside_the_data() {
        assert_eq!(
            automatic_levels(1.0, 9.0),
            vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]
        );
        let peaks = automatic_levels(-6.5, 8.1);
        assert_eq!(peaks.first(), Some(&-6.0));
        assert_eq!(peaks.last(), Some(&8.0));
    }

    #[test]
    fn counted_levels_are_spaced_inside_the_range() {
        assert_eq!(spaced_levels(0.0, 4.0, 3), vec![1.0, 2.0, 3.0]);
    }
}

//! Point and vector plots: `scatter3` (markers at 3-D points, drawn as a
//! marker-only 3-D line) and `quiver` (arrows, drawn as one line of
//! shafts and heads broken by NaN). This file must not draw.

use ferromat_plot::{LineStyle, Marker, SeriesKind, Style};

use super::linespec;
use super::plot::{add, handles};
use super::{is_text, numeric, target_axes};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// MATLAB's default 3-D view (azimuth, elevation).
const VIEW_3D: (f64, f64) = (-37.5, 30.0);

/// `scatter3(X, Y, Z)`, `scatter3(X, Y, Z, S)`, `scatter3(X, Y, Z, S, C)`,
/// `scatter3(..., 'filled')`, `scatter3(..., markertype)`, name-value
/// pairs: circles (or the given marker) at the points in a 3-D view. One
/// marker size is used (the mean of `S`, an area in points squared) and
/// one colour (an RGB triplet or name in `C`).
pub fn scatter3(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (target, args) = target_axes(interp, args);
    let split = args.iter().position(is_text).unwrap_or(args.len());
    let (data, mut rest) = args.split_at(split);
    let [x, y, z] = match data {
        [x, y, z, ..] => [x, y, z].map(|v| numeric(v, "scatter3").map(|d| d.0)),
        _ => return Err(RuntimeError::not_enough_inputs()),
    };
    let (x, y, z) = (x?, y?, z?);
    if x.len() != y.len() || x.len() != z.len() {
        return Err(RuntimeError::new(
            "MATLAB:scatter3:InvalidXYZData",
            "X, Y and Z must be vectors of the same length.",
        ));
    }
    let (f, a) = target;
    let axes = &mut interp.graphics.figures[f].axes[a];
    let fresh = !axes.hold || axes.series.is_empty();
    axes.prepare_for_plot();
    if fresh {
        axes.grid = true;
    }
    if axes.view.is_none() {
        axes.view = Some(VIEW_3D);
    }
    let mut style = Style::line(axes.next_color());
    style.marker = Marker::Circle;
    style.line_style = LineStyle::None;
    if let Some(s) = data.get(3).filter(|s| !s.is_empty()) {
        let sizes = numeric(s, "scatter3")?.0;
        let mean = sizes.iter().sum::<f64>() / sizes.len().max(1) as f64;
        if mean > 0.0 && mean.is_finite() {
            style.marker_size = mean.sqrt();
        }
    }
    if let Some(c) = data.get(4) {
        style.color = super::color(c, "scatter3")?;
    }
    let mut filled = false;
    while let Some(t) = rest.first().and_then(Value::as_text) {
        if t.eq_ignore_ascii_case("filled") {
            filled = true;
        } else if let Some(spec) = linespec::parse(&t).filter(|s| s.line.is_none()) {
            style.marker = spec.marker.unwrap_or(style.marker);
            style.color = spec.color.unwrap_or(style.color);
        } else {
            break;
        }
        rest = &rest[1..];
    }
    let options = linespec::options(rest, "Scatter", &[])?;
    linespec::apply_pairs(&mut style, &options.style_pairs)?;
    style.line_style = LineStyle::None;
    if filled && style.marker_face.is_none() {
        style.marker_face = Some(style.color);
    }
    let h = add(
        interp,
        target,
        SeriesKind::Line3 { x, y, z },
        style,
        options.display_name,
    );
    Ok(handles(vec![h], nargout))
}

/// The arrows of `quiver` as one NaN-broken polyline: each shaft from
/// (x, y) to (x+u, y+v), then a two-stroke head a third of its length.
fn arrows(x: &[f64], y: &[f64], u: &[f64], v: &[f64], heads: bool) -> (Vec<f64>, Vec<f64>) {
    let (alpha, beta) = (0.33, 0.33);
    let (mut xs, mut ys) = (Vec::new(), Vec::new());
    for k in 0..x.len() {
        let (ex, ey) = (x[k] + u[k], y[k] + v[k]);
        xs.extend([x[k], ex, f64::NAN]);
        ys.extend([y[k], ey, f64::NAN]);
        if heads {
            xs.extend([
                ex - alpha * (u[k] + beta * v[k]),
                ex,
                ex - alpha * (u[k] - beta * v[k]),
                f64::NAN,
            ]);
            ys.extend([
                ey - alpha * (v[k] - beta * u[k]),
                ey,
                ey - alpha * (v[k] + beta * u[k]),
                f64::NAN,
            ]);
        }
    }
    (xs, ys)
}

/// `quiver(X, Y, U, V)`, `quiver(U, V)`, `quiver(..., scale)`,
/// `quiver(..., 'off')`, `quiver(..., LineSpec)`, name-value pairs
/// (`AutoScale`, `AutoScaleFactor`, `MaxHeadSize`, `ShowArrowHead`):
/// arrows with components (U, V) at the points (X, Y). Arrows are scaled
/// to fit the grid spacing (times `scale`, 0.9 by default) unless
/// autoscaling is off.
pub fn quiver(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (target, args) = target_axes(interp, args);
    let split = args.iter().position(is_text).unwrap_or(args.len());
    let (data, mut rest) = args.split_at(split);
    let (data, mut factor) = match data.len() {
        3 | 5 => (
            &data[..data.len() - 1],
            numeric(&data[data.len() - 1], "quiver")?.0,
        ),
        _ => (data, vec![0.9]),
    };
    let (x, y, u, v, rows, cols) = match data {
        [u, v] => {
            let (uv, shape) = numeric(u, "quiver")?;
            let (rows, cols) = (shape.rows(), shape.cols());
            let x = (0..uv.len())
                .map(|k| (k / rows.max(1) + 1) as f64)
                .collect();
            let y = (0..uv.len())
                .map(|k| (k % rows.max(1) + 1) as f64)
                .collect();
            (x, y, uv, numeric(v, "quiver")?.0, rows, cols)
        }
        [x, y, u, v] => {
            let (xv, _) = numeric(x, "quiver")?;
            let (yv, _) = numeric(y, "quiver")?;
            let (uv, us) = numeric(u, "quiver")?;
            let (vv, _) = numeric(v, "quiver")?;
            let (xv, yv) = expand_grid(xv, yv, us.rows(), us.cols());
            (xv, yv, uv, vv, us.rows(), us.cols())
        }
        _ => return Err(RuntimeError::not_enough_inputs()),
    };
    if [y.len(), u.len(), v.len()].iter().any(|n| *n != x.len()) {
        return Err(RuntimeError::new(
            "MATLAB:quiver:DataLengthMismatch",
            "X, Y, U and V must be the same size.",
        ));
    }
    let mut autoscale = true;
    let mut heads = true;
    let mut spec = None;
    if let Some(t) = rest
        .first()
        .and_then(|v| v.as_text().filter(|_| is_text(v)))
    {
        if t.eq_ignore_ascii_case("off") {
            autoscale = false;
            rest = &rest[1..];
        } else if let Some(parsed) = linespec::parse(&t) {
            spec = Some(parsed);
            rest = &rest[1..];
        }
    }
    let known = [
        "autoscale",
        "autoscalefactor",
        "maxheadsize",
        "showarrowhead",
        "alignvertexcenters",
    ];
    let options = linespec::options(rest, "Quiver", &known)?;
    for (name, value) in &options.extra {
        match name.as_str() {
            "autoscale" => autoscale = super::on_off(value, "AutoScale")?,
            "autoscalefactor" => factor = numeric(value, "quiver")?.0,
            "showarrowhead" => heads = super::on_off(value, "ShowArrowHead")?,
            _ => {}
        }
    }
    let factor = factor.first().copied().unwrap_or(0.9);
    let (mut u, mut v) = (u, v);
    if autoscale && factor != 0.0 {
        let scale = autoscale_factor(&x, &y, &u, &v, rows, cols) * factor;
        u.iter_mut().for_each(|c| *c *= scale);
        v.iter_mut().for_each(|c| *c *= scale);
    }
    let (f, a) = target;
    let axes = &mut interp.graphics.figures[f].axes[a];
    axes.prepare_for_plot();
    let mut style = Style::line(axes.next_color());
    if let Some(spec) = spec {
        spec.apply(&mut style);
    }
    linespec::apply_pairs(&mut style, &options.style_pairs)?;
    let (xs, ys) = arrows(&x, &y, &u, &v, heads);
    let h = add(
        interp,
        target,
        SeriesKind::Line { x: xs, y: ys },
        style,
        options.display_name,
    );
    Ok(handles(vec![h], nargout))
}

/// Vectors x (length cols) and y (length rows) expanded to the grid of
/// U, as `meshgrid`; arrays already of U's size are kept.
fn expand_grid(x: Vec<f64>, y: Vec<f64>, rows: usize, cols: usize) -> (Vec<f64>, Vec<f64>) {
    let n = rows * cols;
    if x.len() == n && y.len() == n {
        return (x, y);
    }
    if x.len() == cols && y.len() == rows {
        let xs = (0..n).map(|k| x[k / rows.max(1)]).collect();
        let ys = (0..n).map(|k| y[k % rows.max(1)]).collect();
        return (xs, ys);
    }
    (x, y)
}

/// The scale that makes the longest arrow as long as the average grid
/// spacing, as MATLAB's automatic scaling does.
fn autoscale_factor(x: &[f64], y: &[f64], u: &[f64], v: &[f64], rows: usize, cols: usize) -> f64 {
    let span = |d: &[f64]| {
        let lo = d
            .iter()
            .copied()
            .filter(|v| v.is_finite())
            .fold(f64::INFINITY, f64::min);
        let hi = d
            .iter()
            .copied()
            .filter(|v| v.is_finite())
            .fold(f64::NEG_INFINITY, f64::max);
        if hi >= lo {
            hi - lo
        } else {
            0.0
        }
    };
    let (m, n) = if rows == 1 || cols == 1 {
        let side = (x.len() as f64).sqrt();
        (side, side)
    } else {
        (rows as f64, cols as f64)
    };
    let dx = span(x) / n;
    let dy = span(y) / m;
    let del = dx * dx + dy * dy;
    let longest = if del > 0.0 {
        u.iter()
            .zip(v)
            .map(|(a, b)| ((a * a + b * b) / del).sqrt())
            .filter(|l| l.is_finite())
            .fold(0.0, f64::max)
    } else {
        0.0
    };
    if longest > 0.0 {
        1.0 / longest
    } else {
        1.0
    }
}

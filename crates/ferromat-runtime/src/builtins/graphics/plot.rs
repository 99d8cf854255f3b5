//! Line-like plots: `plot`, `semilogx`, `semilogy`, `loglog`, `stairs`,
//! `stem`, `area`, `errorbar`, `fill` and `patch`. Each parses MATLAB's
//! data groups (X, Y, LineSpec) into series of the figure model. This
//! file must not draw or read the figure state beyond the target axes.

use ferromat_plot::{LineStyle, Marker, Scale, Series, SeriesKind, Style};

use super::linespec::{self, LineSpec};
use super::{handle_of, invalid_data, is_text, numeric, target_axes};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

/// One line's data and its group's LineSpec.
pub(super) struct Line {
    pub(super) x: Vec<f64>,
    pub(super) y: Vec<f64>,
    pub(super) spec: LineSpec,
}

fn same_length() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:plot:vectorsMustBeSameLength",
        "Vectors must be the same length.",
    )
}

/// The columns of an array (a row vector is one column).
fn columns(data: &[f64], shape: &Shape) -> Vec<Vec<f64>> {
    if shape.is_vector() || data.len() <= 1 {
        return vec![data.to_vec()];
    }
    let rows = shape.rows().max(1);
    data.chunks(rows).map(<[f64]>::to_vec).collect()
}

/// The rows of a matrix as lines.
fn rows(data: &[f64], shape: &Shape) -> Vec<Vec<f64>> {
    let (r, c) = (shape.rows(), shape.cols());
    (0..r)
        .map(|i| (0..c).map(|j| data[i + j * r]).collect())
        .collect()
}

/// Pairs X with Y as MATLAB's `plot` does: vectors of equal length, a
/// vector against the matching dimension of a matrix, or two matrices of
/// one size.
pub(super) fn pair(x: (&[f64], &Shape), y: (&[f64], &Shape)) -> Result<Vec<(Vec<f64>, Vec<f64>)>> {
    let (xv, xs) = x;
    let (yv, ys) = y;
    let x_vec = xs.is_vector() || xv.len() <= 1;
    let y_vec = ys.is_vector() || yv.len() <= 1;
    match (x_vec, y_vec) {
        (true, true) => {
            if xv.len() != yv.len() {
                return Err(same_length());
            }
            Ok(vec![(xv.to_vec(), yv.to_vec())])
        }
        (true, false) => {
            let lines = if ys.rows() == xv.len() {
                columns(yv, ys)
            } else if ys.cols() == xv.len() {
                rows(yv, ys)
            } else {
                return Err(same_length());
            };
            Ok(lines.into_iter().map(|l| (xv.to_vec(), l)).collect())
        }
        (false, true) => {
            let lines = if xs.rows() == yv.len() {
                columns(xv, xs)
            } else if xs.cols() == yv.len() {
                rows(xv, xs)
            } else {
                return Err(same_length());
            };
            Ok(lines.into_iter().map(|l| (l, yv.to_vec())).collect())
        }
        (false, false) => {
            if xs.dims() != ys.dims() {
                return Err(same_length());
            }
            Ok(columns(xv, xs).into_iter().zip(columns(yv, ys)).collect())
        }
    }
}

/// `Y` alone: columns against their row numbers (a complex vector plots
/// its imaginary part against its real part).
fn y_only(value: &Value, function: &str) -> Result<Vec<(Vec<f64>, Vec<f64>)>> {
    if let Value::ComplexDouble(t) = value {
        let x = t.data().iter().map(|c| c.re).collect();
        let y = t.data().iter().map(|c| c.im).collect();
        return Ok(vec![(x, y)]);
    }
    let (data, shape) = numeric(value, function)?;
    Ok(columns(&data, &shape)
        .into_iter()
        .map(|y| ((1..=y.len()).map(|k| k as f64).collect(), y))
        .collect())
}

/// Splits `args` into data groups `(X, Y, spec)` and the trailing
/// name-value options.
pub(super) fn groups<'a>(args: &'a [Value], function: &str) -> Result<(Vec<Line>, &'a [Value])> {
    let mut lines = Vec::new();
    let mut i = 0;
    while i < args.len() && !is_text(&args[i]) {
        let numeric_next = args.get(i + 1).is_some_and(|v| !is_text(v));
        let pairs = if numeric_next {
            let (xv, xs) = numeric(&args[i], function)?;
            let (yv, ys) = numeric(&args[i + 1], function)?;
            i += 2;
            pair((&xv, &xs), (&yv, &ys))?
        } else {
            i += 1;
            y_only(&args[i - 1], function)?
        };
        let mut spec = LineSpec::default();
        if let Some(text) = args.get(i).and_then(|v| v.as_text().filter(|_| is_text(v))) {
            if let Some(parsed) = linespec::parse(&text) {
                spec = parsed;
                i += 1;
            } else if args.len() - i == 1
                || args.get(i + 1).is_some_and(|v| !is_text(v)) && !is_name(&text)
            {
                return Err(linespec::bad_linespec(&text));
            }
        }
        lines.extend(pairs.into_iter().map(|(x, y)| Line { x, y, spec }));
    }
    if lines.is_empty() && i == 0 && !args.is_empty() {
        return Err(invalid_data(function));
    }
    let rest = &args[i..];
    if rest.len() % 2 == 1 {
        let text = rest.first().and_then(Value::as_text).unwrap_or_default();
        return Err(linespec::bad_linespec(&text));
    }
    Ok((lines, rest))
}

/// Whether text looks like a property name (letters only).
fn is_name(text: &str) -> bool {
    !text.is_empty() && text.chars().all(|c| c.is_ascii_alphabetic())
}

/// Adds one series to the target axes and returns its handle.
pub(super) fn add(
    interp: &mut Interpreter,
    (f, a): (usize, usize),
    kind: SeriesKind,
    style: Style,
    name: Option<String>,
) -> Value {
    let id = interp.graphics.next_id();
    let axes = &mut interp.graphics.figures[f].axes[a];
    axes.series.push(Series {
        id,
        kind,
        style,
        display_name: name,
    });
    handle_of(id)
}

/// The handles as the column `h = plot(...)` returns (none for nargout 0).
pub(super) fn handles(values: Vec<Value>, nargout: usize) -> Outputs {
    let mut out = Outputs::new();
    if nargout > 0 {
        let data: Vec<f64> = values.iter().filter_map(Value::as_f64).collect();
        out.push(Value::matrix(Shape::column(data.len()), data));
    }
    out
}

/// The shared body of `plot` and its log-scale variants.
fn line_plot(
    interp: &mut Interpreter,
    args: &[Value],
    nargout: usize,
    function: &str,
    scales: (Scale, Scale),
) -> Result<Outputs> {
    let (target, args) = target_axes(interp, args);
    let (lines, rest) = groups(args, function)?;
    let options = linespec::options(rest, "Line", &[])?;
    let (f, a) = target;
    let axes = &mut interp.graphics.figures[f].axes[a];
    axes.prepare_for_plot();
    if !axes.hold || axes.series.is_empty() {
        axes.x.scale = scales.0;
        axes.y.scale = scales.1;
    } else {
        // Holding keeps the axes' scales, except a log variant sets its own.
        if scales.0 == Scale::Log {
            axes.x.scale = Scale::Log;
        }
        if scales.1 == Scale::Log {
            axes.y.scale = Scale::Log;
        }
    }
    let mut made = Vec::new();
    for line in lines {
        let color = interp.graphics.figures[f].axes[a].next_color();
        let mut style = Style::line(color);
        line.spec.apply(&mut style);
        linespec::apply_pairs(&mut style, &options.style_pairs)?;
        let kind = SeriesKind::Line {
            x: line.x,
            y: line.y,
        };
        made.push(add(
            interp,
            target,
            kind,
            style,
            options.display_name.clone(),
        ));
    }
    Ok(handles(made, nargout))
}

/// `plot(Y)`, `plot(X, Y)`, `plot(X1, Y1, LineSpec1, ...)`, `plot(..., Name, Value)`,
/// `plot(ax, ...)`, `h = plot(...)`.
pub fn plot(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    line_plot(
        interp,
        args,
        nargout,
        "plot",
        (Scale::Linear, Scale::Linear),
    )
}

/// `semilogx(...)`: `plot` with a log x axis.
pub fn semilogx(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    line_plot(
        interp,
        args,
        nargout,
        "semilogx",
        (Scale::Log, Scale::Linear),
    )
}

/// `semilogy(...)`: `plot` with a log y axis.
pub fn semilogy(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    line_plot(
        interp,
        args,
        nargout,
        "semilogy",
        (Scale::Linear, Scale::Log),
    )
}

/// `loglog(...)`: `plot` with both axes logarithmic.
pub fn loglog(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    line_plot(interp, args, nargout, "loglog", (Scale::Log, Scale::Log))
}

/// The shared body of `stairs` and `stem`: plot's data groups, each line
/// made into `make(x, y)` with a default style.
fn shaped_plot(
    interp: &mut Interpreter,
    args: &[Value],
    nargout: usize,
    function: &str,
    class: &str,
    make: fn(Vec<f64>, Vec<f64>) -> SeriesKind,
    marker: Marker,
) -> Result<Outputs> {
    let (target, args) = target_axes(interp, args);
    let (lines, rest) = groups(args, function)?;
    let options = linespec::options(rest, class, &[])?;
    let (f, a) = target;
    interp.graphics.figures[f].axes[a].prepare_for_plot();
    let mut made = Vec::new();
    for line in lines {
        let color = interp.graphics.figures[f].axes[a].next_color();
        let mut style = Style::line(color);
        style.marker = marker;
        if let Some(c) = line.spec.color {
            style.color = c;
        }
        if let Some(m) = line.spec.marker {
            style.marker = m;
        }
        if let Some(l) = line.spec.line {
            style.line_style = l;
        }
        linespec::apply_pairs(&mut style, &options.style_pairs)?;
        made.push(add(
            interp,
            target,
            make(line.x, line.y),
            style,
            options.display_name.clone(),
        ));
    }
    Ok(handles(made, nargout))
}

/// `stairs(Y)`, `stairs(X, Y)`, `stairs(..., LineSpec)`: a staircase plot.
pub fn stairs(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    shaped_plot(
        interp,
        args,
        nargout,
        "stairs",
        "Stair",
        |x, y| SeriesKind::Stairs { x, y },
        Marker::None,
    )
}

/// `stem(Y)`, `stem(X, Y)`, `stem(..., LineSpec)`: stems from zero with circles.
pub fn stem(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    shaped_plot(
        interp,
        args,
        nargout,
        "stem",
        "Stem",
        |x, y| SeriesKind::Stem {
            x,
            y,
            baseline: 0.0,
        },
        Marker::Circle,
    )
}

/// `area(Y)`, `area(X, Y)`: filled areas, the columns of a matrix stacked.
pub fn area(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (target, args) = target_axes(interp, args);
    let split = args.iter().position(is_text).unwrap_or(args.len());
    let (data, rest) = args.split_at(split);
    let options = linespec::options(rest, "Area", &[])?;
    let lines = match data {
        [y] => y_only(y, "area")?,
        [x, y] => {
            let (xv, xs) = numeric(x, "area")?;
            let (yv, ys) = numeric(y, "area")?;
            pair((&xv, &xs), (&yv, &ys))?
        }
        _ => return Err(invalid_data("area")),
    };
    let (f, a) = target;
    interp.graphics.figures[f].axes[a].prepare_for_plot();
    let mut made = Vec::new();
    let mut lower: Vec<f64> = Vec::new();
    for (x, y) in lines {
        let base = if lower.len() == y.len() {
            lower.clone()
        } else {
            vec![0.0; y.len()]
        };
        let upper: Vec<f64> = base.iter().zip(&y).map(|(b, v)| b + v).collect();
        let color = interp.graphics.figures[f].axes[a].next_color();
        let mut style = Style::filled(color);
        linespec::apply_pairs(&mut style, &options.style_pairs)?;
        lower = upper.clone();
        let kind = SeriesKind::Area {
            x,
            lower: base,
            upper,
        };
        made.push(add(
            interp,
            target,
            kind,
            style,
            options.display_name.clone(),
        ));
    }
    Ok(handles(made, nargout))
}

/// `errorbar(y, err)`, `errorbar(x, y, err)`, `errorbar(x, y, neg, pos)`,
/// each with an optional LineSpec and name-value pairs.
pub fn errorbar(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (target, args) = target_axes(interp, args);
    let split = args.iter().position(is_text).unwrap_or(args.len());
    let (data, rest) = args.split_at(split);
    let (spec, rest) = linespec::leading(rest);
    let options = linespec::options(rest, "ErrorBar", &[])?;
    let vectors: Vec<Vec<f64>> = data
        .iter()
        .map(|v| numeric(v, "errorbar").map(|(d, _)| d))
        .collect::<Result<_>>()?;
    let (x, y, neg, pos) = match vectors.as_slice() {
        [y, e] => (
            (1..=y.len()).map(|k| k as f64).collect(),
            y.clone(),
            e.clone(),
            e.clone(),
        ),
        [x, y, e] => (x.clone(), y.clone(), e.clone(), e.clone()),
        [x, y, n, p] => (x.clone(), y.clone(), n.clone(), p.clone()),
        _ => return Err(invalid_data("errorbar")),
    };
    if [x.len(), neg.len(), pos.len()]
        .iter()
        .any(|n| *n != y.len())
    {
        return Err(RuntimeError::new(
            "MATLAB:errorbar:InputSizeMismatch",
            "Input arguments must be the same size.",
        ));
    }
    let (f, a) = target;
    interp.graphics.figures[f].axes[a].prepare_for_plot();
    let color = interp.graphics.figures[f].axes[a].next_color();
    let mut style = Style::line(color);
    spec.apply(&mut style);
    linespec::apply_pairs(&mut style, &options.style_pairs)?;
    let handle = add(
        interp,
        target,
        SeriesKind::ErrorBar { x, y, neg, pos },
        style,
        options.display_name,
    );
    Ok(handles(vec![handle], nargout))
}

/// `fill(X, Y, C)`, `patch(X, Y, C)` and `patch('XData', x, 'YData', y, ...)`:
/// filled polygons, one per column of matrix X and Y.
fn polygons(
    interp: &mut Interpreter,
    args: &[Value],
    nargout: usize,
    function: &str,
) -> Result<Outputs> {
    let (target, args) = target_axes(interp, args);
    let mut rest = args;
    let mut xy: Option<(Value, Value)> = None;
    let mut face: Option<[f64; 3]> = None;
    if args.len() >= 3 && !is_text(&args[0]) && !is_text(&args[1]) {
        xy = Some((args[0].clone(), args[1].clone()));
        face = Some(match args[2].as_text() {
            Some(t) => super::color_name(&t).ok_or_else(|| linespec::bad_linespec(&t))?,
            None => super::color(&args[2], function)?,
        });
        rest = &args[3..];
    }
    let options = linespec::options(rest, "Patch", &["xdata", "ydata"])?;
    for (name, value) in &options.extra {
        let pair = xy.get_or_insert((Value::empty(), Value::empty()));
        if name == "xdata" {
            pair.0 = (*value).clone();
        } else {
            pair.1 = (*value).clone();
        }
    }
    let Some((x, y)) = xy else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let (xv, xs) = numeric(&x, function)?;
    let (yv, ys) = numeric(&y, function)?;
    let shapes = pair((&xv, &xs), (&yv, &ys))?;
    let (f, a) = target;
    if function == "fill" {
        interp.graphics.figures[f].axes[a].prepare_for_plot();
    }
    let mut made = Vec::new();
    for (x, y) in shapes {
        let color = face.unwrap_or_else(|| interp.graphics.figures[f].axes[a].next_color());
        let mut style = Style::filled(color);
        style.line_style = LineStyle::Solid;
        linespec::apply_pairs(&mut style, &options.style_pairs)?;
        made.push(add(
            interp,
            target,
            SeriesKind::Patch { x, y },
            style,
            options.display_name.clone(),
        ));
    }
    Ok(handles(made, nargout))
}

/// `fill(X, Y, C)`: filled polygons (replacing the plot unless held).
pub fn fill(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    polygons(interp, args, nargout, "fill")
}

/// `patch(X, Y, C)`, `patch('XData', x, 'YData', y, 'FaceColor', c)`:
/// polygons added to the axes (patch never clears them).
pub fn patch(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    polygons(interp, args, nargout, "patch")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vectors_pair_with_matching_matrix_dimensions() {
        let x = [1.0, 2.0, 3.0];
        let m: Vec<f64> = (1..=6).map(f64::from).collect();
        let lines = pair((&x, &Shape::row(3)), (&m, &Shape::matrix(3, 2))).unwrap();
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[1].1, vec![4.0, 5.0, 6.0]);
        let lines = pair((&x, &Shape::row(3)), (&m, &Shape::matrix(2, 3))).unwrap();
        assert_eq!(
            lines,
            vec![
                (x.to_vec(), vec![1.0, 3.0, 5.0]),
                (x.to_vec(), vec![2.0, 4.0, 6.0])
            ]
        );
        let err = pair(
            (&x, &Shape::row(3)),
            (&[1.0, 2.0, 3.0, 4.0], &Shape::row(4)),
        )
        .unwrap_err();
        assert_eq!(err.message, "Vectors must be the same length.");
    }
}

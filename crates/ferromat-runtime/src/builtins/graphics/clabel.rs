//! `clabel`: labels a contour plot's lines with their levels. With the
//! contour object (`clabel(C, h)`) the labels sit inside the lines; with
//! only the contour matrix (`clabel(C)`) each label is upright text beside
//! a '+' marker, as MATLAB documents. Labels are spaced along each line
//! (MATLAB's `LabelSpacing`, 144 points); lines too short to hold a label
//! get none. This file must not draw: it adds series to the axes.

use ferromat_plot::{LineStyle, Marker, Series, SeriesKind, Style};

use super::{color, is_text, numeric, Target};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::format::cfmt;
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

/// MATLAB's label spacing (144 points) as a fraction of the default plot
/// box width (0.775 of 560 px, 325.5 points).
const SPACING: f64 = 144.0 / 325.5;

/// The shortest line that gets a label, as a fraction of the plot box
/// (about the width of a short label).
const SHORTEST: f64 = 0.08;

/// One contour line: its level and vertices.
struct Line {
    level: f64,
    x: Vec<f64>,
    y: Vec<f64>,
}

fn bad_matrix() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:clabel:InvalidContourMatrix",
        "The contour matrix must be a 2-row matrix as contour returns it.",
    )
}

/// The lines of a contour matrix: for each line a column `[level; count]`
/// followed by `count` columns `[x; y]`.
fn parse_matrix(value: &Value) -> Result<Vec<Line>> {
    let (data, shape) = numeric(value, "clabel")?;
    if data.is_empty() {
        return Ok(Vec::new());
    }
    if shape.dims() != [2, shape.cols()] {
        return Err(bad_matrix());
    }
    let columns = shape.cols();
    let mut lines = Vec::new();
    let mut k = 0;
    while k < columns {
        let level = data[2 * k];
        let count = data[2 * k + 1];
        if !(count >= 0.0 && count.fract() == 0.0 && k + (count as usize) < columns) {
            return Err(bad_matrix());
        }
        let n = count as usize;
        let points = (k + 1..=k + n).map(|c| (data[2 * c], data[2 * c + 1]));
        let (x, y) = points.unzip();
        lines.push(Line { level, x, y });
        k += n + 1;
    }
    Ok(lines)
}

/// The points along a line where labels go: spaced [`SPACING`] apart in
/// units of the data spans, none on a line shorter than [`SHORTEST`].
fn label_points(line: &Line, spans: (f64, f64)) -> Vec<(f64, f64)> {
    let unit = |d: f64, span: f64| if span > 0.0 { d / span } else { 0.0 };
    let mut lengths = vec![0.0];
    for k in 1..line.x.len() {
        let step = unit(line.x[k] - line.x[k - 1], spans.0)
            .hypot(unit(line.y[k] - line.y[k - 1], spans.1));
        let step = if step.is_finite() { step } else { 0.0 };
        lengths.push(lengths[k - 1] + step);
    }
    let total = lengths.last().copied().unwrap_or(0.0);
    if total < SHORTEST {
        return Vec::new();
    }
    let count = ((total / SPACING).floor() as usize).max(1);
    (0..count)
        .filter_map(|j| {
            let at = total * (j as f64 + 0.5) / count as f64;
            let k = lengths.iter().position(|l| *l >= at)?.max(1);
            let piece = lengths[k] - lengths[k - 1];
            let t = if piece > 0.0 {
                (at - lengths[k - 1]) / piece
            } else {
                0.0
            };
            Some((
                line.x[k - 1] + t * (line.x[k] - line.x[k - 1]),
                line.y[k - 1] + t * (line.y[k] - line.y[k - 1]),
            ))
        })
        .collect()
}

/// A level as its label text (`%.4g`, MATLAB's label format).
fn label_text(level: f64) -> String {
    if level.is_finite() {
        cfmt::general(level, 4, false, false)
    } else {
        format!("{level}")
    }
}

/// The contour object a handle names: its axes and its lines.
fn contour_object(interp: &Interpreter, value: &Value) -> Option<((usize, usize), Vec<Line>)> {
    let h = value.as_f64().filter(|h| *h < 0.0)?;
    let Some(Target::Series(f, a, s)) = interp.graphics.resolve(h) else {
        return None;
    };
    let series = &interp.graphics.figures[f].axes[a].series[s];
    let SeriesKind::Contour { lines, .. } = &series.kind else {
        return None;
    };
    let lines = lines
        .iter()
        .map(|l| Line {
            level: l.level,
            x: l.x.clone(),
            y: l.y.clone(),
        })
        .collect();
    Some(((f, a), lines))
}

/// `clabel(C, h)`, `clabel(C, h, v)`, `clabel(C)`, `clabel(C, v)`,
/// `clabel(..., 'Color', c)`, `tl = clabel(...)`.
pub fn clabel(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let Some(matrix) = args.first() else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let mut rest = &args[1..];
    let object = match rest.first() {
        Some(h) if !is_text(h) => contour_object(interp, h),
        _ => None,
    };
    if object.is_some() {
        rest = &rest[1..];
    }
    let mut levels: Option<Vec<f64>> = None;
    if let Some(v) = rest.first().filter(|v| !is_text(v)) {
        levels = Some(numeric(v, "clabel")?.0);
        rest = &rest[1..];
    }
    if rest
        .first()
        .and_then(Value::as_text)
        .is_some_and(|t| t.eq_ignore_ascii_case("manual"))
    {
        return Err(RuntimeError::new(
            "ferromat:clabel:manual",
            "clabel 'manual' places labels with the mouse, which ferromat's figures do not take.",
        ));
    }
    let mut style = Style::line([0.0, 0.0, 0.0]);
    if rest.len() % 2 == 1 {
        return Err(RuntimeError::new(
            "MATLAB:hg:set_chck:NameValuePairs",
            "Name-value pair arguments require a name followed by a value.",
        ));
    }
    for pair in rest.chunks(2) {
        let name = pair[0]
            .as_text()
            .filter(|_| is_text(&pair[0]))
            .unwrap_or_default();
        match name.to_ascii_lowercase().as_str() {
            "color" => style.color = color(&pair[1], "Color")?,
            _ => return Err(super::linespec::unknown_property(&name, "Text")),
        }
    }
    let lines = match &object {
        Some((_, from_object)) if matrix.is_empty() => from_object,
        _ => &parse_matrix(matrix)?,
    };
    let ((f, a), inline) = match &object {
        Some((target, _)) => (*target, true),
        None => (interp.graphics.current_axes(), false),
    };
    let wanted = |level: f64| match &levels {
        None => true,
        Some(v) => v
            .iter()
            .any(|w| (w - level).abs() <= 1e-10 * w.abs().max(level.abs()).max(1.0)),
    };
    let (xs, ys): (Vec<f64>, Vec<f64>) = lines
        .iter()
        .flat_map(|l| l.x.iter().copied().zip(l.y.iter().copied()))
        .filter(|(x, y)| x.is_finite() && y.is_finite())
        .unzip();
    let span = |v: &[f64]| {
        let (lo, hi) = v
            .iter()
            .fold((f64::MAX, f64::MIN), |(a, b), x| (a.min(*x), b.max(*x)));
        if hi > lo {
            hi - lo
        } else {
            1.0
        }
    };
    let spans = (span(&xs), span(&ys));
    let mut made: Vec<(SeriesKind, Style)> = Vec::new();
    for line in lines.iter().filter(|l| wanted(l.level)) {
        let text = label_text(line.level);
        for (x, y) in label_points(line, spans) {
            if inline {
                let kind = SeriesKind::InlineLabel {
                    x,
                    y,
                    text: text.clone(),
                };
                made.push((kind, style.clone()));
            } else {
                // Upright text beside a '+' on the line.
                let mut plus = style.clone();
                plus.marker = Marker::Plus;
                plus.line_style = LineStyle::None;
                let kind = SeriesKind::Line {
                    x: vec![x],
                    y: vec![y],
                };
                made.push((kind, plus));
                let kind = SeriesKind::Text {
                    x: x + spans.0 * 0.012,
                    y,
                    text: text.clone(),
                };
                made.push((kind, style.clone()));
            }
        }
    }
    let mut handles = Vec::with_capacity(made.len());
    for (kind, style) in made {
        let id = interp.graphics.next_id();
        interp.graphics.figures[f].axes[a].series.push(Series {
            id,
            kind,
            style,
            display_name: None,
        });
        handles.push(-(id as f64));
    }
    let mut out = Outputs::new();
    if nargout > 0 {
        out.push(Value::matrix(Shape::column(handles.len()), handles));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_contour_matrix_splits_into_its_lines() {
        let c = Value::matrix(
            Shape::matrix(2, 5),
            vec![1.0, 2.0, 0.0, 0.0, 1.0, 1.0, 2.5, 1.0, 3.0, 3.0],
        );
        let lines = parse_matrix(&c).unwrap();
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].level, 1.0);
        assert_eq!(lines[0].x, vec![0.0, 1.0]);
        assert_eq!(lines[1].level, 2.5);
        assert_eq!(lines[1].y, vec![3.0]);
        let broken = Value::matrix(Shape::matrix(2, 2), vec![1.0, 5.0, 0.0, 0.0]);
        assert!(parse_matrix(&broken).is_err());
    }

    #[test]
    fn labels_are_spaced_along_long_lines_and_skip_short_ones() {
        let line = Line {
            level: 0.0,
            x: vec![0.0, 1.0],
            y: vec![0.0, 0.0],
        };
        let points = label_points(&line, (1.0, 1.0));
        assert_eq!(points.len(), 2);
        assert!((points[0].0 - 0.25).abs() < 1e-12 && (points[1].0 - 0.75).abs() < 1e-12);
        let short = Line {
            level: 0.0,
            x: vec![0.0, 0.01],
            y: vec![0.0, 0.0],
        };
        assert!(label_points(&short, (1.0, 1.0)).is_empty());
    }

    #[test]
    fn levels_print_with_four_significant_digits() {
        assert_eq!(label_text(2.0), "2");
        assert_eq!(label_text(-0.5), "-0.5");
        assert_eq!(label_text(1.23456), "1.235");
    }
}

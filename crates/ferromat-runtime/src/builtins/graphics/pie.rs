//! `pie` and `spy`, charts MATLAB builds from plain objects: a pie is one
//! patch and one text per slice (starting at 12 o'clock, counterclockwise,
//! labels at 1.2 radii), a spy plot is one dot marker per nonzero. This
//! file must not draw.

use std::f64::consts::PI;

use ferromat_plot::{Marker, Series, SeriesKind, Style};

use super::{invalid_data, is_text, linespec, numeric, target_axes};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

/// Points on a full circle; a slice uses its share of them (at least one).
const CIRCLE_POINTS: f64 = 100.0;

/// A slice's percentage label as MATLAB prints it.
fn percent_label(fraction: f64) -> String {
    if fraction < 0.01 && fraction > 0.0 {
        "< 1%".to_string()
    } else {
        format!("{}%", (fraction * 100.0).round())
    }
}

/// The texts of a label argument: a cell of text or a string array.
fn labels(value: &Value, count: usize) -> Result<Vec<String>> {
    let texts: Option<Vec<String>> = match value {
        Value::Cell(cells) => cells.data().iter().map(Value::as_text).collect(),
        Value::String(s) => Some(
            s.data()
                .iter()
                .map(|t| t.as_deref().unwrap_or_default().to_string())
                .collect(),
        ),
        Value::Char(_) => value.as_text().map(|t| vec![t]),
        _ => None,
    };
    let texts = texts.ok_or_else(|| invalid_data("pie"))?;
    if texts.len() != count {
        return Err(RuntimeError::new(
            "MATLAB:pie:StringMismatch",
            "Cell array of strings must be the same length as X.",
        ));
    }
    Ok(texts)
}

/// `pie(X)`, `pie(X, explode)`, `pie(X, labels)`, `pie(X, explode, labels)`,
/// `p = pie(...)` (patch and text handles alternating).
pub fn pie(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (target, args) = target_axes(interp, args);
    let Some(first) = args.first() else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let (x, _) = numeric(first, "pie")?;
    if x.iter().any(|v| *v < 0.0) {
        return Err(RuntimeError::new(
            "MATLAB:pie:NegativeData",
            "Negative data values are not allowed.",
        ));
    }
    if x.iter().any(|v| !v.is_finite()) {
        return Err(invalid_data("pie"));
    }
    let mut explode = vec![false; x.len()];
    let mut names = None;
    for arg in &args[1..] {
        if matches!(arg, Value::Cell(_)) || is_text(arg) {
            names = Some(labels(arg, x.len())?);
        } else {
            let (e, _) = numeric(arg, "pie")?;
            if e.len() != x.len() {
                return Err(RuntimeError::new(
                    "MATLAB:pie:ExplodeMismatch",
                    "Explode must be the same size as X.",
                ));
            }
            explode = e.iter().map(|v| *v != 0.0).collect();
        }
    }
    let total: f64 = x.iter().sum();
    if total == 0.0 {
        return Err(invalid_data("pie"));
    }
    // A sum under 1 draws a partial pie of the values themselves.
    let fractions: Vec<f64> = if total < 1.0 {
        x.clone()
    } else {
        x.iter().map(|v| v / total).collect()
    };
    let (f, a) = target;
    let map = interp.graphics.figures[f].colormap.clone();
    let slices = fractions.len();
    let mut handles = Vec::new();
    let mut new_series = Vec::new();
    let mut start = PI / 2.0;
    for (k, fraction) in fractions.iter().enumerate() {
        let steps = (CIRCLE_POINTS * fraction).ceil().max(1.0) as usize;
        let middle = start + fraction * PI;
        let (dx, dy) = if explode[k] {
            (0.1 * middle.cos(), 0.1 * middle.sin())
        } else {
            (0.0, 0.0)
        };
        let mut px = vec![dx];
        let mut py = vec![dy];
        for s in 0..=steps {
            let angle = start + fraction * 2.0 * PI * s as f64 / steps as f64;
            px.push(dx + angle.cos());
            py.push(dy + angle.sin());
        }
        // Colours step evenly through the colormap, first slice first row.
        let t = if slices > 1 {
            k as f64 / (slices - 1) as f64
        } else {
            0.0
        };
        let color = ferromat_plot::colormap::scaled(&map, t, 0.0, 1.0).unwrap_or([0.0; 3]);
        let patch_id = interp.graphics.next_id();
        new_series.push(Series {
            id: patch_id,
            kind: SeriesKind::Patch { x: px, y: py },
            style: Style::filled(color),
            display_name: None,
        });
        let text = match &names {
            Some(n) => n[k].clone(),
            None => percent_label(*fraction),
        };
        let text_id = interp.graphics.next_id();
        new_series.push(Series {
            id: text_id,
            kind: SeriesKind::Text {
                x: dx + 1.2 * middle.cos(),
                y: dy + 1.2 * middle.sin(),
                text,
            },
            style: Style::line([0.0, 0.0, 0.0]),
            display_name: None,
        });
        handles.push(-(patch_id as f64));
        handles.push(-(text_id as f64));
        start += fraction * 2.0 * PI;
    }
    let axes = &mut interp.graphics.figures[f].axes[a];
    axes.prepare_for_plot();
    axes.series.extend(new_series);
    axes.equal = true;
    axes.visible = false;
    let mut out = Outputs::new();
    if nargout > 0 {
        out.push(Value::matrix(Shape::row(handles.len()), handles));
    }
    Ok(out)
}

/// A matrix's size and the 1-based (row, column) of each nonzero.
type Pattern = ((usize, usize), Vec<(usize, usize)>);

/// The (row, column) of every nonzero of a sparse or full matrix, 1-based,
/// with the matrix size.
fn nonzeros(value: &Value) -> Result<Pattern> {
    if let Value::Sparse(s) = value {
        let mut at = Vec::new();
        s.to_complex().for_each(|r, c, v| {
            if v.re != 0.0 || v.im != 0.0 {
                at.push((r + 1, c + 1));
            }
        });
        return Ok(((s.rows(), s.cols()), at));
    }
    let (data, shape) = numeric(value, "spy")?;
    let dims = shape.dims();
    if dims.len() > 2 {
        return Err(invalid_data("spy"));
    }
    let rows = dims[0];
    let mut at = Vec::new();
    for (k, v) in data.iter().enumerate() {
        if *v != 0.0 {
            at.push((k % rows.max(1) + 1, k / rows.max(1) + 1));
        }
    }
    Ok(((rows, dims.get(1).copied().unwrap_or(1)), at))
}

/// `spy(S)`, `spy(S, LineSpec)`, `spy(S, markersize)`,
/// `spy(S, LineSpec, markersize)`: the nonzero pattern, row 1 at the top,
/// with `nz = N` as the x label.
pub fn spy(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (target, args) = target_axes(interp, args);
    let Some(first) = args.first() else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let ((rows, cols), at) = nonzeros(first)?;
    let (f, a) = target;
    let mut style = Style::line(ferromat_plot::COLOR_ORDER[0]);
    style.line_style = ferromat_plot::LineStyle::None;
    style.marker = Marker::Point;
    // MATLAB sizes the dots by the room per row or column of the default
    // plot box (its shorter side, about 257 points), between 4 and 14.
    let grid = rows.max(cols) as f64 + 1.0;
    style.marker_size = (8.0 * 256.7 / grid).round().clamp(4.0, 14.0);
    for arg in &args[1..] {
        if let Some(text) = arg.as_text().filter(|_| is_text(arg)) {
            let spec = linespec::parse(&text).ok_or_else(|| linespec::bad_linespec(&text))?;
            if let Some(c) = spec.color {
                style.color = c;
            }
            if let Some(m) = spec.marker {
                style.marker = m;
            }
        } else {
            style.marker_size = crate::builtins::args::scalar(arg, "spy")?;
            if !(style.marker_size > 0.0 && style.marker_size.is_finite()) {
                return Err(invalid_data("spy"));
            }
        }
    }
    let x: Vec<f64> = at.iter().map(|(_, c)| *c as f64).collect();
    let y: Vec<f64> = at.iter().map(|(r, _)| *r as f64).collect();
    let id = interp.graphics.next_id();
    let axes = &mut interp.graphics.figures[f].axes[a];
    axes.prepare_for_plot();
    axes.series.push(Series {
        id,
        kind: SeriesKind::Line { x, y },
        style,
        display_name: None,
    });
    axes.x.limits = Some((0.0, cols as f64 + 1.0));
    axes.y.limits = Some((0.0, rows as f64 + 1.0));
    axes.y.reversed = true;
    axes.equal = true;
    axes.x.label = format!("nz = {}", at.len());
    Ok(Outputs::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentages_round_as_matlab_prints_them() {
        assert_eq!(percent_label(0.5), "50%");
        assert_eq!(percent_label(1.0 / 3.0), "33%");
        assert_eq!(percent_label(0.005), "< 1%");
    }
}

//! Primitive objects added to an axes without clearing it: `line`
//! (polylines from x, y and optional z data), `xline` and `yline`
//! (constant lines across the axes) and `rectangle` (a rectangle with
//! optional rounded corners, drawn as a polygon). This file must not
//! clear an axes or draw.

use ferromat_plot::{LineStyle, SeriesKind, Style};

use super::linespec::{self, LineSpec};
use super::plot::{add, handles, pair};
use super::{is_text, numeric, target_axes};
use crate::builtins::{args, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

/// `line(x, y)`, `line(x, y, z)`, `line(..., Name, Value)`,
/// `line('XData', x, 'YData', y, ...)`, `line(ax, ...)`, `h = line(...)`:
/// adds one line per column of the data to the axes, keeping what is there.
pub fn line(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (target, args) = target_axes(interp, args);
    let split = args.iter().position(is_text).unwrap_or(args.len());
    let (data, rest) = args.split_at(split);
    let options = linespec::options(rest, "Line", &["xdata", "ydata", "zdata"])?;
    let mut x = data.first().map(|v| numeric(v, "line")).transpose()?;
    let mut y = data.get(1).map(|v| numeric(v, "line")).transpose()?;
    let mut z = data.get(2).map(|v| numeric(v, "line")).transpose()?;
    if data.len() == 1 || data.len() > 3 {
        return Err(RuntimeError::new(
            "MATLAB:line:InvalidData",
            "Specify line data as x and y vectors, or x, y and z vectors.",
        ));
    }
    for (name, value) in &options.extra {
        let parsed = Some(numeric(value, "line")?);
        match name.as_str() {
            "xdata" => x = parsed,
            "ydata" => y = parsed,
            _ => z = parsed,
        }
    }
    // With no data at all MATLAB draws from (0,0) to (1,1); one of x and y
    // alone is left empty, which the pairing reports as a length mismatch.
    let empty = || (Vec::new(), Shape::row(0));
    let (x, y) = match (x, y) {
        (None, None) => (
            (vec![0.0, 1.0], Shape::row(2)),
            (vec![0.0, 1.0], Shape::row(2)),
        ),
        (x, y) => (x.unwrap_or_else(empty), y.unwrap_or_else(empty)),
    };
    let pairs = pair((&x.0, &x.1), (&y.0, &y.1))?;
    let (f, a) = target;
    let mut made = Vec::new();
    let zs = match &z {
        Some((zv, zs)) => pair((&x.0, &x.1), (zv, zs))?
            .into_iter()
            .map(|(_, z)| Some(z))
            .collect(),
        None => vec![None; pairs.len()],
    };
    for ((x, y), z) in pairs.into_iter().zip(zs) {
        let mut style = Style::line(interp.graphics.figures[f].axes[a].next_color());
        linespec::apply_pairs(&mut style, &options.style_pairs)?;
        let kind = match z {
            Some(z) if z.len() == x.len() => SeriesKind::Line3 { x, y, z },
            Some(_) => {
                return Err(RuntimeError::new(
                    "MATLAB:plot:vectorsMustBeSameLength",
                    "Vectors must be the same length.",
                ))
            }
            None => SeriesKind::Line { x, y },
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

/// Labels given to `xline`/`yline`: text for every line, or one per line.
fn constant_labels(value: Option<&Value>, count: usize) -> Result<Vec<String>> {
    let Some(value) = value else {
        return Ok(vec![String::new(); count]);
    };
    let labels: Vec<String> = match value {
        Value::Cell(cells) => cells
            .data()
            .iter()
            .map(|c| args::text(c, "xline"))
            .collect::<Result<_>>()?,
        Value::String(t) if t.data().len() > 1 => t
            .data()
            .iter()
            .map(|s| s.as_deref().unwrap_or("").to_string())
            .collect(),
        v => vec![args::text(v, "xline")?],
    };
    match labels.len() {
        1 => Ok(vec![labels[0].clone(); count]),
        n if n == count => Ok(labels),
        _ => Err(RuntimeError::new(
            "MATLAB:xline:LabelSizeMismatch",
            "Number of labels must be 1 or equal to the number of lines.",
        )),
    }
}

/// The shared body of `xline` and `yline`.
fn constant_line(
    interp: &mut Interpreter,
    args: &[Value],
    nargout: usize,
    vertical: bool,
) -> Result<Outputs> {
    let function = if vertical { "xline" } else { "yline" };
    let (target, args) = target_axes(interp, args);
    let Some(first) = args.first() else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let values = numeric(first, function)?.0;
    let mut rest = &args[1..];
    let mut spec = LineSpec::default();
    if let Some(text) = rest
        .first()
        .and_then(|v| v.as_text().filter(|_| is_text(v)))
    {
        if let Some(parsed) = linespec::parse(&text) {
            spec = parsed;
            rest = &rest[1..];
        }
    }
    let mut label_arg = None;
    if rest.len() % 2 == 1 {
        label_arg = rest.first();
        rest = &rest[1..];
    }
    let known = [
        "label",
        "labelhorizontalalignment",
        "labelverticalalignment",
        "labelorientation",
        "fontsize",
        "fontweight",
        "interpreter",
        "alpha",
    ];
    let options = linespec::options(rest, "ConstantLine", &known)?;
    if let Some((_, v)) = options.extra.iter().find(|(n, _)| n == "label") {
        label_arg = Some(v);
    }
    let labels = constant_labels(label_arg, values.len())?;
    let mut made = Vec::new();
    for (value, label) in values.into_iter().zip(labels) {
        // MATLAB's constant lines are dark gray, solid and 0.5 points wide.
        let mut style = Style::line([0.15, 0.15, 0.15]);
        spec.apply(&mut style);
        if style.line_style == LineStyle::None {
            style.line_style = LineStyle::Solid;
        }
        linespec::apply_pairs(&mut style, &options.style_pairs)?;
        let kind = SeriesKind::ConstantLine {
            value,
            vertical,
            label,
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

/// `xline(x)`, `xline(x, LineSpec)`, `xline(x, LineSpec, labels)`,
/// `xline(..., Name, Value)`, `xline(ax, ...)`: vertical lines at each x.
pub fn xline(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    constant_line(interp, args, nargout, true)
}

/// `yline(y, ...)`: horizontal lines at each y, as `xline`.
pub fn yline(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    constant_line(interp, args, nargout, false)
}

/// The outline of a rectangle at `[x y w h]` whose corners are quarter
/// ellipses with radii `cx*w/2` and `cy*h/2` (curvature 0 is square, 1
/// along both is an ellipse), counter-clockwise from the right edge.
fn rounded(pos: [f64; 4], (cx, cy): (f64, f64)) -> (Vec<f64>, Vec<f64>) {
    let [x, y, w, h] = pos;
    let (rx, ry) = (cx * w / 2.0, cy * h / 2.0);
    if rx <= 0.0 || ry <= 0.0 {
        return (vec![x, x + w, x + w, x], vec![y, y, y + h, y + h]);
    }
    let centres = [
        (x + w - rx, y + h - ry),
        (x + rx, y + h - ry),
        (x + rx, y + ry),
        (x + w - rx, y + ry),
    ];
    let steps = 16;
    let (mut xs, mut ys) = (Vec::new(), Vec::new());
    for (k, (ox, oy)) in centres.iter().enumerate() {
        for s in 0..=steps {
            let t = (k as f64 + s as f64 / steps as f64) * std::f64::consts::FRAC_PI_2;
            xs.push(ox + rx * t.cos());
            ys.push(oy + ry * t.sin());
        }
    }
    (xs, ys)
}

/// `rectangle('Position', [x y w h], 'Curvature', c, Name, Value)`,
/// `rectangle(ax, ...)`: a rectangle (no fill, black edge by default).
pub fn rectangle(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (target, args) = target_axes(interp, args);
    let options = linespec::options(args, "Rectangle", &["position", "curvature"])?;
    let mut pos = [0.0, 0.0, 1.0, 1.0];
    let mut curvature = (0.0, 0.0);
    for (name, value) in &options.extra {
        let v = numeric(value, "rectangle")?.0;
        match (name.as_str(), v.as_slice()) {
            ("position", [x, y, w, h]) if *w >= 0.0 && *h >= 0.0 => pos = [*x, *y, *w, *h],
            ("curvature", [c]) if (0.0..=1.0).contains(c) => curvature = (*c, *c),
            ("curvature", [cx, cy]) if (0.0..=1.0).contains(cx) && (0.0..=1.0).contains(cy) => {
                curvature = (*cx, *cy)
            }
            ("position", _) => {
                return Err(linespec::bad_value(
                    "Position",
                    "a 4-element vector [x y w h] with nonnegative width and height",
                ))
            }
            _ => {
                return Err(linespec::bad_value(
                    "Curvature",
                    "one or two values in [0, 1]",
                ))
            }
        }
    }
    let mut style = Style::filled([0.0, 0.0, 0.0]);
    style.face_color = None;
    linespec::apply_pairs(&mut style, &options.style_pairs)?;
    let (x, y) = rounded(pos, curvature);
    let h = add(interp, target, SeriesKind::Patch { x, y }, style, None);
    Ok(handles(vec![h], nargout))
}

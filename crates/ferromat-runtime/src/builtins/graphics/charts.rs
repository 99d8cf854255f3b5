//! Charts that are not lines: `scatter`, `bar`, `barh`, `histogram`,
//! `imagesc`, `image` and `text`. Histogram counts come from the
//! `histcounts` builtin itself so the two always agree. This file must not
//! draw.

use ferromat_plot::{ImageData, Marker, Series, SeriesKind, Style};

use super::linespec;
use super::{invalid_data, is_text, numeric, target_axes};
use crate::builtins::statistics::bin_edges::{automatic_edges, BinRule};
use crate::builtins::statistics::binning;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

fn add(
    interp: &mut Interpreter,
    (f, a): (usize, usize),
    kind: SeriesKind,
    style: Style,
    name: Option<String>,
) -> f64 {
    let id = interp.graphics.next_id();
    let axes = &mut interp.graphics.figures[f].axes[a];
    axes.series.push(Series {
        id,
        kind,
        style,
        display_name: name,
    });
    -(id as f64)
}

fn handles(values: Vec<f64>, nargout: usize) -> Outputs {
    let mut out = Outputs::new();
    if nargout > 0 {
        out.push(Value::matrix(Shape::row(values.len()), values));
    }
    out
}

/// `scatter(x, y)`, `scatter(x, y, sz)`, `scatter(x, y, sz, c)`,
/// `scatter(..., 'filled')`, `scatter(..., mkr)`, name-value pairs.
pub fn scatter(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (target, args) = target_axes(interp, args);
    let split = args.iter().position(is_text).unwrap_or(args.len());
    let (data, mut rest) = args.split_at(split);
    let (x, y) = match data {
        [x, y, ..] => (numeric(x, "scatter")?.0, numeric(y, "scatter")?.0),
        _ => return Err(RuntimeError::not_enough_inputs()),
    };
    if x.len() != y.len() {
        return Err(RuntimeError::new(
            "MATLAB:scatter:InvalidXYData",
            "X and Y must be vectors of the same length.",
        ));
    }
    let sizes = match data.get(2) {
        Some(s) if !s.is_empty() => numeric(s, "scatter")?.0,
        _ => vec![36.0],
    };
    if sizes.len() != 1 && sizes.len() != x.len() {
        return Err(RuntimeError::new(
            "MATLAB:scatter:InvalidSizeData",
            "Size data must be a scalar or a vector the length of X.",
        ));
    }
    let (f, a) = target;
    interp.graphics.figures[f].axes[a].prepare_for_plot();
    let mut style = Style::line(interp.graphics.figures[f].axes[a].next_color());
    style.marker = Marker::Circle;
    style.line_style = ferromat_plot::LineStyle::None;
    if let Some(c) = data.get(3) {
        style.color = super::color(c, "scatter")?;
    }
    let mut filled = false;
    loop {
        match rest.first().and_then(Value::as_text) {
            Some(t) if t.eq_ignore_ascii_case("filled") => filled = true,
            Some(t) => match linespec::parse(&t) {
                Some(spec) if spec.line.is_none() => {
                    if let Some(m) = spec.marker {
                        style.marker = m;
                    }
                    if let Some(c) = spec.color {
                        style.color = c;
                    }
                }
                _ => break,
            },
            None => break,
        }
        rest = &rest[1..];
    }
    let options = linespec::options(rest, "Scatter", &[])?;
    linespec::apply_pairs(&mut style, &options.style_pairs)?;
    style.line_style = ferromat_plot::LineStyle::None;
    let h = add(
        interp,
        target,
        SeriesKind::Scatter {
            x,
            y,
            sizes,
            filled,
        },
        style,
        options.display_name,
    );
    Ok(handles(vec![h], nargout))
}

/// How `bar` arranges the columns of a matrix.
#[derive(Clone, Copy, PartialEq)]
enum Layout {
    Grouped,
    Stacked,
}

/// The shared body of `bar` and `barh`.
fn bars(
    interp: &mut Interpreter,
    args: &[Value],
    nargout: usize,
    horizontal: bool,
) -> Result<Outputs> {
    let function = if horizontal { "barh" } else { "bar" };
    let (target, args) = target_axes(interp, args);
    let split = args.iter().position(is_text).unwrap_or(args.len());
    let (data, mut rest) = args.split_at(split);
    let (x_arg, y_arg, width_arg) = match data {
        [y] => (None, y, None),
        [a, b] if b.is_scalar() && !a.is_scalar() => (None, a, Some(b)),
        [x, y] => (Some(x), y, None),
        [x, y, w] => (Some(x), y, Some(w)),
        _ => return Err(invalid_data(function)),
    };
    let (yv, ys) = numeric(y_arg, function)?;
    // A vector is one series; a matrix has a series per column, a group per row.
    let (groups, series) = if ys.is_vector() {
        (yv.len(), 1)
    } else {
        (ys.rows(), ys.cols())
    };
    let x: Vec<f64> = match x_arg {
        Some(xa) => numeric(xa, function)?.0,
        None => (1..=groups).map(|k| k as f64).collect(),
    };
    if x.len() != groups {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:XYLengthMismatch"),
            "X must be same length as Y.",
        ));
    }
    let bar_width = match width_arg {
        Some(w) => w
            .as_f64()
            .filter(|w| *w > 0.0 && w.is_finite())
            .ok_or_else(|| invalid_data(function))?,
        None => 0.8,
    };
    let mut layout = Layout::Grouped;
    let mut face: Option<[f64; 3]> = None;
    while let Some(t) = rest.first().and_then(Value::as_text) {
        match t.to_ascii_lowercase().as_str() {
            "grouped" | "hist" | "histc" => layout = Layout::Grouped,
            "stacked" => layout = Layout::Stacked,
            other => match super::color_name(other).filter(|_| other.len() == 1) {
                Some(c) => face = Some(c),
                None => break,
            },
        }
        rest = &rest[1..];
    }
    let options = linespec::options(rest, "Bar", &["barwidth"])?;
    let bar_width = options
        .extra
        .iter()
        .find_map(|(_, v)| v.as_f64())
        .unwrap_or(bar_width);
    let spacing = x
        .windows(2)
        .map(|w| (w[1] - w[0]).abs())
        .filter(|d| *d > 0.0)
        .fold(f64::INFINITY, f64::min);
    let spacing = if spacing.is_finite() { spacing } else { 1.0 };
    let (f, a) = target;
    let axes = &mut interp.graphics.figures[f].axes[a];
    axes.prepare_for_plot();
    // MATLAB ticks each bar group when there are few enough to label.
    if !axes.hold && groups <= 15 {
        let axis = if horizontal { &mut axes.y } else { &mut axes.x };
        axis.ticks = Some(x.clone());
    }
    let mut made = Vec::new();
    let mut stack = vec![0.0; groups];
    let group_width = (series as f64 / (series as f64 + 1.5)).min(0.8) * spacing;
    for k in 0..series {
        let values: Vec<f64> = (0..groups)
            .map(|g| yv.get(g + k * groups).copied().unwrap_or(f64::NAN))
            .collect();
        let (centres, base, top, width) = match (layout, series) {
            (_, 1) => (x.clone(), vec![0.0; groups], values, bar_width * spacing),
            (Layout::Stacked, _) => {
                let base = stack.clone();
                let top: Vec<f64> = base.iter().zip(&values).map(|(b, v)| b + v).collect();
                stack = top.clone();
                (x.clone(), base, top, bar_width * spacing)
            }
            (Layout::Grouped, _) => {
                let dx = group_width / series as f64;
                let offset = (k as f64 - (series as f64 - 1.0) / 2.0) * dx;
                (
                    x.iter().map(|c| c + offset).collect(),
                    vec![0.0; groups],
                    values,
                    dx * bar_width / 0.8,
                )
            }
        };
        let color = interp.graphics.figures[f].axes[a].next_color();
        let mut style = Style::filled(face.unwrap_or(color));
        linespec::apply_pairs(&mut style, &options.style_pairs)?;
        let widths = vec![width; centres.len()];
        let kind = SeriesKind::Bar {
            x: centres,
            base,
            top,
            widths,
            horizontal,
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

/// `bar(y)`, `bar(x, y)`, `bar(..., width)`, `bar(..., 'grouped'|'stacked')`,
/// `bar(..., color)`, name-value pairs (`FaceColor`, `EdgeColor`, `BarWidth`).
pub fn bar(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    bars(interp, args, nargout, false)
}

/// `barh(...)`: horizontal bars, the arguments of `bar`.
pub fn barh(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    bars(interp, args, nargout, true)
}

/// `histogram(X)`, `histogram(X, nbins)`, `histogram(X, edges)`,
/// `histogram(..., 'BinEdges', e, 'NumBins', n, 'BinWidth', w, 'BinMethod', m,
/// 'Normalization', norm, 'FaceColor', c, ...)`.
pub fn histogram(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (target, args) = target_axes(interp, args);
    let Some(first) = args.first() else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let data = numeric(first, "histogram")?.0;
    let mut edges: Option<Vec<f64>> = None;
    let mut rule = BinRule::Auto;
    let mut rest = &args[1..];
    if let Some(second) = rest.first().filter(|v| !is_text(v)) {
        if second.is_scalar() {
            rule = BinRule::Count(crate::builtins::args::count(second, "histogram")?.max(1));
        } else {
            edges = Some(numeric(second, "histogram")?.0);
        }
        rest = &rest[1..];
    }
    let options = linespec::options(
        rest,
        "Histogram",
        &[
            "binedges",
            "numbins",
            "binwidth",
            "binmethod",
            "normalization",
            "facealpha",
        ],
    )?;
    let mut normalization = Value::char_row("count");
    let mut alpha = 0.6;
    for (name, value) in &options.extra {
        match name.as_str() {
            "binedges" => edges = Some(numeric(value, "histogram")?.0),
            "numbins" => {
                rule = BinRule::Count(crate::builtins::args::count(value, "histogram")?.max(1))
            }
            "binwidth" => rule = BinRule::Width(binning::bin_width(value, "histogram")?),
            "binmethod" => {
                let method = crate::builtins::args::text(value, "histogram")?;
                rule = BinRule::from_method(&method, "histogram")?
            }
            "facealpha" => alpha = value.as_f64().unwrap_or(alpha).clamp(0.0, 1.0),
            _ => normalization = (*value).clone(),
        }
    }
    let edges = match edges {
        Some(e) => e,
        None => automatic_edges(&data, rule, None)?,
    };
    let call = [
        first.clone(),
        Value::row(edges.clone()),
        Value::char_row("Normalization"),
        normalization,
    ];
    let counts = binning::histcounts(interp, &call, 1)?;
    let values = counts
        .first()
        .and_then(Value::to_f64_vec)
        .unwrap_or_default();
    let (f, a) = target;
    interp.graphics.figures[f].axes[a].prepare_for_plot();
    let color = interp.graphics.figures[f].axes[a].next_color();
    // MATLAB draws histogram faces at FaceAlpha 0.6; on the white axes that
    // is the colour blended with white.
    let blend = |c: [f64; 3]| c.map(|v| alpha * v + (1.0 - alpha));
    let mut style = Style::filled(color);
    linespec::apply_pairs(&mut style, &options.style_pairs)?;
    style.face_color = style.face_color.map(blend);
    let centres = edges.windows(2).map(|w| (w[0] + w[1]) / 2.0).collect();
    let widths = edges.windows(2).map(|w| w[1] - w[0]).collect();
    let kind = SeriesKind::Bar {
        x: centres,
        base: vec![0.0; values.len()],
        top: values,
        widths,
        horizontal: false,
    };
    let h = add(interp, target, kind, style, options.display_name);
    Ok(handles(vec![h], nargout))
}

/// The shared body of `imagesc` and `image`.
fn image_plot(
    interp: &mut Interpreter,
    args: &[Value],
    nargout: usize,
    scaled: bool,
) -> Result<Outputs> {
    let function = if scaled { "imagesc" } else { "image" };
    let (target, args) = target_axes(interp, args);
    let split = args.iter().position(is_text).unwrap_or(args.len());
    let (data, rest) = args.split_at(split);
    let (xr, yr, c, clim) = match data {
        [c] => (None, None, c, None),
        [c, l] if scaled && l.numel() == 2 && c.numel() != 2 => (None, None, c, Some(l)),
        [x, y, c] => (Some(x), Some(y), c, None),
        [x, y, c, l] if scaled => (Some(x), Some(y), c, Some(l)),
        _ => return Err(invalid_data(function)),
    };
    let _ = linespec::options(rest, "Image", &["alphadata", "cdatamapping"])?;
    let (values, shape) = numeric(c, function)?;
    let dims = shape.dims();
    let (rows, cols) = (shape.rows(), shape.cols());
    let image = if dims.len() == 3 && dims[2] == 3 {
        let plane = rows * cols;
        let scale = if matches!(c, Value::UInt8(_)) {
            255.0
        } else {
            1.0
        };
        ImageData::TrueColor(
            (0..plane)
                .map(|k| [0, 1, 2].map(|p| (values[k + p * plane] / scale).clamp(0.0, 1.0)))
                .collect(),
        )
    } else if dims.len() > 2 {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:InvalidCData"),
            "Image data must be an m-by-n or m-by-n-by-3 array.",
        ));
    } else if scaled {
        ImageData::Scaled(values)
    } else {
        ImageData::Indexed(values)
    };
    let range = |v: Option<&Value>, n: usize| -> Result<(f64, f64)> {
        match v {
            None => Ok((1.0, n as f64)),
            Some(v) => {
                let d = numeric(v, function)?.0;
                match (d.first(), d.last()) {
                    (Some(a), Some(b)) => Ok((
                        *a,
                        if d.len() == 1 {
                            a + (n as f64 - 1.0)
                        } else {
                            *b
                        },
                    )),
                    _ => Ok((1.0, n as f64)),
                }
            }
        }
    };
    let (x, y) = (range(xr, cols)?, range(yr, rows)?);
    let (f, a) = target;
    let axes = &mut interp.graphics.figures[f].axes[a];
    axes.prepare_for_plot();
    if !axes.hold {
        axes.y.reversed = true;
    }
    if let Some(l) = clim {
        axes.clim = Some(super::figures::limits(l, function)?);
    }
    let h = add(
        interp,
        target,
        SeriesKind::Image {
            rows,
            cols,
            data: image,
            x,
            y,
        },
        Style::line([0.0; 3]),
        None,
    );
    Ok(handles(vec![h], nargout))
}

/// `imagesc(C)`, `imagesc(x, y, C)`, `imagesc(..., clims)`: an image whose
/// values are scaled onto the colormap.
pub fn imagesc(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    image_plot(interp, args, nargout, true)
}

/// `image(C)`, `image(x, y, C)`: an image of colormap indices, or of RGB
/// colours for an m-by-n-by-3 array.
pub fn image(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    image_plot(interp, args, nargout, false)
}

/// `text(x, y, txt)`, `text(..., 'Color', c)`: text at a data point.
pub fn text(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (target, args) = target_axes(interp, args);
    let (x, y, label, rest) = match args {
        [x, y, t, rest @ ..] => (numeric(x, "text")?.0, numeric(y, "text")?.0, t, rest),
        _ => return Err(RuntimeError::not_enough_inputs()),
    };
    if x.len() != y.len() {
        return Err(RuntimeError::new(
            "MATLAB:text:InvalidPosition",
            "X and Y must be the same length.",
        ));
    }
    let labels: Vec<String> = match label {
        Value::Cell(cells) => cells
            .data()
            .iter()
            .map(|c| crate::builtins::args::text(c, "text"))
            .collect::<Result<_>>()?,
        v => vec![v
            .as_text()
            .or_else(|| v.as_f64().map(super::properties::number_text))
            .ok_or_else(|| invalid_data("text"))?],
    };
    let options = linespec::options(
        rest,
        "Text",
        &[
            "fontsize",
            "fontweight",
            "horizontalalignment",
            "verticalalignment",
            "interpreter",
            "fontname",
        ],
    )?;
    let mut style = Style::line([0.0; 3]);
    linespec::apply_pairs(&mut style, &options.style_pairs)?;
    let mut made = Vec::new();
    for (k, (px, py)) in x.iter().zip(&y).enumerate() {
        let t = labels
            .get(k)
            .or(labels.first())
            .cloned()
            .unwrap_or_default();
        made.push(add(
            interp,
            target,
            SeriesKind::Text {
                x: *px,
                y: *py,
                text: t,
            },
            style.clone(),
            None,
        ));
    }
    Ok(handles(made, nargout))
}

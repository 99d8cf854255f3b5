//! `get` and `set` of graphics properties by handle: figures (`Name`,
//! `Visible`, `Color`, `Number`, `Colormap`), axes (`XLim`, `YLim`,
//! `XScale`, `YScale`, `Title`, `XLabel`, `YLabel`, `XGrid`, `YGrid`,
//! `Box`, `NextPlot`, `Position`, `CLim`, `XDir`, `YDir`) and plotted
//! objects (`Color`, `LineWidth`, `LineStyle`, `Marker`, `MarkerSize`,
//! `MarkerFaceColor`, `FaceColor`, `EdgeColor`, `XData`, `YData`,
//! `DisplayName`), plus `Type` for all. This file must not render.

use ferromat_plot::{Axes, Figure, LineStyle, Marker, Scale, Series, SeriesKind, Style};

use super::colors::{map_from, map_value};
use super::linespec::{self, unknown_property};
use super::surface::{surface_color, surface_color_value};
use super::{color, color_value, invalid_handle, on_off, on_off_value, Target};
use crate::builtins::{args, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// A number as MATLAB's `num2str` writes it in a label (up to 4 decimals).
pub fn number_text(v: f64) -> String {
    let text = format!("{v:.4}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".to_string()
    } else {
        text.to_string()
    }
}

/// Sets a figure property by name.
pub fn set_figure(figure: &mut Figure, name: &str, value: &Value) -> Result<()> {
    match name.to_ascii_lowercase().as_str() {
        "name" => figure.name = args::text(value, "figure")?,
        "visible" => figure.visible = on_off(value, "Visible")?,
        "color" => figure.color = color(value, "Color")?,
        "colormap" => figure.colormap = map_from(value)?,
        "numbertitle" | "units" | "position" | "menubar" | "toolbar" | "windowstyle" => {}
        _ => return Err(unknown_property(name, "Figure")),
    }
    Ok(())
}

fn get_figure(figure: &Figure, name: &str) -> Result<Value> {
    Ok(match name.to_ascii_lowercase().as_str() {
        "name" => Value::char_row(&figure.name),
        "visible" => on_off_value(figure.visible),
        "color" => color_value(figure.color),
        "number" => Value::scalar(figure.number as f64),
        "colormap" => map_value(&figure.colormap),
        "type" => Value::char_row("figure"),
        "children" => {
            let ids: Vec<f64> = figure.axes.iter().rev().map(|a| -(a.id as f64)).collect();
            Value::matrix(crate::value::Shape::column(ids.len()), ids)
        }
        _ => return Err(unknown_property(name, "Figure")),
    })
}

fn scale_name(scale: Scale) -> Value {
    Value::char_row(if scale == Scale::Log { "log" } else { "linear" })
}

fn parse_scale(value: &Value) -> Result<Scale> {
    match value.as_text().map(|t| t.to_ascii_lowercase()).as_deref() {
        Some("log") => Ok(Scale::Log),
        Some("linear") => Ok(Scale::Linear),
        _ => Err(linespec::bad_value("Scale", "'linear' or 'log'")),
    }
}

fn set_axes(axes: &mut Axes, name: &str, value: &Value) -> Result<()> {
    match name.to_ascii_lowercase().as_str() {
        "xlim" => axes.x.limits = Some(super::figures::limits(value, "xlim")?),
        "ylim" => axes.y.limits = Some(super::figures::limits(value, "ylim")?),
        "zlim" => axes.z.limits = Some(super::figures::limits(value, "zlim")?),
        "xscale" => axes.x.scale = parse_scale(value)?,
        "yscale" => axes.y.scale = parse_scale(value)?,
        "title" => axes.title = args::text(value, "title")?,
        "xlabel" => axes.x.label = args::text(value, "xlabel")?,
        "ylabel" => axes.y.label = args::text(value, "ylabel")?,
        "zlabel" => axes.z.label = args::text(value, "zlabel")?,
        "xgrid" | "ygrid" | "zgrid" => axes.grid = on_off(value, name)?,
        "box" => axes.box_on = on_off(value, "Box")?,
        "nextplot" => {
            axes.hold = value
                .as_text()
                .is_some_and(|t| t.eq_ignore_ascii_case("add"))
        }
        "clim" => axes.clim = Some(super::figures::limits(value, "clim")?),
        "visible" => axes.visible = on_off(value, "Visible")?,
        "xdir" => {
            axes.x.reversed = value
                .as_text()
                .is_some_and(|t| t.eq_ignore_ascii_case("reverse"))
        }
        "ydir" => {
            axes.y.reversed = value
                .as_text()
                .is_some_and(|t| t.eq_ignore_ascii_case("reverse"))
        }
        "position" => match super::numeric(value, "Position")?.0.as_slice() {
            [l, b, w, h] if *w > 0.0 && *h > 0.0 => axes.position = [*l, *b, *w, *h],
            _ => {
                return Err(linespec::bad_value(
                    "Position",
                    "a 4-element vector [left bottom width height]",
                ))
            }
        },
        "xtick" | "ytick" | "xticklabel" | "yticklabel" | "dataaspectratio" => {
            super::ticks::set_axes_extra(axes, name, value)?
        }
        "fontsize" | "linewidth" | "fontname" | "tickdir" => {}
        _ => return Err(unknown_property(name, "Axes")),
    }
    Ok(())
}

fn get_axes(axes: &Axes, name: &str) -> Result<Value> {
    let [xl, yl, zl] = super::figures::shown_limits(axes);
    Ok(match name.to_ascii_lowercase().as_str() {
        "xlim" => Value::row(vec![xl.0, xl.1]),
        "ylim" => Value::row(vec![yl.0, yl.1]),
        "zlim" => Value::row(vec![zl.0, zl.1]),
        "zlabel" => Value::char_row(&axes.z.label),
        "xscale" => scale_name(axes.x.scale),
        "yscale" => scale_name(axes.y.scale),
        "title" => Value::char_row(&axes.title),
        "xlabel" => Value::char_row(&axes.x.label),
        "ylabel" => Value::char_row(&axes.y.label),
        "xgrid" | "ygrid" | "zgrid" => on_off_value(axes.grid),
        "box" => on_off_value(axes.box_on),
        "nextplot" => Value::char_row(if axes.hold { "add" } else { "replace" }),
        "visible" => on_off_value(axes.visible),
        "xdir" => Value::char_row(if axes.x.reversed { "reverse" } else { "normal" }),
        "ydir" => Value::char_row(if axes.y.reversed { "reverse" } else { "normal" }),
        "position" => Value::row(axes.position.to_vec()),
        "type" => Value::char_row("axes"),
        "xtick" | "ytick" | "xticklabel" | "yticklabel" | "dataaspectratio" => {
            super::ticks::get_axes_extra(axes, name)
        }
        "children" => {
            let ids: Vec<f64> = axes.series.iter().rev().map(|s| -(s.id as f64)).collect();
            Value::matrix(crate::value::Shape::column(ids.len()), ids)
        }
        _ => return Err(unknown_property(name, "Axes")),
    })
}

/// MATLAB's class name and `Type` of a series.
fn series_type(kind: &SeriesKind) -> (&'static str, &'static str) {
    match kind {
        SeriesKind::Line { .. } | SeriesKind::Line3 { .. } => ("Line", "line"),
        SeriesKind::InlineLabel { .. } => ("Text", "text"),
        SeriesKind::Scatter { .. } => ("Scatter", "scatter"),
        SeriesKind::Bar { .. } => ("Bar", "bar"),
        SeriesKind::Area { .. } => ("Area", "area"),
        SeriesKind::Stairs { .. } => ("Stair", "stair"),
        SeriesKind::Stem { .. } => ("Stem", "stem"),
        SeriesKind::ErrorBar { .. } => ("ErrorBar", "errorbar"),
        SeriesKind::Patch { .. } => ("Patch", "patch"),
        SeriesKind::Image { .. } => ("Image", "image"),
        SeriesKind::Text { .. } => ("Text", "text"),
        SeriesKind::Contour { .. } => ("Contour", "contour"),
        SeriesKind::Surface { .. } => ("Surface", "surface"),
        SeriesKind::ConstantLine { .. } => ("ConstantLine", "constantline"),
    }
}

fn line_style_name(style: LineStyle) -> &'static str {
    match style {
        LineStyle::Solid => "-",
        LineStyle::Dashed => "--",
        LineStyle::Dotted => ":",
        LineStyle::DashDot => "-.",
        LineStyle::None => "none",
    }
}

fn marker_name(marker: Marker) -> &'static str {
    match marker {
        Marker::None => "none",
        Marker::Circle => "o",
        Marker::Plus => "+",
        Marker::Asterisk => "*",
        Marker::Point => ".",
        Marker::Cross => "x",
        Marker::Square => "square",
        Marker::Diamond => "diamond",
        Marker::TriangleUp => "^",
        Marker::TriangleDown => "v",
        Marker::TriangleRight => ">",
        Marker::TriangleLeft => "<",
        Marker::Pentagram => "pentagram",
        Marker::Hexagram => "hexagram",
        Marker::HorizontalLine => "_",
        Marker::VerticalLine => "|",
    }
}

/// The x and y data of a series, as `XData`/`YData` report them.
fn series_data(kind: &SeriesKind) -> (Vec<f64>, Vec<f64>) {
    match kind {
        SeriesKind::Line { x, y }
        | SeriesKind::Line3 { x, y, .. }
        | SeriesKind::Stairs { x, y }
        | SeriesKind::Patch { x, y }
        | SeriesKind::Scatter { x, y, .. }
        | SeriesKind::Stem { x, y, .. }
        | SeriesKind::ErrorBar { x, y, .. } => (x.clone(), y.clone()),
        SeriesKind::Bar { x, base, top, .. } => (
            x.clone(),
            top.iter().zip(base).map(|(t, b)| t - b).collect(),
        ),
        SeriesKind::Area { x, lower, upper } => (
            x.clone(),
            upper.iter().zip(lower).map(|(u, l)| u - l).collect(),
        ),
        SeriesKind::Image { x, y, .. } => (vec![x.0, x.1], vec![y.0, y.1]),
        SeriesKind::Text { x, y, .. } | SeriesKind::InlineLabel { x, y, .. } => {
            (vec![*x], vec![*y])
        }
        SeriesKind::Contour { x, y, .. } => (vec![x.0, x.1], vec![y.0, y.1]),
        SeriesKind::Surface { x, y, .. } => (x.clone(), y.clone()),
        SeriesKind::ConstantLine { .. } => (Vec::new(), Vec::new()),
    }
}

fn color_or_none(c: Option<[f64; 3]>) -> Value {
    match c {
        Some(c) => color_value(c),
        None => Value::char_row("none"),
    }
}

fn get_series(series: &Series, name: &str) -> Result<Value> {
    let style: &Style = &series.style;
    let (class, kind) = series_type(&series.kind);
    let (x, y) = series_data(&series.kind);
    Ok(match name.to_ascii_lowercase().as_str() {
        "color" => color_value(style.color),
        "linewidth" => Value::scalar(style.line_width),
        "linestyle" => Value::char_row(line_style_name(style.line_style)),
        "marker" => Value::char_row(marker_name(style.marker)),
        "markersize" => Value::scalar(style.marker_size),
        "markerfacecolor" => color_or_none(style.marker_face),
        "facecolor" | "edgecolor" if matches!(series.kind, SeriesKind::Surface { .. }) => {
            match (&series.kind, name.eq_ignore_ascii_case("facecolor")) {
                (SeriesKind::Surface { face, .. }, true) => surface_color_value(*face),
                (SeriesKind::Surface { edge, .. }, false) => surface_color_value(*edge),
                _ => Value::empty(),
            }
        }
        "facecolor" => color_or_none(style.face_color),
        "edgecolor" => color_or_none(style.edge_color),
        "xdata" => Value::row(x),
        "ydata" => Value::row(y),
        "zdata" => match &series.kind {
            SeriesKind::Line3 { z, .. } => Value::row(z.clone()),
            SeriesKind::Surface { z, rows, cols, .. } => {
                Value::matrix(crate::value::Shape::matrix(*rows, *cols), z.clone())
            }
            SeriesKind::Line { .. } => Value::empty(),
            _ => return Err(unknown_property(name, class)),
        },
        "displayname" => Value::char_row(series.display_name.as_deref().unwrap_or("")),
        "string" if kind == "text" => match &series.kind {
            SeriesKind::Text { text, .. } | SeriesKind::InlineLabel { text, .. } => {
                Value::char_row(text)
            }
            _ => Value::empty(),
        },
        "type" => Value::char_row(kind),
        "value" | "label" => match &series.kind {
            SeriesKind::ConstantLine { value, .. } if name.eq_ignore_ascii_case("value") => {
                Value::scalar(*value)
            }
            SeriesKind::ConstantLine { label, .. } => Value::char_row(label),
            _ => return Err(unknown_property(name, class)),
        },
        _ => return Err(unknown_property(name, class)),
    })
}

fn set_series(series: &mut Series, name: &str, value: &Value) -> Result<()> {
    let (class, _) = series_type(&series.kind);
    let lower = name.to_ascii_lowercase();
    if let SeriesKind::Surface { face, edge, .. } = &mut series.kind {
        match lower.as_str() {
            "facecolor" => {
                *face = surface_color(value, "FaceColor")?;
                return Ok(());
            }
            "edgecolor" => {
                *edge = surface_color(value, "EdgeColor")?;
                return Ok(());
            }
            _ => {}
        }
    }
    if linespec::set_style(&mut series.style, &lower, value)? {
        return Ok(());
    }
    let data = |v: &Value| super::numeric(v, "set").map(|d| d.0);
    match (lower.as_str(), &mut series.kind) {
        ("displayname", _) => series.display_name = Some(args::text(value, "set")?),
        (
            "xdata",
            SeriesKind::Line { x, .. }
            | SeriesKind::Line3 { x, .. }
            | SeriesKind::Stairs { x, .. }
            | SeriesKind::Scatter { x, .. }
            | SeriesKind::Stem { x, .. },
        ) => *x = data(value)?,
        (
            "ydata",
            SeriesKind::Line { y, .. }
            | SeriesKind::Line3 { y, .. }
            | SeriesKind::Stairs { y, .. }
            | SeriesKind::Scatter { y, .. }
            | SeriesKind::Stem { y, .. },
        ) => *y = data(value)?,
        ("zdata", SeriesKind::Line3 { z, .. }) => *z = data(value)?,
        ("value", SeriesKind::ConstantLine { value: v, .. }) => {
            *v = value
                .as_f64()
                .ok_or_else(|| linespec::bad_value("Value", "a real scalar"))?
        }
        ("label", SeriesKind::ConstantLine { label, .. }) => *label = args::text(value, "set")?,
        ("string", SeriesKind::Text { text, .. } | SeriesKind::InlineLabel { text, .. }) => {
            *text = args::text(value, "set")?
        }
        _ => return Err(unknown_property(name, class)),
    }
    Ok(())
}

/// The open object a handle value names.
fn target(interp: &Interpreter, value: &Value) -> Result<Target> {
    let h = value.as_f64().ok_or_else(invalid_handle)?;
    interp.graphics.resolve(h).ok_or_else(invalid_handle)
}

/// `v = get(h, 'Name')`: one property of a graphics object.
pub fn get(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let t = target(interp, &args[0])?;
    let Some(name) = args.get(1) else {
        return Err(RuntimeError::new(
            "MATLAB:get:PropertyNameRequired",
            "get requires a property name: get(h, 'Name').",
        ));
    };
    let name = args::text(name, "get")?;
    let g = &interp.graphics;
    let value = match t {
        Target::Figure(f) => get_figure(&g.figures[f], &name)?,
        Target::Axes(f, a) => get_axes(&g.figures[f].axes[a], &name)?,
        Target::Series(f, a, s) => get_series(&g.figures[f].axes[a].series[s], &name)?,
    };
    let mut out = Outputs::new();
    out.push(value);
    Ok(out)
}

/// `set(h, 'Name', value, ...)`: changes properties of graphics objects
/// (every handle of an array).
pub fn set(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let handles = super::numeric(&args[0], "set")
        .map_err(|_| invalid_handle())?
        .0;
    let pairs = &args[1..];
    if pairs.len() % 2 == 1 {
        return Err(RuntimeError::new(
            "MATLAB:hg:set_chck:NameValuePairs",
            "Name-value pair arguments require a name followed by a value.",
        ));
    }
    for h in handles {
        let t = interp.graphics.resolve(h).ok_or_else(invalid_handle)?;
        for pair in pairs.chunks(2) {
            let name = args::text(&pair[0], "set")?;
            let g = &mut interp.graphics;
            match t {
                Target::Figure(f) => set_figure(&mut g.figures[f], &name, &pair[1])?,
                Target::Axes(f, a) => set_axes(&mut g.figures[f].axes[a], &name, &pair[1])?,
                Target::Series(f, a, s) => {
                    set_series(&mut g.figures[f].axes[a].series[s], &name, &pair[1])?
                }
            }
        }
    }
    Ok(Outputs::new())
}

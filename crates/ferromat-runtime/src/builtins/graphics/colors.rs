//! Colormaps and colour limits: `colormap`, `colorbar`, `clim`/`caxis`,
//! and the colormap functions `parula`, `jet`, `gray`, `hot`, `cool`,
//! `spring`, `summer`, `autumn`, `winter` and `copper` returning their
//! matrices. This file must not create plotted series.

use ferromat_plot::{colormap, Color};

use super::{is_text, numeric, target_axes};
use crate::builtins::{args, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

/// A colormap as MATLAB's m-by-3 double matrix.
pub fn map_value(map: &[Color]) -> Value {
    let n = map.len();
    let mut data = vec![0.0; n * 3];
    for (i, c) in map.iter().enumerate() {
        for (j, v) in c.iter().enumerate() {
            data[i + j * n] = *v;
        }
    }
    Value::matrix(Shape::matrix(n, 3), data)
}

/// An m-by-3 matrix of values in [0, 1] as a colormap.
pub fn map_from(value: &Value) -> Result<Vec<Color>> {
    let (data, shape) = numeric(value, "colormap")?;
    let bad = || {
        RuntimeError::new(
            "MATLAB:colormap:InvalidInputRange",
            "Colormap must have values in [0,1] and be an m-by-3 matrix.",
        )
    };
    if shape.ndims() != 2
        || shape.cols() != 3
        || shape.rows() == 0
        || data.iter().any(|v| !(0.0..=1.0).contains(v))
    {
        return Err(bad());
    }
    let n = shape.rows();
    Ok((0..n)
        .map(|i| [data[i], data[i + n], data[i + 2 * n]])
        .collect())
}

/// A named map with `n` rows, erroring on unknown names.
fn named(name: &str, n: usize) -> Result<Vec<Color>> {
    colormap::named(&name.to_ascii_lowercase(), n).ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:colormap:InvalidColormap",
            format!(
                "Invalid colormap name '{name}'. Use one of: {}.",
                colormap::NAMES.join(", ")
            ),
        )
    })
}

/// `colormap(name)`, `colormap(map)`, `colormap(ax_or_fig, ...)`, `cmap = colormap`.
pub fn colormap_(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let mut rest = args;
    let mut figure = None;
    if let Some(h) = args
        .first()
        .filter(|v| !is_text(v) && v.is_scalar())
        .and_then(Value::as_f64)
    {
        figure = match interp.graphics.resolve(h) {
            Some(super::Target::Figure(f)) | Some(super::Target::Axes(f, _)) => Some(f),
            _ => return Err(super::invalid_handle()),
        };
        rest = &args[1..];
    }
    let f = match figure {
        Some(f) => f,
        None => interp.graphics.current_figure(),
    };
    if let Some(arg) = rest.first() {
        let map = if is_text(arg) {
            let name = arg.as_text().unwrap_or_default();
            let rows = interp.graphics.figures[f].colormap.len().max(1);
            if name.eq_ignore_ascii_case("default") {
                named("parula", 256.min(rows.max(64)))?
            } else {
                named(&name, rows)?
            }
        } else {
            map_from(arg)?
        };
        interp.graphics.figures[f].colormap = map;
    }
    let mut out = Outputs::new();
    if nargout > 0 || rest.is_empty() {
        out.push(map_value(&interp.graphics.figures[f].colormap));
    }
    Ok(out)
}

/// `colorbar`, `colorbar off`, `colorbar(ax)`: a colour scale beside the axes.
pub fn colorbar(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let ((f, a), rest) = target_axes(interp, args);
    let on = !matches!(
        rest.first().and_then(Value::as_text),
        Some(t) if t.eq_ignore_ascii_case("off") || t.eq_ignore_ascii_case("delete")
    );
    interp.graphics.figures[f].axes[a].colorbar = on;
    Ok(Outputs::new())
}

/// `clim([lo hi])`, `caxis([lo hi])`, `clim auto`, `lims = clim`.
pub fn clim(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let ((f, a), rest) = target_axes(interp, args);
    let axes = &mut interp.graphics.figures[f].axes[a];
    match rest.first() {
        Some(v) if is_text(v) => axes.clim = None,
        Some(v) => axes.clim = Some(super::figures::limits(v, "clim")?),
        None => {}
    }
    let mut out = Outputs::new();
    if rest.is_empty() {
        let (lo, hi) = axes.clim.unwrap_or_else(|| {
            let values = axes.series.iter().flat_map(|s| match &s.kind {
                ferromat_plot::SeriesKind::Image {
                    data: ferromat_plot::ImageData::Scaled(v),
                    ..
                } => v.clone(),
                _ => Vec::new(),
            });
            ferromat_plot::ticks::data_range(values, false).unwrap_or((0.0, 1.0))
        });
        out.push(Value::row(vec![lo, hi]));
    }
    Ok(out)
}

/// The shared body of the colormap functions: `name(n)`, default 256 rows.
fn map_function(interp: &mut Interpreter, args: &[Value], name: &str) -> Result<Outputs> {
    let n = match args.first() {
        Some(v) => args::count(v, name)?,
        None => interp
            .graphics
            .current
            .and_then(|f| interp.graphics.figures.get(f))
            .map_or(256, |f| f.colormap.len()),
    };
    args::check_allocation_dims(&[n, 3], 8)?;
    let mut out = Outputs::new();
    out.push(map_value(&named(name, n)?));
    Ok(out)
}

/// `parula(n)`: MATLAB's default colormap.
pub fn parula(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    map_function(interp, args, "parula")
}

/// `jet(n)`.
pub fn jet(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    map_function(interp, args, "jet")
}

/// `gray(n)`.
pub fn gray(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    map_function(interp, args, "gray")
}

/// `hot(n)`.
pub fn hot(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    map_function(interp, args, "hot")
}

/// `cool(n)`.
pub fn cool(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    map_function(interp, args, "cool")
}

/// `spring(n)`.
pub fn spring(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    map_function(interp, args, "spring")
}

/// `summer(n)`.
pub fn summer(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    map_function(interp, args, "summer")
}

/// `autumn(n)`.
pub fn autumn(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    map_function(interp, args, "autumn")
}

/// `winter(n)`.
pub fn winter(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    map_function(interp, args, "winter")
}

/// `copper(n)`.
pub fn copper(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    map_function(interp, args, "copper")
}

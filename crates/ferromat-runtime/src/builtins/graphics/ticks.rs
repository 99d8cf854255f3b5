//! Tick values and labels, data aspect ratio, figure titles and clearing
//! an axes: `xticks`, `yticks`, `zticks`, `xticklabels`, `yticklabels`,
//! `daspect`, `sgtitle` and `cla`, plus the matching axes properties
//! (`XTick`, `XTickLabel`, `DataAspectRatio`) that `get`/`set` use. This
//! file must not create plotted series.

use ferromat_plot::{Axes, Axis};

use super::linespec;
use super::properties::number_text;
use super::{target_axes, Target};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

fn one(value: Value) -> Outputs {
    let mut out = Outputs::new();
    out.push(value);
    out
}

/// Axis 0 (x), 1 (y) or 2 (z) of an axes.
fn axis_mut(axes: &mut Axes, which: usize) -> &mut Axis {
    match which {
        0 => &mut axes.x,
        1 => &mut axes.y,
        _ => &mut axes.z,
    }
}

/// The tick values an axis shows (its own, or those chosen with the limits).
fn shown_values(axes: &Axes, which: usize) -> Vec<f64> {
    let own = [&axes.x.ticks, &axes.y.ticks, &axes.z.ticks][which.min(2)];
    if let Some(values) = own {
        return values.clone();
    }
    if which == 2 {
        return Vec::new();
    }
    ferromat_plot::shown_ticks(axes)[which].0.clone()
}

/// The tick labels an axis shows, one per tick.
fn shown_labels(axes: &Axes, which: usize) -> Vec<String> {
    let axis = [&axes.x, &axes.y, &axes.z][which.min(2)];
    let count = shown_values(axes, which).len();
    if let Some(labels) = &axis.tick_labels {
        return (0..count)
            .map(|k| labels.get(k).cloned().unwrap_or_default())
            .collect();
    }
    if which < 2 && axis.ticks.is_none() {
        return ferromat_plot::shown_ticks(axes)[which].1.clone();
    }
    shown_values(axes, which)
        .into_iter()
        .map(number_text)
        .collect()
}

/// Tick values as the row `xticks` gives.
fn values_row(values: Vec<f64>) -> Value {
    Value::matrix(Shape::row(values.len()), values)
}

/// Labels as the column cell array `xticklabels` gives.
fn labels_cell(labels: Vec<String>) -> Value {
    let cells: Vec<Value> = labels.iter().map(|l| Value::char_row(l)).collect();
    Value::Cell(std::sync::Arc::new(Tensor::new(
        Shape::column(cells.len()),
        cells,
    )))
}

/// Tick values from a numeric vector: finite and increasing, as MATLAB requires.
fn parse_values(value: &Value, function: &str) -> Result<Vec<f64>> {
    let bad = || {
        RuntimeError::new(
            "MATLAB:hg:shaped_arrays:TickValuesType",
            format!("Value for {function} must be a vector of increasing numeric values."),
        )
    };
    let values = super::numeric(value, function).map_err(|_| bad())?.0;
    if values.iter().any(|v| !v.is_finite()) || values.windows(2).any(|w| w[0] >= w[1]) {
        return Err(bad());
    }
    Ok(values)
}

/// Labels from a cell array of text, a string array, a char matrix (one
/// label per row) or numbers (written as `num2str` does).
fn parse_labels(value: &Value, function: &str) -> Result<Vec<String>> {
    match value {
        Value::Cell(cells) => cells
            .data()
            .iter()
            .map(|c| match c.as_text() {
                Some(t) => Ok(t),
                None => c
                    .as_f64()
                    .map(number_text)
                    .ok_or_else(|| linespec::bad_value(function, "a cell array of text")),
            })
            .collect(),
        Value::String(t) => Ok(t
            .data()
            .iter()
            .map(|s| s.as_deref().unwrap_or("").to_string())
            .collect()),
        Value::Char(t) => {
            let (r, c) = (t.shape().rows(), t.shape().cols());
            Ok((0..r)
                .map(|i| {
                    let row: Vec<u16> = (0..c).map(|j| t.data()[i + j * r]).collect();
                    String::from_utf16_lossy(&row).trim_end().to_string()
                })
                .collect())
        }
        _ => Ok(super::numeric(value, function)?
            .0
            .into_iter()
            .map(number_text)
            .collect()),
    }
}

/// The shared body of `xticks`, `yticks` and `zticks`.
fn ticks(interp: &mut Interpreter, args: &[Value], which: usize) -> Result<Outputs> {
    let function = ["xticks", "yticks", "zticks"][which];
    let ((f, a), args) = target_axes(interp, args);
    let axes = &mut interp.graphics.figures[f].axes[a];
    let Some(arg) = args.first() else {
        return Ok(one(values_row(shown_values(axes, which))));
    };
    match arg.as_text().map(|t| t.to_ascii_lowercase()).as_deref() {
        Some("auto") => axis_mut(axes, which).ticks = None,
        Some("manual") => {
            let values = shown_values(axes, which);
            axis_mut(axes, which).ticks = Some(values);
        }
        Some("mode") => {
            let manual = [&axes.x, &axes.y, &axes.z][which].ticks.is_some();
            return Ok(one(Value::char_row(if manual { "manual" } else { "auto" })));
        }
        Some(other) => {
            return Err(RuntimeError::new(
                format!("MATLAB:{function}:InvalidOption"),
                format!("Unknown option '{other}': use tick values, 'auto' or 'manual'."),
            ))
        }
        None => axis_mut(axes, which).ticks = Some(parse_values(arg, function)?),
    }
    Ok(Outputs::new())
}

pub fn xticks(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    ticks(interp, args, 0)
}

pub fn yticks(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    ticks(interp, args, 1)
}

pub fn zticks(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    ticks(interp, args, 2)
}

/// Sets the labels of an axis; the ticks they label stop moving with the
/// limits, as MATLAB sets the tick mode to manual.
fn set_labels(axes: &mut Axes, which: usize, labels: Vec<String>) {
    if [&axes.x, &axes.y, &axes.z][which].ticks.is_none() {
        let values = shown_values(axes, which);
        axis_mut(axes, which).ticks = Some(values);
    }
    axis_mut(axes, which).tick_labels = Some(labels);
}

/// The shared body of `xticklabels` and `yticklabels`.
fn ticklabels(interp: &mut Interpreter, args: &[Value], which: usize) -> Result<Outputs> {
    let function = ["xticklabels", "yticklabels"][which];
    let ((f, a), args) = target_axes(interp, args);
    let axes = &mut interp.graphics.figures[f].axes[a];
    let Some(arg) = args.first() else {
        return Ok(one(labels_cell(shown_labels(axes, which))));
    };
    match arg.as_text().map(|t| t.to_ascii_lowercase()).as_deref() {
        Some("auto") if matches!(arg, Value::Char(_)) => axis_mut(axes, which).tick_labels = None,
        Some("manual") if matches!(arg, Value::Char(_)) => {
            let labels = shown_labels(axes, which);
            set_labels(axes, which, labels);
        }
        _ => set_labels(axes, which, parse_labels(arg, function)?),
    }
    Ok(Outputs::new())
}

pub fn xticklabels(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    ticklabels(interp, args, 0)
}

pub fn yticklabels(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    ticklabels(interp, args, 1)
}

/// The data aspect ratio an axes uses: the recorded one, [1 1 1] for
/// `axis equal`, else data units per plot-box length of each axis scaled
/// so the smaller of x and y is 1 (z keeps 1 in a 2-D view).
fn aspect_of(axes: &Axes) -> [f64; 3] {
    if let Some(ratio) = axes.aspect {
        return ratio;
    }
    if axes.equal {
        return [1.0, 1.0, 1.0];
    }
    let [x, y, _] = super::figures::shown_limits(axes);
    let (w, h) = (axes.position[2] * 560.0, axes.position[3] * 420.0);
    let dx = (x.1 - x.0) / w;
    let dy = (y.1 - y.0) / h;
    let base = dx.min(dy);
    if base > 0.0 && base.is_finite() {
        [dx / base, dy / base, 1.0]
    } else {
        [1.0, 1.0, 1.0]
    }
}

/// `daspect`, `daspect([dx dy dz])`, `daspect('auto')`, `daspect(ax, ...)`:
/// gets or sets the data aspect ratio; the x:y ratio shapes the plot box.
pub fn daspect(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let ((f, a), args) = target_axes(interp, args);
    let axes = &mut interp.graphics.figures[f].axes[a];
    let Some(arg) = args.first() else {
        return Ok(one(Value::row(aspect_of(axes).to_vec())));
    };
    match arg.as_text().map(|t| t.to_ascii_lowercase()).as_deref() {
        Some("auto") => {
            axes.aspect = None;
            axes.equal = false;
        }
        Some("manual") => axes.aspect = Some(aspect_of(axes)),
        Some("mode") => {
            let manual = axes.aspect.is_some() || axes.equal;
            return Ok(one(Value::char_row(if manual { "manual" } else { "auto" })));
        }
        Some(_) => {
            return Err(linespec::bad_value(
                "daspect",
                "[dx dy dz], 'auto' or 'manual'",
            ))
        }
        None => set_aspect(axes, arg)?,
    }
    Ok(Outputs::new())
}

fn set_aspect(axes: &mut Axes, value: &Value) -> Result<()> {
    match super::numeric(value, "daspect")?.0.as_slice() {
        [dx, dy, dz] if [dx, dy, dz].iter().all(|v| v.is_finite() && **v > 0.0) => {
            axes.aspect = Some([*dx, *dy, *dz]);
            axes.equal = false;
            Ok(())
        }
        _ => Err(RuntimeError::new(
            "MATLAB:hg:shaped_arrays:AspectRatioType",
            "Data aspect ratio must be a 3-element vector of positive values.",
        )),
    }
}

/// `set` of the axes properties this file owns.
pub fn set_axes_extra(axes: &mut Axes, name: &str, value: &Value) -> Result<()> {
    match name.to_ascii_lowercase().as_str() {
        "xtick" => axes.x.ticks = Some(parse_values(value, "XTick")?),
        "ytick" => axes.y.ticks = Some(parse_values(value, "YTick")?),
        "xticklabel" => set_labels(axes, 0, parse_labels(value, "XTickLabel")?),
        "yticklabel" => set_labels(axes, 1, parse_labels(value, "YTickLabel")?),
        _ => set_aspect(axes, value)?,
    }
    Ok(())
}

/// `get` of the axes properties this file owns.
pub fn get_axes_extra(axes: &Axes, name: &str) -> Value {
    match name.to_ascii_lowercase().as_str() {
        "xtick" => values_row(shown_values(axes, 0)),
        "ytick" => values_row(shown_values(axes, 1)),
        "xticklabel" => labels_cell(shown_labels(axes, 0)),
        "yticklabel" => labels_cell(shown_labels(axes, 1)),
        _ => Value::row(aspect_of(axes).to_vec()),
    }
}

/// `sgtitle(text)`, `sgtitle(fig, text)`, `sgtitle(..., Name, Value)`:
/// a title over all the axes of a figure (text options are accepted).
pub fn sgtitle(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let mut rest = args;
    let mut figure = None;
    if let Some(h) = args
        .first()
        .filter(|v| !super::is_text(v) && !matches!(v, Value::Cell(_)))
    {
        match h.as_f64().and_then(|h| interp.graphics.resolve(h)) {
            Some(Target::Figure(f)) => figure = Some(f),
            _ => return Err(super::invalid_handle()),
        }
        rest = &args[1..];
    }
    let Some(text) = rest.first() else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let text = parse_labels(text, "sgtitle")?.join(" ");
    let f = figure.unwrap_or_else(|| interp.graphics.current_figure());
    interp.graphics.figures[f].sgtitle = text;
    Ok(Outputs::new())
}

/// `cla`, `cla reset`, `cla(ax)`: deletes the plotted objects of an axes
/// and restarts its colour order; `reset` also resets its properties
/// (limits, labels, title, grid) except the position.
pub fn cla(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let ((f, a), args) = target_axes(interp, args);
    let reset = match args.first() {
        None => false,
        Some(v) => match v.as_text().map(|t| t.to_ascii_lowercase()).as_deref() {
            Some("reset") => true,
            _ => return Err(linespec::bad_value("cla", "'reset' or an axes")),
        },
    };
    let axes = &mut interp.graphics.figures[f].axes[a];
    if reset {
        let fresh = Axes::new(axes.id, axes.position);
        *axes = fresh;
    } else {
        axes.series.clear();
        axes.legend = None;
        axes.color_index = 0;
    }
    Ok(Outputs::new())
}

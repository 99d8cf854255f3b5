//! Figures, axes and their decorations: `figure`, `gcf`, `gca`, `clf`,
//! `close`, `hold`, `subplot`, `grid`, `box`, `axis`, `xlim`, `ylim`,
//! `xlabel`, `ylabel`, `title`, `subtitle` and `legend`. This file must
//! not create plotted series.

use ferromat_plot::{Axes, DEFAULT_POSITION};

use super::{handle_of, invalid_handle, is_text, on_off, target_axes, Target};
use crate::builtins::{args, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};

fn one(value: Value) -> Outputs {
    let mut out = Outputs::new();
    out.push(value);
    out
}

fn none() -> Outputs {
    Outputs::new()
}

/// `figure`, `figure(n)`, `figure('Name', text, 'Visible', 'off', ...)`,
/// `f = figure(...)`: makes a figure current, creating it if needed.
pub fn figure(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let mut rest = args;
    let mut number = None;
    if let Some(first) = args.first().filter(|v| !is_text(v)) {
        let n = first
            .as_f64()
            .filter(|n| *n >= 1.0 && n.fract() == 0.0 && *n < 2f64.powi(31));
        match n {
            Some(n) => number = Some(n as u64),
            None => {
                return Err(RuntimeError::new(
                    "MATLAB:figure:InvalidFigureNumber",
                    "Figure number must be a positive integer.",
                ))
            }
        }
        rest = &args[1..];
    }
    let index = interp.graphics.select_figure(number);
    if rest.len() % 2 == 1 {
        return Err(RuntimeError::new(
            "MATLAB:hg:set_chck:NameValuePairs",
            "Name-value pair arguments require a name followed by a value.",
        ));
    }
    for pair in rest.chunks(2) {
        let name = args::text(&pair[0], "figure")?;
        super::properties::set_figure(&mut interp.graphics.figures[index], &name, &pair[1])?;
    }
    let number = interp.graphics.figures[index].number;
    // Raising a figure shows it again in an interactive host, as shg does.
    interp.graphics.shown.retain(|s| s.number != number);
    Ok(if nargout > 0 {
        one(Value::scalar(number as f64))
    } else {
        none()
    })
}

/// `gcf`: the current figure's handle (a new figure when none is open).
pub fn gcf(interp: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    let f = interp.graphics.current_figure();
    Ok(one(Value::scalar(interp.graphics.figures[f].number as f64)))
}

/// `gca`: the current axes' handle (new axes when the figure has none).
pub fn gca(interp: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    let (f, a) = interp.graphics.current_axes();
    Ok(one(handle_of(interp.graphics.figures[f].axes[a].id)))
}

/// `clf`, `clf(fig)`, `clf reset`: removes every axes from a figure.
pub fn clf(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let f = match args.first().and_then(Value::as_f64) {
        Some(h) => match interp.graphics.resolve(h) {
            Some(Target::Figure(f)) => f,
            _ => return Err(invalid_handle()),
        },
        None => interp.graphics.current_figure(),
    };
    let figure = &mut interp.graphics.figures[f];
    figure.axes.clear();
    figure.current_axes = None;
    figure.tiles = None;
    Ok(none())
}

/// `close`, `close(n)`, `close all`, `close(h)`, `status = close(...)`.
pub fn close(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    match args.first() {
        None => {
            if let Some(f) = interp
                .graphics
                .current
                .filter(|f| *f < interp.graphics.figures.len())
            {
                interp.graphics.close(f);
            }
        }
        Some(v) if is_text(v) => {
            let text = v.as_text().unwrap_or_default();
            if text.eq_ignore_ascii_case("all") {
                interp.graphics.figures.clear();
                interp.graphics.current = None;
            } else {
                let f = interp
                    .graphics
                    .figures
                    .iter()
                    .position(|f| f.name == text)
                    .ok_or_else(|| {
                        RuntimeError::new(
                            "MATLAB:close:WindowNotFound",
                            format!("Specified window {text} does not exist."),
                        )
                    })?;
                interp.graphics.close(f);
            }
        }
        Some(v) => {
            let handles = super::numeric(v, "close")?.0;
            for h in handles {
                match interp.graphics.resolve(h) {
                    Some(Target::Figure(f)) => interp.graphics.close(f),
                    _ => return Err(invalid_handle()),
                }
            }
        }
    }
    Ok(if nargout > 0 {
        one(Value::scalar(1.0))
    } else {
        none()
    })
}

/// `hold on`, `hold off`, `hold all`, `hold`, `hold(ax, 'on')`.
pub fn hold(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let ((f, a), args) = target_axes(interp, args);
    let axes = &mut interp.graphics.figures[f].axes[a];
    axes.hold = match args.first() {
        None => !axes.hold,
        Some(v) => match v.as_text().map(|t| t.to_ascii_lowercase()).as_deref() {
            Some("all") => true,
            _ => on_off(v, "hold")?,
        },
    };
    Ok(none())
}

/// The normalized position of grid cells `rows` x `cols` (inclusive ranges,
/// 0-based, rows from the top) in an m-by-n subplot grid, as MATLAB
/// places them: the default axes area divided into cells, each axes inset
/// within its cells.
fn subplot_position(m: usize, n: usize, rows: (usize, usize), cols: (usize, usize)) -> [f64; 4] {
    let [left, bottom, width, height] = DEFAULT_POSITION;
    let (inset_x, inset_y) = (0.2 + 0.04, 0.18 + 0.1);
    let cell_w = width / (n as f64 - inset_x);
    let cell_h = height / (m as f64 - inset_y);
    [
        left + cols.0 as f64 * cell_w,
        bottom + (m - 1 - rows.1) as f64 * cell_h,
        (cols.1 - cols.0 + 1) as f64 * cell_w - inset_x * cell_w,
        (rows.1 - rows.0 + 1) as f64 * cell_h - inset_y * cell_h,
    ]
}

fn overlaps(a: &[f64; 4], b: &[f64; 4]) -> bool {
    let w = (a[0] + a[2]).min(b[0] + b[2]) - a[0].max(b[0]);
    let h = (a[1] + a[3]).min(b[1] + b[3]) - a[1].max(b[1]);
    w > 1e-3 && h > 1e-3
}

/// `subplot(m, n, p)`, `subplot(mnp)`, `subplot(m, n, [p1 p2])`, `ax = subplot(...)`:
/// makes (or selects) the axes at grid cell p, counting along rows.
pub fn subplot(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (m, n, cells) = match args {
        [mnp] => {
            let v = args::count(mnp, "subplot")?;
            if !(111..=999).contains(&v) {
                return Err(RuntimeError::new(
                    "MATLAB:subplot:InvalidSyntax",
                    "Unknown command option.",
                ));
            }
            (v / 100, (v / 10) % 10, vec![(v % 10) as f64])
        }
        [m, n, p, ..] => (
            args::count(m, "subplot")?,
            args::count(n, "subplot")?,
            super::numeric(p, "subplot")?.0,
        ),
        _ => return Err(RuntimeError::not_enough_inputs()),
    };
    if m == 0 || n == 0 || m > 1000 || n > 1000 {
        return Err(RuntimeError::new(
            "MATLAB:subplot:InvalidSyntax",
            "Subplot grid sizes must be positive.",
        ));
    }
    let mut rows = (usize::MAX, 0);
    let mut cols = (usize::MAX, 0);
    for p in &cells {
        if !(p.fract() == 0.0 && *p >= 1.0 && *p <= (m * n) as f64) {
            return Err(RuntimeError::new(
                "MATLAB:subplot:SubplotIndexTooLarge",
                "Index exceeds number of subplots.",
            ));
        }
        let k = *p as usize - 1;
        rows = (rows.0.min(k / n), rows.1.max(k / n));
        cols = (cols.0.min(k % n), cols.1.max(k % n));
    }
    if cells.is_empty() {
        return Err(RuntimeError::new(
            "MATLAB:subplot:SubplotIndexTooLarge",
            "Index exceeds number of subplots.",
        ));
    }
    let position = subplot_position(m, n, rows, cols);
    let f = interp.graphics.current_figure();
    let same = |a: &Axes| {
        a.position
            .iter()
            .zip(&position)
            .all(|(p, q)| (p - q).abs() < 1e-9)
    };
    let existing = interp.graphics.figures[f].axes.iter().position(same);
    let a = match existing {
        Some(a) => a,
        None => {
            let id = interp.graphics.next_id();
            let figure = &mut interp.graphics.figures[f];
            figure.axes.retain(|a| !overlaps(&a.position, &position));
            figure.axes.push(Axes::new(id, position));
            figure.axes.len() - 1
        }
    };
    interp.graphics.figures[f].current_axes = Some(a);
    let id = interp.graphics.figures[f].axes[a].id;
    Ok(if nargout > 0 {
        one(handle_of(id))
    } else {
        none()
    })
}

/// The text of a label argument: a char row, string, or cell of lines
/// (joined by spaces, since labels are drawn on one line).
fn label_text(value: &Value, function: &str) -> Result<String> {
    if let Value::Cell(cells) = value {
        let lines: Vec<String> = cells
            .data()
            .iter()
            .map(|c| args::text(c, function))
            .collect::<Result<_>>()?;
        return Ok(lines.join(" "));
    }
    if let Value::Char(t) = value {
        if t.shape().rows() > 1 {
            let (r, c) = (t.shape().rows(), t.shape().cols());
            let lines: Vec<String> = (0..r)
                .map(|i| {
                    String::from_utf16_lossy(
                        &(0..c).map(|j| t.data()[i + j * r]).collect::<Vec<_>>(),
                    )
                    .trim_end()
                    .to_string()
                })
                .collect();
            return Ok(lines.join(" "));
        }
    }
    if let Some(v) = value.as_f64().filter(|_| !is_text(value)) {
        return Ok(crate::builtins::graphics::properties::number_text(v));
    }
    args::text(value, function)
}

/// The shared body of `xlabel`, `ylabel`, `title` and `subtitle`.
fn set_label(
    interp: &mut Interpreter,
    args: &[Value],
    function: &str,
    set: fn(&mut Axes, String),
) -> Result<Outputs> {
    let ((f, a), args) = target_axes(interp, args);
    let Some(first) = args.first() else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let text = label_text(first, function)?;
    set(&mut interp.graphics.figures[f].axes[a], text);
    Ok(none())
}

/// `xlabel(txt)`, `xlabel(ax, txt)`.
pub fn xlabel(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    set_label(interp, args, "xlabel", |a, t| a.x.label = t)
}

/// `zlabel(txt)`, `zlabel(ax, txt)`.
pub fn zlabel(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    set_label(interp, args, "zlabel", |a, t| a.z.label = t)
}

/// `ylabel(txt)`, `ylabel(ax, txt)`.
pub fn ylabel(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    set_label(interp, args, "ylabel", |a, t| a.y.label = t)
}

/// `title(txt)`, `title(txt, subtxt)`, `title(ax, txt)`.
pub fn title(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let ((f, a), rest) = target_axes(interp, args);
    let Some(first) = rest.first() else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let text = label_text(first, "title")?;
    let subtitle = match rest.get(1) {
        Some(sub) if rest.len() == 2 && is_text(sub) && !is_property(sub) => {
            Some(label_text(sub, "title")?)
        }
        _ => None,
    };
    let axes = &mut interp.graphics.figures[f].axes[a];
    axes.title = text;
    if let Some(sub) = subtitle {
        axes.subtitle = sub;
    }
    Ok(none())
}

/// Whether text names a text property (so `title('a', 'FontSize', 12)` is
/// not a subtitle).
fn is_property(value: &Value) -> bool {
    let text = value.as_text().unwrap_or_default().to_ascii_lowercase();
    [
        "fontsize",
        "fontweight",
        "color",
        "interpreter",
        "fontname",
        "fontangle",
    ]
    .contains(&text.as_str())
}

/// `subtitle(txt)`, `subtitle(ax, txt)`.
pub fn subtitle(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    set_label(interp, args, "subtitle", |a, t| a.subtitle = t)
}

/// `grid on`, `grid off`, `grid minor`, `grid`, `grid(ax, ...)`.
pub fn grid(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let ((f, a), args) = target_axes(interp, args);
    let axes = &mut interp.graphics.figures[f].axes[a];
    axes.grid = match args.first() {
        None => !axes.grid,
        Some(v) if v.as_text().is_some_and(|t| t.eq_ignore_ascii_case("minor")) => true,
        Some(v) => on_off(v, "grid")?,
    };
    Ok(none())
}

/// `box on`, `box off`, `box`, `box(ax, ...)`.
pub fn box_(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let ((f, a), args) = target_axes(interp, args);
    let axes = &mut interp.graphics.figures[f].axes[a];
    axes.box_on = match args.first() {
        None => !axes.box_on,
        Some(v) => on_off(v, "box")?,
    };
    Ok(none())
}

/// Checks a 2-element increasing limit vector.
pub fn limits(value: &Value, function: &str) -> Result<(f64, f64)> {
    let bad = || {
        RuntimeError::new(
            format!("MATLAB:{function}:InvalidLimits"),
            "Limits must be a 2-element vector of increasing numeric values.",
        )
    };
    match super::numeric(value, function)
        .map_err(|_| bad())?
        .0
        .as_slice()
    {
        [lo, hi] if lo < hi && lo.is_finite() && hi.is_finite() => Ok((*lo, *hi)),
        _ => Err(bad()),
    }
}

/// The x, y and z limits an axes shows: those of its 3-D view, or of the
/// 2-D plot box with MATLAB's z limits of a 2-D axes ([-1 1] unless set).
pub fn shown_limits(axes: &Axes) -> [(f64, f64); 3] {
    if axes.view.is_some() {
        return ferromat_plot::shown_limits_3d(axes);
    }
    let (x, y) = ferromat_plot::shown_limits(axes);
    [x, y, axes.z.limits.unwrap_or((-1.0, 1.0))]
}

/// The shared body of `xlim`, `ylim` and `zlim` (axis 0, 1 or 2).
fn axis_limits(interp: &mut Interpreter, args: &[Value], which: usize) -> Result<Outputs> {
    let function = ["xlim", "ylim", "zlim"][which];
    let ((f, a), args) = target_axes(interp, args);
    let axes = &mut interp.graphics.figures[f].axes[a];
    let Some(v) = args.first() else {
        let (lo, hi) = shown_limits(axes)[which];
        return Ok(one(Value::row(vec![lo, hi])));
    };
    let axis = match which {
        0 => &mut axes.x,
        1 => &mut axes.y,
        _ => &mut axes.z,
    };
    if is_text(v) {
        match v
            .as_text()
            .unwrap_or_default()
            .to_ascii_lowercase()
            .as_str()
        {
            "auto" => {
                axis.limits = None;
                axis.tight = false;
            }
            "tight" => {
                axis.limits = None;
                axis.tight = true;
            }
            "manual" => {}
            other => {
                return Err(RuntimeError::new(
                    format!("MATLAB:{function}:InvalidMode"),
                    format!(
                        "'{other}' is not a valid limits mode: use 'auto', 'tight' or 'manual'."
                    ),
                ))
            }
        }
    } else {
        axis.limits = Some(limits(v, function)?);
    }
    Ok(none())
}

/// `xlim([lo hi])`, `xlim auto`, `xlim tight`, `lims = xlim`.
pub fn xlim(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    axis_limits(interp, args, 0)
}

/// `ylim([lo hi])`, `ylim auto`, `ylim tight`, `lims = ylim`.
pub fn ylim(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    axis_limits(interp, args, 1)
}

/// `zlim([lo hi])`, `zlim auto`, `zlim tight`, `lims = zlim`.
pub fn zlim(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    axis_limits(interp, args, 2)
}

/// `axis([xmin xmax ymin ymax])`, `axis equal|image|tight|auto|normal|off|on|ij|xy`,
/// `lims = axis`.
pub fn axis(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let ((f, a), args) = target_axes(interp, args);
    let axes = &mut interp.graphics.figures[f].axes[a];
    for arg in args {
        if !is_text(arg) {
            let v = super::numeric(arg, "axis")?.0;
            if v.len() < 4 || v.len() % 2 == 1 || v.len() > 6 {
                return Err(RuntimeError::new(
                    "MATLAB:axis:WrongNumberOfElements",
                    "Vector must have 4, 6, or 8 elements.",
                ));
            }
            axes.x.limits = Some(limits(&Value::row(v[0..2].to_vec()), "axis")?);
            axes.y.limits = Some(limits(&Value::row(v[2..4].to_vec()), "axis")?);
            continue;
        }
        let word = arg.as_text().unwrap_or_default().to_ascii_lowercase();
        match word.as_str() {
            "equal" => {
                axes.equal = true;
                axes.square = false;
            }
            "square" => {
                axes.square = true;
                axes.equal = false;
                axes.aspect = None;
            }
            "image" => {
                axes.equal = true;
                axes.square = false;
                axes.x.tight = true;
                axes.y.tight = true;
            }
            "tight" => {
                axes.x.tight = true;
                axes.y.tight = true;
                axes.x.limits = None;
                axes.y.limits = None;
            }
            "auto" => {
                axes.x.limits = None;
                axes.y.limits = None;
                axes.x.tight = false;
                axes.y.tight = false;
            }
            "normal" => {
                axes.equal = false;
                axes.square = false;
                axes.aspect = None;
            }
            "off" => axes.visible = false,
            "on" => axes.visible = true,
            "ij" => axes.y.reversed = true,
            "xy" => axes.y.reversed = false,
            "manual" => {
                // Freezes the limits shown now, so later plots keep them.
                let [x, y, _] = shown_limits(axes);
                axes.x.limits = Some(x);
                axes.y.limits = Some(y);
            }
            "fill" | "vis3d" => {}
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:axis:UnknownOption",
                    format!("Unknown command option '{word}'."),
                ))
            }
        }
    }
    if nargout > 0 || args.is_empty() {
        let ((x0, x1), (y0, y1)) = ferromat_plot::shown_limits(axes);
        return Ok(one(Value::row(vec![x0, x1, y0, y1])));
    }
    Ok(none())
}

/// `ishghandle(h)` / `isgraphics(h)`: true where `h` is an open graphics object.
pub fn isgraphics(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let shape = args[0].shape();
    let data = match &args[0] {
        v if is_text(v) => vec![false; v.numel()],
        v => match v.to_f64_vec() {
            Some(hs) => hs
                .iter()
                .map(|h| interp.graphics.resolve(*h).is_some())
                .collect(),
            None => vec![false; v.numel()],
        },
    };
    Ok(one(Value::Logical(Tensor::new(shape, data))))
}

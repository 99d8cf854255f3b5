//! Graphics builtins: MATLAB's figure functions turned into the plain
//! figure model of `ferromat-plot`. This file holds the session's figure
//! state (figures, the current figure and axes, handle numbers) and the
//! argument helpers the family shares; the builtins live beside it:
//! `figures.rs` (figure, axes and decorations), `linespec.rs` (LineSpec
//! and line properties), `plot.rs` (line-like plots), `charts.rs` (bar,
//! histogram, scatter, images, text), `colors.rs` (colormaps), `properties.rs` (get/set) and
//! `output.rs` (saving files and rendering bytes), `contour.rs`
//! (contour, contourf), `clabel.rs` (contour labels), `plot3.rs` (3-D
//! lines), `surface.rs` (surf, mesh, view, shading), `pie.rs` (pie,
//! spy) and `layout.rs` (tiledlayout, nexttile, drawnow, shg). Nothing
//! here draws.

pub mod charts;
pub mod clabel;
pub mod colors;
pub mod contour;
pub mod figures;
pub mod fplot;
pub mod handles;
pub mod layout;
pub mod legend;
pub mod linespec;
pub mod output;
pub mod peaks;
pub mod pie;
pub mod plot;
pub mod plot3;
pub mod polar;
pub mod properties;
pub mod raster;
pub mod shapes;
pub mod surface;
pub mod ticks;
pub mod vectors;
pub mod yyaxis;

use ferromat_plot::{Axes, Color, Figure, DEFAULT_POSITION};

use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

/// Every open figure of a session and which one is current.
///
/// Handles are doubles, as MATLAB's `double(h)` and Octave give: a figure's
/// handle is its number (a positive integer); axes and plotted objects get
/// negative numbers `-id`, so they never collide with a figure number.
#[derive(Clone, Debug, Default)]
pub struct GraphicsState {
    pub figures: Vec<Figure>,
    /// Index into `figures` of the current figure.
    pub current: Option<usize>,
    /// The last id given to an axes or plotted object.
    last_id: u64,
    /// The figures as an interactive host last showed them, to tell which
    /// changed since (see `Engine::changed_figures`).
    pub shown: Vec<Figure>,
}

/// What a graphics handle refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Figure(usize),
    Axes(usize, usize),
    Series(usize, usize, usize),
}

impl GraphicsState {
    /// A fresh id for an axes or series.
    pub fn next_id(&mut self) -> u64 {
        self.last_id += 1;
        self.last_id
    }

    /// The smallest figure number not in use (what `figure` with no number takes).
    fn free_number(&self) -> u64 {
        (1..)
            .find(|n| self.figures.iter().all(|f| f.number != *n))
            .unwrap_or(1)
    }

    /// Makes figure `number` current, creating it when it does not exist;
    /// `None` creates a new figure with the next free number.
    pub fn select_figure(&mut self, number: Option<u64>) -> usize {
        let number = number.unwrap_or_else(|| self.free_number());
        let index = match self.figures.iter().position(|f| f.number == number) {
            Some(i) => i,
            None => {
                self.figures.push(Figure::new(number));
                self.figures.len() - 1
            }
        };
        self.current = Some(index);
        index
    }

    /// The current figure's index, creating figure 1 (or the next free
    /// number) when none is open, as `gcf` does.
    pub fn current_figure(&mut self) -> usize {
        match self.current {
            Some(i) if i < self.figures.len() => i,
            _ => self.select_figure(None),
        }
    }

    /// The current axes of the current figure, creating a figure and a
    /// full-size axes as needed (what every plotting call draws into).
    pub fn current_axes(&mut self) -> (usize, usize) {
        let f = self.current_figure();
        let existing = self.figures[f]
            .current_axes
            .filter(|a| *a < self.figures[f].axes.len());
        let a = match existing {
            Some(a) => a,
            None => {
                let id = self.next_id();
                let figure = &mut self.figures[f];
                figure.axes.push(Axes::new(id, DEFAULT_POSITION));
                figure.axes.len() - 1
            }
        };
        self.figures[f].current_axes = Some(a);
        (f, a)
    }

    /// The current axes itself (see [`GraphicsState::current_axes`]).
    pub fn axes_mut(&mut self) -> &mut Axes {
        let (f, a) = self.current_axes();
        &mut self.figures[f].axes[a]
    }

    /// What the handle value `h` refers to, if it is open.
    pub fn resolve(&self, h: f64) -> Option<Target> {
        if h > 0.0 && h.fract() == 0.0 {
            let number = h as u64;
            return self
                .figures
                .iter()
                .position(|f| f.number == number)
                .map(Target::Figure);
        }
        if h < 0.0 && h.fract() == 0.0 {
            let id = (-h) as u64;
            for (fi, figure) in self.figures.iter().enumerate() {
                for (ai, axes) in figure.axes.iter().enumerate() {
                    if axes.id == id {
                        return Some(Target::Axes(fi, ai));
                    }
                    if let Some(si) = axes.series.iter().position(|s| s.id == id) {
                        return Some(Target::Series(fi, ai, si));
                    }
                }
            }
        }
        None
    }

    /// Closes figure `index`; when it was current, the most recently
    /// opened remaining figure becomes current.
    pub fn close(&mut self, index: usize) {
        if index >= self.figures.len() {
            return;
        }
        self.figures.remove(index);
        self.current = match self.current {
            Some(c) if c < index => Some(c),
            Some(c) if c > index => Some(c - 1),
            _ => self.figures.len().checked_sub(1),
        };
    }
}

/// The handle value of an axes or series id.
pub fn handle_of(id: u64) -> Value {
    Value::scalar(-(id as f64))
}

/// The error for a value that is not an open graphics object.
pub fn invalid_handle() -> RuntimeError {
    RuntimeError::new("MATLAB:class:InvalidHandle", "Invalid or deleted object.")
}

/// The axes a call targets: an axes handle as the first argument (then the
/// rest of the arguments), or the current axes.
pub fn target_axes<'a>(
    interp: &mut Interpreter,
    args: &'a [Value],
) -> ((usize, usize), &'a [Value]) {
    if let Some(first) = args.first() {
        if let Some(h) = first.as_f64() {
            if let Some(Target::Axes(f, a)) = interp.graphics.resolve(h) {
                if h < 0.0 {
                    interp.graphics.figures[f].current_axes = Some(a);
                    interp.graphics.current = Some(f);
                    return ((f, a), &args[1..]);
                }
            }
        }
    }
    (interp.graphics.current_axes(), args)
}

/// A real numeric or logical argument as doubles with its shape.
pub fn numeric(value: &Value, function: &str) -> Result<(Vec<f64>, Shape)> {
    if value.is_complex() {
        return Ok((complex_real(value), value.shape()));
    }
    match value {
        Value::Char(_)
        | Value::String(_)
        | Value::Cell(_)
        | Value::Struct(_)
        | Value::FunctionHandle(_) => Err(invalid_data(function)),
        _ => value
            .to_f64_vec()
            .map(|v| (v, value.shape()))
            .ok_or_else(|| invalid_data(function)),
    }
}

/// The real parts of a complex array (plotting uses them, as MATLAB warns).
fn complex_real(value: &Value) -> Vec<f64> {
    match value {
        Value::ComplexDouble(t) => t.data().iter().map(|c| c.re).collect(),
        Value::ComplexSingle(t) => t.data().iter().map(|c| f64::from(c.re)).collect(),
        _ => Vec::new(),
    }
}

/// MATLAB's error for an argument a plotting function cannot use as data.
pub fn invalid_data(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:invalidData"),
        "Invalid data argument.",
    )
}

/// Whether a value is text (a char row or string scalar).
pub fn is_text(value: &Value) -> bool {
    matches!(value, Value::Char(_) | Value::String(_))
}

/// An `'on'`/`'off'` argument (true/false, also logical values).
pub fn on_off(value: &Value, function: &str) -> Result<bool> {
    if let Some(text) = value.as_text() {
        return match text.to_ascii_lowercase().as_str() {
            "on" => Ok(true),
            "off" => Ok(false),
            _ => Err(RuntimeError::new(
                "MATLAB:datatypes:onoffboolean:IncorrectValue",
                format!("Invalid value for {function}: '{text}' is not 'on' or 'off'."),
            )),
        };
    }
    match value.as_f64() {
        Some(v) => Ok(v != 0.0),
        None => Err(RuntimeError::new(
            "MATLAB:datatypes:onoffboolean:IncorrectValue",
            format!("Invalid value for {function}: use 'on' or 'off'."),
        )),
    }
}

/// `'on'`/`'off'` as a char value, as `get` returns switches.
pub fn on_off_value(on: bool) -> Value {
    Value::char_row(if on { "on" } else { "off" })
}

/// A colour given as an RGB triplet, a short name (`'r'`), a long name
/// (`'red'`) or a hex code (`'#FF0000'`).
pub fn color(value: &Value, function: &str) -> Result<Color> {
    let bad = || {
        RuntimeError::new(
            "MATLAB:hg:ColorSpec_InvalidSelectionOrValue",
            format!(
                "Invalid color for {function}: give an RGB triplet, a color name or a hex code."
            ),
        )
    };
    if let Some(text) = value.as_text() {
        return color_name(&text).ok_or_else(bad);
    }
    match value.to_f64_vec() {
        Some(v) if v.len() == 3 && v.iter().all(|c| (0.0..=1.0).contains(c)) => {
            Ok([v[0], v[1], v[2]])
        }
        _ => Err(bad()),
    }
}

/// The colour a name or hex code stands for.
pub fn color_name(name: &str) -> Option<Color> {
    let lower = name.to_ascii_lowercase();
    if let Some(hex) = lower.strip_prefix('#') {
        let digits: Vec<u32> = hex.chars().map(|c| c.to_digit(16)).collect::<Option<_>>()?;
        let channel = |k: usize, n: usize| -> f64 {
            if n == 3 {
                f64::from(digits[k] * 17) / 255.0
            } else {
                f64::from(digits[2 * k] * 16 + digits[2 * k + 1]) / 255.0
            }
        };
        return match digits.len() {
            n @ (3 | 6) => Some([channel(0, n), channel(1, n), channel(2, n)]),
            _ => None,
        };
    }
    Some(match lower.as_str() {
        "r" | "red" => [1.0, 0.0, 0.0],
        "g" | "green" => [0.0, 1.0, 0.0],
        "b" | "blue" => [0.0, 0.0, 1.0],
        "c" | "cyan" => [0.0, 1.0, 1.0],
        "m" | "magenta" => [1.0, 0.0, 1.0],
        "y" | "yellow" => [1.0, 1.0, 0.0],
        "k" | "black" => [0.0, 0.0, 0.0],
        "w" | "white" => [1.0, 1.0, 1.0],
        _ => return None,
    })
}

/// A colour as the 1x3 double `get` returns.
pub fn color_value(c: Color) -> Value {
    Value::row(c.to_vec())
}

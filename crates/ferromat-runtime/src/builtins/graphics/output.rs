//! Writing figures to files: `saveas`, `print` and `exportgraphics`, and
//! the rendering of a figure to PNG or SVG bytes at a resolution (used by
//! the Engine and the CLI too). Every write asks the session's
//! capabilities first. This file must not change the figure state.

use std::path::PathBuf;

use ferromat_plot::{Figure, DEFAULT_SIZE};

use super::{is_text, Target};
use crate::builtins::{args, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::host::Capability;
use crate::interp::Interpreter;
use crate::value::Value;

/// The file formats figures are written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Png,
    Svg,
}

impl Format {
    fn extension(self) -> &'static str {
        match self {
            Format::Png => "png",
            Format::Svg => "svg",
        }
    }

    fn named(name: &str, function: &str) -> Result<Format> {
        match name.to_ascii_lowercase().as_str() {
            "png" => Ok(Format::Png),
            "svg" => Ok(Format::Svg),
            other => Err(RuntimeError::new(
                format!("MATLAB:{function}:UnsupportedFormat"),
                format!("Unsupported format or extension '{other}': ferromat writes png and svg."),
            )),
        }
    }
}

/// Screen resolution MATLAB lays figures out at.
const SCREEN_DPI: f64 = 96.0;

/// The default resolution of `print`, `saveas` and `exportgraphics`.
pub const DEFAULT_DPI: f64 = 150.0;

/// The pixel size of a figure rendered at `dpi`.
pub fn pixel_size(dpi: f64) -> (u32, u32) {
    let scale = dpi / SCREEN_DPI;
    let w = (f64::from(DEFAULT_SIZE.0) * scale).round().max(1.0) as u32;
    let h = (f64::from(DEFAULT_SIZE.1) * scale).round().max(1.0) as u32;
    (w, h)
}

/// A figure rendered as file bytes of `format` at `dpi`.
pub fn render(figure: &Figure, format: Format, dpi: f64) -> Result<Vec<u8>> {
    if !(dpi.is_finite() && dpi > 0.0) {
        return Err(RuntimeError::new(
            "MATLAB:print:InvalidResolution",
            "Resolution must be a positive number.",
        ));
    }
    let (w, h) = pixel_size(dpi);
    let result = match format {
        Format::Png => ferromat_plot::render_png(figure, w, h),
        Format::Svg => ferromat_plot::render_svg(figure, w, h).map(String::into_bytes),
    };
    result.map_err(|e| RuntimeError::new("ferromat:graphics:renderFailed", e.to_string()))
}

/// Writes bytes to a script-given file name, as MATLAB reports failures.
fn write(interp: &Interpreter, name: &str, bytes: &[u8], function: &str) -> Result<PathBuf> {
    interp.require(Capability::WriteFiles, function)?;
    let path = interp.resolve_path(name);
    std::fs::write(&path, bytes).map_err(|_| {
        RuntimeError::new(
            "MATLAB:print:CannotCreateOutputFile",
            format!("Cannot create output file '{name}'."),
        )
    })?;
    Ok(path)
}

/// The figure a handle names (an axes names its figure).
fn figure_of(interp: &mut Interpreter, value: &Value) -> Result<usize> {
    let h = value.as_f64().ok_or_else(super::invalid_handle)?;
    match interp.graphics.resolve(h) {
        Some(Target::Figure(f)) | Some(Target::Axes(f, _)) | Some(Target::Series(f, _, _)) => Ok(f),
        None => Err(super::invalid_handle()),
    }
}

/// The format a file name's extension names, or `fallback`; the name gets
/// the extension when it has none.
fn format_for(name: &str, fallback: Option<Format>, function: &str) -> Result<(String, Format)> {
    let ext = std::path::Path::new(name)
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_string);
    match (ext, fallback) {
        (_, Some(f))
            if !name
                .to_ascii_lowercase()
                .ends_with(&format!(".{}", f.extension()))
                && std::path::Path::new(name).extension().is_none() =>
        {
            Ok((format!("{name}.{}", f.extension()), f))
        }
        (_, Some(f)) => Ok((name.to_string(), f)),
        (Some(e), None) => Ok((name.to_string(), Format::named(&e, function)?)),
        (None, None) => Ok((format!("{name}.png"), Format::Png)),
    }
}

/// `saveas(fig, filename)`, `saveas(fig, filename, formattype)`.
pub fn saveas(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let f = figure_of(interp, &args[0])?;
    let name = args::text(&args[1], "saveas")?;
    let fallback = match args.get(2) {
        Some(v) => Some(Format::named(&args::text(v, "saveas")?, "saveas")?),
        None => None,
    };
    let (name, format) = format_for(&name, fallback, "saveas")?;
    let bytes = render(&interp.graphics.figures[f], format, DEFAULT_DPI)?;
    write(interp, &name, &bytes, "saveas")?;
    Ok(Outputs::new())
}

/// `print(filename, '-dpng')`, `print -dsvg file.svg`, `print(fig, ...)`,
/// `print(..., '-r300')`.
pub fn print(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let mut figure = None;
    let mut format = None;
    let mut dpi = DEFAULT_DPI;
    let mut name = None;
    for arg in args {
        if !is_text(arg) {
            figure = Some(figure_of(interp, arg)?);
            continue;
        }
        let text = args::text(arg, "print")?;
        if let Some(device) = text.strip_prefix("-d") {
            format = Some(Format::named(device, "print")?);
        } else if let Some(r) = text.strip_prefix("-r") {
            dpi = r.parse::<f64>().ok().filter(|d| *d > 0.0).ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:print:InvalidResolution",
                    format!("Invalid resolution '{text}'."),
                )
            })?;
        } else if let Some(fig) = text.strip_prefix("-f") {
            let n = fig.parse::<f64>().map_err(|_| super::invalid_handle())?;
            figure = Some(figure_of(interp, &Value::scalar(n))?);
        } else if text.starts_with('-') {
            return Err(RuntimeError::new(
                "MATLAB:print:UnknownOption",
                format!("Unknown option '{text}'."),
            ));
        } else {
            name = Some(text);
        }
    }
    let Some(name) = name else {
        return Err(RuntimeError::new(
            "MATLAB:print:NoFileName",
            "print needs a file name: ferromat has no printer.",
        ));
    };
    let f = match figure {
        Some(f) => f,
        None => interp.graphics.current_figure(),
    };
    let (name, format) = format_for(&name, format, "print")?;
    let bytes = render(&interp.graphics.figures[f], format, dpi)?;
    write(interp, &name, &bytes, "print")?;
    Ok(Outputs::new())
}

/// `exportgraphics(obj, filename)`, `exportgraphics(..., 'Resolution', r)`.
pub fn exportgraphics(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let f = figure_of(interp, &args[0])?;
    let name = args::text(&args[1], "exportgraphics")?;
    let mut dpi = DEFAULT_DPI;
    let rest = &args[2..];
    if rest.len() % 2 == 1 {
        return Err(RuntimeError::new(
            "MATLAB:exportgraphics:NameValuePairs",
            "Name-value pair arguments require a name followed by a value.",
        ));
    }
    for pair in rest.chunks(2) {
        match args::text(&pair[0], "exportgraphics")?
            .to_ascii_lowercase()
            .as_str()
        {
            "resolution" => dpi = args::scalar(&pair[1], "exportgraphics")?,
            "backgroundcolor" | "contenttype" | "colorspace" | "append" => {}
            other => return Err(super::linespec::unknown_property(other, "exportgraphics")),
        }
    }
    let (name, format) = format_for(&name, None, "exportgraphics")?;
    let bytes = render(&interp.graphics.figures[f], format, dpi)?;
    write(interp, &name, &bytes, "exportgraphics")?;
    Ok(Outputs::new())
}

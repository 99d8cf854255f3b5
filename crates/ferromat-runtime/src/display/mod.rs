//! Display: every character ferromat prints for a value goes through this
//! module, following MATLAB's Command Window (shared/DISPLAY.md). It builds
//! text only; printing is the interpreter's job.

mod cell;
mod columns;
mod complex;
mod dictionary;
mod empty;
mod error;
mod integer;
mod nd;
mod object;
mod real;
mod sparse;
mod structure;
mod table;
mod text;
mod time;

use crate::error::{Result, RuntimeError};
use crate::value::{FunctionHandle, Value};

pub use error::render_error;
pub use structure::summary;

/// `format short`, `long`, `shortG`, `longG`, `shortE`, `longE`, `bank`,
/// `shortEng`, `longEng`, `rat`, `hex`, `+`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum NumericFormat {
    #[default]
    Short,
    Long,
    /// Fixed or scientific, whichever is more compact: 5 significant digits.
    ShortG,
    /// As `ShortG` with 15 digits (7 for single).
    LongG,
    /// Scientific with 4 decimals.
    ShortE,
    /// Scientific with 15 decimals (7 for single).
    LongE,
    /// Two decimals.
    Bank,
    /// Exponents that are multiples of 3: 4 decimals.
    ShortEng,
    /// Exponents that are multiples of 3: 15 significant digits.
    LongEng,
    /// `format rat`: ratios of small integers, as `rats` writes them.
    Rational,
    /// `format hex`: the hexadecimal bit pattern.
    Hex,
    /// `format +`: `+`, `-` or a blank per element.
    Sign,
}

impl NumericFormat {
    /// `Short` or `Long`: the precision family, for the layouts (complex
    /// values, summaries) that have no G/E/bank variant of their own.
    pub fn length(self) -> NumericFormat {
        match self {
            NumericFormat::Long
            | NumericFormat::LongG
            | NumericFormat::LongE
            | NumericFormat::LongEng => NumericFormat::Long,
            _ => NumericFormat::Short,
        }
    }
}

/// `format loose` / `format compact`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Spacing {
    #[default]
    Loose,
    Compact,
}

/// The display settings a session carries.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DisplayFormat {
    pub numeric: NumericFormat,
    pub spacing: Spacing,
}

/// One output line of a body; `Blank` lines exist only in `format loose`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Line {
    Text(String),
    Blank,
}

/// A value's body split into its class/size header and its data lines:
/// the echo shows both, `disp` only the data.
pub(crate) struct Body {
    pub header: Option<String>,
    pub lines: Vec<Line>,
}

impl Body {
    fn data(lines: Vec<Line>) -> Body {
        Body {
            header: None,
            lines,
        }
    }

    fn with_header(header: String, lines: Vec<Line>) -> Body {
        Body {
            header: Some(header),
            lines,
        }
    }

    /// Header, blank line, data: the form the echo prints.
    fn all_lines(self) -> Vec<Line> {
        let mut out = Vec::with_capacity(self.lines.len() + 2);
        if let Some(header) = self.header {
            out.push(Line::Text(header));
            if !self.lines.is_empty() {
                out.push(Line::Blank);
            }
        }
        out.extend(self.lines);
        out
    }
}

/// Joins lines, each ending in `\n`; blank lines are dropped when compact.
pub(crate) fn render_lines(lines: &[Line], spacing: Spacing) -> String {
    let mut out = String::new();
    for line in lines {
        match line {
            Line::Text(text) => {
                out.push_str(text);
                out.push('\n');
            }
            Line::Blank if spacing == Spacing::Loose => out.push('\n'),
            Line::Blank => {}
        }
    }
    out
}

/// The echo of `name = value` (DISPLAY.md R1.1–R1.4, R4.7 pages), or an
/// out-of-memory error when its text would not fit (see [`check_text_size`]).
pub fn display_value(name: &str, value: &Value, format: &DisplayFormat) -> Result<String> {
    check_text_size(value)?;
    Ok(render_echo(name, value, format))
}

/// What `disp(value)` prints, or an out-of-memory error when its text would
/// not fit.
pub fn disp_value(value: &Value, format: &DisplayFormat) -> Result<String> {
    check_text_size(value)?;
    Ok(render_disp(value, format))
}

/// Display builds its text in memory before printing it, a few dozen bytes
/// per element, so an array that fits may have a display that does not
/// (`zeros(4e4)` is 12.8 GB; its text would be about 100 GB). That text
/// is checked against the session's array size limit first, so the
/// statement fails with an error instead of the allocation aborting.
fn check_text_size(value: &Value) -> Result<()> {
    /// A `String` per element plus its digits and separators.
    const BYTES_PER_ELEMENT: u64 = 64;
    let shown = match value {
        Value::Sparse(sparse) => sparse.nnz(),
        _ => value.numel(),
    } as u64;
    let bytes = shown.saturating_mul(BYTES_PER_ELEMENT);
    if bytes <= crate::builtins::args::max_array_bytes() {
        return Ok(());
    }
    let gib = bytes as f64 / f64::from(1u32 << 30);
    Err(RuntimeError::new(
        "MATLAB:nomem",
        format!(
            "Out of memory. Displaying this {} array needs about {gib:.1}GB of text; \
             end the statement with a semicolon to suppress the display.",
            value.shape().size_text()
        ),
    ))
}

/// The echo of `name = value`, unchecked.
pub(crate) fn render_echo(name: &str, value: &Value, format: &DisplayFormat) -> String {
    if nd::is_paged(value) {
        return nd::display_pages(name, value, format);
    }
    let lines = body(value, format).all_lines();
    frame(name, value, &lines, format.spacing)
}

/// What `disp(value)` prints (DISPLAY.md R5.1), unchecked.
pub(crate) fn render_disp(value: &Value, format: &DisplayFormat) -> String {
    if value.is_empty() && !matches!(value, Value::Sparse(_)) {
        return String::new();
    }
    if nd::is_paged(value) {
        return nd::disp_pages(value, format);
    }
    match value {
        Value::Char(t) if t.shape().ndims() == 2 => {
            let mut out = String::new();
            for row in text::char_rows(t) {
                out.push_str(&row);
                out.push('\n');
            }
            return out;
        }
        Value::String(t) if t.is_scalar() => {
            let text = t.first().and_then(|s| s.as_deref()).unwrap_or("<missing>");
            return format!("{text}\n");
        }
        Value::String(_) => {
            return render_lines(&body(value, format).lines, format.spacing);
        }
        _ => {}
    }
    let mut lines = match value {
        Value::Struct(s) if s.numel() == 1 => structure::field_lines(s, format),
        // `disp` of a table shows its names and rows, not its size line.
        Value::Object(
            crate::value::Object::Table(_)
            | crate::value::Object::Datetime(_)
            | crate::value::Object::Duration(_),
        ) => body(value, format).lines,
        Value::Struct(_) | Value::Object(_) => body(value, format).all_lines(),
        _ => body(value, format).lines,
    };
    lines.push(Line::Blank);
    render_lines(&lines, format.spacing)
}

/// `name =` (or `name = ` for strings and structs) around the body lines.
fn frame(name: &str, value: &Value, lines: &[Line], spacing: Spacing) -> String {
    let equals = match value {
        Value::Object(crate::value::Object::Table(_) | crate::value::Object::Dictionary(_)) => " =",
        Value::Struct(_) | Value::String(_) | Value::Object(_) => " = ",
        _ => " =",
    };
    let body = render_lines(lines, spacing);
    match spacing {
        Spacing::Loose => format!("\n{name}{equals}\n\n{body}\n"),
        Spacing::Compact => format!("{name}{equals}\n{body}"),
    }
}

/// The body of a 2-D (or non-paged) value.
pub(crate) fn body(value: &Value, format: &DisplayFormat) -> Body {
    // Sparse matrices list their stored elements, even when empty
    // (`All zero sparse: 0×0`), so they go before the empty check.
    if let Value::Sparse(s) = value {
        return Body::data(sparse::lines(s, format.numeric));
    }
    if let Value::Object(object) = value {
        return object::body(object, format);
    }
    if value.is_empty() && !matches!(value, Value::Struct(_)) {
        return Body::data(vec![Line::Text(empty::line(value))]);
    }
    let numeric = format.numeric;
    let shape = value.shape();
    match value {
        Value::Double(t) => Body::data(real::page_lines(t.data(), shape.rows(), numeric, false)),
        Value::Single(t) => {
            let data: Vec<f64> = t.data().iter().map(|&x| f64::from(x)).collect();
            let lines = real::page_lines(&data, shape.rows(), numeric, true);
            Body::with_header(numeric_header(value), lines)
        }
        Value::ComplexDouble(t) => {
            let parts: Vec<(f64, f64)> = t.data().iter().map(|z| (z.re, z.im)).collect();
            Body::data(complex::page_lines(&parts, shape.rows(), numeric, false))
        }
        Value::ComplexSingle(t) => {
            let parts: Vec<(f64, f64)> = t
                .data()
                .iter()
                .map(|z| (f64::from(z.re), f64::from(z.im)))
                .collect();
            let lines = complex::page_lines(&parts, shape.rows(), numeric, true);
            Body::with_header(numeric_header(value), lines)
        }
        Value::Logical(t) => Body::with_header(
            array_header(value),
            integer::logical_lines(t.data(), shape.rows()),
        ),
        Value::Char(t) => text::char_body(t),
        Value::String(t) => text::string_body(t),
        Value::Cell(t) => Body::with_header(array_header(value), cell::lines(t, numeric)),
        Value::Struct(s) => structure::body(s, format),
        Value::FunctionHandle(handle) => Body::with_header(
            "  function_handle with value:".to_string(),
            vec![Line::Text(format!("    {}", handle_text(handle)))],
        ),
        _ => match integer::exact_texts(value) {
            Some(texts) => {
                let lines = match numeric {
                    NumericFormat::Hex => integer::lines(&integer::hex_texts(value), shape.rows()),
                    NumericFormat::Sign => integer::sign_lines(&texts, shape.rows()),
                    _ => integer::lines(&texts, shape.rows()),
                };
                Body::with_header(numeric_header(value), lines)
            }
            None => Body::data(Vec::new()),
        },
    }
}

/// `@(x)x.^2` or `@max`.
pub(crate) fn handle_text(handle: &FunctionHandle) -> String {
    match handle {
        FunctionHandle::Named(name) => format!("@{name}"),
        FunctionHandle::Local(local) => format!("@{}", local.name),
        FunctionHandle::Anonymous(anonymous) => anonymous.text.clone(),
    }
}

/// `  int8`, `  1×3 int8 row vector`, `  3×1 … column vector`,
/// `  2×2 … matrix`, `  2×2×2 … array`.
pub(crate) fn numeric_header(value: &Value) -> String {
    let class = value.class().name();
    let shape = value.shape();
    if shape.is_scalar() {
        return format!("  {class}");
    }
    let kind = if shape.ndims() > 2 {
        "array"
    } else if shape.rows() == 1 {
        "row vector"
    } else if shape.cols() == 1 {
        "column vector"
    } else {
        "matrix"
    };
    format!("  {} {class} {kind}", shape.display())
}

/// `  logical` for a scalar, otherwise `  2×3 CLASS array`.
pub(crate) fn array_header(value: &Value) -> String {
    let class = value.class().name();
    let shape = value.shape();
    if shape.is_scalar() && !matches!(value, Value::Cell(_) | Value::String(_)) {
        format!("  {class}")
    } else {
        format!("  {} {class} array", shape.display())
    }
}

#[cfg(test)]
mod tests;

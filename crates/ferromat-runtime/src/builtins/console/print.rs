//! Printing and message builtins: disp, display, fprintf (formatting here,
//! the file identifiers in `files/`), sprintf, num2str,
//! int2str, mat2str, format (error, warning and assert live in
//! `messages/`). They parse arguments
//! and print through the interpreter; the text itself comes from the
//! display and format modules.

use crate::builtins::{args, files, one, Outputs};
use crate::display::{self, DisplayFormat, NumericFormat, Spacing};
use crate::error::{Result, RuntimeError};
use crate::format::{self, Num2StrOption};
use crate::interp::Interpreter;
use crate::value::{StructArray, Value};

fn nothing() -> Result<Outputs> {
    Ok(Outputs::new())
}

fn first(values: &[Value]) -> Result<&Value> {
    values.first().ok_or_else(RuntimeError::not_enough_inputs)
}

/// `disp(X)`.
pub fn disp(interp: &mut Interpreter, values: &[Value], _nargout: usize) -> Result<Outputs> {
    let text = display::disp_value(first(values)?, &interp.format)?;
    interp.print(&text);
    nothing()
}

/// `display(X)`: the echo, named `ans` since argument names are not known
/// here.
pub fn display(interp: &mut Interpreter, values: &[Value], _nargout: usize) -> Result<Outputs> {
    let text = display::display_value("ans", first(values)?, &interp.format)?;
    interp.print(&text);
    nothing()
}

/// `fprintf(fmt, A...)`, `fprintf(fid, fmt, A...)`: to the output (fid 1),
/// the error output (2) or a file opened by `fopen`; returns the byte
/// count when asked.
pub fn fprintf(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let head = first(values)?;
    let (target, rest) = if values.len() >= 2 && !matches!(head, Value::Char(_) | Value::String(_))
    {
        (files::handles::file_id(head)?, &values[1..])
    } else {
        (files::handles::FileId::Stdout, values)
    };
    let (format_value, data) = rest
        .split_first()
        .ok_or_else(RuntimeError::not_enough_inputs)?;
    let text = format::sprintf(&format_text(format_value, "fprintf")?, data)?;
    let count = files::text_io::write_text(interp, target, &text)?;
    if nargout > 0 {
        return one(Value::scalar(count as f64));
    }
    nothing()
}

fn format_text(value: &Value, function: &str) -> Result<String> {
    value.as_text().ok_or_else(|| {
        RuntimeError::new(
            format!("MATLAB:{function}:InvalidFormat"),
            "Format must be a character vector or string scalar.",
        )
    })
}

/// `str = sprintf(fmt, A...)`; a string format gives a string.
pub fn sprintf(_interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let (format_value, data) = values
        .split_first()
        .ok_or_else(RuntimeError::not_enough_inputs)?;
    let text = format::sprintf(&format_text(format_value, "sprintf")?, data)?;
    let result = match format_value {
        Value::String(_) => Value::string(&text),
        _ => Value::char_row(&text),
    };
    let mut out = Outputs::new();
    out.push(result);
    if nargout >= 2 {
        out.push(Value::char_row(""));
    }
    Ok(out)
}

/// `num2str(x)`, `num2str(x, n)`, `num2str(x, fmt)`.
pub fn num2str(_interp: &mut Interpreter, values: &[Value], _nargout: usize) -> Result<Outputs> {
    let x = first(values)?;
    if matches!(x, Value::Char(_)) {
        return one(x.clone());
    }
    let option = match values.get(1) {
        None => Num2StrOption::Default,
        Some(v @ (Value::Char(_) | Value::String(_))) => {
            Num2StrOption::Format(args::text(v, "num2str")?)
        }
        Some(v) => {
            let n = v.as_f64().filter(|n| n.is_finite() && *n >= 1.0 && n.fract() == 0.0).ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:num2str:invalidSecondArgument",
                    "Second argument must be a format specification character vector or a precision.",
                )
            })?;
            Num2StrOption::Precision(n.min(MAX_PRECISION).round() as usize)
        }
    };
    one(format::char_matrix(&format::num2str(x, &option)?))
}

/// `int2str(x)`.
pub fn int2str(_interp: &mut Interpreter, values: &[Value], _nargout: usize) -> Result<Outputs> {
    one(format::char_matrix(&format::int2str(first(values)?)?))
}

/// A double has at most 767 significant decimal digits and `%g` drops
/// trailing zeros, so every precision past 800 prints the same text;
/// capping keeps width arithmetic and buffers from growing with the request.
const MAX_PRECISION: f64 = 800.0;

/// `mat2str(x)`, `mat2str(x, n)`, `mat2str(x, 'class')`, `mat2str(x, n, 'class')`.
pub fn mat2str(_interp: &mut Interpreter, values: &[Value], _nargout: usize) -> Result<Outputs> {
    let x = first(values)?;
    let mut precision = 15;
    let mut with_class = false;
    for option in &values[1..] {
        if let Some(text) = option.as_text() {
            if text.eq_ignore_ascii_case("class") {
                with_class = true;
                continue;
            }
            return Err(RuntimeError::new(
                "MATLAB:mat2str:InvalidOptionString",
                format!("Invalid option '{text}'. Option must be 'class'."),
            ));
        }
        match option.as_f64() {
            Some(n) if n.is_finite() && n >= 1.0 && n.fract() == 0.0 => {
                precision = n.min(MAX_PRECISION) as usize
            }
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:mat2str:InvalidPrecision",
                    "Precision must be a positive integer scalar.",
                ))
            }
        }
    }
    one(Value::char_row(&format::mat2str(x, precision, with_class)?))
}

/// MATLAB's name of each numeric style, as `fmt = format` reports it.
const STYLE_NAMES: &[(NumericFormat, &str)] = &[
    (NumericFormat::Short, "short"),
    (NumericFormat::Long, "long"),
    (NumericFormat::ShortG, "shortG"),
    (NumericFormat::LongG, "longG"),
    (NumericFormat::ShortE, "shortE"),
    (NumericFormat::LongE, "longE"),
    (NumericFormat::ShortEng, "shortEng"),
    (NumericFormat::LongEng, "longEng"),
    (NumericFormat::Bank, "bank"),
    (NumericFormat::Rational, "rational"),
    (NumericFormat::Hex, "hex"),
    (NumericFormat::Sign, "+"),
];

/// A style word: `long`, `shortG`, `rat`/`rational`, `+`, ... (any case).
fn numeric_style(word: &str) -> Option<NumericFormat> {
    let word = word.to_ascii_lowercase();
    if word == "rat" {
        return Some(NumericFormat::Rational);
    }
    STYLE_NAMES
        .iter()
        .find(|(_, name)| name.to_ascii_lowercase() == word)
        .map(|&(style, _)| style)
}

/// The settings as a struct with MATLAB's `DisplayFormatOptions`
/// properties, `NumericFormat` and `LineSpacing`.
fn settings_value(settings: DisplayFormat) -> Value {
    let style = STYLE_NAMES
        .iter()
        .find(|(style, _)| *style == settings.numeric)
        .map_or("short", |(_, name)| name);
    let spacing = match settings.spacing {
        Spacing::Loose => "loose",
        Spacing::Compact => "compact",
    };
    Value::Struct(std::sync::Arc::new(StructArray::scalar([
        ("NumericFormat".to_string(), Value::string(style)),
        ("LineSpacing".to_string(), Value::string(spacing)),
    ])))
}

/// `format(fmt)` with a struct `fmt = format` returned.
fn restore_settings(settings: &StructArray) -> Result<DisplayFormat> {
    let invalid = || {
        RuntimeError::new(
            "MATLAB:format:InvalidInput",
            "Input must be a display format returned by format.",
        )
    };
    let field = |name: &str| -> Result<String> {
        let value = settings.get(name, 0).ok_or_else(invalid)?;
        args::text(value, "format")
    };
    let numeric = numeric_style(&field("NumericFormat")?).ok_or_else(invalid)?;
    let spacing = match field("LineSpacing")?.to_ascii_lowercase().as_str() {
        "loose" => Spacing::Loose,
        "compact" => Spacing::Compact,
        _ => return Err(invalid()),
    };
    Ok(DisplayFormat { numeric, spacing })
}

/// `format`, `format STYLE` (`short`, `long`, `shortG`, `longG`, `shortE`,
/// `longE`, `shortEng`, `longEng`, `bank`, `rat`, `hex`, `+`, also written
/// `format long g`), `format compact`/`loose`, `fmt = format`,
/// `fmt = format(STYLE)` and `format(fmt)`.
pub fn format(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let previous = interp.format;
    if values.is_empty() {
        // `fmt = format` only reports; `format` alone resets.
        if nargout == 0 {
            interp.format = DisplayFormat::default();
        }
        return output_settings(previous, nargout);
    }
    if let [Value::Struct(settings)] = values {
        interp.format = restore_settings(settings)?;
        return output_settings(previous, nargout);
    }
    let mut previous_word: Option<String> = None;
    for value in values {
        let word = args::text(value, "format")?;
        // `format long g` arrives as two words: `g`/`e`/`eng` after a
        // length word make `longG`/`longE`/`longEng`.
        let word = match (previous_word.as_deref(), word.to_ascii_lowercase().as_str()) {
            (Some(length @ ("short" | "long")), style @ ("g" | "e" | "eng")) => {
                format!("{length}{style}")
            }
            _ => word,
        };
        match word.to_ascii_lowercase().as_str() {
            "compact" => interp.format.spacing = Spacing::Compact,
            "loose" => interp.format.spacing = Spacing::Loose,
            "default" => interp.format = DisplayFormat::default(),
            _ => {
                interp.format.numeric = numeric_style(&word).ok_or_else(|| {
                    RuntimeError::new(
                        "MATLAB:format:UnknownFormat",
                        format!("Invalid format option '{word}'."),
                    )
                })?
            }
        }
        previous_word = Some(word.to_ascii_lowercase());
    }
    output_settings(previous, nargout)
}

fn output_settings(settings: DisplayFormat, nargout: usize) -> Result<Outputs> {
    if nargout == 0 {
        nothing()
    } else {
        one(settings_value(settings))
    }
}

#[cfg(test)]
// Test values are MATLAB's documented inputs (3.1416, 2.7183), not constants.
#[allow(clippy::approx_constant)]
mod tests {
    use super::*;
    use crate::interp::output::testing::{capturing_session as session, take_printed as printed};

    fn c(text: &str) -> Value {
        Value::char_row(text)
    }

    #[test]
    fn disp_and_fprintf_print() {
        let (mut interp, out) = session();
        disp(&mut interp, &[Value::row(vec![1.0, 2.0, 3.0])], 0).expect("disp");
        disp(&mut interp, &[c("Done")], 0).expect("disp");
        assert_eq!(printed(&out), "     1     2     3\n\nDone\n");
        fprintf(&mut interp, &[c("%d %d\\n"), Value::row(vec![1.0, 2.0])], 0).expect("fprintf");
        assert_eq!(printed(&out), "1 2\n");
        let count =
            fprintf(&mut interp, &[Value::scalar(1.0), c("ab%s"), c("cd")], 1).expect("fprintf");
        assert_eq!(printed(&out), "abcd");
        assert_eq!(count[0], Value::scalar(4.0));
        assert!(fprintf(&mut interp, &[Value::scalar(7.0), c("x")], 0).is_err());
        display(&mut interp, &[Value::scalar(5.0)], 0).expect("display");
        assert_eq!(printed(&out), "\nans =\n\n     5\n\n");
    }

    #[test]
    fn format_switches_layout() {
        let (mut interp, out) = session();
        format(&mut interp, &[c("long")], 0).expect("format");
        disp(&mut interp, &[Value::scalar(std::f64::consts::PI)], 0).expect("disp");
        assert_eq!(printed(&out), "   3.141592653589793\n\n");
        format(&mut interp, &[c("compact")], 0).expect("format");
        assert_eq!(interp.format.spacing, Spacing::Compact);
        format(&mut interp, &[], 0).expect("format");
        assert_eq!(interp.format, DisplayFormat::default());
        assert!(format(&mut interp, &[c("weird")], 0).is_err());
    }

    #[test]
    fn conversions_return_char() {
        let (mut interp, _) = session();
        let text = |v: &Outputs| v[0].as_text().unwrap_or_default();
        let s = sprintf(&mut interp, &[c("%5.2f"), Value::scalar(3.14159)], 1).expect("sprintf");
        assert_eq!(text(&s), " 3.14");
        let s =
            sprintf(&mut interp, &[Value::string("%d"), Value::scalar(3.0)], 1).expect("sprintf");
        assert_eq!(s[0], Value::string("3"));
        let n = num2str(
            &mut interp,
            &[Value::scalar(std::f64::consts::PI), Value::scalar(8.0)],
            1,
        )
        .expect("num2str");
        assert_eq!(text(&n), "3.1415927");
        let n = num2str(
            &mut interp,
            &[Value::scalar(std::f64::consts::PI), c("%10.5f")],
            1,
        )
        .expect("num2str");
        assert_eq!(text(&n), "3.14159");
        let i = int2str(&mut interp, &[Value::scalar(2.5)], 1).expect("int2str");
        assert_eq!(text(&i), "3");
        let m = mat2str(
            &mut interp,
            &[Value::row(vec![3.1416, 2.7183]), Value::scalar(3.0)],
            1,
        )
        .expect("mat2str");
        assert_eq!(text(&m), "[3.14 2.72]");
        let m = mat2str(
            &mut interp,
            &[Value::UInt8(crate::Tensor::scalar(5)), c("class")],
            1,
        )
        .expect("mat2str");
        assert_eq!(text(&m), "uint8(5)");
    }
}

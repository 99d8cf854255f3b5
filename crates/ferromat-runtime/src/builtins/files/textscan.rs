//! `textscan`: reads delimited or whitespace-separated text into a 1-by-K
//! cell, one column per conversion (`%f %n %d %u` with bit sizes, `%s`,
//! `%q`, `%*` skips), with the `Delimiter`, `HeaderLines`, `EmptyValue`
//! and `MultipleDelimsAsOne` options and a repeat count. Numbers are read
//! by `scan::number_at`; this file must not open files itself.

use super::handles::file_id;
use super::scan::{consume, number_at, position, remaining_text};
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops;
use crate::value::{Class, Shape, Tensor, Value};
use std::sync::Arc;

/// What one conversion collects.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Column {
    Number(Class),
    Text { quoted: bool },
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct Conversion {
    column: Column,
    skip: bool,
}

fn bad_format(format: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:textscan:BadFormatString",
        format!("Badly formed format string '{format}'."),
    )
}

fn parse_format(format: &str) -> Result<Vec<Conversion>> {
    let mut conversions = Vec::new();
    let mut rest = format.trim();
    while !rest.is_empty() {
        let Some(spec) = rest.strip_prefix('%') else {
            // Whitespace between conversions only separates them.
            let next = rest.find('%').ok_or_else(|| bad_format(format))?;
            if !rest[..next].trim().is_empty()
                && !rest[..next]
                    .chars()
                    .all(|c| c == '\\' || c == 'n' || c == 't')
            {
                return Err(bad_format(format));
            }
            rest = &rest[next..];
            continue;
        };
        let skip = spec.starts_with('*');
        let spec = spec.trim_start_matches('*');
        let kind = spec.chars().next().ok_or_else(|| bad_format(format))?;
        let after = &spec[kind.len_utf8()..];
        let digits_len = after.chars().take_while(char::is_ascii_digit).count();
        let bits = &after[..digits_len];
        let column = match (kind, bits) {
            ('f', "" | "64") | ('n', "") => Column::Number(Class::Double),
            ('f', "32") => Column::Number(Class::Single),
            ('d', "" | "32") => Column::Number(Class::Int32),
            ('d', "8") => Column::Number(Class::Int8),
            ('d', "16") => Column::Number(Class::Int16),
            ('d', "64") => Column::Number(Class::Int64),
            ('u', "" | "32") => Column::Number(Class::UInt32),
            ('u', "8") => Column::Number(Class::UInt8),
            ('u', "16") => Column::Number(Class::UInt16),
            ('u', "64") => Column::Number(Class::UInt64),
            ('s', "") => Column::Text { quoted: false },
            ('q', "") => Column::Text { quoted: true },
            _ => return Err(bad_format(format)),
        };
        conversions.push(Conversion { column, skip });
        rest = after[digits_len..].trim_start();
    }
    if conversions.is_empty() {
        return Err(bad_format(format));
    }
    Ok(conversions)
}

struct Options {
    delimiters: Vec<char>,
    header_lines: usize,
    empty_value: f64,
    merge_delimiters: bool,
}

fn options(values: &[Value]) -> Result<Options> {
    let mut options = Options {
        delimiters: Vec::new(),
        header_lines: 0,
        empty_value: f64::NAN,
        merge_delimiters: false,
    };
    for pair in values.chunks(2) {
        let [key, value] = pair else {
            return Err(RuntimeError::new(
                "MATLAB:textscan:ParamValuePairs",
                "Name-value arguments must come in pairs.",
            ));
        };
        match args::text(key, "textscan")?.to_ascii_lowercase().as_str() {
            "delimiter" => {
                let texts = match value {
                    Value::Cell(cells) => cells
                        .data()
                        .iter()
                        .map(|v| args::text(v, "textscan"))
                        .collect::<Result<Vec<_>>>()?,
                    other => vec![args::text(other, "textscan")?],
                };
                for text in texts {
                    options.delimiters.extend(unescape(&text).chars());
                }
            }
            "headerlines" => options.header_lines = args::count(value, "textscan")?,
            "emptyvalue" => options.empty_value = args::scalar(value, "textscan")?,
            "multipledelimsasone" => {
                options.merge_delimiters = args::scalar(value, "textscan")? != 0.0
            }
            other => {
                return Err(RuntimeError::new(
                    "MATLAB:textscan:UnknownOption",
                    format!("'{other}' is not a recognized parameter."),
                ))
            }
        }
    }
    Ok(options)
}

/// `\t` and `\n` written in a delimiter argument.
fn unescape(text: &str) -> String {
    text.replace("\\t", "\t").replace("\\n", "\n")
}

/// The reader's position in the text.
struct Reader<'a> {
    text: &'a [char],
    pos: usize,
    options: &'a Options,
}

impl Reader<'_> {
    fn at(&self) -> Option<char> {
        self.text.get(self.pos).copied()
    }

    fn is_delimiter(&self, c: char) -> bool {
        self.options.delimiters.contains(&c)
    }

    /// Skips blanks; newlines too when `lines` is set.
    fn skip_blanks(&mut self, lines: bool) {
        while let Some(c) = self.at() {
            let blank =
                (c == ' ' || c == '\t' || c == '\u{8}' || (lines && (c == '\n' || c == '\r')))
                    && !self.is_delimiter(c);
            if !blank {
                break;
            }
            self.pos += 1;
        }
    }

    fn at_field_end(&self) -> bool {
        match self.at() {
            None => true,
            Some(c) => c == '\n' || c == '\r' || self.is_delimiter(c),
        }
    }

    /// After a field: blanks, then one delimiter (or a run of them).
    fn end_field(&mut self) {
        self.skip_blanks(false);
        if self.at().is_some_and(|c| self.is_delimiter(c)) {
            self.pos += 1;
            if self.options.merge_delimiters {
                while self.at().is_some_and(|c| self.is_delimiter(c)) {
                    self.pos += 1;
                }
            }
        }
    }

    fn read_text(&mut self, quoted: bool) -> String {
        let delimited = !self.options.delimiters.is_empty();
        if quoted && self.at() == Some('"') {
            self.pos += 1;
            let mut text = String::new();
            while let Some(c) = self.at() {
                self.pos += 1;
                if c == '"' {
                    if self.at() == Some('"') {
                        self.pos += 1;
                    } else {
                        break;
                    }
                }
                text.push(c);
            }
            return text;
        }
        let start = self.pos;
        while let Some(c) = self.at() {
            let stop =
                c == '\n' || c == '\r' || self.is_delimiter(c) || (!delimited && c.is_whitespace());
            if stop {
                break;
            }
            self.pos += 1;
        }
        let text: String = self.text[start..self.pos].iter().collect();
        text.trim_end().to_string()
    }
}

/// Reads the columns; returns them and the characters consumed.
fn read_columns(
    text: &[char],
    conversions: &[Conversion],
    options: &Options,
    repeats: Option<usize>,
) -> (Vec<Vec<f64>>, Vec<Vec<String>>, usize) {
    let mut numbers = vec![Vec::new(); conversions.len()];
    let mut texts = vec![Vec::new(); conversions.len()];
    let mut reader = Reader {
        text,
        pos: 0,
        options,
    };
    for _ in 0..options.header_lines {
        while let Some(c) = reader.at() {
            reader.pos += 1;
            if c == '\n' {
                break;
            }
        }
    }
    let delimited = !options.delimiters.is_empty();
    let mut rounds = 0;
    'rounds: while repeats.is_none_or(|n| rounds < n) {
        reader.skip_blanks(true);
        if reader.at().is_none() {
            break;
        }
        let round_start = reader.pos;
        for (i, conversion) in conversions.iter().enumerate() {
            reader.skip_blanks(!delimited || i == 0);
            if i > 0 && reader.at().is_none() {
                break 'rounds;
            }
            match conversion.column {
                Column::Number(class) => {
                    let kind = if class.is_float() { 'f' } else { 'd' };
                    let value = match number_at(&text[reader.pos..], kind, usize::MAX) {
                        Some((value, used)) => {
                            reader.pos += used;
                            value
                        }
                        None if reader.at_field_end() => options.empty_value,
                        None => break 'rounds,
                    };
                    if !conversion.skip {
                        numbers[i].push(value);
                    }
                }
                Column::Text { quoted } => {
                    let value = reader.read_text(quoted);
                    if !conversion.skip {
                        texts[i].push(value);
                    }
                }
            }
            reader.end_field();
        }
        rounds += 1;
        if reader.pos == round_start {
            break;
        }
    }
    (numbers, texts, reader.pos)
}

/// `C = textscan(fid, format)`, `textscan(fid, format, N)`,
/// `textscan(chr, format, ...)`, with name-value options; `[C, position]`.
pub fn textscan(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let [source, format, rest @ ..] = values else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let conversions = parse_format(&args::text(format, "textscan")?)?;
    let (repeats, rest) = match rest.first() {
        Some(v) if v.as_text().is_none() => {
            let n = args::scalar(v, "textscan")?;
            let repeats = if n.is_finite() && n >= 0.0 {
                Some(n as usize)
            } else {
                None
            };
            (repeats, &rest[1..])
        }
        _ => (None, rest),
    };
    let options = options(rest)?;
    let from_file = source.as_text().is_none();
    let (text, start) = if from_file {
        file_id(source)?;
        let start = position(interp, source, "textscan")?;
        (remaining_text(interp, source, "textscan")?, start)
    } else {
        (args::text(source, "textscan")?.chars().collect(), 0)
    };
    let (numbers, texts, used) = read_columns(&text, &conversions, &options, repeats);
    if from_file {
        consume(interp, source, start, &text, used, "textscan")?;
    }
    let mut cells = Vec::new();
    for ((conversion, numbers), texts) in conversions.iter().zip(numbers).zip(texts) {
        if conversion.skip {
            continue;
        }
        cells.push(match conversion.column {
            Column::Number(class) => {
                let column = Value::Double(Tensor::column(numbers));
                ops::convert(&column, class)?
            }
            Column::Text { .. } => {
                let rows: Vec<Value> = texts.iter().map(|t| Value::char_row(t)).collect();
                Value::Cell(Arc::new(Tensor::new(Shape::column(rows.len()), rows)))
            }
        });
    }
    let cell = Value::Cell(Arc::new(Tensor::row(cells)));
    let mut out = one(cell)?;
    if nargout >= 2 {
        let consumed: String = text[..used].iter().collect();
        out.push(Value::scalar(start as f64 + consumed.len() as f64));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(text: &str, format: &str, options: Options) -> (Vec<Vec<f64>>, Vec<Vec<String>>) {
        let chars: Vec<char> = text.chars().collect();
        let conversions = parse_format(format).unwrap();
        let (n, t, _) = read_columns(&chars, &conversions, &options, None);
        (n, t)
    }

    fn plain() -> Options {
        Options {
            delimiters: Vec::new(),
            header_lines: 0,
            empty_value: f64::NAN,
            merge_delimiters: false,
        }
    }

    #[test]
    fn whitespace_and_delimited_fields() {
        let (n, t) = run("a 1\nb 2\n", "%s %f", plain());
        assert_eq!(t[0], vec!["a", "b"]);
        assert_eq!(n[1], vec![1.0, 2.0]);
        let options = Options {
            delimiters: vec![','],
            header_lines: 1,
            ..plain()
        };
        let (n, t) = run("name,x\nNew York, 3\n\"Oslo, N\",\n", "%q %f", options);
        assert_eq!(t[0], vec!["New York", "Oslo, N"]);
        assert_eq!(n[1].len(), 2);
        assert_eq!(n[1][0], 3.0);
        assert!(n[1][1].is_nan());
        assert!(parse_format("%k").is_err());
        assert_eq!(parse_format("%*s %d8").unwrap().len(), 2);
    }
}

//! `textscan`: reads delimited or whitespace-separated text into a 1-by-K
//! cell, one column per conversion of the format (parsed, with the
//! options, in `textscan_format.rs`), repeating the format until the text
//! ends, a field does not match (an error unless 'ReturnOnError'), or the
//! repeat count is reached. Numbers are read by `scan::number_at`; this
//! file must not open files itself.

use super::handles::file_id;
use super::scan::{consume, number_at, position, remaining_text};
use super::textscan_format::{options, parse_format, Column, Conversion, Options};
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops;
use crate::value::{Class, Shape, Tensor, Value};
use std::sync::Arc;

/// What one conversion collected.
#[derive(Clone, Debug, PartialEq)]
enum Collected {
    Numbers(Vec<f64>),
    Texts(Vec<String>),
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

    fn starts_with(&self, mark: &str) -> bool {
        !mark.is_empty()
            && (self.pos..)
                .zip(mark.chars())
                .all(|(i, c)| self.text.get(i) == Some(&c))
    }

    fn is_eol(&self, c: char) -> bool {
        self.options.end_of_line.contains(&c)
    }

    /// The length of the delimiter at the position, if one starts there
    /// (the longest, when several do).
    fn delimiter_here(&self) -> Option<usize> {
        self.options
            .delimiters
            .iter()
            .filter(|d| self.starts_with(d))
            .map(|d| d.chars().count())
            .max()
    }

    fn is_whitespace(&self, c: char) -> bool {
        self.options.whitespace.contains(&c) && self.delimiter_here().is_none()
    }

    /// Skips a comment starting here; whether there was one.
    fn skip_comment(&mut self) -> bool {
        let Some((start, end)) = &self.options.comment else {
            return false;
        };
        if !self.starts_with(start) {
            return false;
        }
        self.pos += start.chars().count();
        match end {
            Some(end) => {
                while self.at().is_some() && !self.starts_with(end) {
                    self.pos += 1;
                }
                self.pos = (self.pos + end.chars().count()).min(self.text.len());
            }
            None => {
                while self.at().is_some_and(|c| !self.is_eol(c)) {
                    self.pos += 1;
                }
            }
        }
        true
    }

    /// Skips past the end of the current line ('EndOfLine'; `\r\n` is
    /// one line end when both are line ends).
    fn skip_line(&mut self) {
        while let Some(c) = self.at() {
            self.pos += 1;
            if self.is_eol(c) {
                if c == '\r' && self.at() == Some('\n') && self.is_eol('\n') {
                    self.pos += 1;
                }
                break;
            }
        }
    }

    /// `literal` less a delimiter it starts with that was just read.
    fn after_ended_delimiter<'l>(&self, literal: &'l str) -> &'l str {
        for d in &self.options.delimiters {
            let len = d.chars().count();
            let read = self.pos >= len
                && self.text[self.pos - len..self.pos]
                    .iter()
                    .copied()
                    .eq(d.chars());
            if read && literal.starts_with(d.as_str()) {
                return &literal[d.len()..];
            }
        }
        literal
    }

    /// Skips the 'HeaderLines'.
    fn skip_header(&mut self) {
        for _ in 0..self.options.header_lines {
            self.skip_line();
        }
    }

    /// With 'MultipleDelimsAsOne', delimiters before a field (as at the
    /// start of a line) are skipped too.
    fn skip_leading_delimiters(&mut self) {
        if !self.options.merge_delimiters {
            return;
        }
        loop {
            self.skip_blanks(false);
            match self.delimiter_here() {
                Some(len) => self.pos += len,
                None => break,
            }
        }
    }

    /// Skips whitespace and comments; line ends too when `lines` is set.
    fn skip_blanks(&mut self, lines: bool) {
        while let Some(c) = self.at() {
            if self.is_whitespace(c) || (lines && self.is_eol(c)) {
                self.pos += 1;
            } else if !self.skip_comment() {
                break;
            }
        }
    }

    fn at_field_end(&self) -> bool {
        match self.at() {
            None => true,
            Some(c) => self.is_eol(c) || self.delimiter_here().is_some(),
        }
    }

    /// After a field: whitespace, then one delimiter (or a run of them).
    fn end_field(&mut self) {
        self.skip_blanks(false);
        if let Some(len) = self.delimiter_here() {
            self.pos += len;
            if self.options.merge_delimiters {
                loop {
                    self.skip_blanks(false);
                    match self.delimiter_here() {
                        Some(len) => self.pos += len,
                        None => break,
                    }
                }
            }
        }
    }

    /// Whether a field stops before `c`: a line end, a delimiter, or
    /// (without delimiters) whitespace.
    fn stops_field(&self, c: char) -> bool {
        self.is_eol(c)
            || self.delimiter_here().is_some()
            || (self.options.delimiters.is_empty() && self.options.whitespace.contains(&c))
    }

    fn read_text(&mut self, quoted: bool, width: usize) -> String {
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
            if self.pos - start >= width || self.stops_field(c) {
                break;
            }
            self.pos += 1;
        }
        let text: String = self.text[start..self.pos].iter().collect();
        text.trim_end().to_string()
    }

    fn read_set(&mut self, members: &[char], negated: bool, width: usize) -> String {
        let start = self.pos;
        while let Some(c) = self.at() {
            if self.pos - start >= width || members.contains(&c) == negated {
                break;
            }
            self.pos += 1;
        }
        self.text[start..self.pos].iter().collect()
    }

    /// A 'TreatAsEmpty' text standing as the whole field here.
    fn empty_marker(&self) -> Option<usize> {
        self.options.treat_as_empty.iter().find_map(|mark| {
            let len = mark.chars().count();
            let after = Reader {
                text: self.text,
                pos: self.pos + len,
                options: self.options,
            };
            (self.starts_with(mark) && after.at_field_end()).then_some(len)
        })
    }

    /// A number, an empty field's value, or `None` when the field does
    /// not hold a number.
    fn read_number(&mut self, class: Class, conversion: &Conversion) -> Option<f64> {
        if let Some(len) = self.empty_marker() {
            self.pos += len;
            return Some(self.options.empty_value);
        }
        let kind = if class.is_float() { 'f' } else { 'd' };
        let rest = &self.text[self.pos..];
        let mut width = conversion.width.unwrap_or(usize::MAX);
        if let (Some(p), Some(dot)) = (conversion.precision, rest.iter().position(|&c| c == '.')) {
            width = width.min(dot + 1 + p);
        }
        match number_at(rest, kind, width) {
            Some((value, used)) => {
                self.pos += used;
                Some(value)
            }
            None if self.at_field_end() => Some(self.options.empty_value),
            None => None,
        }
    }
}

fn mismatch() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:textscan:handleErrorAndShowInfo",
        "Mismatch between file and format character vector.",
    )
}

/// Reads the columns; returns them and the characters consumed.
fn read_columns(
    text: &[char],
    conversions: &[Conversion],
    options: &Options,
    repeats: Option<usize>,
) -> Result<(Vec<Collected>, usize)> {
    let mut columns: Vec<Collected> = conversions
        .iter()
        .map(|c| match c.column {
            Column::Number(_) => Collected::Numbers(Vec::new()),
            _ => Collected::Texts(Vec::new()),
        })
        .collect();
    let mut reader = Reader {
        text,
        pos: 0,
        options,
    };
    reader.skip_header();
    let delimited = !options.delimiters.is_empty();
    let mut rounds = 0;
    'rounds: while repeats.is_none_or(|n| rounds < n) {
        reader.skip_blanks(true);
        if reader.at().is_none() {
            break;
        }
        let round_start = reader.pos;
        for (i, conversion) in conversions.iter().enumerate() {
            if !matches!(conversion.column, Column::Chars) {
                reader.skip_blanks(!delimited || i == 0);
                if !matches!(conversion.column, Column::Literal(_)) {
                    reader.skip_leading_delimiters();
                }
            }
            if i > 0 && reader.at().is_none() {
                // The text ends inside a record: its missing fields are
                // empty (Octave 7.3; MATLAB's page is silent).
                pad_record(&conversions[i..], &mut columns[i..], options);
                break 'rounds;
            }
            let width = conversion.width.unwrap_or(usize::MAX);
            match (&conversion.column, &mut columns[i]) {
                (Column::Literal(literal), _) => {
                    // A literal that starts with the delimiter the last
                    // field ended at matches the rest of itself.
                    let literal = reader.after_ended_delimiter(literal);
                    if !literal.is_empty() && !reader.starts_with(literal) {
                        if options.return_on_error {
                            break 'rounds;
                        }
                        return Err(mismatch());
                    }
                    reader.pos += literal.chars().count();
                    continue;
                }
                (Column::Number(class), Collected::Numbers(numbers)) => {
                    match reader.read_number(*class, conversion) {
                        Some(value) => numbers.push(value),
                        None if options.return_on_error => break 'rounds,
                        None => return Err(mismatch()),
                    }
                }
                (Column::Text { quoted }, Collected::Texts(texts)) => {
                    texts.push(reader.read_text(*quoted, width));
                }
                (Column::Set { members, negated }, Collected::Texts(texts)) => {
                    texts.push(reader.read_set(members, *negated, width));
                }
                (Column::Chars, Collected::Texts(texts)) => {
                    let count = conversion.width.unwrap_or(1);
                    let end = (reader.pos + count).min(text.len());
                    texts.push(text[reader.pos..end].iter().collect());
                    reader.pos = end;
                }
                _ => unreachable_column()?,
            }
            if !matches!(conversion.column, Column::Chars | Column::Set { .. })
                || conversion.width.is_none()
            {
                reader.end_field();
            }
        }
        rounds += 1;
        if reader.pos == round_start {
            break;
        }
    }
    Ok((columns, reader.pos))
}

/// Fills the output columns of a record cut short by the end of the text
/// with empty fields: 'EmptyValue' for numbers, `''` for text.
fn pad_record(conversions: &[Conversion], columns: &mut [Collected], options: &Options) {
    for (conversion, column) in conversions.iter().zip(columns) {
        if !conversion.is_output() {
            continue;
        }
        match column {
            Collected::Numbers(numbers) => numbers.push(options.empty_value),
            Collected::Texts(texts) => texts.push(String::new()),
        }
    }
}

/// The format for an empty `formatSpec`: one `%f` per field of the first
/// data line (after the header lines).
fn inferred_format(text: &[char], options: &Options) -> String {
    let mut reader = Reader {
        text,
        pos: 0,
        options,
    };
    reader.skip_header();
    reader.skip_blanks(true);
    let start = reader.pos;
    reader.skip_line();
    let mut line = Reader {
        text: &text[..reader.pos],
        pos: start,
        options,
    };
    let mut fields = 0;
    loop {
        line.skip_blanks(false);
        line.skip_leading_delimiters();
        match line.at() {
            None => break,
            Some(c) if line.is_eol(c) => break,
            Some(_) => {}
        }
        fields += 1;
        while line.at().is_some_and(|c| !line.stops_field(c)) {
            line.pos += 1;
        }
        let before = line.pos;
        line.end_field();
        // A delimiter ending the line leaves one more (empty) field.
        if line.pos > before && line.at().is_none_or(|c| line.is_eol(c)) {
            fields += 1;
        }
    }
    "%f".repeat(fields.max(1))
}

/// A conversion paired with the wrong kind of collection: a bug, reported
/// as an error rather than a panic.
fn unreachable_column() -> Result<()> {
    Err(RuntimeError::new(
        "MATLAB:textscan:internal",
        "textscan collected a column of the wrong kind.",
    ))
}

/// One output column as MATLAB returns it.
fn column_value(conversion: &Conversion, collected: Collected) -> Result<Value> {
    Ok(match (&conversion.column, collected) {
        (Column::Number(class), Collected::Numbers(numbers)) => {
            ops::convert(&Value::Double(Tensor::column(numbers)), *class)?
        }
        (Column::Chars, Collected::Texts(texts)) => {
            let rows = texts.len();
            let width = conversion.width.unwrap_or(1);
            // The width comes from the format (`%1000000000c`), not the text.
            crate::builtins::args::check_allocation_dims(&[rows, width], 2)?;
            let mut units = vec![u16::from(b' '); rows * width];
            for (r, text) in texts.iter().enumerate() {
                for (c, unit) in text.encode_utf16().take(width).enumerate() {
                    units[r + c * rows] = unit;
                }
            }
            Value::Char(Tensor::new(Shape::matrix(rows, width), units))
        }
        (_, Collected::Texts(texts)) => {
            // An empty field is `''`, which is 0-by-0, as in MATLAB's
            // `{0x0 char}` cells.
            let rows: Vec<Value> = texts
                .iter()
                .map(|t| {
                    if t.is_empty() {
                        Value::Char(Tensor::new(Shape::matrix(0, 0), Vec::new()))
                    } else {
                        Value::char_row(t)
                    }
                })
                .collect();
            Value::Cell(Arc::new(Tensor::new(Shape::column(rows.len()), rows)))
        }
        (_, Collected::Numbers(_)) => {
            unreachable_column()?;
            Value::empty()
        }
    })
}

/// 'CollectOutput': neighbouring columns of one class become one array
/// (numbers side by side, cells side by side) when their heights agree.
fn collect(values: Vec<Value>) -> Result<Vec<Value>> {
    let mut out: Vec<Value> = Vec::new();
    for value in values {
        if let Some(last) = out.last_mut() {
            let same_kind = last.class() == value.class() && !matches!(value, Value::Char(_));
            if same_kind && last.shape().rows() == value.shape().rows() {
                *last = ops::horzcat(&[last.clone(), value])?;
                continue;
            }
        }
        out.push(value);
    }
    Ok(out)
}

/// `C = textscan(fid, format)`, `textscan(fid, format, N)`,
/// `textscan(chr, format, ...)`, with name-value options; `[C, position]`.
pub fn textscan(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let [source, format, rest @ ..] = values else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let format = args::text(format, "textscan")?;
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
    let format = if format.trim().is_empty() {
        inferred_format(&text, &options)
    } else {
        format
    };
    let conversions = parse_format(&format)?;
    let (columns, used) = read_columns(&text, &conversions, &options, repeats)?;
    if from_file {
        consume(interp, source, start, &text, used, "textscan")?;
    }
    let mut cells = Vec::new();
    for (conversion, collected) in conversions.iter().zip(columns) {
        if conversion.is_output() {
            cells.push(column_value(conversion, collected)?);
        }
    }
    if options.collect_output {
        cells = collect(cells)?;
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

    fn run(text: &str, format: &str, options: Options) -> Vec<Collected> {
        let chars: Vec<char> = text.chars().collect();
        let conversions = parse_format(format).unwrap();
        read_columns(&chars, &conversions, &options, None)
            .unwrap()
            .0
    }

    fn numbers(c: &Collected) -> Vec<f64> {
        match c {
            Collected::Numbers(n) => n.clone(),
            Collected::Texts(_) => Vec::new(),
        }
    }

    fn texts(c: &Collected) -> Vec<String> {
        match c {
            Collected::Texts(t) => t.clone(),
            Collected::Numbers(_) => Vec::new(),
        }
    }

    #[test]
    fn whitespace_and_delimited_fields() {
        let c = run("a 1\nb 2\n", "%s %f", Options::default());
        assert_eq!(texts(&c[0]), vec!["a", "b"]);
        assert_eq!(numbers(&c[1]), vec![1.0, 2.0]);
        let options = Options {
            delimiters: vec![",".into()],
            header_lines: 1,
            ..Options::default()
        };
        let c = run("name,x\nNew York, 3\n\"Oslo, N\",\n", "%q %f", options);
        assert_eq!(texts(&c[0]), vec!["New York", "Oslo, N"]);
        let n = numbers(&c[1]);
        assert_eq!(n[0], 3.0);
        assert!(n[1].is_nan());
    }

    #[test]
    fn a_mismatch_stops_or_fails() {
        let c = run("1 2\n3 x\n", "%f %f", Options::default());
        assert_eq!(numbers(&c[0]), vec![1.0, 3.0]);
        assert_eq!(numbers(&c[1]), vec![2.0]);
        let strict = Options {
            return_on_error: false,
            ..Options::default()
        };
        let chars: Vec<char> = "1 x".chars().collect();
        let conversions = parse_format("%f %f").unwrap();
        assert!(read_columns(&chars, &conversions, &strict, None).is_err());
    }
}

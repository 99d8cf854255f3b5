//! `textscan`'s format and options: the conversions of a format text
//! (`%f %n %d %u` with bit sizes, `%s`, `%q`, `%c`, `%[...]`/`%[^...]`,
//! field widths and precisions, `%*` skips, literal text) and the
//! name-value options MATLAB documents. This file only parses; reading is
//! in `textscan.rs`.

use crate::builtins::args;
use crate::error::{Result, RuntimeError};
use crate::value::{Class, Value};

/// What one conversion collects.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Column {
    Number(Class),
    /// `%s` (to a delimiter or whitespace) or `%q` (quotes removed).
    Text {
        quoted: bool,
    },
    /// `%c`: characters, whitespace and delimiters included.
    Chars,
    /// `%[...]` (or `%[^...]` with `negated`): the longest run of
    /// characters in (or not in) the set.
    Set {
        members: Vec<char>,
        negated: bool,
    },
    /// Literal text in the format, skipped in the data when it matches.
    Literal(String),
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Conversion {
    pub column: Column,
    pub skip: bool,
    pub width: Option<usize>,
    pub precision: Option<usize>,
}

impl Conversion {
    /// Whether this piece yields an output column.
    pub fn is_output(&self) -> bool {
        !self.skip && !matches!(self.column, Column::Literal(_))
    }
}

fn bad_format(format: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:textscan:BadFormatString",
        format!("Badly formed format string '{format}'."),
    )
}

/// `"abc"`, the members of a `%[...]` set, with ranges `a-z` expanded.
fn set_members(text: &str) -> Vec<char> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if i + 2 < chars.len() && chars[i + 1] == '-' && chars[i] <= chars[i + 2] {
            out.extend(chars[i]..=chars[i + 2]);
            i += 3;
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

/// The conversions of a format; whitespace between them only separates.
pub(crate) fn parse_format(format: &str) -> Result<Vec<Conversion>> {
    let chars: Vec<char> = format.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut literal = String::new();
    let flush = |literal: &mut String, out: &mut Vec<Conversion>| {
        if !literal.is_empty() {
            out.push(Conversion {
                column: Column::Literal(std::mem::take(literal)),
                skip: true,
                width: None,
                precision: None,
            });
        }
    };
    while i < chars.len() {
        let c = chars[i];
        if c != '%' {
            // `\n`, `\t` written in the format and real whitespace separate
            // conversions; other text must match the data.
            if c.is_whitespace() {
                flush(&mut literal, &mut out);
                i += 1;
            } else if c == '\\' && matches!(chars.get(i + 1), Some('n' | 't' | 'r')) {
                flush(&mut literal, &mut out);
                i += 2;
            } else {
                literal.push(c);
                i += 1;
            }
            continue;
        }
        // `%%` is a literal percent sign, as in sscanf's formats.
        if chars.get(i + 1) == Some(&'%') {
            literal.push('%');
            i += 2;
            continue;
        }
        flush(&mut literal, &mut out);
        i += 1;
        let skip = chars.get(i) == Some(&'*');
        if skip {
            i += 1;
        }
        let digits = |i: &mut usize| {
            let start = *i;
            while chars.get(*i).is_some_and(char::is_ascii_digit) {
                *i += 1;
            }
            chars[start..*i]
                .iter()
                .collect::<String>()
                .parse::<usize>()
                .ok()
        };
        let width = digits(&mut i);
        let precision = if chars.get(i) == Some(&'.') {
            i += 1;
            digits(&mut i)
        } else {
            None
        };
        let kind = *chars.get(i).ok_or_else(|| bad_format(format))?;
        i += 1;
        let column = match kind {
            '[' => {
                let negated = chars.get(i) == Some(&'^');
                if negated {
                    i += 1;
                }
                // A `]` right after `[` or `[^` is a member.
                let start = i;
                if chars.get(i) == Some(&']') {
                    i += 1;
                }
                while chars.get(i).is_some_and(|&c| c != ']') {
                    i += 1;
                }
                if i >= chars.len() {
                    return Err(bad_format(format));
                }
                // `\t`, `\n` in the set stand for the control characters.
                let members = set_members(&unescape(&chars[start..i].iter().collect::<String>()));
                i += 1;
                Column::Set { members, negated }
            }
            'c' => Column::Chars,
            's' => Column::Text { quoted: false },
            'q' => Column::Text { quoted: true },
            'f' | 'n' | 'd' | 'u' => {
                let bits = digits(&mut i);
                Column::Number(match (kind, bits) {
                    ('f', None | Some(64)) | ('n', None) => Class::Double,
                    ('f', Some(32)) => Class::Single,
                    ('d', None | Some(32)) => Class::Int32,
                    ('d', Some(8)) => Class::Int8,
                    ('d', Some(16)) => Class::Int16,
                    ('d', Some(64)) => Class::Int64,
                    ('u', None | Some(32)) => Class::UInt32,
                    ('u', Some(8)) => Class::UInt8,
                    ('u', Some(16)) => Class::UInt16,
                    ('u', Some(64)) => Class::UInt64,
                    _ => return Err(bad_format(format)),
                })
            }
            _ => return Err(bad_format(format)),
        };
        out.push(Conversion {
            column,
            skip,
            width: width.filter(|&w| w > 0),
            precision,
        });
    }
    flush(&mut literal, &mut out);
    if !out.iter().any(|c| !matches!(c.column, Column::Literal(_))) {
        return Err(bad_format(format));
    }
    Ok(out)
}

/// The name-value options.
#[derive(Clone, Debug)]
pub(crate) struct Options {
    pub delimiters: Vec<String>,
    pub whitespace: Vec<char>,
    pub end_of_line: Vec<char>,
    pub header_lines: usize,
    pub empty_value: f64,
    pub merge_delimiters: bool,
    pub collect_output: bool,
    pub return_on_error: bool,
    pub treat_as_empty: Vec<String>,
    /// A comment's start and, for a block comment, its end (else the
    /// comment runs to the end of the line).
    pub comment: Option<(String, Option<String>)>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            delimiters: Vec::new(),
            whitespace: vec![' ', '\u{8}', '\t'],
            end_of_line: vec!['\n', '\r'],
            header_lines: 0,
            empty_value: f64::NAN,
            merge_delimiters: false,
            collect_output: false,
            return_on_error: true,
            treat_as_empty: Vec::new(),
            comment: None,
        }
    }
}

/// `\t`, `\n`, `\r`, `\b` and `\\` written in an option's text.
fn unescape(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some('b') => out.push('\u{8}'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

/// A text or a cell of texts, each unescaped.
fn texts(value: &Value) -> Result<Vec<String>> {
    let items = match value {
        Value::Cell(cells) => cells
            .data()
            .iter()
            .map(|v| args::text(v, "textscan"))
            .collect::<Result<Vec<_>>>()?,
        Value::String(_) => super::super::tables::text_list(value).unwrap_or_default(),
        other => vec![args::text(other, "textscan")?],
    };
    Ok(items.iter().map(|t| unescape(t)).collect())
}

pub(crate) fn options(values: &[Value]) -> Result<Options> {
    let mut options = Options::default();
    let flag = |v: &Value| -> Result<bool> { Ok(args::scalar(v, "textscan")? != 0.0) };
    for pair in values.chunks(2) {
        let [key, value] = pair else {
            return Err(RuntimeError::new(
                "MATLAB:textscan:ParamValuePairs",
                "Name-value arguments must come in pairs.",
            ));
        };
        match args::text(key, "textscan")?.to_ascii_lowercase().as_str() {
            // A char vector of several characters is that many one-character
            // delimiters; a cell holds delimiters of any length.
            "delimiter" => {
                options.delimiters = match value {
                    Value::Cell(_) => texts(value)?,
                    _ => texts(value)?
                        .iter()
                        .flat_map(|t| t.chars().map(String::from).collect::<Vec<_>>())
                        .collect(),
                };
                options.delimiters.retain(|d| !d.is_empty());
            }
            "whitespace" => options.whitespace = texts(value)?.concat().chars().collect(),
            "endofline" => options.end_of_line = texts(value)?.concat().chars().collect(),
            "headerlines" => options.header_lines = args::count(value, "textscan")?,
            "emptyvalue" => options.empty_value = args::scalar(value, "textscan")?,
            "multipledelimsasone" => options.merge_delimiters = flag(value)?,
            "collectoutput" => options.collect_output = flag(value)?,
            "returnonerror" => options.return_on_error = flag(value)?,
            "treatasempty" => options.treat_as_empty = texts(value)?,
            "commentstyle" => {
                let marks = texts(value)?;
                options.comment = match marks.as_slice() {
                    [start] => Some((start.clone(), None)),
                    [start, end] => Some((start.clone(), Some(end.clone()))),
                    _ => {
                        return Err(RuntimeError::new(
                            "MATLAB:textscan:BadCommentStyle",
                            "CommentStyle must be one text or a cell of two texts.",
                        ))
                    }
                };
            }
            "bufsize" | "expchars" => {}
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn option_texts_unescape() {
        let o = options(&[Value::char_row("Delimiter"), Value::char_row(",;")]).unwrap();
        assert_eq!(o.delimiters, vec![",", ";"]);
        let o = options(&[Value::char_row("Whitespace"), Value::char_row("\\t")]).unwrap();
        assert_eq!(o.whitespace, vec!['\t']);
    }
}

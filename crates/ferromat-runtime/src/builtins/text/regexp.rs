//! `regexp` and `regexpi`: the argument grammar (output selectors and
//! option flags), the pairing of texts with patterns (cell and string
//! arrays), and the shaping of each output as MATLAB returns it. Pattern
//! translation and matching live in `pattern.rs`; this file must not touch
//! pattern syntax.

use std::rc::Rc;
use std::sync::Arc;

use indexmap::IndexMap;

use super::pattern::{Found, MatchOptions, Pattern};
use super::subject::{Buffers, Subject};
use crate::builtins::text::strings::{TextArray, TextKind};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, StructArray, Tensor, Value};

/// One output `regexp` can return, named as its selector keyword.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Selector {
    Start,
    End,
    TokenExtents,
    Match,
    Tokens,
    Names,
    Split,
}

/// MATLAB's output order when no selector is given.
const DEFAULT_ORDER: [Selector; 7] = [
    Selector::Start,
    Selector::End,
    Selector::TokenExtents,
    Selector::Match,
    Selector::Tokens,
    Selector::Names,
    Selector::Split,
];

/// The options shared by `regexp` and `regexprep`, parsed from keywords.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct SearchFlags {
    pub(super) options: MatchOptions,
    pub(super) once: bool,
    pub(super) empty_match: bool,
}

impl SearchFlags {
    /// Applies a matching-option keyword (already lowercased); false when
    /// `word` is not one.
    pub(super) fn apply(&mut self, word: &str) -> bool {
        let o = &mut self.options;
        match word {
            "once" => self.once = true,
            "ignorecase" => o.ignore_case = true,
            "matchcase" => o.ignore_case = false,
            "lineanchors" => o.line_anchors = true,
            "stringanchors" => o.line_anchors = false,
            "dotexceptnewline" => o.dot_except_newline = true,
            "dotall" => o.dot_except_newline = false,
            "freespacing" => o.free_spacing = true,
            "literalspacing" => o.free_spacing = false,
            "emptymatch" => self.empty_match = true,
            "noemptymatch" => self.empty_match = false,
            _ => return false,
        }
        true
    }
}

/// A parsed `regexp` call after the text and pattern arguments.
struct Request {
    selectors: Vec<Selector>,
    flags: SearchFlags,
    force_cell: bool,
}

fn parse_request(options: &[Value], ignore_case: bool, function: &str) -> Result<Request> {
    let mut request = Request {
        selectors: Vec::new(),
        flags: SearchFlags::default(),
        force_cell: false,
    };
    request.flags.options.ignore_case = ignore_case;
    for option in options {
        let word = option.as_text().ok_or_else(|| {
            RuntimeError::new(
                format!("MATLAB:{function}:InvalidOption"),
                "All optional arguments must be character vectors or string scalars.",
            )
        })?;
        let lower = word.to_ascii_lowercase();
        let selector = match lower.as_str() {
            "start" => Some(Selector::Start),
            "end" => Some(Selector::End),
            "tokenextents" => Some(Selector::TokenExtents),
            "match" => Some(Selector::Match),
            "tokens" => Some(Selector::Tokens),
            "names" => Some(Selector::Names),
            "split" => Some(Selector::Split),
            _ => None,
        };
        if let Some(selector) = selector {
            request.selectors.push(selector);
        } else if lower == "forcecelloutput" {
            request.force_cell = true;
        } else if lower == "warnings" {
            // MATLAB prints pattern warnings with this flag; there are none to print.
        } else if !request.flags.apply(&lower) {
            return Err(RuntimeError::new(
                format!("MATLAB:{function}:UnknownOption"),
                format!("Invalid option for {function}: {word}."),
            ));
        }
    }
    if request.selectors.is_empty() {
        request.selectors = DEFAULT_ORDER.to_vec();
    }
    Ok(request)
}

/// The texts (or patterns) of an argument, and whether it was one text.
pub(super) fn text_list(value: &Value, function: &str, what: &str) -> Result<TextArray> {
    match value {
        Value::Char(t) if t.shape().ndims() == 2 && t.shape().rows() > 1 => {
            Err(RuntimeError::new(
                format!("MATLAB:{function}:InvalidInput"),
                format!("The {what} must be a character vector, string array or cell array of character vectors; a character matrix has several rows."),
            ))
        }
        _ => TextArray::from_value(value).ok_or_else(|| {
            RuntimeError::new(
                format!("MATLAB:{function}:InvalidInput"),
                format!("The {what} must be a character vector, string array or cell array of character vectors."),
            )
        }),
    }
}

/// Whether a text list holds exactly one text given as such (a char row or
/// string scalar, not a cell).
pub(super) fn is_single(list: &TextArray) -> bool {
    list.kind != TextKind::Cell && list.items.len() == 1
}

/// Pairs texts with patterns: one with many, or many with as many. The
/// shape is that of the list that has several (the texts' when both do).
pub(super) fn pairing(
    texts: &TextArray,
    patterns: &TextArray,
    function: &str,
) -> Result<(Shape, Vec<(usize, usize)>)> {
    let (n, m) = (texts.items.len(), patterns.items.len());
    let pairs: Vec<(usize, usize)> = match (n, m) {
        (_, 1) => (0..n).map(|i| (i, 0)).collect(),
        (1, _) => (0..m).map(|j| (0, j)).collect(),
        _ if n == m => (0..n).map(|i| (i, i)).collect(),
        _ => {
            return Err(RuntimeError::new(
                format!("MATLAB:{function}:lengthMismatch"),
                "Cell arrays of text and patterns must have the same number of elements.",
            ))
        }
    };
    let shape = if n == 1 && m != 1 {
        patterns.shape.clone()
    } else {
        texts.shape.clone()
    };
    Ok((shape, pairs))
}

/// `regexp(str, expression, selectors and options...)`.
pub fn regexp(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    run(args, nargout, false, "regexp").map_err(|e| e.in_function("regexp"))
}

/// `regexpi(str, expression, ...)`: `regexp` ignoring case.
pub fn regexpi(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    run(args, nargout, true, "regexpi").map_err(|e| e.in_function("regexpi"))
}

fn run(args: &[Value], nargout: usize, ignore_case: bool, function: &str) -> Result<Outputs> {
    let [text_arg, pattern_arg, options @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let request = parse_request(options, ignore_case, function)?;
    let wanted = nargout.max(1);
    if wanted > request.selectors.len() {
        return Err(RuntimeError::too_many_outputs());
    }
    let selectors = &request.selectors[..wanted];
    let texts = text_list(text_arg, function, "text")?;
    let patterns = text_list(pattern_arg, function, "expression")?;
    let as_string = texts.kind == TextKind::String;
    let single = is_single(&texts) && is_single(&patterns) && !request.force_cell;
    let (shape, pairs) = pairing(&texts, &patterns, function)?;
    // Each pattern compiles once, however many texts it meets.
    let mut compiled: Vec<Option<Rc<Pattern>>> = (0..patterns.items.len()).map(|_| None).collect();
    // The outputs of every pair, flat: pair p's selector k is at
    // p * wanted + k (one vector, not one per text).
    let mut per_pair: Vec<Value> = Vec::with_capacity(pairs.len() * wanted);
    let mut buffers = Buffers::default();
    for (i, j) in pairs {
        let pattern = match &mut compiled[j] {
            Some(p) => &*p,
            slot => {
                let source = String::from_utf16_lossy(patterns.items[j].as_deref().unwrap_or(&[]));
                &**slot.insert(Pattern::compile_cached(&source, request.flags.options)?)
            }
        };
        let units = texts.items[i].as_deref().unwrap_or(&[]);
        let subject = Subject::reusing(units, std::mem::take(&mut buffers));
        let found = pattern.find_all(
            subject.text(),
            request.flags.empty_match,
            request.flags.once,
        )?;
        let result = MatchSet {
            subject: &subject,
            pattern,
            found: &found,
            once: request.flags.once,
            as_string,
        };
        per_pair.extend(selectors.iter().map(|&s| result.output(s)));
        buffers = subject.into_buffers();
    }
    let mut out = Outputs::new();
    if single {
        out.extend(per_pair);
        return Ok(out);
    }
    if wanted == 1 {
        // One output: the flat vector already is the cell's elements.
        out.push(Value::Cell(Arc::new(Tensor::new(shape, per_pair))));
        return Ok(out);
    }
    for k in 0..selectors.len() {
        let cells: Vec<Value> = per_pair
            .iter_mut()
            .skip(k)
            .step_by(wanted)
            .map(|v| std::mem::replace(v, Value::empty()))
            .collect();
        out.push(Value::Cell(Arc::new(Tensor::new(shape.clone(), cells))));
    }
    if out.is_empty() {
        return one(Value::empty());
    }
    Ok(out)
}

/// The matches of one pattern in one text, ready to be shaped into outputs.
struct MatchSet<'a> {
    subject: &'a Subject<'a>,
    pattern: &'a Pattern,
    found: &'a [Found],
    once: bool,
    as_string: bool,
}

fn empty_char() -> Value {
    Value::Char(Tensor::new(Shape::matrix(0, 0), Vec::new()))
}

impl MatchSet<'_> {
    /// Text as a char row or a string scalar, by the input's kind.
    fn text_value(&self, units: &[u16]) -> Value {
        if self.as_string {
            Value::String(Tensor::scalar(Some(Arc::from(String::from_utf16_lossy(
                units,
            )))))
        } else {
            Value::Char(Tensor::row(units.to_vec()))
        }
    }

    /// A row of texts: a cell of char rows or a string row.
    fn text_row(&self, items: Vec<Vec<u16>>) -> Value {
        if self.as_string {
            Value::String(Tensor::row(
                items
                    .iter()
                    .map(|u| Some(Arc::from(String::from_utf16_lossy(u))))
                    .collect(),
            ))
        } else {
            Value::Cell(Arc::new(Tensor::row(
                items
                    .into_iter()
                    .map(|u| Value::Char(Tensor::row(u)))
                    .collect(),
            )))
        }
    }

    /// 0-based unit ranges of each token of `m`: every capture group, or
    /// the whole match when the pattern has none. A group that took no part
    /// is `(p, p)` with the flag false, `p` where it would have started.
    fn token_ranges(&self, m: &Found) -> Vec<(usize, usize, bool)> {
        if m.groups.is_empty() {
            let (s, e) = (self.subject.unit(m.start), self.subject.unit(m.end));
            return vec![(s, e, true)];
        }
        let mut last_end = self.subject.unit(m.start);
        m.groups
            .iter()
            .map(|g| match g {
                Some((s, e)) => {
                    let (s, e) = (self.subject.unit(*s), self.subject.unit(*e));
                    last_end = e;
                    (s, e, true)
                }
                None => (last_end, last_end, false),
            })
            .collect()
    }

    fn token_texts(&self, m: &Found) -> Value {
        let ranges = self.token_ranges(m);
        if self.as_string {
            return Value::String(Tensor::row(
                ranges
                    .iter()
                    .map(|&(s, e, _)| Some(Arc::from(self.subject.slice_string(s, e))))
                    .collect(),
            ));
        }
        Value::Cell(Arc::new(Tensor::row(
            ranges
                .iter()
                .map(|&(s, e, took_part)| {
                    if took_part {
                        Value::Char(Tensor::row(self.subject.units(s, e).to_vec()))
                    } else {
                        empty_char()
                    }
                })
                .collect(),
        )))
    }

    fn token_extents(&self, m: &Found) -> Value {
        let ranges = self.token_ranges(m);
        let n = ranges.len();
        let mut data = vec![0.0; 2 * n];
        for (k, &(s, e, _)) in ranges.iter().enumerate() {
            data[k] = (s + 1) as f64;
            data[n + k] = e as f64;
        }
        Value::matrix(Shape::matrix(n, 2), data)
    }

    fn names(&self) -> Value {
        let names: Vec<&str> = self
            .pattern
            .group_names()
            .iter()
            .flatten()
            .map(String::as_str)
            .collect();
        let count = if self.once {
            self.found.len().min(1)
        } else {
            self.found.len()
        };
        let shape = match (names.is_empty(), count) {
            (true, _) => Shape::scalar(),
            (false, 0) => Shape::matrix(0, 0),
            (false, n) => Shape::row(n),
        };
        let mut fields: IndexMap<String, Vec<Value>> = IndexMap::new();
        // Names in first-appearance order; a name may label several groups
        // (one per alternative), and a match takes the one that took part.
        let mut unique: Vec<&str> = Vec::new();
        for name in names {
            if !unique.contains(&name) {
                unique.push(name);
            }
        }
        for name in unique {
            let groups: Vec<usize> = self
                .pattern
                .group_names()
                .iter()
                .enumerate()
                .filter(|(_, n)| n.as_deref() == Some(name))
                .map(|(k, _)| k)
                .collect();
            let column = self.found[..count]
                .iter()
                .map(|m| {
                    let ranges = self.token_ranges(m);
                    let taken = groups
                        .iter()
                        .filter_map(|&g| ranges.get(g))
                        .find(|r| r.2)
                        .copied();
                    match taken {
                        Some((s, e, _)) => self.text_value(self.subject.units(s, e)),
                        None if self.as_string => self.text_value(&[]),
                        None => empty_char(),
                    }
                })
                .collect();
            fields.insert(name.to_string(), column);
        }
        Value::Struct(Arc::new(StructArray { shape, fields }))
    }

    fn output(&self, selector: Selector) -> Value {
        let units = |m: &Found| (self.subject.unit(m.start), self.subject.unit(m.end));
        if self.once {
            let first = self.found.first();
            return match (selector, first) {
                (Selector::Start, Some(m)) => Value::scalar((units(m).0 + 1) as f64),
                (Selector::End, Some(m)) => Value::scalar(units(m).1 as f64),
                (Selector::Start | Selector::End | Selector::TokenExtents, None) => Value::empty(),
                (Selector::TokenExtents, Some(m)) => self.token_extents(m),
                (Selector::Match, Some(m)) => {
                    let (s, e) = units(m);
                    self.text_value(self.subject.units(s, e))
                }
                (Selector::Match, None) if self.as_string => Value::String(Tensor::scalar(None)),
                (Selector::Match, None) => empty_char(),
                (Selector::Tokens, Some(m)) => self.token_texts(m),
                (Selector::Tokens, None) => {
                    Value::Cell(Arc::new(Tensor::new(Shape::matrix(0, 0), Vec::new())))
                }
                (Selector::Names, _) => self.names(),
                (Selector::Split, _) => self.split(),
            };
        }
        match selector {
            Selector::Start => {
                Value::row(self.found.iter().map(|m| (units(m).0 + 1) as f64).collect())
            }
            Selector::End => Value::row(self.found.iter().map(|m| units(m).1 as f64).collect()),
            Selector::TokenExtents => Value::Cell(Arc::new(Tensor::row(
                self.found.iter().map(|m| self.token_extents(m)).collect(),
            ))),
            Selector::Match => self.text_row(
                self.found
                    .iter()
                    .map(|m| {
                        let (s, e) = units(m);
                        self.subject.units(s, e).to_vec()
                    })
                    .collect(),
            ),
            Selector::Tokens => Value::Cell(Arc::new(Tensor::row(
                self.found.iter().map(|m| self.token_texts(m)).collect(),
            ))),
            Selector::Names => self.names(),
            Selector::Split => self.split(),
        }
    }

    /// The text between matches: one more piece than there are matches.
    fn split(&self) -> Value {
        let mut pieces = Vec::with_capacity(self.found.len() + 1);
        let mut from = 0;
        for m in self.found {
            let (s, e) = (self.subject.unit(m.start), self.subject.unit(m.end));
            pieces.push(self.subject.units(from, s).to_vec());
            from = e;
        }
        pieces.push(self.subject.units(from, self.subject.unit_count()).to_vec());
        self.text_row(pieces)
    }
}

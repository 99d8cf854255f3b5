//! `regexprep` (replacement templates with `$0`, `$N`, `$<name>`,
//! `${upper($N)}`/`${lower($N)}`, escape sequences, `'preservecase'`, and
//! the `'once'`/N choice of which match to replace) and `regexptranslate`.
//! Matching is `pattern.rs`'s; option keywords are parsed by `regexp.rs`'s
//! `SearchFlags`. Any other dynamic expression `${code}` is MATLAB code run
//! per match (through the interpreter, in a workspace of its own) with each
//! `$N` in it standing for that token's text as a character vector; it must
//! give text.

use super::pattern::{Found, Pattern};
use super::regexp::{text_list, SearchFlags};
use super::subject::Subject;
use crate::builtins::text::strings::{change_case_unit, TextArray, TextKind};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// Which text a replacement piece copies.
#[derive(Clone, Debug, PartialEq)]
enum Source {
    /// Capture group N; 0 is the whole match.
    Group(usize),
    Named(String),
}

#[derive(Clone, Debug, PartialEq)]
enum Piece {
    Literal(Vec<u16>),
    Copy(Source),
    /// `${upper($N)}` or `${lower($N)}`.
    Case(Source, bool),
    /// Any other `${code}`: code pieces and the sources between them.
    Expression(Vec<CodePart>),
}

#[derive(Clone, Debug, PartialEq)]
enum CodePart {
    Code(String),
    Token(Source),
}

/// `code` split at its `$N` / `$<name>` references.
fn parse_expression(code: &str) -> Vec<CodePart> {
    let chars: Vec<char> = code.chars().collect();
    let mut parts = Vec::new();
    let mut text = String::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '$' {
            if let Some((source, next)) = parse_source(&chars, i + 1) {
                parts.push(CodePart::Code(std::mem::take(&mut text)));
                parts.push(CodePart::Token(source));
                i = next;
                continue;
            }
        }
        text.push(chars[i]);
        i += 1;
    }
    parts.push(CodePart::Code(text));
    parts
}

fn bad_replacement(detail: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:regexprep:InvalidReplacement",
        format!("Invalid replacement text: {detail}."),
    )
}

/// A `$` reference at `chars[i..]` (after the `$`): digits or `<name>`.
fn parse_source(chars: &[char], i: usize) -> Option<(Source, usize)> {
    let digits = chars[i..].iter().take_while(|c| c.is_ascii_digit()).count();
    if digits > 0 {
        let n: String = chars[i..i + digits].iter().collect();
        return Some((Source::Group(n.parse().ok()?), i + digits));
    }
    if chars.get(i) == Some(&'<') {
        let close = chars[i..].iter().position(|&c| c == '>')? + i;
        return Some((
            Source::Named(chars[i + 1..close].iter().collect()),
            close + 1,
        ));
    }
    None
}

fn push_literal(pieces: &mut Vec<Piece>, ch: char) {
    let mut buf = [0u16; 2];
    let encoded = ch.encode_utf16(&mut buf);
    match pieces.last_mut() {
        Some(Piece::Literal(units)) => units.extend_from_slice(encoded),
        _ => pieces.push(Piece::Literal(encoded.to_vec())),
    }
}

/// Parses a replacement template.
fn parse_template(template: &str) -> Result<Vec<Piece>> {
    let chars: Vec<char> = template.chars().collect();
    let mut pieces = Vec::new();
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        match c {
            '\\' => {
                let escaped = chars.get(i + 1).copied().unwrap_or('\\');
                let ch = match escaped {
                    'a' => '\u{7}',
                    'b' => '\u{8}',
                    'f' => '\u{c}',
                    'n' => '\n',
                    'r' => '\r',
                    't' => '\t',
                    'v' => '\u{b}',
                    other => other,
                };
                push_literal(&mut pieces, ch);
                i += 2;
            }
            '$' if chars.get(i + 1) == Some(&'{') => {
                let close = chars[i..]
                    .iter()
                    .position(|&c| c == '}')
                    .map(|p| p + i)
                    .ok_or_else(|| bad_replacement("unterminated ${...}"))?;
                let inner: String = chars[i + 2..close].iter().collect();
                let inner = inner.trim();
                let call = inner
                    .strip_prefix("upper(")
                    .map(|rest| (rest, true))
                    .or_else(|| inner.strip_prefix("lower(").map(|rest| (rest, false)));
                let parsed = call.and_then(|(rest, upper)| {
                    let arg: Vec<char> = rest.strip_suffix(')')?.trim().chars().collect();
                    let (source, end) =
                        parse_source(&arg, 1).filter(|_| arg.first() == Some(&'$'))?;
                    (end == arg.len()).then_some(Piece::Case(source, upper))
                });
                pieces.push(parsed.unwrap_or_else(|| Piece::Expression(parse_expression(inner))));
                i = close + 1;
            }
            '$' => match parse_source(&chars, i + 1) {
                Some((source, next)) => {
                    pieces.push(Piece::Copy(source));
                    i = next;
                }
                None => {
                    push_literal(&mut pieces, '$');
                    i += 1;
                }
            },
            _ => {
                push_literal(&mut pieces, c);
                i += 1;
            }
        }
    }
    Ok(pieces)
}

/// Gives `replacement` the letter case of `matched`, character by
/// character; past the end of the match, the case of its last letter.
fn preserve_case(matched: &[u16], replacement: &mut [u16]) {
    let case_of = |u: u16| {
        let upper = change_case_unit(u, true);
        let lower = change_case_unit(u, false);
        (upper != lower).then_some(u == upper)
    };
    let mut last = None;
    for (k, unit) in replacement.iter_mut().enumerate() {
        if let Some(&m) = matched.get(k) {
            last = case_of(m).or(last);
        }
        if let Some(upper) = last {
            *unit = change_case_unit(*unit, upper);
        }
    }
}

struct Replacer<'a> {
    interp: &'a mut Interpreter,
    pattern: &'a Pattern,
    pieces: &'a [Piece],
    preserve: bool,
}

impl Replacer<'_> {
    fn source_units<'s>(&self, subject: &Subject<'s>, m: &Found, source: &Source) -> &'s [u16] {
        let range = match source {
            Source::Group(0) => Some((m.start, m.end)),
            Source::Group(n) => m.groups.get(n - 1).copied().flatten(),
            // A name may label one group per alternative: take the one that matched.
            Source::Named(name) => self
                .pattern
                .group_names()
                .iter()
                .zip(&m.groups)
                .filter(|(g, _)| g.as_deref() == Some(name.as_str()))
                .find_map(|(_, range)| *range),
        };
        range.map_or(&[], |(s, e)| {
            subject.units(subject.unit(s), subject.unit(e))
        })
    }

    /// Runs a dynamic expression for match `m`: each token becomes a quoted
    /// character vector in the code.
    fn evaluate(&mut self, subject: &Subject, m: &Found, parts: &[CodePart]) -> Result<Vec<u16>> {
        let mut code = String::new();
        for part in parts {
            match part {
                CodePart::Code(text) => code.push_str(text),
                CodePart::Token(source) => {
                    let token = String::from_utf16_lossy(self.source_units(subject, m, source));
                    code.push('\'');
                    code.push_str(&token.replace('\'', "''"));
                    code.push('\'');
                }
            }
        }
        let value = self.interp.evaluate_in_own_workspace(&code)?;
        match &value {
            Value::Char(t) => Ok(t.data().to_vec()),
            Value::String(t) if t.is_scalar() => {
                Ok(value.as_text().unwrap_or_default().encode_utf16().collect())
            }
            _ => Err(bad_replacement(&format!(
                "the expression ${{{code}}} must give a character vector, not a {}",
                value.class().name()
            ))),
        }
    }

    /// Appends the replacement for `m` to `out`.
    fn expand(&mut self, subject: &Subject, m: &Found, out: &mut Vec<u16>) -> Result<()> {
        let from = out.len();
        let pieces = self.pieces;
        for piece in pieces {
            match piece {
                Piece::Literal(units) => out.extend_from_slice(units),
                Piece::Copy(source) => out.extend_from_slice(self.source_units(subject, m, source)),
                Piece::Case(source, upper) => out.extend(
                    self.source_units(subject, m, source)
                        .iter()
                        .map(|&u| change_case_unit(u, *upper)),
                ),
                Piece::Expression(parts) => {
                    let units = self.evaluate(subject, m, parts)?;
                    out.extend_from_slice(&units);
                }
            }
        }
        if self.preserve {
            let matched = subject.units(subject.unit(m.start), subject.unit(m.end));
            preserve_case(matched, &mut out[from..]);
        }
        Ok(())
    }

    /// `text` with the chosen matches replaced (all, or only the `nth`);
    /// `None` when nothing is replaced, so the text is kept as it is.
    fn apply(
        &mut self,
        text: &[u16],
        flags: SearchFlags,
        nth: Option<usize>,
    ) -> Result<Option<Vec<u16>>> {
        let subject = Subject::new(text);
        let found = self
            .pattern
            .find_all(subject.text(), flags.empty_match, false)?;
        if found.len() < nth.unwrap_or(1) {
            return Ok(None);
        }
        let mut out = Vec::with_capacity(text.len());
        let mut from = 0;
        for (k, m) in found.iter().enumerate() {
            if nth.is_some_and(|n| n != k + 1) {
                continue;
            }
            let (s, e) = (subject.unit(m.start), subject.unit(m.end));
            out.extend_from_slice(subject.units(from, s));
            self.expand(&subject, m, &mut out)?;
            from = e;
        }
        out.extend_from_slice(subject.units(from, subject.unit_count()));
        Ok(Some(out))
    }
}

/// `regexprep(str, expression, replace, options...)`.
pub fn regexprep(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    run(interp, args).map_err(|e| e.in_function("regexprep"))
}

fn run(interp: &mut Interpreter, args: &[Value]) -> Result<Outputs> {
    let [text_arg, pattern_arg, replace_arg, options @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let mut flags = SearchFlags::default();
    let mut preserve = false;
    let mut nth = None;
    for option in options {
        if let Some(word) = option.as_text() {
            let lower = word.to_ascii_lowercase();
            match lower.as_str() {
                "preservecase" => preserve = true,
                "warnings" => {}
                _ if flags.apply(&lower) => {}
                _ => {
                    return Err(RuntimeError::new(
                        "MATLAB:regexprep:UnknownOption",
                        format!("Invalid option for regexprep: {word}."),
                    ))
                }
            }
        } else {
            let n = option
                .as_f64()
                .filter(|n| *n >= 1.0 && n.fract() == 0.0)
                .ok_or_else(|| {
                    RuntimeError::new(
                        "MATLAB:regexprep:InvalidOption",
                        "The match number must be a positive integer scalar.",
                    )
                })?;
            nth = Some(n as usize);
        }
    }
    if flags.once {
        nth = Some(1);
    }
    let mut texts = text_list(text_arg, "regexprep", "text")?;
    let patterns = text_list(pattern_arg, "regexprep", "expression")?;
    let replacements = text_list(replace_arg, "regexprep", "replacement")?;
    if replacements.items.len() != 1 && replacements.items.len() != patterns.items.len() {
        return Err(RuntimeError::new(
            "MATLAB:regexprep:lengthMismatch",
            "The replacement must be one text or have one text per expression.",
        ));
    }
    let mut changed = false;
    // Every pattern is applied in turn to every text.
    for (j, pattern_units) in patterns.items.iter().enumerate() {
        let source = String::from_utf16_lossy(pattern_units.as_deref().unwrap_or(&[]));
        let pattern = Pattern::compile_cached(&source, flags.options)?;
        let template = replacements
            .items
            .get(j)
            .or(replacements.items.first())
            .cloned()
            .flatten()
            .unwrap_or_default();
        let pieces = parse_template(&String::from_utf16_lossy(&template))?;
        let mut replacer = Replacer {
            interp: &mut *interp,
            pattern: &pattern,
            pieces: &pieces,
            preserve,
        };
        for item in texts.items.iter_mut().flatten() {
            if let Some(replaced) = replacer.apply(item, flags, nth)? {
                *item = replaced;
                changed = true;
            }
        }
    }
    if texts.kind == TextKind::Char && !changed {
        // Nothing replaced: the text comes back as it was, `''` keeping
        // its 0x0 size.
        return one(text_arg.clone());
    }
    if texts.kind == TextKind::Char && texts.items.len() == 1 {
        let units = texts.items.pop().flatten().unwrap_or_default();
        return one(Value::Char(crate::value::Tensor::row(units)));
    }
    one(texts.into_value())
}

/// The special characters `regexptranslate('escape', ...)` escapes.
const SPECIAL: &[char] = &[
    '[', ']', '(', ')', '{', '}', '.', '*', '+', '?', '^', '$', '|', '\\',
];

fn translate_one(op: &str, text: &str) -> Result<String> {
    let mut out = String::with_capacity(text.len() * 2);
    match op {
        "escape" => {
            for c in text.chars() {
                if SPECIAL.contains(&c) {
                    out.push('\\');
                }
                out.push(c);
            }
        }
        "wildcard" => {
            for c in text.chars() {
                match c {
                    '*' => out.push_str(".*"),
                    '?' => out.push('.'),
                    '.' => out.push_str("\\."),
                    c => out.push(c),
                }
            }
        }
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:regexptranslate:UnknownOperation",
                format!("Unknown operation '{op}'; use 'escape' or 'wildcard'."),
            ))
        }
    }
    Ok(out)
}

/// `regexptranslate(op, s)` for op `'escape'` or `'wildcard'`.
pub fn regexptranslate(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let [op, text] = args else {
        return Err(RuntimeError::not_enough_inputs().in_function("regexptranslate"));
    };
    let op = op
        .as_text()
        .ok_or_else(|| {
            bad_replacement("the operation must be text").in_function("regexptranslate")
        })?
        .to_ascii_lowercase();
    let texts = TextArray::from_value(text)
        .ok_or_else(|| crate::builtins::text::strings::invalid_text("regexptranslate"))?;
    let mut items = Vec::with_capacity(texts.items.len());
    for item in &texts.items {
        items.push(match item {
            Some(units) => Some(
                translate_one(&op, &String::from_utf16_lossy(units))
                    .map_err(|e| e.in_function("regexptranslate"))?
                    .encode_utf16()
                    .collect(),
            ),
            None => None,
        });
    }
    one(TextArray { items, ..texts }.into_value())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtins::text::pattern::MatchOptions;

    fn replace(text: &str, pattern: &str, template: &str) -> String {
        let pattern = Pattern::compile(pattern, MatchOptions::default()).unwrap();
        let pieces = parse_template(template).unwrap();
        let mut interp = Interpreter::new();
        let mut r = Replacer {
            interp: &mut interp,
            pattern: &pattern,
            pieces: &pieces,
            preserve: false,
        };
        let units: Vec<u16> = text.encode_utf16().collect();
        let replaced = r.apply(&units, SearchFlags::default(), None).unwrap();
        String::from_utf16(&replaced.unwrap_or(units)).unwrap()
    }

    #[test]
    fn templates() {
        assert_eq!(replace("abc", "(b)", "[$1$0]"), "a[bb]c");
        assert_eq!(replace("ab", "(?<x>b)", "$<x>$<x>"), "abb");
        assert_eq!(replace("ab", "b", "\\n\\$"), "a\n$");
        assert_eq!(replace("ab cd", "(\\w)(\\w)", "${upper($1)}$2"), "Ab Cd");
        assert_eq!(replace("hello", "(l+)", "${num2str(length($1))}"), "he2o");
        assert_eq!(replace("a'b", "(')", "${[$1 $1]}"), "a''b");
    }

    #[test]
    fn case_is_preserved() {
        let mut units: Vec<u16> = "word".encode_utf16().collect();
        preserve_case(&"ABc".encode_utf16().collect::<Vec<_>>(), &mut units);
        assert_eq!(String::from_utf16(&units).unwrap(), "WOrd");
    }
}

//! MATLAB's regular-expression dialect, translated to the syntax of the
//! `regex` crate (and of `fancy-regex`, which shares it), and compiled.
//!
//! The translation covers where the dialects differ: `(?#comment)` (removed),
//! `(?<name>...)` (written `(?P<name>...)`), `\a \b \e` (alarm, backspace and
//! escape characters in MATLAB, not a word boundary), `\oN` `\o{N}` octal
//! and `\xN` `\x{N}` hex escapes of any length, and the characters that are
//! literal inside a MATLAB `[...]` but set operators in Rust's (`[`, `&&`,
//! `--`, `~~`). `\<` and `\>` (word start and end) mean the same in both and
//! pass through. The option flags (`'ignorecase'`, `'dotall'`, ...) become a
//! leading inline-flag group.
//!
//! A pattern compiles with the linear-time `regex` crate when it can; one
//! that needs backtracking (lookaround, backreferences, atomic groups,
//! possessive quantifiers, conditionals) falls back to `fancy-regex`, whose
//! backtracking limit turns a catastrophic pattern into a MATLAB error
//! instead of a hang. This file knows nothing of `Value`s or outputs.
//!
//! A pattern with `\d` or `\D` also compiles an ASCII twin that spells them
//! as the crate's own (Unicode) classes. On an all-ASCII text the two match
//! the same characters, and the crate runs its own `\d` up to a third
//! faster than `[0-9]`, which turns on a literal prefilter that costs more
//! than it saves on short texts.

use std::cell::RefCell;
use std::rc::Rc;

use crate::error::{Result, RuntimeError};

/// The matching options `regexp` and `regexprep` accept.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MatchOptions {
    pub ignore_case: bool,
    /// `'dotexceptnewline'`: `.` does not match `\n` (MATLAB's default is
    /// `'dotall'`).
    pub dot_except_newline: bool,
    /// `'lineanchors'`: `^` and `$` match at line starts and ends.
    pub line_anchors: bool,
    pub free_spacing: bool,
}

/// Fancy-regex's backtracking steps before a match attempt is abandoned.
const BACKTRACK_LIMIT: usize = 1_000_000;

/// Compiled-program size limit for the linear engine (bytes).
const SIZE_LIMIT: usize = 64 << 20;

/// The engine a pattern compiled to.
#[derive(Debug)]
enum Engine {
    Linear(regex::Regex),
    Backtracking(fancy_regex::Regex),
}

/// How a translation spells MATLAB's `\d` (digits 0-9 only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Digits {
    /// `[0-9]`: right on every text.
    Ascii,
    /// The crate's `\d`, which also takes other scripts' digits: right on
    /// an all-ASCII text only.
    Crate,
}

/// How many recently compiled patterns each thread keeps. A loop that calls
/// `regexp` once per text would otherwise compile its pattern on every
/// call: 60 us for `[0-9]+`, 1.6 ms for `(\w+)@(\w+)` (the crate builds
/// its Unicode classes), where the search itself takes well under a
/// microsecond. Python's `re` keeps 512.
const RECENT_PATTERNS: usize = 16;

thread_local! {
    /// Most recently used first.
    static RECENT: RefCell<Vec<(String, MatchOptions, Rc<Pattern>)>> =
        const { RefCell::new(Vec::new()) };
}

/// A compiled MATLAB pattern.
#[derive(Debug)]
pub struct Pattern {
    engine: Engine,
    /// The pattern compiled with [`Digits::Crate`] (always `Linear`), for
    /// all-ASCII texts; `None` when that spelling changes nothing (no `\d`
    /// or `\D`) or the pattern needs the backtracking engine.
    ascii_twin: Option<Engine>,
    /// The name of each capture group, group 1 first.
    names: Vec<Option<String>>,
}

/// One match: byte ranges into the searched text, whole match and groups.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub start: usize,
    pub end: usize,
    /// One per capture group; `None` when the group took no part.
    pub groups: Vec<Option<(usize, usize)>>,
}

fn bad_pattern(detail: impl std::fmt::Display) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:regexp:InvalidPattern",
        format!("The regular expression is not valid: {detail}"),
    )
}

/// Reads the digits of a `\o` or `\x` escape at `chars[i..]` (braced or
/// bare) and returns the character and the index after the escape.
fn numeric_escape(chars: &[char], i: usize, radix: u32) -> Result<(char, usize)> {
    let (digits, next) = if chars.get(i) == Some(&'{') {
        let close = chars[i..]
            .iter()
            .position(|&c| c == '}')
            .map(|p| p + i)
            .ok_or_else(|| bad_pattern("unterminated escape braces"))?;
        (chars[i + 1..close].iter().collect::<String>(), close + 1)
    } else {
        let len = chars[i..].iter().take_while(|c| c.is_digit(radix)).count();
        (chars[i..i + len].iter().collect::<String>(), i + len)
    };
    let code = u32::from_str_radix(&digits, radix)
        .ok()
        .and_then(char::from_u32)
        .ok_or_else(|| bad_pattern("invalid numeric escape"))?;
    Ok((code, next))
}

/// `c` as a Rust regex literal.
fn literal(c: char) -> String {
    format!("\\x{{{:X}}}", u32::from(c))
}

/// Translates the escape whose letter is `chars[i]` (after the backslash);
/// returns its Rust spelling and the index after it.
fn escape(chars: &[char], i: usize, in_class: bool, digits: Digits) -> Result<(String, usize)> {
    let Some(&c) = chars.get(i) else {
        return Err(bad_pattern("trailing backslash"));
    };
    Ok(match c {
        'a' => (literal('\u{7}'), i + 1),
        'b' => (literal('\u{8}'), i + 1),
        'e' => (literal('\u{1B}'), i + 1),
        'o' => {
            let (ch, next) = numeric_escape(chars, i + 1, 8)?;
            (literal(ch), next)
        }
        'x' => {
            let (ch, next) = numeric_escape(chars, i + 1, 16)?;
            (literal(ch), next)
        }
        '<' | '>' if in_class => (literal(c), i + 1),
        'd' | 'D' if digits == Digits::Crate => (format!("\\{c}"), i + 1),
        // MATLAB's `\d` is `[0-9]` (the regexp page's table); the crate's
        // would also take every other script's digits. `\D` inside a class
        // keeps the crate's meaning (a class cannot hold a negated range).
        'd' if in_class => ("0-9".to_string(), i + 1),
        'd' => ("[0-9]".to_string(), i + 1),
        'D' if !in_class => ("[^0-9]".to_string(), i + 1),
        _ => (format!("\\{c}"), i + 1),
    })
}

/// MATLAB pattern syntax to Rust regex syntax (see the file comment).
pub fn translate(pattern: &str) -> Result<String> {
    translate_with_names(pattern, Digits::Ascii).map(|(text, _)| text)
}

/// [`translate`], and the name of each capture group in order (`None` for
/// an unnamed one). MATLAB lets one name label a group in each alternative;
/// the crates keep only one of them, so the names are read here.
fn translate_with_names(pattern: &str, digits: Digits) -> Result<(String, Vec<Option<String>>)> {
    let chars: Vec<char> = pattern.chars().collect();
    let mut names = Vec::new();
    let mut out = String::with_capacity(pattern.len() + 8);
    let mut i = 0;
    // Inside `[...]`: the index of the class's first member, to tell a
    // leading literal `]` from the closing one.
    let mut class_start: Option<usize> = None;
    while let Some(&c) = chars.get(i) {
        if let Some(first) = class_start {
            match c {
                '\\' => {
                    let (text, next) = escape(&chars, i + 1, true, digits)?;
                    out.push_str(&text);
                    i = next;
                    continue;
                }
                ']' if i > first => {
                    out.push(']');
                    class_start = None;
                }
                '[' if chars.get(i + 1) == Some(&':') => {
                    let close = (i + 2..chars.len().saturating_sub(1))
                        .find(|&k| chars[k] == ':' && chars[k + 1] == ']');
                    match close {
                        Some(k) => {
                            out.extend(&chars[i..k + 2]);
                            i = k + 2;
                            continue;
                        }
                        None => out.push_str("\\["),
                    }
                }
                '[' | '&' | '~' => {
                    out.push('\\');
                    out.push(c);
                }
                '-' if chars.get(i + 1) == Some(&'-') => out.push_str("\\-"),
                _ => out.push(c),
            }
            i += 1;
            continue;
        }
        match c {
            '\\' => {
                let (text, next) = escape(&chars, i + 1, false, digits)?;
                out.push_str(&text);
                i = next;
                continue;
            }
            '[' => {
                out.push('[');
                i += 1;
                if chars.get(i) == Some(&'^') {
                    out.push('^');
                    i += 1;
                }
                class_start = Some(i);
                continue;
            }
            '(' if chars.get(i + 1) != Some(&'?') => {
                names.push(None);
                out.push('(');
            }
            '(' => match chars.get(i + 2) {
                Some('#') => {
                    let close = chars[i..]
                        .iter()
                        .position(|&c| c == ')')
                        .ok_or_else(|| bad_pattern("unterminated comment"))?;
                    i += close + 1;
                    continue;
                }
                Some('<') if chars.get(i + 3).is_some_and(|c| c.is_alphabetic()) => {
                    let name: String = chars[i + 3..].iter().take_while(|&&c| c != '>').collect();
                    names.push(Some(name));
                    out.push_str("(?P<");
                    i += 3;
                    continue;
                }
                Some('?' | '@') => {
                    return Err(RuntimeError::new(
                        "ferromat:regexp:dynamicExpression",
                        "Dynamic expressions (??...) and (?@...) are not supported.",
                    ))
                }
                _ => out.push(c),
            },
            _ => out.push(c),
        }
        i += 1;
    }
    if class_start.is_some() {
        return Err(bad_pattern("unterminated character class '['"));
    }
    Ok((out, names))
}

/// The inline-flag prefix for `options`.
fn flag_prefix(options: MatchOptions) -> String {
    let mut on = String::new();
    let mut off = String::new();
    if options.ignore_case {
        on.push('i');
    }
    if options.dot_except_newline {
        off.push('s');
    } else {
        on.push('s');
    }
    if options.line_anchors {
        on.push('m');
    }
    if options.free_spacing {
        on.push('x');
    }
    if off.is_empty() {
        format!("(?{on})")
    } else {
        format!("(?{on}-{off})")
    }
}

impl Pattern {
    /// Translates and compiles a MATLAB pattern.
    pub fn compile(pattern: &str, options: MatchOptions) -> Result<Pattern> {
        let (body, own_names) = translate_with_names(pattern, Digits::Ascii)?;
        let prefix = flag_prefix(options);
        let translated = format!("{prefix}{body}");
        let linear = |source: &str| {
            regex::RegexBuilder::new(source)
                .size_limit(SIZE_LIMIT)
                .build()
        };
        // Our own reading of the names, when it counts the groups as the
        // engine does (free-spacing comments could hide parentheses).
        let names_of = |crate_names: Vec<Option<String>>| {
            if own_names.len() == crate_names.len() {
                own_names.clone()
            } else {
                crate_names
            }
        };
        match linear(&translated) {
            Ok(re) => {
                let names = re.capture_names().skip(1).map(|n| n.map(str::to_string));
                let (twin_body, _) = translate_with_names(pattern, Digits::Crate)?;
                let ascii_twin = (twin_body != body)
                    .then(|| linear(&format!("{prefix}{twin_body}")).ok())
                    .flatten()
                    .map(Engine::Linear);
                Ok(Pattern {
                    names: names_of(names.collect()),
                    engine: Engine::Linear(re),
                    ascii_twin,
                })
            }
            Err(_) => {
                let re = fancy_regex::RegexBuilder::new(&translated)
                    .backtrack_limit(BACKTRACK_LIMIT)
                    .delegate_size_limit(SIZE_LIMIT)
                    .build()
                    .map_err(bad_pattern)?;
                let names = re.capture_names().skip(1).map(|n| n.map(str::to_string));
                Ok(Pattern {
                    names: names_of(names.collect()),
                    engine: Engine::Backtracking(re),
                    ascii_twin: None,
                })
            }
        }
    }

    /// [`Pattern::compile`], reusing the compiled pattern of a recent call
    /// with the same pattern and options (see [`RECENT_PATTERNS`]). A
    /// pattern that does not compile is not kept: its error is raised anew.
    pub fn compile_cached(pattern: &str, options: MatchOptions) -> Result<Rc<Pattern>> {
        let hit = RECENT.with_borrow_mut(|recent| {
            let position = recent
                .iter()
                .position(|(source, kept, _)| *kept == options && source == pattern)?;
            recent[..=position].rotate_right(1);
            recent.first().map(|(_, _, compiled)| Rc::clone(compiled))
        });
        if let Some(compiled) = hit {
            return Ok(compiled);
        }
        let compiled = Rc::new(Pattern::compile(pattern, options)?);
        RECENT.with_borrow_mut(|recent| {
            recent.truncate(RECENT_PATTERNS - 1);
            recent.insert(0, (pattern.to_string(), options, Rc::clone(&compiled)));
        });
        Ok(compiled)
    }

    /// The name of each capture group, group 1 first.
    pub fn group_names(&self) -> &[Option<String>] {
        &self.names
    }

    /// Whether the pattern needed the backtracking engine.
    pub fn is_backtracking(&self) -> bool {
        matches!(self.engine, Engine::Backtracking(_))
    }

    /// The leftmost match starting at byte `pos` or later (`pos` on a char
    /// boundary; text before it is still seen by anchors and lookbehind).
    pub fn find_at(&self, text: &str, pos: usize) -> Result<Option<Found>> {
        self.find_reusing(self.engine_for(text), text, pos, &mut None)
    }

    /// The engine to search `text` with: the ASCII twin when there is one
    /// and the text is all ASCII.
    fn engine_for(&self, text: &str) -> &Engine {
        match &self.ascii_twin {
            Some(twin) if text.is_ascii() => twin,
            _ => &self.engine,
        }
    }

    /// [`Pattern::find_at`], with the capture buffer of earlier calls kept
    /// in `locations` (a search per match of every text should not allocate
    /// one each time). A pattern without groups asks only for the match
    /// bounds, which the crate finds with its faster DFA engines.
    /// `locations` must come from `engine` (one engine per text).
    fn find_reusing(
        &self,
        engine: &Engine,
        text: &str,
        pos: usize,
        locations: &mut Option<regex::CaptureLocations>,
    ) -> Result<Option<Found>> {
        let groups = self.names.len();
        match engine {
            Engine::Linear(re) if groups == 0 => Ok(re.find_at(text, pos).map(|m| Found {
                start: m.start(),
                end: m.end(),
                groups: Vec::new(),
            })),
            Engine::Linear(re) => {
                let locations = locations.get_or_insert_with(|| re.capture_locations());
                Ok(re.captures_read_at(locations, text, pos).map(|m| Found {
                    start: m.start(),
                    end: m.end(),
                    groups: (1..=groups).map(|g| locations.get(g)).collect(),
                }))
            }
            Engine::Backtracking(re) => {
                let captures = re.captures_from_pos(text, pos).map_err(|e| match e {
                    fancy_regex::Error::RuntimeError(
                        fancy_regex::RuntimeError::BacktrackLimitExceeded,
                    ) => RuntimeError::new(
                        "ferromat:regexp:backtrackLimit",
                        "The regular expression needs too much backtracking on this text; \
                         simplify the pattern (nested quantifiers such as (a+)+ are the usual cause).",
                    ),
                    other => bad_pattern(other),
                })?;
                Ok(captures.and_then(|c| {
                    let whole = c.get(0)?;
                    Some(Found {
                        start: whole.start(),
                        end: whole.end(),
                        groups: (1..=groups)
                            .map(|g| c.get(g).map(|m| (m.start(), m.end())))
                            .collect(),
                    })
                }))
            }
        }
    }

    /// Every match in `text`, leftmost first, without overlaps. Empty
    /// matches are dropped unless `keep_empty` (MATLAB's `'emptymatch'`);
    /// `once` stops after the first kept match.
    pub fn find_all(&self, text: &str, keep_empty: bool, once: bool) -> Result<Vec<Found>> {
        let mut found = Vec::new();
        let mut pos = 0;
        let mut locations = None;
        let engine = self.engine_for(text);
        while pos <= text.len() {
            let Some(m) = self.find_reusing(engine, text, pos, &mut locations)? else {
                break;
            };
            let empty = m.start == m.end;
            pos = if empty {
                // Step one character past an empty match so the search moves.
                match text[m.end..].chars().next() {
                    Some(ch) => m.end + ch.len_utf8(),
                    None => text.len() + 1,
                }
            } else {
                m.end
            };
            if !empty || keep_empty {
                found.push(m);
                if once {
                    break;
                }
            }
        }
        Ok(found)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn matches(pattern: &str, text: &str) -> Vec<(usize, usize)> {
        Pattern::compile(pattern, MatchOptions::default())
            .unwrap()
            .find_all(text, true, false)
            .unwrap()
            .iter()
            .map(|m| (m.start, m.end))
            .collect()
    }

    #[test]
    fn translations() {
        assert_eq!(translate("a(?#note)b").unwrap(), "ab");
        assert_eq!(translate("(?<y>\\d+)").unwrap(), "(?P<y>[0-9]+)");
        assert_eq!(translate("(?<=a)b").unwrap(), "(?<=a)b");
        assert_eq!(translate("[[]").unwrap(), "[\\[]");
        assert_eq!(translate("[]a]").unwrap(), "[]a]");
        assert_eq!(translate("[[:digit:]]").unwrap(), "[[:digit:]]");
        assert_eq!(translate("\\x41\\o{101}").unwrap(), "\\x{41}\\x{41}");
        assert!(translate("[ab").is_err());
        assert!(translate("(??x)").is_err());
    }

    #[test]
    fn word_anchors_and_backspace() {
        assert_eq!(matches("\\<a", "a ba a"), vec![(0, 1), (5, 6)]);
        assert_eq!(matches("a\\>", "ab a ba"), vec![(3, 4), (6, 7)]);
        assert_eq!(matches("\\b", "a\u{8}b"), vec![(1, 2)]);
        assert_eq!(matches("[a&&b]", "&b"), vec![(0, 1), (1, 2)]);
    }

    #[test]
    fn recent_patterns_are_reused_by_pattern_and_options() {
        let options = MatchOptions::default();
        let ignoring = MatchOptions {
            ignore_case: true,
            ..options
        };
        let first = Pattern::compile_cached("a+b", options).unwrap();
        assert!(Rc::ptr_eq(
            &first,
            &Pattern::compile_cached("a+b", options).unwrap()
        ));
        let other = Pattern::compile_cached("a+b", ignoring).unwrap();
        assert!(!Rc::ptr_eq(&first, &other));
        assert_eq!(other.find_all("AAB", false, false).unwrap().len(), 1);
        assert!(first.find_all("AAB", false, false).unwrap().is_empty());
        // The oldest pattern leaves once the cache is full; errors stay out.
        for k in 0..RECENT_PATTERNS {
            Pattern::compile_cached(&format!("x{k}"), options).unwrap();
        }
        assert!(!Rc::ptr_eq(
            &first,
            &Pattern::compile_cached("a+b", options).unwrap()
        ));
        assert!(Pattern::compile_cached("[ab", options).is_err());
        assert!(Pattern::compile_cached("[ab", options).is_err());
    }

    #[test]
    fn ascii_twin_only_on_ascii_texts() {
        let digits = Pattern::compile("\\d+", MatchOptions::default()).unwrap();
        assert!(digits.ascii_twin.is_some());
        assert!(Pattern::compile("[a-z]+", MatchOptions::default())
            .unwrap()
            .ascii_twin
            .is_none());
        // U+0663 (Arabic-Indic three) is a digit to the crate, not to MATLAB.
        let mixed = "a12\u{663}";
        let found = digits.find_all(mixed, false, false).unwrap();
        assert_eq!((found.len(), found[0].start, found[0].end), (1, 1, 3));
        assert_eq!(matches("\\D+", "12ab3"), vec![(2, 4)]);
    }

    #[test]
    fn backtracking_fallback_and_limit() {
        let p = Pattern::compile("(a)\\1", MatchOptions::default()).unwrap();
        assert!(p.is_backtracking());
        assert_eq!(p.find_all("xaay", false, false).unwrap().len(), 1);
        let slow = Pattern::compile("(a+)+\\1b", MatchOptions::default()).unwrap();
        let text = "a".repeat(40);
        assert!(slow.find_all(&text, false, false).is_err());
    }

    /// A MATLAB pattern piece over the alphabet {a, b, space} and a plain
    /// Rust pattern known to mean the same.
    fn piece() -> impl Strategy<Value = (String, String)> {
        let leaf = prop_oneof![
            Just(("a".to_string(), "a".to_string())),
            Just(("b".to_string(), "b".to_string())),
            Just((" ".to_string(), "\\x20".to_string())),
            Just((".".to_string(), "(?s:.)".to_string())),
            Just(("\\<".to_string(), "\\b{start}".to_string())),
            Just(("\\>".to_string(), "\\b{end}".to_string())),
            Just(("(?#c)".to_string(), String::new())),
            // Braced, so that a following `b` is not read as a hex digit.
            Just(("\\x{61}".to_string(), "a".to_string())),
            Just(("\\o{142}".to_string(), "b".to_string())),
            Just(("[a[]".to_string(), "[a\\[]".to_string())),
            Just(("[^ ]".to_string(), "[^ ]".to_string())),
            Just(("\\d".to_string(), "[0-9]".to_string())),
            Just(("\\D".to_string(), "[^0-9]".to_string())),
            Just(("[a\\d]".to_string(), "[a0-9]".to_string())),
        ];
        leaf.prop_recursive(3, 12, 3, |inner| {
            prop_oneof![
                (inner.clone(), inner.clone())
                    .prop_map(|((m1, r1), (m2, r2))| (m1 + &m2, r1 + &r2)),
                (inner.clone(), inner.clone()).prop_map(|((m1, r1), (m2, r2))| (
                    format!("(?:{m1}|{m2})"),
                    format!("(?:{r1}|{r2})")
                )),
                inner
                    .clone()
                    .prop_map(|(m, r)| (format!("(?:{m})*"), format!("(?:{r})*"))),
                inner.prop_map(|(m, r)| (format!("({m})?"), format!("({r})?"))),
            ]
        })
    }

    proptest! {
        #[test]
        fn translation_matches_known_equivalent(
            (matlab, rust) in piece(),
            text in "[ab1 \u{8}\u{663}\\[]{0,8}",
        ) {
            let ours = Pattern::compile(&format!("(?<top>{matlab})"), MatchOptions::default())
                .unwrap();
            let reference = regex::Regex::new(&format!("(?s){rust}")).unwrap();
            let got: Vec<(usize, usize)> = ours
                .find_all(&text, true, false)
                .unwrap()
                .iter()
                .map(|m| (m.start, m.end))
                .collect();
            let mut want = Vec::new();
            let mut pos = 0;
            while pos <= text.len() {
                let Some(m) = reference.find_at(&text, pos) else { break };
                want.push((m.start(), m.end()));
                pos = if m.start() == m.end() { m.end() + 1 } else { m.end() };
            }
            prop_assert_eq!(got, want);
        }

        /// The bounds-only search of a group-free pattern (and the reused
        /// capture buffer) against the plain capture search of the same
        /// pattern wrapped in one group, match by match.
        #[test]
        fn bounds_only_search_agrees_with_captures(
            (matlab, _) in piece(),
            text in "[ab \u{8}\\[]{0,8}",
            keep_empty in any::<bool>(),
        ) {
            let plain = Pattern::compile(&matlab, MatchOptions::default()).unwrap();
            let wrapped = Pattern::compile(&format!("({matlab})"), MatchOptions::default())
                .unwrap();
            let got = plain.find_all(&text, keep_empty, false).unwrap();
            let mut want = Vec::new();
            let mut pos = 0;
            while pos <= text.len() {
                let Some(m) = wrapped.find_at(&text, pos).unwrap() else { break };
                pos = if m.start == m.end { m.end + 1 } else { m.end };
                if m.start != m.end || keep_empty {
                    want.push(m);
                }
            }
            prop_assert_eq!(got.len(), want.len());
            for (g, w) in got.iter().zip(&want) {
                prop_assert_eq!((g.start, g.end), (w.start, w.end));
                prop_assert_eq!(&g.groups[..], &w.groups[1..]);
            }
        }
    }
}

//! Tab completion for the REPL: variables, builtins, session functions,
//! keywords and `.m` functions on the path; struct fields after `s.`; file
//! names inside quotes and after commands such as `cd` or `run`.
//!
//! The Engine is borrowed mutably while code runs, so completion works on a
//! [`Snapshot`] of the names, refreshed by the REPL after each input. This
//! file must not evaluate anything.

use std::borrow::Cow;
use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use ferromat_runtime::builtins::{lookup, Words, BUILTINS};
use ferromat_runtime::interp::Interpreter;
use ferromat_runtime::Value;
use rustyline::completion::{Completer, Pair};
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::validate::Validator;
use rustyline::{Context, Helper};

/// What completion knows about the session between two inputs.
#[derive(Default)]
pub struct Snapshot {
    variables: Vec<(String, Value)>,
    folders: Vec<PathBuf>,
    /// The embedder's registered functions (`Engine::register_fn`).
    host_functions: Vec<String>,
}

impl Snapshot {
    /// Takes the current variables and search folders of `interpreter`.
    pub fn refresh(&mut self, interpreter: &mut Interpreter) {
        self.variables = interpreter
            .base
            .variables()
            .into_iter()
            .map(|(name, value)| (name.to_string(), value.clone()))
            .collect();
        self.folders = interpreter.search_folders();
        self.host_functions = interpreter
            .host_functions
            .names()
            .map(str::to_string)
            .collect();
    }

    /// The completions of `line` with the cursor at byte `pos`: where the
    /// replaced word starts, and the candidates.
    pub fn complete(&self, line: &str, pos: usize) -> (usize, Vec<Pair>) {
        let Some(before) = line.get(..pos) else {
            return (pos, Vec::new());
        };
        match scan_quotes(before) {
            QuoteState::Comment => (pos, Vec::new()),
            QuoteState::InString(start) => complete_file(before, start),
            QuoteState::Code => {
                if let Some((command, word_start)) = command_word(before) {
                    let word = &before[word_start..];
                    match lookup(command).map(|def| def.words) {
                        Some(Words::Options(options)) => {
                            let matching = options.iter().filter(|o| o.starts_with(word));
                            return (word_start, pairs(matching.map(|o| o.to_string()).collect()));
                        }
                        Some(Words::Files) => return complete_file(before, word_start),
                        Some(Words::Names) => {
                            let names = if command == "clear" || command.starts_with("who") {
                                self.variable_names(word)
                            } else {
                                self.names(word)
                            };
                            return (word_start, pairs(names));
                        }
                        Some(Words::Text) | None => {}
                    }
                }
                self.complete_code(before)
            }
        }
    }

    fn complete_code(&self, before: &str) -> (usize, Vec<Pair>) {
        let word_start = before
            .char_indices()
            .rev()
            .take_while(|(_, c)| c.is_ascii_alphanumeric() || *c == '_' || *c == '.')
            .last()
            .map_or(before.len(), |(i, _)| i);
        let word = &before[word_start..];
        if word.starts_with(|c: char| !c.is_ascii_alphabetic()) {
            return (before.len(), Vec::new());
        }
        match word.rsplit_once('.') {
            Some((path, partial)) => {
                let start = before.len() - partial.len();
                (start, pairs(self.field_names(path, partial)))
            }
            None => (word_start, pairs(self.names(word))),
        }
    }

    fn variable_names(&self, prefix: &str) -> Vec<String> {
        self.variables
            .iter()
            .map(|(name, _)| name)
            .filter(|name| name.starts_with(prefix))
            .cloned()
            .collect()
    }

    /// Variables, builtins, keywords and path functions
    /// starting with `prefix`, sorted and without duplicates.
    fn names(&self, prefix: &str) -> Vec<String> {
        let mut names = self.variable_names(prefix);
        let fixed = BUILTINS
            .iter()
            .map(|def| def.name)
            .chain(ferromat_syntax::names::KEYWORDS.iter().copied())
            .chain(self.host_functions.iter().map(String::as_str));
        names.extend(
            fixed
                .filter(|name| name.starts_with(prefix))
                .map(str::to_string),
        );
        for folder in &self.folders {
            names.extend(path_functions(folder, prefix));
        }
        names.sort();
        names.dedup();
        names
    }

    /// Field names of the struct reached by `path` (`s` or `s.inner`).
    fn field_names(&self, path: &str, prefix: &str) -> Vec<String> {
        let mut parts = path.split('.');
        let Some(base) = parts.next() else {
            return Vec::new();
        };
        let Some((_, base_value)) = self.variables.iter().find(|(name, _)| name == base) else {
            return Vec::new();
        };
        let mut value = base_value;
        for field in parts {
            let next = match value {
                Value::Struct(s) => s.fields.get(field).and_then(|column| column.first()),
                _ => None,
            };
            match next {
                Some(inner) => value = inner,
                None => return Vec::new(),
            }
        }
        match value {
            Value::Struct(s) => s
                .fields
                .keys()
                .filter(|name| name.starts_with(prefix))
                .cloned()
                .collect(),
            _ => Vec::new(),
        }
    }
}

/// Where the text before the cursor ends, as far as quotes are concerned.
#[derive(Debug, PartialEq)]
enum QuoteState {
    Code,
    /// Inside a char or string literal whose text starts at this byte.
    InString(usize),
    Comment,
}

/// Follows MATLAB's rule for `'`: after a value (a name, a number, a closing
/// bracket, `.` or another `'`) it is the transpose operator, otherwise it
/// opens a char literal. Inside a literal a doubled quote is an escaped one.
fn scan_quotes(text: &str) -> QuoteState {
    let mut state = QuoteState::Code;
    let mut quote = '\'';
    let mut previous: Option<char> = None;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match state {
            QuoteState::Code => match c {
                '%' => return QuoteState::Comment,
                '"' => {
                    state = QuoteState::InString(i + 1);
                    quote = '"';
                }
                '\'' if !previous.is_some_and(ends_value) => {
                    state = QuoteState::InString(i + 1);
                    quote = '\'';
                }
                _ => {}
            },
            QuoteState::InString(_) if c == quote => {
                if chars.peek().is_some_and(|(_, next)| *next == quote) {
                    chars.next();
                } else {
                    state = QuoteState::Code;
                }
            }
            _ => {}
        }
        previous = Some(c);
    }
    state
}

fn ends_value(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | ')' | ']' | '}' | '.' | '\'')
}

/// In command syntax (`cd dat`), the command and where its last word starts.
fn command_word(before: &str) -> Option<(&str, usize)> {
    let statement_start = before.rfind([';', ',']).map_or(0, |i| i + 1);
    let statement = &before[statement_start..];
    let trimmed = statement.trim_start();
    let command_start = statement_start + (statement.len() - trimmed.len());
    let command_end = trimmed.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))?;
    let command = &trimmed[..command_end];
    let rest = &trimmed[command_end..];
    // `x = 1` or `cd(` are not command syntax.
    if !rest.starts_with(' ') || rest.trim_start().starts_with(['=', '(']) {
        return None;
    }
    let word_start = before
        .rfind(' ')
        .map_or(command_start + command_end, |i| i + 1);
    Some((command, word_start))
}

/// File and folder names completing the text from `start` to the end of
/// `before`; folders get a trailing `/` so completion can continue inside.
fn complete_file(before: &str, start: usize) -> (usize, Vec<Pair>) {
    let partial = before.get(start..).unwrap_or("");
    let (folder, prefix, name_start) = match partial.rfind('/') {
        Some(slash) => (
            PathBuf::from(if slash == 0 { "/" } else { &partial[..slash] }),
            &partial[slash + 1..],
            start + slash + 1,
        ),
        None => (PathBuf::from("."), partial, start),
    };
    let Ok(entries) = std::fs::read_dir(expand_home(&folder)) else {
        return (name_start, Vec::new());
    };
    let mut names: Vec<String> = entries
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            if !name.starts_with(prefix) || (name.starts_with('.') && !prefix.starts_with('.')) {
                return None;
            }
            let is_dir = entry.path().is_dir();
            Some(if is_dir { format!("{name}/") } else { name })
        })
        .collect();
    names.sort();
    (name_start, pairs(names))
}

fn expand_home(folder: &Path) -> PathBuf {
    match (folder.strip_prefix("~"), std::env::var_os("HOME")) {
        (Ok(rest), Some(home)) => Path::new(&home).join(rest),
        _ => folder.to_path_buf(),
    }
}

/// Names of the `.m` files in `folder` that start with `prefix`.
fn path_functions(folder: &Path, prefix: &str) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            let stem = name.strip_suffix(".m")?;
            let valid = stem.starts_with(|c: char| c.is_ascii_alphabetic())
                && stem.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
            (valid && stem.starts_with(prefix)).then(|| stem.to_string())
        })
        .collect()
}

fn pairs(names: Vec<String>) -> Vec<Pair> {
    names
        .into_iter()
        .map(|name| Pair {
            display: name.clone(),
            replacement: name,
        })
        .collect()
}

/// The rustyline helper: completion from the shared snapshot; no hints,
/// highlighting or validation (the REPL asks the parser itself).
pub struct ReplHelper {
    snapshot: Rc<RefCell<Snapshot>>,
}

impl ReplHelper {
    pub fn new(snapshot: Rc<RefCell<Snapshot>>) -> ReplHelper {
        ReplHelper { snapshot }
    }
}

impl Completer for ReplHelper {
    type Candidate = Pair;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _context: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        Ok(self.snapshot.borrow().complete(line, pos))
    }
}

impl Hinter for ReplHelper {
    type Hint = String;
}

impl Highlighter for ReplHelper {
    fn highlight<'l>(&self, line: &'l str, _pos: usize) -> Cow<'l, str> {
        Cow::Borrowed(line)
    }
}

impl Validator for ReplHelper {}

impl Helper for ReplHelper {}

#[cfg(test)]
mod tests {
    use super::*;
    use ferromat_runtime::value::StructArray;
    use std::sync::Arc;

    fn snapshot() -> Snapshot {
        let inner = Value::Struct(Arc::new(StructArray::scalar([(
            "depth".to_string(),
            Value::scalar(1.0),
        )])));
        let record = StructArray::scalar([
            ("alpha".to_string(), Value::scalar(1.0)),
            ("alps".to_string(), Value::scalar(2.0)),
            ("inner".to_string(), inner),
        ]);
        Snapshot {
            variables: vec![
                ("counter".to_string(), Value::scalar(3.0)),
                ("record".to_string(), Value::Struct(Arc::new(record))),
            ],
            folders: Vec::new(),
            host_functions: Vec::new(),
        }
    }

    #[test]
    fn completes_host_functions_of_the_session() {
        let mut interpreter = Interpreter::new();
        interpreter
            .register_host_function(ferromat_runtime::HostFunction::new("hostonly_fn", |_| {
                Ok(1.0)
            }));
        let mut snapshot = Snapshot::default();
        snapshot.refresh(&mut interpreter);
        let (start, pairs) = snapshot.complete("x = hostonly", 12);
        assert_eq!(start, 4);
        let names: Vec<String> = pairs.into_iter().map(|p| p.replacement).collect();
        assert_eq!(names, vec!["hostonly_fn".to_string()]);
    }

    fn replacements(line: &str) -> (usize, Vec<String>) {
        let (start, pairs) = snapshot().complete(line, line.len());
        (start, pairs.into_iter().map(|p| p.replacement).collect())
    }

    #[test]
    fn completes_variables_session_functions_and_keywords() {
        assert_eq!(replacements("y = counte"), (4, vec!["counter".to_string()]));
        let (start, names) = replacements("wh");
        assert_eq!(start, 0);
        for expected in ["which", "while", "who", "whos"] {
            assert!(
                names.contains(&expected.to_string()),
                "{expected} in {names:?}"
            );
        }
        let (_, names) = replacements("x = 1; ex");
        assert!(names.contains(&"exist".to_string()) && names.contains(&"exit".to_string()));
    }

    #[test]
    fn completes_struct_fields_at_any_depth() {
        assert_eq!(
            replacements("record.al"),
            (7, vec!["alpha".into(), "alps".into()])
        );
        assert_eq!(replacements("record.inner.d"), (13, vec!["depth".into()]));
        assert_eq!(replacements("counter.a").1, Vec::<String>::new());
        assert_eq!(replacements("missing.a").1, Vec::<String>::new());
    }

    #[test]
    fn quotes_follow_the_transpose_rule() {
        assert_eq!(scan_quotes("x = 'ab"), QuoteState::InString(5));
        assert_eq!(scan_quotes("x = a'"), QuoteState::Code);
        assert_eq!(scan_quotes("x = 'it''s"), QuoteState::InString(5));
        assert_eq!(scan_quotes("x = \"ab"), QuoteState::InString(5));
        assert_eq!(scan_quotes("x = 'a' + b"), QuoteState::Code);
        assert_eq!(scan_quotes("x = 1 % 'a"), QuoteState::Comment);
        assert_eq!(scan_quotes("s = '50%"), QuoteState::InString(5));
    }

    #[test]
    fn completes_file_names_in_quotes_and_after_file_commands() {
        let folder = std::env::temp_dir().join(format!("ferromat-complete-{}", std::process::id()));
        std::fs::create_dir_all(folder.join("subdir")).unwrap();
        std::fs::write(folder.join("data_1.csv"), "").unwrap();
        let base = folder.display().to_string();
        let line = format!("x = load('{base}/da");
        let (start, names) = replacements(&line);
        assert_eq!(start, line.len() - 2);
        assert_eq!(names, vec!["data_1.csv"]);
        let line = format!("cd {base}/su");
        assert_eq!(replacements(&line).1, vec!["subdir/"]);
        let line = format!("cd('{base}/");
        assert_eq!(replacements(&line).1, vec!["data_1.csv", "subdir/"]);
        std::fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn command_syntax_is_told_apart_from_assignments() {
        assert_eq!(command_word("cd da"), Some(("cd", 3)));
        assert_eq!(command_word("x = 1; help ma"), Some(("help", 12)));
        assert_eq!(command_word("cd = 3"), None);
        assert_eq!(command_word("cd"), None);
        assert_eq!(replacements("clear cou"), (6, vec!["counter".to_string()]));
        assert_eq!(
            replacements("format lo"),
            (
                7,
                vec![
                    "long".into(),
                    "longE".into(),
                    "longEng".into(),
                    "longG".into(),
                    "loose".into()
                ]
            )
        );
    }

    #[test]
    fn path_functions_come_from_m_files() {
        let folder = std::env::temp_dir().join(format!("ferromat-pathfn-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::write(folder.join("my_tool.m"), "").unwrap();
        std::fs::write(folder.join("notes.txt"), "").unwrap();
        std::fs::write(folder.join("1bad.m"), "").unwrap();
        let mut snapshot = snapshot();
        snapshot.folders.push(folder.clone());
        let names: Vec<String> = snapshot
            .complete("my_", 3)
            .1
            .into_iter()
            .map(|p| p.replacement)
            .collect();
        assert_eq!(names, vec!["my_tool"]);
        std::fs::remove_dir_all(&folder).unwrap();
    }
}

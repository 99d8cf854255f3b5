//! `who` and `whos`: the variables of one workspace, printed in MATLAB's
//! layout or returned (`C = who(...)` a column cellstr, `S = whos(...)` a
//! column struct array). Names given as arguments pick variables by `*`/`?`
//! wildcards, or, after `-regexp`, by MATLAB regular expressions matched
//! anywhere in the name; `who global` and `whos global` list the global
//! variables instead. This file must not change a workspace.

use std::sync::Arc;

use super::super::shared::SharedKey;
use super::super::workspace::Workspace;
use crate::builtins;
use crate::builtins::files::listing::wildcard_match;
use crate::builtins::text::pattern::{MatchOptions, Pattern};
use crate::error::{Result, RuntimeError};
use crate::format::cfmt::{align_left, align_right};
use crate::value::{Shape, StructArray, Tensor, Value};

/// Width of the Command Window that `who`, `ls` and `dir` fill with columns.
const LISTING_WIDTH: usize = 80;

/// Which variables the arguments of `who`/`whos` ask for.
pub(super) enum Selection {
    All,
    Wildcards(Vec<String>),
    Patterns(Vec<Pattern>),
}

impl Selection {
    /// Reads `who`/`whos` arguments: names with wildcards, or `-regexp`
    /// followed by expressions (`global` and `-file` are taken off first,
    /// by `global_listing` and `file_listing`).
    pub(super) fn parse(args: &[Value], function: &str) -> Result<Selection> {
        let words: Vec<String> = args
            .iter()
            .map(|a| builtins::args::text(a, function))
            .collect::<Result<_>>()?;
        match words.first().map(String::as_str) {
            None => Ok(Selection::All),
            Some("-regexp") => Selection::regexps(&words[1..]),
            Some(_) => Ok(Selection::Wildcards(words)),
        }
    }

    /// A selection by MATLAB regular expressions, each matched anywhere
    /// in a name (`-regexp` of `who`, `whos` and `clearvars`).
    pub(super) fn regexps(expressions: &[String]) -> Result<Selection> {
        expressions
            .iter()
            .map(|p| Pattern::compile(p, MatchOptions::default()))
            .collect::<Result<_>>()
            .map(Selection::Patterns)
    }

    /// Whether the variable `name` is selected.
    pub(super) fn picks(&self, name: &str) -> Result<bool> {
        Ok(match self {
            Selection::All => true,
            Selection::Wildcards(patterns) => patterns.iter().any(|p| wildcard_match(p, name)),
            Selection::Patterns(patterns) => {
                for pattern in patterns {
                    if pattern.find_at(name, 0)?.is_some() {
                        return Ok(true);
                    }
                }
                false
            }
        })
    }

    /// The selected variables, sorted by name as MATLAB lists them.
    fn variables<'w>(&self, workspace: &'w Workspace) -> Result<Vec<(Arc<str>, &'w Value)>> {
        let mut picked = Vec::new();
        for (name, value) in workspace.variables() {
            if self.picks(&name)? {
                picked.push((name, value));
            }
        }
        Ok(picked)
    }
}

/// The arguments of `who global ...`/`whos global ...` after `global`, and
/// a workspace holding a copy of every global variable (values are shared
/// copy-on-write, so nothing is copied); `None` when the first argument is
/// not `global`.
pub(super) fn global_listing<'a>(
    workspace: &mut Workspace,
    store: &mut super::super::shared::SharedStore,
    args: &'a [Value],
) -> Option<(Workspace, &'a [Value])> {
    let first = args.first()?.as_text()?;
    if first != "global" {
        return None;
    }
    super::super::shared::release(store, workspace);
    let mut globals = Workspace::new();
    for (name, value) in store.globals() {
        globals.assign(name, value.clone());
    }
    super::super::shared::acquire(store, workspace);
    Some((globals, &args[1..]))
}

/// The arguments of `who -file name ...`/`whos -file name ...` after the
/// file name, and a workspace holding the MAT-file's variables; `None`
/// when the first argument is not `-file`.
pub(super) fn file_listing<'a>(
    interp: &mut super::super::Interpreter,
    args: &'a [Value],
    function: &str,
) -> Option<Result<(Workspace, &'a [Value])>> {
    if args.first()?.as_text()? != "-file" {
        return None;
    }
    Some((|| {
        let Some(file) = args.get(1) else {
            return Err(RuntimeError::new(
                format!("MATLAB:{function}:fileNameRequired"),
                "A file name is required after '-file'.",
            ));
        };
        let file = builtins::args::text(file, function)?;
        let mut listed = Workspace::new();
        for (name, value) in builtins::data::mat::file_variables(interp, &file, function)? {
            listed.assign(&name, value);
        }
        Ok((listed, &args[2..]))
    })())
}

/// `who`: the variable names in columns, as MATLAB prints them:
/// `\nYour variables are:\n\na    ans  b    \n\n`.
pub(super) fn who(workspace: &Workspace, selection: &Selection) -> Result<String> {
    let names: Vec<String> = selection
        .variables(workspace)?
        .into_iter()
        .map(|(n, _)| n.to_string())
        .collect();
    if names.is_empty() {
        return Ok(String::new());
    }
    Ok(format!(
        "\nYour variables are:\n\n{}\n",
        row_major_columns(&names)
    ))
}

/// `C = who(...)`: the names as a column cell array of char rows.
pub(super) fn who_names(workspace: &Workspace, selection: &Selection) -> Result<Value> {
    let names: Vec<Value> = selection
        .variables(workspace)?
        .into_iter()
        .map(|(n, _)| Value::char_row(&n))
        .collect();
    Ok(Value::Cell(Arc::new(Tensor::new(
        Shape::matrix(names.len(), 1),
        names,
    ))))
}

/// Names padded to a common width (the longest plus two), as many per line
/// as fit in the Command Window, filled row by row.
pub(crate) fn row_major_columns(names: &[String]) -> String {
    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0) + 2;
    let per_line = (LISTING_WIDTH / width).max(1);
    let mut text = String::new();
    for line in names.chunks(per_line) {
        for name in line {
            text.push_str(&align_left(name, width));
        }
        text.push('\n');
    }
    text
}

/// The `whos` attribute of a variable: `global`/`persistent` from its
/// link to the shared store, `sparse`/`complex` from its value.
struct Attributes {
    global: bool,
    persistent: bool,
    sparse: bool,
    complex: bool,
}

fn attributes(workspace: &Workspace, name: &str, value: &Value) -> Attributes {
    let key = workspace.names.get(name).and_then(|slot| {
        workspace
            .links
            .iter()
            .find(|link| link.slot == slot)
            .map(|link| &link.key)
    });
    Attributes {
        global: matches!(key, Some(SharedKey::Global(_))),
        persistent: matches!(key, Some(SharedKey::Persistent { .. })),
        sparse: matches!(value, Value::Sparse(_)),
        complex: value.is_complex(),
    }
}

impl Attributes {
    /// The Attributes column: MATLAB's words, comma-separated.
    fn text(&self) -> String {
        let words = [
            (self.global, "global"),
            (self.persistent, "persistent"),
            (self.sparse, "sparse"),
            (self.complex, "complex"),
        ];
        words
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, word)| *word)
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// `whos`: name, size, bytes and class of every variable in MATLAB's
/// layout. The size column is aligned on its first `x`; the header `Size`
/// starts one column left of it. Column gaps are MATLAB's: names padded to
/// the longest plus six, twelve spaces before the bytes, two before the
/// class, and the class padded to the longest plus four.
pub(super) fn whos(workspace: &Workspace, selection: &Selection) -> Result<String> {
    let vars = selection.variables(workspace)?;
    if vars.is_empty() {
        return Ok(String::new());
    }
    struct Row {
        name: String,
        rows: String,
        rest: String,
        bytes: String,
        class: &'static str,
        attributes: String,
    }
    let table: Vec<Row> = vars
        .iter()
        .map(|(name, value)| {
            let dims = value.shape().dims().to_vec();
            let rows = dims.first().copied().unwrap_or(0);
            let rest: Vec<String> = dims.iter().skip(1).map(|d| d.to_string()).collect();
            Row {
                name: name.to_string(),
                rows: rows.to_string(),
                rest: if rest.is_empty() {
                    "1".to_string()
                } else {
                    rest.join("x")
                },
                bytes: value_bytes(value).to_string(),
                class: value.class().name(),
                attributes: attributes(workspace, name, value).text(),
            }
        })
        .collect();
    let widest = |f: &dyn Fn(&Row) -> usize| table.iter().map(f).max().unwrap_or(0);
    let name_width = widest(&|r| r.name.chars().count()).max(4) + 6;
    let rows_width = widest(&|r| r.rows.len()).max(1);
    let rest_width = widest(&|r| r.rest.len()).max(2);
    let bytes_width = widest(&|r| r.bytes.len()).max(5);
    let class_width = widest(&|r| r.class.len()).max(5) + 4;
    let size_width = rows_width + 1 + rest_width;
    let gap = 12;
    // Padding by hand: a variable name may be longer than the 65535
    // characters Rust's `{:width$}` accepts.
    let mut text = format!(
        "  {}{}{}{}  {}Attributes\n\n",
        align_left("Name", name_width),
        align_left(&format!("{}Size", " ".repeat(rows_width - 1)), size_width),
        " ".repeat(gap),
        align_right("Bytes", bytes_width),
        align_left("Class", class_width),
    );
    for row in &table {
        text.push_str(&format!(
            "  {}{}x{}{}{}  {}{}\n",
            align_left(&row.name, name_width),
            align_right(&row.rows, rows_width),
            align_left(&row.rest, rest_width),
            " ".repeat(gap),
            align_right(&row.bytes, bytes_width),
            align_left(row.class, class_width),
            align_left(&row.attributes, 10),
        ));
    }
    text.push('\n');
    Ok(text)
}

/// The fields of `S = whos(...)`, in MATLAB's order.
const WHOS_FIELDS: [&str; 9] = [
    "name",
    "size",
    "bytes",
    "class",
    "global",
    "sparse",
    "complex",
    "nesting",
    "persistent",
];

/// `S = whos(...)`: an N-by-1 struct array with MATLAB's fields. `nesting`
/// names the running file (empty at the command line) at level 1: ferromat
/// lists the caller's own workspace only.
pub(super) fn whos_struct(
    workspace: &Workspace,
    selection: &Selection,
    running: &str,
) -> Result<Value> {
    let vars = selection.variables(workspace)?;
    let mut fields: indexmap::IndexMap<String, Vec<Value>> = WHOS_FIELDS
        .iter()
        .map(|field| (field.to_string(), Vec::with_capacity(vars.len())))
        .collect();
    for (name, value) in &vars {
        let found = attributes(workspace, name, value);
        let dims: Vec<f64> = value.shape().dims().iter().map(|&d| d as f64).collect();
        let nesting = StructArray::scalar(indexmap::IndexMap::from([
            ("function".to_string(), Value::char_row(running)),
            ("level".to_string(), Value::scalar(1.0)),
        ]));
        let row: [Value; 9] = [
            Value::char_row(name),
            Value::row(dims),
            Value::scalar(value_bytes(value) as f64),
            Value::char_row(value.class().name()),
            Value::bool(found.global),
            Value::bool(found.sparse),
            Value::bool(found.complex),
            Value::Struct(Arc::new(nesting)),
            Value::bool(found.persistent),
        ];
        for (field, value) in WHOS_FIELDS.iter().zip(row) {
            fields.entry(field.to_string()).or_default().push(value);
        }
    }
    Ok(Value::Struct(Arc::new(StructArray {
        shape: Shape::matrix(vars.len(), 1),
        fields,
    })))
}

/// Storage size as `whos` reports it.
fn value_bytes(value: &Value) -> usize {
    let n = value.numel();
    match value {
        Value::Sparse(s) => s.bytes(),
        Value::Double(_) | Value::Int64(_) | Value::UInt64(_) => 8 * n,
        Value::Single(_) | Value::Int32(_) | Value::UInt32(_) => 4 * n,
        Value::Int16(_) | Value::UInt16(_) | Value::Char(_) => 2 * n,
        Value::Int8(_) | Value::UInt8(_) | Value::Logical(_) => n,
        Value::ComplexDouble(_) => 16 * n,
        Value::ComplexSingle(_) => 8 * n,
        Value::String(t) => t
            .data()
            .iter()
            .map(|s| s.as_ref().map_or(0, |s| s.len()) + 16)
            .sum(),
        Value::Cell(t) => t.data().iter().map(|v| value_bytes(v) + 104).sum(),
        Value::Struct(s) => s
            .fields
            .values()
            .flatten()
            .map(|v| value_bytes(v) + 104)
            .sum(),
        Value::FunctionHandle(_) => 32,
        // A reference, as MATLAB reports objects; never walked, since a
        // map may hold itself.
        Value::Object(_) => 8,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Shape;

    fn workspace(vars: &[(&str, Value)]) -> Workspace {
        let mut ws = Workspace::new();
        for (name, value) in vars {
            ws.assign(name, value.clone());
        }
        ws
    }

    #[test]
    fn who_pads_names_to_a_common_width() {
        let ws = workspace(&[
            ("b", Value::scalar(1.0)),
            ("a", Value::scalar(1.0)),
            ("vec", Value::row(vec![1.0, 2.0])),
        ]);
        assert_eq!(
            who(&ws, &Selection::All).unwrap(),
            "\nYour variables are:\n\na    b    vec  \n\n"
        );
        assert_eq!(who(&Workspace::new(), &Selection::All).unwrap(), "");
    }

    #[test]
    fn whos_matches_matlabs_layout() {
        let ws = workspace(&[
            ("b", Value::row(vec![1.0, 2.0, 3.0])),
            ("a", Value::scalar(8.0)),
            ("c", Value::char_row("hello")),
        ]);
        let expected = "  Name      Size            Bytes  Class     Attributes\n\n\
                        \x20 a         1x1                 8  double              \n\
                        \x20 b         1x3                24  double              \n\
                        \x20 c         1x5                10  char                \n\n";
        assert_eq!(whos(&ws, &Selection::All).unwrap(), expected);
    }

    #[test]
    fn whos_aligns_sizes_on_the_x_and_widens_columns() {
        let ws = workspace(&[
            (
                "X",
                Value::matrix(Shape::matrix(648, 509), vec![0.0; 648 * 509]),
            ),
            (
                "caption",
                Value::matrix(Shape::matrix(2, 28), vec![0.0; 56]),
            ),
        ]);
        let text = whos(&ws, &Selection::All).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "  Name           Size               Bytes  Class     Attributes"
        );
        assert_eq!(
            lines[2],
            "  X            648x509            2638656  double              "
        );
        assert_eq!(
            lines[3],
            "  caption        2x28                 448  double              "
        );
    }

    #[test]
    fn names_pick_variables_by_wildcard_or_expression() {
        let ws = workspace(&[
            ("alpha", Value::scalar(1.0)),
            ("beta", Value::scalar(2.0)),
            ("alps", Value::scalar(3.0)),
        ]);
        let words = |w: &[&str]| -> Vec<Value> { w.iter().map(|t| Value::char_row(t)).collect() };
        let by = |w: &[&str]| Selection::parse(&words(w), "who").unwrap();
        assert_eq!(
            who(&ws, &by(&["al*"])).unwrap(),
            "\nYour variables are:\n\nalpha  alps   \n\n"
        );
        assert_eq!(
            who(&ws, &by(&["b?ta", "nothing"]))
                .unwrap()
                .matches("beta")
                .count(),
            1
        );
        assert!(whos(&ws, &by(&["-regexp", "^b"])).unwrap().contains("beta"));
        assert!(!whos(&ws, &by(&["-regexp", "^b"]))
            .unwrap()
            .contains("alpha"));
        assert_eq!(who(&ws, &by(&["gamma"])).unwrap(), "");
        assert!(Selection::parse(&words(&["-regexp", "("]), "who").is_err());
    }
}

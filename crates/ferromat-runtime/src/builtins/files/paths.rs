//! File names as text: `fileparts`, `fullfile`, `filesep`, `pathsep`,
//! `tempdir`, `tempname`. None of them touches the disk (so no capability
//! is needed); they must stay that way.

use std::hash::{BuildHasher, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

/// The separator of folder names in a path on this system.
pub const SEPARATOR: char = std::path::MAIN_SEPARATOR;

/// Text as the caller gave it: a string in gives a string out; an empty
/// char result is MATLAB's `''` (0-by-0).
pub fn text_like(text: &str, as_string: bool) -> Value {
    if as_string {
        Value::string(text)
    } else if text.is_empty() {
        Value::Char(Tensor::new(Shape::matrix(0, 0), Vec::new()))
    } else {
        Value::char_row(text)
    }
}

/// The folder, name and extension of a file name: the folder is everything
/// before the last separator (without it, except for the root), the
/// extension starts at the last dot of the rest.
pub fn split_name(full: &str) -> (String, String, String) {
    let (folder, file) = match full.rfind(SEPARATOR) {
        Some(0) => (SEPARATOR.to_string(), &full[1..]),
        Some(at) => (full[..at].to_string(), &full[at + 1..]),
        None => (String::new(), full),
    };
    let (name, extension) = match file.rfind('.') {
        Some(at) => (file[..at].to_string(), file[at..].to_string()),
        None => (file.to_string(), String::new()),
    };
    (folder, name, extension)
}

/// `mfilename`, `mfilename('fullpath')`, `mfilename('class')`: the running
/// file's name, or its full path without `.m`; empty at the prompt.
pub fn mfilename(interp: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let option = values
        .first()
        .map(|value| args::text(value, "mfilename"))
        .transpose()?;
    let path = interp.running_file();
    let text = match option.as_deref() {
        None | Some("class") => path
            .as_ref()
            .and_then(|path| path.file_stem())
            .map(|stem| stem.to_string_lossy().into_owned())
            .unwrap_or_default(),
        Some("fullpath") => path
            .map(|path| path.with_extension("").display().to_string())
            .unwrap_or_default(),
        Some(other) => {
            return Err(RuntimeError::new(
                "MATLAB:mfilename:InvalidInput",
                format!("Invalid option '{other}'. Use 'fullpath' or 'class'."),
            ))
        }
    };
    one(Value::char_row(&text))
}

/// `[filepath, name, ext] = fileparts(filename)`.
pub fn fileparts(_: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let input = values.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    let as_string = matches!(input, Value::String(_));
    let full = match input {
        Value::Char(t) if t.is_empty() => String::new(),
        other => other.as_text().ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:fileparts:MustBeChar",
                "Input must be a row vector of characters, or a string scalar.",
            )
        })?,
    };
    let (folder, name, extension) = split_name(&full);
    Ok([folder, name, extension]
        .iter()
        .take(nargout.clamp(1, 3))
        .map(|part| text_like(part, as_string))
        .collect())
}

/// Joins parts with single separators, keeping a trailing one.
pub fn join_parts(parts: &[String]) -> String {
    let mut joined = String::new();
    for part in parts.iter().filter(|p| !p.is_empty()) {
        if !joined.is_empty() && !joined.ends_with(SEPARATOR) {
            joined.push(SEPARATOR);
        }
        let part = if joined.is_empty() {
            part.as_str()
        } else {
            part.trim_start_matches(SEPARATOR)
        };
        joined.push_str(part);
    }
    // Doubled separators inside a part collapse too.
    let doubled = format!("{SEPARATOR}{SEPARATOR}");
    while joined.contains(&doubled) {
        joined = joined.replace(&doubled, &SEPARATOR.to_string());
    }
    joined
}

/// `f = fullfile(part1, ..., partN)`; a cell array part gives a cell array
/// of paths, a string part a string.
pub fn fullfile(_: &mut Interpreter, values: &[Value], _nargout: usize) -> Result<Outputs> {
    if values.is_empty() {
        return Err(RuntimeError::not_enough_inputs());
    }
    let mut cell_shape = None;
    let mut as_string = false;
    let mut columns: Vec<Vec<String>> = Vec::new();
    for value in values {
        let texts = match value {
            Value::Cell(cells) => {
                cell_shape = Some(cells.shape().clone());
                cells
                    .data()
                    .iter()
                    .map(|v| args::text(v, "fullfile"))
                    .collect::<Result<Vec<_>>>()?
            }
            Value::Char(t) if t.is_empty() => vec![String::new()],
            Value::String(_) => {
                as_string = true;
                vec![args::text(value, "fullfile")?]
            }
            other => vec![other.as_text().ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:fullfile:NotCellOrText",
                    "All inputs must be strings, character vectors, or cell arrays of character vectors.",
                )
            })?],
        };
        columns.push(texts);
    }
    let count = columns.iter().map(Vec::len).max().unwrap_or(1);
    if columns.iter().any(|c| c.len() != 1 && c.len() != count) {
        return Err(RuntimeError::new(
            "MATLAB:fullfile:CellSizeMismatch",
            "Cell array inputs must all have the same size.",
        ));
    }
    let paths: Vec<String> = (0..count)
        .map(|i| {
            let parts: Vec<String> = columns
                .iter()
                .map(|c| c.get(i).or_else(|| c.first()).cloned().unwrap_or_default())
                .collect();
            join_parts(&parts)
        })
        .collect();
    match cell_shape {
        Some(shape) => {
            let cells = paths.iter().map(|p| Value::char_row(p)).collect();
            one(Value::Cell(Arc::new(Tensor::new(shape, cells))))
        }
        None => one(text_like(
            paths.first().map_or("", String::as_str),
            as_string,
        )),
    }
}

/// `filesep`.
pub fn filesep(_: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    one(Value::char_row(&SEPARATOR.to_string()))
}

/// The separator of folders in a search path (`pathsep`, `genpath`).
pub const PATH_SEPARATOR: &str = if cfg!(windows) { ";" } else { ":" };

/// `pathsep`: the separator of folders in the search path.
pub fn pathsep(_: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    one(Value::char_row(PATH_SEPARATOR))
}

/// The system's folder for temporary files, with a trailing separator.
pub fn temp_folder() -> String {
    let mut folder = std::env::temp_dir().display().to_string();
    if !folder.ends_with(SEPARATOR) {
        folder.push(SEPARATOR);
    }
    folder
}

/// `tempdir`.
pub fn tempdir(_: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    one(Value::char_row(&temp_folder()))
}

/// A name no other call returns: `tp` and 32 hex digits in MATLAB's
/// grouping, from a per-process random seed, the time and a counter.
fn unique_name() -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let mut digits = String::new();
    for round in 0..2u64 {
        let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
        hasher.write_u64(COUNTER.fetch_add(1, Ordering::Relaxed));
        hasher.write_u64(round);
        hasher.write_u128(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos()),
        );
        hasher.write_u32(std::process::id());
        digits.push_str(&format!("{:016x}", hasher.finish()));
    }
    format!(
        "tp{}_{}_{}_{}_{}",
        &digits[..8],
        &digits[8..12],
        &digits[12..16],
        &digits[16..20],
        &digits[20..32]
    )
}

/// `tempname`, `tempname(folder)`: a unique name in the temporary folder
/// (or `folder`); nothing is created.
pub fn tempname(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let folder = match values.first() {
        Some(v) => args::text(v, "tempname")?,
        None => temp_folder(),
    };
    one(Value::char_row(&join_parts(&[folder, unique_name()])))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(p: &[&str]) -> String {
        join_parts(&p.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn names_split_and_join() {
        let split = |s: &str| split_name(s);
        assert_eq!(
            split("/home/user/file.tar.gz"),
            ("/home/user".into(), "file.tar".into(), ".gz".into())
        );
        assert_eq!(split("file"), ("".into(), "file".into(), "".into()));
        assert_eq!(split("/a/b/"), ("/a/b".into(), "".into(), "".into()));
        assert_eq!(split("/x.m"), ("/".into(), "x".into(), ".m".into()));
        assert_eq!(parts(&["a", "b/", "/c.m"]), "a/b/c.m");
        assert_eq!(parts(&["/", "x"]), "/x");
        assert_eq!(parts(&["a", ""]), "a");
        assert_eq!(parts(&["a//b", "c/"]), "a/b/c/");
    }

    #[test]
    fn temporary_names_are_unique() {
        let a = unique_name();
        let b = unique_name();
        assert_ne!(a, b);
        assert_eq!(a.len(), 2 + 32 + 4);
        assert!(temp_folder().ends_with(SEPARATOR));
    }
}

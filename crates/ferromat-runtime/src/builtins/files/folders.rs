//! Files and folders as things on the disk: `isfile`, `isfolder`, `isdir`,
//! `mkdir`, `rmdir`, `delete`, `copyfile`, `movefile`. Names are resolved
//! against the session's current folder, and each function asks for its
//! capability before touching anything. Listing lives in `listing.rs`.

use std::path::{Path, PathBuf};

use super::handles::system_message;
use super::listing::{expand, has_wildcards};
use super::paths::text_like;
use crate::builtins::{args, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::host::Capability;
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};

/// The names of a text argument (char row, string array or cell of text)
/// and the shape of the answer.
fn names_of(value: &Value, function: &str) -> Result<(crate::value::Shape, Vec<String>)> {
    match value {
        Value::Cell(cells) => Ok((
            cells.shape().clone(),
            cells
                .data()
                .iter()
                .map(|v| args::text(v, function))
                .collect::<Result<_>>()?,
        )),
        Value::String(strings) => Ok((
            strings.shape().clone(),
            strings
                .data()
                .iter()
                .map(|s| s.as_deref().unwrap_or("").to_string())
                .collect(),
        )),
        other => Ok((
            crate::value::Shape::scalar(),
            vec![args::text(other, function)?],
        )),
    }
}

fn kind_test(
    interp: &mut Interpreter,
    values: &[Value],
    function: &str,
    test: fn(&Path) -> bool,
) -> Result<Outputs> {
    let value = values.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    let (shape, names) = names_of(value, function)?;
    interp.require(Capability::ListFolders, function)?;
    let answers = names
        .iter()
        .map(|name| !name.is_empty() && test(&interp.resolve_path(name)))
        .collect();
    crate::builtins::one(Value::Logical(Tensor::new(shape, answers)))
}

/// `tf = isfile(name)`.
pub fn isfile(interp: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    kind_test(interp, values, "isfile", Path::is_file)
}

/// `tf = isfolder(name)`.
pub fn isfolder(interp: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    kind_test(interp, values, "isfolder", Path::is_dir)
}

/// `tf = isdir(name)`: the older name of `isfolder`.
pub fn isdir(interp: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    kind_test(interp, values, "isdir", Path::is_dir)
}

/// The outcome of a file operation that reports `[status, msg, msgID]`
/// when asked and raises (or warns) otherwise.
enum Outcome {
    Done,
    Warn(&'static str, String),
    Fail(&'static str, String),
}

fn report(interp: &mut Interpreter, outcome: Outcome, nargout: usize) -> Result<Outputs> {
    if nargout == 0 {
        return match outcome {
            Outcome::Done => Ok(Outputs::new()),
            Outcome::Warn(identifier, message) => {
                crate::builtins::messages::warn(interp, identifier, &message);
                Ok(Outputs::new())
            }
            Outcome::Fail(id, message) => Err(RuntimeError::new(id, message)),
        };
    }
    let (ok, id, message) = match outcome {
        Outcome::Done => (true, "", String::new()),
        Outcome::Warn(id, message) => (true, id, message),
        Outcome::Fail(id, message) => (false, id, message),
    };
    Ok([
        Value::bool(ok),
        text_like(&message, false),
        text_like(id, false),
    ]
    .into_iter()
    .take(nargout.min(3))
    .collect())
}

fn text_args(values: &[Value], function: &str) -> Result<Vec<String>> {
    values.iter().map(|v| args::text(v, function)).collect()
}

/// `mkdir folder`, `mkdir parent folder`, `[status, msg, msgID] = mkdir(...)`;
/// intermediate folders are created too.
pub fn mkdir(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let names = text_args(values, "mkdir")?;
    let path = match names.as_slice() {
        [folder] => interp.resolve_path(folder),
        [parent, folder] => interp.resolve_path(parent).join(folder),
        _ => return Err(RuntimeError::not_enough_inputs()),
    };
    interp.require(Capability::WriteFiles, "mkdir")?;
    let outcome = if path.is_dir() {
        Outcome::Warn(
            "MATLAB:MKDIR:DirectoryExists",
            "Directory already exists.".into(),
        )
    } else {
        match std::fs::create_dir_all(&path) {
            Ok(()) => Outcome::Done,
            Err(e) => Outcome::Fail("MATLAB:MKDIR:OSError", system_message(&e)),
        }
    };
    report(interp, outcome, nargout)
}

/// `rmdir folder`, `rmdir folder s` (with its contents), `[status, msg,
/// msgID] = rmdir(...)`.
pub fn rmdir(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let names = text_args(values, "rmdir")?;
    let (name, recursive) = match names.as_slice() {
        [name] => (name, false),
        [name, flag] if flag.eq_ignore_ascii_case("s") => (name, true),
        [_, _] => {
            return Err(RuntimeError::new(
                "MATLAB:RMDIR:InvalidOption",
                "The second argument must be 's'.",
            ))
        }
        _ => return Err(RuntimeError::not_enough_inputs()),
    };
    interp.require(Capability::WriteFiles, "rmdir")?;
    let path = interp.resolve_path(name);
    let outcome = if !path.is_dir() {
        Outcome::Fail(
            "MATLAB:RMDIR:NotADirectory",
            format!("{name} is not a folder or does not exist."),
        )
    } else {
        let removed = if recursive {
            std::fs::remove_dir_all(&path)
        } else {
            std::fs::remove_dir(&path)
        };
        match removed {
            Ok(()) => Outcome::Done,
            Err(_) if !recursive => Outcome::Fail(
                "MATLAB:RMDIR:NoDirectoriesRemoved",
                "No directories were removed.".into(),
            ),
            Err(e) => Outcome::Fail("MATLAB:RMDIR:OSError", system_message(&e)),
        }
    };
    report(interp, outcome, nargout)
}

/// `delete file1 ... fileN`, with `*` wildcards. A missing file is a
/// warning, as in MATLAB; folders are left to `rmdir`.
pub fn delete(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    // `delete(obj)` is the object's own method.
    if crate::builtins::objects::cleanup::is_cleanup_object(values) {
        return crate::builtins::objects::cleanup::delete(interp, values, nargout);
    }
    let names = text_args(values, "delete")?;
    if names.is_empty() {
        return Err(RuntimeError::not_enough_inputs());
    }
    interp.require(Capability::WriteFiles, "delete")?;
    for name in &names {
        let matches: Vec<PathBuf> = expand(interp, name)
            .into_iter()
            .filter(|p| p.symlink_metadata().is_ok())
            .collect();
        if matches.is_empty() {
            crate::builtins::messages::warn(
                interp,
                "MATLAB:DELETE:FileNotFound",
                &format!("File '{name}' not found."),
            );
            continue;
        }
        for path in matches {
            if path.is_dir() {
                if !has_wildcards(name) {
                    return Err(RuntimeError::new(
                        "MATLAB:DELETE:Permission",
                        format!("{name} is a folder. Use rmdir to remove folders."),
                    ));
                }
                continue;
            }
            std::fs::remove_file(&path).map_err(|e| {
                RuntimeError::new(
                    "MATLAB:DELETE:Permission",
                    format!("Cannot delete {}: {}", path.display(), system_message(&e)),
                )
            })?;
        }
    }
    Ok(Outputs::new())
}

/// Copies a file or, recursively, a folder's contents. Only regular files
/// and folders are copied; devices and FIFOs are refused.
fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    let meta = std::fs::metadata(from)?;
    if meta.is_dir() {
        std::fs::create_dir_all(to)?;
        for entry in std::fs::read_dir(from)? {
            let entry = entry?;
            copy_tree(&entry.path(), &to.join(entry.file_name()))?;
        }
        Ok(())
    } else if meta.is_file() {
        std::fs::copy(from, to).map(|_| ())
    } else {
        Err(std::io::Error::other("not a regular file or folder"))
    }
}

/// The sources and the destination of `copyfile`/`movefile`.
fn transfer_args(
    interp: &Interpreter,
    values: &[Value],
    function: &str,
) -> Result<(Vec<PathBuf>, PathBuf, bool)> {
    let names = text_args(values, function)?;
    let (source, destination) = match names.as_slice() {
        [source] => (source.clone(), ".".to_string()),
        [source, destination, ..] => (source.clone(), destination.clone()),
        [] => return Err(RuntimeError::not_enough_inputs()),
    };
    let sources: Vec<PathBuf> = expand(interp, &source)
        .into_iter()
        .filter(|p| p.exists())
        .collect();
    Ok((
        sources,
        interp.resolve_path(destination),
        has_wildcards(&source),
    ))
}

/// Where one source goes: into the destination when that is a folder and
/// the source is a file (or there are several sources), else onto it.
fn target_for(source: &Path, destination: &Path, several: bool) -> PathBuf {
    let into = destination.is_dir() && (several || !source.is_dir());
    match (into, source.file_name()) {
        (true, Some(name)) => destination.join(name),
        _ => destination.to_path_buf(),
    }
}

/// `copyfile source destination`, with wildcards; `[status, msg, msgID] =
/// copyfile(...)`.
pub fn copyfile(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    interp.require(Capability::ReadFiles, "copyfile")?;
    interp.require(Capability::WriteFiles, "copyfile")?;
    let (sources, destination, several) = transfer_args(interp, values, "copyfile")?;
    let outcome = if sources.is_empty() {
        Outcome::Fail(
            "MATLAB:COPYFILE:FileDoesNotExist",
            "No matching files were found.".into(),
        )
    } else {
        sources
            .iter()
            .map(|s| copy_tree(s, &target_for(s, &destination, several)))
            .find_map(std::result::Result::err)
            .map_or(Outcome::Done, |e| {
                Outcome::Fail("MATLAB:COPYFILE:OSError", system_message(&e))
            })
    };
    report(interp, outcome, nargout)
}

/// `movefile source destination`, with wildcards; `[status, msg, msgID] =
/// movefile(...)`. Across file systems it copies, then removes.
pub fn movefile(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    interp.require(Capability::WriteFiles, "movefile")?;
    let (sources, destination, several) = transfer_args(interp, values, "movefile")?;
    let move_one = |source: &Path| -> std::io::Result<()> {
        let target = target_for(source, &destination, several);
        if std::fs::rename(source, &target).is_ok() {
            return Ok(());
        }
        copy_tree(source, &target)?;
        if source.is_dir() {
            std::fs::remove_dir_all(source)
        } else {
            std::fs::remove_file(source)
        }
    };
    let outcome = if sources.is_empty() {
        Outcome::Fail(
            "MATLAB:MOVEFILE:FileDoesNotExist",
            "No matching files were found.".into(),
        )
    } else {
        sources
            .iter()
            .map(|s| move_one(s))
            .find_map(std::result::Result::err)
            .map_or(Outcome::Done, |e| {
                Outcome::Fail("MATLAB:MOVEFILE:OSError", system_message(&e))
            })
    };
    report(interp, outcome, nargout)
}

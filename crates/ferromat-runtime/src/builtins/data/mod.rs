//! Data exchange with files: MAT-files (`save`, `load`), tabular text
//! (`readmatrix`, `writematrix`, `csvread`, `dlmread`, ...) and JSON
//! (`jsonencode`, `jsondecode`), and `importdata`, which picks among them
//! by the file's kind. This file holds what the formats share:
//! finding a file to read, writing a file all at once, and warnings. It
//! must not know any one format.

pub mod csv_fast;
pub mod csv_read;
pub mod csv_write;
pub mod importdata;
pub mod json;
pub mod mat;
#[cfg(test)]
mod tests;

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::error::{Result, RuntimeError};
use crate::interp::host::Capability;
use crate::interp::Interpreter;
use crate::value::Value;

/// The file `name` names for reading: checked against the session's
/// capabilities, resolved against its current folder and, for a bare file
/// name not found there, looked up on the search path as MATLAB does.
pub fn file_to_read(interp: &Interpreter, name: &str, function: &str) -> Result<PathBuf> {
    interp.require(Capability::ReadFiles, function)?;
    let path = interp.resolve_path(name);
    if path.is_file() {
        return Ok(path);
    }
    let bare = Path::new(name).components().count() == 1;
    if bare {
        if let Some(found) = interp
            .path
            .iter()
            .map(|f| f.join(name))
            .find(|p| p.is_file())
        {
            return Ok(found);
        }
    }
    Err(RuntimeError::new(
        format!("MATLAB:{function}:couldNotReadFile"),
        format!("Unable to find file or directory '{name}'."),
    ))
}

/// Reads the whole of a file found by [`file_to_read`], refusing one larger
/// than the array limit allows (its bytes become one array at least).
pub fn read_bytes(path: &Path, name: &str, function: &str) -> Result<Vec<u8>> {
    let unreadable = |e: std::io::Error| {
        RuntimeError::new(
            format!("MATLAB:{function}:couldNotReadFile"),
            format!("Unable to read file '{name}'. {e}"),
        )
    };
    let length = std::fs::metadata(path).map_err(unreadable)?.len();
    crate::builtins::args::check_allocation_dims(
        &[usize::try_from(length).unwrap_or(usize::MAX)],
        1,
    )?;
    std::fs::read(path).map_err(unreadable)
}

/// The path a writer may write `name` to, after the capability check.
pub fn file_to_write(interp: &Interpreter, name: &str, function: &str) -> Result<PathBuf> {
    interp.require(Capability::WriteFiles, function)?;
    Ok(interp.resolve_path(name))
}

/// Writes `bytes` as the whole new content of `path` without ever leaving
/// a partial file: a temporary file in the same folder is written, flushed
/// and renamed over the target, so a failed write leaves the old file.
pub fn write_atomically(path: &Path, bytes: &[u8], name: &str, function: &str) -> Result<()> {
    let failed = |e: std::io::Error| {
        RuntimeError::new(
            format!("MATLAB:{function}:couldNotWriteFile"),
            format!("Unable to write file {name}: {e}."),
        )
    };
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let file_name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let temporary = folder.join(format!(".{file_name}.{}.part", std::process::id()));
    let result = (|| {
        let mut file = std::fs::File::create(&temporary)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        std::fs::rename(&temporary, path)
    })();
    if let Err(error) = result {
        let _ = std::fs::remove_file(&temporary);
        return Err(failed(error));
    }
    Ok(())
}

/// The text of an option or name argument, as `function` reports it.
pub fn text_arg(value: &Value, function: &str) -> Result<String> {
    crate::builtins::args::text(value, function)
}

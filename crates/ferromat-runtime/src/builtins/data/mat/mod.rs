//! `save` and `load`: the caller's workspace to and from MAT-files (Level 5,
//! v6 uncompressed or v7 compressed) and plain numeric text (`-ascii`).
//! This file parses the arguments and moves variables between the
//! workspace and the formats; the byte layouts live in `encode.rs`,
//! `decode.rs` and `ascii.rs`. A failed `save` leaves the old file; a
//! failed `load` leaves the workspace as it was.

pub mod ascii;
pub mod decode;
pub mod encode;
pub mod format;

use std::sync::Arc;

use super::{file_to_read, file_to_write, read_bytes, text_arg, write_atomically};
use crate::builtins::files::listing::wildcard_match;
use crate::builtins::messages::warn;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::{Interpreter, Workspace};
use crate::value::{StructArray, Value};

/// What `save` was asked to do.
#[derive(Default)]
struct SaveRequest {
    file: Option<String>,
    names: Vec<String>,
    struct_name: Option<String>,
    append: bool,
    ascii: bool,
    ascii_double: bool,
    ascii_tabs: bool,
    compress: bool,
    regexp: bool,
}

fn no_workspace(function: &str) -> RuntimeError {
    RuntimeError::new(
        "ferromat:noWorkspace",
        format!("{function} cannot be called through a function handle."),
    )
}

fn parse_save(args: &[Value]) -> Result<SaveRequest> {
    let mut request = SaveRequest {
        compress: true,
        ..SaveRequest::default()
    };
    let mut expecting_struct = false;
    for arg in args {
        let word = text_arg(arg, "save")?;
        if let Some(option) = word.strip_prefix('-') {
            match option.to_ascii_lowercase().as_str() {
                "append" => request.append = true,
                "ascii" => request.ascii = true,
                "double" => request.ascii_double = true,
                "tabs" => request.ascii_tabs = true,
                "v6" => request.compress = false,
                "nocompression" => request.compress = false,
                "v7" | "mat" | "compress" => {}
                "struct" => expecting_struct = true,
                "regexp" => request.regexp = true,
                "v4" | "v7.3" => {
                    return Err(RuntimeError::new(
                        "ferromat:save:unsupportedVersion",
                        format!("save -{option} is not supported; use -v6 or -v7."),
                    ))
                }
                _ => {
                    return Err(RuntimeError::new(
                        "MATLAB:save:unknownOption",
                        format!("Unknown option '{word}'."),
                    ))
                }
            }
        } else if request.file.is_none() {
            request.file = Some(word);
        } else if expecting_struct && request.struct_name.is_none() {
            request.struct_name = Some(word);
        } else {
            request.names.push(word);
        }
    }
    if expecting_struct && request.struct_name.is_none() {
        return Err(RuntimeError::new(
            "MATLAB:save:missingStructName",
            "The -struct option requires the name of a scalar structure.",
        ));
    }
    Ok(request)
}

/// Whether `name` is selected by the patterns (wildcards, or regular
/// expressions after `-regexp`).
fn selects(patterns: &[String], regexp: bool, name: &str) -> Result<bool> {
    for pattern in patterns {
        let hit = if regexp {
            regex::Regex::new(pattern)
                .map_err(|e| RuntimeError::new("MATLAB:save:badRegexp", e.to_string()))?
                .is_match(name)
        } else {
            wildcard_match(pattern, name)
        };
        if hit {
            return Ok(true);
        }
    }
    Ok(false)
}

/// The (name, value) pairs `request` picks from `available`, in the
/// order asked for (all of them, sorted, when none is named).
fn pick(
    available: Vec<(String, Value)>,
    patterns: &[String],
    regexp: bool,
    function: &str,
) -> Result<Vec<(String, Value)>> {
    if patterns.is_empty() {
        return Ok(available);
    }
    let mut chosen: Vec<(String, Value)> = Vec::new();
    for pattern in patterns {
        let before = chosen.len();
        for (name, value) in &available {
            if selects(std::slice::from_ref(pattern), regexp, name)?
                && !chosen.iter().any(|(n, _)| n == name)
            {
                chosen.push((name.clone(), value.clone()));
            }
        }
        let is_plain = !regexp && !pattern.contains(['*', '?']);
        if chosen.len() == before && is_plain && !available.iter().any(|(n, _)| n == pattern) {
            return Err(RuntimeError::new(
                format!("MATLAB:{function}:variableNotFound"),
                format!("Variable '{pattern}' not found."),
            ));
        }
    }
    Ok(chosen)
}

/// `save`, `save(filename)`, `save(filename, variables...)`, with the
/// options `-append -ascii -double -tabs -v6 -v7 -struct -regexp`.
pub fn save(
    interp: &mut Interpreter,
    ws: Option<&mut Workspace>,
    args: &[Value],
    _: usize,
) -> Result<Outputs> {
    let ws = ws.ok_or_else(|| no_workspace("save"))?;
    let request = parse_save(args)?;
    let mut file = request
        .file
        .clone()
        .unwrap_or_else(|| "matlab.mat".to_string());
    if !request.ascii && std::path::Path::new(&file).extension().is_none() {
        file.push_str(".mat");
    }
    let path = file_to_write(interp, &file, "save")?;
    let available: Vec<(String, Value)> = match &request.struct_name {
        Some(name) => struct_fields(ws, name)?,
        None => ws
            .variables()
            .into_iter()
            .map(|(n, v)| (n.to_string(), v.clone()))
            .collect(),
    };
    let chosen = pick(available, &request.names, request.regexp, "save")?;
    let bytes = if request.ascii {
        let mut text = if request.append {
            std::fs::read(&path).unwrap_or_default()
        } else {
            Vec::new()
        };
        text.extend(ascii::write(
            &chosen,
            request.ascii_double,
            request.ascii_tabs,
        )?);
        text
    } else {
        let mut merged: Vec<(String, Value)> = Vec::new();
        if request.append && path.is_file() {
            let old = read_bytes(&path, &file, "save")?;
            merged = decode::variables(&old)?;
        }
        for (name, value) in chosen {
            match merged.iter_mut().find(|(n, _)| *n == name) {
                Some(slot) => slot.1 = value,
                None => merged.push((name, value)),
            }
        }
        let created = chrono::Local::now()
            .format("%a %b %e %H:%M:%S %Y")
            .to_string();
        let mut bytes = encode::header(&created);
        for (name, value) in &merged {
            bytes.extend(encode::variable(name, value, request.compress)?);
        }
        bytes
    };
    write_atomically(&path, &bytes, &file, "save")?;
    Ok(Outputs::new())
}

/// The fields of the scalar struct variable `name`, for `save -struct`.
fn struct_fields(ws: &Workspace, name: &str) -> Result<Vec<(String, Value)>> {
    match ws.lookup(name) {
        Some(Value::Struct(s)) if s.numel() == 1 => Ok(s
            .fields
            .iter()
            .filter_map(|(field, column)| column.first().map(|v| (field.clone(), v.clone())))
            .collect()),
        Some(_) => Err(RuntimeError::new(
            "MATLAB:save:notScalarStruct",
            format!("The argument to -struct must be the name of a scalar structure variable; '{name}' is not."),
        )),
        None => Err(RuntimeError::new(
            "MATLAB:save:variableNotFound",
            format!("Variable '{name}' not found."),
        )),
    }
}

/// The variables of the MAT-file `file` (`.mat` added when it has no
/// extension), in file order: what `who -file` and `whos -file` list.
pub(crate) fn file_variables(
    interp: &mut Interpreter,
    file: &str,
    function: &str,
) -> Result<Vec<(String, Value)>> {
    let mut file = file.to_string();
    if std::path::Path::new(&file).extension().is_none() {
        file.push_str(".mat");
    }
    let path = file_to_read(interp, &file, function)?;
    let bytes = read_bytes(&path, &file, function)?;
    decode::variables(&bytes)
}

/// `load`, `load(filename)`, `load(filename, variables...)`,
/// `load(filename, '-ascii' | '-mat')`, `S = load(...)`.
pub fn load(
    interp: &mut Interpreter,
    ws: Option<&mut Workspace>,
    args: &[Value],
    nargout: usize,
) -> Result<Outputs> {
    let mut file: Option<String> = None;
    let mut names = Vec::new();
    let (mut force_ascii, mut force_mat, mut regexp) = (false, false, false);
    for arg in args {
        let word = text_arg(arg, "load")?;
        match word.to_ascii_lowercase().as_str() {
            "-ascii" => force_ascii = true,
            "-mat" => force_mat = true,
            "-regexp" => regexp = true,
            _ if file.is_none() => file = Some(word),
            _ => names.push(word),
        }
    }
    let mut file = file.unwrap_or_else(|| "matlab.mat".to_string());
    let extension = std::path::Path::new(&file)
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase());
    if extension.is_none() && !force_ascii {
        file.push_str(".mat");
    }
    let path = file_to_read(interp, &file, "load")?;
    let bytes = read_bytes(&path, &file, "load")?;
    let as_ascii = force_ascii
        || (!force_mat
            && extension.as_deref().is_some_and(|e| e != "mat")
            && !decode::is_mat_file(&bytes));
    if as_ascii {
        let matrix = ascii::read(&bytes)?;
        if nargout > 0 {
            return one(matrix);
        }
        let ws = ws.ok_or_else(|| no_workspace("load"))?;
        ws.assign(&ascii::variable_name(&path), matrix);
        return Ok(Outputs::new());
    }
    let all = decode::variables(&bytes)?;
    let mut chosen = Vec::new();
    for (name, value) in all {
        if names.is_empty() || selects(&names, regexp, &name)? {
            chosen.push((name, value));
        }
    }
    for wanted in names.iter().filter(|n| !regexp && !n.contains(['*', '?'])) {
        if !chosen.iter().any(|(n, _)| n == wanted) {
            warn(
                interp,
                "MATLAB:load:variableNotFound",
                &format!("Variable '{wanted}' not found."),
            );
        }
    }
    if nargout > 0 {
        let fields = chosen.into_iter().map(|(n, v)| (n, vec![v])).collect();
        let s = StructArray {
            shape: crate::value::Shape::scalar(),
            fields,
        };
        return one(Value::Struct(Arc::new(s)));
    }
    let ws = ws.ok_or_else(|| no_workspace("load"))?;
    for (name, value) in chosen {
        if crate::engine::is_valid_name(&name) {
            ws.assign(&name, value);
        }
    }
    Ok(Outputs::new())
}

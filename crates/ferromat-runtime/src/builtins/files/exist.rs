//! `exist`: whether a name is a variable (1), a file or function file (2),
//! a builtin function (5) or a folder (7), optionally restricted to one
//! kind (`'var'`, `'builtin'`, `'file'`, `'dir'`, `'class'`). It is a
//! session function because variables belong to the caller's workspace.
//! Questions about the disk need `ListFolders`; variables and builtins
//! are answered without it. It must not change anything.

use std::path::Path;

use crate::builtins::{self, args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::host::Capability;
use crate::interp::{Interpreter, Workspace};
use crate::value::Value;

/// The kind `exist` is asked about.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Any,
    Var,
    Builtin,
    File,
    Dir,
    Class,
}

fn kind(value: Option<&Value>) -> Result<Kind> {
    let Some(value) = value else {
        return Ok(Kind::Any);
    };
    Ok(match args::text(value, "exist")?.to_ascii_lowercase().as_str() {
        "var" => Kind::Var,
        "builtin" => Kind::Builtin,
        "file" => Kind::File,
        "dir" => Kind::Dir,
        "class" => Kind::Class,
        other => {
            return Err(RuntimeError::new(
                "MATLAB:exist:invalidSearchType",
                format!("Invalid search type '{other}'. Use 'var', 'builtin', 'file', 'dir' or 'class'."),
            ))
        }
    })
}

/// `exist name`, `exist name kind`, `tf = exist(...)`.
pub fn exist(
    interp: &mut Interpreter,
    workspace: Option<&mut Workspace>,
    values: &[Value],
    _nargout: usize,
) -> Result<Outputs> {
    let name = args::text(
        values.first().ok_or_else(RuntimeError::not_enough_inputs)?,
        "exist",
    )?;
    let kind = kind(values.get(1))?;
    let wants = |k: Kind| kind == Kind::Any || kind == k;
    if wants(Kind::Var) && workspace.is_some_and(|ws| ws.lookup(&name).is_some()) {
        return one(Value::scalar(1.0));
    }
    let is_builtin = builtins::lookup(&name).is_some() || interp.host_functions.contains(&name);
    if matches!(kind, Kind::Var | Kind::Class) || name.is_empty() {
        return one(Value::scalar(0.0));
    }
    if kind == Kind::Builtin {
        return one(Value::scalar(if is_builtin { 5.0 } else { 0.0 }));
    }
    // Without the disk, a builtin name is answered as the builtin.
    if kind == Kind::Any && is_builtin && !interp.capabilities.allows(Capability::ListFolders) {
        return one(Value::scalar(5.0));
    }
    interp.require(Capability::ListFolders, "exist")?;
    let code = on_disk(interp, &name, kind);
    let code = match code {
        0.0 if kind == Kind::Any && is_builtin => 5.0,
        other => other,
    };
    one(Value::scalar(code))
}

/// 2 for a file (or a function file on the search path), 7 for a folder, 0
/// for neither, among the kinds asked for.
fn on_disk(interp: &mut Interpreter, name: &str, kind: Kind) -> f64 {
    let direct = interp.resolve_path(name);
    let in_path = |interp: &Interpreter, test: fn(&Path) -> bool| {
        Path::new(name).is_relative() && interp.path.iter().any(|folder| test(&folder.join(name)))
    };
    if kind != Kind::Dir {
        // A user's function file outranks a builtin of the same name.
        let is_file = direct.is_file()
            || in_path(&*interp, Path::is_file)
            || (is_identifier(name) && interp.find_code_file(name).is_some());
        if is_file {
            return 2.0;
        }
    }
    if direct.is_dir() || in_path(&*interp, Path::is_dir) {
        return 7.0;
    }
    0.0
}

/// A name that could be a function (so `name.m` may be on the path).
fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

//! Text through file identifiers: `fgetl`, `fgets`, `fileread`, `type`, and the
//! writing half of `fprintf(fid, ...)` (the formatting stays in
//! `builtins/console/print.rs`, which calls `write_text`). Characters pass through
//! the file's encoding. It must not format numbers or parse fields.

use super::encoding::Encoding;
use super::handles::{self, check_regular, invalid_fid, open_file, FileId};
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::host::Capability;
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};

/// Sends `text` to `target`: the session's output (1), its error output
/// (2) or an open file; returns the number of bytes written.
pub fn write_text(interp: &mut Interpreter, target: FileId, text: &str) -> Result<usize> {
    match target {
        FileId::Stdout => {
            interp.print(text);
            Ok(text.len())
        }
        FileId::Stderr => {
            interp.print_error(text);
            Ok(text.len())
        }
        FileId::Stdin => Err(invalid_fid()),
        FileId::File(fid) => {
            let file = interp.files.get_mut(fid).ok_or_else(invalid_fid)?;
            file.check_writable("fprintf")?;
            let units: Vec<u16> = text.encode_utf16().collect();
            let bytes = file.encoding.encode(&units);
            match file.stream.write(&bytes) {
                Ok(()) => Ok(bytes.len()),
                Err(error) => Err(file.failed(error, "fprintf")),
            }
        }
    }
}

/// One line read by `fgetl`/`fgets`: its bytes up to and including the
/// newline (if any), or `None` at the end of the file. Reading stops after
/// `limit` bytes.
fn read_line(
    interp: &mut Interpreter,
    target: &Value,
    limit: usize,
    function: &str,
) -> Result<Option<(Vec<u16>, Vec<u16>)>> {
    let file = open_file(interp, target)?;
    file.check_readable(function)?;
    let mut bytes = Vec::new();
    let mut ended = false;
    loop {
        if bytes.len() >= limit {
            break;
        }
        match file.stream.next_byte() {
            Ok(Some(b)) => {
                bytes.push(b);
                if b == b'\n' {
                    break;
                }
            }
            Ok(None) => {
                ended = true;
                break;
            }
            Err(error) => return Err(file.failed(error, function)),
        }
    }
    // The end is flagged as soon as nothing is left, so that the usual
    // `while ~feof(fid)` loop stops after the last line.
    let nothing_left = ended || matches!(file.stream.peek_byte(), Ok(None));
    file.at_end = nothing_left;
    if ended && bytes.is_empty() {
        return Ok(None);
    }
    let terminator_len = if bytes.ends_with(b"\r\n") && file.permission.text {
        2
    } else {
        usize::from(bytes.last() == Some(&b'\n'))
    };
    let split = bytes.len() - terminator_len;
    let line = file.encoding.decode(&bytes[..split]);
    let terminator = bytes[split..].iter().map(|&b| u16::from(b)).collect();
    Ok(Some((line, terminator)))
}

fn char_row(units: Vec<u16>) -> Value {
    Value::Char(Tensor::row(units))
}

/// `tline = fgetl(fid)`: the next line without its newline; -1 at the end.
pub fn fgetl(interp: &mut Interpreter, values: &[Value], _nargout: usize) -> Result<Outputs> {
    let target = values.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    match read_line(interp, target, usize::MAX, "fgetl")? {
        Some((line, _)) => one(char_row(line)),
        None => one(Value::scalar(-1.0)),
    }
}

/// `tline = fgets(fid)`, `fgets(fid, nchar)`, `[tline, ltout] = fgets(...)`:
/// the next line with its newline; -1 at the end.
pub fn fgets(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let target = values.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    let limit = match values.get(1) {
        Some(v) => args::count(v, "fgets")?,
        None => usize::MAX,
    };
    let mut out = Outputs::new();
    match read_line(interp, target, limit, "fgets")? {
        Some((mut line, terminator)) => {
            line.extend(&terminator);
            out.push(char_row(line));
            if nargout >= 2 {
                out.push(Value::Double(Tensor::row(
                    terminator.iter().map(|&u| f64::from(u)).collect(),
                )));
            }
        }
        None => {
            out.push(Value::scalar(-1.0));
            if nargout >= 2 {
                out.push(Value::scalar(-1.0));
            }
        }
    }
    Ok(out)
}

/// The error of a file that cannot be read by name.
pub fn cannot_open(function: &str, name: &str, reason: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:cannotOpenFile"),
        format!("Could not open file {name}. {reason}."),
    )
}

/// The bytes of a whole file named by a script, after the capability and
/// file-kind checks and the allocation limit.
pub fn read_whole_file(interp: &Interpreter, name: &str, function: &str) -> Result<Vec<u8>> {
    interp.require(Capability::ReadFiles, function)?;
    let path = handles::find_for_reading(interp, name);
    check_regular(&path).map_err(|reason| cannot_open(function, name, &reason))?;
    let length = std::fs::metadata(&path)
        .map_err(|e| cannot_open(function, name, &handles::system_message(&e)))?
        .len();
    args::check_allocation_dims(&[usize::try_from(length).unwrap_or(usize::MAX)], 2)?;
    std::fs::read(&path).map_err(|e| cannot_open(function, name, &handles::system_message(&e)))
}

/// `text = fileread(filename)`, `fileread(filename, 'Encoding', enc)`.
pub fn fileread(interp: &mut Interpreter, values: &[Value], _nargout: usize) -> Result<Outputs> {
    let name = args::text(
        values.first().ok_or_else(RuntimeError::not_enough_inputs)?,
        "fileread",
    )?;
    let mut encoding = Encoding::Utf8;
    let mut options = values[1..].chunks(2);
    for pair in &mut options {
        match pair {
            [key, value] if args::text(key, "fileread")?.eq_ignore_ascii_case("Encoding") => {
                encoding = Encoding::named(&args::text(value, "fileread")?)?;
            }
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:fileread:invalidOption",
                    "Options must be given as 'Encoding', value.",
                ))
            }
        }
    }
    let bytes = read_whole_file(interp, &name, "fileread")?;
    one(char_row(encoding.decode(&bytes)))
}

/// `type name ...`: displays each file as it is; a name without an
/// extension that is no file is looked for as `name.m` on the search path,
/// and a builtin without a file is named as one.
pub fn type_(interp: &mut Interpreter, values: &[Value], _nargout: usize) -> Result<Outputs> {
    if values.is_empty() {
        return Err(RuntimeError::not_enough_inputs());
    }
    for value in values {
        let name = args::text(value, "type")?;
        interp.require(Capability::ReadFiles, "type")?;
        let has_extension = std::path::Path::new(&name).extension().is_some();
        let file = if has_extension || handles::find_for_reading(interp, &name).is_file() {
            name.clone()
        } else {
            let script = format!("{name}.m");
            if !handles::find_for_reading(interp, &script).is_file()
                && crate::builtins::lookup(&name).is_some()
            {
                interp.print(&format!("'{name}' is a built-in function.\n"));
                continue;
            }
            script
        };
        let bytes = read_whole_file(interp, &file, "type")?;
        let mut text = String::from_utf16_lossy(&Encoding::Utf8.decode(&bytes));
        if !text.ends_with('\n') {
            text.push('\n');
        }
        interp.print(&text);
    }
    Ok(Outputs::new())
}

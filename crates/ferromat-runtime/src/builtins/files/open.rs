//! Opening, closing and positioning files: `fopen`, `fclose`, `ftell`,
//! `fseek`, `frewind`, `feof`, `ferror`. Reading and writing data is done
//! by `text_io.rs`, `binary.rs` and `scan.rs`; this file must not
//! interpret file contents.

use std::io::SeekFrom;

use super::encoding::Encoding;
use super::handles::{self, file_id, invalid_fid, open_file, ByteOrder, FileId, OpenFile};
use super::handles::{system_message, Permission};
use super::stream::Stream;
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};

fn fid_row(ids: &[u32]) -> Value {
    Value::Double(Tensor::row(ids.iter().map(|&id| f64::from(id)).collect()))
}

/// `fid = fopen(name, permission, machinefmt, encoding)`, `[fid, msg] =
/// fopen(...)`, `fids = fopen('all')`, `[name, permission, machinefmt,
/// encoding] = fopen(fid)`.
pub fn fopen(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let first = values.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    if first.as_text().is_none() {
        return describe_open_file(interp, first, nargout);
    }
    let name = args::text(first, "fopen")?;
    if values.len() == 1 && name.eq_ignore_ascii_case("all") {
        return one(fid_row(&interp.files.ids()));
    }
    let permission = match values.get(1) {
        Some(v) => Permission::parse(&args::text(v, "fopen")?)?,
        None => Permission::parse("r")?,
    };
    let order = match values.get(2) {
        Some(v) => ByteOrder::named(&args::text(v, "fopen")?)?,
        None => ByteOrder::native(),
    };
    let encoding = match values.get(3) {
        Some(v) => Encoding::named(&args::text(v, "fopen")?)?,
        None => Encoding::Utf8,
    };
    let (fid, message) = match handles::open(interp, &name, permission)? {
        Ok((file, path)) => {
            // MATLAB reports the full path only for files opened to read.
            let shown = if permission.kind == 'r' {
                path.display().to_string()
            } else {
                name
            };
            let fid = interp.files.insert(OpenFile {
                stream: Stream::new(file),
                name: shown,
                permission,
                order,
                encoding,
                at_end: false,
                last_error: String::new(),
            });
            (f64::from(fid), String::new())
        }
        Err(message) => (-1.0, message),
    };
    let mut out = Outputs::new();
    out.push(Value::scalar(fid));
    if nargout >= 2 {
        out.push(Value::char_row(&message));
    }
    Ok(out)
}

/// `fopen(fid)`: what the file was opened as; empty text for a `fid` that
/// is not open.
fn describe_open_file(interp: &mut Interpreter, fid: &Value, nargout: usize) -> Result<Outputs> {
    let texts: [String; 4] = match file_id(fid)? {
        FileId::Stdin => [
            "\"stdin\"".into(),
            "r".into(),
            ByteOrder::native().name().into(),
            "UTF-8".into(),
        ],
        FileId::Stdout => [
            "\"stdout\"".into(),
            "w".into(),
            ByteOrder::native().name().into(),
            "UTF-8".into(),
        ],
        FileId::Stderr => [
            "\"stderr\"".into(),
            "w".into(),
            ByteOrder::native().name().into(),
            "UTF-8".into(),
        ],
        FileId::File(id) => match interp.files.get(id) {
            Some(file) => [
                file.name.clone(),
                file.permission.describe(),
                file.order.name().to_string(),
                file.encoding.name().to_string(),
            ],
            None => Default::default(),
        },
    };
    Ok(texts
        .iter()
        .take(nargout.clamp(1, 4))
        .map(|text| Value::char_row(text))
        .collect())
}

/// `status = fclose(fid)`, `fclose('all')`.
pub fn fclose(interp: &mut Interpreter, values: &[Value], _nargout: usize) -> Result<Outputs> {
    let target = values.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    if let Some(text) = target.as_text() {
        if text.eq_ignore_ascii_case("all") {
            interp.files.close_all();
            return one(Value::scalar(0.0));
        }
        return Err(invalid_fid());
    }
    match file_id(target)? {
        // The standard streams stay open; closing them reports failure.
        FileId::Stdin | FileId::Stdout | FileId::Stderr => one(Value::scalar(-1.0)),
        FileId::File(id) => match interp.files.close(id) {
            None => Err(invalid_fid()),
            Some(Ok(())) => one(Value::scalar(0.0)),
            Some(Err(error)) => Err(RuntimeError::new(
                "MATLAB:fclose:ioError",
                format!("Error closing file: {}", system_message(&error)),
            )),
        },
    }
}

/// `position = ftell(fid)`.
pub fn ftell(interp: &mut Interpreter, values: &[Value], _nargout: usize) -> Result<Outputs> {
    let target = values.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    let file = open_file(interp, target)?;
    let position = match file.stream.position() {
        Ok(p) => p as f64,
        Err(error) => {
            file.last_error = system_message(&error);
            -1.0
        }
    };
    one(Value::scalar(position))
}

/// Where `fseek` measures from: `'bof'`/-1, `'cof'`/0, `'eof'`/1.
fn origin(value: &Value) -> Result<i8> {
    let bad = || {
        RuntimeError::new(
            "MATLAB:fseek:invalidOrigin",
            "Origin must be 'bof', 'cof', 'eof', -1, 0 or 1.",
        )
    };
    if let Some(text) = value.as_text() {
        return match text.to_ascii_lowercase().as_str() {
            "bof" => Ok(-1),
            "cof" => Ok(0),
            "eof" => Ok(1),
            _ => Err(bad()),
        };
    }
    match value.as_f64() {
        Some(x) if x == -1.0 || x == 0.0 || x == 1.0 => Ok(x as i8),
        _ => Err(bad()),
    }
}

/// `status = fseek(fid, offset, origin)`: 0, or -1 with the reason kept
/// for `ferror` (before the start or past the end of the file).
pub fn fseek(interp: &mut Interpreter, values: &[Value], _nargout: usize) -> Result<Outputs> {
    let [target, offset, rest @ ..] = values else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let offset = args::scalar(offset, "fseek")?;
    if !offset.is_finite() || offset.fract() != 0.0 {
        return Err(RuntimeError::new(
            "MATLAB:fseek:invalidOffset",
            "Offset must be an integer.",
        ));
    }
    let origin = match rest.first() {
        Some(v) => origin(v)?,
        None => -1,
    };
    let file = open_file(interp, target)?;
    let base = match origin {
        -1 => Ok(0),
        0 => file.stream.position(),
        _ => file.stream.file_len(),
    };
    let end = file.stream.file_len();
    let (base, end) = match (base, end) {
        (Ok(base), Ok(end)) => (base as f64, end as f64),
        (Err(error), _) | (_, Err(error)) => {
            file.last_error = system_message(&error);
            return one(Value::scalar(-1.0));
        }
    };
    let target = base + offset;
    let status = if target < 0.0 {
        file.last_error = "Offset is bad - before beginning-of-file.".into();
        -1.0
    } else if target > end {
        file.last_error = "Offset is bad - after end-of-file.".into();
        -1.0
    } else {
        match file.stream.seek(SeekFrom::Start(target as u64)) {
            Ok(_) => {
                file.at_end = false;
                0.0
            }
            Err(error) => {
                file.last_error = system_message(&error);
                -1.0
            }
        }
    };
    one(Value::scalar(status))
}

/// `frewind(fid)`.
pub fn frewind(interp: &mut Interpreter, values: &[Value], _nargout: usize) -> Result<Outputs> {
    let target = values.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    let file = open_file(interp, target)?;
    if let Err(error) = file.stream.seek(SeekFrom::Start(0)) {
        return Err(file.failed(error, "frewind"));
    }
    file.at_end = false;
    Ok(Outputs::new())
}

/// `status = feof(fid)`: 1 once a read reached the end of the file.
pub fn feof(interp: &mut Interpreter, values: &[Value], _nargout: usize) -> Result<Outputs> {
    let target = values.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    let file = open_file(interp, target)?;
    one(Value::scalar(if file.at_end { 1.0 } else { 0.0 }))
}

/// `[msg, errnum] = ferror(fid)`, `ferror(fid, 'clear')`.
pub fn ferror(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let target = values.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    let clear = match values.get(1) {
        Some(v) if args::text(v, "ferror")?.eq_ignore_ascii_case("clear") => true,
        Some(_) => {
            return Err(RuntimeError::new(
                "MATLAB:ferror:invalidOption",
                "The second argument must be 'clear'.",
            ))
        }
        None => false,
    };
    let file = open_file(interp, target)?;
    let message = std::mem::take(&mut file.last_error);
    if !clear {
        file.last_error = message.clone();
    }
    let mut out = Outputs::new();
    out.push(Value::char_row(&message));
    if nargout >= 2 {
        out.push(Value::scalar(if message.is_empty() { 0.0 } else { -1.0 }));
    }
    Ok(out)
}

//! `str2num`: text evaluated as a MATLAB expression, the way MATLAB does
//! it (inside brackets, in a workspace of its own), with the status output
//! instead of an error. It must not see or change the caller's variables.

use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};

/// `X = str2num(txt)`, `[X, tf] = str2num(txt)`: the rows of a char array
/// (or a string scalar) become the rows of `[...]`; on any error `X` is
/// `[]` and `tf` false.
pub fn str2num(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let text = match args.first() {
        Some(Value::Char(t)) => {
            let dims = t.shape().dims();
            let (rows, cols) = (
                dims.first().copied().unwrap_or(0),
                t.numel() / dims.first().copied().unwrap_or(1).max(1),
            );
            let lines: Vec<String> = (0..rows)
                .map(|r| {
                    let units: Vec<u16> = (0..cols).map(|c| t.data()[r + c * rows]).collect();
                    String::from_utf16_lossy(&units)
                })
                .collect();
            lines.join(";")
        }
        Some(Value::String(_)) => args.first().and_then(Value::as_text).unwrap_or_default(),
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:str2num:InvalidArgument",
                "Input must be a character vector or string scalar.",
            ))
        }
    };
    let result = interp.evaluate_in_own_workspace(&format!("[{text}\n]"));
    let (value, ok) = match result {
        Ok(value) => (value, true),
        Err(error) if error.is_uncatchable() => return Err(error),
        Err(_) => (
            Value::Double(Tensor::new(crate::value::Shape::matrix(0, 0), Vec::new())),
            false,
        ),
    };
    let mut out = Outputs::new();
    out.push(value);
    if nargout >= 2 {
        out.push(Value::bool(ok));
    }
    Ok(out)
}

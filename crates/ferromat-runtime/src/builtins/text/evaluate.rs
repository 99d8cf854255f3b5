//! Text read as a MATLAB expression: `str2num` evaluates it the way MATLAB
//! does (inside brackets, in a workspace of its own), with the status
//! output instead of an error; `symvar` only scans it for the variable
//! names it uses. Neither may see or change the caller's variables.

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

/// Identifiers `symvar` never reports: MATLAB's documented constants.
const SYMVAR_CONSTANTS: [&str; 8] = ["i", "j", "pi", "Inf", "inf", "NaN", "nan", "eps"];

/// `C = symvar(s)`: the identifiers of the expression `s` other than
/// `i`, `j`, `pi`, `Inf`, `NaN` and `eps`, functions (names followed by
/// `(`) and field names (after a `.`), sorted, each once, as a column
/// cell array (`{}` when there is none). Numbers such as `1e-3` or `2.5d0`
/// are skipped whole, so their exponent letters are not names.
pub fn symvar(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let text = crate::builtins::args::text(&args[0], "symvar")?;
    let mut names = symbol_names(&text);
    names.sort();
    names.dedup();
    let cells: Vec<Value> = names.iter().map(|n| Value::char_row(n)).collect();
    let shape = if cells.is_empty() {
        crate::value::Shape::matrix(0, 0)
    } else {
        crate::value::Shape::matrix(cells.len(), 1)
    };
    let mut out = Outputs::new();
    out.push(Value::Cell(std::sync::Arc::new(Tensor::new(shape, cells))));
    Ok(out)
}

/// The variable names of an expression, in order of appearance.
fn symbol_names(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut names = Vec::new();
    let mut k = 0;
    while k < chars.len() {
        let c = chars[k];
        if c.is_ascii_digit() || (c == '.' && chars.get(k + 1).is_some_and(char::is_ascii_digit)) {
            k = skip_number(&chars, k);
        } else if c.is_ascii_alphabetic() {
            let start = k;
            while k < chars.len() && (chars[k].is_ascii_alphanumeric() || chars[k] == '_') {
                k += 1;
            }
            let name: String = chars[start..k].iter().collect();
            let field = start > 0 && chars[start - 1] == '.';
            let mut next = k;
            while next < chars.len() && chars[next].is_whitespace() {
                next += 1;
            }
            let call = chars.get(next) == Some(&'(');
            if !field && !call && !SYMVAR_CONSTANTS.contains(&name.as_str()) {
                names.push(name);
            }
        } else {
            k += 1;
        }
    }
    names
}

/// The index after the number starting at `k` (digits, a fraction, an
/// exponent with `e`, `E`, `d` or `D`).
fn skip_number(chars: &[char], mut k: usize) -> usize {
    let digits = |k: &mut usize| {
        while *k < chars.len() && chars[*k].is_ascii_digit() {
            *k += 1;
        }
    };
    digits(&mut k);
    // A `.` followed by an operator character (`1./x`, `2.^n`) belongs to
    // the operator; the number ends before it.
    if chars.get(k) == Some(&'.')
        && !matches!(chars.get(k + 1), Some('*' | '/' | '\\' | '^' | '\''))
    {
        k += 1;
        digits(&mut k);
    }
    if matches!(chars.get(k), Some('e' | 'E' | 'd' | 'D')) {
        let mut after = k + 1;
        if matches!(chars.get(after), Some('+' | '-')) {
            after += 1;
        }
        if chars.get(after).is_some_and(char::is_ascii_digit) {
            k = after;
            digits(&mut k);
        }
    }
    k
}

#[cfg(test)]
mod tests {
    use super::symbol_names;

    #[test]
    fn symvar_skips_functions_fields_constants_and_exponents() {
        assert_eq!(symbol_names("3*x + 4*y + 5*cos (z)"), ["x", "y", "z"]);
        assert!(symbol_names("sin ()^2 + cos ()^2 == 1").is_empty());
        assert_eq!(symbol_names("1./x + 2.5e-3*pi + s.a"), ["x", "s"]);
        assert_eq!(symbol_names("alpha*i + b2_c^j + 1e5"), ["alpha", "b2_c"]);
    }
}

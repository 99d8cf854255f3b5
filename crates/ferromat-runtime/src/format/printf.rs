//! The `sprintf`/`fprintf` engine with MATLAB semantics: arguments are
//! flattened column-major into one data stream, the format is recycled until
//! the data runs out, conversions that cannot show a value switch to `%e`,
//! and char arguments are taken whole by `%s`. Printing and argument
//! checking of the builtins themselves live in builtins/console/print.rs.

use std::collections::VecDeque;

use super::cfmt::{self, Spec};
use crate::builtins::args::check_allocation_dims;
use crate::error::{Result, RuntimeError};
use crate::value::Value;

/// One parsed piece of a format.
#[derive(Clone, Debug, PartialEq)]
enum Piece {
    Literal(String),
    Conversion {
        spec: Spec,
        /// `%n$…`: takes its value from the n-th argument (1-based).
        position: Option<usize>,
        width_from_data: bool,
        precision_from_data: bool,
        conversion: char,
    },
}

/// One unit of data: numbers keep their exact integer form when they came
/// from an integer class; char arrays stay whole until a numeric
/// conversion splits them.
#[derive(Clone, Debug, PartialEq)]
enum Item {
    Number(f64),
    Integer(i128),
    Text(Vec<char>),
}

/// Formats `args` with `format` (MATLAB `sprintf`).
pub fn sprintf(format: &str, args: &[Value]) -> Result<String> {
    let pieces = parse(format);
    let mut data = VecDeque::new();
    for arg in args {
        flatten(arg, &mut data)?;
    }
    let has_conversion = pieces.iter().any(|p| matches!(p, Piece::Conversion { .. }));
    let positional = pieces.iter().any(|p| {
        matches!(
            p,
            Piece::Conversion {
                position: Some(_),
                ..
            }
        )
    });
    if positional {
        return positional_pass(&pieces, args, data);
    }
    let mut out = String::new();
    // No data at all (`sprintf('a %d b', [])`, `fprintf('{%s}\n', '')`):
    // the format is written once, each conversion empty, as MATLAB does.
    if !has_conversion || data.is_empty() {
        for piece in &pieces {
            if let Piece::Literal(text) = piece {
                out.push_str(text);
            }
        }
        return Ok(out);
    }
    for pass in 0usize.. {
        // A format recycled over a huge array is a long loop: let Ctrl-C in.
        if pass % 4096 == 4095 {
            crate::interp::interrupt::check()?;
        }
        for piece in &pieces {
            match piece {
                Piece::Literal(text) => out.push_str(text),
                Piece::Conversion {
                    spec,
                    width_from_data,
                    precision_from_data,
                    conversion,
                    ..
                } => {
                    let mut spec = *spec;
                    if *width_from_data {
                        match next_count(&mut data) {
                            Some(n) if n < 0 => {
                                spec.left = true;
                                spec.width = Some(n.unsigned_abs() as usize);
                            }
                            Some(n) => spec.width = Some(n as usize),
                            None => return Ok(out),
                        }
                    }
                    if *precision_from_data {
                        match next_count(&mut data) {
                            Some(n) => spec.precision = usize::try_from(n).ok(),
                            None => return Ok(out),
                        }
                    }
                    check_field(&out, &spec)?;
                    match convert(&mut data, *conversion, &spec) {
                        Some(text) => out.push_str(&text),
                        None => return Ok(out),
                    }
                }
            }
        }
        if data.is_empty() {
            break;
        }
    }
    Ok(out)
}

/// One pass over a format with `%n$` conversions: each takes the first
/// value of its argument; the others read the data in order. No recycling.
fn positional_pass(pieces: &[Piece], args: &[Value], mut data: VecDeque<Item>) -> Result<String> {
    let mut out = String::new();
    for piece in pieces {
        match piece {
            Piece::Literal(text) => out.push_str(text),
            Piece::Conversion {
                spec,
                position,
                conversion,
                ..
            } => {
                check_field(&out, spec)?;
                let text = match position {
                    Some(n) => {
                        let mut own = VecDeque::new();
                        if let Some(arg) = n.checked_sub(1).and_then(|k| args.get(k)) {
                            flatten(arg, &mut own)?;
                        }
                        convert(&mut own, *conversion, spec)
                    }
                    None => convert(&mut data, *conversion, spec),
                };
                match text {
                    Some(text) => out.push_str(&text),
                    None => return Ok(out),
                }
            }
        }
    }
    Ok(out)
}

/// Refuses a conversion whose width or precision would grow the text past
/// the array size limit (`%1000000000000d`), before any padding is built.
/// Characters are two bytes, as in a MATLAB char array.
fn check_field(out: &str, spec: &Spec) -> Result<()> {
    let field = spec
        .width
        .unwrap_or(0)
        .saturating_add(spec.precision.unwrap_or(0));
    check_allocation_dims(&[1, out.len().saturating_add(field)], 2)
}

/// Translates backslash escapes (`\n`, `\t`, `\\`, `\xHH`, octal `\NNN`).
pub fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        i += 1;
        if c != '\\' || i >= chars.len() {
            out.push(c);
            continue;
        }
        let e = chars[i];
        i += 1;
        match e {
            'n' => out.push('\n'),
            't' => out.push('\t'),
            'r' => out.push('\r'),
            'a' => out.push('\u{7}'),
            'b' => out.push('\u{8}'),
            'f' => out.push('\u{c}'),
            'v' => out.push('\u{b}'),
            '\\' => out.push('\\'),
            'x' => {
                let start = i;
                while i < chars.len() && chars[i].is_ascii_hexdigit() {
                    i += 1;
                }
                let digits: String = chars[start..i].iter().collect();
                match u32::from_str_radix(&digits, 16)
                    .ok()
                    .and_then(char::from_u32)
                {
                    Some(ch) => out.push(ch),
                    None => out.push_str("\\x"),
                }
            }
            '0'..='7' => {
                let start = i - 1;
                while i < chars.len() && i < start + 3 && ('0'..='7').contains(&chars[i]) {
                    i += 1;
                }
                let digits: String = chars[start..i].iter().collect();
                if let Some(ch) = u32::from_str_radix(&digits, 8)
                    .ok()
                    .and_then(char::from_u32)
                {
                    out.push(ch);
                }
            }
            other => {
                out.push('\\');
                out.push(other);
            }
        }
    }
    out
}

fn parse(format: &str) -> Vec<Piece> {
    let chars: Vec<char> = format.chars().collect();
    let mut pieces = Vec::new();
    let mut literal = String::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] != '%' {
            let start = i;
            while i < chars.len() && chars[i] != '%' {
                i += 1;
            }
            let raw: String = chars[start..i].iter().collect();
            literal.push_str(&unescape(&raw));
            continue;
        }
        if chars.get(i + 1) == Some(&'%') {
            literal.push('%');
            i += 2;
            continue;
        }
        match parse_conversion(&chars, i + 1) {
            Some((piece, next)) => {
                if !literal.is_empty() {
                    pieces.push(Piece::Literal(std::mem::take(&mut literal)));
                }
                pieces.push(piece);
                i = next;
            }
            None => {
                // Not a valid conversion: the text is kept as written.
                literal.push('%');
                i += 1;
            }
        }
    }
    if !literal.is_empty() {
        pieces.push(Piece::Literal(literal));
    }
    pieces
}

/// Parses flags, width, precision and the conversion letter after a `%`.
fn parse_conversion(chars: &[char], mut i: usize) -> Option<(Piece, usize)> {
    let mut spec = Spec::default();
    let mut position = None;
    let (n, after) = digits(chars, i);
    if let (Some(n), Some('$')) = (n, chars.get(after)) {
        position = Some(n);
        i = after + 1;
    }
    while let Some(&c) = chars.get(i) {
        match c {
            '-' => spec.left = true,
            '+' => spec.plus = true,
            ' ' => spec.space = true,
            '0' => spec.zero = true,
            '#' => spec.alternate = true,
            _ => break,
        }
        i += 1;
    }
    let mut width_from_data = false;
    if chars.get(i) == Some(&'*') {
        width_from_data = true;
        i += 1;
    } else {
        let (n, next) = digits(chars, i);
        spec.width = n;
        i = next;
    }
    let mut precision_from_data = false;
    if chars.get(i) == Some(&'.') {
        i += 1;
        if chars.get(i) == Some(&'*') {
            precision_from_data = true;
            i += 1;
        } else {
            let (n, next) = digits(chars, i);
            spec.precision = Some(n.unwrap_or(0));
            i = next;
        }
    }
    // C length modifiers are accepted and ignored, as MATLAB does.
    while matches!(chars.get(i), Some('l' | 'h')) {
        i += 1;
    }
    let conversion = *chars.get(i)?;
    if !"diuoxXfFeEgGcs".contains(conversion) {
        return None;
    }
    Some((
        Piece::Conversion {
            spec,
            position,
            width_from_data,
            precision_from_data,
            conversion,
        },
        i + 1,
    ))
}

fn digits(chars: &[char], mut i: usize) -> (Option<usize>, usize) {
    let start = i;
    let mut n: usize = 0;
    while let Some(d) = chars.get(i).and_then(|c| c.to_digit(10)) {
        n = n.saturating_mul(10).saturating_add(d as usize);
        i += 1;
    }
    (if i > start { Some(n) } else { None }, i)
}

fn flatten(value: &Value, data: &mut VecDeque<Item>) -> Result<()> {
    match value {
        Value::Double(t) => data.extend(t.data().iter().map(|&x| Item::Number(x))),
        Value::Single(t) => data.extend(t.data().iter().map(|&x| Item::Number(f64::from(x)))),
        Value::Int8(t) => data.extend(t.data().iter().map(|&x| Item::Integer(x.into()))),
        Value::Int16(t) => data.extend(t.data().iter().map(|&x| Item::Integer(x.into()))),
        Value::Int32(t) => data.extend(t.data().iter().map(|&x| Item::Integer(x.into()))),
        Value::Int64(t) => data.extend(t.data().iter().map(|&x| Item::Integer(x.into()))),
        Value::UInt8(t) => data.extend(t.data().iter().map(|&x| Item::Integer(x.into()))),
        Value::UInt16(t) => data.extend(t.data().iter().map(|&x| Item::Integer(x.into()))),
        Value::UInt32(t) => data.extend(t.data().iter().map(|&x| Item::Integer(x.into()))),
        Value::UInt64(t) => data.extend(t.data().iter().map(|&x| Item::Integer(x.into()))),
        Value::Logical(t) => data.extend(t.data().iter().map(|&x| Item::Integer(x.into()))),
        Value::Char(t) => {
            if !t.is_empty() {
                let text = String::from_utf16_lossy(t.data());
                data.push_back(Item::Text(text.chars().collect()));
            }
        }
        Value::String(t) => {
            for element in t.data() {
                let text = element.as_deref().unwrap_or("<missing>");
                data.push_back(Item::Text(text.chars().collect()));
            }
        }
        Value::Sparse(s) => flatten(&crate::builtins::sparse::convert::to_full(s)?, data)?,
        // MATLAB formats the real parts of complex data.
        Value::ComplexDouble(t) => data.extend(t.data().iter().map(|z| Item::Number(z.re))),
        Value::ComplexSingle(t) => {
            data.extend(t.data().iter().map(|z| Item::Number(f64::from(z.re))))
        }
        Value::Cell(_) | Value::Struct(_) | Value::FunctionHandle(_) | Value::Object(_) => {
            return Err(RuntimeError::new(
                "MATLAB:printf:invalidInputType",
                format!(
                    "Function is not defined for '{}' inputs.",
                    value.class().name()
                ),
            ));
        }
    }
    Ok(())
}

/// The next item as a width or precision (`*`).
fn next_count(data: &mut VecDeque<Item>) -> Option<i64> {
    split_text_front(data);
    match data.pop_front()? {
        Item::Number(x) if x.is_finite() => Some(x.trunc() as i64),
        Item::Number(_) => Some(0),
        Item::Integer(v) => Some(v.clamp(i64::MIN.into(), i64::MAX.into()) as i64),
        Item::Text(_) => Some(0),
    }
}

/// Turns a text item at the front into one number per character, for a
/// conversion that takes numbers.
fn split_text_front(data: &mut VecDeque<Item>) {
    while let Some(Item::Text(chars)) = data.front() {
        let codes: Vec<Item> = chars
            .iter()
            .map(|&c| Item::Integer(i128::from(u32::from(c))))
            .collect();
        data.pop_front();
        for code in codes.into_iter().rev() {
            data.push_front(code);
        }
    }
}

/// Formats the next item with one conversion; `None` when data ran out.
fn convert(data: &mut VecDeque<Item>, conversion: char, spec: &Spec) -> Option<String> {
    match conversion {
        's' => {
            let item = data.pop_front()?;
            Some(match item {
                Item::Text(chars) => text_field(&chars, spec),
                Item::Integer(v) => match char_of(v as f64) {
                    Some(c) => text_field(&[c], spec),
                    None => cfmt::integer(v, 'd', spec),
                },
                Item::Number(x) => match char_of(x) {
                    Some(c) => text_field(&[c], spec),
                    None if x.is_finite() => cfmt::float(x, 'e', spec),
                    None => cfmt::float(x, 'f', spec),
                },
            })
        }
        'c' => {
            if let Some(Item::Text(chars)) = data.front_mut() {
                if chars.len() > 1 {
                    let first = chars.remove(0);
                    return Some(cfmt::pad_text(&first.to_string(), spec));
                }
            }
            let item = data.pop_front()?;
            Some(match item {
                Item::Text(chars) => cfmt::pad_text(&chars.iter().collect::<String>(), spec),
                Item::Integer(v) => match char_of(v as f64) {
                    Some(c) => cfmt::pad_text(&c.to_string(), spec),
                    None => cfmt::integer(v, 'd', spec),
                },
                Item::Number(x) => match char_of(x) {
                    Some(c) => cfmt::pad_text(&c.to_string(), spec),
                    None => cfmt::float(x, 'e', spec),
                },
            })
        }
        'd' | 'i' | 'u' | 'x' | 'X' | 'o' => {
            split_text_front(data);
            Some(match data.pop_front()? {
                Item::Integer(v) => cfmt::integer(v, conversion, spec),
                Item::Number(x) => match exact_integer(x, conversion) {
                    Some(v) => cfmt::integer(v, conversion, spec),
                    None => cfmt::float(x, 'e', spec),
                },
                Item::Text(_) => String::new(),
            })
        }
        _ => {
            split_text_front(data);
            Some(match data.pop_front()? {
                Item::Integer(v) => cfmt::float(v as f64, conversion, spec),
                Item::Number(x) => cfmt::float(x, conversion, spec),
                Item::Text(_) => String::new(),
            })
        }
    }
}

/// The integer a `%d`-family conversion can show for `x`, if any: finite,
/// integer-valued, within int64 (non-negative for unsigned forms).
fn exact_integer(x: f64, conversion: char) -> Option<i128> {
    let limit = 2f64.powi(63);
    if !x.is_finite() || x.fract() != 0.0 || x.abs() >= limit {
        return None;
    }
    if matches!(conversion, 'u' | 'x' | 'X' | 'o') && x < 0.0 {
        return None;
    }
    Some(x as i128)
}

/// The character whose code is the integer-valued `x`, if there is one.
fn char_of(x: f64) -> Option<char> {
    if x.is_finite() && x.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&x) {
        char::from_u32(x as u32)
    } else {
        None
    }
}

fn text_field(chars: &[char], spec: &Spec) -> String {
    let text: String = match spec.precision {
        Some(p) => chars.iter().take(p).collect(),
        None => chars.iter().collect(),
    };
    cfmt::pad_text(&text, spec)
}

#[cfg(test)]
// Test values are MATLAB's documented inputs (3.1416, 2.7183), not constants.
#[allow(clippy::approx_constant)]
mod tests {
    use super::*;

    fn s(format: &str, args: &[Value]) -> String {
        sprintf(format, args).expect("sprintf succeeds")
    }

    #[test]
    fn integer_conversions_switch_to_e() {
        assert_eq!(s("%d", &[Value::scalar(1.0 / 3.0)]), "3.333333e-01");
        assert_eq!(s("%d", &[Value::scalar(1.10 * 100.0)]), "1.100000e+02");
        assert_eq!(s("%.0d", &[Value::scalar(1.10 * 100.0)]), "1e+02");
        assert_eq!(s("%.d", &[Value::scalar(std::f64::consts::PI)]), "3e+00");
        assert_eq!(s("%d", &[Value::scalar(1.05 * 100.0)]), "105");
        assert_eq!(
            s("%d", &[Value::scalar(std::f64::consts::PI)]),
            "3.141593e+00"
        );
        assert_eq!(s("%d", &[Value::scalar(1e10)]), "10000000000");
        assert_eq!(s("%d", &[Value::scalar(1e19)]), "1.000000e+19");
        assert_eq!(
            s("%d", &[Value::Int64(crate::Tensor::scalar(i64::MIN))]),
            "-9223372036854775808"
        );
        assert_eq!(
            s("%d", &[Value::UInt64(crate::Tensor::scalar(u64::MAX))]),
            "18446744073709551615"
        );
    }

    #[test]
    fn recycling_and_non_finite() {
        assert_eq!(s("%d", &[Value::row(vec![1.0, 2.0, 3.0])]), "123");
        assert_eq!(
            s("%d", &[Value::row(vec![1.5, f64::NAN])]),
            "1.500000e+00NaN"
        );
        assert_eq!(s("%d", &[Value::scalar(f64::NAN)]), "NaN");
        assert_eq!(s("%8.2f", &[Value::scalar(f64::INFINITY)]), "     Inf");
        assert_eq!(
            s("%d, %d\n", &[Value::row(vec![1.0, 2.0, 3.0])]),
            "1, 2\n3, "
        );
        assert_eq!(
            s("%d %s\n", &[Value::scalar(1.0), Value::char_row("abc")]),
            "1 abc\n"
        );
        assert_eq!(s("%d", &[Value::char_row("ab")]), "9798");
        assert_eq!(s("%s", &[Value::scalar(65.0)]), "A");
        assert_eq!(s("%c%c", &[Value::char_row("xyz")]), "xyz");
        assert_eq!(
            s("%5.1f|%-4d|", &[Value::row(vec![2.25, 7.0])]),
            "  2.2|7   |"
        );
    }

    #[test]
    fn general_and_literals() {
        assert_eq!(s("%g", &[Value::scalar(1e6)]), "1e+06");
        assert_eq!(s("%g", &[Value::scalar(1e-5)]), "1e-05");
        assert_eq!(s("%g", &[Value::scalar(0.0001)]), "0.0001");
        assert_eq!(s("%g", &[Value::scalar(123456.0)]), "123456");
        assert_eq!(
            s("%0.5g", &[Value::scalar(1.0 / f64::EPSILON)]),
            "4.5036e+15"
        );
        assert_eq!(
            s("%0.5e", &[Value::scalar(1.0 / f64::EPSILON)]),
            "4.50360e+15"
        );
        assert_eq!(
            s("%0.5f", &[Value::scalar(1.0 / f64::EPSILON)]),
            "4503599627370496.00000"
        );
        assert_eq!(s("a\\tb\\n100%%\\\\", &[]), "a\tb\n100%\\");
        assert_eq!(s("x %d y", &[]), "x  y");
        assert_eq!(s("hello", &[Value::scalar(1.0)]), "hello");
        assert_eq!(
            s("%*d|%.*f", &[Value::row(vec![4.0, 7.0, 2.0, 3.14159])]),
            "   7|3.14"
        );
        assert_eq!(
            s(
                "The array is %dx%d.",
                &[Value::scalar(2.0), Value::scalar(3.0)]
            ),
            "The array is 2x3."
        );
        assert_eq!(
            s("%025d", &[Value::scalar(123456.0)]),
            "0000000000000000000123456"
        );
        assert_eq!(s("%d", &[Value::empty()]), "");
        assert_eq!(s("a %d b", &[Value::empty()]), "a  b");
        assert_eq!(s("{%s}\n", &[Value::char_row("")]), "{}\n");
        assert_eq!(s("%5d|", &[]), "|");
        assert_eq!(s("%d %d|", &[Value::scalar(1.0)]), "1 ");
        assert_eq!(
            s("%s-%s", &[Value::string("ab"), Value::string("c")]),
            "ab-c"
        );
    }

    #[test]
    fn flags_like_c() {
        let args = [
            Value::scalar(12345.678),
            Value::scalar(0.000123456),
            Value::scalar(8.0),
            Value::char_row("ab"),
            Value::char_row("cd"),
        ];
        assert_eq!(
            s("%+.3e|%-8.3g|%#o|%5s|%-5s|", &args),
            "+1.235e+04|0.000123|010|   ab|cd   |"
        );
    }

    #[test]
    fn positional_arguments() {
        let args = [
            Value::char_row("X"),
            Value::char_row("Y"),
            Value::char_row("Z"),
        ];
        assert_eq!(s(" %3$s %2$s %1$s", &args), " Z Y X");
        let args = [Value::char_row("foo"), Value::scalar(42.0)];
        assert_eq!(s("%1$s %2$d %1$s", &args), "foo 42 foo");
    }

    #[test]
    fn cells_are_rejected() {
        let cell = Value::Cell(std::sync::Arc::new(crate::Tensor::scalar(Value::scalar(
            1.0,
        ))));
        assert!(sprintf("%d", &[cell]).is_err());
    }
}

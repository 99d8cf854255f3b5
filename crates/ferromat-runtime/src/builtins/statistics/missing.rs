//! Missing data: `ismissing`, `anymissing`, `rmmissing` and
//! `standardizeMissing`, and the one definition of "missing" that
//! `fillmissing` (`fill.rs`) shares: NaN for double and single (complex
//! when either part is NaN), `<missing>` for strings, `''` in a cell array
//! of character vectors, NaT and NaN durations, and nothing for integer,
//! logical and char arrays (current MATLAB; R2021a and older took ' ' as
//! char's missing value, which `standardizeMissing` still writes); a table
//! is its variables side by side. Removal gathers through `index::paren_get`, so every class
//! keeps its own indexing; this file does no element loops of its own
//! beyond the flags, and it does not fill anything.

use super::super::{args, one, Outputs};
use crate::builtins::tables::{as_table, table_value};
use crate::error::{Result, RuntimeError};
use crate::index::{paren_get, Subscript};
use crate::interp::Interpreter;
use crate::value::{Object, Shape, TableData, Tensor, Value};

fn unsupported(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:UnsupportedType"),
        "Input must be numeric, logical, char, string, a cell array of character vectors, datetime, duration, or a table.",
    )
}

fn not_cellstr(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:CellNotCellstr"),
        "Cell array input must be a cell array of character vectors.",
    )
}

/// Which elements of a non-table `value` hold its class's standard
/// missing value, in column-major order.
pub(crate) fn standard_flags(value: &Value, function: &str) -> Result<Vec<bool>> {
    Ok(match value {
        Value::Double(t) => t.data().iter().map(|x| x.is_nan()).collect(),
        Value::Single(t) => t.data().iter().map(|x| x.is_nan()).collect(),
        Value::ComplexDouble(t) => t.data().iter().map(|z| z.is_nan()).collect(),
        Value::ComplexSingle(t) => t.data().iter().map(|z| z.is_nan()).collect(),
        Value::String(t) => t.data().iter().map(Option::is_none).collect(),
        Value::Char(t) => vec![false; t.numel()],
        Value::Cell(c) => c
            .data()
            .iter()
            .map(|e| match e {
                Value::Char(_) => Ok(e.is_empty()),
                _ => Err(not_cellstr(function)),
            })
            .collect::<Result<_>>()?,
        Value::Object(Object::Datetime(t) | Object::Duration(t)) => {
            t.seconds.data().iter().map(|x| x.is_nan()).collect()
        }
        Value::Sparse(_) | Value::Struct(_) | Value::FunctionHandle(_) | Value::Object(_) => {
            return Err(unsupported(function))
        }
        other if other.class().is_numeric() || other.class() == crate::value::Class::Logical => {
            vec![false; other.numel()]
        }
        _ => return Err(unsupported(function)),
    })
}

/// Missing-value indicators: the numbers and the texts of `ismissing(A,
/// indicator)` (a numeric array, text, or a cell array mixing both).
pub(crate) struct Indicators {
    numbers: Vec<f64>,
    texts: Vec<Option<String>>,
}

impl Indicators {
    pub(crate) fn parse(value: &Value, function: &str) -> Result<Indicators> {
        let mut out = Indicators {
            numbers: Vec::new(),
            texts: Vec::new(),
        };
        out.add(value, function, true)?;
        Ok(out)
    }

    fn add(&mut self, value: &Value, function: &str, top: bool) -> Result<()> {
        match value {
            Value::Char(t) if t.shape().rows() <= 1 => {
                self.texts.push(Some(value.as_text().unwrap_or_default()));
            }
            Value::String(t) => self
                .texts
                .extend(t.data().iter().map(|s| s.as_deref().map(str::to_string))),
            Value::Cell(c) if top => {
                for element in c.data() {
                    self.add(element, function, false)?;
                }
            }
            other if !other.is_complex() && other.to_f64_vec().is_some() => {
                self.numbers.extend(other.to_f64_vec().unwrap_or_default());
            }
            _ => {
                return Err(RuntimeError::new(
                    format!("MATLAB:{function}:IndicatorsInvalidType"),
                    "Indicator must be numeric, text, or a cell array of numbers and text.",
                ))
            }
        }
        Ok(())
    }

    fn number(&self, x: f64) -> bool {
        self.numbers
            .iter()
            .any(|&v| v == x || (v.is_nan() && x.is_nan()))
    }

    fn text(&self, s: Option<&str>) -> bool {
        self.texts.iter().any(|t| t.as_deref() == s)
    }

    /// Which elements of a non-table `value` equal one of the indicators.
    pub(crate) fn flags(&self, value: &Value, function: &str) -> Result<Vec<bool>> {
        Ok(match value {
            Value::String(t) => t.data().iter().map(|s| self.text(s.as_deref())).collect(),
            Value::Cell(c) => c
                .data()
                .iter()
                .map(|e| match e {
                    Value::Char(_) => Ok(self.text(Some(&e.as_text().unwrap_or_default()))),
                    _ => Err(not_cellstr(function)),
                })
                .collect::<Result<_>>()?,
            Value::Char(t) => {
                let chars: Vec<u16> = self
                    .texts
                    .iter()
                    .flatten()
                    .flat_map(|s| s.encode_utf16().collect::<Vec<_>>())
                    .collect();
                t.data().iter().map(|c| chars.contains(c)).collect()
            }
            Value::Object(Object::Datetime(_) | Object::Duration(_)) => {
                standard_flags(value, function)?
            }
            other if !other.is_complex() => match other.to_f64_vec() {
                Some(data) => data.iter().map(|&x| self.number(x)).collect(),
                None => return Err(unsupported(function)),
            },
            other => {
                let flags = standard_flags(other, function)?;
                let data = other.to_f64_vec().unwrap_or_default();
                flags
                    .iter()
                    .enumerate()
                    .map(|(k, &f)| f || data.get(k).is_some_and(|&x| self.number(x)))
                    .collect()
            }
        })
    }
}

/// The missing flags of one array, by the standard values or indicators.
fn array_flags(
    value: &Value,
    indicators: Option<&Indicators>,
    function: &str,
) -> Result<Vec<bool>> {
    match indicators {
        Some(ind) => ind.flags(value, function),
        None => standard_flags(value, function),
    }
}

/// The flags of `value` as a rows x columns matrix: a table's variables
/// side by side (every column of each), else the array as it is (2-D).
fn flag_matrix(
    value: &Value,
    indicators: Option<&Indicators>,
    function: &str,
) -> Result<(Shape, Vec<bool>)> {
    let Some(table) = as_table(value) else {
        return Ok((value.shape(), array_flags(value, indicators, function)?));
    };
    let mut flags = Vec::new();
    let mut columns = 0;
    for column in &table.columns {
        let f = array_flags(column, indicators, function)?;
        columns += f.len().checked_div(table.rows).unwrap_or(0);
        flags.extend(f);
    }
    Ok((Shape::matrix(table.rows, columns), flags))
}

/// `TF = ismissing(A)`, `TF = ismissing(A, indicator)`.
pub fn ismissing(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let indicators = args
        .get(1)
        .map(|v| Indicators::parse(v, "ismissing"))
        .transpose()?;
    let (shape, flags) = flag_matrix(&args[0], indicators.as_ref(), "ismissing")?;
    one(Value::Logical(Tensor::new(shape, flags)))
}

/// `TF = anymissing(A)`: whether any element (any table entry) is missing.
pub fn anymissing(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (_, flags) = flag_matrix(&args[0], None, "anymissing")?;
    one(Value::bool(flags.iter().any(|&f| f)))
}

/// `R = rmmissing(A)`, `[R, TF] = rmmissing(A)`, `rmmissing(A, dim)`,
/// `rmmissing(..., 'MinNumMissing', n)`.
pub fn rmmissing(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let value = &args[0];
    let mut dim = None;
    let mut min_missing = 1usize;
    let mut index = 1;
    while index < args.len() {
        let arg = &args[index];
        if args::is_text(arg) {
            let name = args::text(arg, "rmmissing")?;
            if !name.eq_ignore_ascii_case("MinNumMissing") {
                return Err(RuntimeError::new(
                    "MATLAB:rmmissing:NameValueNames",
                    "Name argument must be 'MinNumMissing'.",
                ));
            }
            let n = args
                .get(index + 1)
                .ok_or_else(RuntimeError::not_enough_inputs)?;
            min_missing = args::count(n, "rmmissing")?;
            if min_missing == 0 {
                return Err(RuntimeError::new(
                    "MATLAB:rmmissing:MinNumMissing",
                    "'MinNumMissing' must be a positive integer scalar.",
                ));
            }
            index += 2;
        } else {
            let d = args::parse_dim(arg)?;
            if d > 1 {
                return Err(RuntimeError::new(
                    "MATLAB:rmmissing:DimensionInvalid",
                    "Dimension must be 1 or 2.",
                ));
            }
            dim = Some(d);
            index += 1;
        }
    }
    let (shape, flags) = flag_matrix(value, None, "rmmissing")?;
    if shape.ndims() > 2 {
        return Err(RuntimeError::new(
            "MATLAB:rmmissing:NDArrays",
            "Input must be a vector, a 2-D matrix, or a table.",
        ));
    }
    let (rows, columns) = (shape.rows(), shape.dim(1));
    let is_table = as_table(value).is_some();
    let dim = dim.unwrap_or(if !is_table && rows == 1 { 1 } else { 0 });
    let (lanes, along) = if dim == 0 {
        (rows, columns)
    } else {
        (columns, rows)
    };
    let removed: Vec<bool> = (0..lanes)
        .map(|lane| {
            let count = (0..along)
                .filter(|&k| {
                    let (r, c) = if dim == 0 { (lane, k) } else { (k, lane) };
                    flags[r + c * rows]
                })
                .count();
            count >= min_missing
        })
        .collect();
    let keep: Vec<f64> = (0..lanes)
        .filter(|&k| !removed[k])
        .map(|k| (k + 1) as f64)
        .collect();
    let kept = Subscript::Index(Value::matrix(Shape::matrix(keep.len(), 1), keep));
    let subs = if dim == 0 {
        [kept, Subscript::Colon]
    } else {
        [Subscript::Colon, kept]
    };
    let result = if is_table && dim == 1 {
        remove_variables(value, &removed)?
    } else {
        paren_get(value, &subs)?
    };
    let mut out = one(result)?;
    if nargout > 1 {
        let tf_shape = if dim == 0 {
            Shape::matrix(lanes, 1)
        } else {
            Shape::matrix(1, lanes)
        };
        out.push(Value::Logical(Tensor::new(tf_shape, removed)));
    }
    Ok(out)
}

/// A table without the (single-column) variables flagged in `removed`;
/// `removed` has one flag per table column, which for multi-column
/// variables is folded into the variable.
fn remove_variables(value: &Value, removed: &[bool]) -> Result<Value> {
    let Some(table) = as_table(value) else {
        return Ok(value.clone());
    };
    let mut out = TableData {
        names: Vec::new(),
        columns: Vec::new(),
        row_names: table.row_names.clone(),
        rows: table.rows,
    };
    let mut next = 0;
    for (name, column) in table.names.iter().zip(&table.columns) {
        let width = column.numel().checked_div(table.rows).unwrap_or(1).max(1);
        let gone = removed[next..(next + width).min(removed.len())]
            .iter()
            .any(|&f| f);
        next += width;
        if !gone {
            out.names.push(name.clone());
            out.columns.push(column.clone());
        }
    }
    Ok(table_value(out))
}

/// `value` with the flagged elements set to its class's standard missing
/// value (classes without one are returned unchanged).
pub(crate) fn set_missing(value: &Value, flags: &[bool]) -> Value {
    let mut out = value.clone();
    let pick = |k: usize| flags.get(k).copied().unwrap_or(false);
    match &mut out {
        Value::Double(t) => t.data_mut().iter_mut().enumerate().for_each(|(k, x)| {
            if pick(k) {
                *x = f64::NAN;
            }
        }),
        Value::Single(t) => t.data_mut().iter_mut().enumerate().for_each(|(k, x)| {
            if pick(k) {
                *x = f32::NAN;
            }
        }),
        Value::Char(t) => t.data_mut().iter_mut().enumerate().for_each(|(k, x)| {
            if pick(k) {
                *x = u16::from(b' ');
            }
        }),
        Value::String(t) => t.data_mut().iter_mut().enumerate().for_each(|(k, x)| {
            if pick(k) {
                *x = None;
            }
        }),
        Value::Cell(c) => std::sync::Arc::make_mut(c)
            .data_mut()
            .iter_mut()
            .enumerate()
            .for_each(|(k, x)| {
                if pick(k) {
                    *x = Value::char_row("");
                }
            }),
        _ => {}
    }
    out
}

/// `B = standardizeMissing(A, indicator)`.
pub fn standardize_missing(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    const NAME: &str = "standardizeMissing";
    let indicators = Indicators::parse(&args[1], NAME)?;
    let value = &args[0];
    if let Some(table) = as_table(value) {
        let mut out = (**table).clone();
        for column in &mut out.columns {
            let flags = indicators.flags(column, NAME)?;
            *column = set_missing(column, &flags);
        }
        return one(table_value(out));
    }
    let flags = indicators.flags(value, NAME)?;
    one(set_missing(value, &flags))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(f: super::super::super::BuiltinFn, args: &[Value], nargout: usize) -> Vec<Value> {
        f(&mut Interpreter::new(), args, nargout).unwrap().to_vec()
    }

    #[test]
    fn flags_by_class() {
        let x = Value::row(vec![1.0, f64::NAN, 3.0]);
        assert_eq!(standard_flags(&x, "t").unwrap(), vec![false, true, false]);
        assert_eq!(
            standard_flags(&Value::char_row("a b"), "t").unwrap(),
            vec![false, false, false]
        );
        let c = Value::cell_row(vec![Value::char_row("a"), Value::char_row("")]);
        assert_eq!(standard_flags(&c, "t").unwrap(), vec![false, true]);
        let bad = Value::cell_row(vec![Value::scalar(1.0)]);
        assert!(standard_flags(&bad, "t").is_err());
    }

    #[test]
    fn rmmissing_rows_and_min_count() {
        let a = Value::matrix(
            Shape::matrix(3, 2),
            vec![1.0, f64::NAN, f64::NAN, 2.0, f64::NAN, 4.0],
        );
        let out = run(rmmissing, std::slice::from_ref(&a), 2);
        assert_eq!(out[0].to_f64_vec().unwrap(), vec![1.0, 2.0]);
        assert_eq!(out[1].shape().dims(), &[3, 1]);
        let out = run(
            rmmissing,
            &[a, Value::char_row("MinNumMissing"), Value::scalar(2.0)],
            1,
        );
        assert_eq!(out[0].shape().dims(), &[2, 2]);
    }

    #[test]
    fn standardize_numbers_and_text() {
        let a = Value::row(vec![1.0, -99.0, 3.0]);
        let out = run(standardize_missing, &[a, Value::scalar(-99.0)], 1);
        assert!(out[0].to_f64_vec().unwrap()[1].is_nan());
        let c = Value::cell_row(vec![Value::char_row("N/A"), Value::char_row("x")]);
        let out = run(standardize_missing, &[c, Value::char_row("N/A")], 1);
        let flags = standard_flags(&out[0], "t").unwrap();
        assert_eq!(flags, vec![true, false]);
    }
}

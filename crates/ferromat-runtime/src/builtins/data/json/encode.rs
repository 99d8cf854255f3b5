//! MATLAB values to JSON text, as `jsonencode` maps them: scalars to
//! numbers, booleans and strings; vectors to flat arrays; matrices and
//! N-D arrays to arrays nested by dimension (first index outermost); char
//! rows to strings; cells to arrays; structs to objects (arrays of them
//! for struct arrays); NaN and Inf to null unless asked otherwise. Writes
//! text only: no parsing and no files.

use crate::error::{Result, RuntimeError};
use crate::value::{StructArray, Value};

pub struct Settings {
    pub pretty: bool,
    pub convert_non_finite: bool,
}

/// The JSON text of `value`.
pub fn encode(value: &Value, settings: &Settings) -> Result<String> {
    let mut out = String::new();
    Writer {
        out: &mut out,
        settings,
        depth: 0,
    }
    .value(value)?;
    Ok(out)
}

struct Writer<'a> {
    out: &'a mut String,
    settings: &'a Settings,
    depth: usize,
}

/// Values nest in cells and structs; deeper than this is refused rather
/// than risk the stack.
const MAX_DEPTH: usize = 500;

/// A number the shortest way that reads back exactly.
fn number_text(x: f64) -> String {
    if x == 0.0 {
        return "0".to_string();
    }
    let magnitude = x.abs();
    if (1e-5..1e15).contains(&magnitude) {
        return format!("{x}");
    }
    let text = format!("{x:e}");
    match text.split_once('e') {
        Some((mantissa, exponent)) if !exponent.starts_with('-') => {
            format!("{mantissa}e+{exponent}")
        }
        _ => text,
    }
}

impl Writer<'_> {
    fn newline(&mut self) {
        if self.settings.pretty {
            self.out.push('\n');
            for _ in 0..self.depth {
                self.out.push_str("  ");
            }
        }
    }

    /// Writes `[item, item, ...]`, each item by `each`.
    fn array(
        &mut self,
        count: usize,
        mut each: impl FnMut(&mut Self, usize) -> Result<()>,
    ) -> Result<()> {
        self.out.push('[');
        if count == 0 {
            self.out.push(']');
            return Ok(());
        }
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(RuntimeError::new(
                "MATLAB:jsonencode:tooDeep",
                "The value is nested too deeply to encode.",
            ));
        }
        for i in 0..count {
            if i > 0 {
                self.out.push(',');
            }
            self.newline();
            each(self, i)?;
        }
        self.depth -= 1;
        self.newline();
        self.out.push(']');
        Ok(())
    }

    fn string(&mut self, text: &str) {
        self.out
            .push_str(&serde_json::Value::String(text.to_string()).to_string());
    }

    fn number(&mut self, x: f64) {
        if x.is_finite() {
            self.out.push_str(&number_text(x));
        } else if self.settings.convert_non_finite {
            self.out.push_str("null");
        } else if x.is_nan() {
            self.out.push_str("NaN");
        } else {
            self.out
                .push_str(if x > 0.0 { "Infinity" } else { "-Infinity" });
        }
    }

    fn value(&mut self, value: &Value) -> Result<()> {
        match value {
            Value::Char(t) => {
                let shape = t.shape();
                let rows = shape.rows();
                let cols = t.numel().checked_div(rows).unwrap_or(0);
                if rows <= 1 && shape.ndims() == 2 {
                    self.string(&String::from_utf16_lossy(t.data()));
                    return Ok(());
                }
                let data = t.data();
                self.array(rows, |w, r| {
                    let row: Vec<u16> = (0..cols).map(|c| data[r + c * rows]).collect();
                    w.string(&String::from_utf16_lossy(&row));
                    Ok(())
                })
            }
            Value::String(t) => {
                let write = |w: &mut Self, s: &Option<std::sync::Arc<str>>| match s {
                    Some(text) => w.string(text),
                    None => w.out.push_str("null"),
                };
                if t.is_scalar() {
                    write(self, &t.data()[0]);
                    return Ok(());
                }
                let data = t.data();
                self.nested(value.shape().dims(), &mut |w, i| {
                    write(w, &data[i]);
                    Ok(())
                })
            }
            Value::Logical(t) => {
                let data = t.data();
                self.numeric_like(value, &mut |w, i| {
                    w.out.push_str(if data[i] { "true" } else { "false" });
                    Ok(())
                })
            }
            Value::Cell(t) => {
                let data = t.data();
                self.array(data.len(), |w, i| w.value(&data[i]))
            }
            Value::Struct(s) => {
                if s.numel() == 1 {
                    return self.object(s, 0);
                }
                self.array(s.numel(), |w, i| w.object(s, i))
            }
            Value::ComplexDouble(_) | Value::ComplexSingle(_) | Value::FunctionHandle(_) => {
                Err(RuntimeError::new(
                    "MATLAB:jsonencode:unsupportedType",
                    format!(
                        "Unable to encode a value of class {} as JSON.",
                        value.class().name()
                    ),
                ))
            }
            numeric => {
                let data = numeric.to_f64_vec().unwrap_or_default();
                self.numeric_like(numeric, &mut |w, i| {
                    w.number(data[i]);
                    Ok(())
                })
            }
        }
    }

    /// A numeric or logical array: a scalar bare, a vector flat, larger
    /// arrays nested.
    fn numeric_like(
        &mut self,
        value: &Value,
        each: &mut dyn FnMut(&mut Self, usize) -> Result<()>,
    ) -> Result<()> {
        let shape = value.shape();
        if shape.is_scalar() {
            return each(self, 0);
        }
        if shape.is_empty() {
            self.out.push_str("[]");
            return Ok(());
        }
        if shape.is_vector() {
            return self.array(shape.numel(), |w, i| each(w, i));
        }
        self.nested(shape.dims(), each)
    }

    /// Arrays nested by dimension, the first dimension outermost; element
    /// (i1, i2, ...) is at column-major index i1 + d1*i2 + ....
    fn nested(
        &mut self,
        dims: &[usize],
        each: &mut dyn FnMut(&mut Self, usize) -> Result<()>,
    ) -> Result<()> {
        let is_vector = dims.len() == 2 && (dims[0] == 1 || dims[1] == 1);
        if is_vector {
            let n = dims[0] * dims[1];
            return self.array(n, |w, i| each(w, i));
        }
        self.level(dims, 0, 0, 1, each)
    }

    fn level(
        &mut self,
        dims: &[usize],
        axis: usize,
        base: usize,
        stride: usize,
        each: &mut dyn FnMut(&mut Self, usize) -> Result<()>,
    ) -> Result<()> {
        let extent = dims[axis];
        let last = axis + 1 == dims.len();
        self.array(extent, |w, i| {
            let index = base + i * stride;
            if last {
                each(w, index)
            } else {
                w.level(dims, axis + 1, index, stride * extent, each)
            }
        })
    }

    fn object(&mut self, s: &StructArray, index: usize) -> Result<()> {
        self.out.push('{');
        if s.fields.is_empty() {
            self.out.push('}');
            return Ok(());
        }
        self.depth += 1;
        for (k, (name, column)) in s.fields.iter().enumerate() {
            if k > 0 {
                self.out.push(',');
            }
            self.newline();
            self.string(name);
            self.out
                .push_str(if self.settings.pretty { ": " } else { ":" });
            match column.get(index) {
                Some(v) => self.value(v)?,
                None => self.out.push_str("[]"),
            }
        }
        self.depth -= 1;
        self.newline();
        self.out.push('}');
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Shape;

    fn compact(value: &Value) -> String {
        encode(
            value,
            &Settings {
                pretty: false,
                convert_non_finite: true,
            },
        )
        .unwrap()
    }

    #[test]
    fn arrays_nest_rows_first() {
        let m = Value::matrix(Shape::matrix(2, 2), vec![1.0, 3.0, 2.0, 4.0]);
        assert_eq!(compact(&m), "[[1,2],[3,4]]");
        let cube = Value::matrix(Shape::new(&[2, 2, 2]), (1..=8).map(f64::from).collect());
        // Element (i,j,k) is JSON [i][j][k]: (1,1,2) is 5.
        assert_eq!(compact(&cube), "[[[1,5],[3,7]],[[2,6],[4,8]]]");
        assert_eq!(
            compact(&Value::row(vec![f64::NAN, 0.1, 1e20])),
            "[null,0.1,1e+20]"
        );
        assert_eq!(compact(&Value::empty()), "[]");
    }
}

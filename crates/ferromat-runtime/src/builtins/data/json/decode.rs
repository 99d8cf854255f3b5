//! JSON text to MATLAB values, as `jsondecode` maps them: numbers to
//! doubles, arrays of numbers (with null as NaN) to column vectors and,
//! nested evenly, to matrices and N-D arrays; arrays of booleans to
//! logical arrays; arrays of strings and mixed arrays to cell columns;
//! objects to structs with names made valid (`matlab.lang.makeValidName`
//! rules), arrays of like objects to struct arrays. Parsing is serde_json's
//! (with its nesting limit); this file only maps. No files.

use std::sync::Arc;

use indexmap::IndexMap;
use serde_json::Value as Json;

use crate::builtins::args::check_allocation_dims;
use crate::error::{Result, RuntimeError};
use crate::value::{Shape, StructArray, Tensor, Value};

/// The value of the JSON text `text`.
pub fn decode(text: &str, make_valid: bool) -> Result<Value> {
    let json: Json = serde_json::from_str(text).map_err(|e| {
        RuntimeError::new(
            "MATLAB:json:ExpectedValue",
            format!(
                "JSON syntax error at line {}, column {}: {e}",
                e.line(),
                e.column()
            ),
        )
    })?;
    Decoder { make_valid }.value(&json)
}

struct Decoder {
    make_valid: bool,
}

use ferromat_syntax::make_valid_name;

fn char_value(text: &str) -> Value {
    if text.is_empty() {
        return Value::Char(Tensor::new(Shape::empty(), Vec::new()));
    }
    Value::char_row(text)
}

/// The dimensions a decoded array contributes when stacked one level up:
/// its shape without trailing singletons (a scalar contributes none).
fn stack_dims(shape: &Shape) -> Vec<usize> {
    let mut dims = shape.dims().to_vec();
    while dims.last() == Some(&1) {
        dims.pop();
    }
    dims
}

impl Decoder {
    fn value(&self, json: &Json) -> Result<Value> {
        Ok(match json {
            Json::Null => Value::empty(),
            Json::Bool(b) => Value::bool(*b),
            Json::Number(n) => Value::scalar(n.as_f64().unwrap_or(f64::NAN)),
            Json::String(s) => char_value(s),
            Json::Object(map) => {
                let fields = self.fields(map)?;
                Value::Struct(Arc::new(StructArray::scalar(fields)))
            }
            Json::Array(items) => self.array(items)?,
        })
    }

    fn fields(&self, map: &serde_json::Map<String, Json>) -> Result<Vec<(String, Value)>> {
        let mut fields: Vec<(String, Value)> = Vec::with_capacity(map.len());
        for (key, item) in map {
            let mut name = if self.make_valid {
                make_valid_name(key)
            } else {
                key.clone()
            };
            if fields.iter().any(|(n, _)| *n == name) {
                let base = name.clone();
                let mut k = 1;
                while fields.iter().any(|(n, _)| *n == name) {
                    name = format!("{base}_{k}");
                    k += 1;
                }
            }
            fields.push((name, self.value(item)?));
        }
        Ok(fields)
    }

    fn cell_column(&self, items: &[Json]) -> Result<Value> {
        check_allocation_dims(&[items.len()], std::mem::size_of::<Value>())?;
        let values = items
            .iter()
            .map(|item| self.value(item))
            .collect::<Result<Vec<_>>>()?;
        Ok(Value::Cell(Arc::new(Tensor::column(values))))
    }

    fn array(&self, items: &[Json]) -> Result<Value> {
        if items.is_empty() {
            return Ok(Value::empty());
        }
        let all = |test: fn(&Json) -> bool| items.iter().all(test);
        if all(|j| j.is_number() || j.is_null()) && items.iter().any(Json::is_number) {
            let data = items
                .iter()
                .map(|j| j.as_f64().unwrap_or(f64::NAN))
                .collect();
            return Ok(Value::Double(Tensor::column(data)));
        }
        if all(Json::is_boolean) {
            let data = items.iter().map(|j| j.as_bool().unwrap_or(false)).collect();
            return Ok(Value::Logical(Tensor::column(data)));
        }
        if all(Json::is_object) {
            return self.objects(items);
        }
        if all(Json::is_array) {
            if let Some(stacked) = self.stacked(items)? {
                return Ok(stacked);
            }
        }
        self.cell_column(items)
    }

    /// Objects with the same field names make a struct array; otherwise a
    /// cell column of structs.
    fn objects(&self, items: &[Json]) -> Result<Value> {
        let mut decoded: Vec<Vec<(String, Value)>> = Vec::with_capacity(items.len());
        for item in items {
            if let Json::Object(map) = item {
                decoded.push(self.fields(map)?);
            }
        }
        let names = |fields: &Vec<(String, Value)>| {
            fields.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>()
        };
        let first = names(&decoded[0]);
        if decoded.iter().any(|f| names(f) != first) {
            let values = decoded
                .into_iter()
                .map(|f| Value::Struct(Arc::new(StructArray::scalar(f))))
                .collect();
            return Ok(Value::Cell(Arc::new(Tensor::column(values))));
        }
        let n = decoded.len();
        let mut columns: IndexMap<String, Vec<Value>> = first
            .iter()
            .map(|name| (name.clone(), Vec::with_capacity(n)))
            .collect();
        for fields in decoded {
            for (name, value) in fields {
                if let Some(column) = columns.get_mut(&name) {
                    column.push(value);
                }
            }
        }
        Ok(Value::Struct(Arc::new(StructArray {
            shape: Shape::column(n),
            fields: columns,
        })))
    }

    /// Arrays that all decode to numeric (or all to logical) arrays of one
    /// shape stack into one array with a new first dimension.
    fn stacked(&self, items: &[Json]) -> Result<Option<Value>> {
        let parts = items
            .iter()
            .map(|item| self.value(item))
            .collect::<Result<Vec<_>>>()?;
        let first_shape = parts[0].shape();
        let same_kind = parts.iter().all(|p| matches!(p, Value::Double(_)))
            || parts.iter().all(|p| matches!(p, Value::Logical(_)));
        if !same_kind || first_shape.is_empty() || parts.iter().any(|p| p.shape() != first_shape) {
            return Ok(None);
        }
        let mut dims = vec![parts.len()];
        dims.extend(stack_dims(&first_shape));
        check_allocation_dims(&dims, 8)?;
        let n = parts.len();
        let inner = first_shape.numel();
        let shape = Shape::new(&dims);
        Ok(Some(match &parts[0] {
            Value::Logical(_) => {
                let mut data = vec![false; n * inner];
                for (i, part) in parts.iter().enumerate() {
                    if let Value::Logical(t) = part {
                        for (k, &b) in t.data().iter().enumerate() {
                            data[i + n * k] = b;
                        }
                    }
                }
                Value::Logical(Tensor::new(shape, data))
            }
            _ => {
                let mut data = vec![0.0; n * inner];
                for (i, part) in parts.iter().enumerate() {
                    if let Value::Double(t) = part {
                        for (k, &x) in t.data().iter().enumerate() {
                            data[i + n * k] = x;
                        }
                    }
                }
                Value::Double(Tensor::new(shape, data))
            }
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_made_valid_as_matlab_does() {
        assert_eq!(make_valid_name("1a b"), "x1aB");
        assert_eq!(make_valid_name("for"), "xFor");
        assert_eq!(make_valid_name("a-b"), "a_b");
        assert_eq!(make_valid_name("ok_1"), "ok_1");
        assert_eq!(make_valid_name(""), "x");
    }

    #[test]
    fn nested_arrays_stack_first_index_outermost() {
        let v = decode("[[[1,2],[3,4]],[[5,6],[7,8]]]", true).unwrap();
        assert_eq!(v.shape(), Shape::new(&[2, 2, 2]));
        assert_eq!(
            v.to_f64_vec().unwrap(),
            vec![1.0, 5.0, 3.0, 7.0, 2.0, 6.0, 4.0, 8.0]
        );
        let ragged = decode("[[1,2],[3]]", true).unwrap();
        assert!(matches!(ragged, Value::Cell(_)));
        let with_null = decode("[1,null,3]", true).unwrap().to_f64_vec().unwrap();
        assert!(with_null[1].is_nan());
        assert!(decode("[1,", true).is_err());
    }
}

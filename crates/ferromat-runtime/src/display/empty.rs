//! The one-line bodies of empty values (DISPLAY.md R4.6): `     []` for the
//! 0×0 double, otherwise `  R×C empty CLASS KIND`.

use crate::value::Value;

pub(crate) fn line(value: &Value) -> String {
    let shape = value.shape();
    let class = value.class().name();
    let numeric = value.class().is_numeric();
    if matches!(value, Value::Double(_) | Value::ComplexDouble(_)) && shape.dims() == [0, 0] {
        return "     []".to_string();
    }
    let kind = if !numeric || shape.ndims() > 2 {
        "array"
    } else if shape.rows() == 1 {
        "row vector"
    } else if shape.cols() == 1 {
        "column vector"
    } else {
        "matrix"
    };
    format!("  {} empty {class} {kind}", shape.display())
}

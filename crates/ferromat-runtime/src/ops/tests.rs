//! Tests of the operator entry points (`binary`, `unary`, `postfix`): class
//! results, saturation, broadcasting, NaN, complex and matrix operators.

use super::*;
use num_complex::Complex64;

use crate::value::Shape;

fn d(x: f64) -> Value {
    Value::scalar(x)
}

//! The element-wise forms `max(A, B)` / `min(A, B)`: decides the result
//! class (MAX_SPEC's table), converts both operands to it, and runs the
//! kernel with MATLAB's implicit expansion. Two double scalars take the
//! kernel's scalar `pick`, which allocates nothing.

use ferromat_kernels::{elementwise_extremum, pick, Convention, Element, ElementwiseSpec, Origin};
use num_complex::{Complex32, Complex64};

use super::request::{Options, Which};
use super::{kernel_error, kernel_rule, unsupported_class, KernelRule};
use crate::error::{Result, RuntimeError};
use crate::ops;
use crate::value::{Class, Tensor, Value};

pub fn elementwise(
    which: Which,
    left: &Value,
    right: &Value,
    options: Options,
    want_origin: bool,
) -> Result<(Value, Option<Value>)> {
    let rule = kernel_rule(which, options);
    if let (Value::Double(a), Value::Double(b)) = (left, right) {
        if let (true, true, Some(&x), Some(&y)) =
            (a.is_scalar(), b.is_scalar(), a.first(), b.first())
        {
            let (value, origin) = pick(x, y, rule.comparison, rule.nan, rule.extremum);
            return Ok((
                Value::scalar(value),
                want_origin.then(|| origin_value(origin)),
            ));
        }
    }
    // The expanded output (`max(1:1e5, (1:1e5)')`) is refused before the
    // kernel allocates it; incompatible sizes are the kernel's error.
    let (left_shape, right_shape) = (left.shape(), right.shape());
    if left_shape != right_shape {
        if let Ok(dims) = ferromat_kernels::broadcast_shape(
            left_shape.dims(),
            right_shape.dims(),
            Convention::Matlab,
        ) {
            crate::builtins::args::check_allocation_dims(&dims, 8)?;
        }
    }
    let class = result_class(left, right)?;
    let complex = left.is_complex() || right.is_complex();
    let left = convert(left, class, complex)?;
    let right = convert(right, class, complex)?;
    let spec = ElementwiseSpec {
        extremum: rule.extremum,
        comparison: rule.comparison,
        nan: rule.nan,
        origin: want_origin,
        ..ElementwiseSpec::default()
    };
    macro_rules! on {
        ($a:expr, $b:expr, $variant:ident) => {{
            let (values, origin) = run($a, $b, spec, &rule).map_err(|e| kernel_error(which, e))?;
            (Value::$variant(values), origin)
        }};
    }
    Ok(match (&left, &right) {
        (Value::Double(a), Value::Double(b)) => on!(a, b, Double),
        (Value::Single(a), Value::Single(b)) => on!(a, b, Single),
        (Value::Int8(a), Value::Int8(b)) => on!(a, b, Int8),
        (Value::Int16(a), Value::Int16(b)) => on!(a, b, Int16),
        (Value::Int32(a), Value::Int32(b)) => on!(a, b, Int32),
        (Value::Int64(a), Value::Int64(b)) => on!(a, b, Int64),
        (Value::UInt8(a), Value::UInt8(b)) => on!(a, b, UInt8),
        (Value::UInt16(a), Value::UInt16(b)) => on!(a, b, UInt16),
        (Value::UInt32(a), Value::UInt32(b)) => on!(a, b, UInt32),
        (Value::UInt64(a), Value::UInt64(b)) => on!(a, b, UInt64),
        (Value::Logical(a), Value::Logical(b)) => on!(a, b, Logical),
        (Value::ComplexDouble(a), Value::ComplexDouble(b)) => on!(a, b, ComplexDouble),
        (Value::ComplexSingle(a), Value::ComplexSingle(b)) => on!(a, b, ComplexSingle),
        (other, _) => return Err(unsupported_class(which, other)),
    })
}

/// The result class of `max(A, B)` (MAX_SPEC section 2): an integer class
/// wins over floating point, single over double; logical stays logical
/// only against logical; char and logical otherwise count as double.
fn result_class(left: &Value, right: &Value) -> Result<Class> {
    let (a, b) = (left.class(), right.class());
    if a.is_integer() && b.is_integer() && a != b {
        return Err(RuntimeError::new(
            "MATLAB:mixedClasses",
            "Integers can only be combined with integers of the same class, or scalar doubles.",
        ));
    }
    Ok(if a.is_integer() {
        a
    } else if b.is_integer() {
        b
    } else if a == Class::Single || b == Class::Single {
        Class::Single
    } else if a == Class::Logical && b == Class::Logical {
        Class::Logical
    } else {
        Class::Double
    })
}

/// `value` as `class`, complex if `complex`.
fn convert(value: &Value, class: Class, complex: bool) -> Result<Value> {
    if value.class() == class && value.is_complex() == complex {
        return Ok(value.clone());
    }
    if complex && class.is_integer() {
        return Err(RuntimeError::new(
            "MATLAB:minmax:complexInteger",
            "Complex values cannot be compared with integers.",
        ));
    }
    if complex {
        return Ok(match (value, class) {
            (Value::ComplexDouble(t), Class::Single) => {
                Value::ComplexSingle(t.map(|z| Complex32::new(z.re as f32, z.im as f32)))
            }
            (Value::ComplexSingle(_) | Value::ComplexDouble(_), _) => value.clone(),
            (real, Class::Single) => match ops::convert(real, Class::Single)? {
                Value::Single(t) => Value::ComplexSingle(t.map(|&x| Complex32::new(x, 0.0))),
                other => other,
            },
            (real, _) => match ops::convert(real, Class::Double)? {
                Value::Double(t) => Value::ComplexDouble(t.map(|&x| Complex64::new(x, 0.0))),
                other => other,
            },
        });
    }
    ops::convert(value, class)
}

fn run<T: Element>(
    a: &Tensor<T>,
    b: &Tensor<T>,
    spec: ElementwiseSpec,
    rule: &KernelRule,
) -> std::result::Result<(Tensor<T>, Option<Value>), ferromat_kernels::KernelError> {
    if let (true, true, Some(&x), Some(&y)) = (a.is_scalar(), b.is_scalar(), a.first(), b.first()) {
        let (value, origin) = pick(x, y, rule.comparison, rule.nan, rule.extremum);
        return Ok((
            Tensor::scalar(value),
            spec.origin.then(|| origin_value(origin)),
        ));
    }
    let result = elementwise_extremum(a.view(), b.view(), Convention::Matlab, spec)?;
    let origin = result
        .origin
        .map(|o| Value::Double(Tensor::from_ndarray(o).map(|&k| f64::from(k) + 1.0)));
    Ok((Tensor::from_ndarray(result.values), origin))
}

/// MATLAB's origin index: 1 for the first operand, 2 for the second.
pub(super) fn origin_value(origin: Origin) -> Value {
    Value::scalar(match origin {
        Origin::First => 1.0,
        Origin::Second => 2.0,
    })
}

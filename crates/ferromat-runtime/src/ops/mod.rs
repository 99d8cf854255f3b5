//! MATLAB operators on `Value`s: the entry points the interpreter calls
//! (`binary`, `unary`, `postfix`, `range`, `convert`, concatenation and the
//! truth tests of `if`/`while`/`&&`). This file only dispatches; the rules of
//! each operator family live in the sibling files.

/// Calls `$f::<T>(args)` with `T` the element type of integer class `$class`.
macro_rules! for_int_class {
    ($class:expr, $f:ident ( $($arg:expr),* $(,)? )) => {
        match $class {
            $crate::value::Class::Int8 => $f::<i8>($($arg),*),
            $crate::value::Class::Int16 => $f::<i16>($($arg),*),
            $crate::value::Class::Int32 => $f::<i32>($($arg),*),
            $crate::value::Class::Int64 => $f::<i64>($($arg),*),
            $crate::value::Class::UInt8 => $f::<u8>($($arg),*),
            $crate::value::Class::UInt16 => $f::<u16>($($arg),*),
            $crate::value::Class::UInt32 => $f::<u32>($($arg),*),
            $crate::value::Class::UInt64 => $f::<u64>($($arg),*),
            other => Err($crate::error::RuntimeError::new(
                "ferromat:internal",
                format!("internal error: {} is not an integer class", other.name()),
            )),
        }
    };
}

/// Rebuilds a value of the same class from `$body`, evaluated with `$t`
/// bound to its tensor; structs and function handles go to `$other`.
macro_rules! map_tensor_value {
    ($value:expr, $t:ident => $body:expr, $other:ident => $fallback:expr) => {
        match $value {
            $crate::value::Value::Double($t) => $crate::value::Value::Double($body),
            $crate::value::Value::Single($t) => $crate::value::Value::Single($body),
            $crate::value::Value::Int8($t) => $crate::value::Value::Int8($body),
            $crate::value::Value::Int16($t) => $crate::value::Value::Int16($body),
            $crate::value::Value::Int32($t) => $crate::value::Value::Int32($body),
            $crate::value::Value::Int64($t) => $crate::value::Value::Int64($body),
            $crate::value::Value::UInt8($t) => $crate::value::Value::UInt8($body),
            $crate::value::Value::UInt16($t) => $crate::value::Value::UInt16($body),
            $crate::value::Value::UInt32($t) => $crate::value::Value::UInt32($body),
            $crate::value::Value::UInt64($t) => $crate::value::Value::UInt64($body),
            $crate::value::Value::Logical($t) => $crate::value::Value::Logical($body),
            $crate::value::Value::Char($t) => $crate::value::Value::Char($body),
            $crate::value::Value::ComplexDouble($t) => $crate::value::Value::ComplexDouble($body),
            $crate::value::Value::ComplexSingle($t) => $crate::value::Value::ComplexSingle($body),
            $crate::value::Value::String($t) => $crate::value::Value::String($body),
            $crate::value::Value::Cell($t) => $crate::value::Value::Cell(Arc::new($body)),
            $other => $fallback,
        }
    };
}

pub mod arith;
pub mod broadcast;
pub mod compare;
pub mod concat;
pub mod convert;
pub mod integer;
pub mod logical;
pub mod matrix;
pub mod range;
pub mod transpose;

use std::borrow::Cow;

use ferromat_syntax::{BinOp, PostfixOp, UnOp};

use crate::error::{Result, RuntimeError};
use crate::value::{Class, Tensor, Value};

use arith::ArithOp;
use compare::CompareOp;

pub use concat::{cat, horzcat, vertcat};
pub use logical::{is_true, to_logical_scalar};
pub use range::{range, range_params, uncounted_range, RangeIter, RangeParams};

/// Converts `value` to `class` as MATLAB's class functions do.
pub fn convert(value: &Value, class: Class) -> Result<Value> {
    convert::convert(value, class)
}

/// `lhs op rhs` for every binary operator except `&&` and `||`, which the
/// interpreter short-circuits with [`to_logical_scalar`].
pub fn binary(op: BinOp, lhs: &Value, rhs: &Value) -> Result<Value> {
    binary_operands(op, Cow::Borrowed(lhs), Cow::Borrowed(rhs))
}

/// `binary` where the caller may hand over operands it owns (temporaries):
/// element-wise arithmetic then writes into an unshared operand's buffer
/// instead of allocating. Variables are passed borrowed, so `A = A + 1` on
/// a workspace variable still allocates (taking `A` out of the workspace
/// for the statement would be an interpreter change).
pub fn binary_operands(op: BinOp, lhs: Cow<'_, Value>, rhs: Cow<'_, Value>) -> Result<Value> {
    // Scalar loops (`s = s + i`) must not touch the heap: two inline double
    // scalars produce an inline double scalar directly.
    if let (Value::Double(a), Value::Double(b)) = (&*lhs, &*rhs) {
        if let (true, true, [x], [y]) = (a.is_scalar(), b.is_scalar(), a.data(), b.data()) {
            if let Some(result) = scalar_fast_path(op, *x, *y) {
                return Ok(result);
            }
        }
    }
    // Any sparse operand: MATLAB's sparsity rules live in the sparse family.
    if matches!(&*lhs, Value::Sparse(_)) || matches!(&*rhs, Value::Sparse(_)) {
        return crate::builtins::sparse::elementwise::binary(op, &lhs, &rhs);
    }
    if matches!(&*lhs, Value::Object(_)) || matches!(&*rhs, Value::Object(_)) {
        return crate::builtins::objects::binary(op, &lhs, &rhs);
    }
    let symbol = op.symbol();
    match op {
        BinOp::Add => arith::elementwise_operands(ArithOp::Add, symbol, lhs, rhs),
        BinOp::Sub => arith::elementwise_operands(ArithOp::Sub, symbol, lhs, rhs),
        BinOp::Mul => arith::elementwise_operands(ArithOp::Mul, symbol, lhs, rhs),
        BinOp::RightDiv => arith::elementwise_operands(ArithOp::Div, symbol, lhs, rhs),
        BinOp::LeftDiv => arith::elementwise_operands(ArithOp::Div, symbol, rhs, lhs),
        BinOp::Pow => arith::elementwise_operands(ArithOp::Pow, symbol, lhs, rhs),
        BinOp::MatMul => matrix::mtimes(&lhs, &rhs),
        BinOp::MatRightDiv => matrix::mrdivide(&lhs, &rhs),
        BinOp::MatLeftDiv => matrix::mldivide(&lhs, &rhs),
        BinOp::MatPow => matrix::mpower(&lhs, &rhs),
        BinOp::Eq => compare::compare(CompareOp::Eq, symbol, &lhs, &rhs),
        BinOp::Ne => compare::compare(CompareOp::Ne, symbol, &lhs, &rhs),
        BinOp::Lt => compare::compare(CompareOp::Lt, symbol, &lhs, &rhs),
        BinOp::Le => compare::compare(CompareOp::Le, symbol, &lhs, &rhs),
        BinOp::Gt => compare::compare(CompareOp::Gt, symbol, &lhs, &rhs),
        BinOp::Ge => compare::compare(CompareOp::Ge, symbol, &lhs, &rhs),
        BinOp::And => logical::and_or(true, symbol, &lhs, &rhs),
        BinOp::Or => logical::and_or(false, symbol, &lhs, &rhs),
        BinOp::ShortAnd | BinOp::ShortOr => Err(RuntimeError::new(
            "ferromat:internal",
            "internal error: && and || are evaluated by the interpreter",
        )),
    }
}

/// Real double scalar results; `None` when the result may be complex (a
/// negative base to a fractional power) and must take the general path.
fn scalar_fast_path(op: BinOp, x: f64, y: f64) -> Option<Value> {
    if let Some(number) = scalar_arithmetic(op, x, y) {
        return Some(Value::Double(Tensor::scalar(number)));
    }
    let truth = |b: bool| Some(Value::Logical(Tensor::scalar(b)));
    match op {
        BinOp::Eq => truth(x == y),
        BinOp::Ne => truth(x != y),
        BinOp::Lt => truth(x < y),
        BinOp::Le => truth(x <= y),
        BinOp::Gt => truth(x > y),
        BinOp::Ge => truth(x >= y),
        BinOp::And | BinOp::Or if !x.is_nan() && !y.is_nan() => {
            let (p, q) = (x != 0.0, y != 0.0);
            truth(if op == BinOp::And { p && q } else { p || q })
        }
        _ => None,
    }
}

/// `x op y` for real double scalars when the result is a real double
/// (arithmetic operators); `None` for comparisons and logical operators,
/// and for a power whose result may be complex.
pub fn scalar_arithmetic(op: BinOp, x: f64, y: f64) -> Option<f64> {
    match op {
        BinOp::Add => Some(x + y),
        BinOp::Sub => Some(x - y),
        BinOp::Mul | BinOp::MatMul => Some(x * y),
        BinOp::RightDiv | BinOp::MatRightDiv => Some(x / y),
        BinOp::LeftDiv | BinOp::MatLeftDiv => Some(y / x),
        BinOp::Pow | BinOp::MatPow => {
            if x < 0.0 && y.fract() != 0.0 && y.is_finite() {
                None
            } else {
                Some(arith::real_element(ArithOp::Pow, x, y))
            }
        }
        _ => None,
    }
}

/// `-a`, `+a` and `~a`.
pub fn unary(op: UnOp, operand: &Value) -> Result<Value> {
    if let Value::Double(t) = operand {
        if let (true, [x]) = (t.is_scalar(), t.data()) {
            match op {
                UnOp::Neg => return Ok(Value::scalar(-x)),
                UnOp::Plus => return Ok(operand.clone()),
                UnOp::Not if !x.is_nan() => return Ok(Value::bool(*x == 0.0)),
                UnOp::Not => {}
            }
        }
    }
    if let Some(result) = crate::builtins::datetimes::ops::unary(op, operand) {
        return result;
    }
    if let Value::Object(_) = operand {
        let name = match op {
            UnOp::Neg => "uminus",
            UnOp::Plus => "uplus",
            UnOp::Not => "not",
        };
        return Err(crate::builtins::objects::undefined_for(name, operand));
    }
    if let Value::Sparse(s) = operand {
        return crate::builtins::sparse::elementwise::unary(op, s);
    }
    match op {
        UnOp::Neg => arith::negate(operand),
        UnOp::Plus => arith::unary_plus(operand),
        UnOp::Not => logical::not(operand),
    }
}

/// `a.'` and `a'`.
pub fn postfix(op: PostfixOp, operand: &Value) -> Result<Value> {
    if let Some(result) = crate::builtins::datetimes::ops::postfix(op, operand) {
        return result;
    }
    if let Value::Object(_) = operand {
        let name = match op {
            PostfixOp::Transpose => "transpose",
            PostfixOp::ConjTranspose => "ctranspose",
        };
        return Err(crate::builtins::objects::undefined_for(name, operand));
    }
    if let Value::Sparse(s) = operand {
        return Ok(crate::builtins::sparse::elementwise::postfix(op, s));
    }
    match op {
        PostfixOp::Transpose => transpose::transpose(operand),
        PostfixOp::ConjTranspose => transpose::ctranspose(operand),
    }
}

#[cfg(test)]
mod tests;

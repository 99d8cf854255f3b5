//! TEMPORARY SHIM (replaced by the ops branch at merge): double-only operators.
pub mod concat;
use crate::error::{Result, RuntimeError};
use crate::value::Value;
use ferromat_syntax::{BinOp, PostfixOp, UnOp};
fn d(v: &Value) -> Result<f64> {
    v.as_f64()
        .ok_or_else(|| RuntimeError::new("shim", "shim: scalar only"))
}
pub fn binary(op: BinOp, a: &Value, b: &Value) -> Result<Value> {
    let (x, y) = (d(a)?, d(b)?);
    Ok(match op {
        BinOp::Add => Value::scalar(x + y),
        BinOp::Sub => Value::scalar(x - y),
        BinOp::Mul | BinOp::MatMul => Value::scalar(x * y),
        BinOp::RightDiv | BinOp::MatRightDiv => Value::scalar(x / y),
        BinOp::Lt => Value::bool(x < y),
        BinOp::Gt => Value::bool(x > y),
        BinOp::Eq => Value::bool(x == y),
        BinOp::Le => Value::bool(x <= y),
        BinOp::Ge => Value::bool(x >= y),
        BinOp::Ne => Value::bool(x != y),
        BinOp::Pow | BinOp::MatPow => Value::scalar(x.powf(y)),
        _ => return Err(RuntimeError::new("shim", "shim op")),
    })
}
pub fn unary(op: UnOp, a: &Value) -> Result<Value> {
    let x = d(a)?;
    Ok(match op {
        UnOp::Neg => Value::scalar(-x),
        UnOp::Plus => Value::scalar(x),
        UnOp::Not => Value::bool(x == 0.0),
    })
}
pub fn postfix(_op: PostfixOp, a: &Value) -> Result<Value> {
    Ok(a.clone())
}
pub fn is_true(v: &Value) -> Result<bool> {
    Ok(v.to_f64_vec()
        .map(|v| !v.is_empty() && v.iter().all(|x| *x != 0.0))
        .unwrap_or(false))
}
pub fn to_logical_scalar(v: &Value) -> Result<bool> {
    Ok(d(v)? != 0.0)
}
pub fn range_count(a: f64, s: f64, b: f64) -> usize {
    if s == 0.0 || (b - a) / s < 0.0 {
        0
    } else {
        ((b - a) / s).floor() as usize + 1
    }
}
pub fn range_element(a: f64, s: f64, _b: f64, k: usize, _n: usize) -> f64 {
    a + k as f64 * s
}
pub fn range(a: &Value, s: Option<&Value>, b: &Value) -> Result<Value> {
    let (a, b) = (d(a)?, d(b)?);
    let s = match s {
        Some(s) => d(s)?,
        None => 1.0,
    };
    let n = range_count(a, s, b);
    Ok(Value::row((0..n).map(|k| a + k as f64 * s).collect()))
}

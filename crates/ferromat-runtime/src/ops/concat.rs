//! TEMPORARY SHIM (replaced by the ops branch at merge).
use crate::error::{Result, RuntimeError};
use crate::value::Value;
pub fn horzcat(v: &[Value]) -> Result<Value> {
    let mut out = Vec::new();
    for x in v {
        out.extend(
            x.to_f64_vec()
                .ok_or_else(|| RuntimeError::new("shim", "shim concat"))?,
        );
    }
    Ok(Value::row(out))
}
pub fn vertcat(v: &[Value]) -> Result<Value> {
    let rows = v.len();
    let cols = v.first().map(|x| x.numel()).unwrap_or(0);
    let mut data = vec![0.0; rows * cols];
    for (r, x) in v.iter().enumerate() {
        for (c, y) in x.to_f64_vec().unwrap_or_default().into_iter().enumerate() {
            data[c * rows + r] = y;
        }
    }
    Ok(Value::matrix(crate::value::Shape::matrix(rows, cols), data))
}

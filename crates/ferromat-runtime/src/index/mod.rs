//! TEMPORARY SHIM (replaced by the index branch at merge): double vectors only.
use crate::error::{Result, RuntimeError};
use crate::value::Value;
pub enum Subscript {
    Colon,
    Index(Value),
}
fn lin(subs: &[Subscript]) -> Result<usize> {
    match subs {
        [Subscript::Index(v)] => {
            Ok(v.as_f64()
                .ok_or_else(|| RuntimeError::new("shim", "shim index"))? as usize
                - 1)
        }
        _ => Err(RuntimeError::new("shim", "shim index")),
    }
}
pub fn paren_get(base: &Value, subs: &[Subscript]) -> Result<Value> {
    let i = lin(subs)?;
    let v = base.to_f64_vec().unwrap_or_default();
    v.get(i).map(|x| Value::scalar(*x)).ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:badsubscript",
            "Index exceeds the number of array elements.",
        )
    })
}
pub fn brace_get(base: &Value, subs: &[Subscript]) -> Result<Vec<Value>> {
    match base {
        Value::Cell(c) => Ok(vec![c.data()[lin(subs)?].clone()]),
        _ => Err(RuntimeError::new("shim", "brace")),
    }
}
pub fn field_get(base: &Value, name: &str) -> Result<Vec<Value>> {
    match base {
        Value::Struct(s) => s
            .get(name, 0)
            .cloned()
            .map(|v| vec![v])
            .ok_or_else(|| RuntimeError::new("shim", "field")),
        _ => Err(RuntimeError::new("shim", "field")),
    }
}
pub fn paren_assign(place: &mut Option<Value>, subs: &[Subscript], rhs: Value) -> Result<()> {
    let i = lin(subs)?;
    let mut v = place
        .as_ref()
        .and_then(|p| p.to_f64_vec())
        .unwrap_or_default();
    if v.len() <= i {
        v.resize(i + 1, 0.0);
    }
    v[i] = rhs.as_f64().unwrap_or(0.0);
    *place = Some(Value::row(v));
    Ok(())
}
pub fn brace_assign(_place: &mut Option<Value>, _subs: &[Subscript], _rhs: Value) -> Result<()> {
    Err(RuntimeError::new("shim", "brace"))
}
pub fn field_assign(place: &mut Option<Value>, name: &str, rhs: Value) -> Result<()> {
    let mut s = match place.take() {
        Some(Value::Struct(s)) => (*s).clone(),
        _ => crate::value::StructArray::scalar([]),
    };
    s.fields.insert(name.to_string(), vec![rhs]);
    *place = Some(Value::Struct(std::sync::Arc::new(s)));
    Ok(())
}

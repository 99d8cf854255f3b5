//! TEMPORARY SHIM (replaced by the display branch at merge).
use super::DisplayFormat;
use crate::value::Value;
pub fn display_value(name: &str, value: &Value, _f: &DisplayFormat) -> String {
    format!("{name} = {:?}\n", value.to_f64_vec())
}
pub fn render_error(e: &crate::RuntimeError) -> String {
    format!("{e}\n")
}

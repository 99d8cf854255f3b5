//! Dot syntax on graphics handles: `ax.XLim`, `h.LineWidth = 2`. A
//! handle is a double naming an open figure, axes or plotted object; dot
//! reads and writes go through the same code as `get` and `set`. This
//! file must not know property names itself.

use crate::builtins::Outputs;
use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::Value;

/// The handle a value holds when it is a real double scalar naming an
/// open graphics object (anything else keeps MATLAB's dot errors).
pub fn graphics_handle(interp: &Interpreter, value: &Value) -> Option<f64> {
    let Value::Double(t) = value else {
        return None;
    };
    if t.data().len() != 1 {
        return None;
    }
    let h = t.data()[0];
    interp.graphics.resolve(h).map(|_| h)
}

/// `h.Name`: the property as `get(h, 'Name')` gives it.
pub fn get_property(interp: &mut Interpreter, h: f64, name: &str) -> Result<Value> {
    let args = [Value::scalar(h), Value::char_row(name)];
    let mut out: Outputs = super::properties::get(interp, &args, 1)?;
    Ok(out.swap_remove(0))
}

/// `h.Name = value`: the property set as `set(h, 'Name', value)` does.
pub fn set_property(interp: &mut Interpreter, h: f64, name: &str, value: Value) -> Result<()> {
    let args = [Value::scalar(h), Value::char_row(name), value];
    super::properties::set(interp, &args, 0).map(|_| ())
}

//! `set(0, 'RecursionLimit', N)` and `get(0, 'RecursionLimit')`: the one
//! graphics-root property a script can use to change the interpreter's
//! recursion limit. No other handle or property exists here; everything
//! else is an error rather than a silent no-op.

use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

const RECURSION_LIMIT: &str = "RecursionLimit";

impl Interpreter {
    /// `set(0, 'RecursionLimit', N)` / `get(0, 'RecursionLimit')`.
    pub(crate) fn root_property(&mut self, name: &str, args: &[Value]) -> Result<Outputs> {
        let expected = if name == "set" { 3 } else { 2 };
        if args.len() < expected {
            return Err(RuntimeError::not_enough_inputs());
        }
        if args.len() > expected {
            return Err(RuntimeError::too_many_inputs());
        }
        if args[0].as_f64() != Some(0.0) {
            return Err(RuntimeError::new(
                "MATLAB:hg:InvalidHandle",
                "Invalid or deleted object.",
            ));
        }
        let property = args[1].as_text().unwrap_or_default();
        if !property.eq_ignore_ascii_case(RECURSION_LIMIT) {
            return Err(RuntimeError::new(
                "MATLAB:hg:InvalidProperty",
                format!("Unrecognized property {property} for class Root."),
            ));
        }
        if name == "get" {
            let mut outputs = Outputs::new();
            outputs.push(Value::scalar(self.recursion_limit as f64));
            return Ok(outputs);
        }
        match args[2].as_f64() {
            Some(limit) if limit.is_finite() && limit >= 1.0 && limit.fract() == 0.0 => {
                self.recursion_limit = limit.min(usize::MAX as f64) as usize;
                Ok(Outputs::new())
            }
            _ => Err(RuntimeError::new(
                "MATLAB:datatypes:InvalidRecursionLimit",
                "Value must be a positive integer.",
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::interp::Interpreter;

    #[test]
    fn set_and_get_recursion_limit() {
        let mut interpreter = Interpreter::new();
        interpreter
            .eval_source("set(0, 'RecursionLimit', 42); r = get(0, 'RecursionLimit');")
            .unwrap();
        assert_eq!(interpreter.recursion_limit, 42);
        assert!(interpreter
            .eval_source("set(0, 'RecursionLimit', -1)")
            .is_err());
        assert!(interpreter.eval_source("set(0, 'Color', 1)").is_err());
        assert!(interpreter
            .eval_source("set(1, 'RecursionLimit', 5)")
            .is_err());
        assert_eq!(interpreter.recursion_limit, 42);
    }
}

//! The one place the solvers of this family call user code: a function
//! handle (or function name) turned into a real-valued objective that
//! counts its evaluations. It knows no solver algorithm.

use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

/// A user function `f(x)` whose value must be a real scalar.
pub(crate) struct Objective<'a> {
    pub interp: &'a mut Interpreter,
    func: Value,
    function: &'static str,
    /// How many times `f` has been called.
    pub count: usize,
}

impl<'a> Objective<'a> {
    /// Checks that `func` can be called: a function handle, or the name of
    /// a function as text.
    pub fn new(interp: &'a mut Interpreter, func: &Value, function: &'static str) -> Result<Self> {
        if !matches!(func, Value::FunctionHandle(_)) && func.as_text().is_none() {
            return Err(RuntimeError::new(
                format!("MATLAB:{function}:InvalidFUN"),
                "FUN must be a function handle.",
            )
            .in_function(function));
        }
        Ok(Objective {
            interp,
            func: func.clone(),
            function,
            count: 0,
        })
    }

    /// `f(x)` for a scalar `x`.
    pub fn at(&mut self, x: f64) -> Result<f64> {
        self.call(Value::scalar(x))
    }

    /// `f(x)` for an array `x` of the given shape.
    pub fn at_array(&mut self, shape: &Shape, x: &[f64]) -> Result<f64> {
        self.call(Value::matrix(shape.clone(), x.to_vec()))
    }

    fn call(&mut self, x: Value) -> Result<f64> {
        self.count += 1;
        let outputs = self.interp.call_function(&self.func, &[x], 1)?;
        let value = outputs.into_iter().next().ok_or_else(|| {
            RuntimeError::new(
                format!("MATLAB:{}:NoOutput", self.function),
                "FUN must return a value.",
            )
            .in_function(self.function)
        })?;
        if value.is_complex() {
            return Err(RuntimeError::new(
                format!("MATLAB:{}:ComplexFval", self.function),
                "FUN must return a real value; it returned a complex value.",
            )
            .in_function(self.function));
        }
        value.as_f64().ok_or_else(|| {
            RuntimeError::new(
                format!("MATLAB:{}:NonScalarObj", self.function),
                "FUN must return a scalar value.",
            )
            .in_function(self.function)
        })
    }
}

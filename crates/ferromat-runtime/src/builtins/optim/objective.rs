//! The one place the solvers of this family call user code: a function
//! handle (or function name) turned into a real-valued objective that
//! counts its evaluations and passes on the extra parameters after the
//! options (MATLAB's legacy `fminsearch(fun, x0, options, P1, P2, ...)`),
//! and the `problem` structure form of a solver call. It knows no solver
//! algorithm.

use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

/// A user function `f(x)` whose value must be a real scalar.
pub(crate) struct Objective<'a> {
    pub interp: &'a mut Interpreter,
    func: Value,
    /// Passed to `f` after `x`.
    extras: Vec<Value>,
    function: &'static str,
    /// How many times `f` has been called.
    pub count: usize,
    /// The `FunValCheck` option: a NaN or Inf value is an error (a complex
    /// one always is).
    pub check_values: bool,
}

impl<'a> Objective<'a> {
    /// Checks that `func` can be called: a function handle, or the name of
    /// a function as text.
    pub fn new(
        interp: &'a mut Interpreter,
        func: &Value,
        function: &'static str,
        extras: &[Value],
    ) -> Result<Self> {
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
            extras: extras.to_vec(),
            function,
            count: 0,
            check_values: false,
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

    /// `f(x)` for an array `x` whose value may be any real array (the
    /// equations of `fsolve`): its elements and shape.
    pub fn values_at(&mut self, shape: &Shape, x: &[f64]) -> Result<(Vec<f64>, Shape)> {
        let value = self.raw_call(Value::matrix(shape.clone(), x.to_vec()))?;
        let values = if value.is_complex() {
            None
        } else {
            value.to_f64_vec()
        };
        let values = values.ok_or_else(|| {
            RuntimeError::new(
                format!("MATLAB:{}:NonRealFval", self.function),
                "FUN must return real numeric values.",
            )
            .in_function(self.function)
        })?;
        if self.check_values && values.iter().any(|v| !v.is_finite()) {
            return Err(RuntimeError::new(
                format!("MATLAB:{}:checkfun:NonFiniteFval", self.function),
                format!(
                    "User function returned a NaN or Inf value; {} cannot continue.",
                    self.function.to_ascii_uppercase()
                ),
            )
            .in_function(self.function));
        }
        Ok((values, value.shape()))
    }

    fn raw_call(&mut self, x: Value) -> Result<Value> {
        self.count += 1;
        let mut inputs = Vec::with_capacity(1 + self.extras.len());
        inputs.push(x);
        inputs.extend(self.extras.iter().cloned());
        let outputs = self.interp.call_function(&self.func, &inputs, 1)?;
        let value = outputs.into_iter().next().ok_or_else(|| {
            RuntimeError::new(
                format!("MATLAB:{}:NoOutput", self.function),
                "FUN must return a value.",
            )
            .in_function(self.function)
        })?;
        Ok(value)
    }

    fn call(&mut self, x: Value) -> Result<f64> {
        let value = self.raw_call(x)?;
        if value.is_complex() {
            return Err(RuntimeError::new(
                format!("MATLAB:{}:ComplexFval", self.function),
                "FUN must return a real value; it returned a complex value.",
            )
            .in_function(self.function));
        }
        let value = value.as_f64().ok_or_else(|| {
            RuntimeError::new(
                format!("MATLAB:{}:NonScalarObj", self.function),
                "FUN must return a scalar value.",
            )
            .in_function(self.function)
        })?;
        if self.check_values && !value.is_finite() {
            let what = if value.is_nan() { "NaN" } else { "Inf" };
            return Err(RuntimeError::new(
                format!("MATLAB:{}:checkfun:{what}Fval", self.function),
                format!(
                    "User function returned {what} when evaluated; {} cannot continue.",
                    self.function.to_ascii_uppercase()
                ),
            )
            .in_function(self.function));
        }
        Ok(value)
    }
}

/// `solver(problem)`: the arguments a problem structure stands for (its
/// `objective`, then the fields named in `points`, such as `x0`, then its
/// `options` when present), or `None` when `args` is not one structure.
pub(crate) fn problem_arguments(
    args: &[Value],
    function: &'static str,
    points: &[&str],
) -> Result<Option<Vec<Value>>> {
    let [Value::Struct(problem)] = args else {
        return Ok(None);
    };
    let field = |name: &str| {
        problem
            .fields
            .get(name)
            .and_then(|column| column.first())
            .filter(|_| problem.numel() == 1)
    };
    if let Some(solver) = field("solver") {
        if solver.as_text().is_none_or(|s| s != function) {
            return Err(RuntimeError::new(
                format!("MATLAB:{function}:InvalidSolver"),
                format!("The field 'solver' of the input structure PROBLEM must be '{function}'."),
            )
            .in_function(function));
        }
    }
    let mut out = Vec::with_capacity(points.len() + 2);
    for name in std::iter::once("objective").chain(points.iter().copied()) {
        let value = field(name).ok_or_else(|| {
            RuntimeError::new(
                format!("MATLAB:{function}:MissingField"),
                format!("The input structure PROBLEM must contain the field '{name}'."),
            )
            .in_function(function)
        })?;
        out.push(value.clone());
    }
    if let Some(options) = field("options") {
        out.push(options.clone());
    }
    Ok(Some(out))
}

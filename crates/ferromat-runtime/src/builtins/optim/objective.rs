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
            return Err(self.non_finite());
        }
        Ok((values, value.shape()))
    }

    fn raw_call(&mut self, x: Value) -> Result<Value> {
        let mut outputs = self.raw_call_n(x, 1)?;
        Ok(outputs.swap_remove(0))
    }

    /// `[v1, ..., vn] = f(x)`: exactly `nargout` values, or an error.
    fn raw_call_n(&mut self, x: Value, nargout: usize) -> Result<Vec<Value>> {
        self.count += 1;
        let mut inputs = Vec::with_capacity(1 + self.extras.len());
        inputs.push(x);
        inputs.extend(self.extras.iter().cloned());
        let outputs: Vec<Value> = self
            .interp
            .call_function(&self.func, &inputs, nargout)?
            .into_iter()
            .take(nargout)
            .collect();
        if outputs.len() < nargout.max(1) {
            return Err(RuntimeError::new(
                format!("MATLAB:{}:NoOutput", self.function),
                if nargout > 1 {
                    "FUN must return the derivative as its second output when the gradient (Jacobian) option is on."
                } else {
                    "FUN must return a value."
                },
            )
            .in_function(self.function));
        }
        Ok(outputs)
    }

    /// `[f, d] = f(x)` for an array `x`: the values of the first output
    /// (any real array) and its shape, and the elements of the second (the
    /// user's gradient or Jacobian) with its shape.
    pub fn values_and_derivative(
        &mut self,
        shape: &Shape,
        x: &[f64],
    ) -> Result<(Vec<f64>, Shape, Vec<f64>, Shape)> {
        let outputs = self.raw_call_n(Value::matrix(shape.clone(), x.to_vec()), 2)?;
        let real = |v: &Value| if v.is_complex() { None } else { v.to_f64_vec() };
        let (Some(values), Some(derivative)) = (real(&outputs[0]), real(&outputs[1])) else {
            return Err(RuntimeError::new(
                format!("MATLAB:{}:NonRealFval", self.function),
                "FUN must return real numeric values and derivatives.",
            )
            .in_function(self.function));
        };
        if self.check_values && values.iter().any(|v| !v.is_finite()) {
            return Err(self.non_finite());
        }
        Ok((values, outputs[0].shape(), derivative, outputs[1].shape()))
    }

    fn non_finite(&self) -> RuntimeError {
        RuntimeError::new(
            format!("MATLAB:{}:checkfun:NonFiniteFval", self.function),
            format!(
                "User function returned a NaN or Inf value; {} cannot continue.",
                self.function.to_ascii_uppercase()
            ),
        )
        .in_function(self.function)
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

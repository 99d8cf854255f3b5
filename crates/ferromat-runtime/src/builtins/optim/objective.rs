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

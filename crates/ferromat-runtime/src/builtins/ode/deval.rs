//! `deval`: the solution of `ode45` or `ode23` at any points of its
//! interval, from the `sol` structure, with the solver's own continuous
//! extension (the one its `Refine` points use): on the step from `x(j)` to
//! `x(j+1)`, `y(x(j) + s h) = y(:,j) + h * sum_k f3d(:,k,j) * P_k(s)`.
//! The stage derivatives `sol.idata.f3d` (n by stages by steps) are laid
//! out here too, as MATLAB lays them out. It must not step an ODE.
//!
//! *Syntax*: `y = deval(sol, x)`, `y = deval(sol, x, idx)`,
//! `[y, yp] = deval(___)`, `deval(x, sol, ...)`.

use std::sync::Arc;

use super::runge_kutta::{Tableau, BOGACKI_SHAMPINE, DORMAND_PRINCE};
use crate::builtins::args::check_allocation;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, StructArray, Value};

/// `sol.idata` for the steps' stage derivatives: a struct whose `f3d` is
/// n by stages by steps.
pub(crate) fn interpolation_data(stages: &[Vec<Vec<f64>>], n: usize) -> Result<Value> {
    let per_step = stages.first().map_or(0, Vec::len);
    let shape = Shape::new(&[n, per_step, stages.len()]);
    check_allocation(&shape, 8)?;
    let data: Vec<f64> = stages.iter().flatten().flatten().copied().collect();
    Ok(Value::Struct(Arc::new(StructArray::scalar([(
        "f3d".to_string(),
        Value::matrix(shape, data),
    )]))))
}

fn error(id: &str, message: impl Into<String>) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:deval:{id}"), message).in_function("deval")
}

/// What `deval` reads from a solution structure.
struct Mesh<'a> {
    tableau: &'static Tableau,
    x: Vec<f64>,
    /// n by mesh points, column-major.
    y: Vec<f64>,
    n: usize,
    f3d: &'a [f64],
}

fn mesh(sol: &StructArray) -> Result<Mesh<'_>> {
    let invalid = || {
        error(
            "InvalidSolStruct",
            "SOL must be a structure returned by a differential equation solver.",
        )
    };
    let field = |name: &str| sol.get(name, 0).ok_or_else(invalid);
    let solver = field("solver")?.as_text().ok_or_else(invalid)?;
    let tableau = match solver.as_str() {
        "ode45" => &DORMAND_PRINCE,
        "ode23" => &BOGACKI_SHAMPINE,
        other => {
            return Err(error(
                "UnsupportedSolver",
                format!("deval supports solutions of ode45 and ode23; this one is from {other}."),
            ))
        }
    };
    let x = field("x")?.to_f64_vec().ok_or_else(invalid)?;
    let y_value = field("y")?;
    let n = y_value.shape().rows();
    let y = y_value.to_f64_vec().ok_or_else(invalid)?;
    let f3d = match field("idata")? {
        Value::Struct(idata) => match idata.get("f3d", 0) {
            Some(Value::Double(t)) => t.data(),
            _ => return Err(invalid()),
        },
        _ => return Err(invalid()),
    };
    let stages = tableau.c.len();
    if x.is_empty() || y.len() != n * x.len() || f3d.len() != n * stages * (x.len() - 1) {
        return Err(invalid());
    }
    Ok(Mesh {
        tableau,
        x,
        y,
        n,
        f3d,
    })
}

impl Mesh<'_> {
    /// The step holding `xi` (the last one whose start it has reached, in
    /// the direction of integration), or `None` outside the interval.
    fn step_of(&self, xi: f64) -> Option<usize> {
        let (first, last) = (self.x[0], self.x[self.x.len() - 1]);
        let direction = if last >= first { 1.0 } else { -1.0 };
        if (xi - first) * direction < 0.0 || (xi - last) * direction > 0.0 || xi.is_nan() {
            return None;
        }
        let steps = self.x.len() - 1;
        // The mesh is monotonic: points passed so far form a prefix.
        let passed = self.x.partition_point(|&t| (xi - t) * direction >= 0.0);
        Some(passed.saturating_sub(1).min(steps.saturating_sub(1)))
    }

    /// Component `i` and its derivative at `xi` on step `j`.
    fn evaluate(&self, j: usize, xi: f64, i: usize) -> (f64, f64) {
        if self.x.len() == 1 || xi == self.x[j] {
            return (self.y[j * self.n + i], self.slope(j, 0.0, i));
        }
        if xi == self.x[j + 1] {
            return (self.y[(j + 1) * self.n + i], self.slope(j, 1.0, i));
        }
        let h = self.x[j + 1] - self.x[j];
        let s = (xi - self.x[j]) / h;
        let stages = self.tableau.c.len();
        let mut value = 0.0;
        for (k, row) in self.tableau.interp.iter().enumerate() {
            let stage = self.f3d[i + self.n * (k + stages * j)];
            let polynomial: f64 = row
                .iter()
                .enumerate()
                .map(|(p, c)| c * s.powi(p as i32 + 1))
                .sum();
            value += stage * polynomial;
        }
        (self.y[j * self.n + i] + h * value, self.slope(j, s, i))
    }

    /// The interpolant's derivative in t at fraction `s` of step `j`.
    fn slope(&self, j: usize, s: f64, i: usize) -> f64 {
        if self.x.len() == 1 {
            return 0.0;
        }
        let stages = self.tableau.c.len();
        self.tableau
            .interp
            .iter()
            .enumerate()
            .map(|(k, row)| {
                let stage = self.f3d[i + self.n * (k + stages * j)];
                let polynomial: f64 = row
                    .iter()
                    .enumerate()
                    .map(|(p, c)| c * (p as f64 + 1.0) * s.powi(p as i32))
                    .sum();
                stage * polynomial
            })
            .sum()
    }
}

/// `deval(sol, x, idx)` or `deval(x, sol, idx)`.
pub fn deval(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (sol, points, idx) = match args {
        [Value::Struct(sol), points, rest @ ..] | [points, Value::Struct(sol), rest @ ..] => {
            (sol, points, rest.first())
        }
        [_, _, ..] => {
            return Err(error(
                "InvalidSolStruct",
                "SOL must be a structure returned by a differential equation solver.",
            ))
        }
        _ => return Err(RuntimeError::not_enough_inputs().in_function("deval")),
    };
    let mesh = mesh(sol)?;
    let xint = points
        .to_f64_vec()
        .filter(|_| !points.is_complex())
        .ok_or_else(|| error("InvalidXINT", "XINT must be a real numeric vector."))?;
    let components: Vec<usize> = match idx {
        None => (0..mesh.n).collect(),
        Some(idx) => idx
            .to_f64_vec()
            .unwrap_or_default()
            .into_iter()
            .map(|k| {
                if k >= 1.0 && k.fract() == 0.0 && k <= mesh.n as f64 {
                    Ok(k as usize - 1)
                } else {
                    Err(error(
                        "InvalidIDX",
                        format!("IDX must contain integers from 1 to {}.", mesh.n),
                    ))
                }
            })
            .collect::<Result<_>>()?,
    };
    let shape = Shape::matrix(components.len(), xint.len());
    check_allocation(&shape, 16)?;
    let mut values = Vec::with_capacity(shape.numel());
    let mut slopes = Vec::with_capacity(shape.numel());
    for &xi in &xint {
        let Some(j) = mesh.step_of(xi) else {
            let (first, last) = (mesh.x[0], mesh.x[mesh.x.len() - 1]);
            let e = |v: f64| crate::format::sprintf("%e", &[Value::scalar(v)]).unwrap_or_default();
            return Err(error(
                "SolOutsideInterval",
                format!(
                    "Attempting to evaluate the solution outside the interval [{}, {}] where it is defined.",
                    e(first.min(last)),
                    e(first.max(last))
                ),
            ));
        };
        for &i in &components {
            let (value, slope) = mesh.evaluate(j, xi, i);
            values.push(value);
            slopes.push(slope);
        }
    }
    let mut out = Outputs::new();
    out.push(Value::matrix(shape.clone(), values));
    if nargout > 1 {
        out.push(Value::matrix(shape, slopes));
    }
    Ok(out)
}

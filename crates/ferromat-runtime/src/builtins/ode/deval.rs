//! `deval`: the solution of `ode45`, `ode23`, `ode113`, `ode15s`, `ode23t` or
//! `ode23tb` at any points of its interval, from the `sol` structure, with
//! the solver's own continuous extension (the one its `Refine` points
//! use). For the explicit pairs, on the step from `x(j)` to `x(j+1)`,
//! `y(x(j) + s h) = y(:,j) + h * sum_k f3d(:,k,j) * P_k(s)`, from the stage
//! derivatives `sol.idata.f3d` (n by stages by steps); for `ode15s`, the
//! backward differences `sol.idata.dif3d` (n by MaxOrder+2 by steps) of
//! order `sol.idata.kvec(j)` at `x(j+1)`, interpolated as differences.rs
//! does; for `ode23t` and `ode23tb`, the cubic Hermite interpolant of
//! one_step.rs from the slopes at both ends of each step,
//! `sol.idata.yp3d` (n by 2 by steps, ferromat's layout); for `ode113`,
//! adams.rs's interpolant from the modified divided differences
//! `sol.idata.phi3d` (n by 14 by steps), the spacings `sol.idata.psi2d`
//! (12 by steps) and the orders `sol.idata.kvec` at each step's end. The
//! layouts are built here too. It must not step an ODE.
//!
//! *Syntax*: `y = deval(sol, x)`, `y = deval(sol, x, idx)`,
//! `[y, yp] = deval(___)`, `deval(x, sol, ...)`.

use std::sync::Arc;

use super::adams::{self, COLUMNS, MAX_ORDER};
use super::differences;
use super::one_step::{hermite, hermite_slope};
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

/// `sol.idata` for `ode15s`: `kvec`, each step's order (a row), and
/// `dif3d`, each step's backward differences (n by columns by steps).
pub(crate) fn difference_data(
    steps: &[Vec<Vec<f64>>],
    orders: &[usize],
    n: usize,
) -> Result<Value> {
    let columns = steps.first().map_or(0, Vec::len);
    let shape = Shape::new(&[n, columns, steps.len()]);
    check_allocation(&shape, 8)?;
    let data: Vec<f64> = steps.iter().flatten().flatten().copied().collect();
    Ok(Value::Struct(Arc::new(StructArray::scalar([
        (
            "kvec".to_string(),
            Value::row(orders.iter().map(|&k| k as f64).collect()),
        ),
        ("dif3d".to_string(), Value::matrix(shape, data)),
    ]))))
}

/// `sol.idata` for `ode23t` and `ode23tb`: `yp3d`, the slopes at the
/// start and the end of each step (n by 2 by steps).
pub(crate) fn slope_data(steps: &[Vec<Vec<f64>>], n: usize) -> Result<Value> {
    let shape = Shape::new(&[n, 2, steps.len()]);
    check_allocation(&shape, 8)?;
    let data: Vec<f64> = steps.iter().flatten().flatten().copied().collect();
    Ok(Value::Struct(Arc::new(StructArray::scalar([(
        "yp3d".to_string(),
        Value::matrix(shape, data),
    )]))))
}

/// `sol.idata` for `ode113`: `kvec` (each step's order, a row), `phi3d`
/// (each step's differences, n by 14 by steps) and `psi2d` (each step's
/// spacings, 12 by steps).
pub(crate) fn adams_data(
    phi: &[Vec<Vec<f64>>],
    orders: &[usize],
    psi: &[Vec<f64>],
    n: usize,
) -> Result<Value> {
    let steps = orders.len();
    let phi_shape = Shape::new(&[n, COLUMNS, steps]);
    let psi_shape = Shape::matrix(MAX_ORDER, steps);
    check_allocation(&phi_shape, 8)?;
    let phi: Vec<f64> = phi.iter().flatten().flatten().copied().collect();
    let psi: Vec<f64> = psi.iter().flatten().copied().collect();
    Ok(Value::Struct(Arc::new(StructArray::scalar([
        (
            "kvec".to_string(),
            Value::row(orders.iter().map(|&k| k as f64).collect()),
        ),
        ("phi3d".to_string(), Value::matrix(phi_shape, phi)),
        ("psi2d".to_string(), Value::matrix(psi_shape, psi)),
    ]))))
}

fn error(id: &str, message: impl Into<String>) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:deval:{id}"), message).in_function("deval")
}

/// How a solver's steps are interpolated.
enum Interpolant<'a> {
    /// An explicit pair's stage derivatives (`f3d`).
    Stages {
        tableau: &'static Tableau,
        f3d: &'a [f64],
    },
    /// `ode15s`'s backward differences (`dif3d`, `columns` per step) and
    /// orders.
    Differences {
        dif3d: &'a [f64],
        columns: usize,
        orders: Vec<usize>,
    },
    /// The one-step methods' end slopes (`yp3d`).
    Hermite { yp3d: &'a [f64] },
    /// `ode113`'s differences (`phi3d`), spacings (`psi2d`) and orders.
    Adams {
        phi3d: &'a [f64],
        psi2d: &'a [f64],
        orders: Vec<usize>,
    },
}

/// What `deval` reads from a solution structure.
struct Mesh<'a> {
    interpolant: Interpolant<'a>,
    x: Vec<f64>,
    /// n by mesh points, column-major.
    y: Vec<f64>,
    n: usize,
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
        "ode45" => Some(&DORMAND_PRINCE),
        "ode23" => Some(&BOGACKI_SHAMPINE),
        "ode15s" | "ode23t" | "ode23tb" | "ode113" => None,
        other => {
            return Err(error(
                "UnsupportedSolver",
                format!(
                "deval supports solutions of ode45, ode23, ode113, ode15s, ode23t and ode23tb; this one is from {other}."
            ),
            ))
        }
    };
    let x = field("x")?.to_f64_vec().ok_or_else(invalid)?;
    let y_value = field("y")?;
    let n = y_value.shape().rows();
    let y = y_value.to_f64_vec().ok_or_else(invalid)?;
    let Value::Struct(idata) = field("idata")? else {
        return Err(invalid());
    };
    if x.is_empty() || y.len() != n * x.len() {
        return Err(invalid());
    }
    let steps = x.len() - 1;
    let orders = |kvec: &Value| -> Vec<usize> {
        kvec.to_f64_vec()
            .unwrap_or_default()
            .into_iter()
            .map(|k| k as usize)
            .collect()
    };
    let interpolant = match tableau {
        None if solver == "ode113" => {
            let (Some(Value::Double(phi3d)), Some(Value::Double(psi2d)), Some(kvec)) = (
                idata.get("phi3d", 0),
                idata.get("psi2d", 0),
                idata.get("kvec", 0),
            ) else {
                return Err(invalid());
            };
            let orders = orders(kvec);
            if orders.len() != steps
                || phi3d.data().len() != n * COLUMNS * steps
                || psi2d.data().len() != MAX_ORDER * steps
                || orders.iter().any(|&k| !(1..=MAX_ORDER).contains(&k))
            {
                return Err(invalid());
            }
            Interpolant::Adams {
                phi3d: phi3d.data(),
                psi2d: psi2d.data(),
                orders,
            }
        }
        None if solver != "ode15s" => {
            let Some(Value::Double(yp3d)) = idata.get("yp3d", 0) else {
                return Err(invalid());
            };
            if yp3d.data().len() != n * 2 * steps {
                return Err(invalid());
            }
            Interpolant::Hermite { yp3d: yp3d.data() }
        }
        Some(tableau) => {
            let Some(Value::Double(f3d)) = idata.get("f3d", 0) else {
                return Err(invalid());
            };
            if f3d.data().len() != n * tableau.c.len() * steps {
                return Err(invalid());
            }
            Interpolant::Stages {
                tableau,
                f3d: f3d.data(),
            }
        }
        None => {
            let (Some(Value::Double(dif3d)), Some(kvec)) =
                (idata.get("dif3d", 0), idata.get("kvec", 0))
            else {
                return Err(invalid());
            };
            let orders = orders(kvec);
            let columns = dif3d.shape().dims().get(1).copied().unwrap_or(0);
            if orders.len() != steps
                || dif3d.data().len() != n * columns * steps
                || orders.iter().any(|&k| k < 1 || k > columns)
            {
                return Err(invalid());
            }
            Interpolant::Differences {
                dif3d: dif3d.data(),
                columns,
                orders,
            }
        }
    };
    Ok(Mesh {
        interpolant,
        x,
        y,
        n,
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
        let (tableau, f3d) = match &self.interpolant {
            Interpolant::Stages { tableau, f3d } => (*tableau, *f3d),
            Interpolant::Adams { .. } => {
                let (value, slope) = self.adams(j, xi);
                return (value[i], slope[i]);
            }
            Interpolant::Hermite { .. } => {
                return (hermite(s, h, self.ends(j, i))[0], self.slope(j, s, i));
            }
            Interpolant::Differences { .. } => {
                let (dif, k) = self.differences(j);
                let yend = &self.y[(j + 1) * self.n..(j + 2) * self.n];
                let value = differences::interpolate(xi, self.x[j + 1], yend, h, &dif, k)[i];
                return (value, self.slope(j, s, i));
            }
        };
        let stages = tableau.c.len();
        let mut value = 0.0;
        for (k, row) in tableau.interp.iter().enumerate() {
            let stage = f3d[i + self.n * (k + stages * j)];
            let polynomial: f64 = row
                .iter()
                .enumerate()
                .map(|(p, c)| c * s.powi(p as i32 + 1))
                .sum();
            value += stage * polynomial;
        }
        (self.y[j * self.n + i] + h * value, self.slope(j, s, i))
    }

    /// Step `j`'s backward differences (n by its order) and order.
    fn differences(&self, j: usize) -> (Vec<f64>, usize) {
        match &self.interpolant {
            Interpolant::Differences {
                dif3d,
                columns,
                orders,
            } => {
                let k = orders[j];
                let start = self.n * columns * j;
                (dif3d[start..start + self.n * k].to_vec(), k)
            }
            _ => (Vec::new(), 0),
        }
    }

    /// `ode113`'s solution and slope at `xi` on step `j`. The step's data
    /// describe its interpolant around the step's end `x(j) + psi(1)`;
    /// a terminal event ends the mesh earlier, at `x(j+1)`, so the value
    /// is taken relative to the one stored there.
    fn adams(&self, j: usize, xi: f64) -> (Vec<f64>, Vec<f64>) {
        let Interpolant::Adams {
            phi3d,
            psi2d,
            orders,
        } = &self.interpolant
        else {
            return (vec![0.0; self.n], vec![0.0; self.n]);
        };
        let n = self.n;
        let phi = &phi3d[n * COLUMNS * j..n * COLUMNS * (j + 1)];
        let psi = &psi2d[MAX_ORDER * j..MAX_ORDER * (j + 1)];
        let tnew = self.x[j] + psi[0];
        let zero = vec![0.0; n];
        let (change, slope) = adams::interpolate(xi, (tnew, &zero), phi, psi, orders[j]);
        let (at_end, _) = adams::interpolate(self.x[j + 1], (tnew, &zero), phi, psi, orders[j]);
        let yend = &self.y[(j + 1) * n..(j + 2) * n];
        let value = (0..n).map(|l| yend[l] + change[l] - at_end[l]).collect();
        (value, slope)
    }

    /// Step `j`'s end values and slopes of component `i`, for [`hermite`].
    fn ends(&self, j: usize, i: usize) -> [&[f64]; 4] {
        let Interpolant::Hermite { yp3d } = &self.interpolant else {
            return [&[]; 4];
        };
        let (n, at) = (self.n, |k: usize| k..k + 1);
        [
            &self.y[at(j * n + i)],
            &yp3d[at(2 * n * j + i)],
            &self.y[at((j + 1) * n + i)],
            &yp3d[at(2 * n * j + n + i)],
        ]
    }

    /// The interpolant's derivative in t at fraction `s` of step `j`.
    fn slope(&self, j: usize, s: f64, i: usize) -> f64 {
        if self.x.len() == 1 {
            return 0.0;
        }
        let (tableau, f3d) = match &self.interpolant {
            Interpolant::Stages { tableau, f3d } => (*tableau, *f3d),
            Interpolant::Adams { .. } => {
                let h = self.x[j + 1] - self.x[j];
                return self.adams(j, self.x[j] + s * h).1[i];
            }
            Interpolant::Hermite { .. } => {
                let h = self.x[j + 1] - self.x[j];
                return hermite_slope(s, h, self.ends(j, i))[0];
            }
            Interpolant::Differences { .. } => {
                let h = self.x[j + 1] - self.x[j];
                let (dif, k) = self.differences(j);
                let tq = self.x[j] + s * h;
                return differences::slope(tq, self.x[j + 1], h, &dif, k, self.n)[i];
            }
        };
        let stages = tableau.c.len();
        tableau
            .interp
            .iter()
            .enumerate()
            .map(|(k, row)| {
                let stage = f3d[i + self.n * (k + stages * j)];
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

//! The numeric kernel of `fminunc`: the BFGS quasi-Newton method on the
//! inverse Hessian with a line search meeting the strong Wolfe conditions
//! (bracketing, then zooming by safeguarded quadratic interpolation), and
//! forward-difference gradients when the user supplies none. It also
//! estimates the Hessian at the solution by finite differences (MATLAB's
//! quasi-newton `hessian` output). It works on closures and plain vectors;
//! it must not parse MATLAB arguments or call the interpreter (the builtin
//! in `fminunc.rs` does that).

use crate::error::Result;

/// Armijo (sufficient decrease) and curvature constants of the line search.
const C1: f64 = 1e-4;
const C2: f64 = 0.9;
/// Trial steps of the bracketing phase, and of the zoom phase.
const MAX_BRACKET: usize = 30;
const MAX_ZOOM: usize = 40;

/// Why the iteration stopped, as `fminunc`'s exit flags number them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stop {
    /// 1: the gradient is smaller than the optimality tolerance.
    Optimal,
    /// 2: the step became smaller than the step tolerance.
    SmallStep,
    /// 5: the line search could not decrease `f` along the direction.
    NoDecrease,
    /// 0: `MaxIterations` reached.
    MaxIter,
    /// 0: `MaxFunctionEvaluations` reached.
    MaxEvals,
    /// -3: `f` fell below `ObjectiveLimit`.
    BelowLimit,
}

impl Stop {
    pub fn flag(self) -> f64 {
        match self {
            Stop::Optimal => 1.0,
            Stop::SmallStep => 2.0,
            Stop::NoDecrease => 5.0,
            Stop::MaxIter | Stop::MaxEvals => 0.0,
            Stop::BelowLimit => -3.0,
        }
    }
}

/// The tolerances and budgets the iteration honours.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Limits {
    /// Relative to `max(1, norm(grad(x0), Inf))`.
    pub tol_opt: f64,
    /// Relative: a step shorter than `tol_x * (1 + norm(x))` stops.
    pub tol_x: f64,
    pub max_iter: f64,
    pub max_evals: f64,
    pub objective_limit: f64,
}

/// Where the iteration stopped.
#[derive(Debug, Clone)]
pub(crate) struct Solution {
    pub x: Vec<f64>,
    pub f: f64,
    pub grad: Vec<f64>,
    pub iterations: usize,
    pub evals: usize,
    /// The length of the last step, and its line-search step length.
    pub step_size: f64,
    pub ls_step: f64,
    pub stop: Stop,
}

/// The objective: its value at `x`, and its gradient when the user
/// supplies it (`None` asks for finite differences).
pub(crate) type Function<'a> = dyn FnMut(&[f64]) -> Result<(f64, Option<Vec<f64>>)> + 'a;

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

fn inf_norm(v: &[f64]) -> f64 {
    v.iter().fold(0.0f64, |a, x| a.max(x.abs()))
}

fn axpy(x: &[f64], a: f64, p: &[f64]) -> Vec<f64> {
    x.iter().zip(p).map(|(xi, pi)| xi + a * pi).collect()
}

/// The forward-difference step for `x`: `sqrt(eps) * max(|x|, 1)`, signed
/// like `x` (positive at 0), as MATLAB's `FiniteDifferenceStepSize`.
fn fd_step(x: f64, factor: f64) -> f64 {
    let h = factor * x.abs().max(1.0);
    let h = if x < 0.0 { -h } else { h };
    // The step actually taken, after rounding `x + h`.
    (x + h) - x
}

/// Evaluations of the objective, counted.
struct Evaluator<'f, 'a> {
    fun: &'f mut Function<'a>,
    evals: usize,
}

impl Evaluator<'_, '_> {
    fn value(&mut self, x: &[f64]) -> Result<(f64, Option<Vec<f64>>)> {
        self.evals += 1;
        (self.fun)(x)
    }

    /// The gradient at `x`, where the value `f` (and the user's gradient,
    /// if any) came from the last evaluation.
    fn gradient(&mut self, x: &[f64], f: f64, given: Option<Vec<f64>>) -> Result<Vec<f64>> {
        if let Some(g) = given {
            return Ok(g);
        }
        let mut g = vec![0.0; x.len()];
        let mut xt = x.to_vec();
        for i in 0..x.len() {
            let h = fd_step(x[i], f64::EPSILON.sqrt());
            xt[i] = x[i] + h;
            let (ft, _) = self.value(&xt)?;
            xt[i] = x[i];
            g[i] = (ft - f) / h;
        }
        Ok(g)
    }
}

/// A point of the line search: step length, point, value, gradient.
#[derive(Clone)]
struct Point {
    a: f64,
    x: Vec<f64>,
    f: f64,
    g: Vec<f64>,
    /// `g . p`.
    d: f64,
}

/// A step length along `p` from `start` meeting the strong Wolfe
/// conditions, or (when the budget or the zoom runs out) the best point
/// found with sufficient decrease; `None` when no trial decreased `f`.
fn line_search(
    ev: &mut Evaluator,
    start: &Point,
    p: &[f64],
    a_init: f64,
    max_evals: f64,
) -> Result<Option<Point>> {
    let (f0, d0) = (start.f, start.d);
    // Step lengths are measured from `start` (whose own `a` is the length
    // of the step that reached it).
    let mut prev = Point {
        a: 0.0,
        ..start.clone()
    };
    let mut a = a_init;
    for i in 0..MAX_BRACKET {
        if ev.evals as f64 >= max_evals {
            break;
        }
        let x = axpy(&start.x, a, p);
        let (f, given) = ev.value(&x)?;
        if !f.is_finite() || f > f0 + C1 * a * d0 || (i > 0 && f >= prev.f) {
            let hi = (a, f);
            return zoom(ev, start, p, prev, hi, max_evals);
        }
        let g = ev.gradient(&x, f, given)?;
        let d = dot(&g, p);
        let here = Point { a, x, f, g, d };
        if d.abs() <= -C2 * d0 {
            return Ok(Some(here));
        }
        if d >= 0.0 {
            let hi = (prev.a, prev.f);
            return zoom(ev, start, p, here, hi, max_evals);
        }
        prev = here;
        a *= 2.0;
    }
    Ok((prev.a > 0.0).then_some(prev))
}

/// Shrinks the bracket between `lo` (sufficient decrease, gradient known)
/// and `hi` (step and value) to a strong Wolfe point.
fn zoom(
    ev: &mut Evaluator,
    start: &Point,
    p: &[f64],
    mut lo: Point,
    mut hi: (f64, f64),
    max_evals: f64,
) -> Result<Option<Point>> {
    let (f0, d0) = (start.f, start.d);
    for _ in 0..MAX_ZOOM {
        let width = hi.0 - lo.a;
        if ev.evals as f64 >= max_evals
            || (width * inf_norm(p)).abs() <= f64::EPSILON * (1.0 + inf_norm(&lo.x))
        {
            break;
        }
        // The minimizer of the quadratic through lo's value and slope and
        // hi's value, kept inside the middle 80% of the bracket.
        let curvature = hi.1 - lo.f - lo.d * width;
        let mut a = if hi.1.is_finite() && curvature > 0.0 {
            lo.a - lo.d * width * width / (2.0 * curvature)
        } else {
            lo.a + 0.5 * width
        };
        let (low, high) = if width > 0.0 {
            (lo.a + 0.1 * width, hi.0 - 0.1 * width)
        } else {
            (hi.0 - 0.1 * width, lo.a + 0.1 * width)
        };
        if a.is_nan() || a < low || a > high {
            a = lo.a + 0.5 * width;
        }
        let x = axpy(&start.x, a, p);
        let (f, given) = ev.value(&x)?;
        if !f.is_finite() || f > f0 + C1 * a * d0 || f >= lo.f {
            hi = (a, f);
            continue;
        }
        let g = ev.gradient(&x, f, given)?;
        let d = dot(&g, p);
        let here = Point { a, x, f, g, d };
        if d.abs() <= -C2 * d0 {
            return Ok(Some(here));
        }
        if d * width >= 0.0 {
            hi = (lo.a, lo.f);
        }
        lo = here;
    }
    Ok((lo.a > 0.0).then_some(lo))
}

/// Minimizes from `x0`.
pub(crate) fn minimize(fun: &mut Function, x0: &[f64], limits: Limits) -> Result<Solution> {
    let n = x0.len();
    let mut ev = Evaluator { fun, evals: 0 };
    let (f, given) = ev.value(x0)?;
    let g = ev.gradient(x0, f, given)?;
    let mut cur = Point {
        a: 0.0,
        x: x0.to_vec(),
        f,
        g,
        d: 0.0,
    };
    let tol = limits.tol_opt * inf_norm(&cur.g).max(1.0);
    // The inverse Hessian approximation, row-major n-by-n (the builtin
    // checked the allocation).
    let identity = |h: &mut Vec<f64>, scale: f64| {
        h.iter_mut().for_each(|v| *v = 0.0);
        (0..n).for_each(|i| h[i * n + i] = scale);
    };
    let mut h = vec![0.0; n * n];
    identity(&mut h, 1.0);
    let (mut iterations, mut step_size, mut ls_step) = (0usize, 0.0, 0.0);
    let stop = loop {
        if cur.f <= limits.objective_limit {
            break Stop::BelowLimit;
        }
        if inf_norm(&cur.g) <= tol {
            break Stop::Optimal;
        }
        if iterations as f64 >= limits.max_iter {
            break Stop::MaxIter;
        }
        if ev.evals as f64 >= limits.max_evals {
            break Stop::MaxEvals;
        }
        let mut p: Vec<f64> = (0..n)
            .map(|i| -dot(&h[i * n..(i + 1) * n], &cur.g))
            .collect();
        cur.d = dot(&cur.g, &p);
        if cur.d.is_nan() || cur.d >= 0.0 {
            // The update lost positive definiteness: restart downhill.
            identity(&mut h, 1.0);
            p = cur.g.iter().map(|v| -v).collect();
            cur.d = dot(&cur.g, &p);
        }
        // The first step is at most 1 in each coordinate; later the
        // quasi-Newton step itself is tried first.
        let a_init = if iterations == 0 {
            (1.0 / inf_norm(&cur.g)).min(1.0)
        } else {
            1.0
        };
        let Some(next) = line_search(&mut ev, &cur, &p, a_init, limits.max_evals)? else {
            if ev.evals as f64 >= limits.max_evals {
                break Stop::MaxEvals;
            }
            break Stop::NoDecrease;
        };
        let s: Vec<f64> = next.x.iter().zip(&cur.x).map(|(a, b)| a - b).collect();
        let y: Vec<f64> = next.g.iter().zip(&cur.g).map(|(a, b)| a - b).collect();
        let sy = dot(&s, &y);
        let yy = dot(&y, &y);
        step_size = dot(&s, &s).sqrt();
        ls_step = next.a;
        iterations += 1;
        if sy > f64::EPSILON * step_size * yy.sqrt() {
            if iterations == 1 {
                // Scale the first approximation to the curvature seen.
                identity(&mut h, sy / yy);
            }
            bfgs_update(&mut h, n, &s, &y, sy);
        }
        cur = next;
        if cur.f <= limits.objective_limit {
            break Stop::BelowLimit;
        }
        if inf_norm(&cur.g) <= tol {
            break Stop::Optimal;
        }
        if step_size < limits.tol_x * (1.0 + dot(&cur.x, &cur.x).sqrt()) {
            break Stop::SmallStep;
        }
    };
    Ok(Solution {
        x: cur.x,
        f: cur.f,
        grad: cur.g,
        iterations,
        evals: ev.evals,
        step_size,
        ls_step,
        stop,
    })
}

/// `H = (I - r s y') H (I - r y s') + r s s'` with `r = 1/(y's)`.
fn bfgs_update(h: &mut [f64], n: usize, s: &[f64], y: &[f64], sy: f64) {
    let r = 1.0 / sy;
    let hy: Vec<f64> = (0..n).map(|i| dot(&h[i * n..(i + 1) * n], y)).collect();
    let yhy = dot(y, &hy);
    for i in 0..n {
        for j in 0..n {
            h[i * n + j] += (1.0 + r * yhy) * r * s[i] * s[j] - r * (hy[i] * s[j] + s[i] * hy[j]);
        }
    }
}

/// The Hessian at `x` by finite differences, column-major (symmetric):
/// of the gradient when the user supplies it, else second differences of
/// the values with steps `eps^(1/3) * max(|x|, 1)`.
pub(crate) fn hessian(fun: &mut Function, x: &[f64], f: f64, grad: &[f64]) -> Result<Vec<f64>> {
    let n = x.len();
    let mut out = vec![0.0; n * n];
    let mut xt = x.to_vec();
    let (_, given) = fun(x)?;
    if given.is_some() {
        for j in 0..n {
            let h = fd_step(x[j], f64::EPSILON.sqrt());
            xt[j] = x[j] + h;
            let (_, gj) = fun(&xt)?;
            xt[j] = x[j];
            let gj = gj.unwrap_or_default();
            for i in 0..n {
                out[j * n + i] = (gj.get(i).copied().unwrap_or(f64::NAN) - grad[i]) / h;
            }
        }
    } else {
        let steps: Vec<f64> = x.iter().map(|v| fd_step(*v, f64::EPSILON.cbrt())).collect();
        let mut single = vec![0.0; n];
        for i in 0..n {
            xt[i] = x[i] + steps[i];
            single[i] = fun(&xt)?.0;
            xt[i] = x[i];
        }
        for i in 0..n {
            for j in i..n {
                xt[i] += steps[i];
                xt[j] += steps[j];
                let fij = fun(&xt)?.0;
                xt[i] = x[i];
                xt[j] = x[j];
                let v = (fij - single[i] - single[j] + f) / (steps[i] * steps[j]);
                out[j * n + i] = v;
                out[i * n + j] = v;
            }
        }
    }
    // Symmetric: the average of the two triangles (differences of the
    // gradient give two estimates of each mixed derivative).
    for i in 0..n {
        for j in i + 1..n {
            let v = 0.5 * (out[j * n + i] + out[i * n + j]);
            out[j * n + i] = v;
            out[i * n + j] = v;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: Limits = Limits {
        tol_opt: 1e-8,
        tol_x: 1e-12,
        max_iter: 1000.0,
        max_evals: 1e5,
        objective_limit: -1e20,
    };

    fn rosenbrock(x: &[f64]) -> f64 {
        100.0 * (x[1] - x[0] * x[0]).powi(2) + (1.0 - x[0]).powi(2)
    }

    #[test]
    fn rosenbrock_with_finite_differences() {
        let mut f = |x: &[f64]| Ok((rosenbrock(x), None));
        let s = minimize(&mut f, &[-1.2, 1.0], LIMITS).unwrap();
        assert!(s.stop.flag() > 0.0, "{s:?}");
        assert!(
            (s.x[0] - 1.0).abs() < 1e-4 && (s.x[1] - 1.0).abs() < 1e-4,
            "{s:?}"
        );
    }

    #[test]
    fn rosenbrock_with_gradient() {
        let mut f = |x: &[f64]| {
            let g = vec![
                -400.0 * x[0] * (x[1] - x[0] * x[0]) - 2.0 * (1.0 - x[0]),
                200.0 * (x[1] - x[0] * x[0]),
            ];
            Ok((rosenbrock(x), Some(g)))
        };
        let s = minimize(&mut f, &[-1.0, 2.0], LIMITS).unwrap();
        assert_eq!(s.stop, Stop::Optimal, "{s:?}");
        assert!(
            (s.x[0] - 1.0).abs() < 1e-6 && (s.x[1] - 1.0).abs() < 1e-6,
            "{s:?}"
        );
    }

    #[test]
    fn unbounded_below_hits_the_objective_limit() {
        let mut f = |x: &[f64]| Ok((-x[0], Some(vec![-1.0])));
        let limits = Limits {
            objective_limit: -1e3,
            ..LIMITS
        };
        let s = minimize(&mut f, &[0.0], limits).unwrap();
        assert_eq!(s.stop, Stop::BelowLimit, "{s:?}");
    }

    #[test]
    fn quadratic_hessian_by_differences() {
        let mut f = |x: &[f64]| Ok((x[0] * x[0] + 3.0 * x[0] * x[1] + 5.0 * x[1] * x[1], None));
        let h = hessian(
            &mut f,
            &[0.5, -0.25],
            0.5 * 0.5 - 3.0 * 0.125 + 5.0 * 0.0625,
            &[0.0, 0.0],
        )
        .unwrap();
        let want = [2.0, 3.0, 3.0, 10.0];
        for (a, b) in h.iter().zip(want) {
            assert!((a - b).abs() < 1e-4, "{h:?}");
        }
    }
}

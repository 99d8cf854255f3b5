//! `fzero`: a root of a scalar function, as MATLAB finds it. From a start
//! point it widens an interval by factors of sqrt(2) until the function
//! changes sign; then Brent's method (bisection, secant and inverse
//! quadratic interpolation) shrinks the bracket to `TolX`. The kernels are
//! plain functions of a closure; the builtin parses arguments, prints what
//! `Display` asks for and shapes outputs. Every loop is bounded.

use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

use super::objective::{problem_arguments, Objective};
use super::options::{Display, SolverOptions};
use super::output_struct;

/// Brent's iterations stop here even if `MaxIter` is Inf: bisection alone
/// exhausts a double interval in about 2,100 halvings.
const HARD_ITERATION_CAP: f64 = 10_000.0;

/// How the bracket search from a start point ended.
#[derive(Debug, PartialEq)]
pub(crate) enum Bracket {
    /// `f(a)` and `f(b)` differ in sign (or one is zero).
    Found {
        a: f64,
        fa: f64,
        b: f64,
        fb: f64,
        iterations: usize,
    },
    /// The search met a NaN or Inf function value (or ran off the reals).
    NonFinite { x: f64, fx: f64 },
    /// The evaluation budget ran out.
    Budget,
}

/// Widens `[x - dx, x + dx]` by sqrt(2) each step (dx starting at x/50, or
/// 1/50 at zero) until the signs of `f` differ at the ends.
pub(crate) fn search_bracket(
    f: &mut impl FnMut(f64) -> Result<f64>,
    x: f64,
    fx: f64,
    max_evals: f64,
    evals: &mut usize,
) -> Result<Bracket> {
    let mut dx = if x != 0.0 { x / 50.0 } else { 1.0 / 50.0 };
    let (mut a, mut fa, mut b, mut fb) = (x, fx, x, fx);
    let mut iterations = 0;
    while (fa > 0.0) == (fb > 0.0) {
        if *evals as f64 >= max_evals {
            return Ok(Bracket::Budget);
        }
        iterations += 1;
        dx *= std::f64::consts::SQRT_2;
        a = x - dx;
        fa = f(a)?;
        *evals += 1;
        if !fa.is_finite() || !a.is_finite() {
            return Ok(Bracket::NonFinite { x: a, fx: fa });
        }
        if (fa > 0.0) != (fb > 0.0) {
            break;
        }
        b = x + dx;
        fb = f(b)?;
        *evals += 1;
        if !fb.is_finite() || !b.is_finite() {
            return Ok(Bracket::NonFinite { x: b, fx: fb });
        }
    }
    Ok(Bracket::Found {
        a,
        fa,
        b,
        fb,
        iterations,
    })
}

/// The result of Brent's method on a bracket.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Zero {
    pub x: f64,
    pub fx: f64,
    pub iterations: usize,
    /// False when `MaxIter` or `MaxFunEvals` stopped it.
    pub converged: bool,
}

/// Brent's zero finder on a bracket `[a, b]` whose function values differ
/// in sign; `tol` is the relative tolerance on x (`TolX`).
pub(crate) fn brent_zero(
    f: &mut impl FnMut(f64) -> Result<f64>,
    (mut a, mut fa): (f64, f64),
    (mut b, mut fb): (f64, f64),
    tol: f64,
    max_iter: f64,
    max_evals: f64,
    evals: &mut usize,
) -> Result<Zero> {
    let (mut c, mut fc) = (b, fb);
    let (mut d, mut e) = (b - a, b - a);
    let mut iterations = 0usize;
    let max_iter = max_iter.min(HARD_ITERATION_CAP);
    while fb != 0.0 && a != b {
        // b is the best point so far, a the previous b, and c lies on the
        // other side of the root from b.
        if (fb > 0.0) == (fc > 0.0) {
            c = a;
            fc = fa;
            d = b - a;
            e = d;
        }
        if fc.abs() < fb.abs() {
            a = b;
            b = c;
            c = a;
            fa = fb;
            fb = fc;
            fc = fa;
        }
        let m = 0.5 * (c - b);
        let toler = 2.0 * tol * b.abs().max(1.0);
        if m.abs() <= toler || fb == 0.0 {
            break;
        }
        if iterations as f64 >= max_iter || *evals as f64 >= max_evals {
            return Ok(Zero {
                x: b,
                fx: fb,
                iterations,
                converged: false,
            });
        }
        if e.abs() < toler || fa.abs() <= fb.abs() {
            d = m;
            e = m;
        } else {
            let s = fb / fa;
            let (mut p, mut q);
            if a == c {
                p = 2.0 * m * s;
                q = 1.0 - s;
            } else {
                let qa = fa / fc;
                let r = fb / fc;
                p = s * (2.0 * m * qa * (qa - r) - (b - a) * (r - 1.0));
                q = (qa - 1.0) * (r - 1.0) * (s - 1.0);
            }
            if p > 0.0 {
                q = -q;
            } else {
                p = -p;
            }
            if 2.0 * p < 3.0 * m * q - (toler * q).abs() && p < (0.5 * e * q).abs() {
                e = d;
                d = p / q;
            } else {
                d = m;
                e = m;
            }
        }
        a = b;
        fa = fb;
        if d.abs() > toler {
            b += d;
        } else if b > c {
            b -= toler;
        } else {
            b += toler;
        }
        fb = f(b)?;
        *evals += 1;
        iterations += 1;
    }
    Ok(Zero {
        x: b,
        fx: fb,
        iterations,
        converged: true,
    })
}

fn invalid(id: &str, message: &str) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:fzero:{id}"), message).in_function("fzero")
}

/// `x = fzero(fun, x0)`, `fzero(fun, [a b])`, `fzero(___, options)`,
/// `[x, fval, exitflag, output] = fzero(___)`.
pub fn fzero(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    if let Some(args) = problem_arguments(args, "fzero", &["x0"])? {
        return fzero(interp, &args, nargout);
    }
    let [func, start, rest @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let defaults = SolverOptions {
        display: Display::Notify,
        tol_x: f64::EPSILON,
        tol_fun: f64::EPSILON,
        max_iter: f64::INFINITY,
        max_fun_evals: f64::INFINITY,
        fun_val_check: false,
    };
    let opts = SolverOptions::read(rest.first(), "fzero", defaults)?;
    let start = match start {
        Value::Double(_) | Value::Single(_) if !start.is_complex() => {
            start.to_f64_vec().unwrap_or_default()
        }
        _ => {
            return Err(invalid(
                "InvalidX0",
                "Second argument must be real and numeric.",
            ))
        }
    };
    let mut objective = Objective::new(interp, func, "fzero", rest.get(1..).unwrap_or_default())?;
    objective.check_values = opts.fun_val_check;
    let mut evals = 0usize;
    let mut f = |x: f64| objective.at(x);
    // (bracket, interval iterations) or an early answer.
    let (a, fa, b, fb, interval_iterations) = match *start.as_slice() {
        [a, b] => {
            if !a.is_finite() || !b.is_finite() {
                return Err(invalid("NonFiniteX0", "Initial interval must be finite."));
            }
            let fa = f(a)?;
            let fb = f(b)?;
            evals += 2;
            if !fa.is_finite() || !fb.is_finite() {
                return Err(invalid(
                    "ValuesAtEndPtsComplexOrNotFinite",
                    "Function values at interval endpoints must be finite and real.",
                ));
            }
            if (fa > 0.0) == (fb > 0.0) && fa != 0.0 && fb != 0.0 {
                return Err(invalid(
                    "ValuesAtEndPtsSameSign",
                    "The function values at the interval endpoints must differ in sign.",
                ));
            }
            (a, fa, b, fb, 0)
        }
        [x] => {
            if !x.is_finite() {
                return Err(invalid("NonFiniteX0", "Initial point must be finite."));
            }
            let fx = f(x)?;
            evals += 1;
            if !fx.is_finite() {
                return Err(invalid(
                    "InvalidFunctionValue",
                    "Function value at starting guess must be finite and real.",
                ));
            }
            match search_bracket(&mut f, x, fx, opts.max_fun_evals, &mut evals)? {
                Bracket::Found {
                    a,
                    fa,
                    b,
                    fb,
                    iterations,
                } => (a, fa, b, fb, iterations),
                outcome => {
                    let (flag, message) = match outcome {
                        Bracket::NonFinite { x, fx } => (
                            -3.0,
                            format!(
                                "Exiting fzero: aborting search for an interval containing a sign change\n    because NaN or Inf function value encountered during search.\n(Function value at {} is {}.)\nCheck function or try again with a different starting value.",
                                super::format_g(x),
                                super::format_g(fx)
                            ),
                        ),
                        _ => (
                            0.0,
                            "Exiting fzero: aborting search for an interval containing a sign change\n    because maximum function evaluations reached.".to_string(),
                        ),
                    };
                    if opts.display != Display::Off {
                        objective.interp.print(&format!("{message}\n"));
                    }
                    let output = output_struct(vec![
                        ("intervaliterations", Value::scalar(0.0)),
                        ("iterations", Value::scalar(0.0)),
                        ("funcCount", Value::scalar(objective.count as f64)),
                        ("algorithm", Value::char_row("bisection, interpolation")),
                        ("message", Value::char_row(&message)),
                    ]);
                    return Ok(shape_outputs(nargout, f64::NAN, f64::NAN, flag, output));
                }
            }
        }
        _ => {
            return Err(invalid(
                "LengthArg2",
                "Second argument must be a scalar or vector of length 2.",
            ))
        }
    };
    let zero = if fa == 0.0 {
        Zero {
            x: a,
            fx: fa,
            iterations: 0,
            converged: true,
        }
    } else {
        brent_zero(
            &mut f,
            (a, fa),
            (b, fb),
            opts.tol_x,
            opts.max_iter,
            opts.max_fun_evals,
            &mut evals,
        )?
    };
    let (flag, message) = if !zero.converged {
        (0.0, "Exiting fzero: maximum number of iterations or function evaluations reached.\nIncrease MaxIter or MaxFunEvals.".to_string())
    } else if zero.fx.abs() > fa.abs().max(fb.abs()) {
        (
            -5.0,
            format!(
                "Current point x may be near a singular point. The interval [{}, {}] \nreduced to the requested tolerance and the function changes sign in the interval,\nbut f(x) increased in magnitude as the interval reduced.",
                super::format_g(a),
                super::format_g(b)
            ),
        )
    } else {
        (
            1.0,
            format!(
                "Zero found in the interval [{}, {}]",
                super::format_g(a),
                super::format_g(b)
            ),
        )
    };
    if opts.display.shows_exit_message(flag == 1.0) {
        objective.interp.print(&format!("{message}\n"));
    }
    let output = output_struct(vec![
        (
            "intervaliterations",
            Value::scalar(interval_iterations as f64),
        ),
        ("iterations", Value::scalar(zero.iterations as f64)),
        ("funcCount", Value::scalar(objective.count as f64)),
        ("algorithm", Value::char_row("bisection, interpolation")),
        ("message", Value::char_row(&message)),
    ]);
    Ok(shape_outputs(nargout, zero.x, zero.fx, flag, output))
}

fn shape_outputs(nargout: usize, x: f64, fx: f64, flag: f64, output: Value) -> Outputs {
    if nargout <= 1 {
        return Outputs::from_iter([Value::scalar(x)]);
    }
    let mut out = Outputs::new();
    out.push(Value::scalar(x));
    out.push(Value::scalar(fx));
    if nargout >= 3 {
        out.push(Value::scalar(flag));
    }
    if nargout >= 4 {
        out.push(output);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solve(f: impl Fn(f64) -> f64, a: f64, b: f64) -> Zero {
        let mut g = |x: f64| Ok(f(x));
        let mut evals = 0;
        let (fa, fb) = (f(a), f(b));
        brent_zero(
            &mut g,
            (a, fa),
            (b, fb),
            f64::EPSILON,
            f64::INFINITY,
            f64::INFINITY,
            &mut evals,
        )
        .unwrap()
    }

    #[test]
    fn brent_finds_pi_half_for_cos() {
        let z = solve(f64::cos, 1.0, 2.0);
        assert!((z.x - std::f64::consts::FRAC_PI_2).abs() < 1e-15);
        assert!(z.converged);
    }

    #[test]
    fn brent_matches_bisection_on_polynomials() {
        for k in 1..50 {
            let root = k as f64 / 7.0 - 3.0;
            let f = |x: f64| (x - root) * (x * x + 1.0);
            let z = solve(f, -10.0, 10.0);
            assert!(
                (z.x - root).abs() <= 4.0 * f64::EPSILON * root.abs().max(1.0),
                "{root} {z:?}"
            );
        }
    }

    #[test]
    fn search_widens_until_sign_change() {
        let mut g = |x: f64| Ok(x - 10.0);
        let mut evals = 0;
        match search_bracket(&mut g, 1.0, -9.0, f64::INFINITY, &mut evals).unwrap() {
            Bracket::Found { a, b, fa, fb, .. } => {
                assert!(a < 10.0 && b >= 10.0 && fa < 0.0 && fb >= 0.0);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn search_stops_on_a_nan() {
        let mut g = |x: f64| Ok(if x > 1.5 { f64::NAN } else { 1.0 });
        let mut evals = 0;
        let outcome = search_bracket(&mut g, 1.0, 1.0, f64::INFINITY, &mut evals).unwrap();
        assert!(matches!(outcome, Bracket::NonFinite { .. }));
    }

    #[test]
    fn search_respects_the_budget() {
        let mut g = |_: f64| Ok(1.0);
        let mut evals = 1;
        let outcome = search_bracket(&mut g, 1.0, 1.0, 100.0, &mut evals).unwrap();
        assert_eq!(outcome, Bracket::Budget);
        assert!(evals <= 101);
    }
}

//! `fplot`: a function handle plotted over an interval by sampling it.
//! The function is called once with the vector of sample points; a
//! function that does not return one value per point is called point by
//! point. This file must not draw.

use ferromat_plot::{SeriesKind, Style};

use super::linespec;
use super::plot::{add, handles};
use super::{is_text, numeric, target_axes};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

/// MATLAB's default number of evaluation points (`MeshDensity`).
const MESH_DENSITY: usize = 23;

/// The values of `f` at `points`.
fn sample(interp: &mut Interpreter, f: &Value, points: &[f64]) -> Result<Vec<f64>> {
    let arg = Value::matrix(Shape::row(points.len()), points.to_vec());
    let whole = interp.call_function(f, &[arg], 1);
    if let Ok(out) = &whole {
        if let Some(v) = out.first() {
            if v.numel() == points.len() {
                return Ok(numeric(v, "fplot")?.0);
            }
        }
    }
    points
        .iter()
        .map(|p| {
            let out = interp.call_function(f, &[Value::scalar(*p)], 1)?;
            out.first().and_then(Value::as_f64).ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:fplot:BadFunction",
                    "Function must return a scalar for a scalar input.",
                )
            })
        })
        .collect()
}

/// `fplot(f)`, `fplot(f, [xmin xmax])`, `fplot(funx, funy)`,
/// `fplot(funx, funy, [tmin tmax])`, `fplot(..., LineSpec)`,
/// `fplot(..., Name, Value)` (`MeshDensity` and line properties),
/// `fplot(ax, ...)`, `h = fplot(...)`: samples f at evenly spaced points
/// (8 times `MeshDensity`, 23 by default) over the interval ([-5 5] by
/// default) and plots it; the x limits become the interval.
pub fn fplot(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (target, args) = target_axes(interp, args);
    let handles_at: Vec<usize> = args
        .iter()
        .take(2)
        .enumerate()
        .filter(|(_, v)| matches!(v, Value::FunctionHandle(_)))
        .map(|(k, _)| k)
        .collect();
    if handles_at.first() != Some(&0) {
        return Err(RuntimeError::new(
            "MATLAB:fplot:InvalidFunction",
            "First argument must be a function handle.",
        ));
    }
    let parametric = handles_at.len() == 2;
    let mut rest = &args[handles_at.len()..];
    let mut interval = (-5.0, 5.0);
    if let Some(v) = rest.first().filter(|v| !is_text(v)) {
        match numeric(v, "fplot")?.0.as_slice() {
            [lo, hi] if lo < hi && lo.is_finite() && hi.is_finite() => interval = (*lo, *hi),
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:fplot:InvalidInterval",
                    "Interval must be a 2-element vector of increasing finite values.",
                ))
            }
        }
        rest = &rest[1..];
    }
    let (spec, rest) = linespec::leading(rest);
    let options = linespec::options(rest, "FunctionLine", &["meshdensity"])?;
    let mut density = MESH_DENSITY;
    if let Some((_, v)) = options.extra.first() {
        density = crate::builtins::args::count(v, "fplot")?.clamp(2, 10_000);
    }
    let n = 8 * (density - 1) + 1;
    let (lo, hi) = interval;
    let points: Vec<f64> = (0..n)
        .map(|k| {
            if k + 1 == n {
                hi
            } else {
                lo + (hi - lo) * k as f64 / (n - 1) as f64
            }
        })
        .collect();
    let (x, y) = if parametric {
        (
            sample(interp, &args[0], &points)?,
            sample(interp, &args[1], &points)?,
        )
    } else {
        (points.clone(), sample(interp, &args[0], &points)?)
    };
    let (f, a) = target;
    let axes = &mut interp.graphics.figures[f].axes[a];
    axes.prepare_for_plot();
    if !parametric && axes.series.is_empty() {
        axes.x.limits = Some(interval);
    }
    let mut style = Style::line(axes.next_color());
    spec.apply(&mut style);
    linespec::apply_pairs(&mut style, &options.style_pairs)?;
    let h = add(
        interp,
        target,
        SeriesKind::Line { x, y },
        style,
        options.display_name,
    );
    Ok(handles(vec![h], nargout))
}

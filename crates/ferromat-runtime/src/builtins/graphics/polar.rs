//! Polar plots: `polarplot` and the older `polar`. The (theta, rho)
//! data become x-y lines of the axes, which is marked polar so the
//! renderer draws a circular grid in place of the box. This file must not
//! draw.

use ferromat_plot::{SeriesKind, Style};

use super::linespec;
use super::plot::{add, groups, handles, Line};
use super::{numeric, target_axes};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// `polarplot(theta, rho)`, `polarplot(theta, rho, LineSpec)`,
/// `polarplot(theta1, rho1, ..., thetaN, rhoN)`, `polarplot(rho)` (angles
/// evenly spaced over [0, 2*pi)), `polarplot(..., Name, Value)`: lines in
/// polar coordinates (theta in radians).
pub fn polarplot(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    polar_lines(interp, args, nargout, "polarplot")
}

/// `polar(theta, rho)`, `polar(theta, rho, LineSpec)`: as `polarplot`.
pub fn polar(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    polar_lines(interp, args, nargout, "polar")
}

fn polar_lines(
    interp: &mut Interpreter,
    args: &[Value],
    nargout: usize,
    function: &str,
) -> Result<Outputs> {
    let (target, args) = target_axes(interp, args);
    let single = args.len() == 1 || args.get(1).is_some_and(super::is_text);
    let (lines, rest) = if single && !args.is_empty() {
        let rho = numeric(&args[0], function)?.0;
        let n = rho.len().max(1) as f64;
        let theta = (0..rho.len())
            .map(|k| k as f64 * std::f64::consts::TAU / n)
            .collect();
        let (spec, rest) = linespec::leading(&args[1..]);
        (
            vec![Line {
                x: theta,
                y: rho,
                spec,
            }],
            rest,
        )
    } else {
        groups(args, function)?
    };
    if lines.is_empty() {
        return Err(RuntimeError::not_enough_inputs());
    }
    let options = linespec::options(rest, "Line", &["thetaunits"])?;
    let (f, a) = target;
    interp.graphics.figures[f].axes[a].prepare_for_plot();
    let mut made = Vec::new();
    for line in lines {
        let mut style = Style::line(interp.graphics.figures[f].axes[a].next_color());
        line.spec.apply(&mut style);
        linespec::apply_pairs(&mut style, &options.style_pairs)?;
        let x = line
            .x
            .iter()
            .zip(&line.y)
            .map(|(t, r)| r * t.cos())
            .collect();
        let y = line
            .x
            .iter()
            .zip(&line.y)
            .map(|(t, r)| r * t.sin())
            .collect();
        let kind = SeriesKind::Line { x, y };
        made.push(add(
            interp,
            target,
            kind,
            style,
            options.display_name.clone(),
        ));
    }
    let axes = &mut interp.graphics.figures[f].axes[a];
    let reach = axes
        .series
        .iter()
        .filter_map(|s| match &s.kind {
            SeriesKind::Line { x, y } => Some(
                x.iter()
                    .zip(y)
                    .map(|(a, b)| a.hypot(*b))
                    .filter(|r| r.is_finite())
                    .fold(0.0, f64::max),
            ),
            _ => None,
        })
        .fold(0.0, f64::max);
    let reach = if reach > 0.0 { reach } else { 1.0 };
    let radius = ferromat_plot::ticks::linear(Some((0.0, reach)), None, false, 6).hi;
    axes.polar = Some(radius);
    axes.equal = true;
    axes.x.limits = Some((-radius, radius));
    axes.y.limits = Some((-radius, radius));
    Ok(handles(made, nargout))
}

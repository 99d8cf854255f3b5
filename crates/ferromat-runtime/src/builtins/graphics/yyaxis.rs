//! Two y axes sharing one x axis: `yyaxis left/right` and `plotyy`. The
//! pair is two axes at one position; the right one (`y_right`) is drawn
//! without a background with its y axis on the right, and the renderer
//! gives both the same x limits. This file must not draw.

use ferromat_plot::Axes;

use super::{handle_of, target_axes};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

/// The left and right axes of the pair the axes `a` of figure `f`
/// belongs to, creating the right one after it when there is none.
fn pair(interp: &mut Interpreter, f: usize, a: usize) -> (usize, usize) {
    let axes = &interp.graphics.figures[f].axes;
    let same = |i: usize, j: usize| axes[i].position == axes[j].position;
    if axes[a].y_right {
        if let Some(left) = a
            .checked_sub(1)
            .filter(|l| !axes[*l].y_right && same(*l, a))
        {
            return (left, a);
        }
    } else if axes.get(a + 1).is_some_and(|r| r.y_right) && same(a, a + 1) {
        return (a, a + 1);
    }
    let id = interp.graphics.next_id();
    let figure = &mut interp.graphics.figures[f];
    let left = a;
    let mut right = Axes::new(id, figure.axes[left].position);
    right.y_right = true;
    right.box_on = false;
    // The right side's first line takes the second colour of the order.
    right.color_index = 1;
    figure.axes.insert(left + 1, right);
    (left, left + 1)
}

/// `yyaxis left`, `yyaxis right`, `yyaxis(ax, side)`: makes the left or
/// right y axis of the axes current, so later plots go to that side.
pub fn yyaxis(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let ((f, a), args) = target_axes(interp, args);
    let side = args
        .first()
        .and_then(Value::as_text)
        .map(|t| t.to_ascii_lowercase());
    let right = match side.as_deref() {
        Some("left") => false,
        Some("right") => true,
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:yyaxis:InvalidSide",
                "Specify the side as 'left' or 'right'.",
            ))
        }
    };
    let (left, right_axes) = pair(interp, f, a);
    interp.graphics.figures[f].current_axes = Some(if right { right_axes } else { left });
    Ok(Outputs::new())
}

/// `plotyy(x1, y1, x2, y2)`, `plotyy(x1, y1, x2, y2, fun)`,
/// `plotyy(..., fun1, fun2)`, `[ax, h1, h2] = plotyy(...)`: plots y1 on
/// the left y axis and y2 on the right one with `plot` (or the named
/// `semilogx`, `semilogy`, `loglog`).
pub fn plotyy(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let ((f, a), args) = target_axes(interp, args);
    if args.len() < 4 {
        return Err(RuntimeError::not_enough_inputs());
    }
    let names: Vec<String> = args[4..]
        .iter()
        .map(|v| crate::builtins::args::text(v, "plotyy"))
        .collect::<Result<_>>()?;
    let fun = |k: usize| {
        names
            .get(k)
            .or(names.first())
            .map_or("plot", String::as_str)
    };
    let plotter = |name: &str| -> Result<crate::builtins::BuiltinFn> {
        Ok(match name {
            "plot" => super::plot::plot,
            "semilogx" => super::plot::semilogx,
            "semilogy" => super::plot::semilogy,
            "loglog" => super::plot::loglog,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:plotyy:UnsupportedFunction",
                    format!("plotyy supports plot, semilogx, semilogy and loglog, not '{name}'."),
                ))
            }
        })
    };
    let (first, second) = (plotter(fun(0))?, plotter(fun(1))?);
    let (left, right) = pair(interp, f, a);
    let ids = {
        let axes = &interp.graphics.figures[f].axes;
        [axes[left].id, axes[right].id]
    };
    let h1 = first(
        interp,
        &[handle_of(ids[0]), args[0].clone(), args[1].clone()],
        1,
    )?;
    let h2 = second(
        interp,
        &[handle_of(ids[1]), args[2].clone(), args[3].clone()],
        1,
    )?;
    // MATLAB colours the right side's lines from the second colour on.
    let order = ferromat_plot::COLOR_ORDER;
    for (k, s) in interp.graphics.figures[f].axes[right]
        .series
        .iter_mut()
        .enumerate()
    {
        s.style.color = order[(k + 1) % order.len()];
    }
    interp.graphics.figures[f].current_axes = Some(left);
    let mut out = Outputs::new();
    if nargout > 0 {
        let handles = vec![-(ids[0] as f64), -(ids[1] as f64)];
        out.push(Value::matrix(Shape::column(2), handles));
        out.extend(h1.into_iter().take(1));
        out.extend(h2.into_iter().take(1));
    }
    Ok(out)
}

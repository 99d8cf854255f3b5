//! Event location for every ODE solver (the `Events` option): finding
//! where an event function changes sign inside one accepted step, on the
//! step's dense-output interpolant, with the Illinois variant of regula
//! falsi. Like runge_kutta.rs it knows nothing of MATLAB values: the event
//! function and the interpolant are closures.

use crate::error::Result;

/// What an event function returns at one point: `[value, isterminal,
/// direction]`, one entry per event.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct EventValues {
    pub value: Vec<f64>,
    pub terminal: Vec<bool>,
    /// 0: any crossing; 1: only where the value increases; -1: decreases.
    pub direction: Vec<f64>,
}

/// One located event: its time, the state there and the 0-based event.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Event {
    pub t: f64,
    pub y: Vec<f64>,
    pub index: usize,
}

/// Bisection-free iterations a root search may take; regula falsi on a
/// smooth interpolant converges in far fewer.
const MAX_ITERATIONS: usize = 100;

/// Whether going from `left` to `right` crosses zero in the direction the
/// event asks for. A value already zero on the left does not count again.
fn crosses(left: f64, right: f64, direction: f64) -> bool {
    let changed = (left < 0.0 && right >= 0.0) || (left > 0.0 && right <= 0.0);
    changed && (direction == 0.0 || (right - left) * direction > 0.0)
}

/// The events inside the step from `t` to `tnew`, in time order, up to and
/// including the first terminal one; the flag says whether one was terminal.
pub(crate) fn locate(
    events: &mut dyn FnMut(f64, &[f64]) -> Result<EventValues>,
    interpolate: &dyn Fn(f64) -> Vec<f64>,
    (t, left): (f64, &EventValues),
    (tnew, right): (f64, &EventValues),
) -> Result<(Vec<Event>, bool)> {
    let mut found = Vec::new();
    for index in 0..left.value.len().min(right.value.len()) {
        let direction = right.direction.get(index).copied().unwrap_or(0.0);
        let (gl, gr) = (left.value[index], right.value[index]);
        if !crosses(gl, gr, direction) {
            continue;
        }
        let time = root(events, interpolate, index, (t, gl), (tnew, gr))?;
        found.push(Event {
            t: time,
            y: interpolate(time),
            index,
        });
    }
    let forward = tnew >= t;
    found.sort_by(|a, b| {
        let order = a.t.total_cmp(&b.t);
        if forward {
            order
        } else {
            order.reverse()
        }
    });
    let terminal_at = found
        .iter()
        .position(|e| right.terminal.get(e.index).copied().unwrap_or(false));
    if let Some(first) = terminal_at {
        found.truncate(first + 1);
    }
    Ok((found, terminal_at.is_some()))
}

/// The time where event `index` crosses zero between `a` and `b` (values of
/// opposite sign, or zero at `b`), to within a few ulps of the times.
fn root(
    events: &mut dyn FnMut(f64, &[f64]) -> Result<EventValues>,
    interpolate: &dyn Fn(f64) -> Vec<f64>,
    index: usize,
    (mut ta, mut ga): (f64, f64),
    (mut tb, mut gb): (f64, f64),
) -> Result<f64> {
    let tolerance = 128.0 * f64::EPSILON * ta.abs().max(tb.abs()).max(1.0);
    let mut side = 0i8;
    for _ in 0..MAX_ITERATIONS {
        if gb == 0.0 || (tb - ta).abs() <= tolerance {
            break;
        }
        let mut tm = tb - gb * (tb - ta) / (gb - ga);
        // Keep the trial point strictly inside the bracket.
        let (low, high) = (ta.min(tb), ta.max(tb));
        if !(tm > low && tm < high) {
            tm = 0.5 * (ta + tb);
        }
        let gm = events(tm, &interpolate(tm))?
            .value
            .get(index)
            .copied()
            .unwrap_or(0.0);
        if gm == 0.0 {
            return Ok(tm);
        }
        if (gm < 0.0) == (gb < 0.0) {
            tb = tm;
            gb = gm;
            if side == 1 {
                ga *= 0.5;
            }
            side = 1;
        } else {
            ta = tm;
            ga = gm;
            if side == -1 {
                gb *= 0.5;
            }
            side = -1;
        }
    }
    Ok(tb)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(value: Vec<f64>, terminal: bool, direction: f64) -> EventValues {
        let n = value.len();
        EventValues {
            value,
            terminal: vec![terminal; n],
            direction: vec![direction; n],
        }
    }

    #[test]
    fn finds_the_crossing_of_a_straight_line_state() {
        // y(t) = 1 - t on [0, 2]; the event is y itself.
        let interpolate = |t: f64| vec![1.0 - t];
        let mut events = |_: f64, y: &[f64]| Ok(values(vec![y[0]], true, 0.0));
        let (found, terminal) = locate(
            &mut events,
            &interpolate,
            (0.0, &values(vec![1.0], true, 0.0)),
            (2.0, &values(vec![-1.0], true, 0.0)),
        )
        .unwrap();
        assert!(terminal);
        assert_eq!(found.len(), 1);
        assert!((found[0].t - 1.0).abs() < 1e-12);
    }

    #[test]
    fn direction_filters_and_curved_roots_converge() {
        let interpolate = |t: f64| vec![t.cos()];
        let mut events = |_: f64, y: &[f64]| Ok(values(vec![y[0]], false, 1.0));
        // cos decreases through zero at pi/2: an increasing-only event
        // ignores it.
        let (found, _) = locate(
            &mut events,
            &interpolate,
            (1.0, &values(vec![1f64.cos()], false, 1.0)),
            (2.0, &values(vec![2f64.cos()], false, 1.0)),
        )
        .unwrap();
        assert!(found.is_empty());
        let mut events = |_: f64, y: &[f64]| Ok(values(vec![y[0]], false, -1.0));
        let (found, terminal) = locate(
            &mut events,
            &interpolate,
            (1.0, &values(vec![1f64.cos()], false, -1.0)),
            (2.0, &values(vec![2f64.cos()], false, -1.0)),
        )
        .unwrap();
        assert!(!terminal);
        assert!((found[0].t - std::f64::consts::FRAC_PI_2).abs() < 1e-12);
    }
}

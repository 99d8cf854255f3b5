//! What every ODE engine does after an accepted step, shared so that
//! every solver (`ode45`, `ode23`, `ode23s`, `ode15s`, `ode23t`, `ode23tb`)
//! emits the same outputs: locating events on
//! the step's continuous extension, stopping at a terminal one, computing
//! the step's output points (`Refine` points per step when `tspan` has two
//! entries, otherwise exactly the requested times; `NonNegative`
//! components clamped at zero), recording them (or only the step's end for
//! a `sol` mesh), and passing them to the `OutputFcn` hook, whose true
//! answer stops the integration too. It neither steps nor knows MATLAB
//! values: the interpolant, event function and output hook are closures.

use std::cell::RefCell;
use std::fmt;

use super::events::{locate, EventValues};
use super::runge_kutta::{EventFunction, Settings, Solution};
use crate::error::Result;

/// An output function as the engines see it: the step's output times and
/// states (one vector per time); true stops the integration.
pub(crate) type OutputFunction<'a> = dyn FnMut(&[f64], &[Vec<f64>]) -> Result<bool> + 'a;

/// The `OutputFcn` hook a [`Settings`] carries.
#[derive(Clone, Copy)]
pub(crate) struct OutputHook<'a>(pub &'a RefCell<OutputFunction<'a>>);

impl fmt::Debug for OutputHook<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("OutputHook")
    }
}

/// The output and event state carried from step to step.
pub(crate) struct Recorder<'a, 's> {
    tspan: &'a [f64],
    settings: &'a Settings<'s>,
    refine: usize,
    tdir: f64,
    /// The next entry of `tspan` to emit when it has more than two.
    next_out: usize,
    /// The event function's values at the start of the current step.
    event_values: Option<EventValues>,
}

impl<'a, 's> Recorder<'a, 's> {
    /// Starts recording at `(tspan[0], y0)`, evaluating the event
    /// function there when there is one.
    pub(crate) fn new(
        tspan: &'a [f64],
        settings: &'a Settings<'s>,
        y0: &[f64],
        events: &mut Option<EventFunction<'_>>,
    ) -> Result<Self> {
        let t0 = tspan[0];
        let event_values = match events.as_mut() {
            Some(event_function) => Some(event_function(t0, y0)?),
            None => None,
        };
        Ok(Recorder {
            tspan,
            settings,
            refine: settings.refine.max(1),
            tdir: (tspan[tspan.len() - 1] - t0).signum(),
            next_out: 1,
            event_values,
        })
    }

    /// Records the accepted step from `t` to `tnew` (state `ynew`), whose
    /// continuous extension is `interpolate`. Returns true when a terminal
    /// event ended the integration inside the step, or the output function
    /// asked to stop.
    pub(crate) fn step(
        &mut self,
        sol: &mut Solution,
        events: &mut Option<EventFunction<'_>>,
        (t, tnew): (f64, f64),
        ynew: &[f64],
        interpolate: &dyn Fn(f64) -> Vec<f64>,
    ) -> Result<bool> {
        let h = tnew - t;
        let tdir = self.tdir;
        // A terminal event ends the step (and the integration) at its time.
        let mut stop: Option<(f64, Vec<f64>)> = None;
        if let (Some(event_function), Some(left)) = (events.as_mut(), self.event_values.as_ref()) {
            let right = event_function(tnew, ynew)?;
            let (found, terminal) = locate(
                &mut **event_function,
                interpolate,
                (t, left),
                (tnew, &right),
            )?;
            if terminal {
                stop = found.last().map(|event| (event.t, event.y.clone()));
            }
            sol.events.extend(found);
            self.event_values = Some(right);
        }
        let (tend, yend) = match &stop {
            Some((te, ye)) => (*te, ye.clone()),
            None => (tnew, ynew.to_vec()),
        };
        let tspan = self.tspan;
        let mut times = Vec::new();
        let mut states = Vec::new();
        if tspan.len() == 2 {
            for r in 1..self.refine {
                let tq = t + h * r as f64 / self.refine as f64;
                if (tq - tend) * tdir >= 0.0 {
                    break;
                }
                states.push(interpolate(tq));
                times.push(tq);
            }
            times.push(tend);
            states.push(yend.clone());
        } else {
            while self.next_out < tspan.len() && (tspan[self.next_out] - tend) * tdir <= 0.0 {
                let tq = tspan[self.next_out];
                states.push(if tq == tnew {
                    ynew.to_vec()
                } else {
                    interpolate(tq)
                });
                times.push(tq);
                self.next_out += 1;
            }
            if stop.is_some() && times.last().or(sol.t.last()) != Some(&tend) {
                times.push(tend);
                states.push(yend.clone());
            }
        }
        for state in &mut states {
            self.settings.clamp_state(state);
        }
        let mut halt = false;
        if let Some(OutputHook(output)) = self.settings.output {
            if !times.is_empty() {
                halt = (output.borrow_mut())(&times, &states)?;
            }
        }
        if self.settings.keep_mesh {
            // A `sol` mesh holds each step's end only.
            let mut yend = yend;
            self.settings.clamp_state(&mut yend);
            sol.t.push(tend);
            sol.y.push(yend);
        } else {
            sol.t.extend(times);
            sol.y.extend(states);
        }
        Ok(stop.is_some() || halt)
    }
}

//! Ordinary differential equation solvers over MATLAB function handles:
//! `ode45`, `ode23`, the variable-order Adams `ode113`, the stiff `ode23s`, `ode15s`, `ode23t` and `ode23tb`,
//! their options (`odeset`, `odeget`), and `deval` (`deval.rs`: the `sol`
//! structure between its mesh points). `runge_kutta.rs`, `adams.rs`
//! (ode113's variable-order Adams–Bashforth–Moulton PECE), `rosenbrock.rs`,
//! `ndf.rs` (ode15s's variable-order NDFs, over the backward differences
//! of `differences.rs`) and `one_step.rs` (the driver of the one-step
//! implicit formulas of `trapezoid.rs`, ode23t, and `trbdf2.rs`, ode23tb)
//! are the numeric engines (error control, continuous
//! extensions); `dae.rs` makes the initial values of a
//! singular-mass problem consistent; `output.rs` records output points and
//! events after each step (and hands them to the `OutputFcn` hook);
//! `observe.rs` calls the user's `OutputFcn` and holds `odeprint`;
//! `step_size.rs` the step-size rules the engines share;
//! `events.rs` locates events inside a step;
//! `options.rs` the options structure and its reader; `problem.rs` the mass and Jacobian
//! options; `solvers.rs` parses MATLAB arguments, calls the user's
//! functions and shapes outputs. No file here steps an ODE except the
//! engines, and the engines know no MATLAB value.

mod adams;
mod dae;
mod deval;
mod differences;
mod events;
mod ndf;
mod observe;
mod one_step;
mod options;
mod output;
mod problem;
mod rosenbrock;
mod runge_kutta;
mod solvers;
mod step_size;
mod trapezoid;
mod trbdf2;
mod values;

pub use deval::deval;
pub use observe::odeprint;
pub use options::{odeget, odeset};
pub use solvers::{ode113, ode15s, ode23, ode23s, ode23t, ode23tb, ode45};

//! Ordinary differential equation solvers over MATLAB function handles:
//! `ode45`, `ode23`, the stiff `ode23s`, their options (`odeset`,
//! `odeget`), and `deval` (`deval.rs`: the `sol` structure between its
//! mesh points). `runge_kutta.rs` and `rosenbrock.rs` are the numeric engines
//! (error control, continuous extensions); `output.rs` records output
//! points and events after each step; `events.rs` locates events inside a
//! step; `options.rs` the options structure; `problem.rs` the mass and
//! Jacobian options; `solvers.rs` parses MATLAB arguments, calls the
//! user's functions and shapes outputs.

mod deval;
mod events;
mod options;
mod output;
mod problem;
mod rosenbrock;
mod runge_kutta;
mod solvers;

pub use deval::deval;
pub use options::{odeget, odeset};
pub use solvers::{ode23, ode23s, ode45};

//! Ordinary differential equation solvers over MATLAB function handles:
//! `ode45`, `ode23`, and their options (`odeset`, `odeget`).
//! `runge_kutta.rs` is the numeric engine (tableaus, error control, dense
//! output); `events.rs` locates events inside a step; `options.rs` the
//! options structure; `solvers.rs` parses MATLAB
//! arguments, calls the user's function and shapes outputs.

mod events;
mod options;
mod runge_kutta;
mod solvers;

pub use options::{odeget, odeset};
pub use solvers::{ode23, ode45};

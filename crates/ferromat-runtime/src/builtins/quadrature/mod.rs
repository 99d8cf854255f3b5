//! Numerical integration of MATLAB function handles: `integral`, `quadgk`
//! and `integral2`. `gauss_kronrod.rs` is the adaptive Gauss–Kronrod
//! engine (numbers only); `integral.rs` parses MATLAB arguments, calls
//! the user's function and shapes results. `trapz`/`cumtrapz` (sampled
//! data, no function calls) live in statistics/calculus.rs.

mod gauss_kronrod;
mod integral;

pub use integral::{integral, integral2, quadgk};

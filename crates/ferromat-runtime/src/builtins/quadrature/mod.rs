//! Numerical integration of MATLAB function handles: `integral`, `quadgk`
//! `integral2`, `integral3` (`integral3.rs`) and `quad2d` (`quad2d.rs`). `gauss_kronrod.rs` is the adaptive Gauss–Kronrod
//! engine (numbers only); `integral.rs` parses MATLAB arguments, calls
//! the user's function and shapes results; `integral2.rs` is the iterated
//! double integral. `trapz`/`cumtrapz` (sampled
//! data, no function calls) live in statistics/calculus.rs.

mod gauss_kronrod;
mod integral;
mod integral2;
mod integral3;
mod quad2d;

pub use integral::{integral, quadgk};
pub use integral2::integral2;
pub use integral3::integral3;
pub use quad2d::quad2d;

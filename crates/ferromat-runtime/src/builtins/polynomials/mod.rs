//! Polynomials, convolution, filtering and interpolation on real double
//! data: polyfit polyval polyder polyint deconv filter
//! (`poly.rs`), conv of real or complex vectors (`convolution.rs`), poly of roots or of a square matrix (`from_roots.rs`),
//! roots (`roots.rs`), piecewise polynomials mkpp unmkpp
//! ppval spline pchip (`piecewise.rs`), makima and the cubic convolution
//! of `'cubic'` grids (`akima.rs`), interp1 (`interp.rs`), interp2
//! (`interp2.rs`), interpn (`interpn.rs`) over the shared axis checks of
//! `grid_axis.rs`, interp3 (`interp3.rs`, interpn with x and y swapped),
//! scattered-data griddata (`griddata.rs`, with the 'v4' spline in
//! `biharmonic.rs`), polyvalm (`polyvalm.rs`), the polynomial eigenvalue
//! problem polyeig (`polyeig.rs`, on the generalized eigensolver) and
//! the partial fractions of residue (`residue.rs`). Coefficients are row vectors in descending powers, as
//! MATLAB stores them.

pub mod akima;
pub mod biharmonic;
pub mod convolution;
pub mod from_roots;
mod grid_axis;
pub mod griddata;
pub mod interp;
pub mod interp2;
pub mod interp3;
pub mod interpn;
pub mod piecewise;
pub mod poly;
pub mod polyeig;
pub mod polyvalm;
pub mod residue;
pub mod roots;

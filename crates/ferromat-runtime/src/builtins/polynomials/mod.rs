//! Polynomials, convolution, filtering and 1-D interpolation on real
//! double data: polyfit polyval polyder polyint poly conv deconv filter
//! (`poly.rs`), piecewise polynomials mkpp unmkpp ppval spline pchip
//! (`piecewise.rs`), roots (`roots.rs`) and interp1 (`interp.rs`). Coefficients are row
//! vectors in descending powers, as MATLAB stores them.

pub mod interp;
pub mod piecewise;
pub mod poly;
pub mod roots;

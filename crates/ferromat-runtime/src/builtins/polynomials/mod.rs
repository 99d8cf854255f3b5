//! Polynomials, convolution, filtering and 1-D interpolation on real
//! double data: polyfit polyval polyder polyint poly conv deconv filter
//! (`poly.rs`) and interp1 (`interp.rs`). Coefficients are row vectors in
//! descending powers, as MATLAB stores them.

pub mod interp;
pub mod poly;

//! The numeric library: trigonometry, exponents and logarithms, number
//! theory, integer division (idivide), the discrete Laplacian (del2), bit
//! operations, complex conjugate pairing (cplxpair), special functions,
//! sine and cosine integrals (trig_integrals.rs), the imaginary unit, curl
//! and divergence of sampled vector fields (vector_calculus.rs), and the
//! function forms of operators. Each sub-family is one file; `map.rs` holds
//! the element-wise maps they share; `rational.rs` is `rat`. Registration
//! is in `builtins/table/`.

pub mod bessel;
pub mod bits;
pub mod complex_pairs;
pub(crate) mod complex_tan;
pub mod constants;
pub mod elementwise;
pub mod ellipj;
pub mod exponential;
pub mod gammainc;
pub(crate) mod incomplete;
pub mod incomplete_beta;
pub mod integer_division;
pub mod laplacian;
pub(crate) mod map;
pub mod number_theory;
pub mod operators;
pub mod psi;
pub mod random;
pub mod rational;
pub mod reduce;
pub mod special;
pub mod trig;
pub mod trig_integrals;
pub mod vector_calculus;

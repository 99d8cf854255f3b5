//! `ellipj`: the Jacobi elliptic functions `[SN, CN, DN] = ellipj(U, M)` of
//! real `U` and parameter `0 <= M <= 1`, by the arithmetic-geometric mean
//! (descending Landen transformation). MATLAB's page takes real `U` only, so
//! complex arguments are refused. The complete integrals (`ellipke`) are in
//! `special.rs`; this file must not grow other special functions.

use super::map::real_nary;
use super::special::real_argument;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// `(sn, cn, dn)` of `u` at parameter `m` in [0, 1], the AGM iteration
/// stopping once `|c_n| <= tol`.
pub(crate) fn jacobi(u: f64, m: f64, tol: f64) -> (f64, f64, f64) {
    if u.is_nan() || m.is_nan() {
        return (f64::NAN, f64::NAN, f64::NAN);
    }
    if m == 0.0 {
        return (u.sin(), u.cos(), 1.0);
    }
    if m == 1.0 {
        let sech = 1.0 / u.cosh();
        return (u.tanh(), sech, sech);
    }
    // a_n, and c_n / a_n for the backward pass; 1-m is exact for m >= 1/2.
    let complement = 1.0 - m;
    let (mut a, mut b, mut c) = (1.0_f64, complement.sqrt(), m.sqrt());
    let mut ratios = Vec::with_capacity(16);
    // The iteration converges quadratically; 40 steps bound it even for m
    // within an ulp of 1.
    while c.abs() > tol && ratios.len() < 40 {
        let next_a = 0.5 * (a + b);
        let next_b = (a * b).sqrt();
        c = 0.5 * (a - b);
        a = next_a;
        b = next_b;
        ratios.push(c / a);
    }
    let mut phi = 2f64.powi(ratios.len() as i32) * a * u;
    for ratio in ratios.iter().rev() {
        phi = 0.5 * (phi + (ratio * phi.sin()).asin());
    }
    let (sn, cn) = phi.sin_cos();
    // dn^2 = 1 - m sn^2 = cn^2 + (1 - m) sn^2: no cancellation anywhere,
    // including where cn crosses zero.
    let dn = (cn * cn + complement * sn * sn).sqrt();
    (sn, cn, dn)
}

fn range_error() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:ellipj:MOutOfRange",
        "M must be in the range 0 <= M <= 1.",
    )
    .in_function("ellipj")
}

/// `[SN, CN, DN] = ellipj(U, M)`, `ellipj(U, M, tol)`.
pub fn ellipj(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let u = real_argument(&args[0], "ellipj")?;
    let m = real_argument(&args[1], "ellipj")?;
    if m.to_f64_vec()
        .unwrap_or_default()
        .iter()
        .any(|&v| !(0.0..=1.0).contains(&v))
    {
        return Err(range_error());
    }
    let tol = match args.get(2) {
        None => f64::EPSILON,
        Some(t) => match t.to_f64_vec().as_deref() {
            Some(&[t]) if t > 0.0 => t,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:ellipj:InvalidTol",
                    "TOL must be a positive scalar.",
                )
                .in_function("ellipj"))
            }
        },
    };
    let mut out = Outputs::new();
    for part in 0..nargout.clamp(1, 3) {
        out.push(real_nary(&[u, m], "ellipj", |p| {
            let (sn, cn, dn) = jacobi(p[0], p[1], tol);
            [sn, cn, dn][part]
        })?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_and_known_values() {
        let (sn, cn, dn) = jacobi(std::f64::consts::LN_2, 1.0, f64::EPSILON);
        assert!((sn - 0.6).abs() < 1e-15 && (cn - 0.8).abs() < 1e-15 && (dn - 0.8).abs() < 1e-15);
        // Mathematica values.
        let (sn, cn, dn) = jacobi(0.2, 0.81, f64::EPSILON);
        assert!((sn - 0.197_620_823_671_876_5).abs() < 1e-15);
        assert!((cn - 0.980_278_536_973_675_2).abs() < 1e-15);
        assert!((dn - 0.984_056_028_964_566_5).abs() < 1e-15);
    }
}

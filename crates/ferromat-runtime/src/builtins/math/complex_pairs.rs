//! `cplxpair`: sorts complex numbers into complex conjugate pairs (in
//! order of increasing real part, the member with negative imaginary part
//! first) followed by the real numbers in increasing order, along one
//! dimension. Numbers count as real, and as partners, within a relative
//! tolerance. Nothing else lives here.

use num_complex::Complex64;

use super::super::statistics::lanes::default_axis;
use super::super::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};

fn cannot_pair() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:cplxpair:ComplexValuesPaired",
        "Complex numbers can't be paired.",
    )
}

/// One line sorted as cplxpair orders it.
fn pair_line(values: &[Complex64], tol: f64) -> Result<Vec<Complex64>> {
    let is_real = |z: &Complex64| z.im.abs() <= tol * z.norm();
    let mut reals: Vec<f64> = values.iter().filter(|z| is_real(z)).map(|z| z.re).collect();
    let mut complex: Vec<Complex64> = values.iter().copied().filter(|z| !is_real(z)).collect();
    if complex.len() % 2 == 1 {
        return Err(cannot_pair());
    }
    complex.sort_by(|a, b| {
        a.re.total_cmp(&b.re)
            .then(a.im.abs().total_cmp(&b.im.abs()))
    });
    let mut out = Vec::with_capacity(values.len());
    let mut used = vec![false; complex.len()];
    for i in 0..complex.len() {
        if used[i] {
            continue;
        }
        let z = complex[i];
        let scale = tol * z.norm();
        // The nearest unused conjugate partner within the tolerance.
        let partner = (i + 1..complex.len())
            .filter(|&j| !used[j] && (complex[j] - z.conj()).norm() <= scale.max(f64::MIN_POSITIVE))
            .min_by(|&a, &b| {
                (complex[a] - z.conj())
                    .norm()
                    .total_cmp(&(complex[b] - z.conj()).norm())
            })
            .ok_or_else(cannot_pair)?;
        used[i] = true;
        used[partner] = true;
        let w = complex[partner];
        if z.im < 0.0 {
            out.extend([z, w]);
        } else {
            out.extend([w, z]);
        }
    }
    reals.sort_by(f64::total_cmp);
    out.extend(reals.into_iter().map(|r| Complex64::new(r, 0.0)));
    Ok(out)
}

/// `B = cplxpair(A)`, `cplxpair(A, tol)`, `cplxpair(A, tol, dim)`.
pub fn cplxpair(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    let shape = value.shape();
    let data: Vec<Complex64> = match value {
        Value::ComplexDouble(t) => t.data().to_vec(),
        other => other
            .to_f64_vec()
            .filter(|_| other.class().is_numeric())
            .ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:cplxpair:InvalidInput",
                    "Input must be a numeric array.",
                )
            })?
            .into_iter()
            .map(|x| Complex64::new(x, 0.0))
            .collect(),
    };
    let tol = match args.get(1).filter(|t| !t.is_empty()) {
        Some(t) => match t.as_f64().filter(|_| t.is_scalar()) {
            Some(v) if (0.0..1.0).contains(&v) => v,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:cplxpair:InvalidTolerance",
                    "The tolerance must be a scalar in the range 0 <= TOL < 1.",
                ))
            }
        },
        None => 100.0 * f64::EPSILON,
    };
    let axis = match args.get(2) {
        Some(d) => args::parse_dim(d)?,
        None => default_axis(&shape),
    };
    let mut out = data.clone();
    if !data.is_empty() {
        let lanes = ferromat_kernels::Lanes::new(shape.dims(), axis);
        for number in 0..lanes.count() {
            let (start, stride) = lanes.lane_start(number);
            let line: Vec<Complex64> = (0..lanes.length)
                .map(|k| data[start + k * stride])
                .collect();
            for (k, z) in pair_line(&line, tol)?.into_iter().enumerate() {
                out[start + k * stride] = z;
            }
        }
    }
    if out.iter().all(|z| z.im == 0.0) {
        return one(Value::matrix(shape, out.iter().map(|z| z.re).collect()));
    }
    one(Value::ComplexDouble(Tensor::new(shape, out)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_then_reals() {
        let c = |re: f64, im: f64| Complex64::new(re, im);
        let line = [c(1.0, 1.0), c(2.0, 0.0), c(1.0, -1.0), c(-1.0, 0.0)];
        let out = pair_line(&line, 100.0 * f64::EPSILON).unwrap();
        assert_eq!(
            out,
            vec![c(1.0, -1.0), c(1.0, 1.0), c(-1.0, 0.0), c(2.0, 0.0)]
        );
        assert!(pair_line(&[c(1.0, 1.0), c(2.0, -1.0)], 1e-12).is_err());
    }
}

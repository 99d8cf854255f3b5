//! A few eigenvalues or singular values: `eigs(A,k,sigma,opts)`,
//! `eigs(Afun,n,k,sigma,opts)` and `svds(A,k,sigma)` with MATLAB's
//! selection rules and output order ('largestabs' descending magnitude,
//! 'smallestabs' ascending, 'largestreal'/'smallestreal', 'bothendsreal',
//! the imaginary-part targets, the legacy two-letter names, numeric sigma:
//! nearest first; an empty `B` is the standard problem). Small problems
//! use faer's dense decompositions of `full(A)` (memory checked first);
//! large real sparse matrices and
//! function handles take the Krylov path of `krylov.rs`. Selection and
//! output shaping live here, no decomposition code.

use ferromat_linalg::{factor, Complex64, View};

use super::convert::full_value;
use super::krylov::{self, EigsOptions, Wanted};
use crate::builtins::args::check_allocation_dims;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::linalg_error;
use crate::value::{Shape, Tensor, Value};

/// Which eigenvalues (or singular values) to return.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Target {
    LargestAbs,
    SmallestAbs,
    LargestReal,
    SmallestReal,
    /// k/2 of each end of the real parts (one more from the top when k is
    /// odd), returned in ascending real part.
    BothEndsReal,
    LargestImag,
    SmallestImag,
    /// Alternately the largest and smallest imaginary parts.
    BothEndsImag,
    /// Smallest `abs(imag(d))`: what the legacy 'si' means for a real
    /// nonsymmetric matrix.
    SmallestImagAbs,
    /// The legacy 'li' and 'si', whose meaning depends on the problem
    /// (`resolve`).
    LegacyLargestImag,
    LegacySmallestImag,
    Near(f64),
}

impl Target {
    /// The target for this problem, as MATLAB's `eigs` decides it: the
    /// legacy 'li' is 'bothendsimag' for a real nonsymmetric matrix and
    /// 'largestimag' otherwise ('si': smallest `abs(imag)`, or
    /// 'smallestimag'); imaginary-part targets of a Hermitian matrix, whose
    /// eigenvalues are all real, select by magnitude.
    fn resolve(self, real: bool, hermitian: bool) -> Target {
        let t = match self {
            Target::LegacyLargestImag if real && !hermitian => Target::BothEndsImag,
            Target::LegacyLargestImag => Target::LargestImag,
            Target::LegacySmallestImag if real && !hermitian => Target::SmallestImagAbs,
            Target::LegacySmallestImag => Target::SmallestImag,
            t => t,
        };
        match t {
            Target::LargestImag
            | Target::SmallestImag
            | Target::BothEndsImag
            | Target::SmallestImagAbs
                if hermitian =>
            {
                Target::LargestAbs
            }
            t => t,
        }
    }

    /// The Krylov run's request, when it has one for this target.
    fn wanted(self) -> Option<Wanted> {
        Some(match self {
            Target::LargestAbs => Wanted::LargestAbs,
            Target::SmallestAbs => Wanted::Near(0.0),
            Target::LargestReal => Wanted::LargestReal,
            Target::SmallestReal => Wanted::SmallestReal,
            Target::Near(s) => Wanted::Near(s),
            _ => return None,
        })
    }
}

fn invalid_sigma(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:InvalidSigma"),
        "Sigma must be a real scalar or one of the documented character vectors.",
    )
}

/// `eigs`'s sigma: a two-letter legacy name ('lm', 'sm', 'la', 'lr', 'sa',
/// 'sr', 'be', 'li', 'si') matched whole, any other text an unambiguous
/// leading part of one of the documented names, ignoring case (MATLAB's
/// rule: 'smallesta' is 'smallestabs', 'largest' is ambiguous).
fn eigs_target(value: Option<&Value>) -> Result<Target> {
    const LEGACY: [(&str, Target); 9] = [
        ("lm", Target::LargestAbs),
        ("sm", Target::SmallestAbs),
        ("la", Target::LargestReal),
        ("lr", Target::LargestReal),
        ("sa", Target::SmallestReal),
        ("sr", Target::SmallestReal),
        ("be", Target::BothEndsReal),
        ("li", Target::LegacyLargestImag),
        ("si", Target::LegacySmallestImag),
    ];
    const NAMES: [(&str, Target); 8] = [
        ("largestabs", Target::LargestAbs),
        ("smallestabs", Target::SmallestAbs),
        ("largestreal", Target::LargestReal),
        ("smallestreal", Target::SmallestReal),
        ("bothendsreal", Target::BothEndsReal),
        ("largestimag", Target::LargestImag),
        ("smallestimag", Target::SmallestImag),
        ("bothendsimag", Target::BothEndsImag),
    ];
    let Some(value) = value else {
        return Ok(Target::LargestAbs);
    };
    if let Some(text) = value.as_text() {
        let text = text.to_ascii_lowercase();
        let found: Vec<Target> = if text.chars().count() == 2 {
            LEGACY
                .iter()
                .filter(|(n, _)| *n == text)
                .map(|p| p.1)
                .collect()
        } else {
            NAMES
                .iter()
                .filter(|(n, _)| !text.is_empty() && n.starts_with(&text))
                .map(|p| p.1)
                .collect()
        };
        return match found[..] {
            [t] => Ok(t),
            _ => Err(invalid_sigma("eigs")),
        };
    }
    numeric_sigma(value, "eigs")
}

fn numeric_sigma(value: &Value, function: &str) -> Result<Target> {
    match value.as_f64() {
        Some(s) if s.is_finite() && !value.is_complex() && value.numel() == 1 => {
            Ok(Target::Near(s))
        }
        _ => Err(invalid_sigma(function)),
    }
}

/// `svds`'s sigma: 'largest' (also 'largestabs', 'lm', 'l'), 'smallest'
/// (also 'smallestabs', 'sm', 's') or a number.
fn svds_target(value: Option<&Value>) -> Result<Target> {
    let Some(value) = value else {
        return Ok(Target::LargestAbs);
    };
    if let Some(text) = value.as_text() {
        return Ok(match text.to_ascii_lowercase().as_str() {
            "largestabs" | "lm" | "largest" | "l" | "largestreal" | "la" | "lr" => {
                Target::LargestAbs
            }
            "smallestabs" | "sm" | "smallest" | "s" | "smallestreal" | "sa" | "sr" => {
                Target::SmallestAbs
            }
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:svds:InvalidSigma",
                    format!("Unrecognized value for sigma: '{text}'."),
                ))
            }
        });
    }
    numeric_sigma(value, "svds")
}

/// Indices of `values` in the order `target` asks for (stable on ties),
/// as MATLAB's `eigs` picks them from all the eigenvalues.
fn select(values: &[Complex64], target: Target, k: usize) -> Vec<usize> {
    let key = |z: &Complex64| -> f64 {
        match target {
            Target::LargestAbs => -z.norm(),
            Target::SmallestAbs => z.norm(),
            Target::LargestReal | Target::BothEndsReal => -z.re,
            Target::SmallestReal => z.re,
            Target::LargestImag | Target::BothEndsImag | Target::LegacyLargestImag => -z.im,
            Target::SmallestImag | Target::LegacySmallestImag => z.im,
            Target::SmallestImagAbs => z.im.abs(),
            Target::Near(s) => (z - Complex64::new(s, 0.0)).norm(),
        }
    };
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| key(&values[a]).total_cmp(&key(&values[b])).then(a.cmp(&b)));
    if matches!(target, Target::BothEndsReal | Target::BothEndsImag) {
        // Alternately from the top and the bottom of the order.
        let n = order.len();
        order = (0..n)
            .map(|i| {
                if i % 2 == 0 {
                    order[i / 2]
                } else {
                    order[n - 1 - i / 2]
                }
            })
            .collect();
    }
    order.truncate(k);
    if target == Target::BothEndsReal {
        order.sort_by(|&a, &b| values[a].re.total_cmp(&values[b].re));
    }
    order
}

/// The matrix argument as full column-major complex data, checked square
/// (for eigs) and within the memory limit.
fn dense(value: &Value, function: &str) -> Result<(usize, usize, Vec<Complex64>, bool)> {
    if matches!(value, Value::FunctionHandle(_)) {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:FunctionHandleNotSupported"),
            format!("{function} with a function handle is not supported in ferromat."),
        ));
    }
    let shape = value.shape();
    if shape.ndims() > 2 {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:InvalidInput"),
            "Input must be a 2-D matrix.",
        ));
    }
    check_allocation_dims(&[shape.rows(), shape.cols(), 3], 16)?;
    let full = full_value(value)?;
    let complex = full.is_complex();
    let data: Vec<Complex64> = match &full {
        Value::ComplexDouble(t) => t.data().to_vec(),
        other => other
            .to_f64_vec()
            .filter(|_| matches!(other, Value::Double(_) | Value::Logical(_)))
            .ok_or_else(|| {
                RuntimeError::new(
                    format!("MATLAB:{function}:InvalidInput"),
                    "Input must be a double matrix.",
                )
            })?
            .into_iter()
            .map(|x| Complex64::new(x, 0.0))
            .collect(),
    };
    Ok((shape.rows(), shape.cols(), data, complex))
}

/// `k`: a positive integer no larger than `limit`.
fn count_k(value: Option<&Value>, limit: usize, function: &str) -> Result<usize> {
    let Some(value) = value.filter(|v| !v.is_empty()) else {
        return Ok(limit.min(6));
    };
    match value.as_f64() {
        Some(k) if k.fract() == 0.0 && k >= 0.0 && k <= limit as f64 => Ok(k as usize),
        Some(k) if k.fract() == 0.0 && k > limit as f64 => {
            Err(RuntimeError::new(
                format!("MATLAB:{function}:InvalidK"),
                format!(
                "Number of {} requested, k, must be a nonnegative integer no larger than {limit}.",
                if function == "eigs" { "eigenvalues" } else { "singular values" }
            ),
            ))
        }
        _ => Err(RuntimeError::new(
            format!("MATLAB:{function}:InvalidK"),
            format!(
                "Number of {} requested, k, must be a nonnegative integer.",
                if function == "eigs" {
                    "eigenvalues"
                } else {
                    "singular values"
                }
            ),
        )),
    }
}

/// A full matrix value, real when every imaginary part is zero.
fn matrix_value(rows: usize, cols: usize, data: Vec<Complex64>) -> Value {
    let shape = Shape::matrix(rows, cols);
    if data.iter().all(|z| z.im == 0.0) {
        Value::Double(Tensor::new(shape, data.iter().map(|z| z.re).collect()))
    } else {
        Value::ComplexDouble(Tensor::new(shape, data))
    }
}

fn diagonal(values: &[Complex64]) -> Value {
    let k = values.len();
    let mut d = vec![Complex64::new(0.0, 0.0); k * k];
    for (i, &v) in values.iter().enumerate() {
        d[i * k + i] = v;
    }
    matrix_value(k, k, d)
}

/// `eigs` on the Krylov path: values, vectors and flag shaped by `nargout`,
/// warning when not all requested values converged and no flag is asked.
fn eigs_krylov(
    interp: &mut Interpreter,
    a: &Value,
    n: usize,
    k: usize,
    target: Target,
    options: &EigsOptions,
    nargout: usize,
) -> Result<Outputs> {
    let Some(wanted) = target.wanted() else {
        return Err(RuntimeError::new(
            "MATLAB:eigs:UnsupportedSigma",
            "eigs with a function handle supports 'largestabs', 'smallestabs', 'largestreal', 'smallestreal' and numeric sigma in ferromat.",
        ));
    };
    let found = krylov::eigs(interp, a, n, k, wanted, options)?;
    if found.converged < k && nargout < 3 {
        crate::builtins::messages::warn(
            interp,
            "MATLAB:eigs:NotAllEigsConverged",
            &format!(
                "Only {} of the {k} requested eigenvalues converged.",
                found.converged
            ),
        );
    }
    let mut out = Outputs::new();
    if nargout < 2 {
        out.push(matrix_value(k, 1, found.values));
        return Ok(out);
    }
    out.push(matrix_value(n, k, found.vectors));
    out.push(diagonal(&found.values));
    if nargout >= 3 {
        out.push(Value::scalar(if found.converged < k { 1.0 } else { 0.0 }));
    }
    Ok(out)
}

/// `eigs(Afun, n, k, sigma, opts)`: `Afun(x)` is `A*x`, or `(A - sigma*I)\x`
/// when sigma is 'smallestabs' or numeric, as MATLAB documents. `args`
/// has had an empty `B` removed.
fn eigs_handle(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let n =
        match args.get(1) {
            Some(v) => crate::builtins::args::count(v, "eigs")?,
            None => return Err(RuntimeError::new(
                "MATLAB:eigs:MissingSize",
                "When A is a function handle, the size n of A must be given as the second input.",
            )),
        };
    let k = count_k(args.get(2), n, "eigs")?;
    let target = eigs_target(args.get(3).filter(|v| !v.is_empty()))?;
    let options = EigsOptions::read(args.get(4))?;
    // A handle's problem is real, and Hermitian only when opts.issym says so.
    let target = target.resolve(true, options.symmetric.unwrap_or(false));
    eigs_krylov(interp, &args[0], n, k, target, &options, nargout)
}

/// `eigs(A,B,...)` with `B = []` is the standard problem (MATLAB skips the
/// empty `B`); any other matrix `B` asks for the generalized problem.
/// `at` is B's position: 1 after a matrix, 2 after a handle and its size.
fn without_empty_b(args: &[Value], at: usize) -> Result<Vec<Value>> {
    let Some(b) = args.get(at) else {
        return Ok(args.to_vec());
    };
    if b.is_empty() && !matches!(b, Value::Char(_) | Value::String(_)) {
        let mut rest = args.to_vec();
        rest.remove(at);
        return Ok(rest);
    }
    if (b.shape().rows() > 1 || b.shape().cols() > 1) && b.as_text().is_none() {
        return Err(RuntimeError::new(
            "MATLAB:eigs:GeneralizedNotSupported",
            "eigs(A,B,...) (the generalized problem) is not supported in ferromat.",
        ));
    }
    Ok(args.to_vec())
}

/// `d = eigs(A,k,sigma,opts)`, `[V,D] = eigs(...)`, `[V,D,flag] = eigs(...)`,
/// also with `B = []` after `A` (or after `Afun, n`).
pub fn eigs(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    if matches!(args[0], Value::FunctionHandle(_)) {
        let args = without_empty_b(args, 2)?;
        return eigs_handle(interp, &args, nargout);
    }
    let args = &without_empty_b(args, 1)?[..];
    let shape = args[0].shape();
    if shape.ndims() == 2 && shape.rows() == shape.cols() {
        let n = shape.rows();
        let k = count_k(args.get(1), n, "eigs")?;
        let target = eigs_target(args.get(2).filter(|v| !v.is_empty()))?;
        if krylov::applies(&args[0], n, k) && target.wanted().is_some() {
            let options = EigsOptions::read(args.get(3))?;
            return eigs_krylov(interp, &args[0], n, k, target, &options, nargout);
        }
    }
    let (rows, cols, data, complex) = dense(&args[0], "eigs")?;
    if rows != cols {
        return Err(RuntimeError::new(
            "MATLAB:eigs:NonSquareMatrix",
            "Matrix A must be square.",
        ));
    }
    let n = rows;
    let k = count_k(args.get(1), n, "eigs")?;
    let target = eigs_target(args.get(2).filter(|v| !v.is_empty()))?;
    let vectors = nargout >= 2;
    let eigen = if complex {
        factor::eig(View::new(&data, n, n).map_err(linalg_error)?, vectors)
    } else {
        let real: Vec<f64> = data.iter().map(|z| z.re).collect();
        factor::eig(View::new(&real, n, n).map_err(linalg_error)?, vectors)
    }
    .map_err(|e| match e {
        ferromat_linalg::LinalgError::NotFinite => RuntimeError::new(
            "MATLAB:eigs:matrixWithNaNInf",
            "Input to EIGS must not contain NaN or Inf.",
        ),
        other => linalg_error(other),
    })?;
    let values: Vec<Complex64> = eigen
        .values
        .iter()
        .map(|&(re, im)| Complex64::new(re, im))
        .collect();
    let target = target.resolve(!complex, eigen.hermitian);
    let chosen = select(&values, target, k);
    let picked: Vec<Complex64> = chosen.iter().map(|&i| values[i]).collect();
    let mut out = Outputs::new();
    if !vectors {
        out.push(matrix_value(k, 1, picked));
        return Ok(out);
    }
    let all = eigen.vectors.unwrap_or_default();
    let mut v = Vec::with_capacity(n * k);
    for &j in &chosen {
        v.extend(
            all[j * n..(j + 1) * n]
                .iter()
                .map(|&(re, im)| Complex64::new(re, im)),
        );
    }
    out.push(matrix_value(n, k, v));
    out.push(diagonal(&picked));
    if nargout >= 3 {
        out.push(Value::scalar(0.0));
    }
    Ok(out)
}

/// `svds` of a large real sparse matrix, largest values: the Krylov path.
fn svds_krylov(interp: &mut Interpreter, a: &Value, k: usize, nargout: usize) -> Result<Outputs> {
    let (m, n) = (a.shape().rows(), a.shape().cols());
    let (sigma, u, v, converged) = krylov::svds_largest(interp, a, k)?;
    let picked: Vec<Complex64> = sigma.iter().map(|&s| Complex64::new(s, 0.0)).collect();
    let lift = |x: Vec<f64>| {
        x.into_iter()
            .map(|r| Complex64::new(r, 0.0))
            .collect::<Vec<_>>()
    };
    let mut out = Outputs::new();
    if nargout <= 1 {
        out.push(matrix_value(k, 1, picked));
        return Ok(out);
    }
    out.push(matrix_value(m, k, lift(u)));
    out.push(diagonal(&picked));
    out.push(matrix_value(n, k, lift(v)));
    if nargout >= 4 {
        out.push(Value::scalar(if converged < k { 1.0 } else { 0.0 }));
    }
    Ok(out)
}

/// `s = svds(A,k,sigma)`, `[U,S,V] = svds(...)`, `[U,S,V,flag] = svds(...)`.
pub fn svds(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let shape = args[0].shape();
    let target = svds_target(args.get(2).filter(|v| !v.is_empty()))?;
    if shape.ndims() == 2 && target == Target::LargestAbs {
        let (m, n) = (shape.rows(), shape.cols());
        let k = count_k(args.get(1), m.min(n), "svds")?;
        if matches!(args[0], Value::Sparse(_)) && krylov::applies(&args[0], m + n, k) {
            return svds_krylov(interp, &args[0], k, nargout);
        }
    }
    let (m, n, data, complex) = dense(&args[0], "svds")?;
    let k = count_k(args.get(1), m.min(n), "svds")?;
    let svd_error = linalg_error;
    let (sigma, u, v) = if complex {
        let f =
            factor::svd(View::new(&data, m, n).map_err(linalg_error)?, true).map_err(svd_error)?;
        (f.s, f.u.data, f.v.data)
    } else {
        let real: Vec<f64> = data.iter().map(|z| z.re).collect();
        let f =
            factor::svd(View::new(&real, m, n).map_err(linalg_error)?, true).map_err(svd_error)?;
        let lift = |x: Vec<f64>| {
            x.into_iter()
                .map(|r| Complex64::new(r, 0.0))
                .collect::<Vec<_>>()
        };
        (f.s, lift(f.u.data), lift(f.v.data))
    };
    let values: Vec<Complex64> = sigma.iter().map(|&s| Complex64::new(s, 0.0)).collect();
    let chosen = select(&values, target, k);
    let picked: Vec<Complex64> = chosen.iter().map(|&i| values[i]).collect();
    let mut out = Outputs::new();
    if nargout <= 1 {
        out.push(matrix_value(k, 1, picked));
        return Ok(out);
    }
    let r = m.min(n);
    let gather = |basis: &[Complex64], rows: usize| {
        let mut cols = Vec::with_capacity(rows * k);
        for &j in &chosen {
            cols.extend_from_slice(&basis[j * rows..(j + 1) * rows]);
        }
        cols
    };
    if u.len() < m * r || v.len() < n * r {
        return Err(linalg_error(ferromat_linalg::LinalgError::NoConvergence));
    }
    out.push(matrix_value(m, k, gather(&u, m)));
    out.push(diagonal(&picked));
    out.push(matrix_value(n, k, gather(&v, n)));
    if nargout >= 4 {
        out.push(Value::scalar(0.0));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn selection_orders_as_matlab_documents() {
        let values: Vec<Complex64> = [3.0, -5.0, 0.5, 2.0]
            .iter()
            .map(|&x| Complex64::new(x, 0.0))
            .collect();
        assert_eq!(select(&values, Target::LargestAbs, 2), vec![1, 0]);
        assert_eq!(select(&values, Target::SmallestAbs, 2), vec![2, 3]);
        assert_eq!(select(&values, Target::LargestReal, 2), vec![0, 3]);
        assert_eq!(select(&values, Target::SmallestReal, 1), vec![1]);
        assert_eq!(select(&values, Target::Near(2.4), 2), vec![3, 0]);
    }
}

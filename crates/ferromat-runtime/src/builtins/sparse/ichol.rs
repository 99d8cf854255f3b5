//! `ichol`: MATLAB's incomplete Cholesky factorization of a sparse
//! Hermitian positive definite matrix (`L = ichol(A)`,
//! `L = ichol(A,opts)`) with the options struct (type 'nofill' / 'ict',
//! droptol, michol, diagcomp, shape). Only the triangle named by `shape`
//! is read. The numerical work is incomplete.rs; this file reads the
//! arguments and arranges the factor.

use num_complex::Complex64 as C;

use super::convert::sparse_value;
use super::ilu::{choice, number, options, square_sparse};
use super::incomplete::{self, nonpositive_pivot, CholKind};
use crate::builtins::Outputs;
use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::{Csc, Sparse, Value};

/// `L = ichol(A)`, `L = ichol(A, opts)`.
pub fn ichol(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (a, complex) = square_sparse(&args[0], "ichol")?;
    let opts = options(args.get(1), "ichol")?;
    let kind = choice(opts, "type", &["nofill", "ict"], "nofill", "ichol")?;
    let droptol = number(opts, "droptol", 0.0, (0.0, f64::INFINITY), "ichol")?;
    let michol = choice(opts, "michol", &["on", "off"], "off", "ichol")?;
    let diagcomp = number(opts, "diagcomp", 0.0, (0.0, f64::INFINITY), "ichol")?;
    let shape = choice(opts, "shape", &["lower", "upper"], "lower", "ichol")?;
    let upper = shape == "upper";
    let n = a.rows();
    // The lower triangle of the Hermitian matrix the chosen triangle
    // describes, with the diagonal compensation.
    let mut columns: Vec<Vec<(usize, C)>> = vec![Vec::new(); n];
    let mut bad_diagonal = false;
    a.for_each(|r, c, v| {
        let (keep, row, col, v) = if upper {
            (r <= c, c, r, v.conj())
        } else {
            (r >= c, r, c, v)
        };
        if keep {
            let v = if row == col {
                bad_diagonal |= v.im != 0.0;
                v * (1.0 + diagcomp)
            } else {
                v
            };
            columns[col].push((row, v));
        }
    });
    if bad_diagonal {
        return Err(nonpositive_pivot());
    }
    let lower = incomplete::assemble(n, columns.into_iter());
    let kind = if kind == "ict" {
        CholKind::Threshold(droptol)
    } else {
        CholKind::NoFill
    };
    let l = incomplete::ichol(&lower, kind, michol == "on")?;
    let factor = if upper {
        l.transpose_with(|z| z.conj())
    } else {
        l
    };
    let value = sparse_value(if complex {
        Sparse::Complex(factor)
    } else {
        Sparse::Double(Csc::map(&factor, |z| z.re))
    });
    let mut out = Outputs::new();
    out.push(value);
    Ok(out)
}

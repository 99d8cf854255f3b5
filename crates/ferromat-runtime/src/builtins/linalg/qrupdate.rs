//! `qrupdate`, `qrinsert` and `qrdelete`: the QR factors of `A` after a
//! rank-one change, an inserted column or row, or a deleted column or row,
//! from the factors `[Q, R] = qr(A)`. Argument rules, the class of the
//! result (single when any input is single, complex when any is complex)
//! and outputs live here; the Givens rotations are
//! `ferromat_linalg::qrupdate`'s. `qr` itself is in `factor.rs`.
//!
//! *Syntax*: `[Q1, R1] = qrupdate(Q, R, u, v)`,
//! `[Q1, R1] = qrinsert(Q, R, j, x)`, `qrinsert(Q, R, j, x, 'col'|'row')`,
//! `[Q1, R1] = qrdelete(Q, R, j)`, `qrdelete(Q, R, j, 'col'|'row')`.

use super::{matrix_input, option, outputs};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::{finish, linalg_error, matrix_data, view, Elem, Operand};
use crate::value::Value;
use ferromat_linalg::qrupdate::{self as rot, QrPair};
use ferromat_linalg::View;
use num_complex::Complex64;

fn error(function: &str, id: &str, message: &str) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:{function}:{id}"), message).in_function(function)
}

/// The operands of one call, read in a common field.
struct Inputs<'a> {
    function: &'static str,
    operands: Vec<Operand<'a>>,
    single: bool,
}

impl<'a> Inputs<'a> {
    fn read(function: &'static str, values: &'a [Value]) -> Result<Self> {
        let mut operands = Vec::with_capacity(values.len());
        let mut single = false;
        for v in values {
            let (operand, s) = matrix_input(v, function)?;
            single |= s;
            operands.push(operand);
        }
        Ok(Inputs {
            function,
            operands,
            single,
        })
    }

    fn complex(&self) -> bool {
        self.operands.iter().any(Operand::is_complex)
    }

    /// Runs `body` on the elements of every operand in `T`.
    fn run<T: Elem>(
        &self,
        nargout: usize,
        body: impl FnOnce(&[&[T]]) -> Result<QrPair<T>>,
    ) -> Result<Outputs> {
        let data: Vec<_> = self.operands.iter().map(matrix_data::<T>).collect();
        let slices: Vec<&[T]> = data.iter().map(|d| d.as_ref()).collect();
        let f = body(&slices).map_err(|e| e.in_function(self.function))?;
        outputs(
            [finish(f.q, self.single)?, finish(f.r, self.single)?],
            nargout,
        )
    }

    fn rows(&self, k: usize) -> usize {
        self.operands[k].rows()
    }

    fn cols(&self, k: usize) -> usize {
        self.operands[k].cols()
    }

    fn is_vector(&self, k: usize) -> bool {
        self.rows(k).min(self.cols(k)) <= 1
    }
}

fn views<'a, T: Elem>(inputs: &Inputs<'_>, d: &[&'a [T]]) -> Result<(View<'a, T>, View<'a, T>)> {
    Ok((
        view(d[0], inputs.rows(0), inputs.cols(0))?,
        view(d[1], inputs.rows(1), inputs.cols(1))?,
    ))
}

/// `j` as a 1-based index in `1..=limit`, returned 0-based.
fn position(function: &str, value: &Value, limit: usize) -> Result<usize> {
    let j = value
        .is_scalar()
        .then(|| value.as_f64())
        .flatten()
        .filter(|j| j.fract() == 0.0 && *j >= 1.0 && *j <= limit as f64);
    match j {
        Some(j) => Ok(j as usize - 1),
        None => Err(error(
            function,
            "InvalidIndex",
            &format!("Index J must be an integer between 1 and {limit}."),
        )),
    }
}

/// Whether a trailing `'col'`/`'row'` option asks for rows.
fn by_row(function: &str, value: Option<&Value>) -> Result<bool> {
    match value.map(option) {
        None => Ok(false),
        Some(Some(o)) if o == "col" => Ok(false),
        Some(Some(o)) if o == "row" => Ok(true),
        Some(_) => Err(error(
            function,
            "InvalidFlag",
            "ORIENT must be 'col' or 'row'.",
        )),
    }
}

/// `Q` and `R` from `[Q, R] = qr(A)`: `Q` square with as many rows as `R`.
fn require_full(inputs: &Inputs<'_>) -> Result<()> {
    let (m, k) = (inputs.rows(0), inputs.cols(0));
    if m != k || inputs.rows(1) != m {
        return Err(error(
            inputs.function,
            "QRDimensionMismatch",
            "Q must be square and have as many rows as R.",
        ));
    }
    Ok(())
}

/// `[Q1, R1] = qrupdate(Q, R, u, v)`: the factors of `Q*R + u*v'`. `Q`
/// may also be the economy factor of a tall `A` (m x n, `R` n x n).
pub fn qrupdate(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let inputs = Inputs::read("qrupdate", &args[..4])?;
    let (m, k, n) = (inputs.rows(0), inputs.cols(0), inputs.cols(1));
    if inputs.rows(1) != k || (k != m && k != n) {
        return Err(error(
            "qrupdate",
            "QRDimensionMismatch",
            "Q and R dimensions do not match a QR factorization.",
        ));
    }
    let length = |i: usize| inputs.rows(i) * inputs.cols(i);
    if !inputs.is_vector(2) || !inputs.is_vector(3) || length(2) != m || length(3) != n {
        return Err(error(
            "qrupdate",
            "InvalidLength",
            "U must have as many elements as Q has rows and V as many as R has columns.",
        ));
    }
    if inputs.complex() {
        inputs.run::<Complex64>(nargout, |d| update(&inputs, d))
    } else {
        inputs.run::<f64>(nargout, |d| update(&inputs, d))
    }
}

fn update<T: Elem>(inputs: &Inputs<'_>, d: &[&[T]]) -> Result<QrPair<T>> {
    let (q, r) = views(inputs, d)?;
    rot::rank_one_update(q, r, d[2], d[3]).map_err(linalg_error)
}

/// `[Q1, R1] = qrinsert(Q, R, j, x)`: column `x` inserted before column
/// `j`; with `'row'`, row `x` inserted before row `j`.
pub fn qrinsert(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let row = by_row("qrinsert", args.get(4))?;
    let operands = [args[0].clone(), args[1].clone(), args[3].clone()];
    let inputs = Inputs::read("qrinsert", &operands)?;
    require_full(&inputs)?;
    let (m, n) = (inputs.rows(1), inputs.cols(1));
    let j = position("qrinsert", &args[2], if row { m + 1 } else { n + 1 })?;
    let (want, what) = if row {
        (n, "columns R has")
    } else {
        (m, "rows Q has")
    };
    if !inputs.is_vector(2) || inputs.rows(2) * inputs.cols(2) != want {
        return Err(error(
            "qrinsert",
            "InvalidLength",
            &format!("X must be a vector with as many elements as {what}."),
        ));
    }
    if inputs.complex() {
        inputs.run::<Complex64>(nargout, |d| insert(&inputs, d, j, row))
    } else {
        inputs.run::<f64>(nargout, |d| insert(&inputs, d, j, row))
    }
}

fn insert<T: Elem>(inputs: &Inputs<'_>, d: &[&[T]], j: usize, row: bool) -> Result<QrPair<T>> {
    let (q, r) = views(inputs, d)?;
    if row {
        rot::insert_row(q, r, j, d[2])
    } else {
        rot::insert_column(q, r, j, d[2])
    }
    .map_err(linalg_error)
}

/// `[Q1, R1] = qrdelete(Q, R, j)`: column `j` removed; with `'row'`,
/// row `j` removed.
pub fn qrdelete(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let row = by_row("qrdelete", args.get(3))?;
    let inputs = Inputs::read("qrdelete", &args[..2])?;
    if row {
        require_full(&inputs)?;
    } else if inputs.cols(0) != inputs.rows(1) {
        return Err(error(
            "qrdelete",
            "QRDimensionMismatch",
            "Q must have as many columns as R has rows.",
        ));
    }
    let limit = if row { inputs.rows(1) } else { inputs.cols(1) };
    let j = position("qrdelete", &args[2], limit)?;
    if inputs.complex() {
        inputs.run::<Complex64>(nargout, |d| delete(&inputs, d, j, row))
    } else {
        inputs.run::<f64>(nargout, |d| delete(&inputs, d, j, row))
    }
}

fn delete<T: Elem>(inputs: &Inputs<'_>, d: &[&[T]], j: usize, row: bool) -> Result<QrPair<T>> {
    let (q, r) = views(inputs, d)?;
    if row {
        rot::delete_row(q, r, j)
    } else {
        rot::delete_column(q, r, j)
    }
    .map_err(linalg_error)
}

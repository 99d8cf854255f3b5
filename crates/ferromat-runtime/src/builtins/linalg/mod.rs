//! Linear algebra and FFT builtins: MATLAB argument rules, class rules,
//! warnings and outputs by `nargout`, over the `ferromat-linalg` crate.
//! `operators.rs` is `mtimes`/`mldivide`/`mrdivide`/`mpower` and `inv`,
//! `det`; `factor.rs` is `lu`, `qr`, `chol`, `eig`, `svd`; `measure.rs` is
//! norms, ranks, subspaces and vector products; `fft.rs` is the transforms;
//! `matfun.rs` is `expm`, `sqrtm`, `logm`; `linsolve.rs` is `linsolve`
//! and `lsqminnorm`; `lscov.rs` is `lscov`; `schur.rs` is `schur`, `hess`,
//! `balance`.
//! No numeric algorithm lives here: these files convert and dispatch.

pub mod cholupdate;
pub mod factor;
pub mod fft;
mod fft_symmetry;
pub mod gsvd;
pub mod linsolve;
pub mod lscov;
pub mod matfun;
pub mod measure;
pub mod operators;
pub mod qrupdate;
mod rational_basis;
pub mod reorder;
pub mod schur;
pub mod sylvester;

use num_complex::Complex64;

use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::{self, matrix_data, view, Operand};
use crate::value::Value;
use ferromat_linalg::View;

/// Prints the warnings the operators queued, honouring `warning off`.
pub fn flush_warnings(interp: &mut Interpreter) {
    for w in matrix::take_warnings() {
        crate::builtins::messages::warn(interp, w.identifier, &w.message);
    }
}

/// A 2-D floating-point input of `function` and whether it is single.
pub(crate) fn matrix_input<'a>(value: &'a Value, function: &str) -> Result<(Operand<'a>, bool)> {
    let (operand, single) = matrix::float_operand(value, function)?;
    if operand.shape().ndims() > 2 {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:inputMustBe2D"),
            "Input must be 2-D.",
        ));
    }
    Ok((operand, single))
}

pub(crate) fn require_square(operand: &Operand<'_>) -> Result<()> {
    if operand.rows() == operand.cols() {
        Ok(())
    } else {
        Err(RuntimeError::new("MATLAB:square", "Matrix must be square."))
    }
}

/// Runs the real or the complex instance of a generic computation.
pub(crate) fn on_matrix<R>(
    operand: &Operand<'_>,
    real: impl FnOnce(View<'_, f64>) -> Result<R>,
    complex: impl FnOnce(View<'_, Complex64>) -> Result<R>,
) -> Result<R> {
    let (rows, cols) = (operand.rows(), operand.cols());
    if operand.is_complex() {
        let data = matrix_data::<Complex64>(operand);
        complex(view(&data, rows, cols)?)
    } else {
        let data = matrix_data::<f64>(operand);
        real(view(&data, rows, cols)?)
    }
}

/// Runs the real or the complex instance of a computation on two
/// matrices: real when both are real.
pub(crate) fn in_common_field<R>(
    x: &Operand<'_>,
    y: &Operand<'_>,
    real: impl FnOnce(View<'_, f64>, View<'_, f64>) -> Result<R>,
    complex: impl FnOnce(View<'_, Complex64>, View<'_, Complex64>) -> Result<R>,
) -> Result<R> {
    if x.is_complex() || y.is_complex() {
        let dx = matrix_data::<Complex64>(x);
        let dy = matrix_data::<Complex64>(y);
        complex(
            view(&dx, x.rows(), x.cols())?,
            view(&dy, y.rows(), y.cols())?,
        )
    } else {
        let dx = matrix_data::<f64>(x);
        let dy = matrix_data::<f64>(y);
        real(
            view(&dx, x.rows(), x.cols())?,
            view(&dy, y.rows(), y.cols())?,
        )
    }
}

/// A trailing text option, lower-cased, if the argument is text.
pub(crate) fn option(value: &Value) -> Option<String> {
    value.as_text().map(|t| t.to_ascii_lowercase())
}

pub(crate) fn outputs(values: impl IntoIterator<Item = Value>, nargout: usize) -> Result<Outputs> {
    Ok(values.into_iter().take(nargout.max(1)).collect())
}

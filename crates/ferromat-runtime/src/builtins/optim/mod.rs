//! Optimization and root finding over MATLAB function handles: the
//! options structure (`optimset`, `optimget`), `fzero`, `fminbnd` and
//! `fminsearch`, `fsolve` (trust-region dogleg, `dogleg.rs`), `fminunc`
//! (BFGS, `bfgs.rs`), `lsqnonlin` and `lsqcurvefit` (Levenberg-Marquardt,
//! `levmar.rs`), `lsqnonneg`,
//! and the test function `humps`. `options.rs` owns the option names and
//! their reading;
//! `objective.rs` is the one place a solver calls user code; each solver
//! file pairs a pure numeric kernel (a closure in, numbers out) with the
//! builtin that parses MATLAB arguments and shapes outputs by `nargout`.

mod bfgs;
mod dogleg;
mod fminbnd;
mod fminsearch;
mod fminunc;
mod fsolve;
mod fzero;
mod humps;
mod levmar;
mod lsqnonlin;
mod lsqnonneg;
mod objective;
mod optimoptions;
mod options;

pub use fminbnd::fminbnd;
pub use fminsearch::fminsearch;
pub use fminunc::fminunc;
pub use fsolve::fsolve;
pub use fzero::fzero;
pub use humps::humps;
pub use lsqnonlin::{lsqcurvefit, lsqnonlin};
pub use lsqnonneg::lsqnonneg;
pub use optimoptions::optimoptions;
pub(crate) use options::{field_ci, OptionSet};
pub use options::{optimget, optimset};

use crate::value::{StructArray, Value};
use std::sync::Arc;

/// The `output` structure a solver returns: fields in the order given.
pub(crate) fn output_struct(fields: Vec<(&str, Value)>) -> Value {
    Value::Struct(Arc::new(StructArray::scalar(
        fields.into_iter().map(|(k, v)| (k.to_string(), v)),
    )))
}

/// `x` as C's `%g` prints it, for solver messages.
pub(crate) fn format_g(x: f64) -> String {
    crate::format::sprintf("%g", &[Value::scalar(x)]).unwrap_or_else(|_| x.to_string())
}

/// `x` as C's `%e` prints it (`1.000000e-04`), for solver messages.
pub(crate) fn format_e(x: f64) -> String {
    crate::format::sprintf("%e", &[Value::scalar(x)]).unwrap_or_else(|_| x.to_string())
}

/// The line of a solver's exit message that names the limit it reached:
/// `options.MaxIterations = 4.000000e+02 (the default value).`
pub(crate) fn limit_line(option: &str, value: f64, default: f64) -> String {
    let note = if value == default {
        " (the default value)"
    } else {
        ""
    };
    format!("options.{option} = {}{note}.\n", format_e(value))
}

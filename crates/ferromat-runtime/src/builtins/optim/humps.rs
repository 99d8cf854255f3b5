//! `humps`: MATLAB's test function for optimization and quadrature,
//! `1 ./ ((x-0.3).^2 + 0.01) + 1 ./ ((x-0.9).^2 + 0.04) - 6`, element-wise
//! over double or single arrays. It is a formula, not a solver.

use crate::builtins::math::map::real_unary;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// The humps function of one value.
pub(crate) fn humps_of(x: f64) -> f64 {
    1.0 / ((x - 0.3) * (x - 0.3) + 0.01) + 1.0 / ((x - 0.9) * (x - 0.9) + 0.04) - 6.0
}

/// `y = humps(x)`; `y = humps` evaluates at `0:0.05:1`; `[x, y] = humps(...)`
/// returns the points too.
pub fn humps(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let x = match args {
        [] => Value::row((0..=20).map(|i| f64::from(i) * 0.05).collect()),
        [x] => x.clone(),
        _ => return Err(RuntimeError::too_many_inputs()),
    };
    let y = real_unary(&x, "humps", humps_of)?;
    if nargout >= 2 {
        let mut out = Outputs::new();
        out.push(x);
        out.push(y);
        return Ok(out);
    }
    one(y)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_values() {
        assert!((humps_of(0.0) - 88.0 / 17.0).abs() < 1e-14);
        assert!((humps_of(1.0) - 16.0).abs() < 1e-13);
        assert!((humps_of(-1.0) + 6376.0 / 1241.0).abs() < 1e-14);
        assert!(humps_of(f64::NAN).is_nan());
    }
}

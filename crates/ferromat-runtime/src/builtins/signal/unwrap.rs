//! `unwrap`: removes the 2*pi jumps of a phase angle along one dimension
//! by adding multiples of 2*pi wherever consecutive elements differ by at
//! least the jump tolerance (pi, or a larger given value). Real double
//! data only; nothing else lives here.

use std::f64::consts::PI;

use super::super::statistics::lanes::default_axis;
use super::super::statistics::order::real_data;
use super::super::{args, one, Outputs};
use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::Value;

/// Unwraps one lane in place: each jump of at least `tolerance` is
/// reduced by the nearest multiple of 2*pi, and the shifts accumulate.
fn unwrap_lane(values: &mut [f64], tolerance: f64) {
    let mut shift = 0.0;
    let mut previous = match values.first() {
        Some(&v) => v,
        None => return,
    };
    for value in values.iter_mut().skip(1) {
        let original = *value;
        let jump = original - previous;
        if jump.abs() >= tolerance {
            shift -= (jump.abs() / (2.0 * PI)).round() * 2.0 * PI * jump.signum();
        }
        previous = original;
        *value = original + shift;
    }
}

/// `Q = unwrap(P)`, `unwrap(P, tol)`, `unwrap(P, [], dim)`.
pub fn unwrap(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let shape = args[0].shape();
    let mut data = real_data(&args[0], "unwrap")?;
    let tolerance = match args.get(1).filter(|v| !v.is_empty()) {
        Some(t) => args::scalar(t, "unwrap")?.abs().max(PI),
        None => PI,
    };
    let axis = match args.get(2) {
        Some(d) => args::parse_dim(d)?,
        None => default_axis(&shape),
    };
    let lanes = ferromat_kernels::Lanes::new(shape.dims(), axis);
    let mut lane = Vec::with_capacity(lanes.length);
    for number in 0..lanes.count() {
        let (start, stride) = lanes.lane_start(number);
        lane.clear();
        lane.extend((0..lanes.length).map(|k| data[start + k * stride]));
        unwrap_lane(&mut lane, tolerance);
        for (k, &v) in lane.iter().enumerate() {
            data[start + k * stride] = v;
        }
    }
    one(Value::matrix(shape, data))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn removes_two_pi_jumps() {
        let mut v = [0.0, 4.0, 2.0 * PI, 7.0];
        unwrap_lane(&mut v, PI);
        assert!((v[1] - (4.0 - 2.0 * PI)).abs() < 1e-15);
        assert_eq!(v[2], 0.0);
        assert!((v[3] - (7.0 - 2.0 * PI)).abs() < 1e-15);
    }
}

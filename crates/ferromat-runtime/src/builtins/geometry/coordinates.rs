//! cart2pol pol2cart cart2sph sph2cart: element-wise conversions between
//! Cartesian, polar/cylindrical and spherical coordinates of real arrays,
//! with MATLAB's implicit expansion between the inputs. Angles are in
//! radians. This file does no other geometry.

use super::super::math::map::zip_doubles;
use super::super::statistics::order::real_data;
use super::super::Outputs;
use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

/// A real input as data and shape.
struct Operand {
    data: Vec<f64>,
    shape: Shape,
}

fn operand(value: &Value, function: &str) -> Result<Operand> {
    Ok(Operand {
        data: real_data(value, function)?,
        shape: value.shape(),
    })
}

/// `f(a, b)` under implicit expansion.
fn zip(a: &Operand, b: &Operand, f: impl Fn(f64, f64) -> f64 + Sync) -> Result<Operand> {
    let (shape, data) = zip_doubles(&a.data, &a.shape, &b.data, &b.shape, f)?;
    Ok(Operand { data, shape })
}

fn value(o: Operand) -> Value {
    Value::matrix(o.shape, o.data)
}

/// Pushes the outputs a call asked for (at least one).
fn outputs(values: Vec<Operand>, nargout: usize) -> Result<Outputs> {
    let mut out = Outputs::new();
    for v in values.into_iter().take(nargout.max(1)) {
        out.push(value(v));
    }
    Ok(out)
}

/// `[theta, rho] = cart2pol(x, y)`, `[theta, rho, z] = cart2pol(x, y, z)`.
pub fn cart2pol(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let x = operand(&args[0], "cart2pol")?;
    let y = operand(&args[1], "cart2pol")?;
    let theta = zip(&y, &x, f64::atan2)?;
    let rho = zip(&x, &y, f64::hypot)?;
    let mut results = vec![theta, rho];
    if let Some(z) = args.get(2) {
        let z = operand(z, "cart2pol")?;
        let expanded = |o: &Operand| zip(o, &z, |v, _| v);
        results = vec![expanded(&results[0])?, expanded(&results[1])?];
        let z = zip(&z, &results[0], |v, _| v)?;
        results.push(z);
    }
    outputs(results, nargout)
}

/// `[x, y] = pol2cart(theta, rho)`, `[x, y, z] = pol2cart(theta, rho, z)`.
pub fn pol2cart(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let theta = operand(&args[0], "pol2cart")?;
    let rho = operand(&args[1], "pol2cart")?;
    let x = zip(&theta, &rho, |t, r| r * t.cos())?;
    let y = zip(&theta, &rho, |t, r| r * t.sin())?;
    let mut results = vec![x, y];
    if let Some(z) = args.get(2) {
        let z = operand(z, "pol2cart")?;
        let expanded = |o: &Operand| zip(o, &z, |v, _| v);
        results = vec![expanded(&results[0])?, expanded(&results[1])?];
        let z = zip(&z, &results[0], |v, _| v)?;
        results.push(z);
    }
    outputs(results, nargout)
}

/// `[azimuth, elevation, r] = cart2sph(x, y, z)`.
pub fn cart2sph(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let x = operand(&args[0], "cart2sph")?;
    let y = operand(&args[1], "cart2sph")?;
    let z = operand(&args[2], "cart2sph")?;
    let azimuth = zip(&zip(&y, &x, f64::atan2)?, &z, |a, _| a)?;
    let planar = zip(&x, &y, f64::hypot)?;
    let elevation = zip(&z, &planar, f64::atan2)?;
    // sqrt(x^2 + y^2 + z^2) rounds once where hypot(hypot(x, y), z)
    // rounds twice; the hypot chain is kept where the squares overflow
    // or underflow (and for NaN/Inf, which it orders as hypot does).
    let squares = zip(&x, &y, |x, y| x * x + y * y)?;
    let direct = zip(&squares, &z, |s, z| (s + z * z).sqrt())?;
    let chained = zip(&planar, &z, f64::hypot)?;
    let r = zip(&direct, &chained, |d, c| {
        if d.is_finite() && d > 1e-150 {
            d
        } else {
            c
        }
    })?;
    outputs(vec![azimuth, elevation, r], nargout)
}

/// `[x, y, z] = sph2cart(azimuth, elevation, r)`.
pub fn sph2cart(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let azimuth = operand(&args[0], "sph2cart")?;
    let elevation = operand(&args[1], "sph2cart")?;
    let r = operand(&args[2], "sph2cart")?;
    let planar = zip(&elevation, &r, |e, r| r * e.cos())?;
    let x = zip(&azimuth, &planar, |a, p| p * a.cos())?;
    let y = zip(&azimuth, &planar, |a, p| p * a.sin())?;
    let z = zip(
        &zip(&elevation, &r, |e, r| r * e.sin())?,
        &azimuth,
        |v, _| v,
    )?;
    outputs(vec![x, y, z], nargout)
}

//! `linspace`: evenly spaced points between two scalar endpoints, real or
//! complex (the real and imaginary parts are spaced independently, as
//! MATLAB does). This file must not accept vector endpoints: MATLAB's
//! linspace takes scalars only.

use num_complex::{Complex32, Complex64};

use crate::builtins::args::check_allocation;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Shape, Tensor, Value};

fn not_scalar() -> RuntimeError {
    RuntimeError::new("MATLAB:linspace:scalarInputs", "Inputs must be scalars.")
}

/// A scalar endpoint as a complex number (imaginary part 0 for reals).
fn endpoint(value: &Value) -> Result<Complex64> {
    if value.numel() != 1 {
        return Err(not_scalar());
    }
    match value {
        Value::ComplexDouble(t) => t.data().first().copied().ok_or_else(not_scalar),
        Value::ComplexSingle(t) => t
            .data()
            .first()
            .map(|z| Complex64::new(z.re.into(), z.im.into()))
            .ok_or_else(not_scalar),
        _ => value
            .as_f64()
            .map(|re| Complex64::new(re, 0.0))
            .ok_or_else(not_scalar),
    }
}

/// `n` points from `a` to `b`: point k is `a + k*(b-a)/(n-1)`, with both
/// endpoints exact.
fn spaced(a: f64, b: f64, n: usize) -> Vec<f64> {
    let steps = n.saturating_sub(1) as f64;
    let width = b - a;
    let mut points: Vec<f64> = (0..n)
        .map(|k| {
            let k = k as f64;
            if width.is_infinite() && a.is_finite() && b.is_finite() {
                // b - a overflowed: scale each endpoint first.
                a + (b / steps) * k - (a / steps) * k
            } else if (width * (steps - 1.0)).is_infinite() {
                a + k * (width / steps)
            } else {
                a + k * width / steps
            }
        })
        .collect();
    if let Some(last) = points.last_mut() {
        *last = b;
    }
    if let Some(first) = points.first_mut() {
        if n > 1 {
            *first = a;
        }
    }
    if a == b {
        points.iter_mut().for_each(|p| *p = a);
    }
    points
}

/// `linspace(a, b)` (100 points) and `linspace(a, b, n)`.
pub fn linspace(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (start, stop) = (&args[0], &args[1]);
    let a = endpoint(start)?;
    let b = endpoint(stop)?;
    let count = match args.get(2) {
        Some(n) if n.numel() == 1 => n.as_f64().ok_or_else(not_scalar)?.floor(),
        Some(_) => return Err(not_scalar()),
        None => 100.0,
    };
    let n = if count.is_nan() || count < 1.0 {
        0.0
    } else {
        count
    };
    let complex = start.is_complex() || stop.is_complex();
    let shape = Shape::row(n.min(usize::MAX as f64) as usize);
    check_allocation(&shape, if complex { 16 } else { 8 })?;
    let n = shape.numel();
    let single = start.class() == Class::Single || stop.class() == Class::Single;
    let re = spaced(a.re, b.re, n);
    if !complex {
        return one(if single {
            Value::Single(Tensor::new(shape, re.iter().map(|&x| x as f32).collect()))
        } else {
            Value::Double(Tensor::new(shape, re))
        });
    }
    let im = spaced(a.im, b.im, n);
    let points = re.into_iter().zip(im);
    one(if single {
        let data = points
            .map(|(r, i)| Complex32::new(r as f32, i as f32))
            .collect();
        Value::ComplexSingle(Tensor::new(shape, data))
    } else {
        let data = points.map(|(r, i)| Complex64::new(r, i)).collect();
        Value::ComplexDouble(Tensor::new(shape, data))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interp::Interpreter;

    fn call(args: &[Value]) -> Result<Value> {
        let mut interp = Interpreter::new();
        linspace(&mut interp, args, 1).map(|mut out| out.remove(0))
    }

    fn n(x: f64) -> Value {
        Value::scalar(x)
    }

    #[test]
    fn linspace_endpoints() {
        let v = call(&[n(0.0), n(1.0), n(5.0)]).unwrap();
        assert_eq!(v.to_f64_vec().unwrap(), vec![0.0, 0.25, 0.5, 0.75, 1.0]);
        let v = call(&[n(0.0), n(0.3), n(4.0)])
            .unwrap()
            .to_f64_vec()
            .unwrap();
        assert_eq!(v[3], 0.3);
        assert_eq!(call(&[n(1.0), n(2.0)]).unwrap().numel(), 100);
        assert_eq!(
            call(&[n(1.0), n(2.0), n(1.0)]).unwrap(),
            Value::row(vec![2.0])
        );
        assert_eq!(
            call(&[n(1.0), n(2.0), n(0.0)]).unwrap().shape().dims(),
            &[1, 0]
        );
        let huge = call(&[n(-f64::MAX), n(f64::MAX), n(3.0)]).unwrap();
        assert_eq!(huge.to_f64_vec().unwrap(), vec![-f64::MAX, 0.0, f64::MAX]);
        assert!(call(&[Value::row(vec![1.0, 2.0]), n(1.0)]).is_err());
    }

    #[test]
    fn linspace_complex_spaces_both_parts() {
        let end = Value::ComplexDouble(Tensor::scalar(Complex64::new(5.0, -5.0)));
        let Value::ComplexDouble(v) = call(&[n(1.0), end, n(5.0)]).unwrap() else {
            panic!("complex result expected");
        };
        let expected = [
            (1.0, 0.0),
            (2.0, -1.25),
            (3.0, -2.5),
            (4.0, -3.75),
            (5.0, -5.0),
        ];
        for (z, (re, im)) in v.data().iter().zip(expected) {
            assert_eq!((z.re, z.im), (re, im));
        }
    }
}

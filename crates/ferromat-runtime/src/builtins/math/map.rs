//! The element-wise maps the math family shares: a real function that may
//! leave the reals (then the whole result turns complex, as MATLAB's
//! `asin(2)` does), and a binary real map under implicit expansion. Class
//! rules live here once: double and single keep their class, logical and
//! char compute as double, integers are refused. This file knows no
//! particular function; each sub-family passes its own element functions.

use num_complex::{Complex, Complex32, Complex64};

use crate::error::{Result, RuntimeError};
use crate::ops::broadcast::zip;
use crate::ops::convert::simplify_complex;
use crate::value::{Class, Shape, Tensor, Value};

/// `f` over two double arrays under implicit expansion, through the one
/// broadcasting loop (`ops::broadcast::zip`).
pub(crate) fn zip_doubles(
    left: &[f64],
    left_shape: &Shape,
    right: &[f64],
    right_shape: &Shape,
    f: impl Fn(f64, f64) -> f64 + Sync,
) -> Result<(Shape, Vec<f64>)> {
    let left = Tensor::new(left_shape.clone(), left.to_vec());
    let right = Tensor::new(right_shape.clone(), right.to_vec());
    let result = zip(&left, &right, |&p, &q| f(p, q))?;
    Ok((result.shape().clone(), result.into_vec()))
}

/// MATLAB's message for a class a function has no method for.
pub(crate) fn unsupported(function: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:UndefinedFunction",
        format!(
            "Check for incorrect argument data type or missing argument in call to function '{function}'."
        ),
    )
}

/// One element-wise function of one argument.
pub(crate) struct Unary {
    pub name: &'static str,
    /// The function on real arguments inside its real domain.
    pub real: fn(f64) -> f64,
    /// The complex result for a real argument outside the real domain
    /// (`|x| > 1` for `asin`), `None` inside it; written per function so
    /// the branch MATLAB picks on the cut is explicit. `None` when no real
    /// argument leaves the reals.
    pub outside: Option<fn(f64) -> Option<Complex64>>,
    /// The function on complex arguments.
    pub complex: fn(Complex64) -> Complex64,
}

/// Complex values whose imaginary parts are all zero become real, as
/// MATLAB narrows computed results.
fn complex_result<F: crate::ops::convert::FloatElem>(t: Tensor<Complex<F>>) -> Value {
    simplify_complex(t)
}

/// The element's result as a complex number: the `outside` branch when the
/// argument leaves the real domain, else the real function.
fn real_as_complex(f: &Unary, outside: fn(f64) -> Option<Complex64>, x: f64) -> Complex64 {
    outside(x).unwrap_or_else(|| Complex64::new((f.real)(x), 0.0))
}

fn map_real(t: &Tensor<f64>, f: &Unary) -> Value {
    match f.outside {
        Some(outside) if t.data().iter().any(|&x| outside(x).is_some()) => {
            complex_result(t.map_elements(|&x| real_as_complex(f, outside, x)))
        }
        _ => Value::Double(t.map_elements(|&x| (f.real)(x))),
    }
}

fn map_single(t: &Tensor<f32>, f: &Unary) -> Value {
    let narrow = |z: Complex64| Complex32::new(z.re as f32, z.im as f32);
    match f.outside {
        Some(outside) if t.data().iter().any(|&x| outside(f64::from(x)).is_some()) => {
            complex_result(t.map_elements(|&x| narrow(real_as_complex(f, outside, f64::from(x)))))
        }
        _ => Value::Single(t.map_elements(|&x| (f.real)(f64::from(x)) as f32)),
    }
}

/// `f` applied to every element of a double, single or complex value
/// (logical and char as double). Single computes in double and rounds
/// once, which is at least as accurate as single arithmetic.
pub(crate) fn unary(value: &Value, f: &Unary) -> Result<Value> {
    Ok(match value {
        Value::Double(t) => map_real(t, f),
        Value::Single(t) => map_single(t, f),
        Value::ComplexDouble(t) => complex_result(t.map_elements(|&z| (f.complex)(z))),
        Value::ComplexSingle(t) => complex_result(t.map_elements(|z| {
            let w = (f.complex)(Complex64::new(f64::from(z.re), f64::from(z.im)));
            Complex32::new(w.re as f32, w.im as f32)
        })),
        Value::Logical(_) | Value::Char(_) => {
            let data = value.to_f64_vec().unwrap_or_default();
            map_real(&Tensor::new(value.shape(), data), f)
        }
        _ => return Err(unsupported(f.name)),
    })
}

/// `f` on the real elements of a double or single value (logical and char
/// as double); complex and integer arguments are refused.
pub(crate) fn real_unary(
    value: &Value,
    name: &str,
    f: impl Fn(f64) -> f64 + Sync,
) -> Result<Value> {
    Ok(match value {
        Value::Double(t) => Value::Double(t.map_elements(|&x| f(x))),
        Value::Single(t) => Value::Single(t.map_elements(|&x| f(f64::from(x)) as f32)),
        Value::Logical(_) | Value::Char(_) => {
            let data = value.to_f64_vec().unwrap_or_default();
            Value::Double(Tensor::new(
                value.shape(),
                data.into_iter().map(f).collect(),
            ))
        }
        _ => return Err(unsupported(name)),
    })
}

/// The class of a binary floating-point result: single if either operand
/// is single, else double. Complex and integer operands are refused.
pub(crate) fn float_pair_class(a: &Value, b: &Value, name: &str) -> Result<Class> {
    for v in [a, b] {
        let ok = matches!(
            v,
            Value::Double(_) | Value::Single(_) | Value::Logical(_) | Value::Char(_)
        );
        if !ok {
            return Err(unsupported(name));
        }
    }
    Ok(
        if a.class() == Class::Single || b.class() == Class::Single {
            Class::Single
        } else {
            Class::Double
        },
    )
}

/// `f(a, b)` element-wise on two real floating-point values under MATLAB
/// implicit expansion; the result is single if either is single.
pub(crate) fn real_binary(
    a: &Value,
    b: &Value,
    name: &str,
    f: impl Fn(f64, f64) -> f64 + Sync,
) -> Result<Value> {
    let class = float_pair_class(a, b, name)?;
    let x = a.to_f64_vec().ok_or_else(|| unsupported(name))?;
    let y = b.to_f64_vec().ok_or_else(|| unsupported(name))?;
    let (shape, data) = zip_doubles(&x, &a.shape(), &y, &b.shape(), f)?;
    Ok(if class == Class::Single {
        Value::Single(Tensor::new(
            shape,
            data.into_iter().map(|v| v as f32).collect(),
        ))
    } else {
        Value::Double(Tensor::new(shape, data))
    })
}

/// The result shape of implicit expansion over `shapes`, and for each
/// result element the index it reads in each operand.
pub(crate) fn expansion(shapes: &[Shape]) -> Result<(Shape, Vec<Vec<usize>>)> {
    let Some(first) = shapes.first() else {
        return Ok((Shape::scalar(), vec![vec![]]));
    };
    let mut shape = first.clone();
    let mut rows: Vec<Vec<usize>> = (0..first.numel()).map(|i| vec![i]).collect();
    for next in &shapes[1..] {
        let left: Vec<f64> = (0..rows.len()).map(|k| k as f64).collect();
        let right: Vec<f64> = (0..next.numel()).map(|k| k as f64).collect();
        let (joined, from_left) = zip_doubles(&left, &shape, &right, next, |p, _| p)?;
        let (_, from_right) = zip_doubles(&left, &shape, &right, next, |_, q| q)?;
        rows = from_left
            .into_iter()
            .zip(from_right)
            .map(|(p, q)| {
                let mut row = rows.get(p as usize).cloned().unwrap_or_default();
                row.push(q as usize);
                row
            })
            .collect();
        shape = joined;
    }
    Ok((shape, rows))
}

/// `f` of the real elements of several floating-point arguments under
/// implicit expansion (`betainc(x, a, b)`); single if any is single.
pub(crate) fn real_nary(args: &[&Value], name: &str, f: impl Fn(&[f64]) -> f64) -> Result<Value> {
    let mut single = false;
    let mut columns = Vec::with_capacity(args.len());
    for v in args {
        if !matches!(
            v,
            Value::Double(_) | Value::Single(_) | Value::Logical(_) | Value::Char(_)
        ) {
            return Err(unsupported(name));
        }
        single |= v.class() == Class::Single;
        columns.push(v.to_f64_vec().ok_or_else(|| unsupported(name))?);
    }
    let shapes: Vec<Shape> = args.iter().map(|v| v.shape()).collect();
    let (shape, rows) = expansion(&shapes)?;
    let mut point = vec![0.0; args.len()];
    let data: Vec<f64> = rows
        .iter()
        .map(|row| {
            for (slot, (column, &i)) in point.iter_mut().zip(columns.iter().zip(row)) {
                *slot = column.get(i).copied().unwrap_or(f64::NAN);
            }
            f(&point)
        })
        .collect();
    Ok(if single {
        Value::Single(Tensor::new(
            shape,
            data.into_iter().map(|v| v as f32).collect(),
        ))
    } else {
        Value::Double(Tensor::new(shape, data))
    })
}

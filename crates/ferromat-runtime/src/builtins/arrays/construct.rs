//! Array constructors: zeros ones eye rand randn NaN Inf pi eps true false
//! repmat, and `from_f64`, the one conversion from computed doubles
//! to any numeric class that other builtin families reuse. Size arguments
//! are parsed by `args::size_args`; every allocation is checked first.

use num_complex::{Complex32, Complex64};

use crate::builtins::args::{self, check_allocation, SizeRequest};
use crate::builtins::arrays::shape::{gather, rearrange, Rearrange};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Shape, Tensor, Value};

// linspace lives in its own file; callers elsewhere still reach it here.
pub use super::linspace::linspace;

/// Bytes per element of a class, for the allocation check.
pub fn element_bytes(class: Class, complex: bool) -> usize {
    let real = match class {
        Class::Double | Class::Int64 | Class::UInt64 => 8,
        Class::Single | Class::Int32 | Class::UInt32 => 4,
        Class::Int16 | Class::UInt16 | Class::Char => 2,
        Class::Int8 | Class::UInt8 | Class::Logical => 1,
        _ => std::mem::size_of::<Value>(),
    };
    if complex {
        2 * real
    } else {
        real
    }
}

/// Doubles converted to `class` as MATLAB converts: integers round half away
/// from zero and saturate (NaN becomes 0), logical is "nonzero", char takes
/// the code unit.
///
/// # Panics
/// If `data` does not have `shape.numel()` elements (a caller bug).
#[track_caller]
pub fn from_f64(shape: Shape, class: Class, data: Vec<f64>) -> Result<Value> {
    let convert = |f: fn(f64) -> _| data.iter().map(|&x| f(x)).collect::<Vec<_>>();
    Ok(match class {
        Class::Double => Value::Double(Tensor::new(shape, data)),
        Class::Single => {
            Value::Single(Tensor::new(shape, data.iter().map(|&x| x as f32).collect()))
        }
        Class::Int8 => Value::Int8(Tensor::new(
            shape,
            data.iter().map(|&x| x.round() as i8).collect(),
        )),
        Class::Int16 => Value::Int16(Tensor::new(
            shape,
            data.iter().map(|&x| x.round() as i16).collect(),
        )),
        Class::Int32 => Value::Int32(Tensor::new(
            shape,
            data.iter().map(|&x| x.round() as i32).collect(),
        )),
        Class::Int64 => Value::Int64(Tensor::new(
            shape,
            data.iter().map(|&x| x.round() as i64).collect(),
        )),
        Class::UInt8 => Value::UInt8(Tensor::new(
            shape,
            data.iter().map(|&x| x.round() as u8).collect(),
        )),
        Class::UInt16 => Value::UInt16(Tensor::new(
            shape,
            data.iter().map(|&x| x.round() as u16).collect(),
        )),
        Class::UInt32 => Value::UInt32(Tensor::new(
            shape,
            data.iter().map(|&x| x.round() as u32).collect(),
        )),
        Class::UInt64 => Value::UInt64(Tensor::new(
            shape,
            data.iter().map(|&x| x.round() as u64).collect(),
        )),
        Class::Logical => Value::Logical(Tensor::new(shape, convert(|x| x != 0.0))),
        Class::Char => Value::Char(Tensor::new(
            shape,
            data.iter().map(|&x| x.round() as u16).collect(),
        )),
        other => {
            return Err(RuntimeError::new(
                "MATLAB:UnableToConvert",
                format!(
                    "Conversion to {} from double is not possible.",
                    other.name()
                ),
            ))
        }
    })
}

/// One double converted to a 1x1 value of `class` by the rules of
/// [`from_f64`], without a heap allocation (for scalar loops).
pub fn scalar_from_f64(class: Class, x: f64) -> Result<Value> {
    Ok(match class {
        Class::Double => Value::scalar(x),
        Class::Single => Value::Single(Tensor::scalar(x as f32)),
        Class::Int8 => Value::Int8(Tensor::scalar(x.round() as i8)),
        Class::Int16 => Value::Int16(Tensor::scalar(x.round() as i16)),
        Class::Int32 => Value::Int32(Tensor::scalar(x.round() as i32)),
        Class::Int64 => Value::Int64(Tensor::scalar(x.round() as i64)),
        Class::UInt8 => Value::UInt8(Tensor::scalar(x.round() as u8)),
        Class::UInt16 => Value::UInt16(Tensor::scalar(x.round() as u16)),
        Class::UInt32 => Value::UInt32(Tensor::scalar(x.round() as u32)),
        Class::UInt64 => Value::UInt64(Tensor::scalar(x.round() as u64)),
        Class::Logical => Value::bool(x != 0.0),
        Class::Char => Value::Char(Tensor::scalar(x.round() as u16)),
        _ => return from_f64(Shape::scalar(), class, vec![x]),
    })
}

/// An array of `shape` filled with `value` in `class` (complex with zero
/// imaginary part when asked), after the allocation check.
fn filled(shape: Shape, class: Class, complex: bool, value: f64) -> Result<Value> {
    check_allocation(&shape, element_bytes(class, complex))?;
    Ok(match (class, complex) {
        (Class::Double, true) => {
            Value::ComplexDouble(Tensor::filled(shape, Complex64::new(value, 0.0)))
        }
        (Class::Single, true) => {
            Value::ComplexSingle(Tensor::filled(shape, Complex32::new(value as f32, 0.0)))
        }
        (Class::Double, false) => Value::Double(Tensor::filled(shape, value)),
        (Class::Single, false) => Value::Single(Tensor::filled(shape, value as f32)),
        _ => {
            let n = shape.numel();
            from_f64(shape, class, vec![value; n])?
        }
    })
}

fn invalid_class(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:invalidClassName"),
        "CLASSNAME input must be a valid numeric or logical class name.",
    )
}

/// The class of a numeric or logical constructor, `double` by default.
fn numeric_class(request: &SizeRequest, function: &str) -> Result<Class> {
    match request.class {
        None => Ok(Class::Double),
        Some(c) if c.is_numeric() || c == Class::Logical => {
            if request.complex && !c.is_float() {
                return Err(invalid_class(function));
            }
            Ok(c)
        }
        Some(_) => Err(invalid_class(function)),
    }
}

/// The class of a floating-point constructor (`rand`, `NaN`, `pi`, ...).
fn float_class(request: &SizeRequest, function: &str) -> Result<Class> {
    match request.class {
        None => Ok(Class::Double),
        Some(c) if c.is_float() => Ok(c),
        Some(c) => Err(RuntimeError::new(
            format!("MATLAB:{function}:invalidOutputType"),
            format!(
                "{function} does not support class {}; use 'double' or 'single'.",
                c.name()
            ),
        )),
    }
}

fn constant(args: &[Value], function: &str, value: f64) -> Result<Outputs> {
    let request = args::size_args(args, function)?;
    let class = float_class(&request, function)?;
    one(filled(request.shape, class, request.complex, value)?)
}

pub fn zeros(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let request = args::size_args(args, "zeros")?;
    let class = numeric_class(&request, "zeros")?;
    one(filled(request.shape, class, request.complex, 0.0)?)
}

pub fn ones(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let request = args::size_args(args, "ones")?;
    let class = numeric_class(&request, "ones")?;
    one(filled(request.shape, class, request.complex, 1.0)?)
}

/// `eye(n)`, `eye(m, n)`, `eye([m n])`, with a class or `'like'`.
pub fn eye(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let request = args::size_args(args, "eye")?;
    let class = numeric_class(&request, "eye")?;
    if request.shape.ndims() > 2 {
        return Err(RuntimeError::new(
            "MATLAB:eye:NDArrayNotSupported",
            "N-dimensional arrays are not supported.",
        ));
    }
    let (rows, cols) = (request.shape.rows(), request.shape.cols());
    let mut identity = filled(Shape::matrix(rows, cols), Class::Double, false, 0.0)?;
    if let Value::Double(t) = &mut identity {
        let data = t.data_mut();
        for k in 0..rows.min(cols) {
            data[k * rows + k] = 1.0;
        }
    }
    let data = identity.to_f64_vec().unwrap_or_default();
    let shape = identity.shape();
    let value = from_f64(shape, class, data)?;
    one(if request.complex {
        complexify(value)
    } else {
        value
    })
}

/// A real double or single value as complex with zero imaginary part.
fn complexify(value: Value) -> Value {
    match value {
        Value::Double(t) => Value::ComplexDouble(t.map(|&x| Complex64::new(x, 0.0))),
        Value::Single(t) => Value::ComplexSingle(t.map(|&x| Complex32::new(x, 0.0))),
        other => other,
    }
}

/// Fills an array with draws from the session's random stream.
fn random(
    interp: &mut Interpreter,
    args: &[Value],
    function: &str,
    normal: bool,
) -> Result<Outputs> {
    if let Some(legacy) = crate::builtins::math::random::legacy_seed(interp, args, function) {
        return legacy;
    }
    let request = args::size_args(args, function)?;
    let class = float_class(&request, function)?;
    let shape = request.shape;
    check_allocation(&shape, element_bytes(class, request.complex))?;
    let n = shape.numel();
    let state = &mut interp.random;
    let mut draw = |_| {
        if normal {
            state.next_normal()
        } else {
            state.next_f64()
        }
    };
    let value = match (class, request.complex) {
        (Class::Single, false) if !normal => Value::Single(Tensor::new(
            shape,
            (0..n).map(|_| state.next_f32()).collect(),
        )),
        (Class::Single, false) => {
            Value::Single(Tensor::new(shape, (0..n).map(|i| draw(i) as f32).collect()))
        }
        (Class::Single, true) => Value::ComplexSingle(Tensor::new(
            shape,
            (0..n)
                .map(|i| Complex32::new(draw(i) as f32, draw(i) as f32))
                .collect(),
        )),
        (_, true) => Value::ComplexDouble(Tensor::new(
            shape,
            (0..n).map(|i| Complex64::new(draw(i), draw(i))).collect(),
        )),
        _ => Value::Double(Tensor::new(shape, (0..n).map(draw).collect())),
    };
    one(value)
}

/// Uniform numbers in (0, 1) from the Mersenne Twister (MATLAB's sequence).
pub fn rand(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    random(interp, args, "rand", false)
}

/// Standard normal numbers (polar method on the same stream).
pub fn randn(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    random(interp, args, "randn", true)
}

pub fn nan(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    constant(args, "NaN", f64::NAN)
}

pub fn inf(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    constant(args, "Inf", f64::INFINITY)
}

pub fn pi(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    constant(args, "pi", std::f64::consts::PI)
}

fn logical_constant(args: &[Value], function: &str, value: bool) -> Result<Outputs> {
    let request = args::size_args(args, function)?;
    if request.class.is_some_and(|c| c != Class::Logical) || request.complex {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:invalidLikeType"),
            "The prototype must be logical.",
        ));
    }
    check_allocation(&request.shape, 1)?;
    one(Value::Logical(Tensor::filled(request.shape, value)))
}

pub fn true_(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    logical_constant(args, "true", true)
}

pub fn false_(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    logical_constant(args, "false", false)
}

/// Distance from |x| to the next larger double; `eps(0)` is the smallest
/// subnormal, `eps(Inf)` and `eps(NaN)` are NaN.
fn spacing_f64(x: f64) -> f64 {
    let x = x.abs();
    if !x.is_finite() {
        f64::NAN
    } else if x == f64::MAX {
        2f64.powi(971)
    } else {
        f64::from_bits(x.to_bits() + 1) - x
    }
}

fn spacing_f32(x: f32) -> f32 {
    let x = x.abs();
    if !x.is_finite() {
        f32::NAN
    } else if x == f32::MAX {
        2f32.powi(104)
    } else {
        f32::from_bits(x.to_bits() + 1) - x
    }
}

/// `eps`, `eps('double')`, `eps('single')`, `eps(x)` element-wise.
pub fn eps(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let Some(arg) = args.first() else {
        return one(Value::scalar(f64::EPSILON));
    };
    if let Some(name) = arg.as_text() {
        return match name.as_str() {
            "double" => one(Value::scalar(f64::EPSILON)),
            "single" => one(Value::Single(Tensor::scalar(f32::EPSILON))),
            _ => Err(RuntimeError::new(
                "MATLAB:eps:invalidClassName",
                "Class must be 'single' or 'double'.",
            )),
        };
    }
    match arg {
        Value::Double(t) => one(Value::Double(t.map(|&x| spacing_f64(x)))),
        Value::Single(t) => one(Value::Single(t.map(|&x| spacing_f32(x)))),
        Value::ComplexDouble(t) => one(Value::Double(t.map(|z| spacing_f64(z.norm())))),
        Value::ComplexSingle(t) => one(Value::Single(t.map(|z| spacing_f32(z.norm())))),
        _ => Err(RuntimeError::new(
            "MATLAB:eps:invalidClassName",
            "Class must be 'single' or 'double'.",
        )),
    }
}

/// Tiling: output dimension k is `dims[k] * reps[k]`.
struct Tiling(Vec<usize>);

impl Rearrange for Tiling {
    fn apply<T: Clone>(&self, tensor: &Tensor<T>) -> Tensor<T> {
        let shape = tensor.shape();
        let rank = self.0.len().max(shape.ndims());
        let strides = shape.strides();
        // Read as [d0, r0, d1, r1, ...]: a repeat step moves by 0.
        let mut gather_dims = Vec::with_capacity(2 * rank);
        let mut gather_strides = Vec::with_capacity(2 * rank);
        let mut out_dims = Vec::with_capacity(rank);
        for d in 0..rank {
            let reps = self.0.get(d).copied().unwrap_or(1);
            gather_dims.extend([shape.dim(d), reps]);
            gather_strides.extend([strides.get(d).copied().unwrap_or(0), 0]);
            out_dims.push(shape.dim(d) * reps);
        }
        Tensor::new(
            Shape::new(&out_dims),
            gather(tensor.data(), &gather_dims, &gather_strides),
        )
    }
}

/// A repetition count: an integer, negative meaning 0.
fn repetitions(value: &Value) -> Result<Vec<usize>> {
    let invalid = || {
        RuntimeError::new(
            "MATLAB:repmat:invalidReplications",
            "Replication factors must be a row vector of integers or integer scalars.",
        )
    };
    let values = value.to_f64_vec().ok_or_else(invalid)?;
    values
        .into_iter()
        .map(|x| {
            if x.is_nan() || x.fract() != 0.0 || x.is_infinite() {
                Err(invalid())
            } else {
                Ok(x.max(0.0).min(usize::MAX as f64) as usize)
            }
        })
        .collect()
}

/// `repmat(A, n)`, `repmat(A, m, n, ...)`, `repmat(A, [m n ...])`.
pub fn repmat(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    let mut reps = Vec::new();
    for arg in &args[1..] {
        let counts = repetitions(arg)?;
        if args.len() > 2 && counts.len() != 1 {
            return Err(RuntimeError::new(
                "MATLAB:repmat:invalidReplications",
                "Replication factors must be a row vector of integers or integer scalars.",
            ));
        }
        reps.extend(counts);
    }
    if reps.len() == 1 {
        reps.push(reps[0]);
    }
    let shape = value.shape();
    let rank = reps.len().max(shape.ndims());
    let out_dims = (0..rank)
        .map(|d| shape.dim(d).checked_mul(reps.get(d).copied().unwrap_or(1)))
        .collect::<Option<Vec<usize>>>();
    let out_shape = out_dims.map(|d| Shape::new(&d));
    match &out_shape {
        Some(s) => check_allocation(s, element_bytes(value.class(), value.is_complex()))?,
        None => check_allocation(&Shape::new(&[usize::MAX, 2]), 1)?,
    }
    one(rearrange(value, &Tiling(reps))?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(f: crate::builtins::BuiltinFn, args: &[Value]) -> Result<Value> {
        f(&mut Interpreter::new(), args, 1).map(|mut o| o.remove(0))
    }

    fn n(x: f64) -> Value {
        Value::scalar(x)
    }

    #[test]
    fn size_argument_forms() {
        assert_eq!(call(zeros, &[]).unwrap(), n(0.0));
        assert_eq!(call(zeros, &[n(3.0)]).unwrap().shape().dims(), &[3, 3]);
        assert_eq!(
            call(ones, &[n(2.0), n(3.0), n(4.0)])
                .unwrap()
                .shape()
                .dims(),
            &[2, 3, 4]
        );
        let v = call(ones, &[Value::row(vec![2.0, 3.0, 1.0])]).unwrap();
        assert_eq!(v.shape().dims(), &[2, 3]);
        assert_eq!(
            call(zeros, &[n(-2.0), n(3.0)]).unwrap().shape().dims(),
            &[0, 3]
        );
        let typed = call(ones, &[n(2.0), n(3.0), Value::char_row("int8")]).unwrap();
        assert_eq!(typed, Value::Int8(Tensor::filled(Shape::matrix(2, 3), 1)));
        let single = call(zeros, &[n(2.0), Value::char_row("single")]).unwrap();
        assert_eq!(single.class(), Class::Single);
        let like = call(
            zeros,
            &[
                n(1.0),
                n(2.0),
                Value::char_row("like"),
                Value::UInt16(Tensor::scalar(3)),
            ],
        );
        assert_eq!(like.unwrap().class(), Class::UInt16);
        let logical = call(ones, &[n(2.0), Value::char_row("logical")]).unwrap();
        assert_eq!(
            logical,
            Value::Logical(Tensor::filled(Shape::matrix(2, 2), true))
        );
    }

    #[test]
    fn size_argument_errors() {
        let error = call(zeros, &[n(1.5)]).unwrap_err();
        assert_eq!(error.message, "Size inputs must be integers.");
        assert!(call(zeros, &[n(f64::NAN)]).is_err());
        assert!(call(zeros, &[n(2.0), Value::char_row("int9")]).is_err());
        assert!(call(zeros, &[n(2.0), Value::row(vec![1.0, 2.0])]).is_err());
        let error = call(zeros, &[n(1e6), n(1e6)]).unwrap_err();
        assert_eq!(error.identifier, "MATLAB:array:SizeLimitExceeded");
        assert!(error
            .message
            .starts_with("Requested 1000000x1000000 (7450.6GB) array exceeds"));
        assert!(call(ones, &[n(f64::INFINITY)]).is_err());
        assert!(call(ones, &[n(1e10), n(1e10), n(1e10)]).is_err());
        assert!(call(nan, &[n(2.0), Value::char_row("int8")]).is_err());
    }

    #[test]
    fn eye_and_constants() {
        let i = call(eye, &[n(2.0), n(3.0)]).unwrap();
        assert_eq!(i.to_f64_vec().unwrap(), vec![1.0, 0.0, 0.0, 1.0, 0.0, 0.0]);
        let i8 = call(eye, &[n(2.0), Value::char_row("int8")]).unwrap();
        assert_eq!(i8.class(), Class::Int8);
        assert!(call(eye, &[Value::row(vec![2.0, 2.0, 2.0])]).is_err());
        let p = call(pi, &[n(1.0), n(2.0), Value::char_row("single")]).unwrap();
        assert_eq!(
            p,
            Value::Single(Tensor::filled(Shape::row(2), std::f32::consts::PI))
        );
        assert!(call(nan, &[]).unwrap().as_f64().is_some_and(f64::is_nan));
        assert_eq!(
            call(inf, &[n(2.0)]).unwrap().to_f64_vec().unwrap(),
            vec![f64::INFINITY; 4]
        );
        assert_eq!(
            call(true_, &[n(1.0), n(2.0)]).unwrap(),
            Value::Logical(Tensor::row(vec![true, true]))
        );
        assert_eq!(call(false_, &[]).unwrap(), Value::bool(false));
        assert!(call(true_, &[n(2.0), Value::char_row("like"), n(1.0)]).is_err());
    }

    #[test]
    fn eps_spacing() {
        assert_eq!(call(eps, &[]).unwrap(), n(2f64.powi(-52)));
        assert_eq!(call(eps, &[n(1.0)]).unwrap(), n(2f64.powi(-52)));
        assert_eq!(call(eps, &[n(-1000.0)]).unwrap(), n(2f64.powi(-43)));
        assert_eq!(call(eps, &[n(0.0)]).unwrap(), n(f64::from_bits(1)));
        assert_eq!(call(eps, &[n(f64::MAX)]).unwrap(), n(2f64.powi(971)));
        assert!(call(eps, &[n(f64::INFINITY)])
            .unwrap()
            .as_f64()
            .is_some_and(f64::is_nan));
        assert_eq!(
            call(eps, &[Value::char_row("single")]).unwrap(),
            Value::Single(Tensor::scalar(2f32.powi(-23)))
        );
        assert!(call(eps, &[Value::Int8(Tensor::scalar(1))]).is_err());
    }

    #[test]
    fn rand_follows_matlab_default_stream() {
        let mut interp = Interpreter::new();
        let r = rand(&mut interp, &[n(3.0)], 1).unwrap().remove(0);
        let expected = [
            0.8147, 0.9058, 0.1270, 0.9134, 0.6324, 0.0975, 0.2785, 0.5469, 0.9575,
        ];
        let got = r.to_f64_vec().unwrap();
        for (g, e) in got.iter().zip(expected) {
            assert!((g - e).abs() < 5e-5, "{got:?}");
        }
        let s = rand(&mut interp, &[n(2.0), Value::char_row("single")], 1)
            .unwrap()
            .remove(0);
        assert_eq!(s.class(), Class::Single);
        let normal = randn(&mut interp, &[n(100.0), n(100.0)], 1)
            .unwrap()
            .remove(0);
        let values = normal.to_f64_vec().unwrap();
        let mean = values.iter().sum::<f64>() / values.len() as f64;
        assert!(mean.abs() < 0.05);
        assert!(rand(&mut interp, &[n(2.0), Value::char_row("int8")], 1).is_err());
    }

    #[test]
    fn repmat_classes_and_dims() {
        let a = Value::matrix(Shape::matrix(2, 1), vec![1.0, 2.0]);
        let r = call(repmat, &[a.clone(), n(2.0), n(3.0)]).unwrap();
        assert_eq!(r.shape().dims(), &[4, 3]);
        assert_eq!(r.to_f64_vec().unwrap()[..4], [1.0, 2.0, 1.0, 2.0]);
        let r = call(repmat, &[a.clone(), Value::row(vec![1.0, 2.0, 2.0])]).unwrap();
        assert_eq!(r.shape().dims(), &[2, 2, 2]);
        assert_eq!(
            call(repmat, &[a.clone(), n(2.0)]).unwrap().shape().dims(),
            &[4, 2]
        );
        assert_eq!(
            call(repmat, &[a.clone(), n(-1.0), n(2.0)])
                .unwrap()
                .shape()
                .dims(),
            &[0, 2]
        );
        let text = call(repmat, &[Value::char_row("ab"), n(1.0), n(2.0)]).unwrap();
        assert_eq!(text.as_text().as_deref(), Some("abab"));
        let cells = Value::Cell(std::sync::Arc::new(Tensor::scalar(Value::empty())));
        assert_eq!(
            call(repmat, &[cells, n(2.0), n(2.0)])
                .unwrap()
                .shape()
                .dims(),
            &[2, 2]
        );
        assert!(call(repmat, &[a.clone(), n(1.5)]).is_err());
        assert!(call(repmat, &[a, n(1e9), n(1e9)]).is_err());
    }
}

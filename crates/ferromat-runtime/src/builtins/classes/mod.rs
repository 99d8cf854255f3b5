//! Class builtins: the class constructors (`double`, `int8`, `char`, ...,
//! `cast`), class queries (`class`, `isa`, `isnumeric`, `isreal`, ...) and
//! the limits of numeric classes (`intmax`, `realmax`, `flintmax`, ...).
//! The conversion rules themselves live in `ops::convert`.

pub mod bytes;

use crate::builtins::args::text;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops;
use crate::ops::convert::char_matrix;
use crate::value::{Class, Tensor, Value};

fn first(args: &[Value]) -> Result<&Value> {
    args.first().ok_or_else(RuntimeError::not_enough_inputs)
}

fn convert_to(class: Class, args: &[Value]) -> Result<Outputs> {
    let value = first(args)?;
    one(ops::convert(value, class).map_err(|e| e.in_function(class.name()))?)
}

pub fn double(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    convert_to(Class::Double, args)
}

pub fn single(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    convert_to(Class::Single, args)
}

pub fn int8(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    convert_to(Class::Int8, args)
}

pub fn int16(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    convert_to(Class::Int16, args)
}

pub fn int32(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    convert_to(Class::Int32, args)
}

pub fn int64(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    convert_to(Class::Int64, args)
}

pub fn uint8(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    convert_to(Class::UInt8, args)
}

pub fn uint16(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    convert_to(Class::UInt16, args)
}

pub fn uint32(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    convert_to(Class::UInt32, args)
}

pub fn uint64(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    convert_to(Class::UInt64, args)
}

pub fn logical(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    convert_to(Class::Logical, args)
}

/// `char(x)`, or `char(a, b, ...)`: every argument's rows stacked and
/// padded with spaces.
pub fn char(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    match args {
        [] => one(Value::Char(Tensor::empty())),
        [value] => convert_to(Class::Char, std::slice::from_ref(value)),
        many => {
            let mut rows: Vec<Vec<u16>> = Vec::new();
            for value in many {
                let chars = ops::convert(value, Class::Char).map_err(|e| e.in_function("char"))?;
                let Value::Char(t) = chars else {
                    continue;
                };
                let (r, c) = (t.shape().rows(), t.numel() / t.shape().rows().max(1));
                if r == 0 {
                    // An empty argument still contributes one blank row.
                    rows.push(Vec::new());
                }
                for i in 0..r {
                    rows.push((0..c).filter_map(|j| t.get(i + j * r).copied()).collect());
                }
            }
            one(char_matrix(&rows))
        }
    }
}

/// `cast(x, 'class')`, `cast(x, 'like', p)` (the class of `p`).
pub fn cast(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let mut complex_like = false;
    let (value, name) = match args {
        [value, like, prototype] if text(like, "cast")?.eq_ignore_ascii_case("like") => {
            // A complex prototype makes the result complex too.
            complex_like = prototype.is_complex();
            (value, prototype.class().name().to_string())
        }
        [_, _, _] => return Err(RuntimeError::too_many_inputs().in_function("cast")),
        [value, name] => (value, text(name, "cast")?),
        _ => return Err(RuntimeError::not_enough_inputs()),
    };
    let class = Class::from_name(&name)
        .filter(|c| c.is_numeric() || matches!(c, Class::Logical | Class::Char))
        .ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:cast:UnsupportedClass",
                format!("Unsupported data type '{name}'."),
            )
            .in_function("cast")
        })?;
    let converted = ops::convert(value, class).map_err(|e| e.in_function("cast"))?;
    if complex_like && !converted.is_complex() && matches!(class, Class::Double | Class::Single) {
        return crate::builtins::math::elementwise::complex(interp, &[converted], 1);
    }
    one(converted)
}

pub fn class(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(Value::char_row(first(args)?.class().name()))
}

/// `isa(x, name)` with class names and the categories `numeric`, `float`
/// and `integer`.
pub fn isa(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let [value, name] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let name = text(name, "isa")?;
    let class = value.class();
    let result = match name.as_str() {
        "numeric" => class.is_numeric(),
        "float" => class.is_float(),
        "integer" => class.is_integer(),
        other => class.name() == other || crate::builtins::objects::is_a(value, other),
    };
    one(Value::bool(result))
}

fn class_test(args: &[Value], test: impl Fn(&Value) -> bool) -> Result<Outputs> {
    one(Value::bool(test(first(args)?)))
}

pub fn isnumeric(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    class_test(args, |v| v.class().is_numeric())
}

pub fn islogical(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    class_test(args, |v| v.class() == Class::Logical)
}

pub fn ischar(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    class_test(args, |v| v.class() == Class::Char)
}

pub fn isstring(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    class_test(args, |v| v.class() == Class::String)
}

/// `isStringScalar(A)`: a 1x1 string (a missing string included).
pub fn is_string_scalar(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    class_test(args, |v| matches!(v, Value::String(t) if t.is_scalar()))
}

pub fn iscell(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    class_test(args, |v| v.class() == Class::Cell)
}

pub fn isstruct(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    class_test(args, |v| v.class() == Class::Struct)
}

pub fn isfloat(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    class_test(args, |v| v.class().is_float())
}

pub fn isinteger(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    class_test(args, |v| v.class().is_integer())
}

/// `isreal(x)`: false for complex storage (even with zero imaginary parts)
/// and for containers (cell, struct, function handle).
pub fn isreal(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    class_test(args, |v| {
        !v.is_complex()
            && !matches!(
                v,
                Value::Cell(_) | Value::Struct(_) | Value::FunctionHandle(_)
            )
    })
}

/// The class named by an optional class-name argument (or the class of a
/// value given instead), defaulting to `default`.
fn class_argument(args: &[Value], function: &str, default: Class) -> Result<Class> {
    let Some(arg) = args.first() else {
        return Ok(default);
    };
    match arg.as_text() {
        Some(name) => Class::from_name(&name).ok_or_else(|| {
            RuntimeError::new(
                format!("MATLAB:{function}:invalidClassName"),
                format!("Invalid class name '{name}'."),
            )
            .in_function(function)
        }),
        None => Ok(arg.class()),
    }
}

fn integer_limit(args: &[Value], function: &str, max: bool) -> Result<Outputs> {
    let class = class_argument(args, function, Class::Int32)?;
    if !class.is_integer() {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:invalidClassName"),
            format!("Invalid class name '{}'.", class.name()),
        )
        .in_function(function));
    }
    // Converting +-Inf saturates to exactly the class's limit.
    let extreme = if max {
        f64::INFINITY
    } else {
        f64::NEG_INFINITY
    };
    one(ops::convert(&Value::scalar(extreme), class)?)
}

pub fn intmax(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    integer_limit(args, "intmax", true)
}

pub fn intmin(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    integer_limit(args, "intmin", false)
}

fn float_limit(args: &[Value], function: &str, double: f64, single: f32) -> Result<Outputs> {
    match class_argument(args, function, Class::Double)? {
        Class::Double => one(Value::scalar(double)),
        Class::Single => one(Value::Single(Tensor::scalar(single))),
        other => Err(RuntimeError::new(
            format!("MATLAB:{function}:invalidClassName"),
            format!("Invalid class name '{}'.", other.name()),
        )
        .in_function(function)),
    }
}

pub fn realmax(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    float_limit(args, "realmax", f64::MAX, f32::MAX)
}

pub fn realmin(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    float_limit(args, "realmin", f64::MIN_POSITIVE, f32::MIN_POSITIVE)
}

pub fn flintmax(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    float_limit(args, "flintmax", 9_007_199_254_740_992.0, 16_777_216.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtins::lookup;

    fn call(name: &str, args: &[Value]) -> Result<Value> {
        assert!(lookup(name).is_some(), "{name} is registered");
        let mut interp = Interpreter::new();
        let mut out = interp.call_function(&Value::char_row(name), args, 1)?;
        Ok(out.remove(0))
    }

    #[test]
    fn constructors_convert() {
        assert_eq!(
            call("int8", &[Value::scalar(200.0)]).unwrap(),
            Value::Int8(Tensor::scalar(127))
        );
        assert_eq!(
            call("uint16", &[Value::scalar(-2.5)]).unwrap(),
            Value::UInt16(Tensor::scalar(0))
        );
        assert_eq!(
            call("double", &[Value::char_row("A")]).unwrap(),
            Value::scalar(65.0)
        );
        assert_eq!(
            call("logical", &[Value::row(vec![0.0, 2.0])]).unwrap(),
            Value::Logical(Tensor::row(vec![false, true]))
        );
        let err = call("logical", &[Value::scalar(f64::NAN)]).unwrap_err();
        assert_eq!(err.message, "NaN's cannot be converted to logicals.");
        assert_eq!(err.function.as_deref(), Some("logical"));
        assert_eq!(
            call("cast", &[Value::scalar(3.7), Value::char_row("int16")]).unwrap(),
            Value::Int16(Tensor::scalar(4))
        );
        assert_eq!(
            call("single", &[Value::scalar(0.5)]).unwrap(),
            Value::Single(Tensor::scalar(0.5))
        );
    }

    #[test]
    fn char_pads_rows() {
        let m = call("char", &[Value::char_row("a"), Value::char_row("bcd")]).unwrap();
        assert_eq!(m.shape().dims(), &[2, 3]);
        assert_eq!(
            call("char", &[Value::row(vec![104.0, 105.0])]).unwrap(),
            Value::char_row("hi")
        );
        assert_eq!(
            call("char", &[Value::string("xy")]).unwrap(),
            Value::char_row("xy")
        );
        assert_eq!(call("char", &[]).unwrap().shape().dims(), &[0, 0]);
    }

    #[test]
    fn class_queries() {
        let i = Value::Int8(Tensor::scalar(1));
        assert_eq!(
            call("class", std::slice::from_ref(&i)).unwrap(),
            Value::char_row("int8")
        );
        assert_eq!(
            call("isa", &[i.clone(), Value::char_row("integer")]).unwrap(),
            Value::bool(true)
        );
        assert_eq!(
            call("isa", &[i.clone(), Value::char_row("float")]).unwrap(),
            Value::bool(false)
        );
        assert_eq!(
            call("isa", &[Value::scalar(1.0), Value::char_row("numeric")]).unwrap(),
            Value::bool(true)
        );
        assert_eq!(
            call("isa", &[Value::bool(true), Value::char_row("numeric")]).unwrap(),
            Value::bool(false)
        );
        assert_eq!(
            call("isnumeric", std::slice::from_ref(&i)).unwrap(),
            Value::bool(true)
        );
        assert_eq!(
            call("isinteger", &[Value::scalar(1.0)]).unwrap(),
            Value::bool(false)
        );
        assert_eq!(
            call("isfloat", &[Value::scalar(1.0)]).unwrap(),
            Value::bool(true)
        );
        assert_eq!(
            call("ischar", &[Value::char_row("a")]).unwrap(),
            Value::bool(true)
        );
        assert_eq!(
            call("isstring", &[Value::string("a")]).unwrap(),
            Value::bool(true)
        );
        assert_eq!(
            call("islogical", &[Value::bool(true)]).unwrap(),
            Value::bool(true)
        );
        let z = Value::ComplexDouble(Tensor::scalar(num_complex::Complex64::new(1.0, 0.0)));
        assert_eq!(call("isreal", &[z]).unwrap(), Value::bool(false));
        assert_eq!(
            call("isreal", &[Value::scalar(1.0)]).unwrap(),
            Value::bool(true)
        );
        let c = Value::Cell(std::sync::Arc::new(Tensor::empty()));
        assert_eq!(
            call("iscell", std::slice::from_ref(&c)).unwrap(),
            Value::bool(true)
        );
        assert_eq!(call("isreal", &[c]).unwrap(), Value::bool(false));
    }

    #[test]
    fn limits() {
        assert_eq!(
            call("intmax", &[]).unwrap(),
            Value::Int32(Tensor::scalar(i32::MAX))
        );
        assert_eq!(
            call("intmin", &[Value::char_row("int8")]).unwrap(),
            Value::Int8(Tensor::scalar(-128))
        );
        assert_eq!(
            call("intmax", &[Value::string("uint64")]).unwrap(),
            Value::UInt64(Tensor::scalar(u64::MAX))
        );
        assert!(call("intmax", &[Value::char_row("double")]).is_err());
        assert_eq!(call("realmax", &[]).unwrap(), Value::scalar(f64::MAX));
        assert_eq!(
            call("realmin", &[Value::char_row("single")]).unwrap(),
            Value::Single(Tensor::scalar(f32::MIN_POSITIVE))
        );
        assert_eq!(call("flintmax", &[]).unwrap(), Value::scalar(2f64.powi(53)));
        assert!(call("flintmax", &[Value::char_row("int8")]).is_err());
    }
}

//! The argument grammar of `max` and `min`: turns the raw argument list into
//! a typed [`Request`] (reduction or element-wise, dimensions, NaN flag,
//! comparison method, `'linear'`) or a MATLAB-style error. It looks at no
//! array elements and does no arithmetic.

use crate::error::{Result, RuntimeError};
use crate::value::{Class, Value};

/// Which extremum a call computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    Max,
    Min,
}

impl Which {
    pub fn name(self) -> &'static str {
        match self {
            Which::Max => "max",
            Which::Min => "min",
        }
    }

    pub(crate) fn upper(self) -> &'static str {
        match self {
            Which::Max => "MAX",
            Which::Min => "MIN",
        }
    }
}

pub(crate) use crate::builtins::args::{invalid_dim, parse_dims, Dims};

/// `'omitnan'` (MATLAB's default) or `'includenan'`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum NanFlag {
    #[default]
    Omit,
    Include,
}

/// `'ComparisonMethod'`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Comparison {
    /// `abs` then angle for complex input, numeric order for real input.
    #[default]
    Auto,
    Abs,
    Real,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pub nan: NanFlag,
    pub comparison: Comparison,
    /// `'linear'`: indices are linear indices into the input.
    pub linear: bool,
}

/// A parsed call.
#[derive(Debug)]
pub enum Request<'a> {
    /// `max(A)`, `max(A, [], dim)`, `max(A, [], vecdim)`, `max(A, [], 'all')`.
    Reduce {
        input: &'a Value,
        dims: Dims,
        options: Options,
    },
    /// `max(A, B)`, `max(A, B, nanflag)`.
    Elementwise {
        left: &'a Value,
        right: &'a Value,
        options: Options,
    },
}

/// Parses the arguments of `max`/`min`.
pub fn parse<'a>(which: Which, args: &'a [Value]) -> Result<Request<'a>> {
    let Some(input) = args.first() else {
        return Err(RuntimeError::not_enough_inputs());
    };
    check_data_type(input, "First")?;
    let Some(second) = args.get(1) else {
        return Ok(Request::Reduce {
            input,
            dims: Dims::Default,
            options: Options::default(),
        });
    };
    let reduction = args.len() > 2 && is_empty_placeholder(second);
    if !reduction {
        check_data_type(second, "Second")?;
        if args.len() > 2 && !is_text(&args[2]) {
            return Err(RuntimeError::new(
                format!("MATLAB:{}:dimNotSupported", which.name()),
                format!(
                    "{} with two matrices to compare and a working dimension is not supported.",
                    which.upper()
                ),
            ));
        }
        let (dims, options) = parse_options(which, &args[2..], false)?;
        debug_assert!(dims.is_none());
        if options.linear {
            return Err(RuntimeError::new(
                format!("MATLAB:{}:linearNotSupported", which.name()),
                format!(
                    "'linear' is supported only with the reduction form {}(A, [], ...).",
                    which.upper()
                ),
            ));
        }
        return Ok(Request::Elementwise {
            left: input,
            right: second,
            options,
        });
    }
    let (dims, options) = parse_options(which, &args[2..], true)?;
    Ok(Request::Reduce {
        input,
        dims: dims.unwrap_or(Dims::Default),
        options,
    })
}

/// Parses everything after `A, []` (or after `A, B`): an optional dimension
/// first (reductions only), then flags in any order, each at most once.
fn parse_options(which: Which, rest: &[Value], reduction: bool) -> Result<(Option<Dims>, Options)> {
    let mut dims: Option<Dims> = None;
    let mut options = Options::default();
    let mut nan_seen = false;
    let mut seen: Vec<&'static str> = Vec::new();
    let mut once = |name: &'static str| -> Result<()> {
        if seen.contains(&name) {
            return Err(repeated_option());
        }
        seen.push(name);
        Ok(())
    };
    let mut k = 0;
    while k < rest.len() {
        let arg = &rest[k];
        k += 1;
        let Some(flag) = text_of(arg) else {
            if reduction && k == 1 {
                dims = Some(parse_dims(arg)?);
                continue;
            }
            return Err(invalid_dim());
        };
        match flag.to_ascii_lowercase().as_str() {
            "omitnan" | "omitmissing" | "includenan" | "includemissing" => {
                if nan_seen {
                    return Err(repeated_option());
                }
                nan_seen = true;
                options.nan = if flag.to_ascii_lowercase().starts_with("omit") {
                    NanFlag::Omit
                } else {
                    NanFlag::Include
                };
            }
            "linear" => {
                once("linear")?;
                options.linear = true;
            }
            "all" if reduction => {
                once("all")?;
                if dims.is_some() {
                    return Err(RuntimeError::new(
                        format!("MATLAB:{}:allWithDim", which.name()),
                        "'all' cannot be combined with a dimension argument.",
                    ));
                }
                dims = Some(Dims::All);
            }
            "comparisonmethod" => {
                once("comparisonmethod")?;
                let method = rest.get(k).and_then(text_of).map(|m| m.to_ascii_lowercase());
                k += 1;
                options.comparison = match method.as_deref() {
                    Some("auto") => Comparison::Auto,
                    Some("abs") => Comparison::Abs,
                    Some("real") => Comparison::Real,
                    _ => {
                        return Err(RuntimeError::new(
                            format!("MATLAB:{}:invalidComparisonMethod", which.name()),
                            "'ComparisonMethod' must be followed by 'auto', 'abs', or 'real'.",
                        ))
                    }
                };
            }
            _ => {
                return Err(RuntimeError::new(
                    format!("MATLAB:{}:unknownOption", which.name()),
                    format!(
                        "Invalid option '{flag}'. Option must be 'all', 'linear', 'omitnan', 'includenan', 'omitmissing', 'includemissing', or 'ComparisonMethod'."
                    ),
                ))
            }
        }
    }
    Ok((dims, options))
}

pub(crate) fn check_data_type(value: &Value, position: &str) -> Result<()> {
    let class = value.class();
    if class.is_numeric() || matches!(class, Class::Logical | Class::Char) {
        Ok(())
    } else {
        Err(RuntimeError::new(
            "MATLAB:minmax:invalidDataType",
            format!("Invalid data type. {position} argument must be numeric or logical."),
        ))
    }
}

/// The `[]` of `max(A, [], ...)`: a 0x0 double.
pub(crate) fn is_empty_placeholder(value: &Value) -> bool {
    matches!(value, Value::Double(t) if t.shape().dims() == [0, 0])
}

fn is_text(value: &Value) -> bool {
    matches!(value, Value::Char(_) | Value::String(_))
}

pub(crate) fn text_of(value: &Value) -> Option<String> {
    if is_text(value) {
        value.as_text()
    } else {
        None
    }
}

pub(crate) fn repeated_option() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:minmax:repeatedOption",
        "Each option may be specified only once, and 'omitnan' and 'includenan' cannot be combined.",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chars(s: &str) -> Value {
        Value::char_row(s)
    }

    fn reduce_dims(args: &[Value]) -> Result<(Dims, Options)> {
        match parse(Which::Max, args)? {
            Request::Reduce { dims, options, .. } => Ok((dims, options)),
            Request::Elementwise { .. } => panic!("expected a reduction"),
        }
    }

    #[test]
    fn reduction_forms() {
        let a = Value::row(vec![1.0, 2.0]);
        let e = Value::empty();
        assert_eq!(
            reduce_dims(std::slice::from_ref(&a)).unwrap().0,
            Dims::Default
        );
        assert_eq!(
            reduce_dims(&[a.clone(), e.clone(), Value::scalar(2.0)])
                .unwrap()
                .0,
            Dims::One(1)
        );
        assert_eq!(
            reduce_dims(&[a.clone(), e.clone(), Value::row(vec![3.0, 1.0])])
                .unwrap()
                .0,
            Dims::Many(vec![0, 2])
        );
        let (dims, options) = reduce_dims(&[
            a.clone(),
            e.clone(),
            Value::string("ALL"),
            chars("includeNaN"),
            chars("Linear"),
        ])
        .unwrap();
        assert_eq!(dims, Dims::All);
        assert_eq!(options.nan, NanFlag::Include);
        assert!(options.linear);
        let (_, options) = reduce_dims(&[a, e, chars("ComparisonMethod"), chars("abs")]).unwrap();
        assert_eq!(options.comparison, Comparison::Abs);
    }

    #[test]
    fn errors_have_matlab_texts() {
        let a = Value::row(vec![1.0, 2.0]);
        let e = Value::empty();
        let message = |args: &[Value]| parse(Which::Max, args).unwrap_err().message.clone();
        for bad in [0.0, -1.0, 1.5, f64::NAN] {
            assert!(message(&[a.clone(), e.clone(), Value::scalar(bad)])
                .starts_with("Dimension argument"));
        }
        assert!(message(&[a.clone(), e.clone(), Value::row(vec![1.0, 1.0])])
            .starts_with("Dimension argument"));
        assert_eq!(
            message(&[a.clone(), a.clone(), Value::scalar(2.0)]),
            "MAX with two matrices to compare and a working dimension is not supported."
        );
        assert!(message(&[a.clone(), e.clone(), chars("foo")]).starts_with("Invalid option 'foo'."));
        assert!(
            message(&[a.clone(), e.clone(), chars("omitnan"), chars("includenan")])
                .starts_with("Each option")
        );
        assert!(
            message(&[a.clone(), e.clone(), Value::scalar(1.0), chars("all")])
                .starts_with("'all' cannot")
        );
        assert!(message(&[a.clone(), a.clone(), chars("linear")])
            .starts_with("'linear' is supported only"));
        assert!(message(&[a.clone(), e.clone(), chars("ComparisonMethod")])
            .starts_with("'ComparisonMethod' must"));
        let cell = Value::Cell(std::sync::Arc::new(crate::value::Tensor::scalar(
            Value::scalar(1.0),
        )));
        assert_eq!(
            message(std::slice::from_ref(&cell)),
            "Invalid data type. First argument must be numeric or logical."
        );
        assert_eq!(
            message(&[a, cell]),
            "Invalid data type. Second argument must be numeric or logical."
        );
    }

    #[test]
    fn elementwise_forms() {
        let a = Value::row(vec![1.0, 2.0]);
        match parse(Which::Min, &[a.clone(), a.clone(), chars("includenan")]).unwrap() {
            Request::Elementwise { options, .. } => assert_eq!(options.nan, NanFlag::Include),
            Request::Reduce { .. } => panic!("expected element-wise"),
        }
        // Two arguments with `[]` compare element-wise (implicit expansion).
        assert!(matches!(
            parse(Which::Max, &[a, Value::empty()]).unwrap(),
            Request::Elementwise { .. }
        ));
    }
}

//! The legacy text function names `cellfun` evaluates itself ('isempty',
//! 'length', 'size' with K, 'isclass' with a class name, ...), without
//! calling the interpreter. It must not handle ordinary function calls.

use crate::error::{Result, RuntimeError};
use crate::value::{Class, Tensor, Value};

/// The legacy text function names `cellfun` evaluates itself.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum LegacyFunction {
    IsEmpty,
    IsLogical,
    IsNumeric,
    IsReal,
    Length,
    Ndims,
    ProdOfSize,
    Size(usize),
    IsClass(String),
}

/// The legacy function `name` names given the arguments after the cell
/// (`extra`); `None` when it is no legacy name or the arguments (such as
/// 'UniformOutput' options) call for an ordinary function call instead.
pub(super) fn legacy_function(name: &str, extra: &[Value]) -> Result<Option<LegacyFunction>> {
    let takes_argument = matches!(name, "size" | "isclass");
    if !takes_argument && !extra.is_empty() {
        return Ok(None);
    }
    let extra = match extra {
        [] => None,
        [value] => Some(value),
        _ => return Err(RuntimeError::too_many_inputs().in_function("cellfun")),
    };
    Ok(Some(match name {
        "isempty" => LegacyFunction::IsEmpty,
        "islogical" => LegacyFunction::IsLogical,
        "isnumeric" => LegacyFunction::IsNumeric,
        "isreal" => LegacyFunction::IsReal,
        "length" => LegacyFunction::Length,
        "ndims" => LegacyFunction::Ndims,
        "prodofsize" => LegacyFunction::ProdOfSize,
        "size" => {
            let k = extra
                .and_then(Value::as_f64)
                .filter(|k| k.fract() == 0.0 && *k >= 1.0)
                .ok_or_else(|| {
                    RuntimeError::new(
                        "MATLAB:cellfun:SizeNeedsDimension",
                        "cellfun('size', C, K) needs a positive integer dimension K.",
                    )
                    .in_function("cellfun")
                })?;
            LegacyFunction::Size(k as usize)
        }
        "isclass" => {
            let class = extra.and_then(Value::as_text).ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:cellfun:IsClassNeedsName",
                    "cellfun('isclass', C, CLASSNAME) needs a class name.",
                )
                .in_function("cellfun")
            })?;
            LegacyFunction::IsClass(class)
        }
        _ => return Ok(None),
    }))
}

pub(super) fn apply_legacy(function: &LegacyFunction, cells: &Tensor<Value>) -> Value {
    let flags = |test: &dyn Fn(&Value) -> bool| Value::Logical(cells.map(test));
    let numbers =
        |measure: &dyn Fn(&Value) -> usize| Value::Double(cells.map(|v| measure(v) as f64));
    match function {
        LegacyFunction::IsEmpty => flags(&Value::is_empty),
        LegacyFunction::IsLogical => flags(&|v| v.class() == Class::Logical),
        LegacyFunction::IsNumeric => flags(&|v| v.class().is_numeric()),
        LegacyFunction::IsReal => flags(&|v| {
            let class = v.class();
            !v.is_complex() && (class.is_numeric() || matches!(class, Class::Logical | Class::Char))
        }),
        LegacyFunction::Length => numbers(&|v| {
            let shape = v.shape();
            if shape.is_empty() {
                0
            } else {
                shape.dims().iter().copied().max().unwrap_or(0)
            }
        }),
        LegacyFunction::Ndims => numbers(&|v| v.shape().ndims()),
        LegacyFunction::ProdOfSize => numbers(&Value::numel),
        LegacyFunction::Size(k) => numbers(&|v| v.shape().dim(k - 1)),
        LegacyFunction::IsClass(name) => flags(&|v| v.class().name() == name),
    }
}

#[cfg(test)]
mod tests {
    use super::super::cellfun;
    use super::*;
    use crate::builtins::text::strings::tests::{call, chars};

    #[test]
    fn legacy_cellfun_names_need_no_interpreter_call() {
        let cells = Value::Cell(std::sync::Arc::new(Tensor::row(vec![
            Value::empty(),
            Value::row(vec![1.0, 2.0, 3.0]),
            chars("ab"),
            Value::bool(true),
        ])));
        let flags = |v: &[bool]| Value::Logical(Tensor::row(v.to_vec()));
        assert_eq!(
            call(cellfun, &[chars("isempty"), cells.clone()]).unwrap(),
            flags(&[true, false, false, false])
        );
        assert_eq!(
            call(cellfun, &[chars("length"), cells.clone()]).unwrap(),
            Value::row(vec![0.0, 3.0, 2.0, 1.0])
        );
        assert_eq!(
            call(cellfun, &[chars("islogical"), cells.clone()]).unwrap(),
            flags(&[false, false, false, true])
        );
        assert_eq!(
            call(cellfun, &[chars("prodofsize"), cells.clone()]).unwrap(),
            Value::row(vec![0.0, 3.0, 2.0, 1.0])
        );
        assert_eq!(
            call(cellfun, &[chars("size"), cells.clone(), Value::scalar(1.0)]).unwrap(),
            Value::row(vec![0.0, 1.0, 1.0, 1.0])
        );
        assert_eq!(
            call(cellfun, &[chars("isclass"), cells.clone(), chars("char")]).unwrap(),
            flags(&[false, false, true, false])
        );
        assert!(call(cellfun, &[chars("size"), cells.clone()]).is_err());
        assert_eq!(
            legacy_function("isempty", &[chars("UniformOutput"), Value::bool(false)]).unwrap(),
            None
        );
        assert_eq!(legacy_function("numel", &[]).unwrap(), None);
        assert_eq!(
            legacy_function("size", &[Value::scalar(2.0)]).unwrap(),
            Some(LegacyFunction::Size(2))
        );
    }
}

//! `max` and `min`: parse the call (`request.rs`), then run a reduction
//! (`reduce.rs`) or an element-wise comparison (`elementwise.rs`) on the
//! shared kernels. No loops over elements live here; these files convert
//! classes, pick the kernel and shape the outputs by `nargout`.

pub mod bounds;
pub mod cumulative;
mod elementwise;
mod reduce;
pub mod request;
pub mod topk;

use ferromat_kernels::{Comparison as KernelComparison, Extremum, KernelError, NanPolicy};

use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};
use request::{Comparison, NanFlag, Options, Request, Which};

/// `max(A)`, `max(A, [], dim)`, `max(A, B)`, `[M, I] = max(...)`.
pub fn max(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    run(Which::Max, args, nargout)
}

/// `min`: the mirror of `max`.
pub fn min(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    run(Which::Min, args, nargout)
}

/// `max` at real double scalars (the registry's scalar shortcut): the
/// kernel's scalar rule, exactly what the general path computes.
pub fn max_scalar(args: &[f64]) -> Option<f64> {
    scalar_extremum(Which::Max, args)
}

/// `min` at real double scalars.
pub fn min_scalar(args: &[f64]) -> Option<f64> {
    scalar_extremum(Which::Min, args)
}

fn scalar_extremum(which: Which, args: &[f64]) -> Option<f64> {
    match *args {
        [x] => Some(x),
        [x, y] => {
            let rule = kernel_rule(which, Options::default());
            Some(ferromat_kernels::pick(x, y, rule.comparison, rule.nan, rule.extremum).0)
        }
        _ => None,
    }
}

fn run(which: Which, args: &[Value], nargout: usize) -> Result<Outputs> {
    let want_index = nargout >= 2;
    // `m = max(m, k)` in a loop: two real double scalars need no argument
    // grammar, only the kernel's scalar rule (and no allocation).
    if let [Value::Double(a), Value::Double(b)] = args {
        if let (true, true, Some(&x), Some(&y)) =
            (a.is_scalar(), b.is_scalar(), a.first(), b.first())
        {
            let rule = kernel_rule(which, Options::default());
            let (value, origin) =
                ferromat_kernels::pick(x, y, rule.comparison, rule.nan, rule.extremum);
            let mut outputs = Outputs::new();
            outputs.push(Value::scalar(value));
            if want_index {
                outputs.push(elementwise::origin_value(origin));
            }
            return Ok(outputs);
        }
    }
    let (value, index) = match request::parse(which, args)? {
        Request::Reduce {
            input,
            dims,
            options,
        } => reduce::reduce(which, input, &dims, options, want_index)?,
        Request::Elementwise {
            left,
            right,
            options,
        } => elementwise::elementwise(which, left, right, options, want_index)?,
    };
    let mut outputs = Outputs::new();
    outputs.push(value);
    if let Some(index) = index {
        outputs.push(index);
    }
    Ok(outputs)
}

/// The kernels' view of the parsed options.
pub(crate) struct KernelRule {
    pub extremum: Extremum,
    pub comparison: KernelComparison,
    pub nan: NanPolicy,
}

pub(crate) fn kernel_rule(which: Which, options: Options) -> KernelRule {
    KernelRule {
        extremum: match which {
            Which::Max => Extremum::Max,
            Which::Min => Extremum::Min,
        },
        comparison: match options.comparison {
            Comparison::Auto => KernelComparison::Auto,
            Comparison::Abs => KernelComparison::Abs,
            Comparison::Real => KernelComparison::Real,
        },
        nan: match options.nan {
            NanFlag::Omit => NanPolicy::Omit,
            NanFlag::Include => NanPolicy::Include,
        },
    }
}

/// 0-based kernel indices as MATLAB's 1-based double indices.
pub(crate) fn one_based(indices: Tensor<usize>) -> Value {
    Value::Double(indices.map(|&i| (i + 1) as f64))
}

/// A kernel error the argument checks should have prevented, reported
/// rather than hidden.
pub(crate) fn kernel_error(which: Which, error: KernelError) -> RuntimeError {
    match error {
        KernelError::NotBroadcastable(_) => RuntimeError::incompatible_sizes(),
        other => RuntimeError::new(
            format!("ferromat:{}:kernel", which.name()),
            other.to_string(),
        ),
    }
}

/// A class the request parser should have refused.
pub(crate) fn unsupported_class(which: Which, value: &Value) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:minmax:invalidDataType",
        format!(
            "{} does not support values of class {}.",
            which.name(),
            value.class().name()
        ),
    )
}

//! Grids, sequences and index arithmetic: meshgrid ndgrid logspace colon
//! randi randperm sub2ind ind2sub nnz. Grids repeat their inputs through
//! the family gather (any class); sequences and random integers are
//! computed in double (randi may convert to an integer class).

use super::super::{args, one, Outputs};
use super::diagonal::nonzero_mask;
use super::gather::{for_each_subscript, gather_value};
use crate::builtins::arrays::construct::{from_f64, linspace};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops;
use crate::value::{Class, Shape, Value};
use ferromat_syntax::ast::BinOp;

/// Output k of a grid over `vectors`: an array of `dims` whose element at
/// subscripts s is `vectors[k](s[axes[k]])`.
fn grid_outputs(
    vectors: &[Value],
    axes: &[usize],
    dims: &[usize],
    nargout: usize,
) -> Result<Outputs> {
    args::check_allocation_dims(dims, 8)?;
    let shape = Shape::new(dims);
    let mut outputs = Outputs::new();
    for (k, vector) in vectors.iter().enumerate().take(nargout.max(1)) {
        let axis = axes[k];
        let mut sources = Vec::with_capacity(shape.numel());
        for_each_subscript(dims, |subs| sources.push(subs[axis]));
        outputs.push(gather_value(vector, shape.clone(), sources)?);
    }
    Ok(outputs)
}

fn grid_vector(value: &Value, function: &str) -> Result<Value> {
    let shape = value.shape();
    if !(shape.is_vector() || shape.is_empty() || shape.is_scalar()) {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:InputsMustBeVectors"),
            "Grid vectors must be vectors.",
        ));
    }
    Ok(value.clone())
}

/// `[X, Y] = meshgrid(x, y)`, `meshgrid(x)`, `[X, Y, Z] = meshgrid(x, y, z)`:
/// X varies along columns, Y along rows, Z along pages.
pub fn meshgrid(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let vectors: Vec<Value> = match args {
        [x] if nargout >= 3 => vec![x.clone(), x.clone(), x.clone()],
        [x] => vec![x.clone(), x.clone()],
        several => several.to_vec(),
    };
    let vectors = vectors
        .iter()
        .map(|v| grid_vector(v, "meshgrid"))
        .collect::<Result<Vec<_>>>()?;
    if nargout > vectors.len() {
        return Err(RuntimeError::too_many_outputs());
    }
    let mut dims = vec![vectors[1].numel(), vectors[0].numel()];
    let mut axes = vec![1, 0];
    if let Some(z) = vectors.get(2) {
        dims.push(z.numel());
        axes.push(2);
    }
    grid_outputs(&vectors, &axes, &dims, nargout)
}

/// `[X1, ..., Xn] = ndgrid(x1, ..., xn)`; `ndgrid(x)` uses x for every
/// output, and a single output of one vector is that vector as a column.
pub fn ndgrid(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let vectors: Vec<Value> = match args {
        [x] => vec![x.clone(); nargout.max(1)],
        several => several.to_vec(),
    };
    let vectors = vectors
        .iter()
        .map(|v| grid_vector(v, "ndgrid"))
        .collect::<Result<Vec<_>>>()?;
    if nargout > vectors.len() {
        return Err(RuntimeError::too_many_outputs());
    }
    let mut dims: Vec<usize> = vectors.iter().map(Value::numel).collect();
    if dims.len() == 1 {
        dims.push(1);
    }
    let axes: Vec<usize> = (0..vectors.len()).collect();
    grid_outputs(&vectors, &axes, &dims, nargout)
}

/// `logspace(a, b, n)`: n points from 10^a to 10^b (n = 50 by default);
/// when b is pi the points end at pi instead.
pub fn logspace(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let end = match args[1].as_f64() {
        Some(b) if b == std::f64::consts::PI => {
            ops::convert(&Value::scalar(b.log10()), args[1].class())?
        }
        _ => args[1].clone(),
    };
    let count = args.get(2).cloned().unwrap_or(Value::scalar(50.0));
    let exponents = linspace(interp, &[args[0].clone(), end, count], 1)?;
    let exponents = exponents.into_iter().next().unwrap_or_else(Value::empty);
    let ten = ops::convert(&Value::scalar(10.0), exponents.class())?;
    one(ops::binary(BinOp::Pow, &ten, &exponents)?)
}

/// `colon(j, k)` is `j:k`; `colon(j, i, k)` is `j:i:k`.
pub fn colon(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(match args {
        [j, k] => ops::range(j, None, k)?,
        [j, i, k] => ops::range(j, Some(i), k)?,
        _ => return Err(RuntimeError::not_enough_inputs()),
    })
}

/// `randi(imax, ...)`, `randi([imin imax], ..., classname)`: uniform random
/// integers from the session's stream (imin + floor(rand * range)).
pub fn randi(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let limits = args[0].to_f64_vec().unwrap_or_default();
    let bad_limits = || {
        RuntimeError::new(
            "MATLAB:randi:invalidLimits",
            "The first input must be a positive integer scalar or a two-element vector of integers with the first less than or equal to the second.",
        )
    };
    let (low, high) = match limits.as_slice() {
        [high] => (1.0, *high),
        [low, high] => (*low, *high),
        _ => return Err(bad_limits()),
    };
    if !(low.fract() == 0.0
        && high.fract() == 0.0
        && low <= high
        && low.is_finite()
        && high.is_finite())
        || (limits.len() == 1 && high < 1.0)
    {
        return Err(bad_limits());
    }
    let request = args::size_args(&args[1..], "randi")?;
    let class = match request.class {
        None => Class::Double,
        Some(c) if c.is_numeric() && c != Class::Int64 && c != Class::UInt64 => c,
        Some(_) => {
            return Err(RuntimeError::new(
                "MATLAB:randi:invalidOutputType",
                "The class must be one of 'double', 'single', 'int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32'.",
            ))
        }
    };
    args::check_allocation(&request.shape, 8)?;
    let range = high - low + 1.0;
    let n = request.shape.numel();
    let data = (0..n)
        .map(|_| low + (interp.random.next_f64() * range).floor())
        .collect();
    one(from_f64(request.shape, class, data)?)
}

/// `randperm(n)`, `randperm(n, k)`: a random permutation of 1:n, or k
/// distinct integers from it, as a row.
pub fn randperm(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let n = args::count(&args[0], "randperm")?;
    let k = match args.get(1) {
        Some(k) => args::count(k, "randperm")?,
        None => n,
    };
    if k > n {
        return Err(RuntimeError::new(
            "MATLAB:randperm:inputKTooLarge",
            "K must be less than or equal to N.",
        ));
    }
    args::check_allocation_dims(&[n], 8)?;
    let mut pool: Vec<f64> = (1..=n).map(|x| x as f64).collect();
    // Partial Fisher-Yates: position i takes a uniformly chosen remaining value.
    for i in 0..k {
        let pick = i + ((interp.random.next_f64() * (n - i) as f64) as usize).min(n - i - 1);
        pool.swap(i, pick);
    }
    pool.truncate(k);
    one(Value::row(pool))
}

/// A size vector of at least two positive... dimensions (sub2ind, ind2sub).
fn size_vector(value: &Value, function: &str) -> Result<Vec<usize>> {
    let bad = || {
        RuntimeError::new(
            format!("MATLAB:{function}:InvalidSize"),
            "Size vector must have at least two elements of nonnegative integers.",
        )
    };
    let dims: Vec<usize> = value
        .to_f64_vec()
        .ok_or_else(bad)?
        .into_iter()
        .map(|x| {
            if x >= 0.0 && x.fract() == 0.0 && x < 2f64.powi(53) {
                Ok(x as usize)
            } else {
                Err(bad())
            }
        })
        .collect::<Result<_>>()?;
    if dims.len() < 2 {
        return Err(bad());
    }
    Ok(dims)
}

/// `sub2ind(sz, I1, ..., In)`: linear indices of subscripts; a subscript
/// past the last dimension of `sz` must be 1, fewer subscripts fold the
/// trailing dimensions into the last.
pub fn sub2ind(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let mut dims = size_vector(&args[0], "sub2ind")?;
    let subscripts = &args[1..];
    if subscripts.is_empty() {
        return Err(RuntimeError::not_enough_inputs());
    }
    let count = subscripts.len();
    if count < dims.len() {
        let folded = checked_product(&dims[count - 1..])?;
        dims.truncate(count - 1);
        dims.push(folded);
    }
    dims.resize(count.max(dims.len()), 1);
    let shape = subscripts[0].shape();
    let mut linear = vec![0.0; shape.numel()];
    let mut stride = 1.0;
    for (d, sub) in subscripts.iter().enumerate() {
        if sub.shape() != shape {
            return Err(RuntimeError::new(
                "MATLAB:sub2ind:SubscriptVectorSize",
                "The subscripts must all be of the same size.",
            ));
        }
        let values = sub.to_f64_vec().ok_or_else(out_of_range_subscript)?;
        for (slot, &s) in linear.iter_mut().zip(&values) {
            if !(s >= 1.0 && s.fract() == 0.0 && s <= dims[d] as f64) {
                return Err(out_of_range_subscript());
            }
            *slot += (s - 1.0) * stride;
        }
        stride *= dims[d] as f64;
    }
    one(Value::matrix(
        shape,
        linear.into_iter().map(|x| x + 1.0).collect(),
    ))
}

/// The number of elements of an array of `dims`, refusing sizes that
/// overflow.
fn checked_product(dims: &[usize]) -> Result<usize> {
    dims.iter()
        .try_fold(1usize, |n, &d| n.checked_mul(d))
        .ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:pmaxsize",
                "Maximum variable size allowed by the program is exceeded.",
            )
        })
}

fn out_of_range_subscript() -> RuntimeError {
    RuntimeError::new("MATLAB:sub2ind:IndexOutOfRange", "Out of range subscript.")
}

/// `[I1, ..., In] = ind2sub(sz, ind)`: subscripts of linear indices; the
/// last output folds the remaining dimensions.
pub fn ind2sub(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let mut dims = size_vector(&args[0], "ind2sub")?;
    let outputs = nargout.max(1);
    if outputs < dims.len() {
        let folded = checked_product(&dims[outputs - 1..])?;
        dims.truncate(outputs - 1);
        dims.push(folded);
    }
    dims.resize(outputs, 1);
    let total = checked_product(&dims)?;
    let index = &args[1];
    let shape = index.shape();
    let bad = || {
        RuntimeError::new(
            "MATLAB:ind2sub:IndexOutOfRange",
            "Index out of range; index must be a positive integer less than or equal to the number of elements of the array.",
        )
    };
    let values = index.to_f64_vec().ok_or_else(bad)?;
    let mut columns = vec![Vec::with_capacity(values.len()); outputs];
    for &x in &values {
        if !(x >= 1.0 && x.fract() == 0.0 && x <= total as f64) {
            return Err(bad());
        }
        let mut rest = x as usize - 1;
        for (d, column) in columns.iter_mut().enumerate() {
            column.push((rest % dims[d].max(1) + 1) as f64);
            rest /= dims[d].max(1);
        }
    }
    Ok(columns
        .into_iter()
        .map(|c| Value::matrix(shape.clone(), c))
        .collect())
}

/// `nnz(X)`: the number of nonzero elements.
pub fn nnz(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let mask = nonzero_mask(&args[0], "nnz")?;
    one(Value::scalar(mask.iter().filter(|&&b| b).count() as f64))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_round_trip() {
        let mut interp = Interpreter::new();
        let size = Value::row(vec![2.0, 3.0, 4.0]);
        let linear = Value::row(vec![1.0, 7.0, 24.0]);
        let subs = ind2sub(&mut interp, &[size.clone(), linear.clone()], 3).unwrap();
        assert_eq!(subs[2], Value::row(vec![1.0, 2.0, 4.0]));
        let mut call = vec![size];
        call.extend(subs);
        let back = sub2ind(&mut interp, &call, 1).unwrap();
        assert_eq!(back[0], linear);
    }

    #[test]
    fn randperm_is_a_permutation() {
        let mut interp = Interpreter::new();
        let p = randperm(&mut interp, &[Value::scalar(20.0)], 1).unwrap();
        let mut values = p[0].to_f64_vec().unwrap();
        values.sort_by(f64::total_cmp);
        assert_eq!(values, (1..=20).map(f64::from).collect::<Vec<_>>());
    }

    #[test]
    fn meshgrid_shapes() {
        let mut interp = Interpreter::new();
        let out = meshgrid(
            &mut interp,
            &[Value::row(vec![1.0, 2.0, 3.0]), Value::row(vec![5.0, 6.0])],
            2,
        )
        .unwrap();
        assert_eq!(out[0].shape().dims(), &[2, 3]);
        assert_eq!(
            out[0].to_f64_vec().unwrap(),
            vec![1.0, 1.0, 2.0, 2.0, 3.0, 3.0]
        );
        assert_eq!(
            out[1].to_f64_vec().unwrap(),
            vec![5.0, 6.0, 5.0, 6.0, 5.0, 6.0]
        );
    }
}

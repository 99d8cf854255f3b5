//! Builtins that move elements without computing new ones: flip fliplr
//! flipud rot90 repelem shiftdim. Each computes source indices and hands
//! them to the family's one gather (`gather.rs`), so every class works.
//! Nothing here looks at element values.

use super::super::{args, one, Outputs};
use super::gather::{for_each_subscript, gather_value, linear};
use crate::builtins::arrays::shape::{rearrange, Permutation};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

/// The first dimension whose length is not 1 (0-based), 0 when none.
pub fn first_nonsingleton(shape: &Shape) -> usize {
    shape.dims().iter().position(|&d| d != 1).unwrap_or(0)
}

/// `value` reversed along 0-based `axis` (a no-op past the last dim).
fn flipped(value: &Value, axis: usize) -> Result<Value> {
    let shape = value.shape();
    let dims = shape.dims().to_vec();
    let length = shape.dim(axis);
    if length < 2 {
        return Ok(value.clone());
    }
    let mut sources = Vec::with_capacity(shape.numel());
    for_each_subscript(&dims, |subs| {
        let mut from = subs.to_vec();
        from[axis] = length - 1 - subs[axis];
        sources.push(linear(&dims, &from));
    });
    gather_value(value, shape, sources)
}

/// `flip(A)`, `flip(A, dim)`: reverse the order along the first
/// non-singleton dimension or along `dim`.
pub fn flip(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let axis = match args.get(1) {
        Some(dim) => args::parse_dim(dim)?,
        None => first_nonsingleton(&args[0].shape()),
    };
    one(flipped(&args[0], axis)?)
}

/// `fliplr(A)`: reverse the columns (dimension 2), for arrays of any size.
pub fn fliplr(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(flipped(&args[0], 1)?)
}

/// `flipud(A)`: reverse the rows (dimension 1).
pub fn flipud(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(flipped(&args[0], 0)?)
}

/// `rot90(A)`, `rot90(A, k)`: rotate counterclockwise by k*90 degrees in the
/// plane of the first two dimensions (every page of an N-d array alike).
pub fn rot90(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let k = match args.get(1) {
        None => 1,
        Some(k) => match k.as_f64() {
            Some(x) if x.is_finite() && x.fract() == 0.0 => x.rem_euclid(4.0) as usize,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:rot90:kNonInteger",
                    "k must be an integer.",
                ))
            }
        },
    };
    let value = &args[0];
    if k == 0 {
        return one(value.clone());
    }
    let shape = value.shape();
    let in_dims = shape.dims().to_vec();
    let (m, n) = (in_dims[0], in_dims[1]);
    let mut out_dims = in_dims.clone();
    if k % 2 == 1 {
        out_dims.swap(0, 1);
    }
    let mut sources = Vec::with_capacity(shape.numel());
    for_each_subscript(&out_dims, |subs| {
        let (i, j) = (subs[0], subs[1]);
        let (r, c) = match k {
            1 => (j, n - 1 - i),
            2 => (m - 1 - i, n - 1 - j),
            _ => (m - 1 - j, i),
        };
        let mut from = subs.to_vec();
        from[0] = r;
        from[1] = c;
        sources.push(linear(&in_dims, &from));
    });
    one(gather_value(value, Shape::new(&out_dims), sources)?)
}

/// Repeat counts for one dimension of length `length`: a scalar applies to
/// every index, a vector gives one count per index.
fn repeat_counts(value: &Value, length: usize) -> Result<Vec<usize>> {
    let bad = || {
        RuntimeError::new(
            "MATLAB:repelem:invalidReplications",
            "Replication factors must be a row vector of integers or integer scalars.",
        )
    };
    let counts: Vec<usize> = value
        .to_f64_vec()
        .ok_or_else(bad)?
        .into_iter()
        .map(|x| {
            if x.is_finite() && x >= 0.0 && x.fract() == 0.0 && x < 2f64.powi(53) {
                Ok(x as usize)
            } else {
                Err(bad())
            }
        })
        .collect::<Result<_>>()?;
    match counts.as_slice() {
        [one] => Ok(vec![*one; length]),
        many if many.len() == length => Ok(counts),
        _ => Err(RuntimeError::new(
            "MATLAB:repelem:mismatchedReplications",
            "Replication vector must have the same length as the corresponding dimension of the input.",
        )),
    }
}

/// `repelem(v, n)` and `repelem(A, r1, ..., rN)`: each element repeated.
pub fn repelem(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    let shape = value.shape();
    // Per-dimension source index lists: output index p along d reads input
    // index lists[d][p].
    let mut lists: Vec<Vec<usize>> = Vec::new();
    if args.len() == 2 {
        if !shape.is_vector() && !shape.is_scalar() {
            return Err(RuntimeError::new(
                "MATLAB:repelem:twoArgVectorOnly",
                "Input must be a vector when two inputs are specified.",
            ));
        }
        let counts = repeat_counts(&args[1], value.numel())?;
        let expanded = expand(&counts)?;
        if shape.is_column() && !shape.is_scalar() {
            lists.push(expanded);
            lists.push(vec![0]);
        } else {
            lists.push(vec![0]);
            lists.push(expanded);
        }
    } else {
        let ndims = (args.len() - 1).max(shape.ndims());
        for d in 0..ndims {
            let counts = match args.get(d + 1) {
                Some(arg) => repeat_counts(arg, shape.dim(d))?,
                None => vec![1; shape.dim(d)],
            };
            lists.push(expand(&counts)?);
        }
    }
    let out_dims: Vec<usize> = lists.iter().map(Vec::len).collect();
    args::check_allocation_dims(&out_dims, 1)?;
    let in_dims: Vec<usize> = (0..lists.len()).map(|d| shape.dim(d)).collect();
    let mut sources = Vec::with_capacity(out_dims.iter().product());
    for_each_subscript(&out_dims, |subs| {
        let from: Vec<usize> = subs.iter().zip(&lists).map(|(&p, l)| l[p]).collect();
        sources.push(linear(&in_dims, &from));
    });
    one(gather_value(value, Shape::new(&out_dims), sources)?)
}

/// Input index i repeated counts[i] times, in order (after checking that
/// the total can be allocated).
fn expand(counts: &[usize]) -> Result<Vec<usize>> {
    let total = counts
        .iter()
        .try_fold(0usize, |sum, &c| sum.checked_add(c))
        .unwrap_or(usize::MAX);
    args::check_allocation_dims(&[total], 8)?;
    Ok(counts
        .iter()
        .enumerate()
        .flat_map(|(i, &c)| std::iter::repeat_n(i, c))
        .collect())
}

/// The most leading singleton dimensions `shiftdim(A, -n)` adds.
const MAX_LEADING_SINGLETONS: usize = 1 << 16;

/// `B = shiftdim(A, n)`, `[B, n] = shiftdim(A)`: n > 0 rotates the
/// dimensions left by n, n < 0 adds -n leading singletons, no n removes the
/// leading singletons.
pub fn shiftdim(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let value = &args[0];
    let shape = value.shape();
    let dims = shape.dims().to_vec();
    let shift: i64 = match args.get(1) {
        Some(n) => match n.as_f64() {
            Some(x) if x.is_finite() && x.fract() == 0.0 && x.abs() < 2f64.powi(31) => x as i64,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:shiftdim:InvalidShift",
                    "N must be a scalar integer.",
                ))
            }
        },
        None if shape.is_scalar() => 0,
        None => dims.iter().take_while(|&&d| d == 1).count() as i64,
    };
    let out = if shift > 0 {
        let nd = dims.len();
        let shift = (shift as usize) % nd;
        let order: Vec<usize> = (shift..nd).chain(0..shift).collect();
        rearrange(value, &Permutation(order))?
    } else if shift < 0 {
        let leading = shift.unsigned_abs() as usize;
        // Each dimension is bookkeeping in every later operation; refuse
        // shapes no array operation could handle.
        if leading > MAX_LEADING_SINGLETONS {
            return Err(RuntimeError::new(
                "MATLAB:pmaxsize",
                "Maximum variable size allowed by the program is exceeded.",
            ));
        }
        let mut new_dims = vec![1usize; leading];
        new_dims.extend(&dims);
        args::check_allocation_dims(&new_dims, 0)?;
        gather_value(value, Shape::new(&new_dims), (0..shape.numel()).collect())?
    } else {
        value.clone()
    };
    let mut outputs: Outputs = Outputs::new();
    outputs.push(out);
    if nargout > 1 {
        outputs.push(Value::scalar(shift as f64));
    }
    Ok(outputs)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(f: super::super::super::BuiltinFn, args: &[Value]) -> Value {
        f(&mut Interpreter::new(), args, 1).unwrap()[0].clone()
    }

    fn m23() -> Value {
        Value::matrix(Shape::matrix(2, 3), vec![1.0, 4.0, 2.0, 5.0, 3.0, 6.0])
    }

    #[test]
    fn flips() {
        assert_eq!(
            call(fliplr, &[m23()]).to_f64_vec().unwrap(),
            vec![3.0, 6.0, 2.0, 5.0, 1.0, 4.0]
        );
        assert_eq!(
            call(flipud, &[m23()]).to_f64_vec().unwrap(),
            vec![4.0, 1.0, 5.0, 2.0, 6.0, 3.0]
        );
        assert_eq!(
            call(flip, &[Value::char_row("abc")]),
            Value::char_row("cba")
        );
    }

    #[test]
    fn rotations_compose() {
        let once = call(rot90, &[m23()]);
        assert_eq!(once.shape().dims(), &[3, 2]);
        // rot90([1 2 3; 4 5 6]) = [3 6; 2 5; 1 4]
        assert_eq!(
            once.to_f64_vec().unwrap(),
            vec![3.0, 2.0, 1.0, 6.0, 5.0, 4.0]
        );
        let thrice = call(rot90, &[m23(), Value::scalar(3.0)]);
        let back = call(rot90, &[thrice, Value::scalar(1.0)]);
        assert_eq!(back, m23());
        let minus = call(rot90, &[m23(), Value::scalar(-1.0)]);
        assert_eq!(minus, call(rot90, &[m23(), Value::scalar(3.0)]));
    }

    #[test]
    fn repelem_forms() {
        let v = Value::row(vec![1.0, 2.0]);
        assert_eq!(
            call(repelem, &[v.clone(), Value::row(vec![2.0, 1.0])]),
            Value::row(vec![1.0, 1.0, 2.0])
        );
        let b = call(repelem, &[m23(), Value::scalar(2.0), Value::scalar(1.0)]);
        assert_eq!(b.shape().dims(), &[4, 3]);
        assert!(repelem(&mut Interpreter::new(), &[m23(), Value::scalar(2.0)], 1).is_err());
        assert!(repelem(
            &mut Interpreter::new(),
            &[v, Value::row(vec![1.0, 2.0, 3.0])],
            1
        )
        .is_err());
    }

    #[test]
    fn shiftdim_forms() {
        let a = Value::matrix(Shape::new(&[1, 1, 3]), vec![1.0, 2.0, 3.0]);
        let out = shiftdim(&mut Interpreter::new(), &[a], 2).unwrap();
        assert_eq!(out[0].shape().dims(), &[3, 1]);
        assert_eq!(out[1], Value::scalar(2.0));
        let b = call(shiftdim, &[m23(), Value::scalar(-1.0)]);
        assert_eq!(b.shape().dims(), &[1, 2, 3]);
        let c = call(shiftdim, &[m23(), Value::scalar(1.0)]);
        assert_eq!(c.shape().dims(), &[3, 2]);
    }
}
